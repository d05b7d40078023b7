#include "passes/RoutineDataNotOnDevice.h"

namespace acc2c {

void warnRoutineDataNotOnDevice(const DataOpGraph &graph, Diagnostics &diags) {
  for (const GraphConstruct &r : graph.constructs()) {
    if (r.kind != ConstructKind::Routine) continue;
    for (const Variable &v : r.routineOutside) {
      if (v.isDeclaredOnDevice) continue;
      diags.warning(v.loc, "routine '" + r.routineName + "'" +
                               (r.routineImplicit ? " (implicit: a compute region or routine "
                                                    "calls it)"
                                                  : "") +
                               " uses '" + v.designator +
                               "' from outside the procedure, which no declare directive puts "
                               "on the device: a device has no copy of it, and on host threads "
                               "the routine uses the host's (a declare create or copyin where "
                               "it is declared gives it one; or pass it as an argument)");
    }
  }
}

} // namespace acc2c
