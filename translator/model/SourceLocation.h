// A position in a user's source file, 1-based, columns count bytes.
#pragma once
#include <string>

namespace acc2c {

struct SourceLocation {
  std::string file;
  unsigned line = 0;
  unsigned column = 0;
  /// Where the text is when a line directive (`# 1176 "pot3d.F90"`, as
  /// `cpp -E` writes) names another file or line for it: the file read and
  /// the line's number in it. Empty and 0 otherwise.
  std::string textFile;
  unsigned textLine = 0;

  bool valid() const { return line != 0; }
  const std::string &fileOfText() const { return textFile.empty() ? file : textFile; }
  unsigned lineOfText() const { return textLine ? textLine : line; }
};

} // namespace acc2c
