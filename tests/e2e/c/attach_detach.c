/* attach and detach clauses (OpenACC 3.3 2.7.12, 2.7.13, 2.6.8): the struct
   is copied in while its pointer is NULL; after the target is mapped,
   attach points the device's m.p at the device copy of zs; detach restores
   the host value, so the copied-out struct still points at zs. */
#include <stdio.h>
#include <stddef.h>

typedef struct {
  int n;
  int *p;
} vec_t;

int main(void) {
  int zs[3] = {1, 2, 3};
  vec_t m = {3, NULL};
#pragma acc enter data copyin(m)
  m.p = zs;
#pragma acc enter data copyin(zs)
#pragma acc enter data attach(m.p)
#pragma acc serial present(m)
  {
    m.p[1] = m.p[0] + m.p[2] + 10;
  }
  printf("host zs before exit data: %d %d %d\n", zs[0], zs[1], zs[2]);
#pragma acc exit data detach(m.p)
#pragma acc exit data copyout(zs)
#pragma acc exit data copyout(m)
  printf("host zs after exit data:  %d %d %d\n", zs[0], zs[1], zs[2]);
  printf("m.p == zs: %d\n", m.p == zs);
  return 0;
}
