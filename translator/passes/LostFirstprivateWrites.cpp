#include "passes/LostFirstprivateWrites.h"

#include <set>
#include <string>

namespace acc2c {
namespace {

// Variables a private or reduction clause of a construct inside `c` names,
// and the local_init variables of DO CONCURRENTs of `c` and inside it (each
// iteration's own).
std::set<std::string> privatizedInside(const DataOpGraph &g, ConstructId c) {
  std::set<std::string> out;
  for (const GraphConstruct &inner : g.constructs())
    for (std::optional<ConstructId> p = inner.id; p; p = g.construct(*p).parent)
      if (*p == c && inner.concurrent)
        for (const Variable &v : inner.concurrent->localInit) out.insert(v.designator);
  for (const GraphConstruct &inner : g.constructs())
    for (auto p = inner.parent; p; p = g.construct(*p).parent)
      if (*p == c) {
        for (OpId id : g.opsOf(inner.id))
          if (g.op(id).kind == DataOpKind::Private || g.op(id).kind == DataOpKind::Reduction)
            out.insert(g.op(id).var.designator);
        break;
      }
  return out;
}

} // namespace

void warnLostFirstprivateWrites(const DataOpGraph &graph, Diagnostics &diags) {
  for (const GraphConstruct &c : graph.constructs()) {
    if (c.kind != ConstructKind::Compute || !c.written || c.readAfter.empty()) continue;
    std::set<std::string> privatized = privatizedInside(graph, c.id);
    for (OpId id : graph.opsOf(c.id)) {
      const DataOp &op = graph.op(id);
      const std::string &name = op.var.designator;
      // A write through a C pointer (`p[i] = x`) leaves the pointer as it
      // was: only its target changes.
      bool implicitFirstprivate =
          (op.kind == DataOpKind::Firstprivate &&
           op.implicitRule == ImplicitRule::ScalarFirstprivate) ||
          (op.kind == DataOpKind::Private && op.implicitRule == ImplicitRule::WrittenFirstPrivate);
      if (!implicitFirstprivate || op.var.isPointerValue || !c.written->count(name) ||
          privatized.count(name))
        continue;
      auto read = c.readAfter.find(name);
      if (read == c.readAfter.end()) continue;
      bool acc = c.dialect == Dialect::OpenACC;
      // At the first assignment to it in the region, where the frontend
      // saw one (else at its first reference).
      SourceLocation at = op.var.loc;
      for (auto u = c.scalarUpdates.rbegin(); u != c.scalarUpdates.rend(); ++u)
        if (u->variable == name) at = u->loc;
      diags.warning(at, "'" + name + "' is implicitly firstprivate in this '" + c.name + "' (" +
                            (acc ? "OpenACC 3.3 2.6.2" : "OpenMP 5.2 5.8.9") +
                            ": a scalar no clause names): what the region writes to it "
                            "does not reach the host");
      diags.note(read->second, "the host reads '" + name +
                                   "' here and sees its value from before the region; name it "
                                   "in " +
                                   (acc ? "copy(" + name + ") or a reduction clause"
                                        : "map(tofrom: " + name + ") or a reduction clause") +
                                   " to bring the region's value back");
    }
  }
}

} // namespace acc2c
