// The directive model: language-neutral constructs and clauses, as the
// frontends (Flang for Fortran, Clang for C) build them and lowering reads
// them. Directive and clause names are the ones LLVM's Frontend tables give
// (llvm/Frontend/OpenACC/ACC.td, llvm/Frontend/OpenMP/OMP.td).
#pragma once
#include "model/AssociatedLoop.h"
#include "model/ConcurrentLoop.h"
#include "model/DerivedTypeDefinition.h"
#include "model/DeviceQuery.h"
#include "model/Inclusion.h"
#include "model/ProcedureCall.h"
#include "model/SourceLocation.h"
#include "model/Variable.h"

#include "llvm/Frontend/OpenACC/ACC.h.inc"
#include "llvm/Frontend/OpenMP/OMP.h"

#include <cstdint>
#include <initializer_list>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace acc2c {

enum class Dialect { OpenACC, OpenMP };

/// Which clause a clause is: LLVM's OpenACC or OpenMP clause id, the ones
/// Flang's parse tree and Clang's AST carry. Compared with the ids, never
/// with the clause's spelling.
struct ClauseId {
  Dialect dialect = Dialect::OpenACC;
  unsigned value = static_cast<unsigned>(llvm::acc::Clause::ACCC_unknown);
  ClauseId() = default;
  ClauseId(llvm::acc::Clause c) : dialect(Dialect::OpenACC), value(static_cast<unsigned>(c)) {}
  ClauseId(llvm::omp::Clause c) : dialect(Dialect::OpenMP), value(static_cast<unsigned>(c)) {}
  bool operator==(llvm::acc::Clause c) const { return *this == ClauseId(c); }
  bool operator==(llvm::omp::Clause c) const { return *this == ClauseId(c); }
  bool operator==(const ClauseId &o) const { return dialect == o.dialect && value == o.value; }
};

/// Which directive a construct is: LLVM's OpenACC or OpenMP directive id,
/// as Flang and Clang carry it.
struct DirectiveId {
  Dialect dialect = Dialect::OpenACC;
  unsigned value = static_cast<unsigned>(llvm::acc::Directive::ACCD_unknown);
  DirectiveId() = default;
  DirectiveId(llvm::acc::Directive d)
      : dialect(Dialect::OpenACC), value(static_cast<unsigned>(d)) {}
  DirectiveId(llvm::omp::Directive d) : dialect(Dialect::OpenMP), value(static_cast<unsigned>(d)) {}
  bool operator==(llvm::acc::Directive d) const { return *this == DirectiveId(d); }
  bool operator==(llvm::omp::Directive d) const { return *this == DirectiveId(d); }
  bool operator==(const DirectiveId &o) const { return dialect == o.dialect && value == o.value; }
};

/// The compute construct an OpenACC directive is or begins with
/// (`kernels loop` is a kernels construct); None for other directives.
enum class ComputeConstruct { None, Parallel, Kernels, Serial };
ComputeConstruct computeConstructOf(const DirectiveId &d);
/// A loop-associated directive: acc loop and the combined loop forms; an
/// OpenMP directive with a do, for, simd, distribute, loop or taskloop leaf.
bool isLoopAssociated(const DirectiveId &d);
/// OpenMP: a directive whose leaves share a loop's iterations among
/// threads or teams (distribute, do, for, loop, taskloop); simd alone does not.
bool sharesIterations(const DirectiveId &d);
/// OpenMP: whether one of `d`'s leaf constructs is one of `leaves`.
bool hasOmpLeaf(const DirectiveId &d, std::initializer_list<llvm::omp::Directive> leaves);
/// OpenMP: whether `d` is `target` or a combined form beginning with it.
bool beginsWithTarget(llvm::omp::Directive d);

/// What an atomic construct does (OpenACC 3.3 2.12): the clause it names,
/// update when none.
enum class AtomicForm { Update, Read, Write, Capture };
const char *atomicFormName(AtomicForm); ///< "update", "read"...

/// A program unit's kind (a C file's directives at file scope belong to a
/// unit of kind File, like a Fortran module's).
enum class UnitKind { Program, Subroutine, Function, Module, File };

