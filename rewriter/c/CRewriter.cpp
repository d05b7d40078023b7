#include "rewriter/c/CRewriter.h"

#include "rewriter/LoopDirectives.h"
#include "rewriter/RegionScope.h"
#include "rewriter/c/CDataOpCalls.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclOpenACC.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenACC.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Rewrite/Core/Rewriter.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>
#include <utility>

namespace acc2c {
namespace {

using namespace clang;

const Stmt *innermostCaptured(const Stmt *s) {
  while (const auto *cs = dyn_cast_or_null<CapturedStmt>(s))
    s = cs->getCapturedStmt();
  return s;
}

// The statement an OpenACC construct applies to (none for standalone ones).
const Stmt *accBody(const OpenACCConstructStmt *s) {
  if (auto *x = dyn_cast<OpenACCComputeConstruct>(s)) return x->getStructuredBlock();
  if (auto *x = dyn_cast<OpenACCDataConstruct>(s)) return x->getStructuredBlock();
  if (auto *x = dyn_cast<OpenACCHostDataConstruct>(s)) return x->getStructuredBlock();
  if (auto *x = dyn_cast<OpenACCLoopConstruct>(s)) return x->getLoop();
  if (auto *x = dyn_cast<OpenACCCombinedConstruct>(s)) return x->getLoop();
  if (auto *x = dyn_cast<OpenACCAtomicConstruct>(s)) return x->getAssociatedStmt();
  return nullptr;
}

std::string join(const std::set<std::string> &names) {
  std::string s;
  for (const std::string &n : names) s += (s.empty() ? "" : ", ") + n;
  return s;
}

std::string text(const CodeLines &lines) {
  std::string s;
  for (const std::string &l : lines.lines()) s += l + "\n";
  return s;
}

/// How a compute region's function sees one variable of its body.
enum class CBinding {
  Private,      ///< a local of the region function, undefined
  Value,        ///< a scalar parameter holding the host's value (firstprivate)
  Copy,         ///< firstprivate array or aggregate: a local copy of the host's
  Scalar,       ///< a local loaded from the device copy, stored back at the end
  View,         ///< a pointer to the device copy; references become (*name)
  Pointer,      ///< a pointer variable: its value translated to the device
};

struct RegionVar {
  const VarDecl *decl = nullptr;
  Variable var;
  CBinding binding = CBinding::Private;
  std::string section, sectionBytes; ///< Pointer: the section a clause mapped
};

/// The compute region being rewritten.
struct Region {
  ConstructId id = 0;
  std::map<const VarDecl *, RegionVar> vars;
  bool inParallelLoop = false;
  std::set<unsigned> rewrittenRefs; ///< file offsets of references already `(*name)`
  std::vector<std::string> privates; ///< loop variables declared outside the body
  std::map<std::string, std::set<std::string>> reductions; ///< of the compute construct
};

class CRewriterImpl : public RecursiveASTVisitor<CRewriterImpl> {
  using Base = RecursiveASTVisitor<CRewriterImpl>;

public:
  CRewriterImpl(ASTContext &context, const std::string &path, const DataOpGraph &graph,
                const CRewriteOptions &options, Diagnostics &diags)
      : ctx_(context), sm_(context.getSourceManager()), rw_(sm_, context.getLangOpts()),
        g_(graph), path_(path), diags_(diags), sources_(path),
        calls_(graph, sources_, diags, options.annotate) {
    for (const GraphConstruct &c : g_.constructs()) {
      byLoc_[{c.loc.file, c.loc.line, c.loc.column}].push_back(c.id);
      if (c.kind == ConstructKind::Routine)
        for (const Clause &cl : c.controlClauses)
          if (cl.name == "bind" && !cl.args.empty())
            boundNames_[c.routineName] = llvm::StringRef(cl.args[0]).trim().trim('"').str();
    }
  }

  std::optional<std::string> run() {
    collectDeviceDeclarations();
    TraverseDecl(ctx_.getTranslationUnitDecl());
    if (diags_.hasErrors()) return std::nullopt;
    quietIncludes();
    FileID main = sm_.getMainFileID();
    clang::SourceLocation start = sm_.getLocForStartOfFile(main);
    std::string head = "#include <acc2c_runtime.h>\n" + sources_.definition() + line(1);
    rw_.InsertTextBefore(start, head);
    if (!fileInit_.empty() || !fileFini_.empty()) {
      std::string tail = "\n/* acc2c: the declare directives at file scope (OpenACC 3.3 2.13, "
                         "OpenMP 5.2 7.8) */\n";
      tail += "__attribute__((constructor)) static void acc2c_declare_init(void) {\n"
              "  void *acc2c_d; (void)acc2c_d;\n  uint64_t acc2c_c = acc2c_omp_construct();\n" +
              indent(text(fileInit_)) + "  acc2c_omp_construct_end(acc2c_c);\n}\n";
      tail += "__attribute__((destructor)) static void acc2c_declare_fini(void) {\n"
              "  uint64_t acc2c_c = acc2c_omp_construct();\n" +
              indent(text(fileFini_)) + "  acc2c_omp_construct_end(acc2c_c);\n}\n";
      rw_.InsertTextAfter(sm_.getLocForEndOfFile(main), tail);
    }
    if (!elsewhere_.empty()) {
      std::string tail = "\n/* acc2c: routines defined in other files. Their device versions come "
                         "from those files where acc2c translated them; otherwise these call "
                         "the host versions. */\n";
      for (const FunctionDecl *fd : elsewhere_) tail += weakStandIn(fd);
      rw_.InsertTextAfter(sm_.getLocForEndOfFile(main), tail);
    }
    const llvm::RewriteBuffer *b = rw_.getRewriteBufferFor(main);
    if (!b) return std::string(sm_.getBufferData(main));
    return std::string(b->begin(), b->end());
  }

  // Constructs are handled here, their bodies traversed once (Clang 22
  // visits an OpenACC construct's body twice: see CModelBuilder.cpp).
  bool TraverseStmt(Stmt *s, DataRecursionQueue * = nullptr) {
    if (!s) return true;
    // A construct that cannot be translated is reported in diags_ and the
    // traversal goes on, so that every one in the file is reported.
    if (auto *acc = dyn_cast<OpenACCConstructStmt>(s)) return handleAcc(acc), true;
    if (auto *omp = dyn_cast<OMPExecutableDirective>(s)) return handleOmp(omp), true;
    return Base::TraverseStmt(s, nullptr);
  }

  bool TraverseFunctionDecl(FunctionDecl *f) {
    if (inMainFile(f->getLocation()) && f->doesThisDeclarationHaveABody() &&
        deviceFunctions_.count(f->getCanonicalDecl()))
      deviceTwin(f);
    if (!inMainFile(f->getLocation()) || !f->doesThisDeclarationHaveABody()) {
      for (const auto *a : f->specific_attrs<OpenACCRoutineDeclAttr>())
        if (!a->isInherited() && inMainFile(a->getRange().getBegin()))
          commentOut(a->getRange().getBegin());
      return true;
    }
    FunctionDecl *saved = function_;
    function_ = f;
    declareExits_.clear();
    returns_.clear();
    for (const auto *a : f->specific_attrs<OpenACCRoutineDeclAttr>())
      if (!a->isInherited()) commentOut(a->getRange().getBegin());
    bool ok = Base::TraverseFunctionDecl(f);
    finishDeclares(f);
    function_ = saved;
    return ok;
  }

  bool TraverseOpenACCDeclareDecl(OpenACCDeclareDecl *d) {
    bool header = !inMainFile(d->getBeginLoc());
    if (header && function_) return checkWhere(d->getBeginLoc(), "declare", nullptr), true;
    const GraphConstruct *c = constructAt(d->getBeginLoc(), ConstructKind::Declare);
    if (!c) return true;
    CodeLines entry, exit;
    Control k = controlOfC(*c);
    for (OpId id : g_.opsOf(c->id))
      calls_.emit(g_.op(id), k, g_.op(id).role() == OpRole::Exit ? exit : entry);
    if (!function_) {
      // At file scope, in this file or a header it includes: every file that
      // sees the directive maps the data at start-up; the present table's
      // counts make the mappings one (OpenACC 3.3 2.13).
      fileInit_.append(entry);
      fileFini_.append(exit);
      if (header) return true;
      auto [begin, end] = pragmaExtent(d->getBeginLoc());
      replace(begin, end, "");
      return true;
    }
    auto [begin, end] = pragmaExtent(d->getBeginLoc());
    replace(begin, end, "{ void *acc2c_d; (void)acc2c_d;\n" + indent(text(entry)) + "}");
    declareExits_.push_back({sm_.getFileOffset(begin), text(exit)});
    return true;
  }

