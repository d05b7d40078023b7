/* Large copies: acc_update_device / acc_update_self of an already-mapped
 * buffer against plain memcpy between two already-touched buffers of the same
 * size, in the same direction. The memcpy buffers are allocated like the
 * shim's (host: malloc; device copy: 64-byte aligned_alloc, as HostBackend
 * does), because the relative alignment decides memcpy's speed: two malloc'd
 * buffers of 64 MiB+ are mmaps whose addresses differ by a multiple of 4 KiB,
 * and 4K aliasing between loads and stores costs memcpy some 20%.
 * Rounds interleave the four copies; each reports its median round.
 * usage: acc2c_bw BYTES ROUNDS */
#include "bench_common.h"

#include <openacc.h>
#include <string.h>

/* Called through a volatile pointer so the compiler cannot merge or drop the
 * repeated copies (the shim's host backend calls memcpy through a vtable). */
static void *(*volatile copy)(void *, const void *, size_t) = memcpy;

int main(int argc, char **argv) {
  if (argc < 3) return fprintf(stderr, "usage: %s BYTES ROUNDS\n", argv[0]), 2;
  size_t n = strtoull(argv[1], 0, 10);
  int rounds = atoi(argv[2]);
  unsigned char *h = malloc(n), *hostbuf = malloc(n);
  unsigned char *devbuf = aligned_alloc(64, (n + 63) / 64 * 64);
  double *t[4];
  for (int i = 0; i < 4; ++i) t[i] = malloc(rounds * sizeof(double));
  for (size_t i = 0; i < n; ++i) h[i] = hostbuf[i] = (unsigned char)(i * 7);
  memset(devbuf, 0, n);
  acc_copyin(h, n); /* maps it: the device copy is allocated and touched */
  uint64_t checksum = 0;
  for (int r = 0; r < rounds; ++r) {
    double t0 = now_ns();
    copy(devbuf, hostbuf, n);
    double t1 = now_ns();
    acc_update_device(h, n);
    double t2 = now_ns();
    copy(hostbuf, devbuf, n);
    double t3 = now_ns();
    acc_update_self(h, n);
    double t4 = now_ns();
    t[0][r] = t1 - t0, t[1][r] = t2 - t1, t[2][r] = t3 - t2, t[3][r] = t4 - t3;
    checksum +=
        devbuf[(size_t)r * 4099 % n] + hostbuf[(size_t)r * 4093 % n] + h[(size_t)r * 8191 % n];
  }
  const char *what[4] = {"memcpy_to", "update_device", "memcpy_from", "update_self"};
  for (int i = 0; i < 4; ++i)
    printf("%s %zu %d %.3f %llu\n", what[i], n, rounds, n / median(t[i], rounds) /* GB/s */,
           (unsigned long long)checksum);
  printf("device_copy_distinct %d\n", acc_deviceptr(h) != (void *)h);
  return 0;
}
