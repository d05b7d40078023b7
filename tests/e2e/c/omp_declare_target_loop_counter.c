/* A declare target function whose OpenMP loop counts with a declare target
 * global (OpenMP 5.2 5.1.1: the iteration variable of a worksharing loop is
 * private, each iteration has its own). Its device version keeps the loop's
 * canonical form over that private variable; the sequential loop after it
 * counts with the global's device copy, which ends at N (7.8.1: the device
 * version reads and writes the device copy). The host's copy of i is never
 * written on the device: only the update brings the device's 64 back. */
#include <stdio.h>

#define N 64

#pragma omp declare target
int a[N], i;
int fill(void) {
#pragma omp parallel for
  for (i = 0; i < N; i++)
    a[i] = 2 * i;
  int bad = 0;
  for (i = 0; i < N; i++)
    bad += a[i] != 2 * i;
  return bad;
}
#pragma omp end declare target

int main(void) {
  int bad = -1;
  i = 7;
#pragma omp target map(from : bad)
  bad = fill();
  printf("host i before update: %d\n", i);
#pragma omp target update from(a, i)
  long s = 0;
  for (int k = 0; k < N; k++)
    s += a[k];
  printf("bad=%d sum=%ld i=%d\n", bad, s, i);
  return 0;
}
