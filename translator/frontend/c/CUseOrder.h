// The order in which a function's statements reference its variables, as
// far as source order tells: which local variables a compute region sets
// whole before reading them, and whether the host reads a variable again
// after a region. The C side of Construct::writtenFirst,
// Construct::writtenFirstEachIteration and Construct::readAfter (frontend/fortran/UseOrder.h is the
// Fortran side).
#pragma once

#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"

#include <map>
#include <set>

namespace acc2c {

/// Local arithmetic and pointer variables the region body `body` assigns a
/// whole new value (`x = e`, e not naming x) in a statement at its top,
/// before any statement that names them, calls a function or reads through
/// a pointer; none when the body has labels or jumps.
std::set<const clang::VarDecl *> writtenFirstIn(const clang::Stmt *body);

/// Of the region body `body`: the variables that a loop's body sets first
/// (writtenFirstIn of that body) and that nothing else in `body` names, the
/// loop's own header included; none when `body` has labels or jumps.
/// Every iteration sets them before reading them.
std::set<const clang::VarDecl *> writtenFirstEachIterationIn(const clang::Stmt *body);

/// For each of `variables` whose first reference in `functionBody` after
/// `after` (in the translation unit's order) reads it, where. A plain
/// assignment of a new value (`x = e`, e not naming x) is no read.
std::map<const clang::VarDecl *, clang::SourceLocation>
readsAfter(const clang::Stmt *functionBody, clang::SourceLocation after,
           const std::set<const clang::VarDecl *> &variables, const clang::SourceManager &sm);

} // namespace acc2c
