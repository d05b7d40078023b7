// gfortran's module format, as gcc/fortran/module.cc writes it: atoms
// (parentheses, names, integers, 'strings' with '' for a quote) in nested
// lists; the file is the header line, then the operator interfaces, user
// operators, generics, commons, equivalences, OpenMP reductions (version 16:
// and mappers), the symbols and the symtree. First the text becomes a tree
// of lists, then each list is decoded the way module.cc's mio_* functions
// read it.
#include "frontend/fortran/GfortranModuleReader.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <zlib.h>

#include <algorithm>

namespace acc2c::gfortran_module {

bool Attr::has(llvm::StringRef bit) const { return llvm::is_contained(bits, bit); }

const Symbol *Module::symbol(int id) const {
  auto it = symbols.find(id);
  return it == symbols.end() ? nullptr : &it->second;
}

bool looksLikeGfortranModule(llvm::StringRef bytes) {
  return bytes.starts_with("\x1f\x8b") || bytes.starts_with("GFORTRAN module");
}

bool gunzip(llvm::StringRef bytes, std::string &out, std::string &error) {
  z_stream s{};
  // 16 + MAX_WBITS: a gzip header and trailer around the deflate stream.
  if (inflateInit2(&s, 16 + MAX_WBITS) != Z_OK) {
    error = "cannot initialise zlib";
    return false;
  }
  s.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(bytes.data()));
  s.avail_in = static_cast<uInt>(bytes.size());
  out.clear();
  char buffer[1 << 16];
  int rc;
  do {
    s.next_out = reinterpret_cast<Bytef *>(buffer);
    s.avail_out = sizeof buffer;
    rc = inflate(&s, Z_NO_FLUSH);
    if (rc != Z_OK && rc != Z_STREAM_END) {
      error = std::string("not a valid gzip stream (") + (s.msg ? s.msg : "zlib error") + ")";
      inflateEnd(&s);
      return false;
    }
    out.append(buffer, sizeof buffer - s.avail_out);
  } while (rc != Z_STREAM_END && (s.avail_in > 0 || s.avail_out == 0));
  inflateEnd(&s);
  if (rc != Z_STREAM_END) {
    error = "truncated gzip stream";
    return false;
  }
  return true;
}

namespace {

struct FormatError {
  std::string message;
};

[[noreturn]] void fail(const std::string &message) { throw FormatError{message}; }

// One atom or list of the module's text.
struct Node {
  enum class Kind { List, Name, Integer, String } kind = Kind::List;
  std::string text; ///< Name, Integer (digits), String (unquoted)
  std::vector<Node> items;
};

class TreeParser {
public:
  explicit TreeParser(llvm::StringRef text) : text_(text) {}

  // The top-level lists of the file.
  std::vector<Node> parseAll() {
    std::vector<Node> top;
    for (;;) {
      skipSpace();
      if (pos_ >= text_.size()) return top;
      if (text_[pos_] != '(') fail("expected '(' at the top level at " + where());
      top.push_back(parseItem());
    }
  }

private:
  void skipSpace() {
    while (pos_ < text_.size() && llvm::isSpace(text_[pos_])) {
      if (text_[pos_] == '\n') ++line_;
      ++pos_;
    }
  }
  std::string where() const { return "line " + std::to_string(line_); }

