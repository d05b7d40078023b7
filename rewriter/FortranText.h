// Small text helpers for generated Fortran: literals, argument lists, and the
// source records (acc2c_source) every runtime call carries.
#pragma once

#include "model/SourceLocation.h"

#include "llvm/ADT/StringRef.h"

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

/// "1, f(2, 3)" -> {"1", "f(2, 3)"}: a clause argument list split at depth 0.
inline std::vector<std::string> splitArguments(llvm::StringRef text) {
  std::vector<std::string> out;
  std::string cur;
  int depth = 0;
  for (char ch : text) {
    if (ch == '(') ++depth;
    if (ch == ')') --depth;
    if (ch == ',' && depth == 0) {
      out.push_back(llvm::StringRef(cur).trim().str());
      cur.clear();
    } else {
      cur += ch;
    }
  }
  if (!llvm::StringRef(cur).trim().empty()) out.push_back(llvm::StringRef(cur).trim().str());
  return out;
}

/// The permanent record naming a variable (or construct) and its place, as
/// the runtime prints it in messages: acc2c_source("a"//c_null_char, ...).
inline std::string sourceRecord(llvm::StringRef name, llvm::StringRef file, unsigned line) {
  return "acc2c_source(" + fortranLiteral(name) + "//c_null_char, " + fortranLiteral(file) +
         "//c_null_char, " + std::to_string(line) + ")";
}

} // namespace acc2c
