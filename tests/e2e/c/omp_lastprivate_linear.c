/* lastprivate and linear on loops in target regions (OpenMP 5.2 5.4.5,
   5.4.6). On a combined target construct a list item that no map clause
   names is mapped tofrom (5.2 17.2), so its value after the loop reaches
   the host: last = 7 (the last iteration's i), j = 16 (linear step 2 over
   8 iterations, plus the body's own += 2 in the last one). The loop
   variable itself in lastprivate is one past the end, 8, inside a target
   region that maps it and on a combined construct alike. */
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
  return 0;
}
