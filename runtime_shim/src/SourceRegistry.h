// SourceRegistry — permanent acc2c_src records for callers that cannot build
// static C structs (acc2c's Fortran output). Fortran passes a record as one
// constant text, "name NUL file NUL line" (a constant expression gfortran
// folds into one literal: no call builds it); acc2c_source_text(text,
// length) returns the same record for the same text every time, and records
// live until the process ends, so mappings can keep pointing at them.
#pragma once

#include "acc2c_runtime.h"

#include <cstddef>

namespace acc2c::rt {
const acc2c_src *internSourceText(const char *text, std::size_t length);
}
