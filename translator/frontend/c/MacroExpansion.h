// Directives inside macro expansions (docs/architecture.md, "Directives
// in macros"). The rewriter edits text in the file; a directive that a
// macro writes with `_Pragma` is replaced at the macro's invocation, which
// works when the invocation is that directive alone. When the expansion
// holds more — the construct's body (SOLLVE_VV's OMPVV_TEST_OFFLOADING:
// `_Pragma("omp target map(from: x)") { x = ...; }`), or statements
// around the directive — there is no text in the file to rewrite. So the
// frontend writes such an invocation out as its expansion, each pragma as
// a `#pragma` line, under `#line` markers that keep every line at its
// number, and parses the file again. This header includes no Clang header
// but the forward declarations it names.
#pragma once
#include "support/Diagnostics.h"

#include <memory>
#include <optional>
#include <string>

namespace clang {
class PPCallbacks;
class Preprocessor;
class SourceManager;
} // namespace clang

namespace acc2c {

/// What the parser received from macro invocations in the main file:
/// every token, and where the invocations hold `_Pragma`s.
class MacroTokenLog {
public:
  MacroTokenLog();
  ~MacroTokenLog();
  /// Starts the log for one parse: watches the tokens `pp` hands the
  /// parser, and returns the callbacks that note its pragmas (to add to
  /// `pp`).
  std::unique_ptr<clang::PPCallbacks> record(clang::Preprocessor &pp);

  struct Invocation;
  struct Entries;
  std::unique_ptr<Entries> entries;
};

/// The main file's text with every macro invocation that holds an OpenMP
/// or OpenACC directive and anything besides it written out as its
/// expansion; nothing when none does. Reports an invocation it cannot
/// write out (a pragma other than OpenMP's or OpenACC's in it would be
/// lost) and sets `failed`.
std::optional<std::string> expandMacrosHoldingConstructs(clang::Preprocessor &pp,
                                                         const MacroTokenLog &log,
                                                         Diagnostics &diags, bool &failed);

} // namespace acc2c
