/* parallel loop reductions && and || (OpenACC 3.3 2.9.11): over data where
   the predicate holds everywhere, nowhere and somewhere, and with an original
   value (all_neg starts at 0) that decides the result. */
#include <stdio.h>

#define N 8

int main(void) {
  int v[N] = {4, 9, 2, 7, 1, 8, 3, 6};
  int all_pos = 1, all_big = 1, all_neg = 0, any_big = 0, any_neg = 0, any_start = 1;
#pragma acc parallel loop copyin(v) reduction(&&:all_pos, all_big, all_neg) \
    reduction(||:any_big, any_neg, any_start)
  for (int i = 0; i < N; i++) {
    all_pos = all_pos && v[i] > 0;
    all_big = all_big && v[i] > 5;
    all_neg = all_neg && v[i] > 0;
    any_big = any_big || v[i] > 8;
    any_neg = any_neg || v[i] < 0;
    any_start = any_start || v[i] < 0;
  }
  printf("&&: all > 0: %d  all > 5: %d  from 0: %d\n", all_pos, all_big, all_neg);
  printf("||: any > 8: %d  any < 0: %d  from 1: %d\n", any_big, any_neg, any_start);
  return 0;
}
