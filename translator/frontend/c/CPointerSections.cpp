#include "frontend/c/CPointerSections.h"

#include "frontend/c/CLoopForm.h"
#include "frontend/c/CVariables.h"

#include "clang/AST/RecursiveASTVisitor.h"

#include <algorithm>
#include <map>
#include <optional>
#include <string>

namespace acc2c {

using namespace clang;

namespace {

// A polynomial with integer coefficients in the region's invariant integer
// variables ("atoms"): `nx*ny - nx + 1`. Products of loop bounds and
// strides stay exact, so that `i + j*nx` over i < nx, j < ny reaches
// exactly nx*ny elements.
class Poly {
public:
  static Poly constant(int64_t c) {
    Poly p;
    if (c) p.terms_[{}] = c;
    return p;
  }
  static Poly atom(const std::string &text) {
    Poly p;
    p.terms_[{text}] = 1;
    return p;
  }
  Poly operator+(const Poly &rhs) const {
    Poly r = *this;
    for (const auto &[m, c] : rhs.terms_) r.add(m, c);
    return r;
  }
  Poly operator-(const Poly &rhs) const { return *this + rhs * constant(-1); }
  Poly operator*(const Poly &rhs) const {
    Poly r;
    for (const auto &[m1, c1] : terms_)
      for (const auto &[m2, c2] : rhs.terms_) {
        Monomial m = m1;
        m.insert(m.end(), m2.begin(), m2.end());
        std::sort(m.begin(), m.end());
        r.add(m, c1 * c2);
      }
    return r;
  }
  bool operator==(const Poly &rhs) const { return terms_ == rhs.terms_; }
  /// +1 where the value is nonnegative for nonnegative atoms (every
  /// coefficient is), -1 where it is nonpositive, 0 where that does not
  /// tell.
  int sign() const {
    bool positive = false, negative = false;
    for (const auto &[m, c] : terms_) (c > 0 ? positive : negative) = true;
    return positive && negative ? 0 : negative ? -1 : 1;
  }
  /// As C text. Where a coefficient is negative the value may be, where
  /// the loops run no iteration (`n - 2` of `1 <= i < n - 1` for n = 1):
  /// the atoms of `unsignedAtoms` are then cast to long long, so that C's
  /// unsigned arithmetic does not wrap a negative length into a huge one
  /// (the shim maps nothing for a negative one: acc2c_inferred_bytes).
  BoundExpr bound(const std::set<std::string> &unsignedAtoms) const {
    bool mayBeNegative = false;
    for (const auto &[m, c] : terms_) mayBeNegative |= c < 0;
    // Highest degree first: `nx*ny - nx + 1`, as a person writes it.
    std::vector<std::pair<Monomial, int64_t>> ordered(terms_.begin(), terms_.end());
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const auto &a, const auto &b) { return a.first.size() > b.first.size(); });
    BoundExpr b;
    for (const auto &[m, c] : ordered) {
      std::string text;
      for (const std::string &a : m)
        text += (text.empty() ? "" : "*") +
                (mayBeNegative && unsignedAtoms.count(a) ? "(long long)" + a : a);
      b = b + (m.empty() ? BoundExpr::constant(c) : BoundExpr::term(text) * c);
    }
    return b;
  }

private:
  using Monomial = std::vector<std::string>; // atoms, sorted
  std::map<Monomial, int64_t> terms_;
  void add(const Monomial &m, int64_t c) {
    int64_t &t = terms_[m];
    t += c;
    if (t == 0) terms_.erase(m);
  }
};

// `constant + sum(coefficient * loop variable)`.
struct Affine {
  Poly constant;
  std::map<const VarDecl *, Poly> coefficients;

