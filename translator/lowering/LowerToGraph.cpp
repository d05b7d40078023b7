#include "lowering/LowerToGraph.h"

#include "lowering/ClauseDecomposition.h"
#include "lowering/ComputeBounds.h"

namespace acc2c {

DataOp makeDataOp(DataOpKind kind, DataClause clause, const Variable &var, ConstructId construct,
                  bool structured, Diagnostics &diags) {
  DataOp op;
  op.kind = kind;
  op.clause = clause;
  op.var = var;
  op.construct = construct;
  op.structured = structured;
  op.loc = var.loc;
  BoundsResult b = computeBounds(var);
  // use_device takes the variable's address, not its extent: a whole
  // assumed-size array is fine there, without bounds (host_data around MPI
  // calls in a procedure that takes the buffer as f(*)).
  bool addressOnly = kind == DataOpKind::UseDevice && var.storage == Storage::AssumedSize &&
                     var.subscripts.empty();
  if (!b.error.empty() && !addressOnly) diags.error(var.loc, b.error);
  if (b.error.empty()) op.bounds = std::move(b.bounds);
  if (var.needsAttach()) op.attachThrough = var.designator;
  return op;
}

namespace {

/// Why `v` is not data a clause can move; empty if it is.
std::string unsupportedObject(const Variable &v) {
  if (v.isNamedConstant) return "named constant '" + v.designator + "'";
  if (v.isProcedure) return "procedure '" + v.designator + "'";
  return {};
}

/// One declare directive: its token and the exits due when the unit ends.
struct PendingDeclare {
  OpId enterToken;
  ConstructId construct;
  std::vector<DataOp> exits; ///< due when the unit ends, in entry order
};

class Lowering {
public:
  Lowering(DataOpGraph &g, Diagnostics &d) : graph_(g), diags_(d) {}

  void lowerUnit(const ProgramUnit &unit) {
    std::vector<PendingDeclare> declares;
    for (const Construct &c : unit.constructs) lowerConstruct(c, std::nullopt, unit, declares);
    // 2.13: data in a declare directive lives until the unit is left (for a
    // module: until the program ends); undo the declares in reverse.
    for (auto d = declares.rbegin(); d != declares.rend(); ++d) {
      DataOp exitToken;
      exitToken.kind = DataOpKind::DeclareExit;
      exitToken.construct = d->construct;
      exitToken.operands = {d->enterToken};
      exitToken.loc = graph_.construct(d->construct).endLoc;
      graph_.appendOp(std::move(exitToken));
      for (auto e = d->exits.rbegin(); e != d->exits.rend(); ++e) graph_.appendOp(std::move(*e));
    }
  }

private:
  DataOpGraph &graph_;
  Diagnostics &diags_;

  static GraphConstruct describe(const Construct &c, const ProgramUnit &unit,
                                 std::optional<ConstructId> parent) {
    GraphConstruct gc;
    gc.dialect = c.dialect;
    gc.directive = c.directive;
    gc.atomic = c.atomic;
    gc.kind = c.kind;
    gc.name = c.name;
    gc.unit = unit.name;
    gc.unitKind = unit.kind;
    gc.unitLayout = unit.layout;
    gc.unitEscaped = unit.escaped;
    gc.loc = c.loc;
    gc.endLoc = c.endLoc;
    gc.bodyBegin = c.bodyBegin;
    gc.bodyEnd = c.bodyEnd;
    gc.parent = parent;
    gc.referenced = c.referenced;
    gc.loopVariables = c.loopVariables;
    gc.associatedLoops = c.associatedLoops;
    gc.outermostEndDo = c.outermostEndDo;
    gc.innermostDoEnd = c.innermostDoEnd;
    gc.concurrent = c.concurrent;
    gc.fromDoConcurrent = c.fromDoConcurrent;
    gc.doVariables = c.doVariables;
    gc.pointerComponents = c.pointerComponents;
    gc.inferredSections = c.inferredSections;
    gc.reachedThroughComponents = c.reachedThroughComponents;
    gc.labelsDefined = c.labelsDefined;
    gc.labelsReferenced = c.labelsReferenced;
    gc.firstIo = c.firstIo;
    gc.procedureCalls = c.procedureCalls;
    gc.namedConstants = c.namedConstants;
    gc.localTypes = c.localTypes;
    gc.routineBegin = c.routineBegin;
    gc.routineEnd = c.routineEnd;
    gc.routineModule = c.routineModule;
    gc.routineImplicit = c.routineImplicit;
    gc.routineOutside = c.routineOutside;
    gc.routineOutsideType = c.routineOutsideType;
    gc.allocation = c.allocation;
    gc.bodyIsOneLoop = c.bodyIsOneLoop;
    gc.startsOpenMPBody = c.startsOpenMPBody;
    gc.deviceQueries = c.deviceQueries;
    gc.atomicTargets = c.atomicTargets;
    gc.written = c.written;
    gc.writtenFirst = c.writtenFirst;
    gc.writtenFirstEachIteration = c.writtenFirstEachIteration;
    gc.loopPrivateOnly = c.loopPrivateOnly;
    gc.hostAssignments = c.hostAssignments;
    gc.readAfter = c.readAfter;
    gc.scalarUpdates = c.scalarUpdates;
    gc.routineName = c.routineName;
    gc.hasBody = c.kind == ConstructKind::Compute || c.kind == ConstructKind::Data ||
                 c.kind == ConstructKind::HostData || c.kind == ConstructKind::Loop ||
                 !c.children.empty();
    for (const Clause &cl : c.clauses)
      if (!isDataClause(cl.kind)) gc.controlClauses.push_back(cl);
    return gc;
  }

