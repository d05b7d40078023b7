// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
//
// OpenACC 3.3 2.16.3 (wait directive): "If there is no wait-argument, the
// local thread waits for all operations enqueued by this thread on all
// async queues". A bare `#pragma acc wait` must call acc2c_wait_all().

void f(int n, double *a) {
#pragma acc update self(a[0:n]) async
// CHECK:      {{^}}/* acc2c: #pragma acc wait */
// CHECK-NEXT: {{^}}{
// CHECK-NEXT: {{^ *}}acc2c_wait_all();
// CHECK-NEXT: {{^\}$}}
#pragma acc wait
}
