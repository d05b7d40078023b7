// Modules built by other compilers: when a `use`d module has no Flang
// module file on the search path but a gfortran one, its interface is
// converted (GfortranModuleReader, GfortranModuleWriter) and compiled by
// Flang into a cache directory, keyed by a hash of the gfortran file, so a
// rebuilt library is read again and an unchanged one costs nothing. The
// Flang compile step is a callback: this file includes no Flang header.
#pragma once

#include "support/Diagnostics.h"

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace acc2c {

class ForeignModules {
public:
  /// Flang's errors in a file: (line, message).
  using LineErrors = std::vector<std::pair<int, std::string>>;
  /// Compiles the Fortran file `source` with Flang's semantics, writing
  /// module files into `outputDir` and reading modules from `searchDirs`.
  /// Returns false with Flang's messages in `messages` and its errors in
  /// `errors`.
  using CompileFn = std::function<bool(const std::string &source, const std::string &outputDir,
                                       const std::vector<std::string> &searchDirs,
                                       std::string &messages, LineErrors &errors)>;

  /// The names Flang's own copy of a module that compilers supply (omp_lib,
  /// openacc) makes accessible; empty when there is no such module, none
  /// when that cannot be found out (every name is then taken to be there).
  using ModuleNamesFn =
      std::function<std::optional<std::set<std::string>>(const std::string &module)>;

  /// `cacheRoot`: the .acc2c-mod directory; converted modules go in
  /// <cacheRoot>/gfortran/<module>-<hash>/. `searchDirs`: where `use` looks,
  /// in order.
  ForeignModules(std::string cacheRoot, std::vector<std::string> searchDirs, CompileFn compile,
                 ModuleNamesFn compilerModuleNames, Diagnostics &diags);

  /// Makes `module` usable by Flang if a gfortran module file is what the
  /// search path holds for it. Returns false only on an error (diagnosed);
  /// a module found nowhere is left to Flang to report.
  bool require(const std::string &module);

  /// The cache directories of the modules converted or found converted,
  /// to search before all others.
  const std::vector<std::string> &directories() const { return added_; }

  /// The interface of a converted module cut down to what one file can
  /// refer to: compiled with the file itself rather than read from the
  /// full module file (docs/foreign-modules.md, "Only what a file names").
  struct Selection {
    std::string module, path, source;
  };
  /// For every converted module the file uses (directly or through the
  /// Flang module files it reads), deps first: its interface selected to
  /// the names in `names` (the file's identifiers), those the Flang module
  /// files read refer to, and what the selected entities need from each
  /// other. Modules in `whole` (a module of the file re-exports all of it)
  /// and the modules they use are compiled whole, from their interfaces
  /// (a module compiled with the file fits any checksum that the module
  /// files the file reads recorded for it). Returns
  /// false when a selection cannot be written; nothing is diagnosed, the
  /// caller then uses the full module files.
  bool select(const std::set<std::string> &names, const std::set<std::string> &whole,
              std::vector<Selection> &out);

private:
  enum class State { Busy, Flang, Converted, Missing, Failed };
  bool convert(const std::string &module, const std::string &path, const std::string &bytes);
  void record(const std::string &module, const std::string &key, const std::string &dir,
              const std::string &gfortranFile);
  std::string wholeInterfacesOf(const std::vector<std::string> &uses);
  bool compilerHas(const std::string &module, const std::string &name);
  void error(const std::string &path, const std::string &message);
  void warning(const std::string &path, const std::string &message);

  std::string cacheRoot_;
  std::vector<std::string> searchDirs_;
  CompileFn compile_;
  ModuleNamesFn compilerModuleNames_;
  /// module -> its names, once asked
  std::map<std::string, std::optional<std::set<std::string>>> compilerNames_;
  /// compilerHas, for the interface writer (gfortran_module::CompilerModuleNames)
  std::function<bool(const std::string &, const std::string &)> compilerHasFn_;
  Diagnostics &diags_;
  std::map<std::string, State> state_;
  std::map<std::string, std::string> keys_; ///< module -> cache key of its converted form
  /// A Flang module file -> "flang-" and the hash of its bytes: a conversion
  /// that uses it is fresh while they are unchanged (its module file names
  /// their checksum).
  std::map<std::string, std::string> flangKeys_;
  std::map<std::string, std::vector<std::string>> flangNeeds_; ///< its "!need$" modules
  std::vector<std::string> added_;
  std::vector<std::string> converted_;                    ///< in the order of added_
  std::map<std::string, std::vector<std::string>> needs_; ///< converted module -> modules it uses
  std::map<std::string, std::string> gfortranFiles_;      ///< converted module -> its gfortran .mod
  std::set<std::string> referenced_; ///< identifiers in the Flang module files read
};

/// Where converted modules are cached when acc2c writes Flang module files
/// into `moduleDir` (-J): `moduleDir` itself when it is already a
/// .acc2c-mod directory (acc2c-gfortran), else <moduleDir or .>/.acc2c-mod.
std::string foreignModuleCacheRoot(const std::string &moduleDir);

} // namespace acc2c
