// RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
// RUN: echo keep > %t.out; not %acc2c --emit=source %s -o %t.out
// RUN: grep -q keep %t.out
//
// Reductions of arrays, sections and structs (OpenACC 3.3 2.5.15, 2.9.11,
// OpenMP 5.2 5.5.8) on a loop
// that runs on OpenMP threads: the region sees them through a pointer to
// their device copy, which an OpenMP reduction clause cannot name; an error
// until acc2c reduces them itself.
struct pair { int x, y; };

void f(int *h) {
  int bins[4] = {0};
  struct pair p = {0, 0};
  // CHECK: source-reduction-aggregate.c:[[#@LINE+1]]:39: error: reduction(+:bins) of an array, a section or a struct on a loop that runs on threads is not translated yet (acc2c reduces scalars)
#pragma acc parallel loop reduction(+:bins)
  for (int i = 0; i < 100; i++) bins[i % 4] += 1;
  // CHECK: source-reduction-aggregate.c:[[#@LINE+1]]:39: error: reduction(+:p) of an array, a section or a struct
#pragma acc parallel loop reduction(+:p)
  for (int i = 0; i < 10; i++) p.x += i;
  // A section through a pointer (it became reduction(+:h), which gcc
  // refused), and OpenMP's spelling of it.
  // CHECK: source-reduction-aggregate.c:[[#@LINE+1]]:39: error: reduction(+:h[0:4]) of an array, a section or a struct
#pragma acc parallel loop reduction(+:h[0:4]) copy(h[0:4])
  for (int i = 0; i < 10; i++) h[i % 4] += i;
  // CHECK: source-reduction-aggregate.c:[[#@LINE+1]]:82: error: reduction(+:h[0:4]) of an array, a section or a struct
#pragma omp target teams distribute parallel for map(tofrom: h[0:4]) reduction(+:h[0:4])
  for (int i = 0; i < 10; i++) h[i % 4] += i;
  // A sequential loop reduces in place: no error.
  // CHECK-NOT: error
#pragma acc serial loop reduction(+:bins)
  for (int i = 0; i < 100; i++) bins[i % 4] += 1;
}
