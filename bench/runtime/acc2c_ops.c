/* acc2c's runtime shim: present increment+decrement and lookups with LIVE
 * mappings. Built with gcc -O2 against the build tree's acc2c.pc. */
#include "bench_common.h"

#include <acc2c_runtime.h>
#include <openacc.h>

static const acc2c_src src = {"p(1:n)", __FILE__, __LINE__};

/* enter data copyin(p[0:n]) + exit data delete(p[0:n]) of data that an
 * earlier enter keeps mapped: the dynamic count goes 1 -> 2 -> 1. */
static uint64_t incdec(const bench_t *b, long n) {
  uint64_t sum = 0;
  size_t bytes = b->elems * sizeof(double);
  for (long k = 0; k < n; ++k) {
    double *p = b->buf[b->pick[k]];
    sum += (uintptr_t)acc2c_copyin(p, bytes, ACC2C_DYNAMIC, ACC2C_ASYNC_SYNC, &src);
    acc2c_delete(p, bytes, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, &src);
  }
  return sum;
}
static uint64_t is_present(const bench_t *b, long n) {
  uint64_t hits = 0;
  for (long k = 0; k < n; ++k) hits += acc_is_present(b->addr[k], 1) != 0;
  return hits;
}
static uint64_t deviceptr(const bench_t *b, long n) { /* counts distinct device copies */
  uint64_t distinct = 0;
  for (long k = 0; k < n; ++k) {
    void *d = acc_deviceptr(b->addr[k]);
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
  for (long i = 0; i < b.live; ++i) acc_copyin(b.buf[i], b.elems * sizeof(double));
  printf("info device=%s devices=%d\n",
         acc_get_property_string(0, acc_device_host, acc_property_name),
         acc_get_num_devices(acc_device_host));
  measure("incdec", incdec, &b);
  measure("is_present", is_present, &b);
  measure("deviceptr", deviceptr, &b);
  long still = 0;
  for (long i = 0; i < b.live; ++i) still += acc_is_present(b.buf[i], b.elems * sizeof(double));
  printf("still_mapped %ld\n", still);
  return 0;
}
