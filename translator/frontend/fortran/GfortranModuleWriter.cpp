// The interface module: declarations are written in dependency order (a
// named constant or a type before what refers to it), interface bodies
// `import` their host, module procedures become empty stubs after CONTAINS,
// entities of other modules are `use`d from them. What cannot be spelled is
// left out with a warning naming the entity, or, when the module would be
// wrong without it, reported as an error.
#include "frontend/fortran/GfortranModuleWriter.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Error.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>

namespace acc2c::gfortran_module {

std::string intrinsicModuleName(const std::string &module) {
  llvm::StringRef m(module);
  m.consume_front("__");
  for (const char *known :
       {"iso_c_binding", "iso_fortran_env", "ieee_arithmetic", "ieee_exceptions", "ieee_features"})
    if (m == known) return known;
  return {};
}

namespace {

// Something the interface module cannot say; the entity being written is
// left out (or the conversion fails) with this reason.
struct Unsupported {
  std::string why;
};

std::string lower(llvm::StringRef s) { return s.lower(); }

// Flang provides these itself (its own module files beside the intrinsic
// ones): entities of gfortran's copies are taken from Flang's.
bool isCompilerSupplied(const std::string &module) {
  return module == "omp_lib" || module == "omp_lib_kinds" || module == "openacc" ||
         module == "openacc_kinds";
}

// mpfr's "0.<hex digits>@<exponent of 16>" as a Fortran real literal of
// kind `kind`, through APFloat so the digits round-trip exactly.
std::string realLiteral(const std::string &text, int kind) {
  llvm::StringRef t(text);
  bool negative = t.consume_front("-");
  if (t.contains("Inf") || t.contains("NaN")) throw Unsupported{"an infinite or NaN constant"};
  size_t at = t.find('@');
  llvm::StringRef mantissa = t.substr(0, at);
  long exponent = 0;
  if (at != llvm::StringRef::npos && t.substr(at + 1).getAsInteger(10, exponent))
    throw Unsupported{"a real constant '" + text + "'"};
  if (!mantissa.consume_front("0.")) throw Unsupported{"a real constant '" + text + "'"};
  const llvm::fltSemantics *sem = nullptr;
  switch (kind) {
  case 4: sem = &llvm::APFloat::IEEEsingle(); break;
  case 8: sem = &llvm::APFloat::IEEEdouble(); break;
  case 10: sem = &llvm::APFloat::x87DoubleExtended(); break;
  case 16: sem = &llvm::APFloat::IEEEquad(); break;
  default: throw Unsupported{"a real constant of kind " + std::to_string(kind)};
  }
  llvm::APFloat value(*sem);
  std::string hex = "0x0." + (mantissa.empty() ? std::string("0") : mantissa.str()) + "p" +
                    std::to_string(4 * exponent);
  auto status = value.convertFromString(hex, llvm::APFloat::rmNearestTiesToEven);
  if (!status) {
    llvm::consumeError(status.takeError());
    throw Unsupported{"a real constant '" + text + "'"};
  }
  llvm::SmallString<64> digits;
  value.toString(digits, /*FormatPrecision=*/0, /*FormatMaxPadding=*/0);
  std::string out = digits.str().str();
  if (out.find_first_of(".Ee") == std::string::npos) out += ".0";
  out += "_" + std::to_string(kind);
  return negative ? "(-" + out + ")" : out;
}

std::string integerLiteral(const std::string &value, int kind) {
  llvm::StringRef v(value);
  bool negative = v.consume_front("-");
  std::string k = kind == 4 ? "" : "_" + std::to_string(kind);
  // The most negative value has no positive literal of its kind.
  static const std::map<int, std::string> minimum = {
      {1, "128"},
      {2, "32768"},
      {4, "2147483648"},
      {8, "9223372036854775808"},
      {16, "170141183460469231731687303715884105728"}};
  auto it = minimum.find(kind);
  if (negative && it != minimum.end() && v == it->second)
    return "(-huge(0" + (k.empty() ? std::string("_4") : k) + ")-1" + k + ")";
  return negative ? "(-" + v.str() + k + ")" : v.str() + k;
}

std::string characterLiteral(const std::vector<char32_t> &text, int kind) {
  std::string out, quoted;
  bool open = false;
  auto flush = [&] {
    if (!open) return;
    if (!out.empty()) out += "//";
    out += (kind == 1 ? "" : std::to_string(kind) + "_") + ("'" + quoted + "'");
    quoted.clear();
    open = false;
  };
  for (char32_t c : text) {
    if (c >= 32 && c < 127) {
      open = true;
      quoted += static_cast<char>(c);
      if (c == '\'') quoted += '\'';
      continue;
    }
    flush();
    if (!out.empty()) out += "//";
    out += kind == 1 ? "achar(" + std::to_string(c) + ")"
                     : "char(" + std::to_string(c) + ", " + std::to_string(kind) + ")";
  }
  flush();
  if (out.empty()) out = (kind == 1 ? "" : std::to_string(kind) + "_") + std::string("''");
  return out;
}

class Writer {
public:
  Writer(const Module &m, const std::string &name,
         const std::function<bool(const std::string &)> &available,
         const std::map<int, std::string> &excluded, const std::set<std::string> *selected,
         const CompilerModuleNames &compilerHas)
      : m_(m), self_(name), available_(available), excluded_(excluded), selected_(selected),
        compilerHas_(compilerHas) {}

