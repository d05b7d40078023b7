/* declare in a function (OpenACC 3.3 2.13): declare create(v, work) on local
   arrays makes them present for the function body; v reaches the device by
   update device, its device copy is then written but its host copy is not. */
#include <stdio.h>
#include <openacc.h>

static void doubled_minus_one(const int *src, int *out, int n) {
  int v[4];
  int work[4];
#pragma acc declare create(v, work)
  for (int i = 0; i < 4; i++)
    v[i] = src[i];
#pragma acc update device(v)
#pragma acc parallel loop
  for (int i = 0; i < 4; i++) {
    work[i] = v[i] * 2;
    v[i] = -1;
  }
#pragma acc parallel loop copyout(out[0:n])
  for (int i = 0; i < 4; i++)
    out[i] = work[i] + v[i];
  printf("inside: present v %d work %d; host v = %d %d %d %d\n",
         acc_is_present(v, sizeof v) != 0, acc_is_present(work, sizeof work) != 0, v[0], v[1],
         v[2], v[3]);
}

int main(void) {
  int x[4] = {1, 2, 3, 4}, y[4] = {0}, z[4] = {10, 20, 30, 40};
  doubled_minus_one(x, y, 4);
  printf("out = %d %d %d %d\n", y[0], y[1], y[2], y[3]);
  doubled_minus_one(z, y, 4);
  printf("out = %d %d %d %d\n", y[0], y[1], y[2], y[3]);
  return 0;
}
