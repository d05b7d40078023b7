// Walks a parse tree that Flang's semantics has checked and builds the
// directive model: one Construct per OpenACC/OpenMP directive, its clauses
// with fully described list items (storage, declared shape, subscripts),
// and for compute constructs the variables their bodies reference.
#include "frontend/fortran/ModelBuilder.h"

#include "flang/Evaluate/fold.h"
#include "flang/Evaluate/tools.h"
#include "flang/Evaluate/type.h"
#include "flang/Parser/parse-tree-visitor.h"
#include "flang/Parser/parse-tree.h"
#include "flang/Parser/provenance.h"
#include "flang/Parser/tools.h"
#include "flang/Semantics/semantics.h"
#include "flang/Semantics/symbol.h"
#include "flang/Semantics/tools.h"
#include "flang/Semantics/type.h"

#include "frontend/fortran/SourceInclusions.h"
#include "frontend/fortran/UseOrder.h"
#include "model/OpenMPKinds.h"
#include "llvm/Frontend/OpenACC/ACC.h.inc"
#include "llvm/Frontend/OpenMP/OMP.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <list>
#include <map>
#include <set>
#include <tuple>

namespace acc2c {
namespace {

namespace parser = Fortran::parser;
namespace semantics = Fortran::semantics;
namespace evaluate = Fortran::evaluate;

// The clause id of a parsed OpenACC clause, from the tablegen'd map.
template <typename A> llvm::acc::Clause accClauseId(const A &) {
#define GEN_FLANG_CLAUSE_PARSER_KIND_MAP
#include "llvm/Frontend/OpenACC/ACC.inc"
  return llvm::acc::Clause::ACCC_unknown;
}

std::string lower(std::string s) {
  for (char &c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string trim(const std::string &s) {
  size_t b = s.find_first_not_of(" \t");
  size_t e = s.find_last_not_of(" \t");
  return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

// A bound as a linear form, read from Flang's typed expression: sums,
// differences, negations, parentheses, products with a constant and kind
// conversions (subscripts are converted to kind 8) are looked through; any
// other operand (a variable, size(a), n*m) is a term, as Flang prints it.
template <int KIND>
using IntegerType = evaluate::Type<Fortran::common::TypeCategory::Integer, KIND>;

template <int K> BoundExpr linearBound(const evaluate::Expr<IntegerType<K>> &e);

BoundExpr linearBound(const evaluate::Expr<evaluate::SomeInteger> &e) {
  return std::visit([](const auto &x) { return linearBound(x); }, e.u);
}

// `whole`: the expression `x` is the operation of, printed for a term.
template <typename A, typename E> BoundExpr linearTerm(const A &, const E &whole) {
  return BoundExpr::parse(lower(whole.AsFortran()));
}
template <int K, typename E>
BoundExpr linearTerm(const evaluate::Add<IntegerType<K>> &x, const E &) {
  return linearBound(x.left()) + linearBound(x.right());
}
template <int K, typename E>
BoundExpr linearTerm(const evaluate::Subtract<IntegerType<K>> &x, const E &) {
  return linearBound(x.left()) - linearBound(x.right());
}
template <int K, typename E>
BoundExpr linearTerm(const evaluate::Negate<IntegerType<K>> &x, const E &) {
  return BoundExpr::constant(0) - linearBound(x.left());
}
template <int K, typename E>
BoundExpr linearTerm(const evaluate::Parentheses<IntegerType<K>> &x, const E &) {
  return linearBound(x.left());
}
template <int K, typename E>
BoundExpr linearTerm(const evaluate::Multiply<IntegerType<K>> &x, const E &whole) {
  if (auto c = evaluate::ToInt64(x.left())) return linearBound(x.right()) * *c;
  if (auto c = evaluate::ToInt64(x.right())) return linearBound(x.left()) * *c;
  return BoundExpr::term(lower(whole.AsFortran()));
}
template <int K, typename E>
BoundExpr
linearTerm(const evaluate::Convert<IntegerType<K>, Fortran::common::TypeCategory::Integer> &x,
           const E &) {
  return linearBound(x.left());
}

template <int K> BoundExpr linearBound(const evaluate::Expr<IntegerType<K>> &e) {
  if (auto value = evaluate::ToInt64(e)) return BoundExpr::constant(*value);
  return std::visit([&](const auto &x) { return linearTerm(x, e); }, e.u);
}

// The text inside the outermost parentheses of a clause: "async(1)" -> "1".
std::string argumentText(const parser::CharBlock &source) {
  std::string s = source.ToString();
  size_t open = s.find('(');
  size_t close = s.rfind(')');
  if (open == std::string::npos || close == std::string::npos || close < open) return {};
  return s.substr(open + 1, close - open - 1);
}

ConstructKind accConstructKind(llvm::acc::Directive d) {
  using D = llvm::acc::Directive;
  switch (d) {
  case D::ACCD_parallel:
  case D::ACCD_kernels:
  case D::ACCD_serial:
  case D::ACCD_parallel_loop:
  case D::ACCD_kernels_loop:
  case D::ACCD_serial_loop: return ConstructKind::Compute;
  case D::ACCD_loop: return ConstructKind::Loop;
  case D::ACCD_data: return ConstructKind::Data;
  case D::ACCD_enter_data: return ConstructKind::EnterData;
  case D::ACCD_exit_data: return ConstructKind::ExitData;
  case D::ACCD_update: return ConstructKind::Update;
  case D::ACCD_host_data: return ConstructKind::HostData;
  case D::ACCD_declare: return ConstructKind::Declare;
  case D::ACCD_routine: return ConstructKind::Routine;
  case D::ACCD_atomic: return ConstructKind::Atomic;
  case D::ACCD_cache: return ConstructKind::Cache;
  case D::ACCD_wait: return ConstructKind::Wait;
  case D::ACCD_init: return ConstructKind::Init;
  case D::ACCD_shutdown: return ConstructKind::Shutdown;
  case D::ACCD_set: return ConstructKind::Set;
  default: return ConstructKind::Other;
  }
}

ClauseKind accClauseKind(llvm::acc::Clause c) {
  using C = llvm::acc::Clause;
  switch (c) {
  case C::ACCC_copy: return ClauseKind::Copy;
  case C::ACCC_copyin: return ClauseKind::Copyin;
  case C::ACCC_copyout: return ClauseKind::Copyout;
  case C::ACCC_create: return ClauseKind::Create;
  case C::ACCC_present: return ClauseKind::Present;
  case C::ACCC_no_create: return ClauseKind::NoCreate;
  case C::ACCC_attach: return ClauseKind::Attach;
  case C::ACCC_detach: return ClauseKind::Detach;
  case C::ACCC_delete: return ClauseKind::Delete;
  case C::ACCC_deviceptr: return ClauseKind::Deviceptr;
  case C::ACCC_private: return ClauseKind::Private;
  case C::ACCC_firstprivate: return ClauseKind::Firstprivate;
  case C::ACCC_reduction: return ClauseKind::Reduction;
  case C::ACCC_use_device: return ClauseKind::UseDevice;
  case C::ACCC_self: return ClauseKind::Self;
  case C::ACCC_host: return ClauseKind::Host;
  case C::ACCC_device: return ClauseKind::Device;
  case C::ACCC_device_resident: return ClauseKind::DeviceResident;
  case C::ACCC_link: return ClauseKind::Link;
  case C::ACCC_default: return ClauseKind::Default;
  case C::ACCC_async: return ClauseKind::Async;
  case C::ACCC_wait: return ClauseKind::Wait;
  case C::ACCC_if: return ClauseKind::If;
  case C::ACCC_if_present: return ClauseKind::IfPresent;
  case C::ACCC_finalize: return ClauseKind::Finalize;
  case C::ACCC_device_num: return ClauseKind::DeviceNum;
  case C::ACCC_device_type: return ClauseKind::DeviceType;
  default: return ClauseKind::Other;
  }
}

// Constructs and statements whose statements run conditionally or
// repeatedly (DO loops have a Pre of their own): an assignment inside does
// not set a variable on every path through a compute region.
template <typename A>
constexpr bool runsConditionally =
    std::is_same_v<A, parser::IfConstruct> || std::is_same_v<A, parser::IfStmt> ||
    std::is_same_v<A, parser::CaseConstruct> || std::is_same_v<A, parser::SelectRankConstruct> ||
    std::is_same_v<A, parser::SelectTypeConstruct> || std::is_same_v<A, parser::WhereConstruct> ||
    std::is_same_v<A, parser::WhereStmt> || std::is_same_v<A, parser::ForallConstruct> ||
    std::is_same_v<A, parser::ForallStmt> || std::is_same_v<A, parser::AssociateConstruct> ||
    std::is_same_v<A, parser::BlockConstruct>;

using Locate = std::function<SourceLocation(parser::CharBlock)>;

// A unit's own type declaration statements that declare a local variable
// (UnitLayout::declarations), without references yet.
struct TypeDeclarationStatements {
  Locate begin, end;
  std::vector<TypeDeclaration> found;
  std::set<const parser::Name *> declaring; // the entities' names
  const semantics::Scope *unit = nullptr;   // whose entities they are

  template <typename A> bool Pre(const A &) { return true; }
  template <typename A> void Post(const A &) {}
  bool Pre(const parser::InterfaceBody &) { return false; } // not the unit's
  bool Pre(const parser::Statement<Fortran::common::Indirection<parser::TypeDeclarationStmt>> &s) {
    TypeDeclaration t;
    t.begin = begin(s.source);
    t.end = end(s.source);
    if (!t.begin.valid() || t.begin.file != t.end.file) return false;
    bool anyLocal = false;
    for (const parser::EntityDecl &e :
         std::get<std::list<parser::EntityDecl>>(s.statement.value().t)) {
      const parser::Name &n = std::get<parser::ObjectName>(e.t);
      declaring.insert(&n);
      TypeDeclaration::Entity entity;
      entity.name = lower(n.ToString());
      entity.at = begin(n.source);
      entity.local = n.symbol && onlyThisActivation(*n.symbol);
      if (entity.local) unit = &n.symbol->owner();
      anyLocal |= entity.local;
      t.entities.push_back(std::move(entity));
    }
    if (anyLocal) found.push_back(std::move(t));
    return false;
  }
  static bool onlyThisActivation(const semantics::Symbol &s) {
    using semantics::Attr;
    const auto *object = s.detailsIf<semantics::ObjectEntityDetails>();
    // (A main program's variables are SAVE without saying so: F2018 8.5.16.)
    bool saved = s.owner().kind() == semantics::Scope::Kind::MainProgram
                     ? s.attrs().test(Attr::SAVE) || (object && object->init())
                     : semantics::IsSaved(s);
    return object && !semantics::IsDummy(s) && !semantics::IsFunctionResult(s) &&
           !semantics::IsNamedConstant(s) && !saved && !semantics::FindCommonBlockContaining(s) &&
           !s.attrs().HasAny(semantics::Attrs{Attr::TARGET, Attr::VOLATILE, Attr::ASYNCHRONOUS}) &&
           !s.test(semantics::Symbol::Flag::CrayPointee);
  }
};

// Every name of a unit (its internal procedures and directives included)
// spelled like a local variable of TypeDeclarationStatements, but the
// declaring ones and those of another procedure's entities or of a
// component: a reference of that variable, or of a name whose type comes
// from it (an implied DO's index), or of another entity of that name,
// which keeps the declaration anyway.
struct NamesOfDeclared {
  using In = TypeDeclaration::Reference::In;
  NamesOfDeclared(Locate begin, const std::set<const parser::Name *> &declaring,
                  const semantics::Scope *unit, std::vector<TypeDeclaration> &statements)
      : begin(std::move(begin)), declaring(declaring), unit(unit) {
    for (TypeDeclaration &t : statements)
      for (TypeDeclaration::Entity &e : t.entities)
        if (e.local) byName[e.name].push_back(&e);
  }
  Locate begin;
  const std::set<const parser::Name *> &declaring;
  const semantics::Scope *unit; // the unit's scope
  std::map<std::string, std::vector<TypeDeclaration::Entity *>> byName;
  int clauses = 0, privateClauses = 0; // open clause lists and private clauses

  template <typename A> bool Pre(const A &) { return true; }
  template <typename A> void Post(const A &) {}
  bool Pre(const parser::AccClauseList &) { return ++clauses, true; }
  void Post(const parser::AccClauseList &) { --clauses; }
  bool Pre(const parser::OmpClauseList &) { return ++clauses, true; }
  void Post(const parser::OmpClauseList &) { --clauses; }
  bool Pre(const parser::AccClause::Private &) { return ++privateClauses, true; }
  void Post(const parser::AccClause::Private &) { --privateClauses; }
  bool Pre(const parser::OmpClause::Private &) { return ++privateClauses, true; }
  void Post(const parser::OmpClause::Private &) { --privateClauses; }
  bool Pre(const parser::Name &n) {
    if (declaring.count(&n)) return true;
    if (n.symbol) {
      const semantics::Scope &owner = n.symbol->GetUltimate().owner();
      if (&owner != unit && (owner.kind() == semantics::Scope::Kind::Subprogram ||
                             owner.kind() == semantics::Scope::Kind::DerivedType))
        return true; // an internal procedure's dummy, a keyword, a component
    }
    if (auto it = byName.find(lower(n.ToString())); it != byName.end())
      for (TypeDeclaration::Entity *e : it->second)
        e->references.push_back({begin(n.source), privateClauses ? In::PrivateClause
                                                  : clauses      ? In::OtherClause
                                                                 : In::Statement});
    return true;
  }
};

class ModelBuilder {
public:
  ModelBuilder(semantics::SemanticsContext &context, TranslationUnitModel &out, Diagnostics &diags,
               const FortranOptions &options)
      : context_(context), cooked_(context.allCookedSources()), out_(out), diags_(diags),
        doConcurrentRegions_(options.doConcurrentRegions), prefixMap_(options.filePrefixMap) {}

  template <typename A> bool Pre(const A &) {
    if constexpr (runsConditionally<A>) enterNested();
    return true;
  }
  template <typename A> void Post(const A &) {
    if constexpr (runsConditionally<A>) leaveNested();
  }

  // --- program units -------------------------------------------------
  bool Pre(const parser::MainProgram &x) {
    std::string name = "main";
    if (const auto &stmt = std::get<std::optional<parser::Statement<parser::ProgramStmt>>>(x.t))
      name = stmt->statement.v.ToString();
    std::optional<parser::CharBlock> header;
    if (const auto &stmt = std::get<std::optional<parser::Statement<parser::ProgramStmt>>>(x.t))
      header = stmt->source;
    const semantics::Scope *scope = nullptr;
    if (const auto &stmt = std::get<std::optional<parser::Statement<parser::ProgramStmt>>>(x.t))
      scope = scopeNamed(stmt->statement.v);
    else if (auto inside = parser::GetSource(std::get<parser::ExecutionPart>(x.t)))
      scope = &context_.FindScope(*inside);
    beginUnit(UnitKind::Program, name, unitLocation(x), layoutOf<parser::EndProgramStmt>(x, header),
              scope);
    return true;
  }
  void Post(const parser::MainProgram &) { endUnit(); }
  bool Pre(const parser::SubroutineSubprogram &x) {
    const auto &stmt = std::get<parser::Statement<parser::SubroutineStmt>>(x.t);
    beginUnit(UnitKind::Subroutine, std::get<parser::Name>(stmt.statement.t).ToString(),
              location(stmt.source), layoutOf<parser::EndSubroutineStmt>(x, stmt.source),
              scopeNamed(std::get<parser::Name>(stmt.statement.t)));
    beginRoutine(std::get<parser::Name>(stmt.statement.t));
    return true;
  }
  void Post(const parser::SubroutineSubprogram &) {
    endRoutine();
    endUnit();
  }
  bool Pre(const parser::FunctionSubprogram &x) {
    const auto &stmt = std::get<parser::Statement<parser::FunctionStmt>>(x.t);
    beginUnit(UnitKind::Function, std::get<parser::Name>(stmt.statement.t).ToString(),
              location(stmt.source), layoutOf<parser::EndFunctionStmt>(x, stmt.source),
              scopeNamed(std::get<parser::Name>(stmt.statement.t)));
    beginRoutine(std::get<parser::Name>(stmt.statement.t));
    return true;
  }
  void Post(const parser::FunctionSubprogram &) {
    endRoutine();
    endUnit();
  }
  // What a procedure uses from outside its own scope, collected while it is
  // walked (routineReference, calls), for its routine construct, explicit
  // or implicit (Construct::routineOutside).
  struct RoutineFrame {
    const semantics::Symbol *symbol = nullptr;
    bool explicitRoutine = false; ///< it has a routine directive
    const semantics::Scope *scope = nullptr;
    size_t unit = 0; // index into out_.units
    SourceLocation begin;
    std::vector<ProcedureCall> calls;
    std::set<const semantics::Symbol *> seen;
    std::vector<Variable> outside, constants;
    std::optional<SourceLocation> outsideType, firstIo;
    std::vector<DeviceQueryCall> deviceQueries;
  };
  // Every procedure: one without a routine directive may get an implicit
  // one (implicitRoutines) if a compute region or a routine calls it.
  void beginRoutine(const parser::Name &name) {
    const semantics::Symbol *s = name.symbol;
    const auto *sub = s ? s->detailsIf<semantics::SubprogramDetails>() : nullptr;
    if (!sub || !s->scope()) return;
    RoutineFrame f;
    f.symbol = s;
    f.scope = s->scope();
    f.unit = unitStack_.back();
    f.begin = out_.units[f.unit].loc;
    f.explicitRoutine = !sub->openACCRoutineInfos().empty();
    routines_.push_back(std::move(f));
  }
  void endRoutine() {
    if (routines_.empty() || routines_.back().unit != unitStack_.back()) return;
    RoutineFrame f = std::move(routines_.back());
    routines_.pop_back();
    ProgramUnit &u = out_.units[f.unit];
    if (!f.explicitRoutine) {
      defined_.push_back(std::move(f));
      return;
    }
    for (Construct &c : u.constructs)
      if (c.kind == ConstructKind::Routine && lower(c.routineName) == u.name) describeRoutine(c, f);
  }
  void describeRoutine(Construct &c, const RoutineFrame &f) const {
    const ProgramUnit &u = out_.units[f.unit];
    c.routineBegin = f.begin;
    c.routineEnd = u.layout.end;
    const semantics::Scope &host = f.scope->parent();
    if (host.IsModule() && host.symbol()) c.routineModule = lower(host.symbol()->name().ToString());
    c.procedureCalls = f.calls;
    c.namedConstants = f.constants;
    c.routineOutside = f.outside;
    c.routineOutsideType = f.outsideType;
    c.firstIo = f.firstIo;
    c.deviceQueries = f.deviceQueries;
  }

  // OpenACC 3.3 2.15.1: a procedure this file defines without a routine
  // directive gets an implicit one (`routine seq`) when a compute region
  // calls it, or a routine does, explicit or implicit: a Routine construct
  // of its unit (Construct::routineImplicit). Calls of it become calls of
  // a routine.
  void implicitRoutines() {
    auto definitionOf = [&](const ProcedureCall &pc) -> const RoutineFrame * {
      auto callee = callees_.find({pc.loc.file, pc.loc.line, pc.loc.column});
      if (callee == callees_.end()) return nullptr;
      const semantics::Symbol *s = callee->second;
      // An external procedure is its global definition, whatever declared
      // it where it is called (EXTERNAL, an interface body).
      bool external = s->owner().IsGlobal() || semantics::IsExternal(*s);
      for (const RoutineFrame &f : defined_)
        if (f.symbol == s ||
            (external && f.symbol->owner().IsGlobal() && f.symbol->name() == s->name()))
          return &f;
      return nullptr;
    };
    std::vector<const RoutineFrame *> work;
    std::set<const RoutineFrame *> made;
    std::function<void(std::vector<ProcedureCall> &)> resolve =
        [&](std::vector<ProcedureCall> &calls) {
          for (ProcedureCall &pc : calls) {
            if (pc.routine) continue;
            if (const RoutineFrame *f = definitionOf(pc)) {
              pc.routine = true;
              if (made.insert(f).second) work.push_back(f);
            }
          }
        };
    std::function<void(std::vector<Construct> &)> inConstructs = [&](std::vector<Construct> &cs) {
      for (Construct &c : cs) {
        resolve(c.procedureCalls);
        inConstructs(c.children);
      }
    };
    for (ProgramUnit &u : out_.units) inConstructs(u.constructs);
    while (!work.empty()) {
      const RoutineFrame *f = work.back();
      work.pop_back();
      Construct c;
      c.dialect = Dialect::OpenACC;
      c.directive = llvm::acc::Directive::ACCD_routine;
      c.kind = ConstructKind::Routine;
      c.name = "routine";
      c.loc = c.endLoc = f->begin;
      c.routineName = lower(f->symbol->name().ToString());
      c.routineImplicit = true;
      describeRoutine(c, *f);
      resolve(c.procedureCalls);
      std::vector<Construct> &cs = out_.units[f->unit].constructs; // its header comes first
      cs.insert(cs.begin(), std::move(c));
    }
  }

  void routineReference(const parser::Name &n) {
    RoutineFrame &f = routines_.back();
    const semantics::Symbol &s = n.symbol->GetUltimate();
    if (s.owner().IsDerivedType()) return; // a component
    for (const semantics::Scope *in = &s.owner(); !in->IsGlobal(); in = &in->parent())
      if (in == f.scope) return; // the routine's own
    if (s.has<semantics::DerivedTypeDetails>()) {
      // (One a USE in the procedure brings is its own: the copy has the USE.)
      for (const semantics::Scope *in = &n.symbol->owner(); !in->IsGlobal(); in = &in->parent())
        if (in == f.scope) return;
      if (!f.outsideType) f.outsideType = location(n.source);
      return;
    }
    if (!s.has<semantics::ObjectEntityDetails>() && !s.has<semantics::AssocEntityDetails>())
      return; // procedures (calls), construct names
    if (!f.seen.insert(&s).second) return;
    // Named as the procedure names it (a USE may rename it).
    Variable v = variableFor(s, n.source);
    v.text = v.designator = v.rootName = n.symbol->name().ToString();
    (semantics::IsNamedConstant(s) ? f.constants : f.outside).push_back(v);
  }
  bool Pre(const parser::SeparateModuleSubprogram &x) {
    const auto &stmt = std::get<parser::Statement<parser::MpSubprogramStmt>>(x.t);
    beginUnit(UnitKind::Subroutine, stmt.statement.v.ToString(), location(stmt.source),
              layoutOf<parser::EndMpSubprogramStmt>(x, stmt.source), scopeNamed(stmt.statement.v));
    return true;
  }
  void Post(const parser::SeparateModuleSubprogram &) { endUnit(); }
  bool Pre(const parser::Module &x) {
    const auto &stmt = std::get<parser::Statement<parser::ModuleStmt>>(x.t);
    beginUnit(UnitKind::Module, stmt.statement.v.ToString(), location(stmt.source), {},
              scopeNamed(stmt.statement.v));
    return true;
  }
  void Post(const parser::Module &) { endUnit(); }
  bool Pre(const parser::Submodule &x) {
    const auto &stmt = std::get<parser::Statement<parser::SubmoduleStmt>>(x.t);
    beginUnit(UnitKind::Module, std::get<parser::Name>(stmt.statement.t).ToString(),
              location(stmt.source), {}, scopeNamed(std::get<parser::Name>(stmt.statement.t)));
    return true;
  }
  void Post(const parser::Submodule &) { endUnit(); }

  bool Pre(const parser::ExecutionPart &x) { return executionParts_.push_back(&x), true; }
  void Post(const parser::ExecutionPart &) { executionParts_.pop_back(); }

  // Clause lists are read explicitly; their names are not body references.
  bool Pre(const parser::AccClauseList &) { return false; }
  bool Pre(const parser::OmpClauseList &) { return false; }

  template <typename A> bool Pre(const parser::Statement<A> &s) {
    noteStatement(s.source, s.label);
    return true;
  }
  // Where an action statement is written, also the one an IF statement
  // holds (`if (n > 2) return`): what a RETURN is reported at.
  bool Pre(const parser::Statement<parser::ActionStmt> &s) {
    noteStatement(s.source, s.label);
    actionStatement_ = s.source;
    statement_ = {s.source, s.label, false};
    // A labelled statement's source begins with its label.
    if (s.label) {
      const char *p = actionStatement_.begin(), *end = actionStatement_.end();
      while (p < end && (std::isdigit(static_cast<unsigned char>(*p)) || *p == ' ')) ++p;
      actionStatement_ = parser::CharBlock{p, end};
    }
    return true;
  }
  bool Pre(const parser::UnlabeledStatement<parser::ActionStmt> &s) {
    actionStatement_ = s.source;
    return true;
  }
  bool Pre(const parser::IfStmt &) {
    statement_.inIfStatement = true;
    enterNested(); // runsConditionally
    return true;
  }
  bool Pre(const parser::ReturnStmt &x) {
    if (unitStack_.empty()) return true;
    ReturnStatement r;
    r.loc = location(actionStatement_);
    SourceLocation end = endLocation(actionStatement_);
    if (end.file == r.loc.file && end.line == r.loc.line && end.column >= r.loc.column)
      r.length = end.column - r.loc.column + 1;
    r.alternate = x.v.has_value();
    out_.units[unitStack_.back()].layout.returns.push_back(std::move(r));
    return true;
  }

  // --- statement labels a compute region's body defines and refers to ----
  void noteStatement(parser::CharBlock source, const std::optional<parser::Label> &label) {
    // The END DO Flang's parser adds to a labelled DO (`do 10 i = ...` ending
    // in `10 continue`) has no text: the loop ends at its last statement.
    if (!source.empty()) {
      lastStatement_ = source;
      noteBodyItem(location(source), endLocation(source));
    }
    if (label && !unitStack_.empty()) out_.units[unitStack_.back()].layout.labels.insert(*label);
    if (label && !compute_.empty()) compute_.back().labelsDefined.insert(*label);
  }
  // A statement, construct directive or compiler directive from `begin` to
  // `end`: the first one in each open construct begins its body
  // (Construct::bodyBegin), the last one so far ends it.
  void noteBodyItem(const SourceLocation &begin, const SourceLocation &end) {
    for (Construct &c : open_)
      if (!c.bodyBegin.valid()) c.bodyBegin = begin;
    lastBodyItemEnd_ = end;
  }
  bool Pre(const parser::CompilerDirective &x) {
    noteBodyItem(location(x.source), endLocation(x.source));
    return true;
  }
  void referToLabel(parser::Label l) {
    if (!compute_.empty()) compute_.back().labelsReferenced.insert(l);
  }
  bool Pre(const parser::GotoStmt &x) { return referToLabel(x.v), true; }
  bool Pre(const parser::ComputedGotoStmt &x) {
    for (parser::Label l : std::get<std::list<parser::Label>>(x.t)) referToLabel(l);
    return true;
  }
  bool Pre(const parser::ArithmeticIfStmt &x) {
    referToLabel(std::get<1>(x.t));
    referToLabel(std::get<2>(x.t));
    referToLabel(std::get<3>(x.t));
    return true;
  }
  bool Pre(const parser::AssignStmt &x) { return referToLabel(std::get<parser::Label>(x.t)), true; }
  bool Pre(const parser::AssignedGotoStmt &x) {
    for (parser::Label l : std::get<std::list<parser::Label>>(x.t)) referToLabel(l);
    return true;
  }
  bool Pre(const parser::LabelDoStmt &x) {
    return referToLabel(std::get<parser::Label>(x.t)), true;
  }
  bool Pre(const parser::Format &x) {
    if (const auto *l = std::get_if<parser::Label>(&x.u)) referToLabel(*l);
    return true;
  }
  bool Pre(const parser::ErrLabel &x) { return referToLabel(x.v), true; }
  bool Pre(const parser::EndLabel &x) { return referToLabel(x.v), true; }
  bool Pre(const parser::EorLabel &x) { return referToLabel(x.v), true; }
  bool Pre(const parser::AltReturnSpec &x) { return referToLabel(x.v), true; }

  // --- what atomic constructs in a compute region update -----------------
  bool Pre(const parser::OpenMPAtomicConstruct &) { return ++atomicDepth_, true; }
  void Post(const parser::OpenMPAtomicConstruct &) { --atomicDepth_; }
  void Post(const parser::OpenACCAtomicConstruct &) { --atomicDepth_; }
  bool Pre(const parser::AssignmentStmt &x) {
    if (atomicDepth_ > 0 && !compute_.empty())
      compute_.back().atomicTargets.insert(
          lower(parser::GetFirstName(std::get<parser::Variable>(x.t)).ToString()));
    writesFirst(x);
    defines(std::get<parser::Variable>(x.t));
    scalarUpdate(x);
    hostAssignment(x);
    return true;
  }

  // --- what the host assigns in a data construct's body (outside compute
  // --- constructs): Construct::hostAssignments of the innermost one -----
  void hostAssignment(const parser::AssignmentStmt &x) {
    const auto &target = std::get<parser::Variable>(x.t);
    bool whole = parser::Unwrap<parser::Name>(target) != nullptr;
    hostAssignment(parser::GetFirstName(target), whole, false);
  }
  void hostAssignment(const parser::Name &root, bool whole, bool changesStorage) {
    if (!compute_.empty()) return;
    for (auto c = open_.rbegin(); c != open_.rend(); ++c)
      if (c->kind == ConstructKind::Data) {
        c->hostAssignments.push_back(
            {lower(root.ToString()), whole, changesStorage, location(root.source)});
        return;
      }
  }
  // ALLOCATE and DEALLOCATE objects (pointer assignments: there).
  bool Pre(const parser::AllocateObject &x) {
    const parser::Name &root = std::visit(
        [](const auto &y) -> const parser::Name & { return parser::GetFirstName(y); }, x.u);
    hostAssignment(root, std::holds_alternative<parser::Name>(x.u), true);
    return true;
  }

  // --- what a compute region sets before reading it: an assignment at
  // --- its top (in no loop or condition) before any other reference; or
  // --- at the top of a DO loop's body, before any other reference, when
  // --- every later reference is in that body too: each iteration sets it
  // --- before reading it (Construct::writtenFirstEachIteration) ---------
  void writesFirst(const parser::AssignmentStmt &x) {
    if (compute_.empty()) return;
    ComputeFrame &f = compute_.back();
    bool top = f.nesting.empty();
    if (!top && f.nesting.back() < 0) return; // in a condition
    const semantics::Symbol *s = assignsWholeWithoutReading(x);
    if (!s || f.references.count(s) || !isLocalData(*s)) return;
    if (top)
      f.writtenFirst.insert(s);
    else
      f.iterationLocal[s] = f.nesting.back();
  }
  // A reference outside the loop whose iterations set `s` first.
  void referencesIterationLocal(const semantics::Symbol &s) {
    auto &f = compute_.back();
    auto l = f.iterationLocal.find(&s);
    if (l != f.iterationLocal.end() &&
        std::find(f.nesting.begin(), f.nesting.end(), l->second) == f.nesting.end())
      f.iterationLocal.erase(l);
  }
  // A variable of intrinsic type that only its own procedure can reach:
  // declared there (not through use or host association), no pointer,
  // allocatable, TARGET or COMMON storage that another name could read.
  static bool isLocalData(const semantics::Symbol &s) {
    const semantics::Scope::Kind k = s.owner().kind();
    if (!s.has<semantics::ObjectEntityDetails>() ||
        (k != semantics::Scope::Kind::Subprogram && k != semantics::Scope::Kind::MainProgram))
      return false;
    if (semantics::IsPointer(s) || semantics::IsAllocatable(s) ||
        s.attrs().test(semantics::Attr::TARGET) || semantics::FindCommonBlockContaining(s))
      return false;
    const semantics::DeclTypeSpec *t = s.GetType();
    return t && (t->AsIntrinsic() || t->category() == semantics::DeclTypeSpec::Character);
  }

  // Statements that run conditionally or repeatedly (runsConditionally,
  // and DO): an assignment in one does not set a variable on every path
  // through the region.
  void enterNested(bool loop = false) {
    if (compute_.empty()) return;
    ComputeFrame &f = compute_.back();
    ++f.nestings;
    f.nesting.push_back(loop ? f.nestings : -f.nestings);
  }
  void leaveNested() {
    if (!compute_.empty()) compute_.back().nesting.pop_back();
  }
  void Post(const parser::DoConstruct &x) {
    leaveNested();
    if (!doConcurrentConstructs_.empty() && doConcurrentConstructs_.back() == &x) {
      doConcurrentConstructs_.pop_back();
      endConstruct();
    }
  }

  // -stdpar: a DO CONCURRENT that runs on the host is a compute construct,
  // as NVIDIA's compilers offload it (docs/data-operations.md, "DO
  // CONCURRENT"). Not one inside a compute construct (it runs there as
  // written), inside a host OpenMP construct (its threads run it), or in a
  // procedure that runs on the device or may not call the runtime (PURE,
  // a routine).
  bool makesComputeConstruct(const parser::DoConstruct &x) const {
    if (!doConcurrentRegions_ || !x.IsDoConcurrent() || !compute_.empty() || unitStack_.empty())
      return false;
    for (const Construct &open : open_)
      if (open.dialect == Dialect::OpenMP && open.kind == ConstructKind::Other) return false;
    const ProgramUnit &unit = out_.units[unitStack_.back()];
    if (unit.kind == UnitKind::Module) return false;
    for (const Construct &c : unit.constructs)
      if (c.kind == ConstructKind::Routine || c.kind == ConstructKind::DeclareTarget) return false;
    const auto &doStmt = std::get<parser::Statement<parser::NonLabelDoStmt>>(x.t);
    return !semantics::FindPureProcedureContaining(context_.FindScope(doStmt.source));
  }

  // A DO CONCURRENT without a loop directive in a `kernels` construct is
  // a loop construct `loop independent` (its iterations are independent by
  // F2018 11.1.7.5), as NVIDIA's compilers share it: without one it would
  // run on one gang like any loop there (docs/data-operations.md, "DO
  // CONCURRENT").
  bool makesKernelsLoop(const parser::DoConstruct &x) const {
    if (!x.IsDoConcurrent() || compute_.empty() || directiveLoops_.count(&x)) return false;
    for (auto c = open_.rbegin(); c != open_.rend(); ++c)
      if (c->kind == ConstructKind::Compute)
        return c->dialect == Dialect::OpenACC &&
               computeConstructOf(c->directive) == ComputeConstruct::Kernels;
    return false;
  }

  // --- assignments to scalars of the host in a compute region, with the
  // --- reduction they have the form of (passes/InferReductions.h) --------
  void scalarUpdate(const parser::AssignmentStmt &x) {
    if (compute_.empty() || atomicDepth_ > 0) return;
    const auto *d = std::get_if<Fortran::common::Indirection<parser::Designator>>(
        &std::get<parser::Variable>(x.t).u);
    const auto *ref = d ? std::get_if<parser::DataRef>(&d->value().u) : nullptr;
    const parser::Name *name = ref ? std::get_if<parser::Name>(&ref->u) : nullptr;
    if (!name || !name->symbol) return;
    const semantics::Symbol &s = name->symbol->GetUltimate();
    if (!s.has<semantics::ObjectEntityDetails>() || s.Rank() != 0 || semantics::IsPointer(s) ||
        s.owner().IsDerivedType())
      return;
    ScalarUpdate u;
    u.variable = lower(s.name().ToString());
    u.op = reductionForm(std::get<parser::Expr>(x.t), s);
    const Construct *loop = parallelLoopAround(open_);
    u.inParallelLoop = loop != nullptr;
    u.inDoConcurrent = loop && loop->fromDoConcurrent;
    u.loc = location(name->source);
    compute_.back().scalarUpdates.push_back(std::move(u));
  }
  static bool isVariable(const parser::Expr &e, const semantics::Symbol &s) {
    if (const auto *p = std::get_if<parser::Expr::Parentheses>(&e.u))
      return isVariable(p->v.value(), s);
    const auto *d = std::get_if<Fortran::common::Indirection<parser::Designator>>(&e.u);
    const auto *ref = d ? std::get_if<parser::DataRef>(&d->value().u) : nullptr;
    const parser::Name *n = ref ? std::get_if<parser::Name>(&ref->u) : nullptr;
    return n && n->symbol && &n->symbol->GetUltimate() == &s;
  }
  template <typename Binary>
  static bool binaryOf(const parser::Expr &e, const semantics::Symbol &s) {
    const auto *b = std::get_if<Binary>(&e.u);
    return b &&
           (isVariable(std::get<0>(b->t).value(), s) || isVariable(std::get<1>(b->t).value(), s));
  }
  // x = x + e, x = e * x, x = x .and. e, x = max(x, e), x = iand(e, x)...
  static ReductionOperator reductionForm(const parser::Expr &rhs, const semantics::Symbol &s) {
    if (binaryOf<parser::Expr::Add>(rhs, s)) return ReductionOperator::Add;
    if (binaryOf<parser::Expr::Multiply>(rhs, s)) return ReductionOperator::Multiply;
    if (binaryOf<parser::Expr::AND>(rhs, s)) return ReductionOperator::LogicalAnd;
    if (binaryOf<parser::Expr::OR>(rhs, s)) return ReductionOperator::LogicalOr;
    if (binaryOf<parser::Expr::EQV>(rhs, s)) return ReductionOperator::Eqv;
    if (binaryOf<parser::Expr::NEQV>(rhs, s)) return ReductionOperator::Neqv;
    const auto *f = std::get_if<Fortran::common::Indirection<parser::FunctionReference>>(&rhs.u);
    if (!f) return ReductionOperator::None;
    const parser::Call &call = f->value().v;
    const parser::Name &callee =
        parser::GetFirstName(std::get<parser::ProcedureDesignator>(call.t));
    if (!callee.symbol || !callee.symbol->GetUltimate().attrs().test(semantics::Attr::INTRINSIC))
      return ReductionOperator::None;
    bool uses = false;
    for (const parser::ActualArgSpec &spec : std::get<std::list<parser::ActualArgSpec>>(call.t))
      if (const auto *e = std::get_if<Fortran::common::Indirection<parser::Expr>>(
              &std::get<parser::ActualArg>(spec.t).u))
        uses = uses || isVariable(e->value(), s);
    static const std::map<std::string, ReductionOperator> intrinsics{
        {"max", ReductionOperator::Max},
        {"min", ReductionOperator::Min},
        {"iand", ReductionOperator::BitAnd},
        {"ior", ReductionOperator::BitOr},
        {"ieor", ReductionOperator::BitXor}};
    auto it = intrinsics.find(lower(callee.ToString()));
    return uses && it != intrinsics.end() ? it->second : ReductionOperator::None;
  }

  // --- what a compute region may write (the implicit data pass copies
  // --- back only that) -------------------------------------------------
  void written(const parser::Name &root, bool throughComponent) {
    if (compute_.empty() || !root.symbol) return;
    const semantics::Symbol &s = semantics::GetAssociationRoot(root.symbol->GetUltimate());
    ComputeFrame &f = compute_.back();
    f.written.insert(&s.GetUltimate());
    // p(i) = ... or d%p(i) = ... changes p's target, whatever names it.
    if (semantics::IsPointer(s) || throughComponent) f.writesUnnamedData = true;
  }
  void defines(const parser::Variable &v) {
    const parser::Name &root = parser::GetFirstName(v);
    // Through a component (d%p(i) = ..., d%x = ...): a pointer component's
    // target may be anything's.
    bool component = false;
    if (const auto *d = std::get_if<Fortran::common::Indirection<parser::Designator>>(&v.u))
      for (const parser::DataRef *ref = std::get_if<parser::DataRef>(&d->value().u); ref;) {
        if (std::holds_alternative<Fortran::common::Indirection<parser::StructureComponent>>(
                ref->u)) {
          component = true;
          break;
        }
        const auto *ae = std::get_if<Fortran::common::Indirection<parser::ArrayElement>>(&ref->u);
        ref = ae ? &ae->value().base : nullptr;
      }
    written(root, component);
  }
  // Every variable named in a statement: READ items, ALLOCATE objects,
  // INQUIRE results... (their subscripts too, which only keeps more data
  // coming back).
  struct NamesIn {
    std::vector<const parser::Name *> names;
    template <typename T> bool Pre(const T &) { return true; }
    template <typename T> void Post(const T &) {}
    bool Pre(const parser::Name &n) { return names.push_back(&n), true; }
  };
  template <typename T> void definesAllIn(const T &x) {
    if (compute_.empty()) return;
    NamesIn in;
    parser::Walk(x, in);
    for (const parser::Name *n : in.names)
      if (n->symbol && n->symbol->GetUltimate().has<semantics::ObjectEntityDetails>())
        written(*n, false);
  }
  // A procedure the program supplies may define its actual arguments and,
  // unless it is PURE, anything it can reach. Intrinsic functions change
  // nothing; intrinsic subroutines (random_number, cpu_time...) their
  // arguments.
  void calls(const parser::Call &call, bool subroutine,
             const semantics::Symbol *resolved = nullptr) {
    const parser::Name &name = parser::GetFirstName(std::get<parser::ProcedureDesignator>(call.t));
    const semantics::Symbol *s = name.symbol ? &name.symbol->GetUltimate() : nullptr;
    bool intrinsic = s && (s->attrs().test(semantics::Attr::INTRINSIC) ||
                           context_.intrinsics().IsIntrinsic(s->name().ToString()));
    if (!intrinsic)
      for (const parser::ActualArgSpec &spec : std::get<std::list<parser::ActualArgSpec>>(call.t))
        if (const auto *e = std::get_if<Fortran::common::Indirection<parser::Expr>>(
                &std::get<parser::ActualArg>(spec.t).u))
          if (const auto *d =
                  std::get_if<Fortran::common::Indirection<parser::Designator>>(&e->value().u))
            escapes(parser::GetFirstName(d->value()));
    if (!intrinsic && s && !deviceQueryOf(name)) {
      ProcedureCall pc = procedureCall(*s, name.source);
      callees_[{pc.loc.file, pc.loc.line, pc.loc.column}] = s;
      for (std::vector<ProcedureCall> *calls :
           {compute_.empty() ? nullptr : &compute_.back().procedureCalls,
            routines_.empty() ? nullptr : &routines_.back().calls})
        if (calls && std::none_of(calls->begin(), calls->end(), [&](const ProcedureCall &c) {
              return c.name == pc.name && c.module == pc.module;
            }))
          calls->push_back(pc);
    }
    if (compute_.empty()) return;
    if (std::holds_alternative<parser::ProcComponentRef>(
            std::get<parser::ProcedureDesignator>(call.t).u) &&
        s && semantics::IsPolymorphic(*s))
      diags_.error(location(name.source),
                   "a compute region calls a procedure through the polymorphic '" +
                       name.ToString() +
                       "': acc2c's regions see it as its declared type, and the call would not "
                       "reach an extension's binding");
    // (A device query's call becomes the region's answer: DeviceQuery.h.)
    if (intrinsic && !subroutine) return;
    if (!intrinsic && !(s && semantics::IsPureProcedure(*s)))
      compute_.back().writesUnnamedData = true;
    // An INTENT(IN) or VALUE dummy of an explicit interface leaves its
    // actual argument as it was.
    const semantics::Symbol *callee = resolved ? &resolved->GetUltimate() : s;
    if (!std::holds_alternative<parser::Name>(std::get<parser::ProcedureDesignator>(call.t).u))
      callee = nullptr; // a binding: the passed object shifts the positions
    size_t position = 0;
    for (const parser::ActualArgSpec &spec : std::get<std::list<parser::ActualArgSpec>>(call.t)) {
      const semantics::Symbol *dummy = dummyOf(callee, spec, position++);
      if (dummy && (semantics::IsIntentIn(*dummy) || dummy->attrs().test(semantics::Attr::VALUE)))
        continue;
      if (const auto *e = std::get_if<Fortran::common::Indirection<parser::Expr>>(
              &std::get<parser::ActualArg>(spec.t).u))
        if (const auto *d =
                std::get_if<Fortran::common::Indirection<parser::Designator>>(&e->value().u))
          written(parser::GetFirstName(d->value()), false);
    }
  }
  // The dummy argument of `callee` (a procedure with an explicit interface)
  // that an actual argument is associated with: by keyword, else by
  // position; null where that is not known.
  static const semantics::Symbol *dummyOf(const semantics::Symbol *callee,
                                          const parser::ActualArgSpec &spec, size_t position) {
    const auto *sub = callee ? callee->detailsIf<semantics::SubprogramDetails>() : nullptr;
    if (!sub) return nullptr;
    const std::vector<semantics::Symbol *> &dummies = sub->dummyArgs();
    if (const auto &keyword = std::get<std::optional<parser::Keyword>>(spec.t)) {
      for (const semantics::Symbol *d : dummies)
        if (d && d->name() == keyword->v.source) return d;
      return nullptr;
    }
    return position < dummies.size() ? dummies[position] : nullptr;
  }
  // Where a called procedure is defined, and whether it is a routine.
  ProcedureCall procedureCall(const semantics::Symbol &s, parser::CharBlock source) const {
    ProcedureCall pc;
    pc.name = lower(s.name().ToString());
    const semantics::Scope &owner = s.owner();
    if (owner.IsModule() && owner.symbol()) pc.module = lower(owner.symbol()->name().ToString());
    if (const auto *sub = s.detailsIf<semantics::SubprogramDetails>())
      pc.routine = !sub->openACCRoutineInfos().empty();
    pc.loc = location(source);
    return pc;
  }
  bool Pre(const parser::CallStmt &x) {
    // The specific procedure semantics resolved a generic to.
    calls(x.call, true, x.typedCall ? x.typedCall->proc().GetSymbol() : nullptr);
    return true;
  }
  bool Pre(const parser::FunctionReference &x) {
    calls(x.v, false);
    deviceQuery(x);
    return true;
  }
  // A call of omp_lib's omp_is_initial_device, omp_get_device_num... or
  // openacc's acc_on_device in a compute region: the rewriter gives the
  // region's answer (DeviceQuery.h).
  static std::optional<DeviceQuery> deviceQueryOf(const parser::Name &name) {
    if (!name.symbol) return std::nullopt;
    const semantics::Symbol &s = name.symbol->GetUltimate();
    const semantics::Scope &module = s.owner();
    if (!module.IsModule() || !module.GetName()) return std::nullopt;
    std::optional<DeviceQuery> query = deviceQueryNamed(s.name().ToString());
    bool openacc = query == DeviceQuery::OnDevice;
    if (module.GetName()->ToString() != (openacc ? "openacc" : "omp_lib")) return std::nullopt;
    return query;
  }
  // In a procedure outside a region (a routine, when a region calls it),
  // omp_is_initial_device and omp_get_device_num answer for the thread
  // that runs it (Construct::deviceQueries of its routine construct).
  void deviceQuery(const parser::FunctionReference &x) {
    if (compute_.empty() && routines_.empty()) return;
    const parser::Name &name = parser::GetFirstName(std::get<parser::ProcedureDesignator>(x.v.t));
    std::optional<DeviceQuery> query = deviceQueryOf(name);
    if (!query) return;
    if (compute_.empty() && query != DeviceQuery::IsInitialDevice &&
        query != DeviceQuery::DeviceNum)
      return;
    DeviceQueryCall call;
    call.query = *query;
    call.loc = location(x.source);
    SourceLocation end = endLocation(x.source);
    if (end.file == call.loc.file && end.line == call.loc.line && end.column >= call.loc.column)
      call.length = end.column - call.loc.column + 1;
    for (const parser::ActualArgSpec &spec : std::get<std::list<parser::ActualArgSpec>>(x.v.t))
      if (const auto *e = std::get_if<Fortran::common::Indirection<parser::Expr>>(
              &std::get<parser::ActualArg>(spec.t).u))
        call.argument = e->value().source.ToString();
    (compute_.empty() ? routines_.back().deviceQueries : compute_.back().deviceQueries)
        .push_back(std::move(call));
  }
  bool Pre(const parser::PointerAssignmentStmt &x) {
    if (const auto *d = std::get_if<Fortran::common::Indirection<parser::Designator>>(
            &std::get<parser::Expr>(x.t).u))
      escapes(parser::GetFirstName(d->value()));
    if (!compute_.empty())
      if (const auto *name = std::get_if<parser::Name>(&std::get<parser::DataRef>(x.t).u))
        written(*name, false);
    definesAllIn(std::get<parser::DataRef>(x.t));
    hostAssignment(parser::GetFirstName(std::get<parser::DataRef>(x.t)), true, true);
    return true;
  }
  bool Pre(const parser::ReadStmt &x) { return noteIo(), definesAllIn(x.items), true; }
  bool Pre(const parser::InquireStmt &x) { return noteIo(), definesAllIn(x), true; }
  bool Pre(const parser::PrintStmt &) { return noteIo(), true; }
  bool Pre(const parser::WriteStmt &) { return noteIo(), true; }
  bool Pre(const parser::OpenStmt &) { return noteIo(), true; }
  bool Pre(const parser::CloseStmt &) { return noteIo(), true; }
  bool Pre(const parser::BackspaceStmt &) { return noteIo(), true; }
  bool Pre(const parser::EndfileStmt &) { return noteIo(), true; }
  bool Pre(const parser::RewindStmt &) { return noteIo(), true; }
  bool Pre(const parser::FlushStmt &) { return noteIo(), true; }
  bool Pre(const parser::WaitStmt &) { return noteIo(), true; }
  // The first input/output statement of a compute region's body, and of a
  // procedure's (a routine's device copy can have none).
  void noteIo() {
    if (!compute_.empty() && !compute_.back().firstIo)
      compute_.back().firstIo = location(actionStatement_);
    if (!routines_.empty() && !routines_.back().firstIo)
      routines_.back().firstIo = location(actionStatement_);
  }
  bool Pre(const parser::AllocateStmt &x) {
    definesAllIn(x);
    std::vector<const parser::Name *> names;
    for (const parser::Allocation &a : std::get<std::list<parser::Allocation>>(x.t))
      if (const auto *n = std::get_if<parser::Name>(&std::get<parser::AllocateObject>(a.t).u))
        names.push_back(n);
    declareAction(names, false);
    return true;
  }
  bool Pre(const parser::DeallocateStmt &x) {
    definesAllIn(x);
    std::vector<const parser::Name *> names;
    for (const parser::AllocateObject &o : std::get<std::list<parser::AllocateObject>>(x.t))
      if (const auto *n = std::get_if<parser::Name>(&o.u)) names.push_back(n);
    declareAction(names, true);
    return true;
  }
  // A labelled DO (`do 10 i = ...`) ends at the statement with its label:
  // Flang's parser gives the construct an END DO without text after it.
  void noteLabelledDoEnd(const parser::DoConstruct &x) {
    if (!std::get<parser::Statement<parser::EndDoStmt>>(x.t).source.empty()) return;
    const parser::Block &body = std::get<parser::Block>(x.t);
    if (body.empty()) return;
    if (const auto *e = std::get_if<parser::ExecutableConstruct>(&body.back().u))
      if (const auto *s = std::get_if<parser::Statement<parser::ActionStmt>>(&e->u))
        if (s->label) labelledDoEnds_.insert(*s->label);
  }
  // OpenACC 3.3 2.13.2: an ALLOCATE of a variable in a declare directive's
  // create, copyin or device_resident clause allocates its device copy too
  // (a create after the statement); a DEALLOCATE frees it (a delete before
  // it that ends the mapping whatever its counters: DataFlag FlagDeallocate).
  // The unit that allocates a module's declared data need not be the
  // module's: Flang's module files carry the declare. Not in a compute
  // region (no ALLOCATE runs on the device), nor for components (2.13
  // names variables). docs/data-operations.md, "Allocating declared data".
  void declareAction(const std::vector<const parser::Name *> &names, bool deallocate) {
    if (unitStack_.empty() || !compute_.empty()) return;
    Clause cl;
    cl.kind = deallocate ? ClauseKind::Delete : ClauseKind::Create;
    cl.id = deallocate ? llvm::acc::Clause::ACCC_delete : llvm::acc::Clause::ACCC_create;
    cl.name = deallocate ? "delete" : "create";
    cl.loc = location(actionStatement_);
    for (const parser::Name *n : names) {
      if (!n->symbol) continue;
      const semantics::Symbol &s = n->symbol->GetUltimate();
      if (!s.test(semantics::Symbol::Flag::AccDeclare) ||
          s.test(semantics::Symbol::Flag::AccLink) ||
          !(semantics::IsAllocatable(s) || semantics::IsPointer(s)))
        continue;
      cl.vars.push_back(variableFor(s, n->source));
    }
    if (cl.vars.empty()) return;
    // Its code would go after the CONTINUE that ends the loop.
    if (statement_.label && labelledDoEnds_.count(*statement_.label)) {
      diags_.error(cl.loc, std::string("acc2c adds code around this ") +
                               (deallocate ? "DEALLOCATE" : "ALLOCATE") +
                               " of declared data, which ends a labelled DO loop: end the loop "
                               "with a CONTINUE after it");
      return;
    }
    Construct c;
    c.dialect = Dialect::OpenACC;
    c.directive = llvm::acc::Directive::ACCD_declare;
    c.kind = ConstructKind::DeclareAction;
    c.name = deallocate ? "deallocate" : "allocate";
    c.loc = location(actionStatement_);
    c.endLoc = endLocation(statement_.source);
    AllocationStatement a;
    a.deallocate = deallocate;
    a.begin = location(statement_.source);
    a.end = c.endLoc;
    a.action = c.loc;
    if (statement_.label) a.label = *statement_.label;
    a.inIfStatement = statement_.inIfStatement;
    c.allocation = a;
    c.clauses.push_back(std::move(cl));
    file(std::move(c));
  }
  bool Pre(const parser::NullifyStmt &x) { return definesAllIn(x), true; }
  bool Pre(const parser::StatVariable &x) { return definesAllIn(x), true; }
  bool Pre(const parser::MsgVariable &x) { return definesAllIn(x), true; }
  bool Pre(const parser::IoUnit &x) {
    // An internal file: WRITE defines it (a READ from one defines nothing
    // more than its items, but keeping it costs only a copy back).
    if (const auto *v = std::get_if<parser::Variable>(&x.u)) defines(*v);
    return true;
  }

  // --- OpenACC -------------------------------------------------------
  bool Pre(const parser::OpenACCBlockConstruct &x) {
    const auto &begin = std::get<parser::AccBeginBlockDirective>(x.t);
    const auto &dir = std::get<parser::AccBlockDirective>(begin.t);
    Construct &c = beginAcc(dir.v, dir.source);
    addAccClauses(c, std::get<parser::AccClauseList>(begin.t));
    c.bodyIsOneLoop =
        c.kind == ConstructKind::Compute &&
        isOneLoopConstruct(std::get<parser::Block>(x.t),
                           computeConstructOf(c.directive) == ComputeConstruct::Kernels);
    const auto &end = std::get<parser::AccEndBlockDirective>(x.t);
    pendingEnd_.push_back(end.source);
    return true;
  }
  void Post(const parser::OpenACCBlockConstruct &) { endConstruct(); }

  bool Pre(const parser::OpenACCCombinedConstruct &x) {
    const auto &begin = std::get<parser::AccBeginCombinedDirective>(x.t);
    const auto &dir = std::get<parser::AccCombinedDirective>(begin.t);
    Construct &c = beginAcc(dir.v, dir.source);
    addAccClauses(c, std::get<parser::AccClauseList>(begin.t));
    if (const auto &loop = std::get<std::optional<parser::DoConstruct>>(x.t))
      addLoopVariables(c, *loop, associatedLoopCount(c));
    const auto &end = std::get<std::optional<parser::AccEndCombinedDirective>>(x.t);
    pendingEnd_.push_back(end ? end->source : parser::CharBlock{});
    return true;
  }
  void Post(const parser::OpenACCCombinedConstruct &) { endConstruct(); }

  bool Pre(const parser::OpenACCLoopConstruct &x) {
    const auto &begin = std::get<parser::AccBeginLoopDirective>(x.t);
    const auto &dir = std::get<parser::AccLoopDirective>(begin.t);
    Construct &c = beginAcc(dir.v, dir.source);
    addAccClauses(c, std::get<parser::AccClauseList>(begin.t));
    if (const auto &loop = std::get<std::optional<parser::DoConstruct>>(x.t))
      addLoopVariables(c, *loop, associatedLoopCount(c));
    pendingEnd_.push_back({});
    return true;
  }
  void Post(const parser::OpenACCLoopConstruct &) { endConstruct(); }

  bool Pre(const parser::OpenACCStandaloneConstruct &x) {
    const auto &dir = std::get<parser::AccStandaloneDirective>(x.t);
    Construct &c = beginAcc(dir.v, dir.source);
    addAccClauses(c, std::get<parser::AccClauseList>(x.t));
    finishLeaf();
    return false;
  }

  bool Pre(const parser::OpenACCStandaloneDeclarativeConstruct &x) {
    const auto &dir = std::get<parser::AccDeclarativeDirective>(x.t);
    Construct &c = beginAcc(dir.v, dir.source);
    addAccClauses(c, std::get<parser::AccClauseList>(x.t));
    finishLeaf();
    return false;
  }

  bool Pre(const parser::OpenACCRoutineConstruct &x) {
    Construct &c = beginAcc(llvm::acc::Directive::ACCD_routine, x.source);
    if (const auto &name = std::get<std::optional<parser::Name>>(x.t))
      c.routineName = name->ToString();
    else
      c.routineName = currentUnitName();
    addAccClauses(c, std::get<parser::AccClauseList>(x.t));
    finishLeaf();
    return false;
  }

  bool Pre(const parser::OpenACCCacheConstruct &x) {
    Construct &c = beginAcc(llvm::acc::Directive::ACCD_cache, x.source);
    const auto &list = std::get<parser::AccObjectListWithModifier>(x.t);
    Clause cl;
    cl.kind = ClauseKind::Cache;
    cl.id = llvm::acc::Clause::ACCC_unknown; // the construct's own list, no clause
    cl.name = "cache";
    cl.loc = location(x.source);
    addModifier(cl, std::get<std::optional<parser::AccDataModifier>>(list.t));
    addObjects(cl, std::get<parser::AccObjectList>(list.t));
    c.clauses.push_back(std::move(cl));
    finishLeaf();
    return false;
  }

  bool Pre(const parser::OpenACCWaitConstruct &x) {
    Construct &c = beginAcc(llvm::acc::Directive::ACCD_wait, x.source);
    if (const auto &arg = std::get<std::optional<parser::AccWaitArgument>>(x.t)) {
      Clause cl;
      cl.kind = ClauseKind::Wait;
      cl.id = llvm::acc::Clause::ACCC_wait;
      cl.name = "wait";
      cl.loc = location(x.source);
      waitArgument(cl, *arg);
      c.clauses.push_back(std::move(cl));
    }
    addAccClauses(c, std::get<parser::AccClauseList>(x.t));
    finishLeaf();
    return false;
  }

  bool Pre(const parser::OpenACCAtomicConstruct &x) {
    ++atomicDepth_;
    Construct &c = beginAcc(llvm::acc::Directive::ACCD_atomic, x.source);
    c.atomic = std::visit(
        [](const auto &a) {
          using T = std::decay_t<decltype(a)>;
          if constexpr (std::is_same_v<T, parser::AccAtomicRead>)
            return AtomicForm::Read;
          else if constexpr (std::is_same_v<T, parser::AccAtomicWrite>)
            return AtomicForm::Write;
          else if constexpr (std::is_same_v<T, parser::AccAtomicCapture>)
            return AtomicForm::Capture;
          else
            return AtomicForm::Update;
        },
        x.u);
    c.name = std::string("atomic ") + atomicFormName(c.atomic);
    finishLeaf();
    return true; // the statements inside still reference variables
  }

  // --- OpenMP --------------------------------------------------------
  // The first statement of the body of an OpenMP construct that stays as
  // written, when it is a directive acc2c translates
  // (Construct::startsOpenMPBody).
  bool Pre(const parser::OpenMPConstruct &x) {
    startsOpenMPBody_ = firstInKeptBody_.count(&x) > 0;
    return true;
  }
  bool Pre(const parser::OpenACCConstruct &x) {
    startsOpenMPBody_ = firstInKeptBody_.count(&x) > 0;
    return true;
  }
  void noteFirstInBody(const parser::Block &body) {
    if (body.empty()) return;
    const auto *exec = std::get_if<parser::ExecutableConstruct>(&body.front().u);
    if (!exec) return;
    if (const auto *omp =
            std::get_if<Fortran::common::Indirection<parser::OpenMPConstruct>>(&exec->u))
      firstInKeptBody_.insert(&omp->value());
    if (const auto *acc =
            std::get_if<Fortran::common::Indirection<parser::OpenACCConstruct>>(&exec->u))
      firstInKeptBody_.insert(&acc->value());
  }

  bool Pre(const parser::OmpBlockConstruct &x) {
    const parser::OmpBeginDirective &begin = x.BeginDir();
    Construct &c = beginOmp(begin.DirId(), begin.DirName().source);
    addOmpClauses(c, begin.Clauses());
    if (c.kind == ConstructKind::Other) noteFirstInBody(std::get<parser::Block>(x.t));
    pendingEnd_.push_back(x.EndDir() ? x.EndDir()->source : parser::CharBlock{});
    return true;
  }
  void Post(const parser::OmpBlockConstruct &) { endConstruct(); }

  bool Pre(const parser::OpenMPLoopConstruct &x) {
    const parser::OmpBeginLoopDirective &begin = x.BeginDir();
    Construct &c = beginOmp(begin.DirId(), begin.DirName().source);
    addOmpClauses(c, begin.Clauses());
    if (const parser::DoConstruct *loop = x.GetNestedLoop())
      addLoopVariables(c, *loop, associatedLoopCount(c));
    pendingEnd_.push_back(x.EndDir() ? x.EndDir()->source : parser::CharBlock{});
    return true;
  }
  void Post(const parser::OpenMPLoopConstruct &) { endConstruct(); }

  bool Pre(const parser::OpenMPSimpleStandaloneConstruct &x) {
    const parser::OmpDirectiveSpecification &spec = x.v;
    Construct &c = beginOmp(spec.DirId(), spec.DirName().source);
    addOmpClauses(c, spec.Clauses());
    finishLeaf();
    return false;
  }

  bool Pre(const parser::OpenMPDeclareTargetConstruct &x) {
    const parser::OmpDirectiveSpecification &spec = x.v;
    Construct &c = beginOmp(spec.DirId(), spec.DirName().source);
    // `declare target(list)`: the extended list means `enter(list)` (5.2).
    Clause args;
    args.kind = ClauseKind::Enter;
    args.id = llvm::omp::Clause::OMPC_enter;
    args.name = "enter";
    args.loc = c.loc;
    for (const parser::OmpArgument &arg : spec.Arguments().v)
      if (const auto *loc = std::get_if<parser::OmpLocator>(&arg.u))
        if (const auto *obj = std::get_if<parser::OmpObject>(&loc->u)) addOmpObject(args, *obj);
    if (!args.vars.empty()) c.clauses.push_back(std::move(args));
    addOmpClauses(c, spec.Clauses());
    if (c.clauses.empty() || (c.clauses.size() == 1 && c.clauses[0].kind == ClauseKind::DeviceType))
      c.routineName = currentUnitName(); // `declare target` in a procedure
    for (Clause &cl : c.clauses)
      for (Variable &v : cl.vars)
        if (v.isProcedure && c.routineName.empty()) c.routineName = v.designator;
    finishLeaf();
    return false;
  }

  // A construct of its own for a DO CONCURRENT without a directive
  // (Construct::fromDoConcurrent), named `do concurrent`, at its DO
  // statement; Post(DoConstruct) ends it.
  void beginDoConcurrent(const parser::DoConstruct &x, llvm::acc::Directive directive,
                         ConstructKind kind, std::vector<Clause> clauses) {
    Construct c;
    c.dialect = Dialect::OpenACC;
    c.directive = directive;
    c.kind = kind;
    c.name = "do concurrent";
    c.fromDoConcurrent = true;
    c.loc = location(std::get<parser::Statement<parser::NonLabelDoStmt>>(x.t).source);
    for (Clause &cl : clauses) cl.loc = c.loc;
    c.clauses = std::move(clauses);
    addConcurrentLoop(begin(std::move(c)), x);
    pendingEnd_.push_back({});
    doConcurrentConstructs_.push_back(&x);
  }

  // --- references in compute regions ----------------------------------
  bool Pre(const parser::DoConstruct &x) {
    noteLabelledDoEnd(x);
    if (makesComputeConstruct(x)) {
      beginDoConcurrent(x, llvm::acc::Directive::ACCD_parallel_loop, ConstructKind::Compute, {});
    } else if (makesKernelsLoop(x)) {
      Clause independent;
      independent.id = llvm::acc::Clause::ACCC_independent;
      independent.kind = accClauseKind(llvm::acc::Clause::ACCC_independent);
      independent.name = llvm::acc::getOpenACCClauseName(llvm::acc::Clause::ACCC_independent).str();
      beginDoConcurrent(x, llvm::acc::Directive::ACCD_loop, ConstructKind::Loop, {independent});
    }
    enterNested(/*loop=*/true);
    if (compute_.empty()) return true;
    auto doVariable = [this](const semantics::Symbol *s) {
      if (s && compute_.back().doVariables.insert(&s->GetUltimate()).second)
        compute_.back().doVariableOrder.push_back(&s->GetUltimate());
    };
    if (const auto &control = x.GetLoopControl()) {
      if (const auto *b = std::get_if<parser::LoopControl::Bounds>(&control->u))
        doVariable(b->name.thing.symbol);
      // DO CONCURRENT indices are construct entities (F2018 19.4): the
      // host has no such variable to pass.
      if (const auto *c = std::get_if<parser::LoopControl::Concurrent>(&control->u))
        for (const parser::ConcurrentControl &cc : std::get<std::list<parser::ConcurrentControl>>(
                 std::get<parser::ConcurrentHeader>(c->t).t))
          doVariable(std::get<parser::Name>(cc.t).symbol);
    }
    return true;
  }

  // `d%p(i)` in a region reads through the device copy of d's descriptor of
  // p: record each POINTER/ALLOCATABLE component on the way, as written,
  // with the parts that lead to it (Variable::parts).
  bool Pre(const parser::Designator &d) {
    if (compute_.empty()) return true;
    // The names of the designator, the last first, each with whether an
    // element of it is taken (`cells(i)%v(j)`: v yes, cells yes).
    std::vector<std::pair<const parser::Name *, bool>> names;
    bool subscripted = false, named = false; // named: the root is a name (not coindexed)
    const auto *ref = std::get_if<parser::DataRef>(&d.u);
    while (ref) {
      if (const auto *sc =
              std::get_if<Fortran::common::Indirection<parser::StructureComponent>>(&ref->u)) {
        names.emplace_back(&sc->value().component, subscripted);
        subscripted = false;
        ref = &sc->value().base;
      } else if (const auto *ae =
                     std::get_if<Fortran::common::Indirection<parser::ArrayElement>>(&ref->u)) {
        subscripted = true;
        ref = &ae->value().base;
      } else {
        if (const auto *root = std::get_if<parser::Name>(&ref->u)) {
          names.emplace_back(root, subscripted);
          named = true;
        }
        break;
      }
    }
    if (named && names.size() >= 2 && !names.back().second && names.back().first->symbol) {
      ComputeFrame &f = compute_.back();
      const semantics::Symbol &root = names.back().first->symbol->GetUltimate();
      f.componentBases.insert(names.back().first);
      f.components[&root].insert(lower(root.name().ToString()) + "%" +
                                 lower(names[names.size() - 2].first->ToString()));
    }
    for (size_t k = 0; k < names.size() - (named ? 1 : 0); ++k) {
      const parser::Name &component = *names[k].first;
      if (!component.symbol ||
          !(semantics::IsPointer(*component.symbol) || semantics::IsAllocatable(*component.symbol)))
        continue;
      std::string text =
          withoutBlanks(lower(std::string(d.source.begin(), component.source.end())));
      auto &seen = compute_.back().pointerComponents;
      if (std::any_of(seen.begin(), seen.end(),
                      [&](const Variable &v) { return v.designator == text; }))
        continue;
      Variable v;
      v.text = v.designator = text;
      v.rootName = text.substr(0, text.find_first_of("%("));
      v.parent = text.substr(0, lastTopLevelPercent(text));
      v.loc = location(d.source);
      for (size_t j = names.size(); named && j-- > k;)
        v.parts.push_back({lower(names[j].first->ToString()), j != k && names[j].second});
      describeSymbol(v, component.symbol->GetUltimate());
      seen.push_back(std::move(v));
    }
    return true;
  }

  bool Pre(const parser::Name &n) {
    if (!routines_.empty() && n.symbol) routineReference(n);
    if (compute_.empty() || !n.symbol) return true;
    const semantics::Symbol &s = n.symbol->GetUltimate();
    if (s.owner().IsDerivedType())
      return true; // a component name, part of a designator of its parent
    if (!s.has<semantics::ObjectEntityDetails>() && !s.has<semantics::AssocEntityDetails>())
      return true; // procedures, types, construct names
    ComputeFrame &f = compute_.back();
    if (semantics::IsNamedConstant(s)) {
      if (f.namedConstants.insert(&s).second) f.namedConstantOrder.push_back({&s, n.source});
      return true;
    }
    if (f.references.insert(&s).second) f.referenceOrder.push_back({&s, n.source});
    if (!privatizedByOpenLoop(open_, lower(s.name().ToString()))) f.outsideLoopPrivate.insert(&s);
    if (!f.componentBases.count(&n)) f.namedWhole.insert(&s);
    referencesIterationLocal(s);
    return true;
  }

private:
  semantics::SemanticsContext &context_;
  const parser::AllCookedSources &cooked_;
  TranslationUnitModel &out_;
  Diagnostics &diags_;

  std::vector<size_t> unitStack_; // indices into out_.units
  std::vector<Construct> open_;   // constructs whose body is being walked
  // Directives that are the first statement of a kept OpenMP construct's
  // body, and whether the directive being begun is one
  // (Construct::startsOpenMPBody).
  std::set<const void *> firstInKeptBody_;
  bool startsOpenMPBody_ = false;
  std::vector<parser::CharBlock> pendingEnd_;
  parser::CharBlock lastStatement_;
  // What the body of an open compute construct uses, collected while it is
  // walked.
  struct ComputeFrame {
    std::set<const semantics::Symbol *> references;
    /// Variables referenced somewhere no loop construct privatizes them.
    std::set<const semantics::Symbol *> outsideLoopPrivate;
    std::vector<std::pair<const semantics::Symbol *, parser::CharBlock>> referenceOrder;
    std::set<const semantics::Symbol *> doVariables;
    std::vector<const semantics::Symbol *> doVariableOrder;
    std::vector<Variable> pointerComponents;
    /// Names that are the base of a component reference (`d` of `d%a(i)`),
    /// the first-level components reached from each variable, and the
    /// variables named any other way.
    std::set<const parser::Name *> componentBases;
    std::map<const semantics::Symbol *, std::set<std::string>> components;
    std::set<const semantics::Symbol *> namedWhole;
    std::set<std::uint64_t> labelsDefined, labelsReferenced;
    std::set<std::string> atomicTargets;
    std::optional<SourceLocation> firstIo;
    std::vector<ProcedureCall> procedureCalls;
    std::set<const semantics::Symbol *> namedConstants;
    std::vector<std::pair<const semantics::Symbol *, parser::CharBlock>> namedConstantOrder;
    /// Variables the body may define: assigned, pointer-assigned, read
    /// into, allocated, passed to a procedure that may change them.
    std::set<const semantics::Symbol *> written;
    /// The body calls a procedure that may change data it does not name
    /// (one that is not PURE), or writes through a pointer: any global,
    /// TARGET or POINTER variable may change.
    bool writesUnnamedData = false;
    std::vector<ScalarUpdate> scalarUpdates;
    /// Open loops and conditions around the statement being walked,
    /// innermost last: a number each, positive for a DO loop, negative for
    /// a statement that runs conditionally.
    std::vector<int> nesting;
    int nestings = 0; // how many have been opened
    std::set<const semantics::Symbol *> writtenFirst;
    /// Variables a DO loop's body sets first (writesFirst), with the loop's
    /// number: dropped at a reference outside that loop.
    std::map<const semantics::Symbol *, int> iterationLocal;
    std::vector<DeviceQueryCall> deviceQueries;
  };
  std::vector<ComputeFrame> compute_;  // innermost last
  std::vector<RoutineFrame> routines_; // innermost last
  SourceLocation lastBodyItemEnd_;     // noteBodyItem
  // The procedures without a routine directive, walked (implicitRoutines).
  std::vector<RoutineFrame> defined_;
  // The procedure each call of a compute region or routine names, by the
  // call's place (ProcedureCall::loc).
  std::map<std::tuple<std::string, unsigned, unsigned>, const semantics::Symbol *> callees_;
  // The execution parts of the units being walked, innermost last: where
  // the host reads a region's variables after it.
  std::vector<const parser::ExecutionPart *> executionParts_;
  // Per open unit (parallel to unitStack_): its variables code elsewhere may
  // reach (ProgramUnit::escaped).
  std::vector<std::set<std::string>> escaped_;
  // Per open unit: its scope (null where Flang gave it none).
  std::vector<const semantics::Scope *> unitScopes_;
  bool doConcurrentRegions_; // -stdpar: makesComputeConstruct
  const FilePrefixMap &prefixMap_;
  // The DO loops a loop directive (or combined one) is associated with.
  std::set<const parser::DoConstruct *> directiveLoops_;
  // The DO CONCURRENTs made compute constructs, innermost last.
  std::vector<const parser::DoConstruct *> doConcurrentConstructs_;
  int atomicDepth_ = 0;               // open atomic constructs
  parser::CharBlock actionStatement_; // the action statement being walked
  // The statement being walked as written: its label, and whether it is an
  // IF statement (the action statement is then its action).
  struct {
    parser::CharBlock source;
    std::optional<parser::Label> label;
    bool inIfStatement = false;
  } statement_;
  std::set<parser::Label> labelledDoEnds_; // labels that end a labelled DO
  std::vector<bool> openIsCompute_;
  // Root symbols of member designators seen in clauses: "d" of "d%p".
  std::map<std::string, const semantics::Symbol *> memberRoots_;

  // --- locations -----------------------------------------------------
  SourceLocation location(parser::CharBlock source) const {
    if (source.empty()) return {};
    return positionOf(parser::CharBlock{source.begin(), 1});
  }
  SourceLocation endLocation(parser::CharBlock source) const {
    if (source.empty()) return {};
    return positionOf(parser::CharBlock{source.end() - 1, 1});
  }
  // One character's place. (A range's can be unknown: a statement that a
  // macro expansion begins and the user's text ends is no one provenance
  // range. A character of an expansion is at the macro's use.)
  SourceLocation positionOf(parser::CharBlock character) const {
    SourceLocation loc;
    if (auto range = cooked_.GetSourcePositionRange(character)) {
      loc.file = displayPath(range->first.path, prefixMap_);
      loc.line = static_cast<unsigned>(range->first.line);
      loc.column = static_cast<unsigned>(range->first.column);
      std::string text = displayPath(range->first.sourceFile->path(), prefixMap_);
      if (text != loc.file || range->first.trueLineNumber != range->first.line) {
        loc.textFile = text;
        loc.textLine = static_cast<unsigned>(range->first.trueLineNumber);
      }
    }
    return loc;
  }
  SourceLocation unitLocation(const parser::MainProgram &x) const {
    if (const auto &stmt = std::get<std::optional<parser::Statement<parser::ProgramStmt>>>(x.t))
      return location(stmt->source);
    return {};
  }

  // --- units -----------------------------------------------------------
  template <typename END, typename UNIT>
  UnitLayout layoutOf(const UNIT &x, std::optional<parser::CharBlock> header) const {
    UnitLayout l;
    if (header) l.headerEnd = endLocation(*header);
    if (const auto &part = std::get<std::optional<parser::InternalSubprogramPart>>(x.t))
      l.contains = location(std::get<parser::Statement<parser::ContainsStmt>>(part->t).source);
    l.end = location(std::get<parser::Statement<END>>(x.t).source);
    std::optional<parser::CharBlock> first =
        parser::GetSource(std::get<parser::ExecutionPart>(x.t));
    l.firstExecutable = first ? location(*first) : (l.contains.line ? l.contains : l.end);
    std::optional<parser::CharBlock> spec =
        parser::GetSource(std::get<parser::SpecificationPart>(x.t));
    l.afterHeader = spec && !spec->empty() ? location(*spec) : l.firstExecutable;
    l.canContain = true;
    l.declarations = std::make_shared<const std::vector<TypeDeclaration>>(typeDeclarations(x));
    return l;
  }

  // UnitLayout::declarations: the unit's own type declaration statements
  // that declare a local variable, with every name of the unit spelled like
  // one of those.
  template <typename UNIT> std::vector<TypeDeclaration> typeDeclarations(const UNIT &x) const {
    auto begin = [this](parser::CharBlock c) { return location(c); };
    auto end = [this](parser::CharBlock c) { return endLocation(c); };
    TypeDeclarationStatements statements{begin, end};
    parser::Walk(std::get<parser::SpecificationPart>(x.t), statements);
    if (statements.found.empty()) return {};
    NamesOfDeclared names{begin, statements.declaring, statements.unit, statements.found};
    parser::Walk(x, names);
    return std::move(statements.found);
  }
  static const semantics::Scope *scopeNamed(const parser::Name &name) {
    return name.symbol ? name.symbol->scope() : nullptr;
  }
  void beginUnit(UnitKind kind, const std::string &name, SourceLocation loc, UnitLayout layout,
                 const semantics::Scope *scope) {
    ProgramUnit u;
    u.kind = kind;
    u.name = lower(name);
    u.loc = std::move(loc);
    u.layout = std::move(layout);
    // An internal procedure cannot contain procedures of its own.
    if (!unitStack_.empty() && out_.units[unitStack_.back()].kind != UnitKind::Module)
      u.layout.canContain = false;
    out_.units.push_back(std::move(u));
    unitStack_.push_back(out_.units.size() - 1);
    escaped_.emplace_back();
    unitScopes_.push_back(scope);
    labelledDoEnds_.clear(); // statement labels are the unit's own
  }
  void endUnit() {
    if (unitStack_.empty()) return;
    ProgramUnit &u = out_.units[unitStack_.back()];
    // An internal procedure reaches its host's variables without a call.
    if (!u.layout.contains.line) u.escaped = std::move(escaped_.back());
    escaped_.pop_back();
    unitScopes_.pop_back();
    unitStack_.pop_back();
  }
  // A variable passed to a procedure or made a pointer's target: code
  // elsewhere may map it (docs/data-operations.md, "present of data nothing
  // maps").
  void escapes(const parser::Name &root) {
    if (!escaped_.empty() && root.symbol)
      escaped_.back().insert(lower(root.symbol->GetUltimate().name().ToString()));
  }
  std::string currentUnitName() const {
    return unitStack_.empty() ? std::string() : out_.units[unitStack_.back()].name;
  }

  // --- constructs ------------------------------------------------------
  Construct &begin(Construct c) {
    noteBodyItem(c.loc, c.loc);
    bool compute = c.kind == ConstructKind::Compute;
    c.startsOpenMPBody = std::exchange(startsOpenMPBody_, false);
    open_.push_back(std::move(c));
    openIsCompute_.push_back(compute);
    if (compute) compute_.emplace_back();
    return open_.back();
  }

  Construct &beginAcc(llvm::acc::Directive d, parser::CharBlock source) {
    Construct c;
    c.dialect = Dialect::OpenACC;
    c.directive = d;
    c.kind = accConstructKind(d);
    c.name = llvm::acc::getOpenACCDirectiveName(d).str();
    c.loc = location(source);
    return begin(std::move(c));
  }

  bool insideTarget() const {
    for (const Construct &c : open_)
      if (c.dialect == Dialect::OpenMP && c.kind == ConstructKind::Compute) return true;
    return false;
  }

  Construct &beginOmp(llvm::omp::Directive d, parser::CharBlock source) {
    Construct c;
    c.dialect = Dialect::OpenMP;
    c.directive = d;
    c.kind = ompConstructKind(d, insideTarget(), c.name);
    c.loc = location(source);
    return begin(std::move(c));
  }

  // Closes the innermost open construct and files it under its parent.
  void endConstruct() {
    Construct c = std::move(open_.back());
    open_.pop_back();
    bool compute = openIsCompute_.back();
    openIsCompute_.pop_back();
    parser::CharBlock end = pendingEnd_.back();
    pendingEnd_.pop_back();
    c.endLoc = !end.empty() ? location(end) : endLocation(lastStatement_);
    if (c.bodyBegin.valid()) c.bodyEnd = lastBodyItemEnd_;
    // For the construct around it, the body goes on to this end directive.
    if (!end.empty()) lastBodyItemEnd_ = endLocation(end);
    if (compute) {
      ComputeFrame &f = compute_.back();
      for (auto &[symbol, source] : f.referenceOrder)
        if (!f.doVariables.count(symbol)) c.referenced.push_back(variableFor(*symbol, source));
      for (const auto &[symbol, components] : f.components)
        if (!f.namedWhole.count(symbol))
          c.reachedThroughComponents[symbol->name().ToString()] = components;
      std::set<const semantics::Symbol *> typesDefined;
      for (auto &[symbol, source] : f.referenceOrder)
        if (const semantics::DeclTypeSpec *type = symbol->GetType())
          if (const semantics::DerivedTypeSpec *derived = type->AsDerived())
            defineLocalType(*derived, typesDefined, c.localTypes);
      // A member in a clause (`present(d%p)`) uses its root's storage even
      // when the body never names the root: describe the root too.
      for (const Clause &cl : c.clauses)
        for (const Variable &v : cl.vars) {
          auto root = memberRoots_.find(v.rootName);
          if (v.parent.empty() || root == memberRoots_.end()) continue;
          bool known = false;
          for (const Variable &r : c.referenced) known = known || r.designator == v.rootName;
          if (!known) {
            c.referenced.push_back(variableFor(*root->second, {}));
            c.referenced.back().loc = v.loc;
            c.reachedThroughComponents[v.rootName]; // the body does not name it
          }
        }
      for (const semantics::Symbol *s : f.doVariableOrder)
        c.doVariables.push_back(variableFor(*s, {}));
      c.pointerComponents = std::move(f.pointerComponents);
      c.labelsDefined = std::move(f.labelsDefined);
      c.labelsReferenced = std::move(f.labelsReferenced);
      c.firstIo = f.firstIo;
      c.procedureCalls = std::move(f.procedureCalls);
      for (auto &[symbol, source] : f.namedConstantOrder)
        c.namedConstants.push_back(variableFor(*symbol, source));
      c.deviceQueries = std::move(f.deviceQueries);
      c.atomicTargets = std::move(f.atomicTargets);
      c.scalarUpdates = std::move(f.scalarUpdates);
      c.written.emplace();
      for (const semantics::Symbol *s : f.written) c.written->insert(lower(s->name().ToString()));
      for (auto &[symbol, source] : f.referenceOrder)
        if (!f.outsideLoopPrivate.count(symbol))
          c.loopPrivateOnly.insert(lower(symbol->name().ToString()));
      // A jump could reach a later reference around the first assignment.
      if (c.labelsReferenced.empty()) {
        for (const semantics::Symbol *s : f.writtenFirst)
          c.writtenFirst.insert(lower(s->name().ToString()));
        for (const auto &[s, loop] : f.iterationLocal)
          c.writtenFirstEachIteration.insert(lower(s->name().ToString()));
      }
      if (!executionParts_.empty()) {
        std::set<const semantics::Symbol *> scalars;
        for (const semantics::Symbol *s : f.written)
          if (s->Rank() == 0) scalars.insert(s);
        const char *after = (!end.empty() ? end : lastStatement_).end();
        for (const auto &[s, name] : readsAfter(*executionParts_.back(), after, scalars))
          c.readAfter[lower(s->name().ToString())] = location(name->source);
      }
      if (f.writesUnnamedData)
        for (const Variable &v : c.referenced)
          if (v.isGlobal || v.isTarget || v.storage == Storage::Pointer)
            c.written->insert(v.designator);
      compute_.pop_back();
      // An enclosing compute construct (none in valid code) or a data
      // construct never sees these references: they belong to this one.
    }
    file(std::move(c));
  }

  // Closes a construct with no body (never a compute construct).
  void finishLeaf() {
    Construct done = std::move(open_.back());
    open_.pop_back();
    openIsCompute_.pop_back();
    done.endLoc = done.loc;
    file(std::move(done));
  }

  void file(Construct c) {
    if (!open_.empty()) {
      open_.back().children.push_back(std::move(c));
      return;
    }
    if (unitStack_.empty()) {
      diags_.error(c.loc, "directive outside of any program unit");
      return;
    }
    out_.units[unitStack_.back()].constructs.push_back(std::move(c));
  }

  // --- loops -----------------------------------------------------------

  void addLoopVariables(Construct &c, const parser::DoConstruct &loop, int depth) {
    directiveLoops_.insert(&loop);
    if (loop.IsDoConcurrent()) return addConcurrentLoop(c, loop);
    const parser::DoConstruct *current = &loop;
    const auto &endDo = std::get<parser::Statement<parser::EndDoStmt>>(loop.t);
    if (!endDo.source.empty()) c.outermostEndDo = endLocation(endDo.source);
    for (int i = 0; i < depth && current; ++i) {
      directiveLoops_.insert(current);
      const auto &control = current->GetLoopControl();
      if (!control) break;
      const auto *b = std::get_if<parser::LoopControl::Bounds>(&control->u);
      if (!b || !b->name.thing.symbol) break;
      c.loopVariables.push_back(
          variableFor(b->name.thing.symbol->GetUltimate(), b->name.thing.source));
      if (isTiled(c)) c.associatedLoops.push_back(associatedLoop(*current, *b));
      c.innermostDoEnd =
          endLocation(std::get<parser::Statement<parser::NonLabelDoStmt>>(current->t).source);
      current = nestedDo(*current);
    }
  }

  // A DO loop of a tile, as the rewriter writes it again: a step is kept
  // only where it is constant, the variable an integer, and the loop ends
  // at an END DO of its own.
  AssociatedLoop associatedLoop(const parser::DoConstruct &loop,
                                const parser::LoopControl::Bounds &b) {
    const semantics::Symbol &symbol = b.name.thing.symbol->GetUltimate();
    AssociatedLoop l;
    l.variable = variableFor(symbol, b.name.thing.source);
    l.lower = exprText(b.lower);
    l.upper = exprText(b.upper);
    const auto &doStmt = std::get<parser::Statement<parser::NonLabelDoStmt>>(loop.t);
    const auto &endDo = std::get<parser::Statement<parser::EndDoStmt>>(loop.t);
    if (const auto &name = std::get<std::optional<parser::Name>>(doStmt.statement.t))
      l.constructName = name->ToString();
    l.headerBegin = location(doStmt.source);
    l.headerEnd = endLocation(doStmt.source);
    l.endDoEnd = endLocation(endDo.source);
    const semantics::DeclTypeSpec *type = symbol.GetType();
    const semantics::IntrinsicTypeSpec *intrinsic = type ? type->AsIntrinsic() : nullptr;
    if (!intrinsic || intrinsic->category() != Fortran::common::TypeCategory::Integer) return l;
    std::optional<std::int64_t> kind = evaluate::ToInt64(intrinsic->kind());
    bool labelled = std::get<std::optional<parser::Label>>(doStmt.statement.t).has_value() ||
                    endDo.source.empty();
    if (!kind || labelled) return l;
    l.kind = *kind;
    if (!b.step)
      l.step = 1;
    else if (const auto *typed = semantics::GetExpr(parser::UnwrapRef<parser::Expr>(*b.step)))
      l.step = evaluate::ToInt64(*typed);
    return l;
  }

  // A loop construct on a DO CONCURRENT: its indices are the loop
  // variables (OpenACC 3.3 2.9: as if collapsed), its locality specs the
  // construct's private (local) and reduction (reduce) clauses, local_init
  // its own (ConcurrentLoop::localInit); shared and default(none) only
  // restrict the body.
  void addConcurrentLoop(Construct &c, const parser::DoConstruct &loop) {
    const auto &doStmt = std::get<parser::Statement<parser::NonLabelDoStmt>>(loop.t);
    const auto &control = std::get<parser::LoopControl::Concurrent>(loop.GetLoopControl()->u);
    const auto &header = std::get<parser::ConcurrentHeader>(control.t);
    ConcurrentLoop cl;
    for (const parser::ConcurrentControl &x :
         std::get<std::list<parser::ConcurrentControl>>(header.t)) {
      const parser::Name &name = std::get<parser::Name>(x.t);
      const auto &step = std::get<std::optional<parser::ScalarIntExpr>>(x.t);
      cl.indices.push_back({name.ToString(), exprText(std::get<1>(x.t)), exprText(std::get<2>(x.t)),
                            step ? exprText(*step) : std::string()});
      if (name.symbol)
        c.loopVariables.push_back(variableFor(name.symbol->GetUltimate(), name.source));
    }
    if (const auto &mask = std::get<std::optional<parser::ScalarLogicalExpr>>(header.t))
      cl.mask = exprText(*mask);
    if (const auto &name = std::get<std::optional<parser::Name>>(doStmt.statement.t))
      cl.constructName = name->ToString();
    // A labelled DO ends at its labelled statement: its END DO has no text.
    const auto &endDo = std::get<parser::Statement<parser::EndDoStmt>>(loop.t);
    cl.labelled = std::get<std::optional<parser::Label>>(doStmt.statement.t).has_value() ||
                  endDo.source.empty();
    cl.headerBegin = location(doStmt.source);
    cl.headerEnd = endLocation(doStmt.source);
    cl.endDoEnd = endLocation(endDo.source);
    for (const parser::LocalitySpec &spec : std::get<std::list<parser::LocalitySpec>>(control.t)) {
      Clause clause;
      auto is = [&](llvm::acc::Clause acc, llvm::omp::Clause omp) {
        if (c.dialect == Dialect::OpenACC) {
          clause.id = acc;
          clause.kind = accClauseKind(acc);
          clause.name = llvm::acc::getOpenACCClauseName(acc).str();
        } else {
          clause.id = omp;
          clause.kind = ompClauseKind(omp);
          clause.name = llvm::omp::getOpenMPClauseName(omp, 52).str();
        }
      };
      const std::list<parser::Name> *names = nullptr;
      if (const auto *local = std::get_if<parser::LocalitySpec::Local>(&spec.u)) {
        is(llvm::acc::Clause::ACCC_private, llvm::omp::Clause::OMPC_private);
        names = &local->v;
      } else if (const auto *init = std::get_if<parser::LocalitySpec::LocalInit>(&spec.u)) {
        for (const parser::Name &n : init->v)
          if (n.symbol) cl.localInit.push_back(variableFor(n.symbol->GetUltimate(), n.source));
        continue;
      } else if (const auto *reduce = std::get_if<parser::LocalitySpec::Reduce>(&spec.u)) {
        is(llvm::acc::Clause::ACCC_reduction, llvm::omp::Clause::OMPC_reduction);
        clause.reduction = reductionOperator(std::get<parser::ReductionOperator>(reduce->t).v);
        names = &std::get<std::list<parser::Name>>(reduce->t);
      } else {
        continue;
      }
      for (const parser::Name &n : *names) {
        if (!n.symbol) continue;
        clause.vars.push_back(variableFor(n.symbol->GetUltimate(), n.source));
        if (!clause.loc.line) clause.loc = location(n.source);
      }
      c.clauses.push_back(std::move(clause));
    }
    c.concurrent = std::move(cl);
  }

  // A block of one OpenACC loop construct (its DO loop inside it) and
  // nothing else; in `kernels`, a DO CONCURRENT is one too
  // (makesKernelsLoop).
  static bool isOneLoopConstruct(const parser::Block &block, bool kernels) {
    if (block.size() != 1) return false;
    const auto *ec = std::get_if<parser::ExecutableConstruct>(&block.front().u);
    if (!ec) return false;
    if (const auto *acc =
            std::get_if<Fortran::common::Indirection<parser::OpenACCConstruct>>(&ec->u))
      return std::holds_alternative<parser::OpenACCLoopConstruct>(acc->value().u);
    const auto *loop = std::get_if<Fortran::common::Indirection<parser::DoConstruct>>(&ec->u);
    return kernels && loop && loop->value().IsDoConcurrent();
  }

  // The next loop of a collapse: the first DO construct of the body
  // (collapse(force:) allows statements before it; without force Flang's
  // semantics has checked that the loops are tightly nested).
  static const parser::DoConstruct *nestedDo(const parser::DoConstruct &loop) {
    const parser::Block &block = std::get<parser::Block>(loop.t);
    for (const parser::ExecutionPartConstruct &epc : block)
      if (const auto *ec = std::get_if<parser::ExecutableConstruct>(&epc.u))
        if (const auto *doc =
                std::get_if<Fortran::common::Indirection<parser::DoConstruct>>(&ec->u))
          return &doc->value();
    return nullptr;
  }

  // --- clauses ---------------------------------------------------------
  void addModifier(Clause &cl, const std::optional<parser::AccDataModifier> &m) {
    if (!m) return;
    if (m->v == parser::AccDataModifier::Modifier::ReadOnly)
      cl.modifiers.readonly = true;
    else
      cl.modifiers.zero = true;
  }

  void addObjects(Clause &cl, const parser::AccObjectList &list) {
    for (const parser::AccObject &obj : list.v) {
      if (const auto *d = std::get_if<parser::Designator>(&obj.u))
        addDesignator(cl, *d);
      else if (const auto *n = std::get_if<parser::Name>(&obj.u))
        addCommonBlock(cl, *n);
    }
  }

  void addAccClauses(Construct &c, const parser::AccClauseList &list) {
    for (const parser::AccClause &clause : list.v) {
      Clause cl;
      llvm::acc::Clause id = std::visit([](const auto &x) { return accClauseId(x); }, clause.u);
      cl.kind = accClauseKind(id);
      cl.id = id;
      cl.name = llvm::acc::getOpenACCClauseName(id).str();
      cl.loc = location(clause.source);
      cl.text = trim(argumentText(clause.source));
      std::visit([&](const auto &x) { fillAccClause(cl, x); }, clause.u);
      // `self(x)` is a data clause only on update; on a compute construct
      // it is a condition, even when the condition is a bare name that
      // the parser read as an object list.
      if (cl.kind == ClauseKind::Self && c.kind != ConstructKind::Update) {
        cl.kind = ClauseKind::Other;
        if (!cl.vars.empty()) cl.exprs = {cl.text};
        cl.vars.clear();
      }
      if (cl.kind == ClauseKind::Default || cl.kind == ClauseKind::DeviceType)
        cl.value = lower(cl.text);
      c.clauses.push_back(std::move(cl));
    }
  }

  template <typename A> void fillAccClause(Clause &, const A &) {}
  void fillAccClause(Clause &cl, const parser::AccClause::Copy &x) { addObjects(cl, x.v); }
  void fillAccClause(Clause &cl, const parser::AccClause::Copyin &x) { withModifier(cl, x.v); }
  void fillAccClause(Clause &cl, const parser::AccClause::Copyout &x) { withModifier(cl, x.v); }
  void fillAccClause(Clause &cl, const parser::AccClause::Create &x) { withModifier(cl, x.v); }
  void fillAccClause(Clause &cl, const parser::AccClause::Present &x) { addObjects(cl, x.v); }
  void fillAccClause(Clause &cl, const parser::AccClause::NoCreate &x) { addObjects(cl, x.v); }
  void fillAccClause(Clause &cl, const parser::AccClause::Attach &x) { addObjects(cl, x.v); }
  void fillAccClause(Clause &cl, const parser::AccClause::Detach &x) { addObjects(cl, x.v); }
  void fillAccClause(Clause &cl, const parser::AccClause::Delete &x) { addObjects(cl, x.v); }
  void fillAccClause(Clause &cl, const parser::AccClause::Deviceptr &x) { addObjects(cl, x.v); }
  void fillAccClause(Clause &cl, const parser::AccClause::Private &x) { addObjects(cl, x.v); }
  void fillAccClause(Clause &cl, const parser::AccClause::Firstprivate &x) { addObjects(cl, x.v); }
  void fillAccClause(Clause &cl, const parser::AccClause::UseDevice &x) { addObjects(cl, x.v); }
  void fillAccClause(Clause &cl, const parser::AccClause::Host &x) { addObjects(cl, x.v); }
  void fillAccClause(Clause &cl, const parser::AccClause::Device &x) { addObjects(cl, x.v); }
  void fillAccClause(Clause &cl, const parser::AccClause::DeviceResident &x) {
    addObjects(cl, x.v);
  }
  void fillAccClause(Clause &cl, const parser::AccClause::Link &x) { addObjects(cl, x.v); }
  void fillAccClause(Clause &cl, const parser::AccClause::Reduction &x) {
    cl.reduction = reductionOperator(std::get<parser::ReductionOperator>(x.v.t).v);
    addObjects(cl, std::get<parser::AccObjectList>(x.v.t));
    checkReductionVariables(cl);
  }
  // OpenACC 3.3 2.5.15: a reduction var is a scalar, an aggregate (whole),
  // an array element or a subarray, never a member of a composite variable.
  // A derived-type variable reduces member by member (2.9.11), which the
  // host threads' OpenMP (gfortran: declare reduction) does not say yet.
  void checkReductionVariables(const Clause &cl) {
    for (const Variable &v : cl.vars) {
      std::string quoted = "('" + v.text + "')";
      if (!v.parent.empty())
        diags_.error(v.loc, "a reduction variable may not be a member of a composite variable " +
                                quoted + ": reduce into a scalar and assign '" + v.designator +
                                "' after the loop");
      else if (v.isAggregate && !v.isCharacter)
        diags_.error(v.loc, "acc2c does not translate a reduction of a derived-type variable " +
                                quoted + " yet: reduce each member into a scalar of its own");
    }
  }
  void fillAccClause(Clause &cl, const parser::AccClause::Self &x) {
    // `self(list)` on update is a data clause; `self[(cond)]` on compute
    // constructs is a condition.
    if (x.v) {
      if (const auto *list = std::get_if<parser::AccObjectList>(&x.v->u)) {
        addObjects(cl, *list);
        return;
      }
      if (const auto &cond = std::get<std::optional<parser::ScalarLogicalExpr>>(x.v->u))
        cl.exprs.push_back(exprText(*cond));
    }
    cl.kind = ClauseKind::Other;
  }
  void fillAccClause(Clause &cl, const parser::AccClause::Collapse &x) {
    cl.force = std::get<bool>(x.v.t);
    cl.count = constantValue(std::get<parser::ScalarIntConstantExpr>(x.v.t));
  }
  void fillAccClause(Clause &cl, const parser::AccClause::Tile &x) {
    cl.count = x.v.v.size();
    for (const parser::AccTileExpr &size : x.v.v) {
      const auto &value = std::get<std::optional<parser::ScalarIntConstantExpr>>(size.t);
      cl.tileSizes.push_back(value ? constantValue(*value).value_or(0) : 0);
    }
  }
  void fillAccClause(Clause &cl, const parser::AccClause::If &x) {
    cl.exprs.push_back(exprText(x.v));
  }
  void fillAccClause(Clause &cl, const parser::AccClause::Async &x) {
    if (x.v) cl.exprs.push_back(exprText(*x.v));
  }
  void fillAccClause(Clause &cl, const parser::AccClause::Wait &x) {
    if (x.v) waitArgument(cl, *x.v);
  }
  void fillAccClause(Clause &cl, const parser::AccClause::NumGangs &x) {
    for (const parser::ScalarIntExpr &e : x.v) cl.exprs.push_back(exprText(e));
  }
  void fillAccClause(Clause &cl, const parser::AccClause::NumWorkers &x) {
    cl.exprs.push_back(exprText(x.v));
  }
  void fillAccClause(Clause &cl, const parser::AccClause::VectorLength &x) {
    cl.exprs.push_back(exprText(x.v));
  }
  void fillAccClause(Clause &cl, const parser::AccClause::DeviceNum &x) {
    cl.exprs.push_back(exprText(x.v));
  }
  void fillAccClause(Clause &cl, const parser::AccClause::DefaultAsync &x) {
    cl.exprs.push_back(exprText(x.v));
  }
  void fillAccClause(Clause &cl, const parser::AccClause::Bind &x) {
    cl.exprs.push_back(x.v.source.ToString());
  }

  void waitArgument(Clause &cl, const parser::AccWaitArgument &arg) {
    if (const auto &device = std::get<std::optional<parser::ScalarIntExpr>>(arg.t))
      cl.waitDevice = exprText(*device);
    for (const parser::ScalarIntExpr &q : std::get<std::list<parser::ScalarIntExpr>>(arg.t))
      cl.exprs.push_back(exprText(q));
  }

  static ReductionOperator reductionOperator(parser::ReductionOperator::Operator op) {
    using O = parser::ReductionOperator::Operator;
    switch (op) {
    case O::Plus: return ReductionOperator::Add;
    case O::Multiply: return ReductionOperator::Multiply;
    case O::Max: return ReductionOperator::Max;
    case O::Min: return ReductionOperator::Min;
    case O::Iand: return ReductionOperator::BitAnd;
    case O::Ior: return ReductionOperator::BitOr;
    case O::Ieor: return ReductionOperator::BitXor;
    case O::And: return ReductionOperator::LogicalAnd;
    case O::Or: return ReductionOperator::LogicalOr;
    case O::Eqv: return ReductionOperator::Eqv;
    case O::Neqv: return ReductionOperator::Neqv;
    }
    return ReductionOperator::None;
  }

  /// An expression of a clause, as the user wrote it: the output
  /// evaluates it where the directive was.
  template <typename A> static std::string exprText(const A &x) {
    return parser::UnwrapRef<parser::Expr>(x).source.ToString();
  }

  /// The value of a constant expression semantics checked (collapse(n)).
  static std::optional<std::int64_t> constantValue(const parser::ScalarIntConstantExpr &x) {
    if (const auto *typed = semantics::GetExpr(x)) return evaluate::ToInt64(*typed);
    return std::nullopt;
  }

  void withModifier(Clause &cl, const parser::AccObjectListWithModifier &x) {
    addModifier(cl, std::get<std::optional<parser::AccDataModifier>>(x.t));
    addObjects(cl, std::get<parser::AccObjectList>(x.t));
  }

  void addOmpClauses(Construct &c, const parser::OmpClauseList &list) {
    for (const parser::OmpClause &clause : list.v) {
      Clause cl;
      llvm::omp::Clause id = clause.Id();
      cl.kind = ompClauseKind(id);
      cl.id = id;
      cl.name = llvm::omp::getOpenMPClauseName(id, 52).str();
      cl.loc = location(clause.source);
      cl.text = trim(argumentText(clause.source));
      std::visit([&](const auto &x) { fillOmpClause(cl, x); }, clause.u);
      if (cl.kind == ClauseKind::Default || cl.kind == ClauseKind::Defaultmap ||
          cl.kind == ClauseKind::DeviceType) {
        cl.value.clear();
        for (char ch : lower(cl.text))
          if (ch != ' ' && ch != '\t') cl.value += ch;
      }
      // A map without a map type: tofrom on target and target data; to and
      // from on enter and exit data, as Flang and the 6.0 spec read it.
      if (cl.kind == ClauseKind::Map && cl.mapType == MapType::None)
        cl.mapType = c.kind == ConstructKind::EnterData  ? MapType::To
                     : c.kind == ConstructKind::ExitData ? MapType::From
                                                         : MapType::Tofrom;
      c.clauses.push_back(std::move(cl));
    }
  }

  template <typename A> void fillOmpClause(Clause &, const A &) {}
  void fillOmpClause(Clause &cl, const parser::OmpClause::Map &x) {
    using Mods = std::optional<std::list<parser::OmpMapClause::Modifier>>;
    if (const auto &mods = std::get<Mods>(x.v.t))
      for (const auto &m : *mods) std::visit([&](const auto &y) { applyMapModifier(cl, y); }, m.u);
    addOmpObjects(cl, std::get<parser::OmpObjectList>(x.v.t));
  }
  void fillOmpClause(Clause &cl, const parser::OmpClause::To &x) { motion(cl, x.v); }
  void fillOmpClause(Clause &cl, const parser::OmpClause::From &x) { motion(cl, x.v); }
  void fillOmpClause(Clause &cl, const parser::OmpClause::Enter &x) {
    addOmpObjects(cl, std::get<parser::OmpObjectList>(x.v.t));
  }
  void fillOmpClause(Clause &cl, const parser::OmpClause::Link &x) { addOmpObjects(cl, x.v); }
  void fillOmpClause(Clause &cl, const parser::OmpClause::IsDevicePtr &x) {
    addOmpObjects(cl, x.v);
  }
  void fillOmpClause(Clause &cl, const parser::OmpClause::HasDeviceAddr &x) {
    addOmpObjects(cl, x.v);
  }
  void fillOmpClause(Clause &cl, const parser::OmpClause::UseDevicePtr &x) {
    addOmpObjects(cl, x.v);
  }
  void fillOmpClause(Clause &cl, const parser::OmpClause::UseDeviceAddr &x) {
    addOmpObjects(cl, x.v);
  }
  void fillOmpClause(Clause &cl, const parser::OmpClause::Private &x) { addOmpObjects(cl, x.v); }
  void fillOmpClause(Clause &cl, const parser::OmpClause::Firstprivate &x) {
    addOmpObjects(cl, x.v);
  }
  void fillOmpClause(Clause &cl, const parser::OmpClause::Reduction &x) {
    using Mods = std::optional<std::list<parser::OmpReductionClause::Modifier>>;
    if (const auto &mods = std::get<Mods>(x.v.t))
      for (const auto &m : *mods)
        if (const auto *id = std::get_if<parser::OmpReductionIdentifier>(&m.u))
          cl.reduction = reductionOperator(*id);
    if (cl.reduction == ReductionOperator::None)
      diags_.error(cl.loc, "this reduction identifier is not supported by acc2c yet "
                           "(user-defined reductions)");
    addOmpObjects(cl, std::get<parser::OmpObjectList>(x.v.t));
    if (cl.reduction != ReductionOperator::None) checkReductionVariables(cl);
  }
  // lastprivate and linear: the list items get their value after the loop.
  void fillOmpClause(Clause &cl, const parser::OmpClause::Lastprivate &x) {
    addOmpObjects(cl, std::get<parser::OmpObjectList>(x.v.t));
  }
  void fillOmpClause(Clause &cl, const parser::OmpClause::Linear &x) {
    addOmpObjects(cl, std::get<parser::OmpObjectList>(x.v.t));
  }
  void fillOmpClause(Clause &cl, const parser::OmpClause::Collapse &x) {
    cl.count = constantValue(x.v);
  }
  void fillOmpClause(Clause &cl, const parser::OmpClause::Ordered &x) {
    if (x.v) cl.count = constantValue(*x.v);
  }
  void fillOmpClause(Clause &cl, const parser::OmpClause::If &x) {
    using Mods = std::optional<std::list<parser::OmpIfClause::Modifier>>;
    if (const auto &mods = std::get<Mods>(x.v.t))
      for (const auto &m : *mods)
        if (const auto *name = std::get_if<parser::OmpDirectiveNameModifier>(&m.u))
          cl.ifModifier = name->v;
    cl.exprs.push_back(exprText(std::get<parser::ScalarLogicalExpr>(x.v.t)));
  }
  void fillOmpClause(Clause &cl, const parser::OmpClause::Device &x) {
    using Mods = std::optional<std::list<parser::OmpDeviceClause::Modifier>>;
    if (const auto &mods = std::get<Mods>(x.v.t))
      for (const auto &m : *mods)
        if (const auto *d = std::get_if<parser::OmpDeviceModifier>(&m.u))
          if (d->v == parser::OmpDeviceModifier::Value::Ancestor)
            diags_.error(cl.loc, "device(ancestor: ...) is not supported by acc2c yet");
    cl.exprs.push_back(exprText(std::get<parser::ScalarIntExpr>(x.v.t)));
  }

  // num_threads(n), thread_limit(n), num_teams([lower:] n): one
  // expression each where the clause has one count (OpenMP 6 allows lists).
  void fillOmpClause(Clause &cl, const parser::OmpClause::NumThreads &x) {
    for (const parser::ScalarIntExpr &e : std::get<std::list<parser::ScalarIntExpr>>(x.v.t))
      cl.exprs.push_back(exprText(e));
  }
  void fillOmpClause(Clause &cl, const parser::OmpClause::ThreadLimit &x) {
    for (const parser::ScalarIntExpr &e : std::get<std::list<parser::ScalarIntExpr>>(x.v.t))
      cl.exprs.push_back(exprText(e));
  }
  void fillOmpClause(Clause &cl, const parser::OmpClause::NumTeams &x) {
    for (const parser::ScalarIntExpr &e : std::get<std::list<parser::ScalarIntExpr>>(x.v.t))
      cl.exprs.push_back(exprText(e));
  }

  static ReductionOperator reductionOperator(const parser::OmpReductionIdentifier &id) {
    using I = parser::DefinedOperator::IntrinsicOperator;
    if (const auto *op = std::get_if<parser::DefinedOperator>(&id.u)) {
      if (const auto *intrinsic = std::get_if<I>(&op->u)) switch (*intrinsic) {
        case I::Add: return ReductionOperator::Add;
        case I::Multiply: return ReductionOperator::Multiply;
        case I::AND: return ReductionOperator::LogicalAnd;
        case I::OR: return ReductionOperator::LogicalOr;
        case I::EQV: return ReductionOperator::Eqv;
        case I::NEQV: return ReductionOperator::Neqv;
        default: return ReductionOperator::None;
        }
      return ReductionOperator::None;
    }
    // max, min, iand, ior, ieor name the intrinsic procedures (5.2 5.5.5).
    const auto &proc = std::get<parser::ProcedureDesignator>(id.u);
    const auto *name = std::get_if<parser::Name>(&proc.u);
    if (!name) return ReductionOperator::None;
    // A procedure of the program's own is a user-defined reduction.
    if (const semantics::Symbol *symbol = name->symbol)
      if (!symbol->GetUltimate().attrs().test(semantics::Attr::INTRINSIC) &&
          symbol->GetUltimate().has<semantics::SubprogramDetails>())
        return ReductionOperator::None;
    static const std::map<std::string, ReductionOperator> intrinsics{
        {"max", ReductionOperator::Max},
        {"min", ReductionOperator::Min},
        {"iand", ReductionOperator::BitAnd},
        {"ior", ReductionOperator::BitOr},
        {"ieor", ReductionOperator::BitXor}};
    auto it = intrinsics.find(lower(name->ToString()));
    return it == intrinsics.end() ? ReductionOperator::None : it->second;
  }

  template <typename T> void motion(Clause &cl, const T &x) {
    using Mods = std::optional<std::list<typename T::Modifier>>;
    if (const auto &mods = std::get<Mods>(x.t))
      for (const auto &m : *mods)
        if (std::holds_alternative<parser::OmpExpectation>(m.u)) cl.modifiers.present = true;
    addOmpObjects(cl, std::get<parser::OmpObjectList>(x.t));
  }

  template <typename A> void applyMapModifier(Clause &, const A &) {}
  void applyMapModifier(Clause &cl, const parser::OmpMapType &t) {
    using V = parser::OmpMapType::Value;
    switch (t.v) {
    case V::To: cl.mapType = MapType::To; break;
    case V::From: cl.mapType = MapType::From; break;
    case V::Tofrom: cl.mapType = MapType::Tofrom; break;
    case V::Alloc:
    case V::Storage: cl.mapType = MapType::Alloc; break;
    case V::Release: cl.mapType = MapType::Release; break;
    case V::Delete: cl.mapType = MapType::Delete; break;
    }
  }
  void applyMapModifier(Clause &cl, const parser::OmpMapTypeModifier &m) {
    using V = parser::OmpMapTypeModifier::Value;
    if (m.v == V::Always) cl.modifiers.always = true;
    if (m.v == V::Close) cl.modifiers.close = true;
    if (m.v == V::Present) cl.modifiers.present = true;
  }
  void applyMapModifier(Clause &cl, const parser::OmpAlwaysModifier &) {
    cl.modifiers.always = true;
  }
  void applyMapModifier(Clause &cl, const parser::OmpCloseModifier &) { cl.modifiers.close = true; }
  void applyMapModifier(Clause &cl, const parser::OmpPresentModifier &) {
    cl.modifiers.present = true;
  }
  void applyMapModifier(Clause &cl, const parser::OmpDeleteModifier &) {
    cl.mapType = MapType::Delete;
  }

  void addOmpObjects(Clause &cl, const parser::OmpObjectList &list) {
    for (const parser::OmpObject &obj : list.v) addOmpObject(cl, obj);
  }
  void addOmpObject(Clause &cl, const parser::OmpObject &obj) {
    if (const auto *d = std::get_if<parser::Designator>(&obj.u))
      addDesignator(cl, *d);
    else if (const auto *n = std::get_if<parser::Name>(&obj.u))
      addCommonBlock(cl, *n);
  }

  // --- variables -------------------------------------------------------
  void addCommonBlock(Clause &cl, const parser::Name &n) {
    Variable v;
    v.text = "/" + n.ToString() + "/";
    v.designator = v.rootName = n.ToString();
    v.isCommonBlock = true;
    v.isGlobal = true;
    v.loc = location(n.source);
    // The clause's name may not be resolved to the block: look it up.
    const semantics::Symbol *symbol = n.symbol;
    if (!symbol || !symbol->GetUltimate().has<semantics::CommonBlockDetails>())
      symbol = context_.FindScope(n.source).FindCommonBlockInVisibleScopes(n.source);
    if (symbol)
      if (const auto *block = symbol->GetUltimate().detailsIf<semantics::CommonBlockDetails>())
        for (const auto &member : block->objects())
          v.commonMembers.push_back(lower(member->name().ToString()));
    cl.vars.push_back(std::move(v));
  }

  void addDesignator(Clause &cl, const parser::Designator &d) {
    const auto *ref = std::get_if<parser::DataRef>(&d.u);
    if (!ref) {
      diags_.error(location(d.source), "a substring ('" + d.source.ToString() +
                                           "') cannot appear in a data clause; name the whole "
                                           "character variable");
      return;
    }
    Variable v;
    v.text = d.source.ToString();
    v.loc = location(d.source);
    // Peel the subscripts of the last part: `a(2:n)`, `d%p(1,:)`.
    const parser::DataRef *base = ref;
    const std::list<parser::SectionSubscript> *subscripts = nullptr;
    if (const auto *ae = std::get_if<Fortran::common::Indirection<parser::ArrayElement>>(&ref->u)) {
      base = &ae->value().base;
      subscripts = &ae->value().subscripts;
    }
    const semantics::Symbol *last = nullptr;
    if (const auto *name = std::get_if<parser::Name>(&base->u))
      last = name->symbol;
    else if (const auto *sc =
                 std::get_if<Fortran::common::Indirection<parser::StructureComponent>>(&base->u))
      last = sc->value().component.symbol;
    else {
      diags_.error(v.loc, "a coindexed object ('" + v.text + "') cannot appear in a data clause");
      return;
    }
    v.designator = withoutBlanks(subscripts ? stripTrailingSubscripts(v.text) : v.text);
    size_t pct = lastTopLevelPercent(v.designator);
    v.parent = pct == std::string::npos ? std::string() : v.designator.substr(0, pct);
    v.rootName = v.designator.substr(0, v.designator.find_first_of("%("));
    if (!last) {
      diags_.error(v.loc, "'" + v.text + "' does not name a variable");
      return;
    }
    describeSymbol(v, last->GetUltimate());
    // Declared in this very scope (its own ultimate: not use- or
    // host-associated), a procedure's, neither SAVE nor a dummy.
    v.isAutomatic = v.parent.empty() && &last->GetUltimate() == last &&
                    last->owner().kind() == semantics::Scope::Kind::Subprogram && !v.isDummy &&
                    !v.isGlobal;
    if (!v.parent.empty())
      if (const semantics::Symbol *root = parser::GetFirstName(d).symbol)
        memberRoots_[v.rootName] = &root->GetUltimate();
    if (subscripts) {
      if (!v.isArray()) {
        diags_.error(v.loc, "'" + v.designator + "' is not an array");
        return;
      }
      for (const parser::SectionSubscript &s : *subscripts) v.subscripts.push_back(subscript(s));
    }
    cl.vars.push_back(std::move(v));
  }

  static std::string stripTrailingSubscripts(const std::string &text) {
    if (text.empty() || text.back() != ')') return text;
    int depth = 0;
    for (size_t i = text.size(); i-- > 0;) {
      if (text[i] == ')')
        ++depth;
      else if (text[i] == '(' && --depth == 0)
        return text.substr(0, i);
    }
    return text;
  }

  // A designator as one word: `lin % weights` is the variable `lin%weights`
  // (free form allows blanks around `%` and in subscripts), so that its
  // root and parent compare with the names the body references.
  static std::string withoutBlanks(const std::string &text) {
    std::string out;
    char quote = 0;
    for (char ch : text) {
      if (quote) {
        if (ch == quote) quote = 0;
      } else if (ch == '\'' || ch == '"') {
        quote = ch;
      } else if (ch == ' ' || ch == '\t') {
        continue;
      }
      out += ch;
    }
    return out;
  }

  static size_t lastTopLevelPercent(const std::string &text) {
    int depth = 0;
    size_t found = std::string::npos;
    for (size_t i = 0; i < text.size(); ++i) {
      if (text[i] == '(')
        ++depth;
      else if (text[i] == ')')
        --depth;
      else if (text[i] == '%' && depth == 0)
        found = i;
    }
    return found;
  }

  Variable variableFor(const semantics::Symbol &s, parser::CharBlock source) {
    Variable v;
    v.text = v.designator = v.rootName = s.name().ToString();
    v.loc = location(source);
    describeSymbol(v, s);
    return v;
  }

  BoundExpr boundFrom(const std::optional<evaluate::Expr<evaluate::SubscriptInteger>> &e) {
    if (!e) return BoundExpr::constant(0);
    auto folded =
        evaluate::Fold(context_.foldingContext(), evaluate::Expr<evaluate::SubscriptInteger>{*e});
    if (auto value = evaluate::ToInt64(folded)) return BoundExpr::constant(*value);
    return linearBound(folded);
  }

  BoundExpr boundFrom(const parser::ScalarIntExpr &x) {
    const parser::Expr &e = x.thing.thing.value();
    if (const auto *typed = semantics::GetExpr(e))
      if (auto value = evaluate::ToInt64(*typed)) return BoundExpr::constant(*value);
    return BoundExpr::parse(e.source.ToString());
  }

  Subscript subscript(const parser::SectionSubscript &s) {
    Subscript out;
    if (const auto *e = std::get_if<parser::IntExpr>(&s.u)) {
      out.isElement = true;
      const parser::Expr &expr = e->thing.value();
      if (const auto *typed = semantics::GetExpr(expr))
        if (auto value = evaluate::ToInt64(*typed)) {
          out.lower = BoundExpr::constant(*value);
          return out;
        }
      out.lower = BoundExpr::parse(expr.source.ToString());
      return out;
    }
    const auto &t = std::get<parser::SubscriptTriplet>(s.u);
    if (const auto &lo = std::get<0>(t.t)) out.lower = boundFrom(*lo);
    if (const auto &hi = std::get<1>(t.t)) out.upper = boundFrom(*hi);
    if (const auto &st = std::get<2>(t.t)) out.stride = boundFrom(*st);
    return out;
  }

  // The translation names a derived type in the unit that describes a
  // variable of it (the region's device view `type(t), pointer ::
  // acc2c_x`), and the types of the components whose descriptors it
  // attaches (their interfaces). Where the unit does not see a type by its
  // name (`use m, only: x` brings x, not x's type), it gets `use m, only:
  // t` (UnitLayout::typeUses) if t is a public entity of module m and the
  // name is free in the unit. Otherwise the translation is as before, and
  // gfortran names the type it cannot find.
  void nameTypesInUnit(const semantics::DerivedTypeSpec &derived,
                       std::set<const semantics::Symbol *> &seen) {
    const semantics::Symbol &type = derived.typeSymbol().GetUltimate();
    if (unitScopes_.empty() || !unitScopes_.back() || !seen.insert(&type).second) return;
    const semantics::Scope &unit = *unitScopes_.back();
    // (The output spells the type as the spec names it: a type renamed on
    // its way here, or one of Flang's builtins (c_ptr), keeps its spelling.)
    if (derived.name() != type.name()) return;
    if (const semantics::Symbol *found = unit.FindSymbol(type.name()); !found) {
      const semantics::Scope &owner = type.owner();
      if (owner.kind() == semantics::Scope::Kind::Module && owner.symbol() &&
          !type.attrs().test(semantics::Attr::PRIVATE)) {
        UnitLayout::TypeUse use{lower(owner.symbol()->name().ToString()),
                                lower(type.name().ToString())};
        auto &uses = out_.units[unitStack_.back()].layout.typeUses;
        if (std::find(uses.begin(), uses.end(), use) == uses.end()) uses.push_back(std::move(use));
      }
    }
    semantics::UltimateComponentIterator components{derived};
    for (const semantics::Symbol &c : components)
      if (semantics::IsPointer(c) || semantics::IsAllocatable(c))
        if (const semantics::DeclTypeSpec *t = c.GetType())
          if (const semantics::DerivedTypeSpec *d = t->AsDerived()) nameTypesInUnit(*d, seen);
  }

  // The descriptors an object of the type holds (create copies them verbatim
  // to the device: docs/descriptors.md, "Create copies descriptors verbatim").
  // Components inside an array component
  // (one descriptor per element) are left out.
  void recordDescriptorComponents(const std::string &type,
                                  const semantics::DerivedTypeSpec &derived) {
    if (out_.descriptorComponents.count(type)) return;
    std::vector<Variable> &list = out_.descriptorComponents[type]; // also ends recursion
    semantics::UltimateComponentIterator components{derived};
    for (auto it = components.begin(); it != components.end(); ++it) {
      const semantics::Symbol &c = *it;
      if (!semantics::IsPointer(c) && !semantics::IsAllocatable(c)) continue;
      semantics::SymbolVector path = it.GetComponentPath();
      bool throughArray = false;
      for (size_t i = 0; i + 1 < path.size(); ++i) throughArray |= path[i]->Rank() > 0;
      if (throughArray) continue;
      Variable v;
      v.designator = v.text = lower(it.BuildResultDesignatorName());
      describeSymbol(v, c);
      list.push_back(std::move(v));
    }
  }

  // Appends to `out` the definition of `spec`'s type where no module
  // defines it, after the definitions of the types it needs: its parent's
  // and its components' (DerivedTypeDefinition.h). `seen` ends recursion.
  void defineLocalType(const semantics::DerivedTypeSpec &spec,
                       std::set<const semantics::Symbol *> &seen,
                       std::vector<DerivedTypeDefinition> &out) {
    const semantics::Symbol &t = spec.typeSymbol();
    if (t.owner().IsModule() || !seen.insert(&t).second) return;
    DerivedTypeDefinition d;
    d.name = lower(t.name().ToString());
    auto uncopyable = [&](const std::string &why) {
      if (d.uncopyable.empty()) d.uncopyable = why;
    };
    // A component's type: from its module, or defined first.
    auto need = [&](const semantics::DerivedTypeSpec &type) {
      const semantics::Symbol &ts = type.typeSymbol();
      if (!ts.owner().IsModule())
        defineLocalType(type, seen, out);
      else if (ts.owner().symbol())
        d.moduleTypes.push_back(
            {lower(ts.owner().symbol()->name().ToString()), lower(ts.name().ToString())});
    };
    const auto *details = t.detailsIf<semantics::DerivedTypeDetails>();
    const semantics::Scope *scope = t.scope();
    if (!details || !scope) {
      uncopyable("a type whose definition is not known here");
      out.push_back(std::move(d));
      return;
    }
    d.sequence = details->sequence();
    d.bindC = t.attrs().test(semantics::Attr::BIND_C);
    if (!details->paramNameOrder().empty()) uncopyable("a type with type parameters");
    std::list<parser::CharBlock> names = details->componentNames();
    if (const semantics::DerivedTypeSpec *parent = t.GetParentTypeSpec()) {
      need(*parent);
      d.extends = lower(parent->typeSymbol().name().ToString());
      if (!names.empty()) names.pop_front(); // the parent component
    }
    for (const parser::CharBlock &name : names) {
      auto found = scope->find(name);
      if (found == scope->end()) continue;
      const semantics::Symbol &component = *found->second;
      std::string quoted = "'" + lower(name.ToString()) + "'";
      const auto *object = component.detailsIf<semantics::ObjectEntityDetails>();
      const semantics::DeclTypeSpec *type = component.GetType();
      if (!object || !type) {
        uncopyable("a type with the procedure pointer component " + quoted);
        continue;
      }
      if (type->category() != semantics::DeclTypeSpec::Numeric &&
          type->category() != semantics::DeclTypeSpec::Logical &&
          type->category() != semantics::DeclTypeSpec::Character &&
          type->category() != semantics::DeclTypeSpec::TypeDerived)
        uncopyable("a type with the polymorphic component " + quoted);
      if (component.Corank() > 0) uncopyable("a type with the coarray component " + quoted);
      TypeComponent c;
      c.name = lower(name.ToString());
      c.type = lower(type->AsFortran());
      if (const semantics::DerivedTypeSpec *derived = type->AsDerived()) need(*derived);
      c.allocatable = semantics::IsAllocatable(component);
      c.pointer = semantics::IsPointer(component);
      c.contiguous = component.attrs().test(semantics::Attr::CONTIGUOUS);
      for (const semantics::ShapeSpec &dim : object->shape()) {
        if (!dim.lbound().isExplicit() || !dim.ubound().isExplicit()) {
          c.shape.push_back(":");
          continue;
        }
        std::string bounds;
        for (const semantics::Bound *b : {&dim.lbound(), &dim.ubound()}) {
          std::optional<std::int64_t> value;
          if (const auto &e = b->GetExplicit())
            value = evaluate::ToInt64(evaluate::Fold(
                context_.foldingContext(), evaluate::Expr<evaluate::SubscriptInteger>{*e}));
          if (!value) uncopyable("a type whose component " + quoted + " has a bound not constant");
          bounds += (bounds.empty() ? "" : ":") + std::to_string(value.value_or(0));
        }
        c.shape.push_back(bounds);
      }
      if (const auto &init = object->init()) {
        if (!c.pointer)
          c.init = init->AsFortran();
        else if (evaluate::IsNullPointer(&*init))
          c.init = "null()";
        else
          uncopyable("a type whose pointer component " + quoted + " has an initial target");
      }
      d.components.push_back(std::move(c));
    }
    out.push_back(std::move(d));
  }

  // F2018 15.5.2.4: an assumed-type dummy takes no object of a derived type
  // with type parameters, type-bound procedures or final subroutines, its
  // own or inherited.
  static bool refusesAssumedType(const semantics::DerivedTypeSpec &type) {
    for (const semantics::DerivedTypeSpec *t = &type; t; t = t->typeSymbol().GetParentTypeSpec()) {
      if (!t->parameters().empty()) return true;
      if (const auto *details = t->typeSymbol().detailsIf<semantics::DerivedTypeDetails>())
        if (!details->finals().empty()) return true;
      if (const semantics::Scope *scope = t->typeSymbol().scope())
        for (const auto &[name, symbol] : *scope)
          if (symbol->has<semantics::ProcBindingDetails>() ||
              symbol->has<semantics::GenericDetails>())
            return true;
    }
    return false;
  }

  void describeSymbol(Variable &v, const semantics::Symbol &s) {
    v.isDummy = semantics::IsDummy(s);
    v.isTarget = s.attrs().test(semantics::Attr::TARGET);
    v.isNamedConstant = semantics::IsNamedConstant(s);
    // (Not a character constant's: its text keeps its case.)
    if (const auto *object = s.detailsIf<semantics::ObjectEntityDetails>();
        v.isNamedConstant && object && object->init() && s.Rank() == 0 && s.GetType() &&
        s.GetType()->category() != semantics::DeclTypeSpec::Character)
      v.constantValue = lower(object->init()->AsFortran());
    v.isProcedure = semantics::IsProcedure(s);
    v.isGlobal = s.owner().IsModule() || semantics::IsSaved(s) ||
                 semantics::FindCommonBlockContaining(s) != nullptr;
    // Flang records declares on the symbol, also for symbols from .mod files.
    v.isDeclaredOnDevice = s.test(semantics::Symbol::Flag::AccDeclare) ||
                           s.test(semantics::Symbol::Flag::OmpDeclareTarget);
    if (semantics::IsPointer(s))
      v.storage = Storage::Pointer;
    else if (semantics::IsAllocatable(s))
      v.storage = Storage::Allocatable;
    else if (semantics::IsAssumedShape(s))
      v.storage = Storage::AssumedShape;
    else if (semantics::IsAssumedSizeArray(s))
      v.storage = Storage::AssumedSize;
    if (const semantics::DeclTypeSpec *type = s.GetType()) {
      v.type = lower(type->AsFortran());
      v.isAggregate = type->category() == semantics::DeclTypeSpec::TypeDerived ||
                      type->category() == semantics::DeclTypeSpec::ClassDerived;
      v.isCharacter = type->category() == semantics::DeclTypeSpec::Character;
      if (const semantics::DerivedTypeSpec *derived = type->AsDerived()) {
        const semantics::Symbol &t = derived->typeSymbol();
        v.typeName = lower(t.name().ToString());
        if (t.owner().IsModule() && t.owner().symbol())
          v.typeModule = lower(t.owner().symbol()->name().ToString());
      }
      // A polymorphic scalar, neither POINTER nor ALLOCATABLE: data clauses
      // and regions see its declared type, the part of the object that
      // comes first in memory (an extension's own components follow its
      // parent component). A region calls no binding through it (calls()).
      if (type->category() == semantics::DeclTypeSpec::ClassDerived && s.Rank() == 0 &&
          v.storage == Storage::Plain)
        v.type = "type(" + lower(type->derivedTypeSpec().AsFortran()) + ")";
      if (const semantics::DerivedTypeSpec *derived = type->AsDerived()) {
        std::set<const semantics::Symbol *> seen;
        nameTypesInUnit(*derived, seen);
        recordDescriptorComponents(v.type, *derived);
        v.refusesAssumedType = type->category() == semantics::DeclTypeSpec::ClassDerived ||
                               refusesAssumedType(*derived);
      }
      if (auto dyn = evaluate::DynamicType::From(s))
        if (auto bytes = dyn->MeasureSizeInBytes(context_.foldingContext(), true))
          v.elementBytes =
              evaluate::ToInt64(evaluate::Fold(context_.foldingContext(), std::move(*bytes)));
    }
    if (const auto *obj = s.detailsIf<semantics::ObjectEntityDetails>()) {
      int d = 0;
      for (const semantics::ShapeSpec &spec : obj->shape()) {
        ++d;
        DeclaredDim dim;
        std::string dimText = std::to_string(d);
        if (spec.lbound().isExplicit())
          dim.lower = boundFrom(spec.lbound().GetExplicit());
        else if (v.storage == Storage::AssumedShape)
          dim.lower = BoundExpr::constant(1); // a(:) starts at 1 in the callee
        else
          dim.lower = BoundExpr::term("lbound(" + v.designator + ", " + dimText + ")");
        if (spec.ubound().isExplicit())
          dim.upper = boundFrom(spec.ubound().GetExplicit());
        else if (!spec.ubound().isStar())
          dim.upper = BoundExpr::term("ubound(" + v.designator + ", " + dimText + ")");
        v.shape.push_back(std::move(dim));
      }
    }
  }
};

} // namespace

void buildModel(const parser::Program &program, semantics::SemanticsContext &context,
                TranslationUnitModel &out, Diagnostics &diags, const FortranOptions &options) {
  ModelBuilder builder{context, out, diags, options};
  parser::Walk(program, builder);
  builder.implicitRoutines();
}

} // namespace acc2c
