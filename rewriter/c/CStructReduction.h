// A reduction of a struct (OpenACC 3.3 2.5.15: a composite variable is
// reduced member by member): its scalar members, the OpenMP `declare
// reduction` that combines two values on threaded loops, and the
// statements that start it from the operator's identity and fold a
// region's result into the device copy on compute constructs.
#pragma once

#include "model/Directive.h"

#include "clang/AST/ASTContext.h"

#include <optional>
#include <string>
#include <vector>

namespace acc2c::c_rewriter {

/// A scalar member of a struct, as the path from the struct (`a`, `in.b`).
struct ReducedMember {
  std::string path;
  clang::QualType type;
};

/// The scalar members of struct type `t`, nested structs flattened;
/// nullopt unless every member is arithmetic (not complex) or such a struct.
/// (An unnamed struct is spelled by the name the region gives it:
/// CRewriterImpl::nameUnnamedTypes.)
std::optional<std::vector<ReducedMember>> reducedMembers(clang::QualType t);

/// `into.p = into.p op from.p` for every member (max and min as
/// conditionals), joined by ", ": an expression.
std::string combineMembers(const std::string &into, const std::string &from,
                           const std::vector<ReducedMember> &members, ReductionOperator op);

/// The identity of `op` for the whole struct as an initializer
/// (`{0}`, or every member 1 for *); nullopt when `op` is idempotent
/// (max, min, &, |, &&, ||: starting from the variable's value is right).
std::optional<std::string> structIdentity(const std::vector<ReducedMember> &members,
                                          ReductionOperator op);

/// The OpenMP operator that reduces a variable or member of type `t` as
/// `op` does: a _Bool's + and max are ||, its * and min && (C11 6.3.1.2).
ReductionOperator ompOperatorFor(ReductionOperator op, clang::QualType t);

} // namespace acc2c::c_rewriter
