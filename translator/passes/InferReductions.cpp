#include "passes/InferReductions.h"

#include "lowering/LowerToGraph.h"
#include "model/SourceLanguage.h"

#include <map>
#include <set>

namespace acc2c {
namespace {

// Every variable a data clause of `c` or of a construct inside it names.
std::set<std::string> namedWithin(const DataOpGraph &g, ConstructId c) {
  std::set<std::string> out;
  for (const GraphConstruct &inner : g.constructs())
    for (std::optional<ConstructId> p = inner.id; p; p = g.construct(*p).parent)
      if (*p == c) {
        for (OpId id : g.opsOf(inner.id)) out.insert(g.op(id).var.rootName);
        for (const Variable &v : inner.loopVariables) out.insert(v.designator);
        if (inner.concurrent) // each iteration's own (local_init)
          for (const Variable &v : inner.concurrent->localInit) out.insert(v.designator);
        break;
      }
  return out;
}

// Data an enclosing data construct or a declare makes present: its device
// copy is shared by the whole region, as the user asked.
bool mappedAround(const DataOpGraph &g, const GraphConstruct &c, const std::string &name) {
  for (auto p = c.parent; p; p = g.construct(*p).parent)
    for (OpId id : g.opsOf(*p))
      if (g.op(id).var.rootName == name) return true;
  return false;
}

} // namespace

void runInferReductions(DataOpGraph &g, Diagnostics &diags) {
  std::vector<ConstructId> candidates;
  for (const GraphConstruct &c : g.constructs()) {
    ComputeConstruct kind = computeConstructOf(c.directive);
    if (c.dialect == Dialect::OpenACC && c.kind == ConstructKind::Compute &&
        kind != ComputeConstruct::Serial && !c.scalarUpdates.empty())
      candidates.push_back(c.id);
  }
  for (ConstructId id : candidates) {
    const GraphConstruct &c = g.construct(id);
    std::set<std::string> named = namedWithin(g, id);
    // The operator of each variable's updates, in order of the first one;
    // None once two disagree or one is not a reduction.
    std::vector<std::string> order;
    std::map<std::string, std::pair<ReductionOperator, SourceLocation>> ops;
    std::set<std::string> inDoConcurrent;
    for (const ScalarUpdate &u : c.scalarUpdates) {
      // An update outside a shared loop (`e = 0` before it) is no reduction.
      ReductionOperator op = u.inParallelLoop ? u.op : ReductionOperator::None;
      if (u.inDoConcurrent) inDoConcurrent.insert(u.variable);
      auto [it, first] = ops.insert({u.variable, {op, u.loc}});
      if (first)
        order.push_back(u.variable);
      else if (it->second.first != op)
        it->second.first = ReductionOperator::None;
    }
    for (const std::string &name : order) {
      auto [op, loc] = ops.at(name);
      if (op == ReductionOperator::None || named.count(name) || mappedAround(g, c, name)) continue;
      const Variable *var = nullptr;
      for (const Variable &v : c.referenced)
        if (v.designator == name && !v.isDeclaredOnDevice) var = &v;
      if (!var) continue;
      std::string spelling =
          std::string(reductionOperatorSpelling(op, !isCSource(g.file()))) + ":" + name + ")";
      if (c.fromDoConcurrent || inDoConcurrent.count(name)) // its spelling: reduce (F2023)
        diags.warning(loc, "'" + name +
                               "' is updated in every iteration of this DO CONCURRENT: "
                               "acc2c infers reduce(" +
                               spelling +
                               ", as NVIDIA's compilers do; write that locality spec to say so");
      else
        diags.warning(loc, "'" + name + "' is updated in every iteration of this '" + c.name +
                               "' without a reduction clause: acc2c infers reduction(" + spelling +
                               ", as NVIDIA's compilers do (by OpenACC 2.6.2 it would be "
                               "firstprivate and the update lost); write the clause to say so");
      DataOp r = makeDataOp(DataOpKind::Reduction, DataClause::Reduction, *var, id, true, diags);
      r.reduction = op;
      r.dialect = c.dialect;
      r.implicitRule = ImplicitRule::InferredReduction;
      r.loc = loc;
      g.insertBeforeBegin(id, std::move(r));
    }
  }
}

} // namespace acc2c
