/* target enter/exit data of array sections of heap data (OpenMP 5.2 13.6,
   13.7, 5.8.3): map(to: p[0:n]) then map(alloc: q[0:n]); a target region
   fills q from p; exit data map(from: q[0:n]) map(delete: p[0:n]). */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

int main(void) {
  int n = 6;
  int *p = malloc(n * sizeof *p), *q = malloc(n * sizeof *q);
  int dev = omp_get_default_device();
  for (int i = 0; i < n; i++) {
    p[i] = i;
    q[i] = -1;
  }
#pragma omp target enter data map(to: p[0:n]) map(alloc: q[0:n])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) {
    q[i] = p[i] * p[i];
    p[i] = 0;
  }
  printf("host q before exit data: %d %d %d %d %d %d\n", q[0], q[1], q[2], q[3], q[4], q[5]);
#pragma omp target exit data map(from: q[0:n]) map(delete: p[0:n])
  printf("host q after exit data:  %d %d %d %d %d %d\n", q[0], q[1], q[2], q[3], q[4], q[5]);
  printf("host p: %d %d %d %d %d %d  present p %d q %d\n", p[0], p[1], p[2], p[3], p[4], p[5],
         omp_target_is_present(p, dev) != 0, omp_target_is_present(q, dev) != 0);
  free(p);
  free(q);
  return 0;
}
