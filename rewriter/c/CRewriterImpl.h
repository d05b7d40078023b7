// The C rewriter's one class, shared by the files that implement it:
// CRewriter.cpp (the traversal, data constructs, loops, declare),
// CDirectiveText.cpp (where a directive's text is and how it is replaced),
// CComputeRegion.cpp (compute regions outlined into functions) and
// CDeviceRoutines.cpp (device versions of routines). Internal to
// rewriter/c: the rest of acc2c sees CRewriter.h.
#pragma once

#include "rewriter/c/CDataOpCalls.h"
#include "rewriter/c/CRewriter.h"
#include "rewriter/common/LoopDirectives.h"

#include "frontend/c/CMemberChain.h"
#include "frontend/c/CStatements.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclOpenACC.h"
#include "clang/AST/DeclOpenMP.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenACC.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Rewrite/Core/Rewriter.h"

#include <cctype>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace acc2c {
namespace c_rewriter {

using namespace clang;

inline std::string join(const std::set<std::string> &names) {
  std::string s;
  for (const std::string &n : names) s += (s.empty() ? "" : ", ") + n;
  return s;
}

inline std::string text(const CodeLines &lines) {
  std::string s;
  for (const std::string &l : lines.lines()) s += l + "\n";
  return s;
}

/// How a compute region's function sees one variable of its body.
enum class CBinding {
  Private, ///< a local of the region function, undefined
  Value,   ///< a scalar parameter holding the host's value (firstprivate)
  /// A scalar parameter holding the region's value of a scalar it only
  /// reads (BindingKind::ReadValue): the call's local readValueLocal(name),
  /// set by acc2c_region_value.
  ReadValue,
  Copy, ///< firstprivate array or aggregate: a local copy of the host's
  /// A local loaded from the device copy, stored back at the end: a
  /// scalar, or an array or struct a loop's lastprivate or linear lists.
  Scalar,
  View, ///< a pointer to the device copy; references become (*name)
  /// An array the threads reduce (or part of one): a pointer to its first
  /// element in the device copy, which OpenMP can reduce as an array
  /// section; references stay `name[i]`.
  Elements,
  Pointer, ///< a pointer variable: its value translated to the device
  /// A private or firstprivate section of a pointer's data (`private(c[0:n])`,
  /// 2.5.13): an array local to the region function, `acc2c_pv_<name>`
  /// (threads privatise it like any array), and every reference to the
  /// pointer becomes `(acc2c_pv_<name> - acc2c_pl_<name>)`, the array less
  /// the section's first index; firstprivate copies the host's section in.
  PrivateSection,
};

/// CBinding::ReadValue: the local of the region's call holding the value.
inline std::string readValueLocal(const std::string &name) { return "acc2c_rv_" + name; }

/// A variable-length array of one dimension (`double v[n]`, not `double
/// v[n][2]`): the threads reduce it as a section of the size the region
/// function receives.
inline bool isOneDimensionalVla(clang::QualType t) {
  const auto *a = llvm::dyn_cast_or_null<clang::VariableArrayType>(t->getAsArrayTypeUnsafe());
  return a && !a->getElementType()->isArrayType();
}
/// The region function's parameter holding extent `k` (from 1) of the
/// variable-length array `name`.
inline std::string vlaSizeParameter(const std::string &name, int k) {
  return "acc2c_" + name + "_n" + std::to_string(k);
}

/// CBinding::PrivateSection: the region function's array for `name`'s
/// section, and what a reference to the pointer becomes.
inline std::string privateSectionArray(const std::string &name) { return "acc2c_pv_" + name; }
inline std::string privateSectionPointer(const std::string &name) {
  return "(" + privateSectionArray(name) + " - acc2c_pl_" + name + ")";
}

struct RegionVar {
  const VarDecl *decl = nullptr;
  Variable var;
  CBinding binding = CBinding::Private;
  /// Pointer: the section a clause mapped; View of an array: the section of
  /// it the construct (or the nearest around it) maps, through which the
  /// array is found (another piece of it may be mapped elsewhere).
  std::string section, sectionBytes;
  /// PrivateSection: the section's first index and its element count, as
  /// the caller computes them; whether it starts as the host's data.
  std::string sectionFirst, sectionCount;
  bool sectionInitialised = false;
};

/// A struct member a data clause names that the body uses while its
/// variable is not used as a whole (`c.arr` under copy(c.arr)): the region
/// function takes a pointer to the member's device copy, and each `c.arr`
/// in the body becomes `(*acc2c_c_arr)`.
struct MemberView {
  std::string designator; ///< "c.arr"
  QualType type;
  clang::SourceLocation use;
  std::string param() const {
    std::string p = "acc2c_";
    for (char ch : designator) p += std::isalnum(static_cast<unsigned char>(ch)) ? ch : '_';
    return p;
  }
};

/// The compute region being rewritten.
struct Region {
  ConstructId id = 0;
  std::map<const VarDecl *, RegionVar> vars;
  /// The loop (or combined construct) whose OpenMP loop has the host
  /// threads, while its body is rewritten.
  const GraphConstruct *threadsLoop = nullptr;
  std::set<unsigned> rewrittenRefs;   ///< file offsets of references already `(*name)`
  std::vector<std::string> privates;  ///< loop variables declared outside the body
  std::vector<const VarDecl *> order; ///< the region function's variables, in order
  std::vector<MemberView> members;
  std::map<std::string, size_t> memberIndex; ///< designator -> members
  /// Variables the body assigns, and pointer variables it dereferences
  /// (*p, p[i], p->m, *(p + k)) with the value they enter with (not those
  /// it sets first: writtenFirstIn, CUseOrder.h).
  std::set<const VarDecl *> assigned, dereferenced;
  /// The body asks where it runs (omp_is_initial_device()): the region
  /// function gets acc2c_on_device.
  bool asksDevice = false;
  /// It asks its thread limit (omp_get_thread_limit()): the region function
  /// gets acc2c_thread_limit_icv (LoopDirectives.h, threadLimitAnswer).
  bool asksThreadLimit = false;
  /// It calls acc_on_device: the region function gets acc2c_on_gpu
  /// (LoopDirectives.h, onGpuAnswer) and answers from a table of its own.
  bool asksOnDevice = false;
  /// Where the construct's data is, fixed at its entry (CDataOpCalls::keepAtEntry): the exit
  /// and the body's views use the same data.
  std::map<OpId, DataAtEntry> fixed;
  CodeLines fixedDeclare, fixedSet;
  /// The body names a type, enumerator or macro the enclosing function
  /// declares: the region function is a GNU C nested function defined
  /// just before the construct, where those names mean what they mean in
  /// the body (gcc accepts it; a function before the enclosing one would
  /// not see them).
  bool nested = false;
  /// Struct reductions on its threaded loops: a declare reduction per type
  /// and operator ("type|op" -> its name), declared at the top of the
  /// region function (CStructReduction.h).
  std::map<std::string, std::string> structReductions;
  std::vector<std::string> declareReductions;
  /// With device kernels: the region is one loop that OpenACC marks
  /// parallel, which becomes one `target teams distribute parallel for`
  /// (its scalars cross on the host); any other region runs its body as
  /// one `target` construct (docs/gpu.md).
  bool teamsKernel = false;
  /// A teams kernel whose body is one loop construct: that loop's
  /// directive is the kernel's (Construct::bodyIsOneLoop).
  std::optional<ConstructId> kernelLoop;
};

class CRewriterImpl : public RecursiveASTVisitor<CRewriterImpl> {
  using Base = RecursiveASTVisitor<CRewriterImpl>;

public:
  CRewriterImpl(ASTContext &context, Preprocessor &pp, const std::string &path,
                const DataOpGraph &graph, const CRewriteOptions &options, Diagnostics &diags);

