#!/usr/bin/env bash
# expect_error.sh TEXT COMMAND...: COMMAND must exit non-zero and print TEXT on stderr.
set -uo pipefail
text=$1; shift
err=$("$@" 2>&1 >/dev/null); status=$?
if [ "$status" -eq 0 ]; then echo "FAIL: '$*' exited 0"; exit 1; fi
if ! grep -qF -- "$text" <<<"$err"; then
  echo "FAIL: '$*' (exit $status) did not print: $text"; echo "stderr was: $err"; exit 1
fi
echo "PASS: exit $status with: $text"
