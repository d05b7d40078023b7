// FortranDataOpCalls: the Fortran printer of the runtime calls of one
// data-op graph operation (decided by rewriter/common/DataActions.h): a call
// into the runtime shim (module acc2c_runtime) with the data's host
// address, its byte count and a source record; and the Fortran spelling of
// the control clauses (rewriter/common/Control.h) every call of a construct
// shares.
//
// POINTER and ALLOCATABLE data are attached through gfortran's descriptor:
// the shim's acc2c_*_gfc_ entry points are called through a procedure
// pointer whose abstract interface gives the dummy the variable's type, rank
// and attribute, so gfortran passes the address of its own descriptor. (A
// plain interface body would do, but gfortran checks every call of one
// external name in a file against the first interface it saw.) A unit
// declares one such pointer per signature, before its first executable
// statement.
#pragma once

#include "rewriter/common/CodeLines.h"
#include "rewriter/common/Control.h"
#include "rewriter/common/DataAtEntry.h"
#include "rewriter/fortran/FortranIntrinsics.h"
#include "rewriter/fortran/FortranNames.h"

#include "graph/DataOpGraph.h"
#include "support/Diagnostics.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace acc2c {

/// The waits a wait clause (or construct) asks for, before anything else.
void addWaits(const Control &control, const FortranIntrinsics &intrinsic, CodeLines &out);

/// Host address and byte count of a variable's data, as Fortran expressions.
std::optional<Extent> extentOf(const Variable &v, const FortranIntrinsics &intrinsic,
                               Diagnostics &diags);
/// A whole variable's address and byte count.
Extent wholeExtent(const Variable &v, const FortranIntrinsics &intrinsic);

/// Whether a designator may have no data: a POINTER or an ALLOCATABLE.
bool mayHaveNoData(const Variable &v);
/// The guard under which such a designator has data: "associated(p)",
/// "allocated(a)"; empty for other storage.
std::string dataGuard(const Variable &v, const FortranIntrinsics &intrinsic);

/// With device kernels: a module variable whose own storage is the device
/// copy the kernels see (`!$omp declare target` in its module; the shim
/// adopts gfortran's device copy of it: acc2c_kernel_declare_target). A
/// whole variable of plain storage; not a POINTER or ALLOCATABLE.
bool kernelsShareStorage(const Variable &v);

class FortranDataOpCalls {
public:
  FortranDataOpCalls(std::string path, const DataOpGraph &graph, Diagnostics &diags, bool annotate,
                     bool openmpKernels)
      : path_(std::move(path)), graph_(graph), diags_(diags), annotate_(annotate),
        openmpKernels_(openmpKernels), intrinsics_(graph.declaredNames()) {}

  /// How the file's output spells the intrinsic procedures it calls.
  const FortranIntrinsics &intrinsics() const { return intrinsics_; }

  /// Appends the statements of `op` to `out`; false after a diagnostic.
  /// `at`: the locals that hold where the data is (from fix()); an entry
  /// op sets them first.
  bool emit(const DataOp &op, const Control &control, CodeLines &out,
            const DataAtEntry *at = nullptr);

  /// For the entry `op` of a structured construct whose data can move while
  /// the construct runs (a section, a POINTER or ALLOCATABLE): the locals
  /// that keep where its data was at entry, acc2c_<v>_addr and
  /// acc2c_<v>_bytes, declared in `declare`. None for a plain variable.
  std::optional<DataAtEntry> atEntry(const DataOp &op, FortranNames &names, CodeLines &declare);
  /// atEntry() for each entry op in `entries` that an op in `exits` closes.
  std::map<OpId, DataAtEntry> keepAtEntry(const std::vector<OpId> &entries,
                                          const std::vector<OpId> &exits, FortranNames &names,
                                          CodeLines &declare);

  /// The unit whose code is being written: the line of its first
  /// executable statement, where its declarations go.
  void setUnit(unsigned firstExecutableLine);
  /// What the calls of that unit need declared (gfcCall's interfaces).
  const CodeLines *unitDeclarations(unsigned firstExecutableLine) const;

  /// A call of the gfortran entry point `routine` (attach, detach,
  /// check_attached, copy_slot) on the descriptor of `v`, with the trailing
  /// arguments `args` (after the slot and its layout), through the unit's
  /// procedure pointer for v's type, rank and attribute.
  void gfcCall(const Variable &v, const std::string &routine,
               const std::vector<std::pair<std::string, std::string>> &args, CodeLines &out);

  /// The check that the device copy of pointer `v` (a family: that of
  /// every element, Variable::each) is attached where the host's is
  /// associated (docs/descriptors.md, "What will fail"); `source` is the
  /// record the runtime names it by.
  void checkAttached(const Variable &v, const std::string &source, CodeLines &out);

  /// A module variable named in a module's declare: mapped for the whole
  /// run the first time any construct uses it (2.13: its device copy exists
  /// before it is used; the host's value at that moment is copied).
  void declareGlobal(const Variable &v, CodeLines &out);

  /// The control clauses of `c`, with the queue and condition as Fortran
  /// expressions.
  Control control(const GraphConstruct &c) const;

  /// The source record (sourceRecord) of `name` at `at`.
  std::string source(const Variable &v) const { return source(v.text, v.loc); }
  std::string source(const std::string &name, const SourceLocation &at) const;
  /// The name of the file of `at`, a literal for messages.
  std::string fileName(const SourceLocation &at) const;
  bool annotate() const { return annotate_; }

private:
  /// The data's address and bytes: the fixed locals where there are some
  /// (an entry op sets them here first).
  std::optional<Extent> extentAt(const DataOp &op, const DataAtEntry *at, CodeLines &out);

  std::string path_;
  const DataOpGraph &graph_;
  Diagnostics &diags_;
  bool annotate_;
  /// OpenMP device kernels (RewriteOptions::deviceKernels, not
  /// openaccKernels): routines on the device read the module variables
  /// that kernelsShareStorage in gfortran's device copies.
  bool openmpKernels_;
  FortranIntrinsics intrinsics_;
  /// Per unit: the declarations of gfcCall's procedure pointers, and the
  /// pointer for each signature.
  struct UnitDeclarations {
    CodeLines lines;
    std::map<std::string, std::string> holders;
  };
  std::map<unsigned, UnitDeclarations> units_;
  UnitDeclarations *unit_ = nullptr;
  unsigned sites_ = 0; ///< numbers the procedure-pointer interfaces of the file
};

} // namespace acc2c