  bool TraverseOpenACCRoutineDecl(OpenACCRoutineDecl *d) {
    if (inMainFile(d->getBeginLoc())) commentOut(d->getBeginLoc());
    return true;
  }

  bool TraverseVarDecl(VarDecl *v) {
    // Mapped for the whole run (OpenMP 5.2 7.8.1) by every file that sees the
    // directive, here or in a header (the mapping is made once); `link` maps
    // on use. An array of unknown size is mapped where it is defined.
    if (const auto *a = v->getAttr<OMPDeclareTargetDeclAttr>())
      if (v->hasGlobalStorage() && !v->getType()->isIncompleteType() &&
          declaredTargets_.insert(v->getCanonicalDecl()).second &&
          a->getMapType() != OMPDeclareTargetDeclAttr::MT_Link) {
        PresumedLoc p = sm_.getPresumedLoc(sm_.getExpansionLoc(v->getLocation()));
        fileInit_.add("acc2c_d = acc2c_omp_declare_target((void *)&(" + v->getName().str() +
                      "), sizeof(" + v->getName().str() + "), " +
                      sources_.ref(v->getName().str(), p.getLine(), p.getFilename()) + ");");
      }
    return Base::TraverseVarDecl(v);
  }

  bool VisitReturnStmt(ReturnStmt *r) {
    if (function_) returns_.push_back(r);
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *e) {
    if (!region_) return true;
    if (const auto *fd = dyn_cast<FunctionDecl>(e->getDecl())) {
      clang::SourceLocation loc = e->getLocation();
      if (loc.isMacroID() && sm_.isMacroArgExpansion(loc)) loc = sm_.getSpellingLoc(loc);
      if (loc.isFileID() && sm_.isInMainFile(loc) &&
          !region_->rewrittenRefs.count(sm_.getFileOffset(loc))) {
        std::string device = deviceName(fd);
        if (!device.empty()) {
          region_->rewrittenRefs.insert(sm_.getFileOffset(loc));
          rw_.ReplaceText(loc, fd->getName().size(), device);
        }
      }
      return true;
    }
    const auto *v = dyn_cast<VarDecl>(e->getDecl());
    auto it = v ? region_->vars.find(v) : region_->vars.end();
    if (it == region_->vars.end() || it->second.binding != CBinding::View) return true;
    clang::SourceLocation loc = e->getLocation();
    if (loc.isMacroID()) {
      if (!sm_.isMacroArgExpansion(loc)) {
        error(loc, "'" + v->getName().str() + "' is used in a compute region through the "
                   "body of a macro; acc2c rewrites each reference to the device copy and "
                   "cannot rewrite a macro's body (write the variable in the region itself)");
        return true;
      }
      loc = sm_.getSpellingLoc(loc);
    }
    if (!sm_.isInMainFile(loc) || !region_->rewrittenRefs.insert(sm_.getFileOffset(loc)).second)
      return true;
    rw_.ReplaceText(loc, v->getName().size(), "(*" + v->getName().str() + ")");
    return true;
  }

private:
  ASTContext &ctx_;
  SourceManager &sm_;
  Rewriter rw_;
  const DataOpGraph &g_;
  std::string path_;
  Diagnostics &diags_;
  CSourceRecords sources_;
  CDataOpCalls calls_;
  /// Constructs by (presumed file, line, column): headers' too.
  std::map<std::tuple<std::string, unsigned, unsigned>, std::vector<ConstructId>> byLoc_;
  FunctionDecl *function_ = nullptr;
  Region *region_ = nullptr;
  CodeLines fileInit_, fileFini_;
  std::set<const VarDecl *> declaredTargets_;
  std::vector<std::pair<unsigned, std::string>> declareExits_; ///< (directive offset, exit code)
  std::vector<ReturnStmt *> returns_;
  std::set<unsigned> commented_;

  std::set<const FunctionDecl *> deviceFunctions_;  ///< routine / declare target, wherever defined
  std::set<const FunctionDecl *> prototyped_;       ///< device versions declared in the output
  std::string twinPrototypes_;                      ///< for the next region or device version
  std::vector<const FunctionDecl *> elsewhere_;     ///< routines defined in another file
  std::set<unsigned> quietIncludes_;                ///< lines of #includes to bracket
  std::map<std::string, std::string> boundNames_;   ///< routine -> its bind(name) here
  std::set<const VarDecl *> deviceGlobals_;         ///< acc declare / omp declare target

  // --- routines: device versions --------------------------------------------
  // A routine (or declare target function) runs on the device in a region:
  // its device version, acc2c_device_<name>, reads declared globals through
  // their device copies and calls the device versions of other routines.
  // Host calls keep the function as written (OpenACC 3.3 2.15.1).
  void collectDeviceDeclarations() {
    struct Collector : RecursiveASTVisitor<Collector> {
      CRewriterImpl *self;
      bool VisitFunctionDecl(FunctionDecl *f) {
        if (f->hasAttr<OpenACCRoutineDeclAttr>() || f->hasAttr<OMPDeclareTargetDeclAttr>())
          self->deviceFunctions_.insert(f->getCanonicalDecl());
        for (const auto *a : f->specific_attrs<OpenACCRoutineDeclAttr>())
          if (!a->isInherited()) self->quietInclude(a->getRange().getBegin());
        return true;
      }
      bool VisitVarDecl(VarDecl *v) {
        if (v->hasAttr<OMPDeclareTargetDeclAttr>()) self->deviceGlobals_.insert(v->getCanonicalDecl());
        return true;
      }
      bool TraverseOpenACCDeclareDecl(OpenACCDeclareDecl *d) {
        self->quietInclude(d->getBeginLoc());
        for (const OpenACCClause *c : d->clauses())
          if (const auto *l = dyn_cast<OpenACCClauseWithVarList>(c))
            for (const Expr *e : l->getVarList())
              if (const auto *r = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts()))
                if (const auto *v = dyn_cast<VarDecl>(r->getDecl()))
                  if (v->hasGlobalStorage()) self->deviceGlobals_.insert(v->getCanonicalDecl());
        return true;
      }
      bool TraverseOpenACCRoutineDecl(OpenACCRoutineDecl *d) {
        self->quietInclude(d->getBeginLoc());
        if (const auto *r = dyn_cast_or_null<DeclRefExpr>(
                d->getFunctionReference() ? d->getFunctionReference()->IgnoreParenImpCasts() : nullptr))
          if (const auto *f = dyn_cast<FunctionDecl>(r->getDecl()))
            self->deviceFunctions_.insert(f->getCanonicalDecl());
        return true;
      }
    } c;
    c.self = this;
    c.TraverseDecl(ctx_.getTranslationUnitDecl());
  }

  // An OpenACC directive in a header reaches the compiler of the output as it
  // is (acc2c has read it; the header is not rewritten), and gcc -fopenmp
  // warns that it ignores it: the #include of this file that brings it in
  // is bracketed by `#pragma GCC diagnostic` lines (quietIncludes()).
  void quietInclude(clang::SourceLocation loc) {
    FileID f = sm_.getFileID(sm_.getExpansionLoc(loc));
    while (f.isValid() && f != sm_.getMainFileID()) {
      clang::SourceLocation include = sm_.getIncludeLoc(f);
      if (include.isInvalid()) return; // a -include file or the predefines
      if (sm_.isInMainFile(include)) {
        quietIncludes_.insert(lineOf(include));
        return;
      }
      f = sm_.getFileID(include);
    }
  }

  void quietIncludes() {
    FileID main = sm_.getMainFileID();
    for (unsigned n : quietIncludes_) {
      clang::SourceLocation begin = sm_.translateLineCol(main, n, 1);
      clang::SourceLocation end = sm_.translateLineCol(main, n, ~0u);
      rw_.InsertTextBefore(begin, "#pragma GCC diagnostic push /* acc2c: OpenACC directives "
                                  "in this header */\n"
                                  "#pragma GCC diagnostic ignored \"-Wunknown-pragmas\"\n" +
                                      line(n));
      rw_.InsertTextAfter(end, "\n#pragma GCC diagnostic pop\n" + line(n + 1).substr(
                                   0, line(n + 1).size() - 1));
    }
  }

