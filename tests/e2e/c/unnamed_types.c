/* Variables of unnamed struct, union and enum types used in compute regions
   (a common C idiom: `struct { double x, y; } r;` inside a function). C
   cannot spell such a type, so the region function (a nested function: the
   type is the enclosing function's) names each one with a typedef of the
   variable's own type.

   - r (copyin): a struct read in the region: a[i] = r.x + r.y * i, for
     i = 0..3 with r = {1, 2}: 1 3 5 7.
   - pts (copy of a section of a pointer to unnamed structs): each point's
     w becomes u + v: {1,10}, {2,20}, {3,30} give 11 22 33.
   - mode (an unnamed enum, firstprivate by default): FAST = 2 scales the
     sum of a by 2: 2 * 16 = 32.
   - cfg (firstprivate of an unnamed struct): the region's own copy; its
     scale 3 multiplies each w: 33 66 99; the host's cfg.scale stays 3 and
     its count 0 (the region's increments are its copy's).
   - acc (reduction(+) of an unnamed struct, member by member): the sum of
     i for i = 0..9 is 45 and the count 10, added to its start {1, 1}:
     46 11; reduction(max) of another: 3*i - i*i/4 (integer division) for
     i = 0..9 is 0 3 5 7 8 9 9 9 8 7, so from its start {0}: 9. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  struct { double x, y; } r = {1, 2};
  double a[4] = {0};
#pragma acc parallel loop copy(a) copyin(r)
  for (int i = 0; i < 4; i++) a[i] = r.x + r.y * i;
  printf("%g %g %g %g\n", a[0], a[1], a[2], a[3]);

  int n = 3;
  struct { double u, v, w; } *pts = malloc(sizeof(*pts) * n);
  for (int i = 0; i < n; i++) {
    pts[i].u = i + 1;
    pts[i].v = 10 * (i + 1);
    pts[i].w = 0;
  }
#pragma acc parallel loop copy(pts[0:n])
  for (int i = 0; i < n; i++) pts[i].w = pts[i].u + pts[i].v;
  printf("%g %g %g\n", pts[0].w, pts[1].w, pts[2].w);

  enum { SLOW = 1, FAST = 2 } mode = FAST;
  double sum = 0;
#pragma acc parallel loop copyin(a) reduction(+:sum)
  for (int i = 0; i < 4; i++) sum += mode * a[i];
  printf("%g\n", sum);

  struct { int scale, count; } cfg = {3, 0};
#pragma acc serial copy(pts[0:n]) firstprivate(cfg)
  for (int i = 0; i < n; i++) {
    pts[i].w *= cfg.scale;
    cfg.count++;
  }
  printf("%g %g %g %d %d\n", pts[0].w, pts[1].w, pts[2].w, cfg.scale, cfg.count);

  struct { double s; int n; } acc = {1, 1};
#pragma acc parallel loop reduction(+:acc)
  for (int i = 0; i < 10; i++) {
    acc.s += i;
    acc.n += 1;
  }
  struct { int best; } top = {0};
#pragma acc parallel loop reduction(max:top)
  for (int i = 0; i < 10; i++)
    if (3 * i - i * i / 4 > top.best) top.best = 3 * i - i * i / 4;
  printf("%g %d %d\n", acc.s, acc.n, top.best);
  free(pts);
  return 0;
}
