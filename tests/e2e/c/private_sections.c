/* private and firstprivate sections of a pointer's data (OpenACC 3.3
   2.5.13, 2.5.14): the region gets its own array of the section's size, a
   firstprivate one starting as the host's data; a loop that runs on
   threads gives each thread its own (a scratch row per iteration must not
   be shared between threads). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 64, m = 16;
  double *tmp = malloc(m * sizeof *tmp);
  double *init = malloc(m * sizeof *init);
  double *out = calloc(n, sizeof *out);
  for (int j = 0; j < m; ++j) init[j] = j;
  tmp[0] = -1;

  /* a scratch row per iteration: private on a combined construct */
#pragma acc parallel loop private(tmp[0:m]) copyout(out[0:n])
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < m; ++j) tmp[j] = i + j;
    double s = 0;
    for (int j = 0; j < m; ++j) s += tmp[j];
    out[i] = s;
  }
  long long sum = 0;
  for (int i = 0; i < n; ++i) sum += (long long)out[i];
  /* sum over i of (16 i + 120) = 16 * 2016 + 64 * 120 */
  printf("private rows: %lld (host tmp[0] still %g)\n", sum, tmp[0]);

  /* firstprivate: every thread starts from the host's values */
#pragma acc parallel loop firstprivate(init[0:m]) copyout(out[0:n])
  for (int i = 0; i < n; ++i) {
    out[i] = init[i % m] + init[0];
    init[0] = 0; /* the copy's own: init[0] was already 0 */
  }
  long long fsum = 0;
  for (int i = 0; i < n; ++i) fsum += (long long)out[i];
  /* 4 times the sum 0 + 1 + ... + 15 */
  printf("firstprivate: %lld\n", fsum);
#pragma acc parallel firstprivate(init[0:m])
  { init[1] = 99; }
  printf("host init[1] still %g\n", init[1]);

  /* on a parallel construct, with a loop private section inside */
  double *acc = malloc(2 * sizeof *acc);
#pragma acc parallel firstprivate(init[2:4]) copyout(out[0:4])
  {
#pragma acc loop private(acc[0:2])
    for (int i = 0; i < 4; ++i) {
      acc[0] = init[2 + i];
      acc[1] = 10 * acc[0];
      out[i] = acc[0] + acc[1];
    }
  }
  printf("parallel: %g %g %g %g\n", out[0], out[1], out[2], out[3]);
  return 0;
}
