/* Constructs written inside macros, as test suites and portability layers
   write them (SOLLVE_VV's OMPVV_TEST_OFFLOADING): a directive with its body
   and statements around it, nested macros, a variadic macro whose arguments
   are the body, a data construct whose body holds a compute construct. */
#include <omp.h>
#include <stdio.h>

#define PRAGMA(x) _Pragma(#x)
#define PROBE(flag)                                                        \
  flag = -1;                                                               \
  PRAGMA(omp target map(from: flag)) { flag = !omp_is_initial_device(); }
#define TEST_OFFLOADING(flag)                                              \
  {                                                                        \
    PROBE(flag)                                                            \
    printf("probe answered: %d\n", flag == 0 || flag == 1);                \
  }
#define SCALE(a, n, f)                                                     \
  PRAGMA(omp target teams distribute parallel for map(tofrom: a[0:n]))    \
  for (int i = 0; i < n; ++i) a[i] *= f;
#define ACC_SUM(a, n, s)                                                   \
  s = 0;                                                                   \
  PRAGMA(acc parallel loop reduction(+:s) copyin(a[0:n]))                  \
  for (int i = 0; i < n; ++i) s += a[i];
#define ON_DEVICE(...) _Pragma("omp target") { __VA_ARGS__ }
#define WITH_DATA(a, n, ...) PRAGMA(acc data copy(a[0:n])) { __VA_ARGS__ }

int main(void) {
  int on;
  TEST_OFFLOADING(on);
  double a[8], s;
  for (int i = 0; i < 8; ++i) a[i] = i;
  SCALE(a, 8, 2.0) printf("a[7] = %g\n", a[7]);
  ACC_SUM(a, 8, s)
  printf("sum = %g\n", s);
  int q = 5, r[1] = {0};
  ON_DEVICE(r[0] = q * 3;)
  printf("r = %d\n", r[0]);
  WITH_DATA(a, 8, _Pragma("acc parallel loop present(a[0:8])") for (int i = 0; i < 8; ++i) a[i] += 1;
            _Pragma("acc parallel loop present(a[0:8])") for (int i = 0; i < 8; ++i) a[i] *= 2;)
  printf("a[0] = %g, a[7] = %g\n", a[0], a[7]);
  return 0;
}
