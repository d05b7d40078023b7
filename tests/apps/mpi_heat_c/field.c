#include "field.h"

#include <stdio.h>
#include <stdlib.h>

void field_alloc(field_t *f, int nx, int ny, int rank, int nprocs) {
  int base = ny / nprocs, extra = ny % nprocs;
  f->nx = nx;
  f->ny = ny;
  f->nloc = base + (rank < extra ? 1 : 0);
  f->offset = rank * base + (rank < extra ? rank : extra);
  f->ld = nx + 2;
  f->n = (size_t)f->ld * (size_t)(f->nloc + 2);
  f->u = malloc(f->n * sizeof(double));
  f->unew = malloc(f->n * sizeof(double));
  if (!f->u || !f->unew) {
    fprintf(stderr, "out of memory\n");
    exit(1);
  }

  for (int j = 0; j <= f->nloc + 1; ++j) {
    double *col = f->u + (size_t)j * f->ld;
    for (int i = 0; i <= nx + 1; ++i) col[i] = 0.0;
    col[0] = T_TOP;
    col[nx + 1] = T_BOTTOM;
  }
  if (rank == 0)
    for (int i = 1; i <= nx; ++i) f->u[i] = T_LEFT;
  if (rank == nprocs - 1)
    for (int i = 1; i <= nx; ++i) f->u[(size_t)(f->nloc + 1) * f->ld + i] = T_RIGHT;
  for (size_t k = 0; k < f->n; ++k) f->unew[k] = f->u[k];

  /* The grid lives on the device from here to field_free. */
#pragma acc enter data copyin(f->u[0 : f->n], f->unew[0 : f->n])
}

void field_free(field_t *f) {
#pragma acc exit data delete(f->u[0 : f->n], f->unew[0 : f->n])
  free(f->u);
  free(f->unew);
  f->u = f->unew = NULL;
}