  void lowerConstruct(const Construct &c, std::optional<ConstructId> parent,
                      const ProgramUnit &unit, std::vector<PendingDeclare> &declares) {
    ConstructId id = graph_.addConstruct(describe(c, unit, parent));
    std::vector<DataOp> exits; ///< due when the unit ends, in entry order
    std::vector<OpId> entries;
    // Host-only OpenMP (a `parallel do` outside any target region) moves no
    // data: keep the construct for the record, lower none of its clauses.
    bool movesData = !(c.dialect == Dialect::OpenMP && c.kind == ConstructKind::Other);
    for (const Clause &cl : c.clauses)
      // in_reduction makes a target task share in a task reduction (OpenMP
      // 5.2 7.6.11): the region would have to combine its device copy into
      // the task's private one.
      if (c.dialect == Dialect::OpenMP && c.kind == ConstructKind::Compute &&
          cl.id == llvm::omp::Clause::OMPC_in_reduction)
        diags_.error(cl.loc, "in_reduction on a target construct is not translated by acc2c "
                             "yet: what the region adds would not reach the task reduction");
    for (const Clause &cl : c.clauses) {
      if (!movesData || !isDataClause(cl.kind)) continue;
      Decomposition decomposition = decompose(c, cl);
      if (!decomposition.error.empty()) {
        diags_.error(cl.loc, decomposition.error);
        continue;
      }
      std::optional<DataOp> vectorExit;
      for (const Variable &v : cl.vars) {
        if (v.isProcedure && c.kind == ConstructKind::DeclareTarget)
          continue; // declare target of a procedure: no data
        std::optional<Decomposition> vector;
        if (v.isPointerVector && !(vector = pointerVectorDecomposition(decomposition))) continue;
        const Decomposition &d = vector ? *vector : decomposition;
        if (std::string why = unsupportedObject(v); !why.empty()) {
          diags_.error(v.loc, why + " cannot appear in a '" + cl.name + "' clause");
          continue;
        }
        bool structured = usesStructuredCounter(c.kind, v);
        auto make = [&](DataOpKind kind) {
          DataOp op = makeDataOp(kind, d.clause, v, id, structured, diags_);
          op.modifiers = cl.modifiers;
          op.mapType = cl.mapType;
          op.dialect = c.dialect;
          op.reduction = cl.reduction;
          return op;
        };
        if (!d.entry) {
          // exit data / update self: acts at the directive, like an entry.
          // A pointer vector goes after its rows, which detach from it.
          if (v.isPointerVector) {
            vectorExit = make(*d.exit);
            continue;
          }
          graph_.appendOp(make(*d.exit));
          if (vectorExit) graph_.appendOp(std::move(*vectorExit));
          vectorExit.reset();
          continue;
        }
        DataOp op = make(*d.entry);
        OpId first = graph_.appendOp(op);
        entries.push_back(first);
        if (d.exit) {
          DataOp exit = op;
          exit.kind = *d.exit;
          exit.entry = first;
          exits.push_back(std::move(exit));
        }
      }
    }
    if (c.kind == ConstructKind::Declare) {
      DataOp token;
      token.kind = DataOpKind::DeclareEnter;
      token.construct = id;
      token.operands = entries;
      token.loc = c.loc;
      OpId t = graph_.appendOp(std::move(token));
      graph_.appendBegin(id);
      graph_.appendEnd(id);
      declares.push_back({t, id, std::move(exits)});
      return;
    }
    graph_.appendBegin(id);
    for (const Construct &child : c.children) lowerConstruct(child, id, unit, declares);
    graph_.appendEnd(id);
    for (auto e = exits.rbegin(); e != exits.rend(); ++e) graph_.appendOp(std::move(*e));
  }
};

} // namespace

DataOpGraph lowerToGraph(const TranslationUnitModel &model, Diagnostics &diags) {
  DataOpGraph graph(model.file);
  graph.setDescriptorComponents(model.descriptorComponents);
  graph.setInclusions(model.inclusions);
  graph.setDeclaredNames(model.declaredNames);
  Lowering lowering(graph, diags);
  for (const ProgramUnit &unit : model.units) lowering.lowerUnit(unit);
  return graph;
}

} // namespace acc2c
