#!/bin/bash
# runtime.program.fortran_c_ptr: type(c_ptr) variables as data arguments of
# the module `openacc`, built with gfortran through pkg-config; output compared
# with fortran_c_ptr.expected (written from the OpenACC 3.3 spec).
#
# Known gfortran 12 problem: a type(c_ptr) variable passed to the module's
# non-BIND(C) wrappers (the (data_arg, bytes) forms, acc_is_present,
# acc_map_data, acc_memcpy_*) arrives as the address it holds, so those forms
# act on the data p points to. fortran_c_ptr.known-gfortran12 is exactly
# that wrong output (written from the description above: the (p, 8) forms map
# x, the copy lands in x2 and p2 keeps pointing at it; the line printing p2's
# bytes, an address, left out). The test passes when the program prints it
# and fails on anything else: a build error, another wrong output, and the
# right output too (then make this test compare with .expected alone).
. "$(dirname "$0")/common.sh"

build_f fortran_c_ptr.f90 fortran_c_ptr
./fortran_c_ptr > fortran_c_ptr.out 2> fortran_c_ptr.err
status=$?
expect_status "fortran_c_ptr" 0 "$status"
if [ -s fortran_c_ptr.err ]; then
  fail "fortran_c_ptr wrote to stderr:"
  cat fortran_c_ptr.err >&2
fi
if diff -q "$SRC/fortran_c_ptr.expected" fortran_c_ptr.out > /dev/null; then
  fail "fortran_c_ptr prints the specification's output: the gfortran 12 limitation is gone;" \
       "drop fortran_c_ptr.known-gfortran12 and compare with fortran_c_ptr.expected"
else
  grep -v '^bytes of p2 ' fortran_c_ptr.out > fortran_c_ptr.known.out
  expect_output "fortran_c_ptr (the known gfortran 12 limitation)" \
    "$SRC/fortran_c_ptr.known-gfortran12" fortran_c_ptr.known.out
fi
finish
