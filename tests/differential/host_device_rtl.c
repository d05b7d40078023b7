/* The device runtime entry points that flang-22 calls in kernels it builds
 * for the host offload target (x86_64-unknown-linux-gnu), for the Fortran
 * half of offload_diff.py.
 *
 * Flang lowers target regions through OpenMPIRBuilder, which calls the GPU
 * device runtime (LLVM's openmp/device: __kmpc_target_init, the
 * __kmpc_*_static_loop_* worksharing loops, __kmpc_parallel_60) for every
 * device target, the host included; Clang's host-target code calls none of
 * them. LLVM's Debian packages ship that runtime for no target, so the
 * device image of a Fortran program does not link (undefined reference to
 * `__kmpc_target_init'). This file supplies those entry points for the way
 * libomptarget's host plugin runs a kernel: one team of one thread, on the
 * thread that launched it. Everything the differential test compares (what
 * each map clause moves, reference counts, present checks) is done by
 * libomptarget on the host side, not here. The rest the kernels call
 * (__kmpc_reduce, __kmpc_barrier, omp_get_num_threads) is libomp's. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct ident ident_t;

/* -1: this thread runs the kernel's user code (the generic-mode main
 * thread); there are no worker threads to park. */
int32_t __kmpc_target_init(void *kernel_environment, void *launch_environment) {
  (void)kernel_environment;
  (void)launch_environment;
  return -1;
}

void __kmpc_target_deinit(void) {}

/* A parallel region of one thread: the outlined function is called as
 * fn(&thread_id, &bound_thread_id, args[0], ..., args[nargs - 1]), as the
 * device runtime's invokeMicrotask does. */
typedef void (*microtask_t)();

void __kmpc_parallel_60(ident_t *loc, int32_t gtid, int32_t if_expr, int32_t num_threads,
                        int proc_bind, void *fn, void *wrapper_fn, void **a, int64_t nargs,
                        int32_t strict) {
  (void)loc, (void)gtid, (void)if_expr, (void)num_threads, (void)proc_bind, (void)wrapper_fn,
      (void)strict;
  int32_t tid = 0, bound = 0;
  microtask_t f = (microtask_t)fn;
  switch (nargs) {
  case 0: f(&tid, &bound); break;
  case 1: f(&tid, &bound, a[0]); break;
  case 2: f(&tid, &bound, a[0], a[1]); break;
  case 3: f(&tid, &bound, a[0], a[1], a[2]); break;
  case 4: f(&tid, &bound, a[0], a[1], a[2], a[3]); break;
  case 5: f(&tid, &bound, a[0], a[1], a[2], a[3], a[4]); break;
  case 6: f(&tid, &bound, a[0], a[1], a[2], a[3], a[4], a[5]); break;
  case 7: f(&tid, &bound, a[0], a[1], a[2], a[3], a[4], a[5], a[6]); break;
  case 8: f(&tid, &bound, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]); break;
  case 9: f(&tid, &bound, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8]); break;
  case 10: f(&tid, &bound, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9]); break;
  case 11:
    f(&tid, &bound, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10]);
    break;
  case 12:
    f(&tid, &bound, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10], a[11]);
    break;
  default:
    fprintf(stderr, "host_device_rtl: a parallel region with %lld arguments\n",
            (long long)nargs);
    abort();
  }
}

/* Worksharing loops over a normalised iteration space 0..n-1: with one
 * team of one thread, every iteration is this thread's, in order. */
#define STATIC_LOOPS(SUFFIX, T)                                                                  \
  void __kmpc_for_static_loop##SUFFIX(ident_t *loc, void (*body)(T, void *), void *arg, T n,   \
                                      T num_threads, T thread_chunk, uint8_t one_per_thread) { \
    (void)loc, (void)num_threads, (void)thread_chunk, (void)one_per_thread;                    \
    for (T i = 0; i < n; ++i) body(i, arg);                                                    \
  }                                                                                            \
  void __kmpc_distribute_static_loop##SUFFIX(ident_t *loc, void (*body)(T, void *), void *arg, \
                                             T n, T block_chunk, uint8_t one_per_thread) {     \
    (void)loc, (void)block_chunk, (void)one_per_thread;                                        \
    for (T i = 0; i < n; ++i) body(i, arg);                                                    \
  }                                                                                            \
  void __kmpc_distribute_for_static_loop##SUFFIX(ident_t *loc, void (*body)(T, void *),        \
                                                 void *arg, T n, T num_threads, T block_chunk, \
                                                 T thread_chunk, uint8_t one_per_thread) {     \
    (void)loc, (void)num_threads, (void)block_chunk, (void)thread_chunk, (void)one_per_thread; \
    for (T i = 0; i < n; ++i) body(i, arg);                                                    \
  }

STATIC_LOOPS(_4, int32_t)
STATIC_LOOPS(_4u, uint32_t)
STATIC_LOOPS(_8, int64_t)
STATIC_LOOPS(_8u, uint64_t)
