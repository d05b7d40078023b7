// A reader of gfortran's module files (.mod, gzip'd text written by
// gcc/fortran/module.cc, module format versions 15 and 16: gfortran 8 to
// 15). It turns the parenthesised tree into a small typed model of what the
// module declares; GfortranModuleWriter spells that model as Fortran. Needs
// only LLVM Support and zlib: no Flang header comes near it.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <array>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace acc2c::gfortran_module {

struct Expr;
using ExprPtr = std::unique_ptr<Expr>;

/// mio_typespec: type name (INTEGER, REAL, COMPLEX, LOGICAL, CHARACTER,
/// DERIVED, CLASS, ASSUMED, UNKNOWN, ...), kind or derived type symbol.
struct TypeSpec {
  std::string type;
  int kind = 0;
  int derived = 0;   ///< DERIVED/CLASS: the type's symbol
  int interface = 0; ///< procedure pointers and dummies: the interface's symbol
  bool isCInterop = false;
  bool isIsoC = false;
  bool hasCharLen = false; ///< CHARACTER with a length: charLen null means `*` or `:`
  ExprPtr charLen;
  bool deferredLen = false; ///< CHARACTER(len=:)
};

/// mio_ref: one part-ref of a variable, as a specification expression uses
/// it (`parallel%max_task`, `dims(2)`, `a(1:n)`). Substring and inquiry
/// references are not kept (the Expr says hasRefs).
struct Ref {
  enum class Kind { Component, Element, Section, Full };
  Kind kind = Kind::Full;
  int typeSymbol = 0; ///< Component: the derived type's symbol
  int component = 0;  ///< Component: the component's id in that type
  /// Element: one per dimension; Section: start, end, stride per dimension
  /// (null: omitted).
  std::vector<ExprPtr> subscripts;
  /// Section: each dimension's gfc_array_ref_dimen_type (1 element, 2
  /// range, 3 vector subscript).
  std::vector<int> dimensionTypes;
};

/// mio_expr. Only what an interface needs is kept: constants, references to
/// symbols, operations, intrinsic and user function calls, constructors.
struct Expr {
  enum class Kind { Op, Function, Constant, Variable, Substring, Structure, Array, Null };
  Kind kind = Kind::Null;
  TypeSpec ts;
  int rank = 0;
  std::string op;                    ///< Op: UPLUS, PLUS, EQ_SIGN, ..., USER
  std::string userOp;                ///< Op USER: the operator's name
  std::vector<ExprPtr> args;         ///< operands, actual arguments (null: omitted), elements
  std::vector<std::string> keywords; ///< Function: argument keywords ("" when positional)
  int symbol = 0;                    ///< Variable, Function: the referenced symbol
  std::string functionName;          ///< Function: the resolved name
  std::string intrinsic;             ///< Function: the intrinsic's name, when it is one
  int esym = 0;                      ///< Function: the specific user function called
  std::string value;                 ///< Constant: decimal integer, real as written, 0/1, text
  std::string imag;                  ///< Constant COMPLEX: the imaginary part
  std::vector<char32_t> text;        ///< Constant CHARACTER, Substring: the characters
  std::vector<Ref> refs;             ///< Variable: its component and array references
  bool hasRefs = false;              ///< Variable/Function with references `refs` does not hold
  bool hasIterator = false;          ///< constructor with an implied DO
  std::vector<std::string> shape;    ///< Array: the extents
};

/// mio_symbol_attribute: the five enumerations, the GCC extension bits
/// (ext_attr) and the attribute names.
struct Attr {
  std::string flavor, intent, proc, ifsrc, save;
  unsigned extAttr = 0;   ///< bit 5: !GCC$ ATTRIBUTES NO_ARG_CHECK
  unsigned extension = 0; ///< type extension level
  std::vector<std::string> bits;
  bool has(llvm::StringRef bit) const;
};
inline constexpr unsigned ExtAttrNoArgCheck = 1u << 5;

