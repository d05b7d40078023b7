// RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
// RUN: echo keep > %t.out; not %acc2c --emit=source %s -o %t.out
// RUN: grep -q keep %t.out
//
// Reductions of aggregates (OpenACC 3.3 2.5.15, 2.9.11) on a loop that runs
// on OpenMP threads. Arrays, sections and elements are translated (lit
// c/source/reduction-arrays.c), and so is a struct of scalars, named (lit
// c/source/reduction-struct.c) or not (e2e.c.unnamed_types), and so is an
// array of variable length of one dimension (e2e.c.reduction_vla); one of
// more dimensions is an error until acc2c reduces it itself.
struct pair { int x, y; };

void f(int *h, int n) {
  int bins[4] = {0};
  struct pair p = {0, 0};
  double v[n][2];
  struct { int x; } u = {0};
  // CHECK-NOT: error: reduction(+:bins)
#pragma acc parallel loop reduction(+:bins)
  for (int i = 0; i < 100; i++) bins[i % 4] += 1;
  // CHECK-NOT: error: reduction(+:p)
#pragma acc parallel loop reduction(+:p)
  for (int i = 0; i < 10; i++) p.x += i;
  // (OpenACC's reduction refuses a nested array in Clang itself.)
  // CHECK: source-reduction-aggregate.c:[[#@LINE+1]]:77: error: reduction(+:v) of a struct with a member that is not a scalar, or of an array of variable length, on a loop that runs on threads is not translated yet
#pragma omp target teams distribute parallel for map(tofrom: v) reduction(+:v)
  for (int i = 0; i < 10; i++) v[i % 2][1] += i;
  // CHECK-NOT: error: reduction(+:u)
#pragma acc parallel loop reduction(+:u)
  for (int i = 0; i < 10; i++) u.x += i;
  // CHECK-NOT: error
#pragma acc parallel loop reduction(+:h[0:4]) copy(h[0:4])
  for (int i = 0; i < 10; i++) h[i % 4] += i;
#pragma omp target teams distribute parallel for map(tofrom: h[0:4]) reduction(+:h[0:4])
  for (int i = 0; i < 10; i++) h[i % 4] += i;
  // A sequential loop reduces in place.
#pragma acc serial loop reduction(+:bins)
  for (int i = 0; i < 100; i++) bins[i % 4] += 1;
}
