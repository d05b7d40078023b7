// The allocatable components of an OpenMP map (docs/descriptors.md,
// "Allocatable components of OpenMP maps"; Flang 22 lowers the same through
// a default declare mapper of the type).
#include "passes/OmpAllocatableComponents.h"

#include "lowering/LowerToGraph.h"

#include <set>

namespace acc2c {
namespace {

// The structures `whole` names: itself (a scalar), or each element of an
// array of structures or of its section, through one index per dimension
// that the section does not fix (`b(acc2c_e1)` of `b` or `b(2:n)`).
struct Elements {
  std::string subscripts; ///< "(acc2c_e1, 3)"; empty for a scalar
  std::vector<Variable::IndexRange> each;
};

Elements elementsOf(const Variable &whole) {
  Elements e;
  for (int d = 0; d < whole.rank(); ++d) {
    std::string sub;
    const Subscript *s = whole.subscripts.empty() ? nullptr : &whole.subscripts[d];
    if (s && s->isElement) {
      sub = s->lower->str();
    } else {
      Variable::IndexRange r;
      r.index = sub = "acc2c_e" + std::to_string(d + 1);
      r.array = whole.designator;
      r.dim = d + 1;
      r.arrayStorage = whole.storage;
      if (s) { // a section: contiguous (lowering refuses strides)
        r.lower = s->lower;
        r.upper = s->upper;
      }
      e.each.push_back(std::move(r));
    }
    e.subscripts += (d ? ", " : "(") + sub;
  }
  if (whole.rank() > 0) e.subscripts += ")";
  return e;
}

// Component `c` (its designator relative to the structure: "%a", "%sub%a")
// of the structures `whole` names, as a variable of its own, as `whole%a`
// would be in a clause: its bounds are the allocated ones.
Variable componentOf(const Variable &whole, const Elements &elements, const Variable &c) {
  Variable v = c;
  v.designator = v.text = whole.designator + elements.subscripts + c.designator;
  v.each = elements.each;
  v.rootName = whole.rootName;
  v.parent = v.designator.substr(0, v.designator.rfind('%'));
  v.loc = whole.loc;
  v.isGlobal = whole.isGlobal;
  v.isDummy = false;
  v.isAutomatic = false;
  v.subscripts.clear();
  for (size_t d = 0; d < v.shape.size(); ++d) {
    std::string dim = ", " + std::to_string(d + 1) + ")";
    v.shape[d].lower = BoundExpr::term("lbound(" + v.designator + dim);
    v.shape[d].upper = BoundExpr::term("ubound(" + v.designator + dim);
  }
  return v;
}

} // namespace

void runOmpAllocatableComponents(DataOpGraph &graph, Diagnostics &diags) {
  size_t n = graph.size();
  for (OpId id = 0; id < n; ++id) {
    if (graph.erased(id)) continue;
    const DataOp op = graph.op(id);
    bool isMapping = op.clause == DataClause::OmpMap || op.clause == DataClause::OmpImplicitMap ||
                     op.clause == DataClause::OmpEnter;
    // Motion clauses go through the type's default mapper too (OpenMP 5.2
    // 5.9.6): `to(f)` updates f and the data of its allocatable components.
    bool isMotion = op.clause == DataClause::OmpTo || op.clause == DataClause::OmpFrom;
    // A structured exit is made with its entry, below.
    if (op.dialect != Dialect::OpenMP || !(isMapping || isMotion) || op.entry || op.memberOf ||
        op.descriptorMap || op.role() == OpRole::Token)
      continue;
    const Variable &whole = op.var;
    if (!whole.isAggregate || whole.isCharacter || (!whole.isArray() && !whole.subscripts.empty()))
      continue;
    Elements elements = elementsOf(whole);
    std::set<std::string> named;
    for (OpId other : graph.opsOf(op.construct)) named.insert(graph.op(other).var.designator);
    std::optional<OpId> structuredExit;
    for (OpId x = 0; x < graph.size() && !structuredExit; ++x)
      if (!graph.erased(x) && graph.op(x).entry == std::optional<OpId>(id)) structuredExit = x;

    OpId lastEntry = id, firstExit = structuredExit.value_or(id);
    for (const Variable &c : graph.descriptorComponents(whole.type)) {
      if (c.storage != Storage::Allocatable) continue; // POINTER targets are other objects
      Variable v = componentOf(whole, elements, c);
      if (!named.insert(v.designator).second) continue;
      DataOp m = makeDataOp(op.kind, op.clause, v, op.construct, op.structured, diags);
      m.dialect = op.dialect;
      m.mapType = op.mapType;
      m.modifiers = op.modifiers;
      m.implicitRule = ImplicitRule::MappedComponent;
      m.loc = op.loc;
      if (isMotion) {
        lastEntry = graph.insertAfterOp(lastEntry, std::move(m));
        continue;
      }
      if (op.role() != OpRole::Entry) { // exit data: the member before its parent
        firstExit = graph.insertBeforeOp(firstExit, std::move(m));
        continue;
      }
      DataOp exit = m;
      lastEntry = graph.insertAfterOp(lastEntry, std::move(m));
      if (!structuredExit) continue;
      const DataOp &parentExit = graph.op(*structuredExit);
      exit.kind = parentExit.kind;
      exit.mapType = parentExit.mapType;
      exit.entry = lastEntry;
      firstExit = graph.insertBeforeOp(firstExit, std::move(exit));
    }
  }
}

} // namespace acc2c
