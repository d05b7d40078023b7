// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
//
// Loops in a region on the host: the outermost loop OpenACC 3.3 2.9 marks
// parallel (a loop of a parallel construct that is not seq; a kernels loop
// only with independent, 2.9.9) runs on OpenMP threads, `#pragma omp parallel
// for`, with its collapse (2.9.1), reductions (2.9.11) and the loop variables
// declared outside the loop as private (2.6.1). loop seq (2.9.5) and a
// kernels loop without independent run as written, on one thread. A
// reduction on the compute construct (2.5.15) is reduced by the threads of
// its first parallel loop. atomic (2.12) becomes OpenMP atomic with the same
// clause.

void f(int n, double a[100][100], double *v) {
  int i, j;
  double s = 0, t = 0;
  int c = 0;
// The threads share the outer loop; the inner one stays whole, vectorised
// (rewriter/common/LoopDirectives.h).
// CHECK-LABEL: {{^}}static void acc2c_region_
// CHECK-SAME:  {{^}}[[#@LINE+3]](double *acc2c_s, double (*a)[100]) {
// CHECK:       {{^}}#line [[#@LINE+2]] "{{.*}}loops.c"
// CHECK-NEXT:  {{^}}#pragma omp parallel for simd private(i, j) reduction(+:s){{$}}
#pragma acc parallel loop collapse(2) reduction(+:s) copyin(a[0:100][0:100])
  for (i = 0; i < 100; i++)
    for (j = 0; j < 100; j++)
      s += a[i][j];

// CHECK-LABEL: {{^}}static void acc2c_region_
// CHECK-SAME:  {{^}}[[#@LINE+1]](
#pragma acc parallel copy(v[0:n]) reduction(max:t)
  {
    // CHECK:       {{^}}/* acc2c: #pragma acc loop seq */
    // CHECK-NEXT:  {{^ *}}for (i = 1; i < n; i++)
    // CHECK-NOT:   {{^}}#pragma omp
#pragma acc loop seq
    for (i = 1; i < n; i++)
      v[i] += v[i - 1];
    // The max reduction of the parallel construct is on its first parallel
    // loop (its other privates may be listed too).
    // CHECK:       {{^}}#pragma omp parallel for simd private({{.*}}j{{.*}}) reduction(max:t) /* acc2c: #pragma acc loop */
    // CHECK-NEXT:  {{^ *}}for (j = 0; j < n; j++)
#pragma acc loop
    for (j = 0; j < n; j++)
      t = t > v[j] ? t : v[j];
  }

// kernels loop without independent: a loop-carried dependence is allowed.
// CHECK-LABEL: {{^}}static void acc2c_region_
// CHECK-SAME:  {{^}}[[#@LINE+4]](
// CHECK-NOT:   {{^}}#pragma omp
// CHECK:       {{^ *}}for (i = 1; i < n; i++)
// CHECK-NEXT:  {{^ *}}v[i] = v[i - 1];
#pragma acc kernels loop copy(v[0:n])
  for (i = 1; i < n; i++)
    v[i] = v[i - 1];

// CHECK-LABEL: {{^}}static void acc2c_region_
// CHECK-SAME:  {{^}}[[#@LINE+3]](
// CHECK:       {{^}}#pragma omp parallel for private(i){{$}}
// CHECK-NEXT:  {{^ *}}for (i = 0; i < n; i++)
#pragma acc kernels loop independent copy(v[0:n])
  for (i = 0; i < n; i++)
    v[i] = 2 * v[i];

// CHECK-LABEL: {{^}}static void acc2c_region_
// CHECK-SAME:  {{^}}[[#@LINE+1]](
#pragma acc parallel loop copy(v[0:n], c)
  for (i = 0; i < n; i++) {
    double x;
#pragma acc atomic read
    x = v[0];
#pragma acc atomic write
    v[1] = x;
#pragma acc atomic update
    c++;
#pragma acc atomic capture
    x = v[2]++;
#pragma acc atomic
    v[3] += 1;
  }
// Each atomic is OpenMP's with the same clause:
// CHECK:       {{^}}#pragma omp atomic read /* acc2c: #pragma acc atomic read */
// CHECK-NEXT:  {{^ *}}x = v[0];
// CHECK-NEXT:  {{^}}#pragma omp atomic write /* acc2c: #pragma acc atomic write */
// CHECK-NEXT:  {{^ *}}v[1] = x;
// CHECK-NEXT:  {{^}}#pragma omp atomic{{( update)?}} /* acc2c: #pragma acc atomic update */
// CHECK-NEXT:  {{^ *}}c++;
// CHECK-NEXT:  {{^}}#pragma omp atomic capture /* acc2c: #pragma acc atomic capture */
// CHECK-NEXT:  {{^ *}}x = v[2]++;
// No clause is update (2.12).
// CHECK-NEXT:  {{^}}#pragma omp atomic{{( update)?}} /* acc2c: #pragma acc atomic */
// CHECK-NEXT:  {{^ *}}v[3] += 1;
}
