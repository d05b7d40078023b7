// Small text helpers for generated Fortran: literals, argument lists, and the
// source records every runtime call carries.
#pragma once

#include "model/SourceLocation.h"

#include "llvm/ADT/StringRef.h"

#include <algorithm>
#include <string>
#include <vector>

namespace acc2c {

/// A Fortran character literal: "..." with embedded quotes doubled.
inline std::string fortranLiteral(llvm::StringRef s) {
  std::string out = "\"";
  for (char c : s) {
    out += c;
    if (c == '"') out += '"';
  }
  return out + "\"";
}

/// The record naming a variable (or construct) and its line, as the runtime
/// prints it in messages: one constant text, "name NUL file NUL line",
/// spelled "a" // acc2c_file // "12" (acc2c_runtime.f90: gfortran folds it
/// into one literal, which costs it nothing per call).
/// `file`: the file's name between NULs, a Fortran expression: the unit's
/// constant acc2c_file (fileConstant) for a line of the translated file
/// (FortranDataOpCalls::source).
inline std::string sourceRecord(llvm::StringRef name, llvm::StringRef file, unsigned line) {
  return fortranLiteral(name) + " // " + file.str() + " // " + fortranLiteral(std::to_string(line));
}

/// The name of file `path` between the NULs of a source record.
inline std::string recordFile(llvm::StringRef path) {
  return "acc2c_nul // " + fortranLiteral(path) + " // acc2c_nul";
}

/// `line` (a statement after its indentation `lead`, or an OpenMP directive
/// from column 1) as lines that fit gfortran's default line length: 132
/// columns in free form, 72 in fixed form. Breaks go after a comma or a
/// blank outside character literals; continuation lines are indented.
inline std::vector<std::string> fitLine(const std::string &lead, const std::string &line,
                                        bool fixedForm) {
  const size_t limit = fixedForm ? 72 : 132;
  bool directive = llvm::StringRef(line).starts_with("!$");
  if (!directive && llvm::StringRef(line).ltrim().starts_with("!"))
    return {lead + line}; // a comment
  std::string sentinel = directive ? line.substr(0, line.find_first_of(" \t")) : "";
  std::string head = directive ? "" : lead;
  size_t indent = std::min(line.find_first_not_of(' '), line.size()) + (fixedForm ? 4 : 0);
  std::string rest = line;
  std::vector<std::string> out;
  int carried = 0; // parentheses still open at the start of `rest`
  while (head.size() + rest.size() > limit) {
    // A break that leaves room for " &": the last one among the call's own
    // arguments (the outermost parentheses), so that they stay whole where
    // they fit, after a comma where there is one (a source record,
    // "a" // acc2c_file // "12", stays whole too); else the last one.
    size_t room = limit - head.size() - (fixedForm ? 0 : 2), cut = std::string::npos;
    size_t inside = std::string::npos; // the outermost break inside parentheses
    bool insideComma = false;
    int depth = carried, insideDepth = 0, cutDepth = 0;
    char quote = 0;
    for (size_t i = 0; i < rest.size() && i < room; ++i) {
      char ch = rest[i];
      if (quote) {
        if (ch == quote) quote = 0;
      } else if (ch == '"' || ch == '\'') {
        quote = ch;
      } else if (ch == '(') {
        ++depth;
      } else if (ch == ')') {
        --depth;
      } else if ((ch == ',' || ch == ' ') && i + 1 > sentinel.size()) {
        bool comma = ch == ',';
        if (depth > 0 && (inside == std::string::npos || depth < insideDepth ||
                          (depth == insideDepth && (comma || !insideComma)))) {
          inside = i + 1;
          insideDepth = depth;
          insideComma = comma;
        }
        cut = i + 1;
        cutDepth = depth;
      }
    }
    if (inside != std::string::npos) {
      cut = inside;
      cutDepth = insideDepth;
    }
    if (cut == std::string::npos || cut >= rest.size()) break; // nothing to break at
    out.push_back(head + llvm::StringRef(rest).take_front(cut).rtrim().str() +
                  (fixedForm ? "" : " &"));
    rest = llvm::StringRef(rest).drop_front(cut).ltrim().str();
    carried = cutDepth;
    if (directive)
      head = sentinel + "& ";
    else
      head =
          fixedForm ? "     &" + std::string(indent - 2, ' ') : lead + std::string(indent + 4, ' ');
  }
  out.push_back(head + rest);
  return out;
}

/// The declaration of acc2c_file, once per program unit: the file's part of
/// its source records (sourceRecord).
inline std::string fileConstant(llvm::StringRef path) {
  return "character(*), parameter :: acc2c_file = " + recordFile(path);
}

} // namespace acc2c
