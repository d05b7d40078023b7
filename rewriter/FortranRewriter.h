// FortranRewriter: the user's Fortran file with each directive replaced by
// calls into the runtime shim (module acc2c_runtime), everything else byte
// for byte. Line numbers are kept: the calls of a directive go on its first
// line, as one `block; use acc2c_runtime; ...; end block` statement line that
// ends with the original directive as a comment, and each continuation line
// becomes a comment. (The output needs -ffree-line-length-none /
// -ffixed-line-length-none, which acc2c-gfortran passes.)
//
// This first version translates the data constructs of OpenACC (data, enter
// data, exit data, update, wait); every other construct is a diagnostic.
#pragma once

#include "graph/DataOpGraph.h"
#include "support/Diagnostics.h"

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace acc2c {

/// Returns the rewritten text of `source` (the contents of `path`, whose
/// graph is `graph`), or nothing after reporting why it cannot be rewritten.
std::optional<std::string> rewriteFortran(const std::string &path, llvm::StringRef source,
                                          bool fixedForm, const DataOpGraph &graph,
                                          Diagnostics &diags);

} // namespace acc2c
