// Device versions of routines (OpenACC 3.3 2.15.1, OpenMP declare target):
// acc2c_device_<name> reads declared globals through their device copies and
// calls other routines' device versions; calls in regions use them.
#include "rewriter/c/CRewriterImpl.h"

#include "model/DeviceQuery.h"

#include "clang/Lex/Lexer.h"

#include <algorithm>
#include <set>

namespace acc2c {
namespace c_rewriter {

void CRewriterImpl::collectDeviceDeclarations() {
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
      if (v->hasAttr<OMPDeclareTargetDeclAttr>())
        self->deviceGlobals_.insert(v->getCanonicalDecl());
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
              d->getFunctionReference() ? d->getFunctionReference()->IgnoreParenImpCasts()
                                        : nullptr))
        if (const auto *f = dyn_cast<FunctionDecl>(r->getDecl()))
          self->deviceFunctions_.insert(f->getCanonicalDecl());
      return true;
    }
  } c;
  c.self = this;
  c.TraverseDecl(ctx_.getTranslationUnitDecl());
  collectImplicitRoutines();
}

// OpenACC 3.3 2.15.1: a function a compute region calls, defined in this
// file without a routine directive, is compiled for the device as if it had
// one (OpenMP 5.2 7.8.1: implicitly declare target), and so is what it calls.
// One defined elsewhere runs its host version: a warning says so.
void CRewriterImpl::collectImplicitRoutines() {
  struct Calls : RecursiveASTVisitor<Calls> {
    CRewriterImpl *self;
    std::vector<const FunctionDecl *> *work;
    bool inDevice = false;
    bool TraverseStmt(Stmt *s, DataRecursionQueue * = nullptr) {
      if (!s) return true;
      bool compute = false;
      const Stmt *body = nullptr;
      if (const auto *acc = dyn_cast<OpenACCComputeConstruct>(s))
        compute = true, body = acc->getStructuredBlock();
      else if (const auto *acc = dyn_cast<OpenACCCombinedConstruct>(s))
        compute = true, body = acc->getLoop();
      else if (const auto *acc = dyn_cast<OpenACCConstructStmt>(s))
        body = accBody(acc);
      else if (const auto *omp = dyn_cast<OMPExecutableDirective>(s)) {
        compute = isOpenMPTargetExecutionDirective(omp->getDirectiveKind());
        body = ompBody(omp);
      }
      if (!body && (isa<OpenACCConstructStmt>(s) || isa<OMPExecutableDirective>(s))) return true;
      if (body) {
        bool saved = inDevice;
        inDevice = inDevice || compute;
        TraverseStmt(const_cast<Stmt *>(body));
        inDevice = saved;
        return true;
      }
      return RecursiveASTVisitor::TraverseStmt(s, nullptr);
    }
    bool VisitCallExpr(CallExpr *call) {
      const FunctionDecl *f = call->getDirectCallee();
      if (!inDevice || !f || f->getBuiltinID()) return true;
      const FunctionDecl *canon = f->getCanonicalDecl();
      if (self->deviceFunctions_.count(canon)) return true;
      const FunctionDecl *def = f->getDefinition();
      if (def && self->inMainFile(def->getLocation())) {
        self->deviceFunctions_.insert(canon);
        self->implicitRoutines_.insert(canon);
        work->push_back(def);
      } else if (!self->sm_.isInSystemHeader(f->getLocation()) &&
                 self->warnedHost_.insert(canon).second) {
        self->diags_.warning(self->locationOf(call->getBeginLoc()),
                             "'" + f->getName().str() +
                                 "' is called in a compute region but has no routine or "
                                 "declare target directive here (OpenACC 3.3 2.15.1, OpenMP "
                                 "5.2 7.8): its host version runs");
      }
      return true;
    }
  } calls;
  std::vector<const FunctionDecl *> work;
  calls.self = this;
  calls.work = &work;
  calls.TraverseDecl(ctx_.getTranslationUnitDecl());
  // What device functions call runs on the device too.
  for (const FunctionDecl *f : deviceFunctions_)
    if (const FunctionDecl *def = f->getDefinition(); def && inMainFile(def->getLocation()))
      work.push_back(def);
  calls.inDevice = true;
  std::set<const FunctionDecl *> visited;
  while (!work.empty()) {
    const FunctionDecl *def = work.back();
    work.pop_back();
    if (visited.insert(def).second) calls.TraverseStmt(def->getBody());
  }
}

