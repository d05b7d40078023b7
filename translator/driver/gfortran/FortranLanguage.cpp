// acc2c-gfortran: the Fortran part of the compiler driver.
#include "driver/gfortran/FortranLanguage.h"
#include "driver/compiler/Execute.h"
#include "driver/compiler/Paths.h"
#include "driver/gfortran/LineMarkers.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <memory>
#include <set>
#include <utility>

namespace acc2c::gfortran {

using namespace acc2c::driver;

bool classifyFortranSuffix(const std::string &path, bool &fixedForm, bool &preprocess) {
  llvm::StringRef ext = llvm::sys::path::extension(path);
  if (ext.empty()) return false;
  ext = ext.drop_front();
  // gfortran's own table (gcc/fortran/lang-specs.h).
  if (ext == "f90" || ext == "f95" || ext == "f03" || ext == "f08") {
    fixedForm = false, preprocess = false;
    return true;
  }
  if (ext == "F90" || ext == "F95" || ext == "F03" || ext == "F08") {
    fixedForm = false, preprocess = true;
    return true;
  }
  if (ext == "f" || ext == "for" || ext == "ftn") {
    fixedForm = true, preprocess = false;
    return true;
  }
  if (ext == "F" || ext == "FOR" || ext == "FTN" || ext == "fpp" || ext == "FPP") {
    fixedForm = true, preprocess = true;
    return true;
  }
  return false;
}

namespace {

namespace path = llvm::sys::path;

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
  -ffree-form -ffixed-form -ffixed-line-length-N -fdefault-real-8
  -fdefault-double-8 -fdefault-integer-8 (acc2c reads the source as gfortran
  will) -x -fopenacc (implied: not passed on) -fopenmp
  (always passed on: compute regions run on OpenMP threads);
  -foffload=nvptx-none (every compute region also becomes a GPU kernel; with
  no -foffload-options of yours, acc2c adds
  -foffload-options=nvptx-none="-misa=sm_80 -lm -latomic -lgfortran");
  --device-kernels=openacc  with -foffload=nvptx-none: the kernels are
  gfortran OpenACC compute constructs (faster on NVIDIA GPUs than gfortran
  12's OpenMP ones), external subroutines in a file of their own compiled
  with -fopenacc and merged into the translation's object; regions calling
  no procedure but routines, so far (one doing input/output stays on the
  host; docs/gpu.md, "OpenACC kernels");
  -gpu=managed, -ta=tesla:managed (the program's heap is managed memory:
  regions use it without data clauses, as with NVIDIA's option);
  NVIDIA's -acc, -fast (as -O2), -mp[=gpu|multicore] (as -fopenmp), -r8
  -i8 -Mr8 -Mi8 -Mextend -Mfree -Mfixed -Mpreprocess -Mbounds -Mbyteswapio
  (as gfortran's options), -stdpar[=gpu|multicore] (every DO CONCURRENT
  outside a compute construct becomes one, as acc2c --stdpar), other -M
  options and -Minfo (ignored), -ta=multicore. -freal-4-real-8 and the like are errors (they change kinds
  acc2c computes data sizes from).
Everything else goes to gfortran unchanged.

Environment:
  ACC2C_FC        the Fortran compiler (default: gfortran)
  ACC2C_KEEP=1    as --keep
Flang-format .mod files that acc2c needs for `use` live in .acc2c-mod/
beside gfortran's .mod files (the -J directory, or the current one).
)";

bool isFortranLanguage(const std::string &language) {
  return language == "f95" || language == "f95-cpp-input" || language == "f77" ||
         language == "f77-cpp-input";
}

// The macros acc2c sees: the -D/-U in order, a later -U NAME removing NAME.
std::vector<std::string> acc2cMacros(const std::vector<std::string> &macros) {
  std::vector<std::pair<std::string, std::string>> defined; // name, "NAME[=V]"
  for (const std::string &m : macros) {
    std::string body = m.substr(2);
    std::string name = body.substr(0, body.find('='));
    for (auto it = defined.begin(); it != defined.end();)
      it = it->first == name ? defined.erase(it) : it + 1;
    if (m[1] == 'D') defined.emplace_back(name, body);
  }
  std::vector<std::string> out;
  for (auto &[name, body] : defined) {
    out.push_back("-D");
    out.push_back(body);
  }
  return out;
}

// The directory acc2c writes Flang-format .mod files into: beside
// gfortran's (<-J or .>/.acc2c-mod).
std::string flangModuleDir(const std::optional<std::string> &moduleDir) {
  return absolute(moduleDir ? joined(*moduleDir, FlangModuleSubdir)
                            : std::string(FlangModuleSubdir));
}

// acc2c's search path. Flang-format .mod files are written into
// flangModuleDir and read from there first, then from the .acc2c-mod beside
// every directory gfortran searches for .mod files (the current one, the -I
// ones), so that a later source can `use` a module translated earlier, in
// this directory or another. Then the -I directories and the source's own
// for include files. acc2c runs elsewhere (siteFor), so they are absolute,
// and each maps back to the user's spelling: a file they hold is named as
// gfortran's preprocessor names it (__FILE__ of `#include "sub/x.f90"` in
// x.f90 is "sub/x.f90"), the most specific directory first.
std::vector<std::string> acc2cSearchArgs(const CommandLine &cl, const std::string &flangDir,
                                         const std::optional<std::string> &moduleDir,
                                         const std::string &sourceDir) {
  std::vector<std::string> args = {"-J", flangDir};
  std::set<std::string> seen = {flangDir};
  auto add = [&](const std::string &dir) {
    if (seen.insert(dir).second) {
      args.push_back("-I");
      args.push_back(dir);
    }
  };
  add(absolute(FlangModuleSubdir));
  for (const std::string &d : cl.includeDirs) add(absolute(joined(d, FlangModuleSubdir)));
  for (const std::string &d : cl.includeDirs) add(absolute(d));
  add(absolute(sourceDir));
  // gfortran's own .mod files, for the modules acc2c wrote none for (a
  // file without directives; docs/foreign-modules.md): the current
  // directory and the -J one, which gfortran searches too.
  add(absolute("."));
  if (moduleDir) add(absolute(*moduleDir));
  std::vector<std::pair<std::string, std::string>> spelled;
  for (const std::string &d : cl.includeDirs) spelled.emplace_back(absolute(d), d);
  spelled.emplace_back(absolute(sourceDir), sourceDir);
  std::stable_sort(spelled.begin(), spelled.end(),
                   [](const auto &a, const auto &b) { return a.first.size() > b.first.size(); });
  for (const auto &[from, to] : spelled)
    if (from != to) args.push_back("--file-prefix-map=" + from + "=" + to);
  return args;
}

// Where and on what acc2c runs.
struct TranslationSite {
  std::string workingDirectory;
  std::string sourceArg; ///< the source as acc2c is given it
  std::string copy;      ///< where the source's copy without line markers goes
};

bool hasDotDot(llvm::StringRef p) {
  for (auto it = path::begin(p), end = path::end(p); it != end; ++it)
    if (*it == "..") return true;
  return false;
}

// acc2c runs in a directory of its own under the scratch directory, not in
// the user's: Flang looks for a module file in the current directory before
// anywhere else, and there gfortran's .mod files of the same names lie. A
// relative source path keeps its spelling (acc2c's diagnostics and the
// runtime's messages show it) through a symlink to its first component, one
// level of nesting per leading "..". A copy without line markers is made at
// the same relative path when it can be.
TranslationSite siteFor(const std::string &sourcePath, const std::string &root,
                        const std::string &cwd, bool copyWithoutMarkers, Plan &plan) {
  TranslationSite site{root, sourcePath, ""};
  plan.directories.push_back(root);
  if (copyWithoutMarkers) {
    if (path::is_absolute(sourcePath) || hasDotDot(sourcePath)) {
      site.sourceArg = path::filename(sourcePath).str();
      site.copy = joined(root, site.sourceArg);
    } else {
      site.copy = joined(root, sourcePath);
      llvm::StringRef parent = path::parent_path(site.copy);
      if (parent != root) plan.directories.push_back(parent.str());
    }
    return site;
  }
  if (path::is_absolute(sourcePath)) return site;
  size_t ups = 0;
  std::string first;
  for (auto it = path::begin(sourcePath), end = path::end(sourcePath); it != end; ++it) {
    if (*it == ".") continue;
    if (*it == "..") {
      ++ups;
      continue;
    }
    first = it->str();
    break;
  }
  std::string target = cwd;
  for (size_t i = 0; i < ups; ++i) target = path::parent_path(target).str();
  plan.symlinks.emplace_back(joined(root, first), joined(target, first));
  for (size_t i = 0; i < ups; ++i) {
    site.workingDirectory = joined(site.workingDirectory, ".up");
    plan.directories.push_back(site.workingDirectory);
  }
  return site;
}

} // namespace

const ToolchainQuery &FortranLanguage::toolchainQuery() const {
  static const ToolchainQuery query{"acc2c-gfortran", "ACC2C_FC", "gfortran", "Fortran compiler",
                                    "acc2c_runtime.mod"};
  return query;
}

const char *FortranLanguage::usage() const { return Usage; }

bool FortranLanguage::isSource(const std::string &file, const std::string &language,
                               std::string &) const {
  bool fixed, preprocess;
  return language.empty() ? classifyFortranSuffix(file, fixed, preprocess)
                          : isFortranLanguage(language);
}

bool FortranLanguage::parseOption(OptionCursor &cursor, CommandLine &cl) {
  llvm::StringRef a = cursor.arg();
  if (a.starts_with("-J")) {
    if (auto v = cursor.value("-J", &cl.flags)) moduleDir_ = *v;
    return true;
  }
  if (a.starts_with("-freal-") || a.starts_with("-finteger-4-integer-8")) {
    // Promotions of explicit kinds: real(4) declared, real(8) compiled.
    cl.errors.push_back("'" + a.str() +
                        "' is not supported: it changes the kinds acc2c computes data sizes "
                        "from (use -fdefault-real-8 or explicit kinds)");
    return true;
  }
  llvm::StringRef columns = a;
  if (a == "-cpp" || a == "-nocpp")
    cpp_ = a == "-cpp";
  else if (a == "-fdefault-real-8")
    defaultReal8_ = true;
  else if (a == "-fdefault-double-8")
    defaultDouble8_ = true;
  else if (a == "-fdefault-integer-8")
    defaultInteger8_ = true;
  else if (int n = 0; columns.consume_front("-ffixed-line-length-") &&
                      (columns == "none" || !columns.getAsInteger(10, n)))
    fixedLineLength_ = n; // none: 0, the whole line
  else if (a == "-ffixed-form" || a == "-ffree-form")
    fixedForm_ = a == "-ffixed-form";
  else if (a == "-fpreprocessed")
    preprocessed_ = true;
  else
    return false;
  cl.flags.push_back(a.str());
  return true;
}

FortranLanguage::Form FortranLanguage::formOf(const Source &source) const {
  Form form;
  if (source.language.empty()) {
    classifyFortranSuffix(source.path, form.fixed, form.preprocess);
  } else {
    form.fixed = source.language.compare(0, 3, "f77") == 0;
    form.preprocess = llvm::StringRef(source.language).ends_with("-cpp-input");
  }
  if (fixedForm_) form.fixed = *fixedForm_;
  if (cpp_) form.preprocess = *cpp_;
  if (preprocessed_) form.preprocess = false;
  return form;
}

std::string FortranLanguage::translationSuffix(const Source &source) const {
  return formOf(source).fixed ? "f" : "f90";
}

void FortranLanguage::addTranslationJobs(const CommandLine &cl, const Toolchain &tc,
                                         const SourceSite &site, Plan &plan) const {
  const Source &s = site.source;
  const std::string flangDir = flangModuleDir(moduleDir_);
  if (std::find(plan.directories.begin(), plan.directories.end(), flangDir) ==
      plan.directories.end())
    plan.directories.insert(plan.directories.begin(), flangDir);

  TranslationSite where = siteFor(s.path, joined(plan.scratch, "w-" + site.scratchStem), site.cwd,
                                  /*copyWithoutMarkers=*/preprocessed_, plan);
  auto markers = std::make_shared<LineMarkers>();
  if (!where.copy.empty()) {
    Job blank;
    blank.unit = site.unit;
    blank.argv = {"<blank the line markers>", s.path, where.copy};
    blank.action = [from = s.path, to = where.copy, markers] {
      std::string error;
      if (blankLineMarkers(from, to, *markers, error)) return 0;
      report("error", error);
      return 1;
    };
    plan.jobs.push_back(std::move(blank));
  }

  Job translate;
  translate.unit = site.unit;
  translate.workingDirectory = where.workingDirectory;
  translate.argv = {tc.acc2c, "--emit=source", formOf(s).fixed ? "--form=fixed" : "--form=free"};
  if (!cl.offloadTarget.empty()) translate.argv.push_back("--offload=" + cl.offloadTarget);
  if (!site.kernels.empty())
    translate.argv.insert(translate.argv.end(), {"--device-kernels=openacc",
                                                 "--kernels-output=" + absolute(site.kernels)});
  if (cl.doConcurrentRegions) translate.argv.push_back("--stdpar");
  // gfortran: -fdefault-real-8 makes DOUBLE PRECISION 16 bytes unless
  // -fdefault-double-8 keeps it at 8.
  if (defaultReal8_) translate.argv.push_back("--default-real-kind=8");
  if (defaultReal8_ && !defaultDouble8_) translate.argv.push_back("--double-precision-kind=16");
  if (defaultInteger8_) translate.argv.push_back("--default-integer-kind=8");
  if (fixedLineLength_)
    translate.argv.push_back("--fixed-line-length=" + std::to_string(*fixedLineLength_));
  std::vector<std::string> searchArgs =
      acc2cSearchArgs(cl, flangDir, moduleDir_, directoryOf(s.path));
  translate.argv.insert(translate.argv.end(), searchArgs.begin(), searchArgs.end());
  // A wrapper's own directories (mpif90: mpi.mod) after the user's, as the
  // wrapper puts them.
  for (const std::string &d : tc.wrapperIncludeDirs)
    translate.argv.insert(translate.argv.end(), {"-I", d});
  std::vector<std::string> macroArgs = acc2cMacros(cl.macros);
  translate.argv.insert(translate.argv.end(), macroArgs.begin(), macroArgs.end());
  if (!site.inlinedList.empty())
    translate.argv.push_back("--inlined-files=" + absolute(site.inlinedList));
  translate.argv.insert(translate.argv.end(), {where.sourceArg, "-o", absolute(site.translation)});
  translate.removeOnFailure = site.removeOnFailure;
  plan.jobs.push_back(std::move(translate));

  if (!where.copy.empty()) {
    Job restore;
    restore.unit = site.unit;
    restore.argv = {"<restore the line markers>", site.translation};
    restore.action = [file = site.translation, markers] {
      std::string error;
      if (!restoreLineMarkers(file, *markers, error)) report("warning", error);
      return 0;
    };
    plan.jobs.push_back(std::move(restore));
  }
}

CompilerArgs FortranLanguage::compileArgs(const CommandLine &cl, const Toolchain &tc,
                                          const Source &source) const {
  CompilerArgs args;
  // -foffload=disable: the translation's OpenMP is for the host (a gcc with
  // an offload compiler installed would build device code for it); a
  // -foffload of the user's comes later and wins.
  args.before = {OpenACCMacro, "-foffload=disable"};
  // Free-form lines as long as nvfortran reads them (a macro's expansion
  // often passes column 132), unless the user's own option says otherwise.
  if (cl.writtenForNvidia && !formOf(source).fixed)
    args.before.push_back("-ffree-line-length-none");
  args.after = {"-fopenmp"};
  // The translation fits gfortran's default line length, as the user's
  // source does (fixed form: text past column 72 stays a comment).
  Form form = formOf(source);
  args.after.push_back(form.fixed ? "-ffixed-form" : "-ffree-form");
  if (form.preprocess) args.after.push_back("-cpp");
  args.after.push_back("-I" + tc.runtimeIncludeDir);
  // INCLUDE and #include "..." look beside the source, which the
  // translation is not. After the -I directories, so that .mod files in
  // the source's directory (of an earlier in-source build) shadow none.
  args.after.push_back("-I" + directoryOf(source.path));
  return args;
}

CompilerArgs FortranLanguage::preprocessArgs(const Toolchain &) const {
  // gfortran preprocesses the source as it is; the directives are
  // translated when its output is compiled (with -fpreprocessed).
  return {{"-fopenmp", OpenACCMacro}, {}};
}

} // namespace acc2c::gfortran
