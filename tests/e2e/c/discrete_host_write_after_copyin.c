/* Separate device memory: host writes after enter data copyin (OpenACC 3.3
   2.7.7) are not seen by regions until update device (2.14.4), here of the
   section a[2:2] only; exit data delete keeps the host's new values. */
#include <stdio.h>

#define N 4

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int a[N] = {1, 2, 3, 4}, r[N] = {0};
#pragma acc enter data copyin(a)
  for (int i = 0; i < N; i++)
    a[i] = 100;
#pragma acc parallel loop present(a) copyout(r)
  for (int i = 0; i < N; i++)
    r[i] = a[i] + 1;
  show("no update:              r =", r, N);
#pragma acc update device(a[2:2])
#pragma acc parallel loop present(a) copyout(r)
  for (int i = 0; i < N; i++)
    r[i] = a[i] + 1;
  show("update device(a[2:2]):  r =", r, N);
#pragma acc exit data delete(a)
  show("host after delete:      a =", a, N);
  return 0;
}
