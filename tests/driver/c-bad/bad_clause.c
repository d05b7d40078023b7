#include <stdio.h>

int main(void) {
  int n = 4;
  double a[4] = {1, 2, 3, 4};
#pragma acc parallel loop copy(a[0:n]) bogus(n)
  for (int i = 0; i < n; ++i)
    a[i] += 1;
  printf("%g\n", a[0]);
  return 0;
}
