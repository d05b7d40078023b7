// The traversal, the data constructs, loops and declare (CRewriterImpl.h).
#include "rewriter/c/CRewriterImpl.h"
#include "rewriter/c/CStructReduction.h"

#include "model/OpenMPKinds.h"
#include "model/SourceLanguage.h"
#include "rewriter/common/LoopDirectives.h"
#include "rewriter/common/RegionBinding.h"

#include "clang/Lex/Lexer.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace acc2c {
namespace c_rewriter {

CRewriterImpl::CRewriterImpl(ASTContext &context, Preprocessor &pp, const std::string &path,
                             const DataOpGraph &graph, const CRewriteOptions &options,
                             Diagnostics &diags)
    : ctx_(context), pp_(pp), sm_(context.getSourceManager()), rw_(sm_, context.getLangOpts()),
      g_(graph), path_(path), diags_(diags), sources_(path),
      calls_(graph, sources_, diags, options.annotate),
      outputName_(options.outputName.empty() ? "<acc2c output>" : options.outputName),
      deviceKernels_(options.deviceKernels),
      openaccKernels_(options.deviceKernels && options.openaccKernels),
      kernelPrefix_(options.kernelPrefix) {
  for (const GraphConstruct &c : g_.constructs()) {
    byLoc_[{c.loc.file, c.loc.line, c.loc.column}].push_back(c.id);
    if (c.kind == ConstructKind::Routine)
      for (const Clause &cl : c.controlClauses)
        if (cl.id == llvm::acc::Clause::ACCC_bind && !cl.exprs.empty())
          boundNames_[c.routineName] = cl.exprs[0];
  }
}

std::optional<std::string> CRewriterImpl::run() {
  collectDeviceDeclarations();
  TraverseDecl(ctx_.getTranslationUnitDecl());
  if (diags_.hasErrors()) return std::nullopt;
  quietIncludes();
  commentOutDeclareTargets();
  FileID main = sm_.getMainFileID();
  clang::SourceLocation start = sm_.getLocForStartOfFile(main);
  // A byte order mark stays the first thing in the file.
  if (sm_.getBufferData(main).starts_with("\xEF\xBB\xBF")) start = start.getLocWithOffset(3);
  // The translation took `#ifdef _OPENACC` branches as defined: so must
  // whatever compiles it.
  std::string sync = deviceGlobalsSync();
  std::string head = "#include <acc2c_runtime.h>\n#ifndef _OPENACC\n#define _OPENACC " +
                     std::string(kOpenACCVersion) + "\n#endif\n" + sources_.definition() + line(1);
  rw_.InsertTextBefore(start, head);
  if (!fileInit_.empty() || !fileFini_.empty()) {
    std::string tail = "\n" + generatedLinesMarker() +
                       "/* acc2c: the declare directives at file scope (OpenACC 3.3 2.13, "
                       "OpenMP 5.2 7.8) */\n";
    tail += "__attribute__((__constructor__)) static void acc2c_declare_init(void) {\n"
            "  acc2c_uint64 acc2c_c = acc2c_omp_construct();\n" +
            indent(text(fileInit_)) + "  acc2c_omp_construct_end(acc2c_c);\n}\n";
    tail += "__attribute__((__destructor__)) static void acc2c_declare_fini(void) {\n"
            "  acc2c_uint64 acc2c_c = acc2c_omp_construct();\n" +
            indent(text(fileFini_)) + "  acc2c_omp_construct_end(acc2c_c);\n}\n";
    rw_.InsertTextAfter(sm_.getLocForEndOfFile(main), tail);
  }
  if (!sync.empty())
    rw_.InsertTextAfter(sm_.getLocForEndOfFile(main), "\n" + generatedLinesMarker() + sync);
  if (!elsewhere_.empty()) {
    std::string tail = "\n" + generatedLinesMarker() +
                       "/* acc2c: routines defined in other files. Their device versions come "
                       "from those files where acc2c translated them; otherwise these call "
                       "the host versions. */\n";
    for (const FunctionDecl *fd : elsewhere_) tail += weakStandIn(fd);
    rw_.InsertTextAfter(sm_.getLocForEndOfFile(main), tail);
  }
  const llvm::RewriteBuffer *b = rw_.getRewriteBufferFor(main);
  if (!b) return std::string(sm_.getBufferData(main));
  return resolveGeneratedLinesMarkers(std::string(b->begin(), b->end()));
}

bool CRewriterImpl::TraverseStmt(Stmt *s, DataRecursionQueue *) {
  if (!s) return true;
  // A construct that cannot be translated is reported in diags_ and the
  // traversal goes on, so that every one in the file is reported.
  if (auto *acc = dyn_cast<OpenACCConstructStmt>(s)) return handleAcc(acc), true;
  if (auto *omp = dyn_cast<OMPExecutableDirective>(s)) return handleOmp(omp), true;
  return Base::TraverseStmt(s, nullptr);
}

bool CRewriterImpl::TraverseFunctionDecl(FunctionDecl *f) {
  if (inMainFile(f->getLocation()) && f->doesThisDeclarationHaveABody() &&
      deviceFunctions_.count(f->getCanonicalDecl()))
    emitDeviceVersion(f);
  if (!inMainFile(f->getLocation()) || !f->doesThisDeclarationHaveABody()) {
    for (const auto *a : f->specific_attrs<OpenACCRoutineDeclAttr>())
      if (!a->isInherited() && inMainFile(a->getRange().getBegin()))
        commentOut(a->getRange().getBegin());
    // A function defined in a header (static inline) with constructs in
    // its body: each one is reported (checkWhere), none rewritten.
    if (f->doesThisDeclarationHaveABody() && !sm_.isInSystemHeader(f->getLocation())) {
      FunctionDecl *saved = function_;
      function_ = f;
      Base::TraverseFunctionDecl(f);
      function_ = saved;
    }
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

bool CRewriterImpl::TraverseOpenACCDeclareDecl(OpenACCDeclareDecl *d) {
  bool header = !inMainFile(d->getBeginLoc());
  if (header && function_) return checkWhere(d->getBeginLoc(), "declare", nullptr), true;
  const GraphConstruct *c = constructAt(d->getBeginLoc(), ConstructKind::Declare);
  if (!c) return true;
  CodeLines entry, exit;
  Control control = controlOfC(*c, sources_);
  for (OpId id : g_.opsOf(c->id))
    calls_.emit(g_.op(id), control, g_.op(id).role() == OpRole::Exit ? exit : entry);
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
  replace(begin, end, "{\n" + indent(text(entry)) + "}");
  declareExits_.push_back({sm_.getFileOffset(begin), text(exit)});
  return true;
}

bool CRewriterImpl::TraverseOpenACCRoutineDecl(OpenACCRoutineDecl *d) {
  if (inMainFile(d->getBeginLoc())) commentOut(d->getBeginLoc());
  return true;
}

// `requires unified_address` holds by acc2c's runtime (CModelBuilder), and
// gcc 12 refuses it ("sorry, unimplemented"): it becomes a comment; the
// directive's other clauses stay for gcc.
bool CRewriterImpl::TraverseOMPRequiresDecl(OMPRequiresDecl *d) {
  if (!inMainFile(d->getBeginLoc())) return true;
  std::string rest;
  bool unifiedAddress = false;
  for (const OMPClause *cl : d->clauselists()) {
    if (isa<OMPUnifiedAddressClause>(cl)) {
      unifiedAddress = true;
      continue;
    }
    CharSourceRange r = CharSourceRange::getTokenRange(sm_.getSpellingLoc(cl->getBeginLoc()),
                                                       sm_.getSpellingLoc(cl->getEndLoc()));
    rest += " " + Lexer::getSourceText(r, sm_, ctx_.getLangOpts()).str();
  }
  if (unifiedAddress) commentOut(d->getBeginLoc(), rest.empty() ? "" : "omp requires" + rest);
  return true;
}

bool CRewriterImpl::TraverseVarDecl(VarDecl *v) {
  // Mapped for the whole run (OpenMP 5.2 7.8.1) by every file that sees the
  // directive, here or in a header (the mapping is made once); `link` maps
  // on use. An array of unknown size is mapped where it is defined.
  if (const auto *a = v->getAttr<OMPDeclareTargetDeclAttr>())
    if (v->hasGlobalStorage() && !v->getType()->isIncompleteType() &&
        declaredTargets_.insert(v->getCanonicalDecl()).second &&
        a->getMapType() != OMPDeclareTargetDeclAttr::MT_Link) {
      PresumedLoc p = sm_.getPresumedLoc(sm_.getExpansionLoc(v->getLocation()));
      fileInit_.add("acc2c_omp_declare_target(" + addressOf(v->getName().str(), v->getType()) +
                    ", sizeof(" + v->getName().str() + "), " +
                    sources_.ref(v->getName().str(), p.getLine(), p.getFilename()) + ");");
    }
  return Base::TraverseVarDecl(v);
}

bool CRewriterImpl::VisitReturnStmt(ReturnStmt *r) {
  if (function_) returns_.push_back(r);
  return true;
}

bool CRewriterImpl::VisitMemberExpr(MemberExpr *e) {
  if (!region_ || region_->members.empty()) return true;
  auto it = region_->memberIndex.find(sourceText(e));
  if (it == region_->memberIndex.end()) return true;
  clang::SourceLocation begin = e->getBeginLoc(), end = e->getEndLoc();
  if (begin.isMacroID() || end.isMacroID()) {
    error(begin, "'" + it->first +
                     "' is used in a compute region through a macro; acc2c "
                     "rewrites each use of a member with data of its own (write it in the region)");
    return true;
  }
  if (!sm_.isInMainFile(begin) || !region_->rewrittenRefs.insert(sm_.getFileOffset(begin)).second)
    return true;
  rw_.ReplaceText(CharSourceRange::getTokenRange(begin, end),
                  "(*" + region_->members[it->second].param() + ")");
  return true;
}

bool CRewriterImpl::VisitCallExpr(CallExpr *e) {
  // Where a region body runs is the region's: on acc2c's device unless an
  // if or device clause sent it to the host.
  const FunctionDecl *fd = e->getDirectCallee();
  if (!region_ || !fd) return true;
  std::optional<DeviceQuery> query = deviceQueryNamed(fd->getName());
  // The OpenMP runtime of gcc's OpenACC device code is not OpenMP's.
  if ((!query || e->getNumArgs() != 0) && fd->getName().starts_with("omp_") &&
      sm_.isInSystemHeader(sm_.getExpansionLoc(fd->getLocation())))
    notInOpenACCKernels("a call of the OpenMP routine '" + fd->getName().str() + "'");
  if (!query || e->getNumArgs() != (*query == DeviceQuery::OnDevice ? 1u : 0u)) return true;
  if (*query == DeviceQuery::OnDevice) {
    // acc_on_device(dev) reads the region's table: acc2c_on_device_answer[(dev)].
    clang::SourceLocation callee = e->getCallee()->getBeginLoc(), end = e->getRParenLoc();
    if (!callee.isFileID() || !end.isFileID() || !sm_.isInMainFile(callee)) return true;
    rw_.ReplaceText(CharSourceRange::getTokenRange(callee, e->getCallee()->getEndLoc()),
                    "acc2c_on_device_answer[");
    rw_.InsertTextAfterToken(end, "]");
    region_->asksOnDevice = true;
    return true;
  }
  std::string replacement;
  switch (*query) {
  case DeviceQuery::IsInitialDevice: replacement = "(!acc2c_on_device)"; break;
  case DeviceQuery::DeviceNum:
    replacement = "(acc2c_on_device ? ACC2C_OMP_DEVICE : ACC2C_OMP_INITIAL_DEVICE)";
    break;
  case DeviceQuery::ThreadLimit: replacement = "(acc2c_thread_limit_icv)"; break;
  case DeviceQuery::InitialDevice: replacement = "(ACC2C_OMP_INITIAL_DEVICE)"; break;
  case DeviceQuery::OnDevice: break;
  }
  clang::SourceLocation begin = e->getBeginLoc(), end = e->getRParenLoc();
  if (!begin.isFileID() || !end.isFileID() || !sm_.isInMainFile(begin)) return true;
  region_->rewrittenRefs.insert(sm_.getFileOffset(begin));
  rw_.ReplaceText(CharSourceRange::getTokenRange(begin, end), replacement);
  if (*query != DeviceQuery::InitialDevice)
    (*query == DeviceQuery::ThreadLimit ? region_->asksThreadLimit : region_->asksDevice) = true;
  return true;
}

bool CRewriterImpl::VisitPredefinedExpr(PredefinedExpr *e) {
  // __func__ in a region body names the function the body was written in,
  // not the region function it moves to.
  if (!region_ || !e->getFunctionName()) return true;
  clang::SourceLocation loc = e->getLocation();
  if (!loc.isFileID() || !sm_.isInMainFile(loc) ||
      !region_->rewrittenRefs.insert(sm_.getFileOffset(loc)).second)
    return true;
  unsigned length = Lexer::MeasureTokenLength(loc, sm_, ctx_.getLangOpts());
  rw_.ReplaceText(loc, length, cLiteral(e->getFunctionName()->getString().str()));
  return true;
}

bool CRewriterImpl::VisitDeclRefExpr(DeclRefExpr *e) {
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
  if (it == region_->vars.end() ||
      (it->second.binding != CBinding::View && it->second.binding != CBinding::PrivateSection))
    return true;
  clang::SourceLocation loc = e->getLocation();
  if (loc.isMacroID()) {
    if (!sm_.isMacroArgExpansion(loc)) {
      error(loc, "'" + v->getName().str() +
                     "' is used in a compute region through the "
                     "body of a macro; acc2c rewrites each reference to the device copy and "
                     "cannot rewrite a macro's body (write the variable in the region itself)");
      return true;
    }
    loc = sm_.getSpellingLoc(loc);
  }
  if (!sm_.isInMainFile(loc) || !region_->rewrittenRefs.insert(sm_.getFileOffset(loc)).second)
    return true;
  rw_.ReplaceText(loc, v->getName().size(),
                  it->second.binding == CBinding::View ? "(*" + v->getName().str() + ")"
                                                       : privateSectionPointer(v->getName().str()));
  return true;
}

void CRewriterImpl::splitOps(ConstructId c, std::vector<OpId> &entries, std::vector<OpId> &exits) {
  bool after = false;
  for (const Step &s : g_.steps()) {
    if (s.kind == Step::End && s.id == c) after = true;
    if (s.kind == Step::Op && g_.op(s.id).construct == c) (after ? exits : entries).push_back(s.id);
  }
}

void CRewriterImpl::emitOps(const std::vector<OpId> &ops, const Control &control,
                            const GraphConstruct &c, CodeLines &out,
                            const std::map<OpId, DataAtEntry> *fixed) {
  bool omp = c.dialect == Dialect::OpenMP;
  CodeLines body;
  for (OpId id : ops) calls_.emit(g_.op(id), control, body, dataAtEntryFor(fixed, g_, id));
  if (body.empty()) return;
  if (omp) out.add("acc2c_c = acc2c_omp_construct();");
  out.append(body);
  if (omp) out.add("acc2c_omp_construct_end(acc2c_c);");
}

std::string CRewriterImpl::condition(const Control &control) {
  return control.condition.empty() ? "" : "(" + control.condition + ") ? 1 : 0";
}

void CRewriterImpl::handleAcc(OpenACCConstructStmt *s) {
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

void CRewriterImpl::handleOmp(OMPExecutableDirective *d) {
  const Stmt *body = nullptr;
  if (!d->isStandaloneDirective() && d->hasAssociatedStmt())
    body = innermostCaptured(d->getAssociatedStmt());
  const GraphConstruct *c = nullptr;
  for (ConstructKind k : {ConstructKind::Compute, ConstructKind::Loop, ConstructKind::Data,
                          ConstructKind::EnterData, ConstructKind::ExitData, ConstructKind::Update,
                          ConstructKind::Atomic, ConstructKind::Other})
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

void CRewriterImpl::handle(clang::SourceLocation loc, const GraphConstruct *c, const Stmt *body) {
  if (!c) {
    error(loc, "internal error: acc2c found no data-op graph construct for this directive");
    return;
  }
  if (!checkWhere(loc, c->name, body)) return;
  // A region body runs on the device: what would launch another region or
  // move data from there is not translated (the generated calls would see
  // the region's device views where they expect host variables).
  if (region_) {
    switch (c->kind) {
    case ConstructKind::Compute:
    case ConstructKind::Data:
    case ConstructKind::EnterData:
    case ConstructKind::ExitData:
    case ConstructKind::Update:
    case ConstructKind::HostData:
    case ConstructKind::Wait:
    case ConstructKind::Init:
    case ConstructKind::Shutdown:
    case ConstructKind::Set:
      error(loc, "'" + c->name + "' inside the compute region at line " +
                     std::to_string(g_.construct(region_->id).loc.line) +
                     " is not translated by acc2c (write it before or after the region)");
      if (body) TraverseStmt(const_cast<Stmt *>(body));
      return;
    default: break;
    }
  }
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
    std::string form = c->atomic == AtomicForm::Update
                           ? std::string("atomic")
                           : std::string("atomic ") + atomicFormName(c->atomic);
    if (openaccKernels_ && region_) {
      // In a kernel: gcc's OpenACC atomic there, OpenMP's on host threads.
      // OpenACC has no memory-order or hint clauses.
      for (const Clause &cl : c->controlClauses)
        if (c->dialect == Dialect::OpenMP &&
            !(cl.id == llvm::omp::Clause::OMPC_read || cl.id == llvm::omp::Clause::OMPC_write ||
              cl.id == llvm::omp::Clause::OMPC_update || cl.id == llvm::omp::Clause::OMPC_capture))
          notInOpenACCKernels("an OpenMP atomic construct with a memory-order, hint or compare "
                              "clause");
      commentOut(loc, "omp " + form, "acc " + form);
    } else if (c->dialect == Dialect::OpenACC) {
      commentOut(loc, "omp " + form);
    }
    if (body) TraverseStmt(const_cast<Stmt *>(body));
    return;
  }
  case ConstructKind::Cache:
    commentOut(loc); // a hint: no data moves on a host region
    if (body) TraverseStmt(const_cast<Stmt *>(body));
    return;
  case ConstructKind::Init:
  case ConstructKind::Shutdown:
  case ConstructKind::Set: return runtimeSetting(loc, *c);
  default:
    if (c->dialect != Dialect::OpenMP)
      error(loc, "acc2c cannot translate '" + c->name + "' in C yet");
    else // kept as written, for gcc's OpenMP: not in an OpenACC kernel
      notInOpenACCKernels("the OpenMP '" + c->name + "' construct");
    if (body) TraverseStmt(const_cast<Stmt *>(body));
    return;
  }
}

void CRewriterImpl::runtimeSetting(clang::SourceLocation loc, const GraphConstruct &c) {
  CodeLines calls;
  // Through the runtime header's own names for the routines (acc2c_acc_init
  // is acc_init): a user's variable or macro called acc_init cannot change
  // them (README, "Names the output uses").
  const std::string type = "acc2c_acc_get_device_type()";
  if (c.kind == ConstructKind::Init) calls.add("acc2c_acc_init(" + type + ");");
  if (c.kind == ConstructKind::Shutdown) calls.add("acc2c_acc_shutdown(" + type + ");");
  // device_type(...) names the device kind the translation already chose
  // (the host); device_num and default_async are the routines' arguments.
  for (const Clause &cl : c.controlClauses) {
    if (c.kind != ConstructKind::Set || cl.exprs.empty()) continue;
    if (cl.id == llvm::acc::Clause::ACCC_device_num)
      calls.add("acc2c_acc_set_device_num((int)(" + cl.exprs[0] + "), " + type + ");");
    else if (cl.id == llvm::acc::Clause::ACCC_default_async)
      calls.add("acc2c_acc_set_default_async((int)(" + cl.exprs[0] + "));");
  }
  Control control = controlOfC(c, sources_);
  CodeLines out;
  out.open("{");
  if (!control.condition.empty()) out.open("if (" + control.condition + ") {");
  out.append(calls);
  if (!control.condition.empty()) out.close("}");
  out.close("}");
  auto [begin, end] = pragmaExtent(loc);
  replace(begin, end, text(out));
}

void CRewriterImpl::standalone(clang::SourceLocation loc, const GraphConstruct &c) {
  std::vector<OpId> entries, exits;
  splitOps(c.id, entries, exits);
  entries.insert(entries.end(), exits.begin(), exits.end());
  Control control = controlOfC(c, sources_);
  if (c.kind == ConstructKind::Wait) control.wait = true; // no queues: all of them (2.16.3)
  CodeLines ops;
  addWaitsC(control, ops);
  emitOps(entries, control, c, ops);
  CodeLines out;
  out.open("{");
  if (c.dialect == Dialect::OpenMP) out.add("acc2c_uint64 acc2c_c; (void)acc2c_c;");
  if (!control.condition.empty()) out.open("if (" + control.condition + ") {");
  out.append(ops);
  if (!control.condition.empty()) out.close("}");
  out.close("}");
  auto [begin, end] = pragmaExtent(loc);
  replace(begin, end, text(out));
}

void CRewriterImpl::data(clang::SourceLocation loc, const GraphConstruct &c, const Stmt *body) {
  if (const Stmt *out = branchOutOf(body)) {
    // Clang checks this for compute constructs, not for data constructs.
    const char *what = isa<ReturnStmt>(out)     ? "return"
                       : isa<BreakStmt>(out)    ? "break"
                       : isa<ContinueStmt>(out) ? "continue"
                                                : "goto";
    error(out->getBeginLoc(), std::string("'") + what + "' leaves the '" + c.name +
                                  "' construct at line " + std::to_string(c.loc.line) +
                                  " before its end, where its exit actions (copyout, delete) "
                                  "are: a structured block has one exit, at the bottom "
                                  "(OpenACC 3.3 1.6, OpenMP 5.2 3.1)");
    return;
  }
  TraverseStmt(const_cast<Stmt *>(body));
  std::vector<OpId> entries, exits;
  splitOps(c.id, entries, exits);
  Control control = controlOfC(c, sources_);
  std::string flag = "acc2c_if" + std::to_string(c.loc.line);
  CodeLines open, close, set;
  open.open("{");
  if (c.dialect == Dialect::OpenMP) open.add("acc2c_uint64 acc2c_c; (void)acc2c_c;");
  std::map<OpId, DataAtEntry> fixed = calls_.keepAtEntry(entries, exits, open, set);
  if (!control.condition.empty()) {
    open.add("int " + flag + " = " + condition(control) + ";");
    open.open("if (" + flag + ") {");
  }
  addWaitsC(control, open);
  open.append(set);
  emitOps(entries, control, c, open, &fixed);
  if (!control.condition.empty()) open.close("}");
  // OpenMP target data's use_device_ptr/use_device_addr: a pointer to data
  // that is not mapped keeps its value (5.2 5.4.10).
  std::string shadows =
      useDevice(c, body, loc, control.condition.empty() ? "" : flag, /*ifPresent=*/true, open);
  if (!control.condition.empty()) close.open("if (" + flag + ") {");
  emitOps(exits, control, c, close, &fixed);
  if (!control.condition.empty()) close.close("}");
  auto [begin, end] = pragmaExtent(loc);
  replace(begin, end, text(open) + (shadows.empty() ? "" : "  { " + shadows));
  clang::SourceLocation after = bodyEnd(body);
  rw_.InsertTextAfter(after, "\n" + generatedLinesMarker() +
                                 std::string(shadows.empty() ? "" : "}\n") + indent(text(close)) +
                                 "}\n" + lineAt(after) +
                                 std::string(sm_.getPresumedColumnNumber(after) - 1, ' '));
}

void CRewriterImpl::hostData(clang::SourceLocation loc, const GraphConstruct &c, const Stmt *body) {
  Control control = controlOfC(c, sources_);
  CodeLines open;
  open.open("{");
  std::string shadows = useDevice(c, body, loc, control.condition, control.ifPresent, open);
  TraverseStmt(const_cast<Stmt *>(body));
  auto [begin, end] = pragmaExtent(loc);
  replace(begin, end, text(open) + "  { " + shadows);
  clang::SourceLocation after = bodyEnd(body);
  rw_.InsertTextAfter(after, "\n" + generatedLinesMarker() + "} }\n" + lineAt(after) +
                                 std::string(sm_.getPresumedColumnNumber(after) - 1, ' '));
}

std::string CRewriterImpl::useDevice(const GraphConstruct &c, const Stmt *body,
                                     clang::SourceLocation loc, const std::string &condition,
                                     bool ifPresent, CodeLines &open) {
  std::string shadows;
  unsigned n = 0;
  for (OpId id : g_.opsOf(c.id)) {
    const DataOp &o = g_.op(id);
    if (o.kind != DataOpKind::UseDevice) continue;
    const VarDecl *d = lookupVar(body, o.var.designator);
    if (!d || !o.var.parent.empty() ||
        !(d->getType()->isPointerType() || d->getType()->isArrayType())) {
      std::string clause = userSpelling(o.clause);
      error(loc, clause + "(" + o.var.text + "): acc2c translates " + clause +
                     " of a pointer or array variable, or of a section of one");
      continue;
    }
    std::string tmp = "acc2c_ud" + std::to_string(++n);
    std::string host = "(void *)(" + o.var.designator + ")";
    std::string flags = ifPresent ? "ACC2C_IF_PRESENT" : "0";
    std::string src = sources_.ref(o.var.text, o.loc);
    std::string device = "acc2c_use_device(" + host + ", " + flags + ", " + src + ")";
    // A section (use_device_addr(a[2:n])): its first element is what is
    // mapped; the base follows at the same distance on the device.
    if (!o.var.subscripts.empty()) {
      Diagnostics ignored;
      if (std::optional<Extent> e = cExtentOf(o.var, ignored))
        device = "(void *)((char *)acc2c_use_device(" + e->address + ", " + flags + ", " + src +
                 ") - ((const char *)" + e->address + " - (const char *)" + host + "))";
    }
    if (!condition.empty()) device = "(" + condition + ") ? " + device + " : " + host;
    open.add("void *" + tmp + " = " + device + ";");
    // An array is seen as a pointer to its device copy's first element.
    QualType t = d->getType()->isArrayType() ? ctx_.getDecayedType(d->getType()) : d->getType();
    shadows += declaration(t.getUnqualifiedType(), d->getName().str()) + " = " + tmp + "; ";
  }
  return shadows;
}

void CRewriterImpl::loop(clang::SourceLocation loc, const GraphConstruct &c, const Stmt *body) {
  const GraphConstruct *compute = enclosingCompute(c);
  bool threads = region_ && compute && !region_->threadsLoop && isMarkedParallel(c, *compute);
  std::string saves;
  if (threads && openaccKernels_)
    commentOut(loc, ompParallelFor(c, *compute), openaccLoop(c, *compute, *region_, body, saves),
               saves);
  else if (threads && region_->kernelLoop == c.id)
    commentOut(loc, teamsKernelPragma(c, *compute, *region_));
  else if (threads)
    commentOut(loc, ompParallelFor(c, *compute));
  else if (c.dialect == Dialect::OpenACC || region_)
    commentOut(loc);
  if (!threads && region_ && region_->threadsLoop) privateCopiesForThreads(c, body);
  const GraphConstruct *saved = region_ ? region_->threadsLoop : nullptr;
  if (threads) region_->threadsLoop = &c;
  TraverseStmt(const_cast<Stmt *>(body));
  if (region_) region_->threadsLoop = saved;
  if (threads && region_->kernelLoop != c.id)
    if (std::string tiles = tiledNest(c, body); !tiles.empty())
      rw_.InsertTextBefore(sm_.getExpansionLoc(body->getBeginLoc()), tiles);
}

// The loop's private clause has no OpenMP directive of its own, and each
// thread runs the loop sequentially: without a copy of its own, every
// thread would use the region function's variable (an array the threads
// share: the gangs' copy). The block declares each again under its name,
// of the type of the one it hides; a view of an array (`(*w)` in the body)
// points to its copy.
void CRewriterImpl::privateCopiesForThreads(const GraphConstruct &c, const Stmt *body) {
  // What the threads' loop privatizes is each thread's already: its own
  // private clauses, the compute construct's, the data the region
  // privatizes for the loops inside it (rule loop-private), the loop
  // variables declared outside the body.
  std::set<std::string> threadsOwn(region_->privates.begin(), region_->privates.end());
  const GraphConstruct *compute = enclosingCompute(c);
  for (ConstructId id : {region_->threadsLoop->id, compute->id})
    for (OpId op : g_.opsOf(id))
      if (g_.op(op).kind == DataOpKind::Private) threadsOwn.insert(g_.op(op).var.designator);
  std::string copies;
  for (OpId id : g_.opsOf(c.id)) {
    const DataOp &o = g_.op(id);
    if (o.kind != DataOpKind::Private || !o.var.subscripts.empty() ||
        threadsOwn.count(o.var.designator))
      continue;
    const std::string &name = o.var.designator;
    for (const auto &[decl, rv] : region_->vars) {
      if (decl->getName() != name || decl->getType().isConstQualified()) continue;
      switch (rv.binding) {
      case CBinding::View:
        copies += "__typeof__(*" + name + ") acc2c_lp_" + name + "; __typeof__(" + name + ") " +
                  name + " = &acc2c_lp_" + name + "; (void)" + name + "; ";
        break;
      case CBinding::Private:
      case CBinding::Value:
      case CBinding::Copy:
      case CBinding::Scalar:
      case CBinding::Pointer:
        copies += "__typeof__(" + name + ") " + name + "; (void)" + name + "; ";
        break;
      default: break; // the threads reduce it, or a section is each thread's
      }
    }
  }
  if (copies.empty()) return;
  clang::SourceLocation begin = sm_.getExpansionLoc(body->getBeginLoc()), after = bodyEnd(body);
  // On lines of its own before the loop's, where only blanks precede it.
  unsigned column = sm_.getSpellingColumnNumber(begin);
  clang::SourceLocation lineStart = begin.getLocWithOffset(1 - static_cast<int>(column));
  if (llvm::StringRef(sm_.getCharacterData(lineStart), column - 1).trim().empty())
    rw_.InsertTextBefore(lineStart, generatedLinesMarker() + "{ " + copies + "\n" + lineAt(begin));
  else
    rw_.InsertTextBefore(begin, "\n" + generatedLinesMarker() + "{ " + copies + "\n" +
                                    lineAt(begin) + std::string(column - 1, ' '));
  rw_.InsertTextAfter(after, "\n" + generatedLinesMarker() + "}\n" + lineAt(after) +
                                 std::string(sm_.getPresumedColumnNumber(after) - 1, ' '));
}

const GraphConstruct *CRewriterImpl::enclosingCompute(const GraphConstruct &c) const {
  for (std::optional<ConstructId> p = c.id; p; p = g_.construct(*p).parent)
    if (g_.construct(*p).kind == ConstructKind::Compute) return &g_.construct(*p);
  return nullptr;
}

// The OpenMP list item that reduces reduction variable `v` (declared `d`)
// in the region function: a scalar by name; an array, a section of one or
// of a pointer's data, or an element, as an array section (the region sees
// the array as a pointer to its first element, CBinding::Elements).
std::optional<std::string> CRewriterImpl::ompReductionItem(const Variable &v, const VarDecl *d) {
  QualType t = d->getType();
  if (v.subscripts.empty()) {
    if (t->isScalarType() && !t->isPointerType()) return v.designator;
    // A whole array of fixed size: every element.
    std::string item = v.designator;
    // One of variable length: as many as the size the region function
    // receives (sizedDeclaration's acc2c_<name>_n1).
    if (isOneDimensionalVla(t)) return item + "[0:" + vlaSizeParameter(v.designator, 1) + "]";
    const ConstantArrayType *a = ctx_.getAsConstantArrayType(t);
    if (!a) return std::nullopt;
    for (; a; a = ctx_.getAsConstantArrayType(a->getElementType()))
      item += "[0:" + std::to_string(a->getSize().getZExtValue()) + "]";
    return item;
  }
  if (!t->isPointerType() && !isa<ConstantArrayType>(t)) return std::nullopt;
  // A section as OpenACC writes it is OpenMP's; an element is a section of
  // one.
  std::string item = v.designator;
  for (const Subscript &s : v.subscripts) {
    if (!s.lower || (!s.isElement && !s.upper)) return std::nullopt;
    // The model keeps the last index; OpenMP, like OpenACC, writes a length.
    item += "[" + s.lower->str() + ":" +
            (s.isElement ? std::string("1") : (*s.upper - *s.lower + 1).str()) + "]";
  }
  return item;
}

std::string CRewriterImpl::ompParallelFor(const GraphConstruct &loop, const GraphConstruct &compute,
                                          const std::string &head, const std::string &kernelClauses,
                                          LoopRunner runner, bool sequential) {
  // The region function declares only what its body uses: a private or
  // reduction variable the body never names (debug code under #ifdef) has
  // nothing to privatise or reduce there.
  auto used = [&](const std::string &name) {
    for (const auto &[decl, rv] : region_->vars)
      if (decl->getName() == name) return true;
    return false;
  };
  std::map<std::string, std::set<std::string>> reductions;
  std::set<std::string> reduced, privates;
  auto addReductions = [&](ConstructId id) {
    for (OpId op : g_.opsOf(id)) {
      const DataOp &o = g_.op(op);
      if (o.kind != DataOpKind::Reduction || reduced.count(o.var.designator)) continue;
      reduced.insert(o.var.designator);
      const VarDecl *d = nullptr;
      for (const auto &[decl, rv] : region_->vars)
        if (decl->getName() == o.var.designator) d = decl;
      if (!d || (sequential && (!o.var.subscripts.empty() || d->getType()->isArrayType())))
        continue;
      // A struct: a declare reduction of the region function's combines
      // its members (CStructReduction.h).
      // (The region binds it as its own copy: CComputeRegion.cpp.)
      if (region_->vars.at(d).binding == CBinding::Scalar && d->getType()->isStructureType())
        if (auto members = reducedMembers(d->getType())) {
          std::string type = declaration(d->getType().getUnqualifiedType(), "");
          std::string &name =
              region_->structReductions[type + "|" + reductionOperatorSpelling(o.reduction, false)];
          if (name.empty()) {
            name = "acc2c_reduction" + std::to_string(region_->structReductions.size());
            std::optional<std::string> identity = structIdentity(*members, o.reduction);
            region_->declareReductions.push_back(
                "omp declare reduction(" + name + " : " + type + " : " +
                combineMembers("omp_out", "omp_in", *members, o.reduction) + ") initializer(" +
                (identity ? "omp_priv = (" + type + ")" + *identity : "omp_priv = omp_orig") + ")");
          }
          reductions[name].insert(o.var.designator);
          continue;
        }
      std::optional<std::string> item = ompReductionItem(o.var, d);
      if (!item) {
        diags_.error(o.loc, std::string("reduction(") +
                                reductionOperatorSpelling(o.reduction, false) + ":" + o.var.text +
                                ") of a struct with a member that is not a scalar, or of an array "
                                "of variable length, on a loop that runs on threads is not "
                                "translated yet");
        continue;
      }
      reductions[reductionOperatorSpelling(ompOperatorFor(o.reduction, d->getType()), false)]
          .insert(*item);
    }
  };
  addReductions(loop.id);
  // A reduction of the compute construct is the gangs' (2.5.15): with one
  // gang on the host, the threads of its first parallel loop reduce it.
  if (compute.id != loop.id) addReductions(compute.id);
  // lastprivate and linear (an OpenMP loop's own clauses) privatise too.
  std::set<std::string> ownClauses = ompLastValueVariables(loop.controlClauses);
  auto addPrivate = [&](const std::string &name) {
    if (!reduced.count(name) && !ownClauses.count(name) && used(name)) privates.insert(name);
  };
  for (OpId op : g_.opsOf(loop.id))
    if (g_.op(op).kind == DataOpKind::Private) addPrivate(g_.op(op).var.designator);
  for (const std::string &p : region_->privates) addPrivate(p);
  // The compute construct's private and firstprivate data is the gangs'
  // (2.5.13, 2.5.14): with the threads of its first parallel loop as the
  // gangs, each thread gets its own copy, initialised from the region's
  // (a copy the body never assigns can stay shared).
  std::set<std::string> firstprivates;
  for (OpId op : g_.opsOf(compute.id)) {
    const DataOp &o = g_.op(op);
    if (o.kind == DataOpKind::Private && compute.id != loop.id) addPrivate(o.var.designator);
    if (o.kind != DataOpKind::Firstprivate || reduced.count(o.var.designator) ||
        privates.count(o.var.designator) || ownClauses.count(o.var.designator))
      continue;
    for (const auto &[decl, rv] : region_->vars)
      if (decl->getName() == o.var.designator && region_->assigned.count(decl) &&
          (rv.binding == CBinding::Value || rv.binding == CBinding::Copy))
        firstprivates.insert(o.var.designator);
  }
  // A private section is the region function's array: each thread gets
  // its own, a firstprivate one a copy of the region's.
  for (const auto &[decl, rv] : region_->vars) {
    if (rv.binding != CBinding::PrivateSection) continue;
    std::string name = decl->getName().str();
    bool named = false;
    for (ConstructId id : {loop.id, compute.id})
      for (OpId op : g_.opsOf(id))
        named |= g_.op(op).var.designator == name && (g_.op(op).kind == DataOpKind::Private ||
                                                      g_.op(op).kind == DataOpKind::Firstprivate);
    privates.erase(name);
    firstprivates.erase(name);
    if (named) (rv.sectionInitialised ? firstprivates : privates).insert(privateSectionArray(name));
  }
  // In an OpenACC kernel the compute construct's copies are the gang's, and
  // those the loop assigns the threads' own (openaccLoop).
  if (openaccKernels_ && runner == LoopRunner::DeviceKernel) firstprivates.clear();
  std::string d = head;
  // (Not a _Bool's reduction: gcc 12's simd lowering of one crashes at run
  // time, CComputeRegion.cpp's reducesBool; nor a struct's.)
  if (runner == LoopRunner::HostThreads && head == "omp parallel for" && !sequential &&
      threadsLoopTakesSimd(g_, loop, compute) && llvm::all_of(region_->vars, [&](const auto &v) {
        return !reduced.count(v.first->getName().str()) ||
               (v.first->getType()->isArithmeticType() && !v.first->getType()->isBooleanType());
      }))
    d = "omp parallel for simd";
  if (!privates.empty()) d += " private(" + join(privates) + ")";
  if (!firstprivates.empty()) d += " firstprivate(" + join(firstprivates) + ")";
  std::string collapse = collapseOf(loop, runner);
  if (!collapse.empty() && !sequential) d += " collapse(" + collapse + ")";
  for (const auto &[op, vars] : reductions) d += " reduction(" + op + ":" + join(vars) + ")";
  // A teams kernel's clauses name its launch values; the host threads' name
  // theirs here.
  if (runner == LoopRunner::HostThreads)
    d += launchClauses(launchValuesIn(*region_, compute, LoopRunner::HostThreads));
  return d + ompWorksharingClauses(loop) + kernelClauses;
}

void CRewriterImpl::shieldFromMacros(const std::string &omp, std::string &before,
                                     std::string &after) {
  // The words acc2c spells in an OpenMP or OpenACC directive: the user's
  // own directive may not have them (a macro named private would have
  // broken it).
  static const std::set<std::string> added = {
      "parallel", "private",   "firstprivate", "collapse",      "reduction", "max",    "min",
      "target",   "teams",     "distribute",   "is_device_ptr", "map",       "tofrom", "if",
      "simd",     "num_teams", "num_threads",  "thread_limit",  "acc",       "loop",   "gang",
      "vector",   "deviceptr", "copy",         "worker",        "num_gangs", "seq"};
  std::set<std::string> shielded;
  for (size_t at = 0; at < omp.size();) {
    size_t end = at;
    while (end < omp.size() &&
           (std::isalnum(static_cast<unsigned char>(omp[end])) || omp[end] == '_'))
      ++end;
    if (end == at) {
      ++at;
      continue;
    }
    std::string word = omp.substr(at, end - at);
    bool call = end < omp.size() && omp[end] == '(';
    at = end;
    if (!added.count(word) || shielded.count(word)) continue;
    IdentifierInfo *id = pp_.getIdentifierInfo(word);
    if (!id || !id->hadMacroDefinition()) continue;
    // A function-like macro (max(a, b)) changes only a word followed by '('.
    bool expands = false;
    for (const MacroDirective *md = pp_.getLocalMacroDirectiveHistory(id); md;
         md = md->getPrevious())
      if (const MacroInfo *mi = md->getMacroInfo()) expands |= mi->isObjectLike() || call;
    if (!expands) continue;
    shielded.insert(word);
    before += "#pragma push_macro(\"" + word + "\")\n#undef " + word + "\n";
    after += "#pragma pop_macro(\"" + word + "\")\n";
  }
}

void CRewriterImpl::finishDeclares(FunctionDecl *f) {
  if (declareExits_.empty()) return;
  std::string all;
  for (auto it = declareExits_.rbegin(); it != declareExits_.rend(); ++it) all += it->second;
  const auto *body = dyn_cast<CompoundStmt>(f->getBody());
  if (!body) return;
  // At the closing brace, and before each return after the first declare.
  clang::SourceLocation rbrace = sm_.getExpansionLoc(body->getRBracLoc());
  rw_.InsertTextBefore(rbrace, "\n" + generatedLinesMarker() +
                                   "{ /* acc2c: end of the declare's data region */\n" +
                                   indent(all) + "}\n" + lineAt(rbrace) +
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
      value = rw_.getRewrittenText(
          CharSourceRange::getTokenRange(sm_.getExpansionRange(x->getSourceRange()).getAsRange()));
    std::string t = "{ ";
    if (!value.empty() && !result->isVoidType())
      t += declaration(result.getUnqualifiedType(), "acc2c_result") + " = (" + value + "); ";
    t += "\n" + generatedLinesMarker() + indent(exits) +
         (value.empty() || result->isVoidType() ? "return; }" : "return acc2c_result; }");
    rw_.ReplaceText(CharSourceRange::getCharRange(b, e),
                    t + "\n" + lineAt(e) + std::string(sm_.getPresumedColumnNumber(e) - 1, ' '));
  }
}

} // namespace c_rewriter

std::optional<std::string> rewriteC(clang::ASTContext &context, clang::Preprocessor &pp,
                                    const std::string &path, const DataOpGraph &graph,
                                    const CRewriteOptions &options, Diagnostics &diags) {
  return c_rewriter::CRewriterImpl(context, pp, path, graph, options, diags).run();
}

} // namespace acc2c
