#include "passes/MergeDataClauses.h"

#include <map>
#include <string>
#include <vector>

namespace acc2c {
namespace {

bool inCopyFamily(DataClause c) {
  return c == DataClause::Copy || c == DataClause::Copyin || c == DataClause::Copyout ||
         c == DataClause::Create;
}

bool copiesIn(DataClause c) { return c == DataClause::Copy || c == DataClause::Copyin; }
bool copiesOut(DataClause c) { return c == DataClause::Copy || c == DataClause::Copyout; }

// The clause item as written, without blanks: `a[0:n]` and `a[0 : n]` are one.
std::string itemOf(const Variable &v) {
  std::string out;
  for (char c : v.text)
    if (c != ' ' && c != '\t') out += c;
  return out;
}

std::string spelled(DataClause c, const Modifiers &m, const std::string &item) {
  std::string mods = m.zero ? "zero: " : m.readonly ? "readonly: " : "";
  return std::string(userSpelling(c)) + "(" + mods + item + ")";
}

} // namespace

void mergeDataClauses(DataOpGraph &g, Diagnostics &diags) {
  for (const GraphConstruct &c : g.constructs()) {
    if (c.dialect != Dialect::OpenACC || c.kind == ConstructKind::Declare) continue;
    std::map<std::string, std::vector<OpId>> entries; // item -> its entry ops, in order
    std::vector<std::string> order;
    std::vector<OpId> ops = g.opsOf(c.id);
    for (OpId id : ops) {
      const DataOp &op = g.op(id);
      if (op.implicit() || op.role() != OpRole::Entry || !inCopyFamily(op.clause)) continue;
      auto [it, first] = entries.try_emplace(itemOf(op.var));
      if (first) order.push_back(it->first);
      it->second.push_back(id);
    }
    for (const std::string &item : order) {
      const std::vector<OpId> &same = entries.at(item);
      if (same.size() < 2) continue;
      bool in = false, out = false, zero = false, readonly = true;
      std::string clauses;
      for (OpId id : same) {
        const DataOp &op = g.op(id);
        in = in || copiesIn(op.clause);
        out = out || copiesOut(op.clause);
        zero = zero || op.modifiers.zero;
        readonly = readonly && op.modifiers.readonly;
        clauses += std::string(clauses.empty() ? "" : " and ") + userSpelling(op.clause);
      }
      DataClause merged = in && out ? DataClause::Copy
                          : in      ? DataClause::Copyin
                          : out     ? DataClause::Copyout
                                    : DataClause::Create;
      Modifiers mods = g.op(same.front()).modifiers;
      mods.zero = zero && !in;
      mods.readonly = readonly && in && !out;
      // The first clause's pair carries the merged action.
      OpId keep = same.front();
      g.op(keep).kind = in ? DataOpKind::Copyin : DataOpKind::Create;
      g.op(keep).clause = merged;
      g.op(keep).modifiers = mods;
      for (OpId id : g.opsOf(c.id))
        if (g.op(id).entry == keep) {
          g.op(id).kind = out ? DataOpKind::Copyout : DataOpKind::Delete;
          g.op(id).clause = merged;
          g.op(id).modifiers = mods;
        }
      for (size_t i = 1; i < same.size(); ++i) {
        for (OpId id : g.opsOf(c.id))
          if (g.op(id).entry == same[i]) g.eraseOp(id);
        g.eraseOp(same[i]);
      }
      const DataOp &second = g.op(same[1]);
      diags.warning(second.loc, "'" + second.var.text +
                                    "' appears in more than one data clause of '" + c.name + "' (" +
                                    clauses + "): acc2c applies them as one " +
                                    spelled(merged, mods, second.var.text));
      diags.note(g.op(keep).loc, "the first clause naming it is here");
    }
  }
}

} // namespace acc2c
