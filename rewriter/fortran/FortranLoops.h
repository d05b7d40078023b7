// FortranLoops: the `!$omp parallel do` that runs a loop marked parallel on
// host threads (rewriter/common/LoopDirectives.h decides which loops).
#pragma once

#include "graph/DataOpGraph.h"
#include "rewriter/common/CodeLines.h"
#include "rewriter/common/LoopDirectives.h"

#include <set>
#include <string>
#include <vector>

namespace acc2c {

/// "!$omp parallel do default(firstprivate) shared(a, b) collapse(2) reduction(max:err)"
/// for `loop`, a parallel loop of `compute` (the same construct when
/// combined), whose reductions its threads carry out too.
/// A teams kernel's loop (device kernels, LoopRunner::DeviceKernel) is
/// "!$omp teams distribute parallel do [simd]" (teamsLoopTakesSimd), its
/// nest collapsed for the device.
std::string ompParallelDo(const DataOpGraph &g, const GraphConstruct &loop,
                          const GraphConstruct &compute, const std::set<std::string> &shared,
                          LoopRunner runner = LoopRunner::HostThreads);

/// With OpenACC kernels (docs/gpu.md): for `loop`, the parallel loop of
/// `compute` (the same construct when combined) whose reductions it carries
/// out too, in a kernel whose `privates` are its threads' own, whose device
/// data `present` has been mapped onto itself and whose `copies` are the
/// host images of scalars:
///   !$acc parallel present(a, b) copy(err)
///   !$acc loop gang vector private(i, k) collapse(2) reduction(max:err)
/// (the kernel closes the parallel construct after the loop: gfortran
/// evaluates a combined construct's loop bounds on the host, where a bound
/// such as p%n reads device memory). In a one-gang kernel (`teams` false)
/// "!$acc loop worker vector" with the same private, collapse and reduction
/// clauses. The `restarted` scalars (RegionCode::kernelRestarted) are
/// private too, their values saved first ("acc2c_fp_t = t") for each
/// iteration to start from.
CodeLines accParallelLoop(const DataOpGraph &g, const GraphConstruct &loop,
                          const GraphConstruct &compute, bool teams,
                          const std::set<std::string> &privates,
                          const std::vector<std::string> &restarted,
                          const std::vector<std::string> &present = {},
                          const std::vector<std::string> &copies = {});

} // namespace acc2c
