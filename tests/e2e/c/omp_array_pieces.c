/* Two disjoint sections of one array mapped at once (OpenMP 5.2 5.8.3: each
   section is its own list item): a target region whose map names a[20:10]
   inside a target data that maps a[0:10] reaches a through the section it
   maps, not through the whole array, which is present in two pieces. The
   same with an OpenACC data construct around a parallel loop. */
#include <stdio.h>

int main(void) {
  double a[40];
  for (int i = 0; i < 40; i++) a[i] = i;
#pragma omp target data map(tofrom: a[0:10])
  {
#pragma omp target map(tofrom: a[20:10])
    for (int i = 20; i < 30; i++) a[i] += 100;
  }
  printf("a[20] = %g  a[29] = %g  a[0] = %g\n", a[20], a[29], a[0]);
  double b[16];
  for (int i = 0; i < 16; i++) b[i] = 1;
#pragma acc data copy(b[0:4])
  {
#pragma acc parallel loop copy(b[8:4])
    for (int i = 8; i < 12; i++) b[i] *= 3;
  }
  printf("b[8] = %g  b[11] = %g  b[3] = %g\n", b[8], b[11], b[3]);
  return 0;
}
