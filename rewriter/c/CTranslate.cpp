#include "rewriter/c/CTranslate.h"

#include "lowering/LowerToGraph.h"
#include "passes/DeviceTypeSelection.h"
#include "passes/Pipeline.h"

namespace acc2c {

std::optional<Translation> translateC(const std::string &path, const COptions &options,
                                      const CRewriteOptions &rewrite, Diagnostics &diags) {
  TranslationUnitModel model;
  Diagnostics later; // the graph's and the rewriter's, after Clang's own
  std::optional<std::string> out;
  bool parsed =
      parseC(path, options, model, diags, [&](clang::ASTContext &context, clang::Preprocessor &pp) {
        DataOpGraph graph = lowerToGraph(model, later);
        runGraphPasses(graph, later);
        selectDeviceType(graph, translationDeviceTypes(rewrite.deviceKernels));
        if (!later.hasErrors()) out = rewriteC(context, pp, path, graph, rewrite, later);
      });
  for (const Diagnostic &d : later.all()) {
    if (d.severity == Severity::Error)
      diags.error(d.loc, d.message);
    else if (d.severity == Severity::Warning)
      diags.warning(d.loc, d.message);
    else
      diags.note(d.loc, d.message);
  }
  if (!parsed || diags.hasErrors() || !out) return std::nullopt;
  return Translation{std::move(*out), model.inlinedHeaders};
}

} // namespace acc2c
