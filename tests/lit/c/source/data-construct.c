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
// the same decision governs the exit. Where the data is (a section's address
// and size, the pointer it is attached through) is fixed at entry too, in
// locals acc2c_h<k>, acc2c_n<k>, acc2c_s<k>: the exit acts on the data the
// entry found, whatever the bounds' variables or the pointer hold by then
// (the body changed n: the copyout took the new n).
//
// The variables' source records, in order of first use, all at the data
// directive's line D (checked at its body's line marker, D + 1):
// CHECK:      {{^ *}}static const acc2c_src acc2c_srcs[] {{.*}}= {
// CHECK-NEXT:   {{^ *}}{"x", "{{.*}}data-construct.c", [[#D:]]},
// CHECK-NEXT:   {{^ *}}{"y", "{{.*}}data-construct.c", [[#D]]},
// CHECK:        {{^ *}}{"a[2:n]", "{{.*}}data-construct.c", [[#D]]},
// Calls reach them through a function, which a user's default(none) around
// a construct need not list:
// CHECK:        {{^ *}}static inline {{.*}}const acc2c_src *acc2c_source(int k) {
// CHECK:      {{^ *}}#line 1 "{{.*}}data-construct.c"

// CHECK-LABEL: {{^ *}}void f(int n, double *a, int cond) {
// CHECK:       {{^ *}}/* acc2c: #pragma acc data copy(x) copyin(y) copyout(z) create(w) present(b) no_create(a[2:n]) */
// CHECK-NEXT:  {{^ *}}{
// CHECK-NEXT:    {{^ *}}void *[[H:acc2c_h[0-9]+]] = 0; acc2c_size [[N:acc2c_n[0-9]+]] = 0; (void)[[H]]; (void)[[N]];
// CHECK-NEXT:    {{^ *}}void *[[S:acc2c_s[0-9]+]] = 0; (void)[[S]];
// CHECK-NEXT:    {{^ *}}[[H]] = &(a)[2]; [[N]] = (acc2c_size)(n) * sizeof((a)[2]);
// CHECK-NEXT:    {{^ *}}[[S]] = (void *)&(a);
// CHECK-NEXT:    {{^ *}}acc2c_copyin(&(x), sizeof(x), ACC2C_STRUCTURED, ACC2C_ASYNC_SYNC, acc2c_source({{[0-9]+}}));
// CHECK-NEXT:    {{^ *}}acc2c_copyin(&(y), sizeof(y), ACC2C_STRUCTURED, ACC2C_ASYNC_SYNC, acc2c_source({{[0-9]+}}));
// CHECK-NEXT:    {{^ *}}acc2c_create(&(z), sizeof(z), ACC2C_STRUCTURED, 0, ACC2C_ASYNC_SYNC, acc2c_source({{[0-9]+}}));
// CHECK-NEXT:    {{^ *}}acc2c_create(&(w), sizeof(w), ACC2C_STRUCTURED, 0, ACC2C_ASYNC_SYNC, acc2c_source({{[0-9]+}}));
// CHECK-NEXT:    {{^ *}}acc2c_present(&(b), sizeof(b), ACC2C_STRUCTURED, acc2c_source({{[0-9]+}}));
// CHECK-NEXT:    {{^ *}}acc2c_nocreate([[H]], [[N]], ACC2C_STRUCTURED, acc2c_source({{[0-9]+}}));
// A section through a pointer variable attaches the pointer where it has a
// device copy of its own (2.6.8; here it has none, and the shim does nothing).
// CHECK-NEXT:    {{^ *}}acc2c_attach([[S]], ACC2C_SLOT_POINTER, (acc2c_size)((const char *)[[H]] - (const char *)(a)), [[N]],
// The body keeps its own line numbers.
// CHECK:       {{^ *}}#line [[#D+1]] "{{.*}}data-construct.c"
// CHECK-NEXT:    {{^ *}}{
// CHECK-NEXT:      {{^ *}}x[0] = y[0] + b[0];
// CHECK-NEXT:    {{^ *\}$}}
// CHECK-NEXT:    {{^ *}}acc2c_detach([[S]], ACC2C_SLOT_POINTER, 0,
// CHECK-NEXT:    {{^ *}}acc2c_delete([[H]], [[N]], ACC2C_STRUCTURED, ACC2C_NO_CREATE, ACC2C_ASYNC_SYNC, acc2c_source({{[0-9]+}}));
// CHECK-NEXT:    {{^ *}}acc2c_delete(&(b), sizeof(b), ACC2C_STRUCTURED, 0, ACC2C_ASYNC_SYNC, acc2c_source({{[0-9]+}}));
// CHECK-NEXT:    {{^ *}}acc2c_delete(&(w), sizeof(w), ACC2C_STRUCTURED, 0, ACC2C_ASYNC_SYNC, acc2c_source({{[0-9]+}}));
// CHECK-NEXT:    {{^ *}}acc2c_copyout(&(z), sizeof(z), ACC2C_STRUCTURED, 0, ACC2C_ASYNC_SYNC, acc2c_source({{[0-9]+}}));
// CHECK-NEXT:    {{^ *}}acc2c_delete(&(y), sizeof(y), ACC2C_STRUCTURED, 0, ACC2C_ASYNC_SYNC, acc2c_source({{[0-9]+}}));
// CHECK-NEXT:    {{^ *}}acc2c_copyout(&(x), sizeof(x), ACC2C_STRUCTURED, 0, ACC2C_ASYNC_SYNC, acc2c_source({{[0-9]+}}));
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
// CHECK:         {{^ *}}[[H2:acc2c_h[0-9]+]] = &(m)[1][0]; [[N2:acc2c_n[0-9]+]] = (acc2c_size)((const char *)&(m)[3][19] - (const char *)&(m)[1][0]) + sizeof((m)[1][0]);
// CHECK-NEXT:    {{^ *}}acc2c_copyin([[H2]], [[N2]], ACC2C_STRUCTURED,
// CHECK:         {{^ *}}acc2c_delete([[H2]], [[N2]], ACC2C_STRUCTURED, 0,
#pragma acc data copyin(m[1:3][0:20])
  {
    m[1][0] = 0;
  }

