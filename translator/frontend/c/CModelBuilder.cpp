// Walks a translation unit Clang has checked and builds the directive model:
// one ProgramUnit per function with a body (plus one for file scope), one
// Construct per OpenACC/OpenMP directive with its clauses, and for compute
// constructs the variables their bodies reference.
//
// Clang 22's RecursiveASTVisitor visits the associated statement of
// OpenACC compute/loop/combined/data/host_data/atomic constructs twice (as
// the body and again among children()), so nested code would be seen
// 2^depth times. Every construct is therefore handled here, in TraverseStmt,
// and its body traversed exactly once; the visitor never reaches Clang's own
// traversal of a construct.
#include "frontend/c/CModelBuilder.h"
#include "frontend/c/CClauses.h"
#include "frontend/c/CLoopForm.h"
#include "frontend/c/CMemberChain.h"
#include "frontend/c/CPointerSections.h"
#include "frontend/c/CStatements.h"
#include "frontend/c/CUseOrder.h"
#include "frontend/c/CVariables.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclOpenACC.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenACC.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/Builtins.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include "model/OpenMPKinds.h"
#include "llvm/Frontend/OpenMP/OMP.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <set>

namespace acc2c {
namespace {

using namespace clang;

ConstructKind accConstructKind(OpenACCDirectiveKind d) {
  using D = OpenACCDirectiveKind;
  switch (d) {
  case D::Parallel:
  case D::Serial:
  case D::Kernels:
  case D::ParallelLoop:
  case D::SerialLoop:
  case D::KernelsLoop: return ConstructKind::Compute;
  case D::Loop: return ConstructKind::Loop;
  case D::Data: return ConstructKind::Data;
  case D::EnterData: return ConstructKind::EnterData;
  case D::ExitData: return ConstructKind::ExitData;
  case D::Update: return ConstructKind::Update;
  case D::HostData: return ConstructKind::HostData;
  case D::Declare: return ConstructKind::Declare;
  case D::Routine: return ConstructKind::Routine;
  case D::Atomic: return ConstructKind::Atomic;
  case D::Cache: return ConstructKind::Cache;
  case D::Wait: return ConstructKind::Wait;
  case D::Init: return ConstructKind::Init;
  case D::Shutdown: return ConstructKind::Shutdown;
  case D::Set: return ConstructKind::Set;
  case D::Invalid: break;
  }
  return ConstructKind::Other;
}

// The statement a loop construct is associated with, for `n` nested loops:
// the loop variables declared outside the loop (`int i; for (i = 0; ...)`),
// which the construct privatises (OpenACC 3.3 2.6.1). A variable declared in
// the for statement itself is private already.
const VarDecl *assignedInductionVariable(const ForStmt *f) {
  if (const auto *b = dyn_cast_or_null<BinaryOperator>(f->getInit()))
    if (b->getOpcode() == BO_Assign)
      if (const auto *ref = dyn_cast<DeclRefExpr>(b->getLHS()->IgnoreParenImpCasts()))
        return dyn_cast<VarDecl>(ref->getDecl());
  return nullptr;
}

// Per open compute construct: what its body references.
struct ComputeFrame {
  std::vector<std::pair<const VarDecl *, clang::SourceLocation>> references;
  std::set<const VarDecl *> seen;
  /// Variables referenced somewhere no loop construct privatizes them.
  std::set<const VarDecl *> outsideLoopPrivate;
  std::set<const VarDecl *> declaredInside;
  std::vector<const VarDecl *> doVariables;
  std::set<const VarDecl *> doSet;
  std::vector<Variable> pointerComponents;
  /// Pointer members whose value the body does not read through: one it
  /// only assigns (`node->next = p`), one whose value it only copies into
  /// another member (`copy.p = s.p`) or compares (`s.p == q`). A host
  /// address there is no error (OpenMP 5.2 5.8.3: a pointer member mapped
  /// without its target keeps the host's value).
  std::set<const Expr *> valueOnlyMembers;
  /// References of a variable that only reach a member a data clause names
  /// (`c` of `c.arr[j]` under copy(c.arr)): not uses of the whole variable.
  std::set<const DeclRefExpr *> coveredRefs;
  /// Variables the body may write: assigned, incremented, their address
  /// taken or passed where the callee may write through it.
  std::set<const VarDecl *> written;
  /// The body writes through a pointer or calls a function that may change
  /// what it can reach: any array, struct or global it references may change.
  bool writesUnnamedData = false;
  std::vector<ScalarUpdate> scalarUpdates;
};

class Builder : public RecursiveASTVisitor<Builder> {
  using Base = RecursiveASTVisitor<Builder>;

public:
  Builder(ASTContext &context, TranslationUnitModel &out, Diagnostics &diags)
      : context_(context), sm_(context.getSourceManager()), reader_(context), out_(out),
        diags_(diags) {}