  static std::string twinName(const FunctionDecl *f) { return "acc2c_device_" + f->getName().str(); }

  static bool internalTwin(const FunctionDecl *def) {
    return def->getStorageClass() == SC_Static || def->isInlineSpecified();
  }

  // The name a region or a device version calls `fd` by: the device version
  // of a routine, whose prototype goes before its first caller; "" for a
  // host function. A routine defined in another file also gets a weak
  // stand-in at the end of this one, which calls the host version: the
  // device version of that file, when acc2c translated it, replaces it.
  std::string deviceName(const FunctionDecl *fd) {
    const FunctionDecl *canon = fd->getCanonicalDecl();
    if (!deviceFunctions_.count(canon)) return "";
    auto bound = boundNames_.find(fd->getName().str());
    if (bound != boundNames_.end()) {
      // routine bind(name): the device calls `name` (2.15.1), declared with
      // the routine's type, internal where the file declares it static.
      if (prototyped_.insert(canon).second) {
        bool internal = false;
        for (const NamedDecl *d :
             ctx_.getTranslationUnitDecl()->lookup(&ctx_.Idents.get(bound->second)))
          if (const auto *f = dyn_cast<FunctionDecl>(d))
            internal = internal || f->getStorageClass() == SC_Static;
        twinPrototypes_ += (internal ? "static " : "") + head(fd, bound->second, false) + ";\n";
      }
      return bound->second;
    }
    const FunctionDecl *def = fd->getDefinition();
    bool here = def && inMainFile(def->getLocation());
    const auto *proto = fd->getType()->getAs<FunctionProtoType>();
    if (!here && (!proto || proto->isVariadic())) return ""; // no stand-in can forward it
    if (prototyped_.insert(canon).second) {
      twinPrototypes_ +=
          (here && internalTwin(def) ? "static " : "") + head(fd, twinName(fd), false) + ";\n";
      if (!here) elsewhere_.push_back(canon);
    }
    return twinName(fd);
  }

  std::string takeTwinPrototypes() { return std::exchange(twinPrototypes_, std::string()); }

  // `double name(int)`, with `fd`'s type, or with the parameters named acc2c_a<i>.
  std::string head(const FunctionDecl *fd, const std::string &name, bool named) {
    const auto *type = fd->getType()->getAs<FunctionType>();
    std::string params;
    if (const auto *proto = dyn_cast<FunctionProtoType>(type)) {
      for (unsigned i = 0; i < proto->getNumParams(); ++i)
        params += (i ? ", " : "") +
                  declaration(proto->getParamType(i), named ? "acc2c_a" + std::to_string(i) : "");
      if (!proto->getNumParams()) params = "void";
    }
    return declaration(type->getReturnType(), name + "(" + params + ")");
  }

  // `__attribute__((weak)) double acc2c_device_f(int acc2c_a0) { return f(acc2c_a0); }`
  std::string weakStandIn(const FunctionDecl *fd) {
    const auto *proto = fd->getType()->getAs<FunctionProtoType>();
    std::string args;
    for (unsigned i = 0; i < proto->getNumParams(); ++i)
      args += (i ? ", " : "") + std::string("acc2c_a") + std::to_string(i);
    std::string call = fd->getName().str() + "(" + args + ");";
    return "__attribute__((weak)) " + head(fd, twinName(fd), true) + " { " +
           (proto->getReturnType()->isVoidType() ? call : "return " + call) + " }\n";
  }

  // The text of [begin, end) of the main file with `edits` (offset, length,
  // replacement) applied and OpenACC directives turned into comments.
  std::string editedText(unsigned begin, unsigned end,
                         std::map<unsigned, std::pair<unsigned, std::string>> edits) {
    llvm::StringRef buffer = sm_.getBufferData(sm_.getMainFileID());
    std::string out;
    for (unsigned at = begin; at < end;) {
      auto e = edits.find(at);
      if (e != edits.end()) {
        out += e->second.second;
        at += e->second.first;
        continue;
      }
      bool lineStart = at == 0 || buffer[at - 1] == '\n';
      if (lineStart && llvm::StringRef(buffer.substr(at)).ltrim(" \t").starts_with("#pragma acc")) {
        size_t nl = buffer.find('\n', at);
        out += "/* acc2c: the device version runs this on one thread: " +
               buffer.substr(at, nl - at).str() + " */";
        at = nl;
        continue;
      }
      out += buffer[at++];
    }
    return out;
  }

  void deviceTwin(const FunctionDecl *f) {
    std::map<unsigned, std::pair<unsigned, std::string>> edits;
    struct Refs : RecursiveASTVisitor<Refs> {
      CRewriterImpl *self;
      std::map<unsigned, std::pair<unsigned, std::string>> *edits;
      const FunctionDecl *f;
      bool VisitDeclRefExpr(DeclRefExpr *e) {
        clang::SourceLocation loc = e->getLocation();
        std::string replacement;
        std::string name = e->getDecl()->getName().str();
        if (const auto *fd = dyn_cast<FunctionDecl>(e->getDecl())) {
          replacement = self->deviceName(fd);
        } else if (const auto *v = dyn_cast<VarDecl>(e->getDecl())) {
          if (!v->hasGlobalStorage() || v->isStaticLocal()) return true;
          if (self->deviceGlobals_.count(v->getCanonicalDecl()))
            replacement = "(*(__typeof__(" + name + ") *)acc2c_region_data((void *)&(" + name +
                          "), sizeof(" + name + "), 1, " +
                          self->sources_.ref(name, self->presumedLine(loc)) + "))";
          else if (!v->getType().isConstQualified()) {
            self->error(loc, "'" + name + "' is a global variable used in routine '" +
                                 f->getName().str() + "' without a declare directive "
                                 "(OpenACC 3.3 2.15.1: it needs 'declare' or 'declare target')");
            return true;
          }
        }
        if (replacement.empty()) return true;
        if (loc.isMacroID()) {
          if (!self->sm_.isMacroArgExpansion(loc)) {
            self->error(loc, "'" + name + "' is used in routine '" + f->getName().str() +
                                 "' through the body of a macro; acc2c cannot give its device "
                                 "version the device copy");
            return true;
          }
          loc = self->sm_.getSpellingLoc(loc);
        }
        if (self->sm_.isInMainFile(loc))
          (*edits)[self->sm_.getFileOffset(loc)] = {unsigned(name.size()), replacement};
        return true;
      }
    } refs;
    refs.self = this;
    refs.edits = &edits;
    refs.f = f;
    refs.TraverseStmt(f->getBody());
    clang::SourceLocation beginLoc = sm_.getExpansionLoc(f->getSourceRange().getBegin());
    clang::SourceLocation endLoc = sm_.getExpansionLoc(f->getSourceRange().getEnd());
    unsigned b = sm_.getFileOffset(beginLoc), e = sm_.getFileOffset(endLoc) + 1;
    edits[sm_.getFileOffset(sm_.getExpansionLoc(f->getLocation()))] = {
        unsigned(f->getName().size()), twinName(f)};
    std::string twin = editedText(b, e, edits);
    // The host version's linkage, so that other files' regions call it; an
    // inline definition's would give no external definition.
    if (internalTwin(f))
      twin = std::string("__attribute__((unused)) ") +
             (f->getStorageClass() == SC_Static ? "" : "static ") + twin;
    // A static routine called only in regions now has no caller left.
    if (f->getStorageClass() == SC_Static)
      twin += "\nstatic __typeof__(" + f->getName().str() + ") *const acc2c_host_" +
              f->getName().str() + " __attribute__((unused)) = " + f->getName().str() + ";";
    clang::SourceLocation after = endLoc.getLocWithOffset(1);
    rw_.InsertTextAfter(after, "\n/* acc2c: the device version of routine " + f->getName().str() +
                                   " */\n" + takeTwinPrototypes() + line(lineOf(beginLoc)) +
                                   std::string(sm_.getPresumedColumnNumber(beginLoc) - 1, ' ') +
                                   twin + "\n" + line(lineOf(endLoc)) +
                                   std::string(sm_.getPresumedColumnNumber(after) - 1, ' '));
  }

