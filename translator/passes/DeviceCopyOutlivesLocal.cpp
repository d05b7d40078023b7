#include "passes/DeviceCopyOutlivesLocal.h"

#include <map>
#include <optional>
#include <set>
#include <string>

namespace acc2c {

void warnDeviceCopyOutlivesLocal(const DataOpGraph &graph, Diagnostics &diags) {
  // Per unit: the variables its exit data directives name.
  std::map<std::string, std::set<std::string>> unmapped;
  for (const GraphConstruct &c : graph.constructs())
    if (c.kind == ConstructKind::ExitData)
      for (OpId id : graph.opsOf(c.id)) unmapped[c.unit].insert(graph.op(id).var.rootName);
  // One warning per directive, naming its locals once per unit.
  std::set<std::pair<std::string, std::string>> warned;
  for (const GraphConstruct &c : graph.constructs()) {
    if (c.kind != ConstructKind::EnterData || !c.unitEscaped) continue;
    std::string names;
    std::optional<SourceLocation> first;
    for (OpId id : graph.opsOf(c.id)) {
      const DataOp &op = graph.op(id);
      const Variable &v = op.var;
      bool maps = op.kind == DataOpKind::Copyin || op.kind == DataOpKind::Create;
      if (!maps || !v.isAutomatic || !v.parent.empty() || v.isPointerValue ||
          (v.storage != Storage::Plain && v.storage != Storage::Allocatable) ||
          c.unitEscaped->count(v.rootName) || unmapped[c.unit].count(v.rootName) ||
          !warned.insert({c.unit, v.rootName}).second)
        continue;
      names += (names.empty() ? "'" : ", '") + v.rootName + "'";
      if (!first) first = op.loc;
    }
    if (!first) continue;
    diags.warning(*first, c.name + " maps locals of '" + c.unit +
                              "' that no exit data there unmaps (" + names +
                              "): their device copies outlive them when it returns, and the next "
                              "data at their addresses (another procedure's locals) is found "
                              "present there, neither copied in nor back");
  }
}

} // namespace acc2c
