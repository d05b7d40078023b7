/* Built with -DVALUE=5 -UVALUE -DVALUE=7: acc2c and gcc both see the -D and
   -U in their order, so VALUE is 7 (a region that names an undeclared VALUE
   would not translate). */
#include <stdio.h>

int main(void) {
  int a[1] = {0};
#pragma acc parallel loop copy(a[0:1])
  for (int i = 0; i < 1; ++i)
    a[i] = VALUE;
  printf("%d\n", a[0]);
  return 0;
}