  // --- locations ------------------------------------------------------------
  bool inMainFile(clang::SourceLocation loc) const {
    return loc.isValid() && sm_.isInMainFile(sm_.getExpansionLoc(loc));
  }
  unsigned presumedLine(clang::SourceLocation loc) const {
    PresumedLoc p = sm_.getPresumedLoc(sm_.getExpansionLoc(loc));
    return p.isValid() ? p.getLine() : 0;
  }
  unsigned lineOf(clang::SourceLocation loc) const { return presumedLine(loc); }
  std::string line(unsigned n) const { return "#line " + std::to_string(n) + " " + cLiteral(path_) + "\n"; }
  static std::string indent(const std::string &s, const std::string &by = "  ") {
    std::string out;
    size_t at = 0;
    while (at < s.size()) {
      size_t nl = s.find('\n', at);
      if (nl == std::string::npos) nl = s.size() - 1;
      out += by + s.substr(at, nl - at + 1);
      at = nl + 1;
    }
    return out;
  }

  void error(clang::SourceLocation loc, const std::string &message) {
    PresumedLoc p = sm_.getPresumedLoc(sm_.getExpansionLoc(loc));
    diags_.error({p.isValid() ? p.getFilename() : path_, p.isValid() ? p.getLine() : 0,
                  p.isValid() ? p.getColumn() : 0},
                 message);
  }

  const GraphConstruct *constructAt(clang::SourceLocation loc, ConstructKind kind) {
    PresumedLoc p = sm_.getPresumedLoc(sm_.getExpansionLoc(loc));
    if (p.isInvalid()) return nullptr;
    auto it = byLoc_.find({p.getFilename(), p.getLine(), p.getColumn()});
    if (it == byLoc_.end()) return nullptr;
    for (ConstructId id : it->second)
      if (g_.construct(id).kind == kind) return &g_.construct(id);
    return nullptr;
  }

  // The text of the directive a directive token belongs to: from the '#' of
  // a #pragma to the end of its last line (continuations included, the
  // newline excluded); for a directive written with _Pragma, directly or
  // through a macro, the `_Pragma(...)` or macro call in this file.
  std::pair<clang::SourceLocation, clang::SourceLocation> pragmaExtent(clang::SourceLocation loc) {
    if (loc.isMacroID()) {
      CharSourceRange r = sm_.getExpansionRange(loc);
      clang::SourceLocation end = r.isTokenRange()
                                      ? Lexer::getLocForEndOfToken(r.getEnd(), 0, sm_, ctx_.getLangOpts())
                                      : r.getEnd();
      return {r.getBegin(), end};
    }
    loc = sm_.getExpansionLoc(loc);
    if (llvm::StringRef(sm_.getCharacterData(loc)).starts_with("_Pragma")) {
      // `_Pragma ( "..." )`: up to the parenthesis that closes it.
      clang::SourceLocation at = loc;
      while (std::optional<Token> t = Lexer::findNextToken(at, sm_, ctx_.getLangOpts())) {
        at = t->getLocation();
        if (t->is(tok::r_paren)) return {loc, at.getLocWithOffset(1)};
        if (t->is(tok::eof)) break;
      }
      return {loc, loc.getLocWithOffset(7)};
    }
    auto [file, offset] = sm_.getDecomposedLoc(loc);
    llvm::StringRef buffer = sm_.getBufferData(file);
    size_t hash = buffer.rfind('#', offset + 1); // the directive may start at the '#'
    if (hash == llvm::StringRef::npos) hash = offset;
    size_t end = hash;
    while (end < buffer.size()) {
      size_t nl = buffer.find('\n', end);
      if (nl == llvm::StringRef::npos) { end = buffer.size(); break; }
      size_t last = nl;
      while (last > end && (buffer[last - 1] == ' ' || buffer[last - 1] == '\t' || buffer[last - 1] == '\r')) --last;
      if (last > end && buffer[last - 1] == '\\') { end = nl + 1; continue; }
      end = nl;
      break;
    }
    return {loc.getLocWithOffset(int(hash) - int(offset)), loc.getLocWithOffset(int(end) - int(offset))};
  }

  std::string pragmaText(clang::SourceLocation begin, clang::SourceLocation end) {
    std::string t = std::string(sm_.getCharacterData(begin), sm_.getCharacterData(end));
    std::string out;
    for (size_t i = 0; i < t.size(); ++i) {
      if (t[i] == '\\' && t.find_first_not_of(" \t\r", i + 1) == t.find('\n', i)) {
        i = t.find('\n', i);
        out += ' ';
        continue;
      }
      if (t[i] == '*' && i + 1 < t.size() && t[i + 1] == '/') { out += "* /"; ++i; continue; }
      out += t[i];
    }
    return out;
  }

  // Where a construct's body ends: after the closing brace of a compound
  // statement, after the `;` of an expression statement.
  clang::SourceLocation bodyEnd(const Stmt *body) {
    clang::SourceLocation end = sm_.getExpansionLoc(body->getEndLoc());
    const char *at = sm_.getCharacterData(end);
    if (at && *at != '}' && *at != ';')
      if (auto next = Lexer::findNextToken(end, sm_, ctx_.getLangOpts()))
        if (next->is(tok::semi)) end = next->getLocation();
    return end.getLocWithOffset(1);
  }

  // What follows generated lines that replaced a directive ending at `end`
  // so that the text after it keeps its line and column: a #line marker for
  // the next line when the directive ended its line (its newline follows),
  // else for this one, and the blanks up to `end`'s column (after _Pragma).
  std::string resume(clang::SourceLocation end) {
    const char *at = sm_.getCharacterData(end);
    while (*at == ' ' || *at == '\t' || *at == '\r') ++at;
    if (*at == '\n' || *at == '\0') {
      std::string l = line(lineOf(end) + 1);
      return "\n" + l.substr(0, l.size() - 1);
    }
    return "\n" + line(lineOf(end)) + std::string(sm_.getPresumedColumnNumber(end) - 1, ' ');
  }

  void replace(clang::SourceLocation begin, clang::SourceLocation end, const std::string &code) {
    std::string t = "/* acc2c: " + pragmaText(begin, end) + " */";
    if (!code.empty()) t += "\n" + (code.back() == '\n' ? code.substr(0, code.size() - 1) : code);
    rw_.ReplaceText(CharSourceRange::getCharRange(begin, end), t + resume(end));
  }

  // A directive with no code of its own (routine, cache, a loop on one
  // thread), or one that becomes an OpenMP directive: `omp` is
  // "omp parallel for ...", written as #pragma, or as _Pragma where the
  // directive was (it may share its line with code).
  void commentOut(clang::SourceLocation loc, const std::string &omp = "") {
    auto [begin, end] = pragmaExtent(loc);
    if (!commented_.insert(sm_.getFileOffset(begin)).second) return;
    std::string t = "/* acc2c: " + pragmaText(begin, end) + " */";
    if (!omp.empty())
      t = (*sm_.getCharacterData(begin) != '#' ? "_Pragma(" + cLiteral(omp) + ")" : "#pragma " + omp) + " " + t;
    if (lineOf(end) != lineOf(begin)) t += resume(end);
    rw_.ReplaceText(CharSourceRange::getCharRange(begin, end), t);
  }

  // Whether the directive at `loc` can be rewritten in this file's text: it
  // is written here, and a macro call it comes from (_Pragma) holds nothing
  // else of the construct (its body stays in the source text).
  bool checkWhere(clang::SourceLocation loc, const std::string &name, const Stmt *body) {
    if (!sm_.isInMainFile(sm_.getExpansionLoc(loc))) {
      error(loc, "'" + name + "' is in an included file; acc2c rewrites the file it is given "
                 "(translate that file's directives where they are used)");
      return false;
    }
    if (loc.isMacroID() && body) {
      clang::SourceLocation end = pragmaExtent(loc).second;
      if (sm_.isBeforeInTranslationUnit(sm_.getExpansionLoc(body->getBeginLoc()), end)) {
        error(loc, "'" + name + "' comes from a macro whose expansion holds the construct's "
                   "body too; acc2c rewrites the directive's text and cannot split a macro "
                   "(give the directive a macro of its own, or write it as #pragma)");
        return false;
      }
    }
    return true;
  }

