/* kernels with several loops (OpenACC 3.3 2.5.2): the loops run in order on
   the device, the second reads what the first wrote; a is copyin, so its
   device-side zeroing never reaches the host. */
#include <stdio.h>

#define N 6

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int a[N], b[N], c[N];
  for (int i = 0; i < N; i++)
    a[i] = i + 1;
#pragma acc kernels copyin(a) copyout(b, c)
  {
    for (int i = 0; i < N; i++)
      b[i] = a[i] * 2;
    for (int i = 0; i < N; i++)
      c[i] = b[i] + a[i];
    for (int i = 0; i < N; i++)
      a[i] = 0;
  }
  show("a =", a, N);
  show("b =", b, N);
  show("c =", c, N);
  return 0;
}
