// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -fsyntax-only %t.c
//
// Variably modified types (C11 6.7.6.2) in compute regions. The region
// function spells each variable's type again with the extents the host's
// array has (fixed when its declaration ran), computed where the region
// starts and passed before it: the variables the size expressions named (m
// below, or a file-scope n that the region sees through its device copy)
// play no part.

// A pointer to rows of a variable length: the pointer is translated into the
// device copy of the section; `m` is only in the type.
// CHECK:      {{^}}static void [[FN:acc2c_region_[0-9]+]](int n, __SIZE_TYPE__ acc2c_a_n1, double (*a)[acc2c_a_n1]) {
// CHECK-NEXT: {{^}}#line [[#@LINE+5]]
// CHECK:      {{^}}static void rows(int n, int m, double (*a)[m]) {
// CHECK:      {{^ *}}acc2c_h{{[0-9]+}} = &(a)[0][0];
// CHECK:      {{^ *}}[[FN]](n, sizeof((*(a))) / sizeof((*(a))[0]), acc2c_region_pointer((void *)(a), acc2c_h{{[0-9]+}},
static void rows(int n, int m, double (*a)[m]) {
#pragma acc parallel loop copy(a[0:n][0:m])
  for (int i = 0; i < n; ++i)
    a[i][0] = i;
}

// kernels: the scalars the body only reads come in (implicit copyin, 2.6.2)
// and the region reads them as values; the extent comes as a value too.
// CHECK:      {{^}}static void [[FN:acc2c_region_[0-9]+]](int n, int m, __SIZE_TYPE__ acc2c_a_n1, double (*a)[acc2c_a_n1]) {
// CHECK:      {{^ *}}acc2c_region_value(&acc2c_rv_n, &(n), sizeof(n), ACC2C_REGION_DEVICE,
// CHECK:      {{^ *}}[[FN]](acc2c_rv_n, acc2c_rv_m, sizeof((*(a))) / sizeof((*(a))[0]),
static void kernels(int n, int m, double (*a)[m]) {
#pragma acc kernels copy(a[0:n][0:m])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      a[i][j] += i * m + j;
}

// A two-dimensional variable-length array with data: a pointer to its
// device copy, so `(*v)[i][1]` indexes it as the host's `v[i][1]` does.
// CHECK:      {{^}}static void [[FN:acc2c_region_[0-9]+]](int k, __SIZE_TYPE__ acc2c_v_n1, double (*v)[acc2c_v_n1][2]) {
// CHECK:      {{^ *}}(*v)[i][1] *= 10;
// CHECK:      {{^ *}}[[FN]](k, sizeof((v)) / sizeof((v)[0]), acc2c_region_data(&(v),
void local(int k) {
  double v[k][2];
#pragma acc parallel loop copy(v)
  for (int i = 0; i < k; ++i)
    v[i][1] *= 10;
}

// The size is a file-scope variable that kernels copies implicitly: the
// region sees it through a pointer to its device copy, and the array's type
// does not name it.
// CHECK:      {{^}}static void [[FN:acc2c_region_[0-9]+]](int *g, __SIZE_TYPE__ acc2c_w_n1, __SIZE_TYPE__ acc2c_w_n2, double (*w)[acc2c_w_n1][acc2c_w_n2]) {
// CHECK:      {{^ *}}(*w)[i][j] = i + j + (*g);
int g = 4;
void global_size(void) {
  double w[g][g + 1];
#pragma acc kernels copyout(w)
  for (int i = 0; i < g; ++i)
    for (int j = 0; j <= g; ++j)
      w[i][j] = i + j + g;
}
