/* declare target with the clause OpenMP 4.5 to 5.1 call `to` (5.2 renamed
 * it `enter`; Clang's 5.2 mode refuses `to`, gcc takes both): code written
 * for an earlier OpenMP translates as it is, parsed as OpenMP 5.1.
 * g starts 1 2 3 4 on the host; `declare target to(g)` gives it a device
 * copy for the whole run, which update to() fills. The region doubles the
 * device copy through scale(), itself in a declare target to(...) list:
 * the host still sees 1 2 3 4 until update from(): then 2 4 6 8. */
#include <stdio.h>

int g[4] = {1, 2, 3, 4};
#pragma omp declare target to(g)

int scale(int x) { return 2 * x; }
#pragma omp declare target to(scale)

int main(void) {
#pragma omp target update to(g)
#pragma omp target
  for (int i = 0; i < 4; ++i) g[i] = scale(g[i]);
  printf("host before: %d %d %d %d\n", g[0], g[1], g[2], g[3]);
#pragma omp target update from(g)
  printf("host after:  %d %d %d %d\n", g[0], g[1], g[2], g[3]);
  return 0;
}
