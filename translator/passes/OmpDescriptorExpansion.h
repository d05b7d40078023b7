#pragma once
#include "graph/DataOpGraph.h"

namespace acc2c {

/// Expands each OpenMP map of a descriptor-backed variable into a map of
/// the descriptor followed by a member map of its base_addr
/// (docs/descriptors.md, "OpenMP descriptor maps").
void runOmpDescriptorExpansion(DataOpGraph &graph);

} // namespace acc2c
