// Zero-normalised acc.bounds for a variable reference (OpenACC 2.7.1;
// docs/data-operations.md, "Bounds"): lower/upper relative to the declared lower
// bound, extent = upper - lower + 1, startIdx = the declared lower bound.
#pragma once
#include "graph/DataOp.h"
#include "model/Variable.h"

#include <string>
#include <vector>

namespace acc2c {

struct BoundsResult {
  std::vector<DataBounds> bounds; ///< dimension 1 first; empty for scalars
  std::string error;              ///< non-empty: why no bounds can be formed
};

/// Bounds of the data `v` names: its subscripts if written, else its whole
/// declared shape.
BoundsResult computeBounds(const Variable &v);

} // namespace acc2c