/// What a construct does with data; decides lowering and the implicit pass.
enum class ConstructKind {
  Compute,       ///< parallel, kernels, serial, their loop forms; omp target*
  Loop,          ///< acc loop, omp distribute/parallel do inside a region
  Data,          ///< acc data, omp target data
  EnterData,     ///< acc enter data, omp target enter data
  ExitData,      ///< acc exit data, omp target exit data
  Update,        ///< acc update, omp target update
  HostData,      ///< acc host_data
  Declare,       ///< acc declare
  DeclareTarget, ///< omp declare target
  Routine,       ///< acc routine
  Atomic,
  Cache,
  Wait,
  Init,
  Shutdown,
  Set,
  /// Fortran: the data actions an ALLOCATE or DEALLOCATE statement of
  /// declared data takes (the `acc` dialect's acc.declare_action), no
  /// directive of its own (Construct::allocation).
  DeclareAction,
  Other, ///< recognised, no data semantics (e.g. omp parallel do on the host)
};
const char *constructKindName(ConstructKind);
/// Whether a construct's data ops use the structured reference counter
/// (a region) or the dynamic one (enter/exit data, update, declare target).
bool usesStructuredCounter(ConstructKind);
/// The same for one variable's ops: a DeclareAction's (an ALLOCATE of
/// declared data) use the dynamic counter for data of a module, SAVE or
/// COMMON, which lives as long as the program whatever unit allocates it,
/// and the structured one for a procedure's own, which its declare's exit
/// releases.
bool usesStructuredCounter(ConstructKind, const Variable &);

/// Clause kinds lowering and passes dispatch on. Clauses with no data
/// semantics (gang, collapse, num_gangs, ...) are `Other` and keep their name
/// and argument text.
enum class ClauseKind {
  // OpenACC data clauses
  Copy,
  Copyin,
  Copyout,
  Create,
  Present,
  NoCreate,
  Attach,
  Detach,
  Delete,
  Deviceptr,
  Private,
  Firstprivate,
  Reduction,
  UseDevice,
  Self,
  Host,
  Device,
  DeviceResident,
  Link,
  Cache,
  // OpenMP data clauses
  Map,
  To,
  From,
  Enter,
  IsDevicePtr,
  HasDeviceAddr,
  UseDevicePtr,
  UseDeviceAddr,
  // control
  Default,
  Defaultmap,
  Async,
  Wait,
  If,
  IfPresent,
  Finalize,
  Nowait,
  Depend,
  DeviceNum,
  DeviceType,
  Other,
};

/// OpenMP map types (5.2, 5.8.3).
enum class MapType { None, To, From, Tofrom, Alloc, Release, Delete };
const char *mapTypeName(MapType);

/// Data clause modifiers of both models.
struct Modifiers {
  bool readonly = false; // acc copyin(readonly:), cache(readonly:)
  bool zero = false;     // acc create(zero:), copyout(zero:)
  bool always = false;   // omp map(always,...)
  bool close = false;    // omp map(close,...)
  bool present = false;  // omp map(present,...), to(present:), from(present:)
  bool any() const { return readonly || zero || always || close || present; }
  std::vector<std::string> names() const;
};

/// Reduction operators of both models (OpenACC 3.3 2.5.15, OpenMP 5.2
/// 5.5.5), one per operation: Fortran's `iand` and C's `&` are BitAnd.
enum class ReductionOperator {
  None,
  Add,
  Multiply,
  Max,
  Min,
  BitAnd,
  BitOr,
  BitXor,
  LogicalAnd,
  LogicalOr,
  Eqv,  ///< Fortran .eqv.
  Neqv, ///< Fortran .neqv.
};
/// The acc dialect's name of the operator (graph printers): "add", "iand"...
const char *reductionOperatorName(ReductionOperator);
/// How a source language spells the operator in a reduction clause:
/// "+", "iand", ".and." in Fortran; "+", "&", "&&" in C. Empty where the
/// language has no such operator (.eqv. in C).
const char *reductionOperatorSpelling(ReductionOperator, bool fortran);

