// Runs Clang on one C file, the way `clang -fsyntax-only -fopenacc -fopenmp`
// does (flags from the command line or from compile_commands.json, like any
// Clang tool), passes Clang's diagnostics on verbatim and hands the checked
// AST to the model builder.
#include "frontend/c/CFrontend.h"
#include "frontend/c/CModelBuilder.h"
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

// Builds the model at the end of the translation unit, only if Sema found
// no error (a clause Sema rejected is not in the AST at all).
class ModelConsumer : public clang::ASTConsumer {
public:
  ModelConsumer(TranslationUnitModel &out, Diagnostics &diags, clang::Preprocessor &pp,
                const CParsedCallback &whileParsed)
      : out_(out), diags_(diags), pp_(pp), whileParsed_(whileParsed) {}
  void HandleTranslationUnit(clang::ASTContext &context) override {
    if (context.getDiagnostics().hasErrorOccurred()) return;
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
};

class ModelAction : public clang::ASTFrontendAction {
public:
  ModelAction(TranslationUnitModel &out, Diagnostics &diags, bool &built,
              llvm::raw_ostream &messages, const CParsedCallback &whileParsed)
      : out_(out), diags_(diags), built_(built), messages_(messages), whileParsed_(whileParsed) {}
  // "N errors generated." follows the messages, as clang prints it, instead
  // of going straight to stderr ahead of them.
  bool BeginSourceFileAction(clang::CompilerInstance &ci) override {
    ci.setVerboseOutputStream(messages_);
    // An OpenMP clause Clang does not know (a misspelt `mapp(...)`) ends
    // the directive with a warning and is dropped: the directive becomes a
    // comment in the output, so the clause would be lost. gcc refuses it.
    ci.getDiagnostics().setSeverity(clang::diag::warn_omp_extra_tokens_at_eol,
                                    clang::diag::Severity::Error, clang::SourceLocation());
    return true;
  }
  std::unique_ptr<clang::ASTConsumer> CreateASTConsumer(clang::CompilerInstance &ci,
                                                        llvm::StringRef) override {
    auto consumer =
        std::make_unique<ModelConsumer>(out_, diags_, ci.getPreprocessor(), whileParsed_);
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
  for (const auto &[name, value] : options.defines)
    user.push_back("-D" + name + (value.empty() ? "" : "=" + value));
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
  llvm::raw_string_ostream os(text);
  clang::DiagnosticOptions diagOptions;
  clang::TextDiagnosticPrinter printer(os, diagOptions);

  clang::FileSystemOptions fsOptions;
  fsOptions.WorkingDir = directory;
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> fs = llvm::vfs::getRealFileSystem();
  llvm::IntrusiveRefCntPtr<clang::FileManager> files(new clang::FileManager(fsOptions, fs));
  bool built = false;
  // acc2c's own messages follow Clang's warnings, as in a compiler's output.
  Diagnostics modelDiags;
  out.file = path;
  tooling::ToolInvocation invocation(
      commandLine, std::make_unique<ModelAction>(out, modelDiags, built, os, whileParsed),
      files.get());
  invocation.setDiagnosticConsumer(&printer);
  bool ok = invocation.run();
  os.flush();
  bool clangErrors = printer.getNumErrors() > 0 || !ok;
  if (!text.empty()) diags.addPreformatted(text, clangErrors);
  if (clangErrors && !diags.hasErrors())
    diags.addPreformatted("acc2c: error: clang could not process '" + path + "'\n", true);
  if (clangErrors || !built) return false;
  for (const Diagnostic &d : modelDiags.all()) {
    if (d.severity == Severity::Error)
      diags.error(d.loc, d.message);
    else if (d.severity == Severity::Warning)
      diags.warning(d.loc, d.message);
    else
      diags.note(d.loc, d.message);
  }
  return !diags.hasErrors();
}

} // namespace acc2c
