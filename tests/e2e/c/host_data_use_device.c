/* host_data use_device (OpenACC 3.3 2.8, 2.8.1, 2.8.3): inside the construct
   a stands for its device copy, the address acc_deviceptr gives; outside, the
   host address; with if_present, absent b keeps its host address. */
#include <stdio.h>
#include <openacc.h>

static void *address_of(int *x) { return x; }

int main(void) {
  int a[8] = {0}, b[8] = {0};
  void *inside, *outside, *pb;
#pragma acc enter data copyin(a)
  void *dev = acc_deviceptr(a);
#pragma acc host_data use_device(a)
  {
    inside = address_of(a);
  }
  outside = address_of(a);
#pragma acc host_data use_device(b) if_present
  {
    pb = address_of(b);
  }
  printf("inside host_data: the device address:   %d\n", inside == dev);
  printf("outside host_data: the host address:    %d\n", outside == (void *)a);
  printf("device and host addresses differ:       %d\n", inside != outside);
  printf("if_present, b absent: the host address: %d\n", pb == (void *)b);
  printf("acc_hostptr maps back:                  %d\n", acc_hostptr(inside) == (void *)a);
#pragma acc exit data delete(a)
  return 0;
}
