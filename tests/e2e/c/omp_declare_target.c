/* declare target (OpenMP 5.2 13.3): a global variable has a device copy for
   the whole program, initialized with its initial value; host changes reach
   it only by target update to; a declare target function runs on it. */
#include <stdio.h>

#pragma omp declare target
int scale = 3;
int res[4];
static int scaled(int x) { return x * scale; }
#pragma omp end declare target

int main(void) {
  int r[4];
#pragma omp target map(from: r)
  for (int i = 0; i < 4; i++)
    r[i] = scaled(i + 1);
  printf("device scale 3:           r = %d %d %d %d\n", r[0], r[1], r[2], r[3]);
  scale = 10;
#pragma omp target map(from: r)
  for (int i = 0; i < 4; i++)
    r[i] = scaled(i + 1);
  printf("host scale 10, no update: r = %d %d %d %d\n", r[0], r[1], r[2], r[3]);
#pragma omp target update to(scale)
#pragma omp target
  for (int i = 0; i < 4; i++)
    res[i] = scaled(i + 1);
  printf("host res before update:    %d %d %d %d\n", res[0], res[1], res[2], res[3]);
#pragma omp target update from(res)
  printf("host res after update:     %d %d %d %d\n", res[0], res[1], res[2], res[3]);
  return 0;
}