  InterfaceModule run() {
    InterfaceModule out;
    if (self_.empty()) {
      out.errors.push_back("the module file names no module");
      return out;
    }
    if (m_.hasEquivalences)
      warn(self_, "EQUIVALENCE of module variables is not converted (the variables are)");
    if (m_.hasUserReductions) warn(self_, "OpenMP DECLARE REDUCTION is not converted");
    if (m_.hasUserMappers) warn(self_, "OpenMP DECLARE MAPPER is not converted");

    for (const NamedInterface &g : m_.generics) {
      out.names.insert(lower(g.name));
      if (isSelected(g.name)) guarded(g.name, [&] { writeGeneric(g, g.name); });
    }
    for (const NamedInterface &g : m_.userOperators)
      guarded(g.name, [&] { writeGeneric(g, "operator(." + g.name + ".)"); });
    for (const OperatorInterface &o : m_.operators) guarded(o.spec, [&] { writeOperator(o); });
    for (const SymtreeEntry &e : m_.symtree) {
      if (!isAccessible(e)) continue;
      out.names.insert(lower(e.name));
      publicNames_.insert(lower(e.name)); // also when required, not selected
      if (isSelected(e.name)) guarded(e.name, [&] { writePublic(e); });
    }
    for (const Common &c : m_.commons) guarded("/" + c.name + "/", [&] { writeCommon(c); });

    std::string text;
    text += "! The interface of gfortran module '" + self_ + "'";
    if (!m_.createdFrom.empty()) text += " (" + m_.createdFrom + ")";
    text += ", written by acc2c\n! for Flang's semantics only: gfortran compiles the program with "
            "the\n";
    text += "! original module.\nmodule " + self_ + "\n";
    for (auto &[module, usable] : availability_)
      if (!usable) out.unavailable.push_back(module);
    for (auto &[module, items] : uses_) {
      std::string intrinsic = intrinsicModuleName(module);
      std::string stmt = intrinsic.empty() ? "use " + module : "use, intrinsic :: " + intrinsic;
      if (intrinsic.empty()) {
        out.uses.push_back(module);
        for (llvm::StringRef item : items) // "local => remote" or "name"
          out.imported[module].insert(item.contains("=> ") ? item.rsplit("=> ").second.str()
                                                           : item.str());
      }
      stmt += ", only: " + llvm::join(items, ", ");
      line(text, stmt, 1);
      out.entities += items.size();
    }
    text += "  implicit none\n";
    auto lineOf = [](const std::string &s, size_t offset) {
      return static_cast<int>(std::count(s.begin(), s.begin() + offset, '\n'));
    };
    int declsLine = lineOf(text, text.size());
    text += decls_;
    std::vector<std::string> hidden;
    for (const std::string &n : declared_)
      if (!publicNames_.count(n)) hidden.push_back(n);
    if (!hidden.empty()) line(text, "private :: " + llvm::join(hidden, ", "), 1);
    out.entities += declared_.size();
    if (!contains_.empty()) text += "contains\n";
    int containsLine = lineOf(text, text.size());
    text += contains_;
    for (const RawSpan &r : spans_) {
      const std::string &buffer = r.inContains ? contains_ : decls_;
      int base = r.inContains ? containsLine : declsLine;
      out.spans.push_back(
          {base + lineOf(buffer, r.begin) + 1, base + lineOf(buffer, r.end), r.symbol});
    }
    text += "end module " + self_ + "\n";
    out.source = std::move(text);
    out.warnings = std::move(warnings_);
    out.errors = std::move(errors_);
    return out;
  }

private:
  // Runs one top-level entity; what cannot be spelled leaves it out.
  template <typename F> void guarded(const std::string &entity, F &&f) {
    std::string savedDecls = decls_, savedContains = contains_;
    auto savedEmitted = emitted_;
    auto savedDeclared = declared_;
    auto savedUses = uses_;
    size_t savedSpans = spans_.size();
    try {
      f();
    } catch (const Unsupported &u) {
      decls_ = std::move(savedDecls);
      contains_ = std::move(savedContains);
      emitted_ = std::move(savedEmitted);
      declared_ = std::move(savedDeclared);
      uses_ = std::move(savedUses);
      spans_.resize(savedSpans);
      inProgress_.clear();
      requiredAfter_.clear();
      warn(entity, u.why + "; it is left out");
    }
  }

  void warn(const std::string &entity, const std::string &why) {
    warnings_.push_back("'" + lower(entity) + "': " + why);
  }

  // Free-form lines, continued with '&' at both ends so that a break may
  // fall inside a name or a character context.
  static void line(std::string &out, const std::string &stmt, int indent) {
    std::string pad(2 * indent, ' ');
    const size_t width = 100;
    size_t at = 0;
    out += pad;
    while (stmt.size() - at > width) {
      out += stmt.substr(at, width) + "&\n" + pad + "&";
      at += width;
    }
    out += stmt.substr(at) + "\n";
  }

  const Symbol &sym(int id) const {
    const Symbol *s = m_.symbol(id);
    if (!s) throw Unsupported{"it refers to symbol " + std::to_string(id) + ", which is missing"};
    return *s;
  }

  bool isForeign(const Symbol &s) const {
    return !s.module.empty() && s.module != self_ && s.module != "(intrinsic)";
  }

  // Whether entities of `module` are taken from it by `use`.
  bool canUse(const std::string &module) {
    if (!intrinsicModuleName(module).empty() || isCompilerSupplied(module)) return true;
    auto it = availability_.find(module);
    if (it != availability_.end()) return it->second;
    bool ok = available_(module);
    availability_[module] = ok;
    if (!ok)
      warn(module, "module '" + self_ +
                       "' takes entities from it, and it was not found: they are "
                       "declared in the interface of '" +
                       self_ + "'");
    return ok;
  }

  // The module an entity `name` of `module` is `use`d from: `module`, or for
  // a module compilers supply the module of Flang's own copy that has the
  // name (omp_lib re-exports omp_lib_kinds, where gfortran keeps some
  // constants that Flang's omp_lib declares), or "" when Flang's copy has no
  // such name: a module that re-exports omp_lib does not re-export it
  // (docs/foreign-modules.md).
  std::string supplier(const std::string &module, const std::string &name) const {
    if (!isCompilerSupplied(module) || !compilerHas_) return module;
    if (compilerHas_(module, name)) return module;
    std::string umbrella = llvm::StringRef(module).starts_with("omp_lib") ? "omp_lib" : "openacc";
    return compilerHas_(umbrella, name) ? umbrella : "";
  }

  void addUse(const std::string &module, const std::string &local, const std::string &remote) {
    std::string module_ = module;
    if (!intrinsicModuleName(module).empty()) module_ = "__" + intrinsicModuleName(module);
    uses_[module_].insert(local == remote ? local : local + " => " + remote);
  }

