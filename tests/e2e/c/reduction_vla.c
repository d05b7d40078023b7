/* reduction(+:h) of a variable-length array of one dimension on a loop that
   runs on threads (OpenACC 3.3 2.9.11: arrays are reduced element by
   element). h has n = 5 bins, each starting at 1 (the reduction adds to the
   variable's value, 2.5.15); i = 0..99 adds 1 to bin i % 5 and i to bin
   (i + 1) % 5 with max over another VLA: bin k gets 20 increments of 1, and
   sum of the i with (i + 1) % 5 == k: for k = 0 those are i = 4, 9, ..., 99
   (20 terms, sum 20*4 + 5*190 = 1030); k = 1: i = 0, 5, ..., 95 (950);
   k = 2: 970; k = 3: 990; k = 4: 1010. So h = 1 + 20 + that: 1051 971 991
   1011 1031. m (max, also a VLA of 5, starting at 0) gets the largest i of
   each bin i % 5: 95 96 97 98 99. */
#include <stdio.h>

static void bins(int n) {
  double h[n], m[n];
  for (int k = 0; k < n; k++) {
    h[k] = 1;
    m[k] = 0;
  }
#pragma acc parallel loop reduction(+:h) reduction(max:m)
  for (int i = 0; i < 100; i++) {
    h[i % n] += 1;
    h[(i + 1) % n] += i;
    if (i > m[i % n]) m[i % n] = i;
  }
  for (int k = 0; k < n; k++) printf("%g%s", h[k], k + 1 < n ? " " : "\n");
  for (int k = 0; k < n; k++) printf("%g%s", m[k], k + 1 < n ? " " : "\n");
}

int main(void) {
  bins(5);
  return 0;
}
