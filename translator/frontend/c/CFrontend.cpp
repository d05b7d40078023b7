// Runs Clang on one C file, the way `clang -fsyntax-only -fopenacc -fopenmp`
// does (flags from the command line or from compile_commands.json, like any
// Clang tool), passes Clang's diagnostics on verbatim and hands the checked
// AST to the model builder.
#include "frontend/c/CFrontend.h"
#include "frontend/c/CModelBuilder.h"
#include "frontend/c/HeaderInlining.h"
#include "frontend/c/MacroExpansion.h"
#include "model/SourceLanguage.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/DiagnosticParse.h"
#include "clang/Basic/FileManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"

namespace acc2c {

namespace {

// What a parse found to redo: the main file's text with the headers that
// hold directives put in place (HeaderInlining.h), or then with the macro
// invocations that hold constructs written out (MacroExpansion.h).
struct Reparse {
  InclusionLog log;
  MacroTokenLog macroTokens;
  unsigned roundsLeft = 2;         ///< headers, then macros: each round one parse more
  std::optional<std::string> text; ///< the main file's, for the next parse
  std::vector<std::string> inlinedHeaders;
  bool failed = false;
};

// Builds the model at the end of the translation unit, only if Sema found
// no error (a clause Sema rejected is not in the AST at all), and unless
// headers with directives are to be put in place and the file parsed again.
class ModelConsumer : public clang::ASTConsumer {
public:
  ModelConsumer(TranslationUnitModel &out, Diagnostics &diags, clang::Preprocessor &pp,
                const CParsedCallback &whileParsed, Reparse &reparse)
      : out_(out), diags_(diags), pp_(pp), whileParsed_(whileParsed), reparse_(reparse) {}
  void HandleTranslationUnit(clang::ASTContext &context) override {
    if (context.getDiagnostics().hasErrorOccurred()) return;
    if (reparse_.roundsLeft > 0) {
      if (std::optional<InlinedHeaders> inlined =
              inlineHeadersWithDirectives(context, pp_, reparse_.log, diags_, reparse_.failed)) {
        reparse_.text = std::move(inlined->text);
        reparse_.inlinedHeaders.insert(reparse_.inlinedHeaders.end(), inlined->files.begin(),
                                       inlined->files.end());
        return;
      }
      if (reparse_.failed) return;
      reparse_.text =
          expandMacrosHoldingConstructs(pp_, reparse_.macroTokens, diags_, reparse_.failed);
      if (reparse_.text || reparse_.failed) return;
    }
    built_ = true;
    buildCModel(context, out_, diags_);
    if (whileParsed_ && !diags_.hasErrors()) whileParsed_(context, pp_);
  }
  bool built_ = false;

private:
  TranslationUnitModel &out_;
  Diagnostics &diags_;
  clang::Preprocessor &pp_;
  const CParsedCallback &whileParsed_;
  Reparse &reparse_;
};

class ModelAction : public clang::ASTFrontendAction {
public:
  ModelAction(TranslationUnitModel &out, Diagnostics &diags, bool &built,
              llvm::raw_ostream &messages, const CParsedCallback &whileParsed, Reparse &reparse)
      : out_(out), diags_(diags), built_(built), messages_(messages), whileParsed_(whileParsed),
        reparse_(reparse) {}
  // "N errors generated." follows the messages, as clang prints it, instead
  // of going straight to stderr ahead of them.
  bool BeginSourceFileAction(clang::CompilerInstance &ci) override {
    ci.setVerboseOutputStream(messages_);
    // An OpenMP clause Clang does not know (a misspelt `mapp(...)`) ends
    // the directive with a warning and is dropped: the directive becomes a
    // comment in the output, so the clause would be lost. gcc refuses it.
    ci.getDiagnostics().setSeverity(clang::diag::warn_omp_extra_tokens_at_eol,
                                    clang::diag::Severity::Error, clang::SourceLocation());
    if (reparse_.roundsLeft > 0) {
      ci.getPreprocessor().addPPCallbacks(reparse_.log.recorder(ci.getSourceManager()));
      ci.getPreprocessor().addPPCallbacks(reparse_.macroTokens.record(ci.getPreprocessor()));
    }
    return true;
  }
  std::unique_ptr<clang::ASTConsumer> CreateASTConsumer(clang::CompilerInstance &ci,
                                                        llvm::StringRef) override {
    auto consumer =
        std::make_unique<ModelConsumer>(out_, diags_, ci.getPreprocessor(), whileParsed_, reparse_);
    consumer_ = consumer.get();
    return consumer;
  }
  void EndSourceFileAction() override {
    if (consumer_) built_ = consumer_->built_;
  }

private:
  TranslationUnitModel &out_;
  Diagnostics &diags_;
  bool &built_;
  llvm::raw_ostream &messages_;
  const CParsedCallback &whileParsed_;
  Reparse &reparse_;
  ModelConsumer *consumer_ = nullptr;
};

// The compile command for `path`: the database's, or a plain `clang path`.
bool compileCommand(const std::string &path, const COptions &options,
                    std::vector<std::string> &commandLine, std::string &directory,
                    Diagnostics &diags) {
  if (options.buildPath.empty()) {
    commandLine = {"clang", path};
    return true;
  }
  std::string error;
  auto db = clang::tooling::CompilationDatabase::loadFromDirectory(options.buildPath, error);
  if (!db) {
    diags.addPreformatted("acc2c: error: " + error + "\n", true);
    return false;
  }
  llvm::SmallString<256> absolute(path);
  llvm::sys::fs::make_absolute(absolute);
  std::vector<clang::tooling::CompileCommand> commands = db->getCompileCommands(absolute.str());
  if (commands.empty()) {
    diags.addPreformatted("acc2c: error: no compile command for '" + path + "' in " +
                              options.buildPath + "/compile_commands.json\n",
                          true);
    return false;
  }
  commandLine = commands.front().CommandLine;
  directory = commands.front().Directory;
  return true;
}

// A consumer of Clang's messages that hands them on to another.
class ForwardingConsumer : public clang::DiagnosticConsumer {
public:
  explicit ForwardingConsumer(clang::DiagnosticConsumer &to) : to_(to) {}
  void BeginSourceFile(const clang::LangOptions &lang, const clang::Preprocessor *pp) override {
    to_.BeginSourceFile(lang, pp);
  }
  void EndSourceFile() override { to_.EndSourceFile(); }

protected:
  void handOn(clang::DiagnosticsEngine::Level level, const clang::Diagnostic &info) {
    DiagnosticConsumer::HandleDiagnostic(level, info);
    to_.HandleDiagnostic(level, info);
  }

private:
  clang::DiagnosticConsumer &to_;
};

// Clang's printer, noting whether the source declares target data with
// `to`, which OpenMP 5.2 renamed `enter` and Clang's 5.2 mode refuses: code
// written for an earlier OpenMP, which gcc takes as it is.
class OpenMPVersionProbe : public ForwardingConsumer {
public:
  using ForwardingConsumer::ForwardingConsumer;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level level,
                        const clang::Diagnostic &info) override {
    if (info.getID() == clang::diag::err_omp_declare_target_unexpected_to_clause)
      writtenBefore52 = true;
    handOn(level, info);
  }
  bool writtenBefore52 = false;
};

// Of Clang's messages, those that are acc2c's to give: errors (the
// translation stops there) and what Clang says about the directives. Its
// warnings about the rest of the program are gcc's to give, in its own
// words, when it compiles the translation (as for Fortran, where only
// Flang's warnings about directives pass: FortranFrontend.cpp).
class DirectiveMessages : public ForwardingConsumer {
public:
  using ForwardingConsumer::ForwardingConsumer;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level level,
                        const clang::Diagnostic &info) override {
    // A note goes with the message before it.
    if (level != clang::DiagnosticsEngine::Note)
      passing_ = level >= clang::DiagnosticsEngine::Error || aboutDirectives(info);
    if (passing_) handOn(level, info);
  }

private:
  static bool aboutDirectives(const clang::Diagnostic &info) {
    unsigned id = info.getID();
    if (clang::DiagnosticIDs::getCategoryNameFromID(
            clang::DiagnosticIDs::getCategoryNumberForDiag(id)) == "OpenMP Issue")
      return true;
    llvm::StringRef group = info.getDiags()->getDiagnosticIDs()->getWarningOptionForDiag(id);
    return group.starts_with("openacc") || group.starts_with("openmp") ||
           group.starts_with("source-uses-openacc") || group.starts_with("source-uses-openmp");
  }
  bool passing_ = false;
};

} // namespace