  // Iterative over nesting: interfaces nest deeply enough in big modules
  // that recursion per list is not a concern, but atoms are many.
  Node parseItem() {
    std::vector<Node> stack;
    for (;;) {
      skipSpace();
      if (pos_ >= text_.size()) fail("unexpected end of the module text");
      char c = text_[pos_];
      Node atom;
      if (c == '(') {
        ++pos_;
        stack.emplace_back();
        continue;
      }
      if (c == ')') {
        ++pos_;
        if (stack.empty()) fail("unbalanced ')' at " + where());
        Node done = std::move(stack.back());
        stack.pop_back();
        if (stack.empty()) return done;
        stack.back().items.push_back(std::move(done));
        continue;
      }
      if (c == '\'') {
        atom.kind = Node::Kind::String;
        ++pos_;
        for (;;) {
          if (pos_ >= text_.size()) fail("unterminated string");
          char d = text_[pos_++];
          if (d == '\'') {
            if (pos_ < text_.size() && text_[pos_] == '\'') {
              atom.text += '\'';
              ++pos_;
              continue;
            }
            break;
          }
          if (d == '\n') ++line_;
          atom.text += d;
        }
      } else if (llvm::isDigit(c) || c == '-') {
        atom.kind = Node::Kind::Integer;
        size_t start = pos_++;
        while (pos_ < text_.size() && llvm::isDigit(text_[pos_])) ++pos_;
        atom.text = text_.substr(start, pos_ - start).str();
      } else if (llvm::isAlpha(c) || c == '_' || c == '@') {
        atom.kind = Node::Kind::Name;
        size_t start = pos_++;
        while (pos_ < text_.size() && (llvm::isAlnum(text_[pos_]) || text_[pos_] == '_' ||
                                       text_[pos_] == '-' || text_[pos_] == '@'))
          ++pos_;
        atom.text = text_.substr(start, pos_ - start).str();
      } else {
        fail(std::string("bad character '") + c + "' at " + where());
      }
      if (stack.empty()) fail("atom outside of a list at " + where());
      stack.back().items.push_back(std::move(atom));
    }
  }

  llvm::StringRef text_;
  size_t pos_ = 0;
  int line_ = 2;
};

// Reads the items of one list in order, as module.cc's mio_* do.
class Cursor {
public:
  Cursor(const Node &list, const char *what) : list_(list), what_(what) {
    if (list.kind != Node::Kind::List) fail(std::string("expected a list for ") + what);
  }
  bool atEnd() const { return i_ >= list_.items.size(); }
  const Node &peek() const {
    if (atEnd()) fail(std::string("list of ") + what_ + " ends early");
    return list_.items[i_];
  }
  bool peekIsList() const { return !atEnd() && peek().kind == Node::Kind::List; }
  bool peekIsName() const { return !atEnd() && peek().kind == Node::Kind::Name; }
  const Node &next() {
    const Node &n = peek();
    ++i_;
    return n;
  }
  const Node &list() {
    const Node &n = next();
    if (n.kind != Node::Kind::List) fail(std::string("expected a list in ") + what_);
    return n;
  }
  std::string name() {
    const Node &n = next();
    if (n.kind != Node::Kind::Name) fail(std::string("expected a name in ") + what_);
    return n.text;
  }
  std::string string() {
    const Node &n = next();
    if (n.kind != Node::Kind::String) fail(std::string("expected a string in ") + what_);
    return n.text;
  }
  long long integer() {
    const Node &n = next();
    if (n.kind != Node::Kind::Integer) fail(std::string("expected an integer in ") + what_);
    long long v = 0;
    if (llvm::StringRef(n.text).getAsInteger(10, v)) fail("bad integer '" + n.text + "'");
    return v;
  }
  int symbolRef() { return static_cast<int>(integer()); }

private:
  const Node &list_;
  const char *what_;
  size_t i_ = 0;
};

// \Uxxxxxxxx escapes of non-printable characters (quote_string).
std::vector<char32_t> unquote(const std::string &s) {
  std::vector<char32_t> out;
  for (size_t i = 0; i < s.size(); ++i) {
    unsigned char c = s[i];
    if (c != '\\') {
      out.push_back(c);
      continue;
    }
    if (i + 1 < s.size() && s[i + 1] == '\\') {
      out.push_back('\\');
      ++i;
      continue;
    }
    if (i + 9 < s.size() && s[i + 1] == 'U') {
      unsigned v = 0;
      if (llvm::StringRef(s).substr(i + 2, 8).getAsInteger(16, v)) fail("bad \\U escape");
      out.push_back(v);
      i += 9;
      continue;
    }
    fail("bad escape in a string");
  }
  return out;
}

class Decoder {
public:
  Module decode(const std::vector<Node> &top, int version) {
    Module m;
    m.version = version;
    // Version 16 adds the OpenMP mappers before the symbols.
    size_t expected = version >= 16 ? 9 : 8;
    if (top.size() != expected)
      fail("expected " + std::to_string(expected) + " sections, found " +
           std::to_string(top.size()));
    decodeOperators(top[0], m);
    decodeNamedInterfaces(top[1], m.userOperators, "user operators");
    decodeNamedInterfaces(top[2], m.generics, "generic interfaces");
    decodeCommons(top[3], m);
    m.hasEquivalences = !top[4].items.empty();
    m.hasUserReductions = !top[5].items.empty();
    if (version >= 16) m.hasUserMappers = !top[6].items.empty();
    decodeSymbols(top[expected - 2], m);
    decodeSymtree(top[expected - 1], m);
    return m;
  }

private:
  // An intrinsic operator's generic spec by its gfc_intrinsic_op number
  // (gfortran 8 and later: the _OS spellings after the others,
  // INTRINSIC_USER 25, INTRINSIC_ASSIGN 26); null for the others.
  static const char *intrinsicOperatorSpec(int op) {
    static const char *const specs[] = {
        "operator(+)",     "operator(-)",      "operator(+)",     "operator(-)",
        "operator(*)",     "operator(/)",      "operator(**)",    "operator(//)",
        "operator(.and.)", "operator(.or.)",   "operator(.eqv.)", "operator(.neqv.)",
        "operator(==)",    "operator(/=)",     "operator(>)",     "operator(>=)",
        "operator(<)",     "operator(<=)",     "operator(==)",    "operator(/=)",
        "operator(>)",     "operator(>=)",     "operator(<)",     "operator(<=)",
        "operator(.not.)", nullptr /* user */, "assignment(=)"};
    return op >= 0 && op < static_cast<int>(std::size(specs)) ? specs[op] : nullptr;
  }