  void run() { TraverseDecl(context_.getTranslationUnitDecl()); }

  // Always recursive, never through Clang's data-recursion queue: a queued
  // statement would be visited after a construct handled here, out of
  // source order.
  bool TraverseStmt(Stmt *s, DataRecursionQueue * = nullptr) {
    if (!s) return true;
    if (auto *acc = dyn_cast<OpenACCConstructStmt>(s)) return handleAcc(acc);
    if (auto *omp = dyn_cast<OMPExecutableDirective>(s)) return handleOmp(omp);
    return Base::TraverseStmt(s, nullptr);
  }

  bool TraverseFunctionDecl(FunctionDecl *f) {
    if (sm_.isInSystemHeader(f->getLocation())) return true;
    bool body = f->doesThisDeclarationHaveABody();
    addDeclareTarget(f);
    if (body) beginUnit(UnitKind::Function, f->getName().str(), reader_.location(f->getLocation()));
    if (body) functionBodies_.push_back(f->getBody()), escaped_.emplace_back();
    addRoutineAttributes(f);
    bool ok = Base::TraverseFunctionDecl(f);
    if (body) {
      std::set<std::string> &names = out_.units[unitStack_.back()].escaped.emplace();
      for (const VarDecl *v : escaped_.back()) names.insert(v->getName().str());
      unitStack_.pop_back(), functionBodies_.pop_back(), escaped_.pop_back();
    }
    return ok;
  }

  // --- what code elsewhere may reach (ProgramUnit::escaped) ------------
  // &x, &a[i], &s.m; an array that decays to a pointer other than to be
  // subscripted (passed to a function, assigned to a pointer).
  void escapes(const Expr *e) {
    if (escaped_.empty()) return;
    for (e = e->IgnoreParenImpCasts();; e = e->IgnoreParenImpCasts()) {
      if (const auto *ref = dyn_cast<DeclRefExpr>(e)) {
        if (const auto *v = dyn_cast<VarDecl>(ref->getDecl())) escaped_.back().insert(v);
        return;
      }
      if (const auto *a = dyn_cast<ArraySubscriptExpr>(e))
        e = a->getBase();
      else if (const auto *m = dyn_cast<MemberExpr>(e); m && !m->isArrow())
        e = m->getBase();
      else
        return;
    }
  }
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *a) {
    subscriptBases_.insert(a->getBase());
    return true;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *c) {
    if (c->getCastKind() == CK_ArrayToPointerDecay && !subscriptBases_.count(c))
      escapes(c->getSubExpr());
    return true;
  }

  bool TraverseVarDecl(VarDecl *v) {
    addDeclareTarget(v);
    return Base::TraverseVarDecl(v);
  }

  // A call resolved to a `declare variant` (a PseudoObjectExpr): the call
  // as written, which the output keeps (CRewriterImpl.h).
  bool TraversePseudoObjectExpr(PseudoObjectExpr *e) { return TraverseStmt(e->getSyntacticForm()); }

  bool TraverseOpenACCDeclareDecl(OpenACCDeclareDecl *d) {
    Construct c = accConstruct(d->getDirectiveKind(), d->getBeginLoc());
    addAccClauses(c, d->clauses(), reader_, diags_);
    for (const Expr *e : clauseItems(d->clauses()))
      if (const auto *ref = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts()))
        if (const auto *v = dyn_cast<VarDecl>(ref->getDecl()))
          reader_.declaredOnDevice.insert(v->getCanonicalDecl());
    leaf(std::move(c));
    return true;
  }

  bool TraverseOpenACCRoutineDecl(OpenACCRoutineDecl *d) {
    Construct c = accConstruct(d->getDirectiveKind(), d->getBeginLoc());
    if (const auto *ref =
            dyn_cast_or_null<DeclRefExpr>(d->getFunctionReference()->IgnoreParenImpCasts()))
      c.routineName = ref->getDecl()->getName().str();
    else
      c.routineName = reader_.text(d->getFunctionReference());
    addAccClauses(c, d->clauses(), reader_, diags_);
    leaf(std::move(c));
    return true;
  }

  // A mapper changes what every map of its type does (OpenMP 5.2 5.8.8):
  // ignoring it would drop data silently.
  bool TraverseOMPDeclareMapperDecl(OMPDeclareMapperDecl *d) {
    if (!sm_.isInSystemHeader(d->getLocation()))
      diags_.error(reader_.location(pragmaStart(d->getBeginLoc())),
                   "'declare mapper' is not supported by acc2c yet (its maps would not be "
                   "applied to the map clauses of its type)");
    return true;
  }

