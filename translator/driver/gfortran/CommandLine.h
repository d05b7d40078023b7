// acc2c-gfortran: the model of a gfortran command line. Parsing sorts every
// argument into what the driver must know (phase, output, sources and their
// form, -I/-D/-U/-J, ...) and what it hands to gfortran unchanged.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace acc2c::gfortran {

/// How far the command goes, as gfortran's -E/-S/-c/-fsyntax-only say.
enum class Phase { Preprocess, SyntaxOnly, Assemble, Compile, Link };

/// A Fortran source: acc2c translates it before gfortran compiles it.
struct FortranSource {
  std::string path;       ///< as the user wrote it
  bool fixedForm = false; ///< after -ffixed-form/-ffree-form and -x
  bool preprocess = false; ///< after -cpp/-nocpp and -x
};

/// One input in command-line order: a Fortran source (by index into
/// CommandLine::sources), or anything gfortran gets as it is (a C file, an
/// object, an archive, -lname, -Wl,..., -Xlinker arg).
struct Input {
  enum Kind { Fortran, Other, LinkerInput } kind = Other;
  std::vector<std::string> args; ///< Other/LinkerInput: the tokens as given
  size_t source = 0;             ///< Fortran: index into CommandLine::sources
  std::string language;          ///< the -x language in force ("" = by suffix)
};

struct CommandLine {
  Phase phase = Phase::Link;
  std::optional<std::string> output; ///< -o

  /// Everything else, in order, for every gfortran job (compile and link):
  /// -O2, -g, -Wall, -I..., -D..., -J..., -cpp, -ffree-form, -L..., -v, ...
  std::vector<std::string> flags;
  std::vector<Input> inputs;
  std::vector<FortranSource> sources;

  std::vector<std::string> includeDirs; ///< -I (and -isystem, -iquote, -idirafter)
  std::vector<std::string> macros;      ///< "-DNAME[=V]" / "-UNAME", in order
  std::optional<std::string> moduleDir; ///< -J: where gfortran writes .mod files
  bool preprocessed = false;            ///< -fpreprocessed
  bool dependencyFile = false;          ///< -MD/-MMD: gfortran writes a .d file
  std::optional<std::string> dependencyFileName; ///< -MF

  bool verbose = false;  ///< -v: print each command (and pass -v on)
  bool dryRun = false;   ///< -###: print the commands, run nothing
  bool version = false;  ///< --version
  bool help = false;     ///< --help
  bool keep = false;     ///< --keep or ACC2C_KEEP=1: keep the translated source

  /// Problems with the command line itself; the driver reports them and stops.
  std::vector<std::string> errors;
  /// Arguments exactly as given, minus the driver's own (--keep, -fopenacc,
  /// -###): for the commands that go to gfortran untouched (-E, no inputs).
  std::vector<std::string> passThrough;
};

/// Sorts gfortran's arguments (response files already expanded).
CommandLine parseCommandLine(const std::vector<std::string> &args, bool keepByDefault);

/// How gfortran treats a file by its suffix: .f90/.f95/.f03/.f08 free form,
/// .f/.for/.ftn fixed form, and the upper-case spellings and .fpp/.FPP are
/// preprocessed. False for anything that is not Fortran.
bool classifyFortranSuffix(const std::string &path, bool &fixedForm, bool &preprocess);

} // namespace acc2c::gfortran
