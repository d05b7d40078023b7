#include "rewriter/common/DataActions.h"

namespace acc2c {

bool attachesPointer(const DataOp &o) {
  const Variable &v = o.var;
  return !o.attachThrough.empty() || v.storage == Storage::Pointer ||
         v.storage == Storage::Allocatable ||
         (v.storage == Storage::CPointerVariable && !v.subscripts.empty());
}

std::optional<std::vector<DataAction>> planDataActions(const DataOp &o,
                                                       const ConstructClauses &clauses,
                                                       const DataOpGraph &graph,
                                                       Diagnostics &diags) {
  std::vector<DataAction> plan;
  switch (o.kind) {
  case DataOpKind::Deviceptr:
  case DataOpKind::Private:
  case DataOpKind::Firstprivate:
  case DataOpKind::Reduction:
  case DataOpKind::Cache:
  case DataOpKind::DeclareEnter:
  case DataOpKind::DeclareExit:
  case DataOpKind::UseDevice: return plan; // region bindings, declare tokens, device addresses
  case DataOpKind::DeclareLink:
    return plan; // mapped by the data clauses that name it later (2.13.3)
  default: break;
  }
  if (o.var.isProcedure) return plan; // declare target of a procedure: nothing to map
  bool pointer = attachesPointer(o);
  auto attach = [&] {
    if (pointer) plan.push_back({DataEntry::Attach});
  };
  auto detach = [&] {
    if (pointer) plan.push_back({DataEntry::Detach, true, clauses.finalize ? FlagFinalize : 0u});
  };

  if (o.dialect == Dialect::OpenMP) {
    // The descriptor itself: its storage is the host variable's; the data
    // map that is its member maps (and attaches) the data.
    if (o.descriptorMap) return plan;
    unsigned flags =
        (o.modifiers.always ? FlagAlways : 0u) | (o.modifiers.present ? FlagPresent : 0u);
    MapType mapType = o.mapType == MapType::None ? MapType::Tofrom : o.mapType;
    switch (o.kind) {
    case DataOpKind::UpdateDevice:
      plan.push_back({DataEntry::MapUpdateTo, true, flags});
      return plan;
    case DataOpKind::UpdateHost:
      plan.push_back({DataEntry::MapUpdateFrom, true, flags});
      return plan;
    default: break;
    }
    if (o.role() == OpRole::Entry) {
      plan.push_back({DataEntry::MapEnter, true, flags, mapType});
      attach();
    } else {
      detach();
      plan.push_back({DataEntry::MapExit, true, flags, mapType});
    }
    return plan;
  }

  // OpenACC.
  unsigned exitFlags = clauses.finalize ? FlagFinalize : 0u;
  if (o.clause == DataClause::NoCreate) exitFlags = FlagNoCreate;
  // Before a DEALLOCATE of declared data: its host memory goes, and with it
  // the device copy, whatever holds it (2.13.2).
  if (clauses.deallocate) exitFlags = FlagDeallocate;
  // Where a declare's scope ends, a POINTER may point elsewhere than the
  // data its declare or an ALLOCATE mapped (`p => a(:, 6)`), an
  // ALLOCATABLE may be another allocation than one that was mapped: data
  // that is not there, or that no construct counted, is no error.
  if (clauses.declare && pointer) exitFlags |= FlagNoCreate;
  switch (o.kind) {
  case DataOpKind::Attach: // attach(p): the pointer named (2.7.12)
    plan.push_back({DataEntry::Attach});
    break;
  case DataOpKind::Detach:
    plan.push_back({DataEntry::Detach, true, clauses.finalize ? FlagFinalize : 0u});
    break;
  case DataOpKind::Copyin:
    plan.push_back({DataEntry::Copyin, o.structured});
    attach();
    break;
  case DataOpKind::DeclareDeviceResident: // device memory only (2.13.1)
  case DataOpKind::Create:
    plan.push_back({DataEntry::Create, o.structured, o.modifiers.zero ? FlagZero : 0u});
    // The descriptors inside the object are the host's, copied verbatim
    // (null ones stay null); attached ones are kept (docs/descriptors.md,
    // "Create copies descriptors verbatim").
    if (o.var.isAggregate && o.var.rank() == 0 && o.var.subscripts.empty() &&
        !graph.descriptorComponents(o.var.type).empty())
      plan.push_back({DataEntry::CopyDescriptors});
    attach();
    break;
  case DataOpKind::Present:
    plan.push_back({DataEntry::Present, o.structured});
    attach();
    break;
  case DataOpKind::NoCreate:
    plan.push_back({DataEntry::NoCreate, o.structured});
    attach();
    break;
  case DataOpKind::Copyout:
    detach();
    plan.push_back({DataEntry::Copyout, o.structured, exitFlags});
    break;
  case DataOpKind::Delete:
    detach();
    plan.push_back({DataEntry::Delete, o.structured, exitFlags});
    break;
  case DataOpKind::UpdateDevice:
    plan.push_back({DataEntry::UpdateDevice, true, clauses.ifPresent ? FlagIfPresent : 0u});
    break;
  case DataOpKind::UpdateHost:
    plan.push_back({DataEntry::UpdateSelf, true, clauses.ifPresent ? FlagIfPresent : 0u});
    break;
  default:
    diags.error(o.loc, std::string("'") + mnemonic(o.kind) + "' operations are not translated yet");
    return std::nullopt;
  }
  return plan;
}

} // namespace acc2c
