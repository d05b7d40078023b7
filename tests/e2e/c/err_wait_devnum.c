/* wait(devnum: d: ...) with a device number the current device type does not
   have (devices are numbered from 0, OpenACC 3.3 2.16.3 and 3.2): a runtime
   error naming the construct and its line. */
#include <openacc.h>
#include <stdio.h>

int main(void) {
  int d = acc_get_num_devices(acc_get_device_type()); /* one past the last */
#pragma acc wait(devnum: d: queues: 1)
  printf("not reached\n");
  return 0;
}
