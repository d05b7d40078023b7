// A file the preprocessor read into the translated file: a cpp `#include`
// or a Fortran INCLUDE line (F2018 6.4), as Flang's prescanner resolved it.
// The rewriter expands the ones that hold directives it translates
// (rewriter/fortran/ExpandedSource.h).
#pragma once
#include "model/SourceLocation.h"

#include <string>
#include <vector>

namespace acc2c {

struct Inclusion {
  /// The included file as locations name it (FortranOptions::filePrefixMap),
  /// and where the prescanner opened it.
  std::string file, path;
  SourceLocation site; ///< the line that includes it, in its includer
  /// The inclusion whose file holds `site` (an index into the list), or -1:
  /// the translated file itself.
  int parent = -1;
};

/// In the order the prescanner read them: an includer before what it
/// includes, the same file once per inclusion.
using Inclusions = std::vector<Inclusion>;

} // namespace acc2c
