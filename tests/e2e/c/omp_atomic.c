/* atomic update and capture in a target teams region (OpenMP 5.2 atomic):
   a histogram and distinct slots from a shared counter; only order-free
   facts are printed. */
#include <stdio.h>

#define N 100

int main(void) {
  int bins[4] = {0, 0, 0, 0};
  int next = 0, total = 0;
  int slot[N];
#pragma omp target teams distribute parallel for map(tofrom: bins, next, total) map(from: slot)
  for (int i = 0; i < N; i++) {
    int k;
#pragma omp atomic update
    bins[i % 4] += 1;
#pragma omp atomic
    total += i;
#pragma omp atomic capture
    k = next++;
    slot[i] = k;
  }
  int seen[N] = {0}, distinct = 0;
  for (int i = 0; i < N; i++)
    if (slot[i] >= 0 && slot[i] < N && !seen[slot[i]]) {
      seen[slot[i]] = 1;
      distinct++;
    }
  printf("bins = %d %d %d %d  total = %d  next = %d  distinct slots = %d\n", bins[0], bins[1],
         bins[2], bins[3], total, next, distinct);
  return 0;
}
