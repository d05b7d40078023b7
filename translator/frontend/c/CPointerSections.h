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
/// subscript `p[e]` (not `&p[e]`, not `*p`, not passed), `e` linear in the
/// variables of the `for` loops around it (in the form CLoopForm.h reads),
/// with coefficients and bounds made of integer constants and of integer
/// variables declared outside `body` that it never writes (`written`), also
/// through the initialisers of locals it declares and never writes
/// (`const int ix = i + j*nx`); each with the smallest section that holds
/// every element those subscripts reach over the loops' ranges. Variables
/// that are not constants count as nonnegative (extents and strides); where
/// that does not decide a coefficient's sign or which of two bounds is
/// smaller, the pointer gets none. Pointers to pointers, to arrays and to
/// structs holding pointers get none (their elements would need attaching).
std::vector<CPointerSection> inferPointerSections(const clang::Stmt *body,
                                                  const std::set<const clang::VarDecl *> &written,
                                                  const CVariableReader &reader);

} // namespace acc2c
