#!/bin/bash
# runtime.program.omp_api: build omp_api.c with gcc through pkg-config, run it,
# compare its output with omp_api.expected (written from the OpenMP 5.2 spec).
. "$(dirname "$0")/common.sh"

build_c omp_api.c omp_api
./omp_api > omp_api.out 2> omp_api.err
status=$?
expect_status "omp_api" 0 "$status"
expect_output "omp_api" "$SRC/omp_api.expected" omp_api.out
if [ -s omp_api.err ]; then
  fail "omp_api wrote to stderr:"
  cat omp_api.err >&2
fi
finish
