// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -fsyntax-only %t.c
//
// A reduction of a struct (OpenACC 3.3 2.5.15: each scalar member reduced)
// on a loop run by threads: the region keeps its own copy, and an OpenMP
// declare reduction at the top of the region function combines the
// threads' copies member by member (max as a conditional, a _Bool's + as
// ||). + and * start each copy from the identity ({0}, every member 1);
// max, min and the bit and logical operators from the variable's value,
// which they leave unchanged. The compute construct's own reduction
// starts from the identity too and folds into the device copy at the end.
struct acc { int n; double sum; _Bool any; };

void add(struct acc *out) {
  struct acc s = {0, 0, 0};
  // CHECK:      {{^}}static void acc2c_region_{{[0-9]+}}(struct acc *acc2c_s) {
  // CHECK-NEXT: {{^ *}}struct acc s = {0};
  // CHECK-NEXT: {{^ *}}#pragma omp declare reduction(acc2c_reduction1 : struct acc : omp_out.n = omp_out.n + omp_in.n, omp_out.sum = omp_out.sum + omp_in.sum, omp_out.any = omp_out.any || omp_in.any) initializer(omp_priv = (struct acc){0})
  // CHECK-NEXT: {{^}}#line
  // CHECK-NEXT: {{^}}#pragma omp parallel for reduction(acc2c_reduction1:s)
  // CHECK:      {{^ *}}(*acc2c_s).n = (*acc2c_s).n + s.n, (*acc2c_s).sum = (*acc2c_s).sum + s.sum, (*acc2c_s).any = (*acc2c_s).any || s.any;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < 8; ++i) {
    s.n += 1;
    s.sum += i;
  }
  *out = s;
}

void most(struct acc *out) {
  struct acc m = {0, 0, 0};
  // CHECK:      {{^}}static void acc2c_region_{{[0-9]+}}(struct acc *acc2c_m) {
  // CHECK-NEXT: {{^ *}}struct acc m = *acc2c_m;
  // CHECK-NEXT: {{^ *}}#pragma omp declare reduction(acc2c_reduction1 : struct acc : omp_out.n = omp_out.n > omp_in.n ? omp_out.n : omp_in.n, {{.*}}) initializer(omp_priv = omp_orig)
  // CHECK:      {{^ *}}*acc2c_m = m;
#pragma acc parallel copy(m)
  {
#pragma acc loop reduction(max:m)
    for (int i = 0; i < 8; ++i)
      if (i > m.n) m.n = i;
  }
  *out = m;
}

void product(struct acc *out) {
  struct acc p = {1, 1, 1};
  // CHECK: initializer(omp_priv = (struct acc){.n = 1, .sum = 1, .any = 1})
#pragma acc parallel loop reduction(*:p)
  for (int i = 0; i < 8; ++i) p.n *= 2;
  *out = p;
}
