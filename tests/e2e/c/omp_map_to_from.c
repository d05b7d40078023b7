/* OpenMP 5.2 map types on target (5.8.3): map(to:) data written on the
   device is not copied back; map(from:) data is copied back without being
   copied in; map(tofrom:) goes both ways. */
#include <stdio.h>

#define N 4

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int a[N] = {1, 2, 3, 4}, b[N] = {9, 9, 9, 9}, c[N] = {5, 6, 7, 8};
#pragma omp target map(to: a) map(from: b) map(tofrom: c)
  for (int i = 0; i < N; i++) {
    b[i] = a[i] + c[i];
    a[i] = -1;
    c[i] = c[i] * 10;
  }
  show("to:     a =", a, N);
  show("from:   b =", b, N);
  show("tofrom: c =", c, N);
  return 0;
}
