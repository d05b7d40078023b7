// The order in which a procedure's statements reference its variables, as
// far as source order tells: which variable a compute region sets whole
// before reading it, and whether the host reads a variable again after a
// region. Consumed through Construct::writtenFirst and Construct::readAfter.
#pragma once

#include <map>
#include <set>

namespace Fortran::parser {
struct AssignmentStmt;
struct ExecutionPart;
struct Name;
} // namespace Fortran::parser
namespace Fortran::semantics {
class Symbol;
}

namespace acc2c {

/// The variable an assignment gives a whole new value without reading it
/// (`s = e`, `a = e` with neither on the right, no subscript or
/// component on the left); null for any other assignment.
const Fortran::semantics::Symbol *
assignsWholeWithoutReading(const Fortran::parser::AssignmentStmt &x);

/// For each of `variables` whose first reference in `part` after the
/// source position `after` reads it, that reference (a name in any
/// statement or directive clause; an assignment of a whole new value is
/// no read). Source order: a loop around the region is not followed back.
std::map<const Fortran::semantics::Symbol *, const Fortran::parser::Name *>
readsAfter(const Fortran::parser::ExecutionPart &part, const char *after,
           const std::set<const Fortran::semantics::Symbol *> &variables);

} // namespace acc2c
