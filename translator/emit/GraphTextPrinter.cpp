// The text form of the graph. It follows the shape of the acc operations
// Flang prints (`%3 = acc.copyin varPtr(...) bounds(...) -> {dataClause =
// #acc<data_clause acc_copy>, name = "a"}`) so the two can be read side by
// side; values are variable names instead of SSA numbers from FIR.
#include "emit/GraphPrinters.h"
#include "support/Quoted.h"

#include "llvm/Support/raw_ostream.h"

#include <map>

namespace acc2c {
namespace {

std::string dialectPrefix(Dialect d) { return d == Dialect::OpenACC ? "acc" : "omp"; }

std::string constructMnemonic(const GraphConstruct &c) {
  // The acc dialect marks the statement with the functions to call after an
  // allocation and before a deallocation (acc.declare_action).
  if (c.allocation)
    return std::string("acc.declare_action ") +
           (c.allocation->deallocate ? "preDealloc" : "postAlloc");
  // A DO CONCURRENT made a compute construct (-stdpar) is a parallel loop;
  // one in `kernels`, a loop.
  std::string name = !c.fromDoConcurrent                ? c.name
                     : c.kind == ConstructKind::Compute ? "parallel loop"
                                                        : "loop";
  std::string suffix;
  if (c.dialect == Dialect::OpenACC && name.size() > 5 &&
      name.compare(name.size() - 5, 5, " loop") == 0) {
    name = name.substr(0, name.size() - 5);
    suffix = " combined(loop)";
  }
  // acc.atomic.read as in the acc dialect; acc.enter_data, omp.target_data.
  char separator = name.rfind("atomic ", 0) == 0 ? '.' : '_';
  for (char &ch : name)
    if (ch == ' ') ch = separator;
  return dialectPrefix(c.dialect) + "." + name + suffix;
}

std::string location(const SourceLocation &l) {
  if (!l.valid()) return "";
  return " loc(" + quoted(l.file) + ":" + std::to_string(l.line) + ":" + std::to_string(l.column) +
         ")";
}

class TextPrinter {
public:
  TextPrinter(const DataOpGraph &g, llvm::raw_ostream &os) : g_(g), os_(os) {
    // Number ops in execution order, as MLIR numbers SSA values.
    for (OpId id : g.opOrder()) number_[id] = static_cast<unsigned>(number_.size());
  }

  void print() {
    os_ << "// acc2c data-op graph of " << quoted(g_.file()) << "\n";
    std::string unit;
    bool open = false;
    int depth = 0;
    for (const Step &s : g_.steps()) {
      const std::string &u = unitOf(s);
      if (depth == 0 && (!open || u != unit)) {
        if (open) os_ << "}\n";
        os_ << "func @" << u << " {\n";
        unit = u;
        open = true;
      }
      switch (s.kind) {
      case Step::Op: printOp(g_.op(s.id), depth + 1); break;
      case Step::Begin:
        printBegin(g_.construct(s.id), depth + 1);
        if (g_.construct(s.id).hasBody) ++depth;
        break;
      case Step::End:
        if (g_.construct(s.id).hasBody) {
          --depth;
          indent(depth + 1);
          os_ << "}" << location(g_.construct(s.id).endLoc) << "\n";
        }
        break;
      }
    }
    if (open) os_ << "}\n";
  }

private:
  const DataOpGraph &g_;
  llvm::raw_ostream &os_;
  unsigned nextBounds_ = 0;
  std::map<OpId, unsigned> number_;

  std::string ref(OpId id) const { return "%" + std::to_string(number_.at(id)); }

  const std::string &unitOf(const Step &s) const {
    ConstructId c = s.kind == Step::Op ? g_.op(s.id).construct : s.id;
    return g_.construct(c).unit;
  }

  void indent(int depth) {
    for (int i = 0; i < depth; ++i) os_ << "  ";
  }

  std::string value(const DataOp &op) const { return "%" + op.var.designator; }

  void printBegin(const GraphConstruct &c, int depth) {
    indent(depth);
    os_ << constructMnemonic(c);
    std::vector<std::string> operands;
    for (OpId id : g_.opsOf(c.id)) {
      const DataOp &op = g_.op(id);
      // Entry ops, and the exit ops of exit data and update, which act at
      // the directive itself.
      if (op.role() == OpRole::Entry || (op.role() == OpRole::Exit && !op.entry))
        operands.push_back(ref(id));
    }
    if (!operands.empty()) {
      os_ << " dataOperands(";
      for (size_t i = 0; i < operands.size(); ++i) os_ << (i ? ", " : "") << operands[i];
      os_ << ")";
    }
    std::vector<std::string> units;
    for (const Clause &cl : c.controlClauses) {
      // The argument as written; the wait construct's queues have no
      // clause text of their own.
      std::string args = !cl.value.empty() ? cl.value : cl.text;
      if (args.empty())
        for (size_t i = 0; i < cl.exprs.size(); ++i) args += (i ? ", " : "") + cl.exprs[i];
      if (args.empty())
        units.push_back(cl.name);
      else
        os_ << " " << cl.name << "(" << args << ")";
    }
    if (!c.routineName.empty()) os_ << " @" << c.routineName;
    // An implicit routine (OpenACC 3.3 2.15.1) is `seq`, as the acc
    // dialect's acc.routine marks it.
    if (c.routineImplicit) units.insert(units.end(), {"seq", "implicit"});
    if (!units.empty()) {
      os_ << " attributes {";
      for (size_t i = 0; i < units.size(); ++i) os_ << (i ? ", " : "") << units[i];
      os_ << "}";
    }
    os_ << (c.hasBody ? " {" : "") << location(c.loc) << "\n";
  }

