// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -c %t.c -o %t.o
//
// A pointer variable in a region with no clause of its own is a pointer to
// data (OpenACC 3.3 2.6.2: firstprivate in parallel, copy in kernels, the
// pointer's value either way): the body sees its value translated into the
// device copy of what it points to, and, where the body dereferences it,
// pointing to host data stops the run (ACC2C_REGION_DEREFERENCED): here
// the subscript `i * i` is not linear in the loop's variable, so no section
// is inferred (implicit-pointer-sections.c). In
// kernels the body used the host address (it read and wrote host memory).
// copyin(v) maps the pointer itself: the body reads its device copy, which
// must hold a device address where the body dereferences it
// (acc2c_check_attached at entry), as a pointer member's must.
void f(int n, float *v, float *w, float *s) {
// CHECK:      {{^}}/* acc2c: #pragma acc kernels */
// CHECK:      {{^ *}}acc2c_region_{{[0-9]+}}({{.*}}, acc2c_region_pointer((void *)(v), 0, 0, ACC2C_REGION_DEREFERENCED,
#pragma acc kernels
  for (int i = 0; i < n; i++) v[i * i] += 1;
// CHECK:      {{^}}/* acc2c: #pragma acc parallel loop copyin(w) copy(s[0:1]) */
// CHECK:      {{^ *}}int acc2c_region = acc2c_region_begin(
// CHECK-NEXT: {{^ *}}acc2c_check_attached(&(w), ACC2C_SLOT_POINTER,
// CHECK-NEXT: {{^ *}}acc2c_region_{{[0-9]+}}(
#pragma acc parallel loop copyin(w) copy(s[0:1])
  for (int i = 0; i < n; i++) s[0] += w[i];
}
