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

// The clause `id` of `c` with one expression (the clauses of
// device_type(nvidia) are selected already).
const Clause *oneArgument(const GraphConstruct &c, ClauseId id) {
  for (const Clause &cl : c.controlClauses)
    if (cl.id == id && cl.exprs.size() == 1) return &cl;
  return nullptr;
}

} // namespace

std::vector<std::int64_t> tileSizes(const GraphConstruct &loop, LoopRunner runner) {
  if (runner != LoopRunner::HostThreads) return {};
  for (const Clause &cl : loop.controlClauses) {
    if (!(cl.id == llvm::acc::Clause::ACCC_tile)) continue;
    size_t n = cl.tileSizes.size();
    if (n == 0 || loop.associatedLoops.size() != n) return {};
    std::vector<std::int64_t> sizes;
    for (size_t i = 0; i < n; ++i) {
      if (!loop.associatedLoops[i].step) return {};
      std::int64_t size = cl.tileSizes[n - 1 - i];
      sizes.push_back(size > 0 ? size : 32);
    }
    return sizes;
  }
  return {};
}

std::string collapseOf(const GraphConstruct &c, LoopRunner runner) {
  // OpenACC's n loops run as their outer n - 1 shared by the threads, the
  // innermost whole in each iteration: OpenMP's collapse walks the joint
  // iteration space with a carry that stops gcc and gfortran vectorising
  // the innermost loop (3.0x the sequential time on one thread in the
  // training course's Fortran collapse lab, 1.25x sharing only the outer
  // loop: docs/applications.md). Any split of independent iterations among
  // threads is a schedule OpenACC allows.
  // A GPU kernel wants every iteration of the nest as its own (OpenMP has
  // no tile in gcc 12: a tile's loops are collapsed).
  auto shared = [runner](int64_t n) {
    if (runner == LoopRunner::DeviceKernel) return n > 1 ? std::to_string(n) : std::string();
    return n > 2 ? std::to_string(n - 1) : std::string();
  };
  // A DO CONCURRENT's indices are as if collapsed (OpenACC 3.3 2.9); its
  // nest is perfect (concurrentAsNest in the Fortran rewriter).
  if (c.concurrent) return shared(static_cast<int64_t>(c.concurrent->indices.size()));
  for (const Clause &cl : c.controlClauses) {
    if (cl.id == llvm::acc::Clause::ACCC_tile && cl.count) {
      size_t tiles = tileSizes(c, runner).size();
      if (tiles) return tiles > 1 ? std::to_string(tiles) : std::string();
      return shared(*cl.count);
    }
    // collapse(force: n) may name loops that are not perfectly nested, which
    // OpenMP's collapse rejects: the outer loop alone is shared instead.
    if (cl.id == llvm::acc::Clause::ACCC_collapse && cl.count && !cl.force)
      return shared(*cl.count);
    // OpenMP's own collapse, as the user wrote it.
    if (cl.id == llvm::omp::Clause::OMPC_collapse && cl.count) return std::to_string(*cl.count);
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

const GraphConstruct *teamsLoopOf(const DataOpGraph &g, const GraphConstruct &c) {
  if (isLoopAssociated(c.directive)) return isMarkedParallel(c, c) ? &c : nullptr;
  if (!c.bodyIsOneLoop) return nullptr;
  for (const GraphConstruct &loop : g.constructs())
    if (loop.parent == c.id && loop.kind == ConstructKind::Loop)
      return isMarkedParallel(loop, c) ? &loop : nullptr;
  return nullptr;
}

std::vector<LaunchValue> launchValues(const GraphConstruct &compute, LoopRunner runner,
                                      const std::string &prefix) {
  std::vector<LaunchValue> values;
  auto count = [&](const Clause *cl, const std::string &clause) {
    if (cl)
      values.push_back({LaunchValue::Kind::Count,
                        prefix + clause,
                        {cl->exprs[0]},
                        clause + "(" + prefix + clause + ")"});
  };
  if (compute.dialect == Dialect::OpenACC) {
    if (runner != LoopRunner::DeviceKernel) return values;
    count(oneArgument(compute, llvm::acc::Clause::ACCC_num_gangs), "num_teams");
    count(oneArgument(compute, llvm::acc::Clause::ACCC_num_workers), "num_threads");
    return values;
  }
  using C = llvm::omp::Clause;
  const Clause *numThreads = oneArgument(compute, C::OMPC_num_threads);
  const Clause *threadLimit = oneArgument(compute, C::OMPC_thread_limit);
  const Clause *parallelIf = nullptr;
  for (const Clause &cl : compute.controlClauses)
    if (cl.id == C::OMPC_if && cl.exprs.size() == 1 &&
        (cl.ifModifier ? *cl.ifModifier == llvm::omp::Directive::OMPD_parallel
                       : hasOmpLeaf(compute.directive, {llvm::omp::Directive::OMPD_parallel})))
      parallelIf = &cl;
  if (runner == LoopRunner::DeviceKernel) {
    count(oneArgument(compute, C::OMPC_num_teams), "num_teams");
    count(numThreads, "num_threads");
    count(threadLimit, "thread_limit");
  } else if (numThreads || threadLimit) {
    values.push_back(
        {LaunchValue::Kind::HostThreads,
         prefix + "num_threads",
         {numThreads ? numThreads->exprs[0] : "", threadLimit ? threadLimit->exprs[0] : ""},
         "num_threads(" + prefix + "num_threads)"});
  }
  if (parallelIf) {
    std::string p = prefix + "parallel_if";
    values.push_back(
        {LaunchValue::Kind::Condition,
         p,
         {parallelIf->exprs[0]},
         runner == LoopRunner::DeviceKernel ? "if(parallel: " + p + ")" : "if(" + p + ")"});
  }
  return values;
}

LaunchValue threadLimitAnswer(const GraphConstruct &compute) {
  const Clause *limit = compute.dialect == Dialect::OpenMP
                            ? oneArgument(compute, llvm::omp::Clause::OMPC_thread_limit)
                            : nullptr;
  return {LaunchValue::Kind::ThreadLimitAnswer,
          "acc2c_thread_limit_icv",
          {limit ? limit->exprs[0] : ""},
          ""};
}

std::string sequentialReductionWarning(const Variable &reduced) {
  return "the loop reducing '" + reduced.text +
         "' runs sequentially in its OpenACC device kernel: gcc 12's OpenACC reduces scalars "
         "only (docs/gpu.md, \"OpenACC kernels\")";
}

LaunchValue onGpuAnswer(const std::string &where) {
  return {LaunchValue::Kind::Condition, "acc2c_on_gpu", {"acc2c_kernel_on_gpu(" + where + ")"}, ""};
}

std::string launchClauses(const std::vector<LaunchValue> &values) {
  std::string out;
  for (const LaunchValue &v : values)
    if (!v.clause.empty()) out += " " + v.clause;
  return out;
}

bool teamsLoopTakesSimd(const DataOpGraph &g, const GraphConstruct &loop) {
  for (const GraphConstruct &c : g.constructs()) {
    bool inside = false;
    for (std::optional<ConstructId> p = c.parent; p && !inside; p = g.construct(*p).parent)
      inside = *p == loop.id;
    if (inside && c.kind != ConstructKind::Atomic &&
        !(c.kind == ConstructKind::Loop && c.dialect == Dialect::OpenACC))
      return false;
  }
  return true;
}

bool threadsLoopTakesSimd(const DataOpGraph &g, const GraphConstruct &loop,
                          const GraphConstruct &compute) {
  // (Not a tiled nest: gfortran 12 stops with an internal compiler error in
  // gfc_trans_omp_do on the simd loop over its tiles.)
  if (loop.dialect != Dialect::OpenACC || !loop.associatedLoops.empty() ||
      !teamsLoopTakesSimd(g, loop))
    return false;
  bool reduces = false;
  for (ConstructId c : {loop.id, compute.id})
    for (OpId id : g.opsOf(c)) {
      const DataOp &o = g.op(id);
      if (o.kind != DataOpKind::Reduction) continue;
      if (o.var.rank() > 0 || !o.var.subscripts.empty() || o.var.isAggregate) return false;
      reduces = true;
    }
  return reduces;
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
