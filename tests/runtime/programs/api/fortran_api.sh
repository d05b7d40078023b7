#!/bin/bash
# runtime.program.fortran_api: build fortran_api.f90 with gfortran through
# pkg-config (`use openacc` must find acc2c's module, not gfortran's own), run
# it, compare its output with fortran_api.expected (written from the OpenACC
# 3.3 spec and runtime_shim/fortran/README.md).
. "$(dirname "$0")/common.sh"

build_f fortran_api.f90 fortran_api
./fortran_api > fortran_api.out 2> fortran_api.err
status=$?
expect_status "fortran_api" 0 "$status"
expect_output "fortran_api" "$SRC/fortran_api.expected" fortran_api.out
if [ -s fortran_api.err ]; then
  fail "fortran_api wrote to stderr:"
  cat fortran_api.err >&2
fi
finish