  // --- ops --------------------------------------------------------------------
  void splitOps(ConstructId c, std::vector<OpId> &entries, std::vector<OpId> &exits) {
    bool after = false;
    for (const Step &s : g_.steps()) {
      if (s.kind == Step::End && s.id == c) after = true;
      if (s.kind == Step::Op && g_.op(s.id).construct == c)
        (after ? exits : entries).push_back(s.id);
    }
  }

  // The calls of `ops`; an op that cannot be translated is reported.
  void emitOps(const std::vector<OpId> &ops, const Control &k, const GraphConstruct &c,
               CodeLines &out) {
    bool omp = c.dialect == Dialect::OpenMP;
    CodeLines body;
    for (OpId id : ops) calls_.emit(g_.op(id), k, body);
    if (body.empty()) return;
    if (omp) out.add("acc2c_c = acc2c_omp_construct();");
    out.append(body);
    if (omp) out.add("acc2c_omp_construct_end(acc2c_c);");
  }

  static std::string condition(const Control &k) {
    return k.condition.empty() ? "" : "(" + k.condition + ") ? 1 : 0";
  }

  // --- constructs ------------------------------------------------------------
  void handleAcc(OpenACCConstructStmt *s) {
    const Stmt *body = accBody(s);
    const GraphConstruct *c = nullptr;
    for (ConstructKind k :
         {ConstructKind::Compute, ConstructKind::Loop, ConstructKind::Data, ConstructKind::EnterData,
          ConstructKind::ExitData, ConstructKind::Update, ConstructKind::HostData,
          ConstructKind::Atomic, ConstructKind::Cache, ConstructKind::Wait, ConstructKind::Init,
          ConstructKind::Shutdown, ConstructKind::Set, ConstructKind::Other})
      if (!c) c = constructAt(s->getBeginLoc(), k);
    handle(s->getBeginLoc(), c, body);
  }

  void handleOmp(OMPExecutableDirective *d) {
    const Stmt *body = nullptr;
    if (!d->isStandaloneDirective() && d->hasAssociatedStmt())
      body = innermostCaptured(d->getAssociatedStmt());
    const GraphConstruct *c = nullptr;
    for (ConstructKind k :
         {ConstructKind::Compute, ConstructKind::Loop, ConstructKind::Data, ConstructKind::EnterData,
          ConstructKind::ExitData, ConstructKind::Update, ConstructKind::Atomic, ConstructKind::Other})
      if (!c) c = constructAt(d->getBeginLoc(), k);
    if (!c || c->dialect != Dialect::OpenMP ||
        (!region_ && (c->kind == ConstructKind::Other || c->kind == ConstructKind::Atomic ||
                      c->kind == ConstructKind::Loop))) {
      // Host OpenMP (parallel for, critical...): gcc -fopenmp runs it.
      if (body) TraverseStmt(const_cast<Stmt *>(body));
      return;
    }
    handle(d->getBeginLoc(), c, body);
  }

  void handle(clang::SourceLocation loc, const GraphConstruct *c, const Stmt *body) {
    if (!c) {
      error(loc, "internal error: acc2c found no data-op graph construct for this directive");
      return;
    }
    if (!checkWhere(loc, c->name, body)) return;
    switch (c->kind) {
    case ConstructKind::Compute: return compute(loc, *c, body);
    case ConstructKind::Data: return data(loc, *c, body);
    case ConstructKind::HostData: return hostData(loc, *c, body);
    case ConstructKind::EnterData:
    case ConstructKind::ExitData:
    case ConstructKind::Update:
    case ConstructKind::Wait: return standalone(loc, *c);
    case ConstructKind::Loop: return loop(loc, *c, body);
    case ConstructKind::Atomic: {
      if (c->dialect == Dialect::OpenACC) {
        std::string kind = c->name == "atomic update" ? "" : c->name.substr(7);
        commentOut(loc, "omp atomic" + (kind.empty() ? "" : " " + kind));
      }
      if (body) TraverseStmt(const_cast<Stmt *>(body));
      return;
    }
    case ConstructKind::Cache:
    case ConstructKind::Init:
    case ConstructKind::Shutdown:
    case ConstructKind::Set:
      commentOut(loc); // one host device: nothing to initialise or choose
      if (body) TraverseStmt(const_cast<Stmt *>(body));
      return;
    default:
      if (c->dialect != Dialect::OpenMP) error(loc, "acc2c cannot translate '" + c->name + "' in C yet");
      if (body) TraverseStmt(const_cast<Stmt *>(body));
      return;
    }
  }

  void standalone(clang::SourceLocation loc, const GraphConstruct &c) {
    std::vector<OpId> entries, exits;
    splitOps(c.id, entries, exits);
    entries.insert(entries.end(), exits.begin(), exits.end());
    Control k = controlOfC(c);
    if (c.kind == ConstructKind::Wait) k.wait = true; // no queues: all of them (2.16.3)
    CodeLines ops;
    addWaitsC(k, ops);
    emitOps(entries, k, c, ops);
    CodeLines out;
    out.open("{");
    out.add("void *acc2c_d; (void)acc2c_d;");
    if (c.dialect == Dialect::OpenMP) out.add("uint64_t acc2c_c; (void)acc2c_c;");
    if (!k.condition.empty()) out.open("if (" + k.condition + ") {");
    out.append(ops);
    if (!k.condition.empty()) out.close("}");
    out.close("}");
    auto [begin, end] = pragmaExtent(loc);
    replace(begin, end, text(out));
  }

  void data(clang::SourceLocation loc, const GraphConstruct &c, const Stmt *body) {
    TraverseStmt(const_cast<Stmt *>(body));
    std::vector<OpId> entries, exits;
    splitOps(c.id, entries, exits);
    Control k = controlOfC(c);
    std::string flag = "acc2c_if" + std::to_string(c.loc.line);
    CodeLines open, close;
    open.open("{");
    open.add("void *acc2c_d; (void)acc2c_d;");
    if (c.dialect == Dialect::OpenMP) open.add("uint64_t acc2c_c; (void)acc2c_c;");
    if (!k.condition.empty()) {
      open.add("int " + flag + " = " + condition(k) + ";");
      open.open("if (" + flag + ") {");
    }
    addWaitsC(k, open);
    emitOps(entries, k, c, open);
    if (!k.condition.empty()) open.close("}");
    // OpenMP target data's use_device_ptr/use_device_addr: a pointer to data
    // that is not mapped keeps its value (5.2 5.4.10).
    std::string shadows =
        useDevice(c, body, loc, k.condition.empty() ? "" : flag, /*ifPresent=*/true, open);
    if (!k.condition.empty()) close.open("if (" + flag + ") {");
    emitOps(exits, k, c, close);
    if (!k.condition.empty()) close.close("}");
    auto [begin, end] = pragmaExtent(loc);
    replace(begin, end, text(open) + (shadows.empty() ? "" : "  { " + shadows));
    clang::SourceLocation after = bodyEnd(body);
    rw_.InsertTextAfter(after, "\n" + std::string(shadows.empty() ? "" : "}\n") +
                                   indent(text(close)) + "}\n" + line(lineOf(after)) +
                                   std::string(sm_.getPresumedColumnNumber(after) - 1, ' '));
  }

  void hostData(clang::SourceLocation loc, const GraphConstruct &c, const Stmt *body) {
    Control k = controlOfC(c);
    CodeLines open;
    open.open("{");
    std::string shadows = useDevice(c, body, loc, k.condition, k.ifPresent, open);
    TraverseStmt(const_cast<Stmt *>(body));
    auto [begin, end] = pragmaExtent(loc);
    replace(begin, end, text(open) + "  { " + shadows);
    clang::SourceLocation after = bodyEnd(body);
    rw_.InsertTextAfter(after, "\n} }\n" + line(lineOf(after)) +
                                   std::string(sm_.getPresumedColumnNumber(after) - 1, ' '));
  }

