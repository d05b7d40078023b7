/* Pointers in target regions (OpenMP 5.2 5.8.1): a pointer referenced
   without a map is a zero-length array section, so inside target data
   map(tofrom: p[0:n]) it points at the device copy of the heap data. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 5;
  int *p = malloc(n * sizeof *p);
  for (int i = 0; i < n; i++)
    p[i] = i + 1;
#pragma omp target data map(tofrom: p[0:n])
  {
#pragma omp target
    for (int i = 0; i < n; i++)
      p[i] = p[i] * 11;
    printf("inside target data: p = %d %d %d %d %d\n", p[0], p[1], p[2], p[3], p[4]);
  }
  printf("after target data:  p = %d %d %d %d %d\n", p[0], p[1], p[2], p[3], p[4]);
  free(p);
  return 0;
}
