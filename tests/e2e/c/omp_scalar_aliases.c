/* A scalar with data is one variable on the device (OpenMP 5.2 5.8.3):
   a declare target scalar that the region writes and a declare target
   function it calls increments (r = 11), and a mapped local that the
   region also writes through a pointer (its zero-length section is
   translated to the device copy of x: x = 6). Each write must reach the
   same device copy. */
#include <stdio.h>

#pragma omp declare target
int counter = 0;
void bump(void) { counter++; }
#pragma omp end declare target

int main(void) {
  int r = 0;
#pragma omp target map(from: r)
  {
    counter = 10;
    bump();
    r = counter;
  }
  printf("r = %d\n", r);
  int x = 1;
  int *px = &x;
#pragma omp target map(tofrom: x)
  {
    *px = 5;
    x += 1;
  }
  printf("x = %d\n", x);
  return 0;
}
