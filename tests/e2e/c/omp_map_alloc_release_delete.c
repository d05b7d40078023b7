/* map types alloc, release and delete (OpenMP 5.2 5.8.3): alloc makes a
   device copy without copying; release decrements the count; delete
   removes the data whatever its count, without copying back. */
#include <stdio.h>
#include <omp.h>

#define N 4

int main(void) {
  int a[N] = {1, 2, 3, 4}, r[N] = {0};
  int dev = omp_get_default_device();
#pragma omp target enter data map(alloc: a)
#pragma omp target enter data map(alloc: a)
#pragma omp target map(from: r)
  for (int i = 0; i < N; i++) {
    a[i] = i * 7;
    r[i] = a[i] + 1;
  }
  printf("r = %d %d %d %d\n", r[0], r[1], r[2], r[3]);
#pragma omp target exit data map(release: a)
  printf("after one release: present=%d  a = %d %d %d %d\n", omp_target_is_present(a, dev) != 0,
         a[0], a[1], a[2], a[3]);
#pragma omp target enter data map(to: a)
#pragma omp target map(from: r)
  for (int i = 0; i < N; i++)
    r[i] = a[i];
  printf("enter data map(to:) of present data copies nothing: r = %d %d %d %d\n", r[0], r[1],
         r[2], r[3]);
#pragma omp target exit data map(delete: a)
  printf("after delete: present=%d  a = %d %d %d %d\n", omp_target_is_present(a, dev) != 0,
         a[0], a[1], a[2], a[3]);
  return 0;
}
