#include "frontend/fortran/DirectiveLint.h"

#include "frontend/fortran/DirectiveText.h"

#include "llvm/Frontend/OpenACC/ACC.h.inc"
#include "llvm/Support/MemoryBuffer.h"

#include <cctype>
#include <set>

namespace acc2c {
namespace {

// Words that make up directive names ("enter data", "parallel loop", "end
// kernels", "atomic update"), as opposed to clauses.
const std::set<std::string> kDirectiveWords = {
    "parallel",  "kernels", "serial",  "loop",   "data",  "enter", "exit",
    "host_data", "declare", "routine", "atomic", "cache", "wait",  "init",
    "shutdown",  "set",     "update",  "end",    "read",  "write", "capture"};

} // namespace

unsigned reportUnknownAccClauses(const std::string &path, bool fixedForm, Diagnostics &diags) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer) return 0;
  unsigned reported = 0;
  for (const DirectiveText &d : scanDirectives((*buffer)->getBuffer(), fixedForm)) {
    if (d.sentinel != "acc") continue;
    // Words at parenthesis depth 0: the directive name first, then clauses.
    bool inName = true;
    int depth = 0;
    for (size_t c = 0; c < d.text.size();) {
      char ch = d.text[c];
      if (ch == '(') {
        ++depth;
        ++c;
        continue;
      }
      if (ch == ')') {
        --depth;
        ++c;
        continue;
      }
      if (depth > 0 || !(std::isalpha(static_cast<unsigned char>(ch)) || ch == '_')) {
        ++c;
        continue;
      }
      size_t start = c;
      while (c < d.text.size() &&
             (std::isalnum(static_cast<unsigned char>(d.text[c])) || d.text[c] == '_'))
        ++c;
      std::string word;
      for (size_t k = start; k < c; ++k)
        word += static_cast<char>(std::tolower(static_cast<unsigned char>(d.text[k])));
      if (inName && kDirectiveWords.count(word)) continue;
      inName = false;
      if (llvm::acc::getOpenACCClauseKind(word) != llvm::acc::Clause::ACCC_unknown) continue;
      auto [line, column] = d.origin[start];
      diags.error({path, line, column}, "unknown OpenACC clause '" + word + "'");
      ++reported;
    }
  }
  return reported;
}

} // namespace acc2c
