// C++ with OpenACC: acc2c-gcc must refuse it rather than let gcc ignore the
// directive.
void scale(int n, double *a) {
#pragma acc parallel loop copy(a[0 : n])
  for (int i = 0; i < n; ++i) a[i] *= 2;
}
