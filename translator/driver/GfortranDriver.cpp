// acc2c-gfortran: a gfortran-compatible compiler driver. Every Fortran
// source goes through acc2c (OpenACC data directives -> calls into the
// runtime shim), then through gfortran; the link adds libacc2c_rt. So a
// project builds with FC=acc2c-gfortran, by make or by CMake.
//
//   gfortran/CommandLine  what the user asked for
//   gfortran/Toolchain    where acc2c, the shim and gfortran are
//   gfortran/Plan         the jobs: translate, compile, link
//   gfortran/Execute      running (or printing) them
#include "driver/gfortran/CommandLine.h"
#include "driver/gfortran/Execute.h"
#include "driver/gfortran/Plan.h"
#include "driver/gfortran/Toolchain.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

#ifndef ACC2C_VERSION
#define ACC2C_VERSION "unknown"
#endif

using namespace acc2c::gfortran;

namespace {

const char *Usage = R"(Usage: acc2c-gfortran [gfortran options] file...

A gfortran driver for Fortran with OpenACC: each Fortran source is translated
by acc2c (found beside this program), compiled by gfortran, and programs are
linked with the acc2c runtime shim (libacc2c_rt).

Options of its own:
  --keep          keep each translation as <name>.acc2c.f90 (or .f) beside
                  the object (env ACC2C_KEEP=1 does the same)
  -v              print the commands as they run (and pass -v to gfortran)
  -###            print the commands, run nothing
Accepted and handled: -c -S -E -fsyntax-only -o -I -J -D -U -cpp -nocpp
  -ffree-form -ffixed-form -x -fopenacc (implied: not passed on) -fopenmp
  (always passed on: compute regions run on OpenMP threads).
Everything else goes to gfortran unchanged.

Environment:
  ACC2C_FC        the Fortran compiler (default: gfortran)
  ACC2C_KEEP=1    as --keep
Flang-format .mod files that acc2c needs for `use` live in .acc2c-mod/
beside gfortran's .mod files (the -J directory, or the current one).
)";

void printVersionLine(llvm::raw_ostream &os, const Toolchain &tc) {
  os << "acc2c-gfortran " << ACC2C_VERSION << " (translator: " << tc.acc2c
     << "; Fortran compiler: " << tc.fortranCompiler << ")\n";
}

bool envFlag(const char *name) {
  std::optional<std::string> v = llvm::sys::Process::GetEnv(name);
  return v && !v->empty() && *v != "0";
}

} // namespace

int main(int argc, char **argv) {
  llvm::SmallVector<const char *, 64> expanded(argv + 1, argv + argc);
  llvm::BumpPtrAllocator allocator;
  llvm::cl::ExpansionContext responseFiles(allocator, llvm::cl::TokenizeGNUCommandLine);
  if (llvm::Error e = responseFiles.expandResponseFiles(expanded)) {
    report("error", llvm::toString(std::move(e)));
    return 1;
  }
  CommandLine cl =
      parseCommandLine(std::vector<std::string>(expanded.begin(), expanded.end()),
                       envFlag("ACC2C_KEEP"));
  if (cl.help) {
    llvm::outs() << Usage;
    return 0;
  }

  bool translates = !cl.version && !cl.inputs.empty() && cl.phase != Phase::Preprocess;
  Toolchain tc;
  std::string error;
  if (!findToolchain(argv[0], translates, tc, error)) {
    report("error", error);
    return 1;
  }

  if (cl.version) {
    // gfortran's own text first: build tools read its first line.
    int rc = runCommand({tc.fortranCompiler, "--version"}, false);
    printVersionLine(llvm::outs(), tc);
    return rc;
  }
  for (const std::string &e : cl.errors)
    report("error", e);
  if (!cl.errors.empty())
    return 1;
  if (cl.verbose)
    printVersionLine(llvm::errs(), tc);

  // No input files: a question for gfortran (-v, -dumpversion,
  // -print-file-name=..., ...); ask it as it is.
  if (cl.inputs.empty()) {
    std::vector<std::string> command = {tc.fortranCompiler};
    command.insert(command.end(), cl.passThrough.begin(), cl.passThrough.end());
    if (cl.dryRun)
      command.push_back("-###");
    return runCommand(command, false);
  }

  Plan plan = makePlan(cl, tc, /*createScratch=*/!cl.dryRun);
  for (const std::string &w : plan.warnings)
    report("warning", w);
  if (!plan.errors.empty()) {
    for (const std::string &e : plan.errors)
      report("error", e);
    if (!cl.dryRun && !plan.scratch.empty())
      llvm::sys::fs::remove_directories(plan.scratch);
    return 1;
  }
  return execute(plan, ExecuteOptions{cl.verbose, cl.dryRun});
}
