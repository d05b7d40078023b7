// DerivedTypeDefinition: a Fortran derived type that a program unit (not a
// module) defines, described from Flang's semantics so that code outside
// that unit can declare a type of the same layout. An OpenACC kernel is an
// external subroutine of the kernels' file (docs/gpu.md, "OpenACC
// kernels"): it cannot use a type from the unit that defines it, so it
// defines one of its own with the same components in the same order, which
// gfortran lays out the same way.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace acc2c {

struct TypeComponent {
  std::string name;
  std::string type; ///< "real(8)", "type(inner)", "character(len=8,kind=1)"
  bool allocatable = false, pointer = false, contiguous = false;
  /// Per dimension, "lower:upper" with constant bounds, or ":" (deferred).
  std::vector<std::string> shape;
  /// Default initialization, as Fortran writes it ("0", "null()" for a
  /// pointer's); "" if none.
  std::string init;
};

struct DerivedTypeDefinition {
  std::string name;    ///< lower case
  std::string extends; ///< the parent type's name; "" if none
  bool sequence = false, bindC = false;
  std::vector<TypeComponent> components; ///< the type's own, in declaration order
  /// The module types its components name: (module, type).
  std::vector<std::pair<std::string, std::string>> moduleTypes;
  /// Why no copy of it can stand in for it ("a procedure pointer component
  /// 'f'"); empty where one can.
  std::string uncopyable;
};

} // namespace acc2c