  // Makes symbol `id` known before the declaration being written: `use`d
  // from its module, or declared first.
  void require(int id) {
    if (id == 0) return;
    const Symbol &s = sym(id);
    if (s.ns != 1 && !isForeign(s)) return; // a dummy or local of a procedure
    if (s.attr.flavor == "MODULE") return;
    if (isForeign(s) && canUse(s.module)) {
      std::string name = lower(s.name);
      std::string from = supplier(s.module, name);
      if (from.empty())
        throw Unsupported{"it needs '" + name + "' of module '" + s.module +
                          "', which Flang's copy of the module does not have"};
      addUse(from, name, name);
      return;
    }
    writeEntity(id);
  }

  // ---- expressions ----------------------------------------------------

  std::string expr(const Expr *e) {
    if (!e) throw Unsupported{"an expression is missing"};
    switch (e->kind) {
    case Expr::Kind::Constant: return constant(*e);
    case Expr::Kind::Variable: {
      if (e->hasRefs) throw Unsupported{"an expression with a substring or inquiry reference"};
      require(e->symbol);
      std::string text = lower(sym(e->symbol).name);
      for (const Ref &r : e->refs) text += reference(r);
      return text;
    }
    case Expr::Kind::Op: return operation(*e);
    case Expr::Kind::Function: return call(*e);
    case Expr::Kind::Structure: {
      if (e->ts.type != "DERIVED") throw Unsupported{"a structure constructor"};
      require(e->ts.derived);
      std::vector<std::string> items;
      for (auto &a : e->args) items.push_back(expr(a.get()));
      return lower(sym(e->ts.derived).name) + "(" + llvm::join(items, ", ") + ")";
    }
    case Expr::Kind::Array: {
      if (e->hasIterator) throw Unsupported{"an array constructor with an implied DO"};
      std::vector<std::string> items;
      for (auto &a : e->args) items.push_back(expr(a.get()));
      std::string prefix;
      if (e->ts.type == "DERIVED") {
        require(e->ts.derived);
        prefix = "type(" + lower(sym(e->ts.derived).name) + ") :: ";
      } else if (items.empty()) {
        prefix = type(e->ts, false) + " :: ";
      }
      std::string list = "[" + prefix + llvm::join(items, ", ") + "]";
      if (e->rank > 1) list = "reshape(" + list + ", [" + llvm::join(e->shape, ", ") + "])";
      return list;
    }
    case Expr::Kind::Null: return "null()";
    case Expr::Kind::Substring: throw Unsupported{"a substring expression"};
    }
    throw Unsupported{"an expression"};
  }

  std::string constant(const Expr &e) {
    int k = e.ts.kind;
    const std::string &t = e.ts.type;
    if (t == "INTEGER") return integerLiteral(e.value, k);
    if (t == "REAL") return realLiteral(e.value, k);
    if (t == "COMPLEX") return "(" + realLiteral(e.value, k) + ", " + realLiteral(e.imag, k) + ")";
    if (t == "LOGICAL")
      return std::string(e.value == "0" ? ".false." : ".true.") +
             (k == 4 ? "" : "_" + std::to_string(k));
    if (t == "CHARACTER") return characterLiteral(e.text, k);
    throw Unsupported{"a constant of type " + t};
  }

  // "%name", "(i, j)", "(lo:hi:step, ...)" or "" (a whole array).
  std::string reference(const Ref &r) {
    switch (r.kind) {
    case Ref::Kind::Component: {
      for (const Component &c : sym(r.typeSymbol).components)
        if (c.id == r.component) return "%" + lower(c.name);
      // A component of a CLASS entity (`real :: phi(grid%n_cells)` with
      // `class(grid_type) :: grid`): gfortran names the class container as
      // the type and the declared type's component, without the _data step.
      for (const Component &data : sym(r.typeSymbol).components)
        if (data.name == "_data" && data.ts.type == "DERIVED")
          for (const Component &c : sym(data.ts.derived).components)
            if (c.id == r.component) return "%" + lower(c.name);
      throw Unsupported{"a reference to a component the module does not list"};
    }
    case Ref::Kind::Element: {
      std::vector<std::string> items;
      for (auto &x : r.subscripts) items.push_back(expr(x.get()));
      return "(" + llvm::join(items, ", ") + ")";
    }
    case Ref::Kind::Section: {
      std::vector<std::string> items;
      for (size_t d = 0; d < r.dimensionTypes.size(); ++d) {
        size_t i = 3 * d;
        auto part = [&](size_t k) { return r.subscripts[k] ? expr(r.subscripts[k].get()) : ""; };
        std::string item = part(i);
        if (r.dimensionTypes[d] == 2) { // a range; else an element or a vector subscript
          item += ":" + part(i + 1);
          if (r.subscripts[i + 2]) item += ":" + part(i + 2);
        } else if (r.dimensionTypes[d] != 1 && r.dimensionTypes[d] != 3) {
          throw Unsupported{"a coarray or unknown subscript"};
        }
        items.push_back(item);
      }
      return "(" + llvm::join(items, ", ") + ")";
    }
    case Ref::Kind::Full: return "";
    }
    return "";
  }

  std::string operation(const Expr &e) {
    static const std::map<std::string, std::string> spelling = {
        {"UPLUS", "+"},    {"UMINUS", "-"}, {"PLUS", "+"},     {"MINUS", "-"},
        {"TIMES", "*"},    {"DIVIDE", "/"}, {"POWER", "**"},   {"CONCAT", "//"},
        {"AND", ".and."},  {"OR", ".or."},  {"EQV", ".eqv."},  {"NEQV", ".neqv."},
        {"EQ_SIGN", "=="}, {"EQ", "=="},    {"NE_SIGN", "/="}, {"NE", "/="},
        {"GT_SIGN", ">"},  {"GT", ">"},     {"GE_SIGN", ">="}, {"GE", ">="},
        {"LT_SIGN", "<"},  {"LT", "<"},     {"LE_SIGN", "<="}, {"LE", "<="},
        {"NOT", ".not."}};
    if (e.op == "PARENTHESES") return "(" + expr(e.args[0].get()) + ")";
    std::string op;
    if (e.op == "USER")
      op = "." + e.userOp + ".";
    else {
      auto it = spelling.find(e.op);
      if (it == spelling.end()) throw Unsupported{"operator " + e.op};
      op = it->second;
    }
    if (e.args.size() == 1) return "(" + op + expr(e.args[0].get()) + ")";
    return "(" + expr(e.args[0].get()) + " " + op + " " + expr(e.args[1].get()) + ")";
  }

