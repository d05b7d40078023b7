# What the validation suite scripts (openaccvv.sh, sollve-vv.sh) share.

# suite_setup DIR WORK BIN TOP...: checks the drivers in BIN; sets `src` (DIR
# itself when it holds the directories TOP, else their export from the bare
# mirror DIR into WORK/src) and `commit`; empties WORK's build, logs and
# results.d; and leaves the tests the default environment: none of the
# shim's variables (the drivers' own ACC2C_CC and ACC2C_FC are kept).
suite_setup() {
  local dir=$1 work=$2 bin=$3 d v has=1
  shift 3
  for d in acc2c-gfortran acc2c-gcc; do
    [ -x "$bin/$d" ] || { echo "$0: no $bin/$d (set ACC2C_BIN)" >&2; exit 2; }
  done
  for d in "$@"; do [ -d "$dir/$d" ] || has=0; done
  commit=unknown
  if [ $has = 1 ]; then
    src=$dir
    git -C "$dir" rev-parse HEAD >/dev/null 2>&1 && commit=$(git -C "$dir" rev-parse HEAD)
  elif git --git-dir="$dir" rev-parse HEAD >/dev/null 2>&1; then
    commit=$(git --git-dir="$dir" rev-parse HEAD)
    src=$work/src
    rm -rf "$src" && mkdir -p "$src"
    git --git-dir="$dir" archive HEAD "$@" | tar -x -C "$src"
  else
    echo "$0: $dir has no $* and is no git repository" >&2; exit 2
  fi
  rm -rf "$work/build" "$work/logs" "$work/results.d"
  mkdir -p "$work/build" "$work/logs" "$work/results.d"
  for v in $(env | sed -n 's/^\(ACC2C_[A-Za-z0-9_]*\)=.*/\1/p'); do
    case $v in ACC2C_BIN|ACC2C_CC|ACC2C_FC) ;; *) unset "$v" ;; esac
  done
}

# first_error LOG: the first error line of a build log: gfortran's "Error:" with the
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
