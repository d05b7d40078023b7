// Internal to the C frontend: Clang's OpenACC and OpenMP clauses as model
// Clauses, filled as the Fortran frontend fills them (names from the LLVM
// tables, list items as Variables, arguments as source text).
#pragma once
#include "frontend/c/CVariables.h"
#include "model/Directive.h"
#include "support/Diagnostics.h"

#include "llvm/ADT/ArrayRef.h"

namespace clang {
class OpenACCClause;
class OMPClause;
} // namespace clang

namespace acc2c {

void addAccClauses(Construct &c, llvm::ArrayRef<const clang::OpenACCClause *> clauses,
                   const CVariableReader &reader, Diagnostics &diags);

/// Clauses Sema added on its own (implicit maps and firstprivates) are
/// skipped: the implicit data attribute pass decides those, as for Fortran.
void addOmpClauses(Construct &c, llvm::ArrayRef<clang::OMPClause *> clauses,
                   const CVariableReader &reader, Diagnostics &diags);

} // namespace acc2c
