/* A scalar that a kernels construct only reads gets an implicit copyin
 * (OpenACC 3.3 2.6.2: copy; nothing to copy back): the region reads the
 * present device copy where there is one, the host's value otherwise, and
 * the host's under if(0). acc2c reads such a scalar once, as a value, where
 * the region starts (docs/data-operations.md, "Read-only scalars"). */
#include <stdio.h>

static void fill(int *a, int n, double s, int on) {
#pragma acc kernels copyout(a[0:n]) if(on)
  for (int i = 0; i < n; i++) a[i] = (int)(s * (i + 1));
}

/* s present with another value on the device: the device copy's; and the
 * data left as the enter data left it (one dynamic reference). */
static void present(int *a, int n, double s) {
#pragma acc enter data copyin(s)
  s = 100;
#pragma acc kernels copyout(a[0:n])
  for (int i = 0; i < n; i++) a[i] = (int)(s * (i + 1));
  printf("present: %d %d %d %d\n", a[0], a[1], a[2], a[3]);
#pragma acc exit data delete(s)
#pragma acc kernels copyout(a[0:n])
  for (int i = 0; i < n; i++) a[i] = (int)(s * (i + 1));
  printf("deleted: %d %d %d %d\n", a[0], a[1], a[2], a[3]);
}

int main(void) {
  int a[4];
  int n = 4;
  double s = 2.5;
  /* Not present: the host's values. */
#pragma acc kernels copyout(a)
  for (int i = 0; i < n; i++) a[i] = (int)(s * (i + 1));
  printf("absent:  %d %d %d %d\n", a[0], a[1], a[2], a[3]);
  present(a, n, s);
  /* if(0): the region runs on the host, with the host's value. */
  fill(a, n, 1.5, 0);
  printf("host:    %d %d %d %d\n", a[0], a[1], a[2], a[3]);
  return 0;
}
