// acc2c's compiler drivers: the model of a gcc-style command line. Parsing
// sorts every argument into what the driver must know (phase, output, the
// sources acc2c translates, -I/-D/-U, dependency files, ...) and what goes to
// the compiler unchanged. Which inputs are sources, and the options only one
// language has, are the Language's (compiler/Language.h).
#pragma once

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace acc2c::driver {

class Language;

/// How far the command goes, as gcc's -E/-S/-c/-fsyntax-only say.
enum class Phase { Preprocess, SyntaxOnly, Assemble, Compile, Link };

/// A source acc2c translates before the compiler compiles it.
struct Source {
  std::string path;     ///< as the user wrote it
  std::string language; ///< the -x language in force ("" = by suffix)
};

/// One input in command-line order: a source (by index into
/// CommandLine::sources), or anything the compiler gets as it is (another
/// language's file, an object, an archive, -lname, -Wl,..., -Xlinker arg).
struct Input {
  enum Kind { Translated, Other, LinkerInput } kind = Other;
  std::vector<std::string> args; ///< Other/LinkerInput: the tokens as given
  size_t source = 0;             ///< Translated: index into CommandLine::sources
  std::string language;          ///< the -x language in force ("" = by suffix)
};

struct CommandLine {
  Phase phase = Phase::Link;
  std::optional<std::string> output; ///< -o

  /// Everything else, in order, for every compiler job (compile and link):
  /// -O2, -g, -Wall, -I..., -D..., -L..., -v, ...
  std::vector<std::string> flags;
  std::vector<Input> inputs;
  std::vector<Source> sources;

  std::vector<std::string> includeDirs; ///< -I, -isystem, -iquote, -idirafter
  std::vector<std::string> macros;      ///< "-DNAME[=V]" / "-UNAME", in order
  /// What the preprocessor of a translated source must see besides the
  /// defaults, in order, each option and its value as separate tokens:
  /// -I/-isystem/-iquote/-idirafter DIR, -D/-U MACRO, -include/-imacros
  /// FILE, -std=..., -ansi, -nostdinc, -undef, -w.
  std::vector<std::string> preprocessorArgs;
  bool dependencyFile = false;                   ///< -MD/-MMD: a .d file is written
  std::optional<std::string> dependencyFileName; ///< -MF
  bool phonyTargets = false;                     ///< -MP: a rule of its own for each prerequisite

  /// -foffload=nvptx-none: every compute region also becomes a device
  /// kernel (acc2c --offload), which gcc compiles for that target;
  /// "" without (-foffload=disable, or none given).
  std::string offloadTarget;
  bool offloadOptions = false; ///< -foffload-options=... given: no defaults added
  /// --device-kernels=openacc: with -foffload, the kernels are gcc OpenACC
  /// compute constructs, compiled in a second compilation (of the
  /// translation in C, of a file of its own in Fortran) and merged into the
  /// translation's object (docs/gpu.md, "OpenACC kernels").
  bool openaccKernels = false;
  /// -gpu=managed (NVIDIA's spelling; also -ta=tesla:managed): the
  /// program's heap is managed memory, linked with --wrap=malloc and its
  /// kin (docs/gpu.md, "Managed memory").
  bool managedMemory = false;
  /// -stdpar (NVIDIA's): every Fortran DO CONCURRENT outside compute
  /// constructs becomes one (acc2c --stdpar).
  bool doConcurrentRegions = false;
  /// An option only NVIDIA's compilers have (-acc, -Minfo, -ta=, -r8,
  /// -module...): the sources were written for nvfortran, which reads a
  /// free-form line of any length (gfortran stops at 132 columns).
  bool writtenForNvidia = false;

  bool verbose = false;            ///< -v: print each command (and pass -v on)
  bool dryRun = false;             ///< -###: print the commands, run nothing
  bool version = false;            ///< --version
  bool help = false;               ///< --help
  bool keep = false;               ///< --keep or ACC2C_KEEP=1: keep the translated source
  bool readsStandardInput = false; ///< "-" among the inputs

  /// Problems with the command line itself; the driver reports them and stops.
  std::vector<std::string> errors;
  /// Options the driver takes and ignores; it says so and goes on.
  std::vector<std::string> warnings;
  /// Arguments exactly as given, minus the driver's own (--keep, -fopenacc,
  /// -###, -gpu=, -ta=): for the commands that go to the compiler untouched (-E, no inputs).
  std::vector<std::string> passThrough;
};

/// The argument being parsed, for a Language's own options.
class OptionCursor {
public:
  OptionCursor(const std::vector<std::string> &args, size_t &index,
               std::vector<std::string> &errors)
      : args_(args), index_(index), errors_(errors) {}

  llvm::StringRef arg() const { return args_[index_]; }

  /// The value of `option`, which arg() starts with: joined (-Jdir) or the
  /// next argument (-J dir), which is then consumed. The tokens as given go
  /// to `tokens` when it is not null. A missing value is an error.
  std::optional<std::string> value(llvm::StringRef option, std::vector<std::string> *tokens);

private:
  const std::vector<std::string> &args_;
  size_t &index_;
  std::vector<std::string> &errors_;
};

/// Sorts a gcc-style command line (response files already expanded).
CommandLine parseCommandLine(const std::vector<std::string> &args, bool keepByDefault,
                             Language &language);

/// Files gcc compiles itself by their suffix (C, C++, assembler, headers,
/// Objective-C); everything else on a command line is a linker input.
bool isCompilableByGcc(const std::string &path);

} // namespace acc2c::driver
