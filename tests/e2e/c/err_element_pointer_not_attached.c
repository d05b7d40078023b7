/* A pointer member read through the elements of an array of structures:
   the program copies each element's data, which attaches its pointer
   (OpenACC 3.3 2.6.8), and here forgot v[1]. Its device copy still holds
   the host address copyin(v[0:3]) copied; a GPU would follow it. The region
   checks the member of every element where it starts and stops, naming
   that element (docs/descriptors.md, "What will fail"). */
#include <stdio.h>
#include <stdlib.h>

struct cell { int n; double *p; };

int main(void) {
  struct cell v[3];
  for (int k = 0; k < 3; k++) {
    v[k].n = 2;
    v[k].p = calloc(2, sizeof(double));
  }
#pragma acc enter data copyin(v)
#pragma acc enter data copyin(v[0].p[0:2], v[2].p[0:2])
  double s = 0;
#pragma acc parallel loop reduction(+:s) present(v)
  for (int k = 0; k < 3; k++)
    for (int i = 0; i < v[k].n; i++) s += v[k].p[i];
  printf("s = %g\n", s);
#pragma acc exit data delete(v[0].p[0:2], v[2].p[0:2], v)
  return 0;
}
