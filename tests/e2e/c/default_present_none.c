/* default(present) and default(none) (OpenACC 3.3 2.5.16, 2.6.2): with
   default(present) the array a, on the device from enter data, is used
   there; default(none) needs every variable named, here n as firstprivate. */
#include <stdio.h>

#define N 4

int main(void) {
  int a[N] = {1, 2, 3, 4}, b[N] = {0};
  int n = N;
#pragma acc enter data copyin(a)
#pragma acc parallel loop default(present)
  for (int i = 0; i < N; i++)
    a[i] = a[i] + 40;
  printf("host a after default(present) region: %d %d %d %d\n", a[0], a[1], a[2], a[3]);
#pragma acc parallel loop default(none) present(a) copyout(b) firstprivate(n)
  for (int i = 0; i < n; i++)
    b[i] = a[i] * n;
#pragma acc exit data delete(a)
  printf("b = %d %d %d %d\n", b[0], b[1], b[2], b[3]);
  return 0;
}
