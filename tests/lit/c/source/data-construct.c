// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
//
// The data construct (OpenACC 3.3 2.6.5) becomes a block: the entry actions
// of its clauses (2.7.6-2.7.10), the body as written, the exit actions in the
// reverse order. copy = copyin + copyout, copyin = copyin + delete, copyout =
// create + copyout, create = create + delete, present = present + delete,
// no_create = nocreate + delete (flagged ACC2C_NO_CREATE, so that data absent
// at entry is no error at exit). All use the structured reference counter
// (2.6.7). A section a[2:n] (2.7.1: start 2, length n) is the address of its
// first element and n elements' bytes; a 2-D section spans from its first to
// its last element. The if clause (2.6.5) is evaluated once, at entry, and
// the same decision governs the exit.
//
// The variables' source records, in order of first use:
// CHECK:      {{^ *}}static const acc2c_src acc2c_srcs[] {{.*}}= {
// CHECK-NEXT:   {{^ *}}{"x", "{{.*}}data-construct.c", [[#@LINE+35]]},
// CHECK-NEXT:   {{^ *}}{"y", "{{.*}}data-construct.c", [[#@LINE+34]]},
// CHECK:        {{^ *}}{"a[2:n]", "{{.*}}data-construct.c", [[#@LINE+33]]},
// CHECK:      {{^ *}}#line 1 "{{.*}}data-construct.c"

