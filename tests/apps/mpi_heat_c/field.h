/* The field of the heat solver: a 2-D grid of nx rows by ny columns,
   split by columns over the ranks. Column j is contiguous (u[j*ld + i],
   ld = nx + 2), so a halo column is one contiguous message. Each rank
   holds its nloc columns plus one halo (or boundary) column on each side;
   rows 0 and nx+1 are the fixed top and bottom boundaries. */
#ifndef HEAT_FIELD_H
#define HEAT_FIELD_H

#include <stddef.h>

/* Dirichlet values on the four edges of the global domain. */
#define T_TOP 1.0
#define T_BOTTOM 0.0
#define T_LEFT 0.5
#define T_RIGHT 0.0

typedef struct {
  int nx, ny; /* global interior size */
  int nloc;   /* columns owned by this rank */
  int offset; /* global index of local column 0 */
  int ld;     /* nx + 2 */
  size_t n;   /* (nx + 2) * (nloc + 2) */
  double *u, *unew;
} field_t;

void field_alloc(field_t *f, int nx, int ny, int rank, int nprocs);
void field_free(field_t *f);

#endif
