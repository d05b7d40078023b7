// acc2c's compiler drivers: the jobs one command line turns into. For each
// source: acc2c translates it (the Language says how), then the compiler
// compiles the translation; at the end (no -c/-S), the compiler links
// everything with the runtime shim. Inputs that are not sources go to the
// compiler as they are, in their places.
#pragma once

#include "driver/compiler/CommandLine.h"
#include "driver/compiler/Toolchain.h"

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace acc2c::driver {

/// The value of _OPENACC acc2c parses with (kOpenACCVersion); the compiler
/// gets the same, so that `#ifdef _OPENACC` selects the same lines.
inline constexpr const char *OpenACCMacro = "-D_OPENACC=202211";

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
  /// instead of the translation (whole names: each `from` becomes `to`),
  /// and add the files the translation inlined (listed one a line in
  /// `inlinedList`), with a rule of their own each for -MP.
  struct DepFix {
    std::string file;
    std::vector<std::pair<std::string, std::string>> renames;
    std::string inlinedList;
    bool phonyTargets = false;
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
  std::vector<std::string> directories;                      ///< created first, in order
  std::vector<std::pair<std::string, std::string>> symlinks; ///< (link, target)
  std::vector<std::string> warnings;
  std::vector<std::string> errors;
};

/// One source's place in the plan, for the Language's translation jobs.
struct SourceSite {
  const Source &source;
  std::string translation; ///< where acc2c writes the translation
  /// Where acc2c writes the kernels' file (Language::kernelsInOwnFile), or
  /// "".
  std::string kernels;
  std::string object;      ///< the compiler's output ("" for -fsyntax-only)
  std::string scratchStem; ///< the source's name in the scratch directory, unique
  std::string cwd;         ///< the driver's working directory, absolute
  int unit = 0;            ///< the unit of the source's jobs
  /// Where acc2c lists the files the translation inlines (--inlined-files),
  /// for the dependency file; empty when none is written.
  std::string inlinedList;
  /// Files a failed translation must not leave (a stale object, a --keep
  /// translation).
  std::vector<std::string> removeOnFailure;
};

/// Builds the jobs. With `createScratch` false (-###) the scratch
/// directory's name is made up and nothing is created.
Plan makePlan(const CommandLine &cl, const Toolchain &tc, const Language &language,
              bool createScratch);

} // namespace acc2c::driver
