#include "frontend/fortran/UseOrder.h"

#include "flang/Parser/parse-tree-visitor.h"
#include "flang/Parser/parse-tree.h"
#include "flang/Semantics/symbol.h"

namespace acc2c {
namespace {

namespace parser = Fortran::parser;
namespace semantics = Fortran::semantics;

const parser::Name *wholeName(const parser::Variable &v) {
  const auto *d = std::get_if<Fortran::common::Indirection<parser::Designator>>(&v.u);
  const auto *ref = d ? std::get_if<parser::DataRef>(&d->value().u) : nullptr;
  return ref ? std::get_if<parser::Name>(&ref->u) : nullptr;
}

struct Mentions {
  const semantics::Symbol &symbol;
  bool found = false;
  template <typename T> bool Pre(const T &) { return !found; }
  template <typename T> void Post(const T &) {}
  bool Pre(const parser::Name &n) {
    found = found || (n.symbol && &n.symbol->GetUltimate() == &symbol);
    return false;
  }
};

// Walks a procedure in source order; decides each variable at its first
// name after `after`.
struct FirstReference {
  const char *after;
  const std::set<const semantics::Symbol *> &variables;
  std::map<const semantics::Symbol *, const parser::Name *> reads;
  std::set<const semantics::Symbol *> decided;

  template <typename T> bool Pre(const T &) { return true; }
  template <typename T> void Post(const T &) {}
  bool Pre(const parser::AssignmentStmt &x) {
    const semantics::Symbol *s = assignsWholeWithoutReading(x);
    if (s && variables.count(s)) {
      const parser::Name *n = wholeName(std::get<parser::Variable>(x.t));
      if (n->source.begin() > after) decided.insert(s);
    }
    return true;
  }
  // `do v = e1, e2, e3` evaluates its bounds, then gives v a whole new
  // value (F2018 11.1.7.4.1).
  bool Pre(const parser::LoopControl::Bounds &x) {
    parser::Walk(x.lower, *this);
    parser::Walk(x.upper, *this);
    if (x.step) parser::Walk(*x.step, *this);
    const parser::Name &n = x.name.thing;
    if (n.symbol && n.source.begin() > after && variables.count(&n.symbol->GetUltimate()))
      decided.insert(&n.symbol->GetUltimate());
    return false;
  }
  bool Pre(const parser::Name &n) {
    if (!n.symbol || n.source.begin() <= after) return true;
    const semantics::Symbol *s = &n.symbol->GetUltimate();
    if (variables.count(s) && decided.insert(s).second) reads[s] = &n;
    return true;
  }
};

} // namespace

const semantics::Symbol *assignsWholeWithoutReading(const parser::AssignmentStmt &x) {
  const parser::Name *n = wholeName(std::get<parser::Variable>(x.t));
  if (!n || !n->symbol) return nullptr;
  const semantics::Symbol &s = n->symbol->GetUltimate();
  Mentions m{s};
  parser::Walk(std::get<parser::Expr>(x.t), m);
  return m.found ? nullptr : &s;
}

std::map<const semantics::Symbol *, const parser::Name *>
readsAfter(const parser::ExecutionPart &part, const char *after,
           const std::set<const semantics::Symbol *> &variables) {
  FirstReference f{after, variables, {}, {}};
  if (!variables.empty()) parser::Walk(part, f);
  return std::move(f.reads);
}

} // namespace acc2c
