// acc2c-gcc: the C part of the compiler driver.
#include "driver/gcc/CLanguage.h"
#include "driver/compiler/Paths.h"
#include "model/SourceLanguage.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Path.h"

namespace acc2c::gcc {

using namespace acc2c::driver;

namespace {

const char *Usage = R"(Usage: acc2c-gcc [gcc options] file...

A gcc driver for C with OpenACC: each C source (.c) is translated by acc2c
(found beside this program), compiled by gcc, and programs are linked with
the acc2c runtime shim (libacc2c_rt). A project builds with CC=acc2c-gcc.

Options of its own:
  --keep          keep each translation as <name>.acc2c.c beside the object
                  (env ACC2C_KEEP=1 does the same)
  -v              print the commands as they run (and pass -v to gcc)
  -###            print the commands, run nothing
Accepted and handled: -c -S -E -fsyntax-only -o -x, and -I -isystem -iquote
  -idirafter -D -U -include -imacros -std= -ansi -nostdinc -undef -w, which
  acc2c (Clang) sees too; -fopenacc (implied: not passed on); -fopenmp
  (always passed on: compute regions run on OpenMP threads);
  -foffload=nvptx-none (every compute region also becomes a GPU kernel; with
  no -foffload-options of yours, acc2c adds
  -foffload-options=nvptx-none="-misa=sm_80 -lm -latomic");
  --device-kernels=openacc  with -foffload=nvptx-none: the kernels are gcc
  OpenACC compute constructs (faster on NVIDIA GPUs than gcc 12's OpenMP
  ones), compiled in a second gcc run of each translation (-fopenacc) and
  merged into its object (docs/gpu.md, "OpenACC kernels");
  -gpu=managed, -ta=tesla:managed (the program's heap is managed memory:
  regions use it without data clauses, as with NVIDIA's option);
  NVIDIA's -acc, -fast (as -O2), -mp[=gpu|multicore] (as -fopenmp), -Minfo
  and -stdpar (ignored), -ta=multicore.
Programs are linked with libm, as NVIDIA's nvc links them.
Everything else goes to gcc unchanged.

Environment:
  ACC2C_CC        the C compiler (default: gcc)
  ACC2C_KEEP=1    as --keep
)";

// The preprocessor options whose value is a separate token in
// CommandLine::preprocessorArgs.
bool takesValue(llvm::StringRef option) {
  return option == "-I" || option == "-isystem" || option == "-iquote" || option == "-idirafter" ||
         option == "-include" || option == "-imacros" || option == "-D" || option == "-U";
}

} // namespace

const ToolchainQuery &CLanguage::toolchainQuery() const {
  static const ToolchainQuery query{"acc2c-gcc", "ACC2C_CC", "gcc", "C compiler",
                                    "acc2c_runtime.h"};
  return query;
}

const char *CLanguage::usage() const { return Usage; }

bool CLanguage::isSource(const std::string &file, const std::string &language,
                         std::string &error) const {
  // Directives in C++ would reach gcc untranslated, and be ignored.
  if (language == "c++" || (language.empty() && isOtherCFamilySource(file))) {
    error = file + ": acc2c-gcc translates C; C++, CUDA and Objective-C sources are not "
                   "translated (compile them with their own compiler, e.g. CXX)";
    return false;
  }
  if (language.empty()) return llvm::sys::path::extension(file) == ".c";
  if (language != "c") return false;
  if (isCSource(file)) return true;
  error = file + ": acc2c translates C sources named *.c (or *.h); '-x c' cannot make it one";
  return false;
}

std::string CLanguage::translationSuffix(const Source &) const { return "c"; }

void CLanguage::addTranslationJobs(const CommandLine &cl, const Toolchain &tc,
                                   const SourceSite &site, Plan &plan) const {
  // acc2c runs where the driver runs, on the source as the user named it:
  // the translation's #line directives, Clang's diagnostics and the
  // runtime's messages all show that name.
  Job translate;
  translate.unit = site.unit;
  translate.argv = {tc.acc2c, "--emit=source"}; // acc2c defines _OPENACC as gcc gets it
  if (!cl.offloadTarget.empty()) translate.argv.push_back("--offload=" + cl.offloadTarget);
  if (!cl.offloadTarget.empty() && cl.openaccKernels)
    translate.argv.push_back("--device-kernels=openacc");
  const std::vector<std::string> &pp = cl.preprocessorArgs;
  for (size_t i = 0; i < pp.size(); ++i) {
    if (pp[i] == "-I" && i + 1 < pp.size()) {
      translate.argv.insert(translate.argv.end(), {"-I", pp[++i]});
    } else if ((pp[i] == "-D" || pp[i] == "-U") && i + 1 < pp.size()) {
      // Through Clang's arguments, not acc2c's -D: -D and -U act in order.
      translate.argv.push_back("--extra-arg=" + pp[i] + pp[i + 1]);
      ++i;
    } else if (takesValue(pp[i]) && i + 1 < pp.size()) {
      translate.argv.insert(translate.argv.end(),
                            {"--extra-arg=" + pp[i], "--extra-arg=" + pp[i + 1]});
      ++i;
    } else {
      translate.argv.push_back("--extra-arg=" + pp[i]);
    }
  }
  // A wrapper's own directories (mpicc: mpi.h) come after the user's, as
  // the wrapper puts them.
  for (const std::string &d : tc.wrapperIncludeDirs)
    translate.argv.insert(translate.argv.end(), {"-I", d});
  if (!site.inlinedList.empty())
    translate.argv.push_back("--inlined-files=" + absolute(site.inlinedList));
  translate.argv.insert(translate.argv.end(), {site.source.path, "-o", absolute(site.translation)});
  translate.removeOnFailure = site.removeOnFailure;
  plan.jobs.push_back(std::move(translate));
}

CompilerArgs CLanguage::compileArgs(const CommandLine &, const Toolchain &tc,
                                    const Source &source) const {
  // #include "..." looks beside the source first, which the translation is
  // not: its directory goes first among the quote directories.
  // -foffload=disable: the translation's OpenMP is for the host (a gcc with
  // an offload compiler installed would build device code for it); a
  // -foffload of the user's comes later and wins.
  return {{OpenACCMacro, "-foffload=disable", "-iquote", directoryOf(source.path)},
          {"-fopenmp", "-I" + tc.runtimeIncludeDir}};
}

CompilerArgs CLanguage::preprocessArgs(const Toolchain &tc) const {
  // gcc preprocesses the source as it is; <openacc.h> is the shim's.
  CompilerArgs args{{"-fopenmp", OpenACCMacro}, {}};
  if (!tc.runtimeIncludeDir.empty()) args.after.push_back("-I" + tc.runtimeIncludeDir);
  return args;
}

} // namespace acc2c::gcc
