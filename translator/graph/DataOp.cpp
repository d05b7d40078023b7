#include "graph/DataOp.h"

namespace acc2c {

const char *mnemonic(DataOpKind k) {
  switch (k) {
#define DATA_OP(K, M, R, C)                                                                        \
  case DataOpKind::K: return M;
#include "graph/DataOpKinds.def"
  }
  return "?";
}

OpRole roleOf(DataOpKind k) {
  switch (k) {
#define DATA_OP(K, M, R, C)                                                                        \
  case DataOpKind::K: return OpRole::R;
#include "graph/DataOpKinds.def"
  }
  return OpRole::Entry;
}

DataClause defaultClauseOf(DataOpKind k) {
  switch (k) {
#define DATA_OP(K, M, R, C)                                                                        \
  case DataOpKind::K: return DataClause::C;
#include "graph/DataOpKinds.def"
  }
  return DataClause::None;
}

const char *implicitRuleName(ImplicitRule r) {
  switch (r) {
  case ImplicitRule::None: return "";
#define IMPLICIT_RULE(K, N, S)                                                                     \
  case ImplicitRule::K: return N;
#include "graph/ImplicitRules.def"
  }
  return "?";
}

const char *implicitRuleSection(ImplicitRule r) {
  switch (r) {
  case ImplicitRule::None: return "";
#define IMPLICIT_RULE(K, N, S)                                                                     \
  case ImplicitRule::K: return S;
#include "graph/ImplicitRules.def"
  }
  return "?";
}

const char *userSpelling(DataClause c) {
  switch (c) {
#define DATA_CLAUSE(K, U, M)                                                                       \
  case DataClause::K: return U;
#include "graph/DataClauses.def"
  }
  return "?";
}

const char *mlirSpelling(DataClause c) {
  switch (c) {
#define DATA_CLAUSE(K, U, M)                                                                       \
  case DataClause::K: return M;
#include "graph/DataClauses.def"
  }
  return "?";
}

} // namespace acc2c