  // use_device (OpenACC 3.3 2.8.1), use_device_ptr and use_device_addr
  // (OpenMP 5.2 5.4.10, 5.4.11): in the body each list item's name stands
  // for the device address of its data. Adds the lookups to `open` (host
  // addresses where `condition` is false, and for absent data if
  // `ifPresent`); returns the declarations that shadow the names.
  std::string useDevice(const GraphConstruct &c, const Stmt *body, clang::SourceLocation loc,
                        const std::string &condition, bool ifPresent, CodeLines &open) {
    std::string shadows;
    unsigned n = 0;
    for (OpId id : g_.opsOf(c.id)) {
      const DataOp &o = g_.op(id);
      if (o.kind != DataOpKind::UseDevice) continue;
      const VarDecl *d = lookupVar(body, o.var.designator);
      if (!d || !o.var.subscripts.empty() || !o.var.parent.empty() ||
          !(d->getType()->isPointerType() || d->getType()->isArrayType())) {
        std::string clause = userSpelling(o.clause);
        error(loc, clause + "(" + o.var.text + "): acc2c translates " + clause +
                       " of a pointer or array variable named by itself");
        continue;
      }
      std::string tmp = "acc2c_ud" + std::to_string(++n);
      std::string host = "(void *)(" + o.var.designator + ")";
      std::string device = "acc2c_use_device(" + host + ", " +
                           (ifPresent ? "ACC2C_IF_PRESENT" : "0") + ", " +
                           sources_.ref(o.var.text, o.loc.line) + ")";
      if (!condition.empty()) device = "(" + condition + ") ? " + device + " : " + host;
      open.add("void *" + tmp + " = " + device + ";");
      // An array is seen as a pointer to its device copy's first element.
      QualType t = d->getType()->isArrayType() ? ctx_.getDecayedType(d->getType()) : d->getType();
      shadows += declaration(t.getUnqualifiedType(), d->getName().str()) + " = " + tmp + "; ";
    }
    return shadows;
  }

  // Loops inside a region (or orphaned in a routine): the outermost one
  // marked parallel runs on OpenMP threads, the others where they are.
  void loop(clang::SourceLocation loc, const GraphConstruct &c, const Stmt *body) {
    const GraphConstruct *compute = enclosingCompute(c);
    bool threads = region_ && compute && !region_->inParallelLoop && markedParallel(c, *compute);
    if (threads)
      commentOut(loc, ompParallelFor(c, *compute));
    else if (c.dialect == Dialect::OpenACC || region_)
      commentOut(loc);
    bool saved = region_ ? region_->inParallelLoop : false;
    if (threads) region_->inParallelLoop = true;
    TraverseStmt(const_cast<Stmt *>(body));
    if (region_) region_->inParallelLoop = saved;
  }

  const GraphConstruct *enclosingCompute(const GraphConstruct &c) const {
    for (std::optional<ConstructId> p = c.id; p; p = g_.construct(*p).parent)
      if (g_.construct(*p).kind == ConstructKind::Compute) return &g_.construct(*p);
    return nullptr;
  }

  static bool markedParallel(const GraphConstruct &loop, const GraphConstruct &compute) {
    if (loop.dialect == Dialect::OpenMP) {
      llvm::StringRef n(loop.name);
      return n.contains("distribute") || n.ends_with(" for") || n == "for" ||
             n.contains(" for ") || n.ends_with("loop");
    }
    return isMarkedParallel(loop, compute);
  }

  // "omp parallel for private(j) collapse(2) reduction(+:sum)"
  std::string ompParallelFor(const GraphConstruct &loop, const GraphConstruct &compute) {
    std::map<std::string, std::set<std::string>> reductions;
    std::set<std::string> reduced, privates;
    auto addReductions = [&](ConstructId id) {
      for (OpId op : g_.opsOf(id)) {
        const DataOp &o = g_.op(op);
        if (o.kind == DataOpKind::Reduction && !reduced.count(o.var.designator)) {
          reductions[o.reductionOp].insert(o.var.designator);
          reduced.insert(o.var.designator);
        }
      }
    };
    addReductions(loop.id);
    // A reduction of the compute construct is the gangs' (2.5.15): with one
    // gang on the host, the threads of its first parallel loop reduce it.
    if (compute.id != loop.id) addReductions(compute.id);
    for (OpId op : g_.opsOf(loop.id))
      if (g_.op(op).kind == DataOpKind::Private && !reduced.count(g_.op(op).var.designator))
        privates.insert(g_.op(op).var.designator);
    for (const std::string &p : region_->privates)
      if (!reduced.count(p)) privates.insert(p);
    std::string d = "omp parallel for";
    if (!privates.empty()) d += " private(" + join(privates) + ")";
    std::string collapse = collapseOf(loop);
    if (!collapse.empty()) d += " collapse(" + collapse + ")";
    for (const auto &[op, vars] : reductions) d += " reduction(" + op + ":" + join(vars) + ")";
    return d;
  }

  // --- compute regions ----------------------------------------------------------
  const VarDecl *lookupVar(const Stmt *body, const std::string &name) {
    struct Finder : RecursiveASTVisitor<Finder> {
      std::string name;
      const VarDecl *found = nullptr;
      bool VisitDeclRefExpr(DeclRefExpr *e) {
        if (const auto *v = dyn_cast<VarDecl>(e->getDecl()))
          if (v->getName() == name && !found) found = v;
        return true;
      }
    } f;
    f.name = name;
    f.TraverseStmt(const_cast<Stmt *>(body));
    if (f.found) return f.found;
    // Not in the body (a clause item only): the name as the function sees it.
    if (function_)
      for (const ParmVarDecl *p : function_->parameters())
        if (p->getName() == name) return p;
    DeclContext::lookup_result r = ctx_.getTranslationUnitDecl()->lookup(
        &ctx_.Idents.get(name));
    for (NamedDecl *nd : r)
      if (const auto *v = dyn_cast<VarDecl>(nd)) return v;
    return localNamed(name);
  }

  const VarDecl *localNamed(const std::string &name) {
    if (!function_ || !function_->getBody()) return nullptr;
    struct Finder : RecursiveASTVisitor<Finder> {
      std::string name;
      const VarDecl *found = nullptr;
      bool VisitVarDecl(VarDecl *v) {
        if (v->getName() == name && !found) found = v;
        return true;
      }
    } f;
    f.name = name;
    f.TraverseStmt(function_->getBody());
    return f.found;
  }

  std::string declaration(QualType t, const std::string &name) {
    PrintingPolicy policy = ctx_.getPrintingPolicy();
    policy.SuppressTagKeyword = false;
    std::string s;
    llvm::raw_string_ostream os(s);
    t.print(os, policy, name);
    return os.str();
  }

  // The local variables and parameters the variable-length array sizes of
  // `t` read (`m` and `n` of `double (*)[n][m + 1]`).
  static std::vector<const VarDecl *> sizeVariables(QualType t) {
    struct Collector : RecursiveASTVisitor<Collector> {
      std::vector<const VarDecl *> found;
      bool VisitDeclRefExpr(DeclRefExpr *e) {
        if (const auto *v = dyn_cast<VarDecl>(e->getDecl()))
          if (v->isLocalVarDeclOrParm() &&
              std::find(found.begin(), found.end(), v) == found.end())
            found.push_back(v);
        return true;
      }
    } c;
    while (!t.isNull() && t->isVariablyModifiedType()) {
      if (const auto *p = t->getAs<PointerType>()) { t = p->getPointeeType(); continue; }
      const ArrayType *a = t->getAsArrayTypeUnsafe();
      if (!a) break;
      if (const auto *v = dyn_cast<VariableArrayType>(a)) c.TraverseStmt(v->getSizeExpr());
      t = a->getElementType();
    }
    return c.found;
  }

  // A type the region function, placed before the enclosing function, can
  // spell: no struct or typedef declared inside a function.
  bool typeVisible(QualType t, const VarDecl *d) {
    while (true) {
      if (const auto *td = t->getAs<TypedefType>())
        if (td->getDecl()->getDeclContext()->isFunctionOrMethod()) break;
      QualType c = t.getCanonicalType();
      if (const auto *r = c->getAsRecordDecl())
        if (r->getDeclContext()->isFunctionOrMethod()) break;
      if (const ArrayType *a = ctx_.getAsArrayType(c)) { t = a->getElementType(); continue; }
      if (const auto *p = c->getAs<PointerType>()) { t = p->getPointeeType(); continue; }
      return true;
    }
    error(d->getLocation(), "'" + d->getName().str() + "' has a type declared inside function '" +
                                function_->getName().str() +
                                "'; acc2c moves compute regions into functions of their own "
                                "before it (declare the type at file scope)");
    return false;
  }

