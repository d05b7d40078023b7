// DataAtEntry: where an op's data is, as names of locals the construct's entry
// set: the exit of a structured construct acts on the data its entry found,
// whatever the bounds' variables (or the pointers) hold by then, and a
// bound's side effects (C's a[k++:2]) happen once.
#pragma once

#include "graph/DataOpGraph.h"

#include <map>
#include <string>

namespace acc2c {

/// Host address and byte count of a variable's data, as expressions of the
/// output's language: a section covers its enclosing contiguous span (first
/// to last element).
struct Extent {
  std::string address, bytes;
};

struct DataAtEntry {
  std::string address, bytes;
  std::string slot; ///< C: the attached pointer's address; "" when none
  /// Fortran: a logical that holds whether a POINTER or ALLOCATABLE had
  /// data at entry (its guard, then): the exit acts where the entry did,
  /// whatever the body allocated or deallocated since; "" when none.
  std::string hadData;
};

/// The fixed data of op `id` (an exit op: of the entry it closes), if any.
inline const DataAtEntry *dataAtEntryFor(const std::map<OpId, DataAtEntry> *fixed,
                                         const DataOpGraph &g, OpId id) {
  if (!fixed) return nullptr;
  const DataOp &o = g.op(id);
  auto f = fixed->find(o.role() == OpRole::Exit && o.entry ? *o.entry : id);
  return f == fixed->end() ? nullptr : &f->second;
}

} // namespace acc2c
