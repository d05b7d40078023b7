/* Array members of a struct as data of their own (OpenACC 3.3 2.7.1: a
   member is a valid clause item): copy(c.arr) maps only c.arr, and a
   region that uses c only through c.arr works on that device copy: c itself
   is never mapped (an implicit copy of all of c would overlap c.arr's).
   Two members mapped separately are two device copies; c.id, never mapped,
   keeps its host value. */
#include <stdio.h>

typedef struct {
  int id;
  double arr[8];
  double brr[4];
} cell_t;

int main(void) {
  cell_t c = {7, {0}, {0}};
#pragma acc data copy(c.arr) copyin(c.brr)
  {
#pragma acc parallel loop present(c.arr, c.brr)
    for (int j = 0; j < 8; j++) {
      c.arr[j] = j;
      if (j < 4) c.brr[j] = -1; /* the device copy only: brr is copyin */
    }
#pragma acc parallel loop
    for (int j = 0; j < 8; j++) c.arr[j] *= 10;
  }
  printf("c.arr[7]=%g c.arr[1]=%g c.brr[0]=%g c.id=%d\n", c.arr[7], c.arr[1], c.brr[0], c.id);
  return 0;
}
