#include "BuildGraph.h"

#include "lowering/LowerToGraph.h"
#include "passes/Pipeline.h"

namespace acc2c {

std::optional<DataOpGraph> buildGraphForFortran(const std::string &path,
                                                const FortranOptions &options, Diagnostics &diags) {
  TranslationUnitModel model;
  if (!parseFortran(path, options, model, diags)) return std::nullopt;
  DataOpGraph graph = lowerToGraph(model, diags);
  runGraphPasses(graph, diags);
  if (diags.hasErrors()) return std::nullopt;
  return graph;
}

std::optional<DataOpGraph> buildGraphForC(const std::string &path, const COptions &options,
                                          Diagnostics &diags) {
  TranslationUnitModel model;
  if (!parseC(path, options, model, diags)) return std::nullopt;
  DataOpGraph graph = lowerToGraph(model, diags);
  runGraphPasses(graph, diags);
  if (diags.hasErrors()) return std::nullopt;
  return graph;
}

} // namespace acc2c
