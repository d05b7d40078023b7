// The C frontend: Clang 22's parser and Sema (LibTooling, -fopenacc and
// -fopenmp) turned into our directive model. This header is all the rest of
// acc2c sees of Clang.
#pragma once
#include "model/Directive.h"
#include "support/Diagnostics.h"

#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace clang {
class ASTContext;
class Preprocessor;
} // namespace clang

namespace acc2c {

struct COptions {
  std::vector<std::string> includeDirs; ///< -I
  /// -D NAME[=VALUE]: VALUE is "1" when not given, empty for `-DNAME=`.
  std::vector<std::pair<std::string, std::string>> defines;
  std::vector<std::string> extraArgs; ///< more compiler arguments, as for clang
  /// A build directory holding compile_commands.json (the -p of Clang
  /// tools): the file's own compile command gives the flags.
  std::string buildPath;
  /// Clang's resource directory (stddef.h, omp.h); empty: the one acc2c
  /// was built against.
  std::string resourceDir;
};

/// Parses and checks `path` as C with OpenACC 3.3 and OpenMP 5.2, fills
/// `out`. Returns false (with Clang's own diagnostics passed on) when Clang
/// reports an error: a malformed clause is dropped from Clang's AST, so a
/// model built despite errors would silently miss data.
///
/// `whileParsed`, if given, runs after the model is built without errors,
/// while Clang's AST (and its preprocessor, with every macro's history)
/// still exists: the C rewriter edits the text through it.
using CParsedCallback = std::function<void(clang::ASTContext &, clang::Preprocessor &)>;
bool parseC(const std::string &path, const COptions &options, TranslationUnitModel &out,
            Diagnostics &diags, const CParsedCallback &whileParsed = {});

} // namespace acc2c
