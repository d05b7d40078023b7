/* Included by ../compile-flags.c through -I. */
struct vec {
  int n;
  double *p;
};
