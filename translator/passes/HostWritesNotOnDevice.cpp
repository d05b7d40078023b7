#include "passes/HostWritesNotOnDevice.h"

#include <optional>
#include <set>
#include <string>
#include <tuple>

namespace acc2c {
namespace {

bool before(const SourceLocation &a, const SourceLocation &b) {
  return std::tie(a.line, a.column) < std::tie(b.line, b.column);
}

// The op of construct `c`, of one of `kinds`, whose data is `root`'s, if any.
const DataOp *opOn(const DataOpGraph &g, ConstructId c, const std::string &root,
                   std::initializer_list<DataOpKind> kinds) {
  for (OpId id : g.opsOf(c)) {
    const DataOp &o = g.op(id);
    if (o.var.rootName != root) continue;
    for (DataOpKind k : kinds)
      if (o.kind == k) return &o;
  }
  return nullptr;
}

bool references(const GraphConstruct &c, const std::string &root) {
  for (const Variable &v : c.referenced)
    if (v.rootName == root || v.designator == root) return true;
  return false;
}

// What, after the assignment, first uses the device copy of `root` that
// data construct `m` maps: a compute construct reading it, an update of
// it, an update of the host's data from it, or m's end copying it back.
struct NextUse {
  enum Kind { Read, Update, UpdateHost, CopyBack } kind;
  const GraphConstruct *construct;
  SourceLocation loc;
};

// An update or copy back of part of the data covers a part of it assigned
// on the host only as far as bounds tell: not taken as covering it.
std::optional<NextUse> nextUse(const DataOpGraph &g, const GraphConstruct &m,
                               const HostAssignment &w) {
  const std::string &root = w.variable;
  const SourceLocation &after = w.loc;
  auto covers = [&](const DataOp *o) { return o && (w.whole || o->var.subscripts.empty()); };
  std::optional<NextUse> first;
  auto consider = [&](NextUse u) {
    if (u.loc.file != after.file || !before(after, u.loc)) return;
    if (!first || before(u.loc, first->loc)) first = u;
  };
  for (const GraphConstruct &c : g.constructs()) {
    if (c.id == m.id || !g.isWithin(c.id, m.id)) continue;
    if (c.kind == ConstructKind::Update && opOn(g, c.id, root, {DataOpKind::UpdateDevice})) {
      consider({NextUse::Update, &c, c.loc});
    } else if (c.kind == ConstructKind::Update &&
               covers(opOn(g, c.id, root, {DataOpKind::UpdateHost}))) {
      consider({NextUse::UpdateHost, &c, c.loc});
    } else if (c.kind == ConstructKind::Compute && references(c, root)) {
      // OpenMP map(always, to: x) copies the host's value in first.
      const DataOp *in = opOn(g, c.id, root, {DataOpKind::Copyin});
      consider({in && in->modifiers.always ? NextUse::Update : NextUse::Read, &c, c.loc});
    }
  }
  if (covers(opOn(g, m.id, root, {DataOpKind::Copyout})))
    consider({NextUse::CopyBack, &m, m.endLoc.valid() ? m.endLoc : m.loc});
  return first;
}

} // namespace

void warnHostWritesNotOnDevice(const DataOpGraph &graph, Diagnostics &diags) {
  // One warning per variable and use: the first assignment it misses.
  std::set<std::tuple<ConstructId, std::string, unsigned, unsigned>> warned;
  // Data a body allocates, deallocates or points elsewhere: which data the
  // mapping is of, the program decides as it runs.
  std::set<std::pair<ConstructId, std::string>> moving;
  for (const GraphConstruct &d : graph.constructs())
    for (const HostAssignment &w : d.hostAssignments)
      if (w.changesStorage)
        for (std::optional<ConstructId> p = d.id; p; p = graph.construct(*p).parent)
          moving.insert({*p, w.variable});
  for (const GraphConstruct &d : graph.constructs()) {
    if (d.kind != ConstructKind::Data) continue;
    for (const HostAssignment &w : d.hostAssignments) {
      if (w.changesStorage) continue;
      // The data construct that maps it: this one or one around it.
      const GraphConstruct *m = nullptr;
      const DataOp *map = nullptr;
      for (std::optional<ConstructId> p = d.id; p && !m; p = graph.construct(*p).parent) {
        const GraphConstruct &c = graph.construct(*p);
        if (c.kind != ConstructKind::Data) continue;
        map = opOn(graph, c.id, w.variable,
                   {DataOpKind::Copyin, DataOpKind::Create, DataOpKind::Present});
        if (map) m = &c;
      }
      // A part of the data assigned where a part of it is mapped: whether
      // they meet, bounds would tell.
      if (!m || (!w.whole && !map->var.subscripts.empty()) || moving.count({m->id, w.variable}))
        continue;
      std::optional<NextUse> use = nextUse(graph, *m, w);
      if (!use || use->kind == NextUse::Update) continue;
      if (!warned.insert({m->id, w.variable, use->loc.line, use->loc.column}).second) continue;
      bool acc = m->dialect == Dialect::OpenACC;
      std::string update =
          acc ? "update device(" + w.variable + ")" : "target update to(" + w.variable + ")";
      std::string head = "'" + w.variable + "' is assigned on the host inside the '" + m->name +
                         "' construct that maps it, and ";
      if (use->kind == NextUse::Read)
        diags.warning(w.loc, head + "the '" + use->construct->name + "' construct at line " +
                                 std::to_string(use->loc.line) +
                                 " reads the device copy with no '" + update +
                                 "' in between: it does not see this value");
      else if (use->kind == NextUse::UpdateHost)
        diags.warning(w.loc, head + "the '" + use->construct->name + "' at line " +
                                 std::to_string(use->loc.line) +
                                 " copies the device copy over this value before any '" + update +
                                 "'");
      else
        diags.warning(w.loc, head + "no '" + update + "' follows: the construct's end at line " +
                                 std::to_string(use->loc.line) +
                                 " copies the device copy back over this value");
      diags.note(map->loc, "'" + w.variable + "' is mapped here; an '" + update +
                               "' after the assignment gives the device copy the host's value" +
                               (use->kind == NextUse::CopyBack && acc
                                    ? " (or map it copyin, if the device's value is not wanted "
                                      "back)"
                                    : "") +
                               "; with shared memory the program may seem right without it");
    }
  }
}

} // namespace acc2c
