// Runs Flang's prescanner, parser and semantics on one file, the way
// flang -fsyntax-only does, and hands the checked tree to the ModelBuilder.
#include "frontend/fortran/FortranFrontend.h"
#include "frontend/fortran/DirectiveLint.h"
#include "frontend/fortran/ForeignModules.h"
#include "frontend/fortran/ModelBuilder.h"
#include "frontend/fortran/SourceInclusions.h"
#include "model/SourceLanguage.h"

#include "flang/Parser/parse-tree-visitor.h"
#include "flang/Parser/parsing.h"
#include "flang/Parser/provenance.h"
#include "flang/Semantics/semantics.h"
#include "flang/Support/Fortran-features.h"
#include "flang/Support/LangOptions.h"
#include "flang/Support/OpenMP-features.h"
#include "flang/Support/default-kinds.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cctype>
#include <functional>
#include <list>
#include <optional>
#include <set>

namespace acc2c {

SourceForm defaultSourceForm(const std::string &path) {
  std::string ext = llvm::sys::path::extension(path).lower();
  if (ext == ".f" || ext == ".for" || ext == ".ftn" || ext == ".f77") return SourceForm::Fixed;
  return SourceForm::Free;
}

// Flang's messages carry their own `file:line:col: error:` prefix, source
// line and caret; keep them verbatim, as a compiler user expects.
static void collectMessages(Fortran::parser::Messages &messages,
                            const Fortran::parser::AllCookedSources &cooked, Diagnostics &diags) {
  if (messages.empty()) return;
  std::string text;
  llvm::raw_string_ostream os(text);
  messages.Emit(os, cooked);
  os.flush();
  // Flang prefixes a relative path with "./"; name the file as the user did.
  for (size_t at = 0; (at = text.find("./", at)) != std::string::npos;)
    if (at == 0 || text[at - 1] == '\n')
      text.erase(at, 2);
    else
      at += 2;
  diags.addPreformatted(text, messages.AnyFatalError());
}

// A module's specification part: the modules it uses without ONLY, and
// whether its entities are PRIVATE by default.
struct ModuleSpecification {
  std::vector<std::string> unlimited;
  bool privateByDefault = false;
  template <typename T> bool Pre(const T &) { return true; }
  template <typename T> void Post(const T &) {}
  void Post(const Fortran::parser::UseStmt &u) {
    if (std::holds_alternative<std::list<Fortran::parser::Rename>>(u.u))
      unlimited.push_back(u.moduleName.ToString());
  }
  void Post(const Fortran::parser::AccessStmt &a) {
    if (std::get<Fortran::parser::AccessSpec>(a.t).v ==
            Fortran::parser::AccessSpec::Kind::Private &&
        std::get<std::list<Fortran::parser::AccessId>>(a.t).empty())
      privateByDefault = true;
  }
};

// The modules a file uses (without INTRINSIC) and the ones it defines;
// the names it spells; the modules that a module of the file re-exports
// whole (`use m` without ONLY, and PUBLIC by default): their users may
// name anything of them.
struct ModuleUses {
  std::set<std::string> used, defined, names, reexported;
  template <typename T> bool Pre(const T &) { return true; }
  template <typename T> void Post(const T &) {}
  void Post(const Fortran::parser::UseStmt &u) {
    if (u.nature != Fortran::parser::UseStmt::ModuleNature::Intrinsic)
      used.insert(u.moduleName.ToString());
  }
  void Post(const Fortran::parser::ModuleStmt &m) { defined.insert(m.v.ToString()); }
  void Post(const Fortran::parser::Name &n) { names.insert(n.ToString()); }
  void Post(const Fortran::parser::Module &m) {
    ModuleSpecification specification;
    Fortran::parser::Walk(std::get<Fortran::parser::SpecificationPart>(m.t), specification);
    if (!specification.privateByDefault)
      reexported.insert(specification.unlimited.begin(), specification.unlimited.end());
  }
};

// Flang's parser and semantics on a module source that acc2c wrote (an
// interface module for a gfortran module, ForeignModules; a probe,
// flangModuleNames): its module file goes to `outputDir`; `checked` sees
// the semantics of a module that compiled.
static bool compileInterfaceModule(
    const std::string &source, const std::string &outputDir,
    const std::vector<std::string> &searchDirs, const std::vector<std::string> &intrinsicDirs,
    std::string &messages, ForeignModules::LineErrors &errors,
    const std::function<void(Fortran::semantics::SemanticsContext &)> &checked = {}) {
  namespace P = Fortran::parser;
  namespace S = Fortran::semantics;
  P::Options o;
  o.isFixedForm = false;
  o.features.Enable(Fortran::common::LanguageFeature::OpenMP); // THREADPRIVATE
  o.searchDirectories = searchDirs;
  o.intrinsicModuleDirectories = intrinsicDirs;
  P::AllSources allSources;
  P::AllCookedSources allCooked{allSources};
  P::Parsing parsing{allCooked};
  parsing.Prescan(source, o);
  if (!parsing.messages().AnyFatalError()) parsing.Parse(llvm::nulls());
  llvm::raw_string_ostream os(messages);
  if (!parsing.consumedWholeFile() || !parsing.parseTree() || parsing.messages().AnyFatalError()) {
    parsing.messages().Emit(os, allCooked);
    return false;
  }
  Fortran::common::IntrinsicTypeDefaultKinds kinds;
  Fortran::common::LangOptions langOptions;
  S::SemanticsContext context{kinds, o.features, langOptions, allCooked};
  context.set_searchDirectories(searchDirs)
      .set_intrinsicModuleDirectories(intrinsicDirs)
      .set_moduleDirectory(outputDir)
      .set_warnOnNonstandardUsage(false);
  S::Semantics semantics{context, *parsing.parseTree()};
  if (semantics.Perform() && !semantics.AnyFatalError()) {
    if (checked) checked(context);
    return true;
  }
  context.messages().Emit(os, allCooked);
  for (const P::Message &m : context.messages().messages())
    if (m.IsFatal())
      if (auto range = m.GetProvenanceRange(allCooked))
        if (auto at = allCooked.allSources().GetSourcePosition(range->start()))
          errors.emplace_back(at->line, m.ToString());
  return false;
}

// The names Flang's copy of `module` (omp_lib, openacc: found on the
// search path or among the intrinsic modules) makes accessible, as a
// program unit that uses it sees them; empty when it is not found, none
// when the question cannot be asked.
static std::optional<std::set<std::string>>
flangModuleNames(const std::string &module, const std::vector<std::string> &searchDirs,
                 const std::vector<std::string> &intrinsicDirs) {
  std::set<std::string> names;
  // Semantics writes the probe's module file: into a directory of its own,
  // under the system's temporary directory (not the user's).
  llvm::SmallString<128> dir, probe;
  llvm::sys::path::system_temp_directory(/*ErasedOnReboot=*/true, probe);
  llvm::sys::path::append(probe, "acc2c-probe");
  if (llvm::sys::fs::createUniqueDirectory(probe, dir)) return std::nullopt;
  probe = dir;
  llvm::sys::path::append(probe, "probe.f90");
  std::error_code ec;
  {
    llvm::raw_fd_ostream out(probe, ec);
    out << "module acc2c_probe\n  use " << module << "\nend module\n";
  }
  struct RemoveDir {
    std::string path;
    ~RemoveDir() { llvm::sys::fs::remove_directories(path); }
  } removeDir{std::string(dir)};
  if (ec) return std::nullopt;
  std::string messages;
  ForeignModules::LineErrors errors;
  compileInterfaceModule(std::string(probe), std::string(dir), searchDirs, intrinsicDirs, messages,
                         errors, [&](Fortran::semantics::SemanticsContext &context) {
                           for (const auto &child : context.globalScope().children())
                             if (child.symbol() &&
                                 child.symbol()->name().ToString() == "acc2c_probe")
                               for (const auto &[name, symbol] : child)
                                 names.insert(name.ToString());
                         });
  return names;
}

// A `use`d module that gfortran compiled has no Flang module file: its
// interface is converted into the cache (ForeignModules.h), whose
// directories then come first on the search path. `selections`: the
// converted interfaces cut down to what this file can refer to (empty when
// they cannot be; the full module files are then read).
static bool convertForeignModules(const Fortran::parser::Program &program,
                                  const FortranOptions &options,
                                  std::vector<std::string> &searchDirs,
                                  std::vector<ForeignModules::Selection> &selections,
                                  Diagnostics &diags) {
  ModuleUses uses;
  Fortran::parser::Walk(program, uses);
  auto compile = [&](const std::string &source, const std::string &outputDir,
                     const std::vector<std::string> &dirs, std::string &messages,
                     ForeignModules::LineErrors &errors) {
    return compileInterfaceModule(source, outputDir, dirs, options.intrinsicModuleDirs, messages,
                                  errors);
  };
  auto compilerModuleNames = [&](const std::string &module) {
    return flangModuleNames(module, searchDirs, options.intrinsicModuleDirs);
  };
  ForeignModules foreign(foreignModuleCacheRoot(options.moduleDir), searchDirs, compile,
                         compilerModuleNames, diags);
  bool ok = true;
  for (const std::string &m : uses.used)
    if (!uses.defined.count(m)) ok = foreign.require(m) && ok;
  const std::vector<std::string> &added = foreign.directories();
  searchDirs.insert(searchDirs.begin(), added.begin(), added.end());
  if (ok && !foreign.select(uses.names, uses.reexported, selections)) selections.clear();
  return ok;
}

// Writes Flang's module files of the file's own modules into `moduleDir`
// (those of the selected interfaces are not the modules' files), each only
// when its content changed, so that make sees no new timestamp.
static void moveModuleFiles(const std::string &from, const std::string &moduleDir,
                            const std::vector<ForeignModules::Selection> &selections) {
  namespace fs = llvm::sys::fs;
  std::error_code ec;
  for (fs::directory_iterator it(from, ec), end; !ec && it != end; it.increment(ec)) {
    std::string name = llvm::sys::path::filename(it->path()).str();
    bool selected = false;
    for (const ForeignModules::Selection &s : selections) selected |= name == s.module + ".mod";
    llvm::SmallString<256> target(moduleDir);
    llvm::sys::path::append(target, name);
    if (selected) continue;
    auto now = llvm::MemoryBuffer::getFile(it->path());
    auto before = llvm::MemoryBuffer::getFile(target);
    if (now && before && (*now)->getBuffer() == (*before)->getBuffer()) continue;
    fs::rename(it->path(), target);
  }
  fs::remove_directories(from);
}

enum class Checked { Ok, Failed, SelectionRejected };

// Flang's semantics on the parsed file, then the model. With selections,
// their program units come first in the program (a module defined in the
// source matches whatever module file hash another module file asks for),
// their messages are not the user's, and module files are written aside
// first; an error in a selection asks the caller for a run without them.
// TranslationUnitModel::declaredNames: the names of the file's own scopes
// (not of modules read from module files, whose names reach the file's
// scopes only through use association, nor of derived types, whose
// components are only ever named after a `%`).
static void collectDeclaredNames(const Fortran::semantics::Scope &scope,
                                 std::set<std::string> &out) {
  namespace S = Fortran::semantics;
  if (scope.IsModuleFile() || scope.IsIntrinsicModules() ||
      scope.kind() == S::Scope::Kind::DerivedType)
    return;
  for (const auto &[name, symbol] : scope)
    if (!symbol->GetUltimate().attrs().test(S::Attr::INTRINSIC)) out.insert(name.ToString());
  for (const S::Scope &child : scope.children()) collectDeclaredNames(child, out);
}

static Checked checkAndModel(const std::string &path, Fortran::parser::Parsing &parsing,
                             Fortran::parser::AllCookedSources &allCooked,
                             const Fortran::parser::Options &o, const FortranOptions &options,
                             const std::vector<ForeignModules::Selection> &selections,
                             TranslationUnitModel &out, Diagnostics &diags,
                             std::string &rejection) {
  namespace P = Fortran::parser;
  namespace S = Fortran::semantics;
  P::Program &program = *parsing.parseTree();
  std::list<P::ProgramUnit> selected; // outlives the semantics context below
  std::set<std::string> selectedFiles;
  for (const ForeignModules::Selection &s : selections) {
    P::Options so;
    so.isFixedForm = false;
    so.features.Enable(Fortran::common::LanguageFeature::OpenMP);
    so.searchDirectories = o.searchDirectories;
    so.intrinsicModuleDirectories = o.intrinsicModuleDirectories;
    P::Parsing p{allCooked};
    p.Prescan(s.path, so);
    if (!p.messages().AnyFatalError()) p.Parse(llvm::nulls());
    if (!p.consumedWholeFile() || !p.parseTree() || p.messages().AnyFatalError()) {
      rejection = s.path + " does not parse";
      return Checked::SelectionRejected;
    }
    selected.splice(selected.end(), p.parseTree()->v);
    selectedFiles.insert(s.path);
  }
  size_t selectedUnits = selected.size();
  program.v.splice(program.v.begin(), selected);

  std::string moduleDir = options.moduleDir.empty() ? std::string(".") : options.moduleDir;
  std::string writeDir = moduleDir;
  if (!selections.empty()) {
    llvm::SmallString<256> aside;
    if (llvm::sys::fs::createUniqueDirectory(moduleDir + "/.acc2c-modules", aside)) {
      rejection = "cannot create a directory in " + moduleDir;
      return Checked::SelectionRejected;
    }
    writeDir = std::string(aside);
  }

  Fortran::common::IntrinsicTypeDefaultKinds kinds;
  kinds.set_defaultIntegerKind(options.defaultIntegerKind)
      .set_defaultLogicalKind(options.defaultIntegerKind)
      .set_defaultRealKind(options.defaultRealKind)
      .set_doublePrecisionKind(options.doublePrecisionKind);
  Fortran::common::LangOptions langOptions;
  langOptions.OpenMPVersion = 52;
  S::SemanticsContext context{kinds, o.features, langOptions, allCooked};
  context.set_searchDirectories(o.searchDirectories)
      .set_intrinsicModuleDirectories(o.intrinsicModuleDirectories)
      .set_moduleDirectory(writeDir)
      .set_warnOnNonstandardUsage(false);
  S::Semantics semantics{context, program};
  bool ok = semantics.Perform();
  if (!selections.empty()) {
    bool rejected = false;
    context.messages().messages().remove_if([&](const P::Message &m) {
      auto range = m.GetProvenanceRange(allCooked);
      auto at = range ? allCooked.allSources().GetSourcePosition(range->start()) : std::nullopt;
      if (!at || !selectedFiles.count(at->sourceFile->path())) return false;
      if (m.IsFatal() && !rejected)
        rejection = at->sourceFile->path() + ":" + std::to_string(at->line) + ": " + m.ToString();
      rejected |= m.IsFatal();
      return true;
    });
    if (rejected) {
      llvm::sys::fs::remove_directories(writeDir);
      return Checked::SelectionRejected;
    }
    moveModuleFiles(writeDir, moduleDir, selections);
    // The model is of the file's own program units.
    auto first = program.v.begin(), last = std::next(first, selectedUnits);
    selected.splice(selected.end(), program.v, first, last);
  }
  collectMessages(context.messages(), allCooked, diags);
  if (!ok || semantics.AnyFatalError()) return Checked::Failed;

  out.file = path;
  buildModel(program, context, out, diags, options);
  collectDeclaredNames(context.globalScope(), out.declaredNames);
  out.inclusions = inclusionsOf(allCooked.allSources(), options.filePrefixMap);
  return diags.hasErrors() ? Checked::Failed : Checked::Ok;
}

// Flang's ModFileReader looks for a module file in "." before any search
// directory, so a gfortran module file in the user's directory (left there
// by a plain build) would shadow every other module file of that name,
// converted ones included. Module files are therefore read with a private,
// empty working directory and every directory absolute, the user's
// directory searched first as "." was. The prescanner, which finds the
// file and its INCLUDEs relative to it, runs outside.
class ModuleReadingDirectory {
public:
  ModuleReadingDirectory() {
    namespace fs = llvm::sys::fs;
    if (fs::current_path(user_) || fs::createUniqueDirectory("acc2c-modules-cwd", private_)) return;
    entered_ = !fs::set_current_path(private_);
  }
  ~ModuleReadingDirectory() {
    if (!entered_) return;
    llvm::sys::fs::set_current_path(user_);
    llvm::sys::fs::remove_directories(private_);
  }
  ModuleReadingDirectory(const ModuleReadingDirectory &) = delete;
  ModuleReadingDirectory &operator=(const ModuleReadingDirectory &) = delete;

