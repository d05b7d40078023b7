/* A compute region dereferences a pointer whose target was never mapped
   (OpenACC 3.3 2.6.2: p is firstprivate, so the device sees the host
   address of P; only P.x's data was entered, and p->x[0:n]'s attach found
   no device copy of P to attach into). A discrete device cannot read host
   memory: the run stops naming p, where the host backend would otherwise
   update the host array behind the data clauses' back. */
#include <stdio.h>
#include <stdlib.h>
typedef struct { int n; double *x; } particles;

static void push(particles *p) {
  int n = p->n;
#pragma acc parallel loop present(p->x[0:n])
  for (int i = 0; i < n; i++) p->x[i] += 1.0;
}

int main(void) {
  particles P;
  P.n = 4;
  P.x = calloc(4, sizeof(double));
#pragma acc enter data copyin(P.x[0:P.n])
  push(&P);
#pragma acc exit data copyout(P.x[0:P.n])
  printf("x[3]=%g\n", P.x[3]);
  return 0;
}
