/* gcc's warnings on the translation name this file and its lines. */
void twice(double *a, int n) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; ++i) {
    int unused_in_region;
    a[i] = 2 * a[i];
  }
}

int after_the_region(void) {
  int unused_after;
  return 0;
}
