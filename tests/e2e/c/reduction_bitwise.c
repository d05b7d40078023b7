/* parallel loop reductions & | ^ (OpenACC 3.3 2.9.11) on unsigned values;
   the original values of the variables take part in the result. */
#include <stdio.h>

#define N 6

int main(void) {
  unsigned m[N] = {0xF0F0u, 0x0FF0u, 0x00FFu, 0xFFFFu, 0x1234u, 0x8001u};
  unsigned band = 0xFFFFu, band2 = 0x00F0u, bor = 0u, bor2 = 0x10000u, bxor = 0u;
#pragma acc parallel loop copyin(m) reduction(&:band, band2) reduction(|:bor, bor2) \
    reduction(^:bxor)
  for (int i = 0; i < N; i++) {
    band &= m[i] | 0x0001u;
    band2 &= m[i] | 0x0030u;
    bor |= m[i] & 0x0F0Fu;
    bor2 |= m[i] & 0x0003u;
    bxor ^= m[i];
  }
  printf("&: 0x%04X  & from 0x00F0: 0x%04X\n", band, band2);
  printf("|: 0x%04X  | from 0x10000: 0x%05X\n", bor, bor2);
  printf("^: 0x%04X\n", bxor);
  return 0;
}