bool parseC(const std::string &path, const COptions &options, TranslationUnitModel &out,
            Diagnostics &diags, const CParsedCallback &whileParsed) {
  namespace tooling = clang::tooling;
  std::vector<std::string> commandLine;
  std::string directory;
  if (!compileCommand(path, options, commandLine, directory, diags)) return false;

  // Our flags go first so that the user's own (-D, -U, -W...) can override
  // them; the OpenACC/OpenMP switches are what acc2c is for.
  // What Clang 22 refuses but gcc, which compiles the translation, only
  // warns about (C89 leftovers in old codes): warnings here too, so that
  // acc2c is no stricter than the compiler it stands in front of.
  tooling::CommandLineArguments ours = {
      "-fopenacc", "-fopenmp", "-fopenmp-version=52",
      // Clang 22 says 202506; acc2c translates OpenACC 3.3, as for Fortran.
      "-U_OPENACC", std::string("-D_OPENACC=") + kOpenACCVersion, "-resource-dir",
      options.resourceDir.empty() ? std::string(ACC2C_CLANG_RESOURCE_DIR) : options.resourceDir,
      "-Wno-error=implicit-function-declaration", "-Wno-error=implicit-int",
      "-Wno-error=int-conversion", "-Wno-error=incompatible-pointer-types",
      "-Wno-error=incompatible-function-pointer-types", "-Wno-error=return-mismatch"};
  tooling::CommandLineArguments user;
  for (const std::string &d : options.includeDirs) user.push_back("-I" + d);
  for (const auto &[name, value] : options.defines) user.push_back("-D" + name + "=" + value);
  user.insert(user.end(), options.extraArgs.begin(), options.extraArgs.end());
  tooling::ArgumentsAdjuster adjust = tooling::combineAdjusters(
      tooling::getClangStripOutputAdjuster(),
      tooling::combineAdjusters(
          tooling::getClangStripDependencyFileAdjuster(),
          tooling::combineAdjusters(
              tooling::getClangSyntaxOnlyAdjuster(),
              tooling::combineAdjusters(
                  tooling::getInsertArgumentAdjuster(user, tooling::ArgumentInsertPosition::BEGIN),
                  tooling::getInsertArgumentAdjuster(ours,
                                                     tooling::ArgumentInsertPosition::BEGIN)))));
  commandLine = adjust(commandLine, path);

  // Clang's messages, with file:line:col, the source line and the caret,
  // exactly as clang prints them.
  std::string text;
  bool built = false, clangErrors = false;
  // acc2c's own messages follow Clang's warnings, as in a compiler's output.
  Diagnostics modelDiags;
  out.file = path;
  auto reparse = std::make_unique<Reparse>();
  bool writtenBefore52 = false;
  auto run = [&](llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> fs) {
    text.clear();
    llvm::raw_string_ostream os(text);
    clang::DiagnosticOptions diagOptions;
    clang::TextDiagnosticPrinter printer(os, diagOptions);
    clang::FileSystemOptions fsOptions;
    fsOptions.WorkingDir = directory;
    llvm::IntrusiveRefCntPtr<clang::FileManager> files(new clang::FileManager(fsOptions, fs));
    tooling::ToolInvocation invocation(
        commandLine,
        std::make_unique<ModelAction>(out, modelDiags, built, os, whileParsed, *reparse),
        files.get());
    OpenMPVersionProbe probe(printer);
    DirectiveMessages messages(probe);
    invocation.setDiagnosticConsumer(&messages);
    bool ok = invocation.run();
    os.flush();
    clangErrors = printer.getNumErrors() > 0 || !ok;
    writtenBefore52 = probe.writtenBefore52;
  };
  run(llvm::vfs::getRealFileSystem());
  // `declare target to(...)`: the file again as OpenMP 5.1, where that is
  // the clause's name.
  if (clangErrors && writtenBefore52) {
    for (std::string &arg : commandLine)
      if (arg == "-fopenmp-version=52") arg = "-fopenmp-version=51";
    out = TranslationUnitModel();
    out.file = path;
    modelDiags = Diagnostics();
    reparse = std::make_unique<Reparse>();
    built = false;
    run(llvm::vfs::getRealFileSystem());
  }
  // Headers with directives, then macro invocations holding constructs: the
  // file again, with them in place of their #includes (HeaderInlining.h),
  // then written out (MacroExpansion.h); its messages replace the first
  // parse's.
  while (!clangErrors && reparse->text) {
    llvm::SmallString<256> absolute(path);
    if (!directory.empty() && !llvm::sys::path::is_absolute(absolute))
      absolute = (directory + "/" + path).c_str();
    llvm::sys::fs::make_absolute(absolute);
    llvm::sys::path::remove_dots(absolute, /*remove_dot_dot=*/true);
    auto memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
    memory->addFile(absolute, 0,
                    llvm::MemoryBuffer::getMemBufferCopy(*reparse->text, absolute.str()));
    auto overlay =
        llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(llvm::vfs::getRealFileSystem());
    overlay->pushOverlay(memory);
    reparse->text.reset();
    --reparse->roundsLeft;
    out = TranslationUnitModel();
    out.file = path;
    modelDiags = Diagnostics();
    run(overlay);
  }
  out.inlinedHeaders = reparse->inlinedHeaders;
  if (!text.empty()) diags.addPreformatted(text, clangErrors);
  if (clangErrors && !diags.hasErrors())
    diags.addPreformatted("acc2c: error: clang could not process '" + path + "'\n", true);
  if (clangErrors) return false;
  for (const Diagnostic &d : modelDiags.all()) {
    if (d.severity == Severity::Error)
      diags.error(d.loc, d.message);
    else if (d.severity == Severity::Warning)
      diags.warning(d.loc, d.message);
    else
      diags.note(d.loc, d.message);
  }
  return built && !diags.hasErrors();
}

} // namespace acc2c
