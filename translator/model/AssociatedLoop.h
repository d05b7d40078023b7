// One of the loops a loop construct is associated with (collapse, tile),
// as the rewriter needs it to write the nest again: tile's loops are split
// into loops over tiles and loops over a tile's elements
// (docs/data-operations.md, "tile").
#pragma once
#include "model/SourceLocation.h"
#include "model/Variable.h"

#include <cstdint>
#include <optional>
#include <string>

namespace acc2c {

struct AssociatedLoop {
  Variable variable; ///< the loop's variable
  /// The step, a constant (1 where none is written); none where it is not
  /// constant or the loop has a form acc2c does not write again (a
  /// labelled DO, a C condition that is not a relational comparison of the
  /// variable): the nest then stays as written.
  std::optional<std::int64_t> step;
  /// Fortran (C's rewriter reads its loops from Clang's AST): the DO
  /// statement's bounds as written, the variable's integer kind, the DO
  /// construct's name (empty: none), the DO statement's first and last
  /// characters and the END DO statement's last one.
  std::string lower, upper;
  std::int64_t kind = 0;
  std::string constructName;
  SourceLocation headerBegin, headerEnd, endDoEnd;
};

} // namespace acc2c