  std::string call(const Expr &e) {
    if (e.hasRefs) throw Unsupported{"a function reference with a component reference"};
    std::string name;
    if (!e.intrinsic.empty()) {
      name = e.intrinsic;
      // Type conversions gfortran inserted: int(x, kind) and the like.
      if (llvm::StringRef(name).starts_with("__convert_")) {
        static const std::map<std::string, std::string> conversion = {
            {"INTEGER", "int"}, {"REAL", "real"}, {"COMPLEX", "cmplx"}, {"LOGICAL", "logical"}};
        auto it = conversion.find(e.ts.type);
        if (it == conversion.end() || e.args.size() != 1 || !e.args[0])
          throw Unsupported{"a type conversion"};
        return it->second + "(" + expr(e.args[0].get()) + ", " + std::to_string(e.ts.kind) + ")";
      }
      if (llvm::StringRef(name).starts_with("_")) throw Unsupported{"intrinsic '" + name + "'"};
    } else {
      int id = e.esym ? e.esym : e.symbol;
      require(id);
      name = lower(sym(id).name);
    }
    std::vector<std::string> args;
    for (size_t i = 0; i < e.args.size(); ++i) {
      if (!e.args[i]) continue; // an omitted optional argument
      std::string a = expr(e.args[i].get());
      args.push_back(e.keywords[i].empty() ? a : e.keywords[i] + "=" + a);
    }
    return name + "(" + llvm::join(args, ", ") + ")";
  }

  // ---- types and attributes -------------------------------------------

  // `dummy`: an assumed character length is `*`.
  std::string type(const TypeSpec &ts, bool dummy) {
    const std::string &t = ts.type;
    auto kinded = [&](const char *name) {
      return std::string(name) + "(" + std::to_string(ts.kind) + ")";
    };
    if (t == "INTEGER") return kinded("integer");
    if (t == "REAL") return kinded("real");
    if (t == "COMPLEX") return kinded("complex");
    if (t == "LOGICAL") return kinded("logical");
    if (t == "CHARACTER") {
      std::string len;
      if (ts.deferredLen)
        len = ":";
      else if (ts.charLen)
        len = expr(ts.charLen.get());
      else if (dummy || ts.hasCharLen)
        len = "*";
      else
        len = "1";
      return "character(len=" + len + ", kind=" + std::to_string(ts.kind) + ")";
    }
    if (t == "DERIVED") {
      require(ts.derived);
      return "type(" + lower(sym(ts.derived).name) + ")";
    }
    if (t == "CLASS") {
      const Symbol &container = sym(ts.derived);
      for (const Component &c : container.components)
        if (c.name == "_data") {
          if (container.attr.has("UNLIMITED_POLY") || c.ts.type != "DERIVED" ||
              llvm::StringRef(sym(c.ts.derived).name).starts_with("STAR"))
            return "class(*)";
          require(c.ts.derived);
          return "class(" + lower(sym(c.ts.derived).name) + ")";
        }
      throw Unsupported{"a polymorphic type without its declared type"};
    }
    if (t == "ASSUMED") return "type(*)";
    throw Unsupported{"an entity of type " + t};
  }

  // A CLASS entity keeps its array spec and POINTER/ALLOCATABLE on the
  // _data component of gfortran's class container.
  const Component *classData(const TypeSpec &ts) {
    if (ts.type != "CLASS") return nullptr;
    for (const Component &c : sym(ts.derived).components)
      if (c.name == "_data") return &c;
    return nullptr;
  }

  std::string arraySpec(const ArraySpec &as) {
    if (as.corank > 0) throw Unsupported{"a coarray"};
    if (as.type == "ASSUMED_RANK") return "..";
    std::vector<std::string> dims;
    for (int i = 0; i < as.rank; ++i) {
      const Expr *lo = as.bounds[i].first.get(), *hi = as.bounds[i].second.get();
      std::string lower = lo ? expr(lo) : "";
      if (as.type == "DEFERRED") {
        dims.push_back(":");
      } else if (as.type == "ASSUMED_SHAPE") {
        dims.push_back(lower.empty() || lower == "1" ? ":" : lower + ":");
      } else if (as.type == "ASSUMED_SIZE" && i == as.rank - 1) {
        dims.push_back(lower.empty() || lower == "1" ? "*" : lower + ":*");
      } else {
        std::string upper = expr(hi);
        dims.push_back(lower.empty() || lower == "1" ? upper : lower + ":" + upper);
      }
    }
    return llvm::join(dims, ", ");
  }

  // The attributes of an object (not its type), in a declaration.
  std::string objectAttributes(const Symbol &s, bool dummy) {
    std::vector<std::string> a;
    const Attr *attr = &s.attr;
    const std::optional<ArraySpec> *as = &s.as;
    bool pointer = s.attr.has("POINTER");
    if (const Component *data = classData(s.ts)) {
      attr = &data->attr;
      as = &data->as;
      // The container's _data is a POINTER for every CLASS dummy that is not
      // ALLOCATABLE (__class_m_T_t); CLASS_POINTER says the entity is one
      // (__class_m_T_p).
      pointer = data->attr.has("CLASS_POINTER");
    }
    if (dummy && s.attr.intent != "UNKNOWN-INTENT") {
      std::string intent = lower(s.attr.intent);
      a.push_back("intent(" + (intent == "inout" ? std::string("inout") : intent) + ")");
    }
    if (s.attr.has("OPTIONAL")) a.push_back("optional");
    if (s.attr.has("VALUE")) a.push_back("value");
    if (pointer) a.push_back("pointer");
    if (attr->has("ALLOCATABLE")) a.push_back("allocatable");
    if (s.attr.has("TARGET")) a.push_back("target");
    if (attr->has("CONTIGUOUS")) a.push_back("contiguous");
    if (s.attr.has("VOLATILE")) a.push_back("volatile");
    if (s.attr.has("ASYNCHRONOUS")) a.push_back("asynchronous");
    if (s.attr.has("PROTECTED")) a.push_back("protected");
    if (*as) a.push_back("dimension(" + arraySpec(**as) + ")");
    if (s.attr.has("CODIMENSION")) throw Unsupported{"a coarray"};
    std::string out;
    for (auto &x : a) out += ", " + x;
    return out;
  }