  Affine operator+(const Affine &rhs) const {
    Affine r = *this;
    r.constant = r.constant + rhs.constant;
    for (const auto &[v, c] : rhs.coefficients)
      r.coefficients[v] = r.coefficients.count(v) ? r.coefficients[v] + c : c;
    return r;
  }
  Affine scaled(const Poly &factor) const {
    Affine r;
    r.constant = constant * factor;
    for (const auto &[v, c] : coefficients) r.coefficients[v] = c * factor;
    return r;
  }
};

struct Range {
  Poly lo, hi;
};

// Whether a value of type `t` holds a pointer: its elements would need
// attaching, which a plain copy does not do.
bool holdsPointers(QualType t) {
  if (t->isPointerType()) return true;
  if (const ArrayType *a = t->getAsArrayTypeUnsafe()) return holdsPointers(a->getElementType());
  if (const RecordDecl *r = t->getAsRecordDecl()) {
    const RecordDecl *def = r->getDefinition();
    if (!def) return true;
    for (const FieldDecl *f : def->fields())
      if (holdsPointers(f->getType())) return true;
  }
  return false;
}

class SectionFinder : public RecursiveASTVisitor<SectionFinder> {
  using Base = RecursiveASTVisitor<SectionFinder>;

public:
  SectionFinder(const std::set<const VarDecl *> &written, const CVariableReader &reader)
      : written_(written), reader_(reader), ctx_(reader.context()) {}

  bool TraverseForStmt(ForStmt *f) {
    std::optional<CLoopForm> form = cLoopForm(f, ctx_);
    if (form) loops_.push_back({form->variable, rangeOf(*form)});
    bool ok = Base::TraverseForStmt(f);
    if (form) loops_.pop_back();
    return ok;
  }
  // `sizeof(p[0])` reaches no element.
  bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *) { return true; }

  // A subscript under a condition on the loops' state (`j != 0 ? a[ix - n]
  // : a[ix]`, `if (i > 0) a[i - 1]`) may reach past the data where the
  // condition is false: it is a guarded one (reach()).
  bool TraverseIfStmt(IfStmt *s) {
    if (!TraverseStmt(s->getInit()) || !TraverseStmt(s->getConditionVariableDeclStmt()) ||
        !TraverseStmt(s->getCond()))
      return false;
    Guard g(*this, s->getCond());
    return TraverseStmt(s->getThen()) && TraverseStmt(s->getElse());
  }
  bool TraverseConditionalOperator(ConditionalOperator *c) {
    if (!TraverseStmt(c->getCond())) return false;
    Guard g(*this, c->getCond());
    return TraverseStmt(c->getTrueExpr()) && TraverseStmt(c->getFalseExpr());
  }
  bool TraverseBinaryOperator(BinaryOperator *b) {
    if (!b->isLogicalOp()) return Base::TraverseBinaryOperator(b);
    if (!TraverseStmt(b->getLHS())) return false;
    Guard g(*this, b->getLHS());
    return TraverseStmt(b->getRHS());
  }

  bool VisitVarDecl(VarDecl *v) {
    inside_.insert(v);
    return true;
  }
  // Visited before the pointer's own reference, its base (preorder).
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *a) {
    if (const auto *ref = pointerVariable(a->getBase())) {
      std::optional<Affine> index = linearize(a->getIdx(), 0);
      reach(ref, a->getBeginLoc(), index ? rangeOf(*index) : std::nullopt);
    }
    return true;
  }
  // `p->m` and `*p` reach element 0, as `p[0].m` and `p[0]` do.
  bool VisitMemberExpr(MemberExpr *m) {
    if (const auto *ref = m->isArrow() ? pointerVariable(m->getBase()) : nullptr)
      reach(ref, m->getBeginLoc(), Range{Poly::constant(0), Poly::constant(0)});
    return true;
  }
  // `&p[i]` (and `&p[i].x`, `&p->x`, `&*p`) lets code reach past the element.
  bool VisitUnaryOperator(UnaryOperator *u) {
    if (u->getOpcode() == UO_Deref) {
      if (const auto *ref = pointerVariable(u->getSubExpr()))
        reach(ref, u->getBeginLoc(), Range{Poly::constant(0), Poly::constant(0)});
      return true;
    }
    if (u->getOpcode() != UO_AddrOf) return true;
    const Expr *e = u->getSubExpr()->IgnoreParens();
    while (const auto *m = dyn_cast<MemberExpr>(e)) {
      if (m->isArrow()) {
        refuse(m->getBase(), u->getBeginLoc());
        return true;
      }
      e = m->getBase()->IgnoreParens();
    }
    if (const auto *a = dyn_cast<ArraySubscriptExpr>(e)) refuse(a->getBase(), u->getBeginLoc());
    if (const auto *d = dyn_cast<UnaryOperator>(e); d && d->getOpcode() == UO_Deref)
      refuse(d->getSubExpr(), u->getBeginLoc());
    return true;
  }
  // Any other use of the pointer: passed, assigned, moved.
  bool VisitDeclRefExpr(DeclRefExpr *ref) {
    const auto *p = dyn_cast<VarDecl>(ref->getDecl());
    if (p && p->getType()->isPointerType() && !inside_.count(p) && !subscripted_.count(ref))
      accessOf(p, ref->getBeginLoc()).refused = true;
    return true;
  }

