// OpenMP descriptor expansion (docs/descriptors.md, "OpenMP descriptor maps"; as
// Flang's MapInfoFinalizationPass):
// a map of a POINTER or ALLOCATABLE variable becomes
//   1. a map of the descriptor itself (the "parent" record), then
//   2. a member map of the data its base_addr points to, attached through
//      the descriptor,
// in that order: mapping the descriptor after the data would overwrite the
// attached device address with the host one. At exit the member is undone
// before its parent.
//
// The descriptor itself is mapped `always, to` at entry and released at
// exit, whatever the clause's map type (as Flang 22's MapInfoFinalization
// does; a `tofrom` of the clause applies to the data only): the device copy of a
// descriptor has its base_addr patched to device memory, so copying it back
// would put a device address into the host descriptor, and `always`
// refreshes bounds that may have changed since the last map.
// See docs/differences-from-flang.md, D13.
#include "passes/OmpDescriptorExpansion.h"

namespace acc2c {

void runOmpDescriptorExpansion(DataOpGraph &graph) {
  size_t n = graph.size();
  for (OpId id = 0; id < n; ++id) {
    if (graph.erased(id)) continue;
    const DataOp &op = graph.op(id);
    if (op.dialect != Dialect::OpenMP || op.attachThrough.empty() || op.descriptorMap ||
        op.memberOf || op.role() == OpRole::Token)
      continue;
    // A C pointer member has no descriptor: the section is mapped and the
    // pointer attached where it lies, if present (5.2 5.8.3, pointer
    // attachment); the member itself is not mapped.
    if (op.var.storage == Storage::CPointer) continue;
    bool isMapping = op.clause == DataClause::OmpMap || op.clause == DataClause::OmpImplicitMap ||
                     op.clause == DataClause::OmpEnter;
    if (!isMapping || op.entry) continue; // exit ops are handled with their entry op below

    DataOp parent = op;
    parent.descriptorMap = true;
    parent.bounds.clear();
    parent.attachThrough.clear();
    parent.var.text = parent.var.designator;
    parent.var.subscripts.clear();
    parent.var.shape.clear();
    parent.var.elementBytes.reset();
    parent.var.type = "descriptor";
    if (op.role() == OpRole::Entry) {
      parent.kind = op.kind == DataOpKind::Present ? DataOpKind::Present : DataOpKind::Copyin;
      parent.mapType = MapType::To;
      parent.modifiers.always = true;
    } else {
      parent.kind = DataOpKind::Delete;
      parent.mapType = MapType::Release;
    }
    // Entry: descriptor first. Exit (exit data): member first.
    OpId parentId = op.role() == OpRole::Entry ? graph.insertBeforeOp(id, parent)
                                               : graph.insertAfterOp(id, parent);
    graph.op(id).memberOf = parentId;

    // The exit op of a structured map closes the member; the descriptor's
    // own exit follows it.
    for (OpId x = 0; x < graph.size(); ++x) {
      if (graph.erased(x)) continue;
      DataOp &exit = graph.op(x);
      if (exit.entry != std::optional<OpId>(id)) continue;
      exit.memberOf = parentId;
      DataOp parentExit = graph.op(parentId);
      parentExit.kind = DataOpKind::Delete;
      parentExit.mapType = MapType::Release;
      parentExit.modifiers.always = false;
      parentExit.entry = parentId;
      graph.insertAfterOp(x, std::move(parentExit));
      break;
    }
  }
}

} // namespace acc2c
