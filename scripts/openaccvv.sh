#!/usr/bin/env bash
# Build and run every Fortran and C test of the OpenACC validation suite
# (github.com/OpenACCUserGroup/OpenACCV-V) through acc2c-gfortran and
# acc2c-gcc, as a new user would, on the host backend (docs/openaccvv.md).
#
#   scripts/openaccvv.sh DIR [WORK]
#
# DIR: a checkout or export of OpenACCV-V (a bare mirror is exported into
# WORK/src first); nothing of it is ever copied into this tree. WORK
# (default /tmp/openaccvv-work) gets the builds (WORK/build), one build and
# one run log per test (WORK/logs), results.tsv (test, language, status,
# detail = first error line; with BASELINE=1 also gcc's status and detail)
# and summary.txt. Each Tests/X.F90 is built with
#   acc2c-gfortran -O1 -I DIR/Tests X.F90 -o X
# each Tests/X.c with
#   acc2c-gcc -O1 -I DIR/Tests X.c -o X -lm
# and run with no ACC2C_* variable set (the drivers' ACC2C_CC and ACC2C_FC
# are kept). Status: pass (exit 0), fail-translate (acc2c stopped the driver
# before the compiler ran: no translation was kept), fail-compile
# (gfortran/gcc or the link failed on the translation), fail-run (non-zero
# exit), timeout (build or run). The translation of each test is kept
# beside its program (ACC2C_KEEP=1).
# Environment: ACC2C_BIN (default: this checkout's build/bin), JOBS (tests
# built and run at a time, default 2), ONLY (a substring of the test paths
# to run), TIMEOUT (seconds per step; default 120 for a build, 60 for a
# run), BASELINE=1 (also build each test with gfortran/gcc -fopenacc
# -foffload=disable -O1, gcc 12's host fallback, and record its status),
# FLAGS (more options for both drivers: FLAGS=-foffload=nvptx-none builds
# every test with device kernels, which run in the host fallback here),
# RUN_ENV (VAR=VALUE words for each run: RUN_ENV=ACC2C_HOST_KERNELS=1 runs
# OpenACC kernels, FLAGS="-foffload=nvptx-none --device-kernels=openacc",
# in libgomp's host fallback).
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:?usage: $0 DIR [WORK]}
work=${2:-/tmp/openaccvv-work}
bin=${ACC2C_BIN:-$here/build/bin}
jobs=${JOBS:-2}
only=${ONLY:-}
baseline=${BASELINE:-0}
build_limit=${TIMEOUT:-120}
run_limit=${TIMEOUT:-60}

dir=$(cd "$dir" && pwd) || exit 2
# shellcheck source=lib/validation-suite.sh
. "$here/scripts/lib/validation-suite.sh"
suite_setup "$dir" "$work" "$bin" Tests

# build_and_run LOG EXE KEPT COMMAND...: builds with COMMAND (log in LOG.build),
# runs EXE (log in LOG.run) and prints "status<TAB>detail". KEPT: a pattern
# for the translation the driver keeps; none after a failed build means the
# driver stopped in acc2c (empty for the gcc baseline).
build_and_run() {
  local log=$1 exe=$2 kept=$3; shift 3
  local rc
  timeout -k 5 "$build_limit" "$@" >"$log.build" 2>&1; rc=$?
  if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
    printf 'timeout\tbuild over %ss\n' "$build_limit"; return
  fi
  if [ $rc -ne 0 ] || [ ! -x "$exe" ]; then
    if [ -n "$kept" ] && ! compgen -G "$kept" >/dev/null; then
      printf 'fail-translate\t%s\n' "$(first_error "$log.build")"
    else
      printf 'fail-compile\t%s\n' "$(first_error "$log.build")"
    fi
    return
  fi
  # shellcheck disable=SC2086 # RUN_ENV: words
  (cd "$(dirname "$exe")" && env ${RUN_ENV:-} timeout -k 5 "$run_limit" "$exe" </dev/null \
    >"$log.run" 2>&1); rc=$?
  if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
    printf 'timeout\trun over %ss\n' "$run_limit"
  elif [ $rc -ne 0 ]; then
    # A test's exit status has bit k-1 set when its sub-test Tk failed,
    # unless the program stopped on a runtime error or a signal.
    local msg bits='' k
    msg=$(grep -m1 -i -E 'runtime error|error|fail|abort|fault' "$log.run" | head -c 200 | tr '\t' ' ')
    if [ $rc -gt 128 ]; then bits=" (signal $((rc - 128))?)"
    elif [[ "$msg" != *"runtime error"* ]]; then
      for ((k = 1; k <= 8; k++)); do (( rc >> (k - 1) & 1 )) && bits="$bits${bits:+,}T$k"; done
      bits=" ($bits failed)"
    fi
    printf 'fail-run\texit %s%s%s\n' "$rc" "$bits" "${msg:+: $msg}"
  else
    printf 'pass\t\n'
  fi
}

