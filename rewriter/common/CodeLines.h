// CodeLines: generated Fortran, one statement per line, with nesting depth,
// so that the output reads like code a person would write.
#pragma once

#include <string>
#include <vector>

namespace acc2c {

class CodeLines {
public:
  void add(const std::string &statement) {
    lines_.push_back(std::string(2 * depth_, ' ') + statement);
  }
  /// Adds `statement` and indents what follows (block, if ... then, do).
  void open(const std::string &statement) {
    add(statement);
    ++depth_;
  }
  /// Dedents and adds `statement` (end block, end if).
  void close(const std::string &statement) {
    --depth_;
    add(statement);
  }
  /// Nesting without a statement: code that continues blocks opened elsewhere.
  void indent(int levels = 1) { depth_ += levels; }
  void append(const CodeLines &other) {
    for (const std::string &l : other.lines_) lines_.push_back(std::string(2 * depth_, ' ') + l);
  }
  bool empty() const { return lines_.empty(); }
  const std::vector<std::string> &lines() const { return lines_; }

private:
  std::vector<std::string> lines_;
  int depth_ = 0;
};

} // namespace acc2c
