/* omp_get_thread_limit() in a target region answers the thread-limit-var
   of the region's contention group (OpenMP 5.2 18.2.13, 10.2): its
   thread_limit clause, evaluated where the region starts; with no clause,
   the encountering thread's limit. The region's loop runs no more threads
   than the limit (the runner sets OMP_NUM_THREADS=4). */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int threads[16], limits[16], tl = 3;
#pragma omp target teams distribute parallel for thread_limit(tl) map(from: threads, limits)
  for (int i = 0; i < 16; i++) {
    threads[i] = omp_get_num_threads();
    limits[i] = omp_get_thread_limit();
  }
  int least = limits[0], most = limits[0], ok = 1;
  for (int i = 0; i < 16; i++) {
    least = limits[i] < least ? limits[i] : least;
    most = limits[i] > most ? limits[i] : most;
    ok &= threads[i] >= 1 && threads[i] <= 3;
  }
  printf("limit in the loop (least, most): %d %d\n", least, most);
  printf("threads within it: %d\n", ok);
  tl = 5;
#pragma omp target thread_limit(tl + 1) map(from: limits[0:1]) map(tofrom: tl)
  {
    limits[0] = omp_get_thread_limit();
    tl = 0;
  }
  printf("limit of a target construct: %d\n", limits[0]);
#pragma omp target map(from: limits[1:1])
  limits[1] = omp_get_thread_limit();
  printf("no clause, the host's limit: %d\n", limits[1] == omp_get_thread_limit());
  return 0;
}
