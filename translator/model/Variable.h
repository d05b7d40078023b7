// Variable: a variable reference as it appears in a clause or a region body,
// with everything lowering needs to know about its storage. Filled by a
// frontend (Flang semantics, Clang AST); read by lowering and passes.
#pragma once
#include "model/BoundExpr.h"
#include "model/SourceLocation.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace acc2c {

/// How the referenced storage is reached. Decides attach/detach and whether
/// bounds come from the declaration or from a descriptor at run time.
enum class Storage {
  Plain,        ///< storage of the variable itself (explicit-shape, scalar)
  Pointer,      ///< Fortran POINTER: data reached through a descriptor
  Allocatable,  ///< Fortran ALLOCATABLE: data reached through a descriptor
  AssumedShape, ///< dummy a(:): a descriptor local to one call (000 "Other variables")
  AssumedSize,  ///< dummy a(*): last upper bound unknown
  CPointer,     ///< C pointer (T *): data reached through a pointer slot
  /// C: the data a pointer *variable* points to (`p[0:n]`, `double *p`).
  /// The section is mapped, the pointer itself is not (a region receives the
  /// device address as its value); where the pointer has a device copy of
  /// its own (declare create, an earlier copyin(p)), that copy is attached.
  CPointerVariable,
};
const char *storageName(Storage);

/// One declared dimension. `upper` is empty for assumed size (`*`).
struct DeclaredDim {
  BoundExpr lower = BoundExpr::constant(1);
  std::optional<BoundExpr> upper;
};

/// One subscript as written: an element (`a(3)`) or a triplet (`a(2:n:1)`)
/// with any part omitted.
struct Subscript {
  bool isElement = false;
  std::optional<BoundExpr> lower, upper, stride;
};

struct Variable {
  std::string text;       ///< as written in the clause: "a(2:n)", "d%p"
  std::string designator; ///< without the final subscripts: "a", "d%p"
  std::string rootName;   ///< first part: "d" of "d%p"
  std::string parent;     ///< designator of the enclosing aggregate: "d" of "d%p"; empty if none
  std::string type;       ///< element type: "real(4)", "type(ty1)"
  std::optional<int64_t> elementBytes;
  Storage storage = Storage::Plain;
  bool isAggregate = false; ///< derived type / struct (scalar or array)
  /// Fortran: a derived type's name and the module that defines it ("" where
  /// a program unit does): an OpenACC kernel outside the unit uses it from
  /// there (docs/gpu.md).
  std::string typeName, typeModule;
  bool isCharacter = false; ///< Fortran CHARACTER: an aggregate for OpenACC
  /// Fortran: an object no assumed-type dummy takes (F2018 15.5.2.4): of a
  /// derived type with type parameters, type-bound procedures or final
  /// subroutines, or polymorphic. Its address and size come from the
  /// runtime's CLASS(*) functions (acc2c_object_loc, acc2c_object_bytes).
  bool refusesAssumedType = false;
  bool isDummy = false;
  bool isTarget = false;
  bool isNamedConstant = false; ///< PARAMETER / constexpr: not a variable
  /// Fortran: a scalar named constant's value, as Fortran writes it
  /// ("4096_4", "8"); empty for any other entity (a kernel of its own
  /// declares the constants its body reads: docs/gpu.md).
  std::string constantValue;
  /// C: const-qualified data (`static const double w[3]`): the program
  /// cannot change it, so nothing need come back from the device, and
  /// writing it back may fault (read-only memory).
  bool isReadOnly = false;
  /// C: const-, volatile- or restrict-qualified data, whose address is not
  /// a plain `void *`.
  bool isQualified = false;
  bool isProcedure = false;
  /// C: the variable itself has pointer type (`copy(p)`, or `p` used in a
  /// region): a scalar for OpenACC (2.6.2), OpenMP's `pointer` category.
  bool isPointerValue = false;
  bool isCommonBlock = false;             ///< /blk/
  std::vector<std::string> commonMembers; ///< /blk/: the variables it holds
  bool isGlobal = false;                  ///< module variable, SAVE, COMMON member, C global
  /// Storage of one activation of the procedure that names it: a local of
  /// that very procedure (not host- or use-associated), neither SAVE nor a
  /// dummy (Fortran); automatic storage (C). It ends when the procedure
  /// returns, and with it any device copy's meaning.
  bool isAutomatic = false;
  /// Named in an `acc declare` or `omp declare target` visible here, also
  /// through a module: its device copy exists for the whole scope.
  bool isDeclaredOnDevice = false;
  /// C: the pointer vector of a dynamic multidimensional array (below).
  bool isPointerVector = false;
  /// One variable standing for a family of them: its designator names one
  /// member through index variables (`a[acc2c_row]`, `b(acc2c_e1)%u`), and
  /// every action on it runs once for each combination of their values, in
  /// loops nested in this order, outermost first (docs/data-operations.md,
  /// "Operations on every element"). Empty for a single variable.
  /// C: a dynamic multidimensional array, `a[0:n][0:m]` of `double **a`
  /// (OpenACC 3.3 2.7.1), is two list items: its pointer vector `a[0:n]`
  /// (isPointerVector), which is created and deleted but never copied (its
  /// device copy holds the rows' device addresses), and its rows, one
  /// variable `a[acc2c_row]` for acc2c_row from 0 to n - 1.
  /// Fortran: the allocatable components of the elements of an array of
  /// structures that an OpenMP map names (`b(acc2c_e1)%u`).
  struct IndexRange {
    std::string index;
    /// Fortran: N of `index`, acc2c_eN; the output tells the runtime each
    /// index's value through it, so that a runtime error names the element
    /// (`b(3)%u`, not `b(acc2c_e1)%u`). 0 where there is none (C's rows).
    int number = 0;
    /// A bound left out is that of dimension `dim` (from 1) of the array
    /// `array` (Fortran: `b(:)` of `b(acc2c_e1)%u`).
    std::optional<BoundExpr> lower, upper;
    std::string array;
    int dim = 0;
    Storage arrayStorage = Storage::Plain; ///< `array`'s: ALLOCATABLE, POINTER may be absent
    /// The range as the graph shows it: "acc2c_e1 = lbound(b, 1) to ubound(b, 1)".
    std::string str() const;
  };
  std::vector<IndexRange> each;
  /// Fortran, a member a region body reads through (`cells(i)%sub%v`):
  /// the names from the root to the member, each with whether an element of
  /// it is taken on the way (cells yes, sub no, v no), as the parse tree
  /// has them.
  struct Part {
    std::string name;
    bool subscripted = false;
  };
  std::vector<Part> parts;
  std::vector<DeclaredDim> shape;    ///< declared shape of the last part
  std::vector<Subscript> subscripts; ///< subscripts of the last part, if written
  SourceLocation loc;

  int rank() const { return static_cast<int>(shape.size()); }
  bool isArray() const { return !shape.empty(); }
  bool isScalar() const { return shape.empty() && !isAggregate; }
  /// Data reached through a descriptor or pointer slot that must be attached.
  bool needsAttach() const {
    return storage == Storage::Pointer || storage == Storage::Allocatable ||
           storage == Storage::CPointer;
  }
};

} // namespace acc2c
