/* The if clause on compute, data and update constructs (OpenACC 3.3 2.5.6,
   2.6.5, 2.14.4): with a false condition the region runs on the host with
   host data (copyin does not apply) and data/update do nothing. */
#include <stdio.h>
#include <openacc.h>

#define N 4

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int a[N] = {1, 2, 3, 4}, b[N] = {0};
  int on_device = 0;
#pragma acc parallel loop copyin(a) if(on_device)
  for (int i = 0; i < N; i++)
    a[i] = a[i] * 10;
  show("if(0), copyin(a): a =", a, N);
  on_device = 1;
#pragma acc parallel loop copyin(a) if(on_device)
  for (int i = 0; i < N; i++)
    a[i] = a[i] * 10;
  show("if(1), copyin(a): a =", a, N);
#pragma acc data copy(b) if(on_device - 1)
  {
    printf("data if(0): b present=%d\n", acc_is_present(b, sizeof b) != 0);
  }
#pragma acc enter data copyin(b)
#pragma acc parallel loop present(b)
  for (int i = 0; i < N; i++)
    b[i] = i + 5;
#pragma acc update self(b) if(on_device == 0)
  show("update self if(0): b =", b, N);
#pragma acc update self(b) if(on_device == 1)
  show("update self if(1): b =", b, N);
#pragma acc exit data delete(b)
  return 0;
}
