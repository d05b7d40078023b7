/* The data construct (OpenACC 3.3 2.6.5) with copy, copyin, copyout and
   create (2.7.6-2.7.9): inside the region the host keeps its values; at the
   end only copy and copyout data come back. */
#include <stdio.h>

#define N 4

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int a[N] = {1, 2, 3, 4}, b[N] = {10, 20, 30, 40}, c[N], t[N];
  for (int i = 0; i < N; i++)
    c[i] = -1;
#pragma acc data copy(a) copyin(b) copyout(c) create(t)
  {
#pragma acc parallel loop
    for (int i = 0; i < N; i++) {
      t[i] = a[i] + b[i];
      b[i] = 0;
    }
#pragma acc parallel loop
    for (int i = 0; i < N; i++) {
      a[i] = t[i] * 2;
      c[i] = t[i] + b[i];
    }
    show("inside: a =", a, N);
    show("inside: c =", c, N);
  }
  show("after:  a =", a, N);
  show("after:  b =", b, N);
  show("after:  c =", c, N);
  return 0;
}
