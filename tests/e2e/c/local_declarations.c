/* A region whose body names an enumerator, a typedef, a struct type and a
   macro that the enclosing function declares, as real C code does. A
   region function before the function would not see them: acc2c defines it
   as a GNU C nested function in the block that replaces the construct
   (rewriter/c/CRewriterImpl.h, Region::nested), where they mean what they
   mean in the body. The loop sits in an unbraced for statement, so the
   definition must stay inside that block. */
#include <stdio.h>

int main(void) {
  enum { N = 32 };
  typedef double real;
  struct particle {
    real x, v;
  };
#define DT 0.5
  struct particle p[N];
  for (int i = 0; i < N; i++) p[i] = (struct particle){0.0, (real)i};
  real energy = 0;
  for (int step = 0; step < 3; step++)
#pragma acc parallel loop copy(p) reduction(+ : energy)
    for (int i = 0; i < N; i++) {
      p[i].x += DT * p[i].v;
      energy += 0.5 * p[i].v * p[i].v;
    }
#undef DT
  printf("x[1] = %.2f, x[31] = %.2f, energy = %.2f\n", p[1].x, p[N - 1].x, energy);
  return 0;
}
