/* A const table read in target regions without a map clause (implicitly
   mapped, OpenMP 5.2 5.8.9): a file-scope const array and a function-local
   static const one. The device cannot change them, so nothing comes back;
   copying them back would write read-only storage. */
#include <stdio.h>

const double w[3] = {0.25, 0.5, 0.25};

int main(void) {
  static const int scale[4] = {1, 10, 100, 1000};
  double s = 0;
  int v[4];
#pragma omp target map(tofrom: s)
  for (int i = 0; i < 3; i++) s += w[i] * (i + 1);
#pragma omp target teams distribute parallel for map(from: v)
  for (int i = 0; i < 4; i++) v[i] = scale[i] * (i + 1);
  printf("s = %g  v = %d %d %d %d\n", s, v[0], v[1], v[2], v[3]);
  return 0;
}
