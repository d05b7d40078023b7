// The decomposed data-operation graph (MLIR `acc` dialect model, see
// docs/data-operations.md): every data clause becomes an entry op before
// its construct and, for structured constructs, an exit op after it that
// refers back to the entry op. Ops are plain data; the printers and the
// verifier are the only code that interprets them as a whole.
#pragma once
#include "model/BoundExpr.h"
#include "model/Directive.h"

#include <optional>
#include <string>
#include <vector>

namespace acc2c {

enum class DataOpKind {
#define DATA_OP(K, M, R, C) K,
#include "graph/DataOpKinds.def"
};

enum class DataClause {
#define DATA_CLAUSE(K, U, M) K,
#include "graph/DataClauses.def"
};

enum class OpRole { Entry, Exit, Token };

/// Why the implicit data attribute pass added an op; None for an op a
/// clause asked for.
enum class ImplicitRule {
  None,
#define IMPLICIT_RULE(K, N, S) K,
#include "graph/ImplicitRules.def"
};

const char *mnemonic(DataOpKind);
OpRole roleOf(DataOpKind);
DataClause defaultClauseOf(DataOpKind);
const char *userSpelling(DataClause);
const char *mlirSpelling(DataClause);
const char *implicitRuleName(ImplicitRule);
const char *implicitRuleSection(ImplicitRule);

using OpId = unsigned;
using ConstructId = unsigned;

/// acc.bounds: one dimension, zero-normalised (lower 0 = the first element
/// of the declared array), in elements. startIdx is the declared lower bound
/// so that messages can speak in the user's indices.
struct DataBounds {
  BoundExpr lower, upper, extent;
  BoundExpr stride = BoundExpr::constant(1);
  BoundExpr startIdx = BoundExpr::constant(1);
};

struct DataOp {
  OpId id = 0;
  DataOpKind kind = DataOpKind::Copyin;
  DataClause clause = DataClause::None;
  Dialect dialect = Dialect::OpenACC;
  bool structured = true; ///< structured (region) vs dynamic (enter/exit data) counter
  ImplicitRule implicitRule = ImplicitRule::None; ///< set by the implicit data attribute pass
  Variable var;
  std::vector<DataBounds> bounds; ///< dimension 1 first; empty: whole variable
  Modifiers modifiers;
  MapType mapType = MapType::None; ///< OpenMP: the map type that decided this op
  /// Descriptor or pointer slot through which the data is attached: the
  /// augPtr (Fortran descriptor) / varPtrPtr (C pointer) of the acc dialect
  /// (docs/descriptors.md, "Descriptor and data"). Empty if none.
  std::string attachThrough;
  bool descriptorMap = false;   ///< OpenMP: this op maps the descriptor itself
  std::optional<OpId> memberOf; ///< OpenMP: base_addr member map of this parent
  std::optional<OpId> entry;    ///< exit op: the entry op it closes
  std::vector<OpId> operands;   ///< token ops: the ops they group
  ReductionOperator reduction = ReductionOperator::None; ///< reduction ops
  ConstructId construct = 0;
  SourceLocation loc;

  OpRole role() const { return roleOf(kind); }
  bool implicit() const { return implicitRule != ImplicitRule::None; }
  std::string name() const { return var.text; }
};

} // namespace acc2c
