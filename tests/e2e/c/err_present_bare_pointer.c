/* present(B) of a bare pointer whose data nothing mapped: a runtime error
   naming B and the line, where a GPU would fault on the device address
   (README, "Managed memory"). */
#include <stdlib.h>

int main(void) {
  int n = 16;
  double *B = malloc(n * sizeof(double));
#pragma acc parallel loop present(B)
  for (int i = 0; i < n; i++) B[i] = 0;
  free(B);
  return 0;
}
