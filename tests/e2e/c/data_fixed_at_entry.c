/* A data construct whose section length variable changes inside it: a
   pairwise tree sum halves n on every step. The data construct mapped
   x[0:8] at its entry, so its exit copies all 8 elements back (the exit
   action ends the data lifetime that the entry started, OpenACC 3.3 2.6.5,
   2.7.6); the same for a kernels construct whose body changes the scalar
   m (copy in kernels, 2.6.2) that its copyout section uses; and a data
   construct over two pointers that the host swaps inside it (one Jacobi
   step): the exit still copies A's device copy back to A, and B, only
   created, never reaches the host. A bound with a side effect (s[k++:2])
   is evaluated once: k is 3 after the construct, and s[2:2] came back. */
#include <stdio.h>

int main(void) {
  double x[8];
  for (int i = 0; i < 8; i++) x[i] = i + 1;
  int n = 8;
#pragma acc data copy(x[0:n])
  {
    while (n > 1) {
      int h = n / 2;
#pragma acc parallel loop present(x[0:n])
      for (int i = 0; i < h; i++) x[i] += x[i + h];
      n = h;
    }
  }
  printf("x = %g %g %g %g  n=%d\n", x[0], x[1], x[2], x[7], n);
  int m = 6;
  int out[6] = {0, 0, 0, 0, 0, 0};
#pragma acc kernels copyout(out[0:m])
  {
    for (int i = 0; i < 6; i++) out[i] = 10 * i;
    m = 2;
  }
  printf("out = %d %d %d %d  m=%d\n", out[0], out[1], out[2], out[5], m);
  double A[4] = {1, 2, 3, 4}, B[4] = {0, 0, 0, 0};
  double *a = A, *b = B;
#pragma acc data copy(a[0:4]) create(b[0:4])
  {
#pragma acc parallel loop present(a[0:4], b[0:4])
    for (int i = 0; i < 4; i++) b[i] = a[i] * 10;
    double *t = a; a = b; b = t;
  }
  printf("A = %g %g %g %g  B = %g %g %g %g\n", A[0], A[1], A[2], A[3], B[0], B[1], B[2], B[3]);
  int k = 2;
  double s[6] = {0};
#pragma acc parallel loop copy(s[k++:2])
  for (int i = 2; i < 4; i++) s[i] = i;
  printf("k = %d  s = %g %g %g %g\n", k, s[1], s[2], s[3], s[4]);
  return 0;
}
