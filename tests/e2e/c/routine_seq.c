/* routine functions (OpenACC 3.3 2.15.1): seq routines called from a
   parallel loop, one calling another, and one named with routine(name)
   after its prototype and defined later. */
#include <stdio.h>

#pragma acc routine seq
static int poly(int x) { return x * x + 2 * x + 1; }

#pragma acc routine seq
static int twice_poly(int x) { return 2 * poly(x); }

int cube(int x);
#pragma acc routine(cube) seq

#define N 6

int main(void) {
  int r[N], c[N];
#pragma acc parallel loop copyout(r, c)
  for (int i = 0; i < N; i++) {
    r[i] = twice_poly(i);
    c[i] = cube(i) - poly(i);
  }
  printf("2*(i+1)^2:");
  for (int i = 0; i < N; i++)
    printf(" %d", r[i]);
  printf("\ni^3-(i+1)^2:");
  for (int i = 0; i < N; i++)
    printf(" %d", c[i]);
  printf("\n");
  return 0;
}

int cube(int x) { return x * x * x; }
