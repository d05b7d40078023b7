/* The OpenMP 5.1/5.2 forms of declare target (7.8.1, 7.8.2): a clause
   list with enter (table: a device copy for the whole run, made from its
   initial value) and the begin/end declare target pair (twice: a device
   function). acc2c does what they ask; the compiler of its output (gcc 12
   knows only OpenMP 4.5's forms) never sees them. */
#include <stdio.h>

int table[4] = {1, 2, 3, 4};
#pragma omp declare target enter(table)

#pragma omp begin declare target
static int twice(int x) { return 2 * x; }
#pragma omp end declare target

int main(void) {
  int r = 0, s = 0;
  table[2] = 30; /* the host's copy only */
#pragma omp target map(from: r, s)
  {
    r = table[2];
    s = twice(21);
  }
  printf("device table[2]=%d twice(21)=%d\n", r, s);
#pragma omp target update to(table)
#pragma omp target map(from: r)
  r = table[2];
  printf("after target update: %d\n", r);
  return 0;
}