  // ---- procedures -----------------------------------------------------

  bool isSpecificProcedure(const Symbol &s) const {
    return s.attr.flavor == "PROCEDURE" &&
           (s.attr.ifsrc == "BODY" || s.attr.proc == "MODULE-PROC" || s.formalNs != 0 ||
            s.attr.has("EXTERNAL") || s.attr.has("PROC_POINTER") || s.attr.has("DUMMY"));
  }

  // A subprogram: an interface body (`import`s its host) or a module
  // procedure stub.
  std::string subprogram(const Symbol &s, int indent, bool body) {
    bool function = s.attr.has("FUNCTION") || (!s.attr.has("SUBROUTINE") && s.ts.type != "UNKNOWN");
    std::string out;
    std::string prefix;
    if (s.attr.has("ELEMENTAL"))
      prefix += s.attr.has("PURE") ? "elemental " : "impure elemental ";
    else if (s.attr.has("PURE"))
      prefix += "pure ";
    if (s.attr.has("RECURSIVE")) prefix += "recursive ";
    std::vector<std::string> dummies;
    for (int id : s.formal) dummies.push_back(id == 0 ? "*" : lower(sym(id).name));
    std::string name = lower(s.name);
    std::string head = prefix + (function ? "function " : "subroutine ") + name + "(" +
                       llvm::join(dummies, ", ") + ")";
    const Symbol *result = nullptr;
    if (function) {
      result = s.result && s.result != s.id ? &sym(s.result) : &s;
      if (result != &s) head += " result(" + lower(result->name) + ")";
    }
    if (s.attr.has("IS_BIND_C"))
      head += s.bindingLabel.empty() ? " bind(c)" : " bind(c, name='" + s.bindingLabel + "')";
    line(out, head, indent);
    if (body) line(out, "import", indent + 1);
    std::vector<std::string> ignoreTkr;
    for (int id : dummyOrder(s)) {
      const Symbol &d = sym(id);
      out += dummy(d, indent + 1);
      if (d.attr.extAttr & ExtAttrNoArgCheck) ignoreTkr.push_back(lower(d.name));
    }
    if (function) {
      if (result->ts.type == "UNKNOWN") throw Unsupported{"a function without a result type"};
      std::string decl =
          type(result->ts, false) + objectAttributes(*result, false) + " :: " + lower(result->name);
      line(out, decl, indent + 1);
    }
    // gfortran's NO_ARG_CHECK turns off every check of the argument: Flang's
    // IGNORE_TKR with all of type, kind, rank, device, managed (A) and
    // contiguity (C), so that an element of a pointer or assumed-shape array
    // may start the buffer (`call MPI_Send(f(1,1,k), ...)`), as gfortran
    // accepts it.
    for (const std::string &d : ignoreTkr) line(out, "!dir$ ignore_tkr(tkrdmc) " + d, indent + 1);
    line(out, std::string("end ") + (function ? "function " : "subroutine ") + name, indent);
    return out;
  }

  // The symbols an expression refers to.
  static void references(const Expr *e, std::vector<int> &out) {
    if (!e) return;
    if (e->kind == Expr::Kind::Variable || e->kind == Expr::Kind::Function)
      out.push_back(e->symbol);
    if (e->ts.charLen) references(e->ts.charLen.get(), out);
    for (auto &a : e->args) references(a.get(), out);
  }

  // Dummy arguments in an order where each is declared after the dummies
  // its bounds and length refer to (a specification expression may only
  // use a variable declared before it).
  std::vector<int> dummyOrder(const Symbol &s) {
    std::vector<int> order;
    std::set<int> placed, visiting;
    std::set<int> formal(s.formal.begin(), s.formal.end());
    std::function<void(int)> place = [&](int id) {
      if (id == 0 || !formal.count(id) || placed.count(id) || !visiting.insert(id).second) return;
      const Symbol &d = sym(id);
      std::vector<int> refs;
      references(d.ts.charLen.get(), refs);
      if (d.as)
        for (auto &[lo, hi] : d.as->bounds) {
          references(lo.get(), refs);
          references(hi.get(), refs);
        }
      for (int r : refs) place(r);
      visiting.erase(id);
      placed.insert(id);
      order.push_back(id);
    };
    for (int id : s.formal) place(id);
    return order;
  }

  std::string dummy(const Symbol &d, int indent) {
    std::string out;
    if (d.attr.flavor == "PROCEDURE") {
      std::string attrs;
      if (d.attr.has("OPTIONAL")) attrs += ", optional";
      if (d.attr.has("POINTER") || d.attr.has("PROC_POINTER")) attrs += ", pointer";
      if (d.attr.intent != "UNKNOWN-INTENT") attrs += ", intent(" + lower(d.attr.intent) + ")";
      if (d.ts.interface) {
        std::string iface = interfaceName(d.ts.interface, indent, out);
        line(out, "procedure(" + iface + ")" + attrs + " :: " + lower(d.name), indent);
      } else if (d.formalNs != 0 || d.attr.ifsrc == "BODY") {
        out += "  " + std::string(2 * indent - 2, ' ') + "interface\n";
        out += subprogram(d, indent + 1, true);
        out += "  " + std::string(2 * indent - 2, ' ') + "end interface\n";
        if (d.attr.has("OPTIONAL")) line(out, "optional :: " + lower(d.name), indent);
        if (d.attr.has("POINTER") || d.attr.has("PROC_POINTER"))
          line(out, "pointer :: " + lower(d.name), indent);
      } else if (d.attr.has("FUNCTION") && d.ts.type != "UNKNOWN") {
        line(out, type(d.ts, false) + ", external" + attrs + " :: " + lower(d.name), indent);
      } else {
        line(out, "procedure()" + attrs + " :: " + lower(d.name), indent);
      }
      return out;
    }
    if (d.ts.type == "UNKNOWN")
      throw Unsupported{"dummy argument '" + lower(d.name) + "' has no type"};
    line(out, type(d.ts, true) + objectAttributes(d, true) + " :: " + lower(d.name), indent);
    return out;
  }

