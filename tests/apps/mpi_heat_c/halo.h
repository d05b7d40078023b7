#ifndef HEAT_HALO_H
#define HEAT_HALO_H

#include <mpi.h>

#include "field.h"

/* Swaps the edge columns with the neighbours (MPI_PROC_NULL at the
   domain's edges); the grid stays on the device. */
void halo_exchange(field_t *f, int left, int right, MPI_Comm comm);

#endif
