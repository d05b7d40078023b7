// acc2c's compiler drivers: main(), shared by acc2c-gfortran and acc2c-gcc.
//
//   compiler/CommandLine  what the user asked for
//   compiler/Toolchain    where acc2c, the shim and the compiler are
//   compiler/Plan         the jobs: translate, compile, link
//   compiler/Execute      running (or printing) them
//   compiler/Language     what one language adds to each of those
#include "driver/compiler/CommandLine.h"
#include "driver/compiler/Execute.h"
#include "driver/compiler/Language.h"
#include "driver/compiler/Plan.h"
#include "driver/compiler/Toolchain.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>
#include <vector>

#ifndef ACC2C_VERSION
#define ACC2C_VERSION "unknown"
#endif

namespace acc2c::driver {

namespace {

void printVersionLine(llvm::raw_ostream &os, const ToolchainQuery &query, const Toolchain &tc) {
  os << query.driverName << " " << ACC2C_VERSION << " (translator: " << tc.acc2c << "; "
     << query.compilerKind << ": " << tc.compiler << ")\n";
}

bool envFlag(const char *name) {
  std::optional<std::string> v = llvm::sys::Process::GetEnv(name);
  return v && !v->empty() && *v != "0";
}

} // namespace

int runDriver(int argc, char **argv, Language &language) {
  const ToolchainQuery &query = language.toolchainQuery();
  setDriverName(query.driverName);

  llvm::SmallVector<const char *, 64> expanded(argv + 1, argv + argc);
  llvm::BumpPtrAllocator allocator;
  llvm::cl::ExpansionContext responseFiles(allocator, llvm::cl::TokenizeGNUCommandLine);
  if (llvm::Error e = responseFiles.expandResponseFiles(expanded)) {
    report("error", llvm::toString(std::move(e)));
    return 1;
  }
  CommandLine cl = parseCommandLine(std::vector<std::string>(expanded.begin(), expanded.end()),
                                    envFlag("ACC2C_KEEP"), language);
  if (cl.help) {
    llvm::outs() << language.usage();
    return 0;
  }

  bool needRuntime = !cl.version && !cl.inputs.empty() && cl.phase != Phase::Preprocess;
  Toolchain tc;
  std::string error;
  if (!findToolchain(argv[0], query, needRuntime, tc, error)) {
    report("error", error);
    return 1;
  }

  if (cl.version) {
    // The compiler's own text first: build tools read its first line.
    int rc = runCommand({tc.compiler, "--version"}, false);
    printVersionLine(llvm::outs(), query, tc);
    return rc;
  }
  for (const std::string &e : cl.errors) report("error", e);
  if (!cl.errors.empty()) return 1;
  for (const std::string &w : cl.warnings) report("warning", w);
  if (cl.verbose) printVersionLine(llvm::errs(), query, tc);

  // No input files: a question for the compiler (-v, -dumpversion,
  // -print-file-name=..., ...); ask it as it is.
  if (cl.inputs.empty()) {
    std::vector<std::string> command = {tc.compiler};
    command.insert(command.end(), cl.passThrough.begin(), cl.passThrough.end());
    if (cl.dryRun) command.push_back("-###");
    return runCommand(command, false);
  }

  Plan plan = makePlan(cl, tc, language, /*createScratch=*/!cl.dryRun);
  for (const std::string &w : plan.warnings) report("warning", w);
  if (!plan.errors.empty()) {
    for (const std::string &e : plan.errors) report("error", e);
    if (!cl.dryRun && !plan.scratch.empty()) llvm::sys::fs::remove_directories(plan.scratch);
    return 1;
  }
  return execute(plan, ExecuteOptions{cl.verbose, cl.dryRun});
}

} // namespace acc2c::driver
