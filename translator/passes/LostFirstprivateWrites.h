// A warning for a write that cannot reach the host: a scalar the implicit
// data pass made firstprivate (OpenACC 3.3 2.6.2, OpenMP 5.2 5.8.9: no
// clause names it) that the region writes and the host reads after the
// construct (Construct::readAfter). The host sees its value from before the
// region. A scalar a loop construct inside privatises or reduces is left
// alone: the program asked for private copies there. Runs after the
// implicit data pass.
#pragma once
#include "graph/DataOpGraph.h"
#include "support/Diagnostics.h"

namespace acc2c {

void warnLostFirstprivateWrites(const DataOpGraph &graph, Diagnostics &diags);

} // namespace acc2c
