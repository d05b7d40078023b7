// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -c %t.c -o %t.o
//
// __func__ in a region body names the function it is written in (C11
// 6.4.2.2), not the region function the body moves to: it becomes that
// name's string literal (it printed "acc2c_region_<line>").
// CHECK:      {{^}}static void acc2c_region_[[#@LINE+4]](
// CHECK:      {{^ *}}report("solver", n);
void report(const char *who, int n);
static void solver(int n) {
#pragma acc serial
  report(__func__, n);
}
void run(void) { solver(3); }
