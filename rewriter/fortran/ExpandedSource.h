// ExpandedSource: the text the Fortran rewriter edits. It is the translated
// file, with each file it includes (a cpp `#include` or an INCLUDE line) that
// holds a line the rewriter edits expanded in place: the include line
// becomes a comment, the included text follows. Every line keeps the file
// and line it came from, for the translation's line markers (gfortran's
// messages) and the runtime's source records. docs/architecture.md,
// "Included files".
#pragma once

#include "model/Inclusion.h"
#include "support/Diagnostics.h"

#include "llvm/ADT/StringRef.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace acc2c {

class ExpandedSource {
public:
  /// `text` is the file `path`'s. An inclusion is expanded when one of the
  /// files in `edited` is its file or lies inside it, and so is every
  /// inclusion inside an expanded one (their own include lines name files
  /// relative to them). Nothing when an expanded file cannot be read (a
  /// diagnostic says which).
  static std::optional<ExpandedSource> build(const std::string &path, llvm::StringRef text,
                                             const Inclusions &inclusions,
                                             const std::set<std::string> &edited,
                                             Diagnostics &diags);

  /// The expanded text; its lines are numbered from 1.
  llvm::StringRef text() const { return text_; }
  unsigned lineCount() const { return static_cast<unsigned>(origins_.size()); }
  /// Where line `line` of the text comes from (column 0).
  const SourceLocation &origin(unsigned line) const { return origins_.at(line - 1); }
  /// The line of the text that holds `loc`'s line (where the text is, even
  /// when a line directive names another place); 0 when none does, or
  /// when its file was expanded more than once (which copy is unknown).
  unsigned lineOf(const SourceLocation &loc) const;
  /// The files expanded, each once, in the order their text comes.
  const std::vector<std::string> &expandedFiles() const { return expandedFiles_; }
  /// Whether `file` was expanded more than once.
  bool expandedTwice(const std::string &file) const { return twice_.count(file) > 0; }

private:
  std::string text_;
  std::vector<SourceLocation> origins_;
  std::map<std::pair<std::string, unsigned>, unsigned> lines_; // (file, line) -> line
  std::set<std::string> twice_;
  std::vector<std::string> expandedFiles_;
};

} // namespace acc2c