struct Clause {
  ClauseKind kind = ClauseKind::Other;
  ClauseId id;                ///< which clause it is
  std::string name;           ///< as the LLVM tables spell it (messages): "copyin", "map"
  std::vector<Variable> vars; ///< list items: data clauses, lastprivate, linear
  Modifiers modifiers;
  MapType mapType = MapType::None;                       ///< map clause only
  ReductionOperator reduction = ReductionOperator::None; ///< reduction clause only
  std::string value; ///< default(...), defaultmap(...), device_type(...), lower case
  std::optional<std::int64_t> count; ///< collapse(n), ordered(n), the number of tile sizes
  /// tile(...): each size as written, the innermost loop's first (OpenACC
  /// 3.3 2.9.8); 0 for '*'.
  std::vector<std::int64_t> tileSizes;
  bool force = false; ///< collapse(force: n)
  /// The clause's expressions, one per argument, as written, for the output
  /// to evaluate: if(c) (the condition without an OpenMP directive-name
  /// modifier), async(q), wait(q1, q2) (the queues), device_num(d),
  /// device(d), num_gangs(n), bind(name).
  std::vector<std::string> exprs;
  /// wait(devnum: d: queues): the device the queues are on, as written.
  std::optional<std::string> waitDevice;
  /// OpenMP if(directive-name-modifier: c): the directive the condition is
  /// for; none when the clause names none (it applies to every leaf).
  std::optional<llvm::omp::Directive> ifModifier;
  std::string text; ///< the argument as written, to print a clause again: "static, 4"
  SourceLocation loc;
};

/// An assignment in a compute region to a whole scalar variable declared
/// outside it (not in an atomic construct): `x = max(x, e)`, `x += e`.
struct ScalarUpdate {
  std::string variable;
  /// The reduction the assignment has the form of (x = x op e, x = e op x,
  /// x op= e, x = max(x, e), fmax, ...); None for any other assignment.
  ReductionOperator op = ReductionOperator::None;
  /// Inside a loop construct (the compute construct's own, when combined)
  /// whose iterations are shared: not seq; and whether the innermost such
  /// loop is a DO CONCURRENT of its own (Construct::fromDoConcurrent),
  /// whose spelling of a reduction is the locality spec reduce.
  bool inParallelLoop = false;
  bool inDoConcurrent = false;
  SourceLocation loc;
};

/// An assignment the host makes to a variable (by its root name: `x`,
/// `a` for `a(i)` or `a%m`) in a data construct's body, outside any
/// compute construct.
struct HostAssignment {
  std::string variable;
  bool whole = false; ///< the variable itself (`x = e`), not a part of it
  /// Not an assignment: an ALLOCATE, DEALLOCATE or pointer assignment of
  /// it, after which the construct's mapping may not be its data.
  bool changesStorage = false;
  SourceLocation loc;
};

/// Fortran: an ALLOCATE or DEALLOCATE statement of variables that a
/// declare directive maps (create, copyin, device_resident). OpenACC 3.3
/// 2.13.2: the statement allocates or deallocates their device copies too
/// (docs/data-operations.md, "Allocating declared data").
struct AllocationStatement {
  bool deallocate = false;
  /// The whole statement, its label and an IF statement's prefix
  /// (`if (c) deallocate(x)`) included, and where the ALLOCATE or
  /// DEALLOCATE itself begins.
  SourceLocation begin, end, action;
  std::optional<std::uint64_t> label;
  bool inIfStatement = false;
};

