/* saxpy for bench/gpu_bench.py: y = a*x + y over n floats, `reps` times, in a
   data region that keeps x and y on the device. Prints the checksum, the
   whole time (the transfers included) and the loop's time (the kernels only).

   usage: saxpy [n [reps]] */
#include <stdio.h>
#include <stdlib.h>

#include "now.h"

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 26, reps = argc > 2 ? atoi(argv[2]) : 100;
  const float a = 0.5f;
  float *x = malloc(sizeof(float) * n), *y = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) {
    x[i] = (float)(i % 7);
    y[i] = 1.0f;
  }
  double t0 = now(), l0 = 0, l1 = 0;
#pragma acc data copyin(x[0:n]) copy(y[0:n])
  {
    l0 = now();
    for (int r = 0; r < reps; r++) {
#pragma acc parallel loop present(x[0:n], y[0:n])
      for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i];
    }
    l1 = now();
  }
  double t1 = now();
  double sum = 0;
  for (int i = 0; i < n; i++) sum += y[i];
  printf("n: %d  reps: %d  checksum: %.6e\n", n, reps, sum);
  printf("seconds: %.6f\nloop_seconds: %.6f\n", t1 - t0, l1 - l0);
  free(x);
  free(y);
  return 0;
}