void CRewriterImpl::commentOutDeclareTargets() {
  FileID main = sm_.getMainFileID();
  llvm::StringRef buffer = sm_.getBufferData(main);
  clang::SourceLocation start = sm_.getLocForStartOfFile(main);
  for (size_t at = 0; at < buffer.size();) {
    size_t nl = std::min(buffer.find('\n', at), buffer.size());
    llvm::StringRef line = buffer.slice(at, nl).ltrim(" \t");
    size_t hash = nl - line.size();
    // `# pragma omp [begin|end] declare target ...`, blanks anywhere between.
    auto word = [&line](llvm::StringRef w) { return (line = line.ltrim(" \t")).consume_front(w); };
    if (word("#") && word("pragma") && word("omp") && (word("begin") || word("end") || true) &&
        word("declare") && word("target"))
      commentOut(start.getLocWithOffset(int(hash)));
    at = nl + 1;
  }
}

void CRewriterImpl::quietInclude(clang::SourceLocation loc) {
  FileID f = sm_.getFileID(sm_.getExpansionLoc(loc));
  while (f.isValid() && f != sm_.getMainFileID()) {
    clang::SourceLocation include = sm_.getIncludeLoc(f);
    if (include.isInvalid()) return; // a -include file or the predefines
    if (sm_.isInMainFile(include)) {
      quietIncludes_.insert(sm_.getSpellingLineNumber(include));
      return;
    }
    f = sm_.getFileID(include);
  }
}

void CRewriterImpl::quietIncludes() {
  FileID main = sm_.getMainFileID();
  for (unsigned n : quietIncludes_) {
    clang::SourceLocation begin = sm_.translateLineCol(main, n, 1);
    clang::SourceLocation end = sm_.translateLineCol(main, n, ~0u);
    rw_.InsertTextBefore(begin, "#pragma GCC diagnostic push /* acc2c: OpenACC directives "
                                "in this header */\n"
                                "#pragma GCC diagnostic ignored \"-Wunknown-pragmas\"\n" +
                                    lineAt(begin));
    std::string next = lineAt(begin, 1);
    rw_.InsertTextAfter(end, "\n#pragma GCC diagnostic pop\n" + next.substr(0, next.size() - 1));
  }
}

std::string CRewriterImpl::deviceGlobal(const VarDecl *v, unsigned line) {
  std::string name = v->getName().str();
  auto device = [&](const char *onDevice) {
    return "acc2c_region_data(" + addressOf(name, v->getType()) + ", sizeof(" + name + "), " +
           onDevice + ", " + sources_.ref(name, line) + ")";
  };
  if (!deviceKernels_) return "(*(__typeof__(" + name + ") *)" + device("1") + ")";
  // A kernel cannot ask the shim: it reads a pointer of its own, set on
  // the host before each region (acc2c_device_globals) and copied to the
  // GPU when it changes (each compilation of OpenACC kernels has its own).
  // With OpenACC kernels a routine sets the device's copy: gcc 12's acc
  // update of a file-scope declare create variable does not reach the
  // copy that routines read (measured on an H200: docs/gpu.md).
  std::string pointer = "acc2c_dg_" + name;
  if (deviceGlobalPointers_.emplace(name, device("ACC2C_REGION_IF_PRESENT")).second) {
    deviceGlobalDeclarations_ += "static __typeof__(" + name + ") *" + pointer + ";\n";
    if (openaccKernels_)
      deviceGlobalDeclarations_ +=
          "#ifdef ACC2C_DEVICE_KERNELS\n#pragma acc declare create(" + pointer +
          ")\n#pragma acc routine seq\nstatic void acc2c_dgset_" + name + "(void *p) { " + pointer +
          " = (__typeof__(" + pointer + "))p; }\n#endif\n";
  }
  return "(*" + pointer + ")";
}

