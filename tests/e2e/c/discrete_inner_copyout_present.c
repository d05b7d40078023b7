/* Present-or semantics of copyout (OpenACC 3.3 2.6.7, 2.7.8): inside a data
   copyin(a), copyout(a) on a compute construct or inner data construct only
   counts; the host sees the device's values only through update self. */
#include <stdio.h>

#define N 4

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int a[N] = {1, 1, 1, 1};
#pragma acc data copyin(a)
  {
#pragma acc parallel loop copyout(a)
    for (int i = 0; i < N; i++)
      a[i] = 2;
    show("after parallel loop copyout(a):", a, N);
#pragma acc data copyout(a)
    {
#pragma acc parallel loop
      for (int i = 0; i < N; i++)
        a[i] = a[i] + 3;
    }
    show("after inner data copyout(a):   ", a, N);
#pragma acc update self(a)
    show("after update self(a):          ", a, N);
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
      a[i] = 0;
  }
  show("after outer end (copyin):      ", a, N);
  return 0;
}