  std::vector<std::string> printBounds(const DataOp &op, int depth) {
    std::vector<std::string> names;
    for (const DataBounds &b : op.bounds) {
      std::string name = "%b" + std::to_string(nextBounds_++);
      indent(depth);
      os_ << name << " = " << dialectPrefix(op.dialect) << ".bounds lowerbound(" << b.lower.str()
          << ") upperbound(" << b.upper.str() << ") extent(" << b.extent.str() << ") stride("
          << b.stride.str() << ") startIdx(" << b.startIdx.str() << ")\n";
      names.push_back(name);
    }
    return names;
  }

  std::vector<std::string> attributes(const DataOp &op) const {
    std::vector<std::string> a;
    if (op.clause != defaultClauseOf(op.kind))
      a.push_back(std::string("dataClause = #") + dialectPrefix(op.dialect) + "<data_clause " +
                  mlirSpelling(op.clause) + ">");
    if (op.implicit()) a.push_back("implicit = true");
    if (op.mapType != MapType::None)
      a.push_back(std::string("map_type = ") + mapTypeName(op.mapType));
    if (op.modifiers.any()) {
      std::string m = "modifiers = [";
      auto names = op.modifiers.names();
      for (size_t i = 0; i < names.size(); ++i) m += (i ? ", " : "") + names[i];
      a.push_back(m + "]");
    }
    if (op.descriptorMap) a.push_back("descriptor = true");
    if (op.reduction != ReductionOperator::None)
      a.push_back("reduction_operator = " + quoted(reductionOperatorName(op.reduction)));
    if (!op.var.text.empty()) a.push_back("name = " + quoted(op.var.text));
    if (!op.structured) a.push_back("structured = false");
    if (op.var.isPointerVector) a.push_back("pointer_vector = true");
    if (!op.var.each.empty()) {
      std::string each;
      for (const Variable::IndexRange &r : op.var.each)
        each += (each.empty() ? "" : ", ") + r.str();
      a.push_back("each = \"" + each + "\"");
    }
    return a;
  }

  void printAttributes(const DataOp &op) {
    auto a = attributes(op);
    if (a.empty()) return;
    os_ << " {";
    for (size_t i = 0; i < a.size(); ++i) os_ << (i ? ", " : "") << a[i];
    os_ << "}";
  }

  void printVarOperands(const DataOp &op, const std::vector<std::string> &bounds) {
    os_ << "varPtr(" << value(op) << " : " << (op.var.type.empty() ? "none" : op.var.type) << ")";
    // The two attach links (docs/descriptors.md): a Fortran descriptor
    // (augPtr) or a C pointer slot (varPtrPtr).
    if (!op.attachThrough.empty() && op.var.storage == Storage::CPointer)
      os_ << " varPtrPtr(%" << op.attachThrough << " : pointer)";
    else if (!op.attachThrough.empty())
      os_ << " augPtr(%" << op.attachThrough << " : descriptor)";
    if (op.memberOf) os_ << " memberOf(" << ref(*op.memberOf) << ")";
    if (!bounds.empty()) {
      os_ << " bounds(";
      for (size_t i = 0; i < bounds.size(); ++i) os_ << (i ? ", " : "") << bounds[i];
      os_ << ")";
    }
  }

  void printOp(const DataOp &op, int depth) {
    std::string prefix = dialectPrefix(op.dialect) + "." + mnemonic(op.kind);
    if (op.role() == OpRole::Token) {
      indent(depth);
      if (op.kind == DataOpKind::DeclareEnter) os_ << ref(op.id) << " = ";
      os_ << prefix;
      if (!op.operands.empty()) {
        os_ << (op.kind == DataOpKind::DeclareEnter ? " dataOperands(" : " token(");
        for (size_t i = 0; i < op.operands.size(); ++i)
          os_ << (i ? ", " : "") << ref(op.operands[i]);
        os_ << ")";
      }
      os_ << location(op.loc) << "\n";
      return;
    }
    // An exit op that closes an entry op reuses its bounds, as in MLIR.
    std::vector<std::string> bounds;
    if (!op.entry) bounds = printBounds(op, depth);
    indent(depth);
    if (op.role() == OpRole::Entry) {
      os_ << ref(op.id) << " = " << prefix << " ";
      printVarOperands(op, bounds);
      os_ << " ->";
    } else if (op.entry) {
      os_ << prefix << " accPtr(" << ref(*op.entry) << ")";
      if (op.kind == DataOpKind::Copyout || op.kind == DataOpKind::UpdateHost)
        os_ << " to varPtr(" << value(op) << ")";
      if (op.memberOf) os_ << " memberOf(" << ref(*op.memberOf) << ")";
    } else {
      os_ << ref(op.id) << " = " << prefix << " ";
      printVarOperands(op, bounds);
    }
    printAttributes(op);
    os_ << location(op.loc) << "\n";
  }
};

} // namespace

void printGraphText(const DataOpGraph &graph, llvm::raw_ostream &os) {
  TextPrinter(graph, os).print();
}

} // namespace acc2c