  // The name of an interface a procedure declaration refers to; an
  // interface that is a procedure's own dummy is written as an abstract
  // interface in `out` first.
  std::string interfaceName(int id, int indent, std::string &out) {
    const Symbol &i = sym(id);
    if (i.ns == 1 || isForeign(i)) {
      require(id);
      return lower(i.name);
    }
    (void)indent;
    (void)out;
    throw Unsupported{"a procedure interface local to a procedure"};
  }

  // ---- entities of the module -----------------------------------------

  // Whether `name` is one the interface is asked for (all, without a
  // selection).
  bool isSelected(const std::string &name) const {
    return !selected_ || selected_->count(lower(name));
  }

  // A symtree entry that names something a user of the module can see.
  bool isAccessible(const SymtreeEntry &e) const {
    llvm::StringRef n(e.name);
    if (n.starts_with("__") || n.starts_with("@")) return false;
    const Symbol *s = m_.symbol(e.symbol);
    return !s || !(s->attr.flavor == "MODULE" || s->attr.has("VTAB") || s->attr.has("VTYPE") ||
                   s->attr.has("ARTIFICIAL") || s->attr.has("INTRINSIC"));
  }

  void writePublic(const SymtreeEntry &e) {
    const Symbol &s = sym(e.symbol);
    std::string local = lower(e.name);
    publicNames_.insert(local);
    if (isForeign(s) && canUse(s.module)) {
      std::string from = supplier(s.module, lower(s.name));
      if (!from.empty()) addUse(from, local, lower(s.name)); // else: not re-exported
      return;
    }
    // Generic-only symbols are the generics section's business.
    if (s.attr.has("GENERIC") && !isSpecificProcedure(s)) return;
    writeEntity(e.symbol);
  }

  void writeEntity(int id) {
    if (emitted_.count(id) || inProgress_.count(id)) return;
    const Symbol &s = sym(id);
    auto excluded = excluded_.find(id);
    if (excluded != excluded_.end()) {
      if (dropped_.count(id)) return; // said already
      dropped_.insert(id);
      throw Unsupported{excluded->second};
    }
    inProgress_.insert(id);
    size_t declsBegin = decls_.size(), containsBegin = contains_.size();
    const std::string &f = s.attr.flavor;
    std::string name = lower(s.name);
    if (f == "PARAMETER") {
      std::string decl = type(s.ts, false) + ", parameter";
      if (s.as) decl += ", dimension(" + arraySpec(*s.as) + ")";
      decl += " :: " + name + " = " + expr(s.value.get());
      line(decls_, decl, 1);
    } else if (f == "VARIABLE") {
      writeVariable(s);
    } else if (f == "DERIVED") {
      writeType(s);
    } else if (f == "PROCEDURE") {
      writeProcedure(s);
    } else if (f == "NAMELIST") {
      throw Unsupported{"a namelist group"};
    } else {
      throw Unsupported{"an entity of flavor " + f};
    }
    inProgress_.erase(id);
    emitted_.insert(id);
    declared_.insert(name);
    // What it needed was appended first; its own text is the tail.
    if (contains_.size() > containsBegin)
      spans_.push_back({true, lastStart(contains_, containsBegin), contains_.size(), id});
    else if (decls_.size() > declsBegin)
      spans_.push_back({false, lastStart(decls_, declsBegin), decls_.size(), id});
    // What may follow it: a type's bound procedures and their interfaces,
    // whose dummies are of the type (an interface body imports only what is
    // declared before it).
    auto after = requiredAfter_.find(id);
    if (after != requiredAfter_.end()) {
      std::vector<int> ids = std::move(after->second);
      requiredAfter_.erase(after);
      for (int d : ids) require(d);
    }
  }

  // Where the last entity appended to `buffer` after `from` begins: spans
  // of the entities it required were recorded before.
  size_t lastStart(const std::string &buffer, size_t from) const {
    for (auto it = spans_.rbegin(); it != spans_.rend(); ++it)
      if (&buffer == (it->inContains ? &contains_ : &decls_) && it->end > from) return it->end;
    return from;
  }

  void writeVariable(const Symbol &s) {
    std::string name = lower(s.name);
    if (s.attr.has("CRAY_POINTER") || s.attr.has("CRAY_POINTEE"))
      throw Unsupported{"a Cray pointer"};
    std::string decl = type(s.ts, false) + objectAttributes(s, false);
    if (s.attr.save == "EXPLICIT-SAVE" && !s.attr.has("IN_COMMON")) decl += ", save";
    if (s.attr.has("IS_BIND_C"))
      decl += s.bindingLabel.empty() ? ", bind(c)" : ", bind(c, name='" + s.bindingLabel + "')";
    line(decls_, decl + " :: " + name, 1);
    if (s.attr.has("THREADPRIVATE")) line(decls_, "!$omp threadprivate(" + name + ")", 1);
    for (const char *bit : {"OACC_DECLARE_CREATE", "OACC_DECLARE_COPYIN", "OACC_DECLARE_DEVICEPTR",
                            "OACC_DECLARE_DEVICE_RESIDENT", "OACC_DECLARE_LINK"})
      if (s.attr.has(bit))
        warn(s.name, "its OpenACC DECLARE attribute is not converted (the variable is)");
  }

