/* A construct's body is one statement, which may be another construct or a
   statement whose own body is one (OpenACC 3.3 2.5, 2.6.5): a data
   construct over a parallel loop, over a for loop over a parallel loop, and
   a parallel construct over a loop construct, none with braces. */
#include <stdio.h>

int main(void) {
  double a[10] = {0}, b[10] = {0}, c[10] = {0};
#pragma acc data copy(a)
#pragma acc parallel loop
  for (int i = 0; i < 10; i++) a[i] = i;
#pragma acc data copy(b)
  for (int t = 0; t < 3; t++)
#pragma acc parallel loop
    for (int i = 0; i < 10; i++) b[i] += t;
#pragma acc parallel copy(c)
#pragma acc loop gang vector
  for (int i = 0; i < 10; i++) c[i] += 2 * i;
  printf("a[6]=%g b[6]=%g c[6]=%g\n", a[6], b[6], c[6]);
  return 0;
}
