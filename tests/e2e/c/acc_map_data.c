/* acc_map_data (OpenACC 3.3 3.2.26): device memory from acc_malloc becomes
   the device copy of a, which is then present; update moves data between
   the two; acc_unmap_data (3.2.27) removes the mapping without a copy. */
#include <stdio.h>
#include <openacc.h>

#define N 4

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int a[N] = {1, 2, 3, 4};
  void *d = acc_malloc(sizeof a);
  acc_map_data(a, d, sizeof a);
  printf("present=%d  acc_deviceptr(a)==d: %d\n", acc_is_present(a, sizeof a) != 0,
         acc_deviceptr(a) == d);
  acc_update_device(a, sizeof a);
#pragma acc parallel loop present(a)
  for (int i = 0; i < N; i++)
    a[i] = a[i] * 3;
  show("host before update self:", a, N);
#pragma acc update self(a)
  show("host after update self: ", a, N);
  for (int i = 0; i < N; i++)
    a[i] = 0;
#pragma acc parallel loop present(a)
  for (int i = 0; i < N; i++)
    a[i] = a[i] + 1;
  acc_unmap_data(a);
  printf("present after unmap=%d\n", acc_is_present(a, sizeof a) != 0);
  show("host after unmap:       ", a, N);
  acc_free(d);
  return 0;
}
