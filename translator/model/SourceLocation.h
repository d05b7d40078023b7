// A position in a user's source file, 1-based, columns count bytes.
#pragma once
#include <string>

namespace acc2c {

struct SourceLocation {
  std::string file;
  unsigned line = 0;
  unsigned column = 0;

  bool valid() const { return line != 0; }
};

} // namespace acc2c
