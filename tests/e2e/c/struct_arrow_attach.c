/* A struct reached through a pointer (OpenACC 3.3 2.6.8, 2.7.2): enter data
   copyin(ps[0:1]) then copyin(ps->p[0:ps->n]) attaches ps->p on the device;
   exit data copyout(ps->p[...]) detaches it, so copying the struct out
   afterwards brings back the device's n and the host's pointer. */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  int *p;
} vec_t;

int main(void) {
  vec_t *ps = malloc(sizeof *ps);
  ps->n = 4;
  ps->p = malloc(4 * sizeof(int));
  int *saved = ps->p;
  for (int i = 0; i < 4; i++)
    ps->p[i] = i + 1;
#pragma acc enter data copyin(ps[0:1])
#pragma acc enter data copyin(ps->p[0:ps->n])
#pragma acc parallel loop present(ps[0:1])
  for (int i = 0; i < 4; i++)
    ps->p[i] = ps->p[i] + 100;
#pragma acc serial present(ps[0:1])
  {
    ps->n = 3;
  }
  printf("host before exit data: n=%d p = %d %d %d %d\n", ps->n, ps->p[0], ps->p[1], ps->p[2],
         ps->p[3]);
#pragma acc exit data copyout(ps->p[0:ps->n])
#pragma acc exit data copyout(ps[0:1])
  printf("host after exit data:  n=%d p = %d %d %d %d\n", ps->n, saved[0], saved[1], saved[2],
         saved[3]);
  printf("ps->p is the host pointer: %d\n", ps->p == saved);
  free(saved);
  free(ps);
  return 0;
}
