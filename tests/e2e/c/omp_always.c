/* The always map-type modifier (OpenMP 5.2 5.8.3): for data already
   present, map(to:) and map(from:) copy nothing, map(always, to:) and
   map(always, from:) copy whatever the reference count. */
#include <stdio.h>

#define N 4

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int a[N] = {1, 2, 3, 4}, r[N] = {0};
#pragma omp target data map(to: a)
  {
    for (int i = 0; i < N; i++)
      a[i] = 100 + i;
#pragma omp target map(to: a) map(from: r)
    for (int i = 0; i < N; i++)
      r[i] = a[i];
    show("map(to:) of present a:           r =", r, N);
#pragma omp target map(always, to: a) map(from: r)
    for (int i = 0; i < N; i++)
      r[i] = a[i];
    show("map(always, to:) of present a:   r =", r, N);
#pragma omp target map(from: a)
    for (int i = 0; i < N; i++)
      a[i] = -a[i];
    show("map(from:) of present a:         a =", a, N);
#pragma omp target map(always, from: a)
    for (int i = 0; i < N; i++)
      a[i] = a[i] * 2;
    show("map(always, from:) of present a: a =", a, N);
  }
  show("after target data map(to:):      a =", a, N);
  return 0;
}
