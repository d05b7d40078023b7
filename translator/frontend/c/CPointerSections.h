// The sections of C pointers that a compute region's loops subscript, as
// NVIDIA's compilers infer them for a pointer no data clause names
// ("Generating implicit copy(c[:ny*nx])"): code written for them maps
// nothing else (docs/data-operations.md, "Sections a region's loops
// subscript").
#pragma once

#include "model/BoundExpr.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"

#include <set>
#include <vector>

namespace acc2c {

class CVariableReader;

/// One pointer's section: the elements `lower` .. `lower + length - 1` of
/// what it points to.
struct CPointerSection {
  const clang::VarDecl *pointer = nullptr;
  BoundExpr lower, length;
  clang::SourceLocation use; ///< the first subscript
};

/// The pointer variables declared outside `body` whose every use in it is a
/// subscript `p[e]` or `p->m`, `*p` (element 0), never `&p[e]`, `p + k` nor
/// the pointer passed or assigned; `e` linear in the variables of the `for`
/// loops around it (in the form CLoopForm.h reads), with coefficients and
/// bounds made of integer constants, of integer variables declared outside
/// `body` that it never writes (`written`) and of members and elements of
/// data it never writes through (`length[1]`), also through the
/// initialisers of locals it declares and never writes (`const int ix = i +
/// j*nx`); each with the smallest section that holds every element those
/// subscripts reach over the loops' ranges, where the loops run at least
/// once. Variables that are not constants count as nonnegative (extents and
/// strides); where that does not decide a coefficient's sign or which of
/// two bounds reaches further, the pointer gets none. A subscript under a
/// condition on the loops' state counts only where the others hold it.
/// Pointers to pointers, to arrays and to structs holding pointers get none
/// (their elements would need attaching).
std::vector<CPointerSection> inferPointerSections(const clang::Stmt *body,
                                                  const std::set<const clang::VarDecl *> &written,
                                                  const CVariableReader &reader);

} // namespace acc2c