  std::optional<std::string> run();

  // Constructs are handled here, their bodies traversed once (Clang 22
  // visits an OpenACC construct's body twice: see CModelBuilder.cpp).
  bool TraverseStmt(Stmt *s, DataRecursionQueue * = nullptr);
  bool TraverseFunctionDecl(FunctionDecl *f);
  bool TraverseOpenACCDeclareDecl(OpenACCDeclareDecl *d);
  bool TraverseOpenACCRoutineDecl(OpenACCRoutineDecl *d);
  bool TraverseOMPRequiresDecl(OMPRequiresDecl *d);
  bool TraverseVarDecl(VarDecl *v);
  /// A call Clang resolved to a `declare variant` is a PseudoObjectExpr
  /// whose semantic form calls the variant, named where the declare variant
  /// directive names it: the output keeps the call as written (the
  /// compiler selects the variant again), so only that form is traversed.
  bool TraversePseudoObjectExpr(PseudoObjectExpr *e) { return TraverseStmt(e->getSyntacticForm()); }
  bool VisitReturnStmt(ReturnStmt *r);
  /// In a region: references to views become (*name), calls of routines
  /// their device versions.
  bool VisitDeclRefExpr(DeclRefExpr *e);
  bool VisitPredefinedExpr(PredefinedExpr *e);
  bool VisitCallExpr(CallExpr *e);
  bool VisitMemberExpr(MemberExpr *e);

private:
  ASTContext &ctx_;
  Preprocessor &pp_; ///< every macro's history: what a name means where
  SourceManager &sm_;
  Rewriter rw_;
  const DataOpGraph &g_;
  std::string path_;
  Diagnostics &diags_;
  CSourceRecords sources_;
  CDataOpCalls calls_;
  std::string outputName_;
  bool deviceKernels_;       ///< CRewriteOptions::deviceKernels
  bool openaccKernels_;      ///< CRewriteOptions::openaccKernels (with deviceKernels_)
  std::string kernelPrefix_; ///< CRewriteOptions::kernelPrefix
  /// Constructs by (presumed file, line, column): headers' too.
  std::map<std::tuple<std::string, unsigned, unsigned>, std::vector<ConstructId>> byLoc_;
  FunctionDecl *function_ = nullptr;
  Region *region_ = nullptr;
  CodeLines fileInit_, fileFini_;
  std::set<const VarDecl *> declaredTargets_;
  std::vector<std::pair<unsigned, std::string>> declareExits_; ///< (directive offset, exit code)
  std::vector<ReturnStmt *> returns_;
  std::set<unsigned> commented_;
  std::set<std::string> regionNames_; ///< acc2c_region_<line>[_<column>]

