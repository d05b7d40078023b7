#pragma once
#include "graph/DataOpGraph.h"
#include "support/Diagnostics.h"

namespace acc2c {

/// Code written for NVIDIA's compilers updates a scalar in every iteration
/// of a parallel loop without a reduction clause (`error = fmax(error,
/// fabs(d))` in `parallel loop`). By OpenACC 3.3 2.6.2 such a scalar is
/// firstprivate, so the update is lost; NVIDIA's compilers infer the
/// reduction instead. So does acc2c, with a warning naming the clause, for
/// a parallel or kernels construct whose body updates a scalar that no
/// clause of it or of a construct inside names, always inside a shared
/// loop (its own, combined, or a loop construct without seq) and always
/// with the same reduction operator (Construct::scalarUpdates). The
/// inferred op is the compute construct's, implicit (rule
/// inferred-reduction): the threads of its first parallel loop reduce it,
/// and the implicit data pass copies it as for a reduction clause.
void runInferReductions(DataOpGraph &graph, Diagnostics &diags);

} // namespace acc2c
