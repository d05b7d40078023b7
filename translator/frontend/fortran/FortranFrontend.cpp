// Runs Flang's prescanner, parser and semantics on one file, the way
// flang -fsyntax-only does, and hands the checked tree to the ModelBuilder.
#include "frontend/fortran/FortranFrontend.h"
#include "frontend/fortran/DirectiveLint.h"
#include "frontend/fortran/ForeignModules.h"
#include "frontend/fortran/ModelBuilder.h"
#include "model/SourceLanguage.h"

#include "flang/Parser/parse-tree-visitor.h"
#include "flang/Parser/parsing.h"
#include "flang/Parser/provenance.h"
#include "flang/Semantics/semantics.h"
#include "flang/Support/Fortran-features.h"
#include "flang/Support/LangOptions.h"
#include "flang/Support/OpenMP-features.h"
#include "flang/Support/default-kinds.h"

#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cctype>
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

// The modules a file uses (without INTRINSIC) and the ones it defines.
struct ModuleUses {
  std::set<std::string> used, defined;
  template <typename T> bool Pre(const T &) { return true; }
  template <typename T> void Post(const T &) {}
  void Post(const Fortran::parser::UseStmt &u) {
    if (u.nature != Fortran::parser::UseStmt::ModuleNature::Intrinsic)
      used.insert(u.moduleName.ToString());
  }
  void Post(const Fortran::parser::ModuleStmt &m) { defined.insert(m.v.ToString()); }
};

// Flang's parser and semantics on an interface module that acc2c wrote
// for a gfortran module (ForeignModules): its module file goes to
// `outputDir`.
static bool compileInterfaceModule(const std::string &source, const std::string &outputDir,
                                   const std::vector<std::string> &searchDirs,
                                   const std::vector<std::string> &intrinsicDirs,
                                   std::string &messages, ForeignModules::LineErrors &errors) {
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
  if (semantics.Perform() && !semantics.AnyFatalError()) return true;
  context.messages().Emit(os, allCooked);
  for (const P::Message &m : context.messages().messages())
    if (m.IsFatal())
      if (auto range = m.GetProvenanceRange(allCooked))
        if (auto at = allCooked.allSources().GetSourcePosition(range->start()))
          errors.emplace_back(at->line, m.ToString());
  return false;
}

// A `use`d module that gfortran compiled has no Flang module file: its
// interface is converted into the cache (ForeignModules.h), whose
// directories then come first on the search path.
static bool convertForeignModules(const Fortran::parser::Program &program,
                                  const FortranOptions &options,
                                  std::vector<std::string> &searchDirs, Diagnostics &diags) {
  ModuleUses uses;
  Fortran::parser::Walk(program, uses);
  auto compile = [&](const std::string &source, const std::string &outputDir,
                     const std::vector<std::string> &dirs, std::string &messages,
                     ForeignModules::LineErrors &errors) {
    return compileInterfaceModule(source, outputDir, dirs, options.intrinsicModuleDirs, messages,
                                  errors);
  };
  ForeignModules foreign(foreignModuleCacheRoot(options.moduleDir), searchDirs, compile, diags);
  bool ok = true;
  for (const std::string &m : uses.used)
    if (!uses.defined.count(m)) ok = foreign.require(m) && ok;
  const std::vector<std::string> &added = foreign.directories();
  searchDirs.insert(searchDirs.begin(), added.begin(), added.end());
  return ok;
}

bool parseFortran(const std::string &path, const FortranOptions &options, TranslationUnitModel &out,
                  Diagnostics &diags) {
  namespace P = Fortran::parser;
  namespace S = Fortran::semantics;
  P::Options o;
  o.isFixedForm = options.form.value_or(defaultSourceForm(path)) == SourceForm::Fixed;
  o.features.Enable(Fortran::common::LanguageFeature::OpenACC);
  o.features.Enable(Fortran::common::LanguageFeature::OpenMP);
  o.predefinitions.emplace_back("_OPENACC", kOpenACCVersion);
  Fortran::common::setOpenMPMacro(52, o.predefinitions);
  for (auto &[name, value] : options.defines)
    o.predefinitions.emplace_back(name, value.empty() ? std::string("1") : value);
  // Flang prescans every file with the preprocessor; -cpp/-nocpp only
  // matter for what a later compiler does with our output.
  if (!options.moduleDir.empty()) o.searchDirectories.push_back(options.moduleDir);
  for (const std::string &d : options.includeDirs) o.searchDirectories.push_back(d);
  o.intrinsicModuleDirectories = options.intrinsicModuleDirs;

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

  if (!convertForeignModules(*parsing.parseTree(), options, o.searchDirectories, diags))
    return false;

  Fortran::common::IntrinsicTypeDefaultKinds kinds;
  Fortran::common::LangOptions langOptions;
  langOptions.OpenMPVersion = 52;
  S::SemanticsContext context{kinds, o.features, langOptions, allCooked};
  context.set_searchDirectories(o.searchDirectories)
      .set_intrinsicModuleDirectories(o.intrinsicModuleDirectories)
      .set_moduleDirectory(options.moduleDir.empty() ? std::string(".") : options.moduleDir)
      .set_warnOnNonstandardUsage(false);
  S::Semantics semantics{context, *parsing.parseTree()};
  bool ok = semantics.Perform();
  collectMessages(context.messages(), allCooked, diags);
  if (!ok || semantics.AnyFatalError()) return false;

  out.file = path;
  buildModel(*parsing.parseTree(), context, out, diags);
  return !diags.hasErrors();
}

} // namespace acc2c
