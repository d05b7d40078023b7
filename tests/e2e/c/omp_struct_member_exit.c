/* The exit maps of one construct all act before their data leaves (OpenMP
   5.2 5.8.3): a structure and one of its members are both list items of
   target data map(tofrom: s) map(tofrom: s.x). s is entered first (count
   1, s.x = 1, s.y = {1, 1} copied in); target data takes the count to 2,
   once for both items, copying nothing. The region sets x = 5, y = {6, 6}
   on the device; exit data map(from: s) takes the count 2 -> 1 (no copy:
   the host still has 1 1 1). At the end of target data the count reaches
   0 at its first exit map, s.x's (exits run in reverse order), and both
   items come back: the whole of s is 5 6 6, not only x. Then s is gone. */
#include <stdio.h>
#include <omp.h>

struct pair {
  int x;
  int y[2];
};

int main(void) {
  struct pair s = {1, {1, 1}};
  int dev = omp_get_default_device();
#pragma omp target enter data map(to: s)
#pragma omp target data map(tofrom: s) map(tofrom: s.x)
  {
#pragma omp target
    {
      s.x = 5;
      s.y[0] = 6;
      s.y[1] = 6;
    }
#pragma omp target exit data map(from: s)
    printf("exit data 2 -> 1: s = %d %d %d\n", s.x, s.y[0], s.y[1]);
  }
  printf("end of data 1 -> 0: s = %d %d %d\n", s.x, s.y[0], s.y[1]);
  printf("s present %d\n", omp_target_is_present(&s, dev) != 0);
  return 0;
}