  // The variables a compute region's body references from outside it.
  void collectReferences(const Stmt *body, std::vector<const VarDecl *> &out) {
    struct Collector : RecursiveASTVisitor<Collector> {
      std::set<const VarDecl *> inside, seen;
      std::vector<const VarDecl *> *out;
      bool TraverseStmt(Stmt *s, DataRecursionQueue * = nullptr) {
        if (!s) return true;
        // Bodies only, once (clause items of nested directives are
        // regenerated from the graph, and OpenMP's captured helpers are not
        // the user's variables).
        if (auto *acc = dyn_cast<OpenACCConstructStmt>(s))
          return TraverseStmt(const_cast<Stmt *>(accBody(acc)));
        if (auto *omp = dyn_cast<OMPExecutableDirective>(s)) {
          if (!omp->isStandaloneDirective() && omp->hasAssociatedStmt())
            TraverseStmt(const_cast<Stmt *>(innermostCaptured(omp->getAssociatedStmt())));
          return true;
        }
        return RecursiveASTVisitor::TraverseStmt(s, nullptr);
      }
      bool VisitVarDecl(VarDecl *v) { inside.insert(v); return true; }
      bool VisitDeclRefExpr(DeclRefExpr *e) {
        if (const auto *v = dyn_cast<VarDecl>(e->getDecl()))
          if (!v->isImplicit() && !inside.count(v) && seen.insert(v).second) out->push_back(v);
        return true;
      }
    } c;
    c.out = &out;
    c.TraverseStmt(const_cast<Stmt *>(body));
    std::vector<const VarDecl *> kept;
    for (const VarDecl *v : out)
      if (!c.inside.count(v)) kept.push_back(v);
    out = kept;
  }

  // The section of a pointer variable's data a clause of `c` or of an
  // enclosing construct maps.
  // enclosing construct maps (none for no_create: absent data keeps the
  // host's address); `pointee` tells whether any clause names its data.
  std::optional<Extent> pointerSection(const GraphConstruct &c, const std::string &name,
                                       bool &pointee) {
    for (std::optional<ConstructId> p = c.id; p; p = g_.construct(*p).parent)
      for (OpId id : g_.opsOf(*p)) {
        const DataOp &o = g_.op(id);
        if (o.var.designator == name && o.var.storage == Storage::CPointerVariable &&
            o.role() == OpRole::Entry) {
          pointee = true;
          if (o.kind == DataOpKind::NoCreate || o.kind == DataOpKind::Deviceptr) continue;
          Diagnostics ignored;
          return cExtentOf(o.var, ignored);
        }
      }
    return std::nullopt;
  }

