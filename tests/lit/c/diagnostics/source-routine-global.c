// RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
// RUN: echo keep > %t.out; not %acc2c --emit=source %s -o %t.out
// RUN: grep -q keep %t.out
//
// OpenACC 3.3 2.15.1: a global variable used in a procedure with a routine
// directive must appear in a declare directive (the device version reads its
// device copy). A const global needs none (its value is the same everywhere).
int global_n;
const int limit = 4;
#pragma acc routine seq
// CHECK: source-routine-global.c:[[#@LINE+2]]:24: error: 'global_n' is a global variable used in routine 'get' without a declare directive
// CHECK-NOT: 'limit'
int get(void) { return global_n + limit; }
