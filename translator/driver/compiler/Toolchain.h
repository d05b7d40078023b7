// acc2c's compiler drivers: the programs and files a compilation needs,
// found from where the driver itself lies (build tree or installation alike).
#pragma once

#include <string>
#include <vector>

namespace acc2c::driver {

/// What a driver looks for, by language.
struct ToolchainQuery {
  const char *driverName;       ///< acc2c-gfortran, acc2c-gcc
  const char *compilerVariable; ///< ACC2C_FC, ACC2C_CC
  const char *defaultCompiler;  ///< gfortran, gcc
  const char *compilerKind;     ///< "Fortran compiler", "C compiler"
  /// A file the shim's include directory holds for this language
  /// (acc2c_runtime.mod, acc2c_runtime.h): the directory is the right one.
  const char *runtimeIncludeFile;
};

struct Toolchain {
  std::string self;              ///< this executable, absolute
  std::string acc2c;             ///< the translator, beside this executable
  std::string compiler;          ///< $ACC2C_FC/$ACC2C_CC or the default, resolved on PATH
  std::string runtimeLibDir;     ///< holds libacc2c_rt.so ("" if not looked for)
  std::string runtimeIncludeDir; ///< openacc.h, acc2c_runtime.h, the .mod files
  std::vector<std::string> runtimeLinkFlags; ///< what acc2c.pc's Libs says
  /// The -I directories a compiler wrapper (mpif90, mpicc, h5fc...) adds on
  /// its own: the translation must search them as the compiler does.
  std::vector<std::string> wrapperIncludeDirs;
  /// The compiler itself: behind a wrapper, the one it runs (a command that
  /// merges objects must not get the wrapper's libraries); else `compiler`.
  std::string plainCompiler;
};

/// What a compiler wrapper says of itself: the compiler it runs and the
/// include directories it adds to every command.
struct WrapperInfo {
  std::string compiler; ///< resolved on PATH; "" if none or not a wrapper
  std::vector<std::string> includeDirs;
};

/// What `compiler` says when it is a wrapper, from the command it would
/// run: Open MPI's `--showme`, else `-show` (MPICH, Intel MPI, HDF5).
/// Empty for gcc, gfortran and anything that answers neither.
WrapperInfo wrapperInfo(const std::string &compiler);

/// Finds everything; on failure returns false with a message in `error`.
/// `needRuntime`: false for commands that only preprocess or ask a question
/// (the runtime is then still looked for, and left empty if not found).
bool findToolchain(const char *argv0, const ToolchainQuery &query, bool needRuntime, Toolchain &tc,
                   std::string &error);

} // namespace acc2c::driver
