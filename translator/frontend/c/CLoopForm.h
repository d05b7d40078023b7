// A C for statement in the form tile's rewriting needs, for the C frontend
// (which records the step in the model) and the C rewriter (which writes
// the loop again): an integer variable set by the init statement, compared
// with one operand by <, <=, > or >= in the condition, and moved by a
// constant step in the increment, upwards for < and <=, downwards for >
// and >= and a signed variable (docs/data-operations.md, "tile").
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Lex/Lexer.h"

#include <cstdint>
#include <optional>

namespace acc2c {

struct CLoopForm {
  const clang::VarDecl *variable = nullptr;
  const clang::Expr *lower = nullptr; ///< the value the init statement gives the variable
  const clang::Expr *upper = nullptr; ///< the operand the condition compares it with
  clang::BinaryOperatorKind compare = clang::BO_LT; ///< as if the variable were on the left
  std::int64_t step = 1;
};

/// The next loop of a nest: the statement, or the first of a block.
inline const clang::ForStmt *nestedFor(const clang::Stmt *body) {
  using namespace clang;
  if (const auto *f = dyn_cast_or_null<ForStmt>(body)) return f;
  if (const auto *c = dyn_cast_or_null<CompoundStmt>(body))
    if (!c->body_empty()) return dyn_cast<ForStmt>(c->body_front());
  return nullptr;
}

/// The characters of the file that expression `e` is written with: the
/// whole of a macro call (`N`) included; invalid where a macro's
/// expansion holds only part of it, which the rewriter cannot edit.
inline clang::CharSourceRange cFileRange(const clang::Expr *e, const clang::ASTContext &ctx) {
  return clang::Lexer::makeFileCharRange(clang::CharSourceRange::getTokenRange(e->getSourceRange()),
                                         ctx.getSourceManager(), ctx.getLangOpts());
}

/// `f`'s form; none where it has another, or where a macro writes part of
/// its header (which the rewriter cannot edit).
inline std::optional<CLoopForm> cLoopForm(const clang::ForStmt *f, const clang::ASTContext &ctx) {
  using namespace clang;
  if (f->getBeginLoc().isMacroID() || f->getRParenLoc().isMacroID()) return std::nullopt;
  CLoopForm l;
  auto isVariable = [&](const Expr *e) {
    const auto *ref = dyn_cast_or_null<DeclRefExpr>(e ? e->IgnoreParenImpCasts() : nullptr);
    return ref && l.variable && ref->getDecl() == l.variable;
  };
  auto constant = [&](const Expr *e) -> std::optional<std::int64_t> {
    if (std::optional<llvm::APSInt> v = e->getIntegerConstantExpr(ctx)) return v->getExtValue();
    return std::nullopt;
  };
  // init: `int i = e` or `i = e`.
  if (const auto *ds = dyn_cast_or_null<DeclStmt>(f->getInit())) {
    if (!ds->isSingleDecl()) return std::nullopt;
    if (const auto *v = dyn_cast<VarDecl>(ds->getSingleDecl()))
      l.variable = v, l.lower = v->getInit();
  } else if (const auto *b = dyn_cast_or_null<BinaryOperator>(f->getInit())) {
    if (b->getOpcode() == BO_Assign)
      if (const auto *ref = dyn_cast<DeclRefExpr>(b->getLHS()->IgnoreParenImpCasts()))
        l.variable = dyn_cast<VarDecl>(ref->getDecl()), l.lower = b->getRHS();
  }
  if (!l.variable || !l.lower || !l.variable->getType()->isIntegerType()) return std::nullopt;
  // cond: `i < e`, or `e > i` read as `i < e`.
  const auto *cond =
      dyn_cast_or_null<BinaryOperator>(f->getCond() ? f->getCond()->IgnoreParens() : nullptr);
  if (!cond || !cond->isRelationalOp()) return std::nullopt;
  if (isVariable(cond->getLHS())) {
    l.upper = cond->getRHS();
    l.compare = cond->getOpcode();
  } else if (isVariable(cond->getRHS())) {
    l.upper = cond->getLHS();
    l.compare = BinaryOperator::reverseComparisonOp(cond->getOpcode());
  } else {
    return std::nullopt;
  }
  // inc: ++, --, += c, -= c, i = i + c, i = c + i, i = i - c.
  std::optional<std::int64_t> step;
  const Expr *inc = f->getInc() ? f->getInc()->IgnoreParens() : nullptr;
  if (const auto *u = dyn_cast_or_null<UnaryOperator>(inc)) {
    if (isVariable(u->getSubExpr())) step = u->isIncrementOp() ? 1 : u->isDecrementOp() ? -1 : 0;
  } else if (const auto *c = dyn_cast_or_null<CompoundAssignOperator>(inc)) {
    if (isVariable(c->getLHS()) && (step = constant(c->getRHS())))
      step = c->getOpcode() == BO_AddAssign ? *step : c->getOpcode() == BO_SubAssign ? -*step : 0;
  } else if (const auto *a = dyn_cast_or_null<BinaryOperator>(inc)) {
    const auto *rhs = a->getOpcode() == BO_Assign
                          ? dyn_cast<BinaryOperator>(a->getRHS()->IgnoreParens())
                          : nullptr;
    if (rhs && isVariable(a->getLHS())) {
      if (rhs->getOpcode() == BO_Add && isVariable(rhs->getLHS()))
        step = constant(rhs->getRHS());
      else if (rhs->getOpcode() == BO_Add && isVariable(rhs->getRHS()))
        step = constant(rhs->getLHS());
      else if (rhs->getOpcode() == BO_Sub && isVariable(rhs->getLHS()))
        if ((step = constant(rhs->getRHS()))) step = -*step;
    }
  }
  for (const Expr *e : {l.lower, l.upper})
    if (cFileRange(e, ctx).isInvalid()) return std::nullopt;
  bool up = l.compare == BO_LT || l.compare == BO_LE;
  if (!step || *step == 0 || (*step > 0) != up) return std::nullopt;
  // Counting an unsigned variable down, a tile's last element can wrap
  // around below zero.
  if (!up && l.variable->getType()->isUnsignedIntegerType()) return std::nullopt;
  l.step = *step;
  return l;
}

} // namespace acc2c
