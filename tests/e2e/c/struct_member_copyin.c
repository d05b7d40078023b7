/* A struct with a pointer member (OpenACC 3.3 2.6.4, 2.7.2, 2.6.8): enter
   data copyin(s) copyin(s.p[0:s.n]) copies the struct and the pointed-to
   data and attaches s.p; the region writes s.p[i] on the device only. */
#include <stdio.h>

typedef struct {
  int n;
  int *p;
} vec_t;

int main(void) {
  int buf[5] = {1, 2, 3, 4, 5}, r[5] = {0};
  vec_t s = {5, buf};
#pragma acc enter data copyin(s) copyin(s.p[0:s.n])
#pragma acc parallel loop present(s) copyout(r)
  for (int i = 0; i < 5; i++) {
    s.p[i] = s.p[i] * s.p[i] + s.n;
    r[i] = s.p[i];
  }
#pragma acc exit data delete(s.p[0:s.n])
#pragma acc exit data delete(s)
  printf("r   = %d %d %d %d %d\n", r[0], r[1], r[2], r[3], r[4]);
  printf("buf = %d %d %d %d %d\n", buf[0], buf[1], buf[2], buf[3], buf[4]);
  printf("s.p still points to buf: %d\n", s.p == buf);
  return 0;
}
