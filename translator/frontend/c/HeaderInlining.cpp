// User headers with directives in them, inlined into the file that
// includes them (HeaderInlining.h).
#include "frontend/c/HeaderInlining.h"
#include "support/Quoted.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenACC.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <map>
#include <set>

namespace acc2c {

struct InclusionLog::Inclusion {
  clang::SourceLocation hash;       ///< the directive's '#'
  clang::CharSourceRange name;      ///< "x.h" or <x.h>, as written
  clang::OptionalFileEntryRef file; ///< what it found, if anything
  bool computed = false;            ///< `#include MACRO`
  bool besideIncluder = false;      ///< found in the including file's own directory
};

InclusionLog::InclusionLog() = default;
InclusionLog::~InclusionLog() = default;

namespace {

class Recorder : public clang::PPCallbacks {
public:
  Recorder(InclusionLog &log, clang::SourceManager &sm) : log_(log), sm_(sm) {}
  void InclusionDirective(clang::SourceLocation hash, const clang::Token &, llvm::StringRef,
                          bool angled, clang::CharSourceRange range,
                          clang::OptionalFileEntryRef file, llvm::StringRef searchPath,
                          llvm::StringRef, const clang::Module *, bool,
                          clang::SrcMgr::CharacteristicKind) override {
    InclusionLog::Inclusion in;
    in.hash = hash;
    in.name = range;
    in.file = file;
    in.computed = range.getBegin().isMacroID();
    if (!angled)
      if (clang::OptionalFileEntryRef includer = sm_.getFileEntryRefForID(sm_.getFileID(hash)))
        in.besideIncluder = includer->getDir().getName() == searchPath;
    log_.inclusions.push_back(std::move(in));
  }

private:
  InclusionLog &log_;
  clang::SourceManager &sm_;
};

// The files other than the main file and system headers whose functions
// hold an executable directive, with the first one in each. (Declarative
// ones in a header, `routine` and `declare target` on prototypes, are
// translated where they are included: CRewriter.)
class DirectiveFiles : public clang::RecursiveASTVisitor<DirectiveFiles> {
public:
  explicit DirectiveFiles(clang::SourceManager &sm) : sm_(sm) {}
  bool VisitOMPExecutableDirective(clang::OMPExecutableDirective *d) {
    note(d->getBeginLoc());
    return true;
  }
  bool VisitOpenACCConstructStmt(clang::OpenACCConstructStmt *s) {
    note(s->getBeginLoc());
    return true;
  }
  std::map<clang::FileID, clang::SourceLocation> files;

private:
  void note(clang::SourceLocation loc) {
    if (loc.isInvalid()) return;
    loc = sm_.getExpansionLoc(loc);
    if (sm_.isInMainFile(loc) || sm_.isInSystemHeader(loc)) return;
    files.emplace(sm_.getFileID(loc), loc);
  }
  clang::SourceManager &sm_;
};

class Inliner {
public:
  Inliner(clang::SourceManager &sm, clang::Preprocessor &pp, const InclusionLog &log,
          Diagnostics &diags)
      : sm_(sm), pp_(pp), log_(log), diags_(diags) {}

  // The files to put in place: those with directives and every file that
  // includes one of them on the way from the main file. False after an
  // error.
  bool choose(const std::map<clang::FileID, clang::SourceLocation> &withDirectives) {
    bool ok = true;
    for (const auto &[file, first] : withDirectives) {
      for (clang::FileID f = file; f.isValid() && f != sm_.getMainFileID();
           f = sm_.getFileID(sm_.getIncludeLoc(f))) {
        if (!chosen_.insert(f).second) break;
        ok = check(f, first) && ok;
      }
    }
    return ok;
  }

  std::string text(clang::FileID f) {
    llvm::StringRef buffer = sm_.getBufferData(f);
    std::string out;
    size_t at = 0;
    for (const InclusionLog::Inclusion &in : log_.inclusions) {
      if (sm_.getFileID(in.hash) != f) continue;
      unsigned hash = sm_.getFileOffset(in.hash);
      clang::FileID child = entered(in);
      if (child.isValid() && chosen_.count(child)) {
        size_t eol = buffer.find('\n', sm_.getFileOffset(in.name.getEnd()));
        if (eol == llvm::StringRef::npos) eol = buffer.size();
        out.append(buffer.data() + at, hash - at);
        // The #include stays, as a comment (a name holding "*/" loses it).
        std::string directive = buffer.slice(hash, eol).rtrim("\r").str();
        if (directive.find("*/") != std::string::npos) directive = "#include";
        std::string body = text(child);
        if (!body.empty() && body.back() != '\n') body += '\n';
        out += "/* acc2c: " + directive + ": its text follows */\n#line 1 " +
               quoted(presumedName(sm_.getLocForStartOfFile(child))) + "\n" + body + "#line " +
               std::to_string(sm_.getPresumedLineNumber(in.hash) + 1) + " " +
               quoted(presumedName(in.hash));
        at = eol;
        continue;
      }
      // A header put in place no longer finds a file beside it: name it
      // by its path.
      if (f != sm_.getMainFileID() && in.besideIncluder && in.file && !in.computed) {
        unsigned begin = sm_.getFileOffset(in.name.getBegin());
        unsigned end = sm_.getFileOffset(in.name.getEnd());
        llvm::SmallString<256> absolute(in.file->getName());
        llvm::sys::fs::make_absolute(absolute);
        llvm::sys::path::remove_dots(absolute, /*remove_dot_dot=*/true);
        out.append(buffer.data() + at, begin - at);
        out += quoted(std::string(absolute));
        at = end;
      }
    }
    out.append(buffer.data() + at, buffer.size() - at);
    return out;
  }

