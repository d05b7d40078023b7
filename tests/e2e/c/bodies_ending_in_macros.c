/* A construct's body ends where its last token does, also when that token
   comes from a macro call (SQ(i), U(i,j) through a pointer, isnan): the
   whole statement moves into the region function. */
#include <math.h>
#include <stdio.h>
#define SQ(x) ((x) * (x))
#define U(i, j) u[(i) * nx + (j)]

int main(void) {
  double a[4], buf[6], *u = buf;
  int bad[4], nx = 3;
  for (int i = 0; i < 6; i++) u[i] = i;
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 4; i++) a[i] = SQ(i);
#pragma acc parallel loop copyin(a) copyout(bad)
  for (int i = 0; i < 4; i++) bad[i] = isnan(a[i] - SQ(i));
#pragma acc parallel loop collapse(2) copy(u[0:6])
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++) U(i, j) = 2 * U(i, j);
  printf("a[3]=%g bad=%d%d%d%d buf[5]=%g\n", a[3], bad[0], bad[1], bad[2], bad[3], buf[5]);
  return 0;
}