  std::set<const FunctionDecl *> deviceFunctions_; ///< routine / declare target, wherever defined
  std::set<const FunctionDecl *> prototyped_;      ///< device versions declared in the output
  std::string deviceVersionPrototypes_;            ///< for the next region or device version
  std::vector<const FunctionDecl *> elsewhere_;    ///< routines defined in another file
  std::set<unsigned> quietIncludes_;              ///< lines (in the buffer) of #includes to bracket
  std::map<std::string, std::string> boundNames_; ///< routine -> its bind(name) here
  std::set<const VarDecl *> deviceGlobals_;       ///< acc declare / omp declare target
  std::map<std::string, std::string> deviceGlobalPointers_; ///< name -> its device address
  std::string deviceGlobalDeclarations_; ///< acc2c_dg_ pointers for the next device version
  std::map<const TagDecl *, QualType> unnamedTypes_; ///< -> acc2c_type_N (nameUnnamedTypes)
  std::string unnamedTypedefs_;                      ///< their typedefs, for the current region
  std::set<const FunctionDecl *> implicitRoutines_;  ///< device functions by being called there
  std::set<const FunctionDecl *> warnedHost_;        ///< host functions called in regions

  // --- CRewriter.cpp: constructs ---------------------------------------------
  void handleAcc(OpenACCConstructStmt *s);
  void handleOmp(OMPExecutableDirective *d);
  void handle(clang::SourceLocation loc, const GraphConstruct *c, const Stmt *body);
  /// enter/exit data, update, wait: a block of calls.
  void standalone(clang::SourceLocation loc, const GraphConstruct &c);
  /// init, shutdown, set (OpenACC 3.3 2.14): the routines they stand for.
  void runtimeSetting(clang::SourceLocation loc, const GraphConstruct &c);
  /// acc data, omp target data: entry calls, the body, exit calls.
  void data(clang::SourceLocation loc, const GraphConstruct &c, const Stmt *body);
  void hostData(clang::SourceLocation loc, const GraphConstruct &c, const Stmt *body);
  /// use_device (OpenACC 3.3 2.8.1), use_device_ptr and use_device_addr
  /// (OpenMP 5.2 5.4.10, 5.4.11): in the body each list item's name stands
  /// for the device address of its data. Adds the lookups to `open` (host
  /// addresses where `condition` is false, and for absent data if
  /// `ifPresent`); returns the declarations that shadow the names.
  std::string useDevice(const GraphConstruct &c, const Stmt *body, clang::SourceLocation loc,
                        const std::string &condition, bool ifPresent, CodeLines &open);
  /// Loops inside a region (or orphaned in a routine): the outermost one
  /// marked parallel runs on OpenMP threads, the others where they are.
  void loop(clang::SourceLocation loc, const GraphConstruct &c, const Stmt *body);
  /// Loop construct `c`, on `body`, runs inside an iteration of the host
  /// threads' loop: its private variables each thread's own, in a block
  /// around it.
  void privateCopiesForThreads(const GraphConstruct &c, const Stmt *body);
  const GraphConstruct *enclosingCompute(const GraphConstruct &c) const;
  /// A tiled nest of loop construct `c` whose threads share its tiles
  /// (LoopDirectives.h tileSizes), `body` its outermost for statement:
  /// each of its loops runs over one tile; returns the loops over tiles
  /// that go before it ("" where the nest stays as written).
  std::string tiledNest(const GraphConstruct &c, const Stmt *body);
  /// "omp parallel for private(j) collapse(2) reduction(+:sum)" with the
  /// region's launch clauses for host threads; for a device kernel's loop
  /// (`runner`), `head` with the nest collapsed as a kernel shares it and
  /// `kernelClauses` in place of the launch clauses. `sequential`: an
  /// OpenACC kernel's `loop seq` (it reduces an array: reducesArray), with
  /// neither collapse nor the reductions of arrays, which it updates itself.
  std::string ompParallelFor(const GraphConstruct &loop, const GraphConstruct &compute,
                             const std::string &head = "omp parallel for",
                             const std::string &kernelClauses = "",
                             LoopRunner runner = LoopRunner::HostThreads, bool sequential = false);
  /// The clauses of the target construct of region `r` (device kernels):
  /// which parameters are device addresses, what crosses from the host, and
  /// the `if` that keeps the kernel on the host unless the backend is a
  /// GPU's. `where` says whether the region runs on the device.
  std::string kernelClauses(const Region &r, const std::string &where);
  /// The launch values of compute construct `c` in region `r`
  /// (LoopDirectives.h). Their parameters are `acc2c_` + the clause's name,
  /// or `acc2c_2_` + it where the region's own copy of a variable named
  /// like the clause is `acc2c_` + its name (no C name starts with a digit).
  std::vector<LaunchValue> launchValuesIn(const Region &r, const GraphConstruct &c,
                                          LoopRunner runner) const;
  /// With OpenACC kernels (openaccKernels_), the directive that runs
  /// parallel loop `loop` of compute construct `compute` in region `r`'s
  /// kernel: a teams kernel's `acc parallel loop gang vector` with the
  /// kernel's clauses, or `acc loop worker vector` in a one-gang kernel.
  /// The host threads run the loop as ompParallelFor says. `body`: the
  /// loop's for statement. A firstprivate variable of the construct that
  /// the loop assigns is private to the kernel's threads, set from the
  /// gang's copy, which `saves` declares before the loop, at the start of
  /// each iteration (as the host's threads' firstprivate copies: a program
  /// cannot tell which iteration is a thread's first).
  std::string openaccLoop(const GraphConstruct &loop, const GraphConstruct &compute,
                          const Region &r, const Stmt *body, std::string &saves);
  /// The lines that run a parallel loop: `#pragma acc` + `acc` after the
  /// declarations `saves` where ACC2C_DEVICE_KERNELS is defined, `#pragma
  /// omp` + `omp` (and `comment`) otherwise.
  std::string kernelsOrHost(const std::string &acc, const std::string &saves,
                            const std::string &omp, const std::string &comment = "");
  /// Reports `what` in the current region as not translated yet with
  /// OpenACC kernels (nothing without them, or outside a region).
  void notInOpenACCKernels(const std::string &what);
  /// `omp target teams distribute parallel for` with its clauses, for
  /// `loop` (the compute construct itself when combined).
  std::string teamsKernelPragma(const GraphConstruct &loop, const GraphConstruct &compute,
                                const Region &r);
  /// The OpenMP directive `omp` (with its "#pragma ") as lines that no user
  /// macro changes: the clause words acc2c adds (private, collapse,
  /// reduction, max...) that a macro of the file defines are undefined
  /// around it (#pragma push_macro / pop_macro; compilers expand macros in
  /// OpenMP directives). `before` and `after` get the lines around it,
  /// empty where no such macro exists.
  void shieldFromMacros(const std::string &omp, std::string &before, std::string &after);
  /// declare in a function: its exits at the closing brace and before each
  /// return after it.
  void finishDeclares(FunctionDecl *f);
  /// A construct's entry ops (before its End step) and exit ops.
  void splitOps(ConstructId c, std::vector<OpId> &entries, std::vector<OpId> &exits);
  /// The calls of `ops`; an op that cannot be translated is reported.
  /// `fixed`: where the data of entry ops is, as their entry found it.
  void emitOps(const std::vector<OpId> &ops, const Control &control, const GraphConstruct &c,
               CodeLines &out, const std::map<OpId, DataAtEntry> *fixed = nullptr);
  static std::string condition(const Control &control);

