#include "lowering/ComputeBounds.h"
#include "model/SourceLanguage.h"

namespace acc2c {

BoundsResult computeBounds(const Variable &v) {
  BoundsResult r;
  if (!v.isArray()) return r;
  if (!v.subscripts.empty() && v.subscripts.size() != v.shape.size()) {
    r.error = "'" + v.text + "' has " + std::to_string(v.subscripts.size()) +
              " subscripts but rank " + std::to_string(v.rank());
    return r;
  }
  for (size_t d = 0; d < v.shape.size(); ++d) {
    const DeclaredDim &dim = v.shape[d];
    const BoundExpr &declLower = dim.lower;
    BoundExpr lo = declLower;
    std::optional<BoundExpr> hi = dim.upper;
    if (!v.subscripts.empty()) {
      const Subscript &s = v.subscripts[d];
      if (s.isElement) {
        lo = *s.lower;
        hi = *s.lower;
      } else {
        if (s.lower) lo = *s.lower;
        if (s.upper) hi = *s.upper;
        if (s.stride && s.stride->asConstant() != std::optional<int64_t>(1)) {
          r.error = "subarray '" + v.text +
                    "' has a non-unit stride; data clauses need a contiguous "
                    "section (OpenACC 3.3 2.7.1; acc2c maps contiguous OpenMP array "
                    "sections only)";
          return r;
        }
      }
    }
    if (!hi) {
      r.error = isCSource(v.loc.file)
                    ? "array '" + v.designator +
                          "' of unknown size needs a section with a "
                          "length (e.g. '" +
                          v.designator + "[0:n]')"
                    : "assumed-size array '" + v.designator +
                          "' needs an explicit upper bound in dimension " + std::to_string(d + 1) +
                          " (e.g. '" + v.designator + "(1:n)')";
      return r;
    }
    DataBounds b;
    b.lower = lo - declLower;
    b.upper = *hi - declLower;
    b.extent = *hi - lo + 1;
    b.startIdx = declLower;
    r.bounds.push_back(b);
  }
  return r;
}

} // namespace acc2c
