// DataOpGraph: the constructs of one translation unit and the data ops they
// decompose into, in execution order.
//
// The execution order is a sequence of steps: a data op, or the begin or end
// of a construct. A construct's entry ops come right before its Begin, its
// body (nested constructs) between Begin and End, its exit ops right after
// its End; a construct without a body has End right after Begin. Printers
// read the steps; the JSON contract lists only the ops.
//
// Invariants (checked by verifyGraph):
//  - ops_[i].id == i and each op appears exactly once in the steps;
//  - each construct has one Begin and one End step, properly nested;
//  - an exit op with `entry` refers to an earlier entry op of the same
//    construct and the same variable;
//  - `structured` is true exactly for ops of constructs that use the
//    structured reference counter (usesStructuredCounter).
#pragma once
#include "graph/DataOp.h"
#include "model/Directive.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace acc2c {

/// A construct as the graph sees it: where it is, what encloses it, the
/// clauses that are not data clauses (async, wait, if, finalize...), and
/// what the implicit pass needs to know about its body.
struct GraphConstruct {
  ConstructId id = 0;
  Dialect dialect = Dialect::OpenACC;
  DirectiveId directive;
  AtomicForm atomic = AtomicForm::Update;
  ConstructKind kind = ConstructKind::Other;
  std::string name; ///< "parallel loop"
  std::string unit; ///< enclosing procedure / program / module
  UnitKind unitKind = UnitKind::Program;
  UnitLayout unitLayout;
  std::optional<std::set<std::string>> unitEscaped; ///< ProgramUnit::escaped
  SourceLocation loc, endLoc;
  SourceLocation bodyBegin, bodyEnd; ///< Construct::bodyBegin/bodyEnd
  std::optional<ConstructId> parent;
  std::vector<Clause> controlClauses; ///< non-data clauses, as written
  std::vector<Variable> referenced;   ///< body references (compute constructs)
  std::vector<Variable> loopVariables;
  std::vector<AssociatedLoop> associatedLoops;  ///< Construct::associatedLoops
  std::optional<SourceLocation> innermostDoEnd; ///< Construct::innermostDoEnd
  std::optional<SourceLocation> outermostEndDo; ///< Construct::outermostEndDo
  std::optional<ConcurrentLoop> concurrent;     ///< Construct::concurrent
  bool fromDoConcurrent = false;                ///< Construct::fromDoConcurrent
  std::vector<Variable> doVariables;            ///< every DO variable of the body
  std::vector<Variable> pointerComponents;      ///< "d%p" the body reads through
  std::vector<Variable> inferredSections;       ///< Construct::inferredSections
  /// Construct::reachedThroughComponents
  std::map<std::string, std::set<std::string>> reachedThroughComponents;
  /// The POINTER members (C: pointer members) the body reads through the
  /// elements of an array of structures, each as the family of that member
  /// of every element (`cells(acc2c_e1)%p`, `v[acc2c_e1].p`), whose
  /// attachment the region checks (passes/ImplicitDataAttributes.h).
  std::vector<Variable> elementPointerChecks;
  std::set<std::uint64_t> labelsDefined, labelsReferenced; ///< statement labels of the body
  std::optional<SourceLocation> firstIo;                   ///< Construct::firstIo
  std::vector<ProcedureCall> procedureCalls;               ///< Construct::procedureCalls
  std::vector<Variable> namedConstants;                    ///< Construct::namedConstants
  std::vector<DerivedTypeDefinition> localTypes;           ///< Construct::localTypes
  SourceLocation routineBegin, routineEnd;                 ///< Construct::routineBegin/End
  std::string routineModule;                               ///< Construct::routineModule
  bool routineImplicit = false;                            ///< Construct::routineImplicit
  std::vector<Variable> routineOutside;                    ///< Construct::routineOutside
  std::optional<SourceLocation> routineOutsideType;        ///< Construct::routineOutsideType
  std::optional<AllocationStatement> allocation;           ///< Construct::allocation
  bool bodyIsOneLoop = false;                              ///< Construct::bodyIsOneLoop
  bool startsOpenMPBody = false;                           ///< Construct::startsOpenMPBody
  std::vector<DeviceQueryCall> deviceQueries;              ///< Construct::deviceQueries
  std::set<std::string> atomicTargets;                     ///< variables atomic constructs update
  std::optional<std::set<std::string>> written;    ///< what the body may write (Construct::written)
  std::set<std::string> writtenFirst;              ///< Construct::writtenFirst
  std::set<std::string> writtenFirstEachIteration; ///< Construct::writtenFirstEachIteration
  std::set<std::string> loopPrivateOnly;           ///< Construct::loopPrivateOnly
  std::map<std::string, SourceLocation> readAfter; ///< Construct::readAfter
  std::vector<ScalarUpdate> scalarUpdates;         ///< Construct::scalarUpdates
  std::vector<HostAssignment> hostAssignments;     ///< Construct::hostAssignments
  std::string routineName;
  bool hasBody = false;