// CHECK-LABEL: {{^ *}}void f(int n, double *a, int cond) {
// CHECK:       {{^ *}}/* acc2c: #pragma acc data copy(x) copyin(y) copyout(z) create(w) present(b) no_create(a[2:n]) */
// CHECK-NEXT:  {{^ *}}{
// CHECK-NEXT:    {{^ *}}void *acc2c_d; (void)acc2c_d;
// CHECK-NEXT:    {{^ *}}acc2c_d = acc2c_copyin((void *)&(x), sizeof(x), ACC2C_STRUCTURED, ACC2C_ASYNC_SYNC, &acc2c_srcs[{{[0-9]+}}]);
// CHECK-NEXT:    {{^ *}}acc2c_d = acc2c_copyin((void *)&(y), sizeof(y), ACC2C_STRUCTURED, ACC2C_ASYNC_SYNC, &acc2c_srcs[{{[0-9]+}}]);
// CHECK-NEXT:    {{^ *}}acc2c_d = acc2c_create((void *)&(z), sizeof(z), ACC2C_STRUCTURED, 0, ACC2C_ASYNC_SYNC, &acc2c_srcs[{{[0-9]+}}]);
// CHECK-NEXT:    {{^ *}}acc2c_d = acc2c_create((void *)&(w), sizeof(w), ACC2C_STRUCTURED, 0, ACC2C_ASYNC_SYNC, &acc2c_srcs[{{[0-9]+}}]);
// CHECK-NEXT:    {{^ *}}acc2c_d = acc2c_present((void *)&(b), sizeof(b), ACC2C_STRUCTURED, &acc2c_srcs[{{[0-9]+}}]);
// CHECK-NEXT:    {{^ *}}acc2c_d = acc2c_nocreate((void *)&(a)[2], (size_t)(n) * sizeof((a)[2]), ACC2C_STRUCTURED, &acc2c_srcs[{{[0-9]+}}]);
// A section through a pointer variable attaches the pointer where it has a
// device copy of its own (2.6.8; here it has none, and the shim does nothing).
// CHECK-NEXT:    {{^ *}}acc2c_attach((void *)&(a), ACC2C_SLOT_POINTER,
// The body keeps its own line numbers.
// CHECK:       {{^ *}}#line [[#@LINE+17]] "{{.*}}data-construct.c"
// CHECK-NEXT:    {{^ *}}{
// CHECK-NEXT:      {{^ *}}x[0] = y[0] + b[0];
// CHECK-NEXT:    {{^ *\}$}}
// CHECK-NEXT:    {{^ *}}acc2c_detach((void *)&(a), ACC2C_SLOT_POINTER, 0,
// CHECK-NEXT:    {{^ *}}acc2c_delete((void *)&(a)[2], (size_t)(n) * sizeof((a)[2]), ACC2C_STRUCTURED, ACC2C_NO_CREATE, ACC2C_ASYNC_SYNC, &acc2c_srcs[{{[0-9]+}}]);
// CHECK-NEXT:    {{^ *}}acc2c_delete((void *)&(b), sizeof(b), ACC2C_STRUCTURED, 0, ACC2C_ASYNC_SYNC, &acc2c_srcs[{{[0-9]+}}]);
// CHECK-NEXT:    {{^ *}}acc2c_delete((void *)&(w), sizeof(w), ACC2C_STRUCTURED, 0, ACC2C_ASYNC_SYNC, &acc2c_srcs[{{[0-9]+}}]);
// CHECK-NEXT:    {{^ *}}acc2c_copyout((void *)&(z), sizeof(z), ACC2C_STRUCTURED, 0, ACC2C_ASYNC_SYNC, &acc2c_srcs[{{[0-9]+}}]);
// CHECK-NEXT:    {{^ *}}acc2c_delete((void *)&(y), sizeof(y), ACC2C_STRUCTURED, 0, ACC2C_ASYNC_SYNC, &acc2c_srcs[{{[0-9]+}}]);
// CHECK-NEXT:    {{^ *}}acc2c_copyout((void *)&(x), sizeof(x), ACC2C_STRUCTURED, 0, ACC2C_ASYNC_SYNC, &acc2c_srcs[{{[0-9]+}}]);
// CHECK-NEXT:  {{^\}$}}
// CHECK-NEXT:  {{^ *}}#line [[#@LINE+7]] "{{.*}}data-construct.c"
void f(int n, double *a, int cond) {
  double x[100], y[100], z[100], w[100], b[100];
  double m[10][20];
#pragma acc data copy(x) copyin(y) copyout(z) create(w) present(b) no_create(a[2:n])
  {
    x[0] = y[0] + b[0];
  }

// Rows 1 to 3 of m, whole: from m[1][0] to m[3][19].
// CHECK:       {{^ *}}/* acc2c: #pragma acc data copyin(m[1:3][0:20]) */
// CHECK:         {{^ *}}acc2c_d = acc2c_copyin((void *)&(m)[1][0], (size_t)((const char *)&(m)[3][19] - (const char *)&(m)[1][0]) + sizeof((m)[1][0]), ACC2C_STRUCTURED,
// CHECK:         {{^ *}}acc2c_delete((void *)&(m)[1][0], (size_t)((const char *)&(m)[3][19] - (const char *)&(m)[1][0]) + sizeof((m)[1][0]), ACC2C_STRUCTURED, 0,
#pragma acc data copyin(m[1:3][0:20])
  {
    m[1][0] = 0;
  }

// One flag, set at entry: the exit does not evaluate `cond` again (the body
// may change it).
// CHECK:       {{^ *}}/* acc2c: #pragma acc data copy(a[2:n]) if(cond) */
// CHECK-NEXT:  {{^ *}}{
// CHECK-NEXT:    {{^ *}}void *acc2c_d; (void)acc2c_d;
// CHECK-NEXT:    {{^ *}}int [[FLAG:acc2c_if[0-9]+]] = (cond) ? 1 : 0;
// CHECK-NEXT:    {{^ *}}if ([[FLAG]]) {
// CHECK-NEXT:      {{^ *}}acc2c_d = acc2c_copyin((void *)&(a)[2], (size_t)(n) * sizeof((a)[2]), ACC2C_STRUCTURED,
// CHECK-NEXT:      {{^ *}}acc2c_attach((void *)&(a), ACC2C_SLOT_POINTER,
// CHECK-NEXT:    {{^ *\}$}}
// CHECK:           {{^ *}}cond = 0;
// CHECK:         {{^ *}}if ([[FLAG]]) {
// CHECK-NEXT:      {{^ *}}acc2c_detach((void *)&(a), ACC2C_SLOT_POINTER, 0,
// CHECK-NEXT: {{^ *}}acc2c_copyout((void *)&(a)[2], (size_t)(n) * sizeof((a)[2]), ACC2C_STRUCTURED, 0,
// CHECK-NEXT:    {{^ *\}$}}
// CHECK-NEXT:  {{^\}$}}
// CHECK-NOT:   cond)
#pragma acc data copy(a[2:n]) if(cond)
  {
    a[2] = 1;
    cond = 0;
  }
}
