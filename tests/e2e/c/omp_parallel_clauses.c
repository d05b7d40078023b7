/* The clauses of a combined target construct's parallel leaf bind the
 * threads that run its loop (OpenMP 5.2 10.1.1, 3.4): num_threads(n) asks
 * for n threads (at most n, one for n = 1), thread_limit(t) allows
 * at most t in the team, an if(parallel: c) or an if(c) without a modifier
 * that is false runs the loop on one thread, and if(target: c) decides
 * only where it runs. Each expression is evaluated where the construct
 * starts, with names the loop body does not use. */
#include <omp.h>
#include <stdio.h>

#define N 64

static int most(const int *t) {
  int m = 0;
  for (int i = 0; i < N; i++) m = t[i] > m ? t[i] : m;
  return m;
}

int main(void) {
  int threads[N], initial[N];
  int requested[] = {1, 3};
  int limit = 2, off = 0, on = 1;

  for (int k = 0; k < 2; k++) {
#pragma omp target teams distribute parallel for num_threads(requested[k]) map(from: threads)
    for (int i = 0; i < N; i++) threads[i] = omp_get_num_threads();
    printf("num_threads(%d): at most %d threads: %s\n", requested[k], requested[k],
           most(threads) <= requested[k] ? "yes" : "no");
  }

#pragma omp target teams distribute parallel for num_threads(8) thread_limit(limit) map(from: threads)
  for (int i = 0; i < N; i++) threads[i] = omp_get_num_threads();
  printf("num_threads(8) thread_limit(2): at most 2 threads: %s\n",
         most(threads) <= 2 ? "yes" : "no");

#pragma omp target teams distribute parallel for if(parallel: off) num_threads(4) map(from: threads, initial)
  for (int i = 0; i < N; i++) {
    threads[i] = omp_get_num_threads();
    initial[i] = omp_is_initial_device();
  }
  printf("if(parallel: 0): %d thread, on the host: %d\n", most(threads), initial[0]);

#pragma omp target parallel for if(off) map(from: threads, initial)
  for (int i = 0; i < N; i++) {
    threads[i] = omp_get_num_threads();
    initial[i] = omp_is_initial_device();
  }
  printf("if(0): %d thread, on the host: %d\n", most(threads), initial[0]);

#pragma omp target parallel for if(target: on) if(parallel: off) map(from: threads, initial)
  for (int i = 0; i < N; i++) {
    threads[i] = omp_get_num_threads();
    initial[i] = omp_is_initial_device();
  }
  printf("if(target: 1) if(parallel: 0): %d thread, on the host: %d\n", most(threads),
         initial[0]);
  return 0;
}
