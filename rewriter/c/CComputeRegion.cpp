// Compute regions outlined into static functions that receive the device
// addresses of their data (CRewriter.h says how each variable is seen).
#include "rewriter/c/CRewriterImpl.h"

#include "frontend/c/CLoopForm.h"
#include "rewriter/c/CStructReduction.h"

#include "frontend/c/CUseOrder.h"
#include "rewriter/common/Annotation.h"
#include "rewriter/common/LoopDirectives.h"
#include "rewriter/common/RegionBinding.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstring>
#include <functional>

namespace acc2c {
namespace c_rewriter {

static std::string regionPlace(const GraphConstruct &c);

const VarDecl *CRewriterImpl::lookupVar(const Stmt *body, const std::string &name) {
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
  DeclContext::lookup_result r = ctx_.getTranslationUnitDecl()->lookup(&ctx_.Idents.get(name));
  for (NamedDecl *nd : r)
    if (const auto *v = dyn_cast<VarDecl>(nd)) return v;
  return localNamed(name);
}

const VarDecl *CRewriterImpl::localNamed(const std::string &name) {
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

std::string CRewriterImpl::addressOf(const std::string &lvalue, QualType t) const {
  QualType data = ctx_.getBaseElementType(t);
  return cAddressOf(lvalue, data.getCVRQualifiers() != 0);
}

std::string CRewriterImpl::declaration(QualType t, const std::string &name) {
  PrintingPolicy policy = ctx_.getPrintingPolicy();
  policy.SuppressTagKeyword = false;
  std::string s;
  llvm::raw_string_ostream os(s);
  respelled(t).print(os, policy, name);
  return os.str();
}

// The tag declaration of an unnamed struct, union or enum type.
static const TagDecl *unnamedTag(QualType t) {
  const TagDecl *tag = t->getAsTagDecl();
  if (!tag || tag->getIdentifier() || tag->getTypedefNameForAnonDecl()) return nullptr;
  return tag;
}

QualType CRewriterImpl::respelled(QualType t) const {
  if (unnamedTypes_.empty() || t.isNull()) return t;
  Qualifiers q = t.getLocalQualifiers();
  if (const TagDecl *tag = unnamedTag(t); tag && unnamedTypes_.count(tag))
    return ctx_.getQualifiedType(unnamedTypes_.at(tag), q);
  if (const auto *p = dyn_cast<PointerType>(t.getTypePtr()))
    return ctx_.getQualifiedType(ctx_.getPointerType(respelled(p->getPointeeType())), q);
  if (const auto *a = dyn_cast<ConstantArrayType>(t.getTypePtr()))
    return ctx_.getQualifiedType(ctx_.getConstantArrayType(respelled(a->getElementType()),
                                                           a->getSize(), nullptr,
                                                           ArraySizeModifier::Normal, 0),
                                 q);
  if (const auto *a = dyn_cast<IncompleteArrayType>(t.getTypePtr()))
    return ctx_.getQualifiedType(
        ctx_.getIncompleteArrayType(respelled(a->getElementType()), ArraySizeModifier::Normal, 0),
        q);
  return t; // a typedef of a named type, a scalar, a variable-length array (sizedDeclaration)
}

void CRewriterImpl::nameUnnamedTypes(QualType t, std::string expr) {
  while (!t.isNull()) {
    if (const auto *p = t->getAs<PointerType>()) {
      expr = "(*" + expr + ")";
      t = p->getPointeeType();
    } else if (const ArrayType *a = t->getAsArrayTypeUnsafe()) {
      expr = "(" + expr + ")[0]";
      t = a->getElementType();
    } else {
      break;
    }
  }
  const TagDecl *tag = t.isNull() ? nullptr : unnamedTag(t);
  if (!tag || unnamedTypes_.count(tag)) return;
  std::string name = "acc2c_type_" + std::to_string(unnamedTypes_.size() + 1);
  unnamedTypes_[tag] =
      ctx_.getTypedefType(ElaboratedTypeKeyword::None, std::nullopt,
                          ctx_.buildImplicitTypedef(ctx_.getCanonicalTagType(tag), name));
  unnamedTypedefs_ += "typedef __typeof__(" + expr + ") " + name + ";\n";
}

std::vector<std::string> CRewriterImpl::vlaExtents(const VarDecl *d) {
  std::vector<std::string> extents;
  std::string object = "(" + d->getName().str() + ")";
  QualType t = d->getType();
  while (!t.isNull() && t->isVariablyModifiedType()) {
    if (const auto *p = t->getAs<PointerType>()) {
      object = "(*" + object + ")";
      t = p->getPointeeType();
      continue;
    }
    const ArrayType *a = t->getAsArrayTypeUnsafe();
    if (!a) break;
    if (isa<VariableArrayType>(a))
      extents.push_back("sizeof(" + object + ") / sizeof(" + object + "[0])");
    object += "[0]";
    t = a->getElementType();
  }
  return extents;
}

std::string CRewriterImpl::sizedDeclaration(QualType t, const std::string &name,
                                            const std::vector<std::string> &sizes) {
  std::string declarator = name;
  bool pointer = false; // a pointer declarator binds looser than []
  size_t next = 0;
  while (!t.isNull() && t->isVariablyModifiedType()) {
    if (const auto *p = t->getAs<PointerType>()) {
      declarator = "*" + declarator;
      pointer = true;
      t = p->getPointeeType();
      continue;
    }
    const ArrayType *a = t->getAsArrayTypeUnsafe();
    if (!a) break;
    if (pointer) declarator = "(" + declarator + ")";
    pointer = false;
    if (isa<VariableArrayType>(a))
      declarator += "[" + (next < sizes.size() ? sizes[next++] : std::string()) + "]";
    else if (const auto *c = dyn_cast<ConstantArrayType>(a))
      declarator += "[" + std::to_string(c->getSize().getZExtValue()) + "]";
    else
      declarator += "[]";
    t = a->getElementType();
  }
  if (pointer) declarator = "(" + declarator + ")";
  return declaration(t, declarator);
}

bool CRewriterImpl::typeVisible(QualType t) {
  // Down the sugared type, so that a local typedef of an array's elements
  // (`real out[4]`) is seen, not only its canonical `double`.
  while (true) {
    if (const auto *td = t->getAs<TypedefType>())
      if (td->getDecl()->getParentFunctionOrMethod()) return false;
    if (t->getAs<TypeOfExprType>()) return false; // typeof(local): names the function's variables
    QualType c = t.getCanonicalType();
    if (const TagDecl *tag = c->getAsTagDecl())
      if (tag->getParentFunctionOrMethod()) return false;
    if (const ArrayType *a = ctx_.getAsArrayType(t)) {
      t = a->getElementType();
      continue;
    }
    if (const auto *p = t->getAs<PointerType>()) {
      t = p->getPointeeType();
      continue;
    }
    return true;
  }
}

bool CRewriterImpl::namesVisibleBefore(const Stmt *body) {
  clang::SourceLocation fnBegin = sm_.getExpansionLoc(function_->getSourceRange().getBegin());
  clang::SourceLocation begin = sm_.getExpansionLoc(body->getBeginLoc());
  clang::SourceLocation end = bodyEnd(body);
  auto inBody = [&](clang::SourceLocation l) {
    l = sm_.getExpansionLoc(l);
    return !sm_.isBeforeInTranslationUnit(l, begin) && sm_.isBeforeInTranslationUnit(l, end);
  };
  // Macros: what each name in the body means there must be what it means
  // before the function (a #define or #undef inside the function changes
  // it), unless the body defines it itself.
  FileID file = sm_.getFileID(begin);
  llvm::StringRef buffer = sm_.getBufferData(file);
  Lexer lexer(sm_.getLocForStartOfFile(file), ctx_.getLangOpts(), buffer.begin(),
              buffer.begin() + sm_.getFileOffset(begin), buffer.end());
  Token tok;
  while (!lexer.LexFromRawLexer(tok) && sm_.isBeforeInTranslationUnit(tok.getLocation(), end)) {
    if (!tok.is(tok::raw_identifier)) continue;
    IdentifierInfo *id = pp_.getIdentifierInfo(tok.getRawIdentifier());
    if (!id || !id->hadMacroDefinition()) continue;
    const MacroInfo *here = pp_.getMacroDefinitionAtLoc(id, tok.getLocation()).getMacroInfo();
    const MacroInfo *there = pp_.getMacroDefinitionAtLoc(id, fnBegin).getMacroInfo();
    if (here != there && !(here && inBody(here->getDefinitionLoc()))) return false;
  }
  // Enumerators and types the body names that are declared in the function
  // before the region (the body's own declarations move with it).
  struct Locals : RecursiveASTVisitor<Locals> {
    std::function<bool(clang::SourceLocation)> inBody;
    bool visible = true;
    void check(const NamedDecl *d) {
      if (d->getParentFunctionOrMethod() && !inBody(d->getLocation())) visible = false;
    }
    bool VisitDeclRefExpr(DeclRefExpr *e) {
      if (const auto *k = dyn_cast<EnumConstantDecl>(e->getDecl())) check(k);
      return true;
    }
    bool VisitTypedefTypeLoc(TypedefTypeLoc t) {
      check(t.getTypePtr()->getDecl());
      return true;
    }
    bool VisitTagTypeLoc(TagTypeLoc t) {
      check(t.getDecl());
      return true;
    }
  } locals;
  locals.inBody = inBody;
  locals.TraverseStmt(const_cast<Stmt *>(body));
  return locals.visible;
}

void CRewriterImpl::collectReferences(const GraphConstruct &c, const Stmt *body,
                                      std::vector<const VarDecl *> &out, Region &r) {
  // Members a data clause of the construct or around it names (c.arr).
  std::set<std::string> named;
  for (std::optional<ConstructId> p = c.id; p; p = g_.construct(*p).parent)
    for (OpId id : g_.opsOf(*p)) {
      const DataOp &o = g_.op(id);
      if (o.role() == OpRole::Entry && o.kind != DataOpKind::Private &&
          o.kind != DataOpKind::Firstprivate && o.kind != DataOpKind::Reduction &&
          o.var.designator.find_first_of(".[") != std::string::npos)
        named.insert(o.var.designator);
    }
  struct Collector : RecursiveASTVisitor<Collector> {
    CRewriterImpl *self;
    const std::set<std::string> *named;
    std::set<const VarDecl *> inside, seen, whole;
    std::set<const DeclRefExpr *> covered;
    std::vector<std::pair<std::string, const MemberExpr *>> members;
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
    bool VisitVarDecl(VarDecl *v) {
      inside.insert(v);
      return true;
    }
    // Before the variable it is a member of (pre-order).
    bool VisitMemberExpr(MemberExpr *m) {
      std::string text = self->sourceText(m);
      if (!named->count(text)) return true;
      if (const DeclRefExpr *root = memberChainRoot(m)) {
        covered.insert(root);
        members.push_back({text, m});
      }
      return true;
    }
    bool VisitDeclRefExpr(DeclRefExpr *e) {
      if (const auto *v = dyn_cast<VarDecl>(e->getDecl()))
        if (!v->isImplicit() && !inside.count(v)) {
          if (!covered.count(e)) whole.insert(v);
          if (seen.insert(v).second) out->push_back(v);
        }
      return true;
    }
  } collector;
  collector.self = this;
  collector.named = &named;
  collector.out = &out;
  collector.TraverseStmt(const_cast<Stmt *>(body));
  // A variable the body reaches only through named members is not one of
  // the region's variables: each member is (its own device copy).
  std::vector<const VarDecl *> kept;
  for (const VarDecl *v : out)
    if (!collector.inside.count(v) && collector.whole.count(v)) kept.push_back(v);
  out = kept;
  for (const auto &[designator, m] : collector.members) {
    const auto *root = cast<VarDecl>(memberChainRoot(m)->getDecl());
    if (collector.whole.count(root) || r.memberIndex.count(designator)) continue;
    r.memberIndex[designator] = r.members.size();
    r.members.push_back({designator, m->getType(), m->getExprLoc()});
  }
}

std::optional<Extent> CRewriterImpl::pointerSection(const GraphConstruct &c,
                                                    const std::string &name, bool &pointee,
                                                    const Region &r) {
  for (std::optional<ConstructId> p = c.id; p; p = g_.construct(*p).parent)
    for (OpId id : g_.opsOf(*p)) {
      const DataOp &o = g_.op(id);
      if (o.var.designator == name && o.var.storage == Storage::CPointerVariable &&
          o.role() == OpRole::Entry) {
        pointee = true;
        if (o.kind == DataOpKind::NoCreate || o.kind == DataOpKind::Deviceptr) continue;
        if (auto f = r.fixed.find(id); f != r.fixed.end())
          return Extent{f->second.address, f->second.bytes};
        Diagnostics ignored;
        return cExtentOf(o.var, ignored);
      }
    }
  return std::nullopt;
}

namespace {
// One walk of a body: the variables it assigns, and the pointer variables it
// dereferences (*p, p[i], p->m, *(p + k)).
void noteUses(const Stmt *body, std::set<const VarDecl *> &assigned,
              std::set<const VarDecl *> &dereferenced) {
  struct Uses : RecursiveASTVisitor<Uses> {
    std::set<const VarDecl *> *assigned, *dereferenced;
    static const VarDecl *variable(const Expr *e) {
      if (const auto *r = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts()))
        return dyn_cast<VarDecl>(r->getDecl());
      return nullptr;
    }
    void noteAssigned(const Expr *e) {
      if (const VarDecl *v = variable(e)) assigned->insert(v);
    }
    void noteDereferenced(const Expr *e) {
      e = e->IgnoreParenImpCasts();
      while (const auto *b = dyn_cast<BinaryOperator>(e)) {
        if (!b->isAdditiveOp()) return;
        e = (b->getLHS()->getType()->isPointerType() ? b->getLHS() : b->getRHS())
                ->IgnoreParenImpCasts();
      }
      if (const VarDecl *v = variable(e)) dereferenced->insert(v);
    }
    bool VisitBinaryOperator(BinaryOperator *b) {
      if (b->isAssignmentOp()) noteAssigned(b->getLHS());
      return true;
    }
    bool VisitUnaryOperator(UnaryOperator *u) {
      if (u->isIncrementDecrementOp()) noteAssigned(u->getSubExpr());
      if (u->getOpcode() == UO_Deref) noteDereferenced(u->getSubExpr());
      return true;
    }
    bool VisitArraySubscriptExpr(ArraySubscriptExpr *a) {
      noteDereferenced(a->getBase());
      return true;
    }
    bool VisitMemberExpr(MemberExpr *m) {
      if (m->isArrow()) noteDereferenced(m->getBase());
      return true;
    }
  } uses;
  uses.assigned = &assigned;
  uses.dereferenced = &dereferenced;
  uses.TraverseStmt(const_cast<Stmt *>(body));
}
} // namespace

std::optional<Extent> CRewriterImpl::arraySection(const GraphConstruct &c, const std::string &name,
                                                  const Region &r) {
  for (std::optional<ConstructId> p = c.id; p; p = g_.construct(*p).parent)
    for (OpId id : g_.opsOf(*p)) {
      const DataOp &o = g_.op(id);
      if (o.role() == OpRole::Entry && o.var.designator == name && !o.var.subscripts.empty() &&
          o.kind != DataOpKind::Private && o.kind != DataOpKind::Firstprivate &&
          o.kind != DataOpKind::Reduction) {
        if (auto f = r.fixed.find(id); f != r.fixed.end())
          return Extent{f->second.address, f->second.bytes};
        Diagnostics ignored; // the op's own call reports
        return cExtentOf(o.var, ignored);
      }
    }
  return std::nullopt;
}

// A loop region becomes one teams kernel unless its threads reduce an
// array (a section's reduction stays in one team) or its loop has clauses
// OpenMP allows on a worksharing loop only (linear, ordered).
static bool teamsKernelFits(const DataOpGraph &g, const GraphConstruct &c, const Region &r) {
  for (OpId id : g.opsOf(c.id))
    if (g.op(id).kind == DataOpKind::Reduction && !g.op(id).var.subscripts.empty()) return false;
  for (const Clause &cl : c.controlClauses)
    if (cl.id == llvm::omp::Clause::OMPC_linear || cl.id == llvm::omp::Clause::OMPC_ordered)
      return false;
  for (const auto &[decl, rv] : r.vars)
    if (rv.binding == CBinding::Elements) return false;
  return true;
}

// Whether the loop or its compute construct reduces a _Bool: gcc 12's simd
// lowering of a _Bool reduction updated by a compound assignment (`t += x`)
// crashes at run time (OpenACCV-V's
// parallel_loop_reduction_add_general_type_check_pt1.c), so such a kernel
// goes without simd.
static bool reducesBool(const DataOpGraph &g, const GraphConstruct &loop,
                        const GraphConstruct &compute, const Region &r) {
  for (ConstructId id : {loop.id, compute.id})
    for (OpId op : g.opsOf(id))
      if (g.op(op).kind == DataOpKind::Reduction)
        for (const auto &[decl, rv] : r.vars)
          if (decl->getName() == g.op(op).var.designator && decl->getType()->isBooleanType())
            return true;
  return false;
}

std::vector<LaunchValue> CRewriterImpl::launchValuesIn(const Region &r, const GraphConstruct &c,
                                                       LoopRunner runner) const {
  for (const auto &[decl, rv] : r.vars)
    for (const char *clause : {"num_teams", "num_threads", "thread_limit", "parallel_if"})
      if (decl->getName() == clause) return launchValues(c, runner, "acc2c_2_");
  return launchValues(c, runner);
}

std::string CRewriterImpl::teamsKernelPragma(const GraphConstruct &loop,
                                             const GraphConstruct &compute, const Region &r) {
  return ompParallelFor(loop, compute,
                        teamsLoopTakesSimd(g_, loop) && !reducesBool(g_, loop, compute, r)
                            ? "omp target teams distribute parallel for simd"
                            : "omp target teams distribute parallel for",
                        kernelClauses(r, regionPlace(compute)) +
                            launchClauses(launchValuesIn(r, compute, LoopRunner::DeviceKernel)),
                        LoopRunner::DeviceKernel);
}

// Whether a reduction of `loop` or of its compute construct reduces an
// array, a section or an element: gcc 12's OpenACC reduces scalars only.
static bool reducesArray(const DataOpGraph &g, const GraphConstruct &loop,
                         const GraphConstruct &compute, const Region &r) {
  for (ConstructId id : {loop.id, compute.id})
    for (OpId op : g.opsOf(id)) {
      const DataOp &o = g.op(op);
      if (o.kind != DataOpKind::Reduction) continue;
      if (!o.var.subscripts.empty()) return true;
      for (const auto &[decl, rv] : r.vars)
        if (decl->getName() == o.var.designator && decl->getType()->isArrayType()) return true;
    }
  return false;
}

std::string CRewriterImpl::openaccLoop(const GraphConstruct &loop, const GraphConstruct &compute,
                                       const Region &r, const Stmt *body, std::string &saves) {
  // gcc 12's OpenACC loops compare their variable by <, <=, > or >= only
  // (OpenMP 5's `!=` is not among them).
  std::string collapse = collapseOf(loop, LoopRunner::DeviceKernel);
  const ForStmt *f = nestedFor(body);
  for (int level = collapse.empty() ? 1 : std::stoi(collapse); f && level > 0;
       --level, f = nestedFor(f->getBody())) {
    const auto *cond = dyn_cast_or_null<BinaryOperator>(
        f->getCond() ? f->getCond()->IgnoreParenImpCasts() : nullptr);
    if (!cond || !cond->isRelationalOp())
      notInOpenACCKernels("a loop whose condition is not a comparison by <, <=, > or >=");
  }
  if (!ompWorksharingClauses(loop).empty())
    notInOpenACCKernels("an OpenMP loop's schedule, order, lastprivate or linear clause");
  // gcc 12's OpenACC reduces scalars only: a loop reducing an array runs
  // sequentially in one gang, updating the data itself.
  const bool sequential = reducesArray(g_, loop, compute, r);
  std::set<ConstructId> constructs{loop.id, compute.id};
  for (ConstructId id : constructs)
    for (OpId op : g_.opsOf(id)) {
      const DataOp &o = g_.op(op);
      if (o.kind != DataOpKind::Reduction) continue;
      bool array = !o.var.subscripts.empty();
      for (const auto &[decl, rv] : r.vars)
        array |= decl->getName() == o.var.designator && decl->getType()->isArrayType();
      if (array) diags_.warning(o.loc, sequentialReductionWarning(o.var));
    }
  // A firstprivate copy of the compute construct's is the gang's, which the
  // kernel's threads share; the host's threads each have their own. One
  // the loop assigns is the threads' own in the kernel too (openaccLoop in
  // CRewriterImpl.h). (The loop's private and reduction variables, and loop
  // variables declared outside the region, are the threads' own already.)
  std::set<std::string> own(r.privates.begin(), r.privates.end());
  for (OpId op : g_.opsOf(loop.id))
    if (g_.op(op).kind == DataOpKind::Private || g_.op(op).kind == DataOpKind::Reduction)
      own.insert(g_.op(op).var.designator);
  std::set<const VarDecl *> assigned, dereferenced;
  noteUses(body, assigned, dereferenced);
  std::set<const VarDecl *> threadCopies;
  for (ConstructId id : {loop.id, compute.id})
    for (OpId op : g_.opsOf(id))
      if (g_.op(op).kind == DataOpKind::Firstprivate && !own.count(g_.op(op).var.designator))
        for (const VarDecl *d : assigned)
          if (d->getName() == g_.op(op).var.designator) threadCopies.insert(d);
  std::string copies, inits;
  if (!threadCopies.empty()) {
    // Each iteration of the collapsed nest starts from the gang's copy.
    const ForStmt *innermost = nestedFor(body);
    for (int level = collapse.empty() ? 1 : std::stoi(collapse); innermost && level > 1; --level)
      innermost = nestedFor(innermost->getBody());
    const auto *block = innermost ? dyn_cast<CompoundStmt>(innermost->getBody()) : nullptr;
    for (const VarDecl *d : threadCopies) {
      std::string name = d->getName().str();
      if (!d->getType()->isScalarType() || !block) {
        notInOpenACCKernels("a firstprivate variable ('" + name +
                            "') that the loop assigns, not a scalar or in a loop body that is "
                            "not a block");
        continue;
      }
      copies += (copies.empty() ? "" : ", ") + name;
      saves += "const " + declaration(d->getType().getUnqualifiedType(), "acc2c_fp_" + name) +
               " = " + name + ";\n";
      inits += name + " = acc2c_fp_" + name + ";\n";
    }
    if (block && !inits.empty()) {
      clang::SourceLocation open = sm_.getExpansionLoc(block->getLBracLoc());
      clang::SourceLocation next = open.getLocWithOffset(1);
      rw_.InsertTextAfter(next, "\n#ifdef ACC2C_DEVICE_KERNELS\n" + inits + "#endif\n" +
                                    lineAt(open) +
                                    std::string(sm_.getPresumedColumnNumber(next) - 1, ' '));
    }
  }
  // OpenMP's words for what OpenACC also has: private, firstprivate (a
  // compute construct's), collapse (all the kernel's loops), reduction with
  // the same operators.
  std::string head = sequential
                         ? (r.teamsKernel ? "acc parallel loop seq num_gangs(1)" : "acc loop seq")
                     : r.teamsKernel ? "acc parallel loop gang vector"
                                     : "acc loop worker vector";
  if (!copies.empty()) head += " private(" + copies + ")";
  std::string directive = ompParallelFor(
      loop, compute, head, r.teamsKernel ? kernelClauses(r, regionPlace(compute)) : "",
      LoopRunner::DeviceKernel, sequential);
  // (A struct's reduction is a declare reduction, which ompParallelFor makes.)
  if (!r.declareReductions.empty()) notInOpenACCKernels("a reduction of a struct");
  return directive;
}

void CRewriterImpl::compute(clang::SourceLocation loc, const GraphConstruct &c, const Stmt *body) {
  if (!function_) {
    error(loc, "a compute construct outside a function");
    return;
  }
  std::vector<OpId> entries, exits;
  splitOps(c.id, entries, exits);
  Region r;
  r.id = c.id;
  r.nested = !namesVisibleBefore(body);
  r.fixed = calls_.keepAtEntry(entries, exits, r.fixedDeclare, r.fixedSet);
  noteUses(body, r.assigned, r.dereferenced);
  // A pointer the body sets before any other use dereferences only the
  // value it sets there, not the one it enters with.
  for (const VarDecl *d : writtenFirstIn(body)) r.dereferenced.erase(d);
  if (!bindVariables(c, entries, body, r))
    return; // reported; the traversal goes on to the next construct
  // Unnamed types of the variables get names, declared just before the
  // region function (in the block of a nested one, where the type is seen).
  unnamedTypes_.clear();
  unnamedTypedefs_.clear();
  for (const VarDecl *d : r.order) nameUnnamedTypes(d->getType(), d->getName().str());
  for (const MemberView &m : r.members) nameUnnamedTypes(m.type, m.designator);

  // Nested loops and atomics, and the references to views, are edited
  // in place before the body moves.
  Region *saved = region_;
  region_ = &r;
  for (const auto &[decl, rv] : r.vars)
    if (rv.binding == CBinding::PrivateSection && openaccKernels_)
      notInOpenACCKernels("a private or firstprivate section of '" + decl->getName().str() +
                          "' (an array of a size known at run time: gcc's nvptx code has no "
                          "alloca)");
  bool combined = isLoopAssociated(c.directive);
  std::string headPragma;
  // A region whose body is one loop construct is, as a device kernel, the
  // combined construct: the loop's own directive becomes the kernel's.
  if (const GraphConstruct *loop = teamsLoopOf(g_, c); deviceKernels_ && loop && loop != &c) {
    r.teamsKernel = teamsKernelFits(g_, c, r) && teamsKernelFits(g_, *loop, r);
    if (r.teamsKernel) r.kernelLoop = loop->id;
  }
  if (combined && isMarkedParallel(c, c)) {
    // A region of one loop whose threads reduce no array: one kernel of
    // teams and threads (an array section's reduction stays in one team).
    r.teamsKernel = deviceKernels_ && teamsKernelFits(g_, c, r);
    if (openaccKernels_) {
      std::string saves, acc = openaccLoop(c, c, r, body, saves);
      headPragma = kernelsOrHost(acc, saves, ompParallelFor(c, c));
    } else {
      std::string omp = r.teamsKernel ? teamsKernelPragma(c, c, r) : ompParallelFor(c, c), before,
                  after;
      shieldFromMacros(omp, before, after);
      headPragma = before + "#pragma " + omp;
      if (!after.empty()) headPragma += "\n" + after.substr(0, after.size() - 1);
    }
    r.threadsLoop = &c;
  }
  if (openaccKernels_ && r.nested) {
    // A nested region function, whose body names the function's own types,
    // cannot be an external kernel.
    error(loc, "with OpenACC device kernels (--device-kernels=openacc), acc2c makes device "
               "kernels only of compute constructs whose bodies name no type declared in "
               "their function, so far; this '" +
                   c.name +
                   "' construct's does (docs/gpu.md, \"OpenACC kernels\"); without the option "
                   "it becomes an OpenMP target construct");
    region_ = saved;
    return;
  }
  TraverseStmt(const_cast<Stmt *>(body));
  region_ = saved;
  if (combined && isMarkedParallel(c, c) && !r.teamsKernel)
    if (std::string tiles = tiledNest(c, body); !tiles.empty()) headPragma += "\n" + tiles;

  std::string fn = "acc2c_region_" + std::to_string(c.loc.line);
  if (!regionNames_.insert(fn).second) // two regions on one line (_Pragma)
    fn += "_" + std::to_string(c.loc.column);
  std::vector<std::string> args;
  std::string nested = regionFunction(loc, c, entries, body, r, headPragma, fn, args);
  regionCall(loc, c, entries, exits, body, r, fn, args, nested);
  unnamedTypes_.clear(); // their typedefs are the region's block's
}

bool CRewriterImpl::addressTaken(const VarDecl *d) {
  if (!function_ || !function_->getBody()) return false;
  struct Finder : RecursiveASTVisitor<Finder> {
    const VarDecl *d;
    bool found = false;
    bool VisitUnaryOperator(UnaryOperator *u) {
      if (u->getOpcode() == UO_AddrOf)
        if (const auto *r = dyn_cast<DeclRefExpr>(u->getSubExpr()->IgnoreParenImpCasts()))
          found |= r->getDecl() == d;
      return !found;
    }
  } f;
  f.d = d;
  f.TraverseStmt(function_->getBody());
  return f.found;
}

bool CRewriterImpl::bindVariables(const GraphConstruct &c, const std::vector<OpId> &entries,
                                  const Stmt *body, Region &r) {
  bool ok = true;
  std::set<std::string> privateNames;
  for (const Variable &v : c.loopVariables) privateNames.insert(v.designator);
  for (const Variable &v : c.doVariables) privateNames.insert(v.designator);
  // Private and firstprivate sections of a pointer's data, of the construct
  // and of its loops (CBinding::PrivateSection). A section of an array
  // privatises the whole array, a superset.
  std::map<std::string, const DataOp *> privateSections;
  for (const GraphConstruct &k : g_.constructs()) {
    bool inside = k.id == c.id;
    for (auto p = k.parent; p && !inside; p = g_.construct(*p).parent) inside = *p == c.id;
    if (!inside) continue;
    for (OpId id : g_.opsOf(k.id)) {
      const DataOp &o = g_.op(id);
      if ((o.kind != DataOpKind::Private && o.kind != DataOpKind::Firstprivate) ||
          o.var.subscripts.empty() || o.var.storage != Storage::CPointerVariable)
        continue;
      bool mapped = false;
      for (OpId e : entries)
        mapped |= g_.op(e).var.rootName == o.var.rootName && g_.op(e).kind != o.kind &&
                  !g_.op(e).implicit(); // the body's uses are all the section's
      if (mapped || privateSections.count(o.var.designator)) {
        diags_.error(o.loc, std::string(userSpelling(o.clause)) + "(" + o.var.text + "): '" +
                                o.var.designator +
                                "' is also named in another clause of the compute region at "
                                "line " +
                                std::to_string(c.loc.line) +
                                ": a private section must be its only use there");
        ok = false;
        continue;
      }
      privateSections[o.var.designator] = &o;
    }
  }
  for (OpId id : entries) {
    const DataOp &o = g_.op(id);
    if (o.kind == DataOpKind::Private && !privateSections.count(o.var.designator))
      privateNames.insert(o.var.designator);
  }
  // A loop variable an OpenMP loop's lastprivate or linear lists has a value
  // after the loop: it is the region's variable, not a private one.
  std::set<std::string> lastValue = lastValueVariablesIn(g_, c.id);
  for (const std::string &name : lastValue) privateNames.erase(name);
  // Reduction variables of the construct and its loops: the threads reduce
  // a local, whatever else reaches the variable (its value in the region is
  // the reduction's own until the region ends, 2.5.15).
  std::set<std::string> reduced;
  for (const GraphConstruct &k : g_.constructs()) {
    bool inside = k.id == c.id;
    for (auto p = k.parent; p && !inside; p = g_.construct(*p).parent) inside = *p == c.id;
    if (inside)
      for (OpId id : g_.opsOf(k.id))
        if (g_.op(id).kind == DataOpKind::Reduction) reduced.insert(g_.op(id).var.designator);
  }
  std::vector<const VarDecl *> refs;
  collectReferences(c, body, refs, r);
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
    if (model)
      rv.var = *model;
    else {
      rv.var.text = rv.var.designator = rv.var.rootName = name;
    }
    if (!typeVisible(d->getType())) r.nested = true;
    // An array of unknown size (extern double g[];) has no sizeof: the body
    // sees it through a pointer to its first element, translated like a
    // pointer variable's (its data must be mapped by a section).
    bool unsized = d->getType()->isIncompleteArrayType();
    bool isPointer = d->getType()->isPointerType() || unsized;
    if (auto ps = privateSections.find(name); ps != privateSections.end() && isPointer) {
      const Variable &v = ps->second->var;
      std::optional<Extent> e = cExtentOf(v, diags_);
      const Subscript &outer = v.subscripts.back(); // model: dimension 1 first
      if (!e || !outer.lower || !outer.upper) {
        ok = false;
        continue;
      }
      rv.binding = CBinding::PrivateSection;
      rv.section = e->address;
      rv.sectionBytes = e->bytes;
      rv.sectionFirst = outer.lower->str();
      rv.sectionCount = (*outer.upper - *outer.lower + 1).str();
      rv.sectionInitialised = ps->second->kind == DataOpKind::Firstprivate;
      r.vars[d] = rv;
      order.push_back(d);
      continue;
    }
    std::optional<BindingKind> kind;
    if (privateNames.count(name))
      kind = BindingKind::Private;
    else if (model)
      kind = regionBindingOf(g_, c, entries, *model);
    if (!kind) {
      // deviceptr data: the pointer already holds a device address.
      rv.binding = CBinding::Value;
    } else if (isPointer && *kind != BindingKind::Private) {
      bool pointee = false;
      // A pointer in no clause (kernels: an implicit copy of the pointer,
      // 2.6.2) that the body dereferences is a pointer to data, as in a
      // parallel construct: its value translated into the device copy.
      bool implicit = false;
      for (OpId id : entries)
        if (g_.op(id).var.designator == name && g_.op(id).implicit()) implicit = true;
      if (std::optional<Extent> s = pointerSection(c, name, pointee, r)) {
        rv.binding = CBinding::Pointer;
        rv.section = s->address;
        rv.sectionBytes = s->bytes;
      } else if (pointee || unsized || *kind == BindingKind::Firstprivate ||
                 (implicit && r.dereferenced.count(d))) {
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
      case BindingKind::ReadValue:
        // As a Scalar, when something else may reach the variable.
        rv.binding =
            d->hasGlobalStorage() || addressTaken(d) ? CBinding::View : CBinding::ReadValue;
        break;
      case BindingKind::Scalar:
        // A local copy is invisible only if nothing else reaches the
        // variable: a global (routines read its device copy) or one whose
        // address the function takes (*px = 5) is used in place, unless a
        // reduction owns it.
        rv.binding = (d->hasGlobalStorage() || addressTaken(d)) && !reduced.count(name)
                         ? CBinding::View
                         : CBinding::Scalar;
        break;
      case BindingKind::View:
        rv.binding = reduced.count(name) && (isa<ConstantArrayType>(d->getType()) ||
                                             isOneDimensionalVla(d->getType()))
                         ? CBinding::Elements
                         : CBinding::View;
        // A struct the threads reduce: the region's own copy, like a scalar.
        if (reduced.count(name) && d->getType()->isStructureType() && reducedMembers(d->getType()))
          rv.binding = CBinding::Scalar;
        if (d->getType()->isArrayType())
          if (std::optional<Extent> e = arraySection(c, name, r)) {
            rv.section = e->address;
            rv.sectionBytes = e->bytes;
          }
        // An array or struct a loop's lastprivate or linear clause lists:
        // the region's own copy, loaded and stored back like a scalar's,
        // as the threads' last value must land in a variable (a pointer
        // to the device copy would be privatised, uninitialised).
        if (lastValue.count(name) && !reduced.count(name) &&
            (isa<ConstantArrayType>(d->getType()) || d->getType()->isRecordType()))
          rv.binding = CBinding::Scalar;
        break;
      }
    }
    if (rv.binding == CBinding::Private && (c.loopVariables.size() || c.doVariables.size())) {
      for (const Variable &v : c.doVariables)
        if (v.designator == name) r.privates.push_back(name);
      for (const Variable &v : c.loopVariables)
        if (v.designator == name) r.privates.push_back(name);
    }
    if (d->getStorageClass() == SC_Register && rv.binding != CBinding::Value &&
        rv.binding != CBinding::Private) {
      error(d->getLocation(), "'" + name +
                                  "' is a register variable: the compute region at "
                                  "line " +
                                  std::to_string(c.loc.line) +
                                  " maps it, which needs its address (drop 'register')");
      ok = false;
      continue;
    }
    r.vars[d] = rv;
    order.push_back(d);
  }
  if (!ok) return false;
  r.order = order;
  return true;
}

// Whether an if, device or self clause decides at run time where the region
// runs; otherwise it runs on the device, and the code says so with
// ACC2C_REGION_DEVICE instead of a variable.
static bool placeDecidedAtRunTime(const GraphConstruct &c) {
  Control control = readControl(c);
  if (!control.ifClause.empty() || !control.device.empty()) return true;
  for (const Clause &cl : c.controlClauses)
    if (cl.id == llvm::acc::Clause::ACCC_self) return true;
  return false;
}

// The region function's value for "the region runs on the device".
static std::string regionPlace(const GraphConstruct &c) {
  return placeDecidedAtRunTime(c) ? "acc2c_on_device" : "ACC2C_REGION_DEVICE";
}

std::string CRewriterImpl::kernelClauses(const Region &r, const std::string &where) {
  std::vector<std::string> devicePointers, mapped, firstprivate, privates;
  for (const VarDecl *d : r.order) {
    const RegionVar &rv = r.vars.at(d);
    std::string name = d->getName().str();
    switch (rv.binding) {
    case CBinding::Private: break; // the kernel's own, or (teams) the loop's threads'
    case CBinding::Value:
      if (d->getType()->isPointerType()) devicePointers.push_back(name); // deviceptr data
      break;
    case CBinding::ReadValue: break; // a value: the kernel's own
    case CBinding::Copy: firstprivate.push_back(name); break;
    case CBinding::Scalar:
      // teams: the host's copy, reduced by the teams and stored back after.
      (r.teamsKernel ? mapped : devicePointers).push_back(r.teamsKernel ? name : "acc2c_" + name);
      break;
    case CBinding::View:
    case CBinding::Elements:
    case CBinding::Pointer: devicePointers.push_back(name); break;
    case CBinding::PrivateSection:
      // The host's array, made in the region function: the kernel's threads
      // get their own (the loop's clauses), its teams a copy of it.
      (rv.sectionInitialised || r.teamsKernel ? firstprivate : privates)
          .push_back(privateSectionArray(name));
      break;
    }
  }
  for (const MemberView &m : r.members) devicePointers.push_back(m.param());
  auto list = [](const std::vector<std::string> &names) {
    std::string out;
    for (const std::string &n : names) out += (out.empty() ? "" : ", ") + n;
    return out;
  };
  std::string clauses;
  if (openaccKernels_) { // an OpenACC compute construct's (openaccLoop, regionFunction)
    if (!devicePointers.empty()) clauses += " deviceptr(" + list(devicePointers) + ")";
    if (!mapped.empty()) clauses += " copy(" + list(mapped) + ")";
    if (!firstprivate.empty() && !r.teamsKernel)
      clauses += " firstprivate(" + list(firstprivate) + ")";
    if (!privates.empty() && !r.teamsKernel) clauses += " private(" + list(privates) + ")";
    return clauses;
  }
  if (!devicePointers.empty()) clauses += " is_device_ptr(" + list(devicePointers) + ")";
  if (!mapped.empty()) clauses += " map(tofrom: " + list(mapped) + ")";
  if (!firstprivate.empty() && !r.teamsKernel)
    clauses += " firstprivate(" + list(firstprivate) + ")";
  if (!privates.empty() && !r.teamsKernel) clauses += " private(" + list(privates) + ")";
  return clauses + " if(target: acc2c_kernel_on_gpu(" + where + "))";
}

// The device address of an array found through its mapped section: the
// array's base lies as far before the section's device copy as it does on
// the host.
std::string CRewriterImpl::sectionBase(const std::string &name, const RegionVar &rv,
                                       const std::string &onDevice, const std::string &src) {
  return "(void *)((char *)acc2c_region_data(" + rv.section + ", " + rv.sectionBytes + ", " +
         onDevice + ", " + src + ") - ((const char *)" + rv.section + " - (const char *)&(" + name +
         ")))";
}

std::string CRewriterImpl::regionFunction(clang::SourceLocation loc, const GraphConstruct &c,
                                          const std::vector<OpId> &entries, const Stmt *body,
                                          const Region &r, const std::string &headPragma,
                                          const std::string &fn, std::vector<std::string> &args) {
  std::vector<std::string> params, paramNames;
  auto addParam = [&](const std::string &declaration, const std::string &name) {
    params.push_back(declaration);
    paramNames.push_back(name);
  };
  bool decided = placeDecidedAtRunTime(c);
  std::string where = regionPlace(c);
  // Device kernels: what the host does before and after the target
  // construct (a teams kernel's scalars cross here, through the shim).
  const bool kernel = deviceKernels_;
  CodeLines hostPrologue, hostEpilogue;
  // A variable-length array type is spelled with its extents, computed
  // where the region starts (the host's array keeps the sizes its
  // declaration gave it, C11 6.7.6.2), as parameters before it: whatever
  // its size expressions named (`n`, perhaps a device copy now) stays out.
  CodeLines prologue, epilogue;
  // A firstprivate copy the body assigns but never reads is set but not
  // used (-Wextra): those get a `(void)name;`.
  std::string unused;
  for (const VarDecl *d : r.order) {
    const RegionVar &rv = r.vars.at(d);
    std::string name = d->getName().str();
    QualType t = d->getType();
    QualType local = t.getUnqualifiedType();
    // In a kernel, what reads the host's memory, and a teams kernel's
    // locals, are the host's.
    const bool hostSide =
        r.teamsKernel ||
        (kernel && (rv.binding == CBinding::Copy || rv.binding == CBinding::PrivateSection));
    CodeLines &locals = hostSide ? hostPrologue : prologue;
    std::vector<std::string> sizes;
    if (t->isVariablyModifiedType()) {
      std::vector<std::string> extents = vlaExtents(d);
      for (size_t k = 0; k < extents.size(); ++k) {
        sizes.push_back(vlaSizeParameter(name, int(k) + 1));
        addParam("__SIZE_TYPE__ " + sizes.back(), sizes.back());
        args.push_back(extents[k]);
      }
    }
    auto declaration = [&](QualType type, const std::string &n) {
      return sizedDeclaration(type, n, sizes);
    };
    // The parameter for a value of type `type`.
    auto param = [&](QualType type) { addParam(declaration(type, name), name); };
    std::string src = sources_.ref(rv.var.text.empty() ? name : rv.var.text,
                                   rv.var.loc.line ? rv.var.loc : c.loc);
    // no_create data that is absent: the body uses the host's (2.7.10).
    std::string onDevice = where;
    for (OpId id : entries)
      if (g_.op(id).kind == DataOpKind::NoCreate && g_.op(id).var.rootName == name)
        onDevice =
            decided ? "(acc2c_on_device ? ACC2C_REGION_IF_PRESENT : 0)" : "ACC2C_REGION_IF_PRESENT";
    std::string address = "acc2c_region_data(" + addressOf(name, t) + ", sizeof(" + name + "), " +
                          onDevice + ", " + src + ")";
    switch (rv.binding) {
    case CBinding::Private: // only named by the private clauses of the loops, maybe
      locals.add(declaration(local, name) + "; (void)" + name + ";");
      break;
    case CBinding::Value:
      param(t);
      args.push_back(name);
      if (r.assigned.count(d)) unused += "(void)" + name + "; ";
      break;
    case CBinding::ReadValue:
      param(t);
      args.push_back(readValueLocal(name));
      break;
    case CBinding::Copy:
      addParam("const void *acc2c_fp_" + name, "acc2c_fp_" + name);
      args.push_back("(const void *)&(" + name + ")");
      locals.add(declaration(local, name) + ";");
      locals.add("__builtin_memcpy(&" + name + ", acc2c_fp_" + name + ", sizeof(" + name + "));");
      break;
    case CBinding::Scalar: {
      // The region's own copy, loaded from the device copy and stored back;
      // a reduction of the construct that is not idempotent starts from its
      // identity and is combined with the device copy at the end.
      addParam(declaration(ctx_.getPointerType(local), "acc2c_" + name), "acc2c_" + name);
      args.push_back(rv.section.empty() ? address : sectionBase(name, rv, onDevice, src));
      std::optional<ReductionOperator> op = computeReductionOf(g_, c, name);
      std::optional<ReductionStart> start = op ? reductionStart(*op) : std::nullopt;
      // The device copy: itself, or (teams kernel) the host's image of it.
      std::string device = "*acc2c_" + name;
      CodeLines &after = r.teamsKernel ? hostEpilogue : epilogue;
      if (r.teamsKernel) {
        device = "acc2c_dv_" + name;
        locals.add(declaration(local, device) + ";");
        locals.add("acc2c_kernel_load(&" + device + ", acc2c_" + name + ", sizeof(" + device +
                   "));");
      }
      if (auto members = op ? reducedMembers(t) : std::nullopt; members && start) {
        // A struct: from its identity, combined member by member.
        locals.add(declaration(local, name) + " = " + *structIdentity(*members, *op) + ";");
        after.add(combineMembers(r.teamsKernel ? device : "(" + device + ")", name, *members, *op) +
                  ";");
      } else if (!start && local->isArrayType()) {
        locals.add(declaration(local, name) + ";");
        locals.add("__builtin_memcpy(" + name + ", " + device + ", sizeof(" + name + "));");
        after.add("__builtin_memcpy(" + device + ", " + name + ", sizeof(" + name + "));");
      } else if (!start) {
        locals.add(declaration(local, name) + " = " + device + ";");
        after.add(device + " = " + name + ";");
      } else {
        locals.add(declaration(local, name) + " = " + (*start == ReductionStart::One ? "1" : "0") +
                   ";");
        after.add(device + " = " + device + " " + reductionOperatorSpelling(*op, false) + " " +
                  name + ";");
      }
      if (r.teamsKernel)
        after.add("acc2c_kernel_store(acc2c_" + name + ", &" + device + ", sizeof(" + device +
                  "));");
      break;
    }
    case CBinding::Elements:
    case CBinding::View:
      param(rv.binding == CBinding::Elements ? ctx_.getArrayDecayedType(t)
                                             : ctx_.getPointerType(t));
      if (rv.section.empty()) {
        args.push_back(address);
        break;
      }
      args.push_back(sectionBase(name, rv, onDevice, src));
      break;
    case CBinding::PrivateSection: {
      // An array of the section's shape (the pointee's), its size and first
      // index from the caller; at least one element (a VLA of none is
      // undefined).
      const std::string count = "acc2c_pn_" + name, first = "acc2c_pl_" + name;
      addParam("__SIZE_TYPE__ " + count, count);
      args.push_back("(__SIZE_TYPE__)(" + rv.sectionCount + ")");
      addParam("long long " + first, first);
      args.push_back("(long long)(" + rv.sectionFirst + ")");
      QualType element = t->getPointeeType().getUnqualifiedType();
      locals.add(sizedDeclaration(
                     element, privateSectionArray(name) + "[" + count + " + !" + count + "]", {}) +
                 "; (void)" + first + ";");
      if (rv.sectionInitialised) {
        addParam("const void *acc2c_fp_" + name, "acc2c_fp_" + name);
        args.push_back("(const void *)" + rv.section);
        locals.add("__builtin_memcpy(" + privateSectionArray(name) + ", acc2c_fp_" + name + ", " +
                   count + " * sizeof(" + privateSectionArray(name) + "[0]));");
      }
      break;
    }
    case CBinding::Pointer:
      // restrict and const stay: the device copies alias as the host's do.
      param(t);
      // With no section mapped for it, a pointer the body dereferences must
      // point into device data: the shim says so where it points to host data.
      args.push_back("acc2c_region_pointer((void *)(" + name + "), " +
                     (rv.section.empty() ? "0, 0" : rv.section + ", " + rv.sectionBytes) +
                     (rv.section.empty() && r.dereferenced.count(d)
                          ? (decided ? ", acc2c_on_device ? ACC2C_REGION_DEREFERENCED : 0, "
                                     : ", ACC2C_REGION_DEREFERENCED, ")
                          : ", " + where + ", ") +
                     src + ")");
      break;
    }
  }
  if (r.asksDevice || (kernel && decided)) {
    addParam("int acc2c_on_device", "acc2c_on_device");
    args.push_back(where);
  }
  // The parallel loops' launch values, evaluated by the call
  // (LoopDirectives.h).
  auto count = [](const std::string &e) { return e.empty() ? "0" : "(int)(" + e + ")"; };
  std::vector<LaunchValue> launch = launchValuesIn(
      r, c, r.teamsKernel && !openaccKernels_ ? LoopRunner::DeviceKernel : LoopRunner::HostThreads);
  if (r.asksThreadLimit) launch.push_back(threadLimitAnswer(c));
  if (r.asksOnDevice) launch.push_back(onGpuAnswer(where));
  for (const LaunchValue &v : launch) {
    addParam("int " + v.parameter, v.parameter);
    // A body without a parallel loop does not use it (-Wextra).
    if (v.kind == LaunchValue::Kind::HostThreads) unused += "(void)" + v.parameter + "; ";
    switch (v.kind) {
    case LaunchValue::Kind::Count: args.push_back(count(v.exprs[0])); break;
    case LaunchValue::Kind::Condition: args.push_back("!!(" + v.exprs[0] + ")"); break;
    case LaunchValue::Kind::HostThreads:
      args.push_back("acc2c_region_threads(" + count(v.exprs[0]) + ", " + count(v.exprs[1]) + ")");
      break;
    case LaunchValue::Kind::ThreadLimitAnswer:
      args.push_back("acc2c_region_thread_limit(" + count(v.exprs[0]) + ")");
      break;
    }
  }
  for (const MemberView &m : r.members) {
    addParam(declaration(ctx_.getPointerType(m.type), m.param()), m.param());
    args.push_back("acc2c_region_data(" + addressOf(m.designator, m.type) + ", sizeof(" +
                   m.designator + "), " + where + ", " +
                   sources_.ref(m.designator, locationOf(m.use)) + ")");
  }
  auto [begin, end] = pragmaExtent(loc);
  clang::SourceLocation after = bodyEnd(body);
  std::string moved;
  if (clang::SourceLocation start = bodyStart(end, body); start.isValid()) {
    // Lines between the directive and its body (`#endif` of an `#ifdef
    // _OPENACC` around the directive, comments) stay where they are.
    moved = (headPragma.empty() ? "" : headPragma + "\n") + lineAt(start) +
            std::string(sm_.getPresumedColumnNumber(start) - 1, ' ') +
            rw_.getRewrittenText(CharSourceRange::getCharRange(start, after));
  } else {
    std::string text = rw_.getRewrittenText(CharSourceRange::getCharRange(end, after));
    moved = lineAt(end) + headPragma + text; // the directive's newline first
    if (headPragma.find('\n') != std::string::npos && !text.empty() && text[0] == '\n')
      moved = headPragma + "\n" + lineAt(end, 1) + text.substr(1);
    if (text.empty() || text[0] != '\n') // the body begins on the directive's line (_Pragma)
      moved = (headPragma.empty() ? "" : headPragma + "\n") + lineAt(end) +
              std::string(sm_.getPresumedColumnNumber(end) - 1, ' ') + text;
  }
  std::string plist;
  for (const std::string &p : params) plist += (plist.empty() ? "" : ", ") + p;
  std::string f = "\n" + generatedLinesMarker() + takeDeviceVersionPrototypes() +
                  "/* acc2c: the body of the " + c.name + " construct at line " +
                  std::to_string(c.loc.line) + " */\n";
  if (r.nested)
    f += "/* (a GNU C nested function: the body names declarations of '" +
         function_->getName().str() + "') */\n";
  f += unnamedTypedefs_;
  if (openaccKernels_) {
    // One text, two functions: compiled with ACC2C_DEVICE_KERNELS, the
    // kernel (an external function, its loop an OpenACC construct); without,
    // the region function, which calls the kernel where the region runs on
    // the GPU and otherwise runs the loop on host threads (docs/gpu.md).
    std::string kernel = kernelPrefix_ + fn.substr(std::strlen("acc2c_region_"));
    std::string names, signature = "(" + (plist.empty() ? std::string("void") : plist) + ")";
    for (const std::string &n : paramNames) names += (names.empty() ? "" : ", ") + n;
    // (The second compilation's region function is never called, but the
    // code that calls it is compiled there too.)
    std::string call = kernel + "(" + names + ");";
    f += "void " + kernel + signature + ";\n#ifdef ACC2C_DEVICE_KERNELS\nstatic void " + fn +
         signature + " { " + call + " }\nvoid " + kernel + signature + " {\n#else\nstatic void " +
         fn + signature + " {\n  if (acc2c_kernel_launch(" + where + ")) {\n    " + call +
         "\n    return;\n  }\n#endif\n";
  } else {
    f += std::string(r.nested ? "void " : "static void ") + fn + "(" +
         (plist.empty() ? "void" : plist) + ") {\n";
  }
  if (r.asksOnDevice) {
    // acc_on_device's answers per device type, from whether the body runs
    // on a GPU (DeviceQuery.h).
    CodeLines &answers = r.teamsKernel ? hostPrologue : prologue;
    answers.add("int acc2c_on_device_answer[ACC2C_ACC_DEVICE_TYPES] = {0};");
    for (bool gpu : {true, false})
      for (const std::string &type : onDeviceTypes(gpu))
        answers.add("acc2c_on_device_answer[ACC2C_ACC_DEVICE_" + llvm::StringRef(type).upper() +
                    "] = " + (gpu ? "" : "!") + "acc2c_on_gpu;");
  }
  if (!unused.empty()) prologue.add(unused.substr(0, unused.size() - 1));
  // (Outside the target construct: a declaration its reductions name.)
  for (const std::string &udr : r.declareReductions)
    (kernel ? hostPrologue : prologue).add("#pragma " + udr);
  f += indent(text(hostPrologue));
  if (kernel && !r.teamsKernel && openaccKernels_) {
    // The whole body, scalars' loads and stores included, in one gang
    // (OpenACC runs a parallel construct's code outside its loops in each
    // gang); its parallel loops are the gang's workers' and vectors'
    // (openaccLoop).
    std::string acc = "acc parallel num_gangs(1)" + kernelClauses(r, where), before, after;
    shieldFromMacros(acc, before, after);
    f += before + "#ifdef ACC2C_DEVICE_KERNELS\n#pragma " + acc + "\n#endif\n" + after + "{\n";
  } else if (kernel && !r.teamsKernel) {
    // The whole body, scalars' loads and stores included, on the device.
    std::string target = "omp target" + kernelClauses(r, where), before, after;
    shieldFromMacros(target, before, after);
    f += before + "#pragma " + target + "\n" + after + "{\n";
  }
  f += indent(text(prologue));
  f += moved + "\n" + generatedLinesMarker();
  f += indent(text(epilogue));
  if (kernel && !r.teamsKernel) f += "}\n";
  f += indent(text(hostEpilogue));
  f += "} /* " + fn + " */\n";
  if (r.nested) return f; // defined in the block that calls it (regionCall)
  clang::SourceLocation fnBegin = sm_.getExpansionLoc(function_->getSourceRange().getBegin());
  rw_.InsertText(fnBegin,
                 f + lineAt(fnBegin) + std::string(sm_.getPresumedColumnNumber(fnBegin) - 1, ' '),
                 /*InsertAfter=*/true);
  return "";
}

void CRewriterImpl::regionCall(clang::SourceLocation loc, const GraphConstruct &c,
                               const std::vector<OpId> &entries, const std::vector<OpId> &exits,
                               const Stmt *body, const Region &r, const std::string &fn,
                               const std::vector<std::string> &args,
                               const std::string &nestedFunction) {
  Control control = controlOfC(c, sources_);
  bool decided = placeDecidedAtRunTime(c);
  std::string onDevice = condition(control);
  for (const Clause &cl : c.controlClauses)
    if (cl.id == llvm::acc::Clause::ACCC_self)
      onDevice = cl.exprs.empty() ? "0" : "(" + cl.exprs[0] + ") ? 0 : 1";
  CodeLines call;
  call.open("{");
  if (c.dialect == Dialect::OpenMP) call.add("acc2c_uint64 acc2c_c; (void)acc2c_c;");
  if (decided) call.add("int acc2c_on_device = " + onDevice + "; (void)acc2c_on_device;");
  // A private variable of the function's is no longer used by it when the
  // region was its only user.
  std::string unused;
  for (const VarDecl *d : r.order)
    if (r.vars.at(d).binding == CBinding::Private && d->isLocalVarDeclOrParm())
      unused += "(void)" + d->getName().str() + "; ";
  if (!unused.empty()) call.add(unused.substr(0, unused.size() - 1));
  CodeLines entry, exit, checks, values;
  call.append(r.fixedDeclare);
  addWaitsC(control, entry);
  entry.append(r.fixedSet);
  // A scalar read as a value: one lookup, in place of its copyin and delete.
  std::set<std::string> readValues;
  for (const VarDecl *d : r.order) {
    if (r.vars.at(d).binding != CBinding::ReadValue) continue;
    const RegionVar &rv = r.vars.at(d);
    std::string name = d->getName().str();
    readValues.insert(name);
    call.add(sizedDeclaration(d->getType().getUnqualifiedType(), readValueLocal(name), {}) + ";");
    if (calls_.annotate())
      for (OpId id : entries)
        if (g_.op(id).var.designator == name)
          values.add("/* " + readValueAnnotationOf(g_.op(id)) + " */");
    values.add("acc2c_region_value(&" + readValueLocal(name) + ", " +
               addressOf(name, d->getType()) + ", sizeof(" + name + "), " + regionPlace(c) + ", " +
               sources_.ref(rv.var.text.empty() ? name : rv.var.text,
                            rv.var.loc.line ? rv.var.loc : c.loc) +
               ");");
  }
  emitOps(withoutReadValueOps(g_, entries, readValues), control, c, entry, &r.fixed);
  emitOps(withoutReadValueOps(g_, exits, readValues), control, c, exit, &r.fixed);
  // A pointer member the body reads through must hold a device address in
  // the device copy of its parent (docs/descriptors.md, "What will fail").
  for (const Variable &pc : c.pointerComponents)
    if (pc.each.empty())
      checks.add("acc2c_check_attached((void *)&(" + pc.designator + "), ACC2C_SLOT_POINTER, " +
                 sources_.ref(pc.designator, pc.loc.line ? pc.loc : c.loc) + ");");
  // Through an element (`v[k].p`), that member of every element: the
  // runtime steps from element 0's (GraphConstruct::elementPointerChecks).
  for (const Variable &pc : c.elementPointerChecks) {
    const Variable::IndexRange &e = pc.each.front();
    std::string count = e.upper ? (*e.upper - *e.lower + 1).str() : "-1";
    checks.open("{");
    checks.add("const long " + e.index + " = 0;");
    checks.add("acc2c_check_attached_elements((void *)&(" + pc.designator + "), sizeof *(" +
               e.array + "), " + count + ", ACC2C_SLOT_POINTER, " +
               sources_.ref(pc.designator, pc.loc.line ? pc.loc : c.loc) + ");");
    checks.close("}");
  }
  // So must a pointer variable whose own device copy the body reads
  // (copyin(p): the pointer, not what it points to) and dereferences.
  for (const VarDecl *d : r.order)
    if ((r.vars.at(d).binding == CBinding::Scalar || r.vars.at(d).binding == CBinding::View) &&
        d->getType()->isPointerType() && r.dereferenced.count(d)) {
      const RegionVar &rv = r.vars.at(d);
      std::string name = d->getName().str();
      checks.add("acc2c_check_attached(" + addressOf(name, d->getType()) +
                 ", ACC2C_SLOT_POINTER, " +
                 sources_.ref(rv.var.text.empty() ? name : rv.var.text,
                              rv.var.loc.line ? rv.var.loc : c.loc) +
                 ");");
    }
  if (!entry.empty()) {
    if (decided) call.open("if (acc2c_on_device) {");
    call.append(entry);
    if (decided) call.close("}");
  }
  call.append(values);
  std::string alist;
  for (const std::string &a : args) alist += (alist.empty() ? "" : ", ") + a;
  // The checks after region_begin, which waits for the region's queue: an
  // attach still queued there has landed by then.
  call.add("int acc2c_region = acc2c_region_begin(" + cLiteral(c.name) + ", " + control.asyncQueue +
           ", " + sources_.ref(c.name, c.loc) + ");");
  if (!checks.empty()) {
    if (decided) call.open("if (acc2c_on_device) {");
    call.append(checks);
    if (decided) call.close("}");
  }
  call.add(fn + "(" + alist + ");");
  call.add("acc2c_region_end(acc2c_region);");
  if (!exit.empty()) {
    if (decided) call.open("if (acc2c_on_device) {");
    call.append(exit);
    if (decided) call.close("}");
  }
  call.close("}");
  auto [begin, end] = pragmaExtent(loc);
  clang::SourceLocation after = bodyEnd(body);
  std::string comment = "/* acc2c: " + pragmaText(begin, end) + " */";
  std::string block = text(call);
  block.insert(block.find('\n') + 1, nestedFunction); // after the opening brace
  std::string site = generatedLinesMarker() + block + lineAt(after) +
                     std::string(sm_.getPresumedColumnNumber(after) - 1, ' ');
  if (clang::SourceLocation start = bodyStart(end, body); start.isValid()) {
    // The lines between the directive and the body stay (bodyStart).
    rw_.ReplaceText(CharSourceRange::getCharRange(begin, end), comment);
    rw_.ReplaceText(CharSourceRange::getCharRange(start, after), "\n" + site);
    return;
  }
  rw_.ReplaceText(CharSourceRange::getCharRange(begin, after), comment + "\n" + site);
}

} // namespace c_rewriter
} // namespace acc2c
