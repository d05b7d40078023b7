// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -c %t.c -o %t.o
//
// init, shutdown and set (OpenACC 3.3 2.14) are the routines they stand for
// (acc_init, acc_shutdown, acc_set_device_num, acc_set_default_async) on the
// device type the translation runs on, under their if clause. They are
// called through acc2c_runtime.h's acc2c_acc_* names, which no user macro or
// variable called acc_init can change: the output needs no openacc.h. A set
// default_async was dropped: async without a queue then used the old
// default.
// CHECK:      {{^}}#include <acc2c_runtime.h>
// CHECK-NOT:  {{^}}#include <openacc.h>
int f(int q) {
// CHECK:      {{^}}/* acc2c: #pragma acc init */
// CHECK-NEXT: {{^}}{
// CHECK-NEXT: {{^ *}}acc2c_acc_init(acc2c_acc_get_device_type());
// CHECK-NEXT: {{^ *}}}
#pragma acc init
// CHECK:      {{^}}/* acc2c: #pragma acc set default_async(q) if(q > 1) */
// CHECK-NEXT: {{^}}{
// CHECK-NEXT: {{^ *}}if (q > 1) {
// CHECK-NEXT: {{^ *}}acc2c_acc_set_default_async((int)(q));
// CHECK-NEXT: {{^ *}}}
// CHECK-NEXT: {{^ *}}}
#pragma acc set default_async(q) if(q > 1)
// CHECK:      {{^}}/* acc2c: #pragma acc set device_num(0) device_type(host) */
// CHECK-NEXT: {{^}}{
// CHECK-NEXT: {{^ *}}acc2c_acc_set_device_num((int)(0), acc2c_acc_get_device_type());
// CHECK-NEXT: {{^ *}}}
#pragma acc set device_num(0) device_type(host)
// CHECK:      {{^}}/* acc2c: #pragma acc shutdown */
// CHECK-NEXT: {{^}}{
// CHECK-NEXT: {{^ *}}acc2c_acc_shutdown(acc2c_acc_get_device_type());
// CHECK-NEXT: {{^ *}}}
#pragma acc shutdown
  return q;
}