/// mio_array_spec.
struct ArraySpec {
  int rank = 0, corank = 0;
  std::string type; ///< EXPLICIT, ASSUMED_SHAPE, DEFERRED, ASSUMED_SIZE, ASSUMED_RANK
  std::vector<std::pair<ExprPtr, ExprPtr>> bounds; ///< rank + corank (lower, upper), null: none
};

/// mio_component.
struct Component {
  int id = 0;
  std::string name;
  TypeSpec ts;
  std::optional<ArraySpec> as;
  Attr attr;
  std::string access; ///< PUBLIC, PRIVATE, UNKNOWN-ACCESS
  ExprPtr initializer;
  bool hasBinding = false; ///< procedure pointer component binding
};

/// mio_typebound_proc: one binding of a derived type, a specific
/// (`procedure :: name => specific`) or a generic (`generic :: name => a, b`).
struct TypeBinding {
  /// The binding's name, or for a type-bound operator its generic spec
  /// ("operator(+)", "operator(.dot.)", "assignment(=)").
  std::string name;
  std::string access; ///< PUBLIC, PRIVATE, UNKNOWN-ACCESS
  bool deferred = false, nonOverridable = false, nopass = false, generic = false;
  std::string passArg; ///< PASS(arg); empty: the first dummy
  /// A specific binding: the procedure bound (deferred: its interface).
  int specific = 0;
  std::vector<std::string> targets; ///< a generic: the specific bindings it names
};

/// mio_symbol, with the header read_module reads before it.
struct Symbol {
  int id = 0;
  std::string name, module, bindingLabel;
  int ns = 0; ///< 1: the module's own namespace; else a procedure's formal namespace
  Attr attr;
  std::vector<Component> components;
  std::string componentAccess;
  TypeSpec ts;
  int formalNs = 0;
  int commonNext = 0;
  std::vector<int> formal; ///< dummy arguments (0: alternate return)
  ExprPtr value;           ///< PARAMETER's value
  std::optional<ArraySpec> as;
  int result = 0;
  /// A derived type's f2k_derived namespace: its FINAL subroutines and its
  /// bindings (procedures, generics, then type-bound operators).
  std::vector<int> finalizers;
  std::vector<TypeBinding> bindings;
  int intmod = 0; ///< from_intmod: 0, or the intrinsic module it comes from
  int intmodSymId = 0;
};

/// A generic or a user-defined operator: its name, the module that declared
/// it, its specific procedures.
struct NamedInterface {
  std::string name, module;
  std::vector<int> specifics;
};

/// An intrinsic operator or assignment with specifics, spelled as in a
/// generic-spec: "operator(+)", "assignment(=)".
struct OperatorInterface {
  std::string spec;
  std::vector<int> specifics;
};

struct Common {
  std::string name; ///< "__BLNK__" for blank common
  int head = 0;     ///< first member; the others follow Symbol::commonNext
  int flags = 0;    ///< 1: SAVE, 2: THREADPRIVATE
  bool bindC = false;
  std::string bindingLabel;
};

struct SymtreeEntry {
  std::string name; ///< the name the module makes accessible
  bool ambiguous = false;
  int symbol = 0;
};

struct Module {
  int version = 0;
  std::string createdFrom;
  std::vector<OperatorInterface> operators;
  std::vector<NamedInterface> userOperators, generics;
  std::vector<Common> commons;
  bool hasEquivalences = false, hasUserReductions = false, hasUserMappers = false;
  std::map<int, Symbol> symbols;
  std::vector<SymtreeEntry> symtree;

  const Symbol *symbol(int id) const;
};

/// True when `bytes` is gzip'd or starts with gfortran's module header.
bool looksLikeGfortranModule(llvm::StringRef bytes);

/// Reads a module from the bytes of a .mod file (gzip'd, or already
/// inflated). On failure returns nothing and says why in `error`.
std::optional<Module> readGfortranModule(llvm::StringRef bytes, std::string &error);

/// Inflates gzip'd bytes (zlib's own gzip support).
bool gunzip(llvm::StringRef bytes, std::string &out, std::string &error);

} // namespace acc2c::gfortran_module
