// One variable in several data clauses of one OpenACC directive
// (`create(zero: b[0:n]) copyout(b[0:n])`, `copyout(t) copy(t)`). OpenACC
// 3.3 does not forbid it; taken one clause after another, the second entry
// would only count a reference and the copy back of a copyout would wait
// for a counter that never reaches zero at that exit. acc2c applies the
// clauses of the copy family (copy, copyin, copyout, create) naming the
// same item as one: it comes in if any clause copies it in, goes out if
// any copies it out, is zeroed if a zero modifier asks and nothing copies
// it in, read-only only if every clause says so. The first clause's op
// pair carries the merged action; the others are erased. A warning names
// the clause acc2c applies (docs/data-operations.md, "One variable in
// several clauses"). Other combinations stay errors (passes/ClauseRules.h).
// Runs before the clause rules.
#pragma once
#include "graph/DataOpGraph.h"
#include "support/Diagnostics.h"

namespace acc2c {

void mergeDataClauses(DataOpGraph &graph, Diagnostics &diags);

} // namespace acc2c
