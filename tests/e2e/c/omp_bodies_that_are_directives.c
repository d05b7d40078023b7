/* OpenMP's twin of bodies_that_are_directives.c: a target data construct
   whose body is a target region without braces, and a target region whose
   body is a teams distribute parallel for (OpenMP 5.2 5.8, 10.x). */
#include <stdio.h>

int main(void) {
  double a[10] = {0}, b[10] = {0};
#pragma omp target data map(tofrom: a)
#pragma omp target teams distribute parallel for
  for (int i = 0; i < 10; i++) a[i] = i;
#pragma omp target map(tofrom: b)
#pragma omp teams distribute parallel for
  for (int i = 0; i < 10; i++) b[i] = 3 * i;
  printf("a[6]=%g b[6]=%g\n", a[6], b[6]);
  return 0;
}