std::string CRewriterImpl::deviceGlobalsSync() const {
  if (!deviceKernels_ || deviceGlobalPointers_.empty()) return "";
  // A declared global may be absent until its declare directive runs:
  // absent, the pointer keeps the host's address (a GPU kernel faults on it).
  std::string body;
  for (const auto &[name, device] : deviceGlobalPointers_) {
    std::string pointer = "acc2c_dg_" + name;
    std::string update =
        openaccKernels_
            ? "#ifdef ACC2C_DEVICE_KERNELS\n    if (acc2c_kernel_launch(ACC2C_REGION_DEVICE)) {\n"
              "#pragma acc serial\n      acc2c_dgset_" +
                  name + "(acc2c_d);\n    }\n#endif\n"
            : "#pragma omp target update to(" + pointer +
                  ") if(acc2c_kernel_on_gpu(ACC2C_REGION_DEVICE))\n";
    body += "  acc2c_d = " + device + ";\n  if ((void *)" + pointer + " != acc2c_d) {\n    " +
            pointer + " = (__typeof__(" + pointer + "))acc2c_d;\n" + update + "  }\n";
  }
  return "/* acc2c: where the device copies of the globals that device versions read are, "
         "for the kernels; before every region, in any file */\n"
         "static void acc2c_device_globals(void) {\n  void *acc2c_d;\n" +
         body +
         "}\n__attribute__((__constructor__)) static void acc2c_device_globals_hook(void) {\n"
         "  acc2c_kernel_globals(acc2c_device_globals);\n}\n";
}

void CRewriterImpl::notInOpenACCKernels(const std::string &what) {
  if (!openaccKernels_ || !region_) return;
  const GraphConstruct &c = g_.construct(region_->id);
  diags_.error(c.loc, what + " in the '" + c.name +
                          "' construct: not yet with OpenACC device kernels "
                          "(--device-kernels=openacc; docs/gpu.md, \"OpenACC kernels\")");
}

std::string CRewriterImpl::deviceVersionName(const FunctionDecl *f) {
  return "acc2c_device_" + f->getName().str();
}

bool CRewriterImpl::internalDeviceVersion(const FunctionDecl *def) {
  return def->getStorageClass() == SC_Static || def->isInlineSpecified();
}

std::string CRewriterImpl::deviceName(const FunctionDecl *fd) {
  const FunctionDecl *canon = fd->getCanonicalDecl();
  if (!deviceFunctions_.count(canon)) return "";
  auto bound = boundNames_.find(fd->getName().str());
  if (bound != boundNames_.end()) {
    // A routine of this file's: its device version.
    for (const NamedDecl *d :
         ctx_.getTranslationUnitDecl()->lookup(&ctx_.Idents.get(bound->second)))
      if (const auto *f = dyn_cast<FunctionDecl>(d))
        if (f->getCanonicalDecl() != canon && deviceFunctions_.count(f->getCanonicalDecl()) &&
            f->getDefinition() && inMainFile(f->getDefinition()->getLocation()))
          return deviceName(f);
    // routine bind(name): the device calls `name` (2.15.1), declared with
    // the routine's type, internal where the file declares it static.
    if (prototyped_.insert(canon).second) {
      bool internal = false;
      for (const NamedDecl *d :
           ctx_.getTranslationUnitDecl()->lookup(&ctx_.Idents.get(bound->second)))
        if (const auto *f = dyn_cast<FunctionDecl>(d))
          internal = internal || f->getStorageClass() == SC_Static;
      deviceVersionPrototypes_ +=
          accRoutine() + (internal ? "static " : "") + head(fd, bound->second, false) + ";\n";
    }
    return bound->second;
  }
  const FunctionDecl *def = fd->getDefinition();
  bool here = def && inMainFile(def->getLocation());
  const auto *proto = fd->getType()->getAs<FunctionProtoType>();
  if (!here && (!proto || proto->isVariadic())) return ""; // no stand-in can forward it
  if (prototyped_.insert(canon).second) {
    deviceVersionPrototypes_ += accRoutine() +
                                (here && internalDeviceVersion(def) ? "static " : "") +
                                head(fd, deviceVersionName(fd), false) + ";\n";
    if (!here) elsewhere_.push_back(canon);
  }
  return deviceVersionName(fd);
}

std::string CRewriterImpl::takeDeviceVersionPrototypes() {
  return declareTarget(std::exchange(deviceVersionPrototypes_, std::string()));
}

std::string CRewriterImpl::accRoutine() const {
  return openaccKernels_ ? "#ifdef ACC2C_DEVICE_KERNELS\n#pragma acc routine seq\n#endif\n" : "";
}

std::string CRewriterImpl::declareTarget(const std::string &declarations) const {
  // (OpenACC kernels: each declaration has its accRoutine.)
  if (!deviceKernels_ || openaccKernels_ || declarations.empty()) return declarations;
  return "#pragma omp declare target\n" + declarations + "#pragma omp end declare target\n";
}

