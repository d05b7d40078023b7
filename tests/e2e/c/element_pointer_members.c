/* Pointer members read through the elements of an array of structures
   (v[k].p, g.cells[k].t.q): the program copies the array, then each
   element's data, which attaches that element's member (OpenACC 3.3 2.6.8,
   2.7.2). Where a region starts it checks the member of every element: an
   element whose pointer is null on the host and on the device is fine (v[3]
   here), and a struct the body declares (`loc`, a copy of the device's
   v[k]) is no mapped data to check. docs/descriptors.md, "Members of the
   elements of an array of structures". */
#include <stdio.h>
#include <stdlib.h>

struct ref { double *q; };
struct cell { int n; double *p; struct ref t; };
struct grid { struct cell cells[3]; int m; };

int main(void) {
  struct cell *v = malloc(4 * sizeof *v);
  struct grid g;
  g.m = 3;
  for (int k = 0; k < 3; k++) {
    v[k].n = 2;
    v[k].p = malloc(2 * sizeof(double));
    v[k].t.q = v[k].p;
    g.cells[k].n = 2;
    g.cells[k].p = malloc(2 * sizeof(double));
    g.cells[k].t.q = g.cells[k].p;
    for (int i = 0; i < 2; i++) {
      v[k].p[i] = (k + 1) * (i + 1);
      g.cells[k].p[i] = 100 * (k + 1) + i;
    }
  }
  v[3].n = 0;
  v[3].p = NULL;
  v[3].t.q = NULL;

#pragma acc enter data copyin(v[0:4], g)
  for (int k = 0; k < 3; k++) {
#pragma acc enter data copyin(v[k].p[0:2], g.cells[k].p[0:2])
#pragma acc enter data attach(v[k].t.q, g.cells[k].t.q)
  }

  double s = 0;
#pragma acc parallel loop reduction(+:s) present(v[0:4])
  for (int k = 0; k < 4; k++) {
    struct cell loc = v[k];
    for (int i = 0; i < v[k].n; i++) s += v[k].p[i] + v[k].t.q[i] + loc.p[i];
  }
  printf("sum over v = %g\n", s);

#pragma acc parallel loop present(g)
  for (int k = 0; k < 3; k++)
    for (int i = 0; i < 2; i++) g.cells[k].p[i] += g.cells[k].t.q[i];

  for (int k = 0; k < 3; k++) {
#pragma acc exit data detach(v[k].t.q, g.cells[k].t.q)
#pragma acc exit data delete(v[k].p[0:2]) copyout(g.cells[k].p[0:2])
  }
#pragma acc exit data delete(v[0:4], g)
  for (int k = 0; k < 3; k++)
    printf("g.cells[%d].p = %g %g\n", k, g.cells[k].p[0], g.cells[k].p[1]);
  printf("v[1].p = %g %g\n", v[1].p[0], v[1].p[1]);
  return 0;
}
