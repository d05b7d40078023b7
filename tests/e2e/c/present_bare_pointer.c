/* present(A, Anew) of bare C pointers, as the OpenACC training course's
   Jacobi writes it: GCC and NVIDIA's compilers read a pointer in a data
   clause as the data it points to (the zero-length section A[0:0]), found
   because it lies inside data the enclosing data region mapped. The
   region then writes the device copy; only the copy back at the end of the
   data region makes the result visible on the host. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 100;
  double *A = malloc(n * sizeof(double)), *Anew = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) A[i] = i;
#pragma acc data copy(A[0:n]) create(Anew[0:n])
  {
#pragma acc parallel loop present(A, Anew)
    for (int i = 0; i < n; i++) Anew[i] = 2 * A[i];
#pragma acc parallel loop present(A, Anew)
    for (int i = 0; i < n; i++) A[i] = Anew[i] + 1;
    printf("inside the data region, the host still has A[1] = %.1f\n", A[1]);
  }
  printf("after it, A[1] = %.1f, A[99] = %.1f\n", A[1], A[99]);
  free(A);
  free(Anew);
  return 0;
}
