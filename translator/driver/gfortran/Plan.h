// acc2c-gfortran: the jobs one command line turns into. For each Fortran
// source: acc2c translates it, then gfortran compiles the translation; at the
// end (no -c/-S), gfortran links everything with the runtime shim.
#pragma once

#include "driver/gfortran/CommandLine.h"
#include "driver/gfortran/Toolchain.h"

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace acc2c::gfortran {

/// The value of _OPENACC acc2c parses with (FortranFrontend.cpp); gfortran
/// gets the same so that `#ifdef _OPENACC` selects the same lines.
inline constexpr const char *OpenACCMacro = "-D_OPENACC=202211";

/// Name of the directory, beside gfortran's .mod files (-J, or the current
/// directory), that holds the Flang-format .mod files acc2c writes and reads.
inline constexpr const char *FlangModuleSubdir = ".acc2c-mod";

struct Job {
  std::vector<std::string> argv; ///< argv[0]: the program, as it is run
  /// Instead of a program: work the driver does itself (argv describes it
  /// for -v and -###). Returns an exit status.
  std::function<int()> action;
  /// Run there (empty: the driver's own directory).
  std::string workingDirectory;
  /// Jobs with the same unit (one per source) run in order; a failure skips
  /// the rest of its unit. Unit -1 (the link) runs only if all before it
  /// succeeded.
  int unit = 0;
  /// Removed when the job fails (like gcc, which leaves no object behind).
  std::vector<std::string> removeOnFailure;
  /// After success: in this dependency file (-MD), name the user's source
  /// instead of the translation (whole names: each `from` becomes `to`).
  struct DepFix {
    std::string file;
    std::vector<std::pair<std::string, std::string>> renames;
  };
  std::optional<DepFix> depFix;
  /// Printed on stderr after success (where --keep left the translation).
  std::string note;
};

struct Plan {
  std::vector<Job> jobs;
  /// Private scratch directory (translations, objects before the link,
  /// acc2c's working directories); removed at the end with all it holds.
  std::string scratch;
  std::vector<std::string> directories;                     ///< created first, in order
  std::vector<std::pair<std::string, std::string>> symlinks; ///< (link, target)
  std::vector<std::string> warnings;
  std::vector<std::string> errors;
};

/// Builds the jobs. With `createScratch` false (-###) the scratch
/// directory's name is made up and nothing is created.
Plan makePlan(const CommandLine &cl, const Toolchain &tc, bool createScratch);

} // namespace acc2c::gfortran
