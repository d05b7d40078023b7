#include "rewriter/common/RegionBinding.h"

namespace acc2c {
bool isScalarLike(const Variable &v) {
  return v.shape.empty() && !v.isAggregate && !v.isCharacter && !v.needsAttach();
}

// The data attribute the construct gives `root`: from its own ops first.
// Nothing for deviceptr data: the variable already holds device memory.
std::optional<BindingKind> regionBindingOf(const DataOpGraph &g, const GraphConstruct &c,
                                           const std::vector<OpId> &entries, const Variable &v) {
  bool hasData = false, firstprivate = false, isPrivate = false;
  for (OpId id : entries) {
    const DataOp &o = g.op(id);
    if (o.var.designator != v.designator) continue;
    switch (o.kind) {
    case DataOpKind::Private: isPrivate = true; break;
    case DataOpKind::Firstprivate: firstprivate = true; break;
    case DataOpKind::Reduction: break; // decided by its data op, if any
    case DataOpKind::Deviceptr: return std::nullopt;
    default: hasData = true;
    }
  }
  for (auto p = c.parent; p; p = g.construct(*p).parent)
    for (OpId id : g.opsOf(*p))
      if (g.op(id).var.designator == v.designator && g.op(id).kind == DataOpKind::Deviceptr)
        return std::nullopt;
  if (isPrivate && !hasData) return BindingKind::Private;
  if (firstprivate && !hasData) return BindingKind::Firstprivate;
  if (!isScalarLike(v)) return BindingKind::View;
  // A scalar with no op of its own is named by an enclosing data construct
  // or a declare, or is a reduction variable of a loop only: device data if
  // it has some, otherwise the gang's copy of the host value.
  if (hasData || v.isDeclaredOnDevice) return BindingKind::Scalar;
  for (auto p = c.parent; p; p = g.construct(*p).parent)
    for (OpId id : g.opsOf(*p))
      if (g.op(id).var.designator == v.designator && g.op(id).role() == OpRole::Entry)
        return BindingKind::Scalar;
  return BindingKind::Firstprivate;
}

} // namespace acc2c
