/* The runtime API and the directives share one present table (OpenACC 3.3
   3.2.18-3.2.24): acc_copyin data is present for a present clause;
   acc_update_self/acc_update_device move data; acc_copyout ends a mapping. */
#include <stdio.h>
#include <openacc.h>

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int a[5] = {1, 1, 1, 1, 1}, b[3] = {3, 3, 3};
  acc_copyin(a, sizeof a);
#pragma acc parallel loop present(a)
  for (int i = 0; i < 5; i++)
    a[i] = a[i] + i + 1;
  show("before acc_update_self: a =", a, 5);
  acc_update_self(a, sizeof a);
  show("after acc_update_self:  a =", a, 5);
#pragma acc parallel loop
  for (int i = 0; i < 5; i++)
    a[i] = a[i] * 2;
#pragma acc exit data copyout(a)
  show("after exit data:        a =", a, 5);
  printf("present=%d\n", acc_is_present(a, sizeof a) != 0);
#pragma acc enter data create(b)
  acc_update_device(b, sizeof b);
#pragma acc parallel loop present(b)
  for (int i = 0; i < 3; i++)
    b[i] = b[i] + i + 1;
  acc_copyout(b, sizeof b);
  show("after acc_copyout:      b =", b, 3);
  printf("present=%d\n", acc_is_present(b, sizeof b) != 0);
  return 0;
}
