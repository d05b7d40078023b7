/* Reduction variables that other code can reach: a local whose address the
   function passes elsewhere, and a file-scope variable. The loop's threads
   reduce private copies (OpenACC 3.3 2.5.15, 2.9.11) and the result lands
   in the variable itself at the end of the region. */
#include <stdio.h>

int gmax = -1;

static void show(const char *what, const int *p) { printf("%s %d\n", what, *p); }

int main(void) {
  int v[100], total = 5;
  for (int i = 0; i < 100; i++) v[i] = (i * 37) % 100; /* 0..99, each once */
  show("before:", &total);
#pragma acc parallel loop copyin(v) reduction(+:total) reduction(max:gmax)
  for (int i = 0; i < 100; i++) {
    total += v[i];
    gmax = v[i] > gmax ? v[i] : gmax;
  }
  show("total:", &total);
  show("max:", &gmax);
  return 0;
}
