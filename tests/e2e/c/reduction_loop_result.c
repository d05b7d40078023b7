/* A loop construct's reduction inside a parallel construct that names the
   variable in no clause: the scalar is implicitly copy, not firstprivate,
   so the loop's result reaches the host (implicit rule loop-reduction, as
   GCC and NVIDIA's compilers read it). A reduction inside a gang loop keeps
   one value per gang, and a data region around the construct shares its
   copy. */
#include <stdio.h>

#define N 1000
#define ROWS 6

int main(void) {
  double a[N], s = 10, rowsum[ROWS], r = 0;
  int big = -1, anyneg = 0;
  for (int i = 0; i < N; i++) a[i] = (i + 1) % 7 - 2;
#pragma acc parallel copyin(a)
  {
#pragma acc loop reduction(+:s) reduction(max:big) reduction(||:anyneg)
    for (int i = 0; i < N; i++) {
      s += a[i];
      int v = (int)a[i] * (i + 1);
      big = v > big ? v : big;
      anyneg = anyneg || a[i] < 0;
    }
  }
  printf("sum %.1f max %d negative %d\n", s, big, anyneg);
#pragma acc parallel loop gang copyin(a) copyout(rowsum)
  for (int j = 0; j < ROWS; j++) {
    r = 0;
#pragma acc loop vector reduction(+:r)
    for (int i = 0; i < N; i++) r += a[i] * (j + 1);
    rowsum[j] = r;
  }
  printf("rows");
  for (int j = 0; j < ROWS; j++) printf(" %.1f", rowsum[j]);
  printf("\n");
  s = 0;
#pragma acc data copy(s) copyin(a)
#pragma acc serial
  {
#pragma acc loop reduction(+:s)
    for (int i = 0; i < N; i++) s += 2 * a[i];
  }
  printf("serial %.1f\n", s);
  return 0;
}
