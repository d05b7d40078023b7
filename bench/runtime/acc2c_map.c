/* Map/unmap cycles of large arrays: what a compute region with
 * copy(A[:n], B[:n]) and no enclosing data region costs on every launch.
 * One cycle is acc_copyin of each array, then acc_copyout of each (the
 * runtime allocates each device copy, copies in, copies out and releases it);
 * the reference is memcpy of the same bytes in both directions between
 * already-touched buffers allocated like the shim's (see acc2c_bw.c), the
 * copies a discrete GPU would also pay. Rounds interleave the two; each
 * reports its median round.
 * usage: acc2c_map BYTES ROUNDS [ARRAYS] */
#include "bench_common.h"

#include <openacc.h>
#include <string.h>

/* Through a volatile pointer, as in acc2c_bw.c. */
static void *(*volatile copy)(void *, const void *, size_t) = memcpy;

int main(int argc, char **argv) {
  if (argc < 3) return fprintf(stderr, "usage: %s BYTES ROUNDS [ARRAYS]\n", argv[0]), 2;
  size_t n = strtoull(argv[1], 0, 10);
  int rounds = atoi(argv[2]);
  int arrays = argc > 3 ? atoi(argv[3]) : 2;
  unsigned char **h = malloc(arrays * sizeof *h), **hostbuf = malloc(arrays * sizeof *hostbuf);
  unsigned char **devbuf = malloc(arrays * sizeof *devbuf);
  for (int a = 0; a < arrays; ++a) {
    h[a] = malloc(n);
    hostbuf[a] = malloc(n);
    devbuf[a] = aligned_alloc(64, (n + 63) / 64 * 64);
    for (size_t i = 0; i < n; ++i) h[a][i] = hostbuf[a][i] = (unsigned char)(i * 7 + a);
    memset(devbuf[a], 0, n);
  }
  double *tm = malloc(rounds * sizeof(double)), *tc = malloc(rounds * sizeof(double));
  int distinct = 1, intact = 1;
  for (int r = 0; r < rounds; ++r) {
    double t0 = now_ns();
    for (int a = 0; a < arrays; ++a) copy(devbuf[a], hostbuf[a], n);
    for (int a = 0; a < arrays; ++a) copy(hostbuf[a], devbuf[a], n);
    double t1 = now_ns();
    for (int a = 0; a < arrays; ++a) acc_copyin(h[a], n);
    for (int a = 0; a < arrays; ++a) distinct &= acc_deviceptr(h[a]) != (void *)h[a];
    for (int a = 0; a < arrays; ++a) acc_copyout(h[a], n);
    double t2 = now_ns();
    tm[r] = t1 - t0, tc[r] = t2 - t1;
    /* copyin + copyout gives the host its own bytes back */
    size_t i = (size_t)r * 4099 % n;
    for (int a = 0; a < arrays; ++a) intact &= h[a][i] == (unsigned char)(i * 7 + a);
  }
  /* what, bytes per array, arrays, rounds, median ns per cycle */
  printf("memcpy_both %zu %d %d %.0f\n", n, arrays, rounds, median(tm, rounds));
  printf("map_cycle %zu %d %d %.0f\n", n, arrays, rounds, median(tc, rounds));
  printf("device_copy_distinct %d\n", distinct);
  printf("host_data_intact %d\n", intact);
  printf("still_mapped %d\n", acc_is_present(h[0], n));
  return 0;
}
