#include "frontend/fortran/DirectiveText.h"

#include <cctype>

namespace acc2c {
namespace {

struct Line {
  unsigned number;
  std::size_t begin, end; // [begin, end) without the line break; next line starts at `next`
  std::size_t next;
  llvm::StringRef text;
};

std::vector<Line> splitLines(llvm::StringRef source) {
  std::vector<Line> lines;
  std::size_t pos = 0;
  for (unsigned n = 1; pos < source.size(); ++n) {
    std::size_t nl = source.find('\n', pos);
    std::size_t next = nl == llvm::StringRef::npos ? source.size() : nl + 1;
    std::size_t end = nl == llvm::StringRef::npos ? source.size() : nl;
    if (end > pos && source[end - 1] == '\r') --end;
    lines.push_back({n, pos, end, next, source.slice(pos, end)});
    pos = next;
  }
  return lines;
}

// The sentinel at the start of `line` ("acc"/"omp"), and where the text after
// it starts; empty when the line is not a directive line.
std::string sentinelOf(llvm::StringRef line, bool fixedForm, std::size_t &after) {
  std::size_t i = 0;
  if (!fixedForm)
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  if (line.size() < i + 5) return {};
  char lead = char(std::tolower(static_cast<unsigned char>(line[i])));
  bool leadOk = lead == '!' || (fixedForm && (lead == 'c' || lead == '*'));
  if (!leadOk || line[i + 1] != '$') return {};
  std::string word = line.substr(i + 2, 3).lower();
  if (word != "acc" && word != "omp") return {};
  after = i + 5;
  // Free form: the sentinel must be followed by a blank or `&`.
  if (!fixedForm && after < line.size() && line[after] != ' ' && line[after] != '\t' &&
      line[after] != '&')
    return {};
  return word;
}

// Appends line characters [from, end) to the directive, stopping at a `!`
// comment outside character literals.
void append(DirectiveText &d, const Line &l, std::size_t from) {
  char quote = 0;
  for (std::size_t c = from; c < l.text.size(); ++c) {
    char ch = l.text[c];
    if (quote) {
      if (ch == quote) quote = 0;
    } else if (ch == '\'' || ch == '"') {
      quote = ch;
    } else if (ch == '!') {
      break;
    }
    d.text += ch;
    d.origin.push_back({l.number, unsigned(c + 1)});
  }
}

} // namespace

std::vector<DirectiveText> scanDirectives(llvm::StringRef source, bool fixedForm) {
  std::vector<Line> lines = splitLines(source);
  std::vector<DirectiveText> out;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    std::size_t after = 0;
    std::string sentinel = sentinelOf(lines[i].text, fixedForm, after);
    if (sentinel.empty()) continue;
    if (fixedForm && after < lines[i].text.size() && lines[i].text[after] != ' ' &&
        lines[i].text[after] != '0')
      continue; // a continuation line without its initial line
    DirectiveText d;
    d.sentinel = sentinel;
    d.firstLine = lines[i].number;
    d.beginOffset = lines[i].begin;
    append(d, lines[i], fixedForm ? std::min(after + 1, lines[i].text.size()) : after);
    if (!fixedForm) {
      // A trailing `&` continues on the next line with the same sentinel.
      for (;;) {
        std::size_t last = d.text.find_last_not_of(" \t");
        if (last == std::string::npos || d.text[last] != '&' || i + 1 >= lines.size()) break;
        std::size_t next = 0;
        if (sentinelOf(lines[i + 1].text, false, next) != sentinel) break;
        d.text.erase(last);
        d.origin.resize(last);
        ++i;
        std::size_t from = lines[i].text.find_first_not_of(" \t", next);
        if (from == llvm::StringRef::npos)
          from = lines[i].text.size();
        else if (lines[i].text[from] == '&')
          ++from;
        append(d, lines[i], from);
      }
    } else {
      // Column 6 (after the 5-character sentinel) not blank or '0': continuation.
      while (i + 1 < lines.size()) {
        std::size_t next = 0;
        const Line &l = lines[i + 1];
        if (sentinelOf(l.text, true, next) != sentinel || next >= l.text.size() ||
            l.text[next] == ' ' || l.text[next] == '0')
          break;
        ++i;
        append(d, lines[i], next + 1);
      }
    }
    d.lastLine = lines[i].number;
    d.endOffset = lines[i].next;
    out.push_back(std::move(d));
  }
  return out;
}

} // namespace acc2c
