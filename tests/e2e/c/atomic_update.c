/* atomic update (OpenACC 3.3 2.12): a histogram over 20000 iterations
   (enough that threads meet: a lost update shows) and a running total;
   total is in a copy clause (a scalar without one would be firstprivate in
   a parallel construct, 2.6.2). */
#include <stdio.h>

int main(void) {
  int bins[4] = {0, 0, 0, 0};
  int total = 0;
#pragma acc parallel loop copy(bins, total)
  for (int i = 0; i < 20000; i++) {
#pragma acc atomic update
    bins[i % 4] += 1;
#pragma acc atomic
    total += i;
  }
  printf("bins = %d %d %d %d  total = %d\n", bins[0], bins[1], bins[2], bins[3], total);
  return 0;
}
