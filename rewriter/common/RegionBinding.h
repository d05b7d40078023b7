// RegionBinding: how a compute region sees each variable its body uses
// (through its device copy, as a scalar of its own, as a private or
// firstprivate copy), decided from the data-op graph for both languages;
// rewriter/fortran/FortranComputeRegion.h and rewriter/c spell it.
#pragma once

#include "graph/DataOpGraph.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace acc2c {

/// How the region sees one variable of the body.
enum class BindingKind {
  View,         ///< through a pointer onto its region address (arrays, aggregates)
  Scalar,       ///< a scalar at its region address
  Firstprivate, ///< a copy of the host value
  /// A scalar the region only reads, which an implicit copyin brings in and
  /// a delete ends: a copy of the value the region would see (its device
  /// copy's where it has one, otherwise the host's, which the copyin would
  /// copy), read by one lookup where it starts instead of the copyin, the
  /// region address and the delete. Synchronous regions only: an async
  /// copyin reads the host value when its queue gets to it.
  ReadValue,
  Private, ///< a variable of its own, undefined (arrays: with the host's bounds)
};

/// OpenACC: scalars of intrinsic type are the ones a region may hold in a
/// variable of its own (2.6.2); everything else is seen through its address.
bool isScalarLike(const Variable &v);

/// How compute construct `c` (with entry ops `entries`) gives its body the
/// variable `v`: its own ops first, then enclosing data constructs and
/// declares; nothing for deviceptr data, which already is device memory.
std::optional<BindingKind> regionBindingOf(const DataOpGraph &g, const GraphConstruct &c,
                                           const std::vector<OpId> &entries, const Variable &v);

/// `ops` without the entry and exit ops of the variables that construct
/// `c` binds as ReadValue (`readValues`, designators): the region's lookup
/// does what they did.
std::vector<OpId> withoutReadValueOps(const DataOpGraph &g, const std::vector<OpId> &ops,
                                      const std::set<std::string> &readValues);

/// A reduction of a compute construct itself (2.5.15): the gang's copy
/// starts from the operator's identity and is combined with the original
/// when the region ends. For max, min, and, or (idempotent: x op x = x)
/// starting from the original and storing the copy back gives the same
/// result; the others start from this value instead.
enum class ReductionStart { Zero, One, True, False };
std::optional<ReductionStart> reductionStart(ReductionOperator op);

/// The operator of the reduction clause of compute construct `c` itself
/// that names `name`, if any (not its loops').
std::optional<ReductionOperator> computeReductionOf(const DataOpGraph &g, const GraphConstruct &c,
                                                    const std::string &name);

} // namespace acc2c
