/* host_data use_device hands a device address to a function whose compute
   construct takes it with deviceptr (OpenACC 3.3 2.8.1, 2.7.4); the region
   works on a's device copy, which reaches the host at the data end. */
#include <stdio.h>

#define N 5

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

static void scale_on_device(int *x, int n, int f) {
#pragma acc parallel loop deviceptr(x)
  for (int i = 0; i < n; i++)
    x[i] = x[i] * f;
}

int main(void) {
  int a[N] = {1, 2, 3, 4, 5};
#pragma acc data copy(a)
  {
#pragma acc host_data use_device(a)
    {
      scale_on_device(a, N, 3);
    }
    show("inside the data region: a =", a, N);
  }
  show("after the data region:  a =", a, N);
  return 0;
}
