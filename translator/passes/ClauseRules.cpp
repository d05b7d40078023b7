#include "passes/ClauseRules.h"

#include <map>
#include <string>

namespace acc2c {
namespace {

// The clause item as written, without blanks: `a[0:n]` and `a[0 : n]` are one.
std::string itemOf(const Variable &v) {
  std::string out;
  for (char c : v.text)
    if (c != ' ' && c != '\t') out += c;
  return out;
}

bool isDataEntry(const DataOp &op) {
  switch (op.kind) {
  case DataOpKind::Copyin:
  case DataOpKind::Create:
  case DataOpKind::Present:
  case DataOpKind::NoCreate:
  case DataOpKind::Deviceptr:
  case DataOpKind::Attach: return true;
  default: return false;
  }
}

bool isPrivatizing(const DataOp &op) {
  return op.kind == DataOpKind::Private || op.kind == DataOpKind::Firstprivate;
}

} // namespace

void checkClauseRules(const DataOpGraph &graph, Diagnostics &diags) {
  for (const GraphConstruct &c : graph.constructs()) {
    if (c.dialect != Dialect::OpenACC) continue;
    std::map<std::string, const DataOp *> data, reduced, privatized;
    for (OpId id : graph.opsOf(c.id)) {
      const DataOp &op = graph.op(id);
      if (op.implicit() || op.role() != OpRole::Entry) continue;
      std::string item = itemOf(op.var);
      if (isDataEntry(op)) {
        auto [it, first] = data.emplace(item, &op);
        if (!first)
          diags.error(op.loc, "'" + op.var.text + "' appears in more than one data clause of '" +
                                  c.name + "' (" + userSpelling(it->second->clause) + " and " +
                                  userSpelling(op.clause) + "); use one clause, e.g. copy");
      }
      if (op.kind == DataOpKind::Reduction) reduced.emplace(op.var.designator, &op);
      if (isPrivatizing(op)) privatized.emplace(op.var.designator, &op);
    }
    for (const auto &[name, op] : reduced)
      if (auto p = privatized.find(name); p != privatized.end())
        diags.error(p->second->loc, "'" + name + "' is in a reduction clause of '" + c.name +
                                        "' and in its " + userSpelling(p->second->clause) +
                                        " clause: the reduction makes the private copy");
    // private(i) on a construct inside a loop over i: each of its
    // iterations sees a copy of i that is uninitialized (private) or fixed
    // at the construct (firstprivate), not the enclosing loop's index.
    for (const auto &[name, op] : privatized)
      for (auto p = c.parent; p; p = graph.construct(*p).parent) {
        const GraphConstruct &outer = graph.construct(*p);
        const Variable *index = nullptr;
        for (const Variable &v : outer.loopVariables)
          if (v.designator == name) index = &v;
        if (!index) continue;
        diags.warning(op->loc, "'" + name + "' in the " + userSpelling(op->clause) +
                                   " clause of '" + c.name + "' is the index of the enclosing '" +
                                   outer.name + "' construct's loop: inside, '" + name +
                                   "' is a private copy, not that loop's index");
        diags.note(outer.loc, "the enclosing loop construct is here");
        break;
      }
  }
}

} // namespace acc2c
