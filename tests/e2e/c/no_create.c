/* no_create (OpenACC 3.3 2.7.10): a, present, is used on the device (its
   host copy is unchanged until exit data copyout); b, absent, is not made
   present (the region does not touch it: use_b is 0). */
#include <stdio.h>
#include <openacc.h>

#define N 4

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int a[N] = {1, 2, 3, 4}, b[N] = {5, 6, 7, 8};
  int use_b = 0;
#pragma acc enter data copyin(a)
#pragma acc parallel loop no_create(a, b)
  for (int i = 0; i < N; i++) {
    a[i] = a[i] + 10;
    if (use_b)
      b[i] = 0;
  }
  show("after the region: a =", a, N);
  printf("b present=%d\n", acc_is_present(b, sizeof b) != 0);
#pragma acc exit data copyout(a)
  show("after exit data:  a =", a, N);
  show("after exit data:  b =", b, N);
  return 0;
}
