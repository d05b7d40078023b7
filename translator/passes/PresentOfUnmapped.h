// A warning for a present clause that cannot be satisfied: the variable is
// local to its procedure (no dummy, global, SAVE, TARGET or pointer), no
// other data clause or declare of the procedure names it, and the
// procedure never passes it to another procedure or makes it a pointer's
// target (ProgramUnit::escaped), so nothing can have mapped it: the program
// stops there with "not present" on any device (OpenACC 3.3 2.7.5). Only
// where the frontend analysed the unit. Runs before the implicit data pass.
#pragma once
#include "graph/DataOpGraph.h"
#include "support/Diagnostics.h"

namespace acc2c {

void warnPresentOfUnmapped(const DataOpGraph &graph, Diagnostics &diags);

} // namespace acc2c