private:
  // `e` as a pointer variable declared outside the body, if it is one.
  const DeclRefExpr *pointerVariable(const Expr *e) const {
    const auto *ref = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts());
    const auto *p = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
    return p && p->getType()->isPointerType() && !inside_.count(p) ? ref : nullptr;
  }
  void refuse(const Expr *base, clang::SourceLocation use) {
    if (const DeclRefExpr *ref = pointerVariable(base))
      accessOf(cast<VarDecl>(ref->getDecl()), use).refused = true;
  }

  // Counts a condition on the loops' state (one that names a loop
  // variable or an integer local of the body, `ix`, not only in the
  // subscript of data it reads: `mask[i]` and `t > 0` for a `double t` are
  // conditions on data) while the code under it is walked.
  struct Guard {
    SectionFinder &f;
    bool counts;
    Guard(SectionFinder &finder, const Expr *cond) : f(finder), counts(f.onLoopState(cond)) {
      f.guards_ += counts;
    }
    ~Guard() { f.guards_ -= counts; }
  };
  bool onLoopState(const Expr *e) const {
    if (!e || isa<ArraySubscriptExpr>(e->IgnoreParenImpCasts()) ||
        isa<MemberExpr>(e->IgnoreParenImpCasts()))
      return false;
    if (const auto *ref = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts()))
      if (const auto *v = dyn_cast<VarDecl>(ref->getDecl()))
        if ((inside_.count(v) && v->getType()->isIntegerType()) || isLoopVariable(v)) return true;
    for (const Stmt *child : e->children())
      if (const auto *c = dyn_cast_or_null<Expr>(child); c && onLoopState(c)) return true;
    return false;
  }

  // A use of pointer `ref` that reaches the elements `r` (none: not known).
  // A guarded one only counts where the unguarded ones hold it (sections()):
  // the section never reaches past what every iteration reaches.
  void reach(const DeclRefExpr *ref, clang::SourceLocation use, std::optional<Range> r) {
    subscripted_.insert(ref);
    Access &access = accessOf(cast<VarDecl>(ref->getDecl()), use);
    if (access.refused) return;
    if (!r) {
      access.refused = true;
      return;
    }
    std::vector<Poly> facts = loopFacts();
    if (guards_) {
      access.guarded.push_back({*r, facts});
      return;
    }
    if (!access.range) {
      access.range = r;
      access.facts = facts;
      return;
    }
    // The section must hold this subscript's elements whenever they are
    // reached, so a bound of it is dropped only where its own loops' facts
    // show the other one reaches further; the one kept holds the other
    // where the other's facts hold.
    std::optional<Poly> lo = outermost(access.range->lo, access.facts, r->lo, facts, true),
                        hi = outermost(access.range->hi, access.facts, r->hi, facts, false);
    if (!lo || !hi) {
      access.refused = true;
      return;
    }
    access.range = Range{*lo, *hi};
    std::vector<Poly> common;
    for (const Poly &f : access.facts)
      if (std::find(facts.begin(), facts.end(), f) != facts.end()) common.push_back(f);
    access.facts = std::move(common);
  }

