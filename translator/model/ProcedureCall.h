// ProcedureCall: a call, in a compute region's body or a routine's, of a
// procedure of the program's own (not intrinsic, not a device query).
// Fortran's OpenACC kernels call the device copies of routines
// (docs/gpu.md, "OpenACC kernels"): where the procedure is defined says
// where its copy is.
#pragma once

#include "model/SourceLocation.h"

#include <string>

namespace acc2c {

struct ProcedureCall {
  std::string name;   ///< the procedure's own name, lower case
  std::string module; ///< the module that defines it; empty for others
  /// It has an OpenACC routine directive (in its specification part).
  bool routine = false;
  SourceLocation loc; ///< the first call
};

} // namespace acc2c
