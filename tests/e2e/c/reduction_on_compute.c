/* reduction on the compute constructs (OpenACC 3.3 2.5.15, 2.5.3 serial):
   private copies start at the operator's identity and combine with the
   original value at the end; parallel + loop gang reduction combine once. */
#include <stdio.h>

int main(void) {
  int v[5] = {4, 9, 2, 7, 1};
  int s = 10, m = 3, p = 2, t = 100;
#pragma acc parallel num_gangs(1) reduction(+:s)
  {
    s = s + 5;
  }
#pragma acc serial copyin(v) reduction(max:m) reduction(*:p)
  {
    for (int i = 0; i < 3; i++) {
      m = v[i] > m ? v[i] : m;
      p = p * v[i];
    }
  }
#pragma acc parallel copyin(v) reduction(+:t)
  {
#pragma acc loop gang reduction(+:t)
    for (int i = 0; i < 5; i++)
      t = t + v[i];
  }
  printf("parallel num_gangs(1) reduction(+): s=%d\n", s);
  printf("serial reduction(max): m=%d  reduction(*): p=%d\n", m, p);
  printf("parallel + loop gang reduction(+): t=%d\n", t);
  return 0;
}
