/* Read-only lookup tables as codes write them: a file-scope static const
   array and a function-local const array used in a region without a data
   clause (implicitly copy, OpenACC 3.3 2.6.2; the device never writes them),
   a const table named in copyin, and const/restrict pointer parameters. */
#include <stdio.h>

static const double weights[5] = {0.1, 0.2, 0.4, 0.2, 0.1};
static const int perm[8] = {3, 1, 4, 0, 6, 2, 7, 5};

static void smooth(int n, const float *restrict in, float *restrict out) {
#pragma acc parallel loop copyin(in[0:n]) copyout(out[0:n])
  for (int i = 0; i < n; i++) {
    double s = 0.0;
    for (int k = -2; k <= 2; k++) {
      int j = i + k;
      if (j < 0) j = 0;
      if (j > n - 1) j = n - 1;
      s += weights[k + 2] * in[j];
    }
    out[i] = (float)s;
  }
}

int main(void) {
  float in[8], out[8];
  int gathered[8];
  const int offsets[4] = {10, 20, 30, 40};
  for (int i = 0; i < 8; i++) in[i] = (float)(i * 10);
  smooth(8, in, out);
  printf("out = %.1f %.1f %.1f %.1f\n", out[0], out[1], out[4], out[7]);
#pragma acc parallel loop copyout(gathered)
  for (int i = 0; i < 8; i++)
    gathered[i] = perm[i] * 100 + offsets[i % 4];
#pragma acc parallel loop copyin(perm) copy(in)
  for (int i = 0; i < 8; i++)
    in[i] = in[i] + perm[i];
  printf("gathered = %d %d %d\n", gathered[0], gathered[3], gathered[7]);
  printf("in = %g %g  weights[2]=%g\n", in[0], in[7], weights[2]);
  return 0;
}