std::string CRewriterImpl::head(const FunctionDecl *fd, const std::string &name, bool named) {
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

std::string CRewriterImpl::weakStandIn(const FunctionDecl *fd) {
  const auto *proto = fd->getType()->getAs<FunctionProtoType>();
  std::string args;
  for (unsigned i = 0; i < proto->getNumParams(); ++i)
    args += (i ? ", " : "") + std::string("acc2c_a") + std::to_string(i);
  std::string call = fd->getName().str() + "(" + args + ");";
  return "__attribute__((__weak__)) " + head(fd, deviceVersionName(fd), true) + " { " +
         (proto->getReturnType()->isVoidType() ? call : "return " + call) + " }\n";
}

std::string CRewriterImpl::editedText(unsigned begin, unsigned end,
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
    llvm::StringRef rest = llvm::StringRef(buffer.substr(at)).ltrim(" \t");
    bool acc = rest.starts_with("#pragma acc");
    if (lineStart && (acc || (openaccKernels_ && rest.starts_with("#pragma omp")))) {
      size_t nl = buffer.find('\n', at);
      llvm::StringRef directive = buffer.substr(at, nl - at);
      // Regions call routines from many threads at once: an atomic stays
      // atomic (OpenMP's, as in a region; with OpenACC kernels gcc's
      // OpenACC atomic in the kernels' compilation); loops run on the
      // calling thread.
      llvm::StringRef words = rest.take_until([](char c) { return c == '\n'; });
      words = words.drop_front(strlen("#pragma acc")).trim();
      bool atomic =
          words.consume_front("atomic") && (words.empty() || words[0] == ' ' || words[0] == '\t');
      std::string clauses = words.trim().empty() ? "" : " " + words.trim().str();
      clang::SourceLocation loc =
          sm_.getLocForStartOfFile(sm_.getMainFileID()).getLocWithOffset(at);
      std::string omp = "#pragma omp atomic" + clauses +
                        (acc ? " /* acc2c: " + directive.trim().str() + " */" : "");
      if (atomic && openaccKernels_) {
        // (The kernels' compilation takes no OpenMP: an OpenMP atomic must
        // have OpenACC's form.)
        static const std::set<std::string> forms = {"", " read", " write", " update", " capture"};
        if (!forms.count(clauses))
          error(loc, "an atomic construct with clauses other than read, write, update or capture "
                     "in a routine: not yet with OpenACC device kernels "
                     "(--device-kernels=openacc; docs/gpu.md, \"OpenACC kernels\")");
        out += "#ifdef ACC2C_DEVICE_KERNELS\n#pragma acc atomic" + clauses + "\n#else\n" + omp +
               "\n#endif\n" + lineAt(loc, 1).substr(0, lineAt(loc, 1).size() - 1);
      } else if (atomic) {
        out += omp;
      } else if (acc) {
        out += "/* acc2c: the device version runs this on one thread: " + directive.str() + " */";
      } else {
        // The kernels' compilation would drop it (-fno-openmp).
        error(loc, "an OpenMP construct other than atomic in a routine: not yet with OpenACC "
                   "device kernels (--device-kernels=openacc; docs/gpu.md, \"OpenACC "
                   "kernels\")");
        out += directive.str();
      }
      at = nl;
      continue;
    }
    out += buffer[at++];
  }
  return out;
}

