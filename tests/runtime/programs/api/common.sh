# shellcheck shell=bash
# Shared by the runtime.program.* scripts of this directory (sourced, not run).
#
# Every script is called as:   <script> <pkgconfig-dir> <source-dir> <work-dir>
# and builds its programs exactly as a user would, through pkg-config:
#   PKG_CONFIG_PATH=<build>/lib/pkgconfig gcc prog.c $(pkg-config --cflags --libs acc2c)
set -u

if [ $# -ne 3 ]; then
  echo "usage: $0 <pkgconfig-dir> <source-dir> <work-dir>" >&2
  exit 2
fi
PCDIR=$1
SRC=$2
WORK=$3
export PKG_CONFIG_PATH=$PCDIR
# The runtime's own environment must not leak in from the caller.
unset ACC2C_BACKEND ACC2C_LOG ACC2C_DUMP ACC2C_PROFILE ACC2C_ASYNC

FAILURES=0
fail() {
  echo "FAIL: $*" >&2
  FAILURES=$((FAILURES + 1))
}
pass() { echo "ok: $*"; }

if ! pkg-config --exists acc2c; then
  echo "FAIL: pkg-config finds no acc2c in $PCDIR (is acc2c_rt built?)" >&2
  exit 1
fi
CFLAGS_LIBS=$(pkg-config --cflags --libs acc2c)
rm -rf "$WORK"
mkdir -p "$WORK"
cd "$WORK" || exit 1

# build_c <source.c> <exe>
build_c() {
  echo "+ gcc -std=c11 -Wall -Werror $1 -o $2 $CFLAGS_LIBS"
  # shellcheck disable=SC2086
  gcc -std=c11 -Wall -Werror "$SRC/$1" -o "$2" $CFLAGS_LIBS || { echo "FAIL: gcc $1" >&2; exit 1; }
}
# build_f <source.f90> <exe>
build_f() {
  echo "+ gfortran -std=f2018 -Wall $1 -o $2 $CFLAGS_LIBS"
  # shellcheck disable=SC2086
  gfortran -std=f2018 -Wall "$SRC/$1" -o "$2" $CFLAGS_LIBS || { echo "FAIL: gfortran $1" >&2; exit 1; }
}

# expect_output <what> <expected-file> <actual-file>: exact comparison.
expect_output() {
  if diff -u "$2" "$3" > "$3.diff"; then
    pass "$1: output matches $(basename "$2")"
  else
    fail "$1: output differs from $(basename "$2"):"
    cat "$3.diff" >&2
  fi
}
# expect_status <what> <expected> <actual>
expect_status() {
  if [ "$3" -eq "$2" ]; then pass "$1: exit status $3"; else fail "$1: exit status $3, expected $2"; fi
}
expect_nonzero() {
  if [ "$2" -ne 0 ]; then pass "$1: exit status $2 (non-zero)"; else fail "$1: exit status 0, expected a failure"; fi
}
# expect_contains <what> <file> <fixed string>
expect_contains() {
  if grep -qF -- "$3" "$2"; then
    pass "$1: has \"$3\""
  else
    fail "$1: no \"$3\" in $(basename "$2"):"
    sed 's/^/    | /' "$2" >&2
  fi
}
expect_not_contains() {
  if grep -qF -- "$3" "$2"; then
    fail "$1: unexpected \"$3\" in $(basename "$2"):"
    sed 's/^/    | /' "$2" >&2
  else
    pass "$1: no \"$3\""
  fi
}
# expect_lines <what> <file> <regex> <count>: lines matching an extended regex.
expect_lines() {
  local n
  n=$(grep -cE -- "$3" "$2")
  if [ "$n" -eq "$4" ]; then
    pass "$1: $n line(s) matching /$3/"
  else
    fail "$1: $n line(s) matching /$3/, expected $4:"
    sed 's/^/    | /' "$2" >&2
  fi
}

finish() {
  if [ "$FAILURES" -ne 0 ]; then
    echo "$FAILURES check(s) failed" >&2
    exit 1
  fi
  echo "all checks passed"
  exit 0
}
