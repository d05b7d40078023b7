// DataOpCalls: the Fortran statements of one data-op graph operation — a
// call into the runtime shim (module acc2c_runtime) with the data's host
// address, its byte count and a source record — and the control clauses
// (if, async, wait, finalize, if_present) every call of a construct shares.
//
// POINTER and ALLOCATABLE data are attached through gfortran's descriptor:
// the shim's acc2c_*_gfc_ entry points are called through a procedure
// pointer whose abstract interface gives the dummy the variable's type, rank
// and attribute, so gfortran passes the address of its own descriptor. (A
// plain interface body would do, but gfortran checks every call of one
// external name in a file against the first interface it saw.)
#pragma once

#include "rewriter/CodeLines.h"
#include "rewriter/GeneratedNames.h"

#include "graph/DataOpGraph.h"
#include "support/Diagnostics.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace acc2c {

/// What a construct's control clauses contribute to its calls.
struct Control {
  std::string async = "acc2c_async_sync";
  /// Whether the construct acts on the device: its if clause, joined with
  /// OpenMP's device(n) (false on the host, the initial device).
  std::string condition;
  std::string ifClause, device;      ///< the clauses' expressions as written
  bool finalize = false, ifPresent = false;
  bool wait = false;                 ///< a wait clause (or the wait construct)
  std::vector<std::string> waitArgs; ///< its queues; none: all queues
};
/// Fortran expressions.
Control controlOf(const GraphConstruct &c);
/// The waits a wait clause (or construct) asks for, before anything else.
void addWaits(const Control &k, CodeLines &out);

/// Host address and byte count of a variable's data, as Fortran expressions:
/// a section covers its enclosing contiguous span (first to last element).
struct Extent {
  std::string address, bytes;
};
std::optional<Extent> extentOf(const Variable &v, Diagnostics &diags);

/// Where an op's data is, as names of locals the construct's entry set:
/// the exit of a structured construct acts on the data its entry found,
/// whatever the bounds' variables (or the pointers) hold by then, and a
/// bound's side effects (C's a[k++:2]) happen once.
struct FixedData {
  std::string address, bytes;
  std::string slot; ///< C: the attached pointer's address; "" when none
};
/// The fixed data of op `id` (an exit op: of the entry it closes), if any.
const FixedData *fixedFor(const std::map<OpId, FixedData> *fixed, const DataOpGraph &g,
                          OpId id);

/// The guard under which a POINTER/ALLOCATABLE designator has data:
/// "associated(p)", "allocated(a)"; empty for other storage.
std::string dataGuard(const Variable &v);

class DataOpCalls {
public:
  DataOpCalls(std::string path, const DataOpGraph &graph, Diagnostics &diags, bool annotate)
      : path_(std::move(path)), graph_(graph), diags_(diags), annotate_(annotate) {}

  /// Appends the statements of `op` to `out`; false after a diagnostic.
  /// `at`: the locals that hold where the data is (from fix()); an entry
  /// op sets them first.
  bool emit(const DataOp &op, const Control &k, CodeLines &out, const FixedData *at = nullptr);

  /// For the entry `op` of a structured construct whose data can move while
  /// the construct runs (a section, a POINTER or ALLOCATABLE): the locals
  /// that keep where its data was at entry, acc2c_<v>_addr and
  /// acc2c_<v>_bytes, declared in `declare`. None for a plain variable.
  std::optional<FixedData> atEntry(const DataOp &op, GeneratedNames &names, CodeLines &declare);
  /// atEntry() for each entry op in `entries` that an op in `exits` closes.
  std::map<OpId, FixedData> fixAll(const std::vector<OpId> &entries,
                                   const std::vector<OpId> &exits, GeneratedNames &names,
                                   CodeLines &declare);

  /// A call of the gfortran entry point `routine` (attach, detach,
  /// check_attached, copy_slot) on the descriptor of `v`, with the trailing
  /// arguments `args` (after the slot and its layout).
  void gfcCall(const Variable &v, const std::string &routine,
               const std::vector<std::pair<std::string, std::string>> &args, CodeLines &out);

  /// A module variable named in a module's declare: mapped for the whole
  /// run the first time any construct uses it (2.13: its device copy exists
  /// before it is used; the host's value at that moment is copied).
  void declareGlobal(const Variable &v, CodeLines &out);

  std::string source(const Variable &v) const { return source(v.text, v.loc.line); }
  std::string source(const std::string &name, unsigned line) const;
  bool annotate() const { return annotate_; }

private:
  bool emitOpenMP(const DataOp &op, const Control &k, const std::string &src, CodeLines &out,
                  const std::function<void()> &attach, const std::function<void()> &detach,
                  const FixedData *at);
  /// The data's address and bytes: the fixed locals where there are some
  /// (an entry op sets them here first).
  std::optional<Extent> extentAt(const DataOp &op, const FixedData *at, CodeLines &out);

  std::string path_;
  const DataOpGraph &graph_;
  Diagnostics &diags_;
  bool annotate_;
  unsigned sites_ = 0; ///< numbers the procedure-pointer blocks of the file
};

/// "copy(a): copyin at entry (OpenACC 3.3, 2.7.6)": what an op implements.
std::string annotationOf(const DataOp &op);

} // namespace acc2c