  // --- CDirectiveText.cpp: where directives are, how code replaces them ------
  bool inMainFile(clang::SourceLocation loc) const;
  unsigned lineOf(clang::SourceLocation loc) const;
  /// `#line n "file"` and its newline.
  std::string line(unsigned n) const;
  /// `#line` of the line `offset` lines after the one `loc` is on, in the
  /// file that line presumes, and its newline.
  std::string lineAt(clang::SourceLocation loc, unsigned offset = 0) const;
  /// Before generated lines: a marker that run() turns into a `#line` for
  /// the output file at its own line, so that no generated line is counted
  /// as one of the user's (debuggers, profilers); its newline included.
  static std::string generatedLinesMarker();
  /// The markers of generatedLinesMarker() resolved in the final text.
  std::string resolveGeneratedLinesMarkers(const std::string &text) const;
  static std::string indent(const std::string &s, const std::string &by = "  ");
  void error(clang::SourceLocation loc, const std::string &message);
  acc2c::SourceLocation locationOf(clang::SourceLocation loc) const;
  const GraphConstruct *constructAt(clang::SourceLocation loc, ConstructKind kind);
  /// The text of the directive a directive token belongs to: from the '#' of
  /// a #pragma to the end of its last line (continuations included, the
  /// newline excluded); for a directive written with _Pragma, directly or
  /// through a macro, the `_Pragma(...)` or macro call in this file.
  std::pair<clang::SourceLocation, clang::SourceLocation> pragmaExtent(clang::SourceLocation loc);
  /// The text of `e` as written in the file.
  std::string sourceText(const Expr *e) const;
  /// The directive's text for a comment: continuations joined, `*/` broken.
  std::string pragmaText(clang::SourceLocation begin, clang::SourceLocation end);
  /// Where a construct's body ends: after the closing brace of a compound
  /// statement, after the `;` of an expression statement.
  /// Where the body begins when something other than blanks lies between
  /// it and the directive (an #endif, a comment), which then stays in
  /// place; invalid otherwise (the body follows the directive's line).
  clang::SourceLocation bodyStart(clang::SourceLocation directiveEnd, const Stmt *body);
  clang::SourceLocation bodyEnd(const Stmt *body);
  /// What follows generated lines that replaced a directive ending at `end`
  /// so that the text after it keeps its line and column: a #line marker for
  /// the next line when the directive ended its line (its newline follows),
  /// else for this one, and the blanks up to `end`'s column (after _Pragma).
  std::string resume(clang::SourceLocation end);
  /// The directive in [begin, end) becomes a comment followed by `code`.
  void replace(clang::SourceLocation begin, clang::SourceLocation end, const std::string &code);
  /// A directive with no code of its own (routine, cache, a loop on one
  /// thread), or one that becomes an OpenMP directive: `omp` is
  /// "omp parallel for ...", written as #pragma, or as _Pragma where the
  /// directive was (it may share its line with code). With `acc` (OpenACC
  /// kernels: an atomic in a kernel), `acc` where ACC2C_DEVICE_KERNELS is
  /// defined and `omp` otherwise; a _Pragma cannot hold the #ifdef.
  void commentOut(clang::SourceLocation loc, const std::string &omp = "",
                  const std::string &acc = "", const std::string &saves = "");
  /// Whether the directive at `loc` can be rewritten in this file's text: it
  /// is written here, and a macro call it comes from (_Pragma) holds nothing
  /// else of the construct (its body stays in the source text).
  bool checkWhere(clang::SourceLocation loc, const std::string &name, const Stmt *body);

