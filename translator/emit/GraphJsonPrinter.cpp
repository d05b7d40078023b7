// The JSON form of the graph: the contract other tools build on.
//
//   {"file": ..., "constructs": [...], "ops": [...]}
//
// "ops" is in execution order; every op has at least "id", "op",
// "dataClause", "name", "structured", "implicit", "line", "construct" and
// "bounds" (a list, dimension 1 first; a bound is a number when it is a
// constant and an expression string otherwise). An implicit op names the
// rule that added it ("implicitRule", graph/ImplicitRules.def). A C
// dynamic multidimensional array's ops carry "pointerVector": true (the
// vector of row pointers) or "rows": {"index", "lower", "upper"} (every row;
// docs/data-operations.md).
#include "emit/GraphPrinters.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <map>

namespace acc2c {
namespace {

llvm::json::Value bound(const BoundExpr &e) {
  if (auto c = e.asConstant()) return *c;
  return e.str();
}

llvm::json::Value location(const SourceLocation &l) {
  return llvm::json::Object{{"file", l.file}, {"line", l.line}, {"column", l.column}};
}

// Ops are numbered in execution order, as the text form numbers them.
using Numbering = std::map<OpId, unsigned>;

llvm::json::Object opToJson(const DataOpGraph &g, const DataOp &op, const Numbering &num) {
  const GraphConstruct &c = g.construct(op.construct);
  llvm::json::Array bounds;
  for (const DataBounds &b : op.bounds)
    bounds.push_back(llvm::json::Object{{"lower", bound(b.lower)},
                                        {"upper", bound(b.upper)},
                                        {"extent", bound(b.extent)},
                                        {"stride", bound(b.stride)},
                                        {"startIdx", bound(b.startIdx)}});
  llvm::json::Object o{
      {"id", num.at(op.id)},
      {"op", mnemonic(op.kind)},
      {"dataClause", userSpelling(op.clause)},
      {"name", op.var.text},
      {"structured", op.structured},
      {"implicit", op.implicit()},
      {"line", op.loc.line},
      {"column", op.loc.column},
      {"construct", c.name},
      {"constructId", c.id},
      {"dialect", op.dialect == Dialect::OpenACC ? "openacc" : "openmp"},
      {"bounds", std::move(bounds)},
  };
  if (op.role() != OpRole::Token) {
    o["variable"] = op.var.designator;
    o["type"] = op.var.type;
    o["storage"] = storageName(op.var.storage);
    o["rank"] = op.var.rank();
    if (op.var.elementBytes) o["elementBytes"] = *op.var.elementBytes;
    if (op.var.isPointerVector) o["pointerVector"] = true;
    if (!op.var.each.empty()) {
      llvm::json::Array each;
      for (const Variable::IndexRange &r : op.var.each) each.push_back(r.str());
      o["each"] = std::move(each);
    }
  }
  llvm::json::Array modifiers;
  for (const std::string &m : op.modifiers.names()) modifiers.push_back(m);
  o["modifiers"] = std::move(modifiers);
  if (op.implicit()) o["implicitRule"] = implicitRuleName(op.implicitRule);
  if (op.mapType != MapType::None) o["mapType"] = mapTypeName(op.mapType);
  if (!op.attachThrough.empty()) o["augPtr"] = op.attachThrough;
  if (op.descriptorMap) o["descriptor"] = true;
  if (op.memberOf) o["memberOf"] = num.at(*op.memberOf);
  if (op.entry) o["entry"] = num.at(*op.entry);
  if (op.reduction != ReductionOperator::None)
    o["reductionOperator"] = reductionOperatorName(op.reduction);
  if (!op.operands.empty()) {
    llvm::json::Array operands;
    for (OpId id : op.operands) operands.push_back(num.at(id));
    o["operands"] = std::move(operands);
  }
  // async/wait/if of the construct apply to each of its data actions.
  for (const Clause &cl : c.controlClauses) {
    if (cl.kind == ClauseKind::Async)
      o["async"] = cl.exprs.empty() ? std::string() : cl.exprs.front();
    else if (cl.kind == ClauseKind::Wait) {
      llvm::json::Array w;
      for (const std::string &a : cl.exprs) w.push_back(a);
      o["wait"] = std::move(w);
    } else if (cl.kind == ClauseKind::If && !cl.exprs.empty())
      o["if"] = cl.exprs.front();
    else if (cl.kind == ClauseKind::Finalize)
      o["finalize"] = true;
    else if (cl.kind == ClauseKind::IfPresent)
      o["ifPresent"] = true;
    else if (cl.kind == ClauseKind::Nowait)
      o["nowait"] = true;
  }
  return o;
}

llvm::json::Object constructToJson(const GraphConstruct &c) {
  llvm::json::Array clauses;
  for (const Clause &cl : c.controlClauses) {
    llvm::json::Array args;
    for (const std::string &a : cl.exprs) args.push_back(a);
    llvm::json::Object j{{"name", cl.name}, {"args", std::move(args)}};
    if (cl.count) j["count"] = *cl.count;
    if (cl.force) j["force"] = true;
    if (!cl.value.empty()) j["value"] = cl.value;
    clauses.push_back(std::move(j));
  }
  llvm::json::Object o{{"id", c.id},
                       {"name", c.name},
                       {"kind", constructKindName(c.kind)},
                       {"dialect", c.dialect == Dialect::OpenACC ? "openacc" : "openmp"},
                       {"unit", c.unit},
                       {"line", c.loc.line},
                       {"column", c.loc.column},
                       {"endLine", c.endLoc.line},
                       {"clauses", std::move(clauses)}};
  if (c.parent) o["parent"] = *c.parent;
  if (!c.routineName.empty()) o["routine"] = c.routineName;
  if (c.routineImplicit) o["implicit"] = true;
  return o;
}

} // namespace

void printGraphJson(const DataOpGraph &graph, llvm::raw_ostream &os) {
  llvm::json::Array constructs, ops;
  for (const GraphConstruct &c : graph.constructs()) constructs.push_back(constructToJson(c));
  Numbering num;
  for (OpId id : graph.opOrder()) num[id] = static_cast<unsigned>(num.size());
  for (OpId id : graph.opOrder()) ops.push_back(opToJson(graph, graph.op(id), num));
  llvm::json::Value root = llvm::json::Object{
      {"file", graph.file()}, {"constructs", std::move(constructs)}, {"ops", std::move(ops)}};
  os << llvm::formatv("{0:2}", root) << "\n";
}

} // namespace acc2c
