// The passes over a freshly lowered graph, in their order.
#pragma once
#include "graph/DataOpGraph.h"
#include "support/Diagnostics.h"

namespace acc2c {

/// Runs the passes on a freshly lowered graph, in order: the clause rules,
/// OpenMP descriptor expansion, implicit data attributes, verification.
void runGraphPasses(DataOpGraph &graph, Diagnostics &diags);

} // namespace acc2c
