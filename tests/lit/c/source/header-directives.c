// RUN: %acc2c --emit=source %s -I %S/../Inputs | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s -I %S/../Inputs -o %t.c && %shimcc -I %S/../Inputs -c %t.c -o %t.o
//
// OpenACC directives in a header this file includes: acc2c reads them with
// the file (Clang parses the whole translation unit) but rewrites only this
// file, so
// - a file-scope declare there is entered and left by this file's
//   constructor and destructor, its source records naming the header (every
//   file that includes it does the same; the present table's counts make the
//   mappings one);
// - a routine declared there and defined elsewhere is called on the device
//   by its device version, whose weak stand-in here calls the host version
//   when the defining file was not translated;
// - gcc would warn that it ignores the header's `#pragma acc` lines: the
//   #include that brings them in (directly or not) is bracketed by
//   `#pragma GCC diagnostic` lines, under its own line number.

// CHECK:      {{^}}  {"table", "{{.*}}shared-directives.h", 4},
// CHECK:      {{^}}#include <stdio.h>
// CHECK-NEXT: {{^}}#pragma GCC diagnostic push
// CHECK-NEXT: {{^}}#pragma GCC diagnostic ignored "-Wunknown-pragmas"
// CHECK-NEXT: {{^}}#line [[#@LINE+6]] "{{.*}}header-directives.c"
// CHECK-NEXT: {{^}}#include "shared-directives.h"
// CHECK-NEXT: {{^}}#pragma GCC diagnostic pop
// CHECK-NEXT: {{^}}#line [[#@LINE+4]] "{{.*}}header-directives.c"
// CHECK-NEXT: {{^}}#include "plain.h"
#include <stdio.h>
#include "shared-directives.h"
#include "plain.h"

// CHECK:      {{^}}double acc2c_device_lookup(int);
// CHECK:      {{^ *}}out[i] = SCALE * acc2c_device_lookup(i);
void f(double out[8]) {
#pragma acc parallel loop copyout(out[0:8])
  for (int i = 0; i < 8; ++i)
    out[i] = SCALE * lookup(i);
}

// CHECK:      {{^}}__attribute__((__constructor__)) static void acc2c_declare_init(void) {
// CHECK:      {{^ *}}acc2c_create(&(table), sizeof(table), ACC2C_STRUCTURED,
// CHECK:      {{^}}__attribute__((__destructor__)) static void acc2c_declare_fini(void) {
// CHECK:      {{^ *}}acc2c_delete(&(table), sizeof(table), ACC2C_STRUCTURED,
// CHECK:      {{^}}__attribute__((__weak__)) double acc2c_device_lookup(int acc2c_a0) { return lookup(acc2c_a0); }
