#include "halo.h"

void halo_exchange(field_t *f, int left, int right, MPI_Comm comm) {
  const int nx = f->nx, nloc = f->nloc, ld = f->ld;
  double *u = f->u;

  /* The columns to send come to the host ... */
#pragma acc update self(u[ld + 1 : nx], u[nloc * ld + 1 : nx])
  /* Eastward: my last column to the right, the left neighbour's into column 0. */
  MPI_Sendrecv(&u[nloc * ld + 1], nx, MPI_DOUBLE, right, 1, &u[1], nx, MPI_DOUBLE, left, 1, comm,
               MPI_STATUS_IGNORE);
  /* Westward: my first column to the left, the right neighbour's into nloc+1. */
  MPI_Sendrecv(&u[ld + 1], nx, MPI_DOUBLE, left, 2, &u[(nloc + 1) * ld + 1], nx, MPI_DOUBLE, right,
               2, comm, MPI_STATUS_IGNORE);
  /* ... and the received ones go to the device. */
#pragma acc update device(u[1 : nx], u[(nloc + 1) * ld + 1 : nx])
}
