// The compiler drivers' path arithmetic (LLVM Support's, spelled once).
#pragma once

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <string>

namespace acc2c::driver {

inline std::string joined(llvm::StringRef a, llvm::StringRef b) {
  llvm::SmallString<256> p(a);
  llvm::sys::path::append(p, b);
  return std::string(p);
}

inline std::string joined(llvm::StringRef a, llvm::StringRef b, llvm::StringRef c) {
  return joined(joined(a, b), c);
}

/// Absolute, "." removed; ".." stays (it is physical, through symlinks).
inline std::string absolute(llvm::StringRef p) {
  llvm::SmallString<256> s(p);
  llvm::sys::fs::make_absolute(s);
  llvm::sys::path::remove_dots(s, /*remove_dot_dot=*/false);
  return std::string(s);
}

/// The directory a file is in, "." for a bare name.
inline std::string directoryOf(llvm::StringRef file) {
  llvm::StringRef dir = llvm::sys::path::parent_path(file);
  return dir.empty() ? std::string(".") : dir.str();
}

inline std::string replaceExtension(llvm::StringRef file, llvm::StringRef ext) {
  llvm::SmallString<256> p(file);
  llvm::sys::path::replace_extension(p, ext);
  return std::string(p);
}

} // namespace acc2c::driver
