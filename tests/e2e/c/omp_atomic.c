/* atomic update and capture, and critical, in a target teams region
   (OpenMP 5.2 15.8.4 atomic, 15.2 critical): a histogram, a sum, distinct
   slots from a shared counter and their maximum. Enough iterations that
   threads meet: a lost update shows. Only order-free facts are printed. */
#include <stdio.h>

#define N 20000

static int slot[N], seen[N];

int main(void) {
  int bins[4] = {0, 0, 0, 0};
  int next = 0, total = 0, highest = -1;
#pragma omp target teams distribute parallel for map(tofrom: bins, next, total, highest) map(from: slot)
  for (int i = 0; i < N; i++) {
    int k;
#pragma omp atomic update
    bins[i % 4] += 1;
#pragma omp atomic
    total += i;
#pragma omp atomic capture
    k = next++;
    slot[i] = k;
#pragma omp critical
    {
      if (k > highest) highest = k;
    }
  }
  int distinct = 0;
  for (int i = 0; i < N; i++)
    if (slot[i] >= 0 && slot[i] < N && !seen[slot[i]]) {
      seen[slot[i]] = 1;
      distinct++;
    }
  printf("bins = %d %d %d %d  total = %d  next = %d  distinct slots = %d  highest = %d\n",
         bins[0], bins[1], bins[2], bins[3], total, next, distinct, highest);
  return 0;
}
