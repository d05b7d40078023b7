// RUN: %acc2c --emit=source %s | FileCheck %s
// RUN: %acc2c --emit=source -DWITH_ORDER %s | FileCheck %s --check-prefix=ORDER
//
// `requires unified_address` (OpenMP 5.2 10.5.1.2) holds: a device address
// is an address of the process (host backend) or of CUDA's one virtual
// address space, and a pointer a region uses without is_device_ptr keeps
// its value when it points to no mapped data. gcc 12 refuses the clause,
// so it becomes a comment; the directive's other clauses stay for gcc.
// CHECK: {{^}}/* acc2c: #pragma omp requires unified_address */{{$}}
// ORDER: {{^}}#pragma omp requires atomic_default_mem_order(seq_cst) /* acc2c: #pragma omp requires unified_address atomic_default_mem_order(seq_cst) */{{$}}
#ifdef WITH_ORDER
#pragma omp requires unified_address atomic_default_mem_order(seq_cst)
#else
#pragma omp requires unified_address
#endif
#include <omp.h>

int main(void) {
  int dev = omp_get_default_device();
  double *a = omp_target_alloc(8 * sizeof(double), dev);
#pragma omp target teams distribute parallel for
  for (int i = 0; i < 8; ++i) a[i] = i;
  omp_target_free(a, dev);
  return 0;
}
