# first_error LOG: the first error line of a build log, for the validation
# suite scripts (openaccvv.sh, sollve-vv.sh): gfortran's "Error:" with the
# location line above it, else the first "error:" line (acc2c, Clang, gcc,
# ld); at most 300 characters, on one line.
first_error() {
  awk '
    /^[^ ].*:[0-9]+:[0-9]+:$/ { loc = $0; next }
    /^(Error|Fatal Error): / { print (loc != "" ? loc " " : "") $0; found = 1; exit }
    /(^|: )(fatal )?error: / && first == "" { first = $0 }
    END { if (!found && first != "") print first }
  ' "$1" | head -c 300 | tr '\t\n' '  '
}