  // The intrinsic operators in gfc_intrinsic_op order, INTRINSIC_USER left
  // out as module.cc's write_module does.
  void decodeOperators(const Node &list, Module &m) {
    constexpr int user = 25;
    Cursor c(list, "operator interfaces");
    for (int i = 0; !c.atEnd(); ++i) {
      Cursor ops(c.list(), "an operator interface");
      std::vector<int> ids;
      while (!ops.atEnd()) ids.push_back(ops.symbolRef());
      const char *spec = intrinsicOperatorSpec(i < user ? i : i + 1);
      if (ids.empty() || !spec) continue;
      auto same = llvm::find_if(m.operators, [&](auto &o) { return o.spec == spec; });
      if (same == m.operators.end())
        m.operators.push_back({spec, ids});
      else
        for (int id : ids)
          if (!llvm::is_contained(same->specifics, id)) same->specifics.push_back(id);
    }
  }

  void decodeNamedInterfaces(const Node &list, std::vector<NamedInterface> &out, const char *what) {
    Cursor c(list, what);
    while (!c.atEnd()) {
      Cursor g(c.list(), what);
      NamedInterface ni;
      ni.name = g.string();
      ni.module = g.string();
      while (!g.atEnd()) ni.specifics.push_back(g.symbolRef());
      out.push_back(std::move(ni));
    }
  }

  void decodeCommons(const Node &list, Module &m) {
    Cursor c(list, "common blocks");
    while (!c.atEnd()) {
      Cursor b(c.list(), "a common block");
      Common k;
      k.name = b.string();
      k.head = b.symbolRef();
      k.flags = static_cast<int>(b.integer());
      k.bindC = b.integer() != 0;
      k.bindingLabel = b.string();
      m.commons.push_back(std::move(k));
    }
  }

  void decodeSymbols(const Node &list, Module &m) {
    Cursor c(list, "symbols");
    while (!c.atEnd()) {
      Symbol s;
      s.id = c.symbolRef();
      s.name = c.string();
      s.module = c.string();
      s.bindingLabel = c.string();
      s.ns = static_cast<int>(c.integer());
      symbolName_ = s.name;
      decodeSymbol(c.list(), s);
      int id = s.id;
      m.symbols.emplace(id, std::move(s));
    }
  }

  void decodeSymtree(const Node &list, Module &m) {
    Cursor c(list, "symtree");
    while (!c.atEnd()) {
      SymtreeEntry e;
      e.name = c.string();
      e.ambiguous = c.integer() != 0;
      e.symbol = c.symbolRef();
      m.symtree.push_back(std::move(e));
    }
  }

