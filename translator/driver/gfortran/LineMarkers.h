// acc2c-gfortran: line markers (`# 12 "file.f90"`) in input that is already
// preprocessed (-fpreprocessed), as CMake's Ninja generator compiles every
// Fortran source: `gfortran -cpp -E x.f90 -o x.f90-pp.f90`, then
// `-fpreprocessed -c x.f90-pp.f90`. acc2c's rewriter wants the directive
// lines in the file it rewrites, and line markers attribute them to another
// file; so acc2c gets a copy with the markers blanked (same line count), and
// the markers go back into the translation, the translation's own markers
// (which name lines of the copy) mapped to the lines they stand for, so that
// gfortran's messages name the user's source.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace acc2c::gfortran {

struct LineMarkers {
  /// Per line of the preprocessed file: the marker it held ("" if none).
  std::vector<std::string> marker;
  /// Per line: the (file, line) it stands for; file "" before any marker
  /// (the line stands for itself).
  std::vector<std::pair<std::string, long>> origin;
};

/// If `line` is a line marker (`# 12 "f"`, `#line 12 "f"`, `# 12`), its line
/// number and its file as written between the quotes ("" if none).
bool parseLineMarker(const std::string &line, long &number, std::string &file);

/// Writes `from` to `to` with each line marker replaced by an empty line.
bool blankLineMarkers(const std::string &from, const std::string &to, LineMarkers &markers,
                      std::string &error);

/// Puts the markers back into the translation `file` and maps its own
/// markers (naming lines of the blanked copy) to the lines they stand for.
bool restoreLineMarkers(const std::string &file, const LineMarkers &markers, std::string &error);

} // namespace acc2c::gfortran
