#!/bin/bash
# runtime.program.fortran_c_ptr: type(c_ptr) variables as data arguments of
# the module `openacc`, built with gfortran through pkg-config; output compared
# with fortran_c_ptr.expected (written from the OpenACC 3.3 spec).
. "$(dirname "$0")/common.sh"

build_f fortran_c_ptr.f90 fortran_c_ptr
./fortran_c_ptr > fortran_c_ptr.out 2> fortran_c_ptr.err
status=$?
expect_status "fortran_c_ptr" 0 "$status"
expect_output "fortran_c_ptr" "$SRC/fortran_c_ptr.expected" fortran_c_ptr.out
if [ -s fortran_c_ptr.err ]; then
  fail "fortran_c_ptr wrote to stderr:"
  cat fortran_c_ptr.err >&2
fi
finish
