/* runtime.program.runtime_error: what a translated `present(a(1:n))` clause
 * at jacobi.f90:42 calls (acc2c_runtime.h). The data is not present: the
 * error names the variable and the source line, and the program exits 1. */
#include <acc2c_runtime.h>
#include <stdio.h>

int main(void) {
  static double a[100];
  acc2c_src src = {"a(1:n)", "jacobi.f90", 42};
  printf("before\n");
  fflush(stdout);
  acc2c_present(a, sizeof a, ACC2C_STRUCTURED, &src);
  printf("after\n");
  return 0;
}
