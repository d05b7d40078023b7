// LoopDirectives: which loops of a region run on host threads, and what
// the OpenMP directive that runs them carries (the Fortran and C printers
// spell it: rewriter/fortran/FortranLoops.h, rewriter/c).
//
// A region runs as one gang on the encountering thread. The outermost loop
// that OpenACC marks parallel becomes `!$omp parallel do`; loops nested in
// it run sequentially inside each iteration (their reductions are then per
// thread already, and so are their privates, but for data the threads
// share, which each gets a copy of around the loop: docs/data-operations.md,
// "Private data of loops inside the threads' loop"). Marked parallel means (2.9): in a parallel
// construct, any loop without seq or auto; in kernels, loops with
// independent (acc2c never guesses independence, which is always correct);
// a serial construct runs everything sequentially. The OpenMP loop gets the
// loop's collapse less its innermost loop (tile: one level per tile size,
// less one), reductions and privates;
// every other variable is firstprivate except the region's arrays and
// aggregates and the targets of atomic constructs, which are shared.
#pragma once

#include "graph/DataOpGraph.h"

#include <set>
#include <string>
#include <vector>

namespace acc2c {

/// Whether loop construct `loop` (or the loop of combined construct `loop`)
/// is marked parallel inside compute construct `compute`.
bool isMarkedParallel(const GraphConstruct &loop, const GraphConstruct &compute);

/// The loop that is a device kernel's teams loop when compute construct
/// `c` becomes a kernel: `c` itself when it is a combined construct marked
/// parallel, the loop construct that is its whole body when that one is
/// (Construct::bodyIsOneLoop), else none (the region is one target
/// construct, one team).
const GraphConstruct *teamsLoopOf(const DataOpGraph &g, const GraphConstruct &c);

/// Whether a device kernel's teams loop `loop` is also `simd` (gcc's nvptx
/// threads are warps and the simd lanes their threads: without simd one
/// lane of each warp works, docs/gpu.md). OpenMP allows only atomic, simd,
/// loop and ordered simd constructs in a simd region: every construct in
/// the loop must be an atomic construct or an OpenACC loop (sequential in
/// each iteration, its directive gone).
bool teamsLoopTakesSimd(const DataOpGraph &g, const GraphConstruct &loop);

/// Whether the host threads' loop `loop` of compute construct `compute` is
/// also `simd`: an OpenACC loop whose reductions (its own and the compute
/// construct's) are all of scalars, at least one, with nothing in it a simd
/// region refuses (teamsLoopTakesSimd), not tiled. OpenACC lets a reduction combine
/// its values in any order (2.5.15, 2.9.11); OpenMP lets gcc reassociate,
/// and so vectorize, a floating-point reduction only in a simd loop: without
/// it each thread's partial sum runs element by element (BabelStream's dot
/// took 1.23 times its OpenMP version's time; docs/applications.md).
bool threadsLoopTakesSimd(const DataOpGraph &g, const GraphConstruct &loop,
                          const GraphConstruct &compute);

/// Who runs a loop marked parallel: the host's threads, or the teams and
/// threads of a GPU kernel (device kernels, docs/gpu.md).
enum class LoopRunner { HostThreads, DeviceKernel };

/// A value that decides how a compute region's parallel loops start: a
/// count of teams or threads, or whether they run in parallel at all. Its
/// expressions, as written in the source, are evaluated where the region
/// starts (they may name variables the body does not) and reach the loops
/// as the region's parameter `parameter`, which the loop directives name.
struct LaunchValue {
  enum class Kind {
    /// int: (int)(exprs[0]).
    Count,
    /// A truth value (Fortran: logical): exprs[0].
    Condition,
    /// int: the threads a host loop runs with, acc2c_region_threads(
    /// num_threads, thread_limit) with each expression or 0 where the
    /// construct has none (exprs[0], exprs[1]; "" for none).
    HostThreads,
    /// int: the body's answer to omp_get_thread_limit() (DeviceQuery.h),
    /// acc2c_region_thread_limit(thread_limit) with the clause's expression
    /// (exprs[0]; "" for none). No clause of the loop directive.
    ThreadLimitAnswer,
  };
  Kind kind = Kind::Count;
  std::string parameter; ///< "acc2c_num_teams", "acc2c_num_threads", "acc2c_parallel_if"
  std::vector<std::string> exprs;
  std::string clause; ///< the loop directive's clause: "num_threads(acc2c_num_threads)"
};

/// The launch values of compute construct `compute`'s parallel loops, from
/// its clauses (a combined construct's). OpenACC, device kernels only:
/// num_gangs(n) (num_teams) and num_workers(n) (num_threads: gcc's nvptx
/// threads are warps, as its OpenACC workers are), with the clauses of
/// device_type(nvidia) selected (passes/DeviceTypeSelection.h);
/// vector_length has no counterpart (the simd width is the warp's), nor has
/// num_gangs with several arguments: the runtime chooses those
/// (docs/gpu.md). OpenMP: num_threads(n) and thread_limit(n) (on the host
/// the region is one team, whose loops run with at most thread_limit
/// threads), num_teams(n) on device kernels, and the condition of
/// if(parallel: c), or of an if without a modifier on a directive with a
/// parallel leaf (OpenMP 5.2 3.4: where it is false, the parallel region
/// has one thread). The clauses of a loop construct nested in a target
/// construct are not among them (its directive keeps them as a comment).
/// The parameters are named `prefix` + "num_teams", "num_threads",
/// "thread_limit", "parallel_if".
std::vector<LaunchValue> launchValues(const GraphConstruct &compute, LoopRunner runner,
                                      const std::string &prefix = "acc2c_");

/// The value the body of `compute` answers omp_get_thread_limit() with,
/// named acc2c_thread_limit_icv: its thread_limit clause, or the host's
/// limit where it has none.
LaunchValue threadLimitAnswer(const GraphConstruct &compute);

/// Whether the body of a region that runs at `where` (its region place, an
/// expression) runs on a GPU, named acc2c_on_gpu: its calls of
/// acc_on_device answer with it (DeviceQuery.h, onDeviceTypes).
LaunchValue onGpuAnswer(const std::string &where);

/// The warning for a loop of an OpenACC kernel that reduces `reduced`, an
/// array, a section or an element: gcc 12's OpenACC reduces scalars only,
/// so the loop runs sequentially (both languages' rewriters).
std::string sequentialReductionWarning(const Variable &reduced);

/// `values`' clauses, each after a blank, for a parallel loop's directive.
std::string launchClauses(const std::vector<LaunchValue> &values);

/// tile(...) on a loop the host threads share (OpenACC 3.3 2.9.8): each
/// of its n loops becomes a loop over tiles around a loop over one tile's
/// elements; the threads share the n tile loops (collapsed), and each runs
/// its tile's elements in order, the innermost loop whole, where the
/// compiler vectorises it. The sizes, the outermost loop's first, `*` as
/// 32 (a tile of doubles in two loops is 8 KiB: it stays in the L1 cache).
/// Empty where the nest stays as written: a device kernel (its threads
/// share every iteration), or a loop whose step is not a constant or whose
/// form acc2c does not write again (AssociatedLoop::step).
std::vector<std::int64_t> tileSizes(const GraphConstruct &loop, LoopRunner runner);

/// The number of loops the host threads share as one (OpenMP collapse): a
/// tiled nest's n tile loops (tileSizes); of OpenACC's collapse(n) or n
/// tile sizes otherwise, the outer n - 1 (the innermost loop stays whole
/// in each iteration, where the compiler vectorises it; a device kernel's
/// threads share all n);
/// OpenMP's collapse(n) as written; "" for one loop, and for
/// collapse(force: n), whose loops need not be perfectly nested (the outer
/// loop alone is shared).
std::string collapseOf(const GraphConstruct &loop, LoopRunner runner = LoopRunner::HostThreads);

/// The clauses of OpenMP loop `loop` that say how its iterations go to the
/// threads and what they leave behind (schedule, ordered, lastprivate,
/// linear, order), as written, each after a blank: the host threads that
/// run the loop keep them.
std::string ompWorksharingClauses(const GraphConstruct &loop);

/// The variables the lastprivate and linear clauses of construct `c` and
/// of the constructs in it list: they have a value after their loop, so a
/// loop variable among them is the region's variable, not a private one.
std::set<std::string> lastValueVariablesIn(const DataOpGraph &g, ConstructId c);

} // namespace acc2c
