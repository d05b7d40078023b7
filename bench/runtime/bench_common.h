/* Shared by the runtime benchmarks (acc2c_ops.c and llvm_ops.c do exactly
 * the same work through it):
 * the same buffers (malloc'd one by one, in the same order), the same random
 * sequence of buffers and offsets, the same number of operations, and a timer
 * around the measured loop only. */
#ifndef RUNTIME_BENCH_COMMON_H
#define RUNTIME_BENCH_COMMON_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e9 + t.tv_nsec;
}

/* The median of n doubles (sorts v). */
static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}
static double median(double *v, int n) {
  qsort(v, n, sizeof *v, cmp_double);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static uint64_t rng(void) { /* xorshift64* */
  rng_state ^= rng_state >> 12;
  rng_state ^= rng_state << 25;
  rng_state ^= rng_state >> 27;
  return rng_state * 0x2545F4914F6CDD1Dull;
}

typedef struct {
  long live, ops, elems; /* live mappings, operations per measurement, doubles per buffer */
  double **buf;          /* the live host buffers */
  long *pick;            /* ops random buffer indices */
  char **addr;           /* ops random addresses inside mapped buffers (for lookups) */
} bench_t;

/* usage: prog <live mappings> <ops> [elems per buffer] */
static bench_t bench_setup(int argc, char **argv) {
  bench_t b;
  if (argc < 3) {
    fprintf(stderr, "usage: %s LIVE OPS [ELEMS]\n", argv[0]);
    exit(2);
  }
  b.live = atol(argv[1]);
  b.ops = atol(argv[2]);
  b.elems = argc > 3 ? atol(argv[3]) : 8;
  b.buf = malloc(b.live * sizeof *b.buf);
  b.pick = malloc(b.ops * sizeof *b.pick);
  b.addr = malloc(b.ops * sizeof *b.addr);
  for (long i = 0; i < b.live; ++i) {
    b.buf[i] = malloc(b.elems * sizeof(double));
    for (long j = 0; j < b.elems; ++j) b.buf[i][j] = (double)(i + j);
  }
  for (long k = 0; k < b.ops; ++k) {
    long i = (long)(rng() % (uint64_t)b.live);
    b.pick[k] = i;
    b.addr[k] = (char *)b.buf[i] + rng() % (b.elems * sizeof(double));
  }
  return b;
}

/* One result line per measurement: what, live mappings, ops, ns/op, checksum. */
static void report(const char *what, const bench_t *b, double ns, uint64_t checksum) {
  printf("%s %ld %ld %.3f %llu\n", what, b->live, b->ops, ns / b->ops,
         (unsigned long long)checksum);
}

#endif
