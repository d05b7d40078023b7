// A source file's language, from its name, as compilers decide it.
#pragma once

#include "llvm/Support/Path.h"

#include <string>

namespace acc2c {

/// The value of _OPENACC for every source acc2c reads, and in the C it
/// writes: the version it translates (OpenACC 3.3, November 2022).
inline constexpr const char *kOpenACCVersion = "202211";

/// C, which acc2c reads through Clang: *.c and *.h.
inline bool isCSource(const std::string &path) {
  llvm::StringRef ext = llvm::sys::path::extension(path);
  return ext == ".c" || ext == ".h";
}

/// C++, CUDA or Objective-C (.cpp, .cu, .m...): acc2c reads these neither as
/// C nor as Fortran.
inline bool isOtherCFamilySource(const std::string &path) {
  llvm::StringRef ext = llvm::sys::path::extension(path);
  for (const char *other : {".cc", ".cp", ".cpp", ".cxx", ".c++", ".C", ".CPP", ".hh", ".hpp",
                            ".hxx", ".H", ".cu", ".cuh", ".m", ".mm", ".ii"})
    if (ext == other) return true;
  return false;
}

} // namespace acc2c
