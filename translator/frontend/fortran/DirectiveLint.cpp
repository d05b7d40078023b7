#include "frontend/fortran/DirectiveLint.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Frontend/OpenACC/ACC.h.inc"

#include <cctype>
#include <fstream>
#include <set>
#include <vector>

namespace acc2c {
namespace {

// Words that make up directive names ("enter data", "parallel loop", "end
// kernels", "atomic update"), as opposed to clauses.
const std::set<std::string> kDirectiveWords = {
    "parallel", "kernels", "serial", "loop", "data", "enter", "exit",
    "host_data", "declare", "routine", "atomic", "cache", "wait", "init",
    "shutdown", "set", "update", "end", "read", "write", "capture"};

struct Line {
  unsigned number;
  std::string text;
};

// The directive text after the sentinel, with its continuation lines, and
// where each of its characters came from.
struct Directive {
  std::string text;
  std::vector<std::pair<unsigned, unsigned>> origin; // line, column per char
};

bool startsWithSentinel(const std::string &line, bool fixedForm, size_t &after) {
  std::string lower;
  for (char c : line)
    lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  size_t i = 0;
  if (!fixedForm)
    while (i < lower.size() && (lower[i] == ' ' || lower[i] == '\t'))
      ++i;
  bool sentinel = lower.compare(i, 5, "!$acc") == 0 ||
                  (fixedForm && (lower.compare(i, 5, "c$acc") == 0 ||
                                 lower.compare(i, 5, "*$acc") == 0));
  if (!sentinel)
    return false;
  after = i + 5;
  return true;
}

} // namespace

unsigned reportUnknownAccClauses(const std::string &path, bool fixedForm,
                                 Diagnostics &diags) {
  std::ifstream in(path);
  std::vector<Line> lines;
  std::string s;
  for (unsigned n = 1; std::getline(in, s); ++n)
    lines.push_back({n, s});

  unsigned reported = 0;
  for (size_t i = 0; i < lines.size(); ++i) {
    size_t after;
    if (!startsWithSentinel(lines[i].text, fixedForm, after))
      continue;
    Directive d;
    auto append = [&](const Line &l, size_t from) {
      for (size_t c = from; c < l.text.size(); ++c) {
        if (l.text[c] == '!') // trailing comment
          break;
        d.text += l.text[c];
        d.origin.push_back({l.number, static_cast<unsigned>(c + 1)});
      }
    };
    append(lines[i], after + (fixedForm && after < lines[i].text.size() &&
                              lines[i].text[after] == '&' ? 1 : 0));
    // Free form: a trailing '&' continues on the next `!$acc` line.
    while (!fixedForm && !d.text.empty()) {
      size_t last = d.text.find_last_not_of(" \t");
      if (last == std::string::npos || d.text[last] != '&' || i + 1 >= lines.size())
        break;
      d.text.erase(last);
      d.origin.resize(last);
      size_t next;
      if (!startsWithSentinel(lines[i + 1].text, false, next))
        break;
      ++i;
      size_t from = lines[i].text.find_first_not_of(" \t", next);
      if (from != std::string::npos && lines[i].text[from] == '&')
        ++from;
      append(lines[i], from == std::string::npos ? lines[i].text.size() : from);
    }
    while (fixedForm && i + 1 < lines.size()) {
      size_t next;
      if (!startsWithSentinel(lines[i + 1].text, true, next) ||
          next >= lines[i + 1].text.size() ||
          (lines[i + 1].text[next] == ' ' || lines[i + 1].text[next] == '0'))
        break;
      ++i;
      append(lines[i], next + 1);
    }

    // Words at parenthesis depth 0: the directive name first, then clauses.
    bool inName = true;
    int depth = 0;
    for (size_t c = 0; c < d.text.size();) {
      char ch = d.text[c];
      if (ch == '(') { ++depth; ++c; continue; }
      if (ch == ')') { --depth; ++c; continue; }
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
      if (inName && kDirectiveWords.count(word))
        continue;
      inName = false;
      if (llvm::acc::getOpenACCClauseKind(word) != llvm::acc::Clause::ACCC_unknown)
        continue;
      auto [line, column] = d.origin[start];
      diags.error({path, line, column}, "unknown OpenACC clause '" + word + "'");
      ++reported;
    }
  }
  return reported;
}

} // namespace acc2c
