/* lastprivate and linear on loops in target regions (OpenMP 5.2 5.4.5,
   5.4.6). On a combined target construct a list item that no map clause
   names is mapped tofrom (5.2 17.2), so its value after the loop reaches
   the host: last = 7 (the last iteration's i), j = 16 (linear step 2 over
   8 iterations, plus the body's own += 2 in the last one). The loop
   variable itself in lastprivate is one past the end, 8, inside a target
   region that maps it and on a combined construct alike. An array and a
   struct in lastprivate get the last iteration's values (i = 7: {7, 49}
   and {7, 70}), inside a target data region that maps the array and on a
   combined construct that maps the struct implicitly. */
#include <stdio.h>

int main(void) {
  int last = -1;
#pragma omp target parallel for lastprivate(last)
  for (int i = 0; i < 8; i++) last = i;
  printf("lastprivate on the combined construct: last = %d\n", last);

  int a[8], j = 0;
#pragma omp target parallel for linear(j:2) map(from: a)
  for (int i = 0; i < 8; i++) {
    a[i] = j;
    j += 2;
  }
  printf("linear on the combined construct: a[7] = %d  j = %d\n", a[7], j);

  int b[8], k = -1;
#pragma omp target map(tofrom: b, k)
#pragma omp parallel for lastprivate(k)
  for (k = 0; k < 8; k++) b[k] = k;
  printf("loop variable lastprivate inside target: k = %d  b[7] = %d\n", k, b[7]);

  int c[8], m;
#pragma omp target teams distribute parallel for lastprivate(m) map(from: c)
  for (m = 0; m < 8; m++) c[m] = 2 * m;
  printf("loop variable lastprivate on the combined construct: m = %d  c[7] = %d\n", m, c[7]);

  int pair[2] = {-1, -1};
  struct { int i, ten_i; } s = {-1, -1};
#pragma omp target data map(tofrom: pair[0:2])
  {
#pragma omp target teams distribute lastprivate(pair)
    for (int i = 0; i < 8; i++) {
      pair[0] = i;
      pair[1] = i * i;
    }
  }
#pragma omp target parallel for lastprivate(s)
  for (int i = 0; i < 8; i++) {
    s.i = i;
    s.ten_i = 10 * i;
  }
  printf("lastprivate array and struct: {%d, %d} {%d, %d}\n", pair[0], pair[1], s.i, s.ten_i);
  return 0;
}
