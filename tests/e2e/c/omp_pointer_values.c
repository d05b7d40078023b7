/* A region that uses a pointer's value without reading through the value
   it enters with. A pointer member mapped without its target keeps the
   host's address on the device (OpenMP 5.2 5.8.3): copying it into another
   structure or comparing it reads no memory, so it is no error, and the
   copy brought back holds the host's address (as SOLLVE_VV's
   test_target_enter_data_struct.c checks). A pointer variable the region
   sets before any other use (`p = a`, as in the defaultmap tests) reads
   through the value it sets, not the host's `other`, which is never mapped.
   Read through, either would stop with an error (err_* tests). */
#include <stdio.h>

typedef struct {
  int n;
  int *p;
} holder;

int main(void) {
  int other[4] = {0}, a[4] = {1, 2, 3, 4};
  holder s = {4, other}, copy = {0, NULL};
  int set = 0, *p = other;
#pragma omp target enter data map(to: s)
#pragma omp target map(from: copy, set)
  {
    copy.n = s.n;
    copy.p = s.p;
    set = s.p != NULL;
  }
#pragma omp target exit data map(delete: s)
  printf("copy.n = %d  copy.p is the host's: %d  set: %d\n", copy.n, copy.p == other, set);
#pragma omp target map(tofrom: a)
  {
    p = a;
    p[1] = 7;
  }
  printf("a = %d %d %d %d  other[1] = %d\n", a[0], a[1], a[2], a[3], other[1]);
  return 0;
}
