// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
//
// host_data use_device (OpenACC 3.3 2.8.1) of a pointer variable, the common
// CUDA-aware MPI case: in the body the pointer holds the device address of
// the data it points to.

void use(double *d);

void f(double *p, int n) {
#pragma acc data copy(p[0:n])
  {
// CHECK:      {{^}}/* acc2c: #pragma acc host_data use_device(p) */
// CHECK-NEXT: {{^}}{
// CHECK-NEXT: {{^ *}}void *[[UD:acc2c_ud[0-9]+]] = acc2c_use_device((void *)(p), 0,
// CHECK-NEXT: {{^ *}}{ double *p = [[UD]];
#pragma acc host_data use_device(p)
    use(p);
  }
}
