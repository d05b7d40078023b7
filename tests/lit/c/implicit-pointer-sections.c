// RUN: %acc2c %s | FileCheck %s
// RUN: %acc2c --emit=json %s | FileCheck %s --check-prefix=JSON
// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s --check-prefix=SRC
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -c %t.c -o %t.o
//
// A pointer an OpenACC compute region subscripts, in no clause: the section
// its loops reach, as NVIDIA's compilers infer it (docs/data-operations.md,
// "Sections a region's loops subscript"): subscripts linear in the loop
// variables (also through a local's initialiser), over the loops' ranges
// (triangular, downward and stepped loops too), with variables that are not
// constants taken as nonnegative. copy where the body writes through the
// pointer, copyin where it only reads (or the data is const); beside the
// pointer's own 2.6.2 attribute. Where a use is not a plain subscript, or a
// subscript's range is not known, the pointer gets none.

// CHECK-LABEL: func @kernels_2d
void kernels_2d(unsigned nx, unsigned ny, const float *a, float *c) {
// CHECK:      acc.copyin varPtr(%c : float *) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "c"}
// CHECK-NEXT: acc.bounds lowerbound(0) upperbound(nx*ny - 1) extent(nx*ny) stride(1) startIdx(0)
// CHECK-NEXT: %[[C:[0-9]+]] = acc.copyin varPtr(%c : float) bounds({{.*}}) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "c[0:nx*ny]"}
// CHECK-NEXT: acc.copyin varPtr(%a : const float *) -> {implicit = true, name = "a"}
// CHECK-NEXT: acc.bounds lowerbound(0) upperbound(nx*ny - 1) extent(nx*ny)
// CHECK-NEXT: %[[A:[0-9]+]] = acc.copyin varPtr(%a : float) bounds({{.*}}) -> {implicit = true, name = "a[0:nx*ny]"}
// CHECK-NEXT: acc.kernels
// CHECK:      acc.delete accPtr(%[[A]]) {dataClause = #acc<data_clause acc_copyin>, implicit = true, name = "a[0:nx*ny]"}
// CHECK:      acc.copyout accPtr(%[[C]]) to varPtr(%c) {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "c[0:nx*ny]"}
#pragma acc kernels
  for (unsigned j = 0; j < ny; j++)
    for (unsigned i = 0; i < nx; i++) {
      const int ix = i + j * nx;
      c[ix] += a[ix];
    }
}

// The smallest and largest subscripts: a[i - 1] .. a[i + 1] for i from 1 to
// n - 2; b only from 1.
// CHECK-LABEL: func @stencil
// CHECK:      name = "b[1:n - 2]"
// CHECK:      name = "a[0:n]"
// CHECK:      acc.parallel combined(loop)
void stencil(int n, const double *a, double *b) {
#pragma acc parallel loop
  for (int i = 1; i < n - 1; i++) b[i] = a[i - 1] + a[i + 1];
}

// CHECK-LABEL: func @triangular
// CHECK:      name = "l[0:n*n]"
// CHECK:      name = "r[0:n]"
// CHECK:      name = "y[1:2*n - 1]"
// CHECK:      name = "x[0:n]"
// CHECK:      acc.parallel combined(loop)
void triangular(int n, double *l, const double *r, const double *y, double *x) {
#pragma acc parallel loop
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++) l[i * n + j] = r[n - 1 - i] + y[2 * i + 1];
    for (int k = n - 1; k >= 0; k -= 2) x[k] = 0;
  }
}

// Which of two subscripts reaches further may need what holds where they
// run: A[(j-1)*m + i] starts before A[j*m + i - 1] by m - 1, which is
// nonnegative where the i loop runs at least once (m - 3 >= 0); where it
// runs no iteration, neither subscript reaches anything.
// CHECK-LABEL: func @jacobi
// CHECK:      name = "Anew[m + 1:m*n - 2*m - 2]"
// CHECK:      name = "A[1:m*n - 2]"
#define OFFSET(x, y, m) (((x) * (m)) + (y))
void jacobi(const double *A, double *Anew, int m, int n) {
#pragma acc parallel loop
  for (int j = 1; j < n - 1; j++)
#pragma acc loop
    for (int i = 1; i < m - 1; i++)
      Anew[OFFSET(j, i, m)] = 0.25 * (A[OFFSET(j, i + 1, m)] + A[OFFSET(j, i - 1, m)] +
                                      A[OFFSET(j - 1, i, m)] + A[OFFSET(j + 1, i, m)]);
}

// Unsigned extents: a bound with a negative coefficient may be negative
// where the loops run no iteration, so its unsigned variables are cast to
// long long (C's unsigned arithmetic would wrap it into a huge length); one
// without stays as written.
// CHECK-LABEL: func @unsigned_extent
// CHECK:      name = "b[1:(long long)n - 2]"
// CHECK:      name = "a[0:n]"
void unsigned_extent(unsigned n, const double *a, double *b) {
#pragma acc parallel loop
  for (unsigned i = 1; i < n - 1; i++) b[i] = a[i - 1] + a[i + 1];
}