struct Construct {
  Dialect dialect = Dialect::OpenACC;
  DirectiveId directive;                  ///< which directive it is
  AtomicForm atomic = AtomicForm::Update; ///< atomic constructs
  ConstructKind kind = ConstructKind::Other;
  std::string name; ///< "parallel loop", "target teams distribute parallel do"
  std::vector<Clause> clauses;
  SourceLocation loc;    ///< the directive sentinel
  SourceLocation endLoc; ///< the end directive or the last line of the region
  /// Fortran: where the body's first statement or construct begins and its
  /// last one (or a nested construct's end directive) ends. Lines between
  /// the directive and the body (`#else` and `#endif` of an `#ifdef
  /// _OPENACC` around it, comments) are not the body's: a region procedure
  /// leaves them where they are. Invalid for an empty body.
  SourceLocation bodyBegin, bodyEnd;
  /// Variables the body of a compute construct references (one per root
  /// variable, first reference), for the implicit data attribute pass.
  std::vector<Variable> referenced;
  /// DO variables of the loops a loop construct (or combined construct)
  /// is associated with: implicitly private.
  std::vector<Variable> loopVariables;
  /// Loop constructs with tile: the associated loops, outermost first.
  std::vector<AssociatedLoop> associatedLoops;
  /// Fortran loop constructs (and combined ones) on DO loops: the last
  /// character of the innermost associated DO statement. A statement after
  /// it runs at the start of every iteration of the (collapsed) nest.
  std::optional<SourceLocation> innermostDoEnd;
  /// Fortran loop constructs (and combined ones) on DO loops: the last
  /// character of the outermost associated loop's END DO statement; none
  /// where that loop ends on another statement (a labelled DO's CONTINUE,
  /// which may end an outer loop too).
  std::optional<SourceLocation> outermostEndDo;
  /// Loop constructs (and combined ones) associated with a DO CONCURRENT:
  /// that loop; its indices are the loopVariables, its local and reduce
  /// locality specs private and reduction clauses of the construct.
  std::optional<ConcurrentLoop> concurrent;
  /// No directive: a DO CONCURRENT made a `parallel loop` compute construct
  /// (-stdpar) or, in `kernels`, a `loop independent` (docs/data-operations.md
  /// "DO CONCURRENT"); loc is the DO statement's and endLoc the END DO's.
  bool fromDoConcurrent = false;
  /// Compute constructs: the DO variables of every loop in the body, which
  /// are private to the region on the device.
  std::vector<Variable> doVariables;
  /// Compute constructs: the POINTER/ALLOCATABLE components the body reaches
  /// data through, as written up to the component ("d%p", "c%t(1)%f%rho").
  std::vector<Variable> pointerComponents;
  /// OpenACC compute constructs (C): the section of each pointer variable
  /// that the body reaches only through subscripts of its loops, as
  /// NVIDIA's compilers infer it (frontend/c/CPointerSections.h), as a
  /// clause would name it (`c[0:nx*ny]`).
  std::vector<Variable> inferredSections;
  /// Compute constructs (Fortran): the variables the body names only as the
  /// base of a component (`d%a(i)`, never `d` alone nor an element of it),
  /// each with the components it reaches, as designators of the first
  /// level ("d%a"); an empty set for the root of a member that a clause
  /// names and the body does not (passes/ImplicitDataAttributes.cpp).
  std::map<std::string, std::set<std::string>> reachedThroughComponents;
  /// Compute constructs: the statement labels the body defines, and those
  /// its statements refer to (GO TO, FORMAT in I/O, ERR=, END=, EOR=...).
  std::set<std::uint64_t> labelsDefined, labelsReferenced;
  /// Compute constructs and routines (Fortran): the body's (the routine's
  /// procedure's) first input/output statement (PRINT, WRITE, READ,
  /// OPEN...), if any; gfortran's device library has no input/output, so
  /// such a body cannot become a device kernel, nor such a routine a device
  /// copy.
  std::optional<SourceLocation> firstIo;
  /// Fortran compute constructs and routines (a routine directive in a
  /// procedure's specification part): the procedures of the program's own
  /// the body calls, first call each, and the named constants it reads
  /// from outside its own scope, first reference each (an OpenACC kernel,
  /// or a routine's device copy, outside their scope declares them:
  /// docs/gpu.md).
  std::vector<ProcedureCall> procedureCalls;
  std::vector<Variable> namedConstants;
  /// Fortran compute constructs: the derived types no module defines that
  /// the body's data has (their parents' and components' too), each after
  /// those it needs: an OpenACC kernel defines its own copies.
  std::vector<DerivedTypeDefinition> localTypes;
  /// Fortran routines: the procedure's first and last lines (its header
  /// and END statements), the variables it reads or writes from outside
  /// its own scope (its host's, or a module's), first reference each, and
  /// its first reference of a derived type defined outside it. A device
  /// copy of the procedure has none of them.
  SourceLocation routineBegin, routineEnd;
  std::string routineModule; ///< the module whose procedure it is; empty otherwise
  /// Fortran: no routine directive names the procedure, which this file
  /// defines and a compute region or routine calls: OpenACC 3.3 2.15.1's
  /// implicit `routine seq` (loc is the procedure's header).
  bool routineImplicit = false;
  std::vector<Variable> routineOutside;
  std::optional<SourceLocation> routineOutsideType;
  /// DeclareAction: the statement whose actions the construct's clause
  /// takes (a `create` after an ALLOCATE, a `delete` before a DEALLOCATE).
  std::optional<AllocationStatement> allocation;
  /// Compute constructs: the body is one OpenACC loop construct and nothing
  /// else (`kernels` around one `loop independent`, `parallel` around one
  /// `loop gang`): as a device kernel it is the combined construct's.
  bool bodyIsOneLoop = false;
  /// The directive is the first statement of the body of an OpenMP
  /// construct that stays as written (parallel, taskgroup, single...): a
  /// body that begins with a BLOCK construct is a strictly structured block
  /// that ends at its END BLOCK (OpenMP 5.2 3.1), so the translation must
  /// not begin with one.
  bool startsOpenMPBody = false;
  /// Compute constructs (Fortran): the body's calls of omp_lib's
  /// omp_is_initial_device and omp_get_device_num (DeviceQuery.h); routines:
  /// their procedure's calls of those two, which answer for the thread that
  /// runs it.
  std::vector<DeviceQueryCall> deviceQueries;
  /// Compute constructs: the variables an atomic construct in the body
  /// updates (the left-hand sides of its statements), by designator.
  std::set<std::string> atomicTargets;
  /// Compute constructs: the variables (by root name) the body may write,
  /// as far as the frontend can tell, a superset: assigned, read into,
  /// passed to a procedure that may define them; and every global, TARGET
  /// or POINTER variable it references when it calls an impure procedure
  /// or writes through a pointer. Implicit copies of the others need not
  /// come back (passes/ImplicitDataAttributes.cpp). None: not analysed,
  /// everything may be written.
  std::optional<std::set<std::string>> written;
  /// Compute constructs: local variables the body sets whole before any
  /// other reference on every path (an assignment at the top of the body,
  /// in no loop, condition or jump, its right side not naming them): the
  /// host's value is never read, so an implicit copy need not bring it in.
  std::set<std::string> writtenFirst;
  /// Compute constructs: local variables that a loop of the body sets
  /// whole at the top of its body, as writtenFirst, and that no reference
  /// outside that loop names: every iteration sets them before reading
  /// them, so the value they come in with is never read, and an implicit
  /// firstprivate copy of one may be private.
  std::set<std::string> writtenFirstEachIteration;
  /// Compute constructs: variables the body references only inside loop
  /// constructs that name them in a private clause: the region's own copy
  /// is never used, only the loops' (each thread its own on host threads).
  std::set<std::string> loopPrivateOnly;
  /// Compute constructs: variables the body may write whose first reference
  /// after the construct, in source order in the same procedure, reads
  /// them (is no assignment of a whole new value), with where.
  std::map<std::string, SourceLocation> readAfter;
  /// Compute constructs: assignments to scalars declared outside the body,
  /// in source order (passes/InferReductions.h).
  std::vector<ScalarUpdate> scalarUpdates;
  /// Data constructs: the host's assignments in the body that no data
  /// construct inside encloses, in source order (passes/HostWritesUnseen.h).
  std::vector<HostAssignment> hostAssignments;
  std::string routineName;         ///< acc routine(name) / omp declare target(proc)
  std::vector<Construct> children; ///< constructs nested in the body, in order
};

