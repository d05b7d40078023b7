// SourceRegistry — permanent acc2c_src records for callers that cannot build
// static C structs (acc2c's Fortran output): acc2c_source(name, file, line)
// returns the same record for the same text every time, and records live
// until the process ends, so mappings can keep pointing at them.
#pragma once

#include "acc2c_runtime.h"

namespace acc2c::rt {
const acc2c_src *internSource(const char *name, const char *file, int line);
}
