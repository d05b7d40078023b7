/* target data (OpenMP 5.2 13.5) and reference counts (5.8.3): inside the
   region the host keeps its values; a nested target data map(from:) of
   present data only counts, so a is copied back at the outer end only. */
#include <stdio.h>

#define N 4

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int a[N] = {1, 2, 3, 4};
#pragma omp target data map(tofrom: a)
  {
#pragma omp target
    for (int i = 0; i < N; i++)
      a[i] = a[i] + 10;
    show("inside the outer region:      a =", a, N);
#pragma omp target data map(from: a)
    {
#pragma omp target
      for (int i = 0; i < N; i++)
        a[i] = a[i] * 2;
    }
    show("after the inner region ends:  a =", a, N);
  }
  show("after the outer region ends:  a =", a, N);
  return 0;
}