  std::vector<std::string> files() const {
    std::vector<std::string> out;
    for (clang::FileID f : chosen_)
      if (clang::OptionalFileEntryRef entry = sm_.getFileEntryRefForID(f))
        out.push_back(std::string(entry->getName()));
    return out;
  }

private:
  // The file an #include entered, if any (one skipped by its guard enters
  // none).
  clang::FileID entered(const InclusionLog::Inclusion &in) const {
    if (!in.file) return {};
    for (clang::FileID f : chosen_) {
      clang::SourceLocation from = sm_.getIncludeLoc(f);
      if (sm_.getFileID(from) == sm_.getFileID(in.hash) && sm_.getFileEntryRefForID(f) == in.file &&
          sm_.getSpellingLineNumber(from) == sm_.getSpellingLineNumber(in.hash))
        return f;
    }
    return {};
  }

  bool check(clang::FileID f, clang::SourceLocation directive) {
    clang::OptionalFileEntryRef entry = sm_.getFileEntryRefForID(f);
    std::string name = entry ? std::string(entry->getName()) : std::string("?");
    const InclusionLog::Inclusion *in = nullptr;
    unsigned times = 0;
    for (const InclusionLog::Inclusion &i : log_.inclusions)
      if (i.file && entry && *i.file == *entry) {
        ++times;
        clang::SourceLocation from = sm_.getIncludeLoc(f);
        if (sm_.getFileID(i.hash) == sm_.getFileID(from) &&
            sm_.getSpellingLineNumber(i.hash) == sm_.getSpellingLineNumber(from))
          in = &i;
      }
    auto refuse = [&](const std::string &why) {
      diags_.error(locationOf(directive), "this directive is in '" + name +
                                              "', which acc2c translates in place of its "
                                              "#include, but " +
                                              why);
      return false;
    };
    if (!entry || !in) return refuse("acc2c cannot find that #include");
    if (in->computed) return refuse("its #include names it through a macro");
    if (times > 1 && !pp_.getHeaderSearchInfo().isFileMultipleIncludeGuarded(*entry))
      return refuse("it is included " + std::to_string(times) +
                    " times and has no include guard (#ifndef ... #define ... #endif): its "
                    "code would be defined more than once");
    return true;
  }

  acc2c::SourceLocation locationOf(clang::SourceLocation loc) const {
    clang::PresumedLoc p = sm_.getPresumedLoc(loc);
    return {p.isValid() ? p.getFilename() : "", p.isValid() ? p.getLine() : 0,
            p.isValid() ? p.getColumn() : 0};
  }
  std::string presumedName(clang::SourceLocation loc) const {
    clang::PresumedLoc p = sm_.getPresumedLoc(loc);
    return p.isValid() ? p.getFilename() : "";
  }

  clang::SourceManager &sm_;
  clang::Preprocessor &pp_;
  const InclusionLog &log_;
  Diagnostics &diags_;
  std::set<clang::FileID> chosen_;
};

} // namespace

std::unique_ptr<clang::PPCallbacks> InclusionLog::recorder(clang::SourceManager &sm) {
  inclusions.clear();
  return std::make_unique<Recorder>(*this, sm);
}

std::optional<InlinedHeaders> inlineHeadersWithDirectives(clang::ASTContext &context,
                                                          clang::Preprocessor &pp,
                                                          const InclusionLog &log,
                                                          Diagnostics &diags, bool &failed) {
  clang::SourceManager &sm = context.getSourceManager();
  DirectiveFiles finder(sm);
  finder.TraverseDecl(context.getTranslationUnitDecl());
  if (finder.files.empty()) return std::nullopt;
  Inliner inliner(sm, pp, log, diags);
  if (!inliner.choose(finder.files)) {
    failed = true;
    return std::nullopt;
  }
  return InlinedHeaders{inliner.text(sm.getMainFileID()), inliner.files()};
}

} // namespace acc2c
