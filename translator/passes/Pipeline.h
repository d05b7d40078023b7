// The translator as a library: source file -> checked data-op graph.
#pragma once
#include "frontend/c/CFrontend.h"
#include "frontend/fortran/FortranFrontend.h"
#include "graph/DataOpGraph.h"
#include "support/Diagnostics.h"

#include <optional>

namespace acc2c {

/// Runs the passes on a freshly lowered graph, in order: the clause rules,
/// OpenMP descriptor expansion, implicit data attributes, verification.
void runGraphPasses(DataOpGraph &graph, Diagnostics &diags);

/// Frontend, lowering and passes for one Fortran file. Empty on error (the
/// diagnostics say why).
std::optional<DataOpGraph> buildGraphForFortran(const std::string &path,
                                                const FortranOptions &options,
                                                Diagnostics &diags);

/// The same for one C file, through Clang. Empty when Clang or acc2c
/// reported an error.
std::optional<DataOpGraph> buildGraphForC(const std::string &path, const COptions &options,
                                          Diagnostics &diags);

} // namespace acc2c
