#include "rewriter/common/LoopDirectives.h"

#include "model/OpenMPKinds.h"

#include <map>

namespace acc2c {
namespace {

bool hasClause(const GraphConstruct &c, ClauseId id) {
  for (const Clause &cl : c.controlClauses)
    if (cl.id == id) return true;
  return false;
}

} // namespace

std::string collapseOf(const GraphConstruct &c) {
  for (const Clause &cl : c.controlClauses) {
    if (cl.id == llvm::acc::Clause::ACCC_tile && cl.count) return std::to_string(*cl.count);
    // collapse(force: n) may name loops that are not perfectly nested, which
    // OpenMP's collapse rejects: the outer loop alone is shared instead.
    if ((cl.id == llvm::acc::Clause::ACCC_collapse || cl.id == llvm::omp::Clause::OMPC_collapse) &&
        cl.count && !cl.force)
      return std::to_string(*cl.count);
  }
  return "";
}

bool isMarkedParallel(const GraphConstruct &loop, const GraphConstruct &compute) {
  // OpenMP: worksharing and distribute loops; simd alone stays on one thread.
  if (loop.dialect == Dialect::OpenMP) return sharesIterations(loop.directive);
  if (hasClause(loop, llvm::acc::Clause::ACCC_seq) || hasClause(loop, llvm::acc::Clause::ACCC_auto))
    return false;
  ComputeConstruct kind = computeConstructOf(compute.directive);
  if (kind == ComputeConstruct::Serial) return false;
  if (kind == ComputeConstruct::Kernels)
    return hasClause(loop, llvm::acc::Clause::ACCC_independent);
  return true;
}

std::string ompWorksharingClauses(const GraphConstruct &loop) {
  std::string s;
  if (loop.dialect != Dialect::OpenMP) return s;
  for (const Clause &cl : loop.controlClauses) {
    using llvm::omp::Clause;
    if (!(cl.id == Clause::OMPC_schedule || cl.id == Clause::OMPC_ordered ||
          cl.id == Clause::OMPC_lastprivate || cl.id == Clause::OMPC_linear ||
          cl.id == Clause::OMPC_order))
      continue;
    s += " " + cl.name;
    if (!cl.text.empty()) s += "(" + cl.text + ")";
  }
  return s;
}

std::set<std::string> lastValueVariablesIn(const DataOpGraph &g, ConstructId c) {
  std::set<std::string> out;
  for (const GraphConstruct &inner : g.constructs())
    for (std::optional<ConstructId> p = inner.id; p; p = g.construct(*p).parent)
      if (*p == c) {
        for (const std::string &name : ompLastValueVariables(inner.controlClauses))
          out.insert(name);
        break;
      }
  return out;
}

} // namespace acc2c
