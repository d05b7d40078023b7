// Builders for directive models, so unit tests can state a construct in a
// line or two without going through Flang.
#pragma once
#include "graph/DataOpGraph.h"
#include "lowering/LowerToGraph.h"
#include "model/Directive.h"
#include "passes/Pipeline.h"
#include "support/Diagnostics.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace acc2c::test {

inline Variable scalar(const std::string &name, const std::string &type = "real(4)") {
  Variable v;
  v.text = v.designator = v.rootName = name;
  v.type = type;
  v.elementBytes = 4;
  v.loc = {"t.f90", 1, 1};
  return v;
}

inline Variable array1d(const std::string &name, int64_t lo, int64_t hi) {
  Variable v = scalar(name);
  v.shape = {DeclaredDim{BoundExpr::constant(lo), BoundExpr::constant(hi)}};
  return v;
}

inline Variable aggregate(const std::string &name) {
  Variable v = scalar(name, "type(ty1)");
  v.isAggregate = true;
  return v;
}

/// `d%p`, a POINTER 2-D array component of aggregate `d`.
inline Variable pointerMember(const std::string &parent, const std::string &member) {
  Variable v = scalar(parent + "%" + member);
  v.rootName = parent;
  v.parent = parent;
  v.storage = Storage::Pointer;
  for (int d = 1; d <= 2; ++d)
    v.shape.push_back({BoundExpr::term("lbound(" + v.designator + ", " + std::to_string(d) + ")"),
                       BoundExpr::term("ubound(" + v.designator + ", " + std::to_string(d) + ")")});
  return v;
}

inline Clause clause(ClauseKind kind, const std::string &name, std::vector<Variable> vars = {}) {
  Clause c;
  c.kind = kind;
  c.name = name;
  // The id a frontend would give the clause (OpenACC's, else OpenMP's).
  c.id = llvm::acc::getOpenACCClauseKind(name);
  if (c.id == llvm::acc::Clause::ACCC_unknown) c.id = llvm::omp::getOpenMPClauseKind(name);
  c.vars = std::move(vars);
  c.loc = {"t.f90", 1, 1};
  return c;
}

inline Construct construct(ConstructKind kind, const std::string &name,
                           std::vector<Clause> clauses = {}, Dialect dialect = Dialect::OpenACC) {
  Construct c;
  c.dialect = dialect;
  c.kind = kind;
  c.name = name;
  // The id a frontend would give the directive.
  if (dialect == Dialect::OpenACC)
    c.directive = llvm::acc::getOpenACCDirectiveKind(name);
  else
    c.directive = llvm::omp::getOpenMPDirectiveKind(name);
  c.clauses = std::move(clauses);
  c.loc = c.endLoc = {"t.f90", 1, 1};
  return c;
}

/// Lowers and runs the passes on constructs of one subroutine `s`.
struct GraphFixture {
  Diagnostics diags;
  DataOpGraph graph;

  void build(std::vector<Construct> constructs) {
    TranslationUnitModel m;
    m.file = "t.f90";
    ProgramUnit u;
    u.kind = UnitKind::Subroutine;
    u.name = "s";
    u.constructs = std::move(constructs);
    m.units.push_back(std::move(u));
    graph = lowerToGraph(m, diags);
    runGraphPasses(graph, diags);
  }

  /// All diagnostics, one per line, for INFO() in failing tests.
  std::string messages() const {
    std::string out;
    for (const Diagnostic &d : diags.all()) out += d.message + "\n";
    return out;
  }

  /// "copyin a", "copyout a" ... for every op in execution order.
  std::vector<std::string> sequence() const {
    std::vector<std::string> out;
    for (OpId id : graph.opOrder()) {
      const DataOp &op = graph.op(id);
      std::string s = mnemonic(op.kind);
      if (!op.var.text.empty()) s += " " + op.var.text;
      if (op.implicit()) s += std::string(" (implicit: ") + implicitRuleName(op.implicitRule) + ")";
      out.push_back(s);
    }
    return out;
  }

  const DataOp &opNamed(const std::string &mnemo, const std::string &name) const {
    for (OpId id : graph.opOrder())
      if (mnemonic(graph.op(id).kind) == mnemo && graph.op(id).var.text == name)
        return graph.op(id);
    throw std::runtime_error("no op " + mnemo + " " + name);
  }
};

} // namespace acc2c::test
