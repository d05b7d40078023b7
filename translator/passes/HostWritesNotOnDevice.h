// A warning for a value the host gives data that a data construct maps, in
// the construct's body (Construct::hostAssignments), when the next thing
// after the assignment in source order that uses the device copy is a
// compute construct reading it or the construct's end copying it back,
// with no update of the device copy between: the device never sees the
// value, and at the end the copy back replaces it (OpenACC 3.3 2.7, 2.14.4;
// OpenMP 5.2 5.8.3, 13.9). Code written for shared memory (managed memory,
// a GPU-less build) does this and computes something else on a GPU.
// Source order: a loop around both is not followed back, so an update at
// the top of the next iteration does not count for the last one, whose
// value the copy back loses too. docs/data-operations.md, "Host
// assignments the device does not see".
#pragma once
#include "graph/DataOpGraph.h"
#include "support/Diagnostics.h"

namespace acc2c {

void warnHostWritesNotOnDevice(const DataOpGraph &graph, Diagnostics &diags);

} // namespace acc2c
