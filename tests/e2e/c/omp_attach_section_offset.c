/* OpenMP's twin of attach_section_offset.c (5.2 5.8.3 pointer attachment):
   map(tofrom: s.v[5:3]) with s mapped attaches s.v so that s.v[i] reaches
   the device copy of the section. */
#include <stdio.h>
typedef struct { double *v; } s_t;

int main(void) {
  double a[10] = {0};
  s_t s = {a};
#pragma omp target map(to: s) map(tofrom: s.v[5:3])
  for (int i = 5; i < 8; i++) s.v[i] = i;
  printf("a[4]=%g a[5]=%g a[7]=%g a[8]=%g\n", a[4], a[5], a[7], a[8]);
  return 0;
}
