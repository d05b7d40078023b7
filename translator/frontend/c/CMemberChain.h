// The variable a struct member designator lives in: `c` of `c.arr`,
// `c.in.arr` or `cs[2].arr` (members with `.`, subscripts of arrays), none
// when the chain goes through a pointer (`p->arr`, `s.p[1].x`): that storage
// is not part of any variable. Shared by the C frontend and the C rewriter.
#pragma once

#include "clang/AST/Expr.h"

namespace acc2c {

inline const clang::DeclRefExpr *memberChainRoot(const clang::Expr *e) {
  while (true) {
    e = e->IgnoreParenImpCasts();
    if (const auto *m = llvm::dyn_cast<clang::MemberExpr>(e)) {
      if (m->isArrow()) return nullptr;
      e = m->getBase();
    } else if (const auto *s = llvm::dyn_cast<clang::ArraySubscriptExpr>(e)) {
      if (!s->getBase()->IgnoreParenImpCasts()->getType()->isArrayType()) return nullptr;
      e = s->getBase();
    } else {
      return llvm::dyn_cast<clang::DeclRefExpr>(e);
    }
  }
}

} // namespace acc2c
