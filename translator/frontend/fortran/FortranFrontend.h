// The Fortran frontend: Flang's parser and semantics turned into our
// directive model. This header is all the rest of acc2c sees of Flang.
#pragma once
#include "model/Directive.h"
#include "support/Diagnostics.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace acc2c {

enum class SourceForm { Free, Fixed };

struct FortranOptions {
  std::vector<std::string> includeDirs; ///< -I: include files and .mod files
  /// -D NAME[=VALUE]: VALUE is "1" when not given, empty for `-DNAME=`.
  std::vector<std::pair<std::string, std::string>> defines;
  std::string moduleDir;          ///< -J: where .mod files are written (and read first)
  std::optional<SourceForm> form; ///< default: fixed for .f/.F/.for/.f77, free otherwise
  std::optional<bool> preprocess; ///< default: true for .F/.F90/..., always allowed by Flang
  std::vector<std::string> intrinsicModuleDirs; ///< Flang's own .mod files and our openacc.mod
  /// What the compiler reads the source as (gfortran's -fdefault-real-8,
  /// -fdefault-integer-8, -fdefault-double-8, -ffixed-line-length-N): the
  /// kinds decide every byte count the translation computes, the columns
  /// which text of a fixed-form line is code (0: the whole line).
  int defaultRealKind = 4, defaultIntegerKind = 4, doublePrecisionKind = 8;
  int fixedFormColumns = 72;
  /// -stdpar: a DO CONCURRENT outside compute constructs becomes one
  /// (docs/data-operations.md, "DO CONCURRENT").
  bool doConcurrentRegions = false;
  /// --file-prefix-map OLD=NEW (gcc's -ffile-prefix-map): a file found
  /// under the directory OLD is named under NEW in line markers (so in
  /// __FILE__), diagnostics and runtime messages; the drivers map the
  /// absolute search directories they pass back to the user's spelling.
  std::vector<std::pair<std::string, std::string>> filePrefixMap;
};

/// Suffix rules of gfortran/flang: .f .for .ftn .f77 (and upper-case) are
/// fixed form; .F* are preprocessed.
SourceForm defaultSourceForm(const std::string &path);

/// Parses and checks `path`, fills `out`. Returns false (with diagnostics)
/// when the file cannot be parsed or has semantic errors.
bool parseFortran(const std::string &path, const FortranOptions &options, TranslationUnitModel &out,
                  Diagnostics &diags);

/// Whether `path`, prescanned as parseFortran prescans it (the
/// preprocessor, INCLUDE lines, both source forms, continuations), holds an
/// OpenACC or OpenMP directive. A file that holds none translates to itself
/// (docs/foreign-modules.md, "Files without directives"): its translation needs no parse. True when
/// the prescan fails, so that the parse reports why.
bool fortranHasDirectives(const std::string &path, const FortranOptions &options);

} // namespace acc2c
