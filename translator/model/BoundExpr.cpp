#include "model/BoundExpr.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <vector>

namespace acc2c {

BoundExpr BoundExpr::constant(int64_t value) {
  BoundExpr e;
  e.constant_ = value;
  return e;
}

static bool isIntegerLiteral(const std::string &s) {
  size_t i = (!s.empty() && (s[0] == '-' || s[0] == '+')) ? 1 : 0;
  if (i == s.size()) return false;
  return std::all_of(s.begin() + i, s.end(), [](unsigned char c) { return std::isdigit(c); });
}

BoundExpr BoundExpr::term(const std::string &text) {
  if (isIntegerLiteral(text)) return constant(std::strtoll(text.c_str(), nullptr, 10));
  BoundExpr e;
  e.addTerm(text, 1);
  return e;
}

static std::string trimmed(const std::string &s) {
  size_t b = s.find_first_not_of(" \t");
  size_t e = s.find_last_not_of(" \t");
  return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

// True when `s` is "(...)" with the parentheses matching each other.
static bool wrappedInParens(const std::string &s) {
  if (s.size() < 2 || s.front() != '(' || s.back() != ')') return false;
  int depth = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    depth += s[i] == '(' ? 1 : s[i] == ')' ? -1 : 0;
    if (depth == 0 && i + 1 < s.size()) return false;
  }
  return true;
}

BoundExpr BoundExpr::parse(const std::string &input) {
  std::string text = trimmed(input);
  if (text.empty()) return term(text);
  if (wrappedInParens(text)) return parse(text.substr(1, text.size() - 2));
  // Split at + and - outside parentheses, keeping each sign with its piece;
  // a sign right after '*', '/' or '(' belongs to a factor, not a sum.
  std::vector<std::pair<int, std::string>> pieces;
  int depth = 0, sign = 1;
  std::string cur;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    depth += c == '(' ? 1 : c == ')' ? -1 : 0;
    std::string before = trimmed(cur);
    bool binary = depth == 0 && (c == '+' || c == '-') &&
                  (before.empty() || (before.back() != '*' && before.back() != '/'));
    if (!binary) {
      cur += c;
      continue;
    }
    if (!before.empty()) pieces.push_back({sign, before});
    sign = c == '-' ? -1 : 1;
    cur.clear();
  }
  if (!trimmed(cur).empty()) pieces.push_back({sign, trimmed(cur)});
  if (pieces.size() == 1 && pieces[0].first == 1) {
    // A product with one integer factor: 2*n.
    const std::string &p = pieces[0].second;
    size_t star = p.find('*');
    if (star != std::string::npos && p.find('*', star + 1) == std::string::npos &&
        p.find('/') == std::string::npos) {
      std::string l = trimmed(p.substr(0, star)), r = trimmed(p.substr(star + 1));
      if (isIntegerLiteral(l) && !r.empty())
        return BoundExpr::constant(0) + parse(r) * std::strtoll(l.c_str(), nullptr, 10);
      if (isIntegerLiteral(r) && !l.empty())
        return BoundExpr::constant(0) + parse(l) * std::strtoll(r.c_str(), nullptr, 10);
    }
    return term(p);
  }
  BoundExpr sum;
  for (auto &[s, p] : pieces) sum = s > 0 ? sum + parse(p) : sum - parse(p);
  return sum;
}

BoundExpr BoundExpr::operator*(int64_t factor) const {
  BoundExpr r;
  r.constant_ = constant_ * factor;
  if (factor == 0) return r;
  r.terms_ = terms_;
  for (auto &[t, c] : r.terms_) c *= factor;
  r.order_ = order_;
  r.nextOrder_ = nextOrder_;
  return r;
}

void BoundExpr::addTerm(const std::string &text, int64_t coefficient) {
  int64_t &c = terms_[text];
  if (!order_.count(text)) order_[text] = nextOrder_++;
  c += coefficient;
  if (c == 0) {
    terms_.erase(text);
    order_.erase(text);
  }
}

std::optional<int64_t> BoundExpr::asConstant() const {
  if (terms_.empty()) return constant_;
  return std::nullopt;
}

BoundExpr BoundExpr::operator+(const BoundExpr &rhs) const {
  BoundExpr r = *this;
  r.constant_ += rhs.constant_;
  // Keep rhs terms after ours, in rhs's own order.
  std::vector<std::pair<unsigned, std::string>> ordered;
  for (auto &[t, o] : rhs.order_) ordered.push_back({o, t});
  std::sort(ordered.begin(), ordered.end());
  for (auto &[o, t] : ordered) r.addTerm(t, rhs.terms_.at(t));
  return r;
}

BoundExpr BoundExpr::operator-(const BoundExpr &rhs) const {
  BoundExpr neg;
  neg.constant_ = -rhs.constant_;
  for (auto &[t, c] : rhs.terms_) neg.terms_[t] = -c;
  neg.order_ = rhs.order_;
  return *this + neg;
}

// A term needs parentheses when it is a sum or difference at top level, so
// that "2*(n-1)" and "-(a+b)" keep their meaning.
static bool needsParens(const std::string &t) {
  int depth = 0;
  for (size_t i = 0; i < t.size(); ++i) {
    char c = t[i];
    if (c == '(')
      ++depth;
    else if (c == ')')
      --depth;
    else if (depth == 0 && i > 0 && (c == '+' || c == '-'))
      return true;
  }
  return false;
}

std::string BoundExpr::str() const {
  std::vector<std::pair<unsigned, std::string>> ordered;
  for (auto &[t, o] : order_) ordered.push_back({o, t});
  std::sort(ordered.begin(), ordered.end());
  std::string out;
  for (auto &[o, t] : ordered) {
    int64_t c = terms_.at(t);
    int64_t mag = c < 0 ? -c : c;
    // A sum inside a term only needs parentheses when negated or scaled.
    std::string text = (c != 1 && needsParens(t)) ? "(" + t + ")" : t;
    std::string piece = mag == 1 ? text : std::to_string(mag) + "*" + text;
    if (out.empty())
      out = c < 0 ? "-" + piece : piece;
    else
      out += (c < 0 ? " - " : " + ") + piece;
  }
  if (out.empty()) return std::to_string(constant_);
  if (constant_ > 0)
    out += " + " + std::to_string(constant_);
  else if (constant_ < 0)
    out += " - " + std::to_string(-constant_);
  return out;
}

} // namespace acc2c
