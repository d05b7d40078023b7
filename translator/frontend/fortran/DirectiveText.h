// The plain text of Fortran directives (`!$acc`, `!$omp`), with all their
// continuation lines: what the directive says, and which whole lines of the
// original file it occupies. The lint pass reads the text; the source
// rewriter replaces the lines.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace acc2c {

struct DirectiveText {
  std::string sentinel;        ///< "acc" or "omp", lower case
  unsigned firstLine = 0;      ///< 1-based line of the sentinel
  unsigned lastLine = 0;       ///< last continuation line
  std::size_t beginOffset = 0; ///< byte offset of the start of firstLine
  std::size_t endOffset = 0;   ///< byte offset just after lastLine's line break
  std::string text;            ///< after the sentinel; continuations joined, comments dropped
  std::vector<std::pair<unsigned, unsigned>> origin; ///< line, column of each char of text
};

/// Every `!$acc`/`!$omp` directive of `source` (free form: `&` continues on
/// the next sentinel line; fixed form: `!$acc`, `c$acc`, `*$acc` in column 1
/// and a continuation mark in column 6), in source order. `!$` conditional
/// compilation lines are not directives.
std::vector<DirectiveText> scanDirectives(llvm::StringRef source, bool fixedForm);

} // namespace acc2c
