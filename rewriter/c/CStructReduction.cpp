#include "rewriter/c/CStructReduction.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Type.h"

namespace acc2c::c_rewriter {

using namespace clang;

static bool collect(QualType t, const std::string &prefix, std::vector<ReducedMember> &out) {
  const RecordType *rt = t->getAsStructureType();
  if (!rt) return false;
  for (const FieldDecl *f : rt->getDecl()->fields()) {
    QualType ft = f->getType();
    std::string path = prefix + f->getName().str();
    if (f->getName().empty()) return false; // an anonymous member
    if (ft->isStructureType()) {
      if (!collect(ft, path + ".", out)) return false;
    } else if (ft->isArithmeticType() && !ft->isAnyComplexType()) {
      out.push_back({path, ft});
    } else {
      return false;
    }
  }
  return true;
}

std::optional<std::vector<ReducedMember>> reducedMembers(QualType t) {
  const RecordDecl *record = t->getAsRecordDecl();
  if (!record) return std::nullopt;
  std::vector<ReducedMember> out;
  if (!collect(t, "", out) || out.empty()) return std::nullopt;
  return out;
}

std::string combineMembers(const std::string &into, const std::string &from,
                           const std::vector<ReducedMember> &members, ReductionOperator op) {
  std::string s;
  for (const ReducedMember &m : members) {
    std::string a = into + "." + m.path, b = from + "." + m.path;
    ReductionOperator o = ompOperatorFor(op, m.type);
    std::string value;
    if (o == ReductionOperator::Max)
      value = a + " > " + b + " ? " + a + " : " + b;
    else if (o == ReductionOperator::Min)
      value = a + " < " + b + " ? " + a + " : " + b;
    else
      value = a + " " + reductionOperatorSpelling(o, false) + " " + b;
    s += (s.empty() ? "" : ", ") + a + " = " + value;
  }
  return s;
}

std::optional<std::string> structIdentity(const std::vector<ReducedMember> &members,
                                          ReductionOperator op) {
  switch (op) {
  case ReductionOperator::Add:
  case ReductionOperator::BitXor: return std::string("{0}");
  case ReductionOperator::Multiply: {
    std::string s;
    for (const ReducedMember &m : members) s += (s.empty() ? "." : ", .") + m.path + " = 1";
    return "{" + s + "}";
  }
  default: return std::nullopt;
  }
}

// A _Bool is combined by assignment, so its + and max are ||, its * and min
// are &&, & and | are && and || (C11 6.3.1.2); gcc 12's own combiner for
// `+` on a _Bool adds without converting, which leaves the number of
// threads in it.
ReductionOperator ompOperatorFor(ReductionOperator op, QualType t) {
  if (!t->isBooleanType()) return op;
  switch (op) {
  case ReductionOperator::Add:
  case ReductionOperator::Max:
  case ReductionOperator::BitOr: return ReductionOperator::LogicalOr;
  case ReductionOperator::Multiply:
  case ReductionOperator::Min:
  case ReductionOperator::BitAnd: return ReductionOperator::LogicalAnd;
  default: return op;
  }
}

} // namespace acc2c::c_rewriter
