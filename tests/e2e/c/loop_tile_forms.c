/* tile (OpenACC 3.3 2.9.8) on the for statements acc2c writes again as
   loops over tiles around loops over a tile's elements: <= and > with
   steps other than 1, a bound on the left of the comparison, i = i + 2, a
   variable declared before the loop, size_t and long variables with bounds
   of other types, a loop construct in a parallel region with a reduction,
   three loops with '*'; and a != condition and a header written by a
   macro, which stay as written. Each nest counts the visits of every
   element, checked against the loops' own ranges. */
#include <stddef.h>
#include <stdio.h>

#define ROWS 23
#define COLS 31
#define UPTO(v, n) (v = 0; v < n; v++)

static int hits[ROWS][COLS];

static int check(const char *what, int (*expected)(int, int)) {
  int wrong = 0, visits = 0;
  for (int i = 0; i < ROWS; i++)
    for (int j = 0; j < COLS; j++) {
      visits += hits[i][j];
      wrong += hits[i][j] != expected(i, j);
      hits[i][j] = 0;
    }
  printf("%s: visits=%d wrong=%d\n", what, visits, wrong);
  return wrong;
}

static int steps(int i, int j) { return i >= 2 && i <= 20 && i % 3 == 2 && j >= 2 && j <= 30 && j % 2 == 0; }
static int everything(int i, int j) { return i < ROWS && j < COLS; }
static int rows2(int i, int j) { return i % 2 == 0 && j < 30; }

int main(void) {
  int n = 20, m = COLS - 1, i;
  unsigned rows = ROWS;
#pragma acc parallel loop tile(4, 3) copy(hits)
  for (i = 2; i <= n; i += 3)
    for (int j = m; j > 0; j = j - 2)
      hits[i][j]++;
  check("steps", steps);

#pragma acc parallel loop tile(8, 8) copy(hits)
  for (size_t r = 0; rows > r; r++)
    for (long c = COLS - 1; c >= 0; c--)
      hits[r][c] += 1;
  check("types", everything);

#pragma acc parallel loop tile(*, 5) copy(hits)
  for (int r = 0; r < ROWS; r = r + 2)
    for (unsigned c = 0; c < 30u; ++c)
      hits[r][c]++;
  check("plus two", rows2);

  double x[ROWS][COLS], s = 0;
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++)
      x[r][c] = r + 0.5 * c;
#pragma acc parallel copyin(x)
  {
#pragma acc loop tile(4, 4) reduction(+:s)
    for (int r = 0; r < ROWS; r++)
      for (int c = 0; c < COLS; c++)
        s += x[r][c];
  }
  /* 31 * (0 + ... + 22) + 23 * 0.5 * (0 + ... + 30) */
  printf("reduction: s=%.1f right=%d\n", s, s == 31 * 253 + 23 * 0.5 * 465);

  int cube[5][6][7] = {{{0}}}, wrong = 0, sum = 0;
#pragma acc parallel loop tile(2, *, 4) copy(cube)
  for (int k = 0; k < 5; k++)
    for (int j = 0; j < 6; j++)
      for (int l = 0; l < 7; l++)
        cube[k][j][l] += k + 10 * j + 100 * l;
  for (int k = 0; k < 5; k++)
    for (int j = 0; j < 6; j++)
      for (int l = 0; l < 7; l++) {
        sum += cube[k][j][l];
        wrong += cube[k][j][l] != k + 10 * j + 100 * l;
      }
  printf("three loops: sum=%d wrong=%d\n", sum, wrong);

#pragma acc parallel loop tile(3, 3) copy(hits)
  for (int r = 0; r != ROWS; r++)
    for UPTO(i, COLS)
      hits[r][i]++;
  check("as written", everything);
  return 0;
}
