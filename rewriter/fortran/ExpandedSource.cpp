#include "rewriter/fortran/ExpandedSource.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <functional>

namespace acc2c {

std::optional<ExpandedSource> ExpandedSource::build(const std::string &path, llvm::StringRef text,
                                                    const Inclusions &inclusions,
                                                    const std::set<std::string> &edited,
                                                    Diagnostics &diags) {
  // Which inclusions to expand: those holding an edited file (an inclusion
  // comes after its parent, so children mark parents walking backwards),
  // then everything inside an expanded one.
  std::vector<bool> expand(inclusions.size(), false);
  for (size_t i = inclusions.size(); i-- > 0;) {
    if (edited.count(inclusions[i].file)) expand[i] = true;
    if (expand[i] && inclusions[i].parent >= 0) expand[inclusions[i].parent] = true;
  }
  for (size_t i = 0; i < inclusions.size(); ++i)
    if (inclusions[i].parent >= 0 && expand[inclusions[i].parent]) expand[i] = true;

  ExpandedSource out;
  bool ok = true;
  std::vector<std::unique_ptr<llvm::MemoryBuffer>> buffers;
  // Appends the lines of `file` (the inclusion `self`, -1 for the
  // translated file), each expanded inclusion in place of its line.
  std::function<void(const std::string &, llvm::StringRef, int)> append =
      [&](const std::string &file, llvm::StringRef content, int self) {
        std::map<unsigned, size_t> here; // the line -> the inclusion it reads
        for (size_t i = 0; i < inclusions.size(); ++i)
          if (expand[i] && inclusions[i].parent == self) here[inclusions[i].site.line] = i;
        llvm::SmallVector<llvm::StringRef, 0> lines;
        content.split(lines, '\n');
        if (content.ends_with("\n")) lines.pop_back();
        for (unsigned n = 1; n <= lines.size(); ++n) {
          SourceLocation at{file, n, 0};
          auto [slot, first] = out.lines_.insert({{file, n}, out.lineCount() + 1});
          if (!first) {
            slot->second = 0;
            out.twice_.insert(file);
          }
          out.origins_.push_back(at);
          auto inclusion = here.find(n);
          if (inclusion == here.end()) {
            out.text_ += lines[n - 1].str() + "\n";
            continue;
          }
          // The include line stays as a comment: gfortran reads the text
          // that follows instead.
          out.text_ += "! " + lines[n - 1].rtrim("\r").ltrim().str() + "\n";
          const Inclusion &inc = inclusions[inclusion->second];
          auto buffer = llvm::MemoryBuffer::getFile(inc.path);
          if (!buffer) {
            diags.error(inc.site, "acc2c cannot read the included file '" + inc.path +
                                      "' to translate the directives in it");
            ok = false;
            continue;
          }
          if (std::find(out.expandedFiles_.begin(), out.expandedFiles_.end(), inc.path) ==
              out.expandedFiles_.end())
            out.expandedFiles_.push_back(inc.path);
          buffers.push_back(std::move(*buffer));
          append(inc.file, buffers.back()->getBuffer(), static_cast<int>(inclusion->second));
        }
      };
  append(path, text, -1);
  if (!ok) return std::nullopt;
  return out;
}

unsigned ExpandedSource::lineOf(const SourceLocation &loc) const {
  auto it = lines_.find({loc.fileOfText(), loc.lineOfText()});
  return it == lines_.end() ? 0 : it->second;
}

} // namespace acc2c