one_test() {
  local t=$1 name lang stem b log res st detail gst='' gdetail='' line
  local -a flags
  read -r -a flags <<< "${FLAGS:-}"
  name=Tests/$t
  stem=${t%.*}
  case "$t" in *.F90) lang=Fortran ;; *) lang=C ;; esac
  b=$work/build/$t; log=$work/logs/$t
  rm -rf "$b" && mkdir -p "$b/acc2c"
  if [ $lang = Fortran ]; then
    res=$(cd "$b/acc2c" && export ACC2C_KEEP=1 && build_and_run "$log.acc2c" "$b/acc2c/$stem" "$b/acc2c/$stem.acc2c.*" \
      "$bin/acc2c-gfortran" -O1 ${flags[@]+"${flags[@]}"} -I "$src/Tests" "$src/Tests/$t" -o "$stem")
  else
    res=$(cd "$b/acc2c" && export ACC2C_KEEP=1 && build_and_run "$log.acc2c" "$b/acc2c/$stem" "$b/acc2c/$stem.acc2c.*" \
      "$bin/acc2c-gcc" -O1 ${flags[@]+"${flags[@]}"} -I "$src/Tests" "$src/Tests/$t" -o "$stem" -lm)
  fi
  st=${res%%$'\t'*}; detail=${res#*$'\t'}
  if [ "$baseline" = 1 ]; then
    mkdir -p "$b/gcc"
    if [ $lang = Fortran ]; then
      res=$(cd "$b/gcc" && build_and_run "$log.gcc" "$b/gcc/$stem" "" \
        gfortran -fopenacc -foffload=disable -O1 -I "$src/Tests" "$src/Tests/$t" -o "$stem")
    else
      res=$(cd "$b/gcc" && build_and_run "$log.gcc" "$b/gcc/$stem" "" \
        gcc -fopenacc -foffload=disable -O1 -I "$src/Tests" "$src/Tests/$t" -o "$stem" -lm)
    fi
    gst=${res%%$'\t'*}; gdetail=${res#*$'\t'}
  fi
  if [ "$baseline" = 1 ]; then
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$lang" "$st" "$detail" "$gst" "$gdetail" >"$work/results.d/$t.tsv"
  else
    printf '%s\t%s\t%s\t%s\n' "$name" "$lang" "$st" "$detail" >"$work/results.d/$t.tsv"
  fi
  case $st in
    pass) line="PASS  $name" ;;
    fail-run) line="FAIL-RUN $name (${detail%%:*})"
      [[ "$detail" == *:* ]] && line="$line ${detail#*: }" && line=${line:0:160} ;;
    timeout) line="TIMEOUT $name ($detail)" ;;
    *) line="$(echo "$st" | tr '[:lower:]' '[:upper:]') $name: $(echo "$detail" | cut -c1-120)" ;;
  esac
  [ "$baseline" = 1 ] && line="$line [gcc: $gst]"
  echo "$line"
}

export work src bin baseline build_limit run_limit FLAGS
export -f first_error build_and_run one_test

tests=$(cd "$src/Tests" && ls -- *.F90 *.c | sort)
[ -n "$only" ] && tests=$(echo "$tests" | grep -F -- "$only")
[ -n "$tests" ] || { echo "$0: no test matches '$only'" >&2; exit 2; }
echo "$tests" | xargs -P "$jobs" -I{} bash -c 'one_test "$1"' _ {}

results=$work/results.tsv
if [ "$baseline" = 1 ]; then
  printf 'test\tlanguage\tstatus\tdetail\tgcc_status\tgcc_detail\n' >"$results"
else
  printf 'test\tlanguage\tstatus\tdetail\n' >"$results"
fi
cat "$work/results.d"/*.tsv | sort >>"$results"

{
  echo "OpenACCV-V commit $commit, acc2c from $bin, $(date -u +%Y-%m-%d)"
  awk -F'\t' -v base="$baseline" '
    NR == 1 { next }
    { total++; n[$2]++; s[$3]++; sl[$2 " " $3]++
      if ($3 == "pass") { pass++; p[$2]++ }
      if (base == "1") { g[$5]++; if ($5 == "pass") { gp++; gpl[$2]++ } } }
    END {
      printf "%d passed, %d failed\n", pass, total - pass
      nl = split("Fortran C", langs, " ")
      ns = split("pass fail-translate fail-compile fail-run timeout", sts, " ")
      for (i = 1; i <= nl; i++) if (n[langs[i]]) {
        l = langs[i]; line = sprintf("  %s: %d/%d passed", l, p[l], n[l])
        for (j = 2; j <= ns; j++) if (sl[l " " sts[j]]) line = line sprintf(", %s %d", sts[j], sl[l " " sts[j]])
        print line
      }
      line = " "
      for (j = 1; j <= ns; j++) if (s[sts[j]]) line = line sprintf(" %s %d", sts[j], s[sts[j]])
      print line
      if (base == "1") {
        printf "gcc -fopenacc -foffload=disable (host fallback): %d passed, %d failed\n", gp, total - gp
        for (i = 1; i <= nl; i++) if (n[langs[i]]) printf "  %s: %d/%d passed\n", langs[i], gpl[langs[i]], n[langs[i]]
        line = " "
        for (j = 1; j <= ns; j++) if (g[sts[j]]) line = line sprintf(" %s %d", sts[j], g[sts[j]])
        print line
      }
    }' "$results"
} | tee "$work/summary.txt"
echo "results in $results, logs in $work/logs"
