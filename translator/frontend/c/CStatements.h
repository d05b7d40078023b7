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

namespace acc2c {

/// The user's statement inside OpenMP's captured-statement wrappers.
inline const clang::Stmt *innermostCaptured(const clang::Stmt *s) {
  while (const auto *cs = llvm::dyn_cast_or_null<clang::CapturedStmt>(s))
    s = cs->getCapturedStmt();
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
    if (const auto *acc = dyn_cast<OpenACCConstructStmt>(s)) inner = accBody(acc);
    else if (const auto *omp = dyn_cast<OMPExecutableDirective>(s)) inner = ompBody(omp);
    else if (const auto *f = dyn_cast<ForStmt>(s)) inner = f->getBody();
    else if (const auto *w = dyn_cast<WhileStmt>(s)) inner = w->getBody();
    else if (const auto *i = dyn_cast<IfStmt>(s)) inner = i->getElse() ? i->getElse() : i->getThen();
    else if (const auto *sw = dyn_cast<SwitchStmt>(s)) inner = sw->getBody();
    else if (const auto *l = dyn_cast<LabelStmt>(s)) inner = l->getSubStmt();
    else if (const auto *c = dyn_cast<SwitchCase>(s)) inner = c->getSubStmt();
    else if (const auto *a = dyn_cast<AttributedStmt>(s)) inner = a->getSubStmt();
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

} // namespace acc2c
