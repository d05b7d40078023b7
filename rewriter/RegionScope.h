// RegionScope: how a compute region's body (or a host_data body) comes to
// use device memory while its text stays the user's, byte for byte.
//
// Two BLOCK constructs enclose the region. The outer one does the entry
// data operations and asks the runtime for the address each variable has in
// the region (acc2c_region_data: its device copy, or the host data under
// if(.false.)/self). The inner one re-declares every variable the body uses
// under its own name — arrays and aggregates as pointers onto those
// addresses, scalars as locals loaded from (and stored back to) them,
// private and firstprivate variables as fresh locals — and passes them to
// the region procedure: an internal procedure of the unit whose dummies
// have the variables' names (arrays with explicit shape, so gfortran
// indexes them as plain arrays) and whose execution part is the body. Every
// reference in the body thus reaches the device copy, and a data-clause
// mistake shows the discrete-memory result. At the end the scalars are
// stored back, the exit operations run, and both blocks end.
//
// Where the unit cannot take an internal procedure (it is one itself) or
// the body needs its host's statement labels, the body stays inside the
// inner block instead (pointer views, slower indexing, same semantics).
#pragma once

#include "rewriter/CodeLines.h"
#include "rewriter/DataOpCalls.h"

#include "graph/DataOpGraph.h"
#include "support/Diagnostics.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace acc2c {

/// How one variable of the body is re-declared in the inner block.
enum class BindingKind {
  View,         ///< pointer onto the data's region address (arrays, aggregates)
  Scalar,       ///< local loaded from the region address, stored back at the end
  Firstprivate, ///< local loaded from the host value
  Private,      ///< local, undefined (arrays: allocated with the host's bounds)
};

struct Binding {
  Variable var;
  BindingKind kind = BindingKind::View;
  unsigned number = 0; ///< names its helper variables: acc2c_p3, acc2c_lb3...
};

/// How compute construct `c` (with entry ops `entries`) gives its body the
/// variable `v`: its own ops first, then enclosing data constructs and
/// declares; nothing for deviceptr data, which already is device memory.
std::optional<BindingKind> regionBindingOf(const DataOpGraph &g, const GraphConstruct &c,
                                           const std::vector<OpId> &entries,
                                           const Variable &v);

struct RegionCode {
  CodeLines open;  ///< replaces the directive: up to the first body line
  CodeLines close; ///< after the last body line
  /// An outlined body: the region procedure's lines before the body (header
  /// and dummies) and after it. `open` then is the whole region, calling
  /// the procedure, and `close` is empty.
  CodeLines procedureHead, procedureTail;
  std::vector<Binding> bindings;
};

/// A compute construct `c` with its entry and exit ops, its body outlined
/// into the internal procedure `procedure` (or, if that is empty, left in
/// place). False after a diagnostic.
bool buildComputeRegion(const DataOpGraph &g, const GraphConstruct &c,
                        const std::vector<OpId> &entries, const std::vector<OpId> &exits,
                        const std::string &procedure, DataOpCalls &calls, Diagnostics &diags,
                        RegionCode &out);

/// A host_data construct: the use_device variables are seen at their device
/// addresses in the body.
bool buildHostData(const DataOpGraph &g, const GraphConstruct &c, DataOpCalls &calls,
                   Diagnostics &diags, RegionCode &out);

} // namespace acc2c