/// The innermost loop construct without seq that is the innermost open
/// compute construct of `open` (outermost first) or inside it: an
/// assignment there runs once per iteration of a shared loop. None
/// outside such loops.
const Construct *parallelLoopAround(const std::vector<Construct> &open);

/// Whether a loop construct open inside the innermost open compute
/// construct of `open` (outermost first) names `designator` whole in a
/// private clause: a reference there is to the loop's private copy
/// (Construct::loopPrivateOnly).
bool privatizedByOpenLoop(const std::vector<Construct> &open, const std::string &designator);

/// How many nested loops a loop construct is associated with: one per tile
/// size, else collapse(n), else one.
int associatedLoopCount(const Construct &c);
/// Whether a loop construct has a tile clause: its loops are recorded
/// (Construct::associatedLoops) for the rewriter to tile them.
bool isTiled(const Construct &c);

/// A RETURN statement of a unit's own: where it is written, how many bytes
/// of that line it takes (0: it spans lines), and whether it names an
/// alternate return (`return 2`).
struct ReturnStatement {
  SourceLocation loc;
  unsigned length = 0;
  bool alternate = false;
};

/// Fortran: a type declaration statement of a unit's own specification
/// part, with every place the unit names each entity it
/// declares (its internal procedures and directives included). A local
/// variable that only region bodies name is declared again by each region
/// procedure, which runs the body: where every reference moved, the
/// unit's declaration would be unused in the translation, and gfortran
/// -Wall would warn about it (docs/data-operations.md, "Variables only
/// regions use").
struct TypeDeclaration {
  SourceLocation begin, end; ///< the statement's first and last character
  struct Reference {
    SourceLocation at;
    /// In a statement (or a directive outside its clauses), in a private
    /// clause, or in another clause of a directive.
    enum class In { Statement, PrivateClause, OtherClause } in = In::Statement;
  };
  struct Entity {
    std::string name;  ///< lower case
    SourceLocation at; ///< its name in the statement
    /// Storage of one activation of the unit that nothing else reaches:
    /// not a dummy, function result, named constant, SAVE (initialised),
    /// TARGET, VOLATILE or ASYNCHRONOUS variable, nor in COMMON. Only such
    /// an entity can go.
    bool local = false;
    /// Every other name of the unit spelled like it (a construct entity of
    /// the same name, an implied DO's index, takes its type from it).
    std::vector<Reference> references;
  };
  std::vector<Entity> entities; ///< in the statement's order
};

