/* The acc2c-gcc test project: built by `CC=acc2c-gcc make` and by CMake
   with CMAKE_C_COMPILER=acc2c-gcc. This file has no directive; it uses the
   OpenACC API of <openacc.h> and _OPENACC. */
#include <openacc.h>
#include <stdio.h>

#include "scale.h"

#define N 8

int main(void) {
  double a[N];
  for (int i = 0; i < N; ++i)
    a[i] = i;
  scale(a, N, 2.0);
  for (int i = 0; i < N; ++i)
    printf("%g ", a[i]);
  printf("\n");
  printf("present after the region: %d\n", acc_is_present(a, sizeof a));
#ifdef _OPENACC
  printf("_OPENACC=%d\n", _OPENACC);
#else
  printf("_OPENACC undefined\n");
#endif
  return 0;
}
