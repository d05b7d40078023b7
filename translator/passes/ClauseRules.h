// Restrictions on the data clauses of one OpenACC directive that neither
// Clang nor Flang enforce, checked on the graph before the implicit data
// attributes are added:
//   - a variable (or the same section of it) in more than one data clause
//     of a directive (OpenACC 3.3 2.7: with copyin(a) copyout(a) the two
//     actions would work on one counter, and the copyout would not copy);
//   - a variable in both a reduction and a private or firstprivate clause
//     (2.5.15, 2.9.11: the reduction's private copy is already there).
// Each is an error at the second clause item.
#pragma once
#include "graph/DataOpGraph.h"
#include "support/Diagnostics.h"

namespace acc2c {

void checkClauseRules(const DataOpGraph &graph, Diagnostics &diags);

} // namespace acc2c
