#include "poly.h"

double coef[3] = {1, 2, 3};

/* On the device: reads the device copy of coef. */
double poly(double x) { return coef[0] + x * (coef[1] + x * coef[2]); }
