// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -fsyntax-only %t.c
//
// Variably modified types (C11 6.7.6.2) in compute regions. The region
// function spells each variable's type again, so the sizes those types read
// must be declared first: such variables come in as `void *` and are declared
// after every other local, and a size the body itself never reads (m below)
// is passed by value all the same.

// A pointer to rows of a variable length: the pointer is translated into the
// device copy of the section; `m` is only in the type.
// CHECK:      {{^}}static void [[FN:acc2c_region_[0-9]+]](int m, int n, void *acc2c_p_a) {
// CHECK-NEXT: {{^ *}}double (*a)[m] = acc2c_p_a;
// CHECK-NEXT: {{^}}#line [[#@LINE+5]]
// CHECK:      {{^}}static void rows(int n, int m, double (*a)[m]) {
// CHECK:      {{^ *}}acc2c_h{{[0-9]+}} = &(a)[0][0];
// CHECK:      {{^ *}}[[FN]](m, n, acc2c_region_pointer((void *)(a), acc2c_h{{[0-9]+}},
static void rows(int n, int m, double (*a)[m]) {
#pragma acc parallel loop copy(a[0:n][0:m])
  for (int i = 0; i < n; ++i)
    a[i][0] = i;
}

// kernels: the sizes are scalars with data (implicit copy, 2.6.2), loaded
// from their device copies before the pointer is declared.
// CHECK:      {{^}}static void [[FN:acc2c_region_[0-9]+]](int *acc2c_n, int *acc2c_m, void *acc2c_p_a) {
// CHECK-NEXT: {{^ *}}int n = *acc2c_n;
// CHECK-NEXT: {{^ *}}int m = *acc2c_m;
// CHECK-NEXT: {{^ *}}double (*a)[m] = acc2c_p_a;
static void kernels(int n, int m, double (*a)[m]) {
#pragma acc kernels copy(a[0:n][0:m])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      a[i][j] += i * m + j;
}

// A two-dimensional variable-length array with data: a pointer to its
// device copy, so `(*v)[i][1]` indexes it as the host's `v[i][1]` does.
// CHECK:      {{^}}static void [[FN:acc2c_region_[0-9]+]](int k, void *acc2c_p_v) {
// CHECK-NEXT: {{^ *}}double (*v)[k][2] = acc2c_p_v;
// CHECK:      {{^ *}}(*v)[i][1] *= 10;
void local(int k) {
  double v[k][2];
#pragma acc parallel loop copy(v)
  for (int i = 0; i < k; ++i)
    v[i][1] *= 10;
}
