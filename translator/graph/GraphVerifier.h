#pragma once
#include "graph/DataOpGraph.h"

#include <string>
#include <vector>

namespace acc2c {

/// Checks the invariants written in DataOpGraph.h and each op's own rules;
/// returns one message per violation ("op %3 (copyout a): ..."), empty if
/// the graph is well formed.
std::vector<std::string> verifyGraph(const DataOpGraph &graph);

/// One op's own rules (allowed clauses and modifiers for its kind, operands
/// of token ops); empty if valid.
std::string verifyOp(const DataOp &op);

} // namespace acc2c
