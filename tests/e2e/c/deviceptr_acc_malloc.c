/* acc_malloc (OpenACC 3.3 3.2.16) gives device memory that a region uses
   through deviceptr (2.7.4); acc_memcpy_to_device / acc_memcpy_from_device
   (3.2.31, 3.2.32) move data between it and host arrays. */
#include <stdio.h>
#include <openacc.h>

#define N 6

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int h[N] = {0}, in[N] = {5, 4, 3, 2, 1, 0};
  int *d = (int *)acc_malloc(N * sizeof(int));
  printf("acc_malloc gave memory: %d\n", d != NULL);
#pragma acc parallel loop deviceptr(d)
  for (int i = 0; i < N; i++)
    d[i] = i * i;
  acc_memcpy_from_device(h, d, N * sizeof(int));
  show("squares:", h, N);
  acc_memcpy_to_device(d, in, N * sizeof(int));
#pragma acc parallel loop deviceptr(d)
  for (int i = 0; i < N; i++)
    d[i] = d[i] + 100;
  acc_memcpy_from_device(h, d, N * sizeof(int));
  show("in + 100:", h, N);
  show("in:", in, N);
  acc_free(d);
  return 0;
}
