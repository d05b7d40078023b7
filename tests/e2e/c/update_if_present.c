/* The update directive with if_present (OpenACC 3.3 2.14.4): data on the
   device is updated, data not on the device (b) is skipped without error. */
#include <stdio.h>

#define N 4

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int a[N] = {1, 1, 1, 1}, b[N] = {1, 1, 1, 1};
#pragma acc enter data copyin(a)
#pragma acc parallel loop present(a)
  for (int i = 0; i < N; i++)
    a[i] = a[i] + 10 * (i + 1);
  show("before update:     a =", a, N);
#pragma acc update self(a, b) if_present
  show("after update self: a =", a, N);
  show("after update self: b =", b, N);
  for (int i = 0; i < N; i++) {
    a[i] = 7;
    b[i] = 5;
  }
#pragma acc update device(b, a) if_present
#pragma acc parallel loop present(a)
  for (int i = 0; i < N; i++)
    a[i] = a[i] * 2;
#pragma acc exit data copyout(a)
  show("after exit data:   a =", a, N);
  show("after exit data:   b =", b, N);
  return 0;
}
