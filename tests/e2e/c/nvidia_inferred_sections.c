/* Code written for NVIDIA's compilers: compute regions over malloc'd arrays
   with no data clause (hoshino-UTokyo/lecture_openacc's C 02_kernels).
   nvc infers each pointer's section from the loops that subscript it
   ("Generating implicit copy(c[:ny*nx])", copyin where the region only
   reads), and so does acc2c (docs/data-operations.md, "Sections a region's
   loops subscript"); by OpenACC 3.3 2.6.2 alone the pointers would point to
   host memory on the device. Where the program maps the data itself the
   regions use its mapping: inside the data region nothing comes back to
   the host until the region ends. A section starts where the loops start:
   smooth() maps y[1:m-2], and y[0], y[m-1] never travel. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void add(unsigned nx, unsigned ny, const float *a, const float *b, float *c) {
#pragma acc kernels
  for (unsigned j = 0; j < ny; j++)
    for (unsigned i = 0; i < nx; i++) {
      const int ix = i + j * nx;
      c[ix] += a[ix] + b[ix];
    }
}

static void smooth(int m, const double *x, double *y) {
#pragma acc parallel loop
  for (int i = 1; i < m - 1; i++) y[i] = (x[i - 1] + x[i] + x[i + 1]) / 3.0;
}

/* The training course's Jacobi step (module 4): rows j - 1 .. j + 1 of A
   over interior points, through a macro. A's section runs from 1 to
   m*n - 2 only where the loops run at least once (m, n >= 3): the sweep
   reaches nothing otherwise, whatever the section. */
#define OFFSET(x, y, m) (((x) * (m)) + (y))
static double sweep(const double *restrict A, double *restrict Anew, int m, int n) {
  double err = 0.0;
#pragma acc parallel loop reduction(max : err)
  for (int j = 1; j < n - 1; j++)
#pragma acc loop
    for (int i = 1; i < m - 1; i++) {
      Anew[OFFSET(j, i, m)] = 0.25 * (A[OFFSET(j, i + 1, m)] + A[OFFSET(j, i - 1, m)] +
                                      A[OFFSET(j - 1, i, m)] + A[OFFSET(j + 1, i, m)]);
      err = fmax(err, fabs(Anew[OFFSET(j, i, m)] - A[OFFSET(j, i, m)]));
    }
  return err;
}

/* A loop bound read through a pointer to a structure (hoshino's FDTD
   steps: whole->length[0]): e[0:1] and v[0:e->n] are inferred; the
   subscript under `i > 0` lies inside v's unguarded ones. */
struct extent {
  int n;
};
static void fill(const struct extent *e, double *v) {
#pragma acc parallel loop
  for (int i = 0; i < e->n; i++) {
    v[i] = 2 * i + e->n;
    if (i > 0) v[i] = v[i] + 1;
  }
}

/* An unsigned extent: where the loop runs no iteration (n = 1) the
   section's length n - 2 is negative, computed as long long, and nothing
   is mapped (in unsigned arithmetic it would be 2^32 - 1 elements). */
static void interior(unsigned n, const double *a, double *b) {
#pragma acc parallel loop
  for (unsigned i = 1; i < n - 1; i++) b[i] = a[i - 1] + a[i + 1];
}

static void reverse(int m, const double *x, double *y) {
#pragma acc parallel loop
  for (int i = m - 1; i >= 0; i--) y[m - 1 - i] = x[i];
}

int main(void) {
  const unsigned nx = 4, ny = 3, n = nx * ny;
  float *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b), *c = malloc(n * sizeof *c);
  for (unsigned i = 0; i < n; i++) a[i] = 1, b[i] = 2, c[i] = 0;
  add(nx, ny, a, b, c);
  add(nx, ny, a, b, c);
  printf("c[0]=%g c[%u]=%g\n", c[0], n - 1, c[n - 1]);

  const int m = 6;
  double *x = malloc(m * sizeof *x), *y = malloc(m * sizeof *y);
  for (int i = 0; i < m; i++) x[i] = 3 * i, y[i] = -1;
  smooth(m, x, y);
  printf("y=%g %g %g %g %g %g\n", y[0], y[1], y[2], y[3], y[4], y[5]);
  reverse(m, x, y);
  printf("y=%g %g %g %g %g %g\n", y[0], y[1], y[2], y[3], y[4], y[5]);

  double in[3] = {1, 2, 3}, out[3] = {0, 0, 0};
  interior(1, in, out);
  interior(3, in, out);
  printf("out=%g %g %g\n", out[0], out[1], out[2]);

  struct extent *ext = malloc(sizeof *ext);
  ext->n = 4;
  double v[5] = {-1, -1, -1, -1, -1};
  fill(ext, v);
  printf("v=%g %g %g %g %g\n", v[0], v[1], v[2], v[3], v[4]);
  free(ext);

  /* A[j][i] = 10j + i is harmonic: each interior Anew is its A; the rest
     of Anew (-1) never travels or comes back unchanged. */
  const int cols = 5, rows = 4;
  double *A = malloc(cols * rows * sizeof *A), *Anew = malloc(cols * rows * sizeof *Anew);
  for (int k = 0; k < cols * rows; k++) A[k] = 10 * (k / cols) + k % cols, Anew[k] = -1;
  double err = sweep(A, Anew, cols, rows), total = 0;
  for (int k = 0; k < cols * rows; k++) total += Anew[k];
  printf("err=%g Anew[6]=%g Anew[9]=%g Anew[13]=%g total=%g\n", err, Anew[6], Anew[9], Anew[13],
         total);
  free(A), free(Anew);

#pragma acc data copy(c[0 : n]) copyin(a[0 : n], b[0 : n])
  {
    add(nx, ny, a, b, c);
    printf("inside: c[5]=%g\n", c[5]);
  }
  printf("after: c[5]=%g\n", c[5]);
  free(a), free(b), free(c), free(x), free(y);
  return 0;
}
