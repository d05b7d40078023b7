// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -c %t.c -o %t.o
//
// Clauses written through macros, as codes that switch between OpenACC and
// OpenMP or share clause lists do. A clause, a clause item or a section
// that is part of a macro's expansion has no text of its own in the file:
// acc2c takes it as Clang prints it (`a[0:4]`, the size macro expanded).
// A whole macro call or a macro argument keeps its spelling (`SEC(c)`
// names the data; its base `c` is the argument). Before, every item took
// the macro's name: `CLAUSES` named a and b both (a false "more than one
// data clause" error), `&(SEC(c))[0]` did not compile, and `GANGS` lost its
// collapse.
#define N 4
#define CLAUSES copyout(a[0:N]) copyin(b[0:N])
#define SEC(x) x[0:N]
#define LOOP num_gangs(2) collapse(3)
#define OMPMAP map(tofrom: c[0:N]) schedule(static, 1)

void f(double *a, double *b, double *c, double d[N][N]) {
// CHECK:      {{^}}#pragma omp parallel for{{$}}
// CHECK:      {{^}}#pragma omp parallel for{{$}}
// CHECK:      {{^}}#pragma omp parallel for collapse(2){{$}}
// CHECK:      {{^}}#pragma omp parallel for schedule(static, 1){{$}}

// CHECK:      {{^}}/* acc2c: #pragma acc parallel loop CLAUSES */
// CHECK:      {{^ *}}[[HA:acc2c_h[0-9]+]] = &(a)[0]; [[NA:acc2c_n[0-9]+]] = (acc2c_size)(4) * sizeof((a)[0]);
// CHECK-NEXT: {{^ *}}[[SA:acc2c_s[0-9]+]] = (void *)&(a);
// CHECK-NEXT: {{^ *}}[[HB:acc2c_h[0-9]+]] = &(b)[0]; [[NB:acc2c_n[0-9]+]] = (acc2c_size)(4) * sizeof((b)[0]);
// CHECK-NEXT: {{^ *}}[[SB:acc2c_s[0-9]+]] = (void *)&(b);
// CHECK-NEXT: {{^ *}}acc2c_create([[HA]], [[NA]], ACC2C_STRUCTURED, 0, ACC2C_ASYNC_SYNC,
// CHECK-NEXT: {{^ *}}acc2c_attach([[SA]], ACC2C_SLOT_POINTER,
// CHECK-NEXT: {{^ *}}acc2c_copyin([[HB]], [[NB]], ACC2C_STRUCTURED, ACC2C_ASYNC_SYNC,
#pragma acc parallel loop CLAUSES
  for (int i = 0; i < N; i++) a[i] = b[i];

// CHECK:      {{^}}/* acc2c: #pragma acc parallel loop copyout(SEC(c)) */
// CHECK:      {{^ *}}{{acc2c_h[0-9]+}} = &(c)[0]; {{acc2c_n[0-9]+}} = (acc2c_size)(4) * sizeof((c)[0]);
#pragma acc parallel loop copyout(SEC(c))
  for (int i = 0; i < N; i++) c[i] = 2 * b[i];

#pragma acc parallel loop LOOP copyout(d[0:N][0:N])
  for (int k = 0; k < 2; k++)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) d[i][j] = i * N + j + k;

// CHECK:      {{^}}/* acc2c: #pragma omp target teams distribute parallel for OMPMAP */
// CHECK:      {{^ *}}{{acc2c_h[0-9]+}} = &(c)[0]; {{acc2c_n[0-9]+}} = (acc2c_size)(4) * sizeof((c)[0]);
// CHECK:      {{^ *}}acc2c_omp_map_enter({{acc2c_h[0-9]+}}, {{acc2c_n[0-9]+}}, ACC2C_MAP_TOFROM,
#pragma omp target teams distribute parallel for OMPMAP
  for (int i = 0; i < N; i++) c[i] += 1;
}
