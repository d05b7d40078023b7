// acc2c-gfortran: locating acc2c, the runtime shim and the Fortran compiler.
#include "driver/gfortran/Toolchain.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"

#include <optional>

// Set by translator/CMakeLists.txt: the install's layout (relative to the
// prefix) and the build tree's (bin/, lib/, include/acc2c beside each other).
#ifndef ACC2C_INSTALL_BINDIR
#define ACC2C_INSTALL_BINDIR "bin"
#endif
#ifndef ACC2C_INSTALL_LIBDIR
#define ACC2C_INSTALL_LIBDIR "lib"
#endif
#ifndef ACC2C_INSTALL_INCLUDEDIR
#define ACC2C_INSTALL_INCLUDEDIR "include"
#endif
#ifndef ACC2C_SANITIZE_FLAG
#define ACC2C_SANITIZE_FLAG ""
#endif

namespace acc2c::gfortran {

namespace {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

std::string joined(llvm::StringRef a, llvm::StringRef b) {
  llvm::SmallString<256> p(a);
  path::append(p, b);
  return std::string(p);
}

std::string joined(llvm::StringRef a, llvm::StringRef b, llvm::StringRef c) {
  return joined(joined(a, b), c);
}

// The prefix the executable's directory belongs to, if that directory is
// <prefix>/<bindir>.
std::optional<std::string> prefixOf(llvm::StringRef exeDir, llvm::StringRef bindir) {
  if (path::is_absolute(bindir))
    return std::nullopt;
  std::string dir = exeDir.str();
  llvm::SmallVector<llvm::StringRef, 4> parts;
  for (auto it = path::rbegin(bindir), end = path::rend(bindir); it != end; ++it)
    if (*it != ".")
      parts.push_back(*it);
  for (llvm::StringRef part : parts) {
    if (path::filename(dir) != part)
      return std::nullopt;
    dir = path::parent_path(dir).str();
  }
  return dir;
}

std::string under(llvm::StringRef prefix, llvm::StringRef dir) {
  return path::is_absolute(dir) ? dir.str() : joined(prefix, dir);
}

} // namespace

bool findToolchain(const char *argv0, bool needRuntime, Toolchain &tc, std::string &error) {
  tc.self = fs::getMainExecutable(argv0, reinterpret_cast<void *>(&findToolchain));
  llvm::StringRef exeDir = path::parent_path(tc.self);

  std::string fc = "gfortran";
  if (std::optional<std::string> env = llvm::sys::Process::GetEnv("ACC2C_FC"); env && !env->empty())
    fc = *env;
  if (fc.find('/') != std::string::npos) {
    tc.fortranCompiler = fc;
  } else if (llvm::ErrorOr<std::string> found = llvm::sys::findProgramByName(fc)) {
    tc.fortranCompiler = *found;
  } else {
    error = "cannot find the Fortran compiler '" + fc + "' on PATH (set ACC2C_FC)";
    return false;
  }
  llvm::SmallString<256> fcReal, selfReal;
  if (!fs::real_path(tc.fortranCompiler, fcReal) && !fs::real_path(tc.self, selfReal) &&
      fcReal == selfReal) {
    error = "ACC2C_FC names acc2c-gfortran itself; it must name gfortran";
    return false;
  }

  tc.acc2c = joined(exeDir, "acc2c");
  if (!needRuntime)
    return true;
  if (!fs::can_execute(tc.acc2c)) {
    error = "cannot find the translator '" + tc.acc2c + "'";
    return false;
  }

  // The install's layout first, then the build tree's.
  struct Layout {
    std::string lib, include;
  };
  std::vector<Layout> layouts;
  if (std::optional<std::string> prefix = prefixOf(exeDir, ACC2C_INSTALL_BINDIR))
    layouts.push_back({under(*prefix, ACC2C_INSTALL_LIBDIR),
                       joined(under(*prefix, ACC2C_INSTALL_INCLUDEDIR), "acc2c")});
  std::string buildPrefix = path::parent_path(exeDir).str();
  layouts.push_back({joined(buildPrefix, "lib"), joined(buildPrefix, "include", "acc2c")});
  for (const Layout &l : layouts) {
    if (fs::exists(joined(l.lib, "libacc2c_rt.so")) &&
        fs::exists(joined(l.include, "acc2c_runtime.mod"))) {
      tc.runtimeLibDir = l.lib;
      tc.runtimeIncludeDir = l.include;
      break;
    }
  }
  if (tc.runtimeLibDir.empty()) {
    error = "cannot find the runtime shim (libacc2c_rt.so and acc2c_runtime.mod) near '" +
            tc.self + "'; looked in";
    for (const Layout &l : layouts)
      error += " '" + l.lib + "' and '" + l.include + "'";
    return false;
  }
  tc.runtimeLinkFlags = {"-L" + tc.runtimeLibDir, "-Wl,-rpath," + tc.runtimeLibDir,
                         "-lacc2c_rt"};
  if (*ACC2C_SANITIZE_FLAG)
    tc.runtimeLinkFlags.push_back(ACC2C_SANITIZE_FLAG);
  return true;
}

} // namespace acc2c::gfortran
