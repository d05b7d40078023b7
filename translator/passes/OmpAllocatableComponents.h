#pragma once
#include "graph/DataOpGraph.h"
#include "support/Diagnostics.h"

namespace acc2c {

/// OpenMP maps the ALLOCATABLE components of a mapped structure with it:
/// each OpenMP map of a whole scalar of derived type gets, right after it
/// (before it when it is an exit), a map of each such component that no
/// op of the construct names, with the same kind, map type and modifiers
/// (docs/descriptors.md, "Allocatable components of OpenMP maps"). Runs
/// before runOmpDescriptorExpansion, which then maps each component's
/// descriptor and data; a second run adds nothing twice.
void runOmpAllocatableComponents(DataOpGraph &graph, Diagnostics &diags);

} // namespace acc2c
