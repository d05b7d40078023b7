// What a directive applies to, and where a statement ends in the file, for
// the C frontend and the C rewriter alike. Clang 22 gives an OpenACC or
// OpenMP construct the source range of its pragma only, and a statement
// that ends in a macro call the location of the macro's name.
#pragma once

#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenACC.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <set>

namespace acc2c {

/// The user's statement inside OpenMP's captured-statement wrappers.
inline const clang::Stmt *innermostCaptured(const clang::Stmt *s) {
  while (const auto *cs = llvm::dyn_cast_or_null<clang::CapturedStmt>(s)) s = cs->getCapturedStmt();
  return s;
}

/// The statement an OpenACC construct applies to (none for standalone ones).
inline const clang::Stmt *accBody(const clang::OpenACCConstructStmt *s) {
  using namespace clang;
  if (auto *x = dyn_cast<OpenACCComputeConstruct>(s)) return x->getStructuredBlock();
  if (auto *x = dyn_cast<OpenACCDataConstruct>(s)) return x->getStructuredBlock();
  if (auto *x = dyn_cast<OpenACCHostDataConstruct>(s)) return x->getStructuredBlock();
  if (auto *x = dyn_cast<OpenACCLoopConstruct>(s)) return x->getLoop();
  if (auto *x = dyn_cast<OpenACCCombinedConstruct>(s)) return x->getLoop();
  if (auto *x = dyn_cast<OpenACCAtomicConstruct>(s)) return x->getAssociatedStmt();
  return nullptr;
}

/// The statement an OpenMP directive applies to (none for standalone ones).
inline const clang::Stmt *ompBody(const clang::OMPExecutableDirective *d) {
  if (d->isStandaloneDirective() || !d->hasAssociatedStmt()) return nullptr;
  return innermostCaptured(d->getAssociatedStmt());
}

/// The last token of statement `s` in the file: the `}` of a compound
/// statement, the `;` of one that ends in an expression (also when the
/// expression ends in a macro call), the end of the statement a directive
/// applies to when `s` is a directive with a body.
inline clang::SourceLocation statementEnd(const clang::Stmt *s, const clang::SourceManager &sm,
                                          const clang::LangOptions &lo) {
  using namespace clang;
  // Down to the statement that holds the last token: through directives'
  // bodies and the statements that end with a sub-statement.
  while (true) {
    const Stmt *inner = nullptr;
    if (const auto *acc = dyn_cast<OpenACCConstructStmt>(s))
      inner = accBody(acc);
    else if (const auto *omp = dyn_cast<OMPExecutableDirective>(s))
      inner = ompBody(omp);
    else if (const auto *f = dyn_cast<ForStmt>(s))
      inner = f->getBody();
    else if (const auto *w = dyn_cast<WhileStmt>(s))
      inner = w->getBody();
    else if (const auto *i = dyn_cast<IfStmt>(s))
      inner = i->getElse() ? i->getElse() : i->getThen();
    else if (const auto *sw = dyn_cast<SwitchStmt>(s))
      inner = sw->getBody();
    else if (const auto *l = dyn_cast<LabelStmt>(s))
      inner = l->getSubStmt();
    else if (const auto *c = dyn_cast<SwitchCase>(s))
      inner = c->getSubStmt();
    else if (const auto *a = dyn_cast<AttributedStmt>(s))
      inner = a->getSubStmt();
    if (!inner) break;
    s = inner;
  }
  clang::SourceLocation end = sm.getExpansionRange(s->getEndLoc()).getEnd();
  const char *at = sm.getCharacterData(end);
  if (at && *at != '}' && *at != ';')
    if (auto next = Lexer::findNextToken(end, sm, lo))
      if (next->is(tok::semi)) end = next->getLocation();
  return end;
}

/// The first statement in `body` that leaves it other than at its end: a
/// return, a goto to a label outside it, a break or continue that belongs
/// to no loop or switch inside it. A structured block has a single exit at
/// the bottom (OpenACC 3.3 1.6, OpenMP 5.2 3.1): a construct's exit actions
/// sit there. Null when there is none.
inline const clang::Stmt *branchOutOf(const clang::Stmt *body) {
  using namespace clang;
  std::set<const LabelDecl *> labels;
  auto collect = [&](auto &&self, const Stmt *s) -> void {
    if (!s) return;
    if (const auto *l = dyn_cast<LabelStmt>(s)) labels.insert(l->getDecl());
    for (const Stmt *c : s->children()) self(self, c);
  };
  collect(collect, body);
  // loops: enclosing loops inside body; breakables: loops and switches.
  auto find = [&](auto &&self, const Stmt *s, int loops, int breakables) -> const Stmt * {
    if (!s) return nullptr;
    if (isa<ReturnStmt>(s) || isa<IndirectGotoStmt>(s)) return s;
    if (const auto *g = dyn_cast<GotoStmt>(s)) return labels.count(g->getLabel()) ? nullptr : s;
    if (isa<BreakStmt>(s)) return breakables ? nullptr : s;
    if (isa<ContinueStmt>(s)) return loops ? nullptr : s;
    bool loop = isa<ForStmt>(s) || isa<WhileStmt>(s) || isa<DoStmt>(s);
    bool breakable = loop || isa<SwitchStmt>(s);
    for (const Stmt *c : s->children())
      if (const Stmt *out = self(self, c, loops + loop, breakables + breakable)) return out;
    return nullptr;
  };
  return find(find, body, 0, 0);
}

} // namespace acc2c
