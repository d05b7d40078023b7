// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -Wextra -c %t.c -o %t.o
// RUN: %acc2c --emit=graph %s | FileCheck %s --check-prefix=GRAPH
//
// A struct member a data clause names is data of its own. A region that
// uses its struct only through such members does not map the struct (no
// implicit copy of c, which would overlap c.arr's mapping): the region
// function takes a pointer to each member's device copy, and `c.arr` in the
// body becomes `(*acc2c_c_arr)`.
typedef struct {
  int id;
  double arr[8];
} cell_t;

// GRAPH-NOT: varPtr(%c :
// GRAPH: acc.present varPtr(%c.arr : double)
// GRAPH-NOT: varPtr(%c :
// CHECK:      {{^}}static void acc2c_region_[[#@LINE+7]](double (*acc2c_c_arr)[8]) {
// CHECK:      {{^ *}}for (int j = 0; j < 8; j++) (*acc2c_c_arr)[j] = j;
// CHECK:      {{^ *}}acc2c_region_[[#@LINE+5]](acc2c_region_data(&(c.arr), sizeof(c.arr), ACC2C_REGION_DEVICE,
void f(void) {
  cell_t c = {0, {0}};
#pragma acc data copy(c.arr)
  {
#pragma acc parallel loop present(c.arr)
    for (int j = 0; j < 8; j++) c.arr[j] = j;
  }
}