/// Where procedures can be added to a unit (the rewriter's region
/// procedures): after its CONTAINS, or before its END after a CONTAINS of
/// their own. Modules and internal procedures get none.
struct UnitLayout {
  /// The end of the unit's header statement (PROGRAM, SUBROUTINE...; line 0
  /// for a main program without one) and the statement after it, before
  /// which a USE statement of the unit's own can go.
  SourceLocation headerEnd, afterHeader;
  SourceLocation contains; ///< the CONTAINS statement (line 0: none)
  SourceLocation end;      ///< the END statement
  /// The first statement of the execution part, or the END statement when
  /// it has none: where a procedure's declare begins its data region.
  SourceLocation firstExecutable;
  /// The unit's own RETURN statements (not those of its internal procedures).
  std::vector<ReturnStatement> returns;
  /// The statement labels the unit's own statements define: a label the
  /// rewriter adds must be none of them.
  std::set<std::uint64_t> labels;
  /// Fortran units that can contain: their type declaration statements
  /// that declare a local variable (TypeDeclaration).
  /// (Shared: every construct of the graph carries its unit's layout.)
  std::shared_ptr<const std::vector<TypeDeclaration>> declarations;
  bool canContain = false; ///< a main program, external or module procedure
  /// Fortran: derived types the translation names in the unit (a region's
  /// device view `type(t), pointer :: acc2c_x`) that the unit does not see
  /// by their names, as after `use m, only: x` with x of m's type t: the
  /// unit gets `use m, only: t` beside `use acc2c_runtime`. Each once.
  struct TypeUse {
    std::string module, name; ///< lower case
    bool operator==(const TypeUse &o) const { return module == o.module && name == o.name; }
  };
  std::vector<TypeUse> typeUses;
};

/// A procedure, main program or module with the constructs in it.
struct ProgramUnit {
  UnitKind kind = UnitKind::Program;
  std::string name;
  SourceLocation loc;
  UnitLayout layout;
  std::vector<Construct> constructs; ///< top-level, in source order
  /// The unit's variables whose storage code outside it may reach: passed
  /// as actual arguments to a procedure that is not intrinsic, or made a
  /// pointer's target. None: not analysed (a unit with internal procedures,
  /// C), anything may be mapped elsewhere.
  std::optional<std::set<std::string>> escaped;
};

/// For each derived type, by the type text Variable::type spells
/// ("type(ty1)"): the POINTER and ALLOCATABLE components an object of the
/// type holds descriptors for, reached without following a pointer or an
/// array component. Their designators are relative: "%p", "%c%q".
using DescriptorComponents = std::map<std::string, std::vector<Variable>>;

struct TranslationUnitModel {
  std::string file;
  std::vector<ProgramUnit> units;
  DescriptorComponents descriptorComponents;
  Inclusions inclusions; ///< Fortran: the files its text includes
  /// C: the user headers the parse read in place of their #include
  /// (frontend/c/HeaderInlining.h), as Clang found them: the translation
  /// carries their text.
  std::vector<std::string> inlinedHeaders;
  /// Fortran: every name the file's scopes declare or bring by use or host
  /// association, other than intrinsic procedures (a local `integer ::
  /// size(1)`): the output spells an intrinsic procedure by its own name
  /// only where none of these hides it (rewriter/fortran/FortranIntrinsics.h).
  std::set<std::string> declaredNames;
};

} // namespace acc2c
