// RUN: %acc2c -I %S/Inputs -DLEN=5 %s | FileCheck %s
// RUN: %acc2c --extra-arg=-I%S/Inputs --extra-arg=-DLEN=5 %s | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t
// RUN: echo '[{"directory": "%S", "file": "%s", "arguments": ["clang", "-c", "-DLEN=5", "-IInputs", "-o", "x.o", "%s"]}]' > %t/compile_commands.json
// RUN: %acc2c -p %t %s | FileCheck %s
// RUN: not %acc2c %s 2>&1 | FileCheck %s --check-prefix=NOFLAGS
//
// Compiler flags for C come from -I/-D, from --extra-arg, or from the file's
// command in compile_commands.json (-p), as for every Clang tool.
#include "vec.h"

// CHECK-LABEL: func @f
void f(struct vec *v) {
  double a[LEN];
#pragma acc data copy(a) copyin(v->p[0:v->n])
  ;
  // CHECK: acc.bounds lowerbound(0) upperbound(4) extent(5) stride(1) startIdx(0)
  // CHECK: acc.copyin varPtr(%v->p : double) varPtrPtr(%v->p : pointer)
}
// NOFLAGS: error: 'vec.h' file not found
