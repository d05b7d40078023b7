/* Device globals and functions declared in a header (OpenMP 5.2 7.8.1,
   declare target): every file that includes it sees them as device data
   and device functions. */
#ifndef POLY_H
#define POLY_H
#pragma omp declare target
extern double coef[3];
double poly(double x);
#pragma omp end declare target
#endif