  // mio_symbol.
  void decodeSymbol(const Node &list, Symbol &s) {
    Cursor c(list, "a symbol");
    s.attr = attribute(c.list());
    Cursor comps(c.list(), "components");
    while (!comps.atEnd()) s.components.push_back(component(comps.list(), s.attr.has("VTYPE")));
    if (!s.components.empty()) s.componentAccess = c.name();
    s.ts = typespec(c.list());
    s.formalNs = c.symbolRef();
    s.commonNext = c.symbolRef();
    Cursor formal(c.list(), "dummy arguments");
    while (!formal.atEnd()) s.formal.push_back(formal.symbolRef());
    if (s.attr.flavor == "PARAMETER") s.value = expr(c.list());
    s.as = arraySpec(c.list());
    s.result = c.symbolRef();
    if (s.attr.has("CRAY_POINTEE")) c.symbolRef();
    decodeF2kDerived(c.list(), s);
    c.list(); // PDT parameter list
    c.list(); // namelist members
    s.intmod = static_cast<int>(c.integer());
    s.intmodSymId = static_cast<int>(c.integer());
    // The hash of a derived type and a possible OMP DECLARE SIMD follow.
  }

  // mio_full_f2k_derived: () or ((finalizers) (type-bound procedures)
  // (type-bound user operators) (type-bound intrinsic operators)).
  void decodeF2kDerived(const Node &list, Symbol &s) {
    Cursor f2k(list, "type-bound procedures");
    if (f2k.atEnd()) return;
    Cursor finals(f2k.list(), "final subroutines");
    while (!finals.atEnd()) s.finalizers.push_back(finals.symbolRef());
    for (const char *what : {"type-bound procedures", "type-bound operators"}) {
      Cursor named(f2k.list(), what);
      while (!named.atEnd()) {
        Cursor b(named.list(), what);
        std::string name = b.string();
        s.bindings.push_back(typeBinding(b.list(), name));
        if (llvm::StringRef(what) == "type-bound operators")
          s.bindings.back().name = "operator(." + name + ".)";
      }
    }
    Cursor ops(f2k.list(), "type-bound intrinsic operators");
    while (!ops.atEnd()) {
      Cursor b(ops.list(), "a type-bound operator");
      const char *spec = intrinsicOperatorSpec(static_cast<int>(b.integer()));
      if (!spec) fail("a type-bound operator gfortran numbers differently");
      s.bindings.push_back(typeBinding(b.list(), spec));
    }
  }

  // mio_typebound_proc: (access overriding passing generic ppc 'pass_arg'
  // pass_arg_num, then the generic's (is_operator 'binding')... or the
  // specific's symbol).
  TypeBinding typeBinding(const Node &list, std::string name) {
    Cursor c(list, "a type-bound procedure");
    TypeBinding t;
    t.name = std::move(name);
    t.access = c.name();
    std::string overriding = c.name();
    t.deferred = overriding == "DEFERRED";
    t.nonOverridable = overriding == "NON_OVERRIDABLE";
    t.nopass = c.name() == "NOPASS";
    t.generic = c.name() == "GENERIC";
    bool ppc = c.name() == "PPC";
    t.passArg = c.string();
    c.integer(); // pass_arg_num
    if (t.generic) {
      Cursor g(c.list(), "a generic binding");
      while (!g.atEnd()) {
        g.integer(); // is_operator
        t.targets.push_back(g.string());
      }
    } else if (!ppc) {
      t.specific = c.symbolRef();
    }
    return t;
  }

  Attr attribute(const Node &list) {
    Cursor c(list, "attributes");
    Attr a;
    a.flavor = c.name();
    a.intent = c.name();
    a.proc = c.name();
    a.ifsrc = c.name();
    a.save = c.name();
    a.extAttr = static_cast<unsigned>(c.integer());
    a.extension = static_cast<unsigned>(c.integer());
    while (!c.atEnd()) a.bits.push_back(c.name());
    return a;
  }

