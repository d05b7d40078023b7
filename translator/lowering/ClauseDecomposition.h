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
  std::string error; ///< non-empty: the clause cannot appear here
};

/// True for clauses whose list items become data ops.
bool isDataClause(ClauseKind);

Decomposition decompose(const Construct &construct, const Clause &clause);

/// The pointer vector of a dynamic multidimensional array
/// (Variable::isPointerVector) in a clause whose rows decompose as `rows`:
/// created where the rows are copied in or created, found where they are
/// found, deleted where they are copied out or deleted, and left alone by
/// update. Its device copy holds the rows' device addresses, which must
/// never reach the host; its host copy is never read on the device (the
/// rows' attach fills every element). The operations are those of a
/// create, present, no_create or delete clause. nullopt: no operation.
std::optional<Decomposition> pointerVectorDecomposition(const Decomposition &rows);

} // namespace acc2c
