/* The if clause on target (OpenMP 5.2 13.8 target, if clause): with a false
   condition the region runs on the host with host data, so even map(to:)
   data changes; with a true one map(to:) data keeps its host values. */
#include <stdio.h>

#define N 4

int main(void) {
  int a[N] = {1, 2, 3, 4};
  int use_device = 0;
#pragma omp target if(use_device) map(to: a)
  for (int i = 0; i < N; i++)
    a[i] = a[i] * 10;
  printf("if(0): a = %d %d %d %d\n", a[0], a[1], a[2], a[3]);
  use_device = 1;
#pragma omp target if(use_device) map(to: a)
  for (int i = 0; i < N; i++)
    a[i] = a[i] * 10;
  printf("if(1): a = %d %d %d %d\n", a[0], a[1], a[2], a[3]);
  return 0;
}
