/* Separate device memory (OpenACC 3.3 2.7.9 create): the device copy of t
   never travels; the second region reads the values the first wrote on the
   device, and the host's t keeps its old values after the data region. */
#include <stdio.h>

#define N 5

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int t[N], r[N];
  for (int i = 0; i < N; i++) {
    t[i] = 7;
    r[i] = 0;
  }
#pragma acc data create(t) copyout(r)
  {
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
      t[i] = i + 1;
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
      r[i] = t[i] * 2;
  }
  show("t =", t, N);
  show("r =", r, N);
  return 0;
}
