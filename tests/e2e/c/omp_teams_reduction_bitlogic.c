/* target teams distribute parallel for with reductions & | ^ && ||
   (OpenMP 5.2 5.5.8) on a combined target construct: the reduction
   variables are mapped tofrom and combined with their original values. */
#include <stdio.h>

#define N 6

int main(void) {
  unsigned m[N] = {0xF0F0u, 0x0FF0u, 0x00FFu, 0xFFFFu, 0x1234u, 0x8001u};
  unsigned band = 0xFFFFu, bor = 0x10000u, bxor = 0u;
  int all_pos = 1, all_start0 = 0, any_big = 0, any_neg = 0;
#pragma omp target teams distribute parallel for map(to: m) reduction(&:band) \
    reduction(|:bor) reduction(^:bxor) reduction(&&:all_pos, all_start0) \
    reduction(||:any_big, any_neg)
  for (int i = 0; i < N; i++) {
    band &= m[i] | 0x0001u;
    bor |= m[i] & 0x0F0Fu;
    bxor ^= m[i];
    all_pos = all_pos && m[i] > 0u;
    all_start0 = all_start0 && m[i] > 0u;
    any_big = any_big || m[i] > 0xF000u;
    any_neg = any_neg || m[i] == 0u;
  }
  printf("&: 0x%04X  |: 0x%05X  ^: 0x%04X\n", band, bor, bxor);
  printf("&&: %d  && from 0: %d  ||: %d  || none: %d\n", all_pos, all_start0, any_big, any_neg);
  return 0;
}