  // --- CComputeRegion.cpp: compute regions -----------------------------------
  void compute(clang::SourceLocation loc, const GraphConstruct &c, const Stmt *body);
  /// How the region function sees each variable the body uses (CBinding);
  /// false after a diagnostic.
  /// Whether every name the body of compute construct `c` uses means there
  /// what it means before the enclosing function, where the body moves:
  /// macros (#define/#undef inside the function), enumerators and types
  /// declared in the function. Reports each one that does not.
  /// Whether every name the body uses means the same before the enclosing
  /// function (no local type, enumerator or macro of that function).
  bool namesVisibleBefore(const Stmt *body);
  /// The section of array `name` that construct `c` maps, or the nearest
  /// construct around it.
  std::optional<Extent> arraySection(const GraphConstruct &c, const std::string &name,
                                     const Region &r);
  /// Whether the enclosing function takes `d`'s address (&d).
  bool addressTaken(const VarDecl *d);
  bool bindVariables(const GraphConstruct &c, const std::vector<OpId> &entries, const Stmt *body,
                     Region &r);
  /// The static function `fn` holding the body, before the enclosing
  /// function; `args` are the call's arguments, one per parameter.
  /// Defines the region function before the enclosing function; returns
  /// its definition instead when it is nested (Region::nested).
  std::string sectionBase(const std::string &name, const RegionVar &rv, const std::string &onDevice,
                          const std::string &src);
  std::string regionFunction(clang::SourceLocation loc, const GraphConstruct &c,
                             const std::vector<OpId> &entries, const Stmt *body, const Region &r,
                             const std::string &headPragma, const std::string &fn,
                             std::vector<std::string> &args);
  /// The construct becomes its entry ops, the call of `fn`, its exit ops.
  /// The construct becomes a block that calls the region function (and
  /// first defines it, when `nestedFunction` is its definition).
  void regionCall(clang::SourceLocation loc, const GraphConstruct &c,
                  const std::vector<OpId> &entries, const std::vector<OpId> &exits,
                  const Stmt *body, const Region &r, const std::string &fn,
                  const std::vector<std::string> &args, const std::string &nestedFunction);
  /// The variable a use_device item names, as the body sees it.
  const VarDecl *lookupVar(const Stmt *body, const std::string &name);
  const VarDecl *localNamed(const std::string &name);
  /// The OpenMP list item of a reduction of `v` on a loop run by threads,
  /// or none where acc2c cannot say it (ompParallelFor).
  std::optional<std::string> ompReductionItem(const Variable &v, const VarDecl *d);
  /// `t name` as C spells it (`double (*a)[n]`).
  std::string declaration(QualType t, const std::string &name);
  /// A type C can spell: each unnamed struct, union or enum in `t` (through
  /// pointers and arrays) as the name nameUnnamedTypes gave it.
  QualType respelled(QualType t) const;
  /// The unnamed struct, union or enum at the bottom of `t`, the type of
  /// expression `expr` (a region's variable), gets a name for the region's
  /// nested function: `typedef __typeof__(expr...) acc2c_type_N;` in
  /// unnamedTypedefs_, which the block that defines it declares first.
  void nameUnnamedTypes(QualType t, std::string expr);
  /// `&(lvalue)` for a runtime call's `void *`, cast for qualified data of
  /// type `t` (cAddressOf).
  std::string addressOf(const std::string &lvalue, QualType t) const;
  /// The extents of the variable-length array levels of `d`'s type,
  /// outermost first, as host expressions (`sizeof((a)) / sizeof((a)[0])`).
  static std::vector<std::string> vlaExtents(const VarDecl *d);
  /// `t name` with the k-th variable-length array level of `t` sized by
  /// `sizes[k]` (`double (*a)[acc2c_a_n1]`).
  std::string sizedDeclaration(QualType t, const std::string &name,
                               const std::vector<std::string> &sizes);
  /// A type the region function, placed before the enclosing function, can
  /// spell: no struct or typedef declared inside a function.
  bool typeVisible(QualType t);
  /// The variables a compute region's body references from outside it, and
  /// the members it reaches as data of their own (Region::members).
  void collectReferences(const GraphConstruct &c, const Stmt *body,
                         std::vector<const VarDecl *> &out, Region &r);
  /// The section of a pointer variable's data a clause of `c` or of an
  /// enclosing construct maps (none for no_create: absent data keeps the
  /// host's address); `pointee` tells whether any clause names its data.
  std::optional<Extent> pointerSection(const GraphConstruct &c, const std::string &name,
                                       bool &pointee, const Region &r);

