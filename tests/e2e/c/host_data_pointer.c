/* host_data use_device of a pointer variable (OpenACC 3.3 2.8.1), the
   CUDA-aware MPI pattern: inside the construct p holds the device address of
   the data it points to (a section of it mapped by an enclosing data
   construct), so p + 2 is the device address of p[2]; outside, p is the host
   pointer again. Data written through that device address (acc_memcpy_to_device)
   reaches the host only with the data construct's copyout. */
#include <stdio.h>
#include <openacc.h>

static double *seen;
static void take(double *d) { seen = d; }

int main(void) {
  double x[6] = {1, 2, 3, 4, 5, 6};
  double *p = x;
#pragma acc data copy(p[0:6])
  {
    double *dev = acc_deviceptr(p);
#pragma acc host_data use_device(p)
    {
      take(p + 2);
    }
    printf("inside: p + 2 is the device address of p[2]: %d\n", seen == dev + 2);
    printf("after:  p is the host pointer again:         %d\n", p == x);
    double v = 30;
    acc_memcpy_to_device(seen, &v, sizeof v); /* the device copy of x[2] */
    printf("the host copy is not changed yet:            %g\n", x[2]);
  }
  printf("after the data construct's copyout:          %g\n", x[2]);
  return 0;
}
