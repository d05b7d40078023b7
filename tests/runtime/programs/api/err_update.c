/* runtime.program.runtime_error: acc_update_device of data that is not
 * present is an error (OpenACC 3.3, 3.2.20): the program must stop with a
 * non-zero status and a message that names the routine. */
#include <openacc.h>
#include <stdio.h>

int main(void) {
  double a[16] = {0};
  printf("before\n");
  fflush(stdout);
  acc_update_device(a, sizeof a);
  printf("after\n");
  return 0;
}
