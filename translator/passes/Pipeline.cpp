#include "passes/Pipeline.h"

#include "graph/GraphVerifier.h"
#include "passes/ClauseRules.h"
#include "passes/DeviceCopyOutlivesLocal.h"
#include "passes/HostWritesNotOnDevice.h"
#include "passes/ImplicitDataAttributes.h"
#include "passes/InferReductions.h"
#include "passes/LostFirstprivateWrites.h"
#include "passes/MergeDataClauses.h"
#include "passes/OmpAllocatableComponents.h"
#include "passes/OmpDescriptorExpansion.h"
#include "passes/PresentOfUnmapped.h"
#include "passes/RoutineDataNotOnDevice.h"

namespace acc2c {

void runGraphPasses(DataOpGraph &graph, Diagnostics &diags) {
  mergeDataClauses(graph, diags);
  checkClauseRules(graph, diags);
  warnPresentOfUnmapped(graph, diags);
  warnDeviceCopyOutlivesLocal(graph, diags);
  runOmpAllocatableComponents(graph, diags);
  runOmpDescriptorExpansion(graph);
  runInferReductions(graph, diags);
  runImplicitDataAttributes(graph, diags);
  warnLostFirstprivateWrites(graph, diags);
  warnHostWritesNotOnDevice(graph, diags);
  warnRoutineDataNotOnDevice(graph, diags);
  runOmpAllocatableComponents(graph, diags); // of the implicit maps too
  runOmpDescriptorExpansion(graph);
  for (const std::string &problem : verifyGraph(graph))
    diags.error({graph.file(), 0, 0}, "internal error: malformed data-op graph: " + problem);
}

} // namespace acc2c
