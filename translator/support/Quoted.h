// A text in double quotes with `"` and `\` escaped: a C string literal of
// plain text (a #line marker's file name), and the graph printers' names.
#pragma once
#include <string>

namespace acc2c {

inline std::string quoted(const std::string &s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

} // namespace acc2c
