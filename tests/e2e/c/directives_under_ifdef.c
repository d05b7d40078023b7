/* Directives guarded by #ifdef _OPENACC (as codes that also build without
   OpenACC write them; acc2c and its compiler both define _OPENACC): a
   compute construct whose #endif sits between the directive and its loop,
   a data construct guarded the same way, and an update between #ifdef and
   #endif. */
#include <stdio.h>

#define N 6

int main(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
#ifdef _OPENACC
#pragma acc data copyin(a) copyout(b)
#endif
  {
#ifdef _OPENACC
#pragma acc parallel loop present(a, b)
#endif
    for (int i = 0; i < N; i++) b[i] = a[i] * a[i];
#ifdef _OPENACC
#pragma acc update self(b[0:2])
#endif
    printf("inside: b[1]=%g b[5]=%g\n", b[1], b[5]);
  }
  printf("after: b[5]=%g\n", b[5]);
  return 0;
}
