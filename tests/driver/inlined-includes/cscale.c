#include <stdio.h>
#include "double.h"

int main(void) {
  double a[10], sum = 0;
  for (int i = 0; i < 10; ++i)
    a[i] = i + 1;
  twice(a, 10);
  for (int i = 0; i < 10; ++i)
    sum += a[i];
  printf("%.1f\n", sum);
  return 0;
}
