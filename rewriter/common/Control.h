// Control: what a construct's control clauses (async, if, OpenMP device,
// finalize, if_present, wait) say, read once for both languages. Each
// printer spells the async queue and the condition in its own language
// (Fortran: rewriter/fortran/FortranDataOpCalls.h, C: rewriter/c/CDataOpCalls.h).
#pragma once

#include "graph/DataOpGraph.h"

#include <optional>
#include <string>
#include <vector>

namespace acc2c {

struct Control {
  /// The async clause: its queue as written, empty for `async` alone
  /// (acc_async_noval); none without the clause (synchronous).
  std::optional<std::string> async;
  std::string ifClause, device; ///< the clauses' expressions as written
  bool finalize = false, ifPresent = false;
  /// The actions before a DEALLOCATE of declared data
  /// (GraphConstruct::allocation): they end the mapping.
  bool deallocate = false;
  /// A declare directive's ops (the exits where its scope ends).
  bool declare = false;
  bool wait = false;                     ///< a wait clause (or the wait construct)
  std::vector<std::string> waitArgs;     ///< its queues; none: all queues
  std::optional<std::string> waitDevice; ///< wait(devnum: d: ...): the queues' device

  /// Set by the printer, in its language: the queue every call passes, and
  /// whether the construct acts on the device (the if clause joined with
  /// OpenMP's device(n): false on the host, the initial device).
  std::string asyncQueue, condition;
  /// The construct's source record (for the waits' runtime errors).
  std::string source;
};

/// The control clauses of `c`, as written.
Control readControl(const GraphConstruct &c);

} // namespace acc2c
