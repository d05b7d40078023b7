#!/usr/bin/env bash
# Build and run the Fortran and C tests of the OpenMP validation suite
# SOLLVE_VV (github.com/SOLLVE/sollve_vv) through acc2c-gfortran and
# acc2c-gcc, as a new user would, on the host backend (docs/sollve-vv.md).
#
#   scripts/sollve-vv.sh DIR [WORK]
#
# DIR: a checkout or export of SOLLVE_VV (a bare mirror is exported into
# WORK/src first); nothing of it is ever copied into this tree. WORK
# (default /tmp/sollve-vv-work) gets the builds (WORK/build), a build and a
# run log per test (WORK/logs), results.tsv (test, language, status, detail
# = first error line; with BASELINE=1 also gcc's status and detail) and
# summary.txt. Each tests/**/X.F90 is built with
#   acc2c-gfortran -O1 -ffree-line-length-none -I DIR/ompvv X.F90 -o X
# (the suite's own gfortran flags), each tests/**/X.c with
#   acc2c-gcc -O1 -I DIR/ompvv X.c -o X -lm
# and run with no ACC2C_* variable set. Status: pass (exit 0), fail-build
# (acc2c, the compiler or the link stopped), fail-run (non-zero exit; the
# suite's tests exit 1 on any failed check), timeout.
# Environment: ACC2C_BIN (default: this checkout's build/bin), JOBS (tests at
# a time, default 2), ONLY (a substring of the test paths), TIMEOUT (seconds
# per step; default 120 for a build, 60 for a run), BASELINE=1 (also build
# each test with gfortran/gcc -fopenmp -foffload=disable -O1, gcc 12's
# shared-memory host fallback, and record its status).
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:?usage: $0 DIR [WORK]}
work=${2:-/tmp/sollve-vv-work}
bin=${ACC2C_BIN:-$here/build/bin}
jobs=${JOBS:-2}
only=${ONLY:-}
baseline=${BASELINE:-0}
build_limit=${TIMEOUT:-120}
run_limit=${TIMEOUT:-60}

dir=$(cd "$dir" && pwd) || exit 2
# shellcheck source=lib/validation-suite.sh
. "$here/scripts/lib/validation-suite.sh"
suite_setup "$dir" "$work" "$bin" tests ompvv

# build_and_run LOG EXE COMMAND...: "status<TAB>detail".
build_and_run() {
  local log=$1 exe=$2; shift 2
  local rc
  timeout -k 5 "$build_limit" "$@" >"$log.build" 2>&1; rc=$?
  if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then printf 'timeout\tbuild over %ss\n' "$build_limit"; return; fi
  if [ $rc -ne 0 ] || [ ! -x "$exe" ]; then printf 'fail-build\t%s\n' "$(first_error "$log.build")"; return; fi
  (cd "$(dirname "$exe")" && timeout -k 5 "$run_limit" "$exe" </dev/null >"$log.run" 2>&1); rc=$?
  if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
    printf 'timeout\trun over %ss\n' "$run_limit"
  elif [ $rc -ne 0 ]; then
    printf 'fail-run\texit %s: %s\n' "$rc" \
      "$(grep -m1 -i -E 'runtime error|failed|error|fault' "$log.run" | head -c 200 | tr '\t' ' ')"
  else
    printf 'pass\t\n'
  fi
}

one_test() {
  local t=$1 key lang b log res st detail gst='' gdetail=''
  key=${t//\//_}
  case "$t" in *.F90) lang=Fortran ;; *) lang=C ;; esac
  b=$work/build/$key; log=$work/logs/$key
  rm -rf "$b" && mkdir -p "$b/acc2c"
  if [ $lang = Fortran ]; then
    res=$(cd "$b/acc2c" && build_and_run "$log.acc2c" "$b/acc2c/x" \
      "$bin/acc2c-gfortran" -O1 -ffree-line-length-none -I "$src/ompvv" "$src/$t" -o x)
  else
    res=$(cd "$b/acc2c" && build_and_run "$log.acc2c" "$b/acc2c/x" \
      "$bin/acc2c-gcc" -O1 -I "$src/ompvv" "$src/$t" -o x -lm)
  fi
  st=${res%%$'\t'*}; detail=${res#*$'\t'}
  if [ "$baseline" = 1 ]; then
    mkdir -p "$b/gcc"
    if [ $lang = Fortran ]; then
      res=$(cd "$b/gcc" && build_and_run "$log.gcc" "$b/gcc/x" gfortran -fopenmp -foffload=disable \
        -O1 -ffree-line-length-none -I "$src/ompvv" "$src/$t" -o x)
    else
      res=$(cd "$b/gcc" && build_and_run "$log.gcc" "$b/gcc/x" gcc -fopenmp -foffload=disable \
        -O1 -I "$src/ompvv" "$src/$t" -o x -lm)
    fi
    gst=${res%%$'\t'*}; gdetail=${res#*$'\t'}
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$t" "$lang" "$st" "$detail" "$gst" "$gdetail" \
    >"$work/results.d/$key.tsv"
  echo "$(echo "$st" | tr '[:lower:]' '[:upper:]') $t${detail:+: ${detail:0:120}}${gst:+ [gcc: $gst]}"
}

export work src bin baseline build_limit run_limit
export -f first_error build_and_run one_test

tests=$(cd "$src" && find tests -name '*.F90' -o -name '*.c' | sort)
[ -n "$only" ] && tests=$(echo "$tests" | grep -F -- "$only")
[ -n "$tests" ] || { echo "$0: no test matches '$only'" >&2; exit 2; }
echo "$tests" | xargs -P "$jobs" -I{} bash -c 'one_test "$1"' _ {}

results=$work/results.tsv
printf 'test\tlanguage\tstatus\tdetail\tgcc_status\tgcc_detail\n' >"$results"
cat "$work/results.d"/*.tsv | sort >>"$results"
{
  echo "SOLLVE_VV commit $commit, acc2c from $bin, $(date -u +%Y-%m-%d)"
  awk -F'\t' -v base="$baseline" '
    NR == 1 { next }
    { n[$2]++; if ($3 == "pass") p[$2]++; s[$2 " " $3]++
      if (base == "1" && $5 == "pass") g[$2]++ }
    END {
      split("Fortran C", langs, " "); split("fail-build fail-run timeout", sts, " ")
      for (i = 1; i <= 2; i++) if (n[langs[i]]) {
        l = langs[i]; line = sprintf("%s: %d/%d passed", l, p[l], n[l])
        for (j = 1; j <= 3; j++) if (s[l " " sts[j]]) line = line sprintf(", %s %d", sts[j], s[l " " sts[j]])
        if (base == "1") line = line sprintf(" (gcc -fopenmp -foffload=disable: %d)", g[l])
        print line
      }
    }' "$results"
} | tee "$work/summary.txt"
echo "results in $results, logs in $work/logs"
