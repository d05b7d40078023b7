#include "physics.h"

double table[NTABLE];

/* Reads the device copy of table when called on the device. */
double weight(int i) { return table[i % NTABLE]; }
double weighted(double x, int i) { return x * weight(i); }

/* The device copy only: the host's table keeps its zeros. */
void table_fill(double scale) {
#pragma acc parallel loop present(table)
  for (int i = 0; i < NTABLE; ++i)
    table[i] = scale * (i + 1);
}
