#pragma once
#include "graph/DataOpGraph.h"
#include "support/Diagnostics.h"

namespace acc2c {

/// Adds the implicit data ops of every compute construct (OpenACC 2.6.2,
/// OpenMP 5.2 5.8.9 implicit maps) and reports default(none) and
/// defaultmap(none) violations.
void runImplicitDataAttributes(DataOpGraph &graph, Diagnostics &diags);

} // namespace acc2c
