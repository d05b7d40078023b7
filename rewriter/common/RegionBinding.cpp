#include "rewriter/common/RegionBinding.h"

namespace acc2c {
bool isScalarLike(const Variable &v) {
  return v.shape.empty() && !v.isAggregate && !v.isCharacter && !v.needsAttach();
}

namespace {
// The ops for `v` in `entries` are one implicit copyin of data the region
// never writes (or cannot: const), on a construct with no async queue: the
// region may read its value once, where it starts.
bool readsValueOnly(const DataOpGraph &g, const GraphConstruct &c, const std::vector<OpId> &entries,
                    const Variable &v) {
  if (!isScalarLike(v) || v.rank() || v.storage != Storage::Plain || !v.parent.empty() ||
      !v.subscripts.empty() || v.isGlobal || v.isDeclaredOnDevice || v.isPointerValue ||
      !v.elementBytes)
    return false;
  for (const Clause &cl : c.controlClauses)
    if (cl.kind == ClauseKind::Async || cl.kind == ClauseKind::Nowait) return false;
  int ops = 0;
  for (OpId id : entries) {
    const DataOp &o = g.op(id);
    if (o.var.designator != v.designator) continue;
    if (o.kind != DataOpKind::Copyin || (o.implicitRule != ImplicitRule::NotWritten &&
                                         o.implicitRule != ImplicitRule::ReadOnlyData))
      return false;
    ++ops;
  }
  return ops == 1;
}
} // namespace

std::vector<OpId> withoutReadValueOps(const DataOpGraph &g, const std::vector<OpId> &ops,
                                      const std::set<std::string> &readValues) {
  std::vector<OpId> kept;
  for (OpId id : ops)
    if (!readValues.count(g.op(id).var.designator) || !g.op(id).implicit()) kept.push_back(id);
  return kept;
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
  // So is a `declare deviceptr` earlier in the same procedure (2.13: its
  // scope is the rest of the procedure).
  for (const GraphConstruct &d : g.constructs())
    if (d.kind == ConstructKind::Declare && d.unit == c.unit && d.loc.line <= c.loc.line)
      for (OpId id : g.opsOf(d.id))
        if (g.op(id).var.designator == v.designator && g.op(id).kind == DataOpKind::Deviceptr)
          return std::nullopt;
  if (isPrivate && !hasData) return BindingKind::Private;
  if (firstprivate && !hasData) return BindingKind::Firstprivate;
  if (!isScalarLike(v)) return BindingKind::View;
  if (readsValueOnly(g, c, entries, v)) return BindingKind::ReadValue;
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

std::optional<ReductionStart> reductionStart(ReductionOperator op) {
  switch (op) {
  case ReductionOperator::Add:
  case ReductionOperator::BitXor: return ReductionStart::Zero;
  case ReductionOperator::Multiply: return ReductionStart::One;
  case ReductionOperator::Eqv: return ReductionStart::True;
  case ReductionOperator::Neqv: return ReductionStart::False;
  default: return std::nullopt;
  }
}

std::optional<ReductionOperator> computeReductionOf(const DataOpGraph &g, const GraphConstruct &c,
                                                    const std::string &name) {
  if (c.kind != ConstructKind::Compute) return std::nullopt;
  for (OpId id : g.opsOf(c.id))
    if (g.op(id).kind == DataOpKind::Reduction && g.op(id).var.designator == name)
      return g.op(id).reduction;
  return std::nullopt;
}

} // namespace acc2c
