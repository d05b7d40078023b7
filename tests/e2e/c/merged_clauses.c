/* One item in several data clauses of a directive acts as one clause
   (docs/data-operations.md, "One variable in several clauses"): with
   create(zero:) and copyout, the array starts at zero on the device and
   comes back; with copyout and copy, the host's values come in and the
   results go back. */
#include <stdio.h>

#define N 6

int main(void) {
  double b[N], c[N];
  for (int i = 0; i < N; i++) b[i] = -1, c[i] = i + 1;
#pragma acc parallel loop create(zero: b) copyout(b)
  for (int i = 0; i < N; i++) b[i] += i + 1;
#pragma acc parallel loop copyout(c) copy(c)
  for (int i = 0; i < N; i++) c[i] *= 10;
  for (int i = 0; i < N; i++) printf(" %.1f", b[i]);
  printf("\n");
  for (int i = 0; i < N; i++) printf(" %.1f", c[i]);
  printf("\n");
  return 0;
}
