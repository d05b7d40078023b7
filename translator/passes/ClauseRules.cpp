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
  }
}

} // namespace acc2c
