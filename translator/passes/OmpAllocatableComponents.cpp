// The allocatable components of an OpenMP map (docs/descriptors.md,
// "Allocatable components of OpenMP maps"; Flang 22 lowers the same through
// a default declare mapper of the type).
#include "passes/OmpAllocatableComponents.h"

#include "lowering/LowerToGraph.h"
#include "passes/ElementFamilies.h"

#include <algorithm>
#include <set>

namespace acc2c {
namespace {

// Where the maps of one clause's components go, and what is named already.
struct Insertion {
  const DataOp &op; ///< the clause's op on the whole structure
  bool isMotion;
  std::optional<OpId> structuredExit;
  OpId lastEntry, firstExit;
  std::set<std::string> named;
};

// The ALLOCATABLE components of the structures `whole` names, each mapped
// as `op` maps them; then, for a component that is itself an array of
// structures, the components of its elements (the default mapper of its
// type), unless its type is one of `types`, the types it lies in (a
// recursive type: no end to the expansion).
void mapComponents(DataOpGraph &graph, Insertion &in, const Variable &whole,
                   std::vector<std::string> &types, Diagnostics &diags) {
  const DataOp &op = in.op;
  Elements elements = elementsOf(whole);
  for (const Variable &c : graph.descriptorComponents(whole.type)) {
    if (c.storage != Storage::Allocatable) continue; // POINTER targets are other objects
    Variable v = componentOf(whole, elements, c);
    if (!in.named.insert(v.designator).second) continue;
    DataOp m = makeDataOp(op.kind, op.clause, v, op.construct, op.structured, diags);
    m.dialect = op.dialect;
    m.mapType = op.mapType;
    m.modifiers = op.modifiers;
    m.implicitRule = ImplicitRule::MappedComponent;
    m.loc = op.loc;
    if (in.isMotion) {
      in.lastEntry = graph.insertAfterOp(in.lastEntry, std::move(m));
    } else if (op.role() != OpRole::Entry) { // exit data: the member before its parent
      in.firstExit = graph.insertBeforeOp(in.firstExit, std::move(m));
    } else {
      DataOp exit = m;
      in.lastEntry = graph.insertAfterOp(in.lastEntry, std::move(m));
      if (in.structuredExit) {
        const DataOp &parentExit = graph.op(*in.structuredExit);
        exit.kind = parentExit.kind;
        exit.mapType = parentExit.mapType;
        exit.entry = in.lastEntry;
        in.firstExit = graph.insertBeforeOp(in.firstExit, std::move(exit));
      }
    }
    if (!v.isAggregate || !v.isArray() || graph.descriptorComponents(v.type).empty()) continue;
    if (std::find(types.begin(), types.end(), v.type) != types.end()) {
      diags.warning(op.loc, "the allocatable components of the elements of '" + v.designator +
                                "' are not mapped with it: " + v.type +
                                " contains itself; map them in clauses of their own");
      continue;
    }
    types.push_back(v.type);
    mapComponents(graph, in, v, types, diags);
    types.pop_back();
  }
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
    // A structured exit is made with its entry, below; a component's maps
    // with those of the structure it lies in (the pass runs again after the
    // implicit maps are added).
    if (op.dialect != Dialect::OpenMP || !(isMapping || isMotion) || op.entry || op.memberOf ||
        op.descriptorMap || op.role() == OpRole::Token ||
        op.implicitRule == ImplicitRule::MappedComponent)
      continue;
    const Variable &whole = op.var;
    if (!whole.isAggregate || whole.isCharacter || (!whole.isArray() && !whole.subscripts.empty()))
      continue;
    Insertion in{op, isMotion, std::nullopt, id, id, {}};
    for (OpId other : graph.opsOf(op.construct)) in.named.insert(graph.op(other).var.designator);
    for (OpId x = 0; x < graph.size() && !in.structuredExit; ++x)
      if (!graph.erased(x) && graph.op(x).entry == std::optional<OpId>(id)) in.structuredExit = x;
    in.firstExit = in.structuredExit.value_or(id);
    std::vector<std::string> types{whole.type};
    mapComponents(graph, in, whole, types, diags);
  }
}

} // namespace acc2c
