// acc2c's compiler drivers: locating acc2c, the runtime shim and the compiler.
#include "driver/compiler/Toolchain.h"
#include "driver/compiler/Paths.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"

#include <optional>

// Set by translator/driver/CMakeLists.txt: the install's layout (relative to the
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

namespace acc2c::driver {

namespace {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

// The prefix the executable's directory belongs to, if that directory is
// <prefix>/<bindir>.
std::optional<std::string> prefixOf(llvm::StringRef exeDir, llvm::StringRef bindir) {
  if (path::is_absolute(bindir)) return std::nullopt;
  std::string dir = exeDir.str();
  llvm::SmallVector<llvm::StringRef, 4> parts;
  for (auto it = path::rbegin(bindir), end = path::rend(bindir); it != end; ++it)
    if (*it != ".") parts.push_back(*it);
  for (llvm::StringRef part : parts) {
    if (path::filename(dir) != part) return std::nullopt;
    dir = path::parent_path(dir).str();
  }
  return dir;
}

std::string under(llvm::StringRef prefix, llvm::StringRef dir) {
  return path::is_absolute(dir) ? dir.str() : joined(prefix, dir);
}

// The words of a command's standard output, or none if it fails.
std::vector<std::string> outputWords(const std::string &program,
                                     const std::vector<std::string> &args) {
  llvm::SmallString<128> out;
  if (fs::createTemporaryFile("acc2c-wrapper", "txt", out)) return {};
  llvm::FileRemover remove(out);
  std::vector<llvm::StringRef> argv{program};
  for (const std::string &a : args) argv.push_back(a);
  std::optional<llvm::StringRef> redirects[] = {llvm::StringRef(""), llvm::StringRef(out.str()),
                                                llvm::StringRef("")};
  if (llvm::sys::ExecuteAndWait(program, argv, std::nullopt, redirects, /*SecondsToWait=*/10) != 0)
    return {};
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> text = llvm::MemoryBuffer::getFile(out);
  if (!text) return {};
  llvm::SmallVector<llvm::StringRef, 32> words;
  (*text)->getBuffer().split(words, ' ', -1, false);
  std::vector<std::string> result;
  for (llvm::StringRef w : words)
    if (!w.trim().empty()) result.push_back(w.trim().str());
  return result;
}

// A compiler itself, not a wrapper: nothing to ask.
bool isPlainCompiler(llvm::StringRef name) {
  for (const char *plain : {"gcc", "gfortran", "cc", "clang", "flang", "f95"})
    if (name == plain || name.starts_with(std::string(plain) + "-")) return true;
  return false;
}

} // namespace

WrapperInfo wrapperInfo(const std::string &compiler) {
  WrapperInfo info;
  if (isPlainCompiler(path::filename(compiler))) return info;
  std::vector<std::string> words = outputWords(compiler, {"--showme"});
  if (words.empty()) words = outputWords(compiler, {"-show"});
  if (words.empty()) return info;
  if (llvm::ErrorOr<std::string> found = llvm::sys::findProgramByName(words[0]))
    info.compiler = *found;
  for (size_t i = 1; i < words.size(); ++i) {
    llvm::StringRef w = words[i];
    for (llvm::StringRef option : {"-I", "-isystem"})
      if (w.consume_front(option)) {
        if (w.empty() && i + 1 < words.size()) w = words[++i];
        if (!w.empty()) info.includeDirs.push_back(w.str());
        break;
      }
  }
  return info;
}

bool findToolchain(const char *argv0, const ToolchainQuery &query, bool needRuntime, Toolchain &tc,
                   std::string &error) {
  tc.self = fs::getMainExecutable(argv0, reinterpret_cast<void *>(&findToolchain));
  llvm::StringRef exeDir = path::parent_path(tc.self);

  std::string compiler = query.defaultCompiler;
  if (std::optional<std::string> env = llvm::sys::Process::GetEnv(query.compilerVariable);
      env && !env->empty())
    compiler = *env;
  if (compiler.find('/') != std::string::npos) {
    tc.compiler = compiler;
  } else if (llvm::ErrorOr<std::string> found = llvm::sys::findProgramByName(compiler)) {
    tc.compiler = *found;
  } else {
    error = std::string("cannot find the ") + query.compilerKind + " '" + compiler +
            "' on PATH (set " + query.compilerVariable + ")";
    return false;
  }
  llvm::SmallString<256> compilerReal, selfReal;
  if (!fs::real_path(tc.compiler, compilerReal) && !fs::real_path(tc.self, selfReal) &&
      compilerReal == selfReal) {
    error = std::string(query.compilerVariable) + " names " + query.driverName +
            " itself; it must name " + query.defaultCompiler;
    return false;
  }

  WrapperInfo wrapper = wrapperInfo(tc.compiler);
  tc.wrapperIncludeDirs = wrapper.includeDirs;
  tc.plainCompiler = wrapper.compiler.empty() ? tc.compiler : wrapper.compiler;

  tc.acc2c = joined(exeDir, "acc2c");
  if (needRuntime && !fs::can_execute(tc.acc2c)) {
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
        fs::exists(joined(l.include, query.runtimeIncludeFile))) {
      tc.runtimeLibDir = l.lib;
      tc.runtimeIncludeDir = l.include;
      break;
    }
  }
  if (tc.runtimeLibDir.empty()) {
    if (!needRuntime) return true;
    error = std::string("cannot find the runtime shim (libacc2c_rt.so and ") +
            query.runtimeIncludeFile + ") near '" + tc.self + "'; looked in";
    for (const Layout &l : layouts) error += " '" + l.lib + "' and '" + l.include + "'";
    return false;
  }
  tc.runtimeLinkFlags = {"-L" + tc.runtimeLibDir, "-Wl,-rpath," + tc.runtimeLibDir, "-lacc2c_rt"};
  if (*ACC2C_SANITIZE_FLAG) tc.runtimeLinkFlags.push_back(ACC2C_SANITIZE_FLAG);
  return true;
}

} // namespace acc2c::driver