  void writeType(const Symbol &s) {
    if (s.attr.has("PDT_TEMPLATE") || s.attr.has("PDT_TYPE"))
      throw Unsupported{"a parameterized derived type"};
    std::string name = lower(s.name);
    std::vector<std::string> attrs;
    size_t first = 0;
    if (s.attr.has("IS_BIND_C")) attrs.push_back("bind(c)");
    if (s.attr.has("ABSTRACT")) attrs.push_back("abstract");
    if (s.attr.extension > 0 && !s.components.empty()) {
      const Component &parent = s.components[0];
      require(parent.ts.derived);
      attrs.push_back("extends(" + lower(sym(parent.ts.derived).name) + ")");
      first = 1;
    }
    std::vector<std::string> body;
    if (s.attr.has("SEQUENCE")) body.push_back("sequence");
    for (size_t i = first; i < s.components.size(); ++i) {
      const Component &c = s.components[i];
      std::string decl;
      if (c.attr.has("PROC_POINTER")) {
        std::string iface;
        if (c.ts.interface) {
          const Symbol &is = sym(c.ts.interface);
          if (is.ns != 1 && !isForeign(is))
            throw Unsupported{"procedure pointer component '" + c.name + "' has a local interface"};
          require(c.ts.interface);
          iface = lower(is.name);
        } else if (c.ts.type != "UNKNOWN") {
          iface = type(c.ts, false);
        }
        decl = "procedure(" + iface + "), pointer";
        if (c.hasBinding) decl += ", nopass";
      } else {
        bool pointerLike = c.attr.has("POINTER") || c.attr.has("ALLOCATABLE");
        // A pointer or allocatable component may name a type declared later.
        if (pointerLike && c.ts.type == "DERIVED" && inProgress_.count(c.ts.derived))
          decl = "type(" + lower(sym(c.ts.derived).name) + ")";
        else
          decl = type(c.ts, false);
        std::vector<std::string> a;
        if (c.attr.has("POINTER")) a.push_back("pointer");
        if (c.attr.has("ALLOCATABLE")) a.push_back("allocatable");
        if (c.attr.has("CONTIGUOUS")) a.push_back("contiguous");
        if (c.as) a.push_back("dimension(" + arraySpec(*c.as) + ")");
        if (c.attr.has("CODIMENSION")) throw Unsupported{"a coarray component"};
        for (auto &x : a) decl += ", " + x;
      }
      if (c.access == "PRIVATE") decl += ", private";
      if (c.access == "PUBLIC") decl += ", public";
      decl += " :: " + lower(c.name);
      decl += componentInitialization(c);
      body.push_back(decl);
    }
    std::string head = "type";
    for (auto &a : attrs) head += ", " + a;
    line(decls_, head + " :: " + name, 1);
    if (s.componentAccess == "PRIVATE") line(decls_, "private", 2);
    for (auto &b : body) line(decls_, b, 2);
    std::vector<std::string> bound = typeBoundPart(s);
    if (!bound.empty()) line(decls_, "contains", 1);
    for (auto &b : bound) line(decls_, b, 2);
    line(decls_, "end type " + name, 1);
  }

  // The type-bound procedure part of type `s`: its bindings and final
  // subroutines, each procedure and interface they name written after the
  // type (requiredAfter_).
  std::vector<std::string> typeBoundPart(const Symbol &s) {
    std::vector<std::string> out;
    std::vector<int> after;
    for (const TypeBinding &b : s.bindings) {
      // Bindings are public unless said otherwise (no PRIVATE statement here).
      std::string access = b.access == "PRIVATE" ? ", private" : "";
      if (b.generic) {
        std::string targets;
        for (const std::string &t : b.targets) targets += (targets.empty() ? "" : ", ") + lower(t);
        out.push_back("generic" + access + " :: " + lower(b.name) + " => " + targets);
        continue;
      }
      if (b.specific == 0) throw Unsupported{"type-bound procedure '" + b.name + "' binds nothing"};
      after.push_back(b.specific);
      std::string target = lower(sym(b.specific).name);
      std::string decl = b.deferred ? "procedure(" + target + ")" : "procedure";
      if (b.nopass)
        decl += ", nopass";
      else if (!b.passArg.empty())
        decl += ", pass(" + lower(b.passArg) + ")";
      if (b.deferred) decl += ", deferred";
      if (b.nonOverridable) decl += ", non_overridable";
      decl += access + " :: " + lower(b.name);
      if (!b.deferred && target != lower(b.name)) decl += " => " + target;
      out.push_back(decl);
    }
    for (int f : s.finalizers) {
      after.push_back(f);
      out.push_back("final :: " + lower(sym(f).name));
    }
    requiredAfter_[s.id] = std::move(after);
    return out;
  }

  // " = value" or " => null()" of a component, or nothing. gfortran records
  // an initializer for every component whose type has allocatable
  // components (nulls, and empty entries for the components without one);
  // an ALLOCATABLE component cannot have one in Fortran (F2018 C762), and a
  // structure initializer that is only gfortran's implied one is left out:
  // the converted module serves Flang's semantics, and the translation keeps
  // using gfortran's own module, where the initialization is.
  std::string componentInitialization(const Component &c) {
    if (!c.initializer || c.attr.has("ALLOCATABLE") || c.attr.has("PROC_POINTER")) return "";
    if (c.initializer->kind == Expr::Kind::Null) return " => null()";
    try {
      return " = " + expr(c.initializer.get());
    } catch (const Unsupported &) {
      if (c.initializer->kind == Expr::Kind::Structure) return "";
      throw;
    }
  }

  void writeProcedure(const Symbol &s) {
    std::string name = lower(s.name);
    if (s.attr.has("PROC_POINTER")) {
      std::string iface;
      if (s.ts.interface) {
        require(s.ts.interface);
        iface = lower(sym(s.ts.interface).name);
      } else if (s.ts.type != "UNKNOWN") {
        iface = type(s.ts, false);
      }
      std::string decl = "procedure(" + iface + "), pointer";
      if (s.attr.has("IS_BIND_C"))
        decl += s.bindingLabel.empty() ? ", bind(c)" : ", bind(c, name='" + s.bindingLabel + "')";
      line(decls_, decl + " :: " + name, 1);
      return;
    }
    if (s.attr.ifsrc == "BODY" || (s.attr.has("ABSTRACT"))) {
      requireSignature(s);
      decls_ += s.attr.has("ABSTRACT") ? "  abstract interface\n" : "  interface\n";
      decls_ += subprogram(s, 2, true);
      decls_ += "  end interface\n";
      return;
    }
    if (s.attr.proc == "MODULE-PROC") {
      requireSignature(s);
      contains_ += subprogram(s, 1, false);
      return;
    }
    if (s.attr.has("EXTERNAL") || s.attr.proc == "EXTERNAL-PROC") {
      if (s.attr.has("FUNCTION") && s.ts.type != "UNKNOWN")
        line(decls_, type(s.ts, false) + ", external :: " + name, 1);
      else
        line(decls_, "external :: " + name, 1);
      return;
    }
    throw Unsupported{"a procedure gfortran knows as " + s.attr.proc + "/" + s.attr.ifsrc};
  }

