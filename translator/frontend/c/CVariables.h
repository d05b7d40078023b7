// Internal to the C frontend: Clang expressions and declarations as model
// Variables, and Clang source locations as model SourceLocations.
//
// C conventions in the model (the Fortran frontend's meaning of each field
// is kept):
//  - shape and subscripts are listed fastest-varying dimension first, like
//    Fortran's dimension 1 and like the bounds Clang's own OpenACC lowering
//    builds: `a[i:n][0:m]` has subscripts {0:m} then {i:n};
//  - declared lower bounds are 0; a section `[lb:len]` is the subscript
//    lb .. lb+len-1;
//  - `p[0:n]` with `double *p` is the pointee of a pointer variable
//    (Storage::CPointerVariable): the pointer is neither mapped nor attached
//    (OpenACC 3.3 2.7.1 maps the section, and a local pointer has no device
//    copy to attach); `s.p[0:n]` and `ps->p[0:n]` reach data through a
//    pointer member (Storage::CPointer), which gets the attach link (2.6.4);
//  - a member's `parent` is named only when the member lies inside the root
//    variable's own storage (`s.a`, `s.t.p`): `ps->p` lies in `*ps`, which is
//    never mapped implicitly.
#pragma once
#include "model/Variable.h"
#include "support/Diagnostics.h"

#include <optional>
#include <set>
#include <string>

namespace clang {
class ASTContext;
class Expr;
class MemberExpr;
class SourceLocation;
class SourceRange;
class ValueDecl;
class VarDecl;
} // namespace clang

namespace acc2c {

/// The declaration at the root of a designator, through members, subscripts
/// and sections, also through pointers (`v` of `v[k].p`, `ps` of `ps->q->p`).
const clang::ValueDecl *rootDecl(const clang::Expr *e);

class CVariableReader {
public:
  explicit CVariableReader(clang::ASTContext &context) : context_(context) {}

  /// A clause list item. Returns false, with a diagnostic naming it, when it
  /// is not data a clause can name.
  /// `pointerAsData`: a bare pointer variable means the data it points to,
  /// as the zero-length section `p[0:0]` (present: GCC and NVIDIA's
  /// compilers read `present(p)` so).
  /// `pointerVector`: where a dynamic multidimensional array
  /// (`a[0:n][0:m]` of `double **a`) may stand; its pointer vector goes
  /// there and `out` becomes its rows (Variable::rows). Null: such an item
  /// is an error.
  bool fromClauseItem(const clang::Expr *item, Variable &out, Diagnostics &diags,
                      bool pointerAsData = false, Variable *pointerVector = nullptr) const;
  /// A pointer member a region body reads through (`s.p`, `ps->q`,
  /// `s.t->p`), as the variable whose attachment the region checks where it
  /// starts. Through an element of an array of structures (`v[k].p`,
  /// `ps->v[k].s.p`) the body's own k means nothing there: the member of
  /// every element, `v[acc2c_e1].p`, over the array's elements
  /// (Variable::each; no upper bound for a pointer's). None where the chain
  /// takes another subscript, or reaches the member through a pointer after
  /// the element (`v[k].q->p` lives in what each q points to).
  std::optional<Variable> pointerMemberRead(const clang::MemberExpr *m) const;
  /// A whole variable as a region body references it, at `use`.
  Variable fromDecl(const clang::VarDecl *decl, clang::SourceLocation use) const;
  /// The section `p[lower:length]` of pointer variable `p`, as a clause
  /// would name it (an inferred section: CPointerSections.h).
  Variable pointerSection(const clang::VarDecl *p, const BoundExpr &lower, const BoundExpr &length,
                          clang::SourceLocation use) const;
  /// An integer expression of a clause or section, as linear text.
  BoundExpr bound(const clang::Expr *e) const;

  SourceLocation location(clang::SourceLocation loc) const;
  const clang::ASTContext &context() const { return context_; }
  /// The text of `range` as the file spells it: also through a _Pragma, a
  /// macro argument or a whole macro call; "" for part of a macro's
  /// expansion, which the file does not spell.
  std::string text(clang::SourceRange range) const;
  /// The file's text of `e`, or, for part of a macro's expansion, the
  /// expression as Clang prints it.
  std::string text(const clang::Expr *e) const;

  /// Variables named in an `acc declare` or `omp declare target`.
  std::set<const clang::VarDecl *> declaredOnDevice;

private:
  clang::ASTContext &context_;
  void describeDecl(Variable &v, const clang::ValueDecl *root) const;
};

} // namespace acc2c
