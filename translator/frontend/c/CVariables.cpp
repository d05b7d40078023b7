#include "frontend/c/CVariables.h"
#include "frontend/c/CMemberChain.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

namespace acc2c {

using namespace clang;

SourceLocation CVariableReader::location(clang::SourceLocation loc) const {
  SourceLocation out;
  const SourceManager &sm = context_.getSourceManager();
  if (loc.isInvalid()) return out;
  PresumedLoc p = sm.getPresumedLoc(sm.getExpansionLoc(loc));
  if (p.isInvalid()) return out;
  out.file = p.getFilename();
  out.line = p.getLine();
  out.column = p.getColumn();
  return out;
}

std::string CVariableReader::text(SourceRange range) const {
  const SourceManager &sm = context_.getSourceManager();
  CharSourceRange r = CharSourceRange::getTokenRange(range);
  if (range.getBegin().isMacroID() || range.getEnd().isMacroID()) {
    // A directive written with _Pragma: its tokens are spelled in the
    // scratch buffer that holds the destringized directive.
    clang::SourceLocation b = sm.getSpellingLoc(range.getBegin());
    clang::SourceLocation e = sm.getSpellingLoc(range.getEnd());
    if (sm.isWrittenInScratchSpace(b) && sm.getFileID(b) == sm.getFileID(e) &&
        !sm.isBeforeInTranslationUnit(e, b))
      r = CharSourceRange::getTokenRange(b, e);
    else // a macro argument, or a whole macro call; none for part of an expansion
      r = Lexer::makeFileCharRange(r, sm, context_.getLangOpts());
    if (r.isInvalid()) return {};
  }
  return Lexer::getSourceText(r, sm, context_.getLangOpts()).str();
}

std::string CVariableReader::text(const Expr *e) const {
  if (!e) return {};
  std::string t = text(e->getSourceRange());
  if (!t.empty()) return t;
  // Part of a macro's expansion (`#define CLAUSES copy(a[0:n])`): the
  // expression as Clang prints it.
  llvm::raw_string_ostream os(t);
  e->printPretty(os, nullptr, context_.getPrintingPolicy());
  return os.str();
}

BoundExpr CVariableReader::bound(const Expr *e) const {
  if (!e) return BoundExpr::constant(0);
  Expr::EvalResult value;
  if (!e->isValueDependent() && e->EvaluateAsInt(value, context_))
    return BoundExpr::constant(value.Val.getInt().getExtValue());
  const Expr *x = e->IgnoreParenImpCasts();
  // Keep sums, differences and integer multiples linear, so that `lb + len
  // - 1 - lb` folds to `len - 1` as it does for Fortran.
  if (const auto *b = dyn_cast<BinaryOperator>(x)) {
    if (b->getOpcode() == BO_Add) return bound(b->getLHS()) + bound(b->getRHS());
    if (b->getOpcode() == BO_Sub) return bound(b->getLHS()) - bound(b->getRHS());
    if (b->getOpcode() == BO_Mul) {
      BoundExpr l = bound(b->getLHS()), r = bound(b->getRHS());
      if (auto c = l.asConstant()) return r * *c;
      if (auto c = r.asConstant()) return l * *c;
    }
  }
  return BoundExpr::term(text(x));
}

namespace {

// One subscript as written, in source order.
struct Written {
  bool isElement = false;
  bool zeroLength = false; ///< a bare pointer read as `p[0:0]`
  const Expr *lower = nullptr, *length = nullptr, *stride = nullptr;
  const Expr *base = nullptr; ///< what is subscripted: `rows[i]` of `rows[i][0:m]`
};

} // namespace

const ValueDecl *rootDecl(const Expr *e) {
  while (true) {
    e = e->IgnoreParenImpCasts();
    if (const auto *m = dyn_cast<MemberExpr>(e))
      e = m->getBase();
    else if (const auto *s = dyn_cast<ArraySubscriptExpr>(e))
      e = s->getBase();
    else if (const auto *s = dyn_cast<ArraySectionExpr>(e))
      e = s->getBase();
    else if (const auto *d = dyn_cast<DeclRefExpr>(e))
      return d->getDecl();
    else
      return nullptr;
  }
}

void CVariableReader::describeDecl(Variable &v, const ValueDecl *root) const {
  if (const auto *var = dyn_cast_or_null<VarDecl>(root)) {
    v.isDummy = isa<ParmVarDecl>(var);
    v.isGlobal = var->hasGlobalStorage();
    v.isAutomatic = var->hasLocalStorage();
    v.isDeclaredOnDevice = declaredOnDevice.count(var->getCanonicalDecl()) > 0 ||
                           var->hasAttr<OMPDeclareTargetDeclAttr>();
  }
}

// Fills shape, type and storage of a whole object of type `t`.
static void describeType(Variable &v, QualType t, ASTContext &ctx, const CVariableReader &r) {
  std::vector<DeclaredDim> dims; // source order: outermost first
  while (const ArrayType *a = ctx.getAsArrayType(t)) {
    DeclaredDim d;
    d.lower = BoundExpr::constant(0);
    if (const auto *c = dyn_cast<ConstantArrayType>(a))
      d.upper = BoundExpr::constant(static_cast<int64_t>(c->getSize().getZExtValue()) - 1);
    else if (const auto *vla = dyn_cast<VariableArrayType>(a))
      d.upper = r.bound(vla->getSizeExpr()) - 1;
    dims.push_back(d);
    t = a->getElementType();
  }
  std::reverse(dims.begin(), dims.end());
  v.shape = std::move(dims);
  v.isReadOnly = t.isConstQualified();
  v.isQualified = t.getCVRQualifiers() != 0;
  QualType element = t.getUnqualifiedType();
  PrintingPolicy policy(ctx.getLangOpts());
  v.type = element.getAsString(policy);
  v.isAggregate = element->isRecordType();
  v.isPointerValue = element->isPointerType() && v.shape.empty();
  if (element->isConstantSizeType() && !element->isIncompleteType() && !element->isFunctionType())
    v.elementBytes = ctx.getTypeSizeInChars(element).getQuantity();
}

std::optional<Variable> CVariableReader::pointerMemberRead(const MemberExpr *m) const {
  // Down from `m` to its root: the members after the element (".s.p" of
  // `v[k].s.p`), and the element.
  std::string path;
  bool throughPointer = false;
  const ArraySubscriptExpr *element = nullptr;
  const Expr *e = m;
  for (;;) {
    e = e->IgnoreParenImpCasts();
    if (const auto *member = dyn_cast<MemberExpr>(e)) {
      if (!element) {
        path = (member->isArrow() ? "->" : ".") + member->getMemberDecl()->getName().str() + path;
        throughPointer |= member->isArrow();
      }
      e = member->getBase();
    } else if (const auto *s = dyn_cast<ArraySubscriptExpr>(e)) {
      if (element) return std::nullopt;
      element = s;
      e = s->getBase();
    } else {
      break;
    }
  }
  Variable v;
  Diagnostics ignored; // a member with a variable at its root is a valid designator
  if (!isa<DeclRefExpr>(e) || !fromClauseItem(m, v, ignored)) return std::nullopt;
  v.storage = Storage::CPointer;
  if (!element) return v;
  if (throughPointer) return std::nullopt;
  const Expr *array = element->getBase()->IgnoreParenImpCasts();
  Variable::IndexRange each;
  each.index = "acc2c_e1";
  each.number = 1;
  each.array = text(array);
  each.dim = 1;
  each.lower = BoundExpr::constant(0);
  if (const auto *c =
          dyn_cast_or_null<ConstantArrayType>(context_.getAsArrayType(array->getType())))
    each.upper = BoundExpr::constant(static_cast<int64_t>(c->getSize().getZExtValue()) - 1);
  v.parent = each.array + "[" + each.index + "]";
  v.designator = v.parent + path;
  v.each = {each};
  return v;
}

Variable CVariableReader::fromDecl(const VarDecl *decl, clang::SourceLocation use) const {
  Variable v;
  v.text = v.designator = v.rootName = decl->getName().str();
  v.loc = location(use);
  describeType(v, decl->getType(), context_, *this);
  describeDecl(v, decl);
  return v;
}

Variable CVariableReader::pointerSection(const VarDecl *p, const BoundExpr &lower,
                                         const BoundExpr &length, clang::SourceLocation use) const {
  Variable v = fromDecl(p, use);
  v.text = v.designator + "[" + lower.str() + ":" + length.str() + "]";
  v.storage = Storage::CPointerVariable;
  Variable element;
  describeType(element, p->getType()->getPointeeType(), context_, *this);
  v.type = element.type;
  v.isAggregate = element.isAggregate;
  v.elementBytes = element.elementBytes;
  v.isReadOnly = element.isReadOnly;
  v.isQualified = element.isQualified;
  v.isPointerValue = false;
  DeclaredDim d;
  d.lower = BoundExpr::constant(0);
  Subscript s;
  s.lower = lower;
  s.upper = lower + length - 1;
  v.shape = {d};
  v.subscripts = {s};
  return v;
}

bool CVariableReader::fromClauseItem(const Expr *item, Variable &v, Diagnostics &diags,
                                     bool pointerAsData, Variable *pointerVector) const {
  v.text = text(item);
  v.loc = location(item->getBeginLoc());
  // Peel subscripts and sections, last written first.
  std::vector<Written> written;
  const Expr *e = item->IgnoreParenImpCasts();
  while (true) {
    if (const auto *s = dyn_cast<ArraySectionExpr>(e)) {
      Written w;
      w.lower = s->getLowerBound();
      w.length = s->getLength();
      w.stride = s->isOMPArraySection() ? s->getStride() : nullptr;
      w.base = s->getBase();
      written.push_back(w);
      e = s->getBase()->IgnoreParenImpCasts();
    } else if (const auto *s = dyn_cast<ArraySubscriptExpr>(e)) {
      Written w;
      w.isElement = true;
      w.lower = s->getIdx();
      w.base = s->getBase();
      written.push_back(w);
      e = s->getBase()->IgnoreParenImpCasts();
    } else {
      break;
    }
  }
  std::reverse(written.begin(), written.end());
  // A bare pointer variable as the data it points to: `p` as `p[0:0]`, the
  // zero-length section that finds the mapping its address lies in.
  if (pointerAsData && written.empty() && isa<DeclRefExpr>(e) && e->getType()->isPointerType() &&
      !e->getType()->isFunctionPointerType()) {
    Written w;
    w.zeroLength = true;
    w.base = e;
    written.push_back(w);
  }

  const ValueDecl *root = rootDecl(e);
  const auto *member = dyn_cast<MemberExpr>(e);
  if (const auto *ref = dyn_cast<DeclRefExpr>(e); ref && isa<FunctionDecl>(ref->getDecl())) {
    v.designator = v.rootName = ref->getDecl()->getName().str();
    v.isProcedure = true;
    return true;
  }
  if (!root || !(isa<DeclRefExpr>(e) || member) || !isa<VarDecl>(root)) {
    diags.error(v.loc, "'" + v.text +
                           "' is not a variable, an array section or a "
                           "struct member; acc2c cannot map it");
    return false;
  }
  // Data is mapped by address: what has none cannot be in a clause.
  if (cast<VarDecl>(root)->getStorageClass() == SC_Register) {
    diags.error(v.loc, "'" + root->getName().str() +
                           "' is a register variable: it has no address to map (drop "
                           "'register')");
    return false;
  }
  if (member)
    if (const auto *f = dyn_cast<FieldDecl>(member->getMemberDecl()); f && f->isBitField()) {
      diags.error(v.loc, "'" + v.text +
                             "' is a bit-field: it has no address to map (name its "
                             "struct)");
      return false;
    }
  v.designator = text(e);
  v.rootName = root->getName().str();
  // `s.p`'s parent is s; `ps->p` has none in the variable (it is in *ps).
  // The parent is where an attached pointer member lives (s of s.p); data
  // members need no parent on the device (c.arr is mapped by itself).
  if (member && member->getType()->isPointerType() && memberChainRoot(member))
    v.parent = text(member->getBase()->IgnoreParenImpCasts());
  describeDecl(v, root);

  QualType t = e->getType();
  if (written.empty()) {
    describeType(v, t, context_, *this);
    return true;
  }
  // Walk the written subscripts down the type, outermost first.
  std::vector<DeclaredDim> dims;
  std::vector<Subscript> subs;
  for (size_t i = 0; i < written.size(); ++i) {
    DeclaredDim d;
    d.lower = BoundExpr::constant(0);
    if (const ArrayType *a = context_.getAsArrayType(t)) {
      if (const auto *c = dyn_cast<ConstantArrayType>(a))
        d.upper = BoundExpr::constant(static_cast<int64_t>(c->getSize().getZExtValue()) - 1);
      else if (const auto *vla = dyn_cast<VariableArrayType>(a))
        d.upper = bound(vla->getSizeExpr()) - 1;
      t = a->getElementType();
    } else if (const auto *p = t->getAs<PointerType>(); p && i == 0) {
      // The first subscript of a pointer: its target has no declared
      // extent, the section gives it.
      v.storage = member ? Storage::CPointer : Storage::CPointerVariable;
      t = p->getPointeeType();
    } else if (const auto *p = t->getAs<PointerType>();
               p && std::all_of(written.begin(), written.begin() + i,
                                [](const Written &w) { return w.isElement; })) {
      // `rows[i][0:m]`: the data of one pointer element (a row), attached
      // through it like a struct member's (2.6.8); the elements before it
      // name the pointer, they are not part of the data.
      v.designator = text(written[i].base->IgnoreParenImpCasts());
      v.parent.clear(); // the pointer is in rows' target, not in rows
      v.storage = Storage::CPointer;
      t = p->getPointeeType();
      dims.clear();
      subs.clear();
    } else if (const auto *p = t->getAs<PointerType>();
               p && pointerVector && i + 1 == written.size() && !written[i - 1].isElement &&
               std::all_of(written.begin(), written.begin() + (i - 1),
                           [](const Written &w) { return w.isElement; })) {
      // `a[0:n][0:m]`: the pointer vector `a[0:n]` (the item without its
      // last subscript), then every row `a[r][0:m]`, each attached through
      // its element of the vector (Variable::rows).
      const Written &vector = written[i - 1];
      if (!vector.length || vector.stride) {
        diags.error(v.loc, "'" + v.text +
                               "': the pointer vector of a dynamic multidimensional array "
                               "needs a section [lower:length] without a stride");
        return false;
      }
      if (!fromClauseItem(written[i].base, *pointerVector, diags)) return false;
      pointerVector->isPointerVector = true;
      Variable::IndexRange rows;
      rows.index = "acc2c_row";
      rows.lower = vector.lower ? bound(vector.lower) : BoundExpr::constant(0);
      rows.upper = *rows.lower + bound(vector.length) - 1;
      v.each = {rows};
      v.designator = text(vector.base->IgnoreParenImpCasts()) + "[" + rows.index + "]";
      v.parent.clear();
      v.storage = Storage::CPointer;
      t = p->getPointeeType();
      dims.clear();
      subs.clear();
    } else if (t->isPointerType()) {
      diags.error(v.loc, "'" + v.text +
                             "' subscripts through a second pointer: acc2c does not "
                             "map a dynamic multidimensional array (OpenACC 3.3 "
                             "2.7.1) in one clause yet; map the pointers, then each "
                             "one's data (copyin(rows[0:n]), then "
                             "copyin(rows[i][0:m]) for each i)");
      return false;
    } else {
      diags.error(v.loc, "'" + v.text + "' has more subscripts than '" + v.designator +
                             "' has dimensions");
      return false;
    }
    const Written &w = written[i];
    Subscript s;
    if (w.isElement) {
      s.isElement = true;
      s.lower = bound(w.lower);
    } else {
      if (w.lower) s.lower = bound(w.lower);
      if (w.zeroLength) {
        s.lower = BoundExpr::constant(0);
        s.upper = BoundExpr::constant(-1);
      }
      if (w.length)
        s.upper = (w.lower ? bound(w.lower) : BoundExpr::constant(0)) + bound(w.length) - 1;
      if (w.stride) s.stride = bound(w.stride);
    }
    dims.push_back(d);
    subs.push_back(s);
  }
  // Data clauses need contiguous data (OpenACC 3.3 2.7.1; OpenMP 5.2 5.4.5
  // for map): after a subscript that spans more than one element, every
  // faster-varying one must be whole. Only what the bounds prove is refused
  // (a[0:4][1:2] of int a[4][4]); the shim copies the whole span otherwise.
  bool spans = false;
  for (size_t i = 0; i < subs.size(); ++i) {
    const Subscript &s = subs[i];
    const DeclaredDim &d = dims[i];
    BoundExpr lower = s.lower ? *s.lower : d.lower;
    auto nonzero = [](const BoundExpr &e) {
      std::optional<int64_t> c = e.asConstant();
      return c && *c != 0;
    };
    bool notWhole = (s.lower && nonzero(*s.lower - d.lower)) ||
                    (!s.isElement && s.upper && d.upper && nonzero(*d.upper - *s.upper)) ||
                    (s.isElement && d.upper && nonzero(*d.upper - d.lower));
    if (spans && notWhole) {
      diags.error(v.loc, "'" + v.text +
                             "' is not contiguous: after a subscript that spans "
                             "several elements, the following ones must be whole "
                             "(OpenACC 3.3 2.7.1); map the rows one by one");
      return false;
    }
    bool single = s.isElement || (s.upper && (*s.upper - lower).asConstant() == 0);
    spans = spans || !single;
  }
  // `a[0:5]` of `double a[10][20]` is five whole rows: the dimensions not
  // written are whole.
  Variable rest;
  describeType(rest, t, context_, *this);
  for (auto d = rest.shape.rbegin(); d != rest.shape.rend(); ++d) {
    dims.push_back(*d);
    subs.push_back(Subscript{});
  }
  std::reverse(dims.begin(), dims.end());
  std::reverse(subs.begin(), subs.end());
  v.shape = std::move(dims);
  v.subscripts = std::move(subs);
  v.type = rest.type;
  v.isAggregate = rest.isAggregate;
  v.elementBytes = rest.elementBytes;
  v.isReadOnly = rest.isReadOnly;
  v.isQualified = rest.isQualified;
  return true;
}

} // namespace acc2c