  // acc2c keeps a separate device memory: a program that requires one
  // memory for host and device would read host data on the device.
  // unified_address holds (OpenMP 5.2 10.5.1.2): a device address is an
  // address of the process (host backend) or of CUDA's one virtual address
  // space, and a pointer a region uses without is_device_ptr keeps its
  // value where it points to no mapped data (5.8.9), so device memory
  // from omp_target_alloc is reached through it as it is.
  bool TraverseOMPRequiresDecl(OMPRequiresDecl *d) {
    for (const OMPClause *cl : d->clauselists())
      if (isa<OMPUnifiedSharedMemoryClause>(cl) || isa<OMPReverseOffloadClause>(cl))
        diags_.error(reader_.location(cl->getBeginLoc()),
                     "'requires " + llvm::omp::getOpenMPClauseName(cl->getClauseKind(), 52).str() +
                         "' is not supported by acc2c: its device memory is separate from the "
                         "host's, and data reaches it only through maps");
    return true;
  }

  // --- references in compute regions ----------------------------------
  bool VisitVarDecl(VarDecl *v) {
    if (!compute_.empty()) compute_.back().declaredInside.insert(v);
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *e) {
    if (compute_.empty()) return true;
    const auto *v = dyn_cast<VarDecl>(e->getDecl());
    if (!v) return true; // functions, enumerators
    for (const ComputeFrame &f : compute_)
      if (f.declaredInside.count(v)) return true;
    ComputeFrame &f = compute_.back();
    if (f.coveredRefs.count(e)) return true;
    if (f.seen.insert(v).second) f.references.push_back({v, e->getLocation()});
    if (!privatizedByOpenLoop(open_, v->getName().str())) f.outsideLoopPrivate.insert(v);
    return true;
  }

  // --- what a compute region may write (the implicit data pass copies
  // --- back only that) -------------------------------------------------
  bool VisitBinaryOperator(BinaryOperator *b) {
    if (b->isAssignmentOp()) {
      hostAssignment(b->getLHS());
      writes(b->getLHS());
      scalarUpdate(b);
      if (b->getOpcode() == BO_Assign && !compute_.empty()) {
        std::set<const Expr *> &valueOnly = compute_.back().valueOnlyMembers;
        valueOnly.insert(b->getLHS()->IgnoreParens());
        if (isa<MemberExpr>(b->getLHS()->IgnoreParens()))
          valueOnly.insert(b->getRHS()->IgnoreParenImpCasts());
      }
    }
    if (b->isComparisonOp() && !compute_.empty())
      for (const Expr *e : {b->getLHS(), b->getRHS()})
        compute_.back().valueOnlyMembers.insert(e->IgnoreParenImpCasts());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *u) {
    if (u->getOpcode() == UO_AddrOf) escapes(u->getSubExpr());
    // ++x, x--; &x lets anything write x.
    if (u->isIncrementDecrementOp() || u->getOpcode() == UO_AddrOf) writes(u->getSubExpr());
    if (u->isIncrementDecrementOp()) hostAssignment(u->getSubExpr());
    return true;
  }

  // What the host assigns in a data construct's body, outside compute
  // constructs: Construct::hostAssignments of the innermost one.
  void hostAssignment(const Expr *target) {
    if (!compute_.empty()) return;
    const auto *root = dyn_cast_or_null<VarDecl>(rootDecl(target));
    // A pointer made to point elsewhere: the data it pointed to is unchanged.
    if (!root ||
        (isa<DeclRefExpr>(target->IgnoreParenImpCasts()) && root->getType()->isPointerType()))
      return;
    for (auto c = open_.rbegin(); c != open_.rend(); ++c)
      if (c->kind == ConstructKind::Data) {
        c->hostAssignments.push_back({root->getName().str(),
                                      isa<DeclRefExpr>(target->IgnoreParenImpCasts()), false,
                                      reader_.location(target->getExprLoc())});
        return;
      }
  }
  bool VisitCallExpr(CallExpr *call) {
    if (compute_.empty()) return true;
    // A library builtin (fmax, sqrt, memcpy) changes nothing it is not
    // given; any other function may change what it can reach.
    const FunctionDecl *callee = call->getDirectCallee();
    if (!callee || !callee->getBuiltinID()) compute_.back().writesUnnamedData = true;
    // An argument through which the callee may write: a pointer to
    // non-const data, an array (which decays to one).
    for (const Expr *arg : call->arguments()) {
      QualType t = arg->IgnoreParenImpCasts()->getType();
      QualType pointee = t->isPointerType() ? t->getPointeeType()
                         : t->isArrayType() ? context_.getBaseElementType(t)
                                            : QualType();
      if (!pointee.isNull() && !pointee.isConstQualified()) writes(arg);
    }
    return true;
  }

