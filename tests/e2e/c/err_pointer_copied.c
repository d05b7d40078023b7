/* copyin(v) of a pointer copies the pointer itself (OpenACC 3.3 2.7.1: a
   pointer variable in a data clause without a section is the pointer, not
   what it points to), so its device copy holds the host address; the
   region dereferences it. On a GPU this reads host memory (or faults):
   the runtime stops at the region's entry naming v. The fix is
   copyin(v[0:n]). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 4;
  float *v = malloc(n * sizeof(float));
  for (int i = 0; i < n; i++) v[i] = 1.0f;
  float s = 0;
#pragma acc parallel loop copyin(v) reduction(+:s)
  for (int i = 0; i < n; i++) s += v[i];
  printf("s = %g\n", s);
  free(v);
  return 0;
}
