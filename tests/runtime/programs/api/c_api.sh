#!/bin/bash
# runtime.program.c_api: build c_api.c with gcc through pkg-config, run it,
# compare its output with c_api.expected (written from the OpenACC 3.3 spec).
. "$(dirname "$0")/common.sh"

build_c c_api.c c_api
./c_api > c_api.out 2> c_api.err
status=$?
expect_status "c_api" 0 "$status"
expect_output "c_api" "$SRC/c_api.expected" c_api.out
if [ -s c_api.err ]; then
  fail "c_api wrote to stderr:"
  cat c_api.err >&2
fi
finish