  // --- CDeviceRoutines.cpp: device versions of routines ----------------------
  // A routine (or declare target function) runs on the device in a region:
  // its device version, acc2c_device_<name>, reads declared globals through
  // their device copies and calls the device versions of other routines.
  // Host calls keep the function as written (OpenACC 3.3 2.15.1).
  void collectDeviceDeclarations();
  void collectImplicitRoutines();
  /// An OpenACC directive in a header reaches the compiler of the output as
  /// it is (acc2c has read it; the header is not rewritten), and gcc -fopenmp
  /// warns that it ignores it: the #include of this file that brings it in
  /// is bracketed by `#pragma GCC diagnostic` lines (quietIncludes()).
  void quietInclude(clang::SourceLocation loc);
  /// OpenMP declare target directives in this file become comments: acc2c
  /// did what they ask (device versions, mappings), and gcc, which compiles
  /// the output, knows only OpenMP 4.5's forms of them.
  void commentOutDeclareTargets();
  void quietIncludes();
  static std::string deviceVersionName(const FunctionDecl *f);
  /// Whether a device version is static: the host version is, or is inline.
  static bool internalDeviceVersion(const FunctionDecl *def);
  /// The name a region or a device version calls `fd` by: the device version
  /// of a routine, whose prototype goes before its first caller (or the
  /// procedure its bind clause names); "" for a host function. A routine
  /// defined in another file also gets a weak stand-in at the end of this
  /// one, which calls the host version: the device version of that file,
  /// when acc2c translated it, replaces it.
  std::string deviceName(const FunctionDecl *fd);
  /// The prototypes deviceName() asked for since the last call.
  /// `declarations` inside `omp declare target` with device kernels (they
  /// are compiled for the GPU too), as they are otherwise.
  /// What a device version reads for declared global `v` (used at `line`):
  /// its device copy, through the shim, or with device kernels through a
  /// pointer the kernels see (acc2c_dg_<name>).
  std::string deviceGlobal(const VarDecl *v, unsigned line);
  /// With device kernels: acc2c_device_globals(), which sets those pointers,
  /// and a constructor that has the shim run it before every region
  /// (acc2c_kernel_globals); "" when no device version reads a global.
  std::string deviceGlobalsSync() const;
  std::string declareTarget(const std::string &declarations) const;
  /// With OpenACC kernels, what goes before each declaration of a device
  /// version in the kernels' compilation: gcc's `acc routine seq` (a kernel
  /// calls it from each of its threads); "" otherwise.
  std::string accRoutine() const;
  std::string takeDeviceVersionPrototypes();
  /// `double name(int)`, with `fd`'s type, or with the parameters named acc2c_a<i>.
  std::string head(const FunctionDecl *fd, const std::string &name, bool named);
  /// `__attribute__((weak)) double acc2c_device_f(int acc2c_a0) { return f(acc2c_a0); }`
  std::string weakStandIn(const FunctionDecl *fd);
  /// The text of [begin, end) of the main file with `edits` (offset, length,
  /// replacement) applied and OpenACC directives turned into comments.
  std::string editedText(unsigned begin, unsigned end,
                         std::map<unsigned, std::pair<unsigned, std::string>> edits);
  /// The device version of `f`, after it.
  void emitDeviceVersion(const FunctionDecl *f);
};

} // namespace c_rewriter
} // namespace acc2c
