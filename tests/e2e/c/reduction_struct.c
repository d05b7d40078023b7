/* Reductions of a struct (OpenACC 3.3 2.5.15: each scalar member reduced
   as the operator says): a declare reduction combines the threads' copies
   on a loop that runs on threads; a compute construct's reduction starts
   from the operator's identity and folds into the variable's value. */
#include <stdio.h>

/* Clang 22 accepts a composite of scalars only (no nested struct). */
struct stats { int n; double sum; float peak; long count; _Bool any; };

int main(void) {
  struct stats s = {1, 0.5, 0.0f, 0, 0};
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < 100; ++i) {
    s.n += 1;
    s.sum += i;
    s.peak += 0.5f;
    s.count += 2;
    s.any = s.any || i == 50;
  }
  /* 1 + 100, 0.5 + 4950, 50, 200, 1 */
  printf("+: %d %g %g %ld %d\n", s.n, s.sum, s.peak, s.count, s.any);

  struct stats m = {-5, -1.0, -2.0f, 3, 0};
#pragma acc parallel copy(m)
  {
#pragma acc loop reduction(max:m)
    for (int i = 0; i < 64; ++i) {
      if (i - 10 > m.n) m.n = i - 10;
      if (i * 0.25 > m.sum) m.sum = i * 0.25;
      if (-i > m.peak) m.peak = (float)-i;
      if (i % 7 > m.count) m.count = i % 7;
    }
  }
  /* 53, 15.75, 0 (max of -2 and 0, -1, ...), 6 */
  printf("max: %d %g %g %ld\n", m.n, m.sum, m.peak, m.count);

  struct stats p = {2, 1.0, 1.0f, 1, 1};
#pragma acc parallel loop reduction(*:p)
  for (int i = 0; i < 10; ++i) {
    p.n *= 2;
    p.sum *= 1.5;
    p.peak *= 1.0f;
    p.count *= 3;
  }
  /* 2 * 1024, 1.5^10, 1, 3^10 */
  printf("*: %d %.6f %g %ld\n", p.n, p.sum, p.peak, p.count);
  return 0;
}
