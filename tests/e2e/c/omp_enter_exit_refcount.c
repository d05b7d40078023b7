/* target enter/exit data and the reference count (OpenMP 5.2 13.6, 13.7,
   5.8.3): two enter data count 2; the first exit data map(from:) only
   decrements (no copy); the second reaches 0 and copies back. */
#include <stdio.h>
#include <omp.h>

#define N 4

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int a[N] = {1, 2, 3, 4};
  int dev = omp_get_default_device();
#pragma omp target enter data map(to: a)
#pragma omp target enter data map(to: a)
#pragma omp target
  for (int i = 0; i < N; i++)
    a[i] = a[i] * 3;
#pragma omp target exit data map(from: a)
  show("after the first exit data:  a =", a, N);
  printf("present=%d\n", omp_target_is_present(a, dev) != 0);
#pragma omp target exit data map(from: a)
  show("after the second exit data: a =", a, N);
  printf("present=%d\n", omp_target_is_present(a, dev) != 0);
  return 0;
}
