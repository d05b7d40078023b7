/* An atomic update inside a routine called from a parallel loop (OpenACC
   3.3 2.12, 2.15.1): a histogram through a pointer argument to a present
   array, binned by a second routine; atomic capture of a ticket counter
   gives each matching element a distinct slot; atomic write of a flag and
   atomic read in a later serial region. */
#include <stdio.h>

#define N 20000
#define NB 8

#pragma acc routine seq
static int bin_of(int v) { return (v * 5) % NB; }

#pragma acc routine seq
static void add_to(int *hist, int v) {
  int b = bin_of(v);
#pragma acc atomic update
  hist[b] += 1;
}

int main(void) {
  static int data[N];
  int hist[NB] = {0};
  int slots[N];
  int ticket = 0, flag = 0, seen = 0;
  for (int i = 0; i < N; i++) data[i] = i % 13;
#pragma acc data copyin(data) copy(hist, ticket, flag) copyout(slots)
  {
#pragma acc parallel loop present(hist)
    for (int i = 0; i < N; i++) {
      add_to(hist, data[i]);
      int my = -1;
      if (data[i] == 12) {
#pragma acc atomic capture
        my = ticket++;
      }
      slots[i] = my;
      if (i == 777) {
#pragma acc atomic write
        flag = 9;
      }
    }
#pragma acc serial copyout(seen)
    {
#pragma acc atomic read
      seen = flag;
    }
  }
  long tot = 0, slotsum = 0;
  for (int b = 0; b < NB; b++) tot += hist[b];
  for (int i = 0; i < N; i++) if (slots[i] >= 0) slotsum += slots[i];
  printf("hist =");
  for (int b = 0; b < NB; b++) printf(" %d", hist[b]);
  printf("\ntot=%ld ticket=%d slotsum=%ld seen=%d flag=%d\n", tot, ticket, slotsum, seen, flag);
  return 0;
}
