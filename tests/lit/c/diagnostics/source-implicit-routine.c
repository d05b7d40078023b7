// RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
// RUN: echo keep > %t.out; not %acc2c --emit=source %s -o %t.out
// RUN: grep -q keep %t.out
//
// A function a compute region calls without a routine directive runs on the
// device when it is defined in this file (OpenACC 3.3 2.15.1: an implicit
// routine; OpenMP 5.2: implicitly declare target), and so must the globals
// it reads be declared; one defined elsewhere runs its host version, and
// acc2c says so.
double gscale = 2.0;
double external_helper(double x);
static double f(double x) {
  // CHECK-DAG: source-implicit-routine.c:[[#@LINE+1]]:14: error: 'gscale' is a global variable used in function 'f', which a compute region calls (an implicit routine), without a declare directive (it needs acc declare or omp declare target: OpenACC 3.3 2.15.1, OpenMP 5.2 7.8.1)
  return x * gscale;
}

void g(double r[4]) {
  // CHECK-DAG: source-implicit-routine.c:[[#@LINE+2]]:45: warning: 'external_helper' is called in a compute region but has no routine or declare target directive here (OpenACC 3.3 2.15.1, OpenMP 5.2 7.8): its host version runs
#pragma acc parallel loop copyout(r[0:4])
  for (int i = 0; i < 4; i++) r[i] = f(i) + external_helper(i);
}
