// User headers with directives in them (docs/architecture.md, "Included
// files"). The rewriter edits one file, the one it translates; a
// function in a header whose body holds an OpenACC or OpenMP directive
// (PRK's stencil kernels: `static inline` functions in stencil_openacc.h)
// cannot be rewritten where it is. So the frontend puts such a header's
// text in place of its #include, under `#line` markers that keep every line
// under its own file and number, and parses the result as the file itself:
// the header's code is then the translation's, and the header is no longer
// included. Headers on the way to one (a header that includes it) come in
// the same way. Only executable directives call for this: declarative ones
// on prototypes (`routine`, `declare target`) are translated where they
// are. This header includes no Clang header but the forward declarations
// it names.
#pragma once
#include "support/Diagnostics.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class PPCallbacks;
class Preprocessor;
class SourceManager;
} // namespace clang

namespace acc2c {

/// The #include directives of one parse, as the preprocessor saw them.
class InclusionLog {
public:
  InclusionLog();
  ~InclusionLog();
  /// Starts the log for one parse: the callbacks that fill it, to add to
  /// the parse's preprocessor.
  std::unique_ptr<clang::PPCallbacks> recorder(clang::SourceManager &sm);

  struct Inclusion;
  std::vector<Inclusion> inclusions;
};

struct InlinedHeaders {
  std::string text;               ///< the main file's, with the headers in place
  std::vector<std::string> files; ///< the headers put in place, as Clang found them
};

/// The main file's text with every user header that holds a directive, and
/// every header on the way to one, in place of its #include; nothing when
/// no header holds one. Reports why a header that holds a directive
/// cannot be inlined (a system header, one included more than once without
/// a guard, a computed #include) and sets `failed`.
std::optional<InlinedHeaders> inlineHeadersWithDirectives(clang::ASTContext &context,
                                                          clang::Preprocessor &pp,
                                                          const InclusionLog &log,
                                                          Diagnostics &diags, bool &failed);

} // namespace acc2c
