/* LLVM's offload runtime (libomptarget, host plugin): the same enter/exit and
 * lookups as acc2c_ops.c. Built with
 *   clang-22 -O2 -fopenmp -fopenmp-targets=x86_64-unknown-linux-gnu
 * and run with OMP_TARGET_OFFLOAD=MANDATORY. */
#include "bench_common.h"

#include <omp.h>

static int dev;

/* target enter data map(to:) + target exit data map(release:) of data that an
 * earlier enter keeps mapped: the reference count goes 1 -> 2 -> 1. */
static uint64_t incdec(const bench_t *b, long n) {
  uint64_t sum = 0;
  long elems = b->elems;
  for (long k = 0; k < n; ++k) {
    double *p = b->buf[b->pick[k]];
#pragma omp target enter data map(to : p[0:elems]) device(dev)
#pragma omp target exit data map(release : p[0:elems]) device(dev)
    sum += (uintptr_t)p;
  }
  return sum;
}
static uint64_t is_present(const bench_t *b, long n) {
  uint64_t hits = 0;
  for (long k = 0; k < n; ++k) hits += omp_target_is_present(b->addr[k], dev) != 0;
  return hits;
}
static uint64_t deviceptr(const bench_t *b, long n) { /* counts distinct device copies */
  uint64_t distinct = 0;
  for (long k = 0; k < n; ++k) {
    void *d = omp_get_mapped_ptr(b->addr[k], dev);
    distinct += d && d != (void *)b->addr[k];
  }
  return distinct;
}

static void measure(const char *what, uint64_t (*f)(const bench_t *, long), const bench_t *b) {
  f(b, b->ops / 10 + 1 < b->ops ? b->ops / 10 + 1 : b->ops); /* warm-up, untimed */
  double t0 = now_ns();
  uint64_t checksum = f(b, b->ops);
  double t1 = now_ns();
  report(what, b, t1 - t0, checksum);
}

int main(int argc, char **argv) {
  bench_t b = bench_setup(argc, argv);
  dev = omp_get_default_device();
  long elems = b.elems;
  for (long i = 0; i < b.live; ++i) {
    double *p = b.buf[i];
#pragma omp target enter data map(to : p[0:elems]) device(dev)
  }
  /* Offloading is real only if a device exists and kernels run off the initial device. */
  int initial = 1;
#pragma omp target map(from : initial) device(dev)
  initial = omp_is_initial_device();
  printf("info devices=%d default=%d target_on_initial_device=%d\n", omp_get_num_devices(), dev,
         initial);
  measure("incdec", incdec, &b);
  measure("is_present", is_present, &b);
  measure("deviceptr", deviceptr, &b);
  long still = 0;
  for (long i = 0; i < b.live; ++i) still += omp_target_is_present(b.buf[i], dev) != 0;
  printf("still_mapped %ld\n", still);
  return 0;
}
