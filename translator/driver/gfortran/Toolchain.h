// acc2c-gfortran: the programs and files a compilation needs, found from
// where the driver itself lies (build tree or installation alike).
#pragma once

#include <string>
#include <vector>

namespace acc2c::gfortran {

struct Toolchain {
  std::string self;              ///< this executable, absolute
  std::string acc2c;             ///< the translator, beside this executable
  std::string fortranCompiler;   ///< $ACC2C_FC (default gfortran), resolved on PATH
  std::string runtimeLibDir;     ///< holds libacc2c_rt.so
  std::string runtimeIncludeDir; ///< holds acc2c_runtime.mod/openacc.mod (gfortran)
  std::vector<std::string> runtimeLinkFlags; ///< what acc2c.pc's Libs says
};

/// Finds everything; on failure returns false with a message in `error`.
/// `needRuntime`: false for commands that only preprocess or ask a question.
bool findToolchain(const char *argv0, bool needRuntime, Toolchain &tc, std::string &error);

} // namespace acc2c::gfortran
