/* A function with a declare variant for the host (OpenMP 5.2 7.5.5,
   device={kind(host)}) called on the host and in a target region: the host
   call runs the variant, the region's call the base function, since the
   region runs on acc2c's device, which is not the host. The variant's name
   in the directive stays the host function's (the compiler selects the
   variant; acc2c calls the base function's device version). */
#include <stdio.h>

void on_host(int *x);

#pragma omp declare variant(on_host) match(device = {kind(host)})
void work(int *x) { *x += 1; }

void on_host(int *x) { *x += 100; }

int main(void) {
  int h = 0, d = 0;
  work(&h);
#pragma omp target map(tofrom: d)
  work(&d);
  printf("host call: %d  region call: %d\n", h, d);
  return 0;
}
