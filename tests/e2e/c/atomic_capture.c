/* atomic capture (OpenACC 3.3 2.12): every iteration gets a distinct slot
   from a shared counter (v = x++) and a distinct value from { x += 2; v = x; };
   the order varies, so only order-free facts are printed. Enough iterations
   that threads meet: a lost update shows. */
#include <stdio.h>

#define N 20000

static int slot[N], val[N], seen[N];

int main(void) {
  int next = 0, acc2 = 0;
#pragma acc parallel loop copy(next, acc2) copyout(slot, val)
  for (int i = 0; i < N; i++) {
    int k, v;
#pragma acc atomic capture
    k = next++;
#pragma acc atomic capture
    {
      acc2 += 2;
      v = acc2;
    }
    slot[i] = k;
    val[i] = v;
  }
  int sum_slot = 0, sum_val = 0, distinct = 0;
  for (int i = 0; i < N; i++) {
    sum_slot += slot[i];
    sum_val += val[i];
    if (slot[i] >= 0 && slot[i] < N && !seen[slot[i]]) {
      seen[slot[i]] = 1;
      distinct++;
    }
  }
  printf("next = %d  acc2 = %d\n", next, acc2);
  printf("distinct slots = %d  sum of slots = %d  sum of captured values = %d\n", distinct,
         sum_slot, sum_val);
  return 0;
}
