/* async and wait (OpenACC 3.3 2.16) and the if clause on enter data (2.14.6):
   enter data if(0) maps nothing; work queued on async(1) is complete after
   wait(1); acc_async_test_all (3.2.11) is true after a bare wait. */
#include <stdio.h>
#include <openacc.h>

#define N 6

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int a[N], b[3] = {1, 2, 3};
  int cond = 0;
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma acc enter data copyin(b) if(cond)
  printf("after enter data if(0): b present=%d\n", acc_is_present(b, sizeof b) != 0);
#pragma acc enter data copyin(a) async(1)
#pragma acc parallel loop present(a) async(1)
  for (int i = 0; i < N; i++)
    a[i] = a[i] * a[i] + 10;
#pragma acc update self(a[0:3]) async(1)
#pragma acc wait(1)
  show("after wait(1): a =", a, N);
#pragma acc enter data copyin(b) async(2)
#pragma acc parallel loop present(b) async(2)
  for (int i = 0; i < 3; i++)
    b[i] = -b[i];
#pragma acc exit data copyout(b) async(2)
#pragma acc wait
  show("after wait: b =", b, 3);
  printf("all queues done: %d\n", acc_async_test_all() != 0);
#pragma acc exit data delete(a)
  printf("present: a %d b %d\n", acc_is_present(a, sizeof a) != 0,
         acc_is_present(b, sizeof b) != 0);
  return 0;
}
