// The translator as a library: one source file -> its checked data-op graph
// (a frontend, the lowering, the passes).
#pragma once
#include "frontend/c/CFrontend.h"
#include "frontend/fortran/FortranFrontend.h"
#include "graph/DataOpGraph.h"
#include "support/Diagnostics.h"

#include <optional>
#include <string>

namespace acc2c {

/// Frontend, lowering and passes for one Fortran file. Empty on error (the
/// diagnostics say why).
std::optional<DataOpGraph> buildGraphForFortran(const std::string &path,
                                                const FortranOptions &options, Diagnostics &diags);

/// The same for one C file, through Clang. Empty when Clang or acc2c
/// reported an error.
std::optional<DataOpGraph> buildGraphForC(const std::string &path, const COptions &options,
                                          Diagnostics &diags);

} // namespace acc2c
