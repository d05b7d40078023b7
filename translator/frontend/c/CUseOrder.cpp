#include "frontend/c/CUseOrder.h"

#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"

#include <vector>

namespace acc2c {
namespace {

using namespace clang;

const VarDecl *variableOf(const Expr *e) {
  const auto *ref = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts());
  return ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
}

// Everything a statement names, whether it can reach data no name tells
// (a call, a dereference, a member through a pointer), and whether it
// jumps or holds a label.
struct Contents : RecursiveASTVisitor<Contents> {
  std::set<const VarDecl *> names;
  bool opaque = false, jumps = false;
  bool VisitDeclRefExpr(DeclRefExpr *e) {
    if (const auto *v = dyn_cast<VarDecl>(e->getDecl())) names.insert(v);
    return true;
  }
  bool VisitCallExpr(CallExpr *) { return opaque = true; }
  bool VisitUnaryOperator(UnaryOperator *u) {
    opaque = opaque || u->getOpcode() == UO_Deref;
    return true;
  }
  bool VisitMemberExpr(MemberExpr *m) {
    opaque = opaque || m->isArrow();
    return true;
  }
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *a) {
    opaque = opaque || a->getBase()->IgnoreParenImpCasts()->getType()->isPointerType();
    return true;
  }
  bool VisitLabelStmt(LabelStmt *) { return jumps = true; }
  bool VisitGotoStmt(GotoStmt *) { return jumps = true; }
  bool VisitIndirectGotoStmt(IndirectGotoStmt *) { return jumps = true; }
};

Contents contentsOf(const Stmt *s) {
  Contents c;
  c.TraverseStmt(const_cast<Stmt *>(s));
  return c;
}

// `x = e` giving x a whole new value: e does not name x.
const VarDecl *assignsWhole(const Stmt *s) {
  const auto *b = dyn_cast<BinaryOperator>(s);
  if (!b || b->getOpcode() != BO_Assign) return nullptr;
  const VarDecl *v = variableOf(b->getLHS());
  if (!v || contentsOf(b->getRHS()).names.count(v)) return nullptr;
  return v;
}

struct FirstReference : RecursiveASTVisitor<FirstReference> {
  const SourceManager &sm;
  SourceLocation after;
  const std::set<const VarDecl *> &variables;
  std::set<const VarDecl *> decided;
  std::map<const VarDecl *, SourceLocation> reads;

  FirstReference(const SourceManager &sm, SourceLocation after,
                 const std::set<const VarDecl *> &variables)
      : sm(sm), after(after), variables(variables) {}
  bool isAfter(SourceLocation l) const {
    return sm.isBeforeInTranslationUnit(after, sm.getExpansionLoc(l));
  }
  bool VisitBinaryOperator(BinaryOperator *b) {
    const VarDecl *v = assignsWhole(b);
    if (v && variables.count(v) && isAfter(b->getLHS()->getExprLoc())) decided.insert(v);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *e) {
    const auto *v = dyn_cast<VarDecl>(e->getDecl());
    if (v && variables.count(v) && isAfter(e->getLocation()) && decided.insert(v).second)
      reads[v] = sm.getExpansionLoc(e->getLocation());
    return true;
  }
};

} // namespace

std::set<const VarDecl *> writtenFirstIn(const Stmt *body) {
  std::set<const VarDecl *> out;
  // A jump could reach a reference around the assignment.
  if (!body || contentsOf(body).jumps) return out;
  std::vector<const Stmt *> statements;
  if (const auto *c = dyn_cast<CompoundStmt>(body))
    statements.assign(c->body_begin(), c->body_end());
  else
    statements.push_back(body);
  std::set<const VarDecl *> seen;
  for (const Stmt *s : statements) {
    const VarDecl *v = assignsWhole(s);
    Contents c = contentsOf(s);
    if (c.opaque) break;
    if (v && !seen.count(v) && v->hasLocalStorage() && !v->getType().isVolatileQualified() &&
        (v->getType()->isArithmeticType() || v->getType()->isPointerType()))
      out.insert(v);
    seen.insert(c.names.begin(), c.names.end());
  }
  return out;
}

namespace {

// The references to each variable in a statement (a set: the traversal
// may reach a construct's statement more than once).
struct References : RecursiveASTVisitor<References> {
  std::map<const VarDecl *, std::set<const DeclRefExpr *>> of;
  bool VisitDeclRefExpr(DeclRefExpr *e) {
    if (const auto *v = dyn_cast<VarDecl>(e->getDecl())) of[v].insert(e);
    return true;
  }
};

std::map<const VarDecl *, std::set<const DeclRefExpr *>> referencesIn(const Stmt *s) {
  References r;
  r.TraverseStmt(const_cast<Stmt *>(s));
  return std::move(r.of);
}

struct LoopBodies : RecursiveASTVisitor<LoopBodies> {
  std::vector<const Stmt *> bodies;
  bool VisitForStmt(ForStmt *s) { return bodies.push_back(s->getBody()), true; }
  bool VisitWhileStmt(WhileStmt *s) { return bodies.push_back(s->getBody()), true; }
  bool VisitDoStmt(DoStmt *s) { return bodies.push_back(s->getBody()), true; }
};

} // namespace

std::set<const VarDecl *> writtenFirstEachIterationIn(const Stmt *body) {
  std::set<const VarDecl *> out;
  if (!body || contentsOf(body).jumps) return out;
  std::map<const VarDecl *, std::set<const DeclRefExpr *>> inRegion = referencesIn(body);
  LoopBodies loops;
  loops.TraverseStmt(const_cast<Stmt *>(body));
  for (const Stmt *loopBody : loops.bodies) {
    std::set<const VarDecl *> first = writtenFirstIn(loopBody);
    if (first.empty()) continue;
    std::map<const VarDecl *, std::set<const DeclRefExpr *>> inLoop = referencesIn(loopBody);
    for (const VarDecl *v : first)
      if (inLoop[v] == inRegion[v]) out.insert(v);
  }
  return out;
}

std::map<const VarDecl *, SourceLocation> readsAfter(const Stmt *functionBody, SourceLocation after,
                                                     const std::set<const VarDecl *> &variables,
                                                     const SourceManager &sm) {
  FirstReference f(sm, sm.getExpansionLoc(after), variables);
  if (functionBody && !variables.empty()) f.TraverseStmt(const_cast<Stmt *>(functionBody));
  return std::move(f.reads);
}

} // namespace acc2c
