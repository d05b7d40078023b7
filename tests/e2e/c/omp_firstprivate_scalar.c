/* Implicit data-sharing of scalars on target (OpenMP 5.2 5.8.1,
   13.8, defaultmap): a scalar referenced in a target region without a map
   is firstprivate; map(tofrom:) or defaultmap(tofrom: scalar) bring it back. */
#include <stdio.h>

int main(void) {
  int a = 1, b = 1, c = 1, seen = 0;
#pragma omp target map(from: seen)
  {
    a = a + 41;
    seen = a;
  }
#pragma omp target map(tofrom: b)
  {
    b = b + 41;
  }
#pragma omp target defaultmap(tofrom: scalar)
  {
    c = c + 41;
  }
  printf("firstprivate a: device saw %d, host a = %d\n", seen, a);
  printf("map(tofrom: b): host b = %d\n", b);
  printf("defaultmap(tofrom: scalar): host c = %d\n", c);
  return 0;
}
