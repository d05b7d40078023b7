// A warning for an enter data of a procedure's local variable that no exit
// data of the procedure undoes: when the procedure returns, the variable's
// storage ends but its device copy stays in the present table, so the next
// data to take that address (the locals of the next procedure called) is
// found "present" there, gets the stale device copy, and is neither copied
// in nor back. Only locals the procedure never passes on or points to
// (ProgramUnit::escaped), so that no other procedure can unmap them; only
// where the frontend analysed the unit.
#pragma once
#include "graph/DataOpGraph.h"
#include "support/Diagnostics.h"

namespace acc2c {

void warnDeviceCopyOutlivesLocal(const DataOpGraph &graph, Diagnostics &diags);

} // namespace acc2c
