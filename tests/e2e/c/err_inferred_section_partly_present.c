/* A region whose loops reach more of a pointer's data than the program
   mapped: acc2c infers the section c[0:n] from the loop (as NVIDIA's
   compilers do, docs/data-operations.md "Sections a region's loops
   subscript"); the data region mapped only its first half, so the region
   would read and write past the device copy. The run stops naming the
   section, as NVIDIA's runtime reports a partly present section. */
#include <stdio.h>
#include <stdlib.h>

static void scale(int n, double *c) {
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    c[i] *= 2;
}

int main(void) {
  int n = 8;
  double *c = calloc(n, sizeof *c);
#pragma acc data copy(c[0:n / 2])
  scale(n, c);
  printf("c[7]=%g\n", c[7]);
  free(c);
  return 0;
}
