// Spells what a gfortran module declares (GfortranModuleReader's model) as
// an interface-only Fortran module that Flang's semantics can compile into
// its own module file: named constants, derived types, variables, common
// blocks, interfaces, generics and operators, and `use` of the modules it
// takes entities from. Module procedures become empty stubs; nothing here
// is ever compiled into code.
#pragma once

#include "frontend/fortran/GfortranModuleReader.h"

#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace acc2c::gfortran_module {

/// The lines of the interface module that declare one symbol.
struct Span {
  int firstLine = 0, lastLine = 0; ///< 1-based, inclusive
  int symbol = 0;
};

struct InterfaceModule {
  std::string source;            ///< free-form Fortran
  std::vector<Span> spans;       ///< where each symbol's declaration is
  std::vector<std::string> uses; ///< the non-intrinsic modules it uses
  /// Modules it would use but that were not available: their entities are
  /// declared in it instead (a cached conversion is stale once they are).
  std::vector<std::string> unavailable;
  /// What it takes from each of those, by the name that module gives it.
  std::map<std::string, std::set<std::string>> imported;
  /// Every name the gfortran module makes accessible (selected or not).
  std::set<std::string> names;
  std::vector<std::string> warnings; ///< entities left out, "entity: why"
  std::vector<std::string> errors;   ///< what makes the module unusable
  unsigned entities = 0;             ///< named entities declared or imported
};

/// Whether Flang's own copy of a module that compilers supply (omp_lib,
/// openacc: Flang's, acc2c's) makes `name` accessible. gfortran's copies
/// have names of their own (omp_set_num_threads_8) and keep some entities
/// in another module (omp_lib_kinds); empty: every name is taken to be there.
using CompilerModuleNames = std::function<bool(const std::string &module, const std::string &name)>;

/// `moduleAvailable(name)` says whether a module the gfortran module takes
/// entities from can be used (it is converted or already Flang's); when it
/// cannot, those entities are declared in the interface module itself.
/// `name`: the module's name (a module file that uses nothing of itself
/// need not record it). The symbols in `excluded` are left out with the
/// reason given (what Flang said of an earlier attempt). With `selected`,
/// only the entities accessible under those (lower-case) names are
/// written, with what their declarations need; operators and common
/// blocks always are.
InterfaceModule
writeInterfaceModule(const Module &module, const std::string &name,
                     const std::function<bool(const std::string &)> &moduleAvailable,
                     const std::map<int, std::string> &excluded = {},
                     const std::set<std::string> *selected = nullptr,
                     const CompilerModuleNames &compilerHas = {});

/// The name by which Fortran source uses an intrinsic module that gfortran
/// records under its internal name ("__iso_c_binding" -> "iso_c_binding"),
/// or "" when `module` is not intrinsic.
std::string intrinsicModuleName(const std::string &module);

} // namespace acc2c::gfortran_module