  void compute(clang::SourceLocation loc, const GraphConstruct &c, const Stmt *body) {
    if (!function_) {
      error(loc, "a compute construct outside a function");
      return;
    }
    std::vector<OpId> entries, exits;
    splitOps(c.id, entries, exits);
    Region r;
    r.id = c.id;
    bool ok = true;
    std::set<std::string> privateNames;
    for (const Variable &v : c.loopVariables) privateNames.insert(v.designator);
    for (const Variable &v : c.doVariables) privateNames.insert(v.designator);
    for (OpId id : entries)
      if (g_.op(id).kind == DataOpKind::Private) privateNames.insert(g_.op(id).var.designator);
    std::vector<const VarDecl *> refs;
    collectReferences(body, refs);
    std::vector<const VarDecl *> order;
    for (const VarDecl *d : refs) {
      if (d->isConstexpr()) continue;
      std::string name = d->getName().str();
      RegionVar rv;
      rv.decl = d;
      const Variable *model = nullptr;
      for (const Variable &v : c.referenced)
        if (v.designator == name) model = &v;
      for (const Variable &v : c.doVariables)
        if (v.designator == name && !model) model = &v;
      if (model) rv.var = *model;
      else {
        rv.var.text = rv.var.designator = rv.var.rootName = name;
      }
      if (!typeVisible(d->getType(), d)) { ok = false; continue; }
      bool isPointer = d->getType()->isPointerType();
      std::optional<BindingKind> kind;
      if (privateNames.count(name)) kind = BindingKind::Private;
      else if (model) kind = regionBindingOf(g_, c, entries, *model);
      if (!kind) {
        // deviceptr data: the pointer already holds a device address.
        rv.binding = CBinding::Value;
      } else if (isPointer && *kind != BindingKind::Private) {
        bool pointee = false;
        if (std::optional<Extent> s = pointerSection(c, name, pointee)) {
          rv.binding = CBinding::Pointer;
          rv.section = s->address;
          rv.sectionBytes = s->bytes;
        } else if (pointee || *kind == BindingKind::Firstprivate) {
          rv.binding = CBinding::Pointer;
        } else {
          rv.binding = CBinding::Scalar; // the pointer itself is mapped
        }
      } else {
        switch (*kind) {
        case BindingKind::Private: rv.binding = CBinding::Private; break;
        case BindingKind::Firstprivate:
          rv.binding = d->getType()->isArrayType() || d->getType()->isRecordType() ? CBinding::Copy
                                                                                  : CBinding::Value;
          break;
        case BindingKind::Scalar: rv.binding = CBinding::Scalar; break;
        case BindingKind::View: rv.binding = CBinding::View; break;
        }
      }
      if (rv.binding == CBinding::Private && (c.loopVariables.size() || c.doVariables.size())) {
        for (const Variable &v : c.doVariables)
          if (v.designator == name) r.privates.push_back(name);
        for (const Variable &v : c.loopVariables)
          if (v.designator == name) r.privates.push_back(name);
      }
      r.vars[d] = rv;
      order.push_back(d);
    }
    if (!ok) return; // reported; the traversal goes on to the next construct
    // The variables a variable-length array type names (`m` of `double
    // (*a)[m]`) are passed by value even where the body does not use them:
    // the region function spells the type again.
    std::vector<const VarDecl *> sizes;
    for (const VarDecl *d : order)
      for (const VarDecl *v : sizeVariables(d->getType()))
        if (!r.vars.count(v) && std::find(sizes.begin(), sizes.end(), v) == sizes.end())
          sizes.push_back(v);
    for (const VarDecl *v : sizes) {
      RegionVar rv;
      rv.decl = v;
      rv.var.text = rv.var.designator = rv.var.rootName = v->getName().str();
      rv.binding = CBinding::Value;
      r.vars[v] = rv;
    }
    order.insert(order.begin(), sizes.begin(), sizes.end());

    // Nested loops and atomics, and the references to views, are edited
    // in place before the body moves.
    Region *saved = region_;
    region_ = &r;
    bool combined = c.name.find("loop") != std::string::npos ||
                    (c.dialect == Dialect::OpenMP &&
                     (c.name.find(" for") != std::string::npos ||
                      c.name.find("distribute") != std::string::npos));
    std::string headPragma;
    if (combined && markedParallel(c, c)) {
      headPragma = "#pragma " + ompParallelFor(c, c);
      r.inParallelLoop = true;
    }
    TraverseStmt(const_cast<Stmt *>(body));
    region_ = saved;

    // The region function.
    Control k = controlOfC(c);
    std::string fn = "acc2c_region_" + std::to_string(c.loc.line);
    std::vector<std::string> params, args;
    // A variable-length array type can only be spelled once the sizes it
    // names are declared: such variables come in as `void *` and are
    // declared after every other local (`sized`).
    CodeLines prologue, sized, epilogue;
    for (const VarDecl *d : order) {
      const RegionVar &rv = r.vars[d];
      std::string name = d->getName().str();
      QualType t = d->getType();
      QualType local = t.getUnqualifiedType();
      bool variable = t->isVariablyModifiedType();
      CodeLines &locals = variable ? sized : prologue;
      // The parameter for a value of type `type`, declared as a local of
      // that type after the sizes when the type is variably modified.
      auto param = [&](QualType type) {
        if (!variable) return params.push_back(declaration(type, name));
        params.push_back("void *acc2c_p_" + name);
        sized.add(declaration(type, name) + " = acc2c_p_" + name + ";");
      };
      std::string src = sources_.ref(rv.var.text.empty() ? name : rv.var.text,
                                     rv.var.loc.line ? rv.var.loc.line : c.loc.line);
      // no_create data that is absent: the body uses the host's (2.7.10).
      std::string onDevice = "acc2c_on_device";
      for (OpId id : entries)
        if (g_.op(id).kind == DataOpKind::NoCreate && g_.op(id).var.rootName == name)
          onDevice = "(acc2c_on_device ? ACC2C_REGION_IF_PRESENT : 0)";
      std::string address = "acc2c_region_data((void *)&(" + name + "), sizeof(" + name +
                            "), " + onDevice + ", " + src + ")";
      switch (rv.binding) {
      case CBinding::Private: // only named by the private clauses of the loops, maybe
        locals.add(declaration(local, name) + "; (void)" + name + ";");
        break;
      case CBinding::Value:
        param(t);
        args.push_back(name);
        break;
      case CBinding::Copy:
        params.push_back("const void *acc2c_fp_" + name);
        args.push_back("(const void *)&(" + name + ")");
        locals.add(declaration(local, name) + ";");
        locals.add("__builtin_memcpy(&" + name + ", acc2c_fp_" + name + ", sizeof(" + name + "));");
        break;
      case CBinding::Scalar:
        params.push_back("void *acc2c_s_" + name);
        args.push_back(address);
        locals.add(declaration(local, name) + ";");
        locals.add("__builtin_memcpy(&" + name + ", acc2c_s_" + name + ", sizeof(" + name + "));");
        epilogue.add("__builtin_memcpy(acc2c_s_" + name + ", &" + name + ", sizeof(" + name + "));");
        break;
      case CBinding::View:
        param(ctx_.getPointerType(t));
        args.push_back(address);
        break;
      case CBinding::Pointer:
        // restrict and const stay: the device copies alias as the host's do.
        param(t);
        args.push_back("acc2c_region_pointer((void *)(" + name + "), " +
                       (rv.section.empty() ? "0, 0" : rv.section + ", " + rv.sectionBytes) +
                       ", acc2c_on_device, " + src + ")");
        break;
      }
    }
    auto [begin, end] = pragmaExtent(loc);
    clang::SourceLocation after = bodyEnd(body);
    std::string moved = rw_.getRewrittenText(CharSourceRange::getCharRange(end, after));
    std::string body = line(lineOf(end)) + headPragma + moved; // the directive's newline first
    if (moved.empty() || moved[0] != '\n') // the body begins on the directive's line (_Pragma)
      body = (headPragma.empty() ? "" : headPragma + "\n") + line(lineOf(end)) +
             std::string(sm_.getPresumedColumnNumber(end) - 1, ' ') + moved;
    std::string plist;
    for (const std::string &p : params) plist += (plist.empty() ? "" : ", ") + p;
    std::string f = "\n" + takeTwinPrototypes() + "/* acc2c: the body of the " + c.name +
                    " construct at line " + std::to_string(c.loc.line) + " */\n";
    f += "static void " + fn + "(" + (plist.empty() ? "void" : plist) + ") {\n";
    prologue.append(sized);
    f += indent(text(prologue));
    f += body + "\n";
    f += indent(text(epilogue));
    f += "} /* " + fn + " */\n";
    clang::SourceLocation fnBegin = sm_.getExpansionLoc(function_->getSourceRange().getBegin());
    rw_.InsertText(fnBegin, f + line(lineOf(fnBegin)) +
                                std::string(sm_.getPresumedColumnNumber(fnBegin) - 1, ' '),
                   /*InsertAfter=*/true);

    // The call site.
    std::string onDevice = "1";
    if (!k.condition.empty()) onDevice = condition(k);
    for (const Clause &cl : c.controlClauses)
      if (cl.name == "self")
        onDevice = cl.args.empty() ? "0" : "(" + cl.args[0] + ") ? 0 : 1";
    CodeLines call;
    call.open("{");
    call.add("void *acc2c_d; (void)acc2c_d;");
    if (c.dialect == Dialect::OpenMP) call.add("uint64_t acc2c_c; (void)acc2c_c;");
    call.add("int acc2c_on_device = " + onDevice + "; (void)acc2c_on_device;");
    // A private variable of the function's is no longer used by it when the
    // region was its only user.
    std::string unused;
    for (const VarDecl *d : order)
      if (r.vars[d].binding == CBinding::Private && d->isLocalVarDeclOrParm())
        unused += "(void)" + d->getName().str() + "; ";
    if (!unused.empty()) call.add(unused.substr(0, unused.size() - 1));
    CodeLines entry, exit, checks;
    addWaitsC(k, entry);
    emitOps(entries, k, c, entry);
    emitOps(exits, k, c, exit);
    // A pointer member the body reads through must hold a device address in
    // the device copy of its parent (seeds/000: "will fail").
    for (const Variable &pc : c.pointerComponents)
      if (pc.designator.find('(') == std::string::npos)
        checks.add("acc2c_check_attached((void *)&(" + pc.designator + "), ACC2C_SLOT_POINTER, " +
                   sources_.ref(pc.designator, pc.loc.line ? pc.loc.line : c.loc.line) + ");");
    entry.append(checks);
    if (!entry.empty()) {
      call.open("if (acc2c_on_device) {");
      call.append(entry);
      call.close("}");
    }
    std::string alist;
    for (const std::string &a : args) alist += (alist.empty() ? "" : ", ") + a;
    call.add("int acc2c_region = acc2c_region_begin(" + cLiteral(c.name) + ", " + k.async + ", " +
             sources_.ref(c.name, c.loc.line) + ");");
    call.add(fn + "(" + alist + ");");
    call.add("acc2c_region_end(acc2c_region);");
    if (!exit.empty()) {
      call.open("if (acc2c_on_device) {");
      call.append(exit);
      call.close("}");
    }
    call.close("}");
    std::string site = "/* acc2c: " + pragmaText(begin, end) + " */\n" + text(call) +
                       line(lineOf(after)) +
                       std::string(sm_.getPresumedColumnNumber(after) - 1, ' ');
    rw_.ReplaceText(CharSourceRange::getCharRange(begin, after), site);
  }

  // --- declare in a function ---------------------------------------------------
  void finishDeclares(FunctionDecl *f) {
    if (declareExits_.empty()) return;
    std::string all;
    for (auto it = declareExits_.rbegin(); it != declareExits_.rend(); ++it) all += it->second;
    const auto *body = dyn_cast<CompoundStmt>(f->getBody());
    if (!body) return;
    // At the closing brace, and before each return after the first declare.
    clang::SourceLocation rbrace = sm_.getExpansionLoc(body->getRBracLoc());
    rw_.InsertTextBefore(rbrace, "\n{ /* acc2c: end of the declare's data region */\n" +
                                     indent(all) + "}\n" + line(lineOf(rbrace)) +
                                     std::string(sm_.getPresumedColumnNumber(rbrace) - 1, ' '));
    QualType result = f->getReturnType();
    for (ReturnStmt *r : returns_) {
      clang::SourceLocation b = sm_.getExpansionLoc(r->getBeginLoc());
      if (!sm_.isInMainFile(b)) continue;
      unsigned offset = sm_.getFileOffset(b);
      std::string exits;
      for (auto it = declareExits_.rbegin(); it != declareExits_.rend(); ++it)
        if (it->first < offset) exits += it->second;
      if (exits.empty()) continue;
      clang::SourceLocation e = bodyEnd(r);
      std::string value;
      if (const Expr *x = r->getRetValue())
        value = rw_.getRewrittenText(CharSourceRange::getTokenRange(
            sm_.getExpansionRange(x->getSourceRange()).getAsRange()));
      std::string t = "{ ";
      if (!value.empty() && !result->isVoidType())
        t += declaration(result.getUnqualifiedType(), "acc2c_result") + " = (" + value + "); ";
      t += "\n" + indent(exits) + (value.empty() || result->isVoidType() ? "return; }"
                                                                          : "return acc2c_result; }");
      rw_.ReplaceText(CharSourceRange::getCharRange(b, e), t + "\n" + line(lineOf(e)) +
                                                               std::string(sm_.getPresumedColumnNumber(e) - 1, ' '));
    }
  }
};

} // namespace

std::optional<std::string> rewriteC(ASTContext &context, const std::string &path,
                                    const DataOpGraph &graph, const CRewriteOptions &options,
                                    Diagnostics &diags) {
  return CRewriterImpl(context, path, graph, options, diags).run();
}

} // namespace acc2c
