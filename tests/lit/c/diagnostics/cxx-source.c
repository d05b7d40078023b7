// RUN: cp %s %t.cpp
// RUN: not %acc2c --emit=graph %t.cpp 2>&1 | FileCheck %s
// RUN: not %acc2c --emit=source %t.cpp -o %t.out
// RUN: test ! -e %t.out
//
// A C++ (or CUDA, Objective-C) file is neither C nor Fortran to acc2c: an
// error naming what it reads, not Flang's messages about Fortran syntax.
// CHECK: acc2c: error: '{{.*}}.cpp' is not Fortran or C: acc2c translates Fortran (.f90, .f, .F90 ...) and C (.c, .h) sources
int main(void) { return 0; }
