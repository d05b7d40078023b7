/* Separate device memory: a region's results reach the host only through
   update self (OpenACC 3.3 2.14.4), first of a[1:2], then of all of a with
   its synonym update host; exit data delete (2.7.11) leaves the host alone. */
#include <stdio.h>

#define N 5

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int a[N] = {0};
#pragma acc enter data copyin(a)
#pragma acc parallel loop present(a)
  for (int i = 0; i < N; i++)
    a[i] = (i + 1) * (i + 1);
  show("before update self:  ", a, N);
#pragma acc update self(a[1:2])
  show("update self(a[1:2]): ", a, N);
#pragma acc update host(a)
  show("update host(a):      ", a, N);
#pragma acc parallel loop present(a)
  for (int i = 0; i < N; i++)
    a[i] = -a[i];
#pragma acc exit data delete(a)
  show("after delete:        ", a, N);
  return 0;
}