// One flag, set at entry: the exit does not evaluate `cond` again (the body
// may change it), nor `n` (the data is fixed only where the entry ran: the
// section's expressions are not evaluated when the condition is false).
// CHECK:       {{^ *}}/* acc2c: #pragma acc data copy(a[2:n]) if(cond) */
// CHECK-NEXT:  {{^ *}}{
// CHECK-NEXT:    {{^ *}}void *[[H3:acc2c_h[0-9]+]] = 0; acc2c_size [[N3:acc2c_n[0-9]+]] = 0;
// CHECK-NEXT:    {{^ *}}void *[[S3:acc2c_s[0-9]+]] = 0;
// CHECK-NEXT:    {{^ *}}int [[FLAG:acc2c_if[0-9]+]] = (cond) ? 1 : 0;
// CHECK-NEXT:    {{^ *}}if ([[FLAG]]) {
// CHECK-NEXT:      {{^ *}}[[H3]] = &(a)[2]; [[N3]] = (acc2c_size)(n) * sizeof((a)[2]);
// CHECK-NEXT:      {{^ *}}[[S3]] = (void *)&(a);
// CHECK-NEXT:      {{^ *}}acc2c_copyin([[H3]], [[N3]], ACC2C_STRUCTURED,
// CHECK-NEXT:      {{^ *}}acc2c_attach([[S3]], ACC2C_SLOT_POINTER,
// CHECK-NEXT:    {{^ *\}$}}
// CHECK:           {{^ *}}cond = 0;
// CHECK-NEXT:      {{^ *}}n = 0;
// CHECK:         {{^ *}}if ([[FLAG]]) {
// CHECK-NEXT:      {{^ *}}acc2c_detach([[S3]], ACC2C_SLOT_POINTER, 0,
// CHECK-NEXT: {{^ *}}acc2c_copyout([[H3]], [[N3]], ACC2C_STRUCTURED, 0,
// CHECK-NEXT:    {{^ *\}$}}
// CHECK-NEXT:  {{^\}$}}
// CHECK-NOT:   cond)
#pragma acc data copy(a[2:n]) if(cond)
  {
    a[2] = 1;
    cond = 0;
    n = 0;
  }
}
