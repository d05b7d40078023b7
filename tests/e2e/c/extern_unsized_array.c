/* An array declared without a size where the region uses it (extern double
   gbuf[], as a header declares another file's array): it has no sizeof, so
   its data is the section the clause names (OpenACC 3.3 2.7.1), and the
   body sees it through a pointer into that section's device copy. */
#include <stdio.h>

extern double gbuf[];

static void fill(int n) {
#pragma acc parallel loop copyout(gbuf[0:n])
  for (int i = 0; i < n; i++) gbuf[i] = i * 2.0;
}

double gbuf[8];

int main(void) {
  fill(8);
  printf("gbuf[1] = %g  gbuf[7] = %g\n", gbuf[1], gbuf[7]);
  return 0;
}
