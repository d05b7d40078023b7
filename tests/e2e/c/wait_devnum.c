/* wait(devnum: d: queues: q), as a construct and as a clause (OpenACC 3.3
   2.16.3, 2.16.4): the queues of device d of the current device type, here
   the device in use. The queued work is done, and its results visible on the
   host, after the wait. */
#include <openacc.h>
#include <stdio.h>

#define N 10

int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  int d = acc_get_device_num(acc_get_device_type());
#pragma acc enter data copyin(a)
#pragma acc parallel loop present(a) async(1)
  for (int i = 0; i < N; i++) a[i] += 1;
#pragma acc wait(devnum: d: queues: 1)
#pragma acc parallel loop present(a) async(2) wait(devnum: d: 1)
  for (int i = 0; i < N; i++) a[i] *= 2;
#pragma acc update self(a) async(2)
#pragma acc wait(devnum: d: 2)
  printf("a[0] = %d, a[9] = %d\n", a[0], a[9]);
#pragma acc exit data delete(a)
  return 0;
}
