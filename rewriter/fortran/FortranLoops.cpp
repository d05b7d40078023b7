#include "rewriter/fortran/FortranLoops.h"

#include "model/OpenMPKinds.h"
#include "rewriter/common/LoopDirectives.h"

#include <map>

namespace acc2c {
namespace {

std::string join(const std::set<std::string> &names) {
  std::string s;
  for (const std::string &n : names) s += (s.empty() ? "" : ", ") + n;
  return s;
}

// The reductions `loop` carries out, by operator: its own and its compute
// construct's (2.5.15: the gangs'; with one gang, its parallel loops'
// threads reduce them).
std::map<std::string, std::set<std::string>>
reductionsOf(const DataOpGraph &g, const GraphConstruct &loop, const GraphConstruct &compute) {
  std::map<std::string, std::set<std::string>> reductions;
  std::set<std::string> reduced;
  for (ConstructId c : {loop.id, compute.id})
    for (OpId id : g.opsOf(c)) {
      const DataOp &o = g.op(id);
      if (o.kind == DataOpKind::Reduction && reduced.insert(o.var.designator).second)
        reductions[reductionOperatorSpelling(o.reduction, true)].insert(o.var.designator);
    }
  return reductions;
}

std::set<std::string> reducedIn(const std::map<std::string, std::set<std::string>> &reductions) {
  std::set<std::string> reduced;
  for (const auto &[op, vars] : reductions) reduced.insert(vars.begin(), vars.end());
  return reduced;
}

} // namespace

bool reducesArray(const DataOpGraph &g, const GraphConstruct &loop, const GraphConstruct &compute) {
  for (ConstructId c : {loop.id, compute.id})
    for (OpId id : g.opsOf(c)) {
      const DataOp &o = g.op(id);
      if (o.kind == DataOpKind::Reduction && (o.var.rank() > 0 || !o.var.subscripts.empty()))
        return true;
    }
  return false;
}

CodeLines accParallelLoop(const DataOpGraph &g, const GraphConstruct &loop, bool teams,
                          const OpenACCKernelData &data) {
  std::map<std::string, std::set<std::string>> reductions = reductionsOf(g, loop, *data.compute);
  std::set<std::string> reduced = reducedIn(reductions);
  // A loop reducing an array or an element runs sequentially, updating the
  // data itself (reducesArray): only its scalars' reductions stay.
  const bool sequential = reducesArray(g, loop, *data.compute);
  if (sequential)
    for (ConstructId c : {loop.id, data.compute->id})
      for (OpId id : g.opsOf(c)) {
        const DataOp &o = g.op(id);
        if (o.kind != DataOpKind::Reduction || (o.var.rank() == 0 && o.var.subscripts.empty()))
          continue;
        for (auto &[op, vars] : reductions) vars.erase(o.var.designator);
      }
  for (auto it = reductions.begin(); it != reductions.end();)
    it = it->second.empty() ? reductions.erase(it) : std::next(it);
  std::set<std::string> own, ownArrays;
  for (const std::string &p : data.privates)
    if (!reduced.count(p)) own.insert(p);
  for (const std::string &p : data.privateArrays)
    if (!reduced.count(p)) ownArrays.insert(p);
  auto list = [](const std::vector<std::string> &names) {
    return join(std::set<std::string>(names.begin(), names.end()));
  };
  CodeLines code;
  for (const std::string &r : data.restarted)
    if (!reduced.count(r)) {
      code.add("acc2c_fp_" + r + " = " + r);
      own.insert(r);
    }
  if (teams) {
    std::string parallel = sequential ? "!$acc parallel num_gangs(1)" : "!$acc parallel";
    if (!ownArrays.empty()) parallel += " create(" + join(ownArrays) + ")";
    if (!data.present.empty()) parallel += " present(" + list(data.present) + ")";
    if (!data.copies.empty()) parallel += " copy(" + list(data.copies) + ")";
    code.add(parallel);
  }
  std::string d = sequential ? "!$acc loop seq"
                  : teams    ? "!$acc loop gang vector"
                             : "!$acc loop worker vector";
  if (!own.empty()) d += " private(" + join(own) + ")";
  std::string collapse = collapseOf(loop, LoopRunner::DeviceKernel);
  if (!collapse.empty() && !sequential) d += " collapse(" + collapse + ")";
  for (const auto &[op, vars] : reductions) d += " reduction(" + op + ":" + join(vars) + ")";
  code.add(d);
  return code;
}

namespace {

// The loop's private variables: its own private clauses, and the scalars
// the region privatizes for the loops inside it (rule loop-private: each
// thread's, and its region's value, which no one reads, is not copied in,
// as default(firstprivate) would). Such an array is each thread's already:
// an allocatable OpenMP copies.
std::set<std::string> threadsPrivates(const DataOpGraph &g, const GraphConstruct &loop,
                                      const GraphConstruct &compute,
                                      const std::set<std::string> &reduced) {
  std::set<std::string> privates, regionsOwn;
  for (OpId id : g.opsOf(compute.id))
    if (g.op(id).implicitRule == ImplicitRule::LoopPrivate) {
      if (!g.op(id).var.shape.empty())
        regionsOwn.insert(g.op(id).var.designator);
      else if (!reduced.count(g.op(id).var.designator))
        privates.insert(g.op(id).var.designator);
    }
  for (OpId id : g.opsOf(loop.id)) {
    const DataOp &o = g.op(id);
    if (o.kind == DataOpKind::Private && !reduced.count(o.var.designator) &&
        !regionsOwn.count(o.var.designator))
      privates.insert(o.var.designator);
  }
  return privates;
}

} // namespace

std::set<std::string> threadsShared(const DataOpGraph &g, const GraphConstruct &loop,
                                    const GraphConstruct &compute,
                                    const std::set<std::string> &shared) {
  std::set<std::string> reduced = reducedIn(reductionsOf(g, loop, compute));
  std::set<std::string> privates = threadsPrivates(g, loop, compute, reduced);
  // lastprivate and linear (an OpenMP loop's own clauses) privatise too.
  const std::set<std::string> ownClauses = ompLastValueVariables(loop.controlClauses);
  std::set<std::string> sharedHere;
  for (const std::string &s : shared)
    if (!reduced.count(s) && !privates.count(s) && !ownClauses.count(s)) sharedHere.insert(s);
  // Each iteration of a DO CONCURRENT copies its local_init variables from
  // the loop's (FortranRewriter's concurrentAsNest): those are shared.
  if (loop.concurrent)
    for (const Variable &v : loop.concurrent->localInit) sharedHere.insert(v.designator);
  return sharedHere;
}

std::string ompParallelDo(const DataOpGraph &g, const GraphConstruct &loop,
                          const GraphConstruct &compute, const std::set<std::string> &shared,
                          LoopRunner runner) {
  std::map<std::string, std::set<std::string>> reductions = reductionsOf(g, loop, compute);
  std::set<std::string> privates = threadsPrivates(g, loop, compute, reducedIn(reductions));
  std::set<std::string> sharedHere = threadsShared(g, loop, compute, shared);
  std::string d = runner == LoopRunner::HostThreads
                      ? (threadsLoopTakesSimd(g, loop, compute) ? "!$omp parallel do simd"
                                                                : "!$omp parallel do")
                  : teamsLoopTakesSimd(g, loop) ? "!$omp teams distribute parallel do simd"
                                                : "!$omp teams distribute parallel do";
  d += " default(firstprivate)";
  if (!sharedHere.empty()) d += " shared(" + join(sharedHere) + ")";
  if (!privates.empty()) d += " private(" + join(privates) + ")";
  // The routines the region calls ask each thread where it runs
  // (acc2c_routine_data).
  if (runner == LoopRunner::HostThreads && !compute.procedureCalls.empty())
    d += " copyin(acc2c_device_thread)";
  std::string collapse = collapseOf(loop, runner);
  if (!collapse.empty()) d += " collapse(" + collapse + ")";
  for (const auto &[op, vars] : reductions) d += " reduction(" + op + ":" + join(vars) + ")";
  d += launchClauses(launchValues(compute, runner));
  return d + ompWorksharingClauses(loop);
}

std::string ompWorksharingDo(const DataOpGraph &g, const GraphConstruct &loop,
                             const GraphConstruct &compute, const std::set<std::string> &shared,
                             const std::vector<std::string> &byReference) {
  std::map<std::string, std::set<std::string>> reductions = reductionsOf(g, loop, compute);
  std::set<std::string> reduced = reducedIn(reductions);
  std::set<std::string> privates = threadsPrivates(g, loop, compute, reduced);
  std::set<std::string> sharedHere = threadsShared(g, loop, compute, shared);
  const std::set<std::string> ownClauses = ompLastValueVariables(loop.controlClauses);
  std::set<std::string> firstprivates;
  for (const std::string &v : byReference)
    if (!sharedHere.count(v) && !reduced.count(v) && !privates.count(v) && !ownClauses.count(v))
      firstprivates.insert(v);
  std::string d = threadsLoopTakesSimd(g, loop, compute) ? "!$omp do simd" : "!$omp do";
  if (!privates.empty()) d += " private(" + join(privates) + ")";
  if (!firstprivates.empty()) d += " firstprivate(" + join(firstprivates) + ")";
  std::string collapse = collapseOf(loop, LoopRunner::HostThreads);
  if (!collapse.empty()) d += " collapse(" + collapse + ")";
  for (const auto &[op, vars] : reductions) d += " reduction(" + op + ":" + join(vars) + ")";
  return d + ompWorksharingClauses(loop);
}

} // namespace acc2c
