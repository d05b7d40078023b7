#include "passes/Pipeline.h"

#include "graph/GraphVerifier.h"
#include "lowering/LowerToGraph.h"
#include "passes/ClauseRules.h"
#include "passes/ImplicitDataAttributes.h"
#include "passes/OmpDescriptorExpansion.h"

namespace acc2c {

void runGraphPasses(DataOpGraph &graph, Diagnostics &diags) {
  checkClauseRules(graph, diags);
  runOmpDescriptorExpansion(graph);
  runImplicitDataAttributes(graph, diags);
  runOmpDescriptorExpansion(graph); // the implicit maps of descriptors too
  for (const std::string &problem : verifyGraph(graph))
    diags.error({graph.file(), 0, 0},
                "internal error: malformed data-op graph: " + problem);
}

std::optional<DataOpGraph> buildGraphForFortran(const std::string &path,
                                                const FortranOptions &options,
                                                Diagnostics &diags) {
  TranslationUnitModel model;
  if (!parseFortran(path, options, model, diags))
    return std::nullopt;
  DataOpGraph graph = lowerToGraph(model, diags);
  runGraphPasses(graph, diags);
  if (diags.hasErrors())
    return std::nullopt;
  return graph;
}

std::optional<DataOpGraph> buildGraphForC(const std::string &path, const COptions &options,
                                          Diagnostics &diags) {
  TranslationUnitModel model;
  if (!parseC(path, options, model, diags))
    return std::nullopt;
  DataOpGraph graph = lowerToGraph(model, diags);
  runGraphPasses(graph, diags);
  if (diags.hasErrors())
    return std::nullopt;
  return graph;
}

} // namespace acc2c
