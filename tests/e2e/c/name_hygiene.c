/* Name hygiene (README, "Names the output uses"): acc2c's output spells no
   name a user's macro or declaration can change. The macros below are named
   like words the output could spell (attributes, OpenMP clauses acc2c adds,
   the OpenACC routines of init/set/shutdown), and main declares variables
   named size_t, uint64_t and acc_*, which hide the typedefs and functions
   of the same names there. The results are those of the program with its
   directives ignored: a = 2i+1, c = 11i, s = sum(d + p) = 1100 * 36, the
   declare target table read on the device. */
#include <stdio.h>

#define unused "not an attribute"
#define weak "not an attribute"
#define constructor "not an attribute"
#define destructor "not an attribute"
#define private "not a clause"
#define collapse "not a clause"
#define acc_init "not a routine"
#define acc_shutdown "not a routine"
#define acc_set_device_num "not a routine"
#define acc_set_default_async "not a routine"

#define N 8

static int table[N] = {1, 2, 3, 4, 5, 6, 7, 8};
#pragma omp declare target enter(table)

int main(void) {
  int size_t = 1, uint64_t = 2, acc_get_device_type = 3, acc_wait = 4, NULL_ = 5;
  float a[N], b[N], c[N], d[N], e[N], t[N], s = 0;
  float *p = t;
  float grid[4][4];
  int yes = 1, no = 0, q = 2, sum = 0, i, j;
  for (i = 0; i < N; i++) {
    a[i] = i + 1;
    b[i] = 10 * (i + 1);
    c[i] = 0;
    d[i] = 100 * (i + 1);
    t[i] = 1000 * (i + 1);
    e[i] = -(i + 1);
  }
#pragma acc init
#pragma acc set device_num(0)
#pragma acc set default_async(q)
  /* A data region with an if clause; loops whose variable is declared
     outside them (acc2c adds private(i)). */
#pragma acc data copy(a) copyin(b[0:N]) create(c) if(yes)
  {
#pragma acc parallel loop present(a, b, c) copyin(d) copy(p[0:N]) reduction(+:s)
    for (i = 0; i < N; i++) {
      c[i] = a[i] + b[i];
      s += d[i] + p[i];
    }
#pragma acc update self(c)
    /* if(0): on the host's a, which then goes to the device. */
#pragma acc parallel loop if(no)
    for (i = 0; i < N; i++) a[i] += 0.5f;
#pragma acc update device(a)
#pragma acc parallel loop async(q)
    for (i = 0; i < N; i++) a[i] *= 2;
#pragma acc wait(q)
  }
#pragma acc enter data copyin(e) async(q)
#pragma acc wait(q)
#pragma acc parallel loop present(e)
  for (i = 0; i < N; i++) e[i] *= 3;
#pragma acc exit data copyout(e)
  /* tile(2, 2): acc2c adds collapse(2). */
#pragma acc parallel loop tile(2, 2) copyout(grid)
  for (i = 0; i < 4; i++)
    for (j = 0; j < 4; j++) grid[i][j] = 4 * i + j;
  /* OpenMP: a construct instance per map set. */
#pragma omp target map(tofrom: sum)
  for (i = 0; i < N; i++) sum += table[i];
#pragma acc shutdown
  printf("s = %.1f\n", s);
  printf("a =");
  for (i = 0; i < N; i++) printf(" %.1f", a[i]);
  printf("\nc =");
  for (i = 0; i < N; i++) printf(" %.1f", c[i]);
  printf("\ne =");
  for (i = 0; i < N; i++) printf(" %.1f", e[i]);
  printf("\ngrid[1][2] = %.1f  grid[3][3] = %.1f\n", grid[1][2], grid[3][3]);
  printf("table sum = %d\n", sum);
  printf("names = %d\n", size_t + uint64_t + acc_get_device_type + acc_wait + NULL_);
  printf("macros = %s %s\n", private, acc_init);
  return 0;
}
