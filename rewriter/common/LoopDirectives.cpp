#include "rewriter/common/LoopDirectives.h"

#include "rewriter/common/Control.h"

#include "model/OpenMPKinds.h"

#include <map>

namespace acc2c {
namespace {

bool hasClause(const GraphConstruct &c, llvm::StringRef name) {
  for (const Clause &cl : c.controlClauses)
    if (llvm::StringRef(cl.name).equals_insensitive(name)) return true;
  return false;
}


std::string join(const std::set<std::string> &names) {
  std::string s;
  for (const std::string &n : names) s += (s.empty() ? "" : ", ") + n;
  return s;
}

} // namespace

std::string collapseOf(const GraphConstruct &c) {
  for (const Clause &cl : c.controlClauses) {
    if (cl.name == "tile" && !cl.args.empty())
      return std::to_string(splitArguments(cl.args[0]).size());
    if (cl.name == "collapse" && !cl.args.empty()) {
      llvm::StringRef a = llvm::StringRef(cl.args[0]).trim();
      if (a.starts_with_insensitive("force:")) a = a.drop_front(6).trim();
      return a.str();
    }
  }
  return "";
}

bool isMarkedParallel(const GraphConstruct &loop, const GraphConstruct &compute) {
  if (loop.dialect == Dialect::OpenMP) {
    // Worksharing and distribute loops; simd alone stays on one thread.
    llvm::StringRef n(loop.name);
    return n.contains("distribute") || n.ends_with(" do") || n == "do" || n.contains(" do ") ||
           n.ends_with("loop");
  }
  if (hasClause(loop, "seq") || hasClause(loop, "auto")) return false;
  llvm::StringRef kind(compute.name);
  if (kind.starts_with("serial")) return false;
  if (kind.starts_with("kernels")) return hasClause(loop, "independent");
  return true;
}

std::string ompWorksharingClauses(const GraphConstruct &loop) {
  std::string s;
  if (loop.dialect != Dialect::OpenMP) return s;
  for (const Clause &cl : loop.controlClauses) {
    llvm::StringRef n(cl.name);
    if (!n.equals_insensitive("schedule") && !n.equals_insensitive("ordered") &&
        !n.equals_insensitive("lastprivate") && !n.equals_insensitive("linear") &&
        !n.equals_insensitive("order"))
      continue;
    s += " " + cl.name;
    if (!cl.args.empty()) {
      s += "(";
      for (size_t i = 0; i < cl.args.size(); ++i) s += (i ? ", " : "") + cl.args[i];
      s += ")";
    }
  }
  return s;
}

std::set<std::string> lastValueVariablesIn(const DataOpGraph &g, ConstructId c) {
  std::set<std::string> out;
  for (const GraphConstruct &inner : g.constructs())
    for (std::optional<ConstructId> p = inner.id; p; p = g.construct(*p).parent)
      if (*p == c) {
        for (const std::string &name : ompLastValueVariables(inner.controlClauses))
          out.insert(name);
        break;
      }
  return out;
}

} // namespace acc2c
