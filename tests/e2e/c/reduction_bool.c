/* Reductions of C99 _Bool variables on a parallel loop, every operator that
   applies to an arithmetic type (OpenACC 3.3 2.5.15, 2.9.11). Each gang's
   private copy starts at the operator's identity converted to _Bool, and
   every combination is an assignment to a _Bool: the result is 0 or 1
   (C11 6.3.1.2), never a count of the threads that took part. */
#include <stdbool.h>
#include <stdio.h>

/* `b = b * x` on a _Bool is what reduction(*:b) combines with. */
#pragma GCC diagnostic ignored "-Wint-in-bool-context"

#define N 64

int main(void) {
  int v[N];
  for (int i = 0; i < N; i++) v[i] = (i * 7) % 19; /* 0..18, 9 values over 8 */
  bool add = 0, add_none = 0, mul = 1, mul_zero = 1, mx = 0, mn = 1;
  bool band = 1, bor = 0, bxor = 0, land = 1, lor = 0;
#pragma acc parallel loop copyin(v) reduction(+:add, add_none) reduction(*:mul, mul_zero) \
    reduction(max:mx) reduction(min:mn) reduction(&:band) reduction(|:bor) reduction(^:bxor) \
    reduction(&&:land) reduction(||:lor)
  for (int i = 0; i < N; i++) {
    add = add + (v[i] > 8);
    add_none = add_none + (v[i] > 100);
    mul = mul * (v[i] < 100);
    mul_zero = mul_zero * (v[i] > 0);
    mx = (v[i] > 17) > mx ? (v[i] > 17) : mx;
    mn = (v[i] > 0) < mn ? (v[i] > 0) : mn;
    band = band & (v[i] < 19);
    bor = bor | (v[i] == 5);
    bxor = bxor ^ (v[i] == 18); /* i*7 % 19 == 18 for i = 8, 27, 46: odd count */
    land = land && (v[i] >= 0);
    lor = lor || (v[i] == 100);
  }
  /* A compound assignment (gcc 12's simd lowering of a _Bool reduction
     updated so crashed: device kernels go without simd there). */
  bool sum = 0, none = 0;
#pragma acc parallel loop copyin(v) reduction(+:sum, none)
  for (int i = 0; i < N; i++) {
    sum += v[i] > 8;
    none += v[i] > 100;
  }
  printf("+=: %d %d\n", sum, none);
  printf("+: %d %d  *: %d %d  max: %d  min: %d\n", add, add_none, mul, mul_zero, mx, mn);
  printf("&: %d  |: %d  ^: %d  &&: %d  ||: %d\n", band, bor, bxor, land, lor);
  return 0;
}
