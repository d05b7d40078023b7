#!/bin/bash
# runtime.program.fortran_c_ptr_is_present: acc_is_present of a type(c_ptr) variable (expected to fail with gfortran 12),
# the module `openacc`, built with gfortran through pkg-config; output compared
# with fortran_c_ptr_is_present.expected (written from the OpenACC 3.3 spec).
. "$(dirname "$0")/common.sh"

build_f fortran_c_ptr_is_present.f90 fortran_c_ptr_is_present
./fortran_c_ptr_is_present > fortran_c_ptr_is_present.out 2> fortran_c_ptr_is_present.err
status=$?
expect_status "fortran_c_ptr_is_present" 0 "$status"
expect_output "fortran_c_ptr_is_present" "$SRC/fortran_c_ptr_is_present.expected" fortran_c_ptr_is_present.out
if [ -s fortran_c_ptr_is_present.err ]; then
  fail "fortran_c_ptr_is_present wrote to stderr:"
  cat fortran_c_ptr_is_present.err >&2
fi
finish
