// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
//
// Standalone directives become a block of calls at the directive's place:
// enter data (OpenACC 3.3 2.14.6) and exit data (2.14.7) act on the dynamic
// reference counter (2.6.7); finalize sets it to zero (ACC2C_FINALIZE);
// create(zero:) zeroes new memory; update (2.14.4) self/device with
// if_present (ACC2C_IF_PRESENT) and if; async (2.16.1) passes the queue (no
// argument: acc_async_noval); wait(list) on a directive (2.16.2) waits for
// those queues first; the wait directive (2.16.3) waits for its queues.

void f(int n, double *a, double *b, int q, int cond) {
// CHECK:      {{^}}/* acc2c: #pragma acc enter data copyin(a[0:n]) create(b[0:n]) async(q) */
// CHECK-NEXT: {{^}}{
// CHECK-NEXT: {{^ *}}acc2c_copyin(&(a)[0], (acc2c_size)(n) * sizeof((a)[0]), ACC2C_DYNAMIC, (int)(q), acc2c_source({{[0-9]+}}));
// CHECK-NEXT: {{^ *}}acc2c_attach((void *)&(a), ACC2C_SLOT_POINTER,
// CHECK-NEXT: {{^ *}}acc2c_create(&(b)[0], (acc2c_size)(n) * sizeof((b)[0]), ACC2C_DYNAMIC, 0, (int)(q), acc2c_source({{[0-9]+}}));
// CHECK-NEXT: {{^ *}}acc2c_attach((void *)&(b), ACC2C_SLOT_POINTER,
// CHECK-NEXT: {{^\}$}}
// The next line keeps its number.
// CHECK:      {{^}}#line [[#@LINE+3]] "{{.*}}enter-exit-update.c"
// CHECK-NEXT: {{^}}/* acc2c: #pragma acc enter data create(zero: b[0:n]) wait(1, 2) */
#pragma acc enter data copyin(a[0:n]) create(b[0:n]) async(q)
#pragma acc enter data create(zero: b[0:n]) wait(1, 2)
// CHECK:      {{^ *}}acc2c_wait((int)(1));
// CHECK-NEXT: {{^ *}}acc2c_wait((int)(2));
// CHECK-NEXT: {{^ *}}acc2c_create(&(b)[0], (acc2c_size)(n) * sizeof((b)[0]), ACC2C_DYNAMIC, ACC2C_ZERO, ACC2C_ASYNC_SYNC,
// CHECK-NEXT: {{^ *}}acc2c_attach((void *)&(b), ACC2C_SLOT_POINTER,

// CHECK:      {{^}}/* acc2c: #pragma acc update self(a[0:n]) device(b[1:n-1]) if_present async */
// CHECK:      {{^ *}}acc2c_update_self(&(a)[0], (acc2c_size)(n) * sizeof((a)[0]), ACC2C_IF_PRESENT, ACC2C_ASYNC_NOVAL,
// CHECK-NEXT: {{^ *}}acc2c_update_device(&(b)[1], (acc2c_size)(n - 1) * sizeof((b)[1]), ACC2C_IF_PRESENT, ACC2C_ASYNC_NOVAL,
#pragma acc update self(a[0:n]) device(b[1:n-1]) if_present async

// CHECK:      {{^}}/* acc2c: #pragma acc update device(a[0:n]) if(cond) */
// CHECK:      {{^ *}}if (cond) {
// CHECK-NEXT: {{^ *}}acc2c_update_device(&(a)[0], (acc2c_size)(n) * sizeof((a)[0]), 0, ACC2C_ASYNC_SYNC,
// CHECK-NEXT: {{^ *\}$}}
#pragma acc update device(a[0:n]) if(cond)

// CHECK:      {{^}}/* acc2c: #pragma acc wait(q) */
// CHECK:      {{^ *}}acc2c_wait((int)(q));
#pragma acc wait(q)

// CHECK:      {{^}}/* acc2c: #pragma acc exit data copyout(a[0:n]) delete(b[0:n]) finalize async(q) */
// CHECK:      {{^ *}}acc2c_detach((void *)&(a), ACC2C_SLOT_POINTER,
// CHECK-NEXT: {{^ *}}acc2c_copyout(&(a)[0], (acc2c_size)(n) * sizeof((a)[0]), ACC2C_DYNAMIC, ACC2C_FINALIZE, (int)(q),
// CHECK-NEXT: {{^ *}}acc2c_detach((void *)&(b), ACC2C_SLOT_POINTER,
// CHECK-NEXT: {{^ *}}acc2c_delete(&(b)[0], (acc2c_size)(n) * sizeof((b)[0]), ACC2C_DYNAMIC, ACC2C_FINALIZE, (int)(q),
#pragma acc exit data copyout(a[0:n]) delete(b[0:n]) finalize async(q)

// CHECK:      {{^}}/* acc2c: #pragma acc exit data delete(b[0:n]) */
// CHECK:      {{^ *}}acc2c_detach((void *)&(b), ACC2C_SLOT_POINTER,
// CHECK-NEXT: {{^ *}}acc2c_delete(&(b)[0], (acc2c_size)(n) * sizeof((b)[0]), ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC,
#pragma acc exit data delete(b[0:n])
}
