/* Attach on an async queue (OpenACC 3.3 2.7.2 attach, 2.16.1 async): the
   copyin of s.v[0:N] on queue 1 attaches s.v in the device copy of s, also
   on queue 1, after the copyin of s issued there before it; the region on
   queue 1 runs after both, so it reads and writes data through the attached
   pointer, and the copyout on queue 1 after it brings data back:
   10 20 30 40 after wait(1). s.v itself stays the host address. */
#include <stdio.h>

#define N 4

struct S {
  int *v;
  int n;
};

int main(void) {
  int data[N] = {1, 2, 3, 4};
  struct S s = {data, N};
#pragma acc enter data copyin(s) async(1)
#pragma acc enter data copyin(s.v[0:N]) async(1)
#pragma acc parallel loop present(s) async(1)
  for (int i = 0; i < N; i++)
    s.v[i] *= 10;
#pragma acc exit data copyout(s.v[0:N]) async(1)
#pragma acc exit data delete(s) async(1)
#pragma acc wait(1)
  printf("data = %d %d %d %d\n", data[0], data[1], data[2], data[3]);
  printf("s.v is the host array: %d\n", s.v == data);
  return 0;
}