  /// `dir` as seen from the user's directory, made absolute.
  std::string absolute(const std::string &dir) const {
    if (!entered_ || llvm::sys::path::is_absolute(dir)) return dir;
    llvm::SmallString<256> p(user_);
    if (dir != ".") llvm::sys::path::append(p, dir);
    return std::string(p);
  }

private:
  llvm::SmallString<256> user_, private_;
  bool entered_ = false;
};

// The options of the module-reading steps, every directory absolute
// (`in`), the user's directory searched first.
static FortranOptions absoluteDirectories(const FortranOptions &options,
                                          Fortran::parser::Options &o,
                                          const ModuleReadingDirectory &in) {
  FortranOptions a = options;
  a.moduleDir = in.absolute(options.moduleDir.empty() ? std::string(".") : options.moduleDir);
  for (std::string &d : a.includeDirs) d = in.absolute(d);
  for (std::string &d : a.intrinsicModuleDirs) d = in.absolute(d);
  o.searchDirectories = {in.absolute(".")};
  if (!options.moduleDir.empty()) o.searchDirectories.push_back(a.moduleDir);
  o.searchDirectories.insert(o.searchDirectories.end(), a.includeDirs.begin(), a.includeDirs.end());
  o.intrinsicModuleDirectories = a.intrinsicModuleDirs;
  return a;
}

// The prescanner's options for `path`: OpenACC and OpenMP directives
// recognised, _OPENACC and _OPENMP defined, the user's macros and search
// directories.
static Fortran::parser::Options prescanOptions(const std::string &path,
                                               const FortranOptions &options) {
  Fortran::parser::Options o;
  o.isFixedForm = options.form.value_or(defaultSourceForm(path)) == SourceForm::Fixed;
  // -ffixed-line-length-none: as long as a line gets.
  o.fixedFormColumns = options.fixedFormColumns > 0 ? options.fixedFormColumns : 1000000;
  o.features.Enable(Fortran::common::LanguageFeature::OpenACC);
  o.features.Enable(Fortran::common::LanguageFeature::OpenMP);
  // The output goes to gfortran, which warns about the program as it
  // always does: of Flang's warnings only those about directives are
  // acc2c's to pass on (a REAL(8) program's every literal drew one).
  o.features.DisableAllNonstandardWarnings();
  o.features.DisableAllUsageWarnings();
  o.features.EnableWarning(Fortran::common::UsageWarning::OpenAccUsage);
  o.features.EnableWarning(Fortran::common::UsageWarning::OpenMPUsage);
  o.predefinitions.emplace_back("_OPENACC", kOpenACCVersion);
  Fortran::common::setOpenMPMacro(52, o.predefinitions);
  for (auto &[name, value] : options.defines) o.predefinitions.emplace_back(name, value);
  // Flang prescans every file with the preprocessor; -cpp/-nocpp only
  // matter for what a later compiler does with our output.
  if (!options.moduleDir.empty()) o.searchDirectories.push_back(options.moduleDir);
  for (const std::string &d : options.includeDirs) o.searchDirectories.push_back(d);
  o.intrinsicModuleDirectories = options.intrinsicModuleDirs;
  return o;
}

bool fortranHasDirectives(const std::string &path, const FortranOptions &options) {
  namespace P = Fortran::parser;
  P::Options o = prescanOptions(path, options);
  P::AllSources allSources;
  P::AllCookedSources allCooked{allSources};
  P::Parsing parsing{allCooked};
  parsing.Prescan(path, o);
  if (parsing.messages().AnyFatalError()) return true;
  // The cooked source holds each directive as one line beginning with its
  // normalised sentinel, whatever the form, case and continuations were.
  llvm::StringRef cooked(parsing.cooked().AsCharBlock().begin(),
                         parsing.cooked().AsCharBlock().size());
  while (!cooked.empty()) {
    auto [line, rest] = cooked.split('\n');
    if (line.starts_with("!$acc") || line.starts_with("!$omp")) return true;
    cooked = rest;
  }
  return false;
}

bool parseFortran(const std::string &path, const FortranOptions &options, TranslationUnitModel &out,
                  Diagnostics &diags) {
  namespace P = Fortran::parser;
  P::Options o = prescanOptions(path, options);

  P::AllSources allSources;
  P::AllCookedSources allCooked{allSources};
  P::Parsing parsing{allCooked};
  parsing.Prescan(path, o);
  if (!parsing.messages().AnyFatalError()) parsing.Parse(llvm::nulls());
  bool parsedAll = parsing.consumedWholeFile() && parsing.parseTree();
  if (!parsedAll || parsing.messages().AnyFatalError())
    reportUnknownAccClauses(path, o.isFixedForm, diags);
  collectMessages(parsing.messages(), allCooked, diags);
  if (!parsedAll || parsing.messages().AnyFatalError()) {
    if (!diags.hasErrors())
      diags.addPreformatted(path + ": error: could not parse the file\n", true);
    return false;
  }

  std::string rejection;
  Checked checked;
  P::Options prescanned = o;
  {
    ModuleReadingDirectory in;
    FortranOptions absolute = absoluteDirectories(options, o, in);
    std::vector<ForeignModules::Selection> selections;
    if (!convertForeignModules(*parsing.parseTree(), absolute, o.searchDirectories, selections,
                               diags))
      return false;
    checked =
        checkAndModel(path, parsing, allCooked, o, absolute, selections, out, diags, rejection);
  }
  if (checked == Checked::SelectionRejected) {
    // acc2c selected too little: say so, and read the full module files.
    // Semantics changed the tree: parse the file again (its messages were
    // reported above).
    diags.addPreformatted(path +
                              ": warning: acc2c's selection of the converted modules this "
                              "file uses was rejected (" +
                              rejection + "); the whole modules are read instead\n",
                          false);
    P::Parsing again{allCooked};
    again.Prescan(path, prescanned);
    if (!again.messages().AnyFatalError()) again.Parse(llvm::nulls());
    if (!again.consumedWholeFile() || !again.parseTree()) return false;
    ModuleReadingDirectory in;
    FortranOptions absolute = absoluteDirectories(options, o, in);
    std::vector<ForeignModules::Selection> none;
    if (!convertForeignModules(*again.parseTree(), absolute, o.searchDirectories, none, diags))
      return false;
    checked = checkAndModel(path, again, allCooked, o, absolute, {}, out, diags, rejection);
  }
  return checked == Checked::Ok;
}

} // namespace acc2c
