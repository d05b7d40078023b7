/* The shim's C API through acc2c::runtime's include directory. */
#include <openacc.h>
#include <stdio.h>

int main(void) {
  double a[4] = {1, 2, 3, 4};
  acc_copyin(a, sizeof a);
  printf("present: %d\n", acc_is_present(a, sizeof a) != 0);
  a[0] = 9;
  acc_update_self(a, sizeof a);
  printf("a[0] after update self: %g\n", a[0]);
  acc_delete(a, sizeof a);
  printf("present after delete: %d\n", acc_is_present(a, sizeof a) != 0);
  return 0;
}
