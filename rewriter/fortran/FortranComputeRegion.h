// FortranComputeRegion: how a compute region's body (or a host_data body) comes to
// use device memory while its text stays the user's, byte for byte.
//
// A BLOCK encloses the region. It does the entry data operations and asks
// the runtime where each variable the body uses is in the region
// (acc2c_region_data: its device copy, or the host data under
// if(.false.)/self), and keeps that as a variable named after the user's:
// acc2c_y, a pointer onto y's device copy. It then calls the region
// procedure, an internal procedure of the unit whose dummies have the
// variables' names (arrays with explicit shape, so gfortran indexes them as
// plain arrays; firstprivate scalars by VALUE; private scalars are its own
// locals) and whose execution part is the body. Every reference in the body
// thus reaches the device copy, and a data-clause mistake shows the
// discrete-memory result. The exit operations follow, and the BLOCK ends.
//
// Where the unit cannot take an internal procedure (it is one itself) or
// the body needs its host's statement labels, the body stays in place
// inside a second BLOCK that re-declares each variable under its own name
// (pointers onto acc2c_y, locals for scalars): slower indexing, same
// semantics.
#pragma once

#include "rewriter/common/CodeLines.h"
#include "rewriter/common/RegionBinding.h"
#include "rewriter/fortran/FortranDataOpCalls.h"
#include "rewriter/fortran/FortranNames.h"

#include "graph/DataOpGraph.h"
#include "support/Diagnostics.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace acc2c {

struct Binding {
  Variable var;
  BindingKind kind = BindingKind::View;
  /// What the enclosing BLOCK gives the region for it (acc2c_y), and for an
  /// array that may have no data, its bounds (acc2c_y_lb, acc2c_y_ub; empty
  /// arrays 1:0 while the data is not there). Empty where unused.
  std::string value, lower, upper;
  /// A reduction of the construct that starts from its identity and is
  /// combined with the variable's data at the end (reductionStart).
  std::optional<ReductionOperator> restart;
};

/// How a region runs its body with device kernels (docs/gpu.md): not as a
/// kernel (no device kernels), as one `target` construct around the whole
/// body, as `target` around the region's one loop, which becomes `teams
/// distribute parallel do`, or on the host only in a program with device
/// kernels (a body that does input/output): an error stops the program
/// where the region's data is a GPU's.
enum class KernelForm { None, Target, Teams, HostOnly };

struct RegionCode {
  CodeLines open;  ///< replaces the directive: up to the first body line
  CodeLines close; ///< after the last body line
  /// An outlined body: the region procedure's lines before the body (header
  /// and dummies) and after it. `open` then is the whole region, calling
  /// the procedure, and `close` is empty.
  CodeLines procedureHead, procedureTail;
  std::vector<Binding> bindings;
  /// The region procedure's body is the threads' loop alone: it becomes a
  /// worksharing `!$omp do` (FortranLoops.h, ompWorksharingDo), and every
  /// thread of a parallel region around the call runs the procedure. The
  /// loop then sees its arrays as the procedure's dummies, which gfortran
  /// knows do not alias one another; in an outlined `parallel do` it reaches
  /// them through its shared-data record and does not (a 3-D stencil took
  /// 1.6 times its serial time on one thread). `byReference`: the dummies
  /// not passed by VALUE, which every thread's call shares.
  bool workshared = false;
  std::vector<std::string> byReference;
  KernelForm kernel = KernelForm::None; ///< what the procedure became
  /// With an OpenACC kernel (buildComputeRegion's openaccKernel): the
  /// kernel, an external subroutine of the kernels' file, before its body
  /// (its loop directive still to come: FortranRewriter) and after it; the
  /// device data its directive finds present and the host images of
  /// scalars it copies.
  CodeLines kernelHead, kernelTail;
  std::vector<std::string> kernelPresent, kernelCopies;
  /// Firstprivate scalars a parallel loop of the kernel assigns: private to
  /// each iteration there, which starts from the value the loop began with
  /// (the kernel's local acc2c_fp_<name>; FortranRewriter), as each host
  /// thread starts from the region's (one copy for a gang would be its
  /// threads' race).
  std::vector<std::string> kernelRestarted;
};

/// "(1:3, 0:4)": the declared shape of `v`, where every bound is a
/// constant (Flang folds named constants); none otherwise.
std::optional<std::string> constantShape(const Variable &v);

/// The names under which a region body sees its answers to the calls that
/// ask where it runs (DeviceQuery.h): locals of the region the rewriter
/// writes in place of the calls.
const char *deviceQueryAnswer(DeviceQuery query);

/// The kernel a compute region should become (docs/gpu.md): `form`
/// (Teams only for a region of one loop marked parallel); with OpenACC
/// kernels, the `openacc` kernel's name and the USE statements (`uses`) it
/// needs for the device copies of the routines it calls; for a region that
/// stays on the host (HostOnly), what its body does that no kernel can
/// (`hostOnly`: "its body does input/output").
struct RegionKernel {
  KernelForm form = KernelForm::None;
  std::string openacc;
  std::vector<std::string> uses;
  std::string hostOnly;
};

/// A compute construct `c` with its entry and exit ops, its body outlined
/// into the internal procedure `procedure` (or, if that is empty, left in
/// place), becoming `kernel` where it can; out.kernel says what it became.
/// False after a diagnostic.
bool buildComputeRegion(const DataOpGraph &g, const GraphConstruct &c,
                        const std::vector<OpId> &entries, const std::vector<OpId> &exits,
                        const std::string &procedure, const RegionKernel &kernel,
                        FortranDataOpCalls &calls, Diagnostics &diags, RegionCode &out);

/// A host_data construct: the use_device variables are seen at their device
/// addresses in the body.
bool buildHostData(const DataOpGraph &g, const GraphConstruct &c, FortranDataOpCalls &calls,
                   Diagnostics &diags, RegionCode &out);

/// A routine's body on host threads (docs/data-operations.md, "Routines
/// and declared data"): the data from outside the procedure that a declare
/// directive puts on the device (`declared`: its module's, another
/// module's, its host's) is seen through its device copy on a thread that
/// runs a region's body, through the host's elsewhere. A BLOCK around the
/// execution part (`open` before its first statement, `close` after its
/// last) points acc2c_<name> at what acc2c_routine_data answers; a second
/// one re-declares each under its own name, a pointer onto it (a type it
/// cannot spell, CHARACTER(*) or CLASS: a warning, and the host's copy).
/// `mapsFirst`: the designators a module's declare maps when first used,
/// which the lookup may map. False after a diagnostic.
bool buildRoutineData(const std::vector<Variable> &declared, const std::set<std::string> &mapsFirst,
                      FortranDataOpCalls &calls, Diagnostics &diags, CodeLines &open,
                      CodeLines &close);

} // namespace acc2c
