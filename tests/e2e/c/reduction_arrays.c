/* Reductions of arrays, sections and elements on loops run by threads
   (OpenACC 3.3 2.5.15, 2.9.11): a section of a local array, a section of
   a pointer's data that a data construct maps, a whole array, one element.
   Each element is reduced as a scalar would be. */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int n = 1000;
  double *a = malloc(n * 10 * sizeof(double));
  for (int x = 0; x < 10 * n; ++x) a[x] = x % 7;
  double c[10], h[10];
  for (int y = 0; y < 10; y++) c[y] = h[y] = 1.0;
  int *cnt = calloc(4, sizeof(int));
  int m[6] = {0};
  long errors[5] = {0};
#pragma acc data copyin(a[0:10*n]) copy(cnt[0:4])
  {
#pragma acc parallel loop reduction(+:c[0:10])
    for (int x = 0; x < n; ++x)
      for (int y = 0; y < 10; ++y) c[y] += a[x * 10 + y];
#pragma acc parallel loop present(cnt[0:4]) reduction(+:cnt[0:4])
    for (int x = 0; x < n; ++x) cnt[x % 4] += 1;
#pragma acc parallel loop reduction(max:m)
    for (int x = 0; x < n; ++x) m[x % 6] = m[x % 6] > x ? m[x % 6] : x;
#pragma acc parallel loop reduction(+:errors[2])
    for (int x = 0; x < n; ++x) errors[2] += (x % 10 == 0);
  }
  for (int x = 0; x < n; ++x) for (int y = 0; y < 10; ++y) h[y] += a[x * 10 + y];
  int ok = 1;
  for (int y = 0; y < 10; y++) ok &= c[y] == h[y];
  printf("c ok %d, cnt %d %d %d %d, m %d %d %d %d %d %d, errors[2] %ld\n", ok, cnt[0], cnt[1], cnt[2], cnt[3],
         m[0], m[1], m[2], m[3], m[4], m[5], errors[2]);
  return 0;
}
