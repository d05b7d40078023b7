/* present of a subarray inside a larger mapping (OpenACC 3.3 2.7.5, 2.7.1):
   a[0:8] is on the device, the region asks for present(a[2:4]) and writes
   only that part on the device; exit data copyout(a[0:8]) brings it back. */
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
#pragma acc enter data copyin(a[0:8])
#pragma acc parallel loop present(a[2:4])
  for (int i = 2; i < 6; i++)
    a[i] = a[i] * 10;
  show("before exit data:", a, N);
#pragma acc exit data copyout(a[0:8])
  show("after exit data: ", a, N);
  return 0;
}
