// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -Wextra -c %t.c -o %t.o
//
// OpenMP declare target directives, in every form (5.2 7.8.1, 7.8.2), become
// comments: acc2c maps the variables at start-up and gives the functions
// device versions itself, and gcc 12, which compiles the output, knows only
// OpenMP 4.5's forms of the directive.
// CHECK: {{^}}/* acc2c: #pragma omp declare target enter(table) */
// CHECK: {{^}}/* acc2c: #pragma omp begin declare target */
// CHECK: {{^}}/* acc2c: #pragma omp end declare target */
// CHECK: {{^}}/* acc2c: #  pragma   omp declare target */
// CHECK: {{^}}/* acc2c: #pragma omp end declare target */
// CHECK: {{^ *}}acc2c_omp_declare_target(&(table), sizeof(table),
// CHECK: {{^ *}}acc2c_omp_declare_target(&(counter), sizeof(counter),
int table[4] = {1, 2, 3, 4};
#pragma omp declare target enter(table)
#pragma omp begin declare target
int twice(int x) { return 2 * x; }
#pragma omp end declare target
#  pragma   omp declare target
int counter;
#pragma omp end declare target
