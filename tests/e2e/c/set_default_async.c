/* set default_async (OpenACC 3.3 2.14.3) changes the queue that async
   without an argument uses (acc_get_default_async, 3.2.13); set with a
   false if clause changes nothing; init and shutdown leave the device
   usable for the next construct (the host device is always there). */
#include <openacc.h>
#include <stdio.h>

int main(void) {
  int q = 5;
  double a[4] = {1, 2, 3, 4};
#pragma acc init
#pragma acc set default_async(q)
  printf("after set: %d\n", acc_get_default_async());
#pragma acc set default_async(7) if(q > 10)
  printf("after set if(false): %d\n", acc_get_default_async());
#pragma acc parallel loop copy(a) async
  for (int i = 0; i < 4; i++) a[i] *= 2;
#pragma acc wait(5)
  printf("a = %g %g %g %g\n", a[0], a[1], a[2], a[3]);
#pragma acc shutdown
  return 0;
}
