// Families of variables that stand for one component of every element of
// an array of structures (`b(acc2c_e1)%u`; Variable::each, and
// docs/data-operations.md, "Operations on every element"): how the passes
// that add such ops name the elements and their components.
#pragma once
#include "model/Variable.h"

#include <string>
#include <vector>

namespace acc2c {

/// The structures `whole` names: itself (a scalar), or each element of an
/// array of structures or of its section, through one index per dimension
/// that the section does not fix (`b(acc2c_e1)` of `b` or `b(2:n)`). The
/// indices continue those `whole` already has
/// (`f%list(acc2c_e1)%inner(acc2c_e2)`), and come outermost first: the
/// array's own before its elements', and the last dimension first.
struct Elements {
  std::string subscripts; ///< "(acc2c_e1, 3)"; empty for a scalar
  std::vector<Variable::IndexRange> each;
};
Elements elementsOf(const Variable &whole);

/// Component `c` (its designator relative to the structure: "%a",
/// "%sub%a") of the structures `whole` names, as a variable of its own, as
/// `whole%a` would be in a clause: its bounds are the allocated ones.
Variable componentOf(const Variable &whole, const Elements &elements, const Variable &c);

} // namespace acc2c
