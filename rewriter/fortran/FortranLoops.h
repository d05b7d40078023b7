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

/// The threads' loop of a region procedure that each thread of a parallel
/// region runs (RegionCode::workshared): "!$omp do private(k)
/// firstprivate(w) collapse(2) reduction(max:err)", the clauses of
/// ompParallelDo but default(firstprivate), which a worksharing loop cannot
/// have: the dummies passed by reference (`byReference`, one variable for
/// all the threads) that are not shared, reduced or private are listed
/// firstprivate; every other variable of the procedure is each call's own.
std::string ompWorksharingDo(const DataOpGraph &g, const GraphConstruct &loop,
                             const GraphConstruct &compute, const std::set<std::string> &shared,
                             const std::vector<std::string> &byReference);

/// The variables the host threads of parallel loop `loop` of `compute`
/// share (the `shared` clause of ompParallelDo), of the region's `shared`
/// ones: not those the loop reduces or privatizes.
std::set<std::string> threadsShared(const DataOpGraph &g, const GraphConstruct &loop,
                                    const GraphConstruct &compute,
                                    const std::set<std::string> &shared);

/// What an OpenACC kernel's loop directives say about its data (docs/gpu.md,
/// "OpenACC kernels"): the compute construct whose kernel it is, the
/// variables private to each thread (the arrays among them also in the
/// construct's create clause: one it names nowhere else would be implicitly
/// copied in and out), the RegionCode::kernelRestarted scalars, the device data mapped
/// onto itself (present) and the host images of scalars (copy). (The
/// construct's clause for a private array is create: gfortran 12's private
/// of an explicit-shape dummy on a parallel construct faults in libgomp.)
struct OpenACCKernelData {
  const GraphConstruct *compute = nullptr;
  std::set<std::string> privates, privateArrays;
  std::vector<std::string> restarted, present, copies;
};

/// Whether `loop` or its compute construct reduces an array or an array
/// element: gcc 12's OpenACC reduces scalars only, so with OpenACC kernels
/// such a loop runs sequentially in one gang, updating the data itself
/// (accParallelLoop's `!$acc loop seq`).
bool reducesArray(const DataOpGraph &g, const GraphConstruct &loop, const GraphConstruct &compute);

/// With OpenACC kernels: for `loop`, the parallel loop of `data.compute`
/// (the same construct when combined) whose reductions it carries out too:
///   !$acc parallel create(w) present(a, b) copy(err)
///   !$acc loop gang vector private(i, k, w) collapse(2) reduction(max:err)
/// (the kernel closes the parallel construct after the loop: gfortran
/// evaluates a combined construct's loop bounds on the host, where a bound
/// such as p%n reads device memory). In a one-gang kernel (`teams` false)
/// "!$acc loop worker vector" with the same private, collapse and reduction
/// clauses; "!$acc loop seq" in one gang (`num_gangs(1)`) where it reduces
/// an array (reducesArray). The restarted scalars are private too, their values saved first
/// ("acc2c_fp_t = t") for each iteration to start from.
CodeLines accParallelLoop(const DataOpGraph &g, const GraphConstruct &loop, bool teams,
                          const OpenACCKernelData &data);

} // namespace acc2c
