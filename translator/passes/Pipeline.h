// The translator as a library: source file -> checked data-op graph.
#pragma once
#include "frontend/fortran/FortranFrontend.h"
#include "graph/DataOpGraph.h"
#include "support/Diagnostics.h"

#include <optional>

namespace acc2c {

/// Runs the passes on a freshly lowered graph, in order: OpenMP descriptor
/// expansion, implicit data attributes, verification.
void runGraphPasses(DataOpGraph &graph, Diagnostics &diags);

/// Frontend, lowering and passes for one Fortran file. Empty on error (the
/// diagnostics say why).
std::optional<DataOpGraph> buildGraphForFortran(const std::string &path,
                                                const FortranOptions &options,
                                                Diagnostics &diags);

} // namespace acc2c