  Component component(const Node &list, bool vtype) {
    Cursor c(list, "a component");
    Component k;
    k.id = c.symbolRef();
    k.name = c.string();
    k.ts = typespec(c.list());
    k.as = arraySpec(c.list());
    c.list(); // PDT kind expression
    c.list(); // PDT parameter list
    k.attr = attribute(c.list());
    k.access = c.name();
    if (!vtype || k.name == "_final" || k.name == "_hash") k.initializer = expr(c.list());
    if (k.attr.has("PROC_POINTER") && c.peekIsList()) {
      c.list();
      k.hasBinding = true;
    }
    return k;
  }

  // mio_typespec.
  TypeSpec typespec(const Node &list) {
    Cursor c(list, "a type");
    TypeSpec t;
    t.type = c.name();
    if (t.type == "DERIVED" || t.type == "CLASS" || t.type == "UNION")
      t.derived = c.symbolRef();
    else
      t.kind = static_cast<int>(c.integer());
    t.interface = c.symbolRef();
    t.isCInterop = c.integer() != 0;
    t.isIsoC = c.integer() != 0;
    c.name(); // f90_type
    Cursor cl(c.list(), "a character length");
    if (t.type == "CHARACTER" && !cl.atEnd()) {
      t.hasCharLen = true;
      t.charLen = expr(cl.list());
    }
    if (c.peekIsName() && c.name() == "DEFERRED_CL") t.deferredLen = true;
    return t;
  }

  std::optional<ArraySpec> arraySpec(const Node &list) {
    Cursor c(list, "an array spec");
    if (c.atEnd()) return std::nullopt;
    ArraySpec as;
    as.rank = static_cast<int>(c.integer());
    as.corank = static_cast<int>(c.integer());
    as.type = c.name();
    if (as.type == "ASSUMED_RANK") as.rank = -1;
    for (int i = 0; i < as.rank + as.corank; ++i) {
      ExprPtr lower = expr(c.list());
      ExprPtr upper = expr(c.list());
      as.bounds.emplace_back(std::move(lower), std::move(upper));
    }
    return as;
  }

  // mio_expr; "()" is a null expression.
  ExprPtr expr(const Node &list) {
    Cursor c(list, "an expression");
    if (c.atEnd()) return nullptr;
    auto e = std::make_unique<Expr>();
    std::string kind = c.name();
    e->ts = typespec(c.list());
    e->rank = static_cast<int>(c.integer());
    if (kind == "OP") {
      e->kind = Expr::Kind::Op;
      e->op = c.name();
      if (e->op == "USER") e->userOp = c.string();
      e->args.push_back(expr(c.list()));
      if (e->op != "UPLUS" && e->op != "UMINUS" && e->op != "NOT" && e->op != "PARENTHESES")
        e->args.push_back(expr(c.list()));
    } else if (kind == "FUNCTION") {
      e->kind = Expr::Kind::Function;
      e->symbol = c.symbolRef();
      actualArgs(c.list(), *e);
      e->functionName = c.string();
      long long flag = c.integer();
      if (flag == 1)
        e->esym = c.symbolRef();
      else if (flag == 2) {
        c.list();
        e->hasRefs = true;
      } else if (flag == 0)
        e->intrinsic = c.string();
    } else if (kind == "CONSTANT") {
      e->kind = Expr::Kind::Constant;
      const std::string &t = e->ts.type;
      if (t == "INTEGER" || t == "REAL")
        e->value = c.string();
      else if (t == "COMPLEX") {
        e->value = c.string();
        e->imag = c.string();
      } else if (t == "LOGICAL")
        e->value = std::to_string(c.integer());
      else if (t == "CHARACTER") {
        c.integer(); // length
        e->text = unquote(c.string());
      } else
        fail("constant of type " + t + " in '" + symbolName_ + "'");
    } else if (kind == "VARIABLE") {
      e->kind = Expr::Kind::Variable;
      e->symbol = c.symbolRef();
      refs(c.list(), *e);
    } else if (kind == "SUBSTRING") {
      e->kind = Expr::Kind::Substring;
      e->text = unquote(c.string());
      e->hasRefs = true;
      c.list();
    } else if (kind == "STRUCTURE" || kind == "ARRAY") {
      e->kind = kind == "ARRAY" ? Expr::Kind::Array : Expr::Kind::Structure;
      Cursor elements(c.list(), "a constructor");
      while (!elements.atEnd()) {
        Cursor element(elements.list(), "a constructor element");
        e->args.push_back(expr(element.list()));
        if (!element.list().items.empty()) e->hasIterator = true;
      }
      Cursor shape(c.list(), "a shape");
      while (!shape.atEnd()) e->shape.push_back(shape.string());
    } else if (kind == "NULL") {
      e->kind = Expr::Kind::Null;
    } else {
      fail("expression kind " + kind + " in '" + symbolName_ + "'");
    }
    return e;
  }

