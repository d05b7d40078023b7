/* Separate device memory (OpenACC 3.3 2.7.7 copyin): an array that is only
   copyin'd but written in the region keeps its host values (copyin's exit
   action is a delete); the copyout array b carries the device's results. */
#include <stdio.h>

#define N 5

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int a[N], b[N];
  for (int i = 0; i < N; i++) {
    a[i] = i + 1;
    b[i] = 0;
  }
#pragma acc parallel loop copyin(a) copyout(b)
  for (int i = 0; i < N; i++) {
    a[i] = a[i] * 100;
    b[i] = a[i] + 1;
  }
  show("a =", a, N);
  show("b =", b, N);
  return 0;
}
