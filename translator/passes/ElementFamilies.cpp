#include "passes/ElementFamilies.h"

namespace acc2c {

Elements elementsOf(const Variable &whole) {
  Elements e;
  e.each = whole.each;
  size_t first = whole.each.size() + 1; // acc2c_e<first> is dimension 1's index
  std::vector<std::string> subs(whole.rank());
  for (int d = whole.rank() - 1; d >= 0; --d) {
    const Subscript *s = whole.subscripts.empty() ? nullptr : &whole.subscripts[d];
    if (s && s->isElement) {
      subs[d] = s->lower->str();
      continue;
    }
    Variable::IndexRange r;
    r.number = static_cast<int>(first + d);
    r.index = subs[d] = "acc2c_e" + std::to_string(r.number);
    r.array = whole.designator;
    r.dim = d + 1;
    r.arrayStorage = whole.storage;
    if (s) { // a section: contiguous (lowering refuses strides)
      r.lower = s->lower;
      r.upper = s->upper;
    }
    e.each.push_back(std::move(r));
  }
  for (int d = 0; d < whole.rank(); ++d) e.subscripts += (d ? ", " : "(") + subs[d];
  if (whole.rank() > 0) e.subscripts += ")";
  return e;
}

Variable componentOf(const Variable &whole, const Elements &elements, const Variable &c) {
  Variable v = c;
  v.designator = v.text = whole.designator + elements.subscripts + c.designator;
  v.each = elements.each;
  v.rootName = whole.rootName;
  v.parent = v.designator.substr(0, v.designator.rfind('%'));
  v.loc = whole.loc;
  v.isGlobal = whole.isGlobal;
  v.isDummy = false;
  v.isAutomatic = false;
  v.subscripts.clear();
  for (size_t d = 0; d < v.shape.size(); ++d) {
    std::string dim = ", " + std::to_string(d + 1) + ")";
    v.shape[d].lower = BoundExpr::term("lbound(" + v.designator + dim);
    v.shape[d].upper = BoundExpr::term("ubound(" + v.designator + dim);
  }
  return v;
}

} // namespace acc2c
