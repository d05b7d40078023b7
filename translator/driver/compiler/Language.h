// acc2c's compiler drivers: what one language adds to the shared driver
// (command line, plan, execution, toolchain lookup). acc2c-gfortran's is
// gfortran/FortranLanguage, acc2c-gcc's gcc/CLanguage; each main() is one
// call of runDriver with its Language.
#pragma once

#include "driver/compiler/CommandLine.h"
#include "driver/compiler/Plan.h"
#include "driver/compiler/Toolchain.h"

#include <string>
#include <vector>

namespace acc2c::driver {

/// Arguments the compiler gets around the user's flags.
struct CompilerArgs {
  std::vector<std::string> before; ///< after the program, before the user's flags
  std::vector<std::string> after;  ///< after the user's flags
};

class Language {
public:
  virtual ~Language() = default;

  /// The driver's name, its compiler and the shim's files for this language.
  virtual const ToolchainQuery &toolchainQuery() const = 0;
  /// --help's text.
  virtual const char *usage() const = 0;

  /// Whether acc2c translates `path` (with -x `language` in force, "" for
  /// "by suffix"). An input that claims to be this language but cannot be
  /// translated is an error in `error`.
  virtual bool isSource(const std::string &path, const std::string &language,
                        std::string &error) const = 0;
  /// An option of this language that the driver must know: handled (true),
  /// or left to the shared parser (false, and nothing consumed).
  virtual bool parseOption(OptionCursor &, CommandLine &) { return false; }

  /// The translation's suffix ("f90", "c").
  virtual std::string translationSuffix(const Source &source) const = 0;
  /// With --device-kernels=openacc: whether acc2c writes the kernels to a
  /// file of their own (SourceSite::kernels; Fortran's are external
  /// subroutines) that the second compilation compiles, or the second
  /// compilation compiles the translation again with ACC2C_DEVICE_KERNELS
  /// defined (C).
  virtual bool kernelsInOwnFile() const { return false; }
  /// The jobs that write `site.translation` from the source: acc2c, and
  /// whatever the language needs around it.
  virtual void addTranslationJobs(const CommandLine &cl, const Toolchain &tc,
                                  const SourceSite &site, Plan &plan) const = 0;
  /// What the compiler needs on a translation besides the user's flags.
  virtual CompilerArgs compileArgs(const CommandLine &cl, const Toolchain &tc,
                                   const Source &source) const = 0;
  /// What the compiler gets around the command line as given for -E/-M.
  virtual CompilerArgs preprocessArgs(const Toolchain &tc) const = 0;
  /// What the link needs besides the shim (before the inputs).
  virtual std::vector<std::string> linkArgs() const { return {"-fopenmp"}; }
  /// Libraries the link takes after the inputs, as the compilers acc2c
  /// stands in for link them by default.
  virtual std::vector<std::string> defaultLibraries() const { return {}; }
  /// The device libraries the kernels of this language need (libm for
  /// math, libatomic for reductions of 16-byte types).
  virtual std::string offloadLibraries() const { return "-lm -latomic"; }
};

/// The whole driver: response files, --help, --version, the toolchain, the
/// plan, its execution. Returns the exit status.
int runDriver(int argc, char **argv, Language &language);

} // namespace acc2c::driver
