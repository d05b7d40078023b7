/* acc_on_device in compute regions (OpenACC 3.3 3.2.15) answers for the
 * device that runs the body: true for the current device type
 * (acc_get_device_type: the host's on acc2c's host backend,
 * acc_device_nvidia where the kernel runs on a GPU), and for exactly one of
 * acc_device_host and acc_device_not_host, in every iteration of a loop. A
 * region whose if clause is false runs on the host: acc_device_host. So
 * does code outside regions. */
#include <openacc.h>
#include <stdio.h>

int main(void) {
  int current[8] = {0}, one_of[8] = {0}, host_if[2] = {0};
  acc_device_t dev = acc_get_device_type();
#pragma acc parallel loop copyout(current, one_of)
  for (int i = 0; i < 8; ++i) {
    current[i] = acc_on_device(dev) != 0;
    one_of[i] = (acc_on_device(acc_device_host) != 0) != (acc_on_device(acc_device_not_host) != 0);
  }
  int no = 0;
#pragma acc serial if(no) copyout(host_if)
  {
    host_if[0] = acc_on_device(acc_device_host) != 0;
    host_if[1] = acc_on_device(acc_device_not_host) != 0;
  }
  printf("current device type:");
  for (int i = 0; i < 8; ++i) printf(" %d", current[i]);
  printf("\nhost or not host:   ");
  for (int i = 0; i < 8; ++i) printf(" %d", one_of[i]);
  printf("\nif(0):               %d %d\n", host_if[0], host_if[1]);
  printf("outside regions:     %d\n", acc_on_device(acc_device_host) != 0);
  return 0;
}
