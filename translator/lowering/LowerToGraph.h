// Lowering: the directive model of one translation unit -> the data-op
// graph. Each data clause list item becomes the entry/exit ops that
// ClauseDecomposition names; exit ops of a region follow its body in the
// reverse order of the entry ops (the last attached is the first detached).
#pragma once
#include "graph/DataOpGraph.h"
#include "model/Directive.h"
#include "support/Diagnostics.h"

namespace acc2c {

DataOpGraph lowerToGraph(const TranslationUnitModel &model, Diagnostics &diags);

/// Builds one data op for `var` with the attributes every op carries
/// (bounds, attach link, modifiers); shared with the passes that add ops.
DataOp makeDataOp(DataOpKind kind, DataClause clause, const Variable &var, ConstructId construct,
                  bool structured, Diagnostics &diags);

} // namespace acc2c