// CHECK-LABEL: func @collapsed
// CHECK:      name = "x[0:m*n]"
void collapsed(int n, int m, double *x) {
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) x[i * m + j] = 0;
}

// `p->m` and `*p` reach element 0, as p[0].m and p[0] do: the structure a
// pointer holds extents in (hoshino-UTokyo/lecture_openacc's FDTD steps read
// whole->length[0]).
struct range {
  int length[2], begin[2];
};
// CHECK-LABEL: func @first_element
// CHECK:      name = "x[0:n]"
// CHECK:      name = "whole[0:1]"
// CHECK:      name = "u[0:1]"
// CHECK:      acc.parallel combined(loop)
void first_element(int n, const struct range *whole, const double *u, double *x) {
#pragma acc parallel loop
  for (int i = 0; i < n; i++) x[i] = whole->length[0] + *u;
}

// A subscript under a condition on the loops' state (`i > 0`) counts only
// where the unguarded ones hold it, so that a section never reaches past
// what every iteration reaches (`j != 0 ? a[ix - n] : a[ix]`): b's guarded
// b[i] lies inside its unguarded b[i]; e is reached only under the guard,
// and c[i - 1] reaches before c[i], late is reached under `i > 2` only:
// none of them gets a section. A condition on data (mask[i], a double
// local t) guards nothing: `only`, reached under t > 0 alone, gets one.
// CHECK-LABEL: func @guarded
// CHECK:      name = "out[0:n]"
// CHECK:      name = "b[0:n]"
// CHECK:      name = "mask[0:n]"
// CHECK:      name = "only[0:n]"
// CHECK-NOT:  name = "{{[ec]|late}}[
// CHECK:      acc.parallel combined(loop)
void guarded(int n, const int *mask, double *b, const double *e, const double *c, double *out,
             double *only, double *late) {
#pragma acc parallel loop
  for (int i = 0; i < n; i++) {
    out[i] = b[i] + c[i];
    if (i > 0) b[i] = b[i] + e[i - 1] + c[i - 1];
    if (mask[i]) out[i] = 0;
    double t = b[i];
    if (t > 0) only[i] = t;
    if (i > 2) late[i] = 0;
  }
}

// No section: an index read from memory (idx itself gets one), a pointer
// passed, moved, or whose element's address is taken, a coefficient
// whose sign is not known (m - 1), two bounds neither of which is known to
// be smaller (z[i] and z[i + m - k]), a pointer to pointers, a bound the
// region changes (n), a subscript outside any loop of known range.
void g(double *);

// CHECK-LABEL: func @none
// CHECK:      name = "idx[0:n]"
// CHECK-NOT:  name = "{{[vquwzpt]}}[
// CHECK-NOT:  name = "rows[
// CHECK:      acc.parallel combined(loop)
void none(int n, int m, int k, double *v, const int *idx, double *q, double *u, double *w,
          double *z, double **rows, double *p, double *t) {
#pragma acc parallel loop
  for (int i = 0; i < n; i++) {
    v[idx[i]] = 1;
    g(q);
    u++;
    w[i * (m - 1)] = 3;
    z[i] = z[i + m - k];
    rows[i][0] = 4;
    g(&p[i]);
  }
// CHECK-LABEL: acc.kernels
// CHECK-NOT:  name = "t[
#pragma acc kernels
  for (int i = 0; i < n; i++) {
    t[i] = 0;
    n = n - 1;
  }
}

// Data mapped around the region, default(present), and OpenMP (whose
// pointers are zero-length sections, 5.2 5.8.9): no section.
// CHECK-LABEL: func @mapped
// CHECK-NOT:  implicit = true, name = "a[
void mapped(int n, double *a) {
#pragma acc data copy(a[0:n])
  {
#pragma acc parallel loop
    for (int i = 0; i < n; i++) a[i] = 1;
  }
#pragma acc parallel loop default(present)
  for (int i = 0; i < n; i++) a[i] = 2;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) a[i] = 3;
}

// JSON:      "implicitRule": "inferred-section",
// JSON-NEXT: "line": 31,
// JSON-NEXT: "modifiers": [],
// JSON-NEXT: "name": "c[0:nx*ny]",

// The shim maps the section only where the data is not present.
// SRC: acc2c_h[[N:[0-9]+]] = &(c)[0]; acc2c_n[[N]] = acc2c_inferred_bytes(acc2c_h[[N]], (acc2c_size)(nx*ny) * sizeof((c)[0]), acc2c_source({{[0-9]+}}));
// SRC: acc2c_copyin(acc2c_h[[N]], acc2c_n[[N]], ACC2C_STRUCTURED,
// SRC: acc2c_region_pointer((void *)(c), acc2c_h[[N]], acc2c_n[[N]], ACC2C_REGION_DEVICE,
// SRC: acc2c_copyout(acc2c_h[[N]], acc2c_n[[N]], ACC2C_STRUCTURED,
