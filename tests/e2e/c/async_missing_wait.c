/* A program with a bug, kept as a test of the tests: it prints the result
   of an async exit data copyout without waiting for its queue. OpenACC 3.3
   2.16.1: the host may rely on an async operation only after a wait for
   its queue (or a true acc_async_test), so until then a holds 0..5 or
   already 10..15: the print is unspecified. The author believed the copy
   done at once and wrote the .expected as 10 11 12 13 14 15, which is what
   a runtime that completes every queue at once prints (acc2c's default
   host backend); under ACC2C_ASYNC=deferred the copyout is still held when
   the program prints, so it shows 0 1 2 3 4 5 and the bug shows
   (async_missing_wait.missing-wait). The copy lands at exit, into static
   data that is still there. */
#include <stdio.h>

#define N 6

static int a[N];

int main(void) {
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma acc enter data copyin(a)
#pragma acc parallel loop present(a) async(1)
  for (int i = 0; i < N; i++)
    a[i] += 10;
#pragma acc exit data copyout(a) async(1)
  printf("a =");
  for (int i = 0; i < N; i++) printf(" %d", a[i]);
  printf("\n");
  return 0;
}
