/* Struct member maps (OpenMP 5.2 5.8.3): map(to: s.x) map(tofrom: s.y)
   maps two members, only s.y comes back; map(to: t) map(tofrom: t.p[0:t.n])
   maps a struct and its pointer's target and attaches t.p on the device. */
#include <stdio.h>

typedef struct {
  int x;
  int y[3];
} pair_t;

typedef struct {
  int n;
  int *p;
} vec_t;

int main(void) {
  pair_t s = {7, {1, 2, 3}};
#pragma omp target map(to: s.x) map(tofrom: s.y)
  {
    for (int i = 0; i < 3; i++)
      s.y[i] = s.y[i] * 5 + s.x;
    s.x = 99;
  }
  printf("s.x = %d  s.y = %d %d %d\n", s.x, s.y[0], s.y[1], s.y[2]);
  int buf[4] = {1, 2, 3, 4};
  vec_t t = {4, buf};
#pragma omp target map(to: t) map(tofrom: t.p[0:t.n])
  for (int i = 0; i < t.n; i++)
    t.p[i] = t.p[i] * t.p[i] + t.n;
  printf("buf = %d %d %d %d  t.p == buf: %d\n", buf[0], buf[1], buf[2], buf[3], t.p == buf);
  return 0;
}
