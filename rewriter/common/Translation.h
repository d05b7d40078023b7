// What a rewriter makes of one source file: the translated text, and the
// files it carries in place of their include lines. A build's dependency
// file must still name those (the compiler of the translation never reads
// them): docs/architecture.md, "Included files".
#pragma once

#include <string>
#include <vector>

namespace acc2c {

struct Translation {
  std::string text;
  /// Each file whose text the translation holds instead of an include line
  /// (Fortran INCLUDE or cpp #include, C #include), once, as its
  /// preprocessor found it.
  std::vector<std::string> inlinedFiles;
  /// Fortran with OpenACC kernels: the file of the kernels' subroutines
  /// (RewriteOptions::openaccKernels); empty otherwise.
  std::string kernels;
};

} // namespace acc2c