  // mio_ref_list: (COMPONENT type-symbol component-id), (ARRAY (ELEMENT
  // rank start... dimen-type...)), (ARRAY (SECTION rank (start end
  // stride)... dimen-type...)), (ARRAY (FULL rank)); SUBSTRING and INQUIRY
  // only set hasRefs.
  void refs(const Node &list, Expr &e) {
    Cursor c(list, "references");
    while (!c.atEnd()) {
      Cursor r(c.list(), "a reference");
      std::string kind = r.name();
      Ref ref;
      if (kind == "COMPONENT") {
        ref.kind = Ref::Kind::Component;
        ref.typeSymbol = r.symbolRef();
        ref.component = static_cast<int>(r.integer());
      } else if (kind == "ARRAY") {
        Cursor a(r.list(), "an array reference");
        std::string type = a.name();
        int rank = static_cast<int>(a.integer());
        if (type == "ELEMENT") {
          ref.kind = Ref::Kind::Element;
          for (int i = 0; i < rank; ++i) ref.subscripts.push_back(expr(a.list()));
        } else if (type == "SECTION") {
          ref.kind = Ref::Kind::Section;
          for (int i = 0; i < 3 * rank; ++i) ref.subscripts.push_back(expr(a.list()));
          for (int i = 0; i < rank; ++i)
            ref.dimensionTypes.push_back(static_cast<int>(a.integer()));
        } else if (type != "FULL") {
          e.hasRefs = true;
          continue;
        }
      } else {
        e.hasRefs = true;
        continue;
      }
      e.refs.push_back(std::move(ref));
    }
  }

  void actualArgs(const Node &list, Expr &e) {
    Cursor c(list, "actual arguments");
    while (!c.atEnd()) {
      Cursor a(c.list(), "an actual argument");
      e.keywords.push_back(a.string());
      e.args.push_back(expr(a.list()));
    }
  }

  std::string symbolName_;
};

} // namespace

std::optional<Module> readGfortranModule(llvm::StringRef bytes, std::string &error) {
  std::string inflated;
  if (bytes.starts_with("\x1f\x8b")) {
    if (!gunzip(bytes, inflated, error)) return std::nullopt;
    bytes = inflated;
  }
  // GFORTRAN module version 'N' created from FILE
  llvm::StringRef header = bytes.take_until([](char c) { return c == '\n'; });
  if (!header.consume_front("GFORTRAN module version '")) {
    error = "not a gfortran module file (no 'GFORTRAN module version' header)";
    return std::nullopt;
  }
  llvm::StringRef versionText = header.take_until([](char c) { return c == '\''; });
  int version = 0;
  if (versionText.getAsInteger(10, version)) {
    error = "bad module version '" + versionText.str() + "'";
    return std::nullopt;
  }
  if (version != 15 && version != 16) {
    error = "gfortran module format version '" + versionText.str() +
            "' is not supported (acc2c reads versions 15 and 16: gfortran 8 to 15)";
    return std::nullopt;
  }
  header = header.drop_front(versionText.size());
  std::string createdFrom;
  if (header.consume_front("' created from ")) createdFrom = header.trim().str();
  try {
    TreeParser parser(bytes.drop_front(std::min(bytes.size(), bytes.find('\n') + 1)));
    std::vector<Node> top = parser.parseAll();
    Module m = Decoder().decode(top, version);
    m.createdFrom = createdFrom;
    return m;
  } catch (const FormatError &e) {
    error = "malformed module file: " + e.message;
    return std::nullopt;
  }
}

} // namespace acc2c::gfortran_module