  bool VisitForStmt(ForStmt *s) {
    if (compute_.empty()) return true;
    if (const VarDecl *v = assignedInductionVariable(s)) {
      ComputeFrame &f = compute_.back();
      if (!f.declaredInside.count(v) && f.doSet.insert(v).second) f.doVariables.push_back(v);
    }
    return true;
  }

  // `s.p[i]` or `ps->p[i]` in a region reads through the device copy of the
  // pointer member: record each pointer member as written, but for one
  // whose value is not read through (visited after the expression that
  // uses it).
  bool VisitMemberExpr(MemberExpr *m) {
    // A member a data clause here or around names is data of its own (its
    // variable is not used as a whole for it). Members come before their
    // variable in the traversal.
    if (!compute_.empty() && namedInDataClause(reader_.text(m)))
      if (const DeclRefExpr *root = memberChainRoot(m)) compute_.back().coveredRefs.insert(root);
    if (compute_.empty() || !m->getType()->isPointerType() ||
        m->getType()->isFunctionPointerType() || compute_.back().valueOnlyMembers.count(m))
      return true;
    // A member of a variable the body declares has no device copy yet
    // where the region starts.
    ComputeFrame &f = compute_.back();
    if (const auto *root = dyn_cast_or_null<VarDecl>(rootDecl(m));
        root && f.declaredInside.count(root))
      return true;
    std::optional<Variable> v = reader_.pointerMemberRead(m);
    if (!v) return true;
    for (const Variable &seen : f.pointerComponents)
      if (seen.designator == v->designator) return true;
    f.pointerComponents.push_back(std::move(*v));
    return true;
  }

private:
  // An assignment to a scalar of the host in a compute region, with the
  // reduction it has the form of (passes/InferReductions.h).
  void scalarUpdate(const BinaryOperator *b) {
    if (compute_.empty()) return;
    for (const Construct &c : open_)
      if (c.kind == ConstructKind::Atomic) return;
    const auto *ref = dyn_cast<DeclRefExpr>(b->getLHS()->IgnoreParenImpCasts());
    const auto *v = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
    if (!v || !v->getType()->isScalarType() || v->getType()->isPointerType()) return;
    for (const ComputeFrame &f : compute_)
      if (f.declaredInside.count(v)) return;
    ScalarUpdate u;
    u.variable = v->getName().str();
    u.op = reductionForm(b, v);
    u.inParallelLoop = parallelLoopAround(open_) != nullptr;
    u.loc = reader_.location(ref->getLocation());
    compute_.back().scalarUpdates.push_back(std::move(u));
  }
  static bool isVariable(const Expr *e, const VarDecl *v) {
    const auto *ref = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts());
    return ref && ref->getDecl() == v;
  }
  // x += e, x = x + e, x = e * x, x &= e, x = x && e, x = fmax(x, e)...
  static ReductionOperator reductionForm(const BinaryOperator *b, const VarDecl *v) {
    switch (b->getOpcode()) {
    case BO_AddAssign: return ReductionOperator::Add;
    case BO_MulAssign: return ReductionOperator::Multiply;
    case BO_AndAssign: return ReductionOperator::BitAnd;
    case BO_OrAssign: return ReductionOperator::BitOr;
    case BO_XorAssign: return ReductionOperator::BitXor;
    case BO_Assign: break;
    default: return ReductionOperator::None;
    }
    const Expr *rhs = b->getRHS()->IgnoreParenImpCasts();
    if (const auto *op = dyn_cast<BinaryOperator>(rhs)) {
      if (!isVariable(op->getLHS(), v) && !isVariable(op->getRHS(), v))
        return ReductionOperator::None;
      switch (op->getOpcode()) {
      case BO_Add: return ReductionOperator::Add;
      case BO_Mul: return ReductionOperator::Multiply;
      case BO_And: return ReductionOperator::BitAnd;
      case BO_Or: return ReductionOperator::BitOr;
      case BO_Xor: return ReductionOperator::BitXor;
      case BO_LAnd: return ReductionOperator::LogicalAnd;
      case BO_LOr: return ReductionOperator::LogicalOr;
      default: return ReductionOperator::None;
      }
    }
    const auto *call = dyn_cast<CallExpr>(rhs);
    const FunctionDecl *callee = call ? call->getDirectCallee() : nullptr;
    if (!callee || call->getNumArgs() != 2 ||
        !(isVariable(call->getArg(0), v) || isVariable(call->getArg(1), v)))
      return ReductionOperator::None;
    switch (callee->getBuiltinID()) {
    case Builtin::BIfmax:
    case Builtin::BIfmaxf:
    case Builtin::BIfmaxl: return ReductionOperator::Max;
    case Builtin::BIfmin:
    case Builtin::BIfminf:
    case Builtin::BIfminl: return ReductionOperator::Min;
    default: return ReductionOperator::None;
    }
  }

  // The variable an lvalue is part of (`a` of `a[i].x`), or a note that it
  // is reached through a pointer (`*p`, `p[i]`, `s->x`, a pointer's
  // section), whose target no name tells.
  void writes(const Expr *e) {
    if (compute_.empty()) return;
    ComputeFrame &f = compute_.back();
    for (e = e->IgnoreParenImpCasts();; e = e->IgnoreParenImpCasts()) {
      if (const auto *ref = dyn_cast<DeclRefExpr>(e)) {
        if (const auto *v = dyn_cast<VarDecl>(ref->getDecl())) {
          f.written.insert(v);
          // The pointer passed or subscripted, not the pointer variable:
          // its target changes.
          if (v->getType()->isPointerType()) f.writesUnnamedData = true;
        }
        return;
      }
      if (const auto *a = dyn_cast<ArraySubscriptExpr>(e)) {
        e = a->getBase();
      } else if (const auto *m = dyn_cast<MemberExpr>(e)) {
        if (m->isArrow()) f.writesUnnamedData = true;
        e = m->getBase();
      } else if (const auto *u = dyn_cast<UnaryOperator>(e); u && u->getOpcode() == UO_Deref) {
        f.writesUnnamedData = true;
        e = u->getSubExpr();
      } else {
        f.writesUnnamedData = true; // a cast, a call's result, ...
        return;
      }
    }
  }

  bool namedInDataClause(const std::string &designator) const {
    for (const Construct &c : open_)
      for (const Clause &cl : c.clauses)
        if (cl.kind != ClauseKind::Private && cl.kind != ClauseKind::Firstprivate &&
            cl.kind != ClauseKind::Reduction)
          for (const Variable &v : cl.vars)
            if (v.designator == designator) return true;
    return false;
  }

  ASTContext &context_;
  SourceManager &sm_;
  CVariableReader reader_;
  TranslationUnitModel &out_;
  Diagnostics &diags_;
  std::vector<size_t> unitStack_;
  std::optional<size_t> fileUnit_;
  std::vector<Construct> open_;
  std::vector<bool> openIsCompute_;
  std::vector<ComputeFrame> compute_;
  // The bodies of the functions being walked, innermost last: where the
  // host reads a region's variables after it.
  std::vector<const Stmt *> functionBodies_;
  // Per function being walked (parallel to functionBodies_): its variables
  // code elsewhere may reach; and the array expressions subscripted, whose
  // decay to a pointer reaches no further.
  std::vector<std::set<const VarDecl *>> escaped_;
  std::set<const Expr *> subscriptBases_;
  // `omp declare target` directives already filed, by their '#' position.
  std::map<unsigned, std::pair<size_t, size_t>> declareTargets_; // offset -> unit, index

  // --- units -----------------------------------------------------------
  void beginUnit(UnitKind kind, const std::string &name, SourceLocation loc) {
    ProgramUnit u;
    u.kind = kind;
    u.name = name;
    u.loc = std::move(loc);
    out_.units.push_back(std::move(u));
    unitStack_.push_back(out_.units.size() - 1);
  }

  // File-scope directives (declare, routine(name), declare target) belong
  // to one unit for the whole file, like a Fortran module's.
  size_t currentUnit() {
    if (!unitStack_.empty()) return unitStack_.back();
    if (!fileUnit_) {
      ProgramUnit u;
      u.kind = UnitKind::File;
      u.name = llvm::sys::path::filename(out_.file).str();
      u.loc = {out_.file, 1, 1};
      out_.units.push_back(std::move(u));
      fileUnit_ = out_.units.size() - 1;
    }
    return *fileUnit_;
  }

  // The '#' of the `#pragma` a directive token belongs to; for one written
  // with _Pragma, the `_Pragma` or the macro call it comes from.
  clang::SourceLocation pragmaStart(clang::SourceLocation loc) const {
    if (loc.isMacroID()) return sm_.getExpansionRange(loc).getBegin();
    loc = sm_.getExpansionLoc(loc);
    if (llvm::StringRef(sm_.getCharacterData(loc)).starts_with("_Pragma")) return loc;
    auto [file, offset] = sm_.getDecomposedLoc(loc);
    llvm::StringRef buffer = sm_.getBufferData(file);
    size_t at = buffer.rfind('#', offset);
    return at == llvm::StringRef::npos ? loc : loc.getLocWithOffset(int(at) - int(offset));
  }

  // --- constructs ------------------------------------------------------
  Construct accConstruct(OpenACCDirectiveKind d, clang::SourceLocation loc) {
    Construct c;
    c.dialect = Dialect::OpenACC;
    c.kind = accConstructKind(d);
    llvm::raw_string_ostream os(c.name);
    os << d;
    os.flush();
    // Clang's directive kinds are its own enum; LLVM's id from its name.
    c.directive = llvm::acc::getOpenACCDirectiveKind(c.name);
    c.loc = reader_.location(loc);
    return c;
  }

  static std::vector<const Expr *> clauseItems(llvm::ArrayRef<const OpenACCClause *> clauses) {
    std::vector<const Expr *> out;
    for (const OpenACCClause *c : clauses)
      if (const auto *l = dyn_cast<OpenACCClauseWithVarList>(c))
        for (const Expr *e : l->getVarList()) out.push_back(e);
    return out;
  }

  void begin(Construct c) {
    bool compute = c.kind == ConstructKind::Compute;
    open_.push_back(std::move(c));
    openIsCompute_.push_back(compute);
    if (compute) compute_.emplace_back();
  }

  // Where a construct's region ends: the closing brace of a compound body,
  // the `;` of a statement that ends in an expression.
  SourceLocation regionEnd(const Stmt *body) const {
    return reader_.location(statementEnd(body, sm_, context_.getLangOpts()));
  }

  void end(const Stmt *body) {
    Construct c = std::move(open_.back());
    open_.pop_back();
    bool compute = openIsCompute_.back();
    openIsCompute_.pop_back();
    c.endLoc = body ? regionEnd(body) : c.loc;
    if (compute) {
      ComputeFrame f = std::move(compute_.back());
      compute_.pop_back();
      for (auto &[decl, use] : f.references)
        if (!f.doSet.count(decl)) c.referenced.push_back(reader_.fromDecl(decl, use));
      // A member in a clause (`present(s.p[0:n])`) uses its root's storage
      // even when the body never names the root: describe the root too.
      for (const Clause &cl : c.clauses)
        for (const Variable &v : cl.vars) {
          if (v.parent.empty()) continue;
          bool known = false;
          for (const Variable &r : c.referenced) known = known || r.designator == v.rootName;
          auto root = memberRoots_.find(v.rootName);
          if (!known && root != memberRoots_.end()) {
            c.referenced.push_back(reader_.fromDecl(root->second, {}));
            c.referenced.back().loc = v.loc;
          }
        }
      for (const VarDecl *d : f.doVariables)
        c.doVariables.push_back(reader_.fromDecl(d, d->getLocation()));
      c.pointerComponents = std::move(f.pointerComponents);
      if (c.dialect == Dialect::OpenACC && body)
        for (const CPointerSection &s : inferPointerSections(body, f.written, reader_))
          c.inferredSections.push_back(reader_.pointerSection(s.pointer, s.lower, s.length, s.use));
      c.scalarUpdates = std::move(f.scalarUpdates);
      c.written.emplace();
      for (const VarDecl *d : f.written) c.written->insert(d->getName().str());
      for (auto &[decl, use] : f.references)
        if (!f.outsideLoopPrivate.count(decl)) c.loopPrivateOnly.insert(decl->getName().str());
      // Construct::writtenFirst decides implicit copies of arithmetic data.
      for (const VarDecl *d : writtenFirstIn(body))
        if (d->getType()->isArithmeticType()) c.writtenFirst.insert(d->getName().str());
      for (const VarDecl *d : writtenFirstEachIterationIn(body))
        if (d->getType()->isArithmeticType())
          c.writtenFirstEachIteration.insert(d->getName().str());
      if (!functionBodies_.empty() && body) {
        std::set<const VarDecl *> scalars;
        for (const VarDecl *d : f.written)
          if (d->getType()->isScalarType()) scalars.insert(d);
        clang::SourceLocation after = statementEnd(body, sm_, context_.getLangOpts());
        for (const auto &[d, loc] : readsAfter(functionBodies_.back(), after, scalars, sm_))
          c.readAfter[d->getName().str()] = reader_.location(loc);
      }
      if (f.writesUnnamedData)
        for (const Variable &v : c.referenced)
          if (!v.isScalar() || v.isGlobal) c.written->insert(v.designator);
    }
    file(std::move(c));
  }

  void leaf(Construct c) {
    c.endLoc = c.loc;
    file(std::move(c));
  }

  void file(Construct c) {
    if (!open_.empty()) {
      open_.back().children.push_back(std::move(c));
      return;
    }
    out_.units[currentUnit()].constructs.push_back(std::move(c));
  }

  // Roots of members named in clauses ("s" of "s.p[0:n]").
  std::map<std::string, const VarDecl *> memberRoots_;
  void noteMemberRoots(llvm::ArrayRef<const Expr *> items) {
    for (const Expr *e : items) {
      const Expr *x = e->IgnoreParenImpCasts();
      while (true) {
        if (const auto *s = dyn_cast<ArraySectionExpr>(x))
          x = s->getBase()->IgnoreParenImpCasts();
        else if (const auto *s = dyn_cast<ArraySubscriptExpr>(x))
          x = s->getBase()->IgnoreParenImpCasts();
        else if (const auto *m = dyn_cast<MemberExpr>(x))
          x = m->getBase()->IgnoreParenImpCasts();
        else
          break;
      }
      if (const auto *ref = dyn_cast<DeclRefExpr>(x))
        if (const auto *v = dyn_cast<VarDecl>(ref->getDecl())) memberRoots_[v->getName().str()] = v;
    }
  }

  // A structured block that is one OpenACC loop construct, braced or not,
  // and nothing else.
  static bool isOneLoopConstruct(const Stmt *body) {
    if (const auto *block = dyn_cast_or_null<CompoundStmt>(body)) {
      if (block->size() != 1) return false;
      body = block->body_front();
    }
    return isa_and_nonnull<OpenACCLoopConstruct>(body);
  }

  void addLoopVariables(Construct &c, const Stmt *loop) {
    const ForStmt *f = nestedFor(loop);
    for (int i = 0, n = associatedLoopCount(c); i < n && f; ++i) {
      if (const VarDecl *v = assignedInductionVariable(f))
        c.loopVariables.push_back(reader_.fromDecl(v, f->getInit()->getBeginLoc()));
      if (isTiled(c)) {
        AssociatedLoop l;
        if (std::optional<CLoopForm> form = cLoopForm(f, reader_.context())) {
          l.variable = reader_.fromDecl(form->variable, f->getBeginLoc());
          l.step = form->step;
        }
        c.associatedLoops.push_back(std::move(l));
      }
      f = nestedFor(f->getBody());
    }
  }

  bool handleAcc(OpenACCConstructStmt *s) {
    Construct c = accConstruct(s->getDirectiveKind(), s->getBeginLoc());
    const Stmt *body = nullptr;
    bool loop = false;
    if (auto *x = dyn_cast<OpenACCComputeConstruct>(s)) {
      body = x->getStructuredBlock();
      c.bodyIsOneLoop = isOneLoopConstruct(body);
    } else if (auto *x = dyn_cast<OpenACCDataConstruct>(s))
      body = x->getStructuredBlock();
    else if (auto *x = dyn_cast<OpenACCHostDataConstruct>(s))
      body = x->getStructuredBlock();
    else if (auto *x = dyn_cast<OpenACCLoopConstruct>(s))
      body = x->getLoop(), loop = true;
    else if (auto *x = dyn_cast<OpenACCCombinedConstruct>(s))
      body = x->getLoop(), loop = true;
    else if (auto *x = dyn_cast<OpenACCAtomicConstruct>(s)) {
      body = x->getAssociatedStmt();
      switch (x->getAtomicKind()) {
      case OpenACCAtomicKind::Read: c.atomic = AtomicForm::Read; break;
      case OpenACCAtomicKind::Write: c.atomic = AtomicForm::Write; break;
      case OpenACCAtomicKind::Capture: c.atomic = AtomicForm::Capture; break;
      default: c.atomic = AtomicForm::Update; break;
      }
      c.name = std::string("atomic ") + atomicFormName(c.atomic);
    } else if (auto *x = dyn_cast<OpenACCWaitConstruct>(s)) {
      if (x->getLParenLoc().isValid()) {
        Clause cl;
        cl.kind = ClauseKind::Wait;
        cl.id = llvm::acc::Clause::ACCC_wait;
        cl.name = "wait";
        cl.loc = c.loc;
        if (x->hasDevNumExpr()) cl.waitDevice = reader_.text(x->getDevNumExpr());
        for (const Expr *q : x->getQueueIdExprs()) cl.exprs.push_back(reader_.text(q));
        c.clauses.push_back(std::move(cl));
      }
    } else if (auto *x = dyn_cast<OpenACCCacheConstruct>(s)) {
      Clause cl;
      cl.kind = ClauseKind::Cache;
      cl.name = "cache";
      cl.loc = c.loc;
      cl.modifiers.readonly = x->hasReadOnly();
      for (const Expr *e : x->getVarList()) {
        Variable v;
        if (reader_.fromClauseItem(e, v, diags_)) cl.vars.push_back(std::move(v));
      }
      c.clauses.push_back(std::move(cl));
    }
    addAccClauses(c, s->clauses(), reader_, diags_);
    noteMemberRoots(clauseItems(s->clauses()));
    if (loop) addLoopVariables(c, body);
    if (!body) {
      leaf(std::move(c));
      return true;
    }
    begin(std::move(c));
    bool ok = TraverseStmt(const_cast<Stmt *>(body));
    end(body);
    return ok;
  }

  bool insideTarget() const {
    for (const Construct &c : open_)
      if (c.dialect == Dialect::OpenMP && c.kind == ConstructKind::Compute) return true;
    return false;
  }

  bool handleOmp(OMPExecutableDirective *d) {
    Construct c;
    c.dialect = Dialect::OpenMP;
    c.directive = d->getDirectiveKind();
    c.kind = ompConstructKind(d->getDirectiveKind(), insideTarget(), c.name);
    c.loc = reader_.location(d->getBeginLoc());
    addOmpClauses(c, d->clauses(), reader_, diags_);
    std::vector<const Expr *> items;
    for (const OMPClause *cl : d->clauses())
      if (const auto *m = dyn_cast<OMPMapClause>(cl))
        for (const Expr *e : m->varlist()) items.push_back(e);
    noteMemberRoots(items);
    const Stmt *body = nullptr;
    if (!d->isStandaloneDirective() && d->hasAssociatedStmt())
      body = innermostCaptured(d->getAssociatedStmt());
    if (body && isa<OMPLoopBasedDirective>(d)) addLoopVariables(c, body);
    if (!body) {
      leaf(std::move(c));
      return true;
    }
    begin(std::move(c));
    bool ok = TraverseStmt(const_cast<Stmt *>(body));
    end(body);
    return ok;
  }

  // `#pragma acc routine seq` right before a function: an attribute on it.
  void addRoutineAttributes(FunctionDecl *f) {
    for (const auto *a : f->specific_attrs<OpenACCRoutineDeclAttr>()) {
      if (a->isInherited()) continue;
      Construct c =
          accConstruct(OpenACCDirectiveKind::Routine, pragmaStart(a->getRange().getBegin()));
      c.routineName = f->getName().str();
      addAccClauses(c, a->Clauses, reader_, diags_);
      leaf(std::move(c));
    }
  }

  // OpenMP keeps no node for `declare target`: each declaration it names
  // carries an attribute. One construct per directive, found by the '#'.
  void addDeclareTarget(NamedDecl *d) {
    if (sm_.isInSystemHeader(d->getLocation())) return;
    const auto *a = d->getAttr<OMPDeclareTargetDeclAttr>();
    if (!a || a->isInherited() || a->getRange().getBegin().isInvalid()) return;
    clang::SourceLocation hash = pragmaStart(a->getRange().getBegin());
    unsigned key = sm_.getFileOffset(hash);
    auto found = declareTargets_.find(key);
    if (found == declareTargets_.end()) {
      Construct c;
      c.dialect = Dialect::OpenMP;
      c.kind = ConstructKind::DeclareTarget;
      c.directive = llvm::omp::Directive::OMPD_declare_target;
      c.name = "declare target";
      c.loc = c.endLoc = reader_.location(hash);
      size_t unit = currentUnitForDeclaration();
      out_.units[unit].constructs.push_back(std::move(c));
      found = declareTargets_.insert({key, {unit, out_.units[unit].constructs.size() - 1}}).first;
    }
    Construct &c = out_.units[found->second.first].constructs[found->second.second];
    ClauseKind kind = a->getMapType() == OMPDeclareTargetDeclAttr::MT_Link ? ClauseKind::Link
                      : a->getMapType() == OMPDeclareTargetDeclAttr::MT_To ? ClauseKind::To
                                                                           : ClauseKind::Enter;
    Clause *cl = nullptr;
    for (Clause &existing : c.clauses)
      if (existing.kind == kind) cl = &existing;
    if (!cl) {
      c.clauses.emplace_back();
      cl = &c.clauses.back();
      cl->kind = kind;
      cl->name = kind == ClauseKind::Link ? "link" : kind == ClauseKind::To ? "to" : "enter";
      cl->loc = c.loc;
    }
    Variable v;
    if (const auto *var = dyn_cast<VarDecl>(d)) {
      v = reader_.fromDecl(var, a->getRange().getBegin());
      v.isDeclaredOnDevice = true;
    } else {
      v.text = v.designator = v.rootName = d->getName().str();
      v.isProcedure = true;
      v.loc = reader_.location(a->getRange().getBegin());
      if (c.routineName.empty()) c.routineName = v.designator;
    }
    cl->vars.push_back(std::move(v));
  }

  // A declaration at file scope files its directive at file scope even when
  // a function is being walked (a local `extern` is rare; keep it simple).
  size_t currentUnitForDeclaration() {
    return unitStack_.empty() ? currentUnit() : unitStack_.back();
  }
};

} // namespace

void buildCModel(ASTContext &context, TranslationUnitModel &out, Diagnostics &diags) {
  Builder(context, out, diags).run();
}

} // namespace acc2c