  // Declares, before a subprogram, the module entities its dummies and
  // result refer to (bare `import` in an interface body needs them
  // declared first).
  void requireSignature(const Symbol &s) {
    std::vector<int> ids = s.formal;
    if (s.result) ids.push_back(s.result);
    for (int id : ids) {
      if (id == 0) continue;
      const Symbol &d = sym(id);
      requireType(d.ts);
      if (d.ts.interface) require(d.ts.interface);
      if (d.attr.flavor == "PROCEDURE" && d.ts.interface == 0 && d.formalNs != 0 && d.id != s.id)
        requireSignature(d);
    }
    requireType(s.ts);
  }

  void requireType(const TypeSpec &ts) {
    if (ts.type == "DERIVED") require(ts.derived);
    if (ts.type == "CLASS")
      if (const Component *data = classData(ts))
        if (data->ts.type == "DERIVED" &&
            !llvm::StringRef(sym(data->ts.derived).name).starts_with("STAR"))
          require(data->ts.derived);
  }

  // A generic interface (or user operator) `spec` with its specifics.
  void writeGeneric(const NamedInterface &g, const std::string &spec) {
    if (g.module != self_ && !g.module.empty()) {
      if (!intrinsicModuleName(g.module).empty()) return; // c_ptr's constructor and the like
      if (canUse(g.module)) {
        std::string item = spec.rfind("operator(", 0) == 0 ? spec : lower(g.name);
        std::string from = supplier(g.module, item);
        if (from.empty()) return; // not re-exported
        addUse(from, item, item);
        publicNames_.insert(lower(g.name));
        return;
      }
    }
    std::vector<int> specifics;
    for (int id : g.specifics)
      if (sym(id).attr.flavor != "DERIVED") specifics.push_back(id);
    if (specifics.empty()) return; // only a type's structure constructor
    writeInterfaceBlock(spec, specifics);
    if (spec.rfind("operator(", 0) != 0) {
      publicNames_.insert(lower(g.name));
      // A generic is declared, and so not listed as private.
    }
  }

  void writeOperator(const OperatorInterface &o) {
    std::vector<int> own;
    for (int id : o.specifics) {
      const Symbol &s = sym(id);
      if (isForeign(s) && canUse(s.module))
        addUse(s.module, o.spec, o.spec);
      else
        own.push_back(id);
    }
    if (!own.empty()) writeInterfaceBlock(o.spec, own);
  }

  void writeInterfaceBlock(const std::string &spec, const std::vector<int> &specifics) {
    std::string block = "  interface " + spec + "\n";
    std::vector<std::string> procedures;
    std::vector<RawSpan> bodies; // offsets in `block`
    for (int id : specifics) {
      const Symbol &s = sym(id);
      std::string name = lower(s.name);
      if (isForeign(s) && canUse(s.module)) {
        addUse(s.module, name, name);
        procedures.push_back(name);
        continue;
      }
      auto excluded = excluded_.find(id);
      if (excluded != excluded_.end()) {
        if (dropped_.insert(id).second) warn(s.name, excluded->second + "; it is left out");
        continue;
      }
      if (!emitted_.count(id) && s.attr.ifsrc == "BODY" && !s.attr.has("PROC_POINTER")) {
        // The interface body goes in the generic's block.
        requireSignature(s);
        inProgress_.insert(id);
        bodies.push_back({false, block.size(), 0, id});
        block += subprogram(s, 2, true);
        bodies.back().end = block.size();
        inProgress_.erase(id);
        emitted_.insert(id);
        declared_.insert(name);
        continue;
      }
      writeEntity(id);
      procedures.push_back(name);
    }
    if (!procedures.empty()) line(block, "procedure :: " + llvm::join(procedures, ", "), 2);
    block += "  end interface\n";
    for (RawSpan b : bodies)
      spans_.push_back({false, decls_.size() + b.begin, decls_.size() + b.end, b.symbol});
    decls_ += block;
  }

  void writeCommon(const Common &c) {
    std::vector<std::string> members;
    std::set<int> seen;
    for (int id = c.head; id != 0 && seen.insert(id).second; id = sym(id).commonNext) {
      const Symbol &s = sym(id);
      if (isForeign(s)) return; // the common block comes with the module that declares it
      writeEntity(id);
      std::string member = lower(s.name);
      members.push_back(member);
    }
    std::string name = c.name == "__BLNK__" ? "" : lower(c.name);
    line(decls_, "common /" + name + "/ " + llvm::join(members, ", "), 1);
    if (c.bindC)
      line(decls_,
           "bind(c" + (c.bindingLabel.empty() ? std::string() : ", name='" + c.bindingLabel + "'") +
               ") :: /" + name + "/",
           1);
    if (c.flags & 1) line(decls_, "save :: /" + name + "/", 1);
    if (c.flags & 2) line(decls_, "!$omp threadprivate(/" + name + "/)", 1);
  }

  struct RawSpan {
    bool inContains;
    size_t begin, end;
    int symbol;
  };

  const Module &m_;
  std::string self_;
  const std::function<bool(const std::string &)> &available_;
  const std::map<int, std::string> &excluded_;
  const std::set<std::string> *selected_;
  const CompilerModuleNames &compilerHas_;
  std::map<std::string, bool> availability_;
  std::vector<RawSpan> spans_;
  std::string decls_, contains_;
  std::set<int> emitted_, inProgress_, dropped_;
  std::map<int, std::vector<int>> requiredAfter_; ///< entity -> what to write after it
  std::set<std::string> declared_, publicNames_;
  std::map<std::string, std::set<std::string>> uses_;
  std::vector<std::string> warnings_, errors_;
};

} // namespace

InterfaceModule
writeInterfaceModule(const Module &module, const std::string &name,
                     const std::function<bool(const std::string &)> &moduleAvailable,
                     const std::map<int, std::string> &excluded,
                     const std::set<std::string> *selected,
                     const CompilerModuleNames &compilerHas) {
  return Writer(module, name, moduleAvailable, excluded, selected, compilerHas).run();
}

} // namespace acc2c::gfortran_module