public:
  std::vector<CPointerSection> sections() const {
    std::vector<CPointerSection> out;
    for (const VarDecl *p : order_) {
      const Access &a = access_.at(p);
      QualType t = p->getType()->getPointeeType();
      if (a.refused || !a.range || t->isArrayType() || t->isVoidType() || t->isFunctionType() ||
          t->isIncompleteType() || !t->isConstantSizeType() || holdsPointers(t) ||
          !std::all_of(a.guarded.begin(), a.guarded.end(), [&](const auto &g) {
            return nonnegative(g.first.lo - a.range->lo, g.second) &&
                   nonnegative(a.range->hi - g.first.hi, g.second);
          }))
        continue;
      out.push_back({p, a.range->lo.bound(unsigned_),
                     (a.range->hi - a.range->lo + Poly::constant(1)).bound(unsigned_), a.firstUse});
    }
    return out;
  }

private:
  struct Access {
    bool refused = false;
    std::optional<Range> range;
    /// What holds wherever the subscripts that gave `range` are reached
    /// (loopFacts): the facts of every one of them.
    std::vector<Poly> facts;
    /// Subscripts under a condition on the loops' state, with their facts.
    std::vector<std::pair<Range, std::vector<Poly>>> guarded;
    clang::SourceLocation firstUse;
  };
  const std::set<const VarDecl *> &written_;
  const CVariableReader &reader_;
  const ASTContext &ctx_;
  // The loops around the statement being visited, outermost first, each
  // with its variable's range where the bounds tell it.
  std::vector<std::pair<const VarDecl *, std::optional<Range>>> loops_;
  std::set<const VarDecl *> inside_;
  mutable std::set<std::string> unsigned_; // atoms of unsigned type (Poly::bound)
  int guards_ = 0;                         // conditions on the loops' state around the visited code
  std::set<const DeclRefExpr *> subscripted_;
  std::map<const VarDecl *, Access> access_;
  std::vector<const VarDecl *> order_;

  Access &accessOf(const VarDecl *p, clang::SourceLocation use) {
    auto [it, first] = access_.insert({p, Access{}});
    if (first) {
      order_.push_back(p);
      it->second.firstUse = use;
    }
    return it->second;
  }

  // What holds wherever the statement being visited runs: each loop around
  // it runs at least once, so its variable's last value is not before its
  // first (a subscript in a loop that runs no iteration reaches nothing,
  // whatever its section).
  std::vector<Poly> loopFacts() const {
    std::vector<Poly> facts;
    for (const auto &l : loops_)
      if (l.second) facts.push_back(l.second->hi - l.second->lo);
    return facts;
  }

  // Whether d >= 0 follows from `facts` (each >= 0) and nonnegative atoms:
  // d less one fact, or less the sum of two, has no negative coefficient.
  static bool nonnegative(const Poly &d, const std::vector<Poly> &facts) {
    if (d.sign() > 0) return true;
    for (size_t i = 0; i < facts.size(); ++i) {
      if ((d - facts[i]).sign() > 0) return true;
      for (size_t j = i; j < facts.size(); ++j)
        if ((d - facts[i] - facts[j]).sign() > 0) return true;
    }
    return false;
  }

  // Of bounds `a` (where `aFacts` hold) and `b` (where `bFacts` hold), the
  // one that reaches further: the smaller for a `lower` bound. Dropping b
  // needs a to reach as far wherever b's subscript runs (bFacts).
  static std::optional<Poly> outermost(const Poly &a, const std::vector<Poly> &aFacts,
                                       const Poly &b, const std::vector<Poly> &bFacts, bool lower) {
    Poly aBeyondB = lower ? b - a : a - b;
    if (nonnegative(aBeyondB, bFacts)) return a;
    if (nonnegative(Poly::constant(0) - aBeyondB, aFacts)) return b;
    return std::nullopt;
  }

  // A loop variable's first and last values, from the bounds' ranges; for
  // a step other than 1 the last value may be less far: the range holds it.
  std::optional<Range> rangeOf(const CLoopForm &f) {
    std::optional<Affine> lower = linearize(f.lower, 0), upper = linearize(f.upper, 0);
    std::optional<Range> l = lower ? rangeOf(*lower) : std::nullopt,
                         u = upper ? rangeOf(*upper) : std::nullopt;
    if (!l || !u) return std::nullopt;
    switch (f.compare) {
    case BO_LT: return Range{l->lo, u->hi - Poly::constant(1)};
    case BO_LE: return Range{l->lo, u->hi};
    case BO_GT: return Range{u->lo + Poly::constant(1), l->hi};
    case BO_GE: return Range{u->lo, l->hi};
    default: return std::nullopt;
    }
  }

  std::optional<Range> rangeOf(const Affine &a) const {
    Range r{a.constant, a.constant};
    for (const auto &[v, c] : a.coefficients) {
      const std::optional<Range> *vr = nullptr;
      for (auto l = loops_.rbegin(); l != loops_.rend() && !vr; ++l)
        if (l->first == v) vr = &l->second;
      int s = c.sign();
      if (!vr || !*vr || s == 0) return std::nullopt;
      r.lo = r.lo + c * (s > 0 ? (*vr)->lo : (*vr)->hi);
      r.hi = r.hi + c * (s > 0 ? (*vr)->hi : (*vr)->lo);
    }
    return r;
  }

  bool isLoopVariable(const VarDecl *v) const {
    for (const auto &l : loops_)
      if (l.first == v) return true;
    return false;
  }

  // An integer variable declared outside the body that it never writes.
  bool isInvariant(const VarDecl *v) const {
    return !inside_.count(v) && !written_.count(v) && !isLoopVariable(v) &&
           v->getType()->isIntegerType() && !v->getType().isVolatileQualified();
  }

  // An expression of invariant variables and constants only, without side
  // effects: `n/2`, one atom.
  bool isInvariantExpr(const Expr *e) const {
    e = e->IgnoreParenCasts();
    if (!e->getType()->isIntegerType()) return false;
    if (isa<IntegerLiteral>(e) || isa<CharacterLiteral>(e)) return true;
    if (const auto *ref = dyn_cast<DeclRefExpr>(e)) {
      if (isa<EnumConstantDecl>(ref->getDecl())) return true;
      const auto *v = dyn_cast<VarDecl>(ref->getDecl());
      return v && isInvariant(v);
    }
    if (const auto *b = dyn_cast<BinaryOperator>(e))
      return !b->isAssignmentOp() && !b->isCommaOp() && isInvariantExpr(b->getLHS()) &&
             isInvariantExpr(b->getRHS());
    if (const auto *u = dyn_cast<UnaryOperator>(e))
      return !u->isIncrementDecrementOp() && u->getOpcode() != UO_Deref &&
             u->getOpcode() != UO_AddrOf && isInvariantExpr(u->getSubExpr());
    if (const auto *c = dyn_cast<ConditionalOperator>(e))
      return isInvariantExpr(c->getCond()) && isInvariantExpr(c->getTrueExpr()) &&
             isInvariantExpr(c->getFalseExpr());
    // An element or member of data the body never writes through (a loop
    // bound `length[1]`, `mesh->n`): the same value where the region starts.
    if (isa<ArraySubscriptExpr>(e) || isa<MemberExpr>(e)) return unwritten(e);
    return false;
  }

  // Data reached from a variable declared outside the body that the body
  // never writes, nor writes through (Construct::written), by members and
  // invariant subscripts.
  bool unwritten(const Expr *e) const {
    e = e->IgnoreParenImpCasts();
    if (const auto *ref = dyn_cast<DeclRefExpr>(e)) {
      const auto *v = dyn_cast<VarDecl>(ref->getDecl());
      return v && !inside_.count(v) && !written_.count(v) && !isLoopVariable(v) &&
             !v->getType().isVolatileQualified();
    }
    if (const auto *m = dyn_cast<MemberExpr>(e)) return unwritten(m->getBase());
    if (const auto *a = dyn_cast<ArraySubscriptExpr>(e))
      return unwritten(a->getBase()) && isInvariantExpr(a->getIdx());
    return false;
  }

  // An atom of the polynomials, noted where its type is unsigned.
  Poly atom(const std::string &text, QualType type) const {
    if (type->isUnsignedIntegerType()) unsigned_.insert(text);
    return Poly::atom(text);
  }

  std::optional<Affine> linearize(const Expr *e, int depth) const {
    if (!e || depth > 8) return std::nullopt;
    e = e->IgnoreParenImpCasts();
    if (const auto *c = dyn_cast<CStyleCastExpr>(e); c && c->getType()->isIntegerType())
      return linearize(c->getSubExpr(), depth);
    if (!e->getType()->isIntegerType()) return std::nullopt;
    if (std::optional<llvm::APSInt> k = e->getIntegerConstantExpr(ctx_))
      return Affine{Poly::constant(k->getExtValue()), {}};
    if (const auto *ref = dyn_cast<DeclRefExpr>(e)) {
      const auto *v = dyn_cast<VarDecl>(ref->getDecl());
      if (!v) return std::nullopt;
      if (isLoopVariable(v)) return Affine{Poly::constant(0), {{v, Poly::constant(1)}}};
      // A local the body sets once, where it declares it: its initialiser.
      if (inside_.count(v))
        return v->getInit() && !written_.count(v) ? linearize(v->getInit(), depth + 1)
                                                  : std::nullopt;
      if (isInvariant(v)) return Affine{atom(v->getName().str(), v->getType()), {}};
      return std::nullopt;
    }
    if (const auto *b = dyn_cast<BinaryOperator>(e)) {
      BinaryOperatorKind op = b->getOpcode();
      if (op == BO_Add || op == BO_Sub || op == BO_Mul) {
        std::optional<Affine> l = linearize(b->getLHS(), depth), r = linearize(b->getRHS(), depth);
        if (l && r) {
          if (op == BO_Add) return *l + *r;
          if (op == BO_Sub) return *l + r->scaled(Poly::constant(-1));
          if (l->coefficients.empty()) return r->scaled(l->constant);
          if (r->coefficients.empty()) return l->scaled(r->constant);
          return std::nullopt;
        }
      }
    }
    if (const auto *u = dyn_cast<UnaryOperator>(e)) {
      if (u->getOpcode() == UO_Plus) return linearize(u->getSubExpr(), depth);
      if (u->getOpcode() == UO_Minus)
        if (std::optional<Affine> a = linearize(u->getSubExpr(), depth))
          return a->scaled(Poly::constant(-1));
    }
    if (isInvariantExpr(e)) {
      std::string text = reader_.text(e);
      if (!text.empty()) return Affine{atom("(" + text + ")", e->getType()), {}};
    }
    return std::nullopt;
  }
};

} // namespace

std::vector<CPointerSection> inferPointerSections(const Stmt *body,
                                                  const std::set<const VarDecl *> &written,
                                                  const CVariableReader &reader) {
  SectionFinder finder(written, reader);
  finder.TraverseStmt(const_cast<Stmt *>(body));
  return finder.sections();
}

} // namespace acc2c