  const Clause *findClause(ClauseKind k) const {
    for (const Clause &c : controlClauses)
      if (c.kind == k) return &c;
    return nullptr;
  }
};

struct Step {
  enum Kind { Op, Begin, End } kind;
  unsigned id; ///< OpId for Op, ConstructId for Begin/End
  bool operator==(const Step &o) const { return kind == o.kind && id == o.id; }
};

class DataOpGraph {
public:
  explicit DataOpGraph(std::string file = {}) : file_(std::move(file)) {}

  const std::string &file() const { return file_; }

  /// The descriptors inside an object of derived type `type` (empty if none).
  const std::vector<Variable> &descriptorComponents(const std::string &type) const {
    static const std::vector<Variable> none;
    auto it = descriptorComponents_.find(type);
    return it == descriptorComponents_.end() ? none : it->second;
  }
  void setDescriptorComponents(DescriptorComponents c) { descriptorComponents_ = std::move(c); }

  /// The files the source includes (TranslationUnitModel::inclusions): the
  /// rewriter reads the ones whose lines it edits.
  const Inclusions &inclusions() const { return inclusions_; }
  void setInclusions(Inclusions i) { inclusions_ = std::move(i); }

  /// TranslationUnitModel::declaredNames.
  const std::set<std::string> &declaredNames() const { return declaredNames_; }
  void setDeclaredNames(std::set<std::string> names) { declaredNames_ = std::move(names); }

  ConstructId addConstruct(GraphConstruct c);
  GraphConstruct &construct(ConstructId id) { return constructs_.at(id); }
  const GraphConstruct &construct(ConstructId id) const { return constructs_.at(id); }
  const std::vector<GraphConstruct> &constructs() const { return constructs_; }

  OpId appendOp(DataOp op);
  void appendBegin(ConstructId c) { steps_.push_back({Step::Begin, c}); }
  void appendEnd(ConstructId c) { steps_.push_back({Step::End, c}); }

  /// Inserts `op` right before the op `before`.
  OpId insertBeforeOp(OpId before, DataOp op);
  /// Inserts `op` right after the op `after`.
  OpId insertAfterOp(OpId after, DataOp op);
  /// Inserts `op` as the last entry op of construct `c` (before its Begin).
  OpId insertBeforeBegin(ConstructId c, DataOp op);
  /// Inserts `op` as the first exit op of construct `c` (after its End).
  OpId insertAfterEnd(ConstructId c, DataOp op);
  /// Takes op `id` out of the execution order; its id stays taken, and no
  /// op may still refer to it.
  void eraseOp(OpId id);
  bool erased(OpId id) const { return erased_.count(id) > 0; }

  DataOp &op(OpId id) { return ops_.at(id); }
  const DataOp &op(OpId id) const { return ops_.at(id); }
  size_t size() const { return ops_.size(); }

  const std::vector<Step> &steps() const { return steps_; }
  /// Op ids in execution order.
  std::vector<OpId> opOrder() const;
  /// Ops of one construct, in execution order.
  std::vector<OpId> opsOf(ConstructId c) const;
  /// Whether `inner` is `outer` or nested in it.
  bool isWithin(ConstructId inner, ConstructId outer) const;
  /// The routine construct, explicit or implicit, of the procedure whose
  /// text holds `c` (its internal procedures too): null outside routines.
  const GraphConstruct *routineAround(const GraphConstruct &c) const;

private:
  DescriptorComponents descriptorComponents_;
  Inclusions inclusions_;
  std::set<std::string> declaredNames_;
  std::string file_;
  std::vector<GraphConstruct> constructs_;
  std::vector<DataOp> ops_;
  std::vector<Step> steps_;
  std::set<OpId> erased_;

  OpId store(DataOp op);
  size_t positionOf(Step s) const;
};

} // namespace acc2c
