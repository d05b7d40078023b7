// RUN: not %acc2c %s 2>&1 | FileCheck %s
// RUN: rm -f %t.out; not %acc2c %s -o %t.out
// RUN: test ! -e %t.out
//
// in_reduction on a target construct (OpenMP 5.2 7.6.11) makes the target
// task share in the enclosing task reduction: acc2c does not translate it,
// and says so rather than lose what the region adds. A task's in_reduction
// stays as written (the compiler's OpenMP runs it): no error there.
int in_reduction(void) {
  int s = 0;
#pragma omp taskgroup task_reduction(+: s)
  {
// CHECK: {{.*}}omp-target-in-reduction.c:[[@LINE+1]]:20: error: in_reduction on a target construct is not translated by acc2c yet
#pragma omp target in_reduction(+: s)
    { s += 1; }
// CHECK-NOT: error:
#pragma omp task in_reduction(+: s)
    { s += 2; }
  }
  return s;
}
