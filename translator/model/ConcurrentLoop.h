// A Fortran DO CONCURRENT loop (F2018 11.1.7.2) as the translation needs it
// where it runs the loop itself: OpenMP's worksharing loops cannot be DO
// CONCURRENT (gfortran: "!$OMP PARALLEL DO cannot be a DO CONCURRENT
// loop"), so the rewriter writes the same iterations as a nest of DO
// loops, one per index, outermost first, the mask a CYCLE inside the
// innermost (docs/data-operations.md, "DO CONCURRENT").
#pragma once
#include "model/SourceLocation.h"
#include "model/Variable.h"

#include <string>
#include <vector>

namespace acc2c {

struct ConcurrentLoop {
  /// One concurrent-control, its expressions as the parser read them.
  struct Index {
    std::string name, lower, upper, step; ///< step empty: 1
  };
  std::vector<Index> indices;
  std::string mask;          ///< the scalar-mask-expr; empty: none
  std::string constructName; ///< `outer: do concurrent`, empty: none
  bool labelled = false;     ///< `do 10 concurrent`: not rewritten
  /// local_init(...): each iteration starts from the value before the loop
  /// (F2018 11.1.7.5), which no OpenMP clause does (firstprivate copies
  /// once per thread): the nest declares them afresh in each iteration.
  std::vector<Variable> localInit;
  /// The DO CONCURRENT statement's first and last characters, and the END
  /// DO statement's last one: the rewriter replaces the statement's lines
  /// and adds the nest's other END DOs after the END DO.
  SourceLocation headerBegin, headerEnd, endDoEnd;
};

} // namespace acc2c
