#include "rewriter/common/LoopDirectives.h"

#include "rewriter/common/Control.h"

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
    if (cl.id == llvm::acc::Clause::ACCC_tile && !cl.args.empty())
      return std::to_string(splitArguments(cl.args[0]).size());
    if ((cl.id == llvm::acc::Clause::ACCC_collapse || cl.id == llvm::omp::Clause::OMPC_collapse) &&
        !cl.args.empty()) {
      llvm::StringRef a = llvm::StringRef(cl.args[0]).trim();
      if (a.starts_with_insensitive("force:")) a = a.drop_front(6).trim();
      return a.str();
    }
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
    if (!cl.args.empty()) {
      s += "(";
      for (size_t i = 0; i < cl.args.size(); ++i) s += (i ? ", " : "") + cl.args[i];
      s += ")";
    }
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
