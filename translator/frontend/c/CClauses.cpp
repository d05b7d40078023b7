#include "frontend/c/CClauses.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclOpenMP.h"
#include "clang/AST/Expr.h"
#include "clang/AST/OpenACCClause.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/Basic/OpenACCKinds.h"

#include "model/OpenMPKinds.h"
#include "llvm/Frontend/OpenMP/OMP.h"
#include "llvm/Support/raw_ostream.h"

#include <cctype>

namespace acc2c {

using namespace clang;

namespace {

std::string lower(std::string s) {
  for (char &c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string trim(const std::string &s) {
  size_t b = s.find_first_not_of(" \t\n");
  size_t e = s.find_last_not_of(" \t\n");
  return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

// The text inside the outermost parentheses of a clause: "async(1)" -> "1".
std::string argumentText(const std::string &s) {
  size_t open = s.find('(');
  size_t close = s.rfind(')');
  if (open == std::string::npos || close == std::string::npos || close < open) return {};
  return trim(s.substr(open + 1, close - open - 1));
}

// A clause's text: as the file spells it, or, for part of a macro's
// expansion (`#define CLAUSES copy(a[0:n]) async(1)`), as Clang prints it.
std::string clauseText(const OpenACCClause *clause, const CVariableReader &reader) {
  std::string s = reader.text(clause->getSourceRange());
  if (!s.empty()) return s;
  llvm::raw_string_ostream os(s);
  OpenACCClausePrinter(os, reader.context().getPrintingPolicy()).Visit(clause);
  return os.str();
}

std::string clauseText(const OMPClause *clause, const CVariableReader &reader) {
  std::string s = reader.text(SourceRange(clause->getBeginLoc(), clause->getEndLoc()));
  if (!s.empty()) return s;
  llvm::raw_string_ostream os(s);
  OMPClausePrinter(os, reader.context().getPrintingPolicy(), 52)
      .Visit(const_cast<OMPClause *>(clause));
  return os.str();
}

std::string withoutBlanks(const std::string &s) {
  std::string out;
  for (char c : s)
    if (!std::isspace(static_cast<unsigned char>(c))) out += c;
  return out;
}

// The OpenACC clauses that move or find data, where a dynamic
// multidimensional array (`a[0:n][0:m]` of `double **a`, 2.7.1) may stand.
bool takesDynamicArrays(ClauseKind k) {
  switch (k) {
  case ClauseKind::Copy:
  case ClauseKind::Copyin:
  case ClauseKind::Copyout:
  case ClauseKind::Create:
  case ClauseKind::Present:
  case ClauseKind::NoCreate:
  case ClauseKind::Delete:
  case ClauseKind::Self:
  case ClauseKind::Host:
  case ClauseKind::Device: return true;
  default: return false;
  }
}

void addVars(Clause &cl, llvm::ArrayRef<Expr *> items, const CVariableReader &reader,
             Diagnostics &diags, bool declare) {
  // present(p) of a bare pointer asks for the data p points to, as GCC and
  // NVIDIA's compilers read it (the pointer variable itself is never what
  // an earlier clause mapped).
  bool pointerAsData = cl.kind == ClauseKind::Present;
  for (const Expr *e : items) {
    Variable v, vector;
    // A dynamic multidimensional array is two items: its pointer vector,
    // then its rows (Variable::rows).
    Variable *pointers = takesDynamicArrays(cl.kind) && !declare ? &vector : nullptr;
    if (!reader.fromClauseItem(e, v, diags, pointerAsData, pointers)) continue;
    if (vector.isPointerVector) cl.vars.push_back(std::move(vector));
    cl.vars.push_back(std::move(v));
  }
}

// The modifiers OpenACC 3.3 has (readonly on copyin, zero on create and
// copyout); Clang 22 also parses 3.4's always/alwaysin/alwaysout/capture,
// which acc2c does not lower yet: an error, never a silently dropped word.
void addModifiers(Clause &cl, OpenACCModifierKind mods, const SourceLocation &loc,
                  Diagnostics &diags) {
  using M = OpenACCModifierKind;
  if (isOpenACCModifierBitSet(mods, M::Readonly)) cl.modifiers.readonly = true;
  if (isOpenACCModifierBitSet(mods, M::Zero)) cl.modifiers.zero = true;
  for (auto [bit, name] : {std::pair{M::Always, "always"}, std::pair{M::AlwaysIn, "alwaysin"},
                           std::pair{M::AlwaysOut, "alwaysout"}, std::pair{M::Capture, "capture"}})
    if (isOpenACCModifierBitSet(mods, bit))
      diags.error(loc, std::string("modifier '") + name + "' on '" + cl.name +
                           "' (OpenACC 3.4) is not supported by acc2c yet");
}

ReductionOperator reductionOperator(OpenACCReductionOperator op) {
  using O = OpenACCReductionOperator;
  switch (op) {
  case O::Addition: return ReductionOperator::Add;
  case O::Multiplication: return ReductionOperator::Multiply;
  case O::Max: return ReductionOperator::Max;
  case O::Min: return ReductionOperator::Min;
  case O::BitwiseAnd: return ReductionOperator::BitAnd;
  case O::BitwiseOr: return ReductionOperator::BitOr;
  case O::BitwiseXOr: return ReductionOperator::BitXor;
  case O::And: return ReductionOperator::LogicalAnd;
  case O::Or: return ReductionOperator::LogicalOr;
  case O::Invalid: break;
  }
  return ReductionOperator::None;
}

// An OpenMP reduction identifier (5.2 5.5.5): a built-in operator, or max
// and min; any other identifier names a user-defined reduction. `-`, which
// OpenMP 5.2 removed, is `+` (5.1 2.21.5.1: omp_out += omp_in from 0).
ReductionOperator reductionOperator(const DeclarationName &name) {
  switch (name.getCXXOverloadedOperator()) {
  case OO_Plus:
  case OO_Minus: return ReductionOperator::Add;
  case OO_Star: return ReductionOperator::Multiply;
  case OO_Amp: return ReductionOperator::BitAnd;
  case OO_Pipe: return ReductionOperator::BitOr;
  case OO_Caret: return ReductionOperator::BitXor;
  case OO_AmpAmp: return ReductionOperator::LogicalAnd;
  case OO_PipePipe: return ReductionOperator::LogicalOr;
  case OO_None: break;
  default: return ReductionOperator::None;
  }
  if (const IdentifierInfo *id = name.getAsIdentifierInfo()) {
    if (id->isStr("max")) return ReductionOperator::Max;
    if (id->isStr("min")) return ReductionOperator::Min;
  }
  return ReductionOperator::None;
}

// The value of a clause's constant expression (collapse(n)), which Sema
// has checked is one.
std::optional<std::int64_t> constantValue(const Expr *e, const CVariableReader &reader) {
  if (!e) return std::nullopt;
  if (std::optional<llvm::APSInt> v = e->getIntegerConstantExpr(reader.context()))
    return v->getExtValue();
  return std::nullopt;
}

// Sema hands a clause expression of a combined target construct to the
// region as a captured copy (an OMPCapturedExprDecl): the expression as
// written is its initializer.
const Expr *asWritten(const Expr *e) {
  if (const auto *ref = dyn_cast_or_null<DeclRefExpr>(e ? e->IgnoreImpCasts() : nullptr))
    if (const auto *captured = dyn_cast<OMPCapturedExprDecl>(ref->getDecl()))
      return captured->getInit();
  return e;
}

struct AccKind {
  ClauseKind kind;
  const char *name;
};

// Clause kind and canonical name by class: the deprecated aliases (pcopy,
// present_or_copyin, dtype, ...) are the same class as their clause.
AccKind accKindOf(const OpenACCClause *c) {
  if (isa<OpenACCCopyClause>(c)) return {ClauseKind::Copy, "copy"};
  if (isa<OpenACCCopyInClause>(c)) return {ClauseKind::Copyin, "copyin"};
  if (isa<OpenACCCopyOutClause>(c)) return {ClauseKind::Copyout, "copyout"};
  if (isa<OpenACCCreateClause>(c)) return {ClauseKind::Create, "create"};
  if (isa<OpenACCPresentClause>(c)) return {ClauseKind::Present, "present"};
  if (isa<OpenACCNoCreateClause>(c)) return {ClauseKind::NoCreate, "no_create"};
  if (isa<OpenACCAttachClause>(c)) return {ClauseKind::Attach, "attach"};
  if (isa<OpenACCDetachClause>(c)) return {ClauseKind::Detach, "detach"};
  if (isa<OpenACCDeleteClause>(c)) return {ClauseKind::Delete, "delete"};
  if (isa<OpenACCDevicePtrClause>(c)) return {ClauseKind::Deviceptr, "deviceptr"};
  if (isa<OpenACCPrivateClause>(c)) return {ClauseKind::Private, "private"};
  if (isa<OpenACCFirstPrivateClause>(c)) return {ClauseKind::Firstprivate, "firstprivate"};
  if (isa<OpenACCReductionClause>(c)) return {ClauseKind::Reduction, "reduction"};
  if (isa<OpenACCUseDeviceClause>(c)) return {ClauseKind::UseDevice, "use_device"};
  if (isa<OpenACCSelfClause>(c)) return {ClauseKind::Self, "self"};
  if (isa<OpenACCHostClause>(c)) return {ClauseKind::Host, "host"};
  if (isa<OpenACCDeviceClause>(c)) return {ClauseKind::Device, "device"};
  if (isa<OpenACCDeviceResidentClause>(c)) return {ClauseKind::DeviceResident, "device_resident"};
  if (isa<OpenACCLinkClause>(c)) return {ClauseKind::Link, "link"};
  if (isa<OpenACCDefaultClause>(c)) return {ClauseKind::Default, "default"};
  if (isa<OpenACCAsyncClause>(c)) return {ClauseKind::Async, "async"};
  if (isa<OpenACCWaitClause>(c)) return {ClauseKind::Wait, "wait"};
  if (isa<OpenACCIfClause>(c)) return {ClauseKind::If, "if"};
  if (isa<OpenACCIfPresentClause>(c)) return {ClauseKind::IfPresent, "if_present"};
  if (isa<OpenACCFinalizeClause>(c)) return {ClauseKind::Finalize, "finalize"};
  if (isa<OpenACCDeviceNumClause>(c)) return {ClauseKind::DeviceNum, "device_num"};
  if (isa<OpenACCDeviceTypeClause>(c)) return {ClauseKind::DeviceType, "device_type"};
  return {ClauseKind::Other, nullptr};
}

} // namespace

void addAccClauses(Construct &c, llvm::ArrayRef<const OpenACCClause *> clauses,
                   const CVariableReader &reader, Diagnostics &diags) {
  for (const OpenACCClause *clause : clauses) {
    Clause cl;
    AccKind k = accKindOf(clause);
    cl.kind = k.kind;
    if (k.name) {
      cl.name = k.name;
    } else {
      llvm::raw_string_ostream os(cl.name);
      os << clause->getClauseKind();
    }
    // Clang's clause kinds are its own enum; LLVM's id from its name.
    cl.id = llvm::acc::getOpenACCClauseKind(cl.name);
    cl.loc = reader.location(clause->getBeginLoc());
    cl.text = argumentText(clauseText(clause, reader));

    if (const auto *x = dyn_cast<OpenACCCopyClause>(clause))
      addModifiers(cl, x->getModifierList(), cl.loc, diags);
    else if (const auto *x = dyn_cast<OpenACCCopyInClause>(clause))
      addModifiers(cl, x->getModifierList(), cl.loc, diags);
    else if (const auto *x = dyn_cast<OpenACCCopyOutClause>(clause))
      addModifiers(cl, x->getModifierList(), cl.loc, diags);
    else if (const auto *x = dyn_cast<OpenACCCreateClause>(clause))
      addModifiers(cl, x->getModifierList(), cl.loc, diags);

    if (const auto *self = dyn_cast<OpenACCSelfClause>(clause)) {
      // `self(list)` on update is a data clause; `self[(cond)]` on a compute
      // construct is a condition.
      if (self->isVarListClause() && c.kind == ConstructKind::Update) {
        addVars(cl, self->getVarList(), reader, diags, false);
      } else {
        cl.kind = ClauseKind::Other;
        if (self->hasConditionExpr()) cl.exprs.push_back(reader.text(self->getConditionExpr()));
      }
    } else if (const auto *list = dyn_cast<OpenACCClauseWithVarList>(clause)) {
      addVars(cl, list->getVarList(), reader, diags, c.kind == ConstructKind::Declare);
      if (const auto *r = dyn_cast<OpenACCReductionClause>(clause))
        cl.reduction = reductionOperator(r->getReductionOp());
    } else if (const auto *wait = dyn_cast<OpenACCWaitClause>(clause)) {
      if (wait->hasDevNumExpr()) cl.waitDevice = reader.text(wait->getDevNumExpr());
      for (const Expr *q : wait->getQueueIdExprs()) cl.exprs.push_back(reader.text(q));
    } else if (cl.kind == ClauseKind::Default || cl.kind == ClauseKind::DeviceType) {
      cl.value = lower(cl.text);
    } else if (const auto *collapse = dyn_cast<OpenACCCollapseClause>(clause)) {
      cl.force = collapse->hasForce();
      cl.count = constantValue(collapse->getLoopCount(), reader);
    } else if (const auto *tile = dyn_cast<OpenACCTileClause>(clause)) {
      cl.count = tile->getSizeExprs().size();
      for (const Expr *size : tile->getSizeExprs())
        cl.tileSizes.push_back(
            isa<OpenACCAsteriskSizeExpr>(size) ? 0 : constantValue(size, reader).value_or(0));
    } else if (const auto *gangs = dyn_cast<OpenACCNumGangsClause>(clause)) {
      for (const Expr *e : gangs->getIntExprs()) cl.exprs.push_back(reader.text(e));
    } else if (const auto *single = dyn_cast<OpenACCClauseWithSingleIntExpr>(clause)) {
      if (single->hasIntExpr()) cl.exprs.push_back(reader.text(single->getIntExpr()));
    } else if (const auto *cond = dyn_cast<OpenACCIfClause>(clause)) {
      cl.exprs.push_back(reader.text(cond->getConditionExpr()));
    } else if (const auto *bind = dyn_cast<OpenACCBindClause>(clause)) {
      cl.exprs.push_back(bind->isStringArgument() ? bind->getStringArgument()->getString().str()
                                                  : bind->getIdentifierArgument()->getName().str());
    }
    c.clauses.push_back(std::move(cl));
  }
}

namespace {

template <typename T>
bool addOmpVars(Clause &cl, const OMPClause *clause, const CVariableReader &reader,
                Diagnostics &diags) {
  const auto *x = dyn_cast<T>(clause);
  if (!x) return false;
  for (const Expr *e : x->varlist()) {
    Variable v;
    if (reader.fromClauseItem(e, v, diags)) cl.vars.push_back(std::move(v));
  }
  return true;
}

void mapType(Clause &cl, const OMPMapClause &m, Diagnostics &diags) {
  if (!m.isImplicitMapType()) switch (m.getMapType()) {
    case OMPC_MAP_to: cl.mapType = MapType::To; break;
    case OMPC_MAP_from: cl.mapType = MapType::From; break;
    case OMPC_MAP_tofrom: cl.mapType = MapType::Tofrom; break;
    case OMPC_MAP_alloc: cl.mapType = MapType::Alloc; break;
    case OMPC_MAP_release: cl.mapType = MapType::Release; break;
    case OMPC_MAP_delete: cl.mapType = MapType::Delete; break;
    default: break;
    }
  for (OpenMPMapModifierKind k : m.getMapTypeModifiers()) switch (k) {
    case OMPC_MAP_MODIFIER_always: cl.modifiers.always = true; break;
    case OMPC_MAP_MODIFIER_close: cl.modifiers.close = true; break;
    case OMPC_MAP_MODIFIER_present: cl.modifiers.present = true; break;
    case OMPC_MAP_MODIFIER_unknown: break;
    case OMPC_MAP_MODIFIER_mapper:
      diags.error(cl.loc, "map modifier 'mapper' is not supported by acc2c yet");
      break;
    case OMPC_MAP_MODIFIER_iterator:
      diags.error(cl.loc, "map modifier 'iterator' is not supported by acc2c yet");
      break;
    default: diags.error(cl.loc, "this map modifier is not supported by acc2c yet"); break;
    }
}

template <typename T> void motion(Clause &cl, const T &x, Diagnostics &diags) {
  for (OpenMPMotionModifierKind k : x.getMotionModifiers())
    if (k == OMPC_MOTION_MODIFIER_present)
      cl.modifiers.present = true;
    else if (k != OMPC_MOTION_MODIFIER_unknown)
      diags.error(cl.loc,
                  "motion modifier '" +
                      std::string(k == OMPC_MOTION_MODIFIER_mapper ? "mapper" : "iterator") +
                      "' is not supported by acc2c yet");
}

} // namespace

void addOmpClauses(Construct &c, llvm::ArrayRef<OMPClause *> clauses, const CVariableReader &reader,
                   Diagnostics &diags) {
  for (const OMPClause *clause : clauses) {
    if (!clause || clause->isImplicit()) continue;
    Clause cl;
    llvm::omp::Clause id = clause->getClauseKind();
    cl.kind = ompClauseKind(id);
    cl.id = id;
    cl.name = llvm::omp::getOpenMPClauseName(id, 52).str();
    cl.loc = reader.location(clause->getBeginLoc());
    cl.text = argumentText(clauseText(clause, reader));
    if (const auto *m = dyn_cast<OMPMapClause>(clause))
      mapType(cl, *m, diags);
    else if (const auto *t = dyn_cast<OMPToClause>(clause))
      motion(cl, *t, diags);
    else if (const auto *f = dyn_cast<OMPFromClause>(clause))
      motion(cl, *f, diags);
    addOmpVars<OMPMapClause>(cl, clause, reader, diags) ||
        addOmpVars<OMPToClause>(cl, clause, reader, diags) ||
        addOmpVars<OMPFromClause>(cl, clause, reader, diags) ||
        addOmpVars<OMPIsDevicePtrClause>(cl, clause, reader, diags) ||
        addOmpVars<OMPHasDeviceAddrClause>(cl, clause, reader, diags) ||
        addOmpVars<OMPUseDevicePtrClause>(cl, clause, reader, diags) ||
        addOmpVars<OMPUseDeviceAddrClause>(cl, clause, reader, diags) ||
        addOmpVars<OMPPrivateClause>(cl, clause, reader, diags) ||
        addOmpVars<OMPFirstprivateClause>(cl, clause, reader, diags) ||
        addOmpVars<OMPReductionClause>(cl, clause, reader, diags) ||
        // lastprivate and linear: the list items get their value after the loop
        addOmpVars<OMPLastprivateClause>(cl, clause, reader, diags) ||
        addOmpVars<OMPLinearClause>(cl, clause, reader, diags);
    if (const auto *r = dyn_cast<OMPReductionClause>(clause)) {
      cl.reduction = reductionOperator(r->getNameInfo().getName());
      if (cl.reduction == ReductionOperator::None)
        diags.error(cl.loc, "this reduction identifier is not supported by acc2c yet "
                            "(user-defined reductions)");
    } else if (const auto *collapse = dyn_cast<OMPCollapseClause>(clause)) {
      cl.count = constantValue(collapse->getNumForLoops(), reader);
    } else if (const auto *ordered = dyn_cast<OMPOrderedClause>(clause)) {
      if (ordered->getNumForLoops()) cl.count = constantValue(ordered->getNumForLoops(), reader);
    } else if (const auto *cond = dyn_cast<OMPIfClause>(clause)) {
      if (cond->getNameModifier() != llvm::omp::OMPD_unknown)
        cl.ifModifier = cond->getNameModifier();
      cl.exprs.push_back(reader.text(asWritten(cond->getCondition())));
    } else if (const auto *device = dyn_cast<OMPDeviceClause>(clause)) {
      if (device->getModifier() == OMPC_DEVICE_ancestor)
        diags.error(cl.loc, "device(ancestor: ...) is not supported by acc2c yet");
      cl.exprs.push_back(reader.text(asWritten(device->getDevice())));
    } else if (const auto *threads = dyn_cast<OMPNumThreadsClause>(clause)) {
      cl.exprs.push_back(reader.text(asWritten(threads->getNumThreads())));
    } else if (const auto *limit = dyn_cast<OMPThreadLimitClause>(clause)) {
      for (const Expr *e : limit->getThreadLimit()) cl.exprs.push_back(reader.text(asWritten(e)));
    } else if (const auto *teams = dyn_cast<OMPNumTeamsClause>(clause)) {
      for (const Expr *e : teams->getNumTeams()) cl.exprs.push_back(reader.text(asWritten(e)));
    }
    if (cl.kind == ClauseKind::Default || cl.kind == ClauseKind::Defaultmap ||
        cl.kind == ClauseKind::DeviceType)
      cl.value = lower(withoutBlanks(cl.text));
    // A map without a map type: tofrom on target and target data; to and
    // from on enter and exit data, as the Fortran frontend reads it.
    if (cl.kind == ClauseKind::Map && cl.mapType == MapType::None)
      cl.mapType = c.kind == ConstructKind::EnterData  ? MapType::To
                   : c.kind == ConstructKind::ExitData ? MapType::From
                                                       : MapType::Tofrom;
    c.clauses.push_back(std::move(cl));
  }
}

} // namespace acc2c
