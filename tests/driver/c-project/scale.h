#ifndef SCALE_H
#define SCALE_H

/* a[i] = a[i] * factor + i for i in [0, n), on the device. */
void scale(double *a, int n, double factor);

#endif
