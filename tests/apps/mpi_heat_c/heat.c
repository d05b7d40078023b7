/* 2-D steady heat (Laplace) by Jacobi iterations, columns distributed over
   the MPI ranks, the grid resident on the device for the whole run. */
#include <math.h>
#include <mpi.h>
#include <stdio.h>

#include "field.h"
#include "halo.h"
#include "solver.h"

enum { NX = 24, NY = 30, NITER = 150, NPROBE = 4 };

int main(int argc, char **argv) {
  static const int probe_i[NPROBE] = {1, 5, 12, 24};
  static const int probe_j[NPROBE] = {1, 15, 16, 30};
  int rank, nprocs;
  field_t f;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int left = rank == 0 ? MPI_PROC_NULL : rank - 1;
  int right = rank == nprocs - 1 ? MPI_PROC_NULL : rank + 1;

  field_alloc(&f, NX, NY, rank, nprocs);
  if (rank == 0) printf("grid %d x %d ranks %d\n", NX, NY, nprocs);

  for (int it = 1; it <= NITER; ++it) {
    halo_exchange(&f, left, right, MPI_COMM_WORLD);
    double res_local = jacobi_step(f.nx, f.nloc, f.u, f.unew), res;
    MPI_Allreduce(&res_local, &res, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    res = sqrt(res);
    if (rank == 0 && (it == 1 || it % 50 == 0)) printf("residual %d %.15E\n", it, res);
  }

  double s_local = interior_sum(f.nx, f.nloc, f.u), s;
  MPI_Allreduce(&s_local, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  if (rank == 0) printf("checksum %.15E\n", s);

  /* A few points, from whichever rank owns them. */
  double *u = f.u;
#pragma acc update self(u[0 : f.n])
  double probe_local[NPROBE], probe[NPROBE];
  for (int k = 0; k < NPROBE; ++k) {
    int jl = probe_j[k] - f.offset;
    probe_local[k] = (jl >= 1 && jl <= f.nloc) ? u[jl * f.ld + probe_i[k]] : 0.0;
  }
  MPI_Reduce(probe_local, probe, NPROBE, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0)
    for (int k = 0; k < NPROBE; ++k)
      printf("probe %d %d %.15E\n", probe_i[k], probe_j[k], probe[k]);

  field_free(&f);
  MPI_Finalize();
  return 0;
}
