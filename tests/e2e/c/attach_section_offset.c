/* Attaching a pointer member whose section starts past the pointer's value
   (OpenACC 3.3 2.6.8, 2.7.2): the device copy of s.v points where s.v[0]
   would be on the device, before the device copy of s.v[5:3], so that
   s.v[i] reaches it for i in 5..7. Elements outside the section stay the
   host's. */
#include <stdio.h>
typedef struct { double *v; } s_t;

int main(void) {
  double a[10] = {0};
  s_t s = {a};
#pragma acc parallel loop copyin(s) copy(s.v[5:3])
  for (int i = 5; i < 8; i++) s.v[i] = i;
  printf("a[4]=%g a[5]=%g a[7]=%g a[8]=%g\n", a[4], a[5], a[7], a[8]);
  return 0;
}
