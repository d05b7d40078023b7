// Internal to the Fortran frontend: the files Flang's prescanner read into
// the translated file (model/Inclusion.h), from its provenance records.
#pragma once
#include "model/Inclusion.h"

#include <string>
#include <utility>
#include <vector>

namespace Fortran::parser {
class AllSources;
}

namespace acc2c {

/// FortranOptions::filePrefixMap.
using FilePrefixMap = std::vector<std::pair<std::string, std::string>>;

/// The inclusions under the first file `sources` holds (the translated
/// file): every file a `#include` or INCLUDE line read, nested ones too,
/// with the line that read it. Files read otherwise (module files, the
/// interfaces of converted modules) are not inclusions.
Inclusions inclusionsOf(const Fortran::parser::AllSources &sources, const FilePrefixMap &prefixMap);

/// A path as Flang opened it, as the user wrote it: Flang names a relative
/// input "./x.f90"; a file under a directory of `prefixMap` (OLD, NEW) is
/// named under NEW (the first that applies).
std::string displayPath(const std::string &flangPath, const FilePrefixMap &prefixMap);

} // namespace acc2c
