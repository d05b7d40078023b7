#include "passes/PresentOfUnmapped.h"

#include <map>
#include <set>
#include <string>

namespace acc2c {
namespace {

// Storage only this procedure can name.
bool isProcedureLocal(const Variable &v) {
  return !v.isDummy && !v.isGlobal && !v.isTarget && !v.isDeclaredOnDevice && !v.isCommonBlock &&
         v.storage != Storage::Pointer && v.storage != Storage::CPointer &&
         v.storage != Storage::CPointerVariable && !v.isPointerValue;
}

} // namespace

void warnPresentOfUnmapped(const DataOpGraph &graph, Diagnostics &diags) {
  // Per unit: every variable an entry op other than present names.
  std::map<std::string, std::set<std::string>> mapped;
  for (const GraphConstruct &c : graph.constructs())
    for (OpId id : graph.opsOf(c.id)) {
      const DataOp &op = graph.op(id);
      if (op.role() == OpRole::Entry && op.kind != DataOpKind::Present)
        mapped[c.unit].insert(op.var.rootName);
    }
  for (const GraphConstruct &c : graph.constructs()) {
    if (c.dialect != Dialect::OpenACC || !c.unitEscaped) continue;
    for (OpId id : graph.opsOf(c.id)) {
      const DataOp &op = graph.op(id);
      const std::string &root = op.var.rootName;
      if (op.kind != DataOpKind::Present || op.implicit() || !op.var.parent.empty() ||
          !isProcedureLocal(op.var) || c.unitEscaped->count(root) || mapped[c.unit].count(root))
        continue;
      diags.warning(op.loc, "'" + op.var.text + "' in the present clause of '" + c.name +
                                "' is never on the device: '" + root + "' is local to '" + c.unit +
                                "', no other data clause there maps it, and no other procedure "
                                "gets it; the program stops here with 'not present' (map it with "
                                "copyin, create or copy, or a data region around)");
    }
  }
}

} // namespace acc2c
