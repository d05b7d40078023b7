#ifndef HEAT_SOLVER_H
#define HEAT_SOLVER_H

#include <stddef.h>

/* One Jacobi sweep over the owned columns of u (present on the device);
   returns the local sum of the squared changes. */
double jacobi_step(int nx, int nloc, double *restrict u, double *restrict unew);

/* Sum of the owned interior points, on the device. */
double interior_sum(int nx, int nloc, const double *u);

#endif