void CRewriterImpl::emitDeviceVersion(const FunctionDecl *f) {
  std::map<unsigned, std::pair<unsigned, std::string>> edits;
  struct Refs : RecursiveASTVisitor<Refs> {
    CRewriterImpl *self;
    std::map<unsigned, std::pair<unsigned, std::string>> *edits;
    const FunctionDecl *f;
    // The counters of the OpenMP loops being walked: each iteration has
    // its own (OpenMP 5.2 5.1.1), not the global's device copy, and the
    // loop keeps its canonical form (a `for` over the variable itself).
    std::set<const VarDecl *> counters;
    // A call resolved to a `declare variant`: the call as written
    // (CRewriterImpl.h).
    bool TraversePseudoObjectExpr(PseudoObjectExpr *e) {
      return TraverseStmt(e->getSyntacticForm());
    }
    bool TraverseStmt(Stmt *s, DataRecursionQueue * = nullptr) {
      const auto *loop = dyn_cast_or_null<OMPLoopDirective>(s);
      if (!loop) return RecursiveASTVisitor::TraverseStmt(s, nullptr);
      std::set<const VarDecl *> outer = counters;
      for (const Expr *c : loop->counters())
        if (const auto *r = dyn_cast_or_null<DeclRefExpr>(c ? c->IgnoreParenImpCasts() : nullptr))
          if (const auto *v = dyn_cast<VarDecl>(r->getDecl()))
            counters.insert(v->getCanonicalDecl());
      bool ok = RecursiveASTVisitor::TraverseStmt(s, nullptr);
      counters = std::move(outer);
      return ok;
    }
    bool VisitDeclRefExpr(DeclRefExpr *e) {
      clang::SourceLocation loc = e->getLocation();
      std::string replacement;
      std::string name = e->getDecl()->getName().str();
      bool deviceAnswer = false;
      if (const auto *fd = dyn_cast<FunctionDecl>(e->getDecl())) {
        // OpenMP's own answers are the host's: the device version runs where
        // the region that calls it runs (acc2c_runtime.h). A query a macro's
        // body makes keeps OpenMP's answer.
        std::optional<DeviceQuery> query = deviceQueryNamed(name);
        deviceAnswer =
            query && (*query == DeviceQuery::IsInitialDevice || *query == DeviceQuery::DeviceNum) &&
            self->sm_.isInSystemHeader(
                self->sm_.getExpansionLoc(fd->getCanonicalDecl()->getLocation()));
        if (deviceAnswer && loc.isMacroID() && !self->sm_.isMacroArgExpansion(loc)) return true;
        replacement = !deviceAnswer                            ? self->deviceName(fd)
                      : *query == DeviceQuery::IsInitialDevice ? "acc2c_routine_is_initial_device"
                                                               : "acc2c_routine_device_num";
      } else if (const auto *v = dyn_cast<VarDecl>(e->getDecl())) {
        if (!v->hasGlobalStorage() || v->isStaticLocal() || counters.count(v->getCanonicalDecl()))
          return true;
        if (self->deviceGlobals_.count(v->getCanonicalDecl()))
          replacement = self->deviceGlobal(v, self->lineOf(loc));
        else if (!v->getType().isConstQualified()) {
          self->error(loc, "'" + name + "' is a global variable used in " +
                               (self->implicitRoutines_.count(f->getCanonicalDecl())
                                    ? "function '" + f->getName().str() +
                                          "', which a compute region calls (an implicit routine),"
                                    : "routine '" + f->getName().str() + "'") +
                               " without a declare directive"
                               " (it needs acc declare or omp declare target: OpenACC 3.3 "
                               "2.15.1, OpenMP 5.2 7.8.1)");
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
  edits[sm_.getFileOffset(sm_.getExpansionLoc(f->getLocation()))] = {unsigned(f->getName().size()),
                                                                     deviceVersionName(f)};
  std::string deviceVersion = editedText(b, e, edits);
  // The host version's linkage, so that other files' regions call it; an
  // inline definition's would give no external definition.
  if (internalDeviceVersion(f))
    deviceVersion = std::string("__attribute__((__unused__)) ") +
                    (f->getStorageClass() == SC_Static ? "" : "static ") + deviceVersion;
  // A static routine called only in regions now has no caller left.
  std::string keep;
  if (f->getStorageClass() == SC_Static)
    keep = generatedLinesMarker() + "static __typeof__(" + f->getName().str() +
           ") *const acc2c_host_" + f->getName().str() +
           " __attribute__((__unused__)) = " + f->getName().str() + ";\n";
  // With OpenACC kernels the routine directive goes on a prototype: gcc 12
  // refuses it on a declaration with attributes.
  std::string routinePrototype;
  if (openaccKernels_)
    routinePrototype = accRoutine() + (internalDeviceVersion(f) ? "static " : "") +
                       head(f, deviceVersionName(f), false) + ";\n";
  // The device version keeps the user's line numbers: messages about its
  // code name the routine's own lines.
  clang::SourceLocation after = endLoc.getLocWithOffset(1);
  rw_.InsertTextAfter(
      after, "\n" + generatedLinesMarker() + "/* acc2c: the device version of routine " +
                 f->getName().str() + " */\n" + takeDeviceVersionPrototypes() +
                 declareTarget(std::exchange(deviceGlobalDeclarations_, "")) + routinePrototype +
                 declareTarget(lineAt(beginLoc) +
                               std::string(sm_.getPresumedColumnNumber(beginLoc) - 1, ' ') +
                               deviceVersion + "\n") +
                 keep + lineAt(endLoc) + std::string(sm_.getPresumedColumnNumber(after) - 1, ' '));
}

} // namespace c_rewriter
} // namespace acc2c
