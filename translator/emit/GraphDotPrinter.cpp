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
    if (c == '"' || c == '\\')
      out += '\\';
    out += c;
  }
  return out;
}

const char *fillFor(const DataOp &op) {
  if (op.role() == OpRole::Token)
    return "#eeeeee";
  if (op.implicit)
    return "#fff3c4";
  return op.role() == OpRole::Entry ? "#d4e8ff" : "#ffd9d4";
}

class DotPrinter {
public:
  DotPrinter(const DataOpGraph &g, llvm::raw_ostream &os) : g_(g), os_(os) {}

  void print() {
    os_ << "digraph acc2c {\n"
        << "  rankdir=TB;\n"
        << "  label=\"" << escape(g_.file()) << "\"; labelloc=t;\n"
        << "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=10];\n"
        << "  edge [fontname=\"Helvetica\", fontsize=9];\n";
    for (const GraphConstruct &c : g_.constructs())
      if (!c.parent)
        printCluster(c, 1);
    std::vector<OpId> order = g_.opOrder();
    for (size_t i = 1; i < order.size(); ++i)
      os_ << "  op" << order[i - 1] << " -> op" << order[i]
          << " [color=\"#bbbbbb\", arrowsize=0.5];\n";
    for (OpId id = 0; id < g_.size(); ++id) {
      const DataOp &op = g_.op(id);
      if (op.entry)
        os_ << "  op" << *op.entry << " -> op" << id
            << " [style=dashed, color=\"#336699\", constraint=false];\n";
      if (op.memberOf)
        os_ << "  op" << id << " -> op" << *op.memberOf
            << " [style=dotted, label=\"member of\", constraint=false];\n";
      for (OpId operand : op.operands)
        os_ << "  op" << operand << " -> op" << id
            << " [style=dotted, constraint=false];\n";
    }
    os_ << "}\n";
  }

private:
  const DataOpGraph &g_;
  llvm::raw_ostream &os_;

  void printCluster(const GraphConstruct &c, int depth) {
    std::string pad(depth * 2, ' ');
    os_ << pad << "subgraph cluster_" << c.id << " {\n"
        << pad << "  label=\"" << (c.dialect == Dialect::OpenACC ? "acc " : "omp ")
        << escape(c.name) << " (" << escape(c.unit) << ":" << c.loc.line
        << ")\";\n"
        << pad << "  style=rounded; color=\"#888888\";\n";
    for (OpId id : g_.opsOf(c.id)) {
      const DataOp &op = g_.op(id);
      std::string label = escape(std::string(mnemonic(op.kind)) +
                                 (op.var.text.empty() ? "" : " " + op.var.text));
      std::string clause = userSpelling(op.clause);
      if (!clause.empty())
        label += "\\n(" + escape(clause) + (op.implicit ? ", implicit" : "") + ")";
      os_ << pad << "  op" << id << " [label=\"" << label
          << "\", fillcolor=\"" << fillFor(op) << "\"];\n";
    }
    for (const GraphConstruct &child : g_.constructs())
      if (child.parent == std::optional<ConstructId>(c.id))
        printCluster(child, depth + 1);
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
