/* target update (OpenMP 5.2 13.9): from(a[2:3]) brings back a section only;
   a host change reaches the device only through update to. */
#include <stdio.h>

#define N 8

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target enter data map(to: a)
#pragma omp target
  for (int i = 0; i < N; i++)
    a[i] = a[i] * 10;
  show("before update:       a =", a, N);
#pragma omp target update from(a[2:3])
  show("update from(a[2:3]): a =", a, N);
  for (int i = 0; i < N; i++)
    a[i] = 1;
#pragma omp target update to(a[0:2])
#pragma omp target
  for (int i = 0; i < N; i++)
    a[i] = a[i] + 5;
#pragma omp target exit data map(from: a)
  show("after exit data:     a =", a, N);
  return 0;
}
