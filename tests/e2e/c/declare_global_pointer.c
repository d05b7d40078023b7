/* A global pointer with a device copy of its own (declare create, OpenACC
   3.3 2.13) and a routine that reads through it (2.15.1): entering g[0:4]
   attaches the device copy of g to the device copy of the data (2.6.8), so
   the routine's g[i] reads the device copy; the host's later writes are not
   seen until update device. */
#include <stdio.h>
#include <stdlib.h>
double *g;
#pragma acc declare create(g)

#pragma acc routine seq
static double get(int i) { return g[i]; }

int main(void) {
  g = malloc(4 * sizeof(double));
  for (int i = 0; i < 4; i++) g[i] = i + 0.5;
#pragma acc enter data copyin(g[0:4])
  double r[2] = {0, 0};
  g[2] = 100;
#pragma acc serial copyout(r)
  r[0] = get(2);
#pragma acc update device(g[2:1])
#pragma acc serial copy(r)
  r[1] = get(2);
  printf("before update device: %g, after: %g\n", r[0], r[1]);
#pragma acc exit data delete(g[0:4])
  free(g);
  return 0;
}
