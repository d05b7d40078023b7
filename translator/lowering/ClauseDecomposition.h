// Which entry and exit operations a data clause decomposes into on a given
// construct (docs/data-operations.md, "Entry and exit operations"; OpenMP 5.2
// map rules).
#pragma once
#include "graph/DataOp.h"
#include "model/Directive.h"

#include <optional>
#include <string>

namespace acc2c {

struct Decomposition {
  std::optional<DataOpKind> entry; ///< op at region entry / at the directive
  std::optional<DataOpKind> exit;  ///< op at region exit (structured only)
  DataClause clause = DataClause::None;
  bool structured = true;
  std::string error; ///< non-empty: the clause cannot appear here
};

/// True for clauses whose list items become data ops.
bool isDataClause(ClauseKind);

Decomposition decompose(const Construct &construct, const Clause &clause);

} // namespace acc2c
