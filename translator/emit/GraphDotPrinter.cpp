// Graphviz form of the graph: one cluster per construct (nested as the
// constructs are), one node per op, and three kinds of edges:
//   execution order (thin grey), entry -> exit (dashed: the same data, the
//   counter taken at entry is given back here), member -> parent (dotted:
//   the descriptor the member is attached through).
#include "emit/GraphPrinters.h"

#include "llvm/Support/raw_ostream.h"

#include <map>

namespace acc2c {
namespace {

std::string escape(const std::string &s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

const char *fillFor(const DataOp &op) {
  if (op.role() == OpRole::Token) return "#eeeeee";
  if (op.implicit()) return "#fff3c4";
  return op.role() == OpRole::Entry ? "#d4e8ff" : "#ffd9d4";
}

class DotPrinter {
public:
  DotPrinter(const DataOpGraph &g, llvm::raw_ostream &os) : g_(g), os_(os) {
    // Node names follow the execution order, like the text and JSON forms.
    for (OpId id : g.opOrder()) number_[id] = static_cast<unsigned>(number_.size());
  }

  void print() {
    os_ << "digraph acc2c {\n"
        << "  rankdir=TB;\n"
        << "  label=\"" << escape(g_.file()) << "\"; labelloc=t;\n"
        << "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=10];\n"
        << "  edge [fontname=\"Helvetica\", fontsize=9];\n";
    for (const GraphConstruct &c : g_.constructs())
      if (!c.parent) printCluster(c, 1);
    std::vector<OpId> order = g_.opOrder();
    for (size_t i = 1; i < order.size(); ++i)
      os_ << "  " << node(order[i - 1]) << " -> " << node(order[i])
          << " [color=\"#bbbbbb\", arrowsize=0.5];\n";
    for (OpId id : order) {
      const DataOp &op = g_.op(id);
      if (op.entry)
        os_ << "  " << node(*op.entry) << " -> " << node(id)
            << " [style=dashed, color=\"#336699\", constraint=false];\n";
      if (op.memberOf)
        os_ << "  " << node(id) << " -> " << node(*op.memberOf)
            << " [style=dotted, label=\"member of\", constraint=false];\n";
      for (OpId operand : op.operands)
        os_ << "  " << node(operand) << " -> " << node(id)
            << " [style=dotted, constraint=false];\n";
    }
    os_ << "}\n";
  }

private:
  const DataOpGraph &g_;
  llvm::raw_ostream &os_;
  std::map<OpId, unsigned> number_;

  std::string node(OpId id) const { return "op" + std::to_string(number_.at(id)); }

  void printCluster(const GraphConstruct &c, int depth) {
    std::string pad(depth * 2, ' ');
    os_ << pad << "subgraph cluster_" << c.id << " {\n"
        << pad << "  label=\"" << (c.dialect == Dialect::OpenACC ? "acc " : "omp ")
        << escape(c.name) << " (" << escape(c.unit) << ":" << c.loc.line << ")\";\n"
        << pad << "  style=rounded; color=\"#888888\";\n";
    for (OpId id : g_.opsOf(c.id)) {
      const DataOp &op = g_.op(id);
      std::string label =
          escape(std::string(mnemonic(op.kind)) + (op.var.text.empty() ? "" : " " + op.var.text));
      std::string clause = userSpelling(op.clause);
      if (!clause.empty())
        label += "\\n(" + escape(clause) + (op.implicit() ? ", implicit" : "") + ")";
      os_ << pad << "  " << node(id) << " [label=\"" << label << "\", fillcolor=\"" << fillFor(op)
          << "\"];\n";
    }
    for (const GraphConstruct &child : g_.constructs())
      if (child.parent == std::optional<ConstructId>(c.id)) printCluster(child, depth + 1);
    // Graphviz drops empty clusters; keep constructs without ops visible.
    if (g_.opsOf(c.id).empty())
      os_ << pad << "  c" << c.id << " [label=\"\", shape=point, style=invis];\n";
    os_ << pad << "}\n";
  }
};

} // namespace

void printGraphDot(const DataOpGraph &graph, llvm::raw_ostream &os) {
  DotPrinter(graph, os).print();
}

} // namespace acc2c
