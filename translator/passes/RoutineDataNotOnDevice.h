// A warning for a routine (OpenACC 3.3 2.15.1, explicit or implicit) that
// uses a variable from outside the procedure, a module's or its host's,
// that no declare directive puts on the device (Construct::routineOutside):
// a device has no copy of it, so a GPU build cannot compile or link the
// routine's device code, while on host threads the routine silently uses
// the host's data. Declared data is seen through its device copy
// (docs/data-operations.md, "Routines and declared data").
#pragma once
#include "graph/DataOpGraph.h"
#include "support/Diagnostics.h"

namespace acc2c {

void warnRoutineDataNotOnDevice(const DataOpGraph &graph, Diagnostics &diags);

} // namespace acc2c
