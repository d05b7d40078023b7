#include "graph/GraphVerifier.h"

#include <map>

namespace acc2c {

namespace {

using K = DataOpKind;
using C = DataClause;

// Which source clauses each op kind may stand for (MLIR's verifiers check
// the same: e.g. acc.copyin comes from copyin, copy, reduction's implied copy).
bool clauseAllowed(K kind, C clause) {
  switch (kind) {
  case K::Copyin:
    return clause == C::Copyin || clause == C::Copy || clause == C::Reduction ||
           clause == C::OmpMap || clause == C::OmpImplicitMap || clause == C::OmpEnter ||
           clause == C::OmpTo;
  case K::Create:
    return clause == C::Create || clause == C::Copyout || clause == C::OmpMap ||
           clause == C::OmpImplicitMap;
  case K::Present:
    return clause == C::Present || clause == C::OmpMap || clause == C::OmpImplicitMap;
  case K::Copyout:
    return clause == C::Copyout || clause == C::Copy || clause == C::Reduction ||
           clause == C::OmpMap || clause == C::OmpImplicitMap;
  case K::Delete:
    return clause == C::Delete || clause == C::Copyin || clause == C::Create ||
           clause == C::Present || clause == C::NoCreate || clause == C::DeclareDeviceResident ||
           clause == C::OmpMap || clause == C::OmpImplicitMap;
  case K::Detach: return clause == C::Detach || clause == C::Attach;
  case K::Deviceptr:
    return clause == C::Deviceptr || clause == C::OmpIsDevicePtr || clause == C::OmpHasDeviceAddr;
  case K::Private: return clause == C::Private || clause == C::OmpPrivate;
  case K::Firstprivate: return clause == C::Firstprivate || clause == C::OmpFirstprivate;
  case K::UseDevice:
    return clause == C::UseDevice || clause == C::OmpUseDevicePtr || clause == C::OmpUseDeviceAddr;
  case K::UpdateHost:
    return clause == C::UpdateHost || clause == C::UpdateSelf || clause == C::OmpFrom;
  case K::UpdateDevice: return clause == C::UpdateDevice || clause == C::OmpTo;
  case K::DeclareLink: return clause == C::DeclareLink || clause == C::OmpLink;
  case K::DeclareEnter:
  case K::DeclareExit: return clause == C::None;
  default: return clause == defaultClauseOf(kind);
  }
}

std::string describe(const DataOp &op) {
  return "op %" + std::to_string(op.id) + " (" + mnemonic(op.kind) +
         (op.var.text.empty() ? "" : " " + op.var.text) + ")";
}

} // namespace

std::string verifyOp(const DataOp &op) {
  if (!clauseAllowed(op.kind, op.clause))
    return std::string("cannot come from a '") + userSpelling(op.clause) + "' clause";
  if (op.role() == OpRole::Token) {
    if (op.kind == K::DeclareExit && op.operands.size() != 1)
      return "must consume exactly one declare_enter token";
    return {};
  }
  if (op.var.designator.empty()) return "has no variable";
  if (op.modifiers.readonly && op.kind != K::Copyin && op.kind != K::Cache && op.kind != K::Delete)
    return "modifier 'readonly' is only valid on copyin and cache";
  if (op.modifiers.zero && op.kind != K::Create && op.kind != K::Copyout && op.kind != K::Delete)
    return "modifier 'zero' is only valid on create and copyout";
  if (op.dialect == Dialect::OpenACC && (op.modifiers.always || op.modifiers.close))
    return "OpenMP map modifiers on an OpenACC op";
  if (!op.bounds.empty() && op.bounds.size() != op.var.shape.size())
    return "has " + std::to_string(op.bounds.size()) + " bounds for rank " +
           std::to_string(op.var.rank());
  return {};
}

std::vector<std::string> verifyGraph(const DataOpGraph &g) {
  std::vector<std::string> problems;
  auto problem = [&](const std::string &s) { problems.push_back(s); };

  std::map<OpId, size_t> position;
  std::vector<ConstructId> open;
  std::map<ConstructId, int> begins, ends;
  size_t pos = 0;
  for (const Step &s : g.steps()) {
    switch (s.kind) {
    case Step::Op:
      if (s.id >= g.size())
        problem("step names op %" + std::to_string(s.id) + " that does not exist");
      else if (!position.emplace(s.id, pos).second)
        problem(describe(g.op(s.id)) + " appears twice in the execution order");
      break;
    case Step::Begin:
      ++begins[s.id];
      open.push_back(s.id);
      break;
    case Step::End:
      ++ends[s.id];
      if (open.empty() || open.back() != s.id)
        problem("construct " + std::to_string(s.id) + " ends out of order");
      else
        open.pop_back();
      break;
    }
    ++pos;
  }
  for (const GraphConstruct &c : g.constructs())
    if (begins[c.id] != 1 || ends[c.id] != 1)
      problem("construct " + std::to_string(c.id) + " (" + c.name +
              ") must begin and end exactly once");

  for (OpId id = 0; id < g.size(); ++id) {
    const DataOp &op = g.op(id);
    if (g.erased(id)) {
      if (position.count(id)) problem(describe(op) + " is erased but in the execution order");
      continue;
    }
    if (op.id != id) problem(describe(op) + " is stored under id " + std::to_string(id));
    if (!position.count(id)) problem(describe(op) + " is not in the execution order");
    if (std::string why = verifyOp(op); !why.empty()) problem(describe(op) + " " + why);
    if (op.role() != OpRole::Token && op.construct < g.constructs().size()) {
      const GraphConstruct &c = g.construct(op.construct);
      if (op.structured != usesStructuredCounter(c.kind, op.var))
        problem(describe(op) + std::string(" on '") + c.name + "' must be " +
                (usesStructuredCounter(c.kind, op.var) ? "structured" : "unstructured"));
    }
    if (op.entry) {
      if (*op.entry >= g.size() || g.erased(*op.entry)) {
        problem(describe(op) + " closes a missing op");
        continue;
      }
      const DataOp &entry = g.op(*op.entry);
      if (entry.role() != OpRole::Entry)
        problem(describe(op) + " closes " + describe(entry) + ", not an entry op");
      if (entry.construct != op.construct || entry.var.designator != op.var.designator)
        problem(describe(op) + " closes " + describe(entry) + " of another construct or variable");
      if (position.count(*op.entry) && position.count(id) && position[*op.entry] > position[id])
        problem(describe(op) + " runs before the entry op it closes");
    }
  }
  return problems;
}

} // namespace acc2c
