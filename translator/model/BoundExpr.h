// BoundExpr: an integer expression used for array bounds, kept as a linear
// combination of opaque Fortran/C terms plus a constant.
//
// Why linear: zero-normalising a bound is `section_lb - declared_lb`, and the
// common cases (`12 - 10`, `n - 1`, `(n+1) - 1`, `ubound(a,1) - lbound(a,1)`)
// must fold to something a person can read and a compiler can evaluate.
// Terms are kept as the source-language text, so a printed BoundExpr is a
// valid expression in the language it came from.
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace acc2c {

class BoundExpr {
public:
  BoundExpr() = default;
  static BoundExpr constant(int64_t value);
  /// An opaque term, e.g. "n" or "ubound(a, 1)". An integer literal folds.
  static BoundExpr term(const std::string &text);
  /// Source text read as a linear form where it is one: "k+2" is k + 2,
  /// "2*n - (m-1)" is 2*n - m + 1; anything else ("n*m", "size(a)") is a term.
  static BoundExpr parse(const std::string &text);

  std::optional<int64_t> asConstant() const;
  bool isZero() const { return asConstant() == std::optional<int64_t>(0); }

  BoundExpr operator+(const BoundExpr &rhs) const;
  BoundExpr operator-(const BoundExpr &rhs) const;
  BoundExpr operator+(int64_t rhs) const { return *this + constant(rhs); }
  BoundExpr operator-(int64_t rhs) const { return *this - constant(rhs); }
  BoundExpr operator*(int64_t factor) const;
  bool operator==(const BoundExpr &rhs) const {
    return constant_ == rhs.constant_ && terms_ == rhs.terms_;
  }

  /// Canonical text: terms in first-appearance order, then the constant,
  /// e.g. "n - 1", "ubound(a, 1) - lbound(a, 1) + 1", "-3".
  std::string str() const;

private:
  int64_t constant_ = 0;
  // term text -> coefficient; terms with coefficient 0 are erased.
  std::map<std::string, int64_t> terms_;
  // Insertion order of terms, so printing follows the source.
  std::map<std::string, unsigned> order_;
  unsigned nextOrder_ = 0;

  void addTerm(const std::string &text, int64_t coefficient);
};

} // namespace acc2c
