#include "rewriter/fortran/FortranRewriter.h"

#include "rewriter/common/CodeLines.h"
#include "rewriter/common/LoopDirectives.h"
#include "rewriter/fortran/ExpandedSource.h"
#include "rewriter/fortran/FortranComputeRegion.h"
#include "rewriter/fortran/FortranDataOpCalls.h"
#include "rewriter/fortran/FortranLoops.h"
#include "rewriter/fortran/FortranText.h"

#include "frontend/fortran/DirectiveText.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <map>
#include <set>

namespace acc2c {
namespace {

// What a unit runs when it returns (its declares' exit ops), before its END
// or CONTAINS line: its RETURN statements become a GO TO the label there.
struct UnitExit {
  std::uint64_t label = 0; // 0: the unit has no RETURN
  std::vector<CodeLines> code;
  unsigned indentLike = 0; // the line whose indentation the code takes
};

// Bytes of a line replaced by other text (a RETURN by its GO TO).
struct Substitution {
  unsigned column = 0, length = 0; // 1-based, in bytes
  std::string text;
};

// Where generated code goes: in place of a directive's lines, or after a
// line (the end of a combined construct's loop). Lines are those of the
// ExpandedSource.
struct Edits {
  std::map<unsigned, CodeLines> replace;                  // by the directive's first line
  std::map<unsigned, CodeLines> kernelReplace;            // the same in the OpenACC kernels' file
  std::map<unsigned, std::vector<CodeLines>> kernelAfter; // after a line, in the kernels' file
  std::map<unsigned, std::vector<CodeLines>> before;      // before a line (declare entries)
  std::map<unsigned, std::vector<CodeLines>> after;       // by line
  std::map<unsigned, unsigned> moved;    // outlined bodies: first line -> last line
  std::map<unsigned, UnitExit> unitExit; // by the line of END (or CONTAINS)
  std::map<unsigned, std::vector<Substitution>> substitute; // by line
  // Statements rewritten whole (a DO CONCURRENT as a DO nest): by the first
  // line, the last line and the code in their place, after a CONTINUE with
  // the statement's label if it had one.
  struct Statement {
    unsigned last = 0;
    CodeLines code;
    std::optional<std::uint64_t> label;
  };
  std::map<unsigned, Statement> statement;
};

// A compute region's body, outlined into an internal procedure of its unit.
struct RegionProcedure {
  CodeLines head, tail;
  unsigned first = 0, last = 0; // the body's lines
};

class Rewriter {
public:
  Rewriter(const std::string &path, const ExpandedSource &text, bool finalNewline,
           const RewriteOptions &options, const DataOpGraph &g, Diagnostics &diags)
      : path_(path), text_(text), finalNewline_(finalNewline), options_(options), g_(g),
        diags_(diags),
        calls_(path, g, diags, options.annotate, options.deviceKernels && !options.openaccKernels) {
    for (const DirectiveText &d : scanDirectives(text.text(), options.fixedForm))
      directives_.push_back(d);
    for (const DirectiveText &d : directives_) byLine_[d.firstLine] = &d;
    text.text().split(lines_, '\n');
    lines_.pop_back(); // nothing after the last line break
  }

  std::optional<Translation> run() {
    collectOps();
    for (const GraphConstruct &c : g_.constructs())
      if (c.kind == ConstructKind::Declare && c.unitKind != UnitKind::Module)
        for (OpId id : entries_[c.id])
          declaredInProcedure_.insert({c.unit, g_.op(id).var.rootName});
    for (const GraphConstruct &c : g_.constructs())
      for (OpId id : g_.opsOf(c.id))
        if (g_.op(id).kind == DataOpKind::DeclareLink) linked_.insert(g_.op(id).var.designator);
    if (options_.openaccKernels) findNeededRoutines();
    for (const GraphConstruct &c : g_.constructs()) {
      current_ = &c;
      calls_.setUnit(at(c.unitLayout.firstExecutable));
      // Code goes at the construct's end too: that line must be in the text
      // (its file is expanded with the directive's), or the code is lost.
      if (at(c.loc) && !at(c.endLoc)) {
        error(c.endLoc.line ? c.endLoc : c.loc, "acc2c cannot find where this " + c.name +
                                                    " construct ends in " + path_ +
                                                    " or the files it includes");
        continue;
      }
      translate(c);
    }
    if (!ok_) return std::nullopt;
    removeRegionOnlyDeclarations();
    Translation t;
    t.text = render();
    if (options_.openaccKernels) t.kernels = renderKernels();
    return t;
  }

private:
  const std::string &path_;
  const ExpandedSource &text_;
  bool finalNewline_; // whether the file ends with a line break
  RewriteOptions options_;
  const DataOpGraph &g_;
  Diagnostics &diags_;
  FortranDataOpCalls calls_;
  llvm::SmallVector<llvm::StringRef, 0> lines_; // the source's lines, without line breaks
  std::vector<DirectiveText> directives_;
  std::map<unsigned, const DirectiveText *> byLine_;
  std::map<ConstructId, std::vector<OpId>> entries_, exits_;
  Edits edits_;
  std::set<ConstructId> parallelLoops_; // loops (or combined constructs) run by OpenMP
  // Regions whose threads' loop is a worksharing loop (RegionCode::workshared):
  // the procedure's dummies passed by reference.
  std::map<ConstructId, std::vector<std::string>> workshared_;
  std::set<ConstructId> teamsLoops_; // loop constructs whose directive is a kernel's teams
  // OpenACC kernels: a teams kernel's loop construct (a region's whole
  // body), its directive the kernel's, with the kernel's clauses for it;
  // and the one-gang kernels, by compute construct.
  std::map<ConstructId, OpenACCKernelData> openaccLoops_, openaccGangs_;
  // Fortran OpenACC kernels call the device copies of routines, in modules
  // of the kernels' file (deviceRoutine): by module, the routines' first
  // and last lines and the named constants they read from outside.
  struct DeviceModule {
    std::vector<std::pair<unsigned, unsigned>> routines;
    std::vector<Variable> constants;
  };
  std::map<std::string, DeviceModule> deviceModules_;
  std::set<std::string> deviceRoutineUnits_; // the routines copied, by unit
  std::set<ConstructId> neededRoutines_;     // findNeededRoutines
  std::set<ConstructId> openaccKernels_;     // the compute constructs that are such kernels
  std::map<ConstructId, std::set<std::string>> shared_; // per compute construct
  std::map<ConstructId, CodeLines> before_; // module-declared data mapped before a region
  std::set<std::pair<std::string, std::string>> declaredInProcedure_; // unit, variable
  // Globals in a link clause: on the device only while a map names them
  // (OpenMP 5.2 7.8.1, OpenACC 3.3 2.13.3), never mapped for the program.
  std::set<std::string> linked_;
  // Region procedures go after a unit's CONTAINS line, or before its END
  // line (after a CONTAINS of their own).
  std::map<unsigned, std::vector<RegionProcedure>> afterContains_, beforeEnd_;
  std::vector<RegionProcedure> kernels_; // OpenACC kernels: the kernels' file
  // Compute regions' directives and bodies, by their lines.
  struct RegionLines {
    unsigned directiveFirst = 0, directiveLast = 0, bodyFirst = 0, bodyLast = 0;
    bool inBody(unsigned line) const { return bodyFirst <= line && line <= bodyLast; }
    bool onDirective(unsigned line) const {
      return directiveFirst <= line && line <= directiveLast;
    }
  };
  std::vector<RegionLines> regions_;
  std::set<unsigned> useAt_, fileConstantAt_; // lines the unit prologue goes before
  // At a line of useAt_: the unit's USEs of types it does not see by name.
  std::map<unsigned, const std::vector<UnitLayout::TypeUse> *> typeUsesAt_;
  const GraphConstruct *current_ = nullptr; // the construct being translated
  bool ok_ = true;

  void error(const SourceLocation &loc, const std::string &message) {
    diags_.error(loc, message);
    ok_ = false;
  }

  // The line of the text that holds `loc` (0: none).
  unsigned at(const SourceLocation &loc) const { return loc.line ? text_.lineOf(loc) : 0; }

  // Entry ops come before a construct's End step, exit ops after it.
  void collectOps() {
    std::vector<bool> ended(g_.constructs().size(), false);
    for (const Step &s : g_.steps()) {
      if (s.kind == Step::End) ended[s.id] = true;
      if (s.kind != Step::Op) continue;
      const DataOp &o = g_.op(s.id);
      const GraphConstruct &c = g_.construct(o.construct);
      (c.hasBody && ended[c.id] ? exits_ : entries_)[c.id].push_back(s.id);
    }
  }

  const DirectiveText *directiveAt(const SourceLocation &loc) {
    auto it = byLine_.find(at(loc));
    if (it == byLine_.end()) {
      error(loc, text_.expandedTwice(loc.file)
                     ? "acc2c does not translate directives in a file included more than once "
                       "('" +
                           loc.file + "'): each inclusion would need its own translation"
                     : "acc2c cannot find this directive's lines in " + path_ +
                           " or the files it includes");
      return nullptr;
    }
    return it->second;
  }

  // The unit of construct c calls the runtime: it gets `use acc2c_runtime`
  // after its header and the constant acc2c_file before its first
  // executable statement, once.
  void usesRuntime(const GraphConstruct &c, const CodeLines &code) {
    bool calls = false;
    for (const std::string &l : code.lines())
      calls |= !llvm::StringRef(l).ltrim().starts_with("!$");
    if (calls) usesRuntime(c);
  }
  void usesRuntime(const GraphConstruct &c) {
    const UnitLayout &u = c.unitLayout;
    if (!at(u.afterHeader) || !at(u.firstExecutable) ||
        (u.headerEnd.line && at(u.afterHeader) <= at(u.headerEnd))) {
      error(c.loc, "acc2c adds a USE statement after the header of the unit '" + c.unit +
                       "': its header must end on a line of its own, in this file");
      return;
    }
    useAt_.insert(at(u.afterHeader));
    typeUsesAt_.emplace(at(u.afterHeader), &u.typeUses);
    fileConstantAt_.insert(at(u.firstExecutable));
  }

  // The generated code of a directive, after the directive as a comment.
  void replaceDirective(const SourceLocation &loc, const CodeLines &code) {
    if (!directiveAt(loc)) return;
    if (current_) usesRuntime(*current_, code);
    // A CONTINUE first keeps the body of the kept OpenMP construct around
    // a loosely structured block (GraphConstruct::startsOpenMPBody).
    if (current_ && current_->startsOpenMPBody && at(current_->loc) == at(loc) && !code.empty() &&
        code.lines().front().rfind("block", 0) == 0) {
      CodeLines first;
      first.add("continue");
      first.append(code);
      edits_.replace[at(loc)] = first;
      return;
    }
    edits_.replace[at(loc)] = code;
  }

  // An ALLOCATE's create goes after it, a DEALLOCATE's delete before it
  // (GraphConstruct::allocation). Where the statement is an IF statement's
  // action (`if (c) deallocate(x)`), the IF becomes an IF construct around
  // the statement and its code; a label goes to a CONTINUE before them, so
  // that a branch to it runs the code too (the frontend refuses the one that
  // ends a labelled DO). Those two forms are rewritten whole and must be one
  // line of their own.
  void declareAction(const GraphConstruct &c) {
    const AllocationStatement &a = *c.allocation;
    CodeLines code = dataBlock(c, entries_[c.id], false);
    usesRuntime(c, code);
    unsigned first = at(a.begin), last = at(a.end);
    if (!a.label && !a.inIfStatement) {
      if (a.deallocate)
        edits_.before[first].push_back(code);
      else
        edits_.after[last].push_back(code);
      return;
    }
    llvm::StringRef line = llvm::StringRef(lines_[first - 1]).rtrim("\r");
    llvm::StringRef before = line.take_front(a.begin.column - 1);
    llvm::StringRef after = line.drop_front(std::min<size_t>(a.end.column, line.size())).ltrim();
    std::string what = std::string(a.deallocate ? "DEALLOCATE" : "ALLOCATE") +
                       " of declared data, which has " +
                       (a.inIfStatement ? "an IF statement's prefix" : "a label");
    if (first != last || a.begin.line != a.action.line || !before.trim().empty() ||
        !(after.empty() || after.starts_with("!")))
      return error(a.action, "acc2c adds code around this " + what +
                                 ": write the statement on a line of its own");
    llvm::StringRef action = line.substr(a.action.column - 1, a.end.column - a.action.column + 1);
    CodeLines whole;
    if (a.inIfStatement) {
      llvm::StringRef prefix = line.substr(a.begin.column - 1, a.action.column - a.begin.column);
      if (a.label) prefix = prefix.ltrim().ltrim("0123456789");
      whole.open(prefix.trim().str() + " then");
    }
    if (!a.deallocate) whole.add(action.str());
    whole.append(code);
    if (a.deallocate) whole.add(action.str());
    if (a.inIfStatement) whole.close("end if");
    edits_.statement[first] = {last, whole, a.label};
  }

  // Where a construct with a body ends: its end directive, or (a combined
  // construct without one) after the last line of its loop.
  void atEnd(const GraphConstruct &c, const CodeLines &code) {
    usesRuntime(c, code);
    unsigned end = at(c.endLoc);
    if (byLine_.count(end) && end != at(c.loc)) {
      edits_.replace[end] = code;
      return;
    }
    edits_.after[end].push_back(code);
  }

  const GraphConstruct *enclosingCompute(const GraphConstruct &c) {
    for (auto p = c.parent; p; p = g_.construct(*p).parent)
      if (g_.construct(*p).kind == ConstructKind::Compute) return &g_.construct(*p);
    return nullptr;
  }

  bool insideParallelLoop(const GraphConstruct &c) { return threadsLoopAround(c) != nullptr; }
  // The loop (or combined construct) whose OpenMP loop has the threads,
  // around `c` in its compute construct; none where `c` runs on one thread.
  const GraphConstruct *threadsLoopAround(const GraphConstruct &c) {
    for (auto p = c.parent; p; p = g_.construct(*p).parent) {
      if (parallelLoops_.count(*p)) return &g_.construct(*p);
      if (g_.construct(*p).kind == ConstructKind::Compute) break;
    }
    return nullptr;
  }

  // Variables a module's declare put on the device, used by construct c:
  // their mapping is made (once) before c's own operations.
  std::vector<Variable> moduleDeclared(const GraphConstruct &c, const std::vector<OpId> &ops) {
    std::vector<Variable> out;
    auto consider = [&](const Variable &v) {
      if (!v.isDeclaredOnDevice || !v.isGlobal || v.designator.empty()) return;
      std::string root = v.rootName.empty() ? v.designator : v.rootName;
      if (declaredInProcedure_.count({c.unit, root}) || linked_.count(root)) return;
      for (const Variable &o : out)
        if (o.designator == root) return;
      Variable whole = v;
      whole.designator = whole.text = root;
      whole.subscripts.clear();
      if (!v.parent.empty()) return; // components: their parent is mapped
      out.push_back(whole);
    };
    for (OpId id : ops) consider(g_.op(id).var);
    for (const Variable &v : c.referenced) consider(v);
    return out;
  }

  // `condition` replaces the if clause's expression (a flag that holds its
  // value from the construct's entry).
  CodeLines dataBlock(const GraphConstruct &c, const std::vector<OpId> &ops, bool withWaits,
                      bool entry = true, const std::string &condition = "",
                      const std::map<OpId, DataAtEntry> *fixed = nullptr) {
    Control control = calls_.control(c);
    if (!condition.empty()) control.condition = condition;
    CodeLines body;
    // (An ALLOCATE's own create maps the declared data.)
    if (entry && c.kind != ConstructKind::DeclareAction)
      for (const Variable &v : moduleDeclared(c, ops)) calls_.declareGlobal(v, body);
    if (withWaits) addWaits(control, calls_.intrinsics(), body);
    for (OpId id : ops) ok_ &= calls_.emit(g_.op(id), control, body, dataAtEntryFor(fixed, g_, id));
    CodeLines out;
    if (body.empty()) return out;
    // OpenMP: the maps of one construct instance change a count at most once.
    bool instance = c.dialect == Dialect::OpenMP && c.kind != ConstructKind::Update;
    if (instance) {
      out.open("block");
      out.add("integer(acc2c_int64) :: acc2c_construct");
    }
    if (!control.condition.empty()) out.open("if (" + control.condition + ") then");
    if (instance) out.add("acc2c_construct = acc2c_omp_construct()");
    out.append(body);
    if (instance) out.add("call acc2c_omp_construct_end(acc2c_construct)");
    if (!control.condition.empty()) out.close("end if");
    if (instance) out.close("end block");
    return out;
  }

  void translate(const GraphConstruct &c) {
    if (c.dialect == Dialect::OpenMP) {
      switch (c.kind) {
      case ConstructKind::Other: return; // host OpenMP: left as written
      case ConstructKind::Data:
      case ConstructKind::EnterData:
      case ConstructKind::ExitData:
      case ConstructKind::Update:
      case ConstructKind::Compute:
      case ConstructKind::Loop:
      case ConstructKind::Atomic: break;
      case ConstructKind::DeclareTarget: return declareTarget(c);
      default: error(c.loc, "OpenMP '" + c.name + "' constructs are not translated yet"); return;
      }
    }
    switch (c.kind) {
    case ConstructKind::Data:
    case ConstructKind::EnterData:
    case ConstructKind::ExitData:
    case ConstructKind::Update:
    case ConstructKind::Wait: {
      // A routine's device version has no host runtime to call; on host
      // threads the construct acts only where the routine runs on the host
      // (FortranDataOpCalls::control).
      if (options_.deviceKernels)
        if (const GraphConstruct *r = g_.routineAround(c))
          return error(c.loc,
                       "'" + c.name + "' in routine '" + r->routineName +
                           "', which runs on the device: not translated with device "
                           "kernels yet (docs/gpu.md, " +
                           (options_.openaccKernels ? "\"OpenACC kernels\")" : "\"Not yet\")"));
      Control control = calls_.control(c);
      CodeLines declare;
      FortranNames names;
      std::map<OpId, DataAtEntry> fixed;
      if (c.hasBody) fixed = calls_.keepAtEntry(entries_[c.id], exits_[c.id], names, declare);
      bool useDevice = false;
      for (OpId id : g_.opsOf(c.id))
        if (g_.op(id).kind == DataOpKind::UseDevice) {
          useDevice = true;
          const DataOp &o = g_.op(id);
          // use_device_ptr of a type(c_ptr) would translate the pointer's
          // value; an if clause or data that moves needs the decision kept.
          if (o.var.isAggregate || !control.condition.empty() || !fixed.empty())
            return error(o.loc, "'" + std::string(userSpelling(o.clause)) + "(" + o.var.text +
                                    ")' on target data is translated for Fortran only for an "
                                    "array or a scalar of intrinsic type, on a construct "
                                    "without an if clause");
        }
      if (useDevice) {
        // The maps first, then the body at the device addresses, as host_data
        // does (OpenMP 5.2 5.4.10, 5.4.11: a list item that is not of type
        // c_ptr in use_device_ptr is treated as in use_device_addr).
        RegionCode body;
        if (!buildHostData(g_, c, calls_, diags_, body)) {
          ok_ = false;
          return;
        }
        CodeLines open = dataBlock(c, entries_[c.id], control.wait), close;
        open.append(body.open);
        close.append(body.close);
        close.append(dataBlock(c, exits_[c.id], false, false));
        replaceDirective(c.loc, open);
        atEnd(c, close);
        return;
      }
      if (c.hasBody && (!control.condition.empty() || !fixed.empty())) {
        // What the exit does is decided at entry: one decision for the if
        // clause (2.6.5 data construct), and the data the entry found
        // (sections whose bounds the body changes, pointers it re-points),
        // kept in a BLOCK around the construct.
        std::string flag = control.condition.empty() ? "" : names.unique("acc2c_if");
        CodeLines open, close;
        open.open("block");
        open.append(declare);
        if (!flag.empty()) {
          open.add("logical :: " + flag);
          open.add(flag + " = " + control.condition);
        }
        open.append(dataBlock(c, entries_[c.id], control.wait, true, flag, &fixed));
        replaceDirective(c.loc, open);
        close.indent();
        close.append(dataBlock(c, exits_[c.id], false, false, flag, &fixed));
        close.close("end block");
        atEnd(c, close);
        return;
      }
      if (c.kind == ConstructKind::Wait) control.wait = true; // no queues: all of them
      CodeLines code;
      if (c.kind == ConstructKind::Wait) {
        if (!control.condition.empty()) code.open("if (" + control.condition + ") then");
        addWaits(control, calls_.intrinsics(), code);
        if (!control.condition.empty()) code.close("end if");
      } else {
        code = dataBlock(c, entries_[c.id], control.wait);
      }
      replaceDirective(c.loc, code);
      if (c.hasBody) atEnd(c, dataBlock(c, exits_[c.id], false, false));
      return;
    }
    case ConstructKind::Declare: return declare(c);
    case ConstructKind::DeclareAction: return declareAction(c);
    case ConstructKind::Compute: return compute(c);
    case ConstructKind::Loop: return loop(c);
    case ConstructKind::HostData: {
      RegionCode code;
      if (!buildHostData(g_, c, calls_, diags_, code)) {
        ok_ = false;
        return;
      }
      replaceDirective(c.loc, code.open);
      atEnd(c, code.close);
      return;
    }
    case ConstructKind::Atomic: {
      // OpenACC atomic and OpenMP atomic have the same forms in Fortran.
      const DirectiveText *d = directiveAt(c.loc);
      if (!d) return;
      CodeLines code;
      code.add("!$omp " + llvm::StringRef(d->text).trim().str());
      replaceDirective(c.loc, code);
      // In an OpenACC kernel, gfortran's OpenACC atomic of the same form.
      const GraphConstruct *region = enclosingCompute(c);
      bool kernel = (region && openaccKernels_.count(region->id)) ||
                    (!region && deviceRoutineUnits_.count(c.unit));
      if (kernel) {
        CodeLines acc;
        acc.add(std::string("!$acc atomic ") + atomicFormName(c.atomic));
        edits_.kernelReplace[at(c.loc)] = acc;
      }
      // Its end directive, if any, follows the one or two statements.
      for (const DirectiveText &e : directives_)
        if (e.firstLine > d->lastLine && e.firstLine <= d->lastLine + 4 &&
            llvm::StringRef(e.text).ltrim().starts_with_insensitive("end")) {
          llvm::StringRef rest = llvm::StringRef(e.text).ltrim().drop_front(3).ltrim();
          if (!rest.starts_with_insensitive("atomic")) break;
          CodeLines end, accEnd;
          end.add("!$omp end atomic");
          edits_.replace[e.firstLine] = end;
          accEnd.add("!$acc end atomic");
          if (kernel) edits_.kernelReplace[e.firstLine] = accEnd;
          break;
        } else if (e.firstLine > d->lastLine) {
          break;
        }
      return;
    }
    case ConstructKind::Routine:
    case ConstructKind::Cache:
      // routine: the procedure is called as it is; cache: a hint with no
      // data action on a host region.
      for (const Clause &cl : c.controlClauses)
        if (cl.id == llvm::acc::Clause::ACCC_bind)
          return error(cl.loc, "routine bind(...) is not supported for Fortran yet: regions "
                               "would call the procedure itself, not the one bind names");
      if (!c.routineImplicit) replaceDirective(c.loc, deviceDeclarations(c));
      if (c.kind == ConstructKind::Routine && !options_.deviceKernels) {
        routineData(c);
        // Its questions where it runs get the answer for the thread.
        deviceQueries(c, [](DeviceQuery q) {
          return std::string(q == DeviceQuery::IsInitialDevice ? "acc2c_thread_is_initial()"
                                                               : "acc2c_thread_device_num()");
        });
      }
      if (c.kind == ConstructKind::Routine && options_.deviceKernels && !options_.openaccKernels)
        for (const Variable &v : c.routineOutside)
          if (v.isDeclaredOnDevice && !kernelsShareStorage(v))
            error(v.loc, "routine '" + c.routineName + "' uses '" + v.designator +
                             "', declared data the device kernels do not share with the shim "
                             "(only a plain variable's device copy is: docs/gpu.md, \"Not yet\")");
      if (c.kind == ConstructKind::Routine && options_.openaccKernels &&
          (!c.routineImplicit || neededRoutines_.count(c.id)))
        deviceRoutine(c);
      return;
    case ConstructKind::Init:
    case ConstructKind::Shutdown:
    case ConstructKind::Set: {
      // Through acc2c_runtime's own bindings of the routines: a user's
      // variable called acc_init cannot hide them (README, "Names the output
      // uses").
      CodeLines code;
      const std::string type = "acc2c_acc_get_device_type()";
      const std::string toInt = calls_.intrinsics()(Intrinsic::Int);
      if (c.kind == ConstructKind::Init) code.add("call acc2c_acc_init(" + type + ")");
      if (c.kind == ConstructKind::Shutdown) code.add("call acc2c_acc_shutdown(" + type + ")");
      for (const Clause &cl : c.controlClauses) {
        if (c.kind != ConstructKind::Set || cl.exprs.empty()) continue;
        if (cl.id == llvm::acc::Clause::ACCC_device_num)
          code.add("call acc2c_acc_set_device_num(" + toInt + "(" + cl.exprs[0] + ", acc2c_int), " +
                   type + ")");
        else if (cl.id == llvm::acc::Clause::ACCC_default_async)
          code.add("call acc2c_acc_set_default_async(" + toInt + "(" + cl.exprs[0] +
                   ", acc2c_int))");
      }
      replaceDirective(c.loc, code);
      return;
    }
    default: error(c.loc, "'" + c.name + "' constructs are not translated yet");
    }
  }

  void compute(const GraphConstruct &c) {
    if (std::vector<Variable> globals = moduleDeclared(c, entries_[c.id]); !globals.empty()) {
      CodeLines lazy;
      for (const Variable &v : globals) calls_.declareGlobal(v, lazy);
      before_[c.id] = lazy;
    }
    // A DO CONCURRENT made a compute construct (-stdpar) has no directive:
    // its code goes before the loop, which is its body.
    const DirectiveText *d = c.fromDoConcurrent ? nullptr : directiveAt(c.loc);
    if (!d && !c.fromDoConcurrent) return;
    unsigned end = at(c.endLoc);
    bool endDirective = d && byLine_.count(end) && end != at(c.loc);
    RegionProcedure proc;
    proc.first = d ? d->lastLine + 1 : at(c.loc);
    proc.last = endDirective ? end - 1 : end;
    // Only the body moves: lines before its first statement and after its
    // last (an `#else`, `#endif` of an `#ifdef _OPENACC` around the
    // directives) stay with the directives, so that conditional
    // compilation keeps its structure (README, "Using acc2c").
    if (unsigned first = c.bodyBegin.valid() ? at(c.bodyBegin) : 0; first > proc.first)
      proc.first = first;
    if (unsigned last = c.bodyEnd.valid() ? at(c.bodyEnd) : 0; last && last < proc.last)
      proc.last = last;
    bool moves = bodyMoves(c, proc.first, proc.last);
    bool outline = moves && c.unitLayout.canContain;
    std::string name = outline ? "acc2c_region_" + std::to_string(at(c.loc)) : "";
    bool combined = isLoopAssociated(c.directive);
    const GraphConstruct *teamsLoop = teamsLoopOf(g_, c);
    // A body gfortran's device code cannot run stays on the host
    // (hostOnlyBecause); an empty one has nothing to run anywhere: its data
    // operations are the region.
    RegionKernel kernel;
    std::optional<SourceLocation> hostOnlyAt;
    std::string hostOnlyWhy;
    if (options_.deviceKernels && proc.first <= proc.last) {
      hostOnlyAt = hostOnlyBecause(c, kernel.hostOnly, hostOnlyWhy);
      kernel.form = hostOnlyAt  ? KernelForm::HostOnly
                    : teamsLoop ? KernelForm::Teams
                                : KernelForm::Target;
    }
    if (options_.openaccKernels && !hostOnlyAt && kernel.form != KernelForm::None) {
      if (!openaccKernelFits(c, moves)) {
        ok_ = false;
        return;
      }
      kernel.openacc = options_.kernelPrefix + std::to_string(at(c.loc));
      openaccKernels_.insert(c.id);
      // The device copies of the routines the body calls (openaccKernelFits).
      for (const ProcedureCall &pc : c.procedureCalls)
        kernel.uses.push_back("use " + deviceModuleOf(pc.module) + ", only: " + pc.name);
    }
    // A body of one loop construct: the loop's directive is the kernel's.
    if (kernel.form == KernelForm::Teams && teamsLoop != &c && kernel.openacc.empty())
      teamsLoops_.insert(teamsLoop->id);
    if (hostOnlyAt) {
      diags_.warning(c.loc, "the " + c.name +
                                " construct stays on the host, not a device kernel: " +
                                kernel.hostOnly + ", and " + hostOnlyWhy +
                                "; with its data on a GPU (ACC2C_BACKEND=cuda) the program stops "
                                "there with an error");
      diags_.note(*hostOnlyAt, c.firstIo ? "the input/output statement" : "the call");
    }
    RegionCode code;
    if (!buildComputeRegion(g_, c, entries_[c.id], exits_[c.id], name, kernel, calls_, diags_,
                            code)) {
      ok_ = false;
      return;
    }
    deviceQueries(c);
    // Outlined or in place, the body sees its variables as the region
    // declares them (removeRegionOnlyDeclarations).
    regions_.push_back({d ? d->firstLine : 0, d ? d->lastLine : 0, proc.first, proc.last});
    // Threads share the region's arrays and aggregates (device views, or
    // deviceptr data used as it is), not its private copies.
    if (code.workshared) workshared_[c.id] = code.byReference;
    std::set<std::string> &shared = shared_[c.id];
    for (const Variable &v : c.referenced)
      if (!v.shape.empty() || v.isAggregate || v.isCharacter || v.needsAttach())
        shared.insert(v.designator);
    for (const Binding &b : code.bindings)
      if (b.kind == BindingKind::Private || b.kind == BindingKind::Firstprivate)
        shared.erase(b.var.designator);
    // A scalar the user put in a data clause is one variable for all
    // threads (written by one iteration, read after the region); implicit
    // ones (kernels) stay per-thread temporaries.
    for (const Binding &b : code.bindings)
      if (b.kind == BindingKind::Scalar)
        for (OpId id : entries_[c.id])
          if (g_.op(id).var.designator == b.var.designator && !g_.op(id).implicit() &&
              g_.op(id).kind != DataOpKind::Reduction)
            shared.insert(b.var.designator);
    for (const std::string &t : c.atomicTargets)
      for (const Binding &b : code.bindings)
        if (b.var.designator == t && b.kind != BindingKind::Private) shared.insert(t);
    if (combined && isMarkedParallel(c, c)) {
      parallelLoops_.insert(c.id);
      CodeLines directive;
      directive.add(code.kernel == KernelForm::Teams
                        ? ompParallelDo(g_, c, c, shared, LoopRunner::DeviceKernel)
                    : code.workshared ? ompWorksharingDo(g_, c, c, shared, code.byReference)
                                      : ompParallelDo(g_, c, c, shared));
      // (An OpenACC kernel's region procedure does not tile: the kernels'
      // file shows the same lines.)
      if (code.kernel == KernelForm::Teams || !kernel.openacc.empty() || !tiledNest(c, directive))
        (outline ? code.procedureHead : code.open).append(directive);
      concurrentAsNest(c);
    }
    if (!kernel.openacc.empty()) {
      // The kernel's loop directive: after its head (a combined construct),
      // or in place of its loop construct's (loop()).
      OpenACCKernelData kernelLoop;
      kernelLoop.compute = &c;
      kernelLoop.restarted = code.kernelRestarted;
      kernelLoop.present = code.kernelPresent;
      kernelLoop.copies = code.kernelCopies;
      for (const Binding &b : code.bindings)
        if (b.kind == BindingKind::Private && b.var.rank() > 0 && !constantShape(b.var)) {
          error(b.var.loc.line ? b.var.loc : c.loc,
                "the private array '" + b.var.designator + "' in the '" + c.name +
                    "' construct, whose shape is not constant: not yet with OpenACC device "
                    "kernels for Fortran (--device-kernels=openacc; docs/gpu.md, \"OpenACC "
                    "kernels\")");
          ok_ = false;
        } else if (b.kind == BindingKind::Private) {
          kernelLoop.privates.insert(b.var.designator);
          if (b.var.rank() > 0) kernelLoop.privateArrays.insert(b.var.designator);
        }
      if (teamsLoop == &c) {
        code.kernelHead.append(accParallelLoop(g_, c, true, kernelLoop));
        restartEachIteration(c, kernelLoop.restarted);
      } else if (teamsLoop)
        openaccLoops_.emplace(teamsLoop->id, std::move(kernelLoop));
      else
        openaccGangs_.emplace(c.id, std::move(kernelLoop));
    }
    CodeLines open = before_[c.id];
    open.append(code.open);
    if (c.fromDoConcurrent) {
      usesRuntime(c, open);
      edits_.before[proc.first].push_back(open);
    } else {
      replaceDirective(c.loc, open);
    }
    if (!kernel.openacc.empty())
      kernels_.push_back({code.kernelHead, code.kernelTail, proc.first, proc.last});
    if (!outline) {
      atEnd(c, code.close);
      return;
    }
    if (endDirective) edits_.replace[end] = CodeLines();
    edits_.moved[proc.first] = proc.last;
    proc.head = code.procedureHead;
    proc.tail = code.procedureTail;
    const UnitLayout &u = c.unitLayout;
    if (at(u.contains))
      afterContains_[at(u.contains)].push_back(proc);
    else
      beforeEnd_[at(u.end)].push_back(proc);
  }

  // The body's questions about where it runs get the region's answer
  // (DeviceQuery.h): the call's text becomes `answer(query)`, by default the
  // region's local that holds the answer (FortranComputeRegion.h,
  // deviceQueryAnswer).
  template <typename A = const char *(*)(DeviceQuery)>
  void deviceQueries(const GraphConstruct &c, A answerOf = deviceQueryAnswer) {
    if (!c.deviceQueries.empty()) usesRuntime(c);
    for (const DeviceQueryCall &q : c.deviceQueries) {
      unsigned line = at(q.loc);
      if (!line || !q.length || q.loc.column + q.length - 1 > lines_[line - 1].size()) {
        error(q.loc, "acc2c cannot find this call on one line of " + path_ +
                         " (it must answer for where the code runs, a compute region or a "
                         "routine called from one: write it on one line)");
        continue;
      }
      std::string answer = answerOf(q.query);
      if (q.query == DeviceQuery::OnDevice) answer += "(" + q.argument + ")";
      // Not longer than the call unless a rename made that shorter; a
      // line already past the default limit is compiled with a larger one.
      size_t limit = options_.fixedForm ? 72 : 132;
      size_t before = lines_[line - 1].rtrim().size();
      if (before <= limit && before + answer.size() > limit + q.length) {
        error(q.loc, "acc2c writes the answer '" + answer +
                         "' in place of this call, which makes the line longer than " +
                         std::to_string(limit) + " columns: break the line");
        continue;
      }
      edits_.substitute[line].push_back({q.loc.column, q.length, answer});
    }
  }

  // Whether this file defines a routine `name` outside any module.
  bool routineHere(const std::string &name) const {
    for (const GraphConstruct &r : g_.constructs())
      if (r.kind == ConstructKind::Routine && r.unit == name && r.routineModule.empty() &&
          r.routineBegin.line)
        return true;
    return false;
  }

  // The module of the kernels' file that holds the device copies of a
  // module's routines, or (`module` empty) of this file's other routines.
  std::string deviceModuleOf(const std::string &module) const {
    return module.empty() ? options_.routinesModule : "acc2c_device_" + module;
  }

  // With OpenACC kernels, a routine (a routine directive in a procedure's
  // specification part) has a device copy: the procedure's lines again, in
  // a module of the kernels' file (deviceModuleOf), its directive gcc's
  // `!$acc routine seq` there (a routine called from a kernel's loop runs
  // in one thread of it). A copy has only its own data: a routine that uses
  // a variable or a derived type from outside it, or calls a procedure
  // that is no routine, is refused.
  void deviceRoutine(const GraphConstruct &c) {
    auto refuse = [&](const SourceLocation &loc, const std::string &what) {
      error(loc,
            what + " in routine '" + c.routineName +
                (c.routineImplicit ? "' (implicit: a compute region or routine calls it)" : "'") +
                ": not yet with OpenACC device kernels for Fortran "
                "(--device-kernels=openacc; docs/gpu.md, \"OpenACC kernels\")");
    };
    unsigned first = at(c.routineBegin), last = at(c.routineEnd);
    if ((c.unitKind != UnitKind::Function && c.unitKind != UnitKind::Subroutine) || !first ||
        !last || last < first)
      return refuse(c.loc, "a routine directive outside the procedure it names");
    std::string module = deviceModuleOf(c.routineModule);
    if (module.size() > 63)
      return refuse(c.loc, "a device module name longer than 63 characters ('" + module + "')");
    bool fits = true;
    for (const Variable &v : c.routineOutside) {
      refuse(v.loc, "'" + v.designator + "', data from outside the procedure,");
      fits = false;
    }
    if (c.routineOutsideType) {
      refuse(*c.routineOutsideType, "a derived type from outside the procedure");
      fits = false;
    }
    if (c.firstIo) { // gfortran's device library has none
      refuse(*c.firstIo, "input/output");
      fits = false;
    }
    for (const ProcedureCall &pc : c.procedureCalls)
      if (!pc.routine) {
        refuse(pc.loc, "a call of '" + pc.name + "', which has no routine directive,");
        fits = false;
      }
    for (const Variable &v : c.namedConstants)
      if (v.constantValue.empty()) {
        refuse(v.loc, "the named constant '" + v.designator + "' (an array or character)");
        fits = false;
      }
    if (!fits) return;
    DeviceModule &m = deviceModules_[module];
    m.routines.emplace_back(first, last);
    for (const Variable &v : c.namedConstants)
      if (std::none_of(m.constants.begin(), m.constants.end(),
                       [&](const Variable &k) { return k.designator == v.designator; }))
        m.constants.push_back(v);
    deviceRoutineUnits_.insert(c.unit);
    CodeLines acc;
    acc.add("!$acc routine seq");
    if (!c.routineImplicit) {
      edits_.kernelReplace[at(c.loc)] = acc;
      return;
    }
    // An implicit routine's directive, at the end of the copy's
    // specification part.
    unsigned executable = at(c.unitLayout.firstExecutable);
    if (!executable || executable <= first)
      return refuse(c.loc, "a procedure whose first executable statement acc2c cannot place");
    edits_.kernelAfter[executable - 1].push_back(acc);
  }

  // On host threads a routine reads and writes the declared data from
  // outside it through the device copy while a region's body calls it
  // (buildRoutineData): the execution part is enclosed in the BLOCKs that
  // point its names there, which END (or CONTAINS) closes.
  void routineData(const GraphConstruct &c) {
    std::vector<Variable> declared;
    std::set<std::string> mapsFirst;
    for (const Variable &v : c.routineOutside) {
      if (!v.isDeclaredOnDevice) continue;
      declared.push_back(v);
      if (v.isGlobal && !linked_.count(v.designator)) mapsFirst.insert(v.designator);
    }
    if (declared.empty()) return;
    const UnitLayout &u = c.unitLayout;
    unsigned first = at(u.firstExecutable), last = at(u.contains.line ? u.contains : u.end);
    if (!first || !last || first > last)
      return error(c.loc, "acc2c cannot find the execution part of routine '" + c.routineName +
                              "', whose body must see the device copies of declared data");
    CodeLines open, close;
    if (!buildRoutineData(declared, mapsFirst, calls_, diags_, open, close)) {
      ok_ = false;
      return;
    }
    if (open.empty()) return;
    usesRuntime(c, open);
    edits_.before[first].push_back(open);
    UnitExit &unitExit = edits_.unitExit[last];
    unitExit.code.push_back(close);
    unitExit.indentLike = first;
  }

  // The implicit routines (Construct::routineImplicit) that OpenACC kernels
  // or explicit routines call, directly or through other implicit ones:
  // only those get device copies (one nothing on the device calls may hold
  // what no copy can: input/output, module data).
  void findNeededRoutines() {
    std::vector<const std::vector<ProcedureCall> *> work;
    for (const GraphConstruct &c : g_.constructs()) {
      std::string what, why;
      if ((c.kind == ConstructKind::Compute && !hostOnlyBecause(c, what, why)) ||
          (c.kind == ConstructKind::Routine && !c.routineImplicit))
        work.push_back(&c.procedureCalls);
    }
    while (!work.empty()) {
      const std::vector<ProcedureCall> *calls = work.back();
      work.pop_back();
      for (const ProcedureCall &pc : *calls)
        for (const GraphConstruct &r : g_.constructs())
          if (r.kind == ConstructKind::Routine && r.routineImplicit && r.routineName == pc.name &&
              r.routineModule == pc.module && neededRoutines_.insert(r.id).second)
            work.push_back(&r.procedureCalls);
    }
  }

  // Where a body does what gfortran's device code cannot, the statement
  // that does it, what it does (`what`, for the runtime's error) and why
  // no kernel can (`why`): input/output (no device library has it), or
  // with OpenACC kernels a call of an OpenMP runtime routine (the device's
  // OpenMP runtime answers OpenMP's threads, not an OpenACC kernel's; the
  // calls asking where the body runs get the region's answers:
  // DeviceQuery.h).
  std::optional<SourceLocation> hostOnlyBecause(const GraphConstruct &c, std::string &what,
                                                std::string &why) const {
    if (c.firstIo) {
      what = "its body does input/output";
      why = "gfortran's device library has no input/output";
      return c.firstIo;
    }
    if (options_.openaccKernels)
      for (const ProcedureCall &pc : c.procedureCalls)
        if (pc.module == "omp_lib") {
          what = "its body calls OpenMP's '" + pc.name + "'";
          why = "an OpenACC device kernel has no OpenMP threads to ask";
          return pc.loc;
        }
    return std::nullopt;
  }

  // With OpenACC kernels, what acc2c makes a kernel of so far (docs/gpu.md,
  // "OpenACC kernels"): an outlined region whose data has types a kernel
  // outside the unit can declare, with no construct but loops in its body;
  // anything else is an error. (A body doing input/output stays on the host
  // with either kind of kernel: KernelForm::HostOnly.)
  bool openaccKernelFits(const GraphConstruct &c, bool moves) {
    bool fits = true;
    auto refuse = [&](const SourceLocation &loc, const std::string &what) {
      error(loc, what + " in the '" + c.name +
                     "' construct: not yet with OpenACC device kernels for Fortran "
                     "(--device-kernels=openacc; docs/gpu.md, \"OpenACC kernels\")");
      fits = false;
    };
    if (!moves)
      refuse(c.loc, "a body that cannot move into a procedure (it names statement labels "
                    "outside it)");
    for (const GraphConstruct &n : g_.constructs())
      for (std::optional<ConstructId> p = n.parent; p; p = g_.construct(*p).parent)
        if (*p == c.id && n.kind != ConstructKind::Loop &&
            (n.kind != ConstructKind::Atomic || !n.controlClauses.empty()))
          refuse(n.loc, "the '" + n.name + "' construct" +
                            (n.kind == ConstructKind::Atomic ? " with clauses" : ""));
    for (const GraphConstruct &n : g_.constructs())
      if (&n == &c || (n.parent && *n.parent == c.id)) {
        if (!ompWorksharingClauses(n).empty())
          refuse(n.loc, "an OpenMP loop's schedule, ordered, lastprivate, linear or order clause");
        // gcc 12's OpenACC reduces scalars only: the loop runs sequentially
        // (accParallelLoop).
        for (OpId id : g_.opsOf(n.id))
          if (g_.op(id).kind == DataOpKind::Reduction &&
              (g_.op(id).var.rank() > 0 || !g_.op(id).var.subscripts.empty()))
            diags_.warning(g_.op(id).loc, sequentialReductionWarning(g_.op(id).var));
      }
    // A routine's device copy is in its module's device module, or in this
    // file's (deviceRoutine).
    for (const ProcedureCall &pc : c.procedureCalls)
      if (!pc.routine)
        refuse(pc.loc, "a call of '" + pc.name + "', which has no routine directive,");
      else if (pc.module.empty() && !routineHere(pc.name))
        refuse(pc.loc,
               "a call of '" + pc.name + "', a routine outside any module and outside this file,");
    for (const Variable &v : c.namedConstants)
      if (v.constantValue.empty())
        refuse(v.loc, "the named constant '" + v.designator + "' (an array or character)");
    // (The kernel declares its data outside the unit: a derived type comes
    // from its module, or the kernel defines a copy of it.)
    for (const Variable &v : c.referenced)
      if ((v.isAggregate && v.refusesAssumedType) || v.isCharacter ||
          (v.storage == Storage::Pointer && v.rank() == 0))
        refuse(v.loc, "'" + v.designator + "' (" + v.type +
                          (v.storage == Storage::Pointer ? ", pointer" : "") + ")");
    for (const DerivedTypeDefinition &d : c.localTypes)
      if (!d.uncopyable.empty()) {
        SourceLocation at = c.loc;
        for (const Variable &v : c.referenced)
          if (v.isAggregate && v.typeModule.empty()) {
            at = v.loc;
            break;
          }
        refuse(at, "the derived type '" + d.name + "', " + d.uncopyable + ",");
      }
    return fits;
  }

  // In the kernels' file, after the innermost DO statement of `loop`: each
  // iteration's copy of a restarted scalar (RegionCode::kernelRestarted)
  // starts from the value saved before the loop.
  void restartEachIteration(const GraphConstruct &loop, const std::vector<std::string> &restarted) {
    if (restarted.empty()) return;
    const std::optional<SourceLocation> &end = loop.innermostDoEnd;
    unsigned line = end ? at(*end) : 0;
    if (!line || loop.fromDoConcurrent || loop.concurrent || !clearAround(*end, true)) {
      error(loop.loc, "'" + restarted.front() +
                          "', a firstprivate scalar the loop assigns, in a loop whose DO "
                          "statement is not on lines of its own (or a DO CONCURRENT): not yet "
                          "with OpenACC device kernels for Fortran (--device-kernels=openacc; "
                          "docs/gpu.md, \"OpenACC kernels\")");
      return;
    }
    CodeLines code;
    for (const std::string &r : restarted) code.add(r + " = acc2c_fp_" + r);
    edits_.kernelAfter[line].push_back(code);
  }

  // A local variable that the unit names, and only in compute regions' bodies
  // and in the private clauses of their directives, and that no data
  // operation names but as a private scalar, is declared again by every
  // region that uses it (its procedure, or the BLOCK around a body in
  // place), and the unit's declaration would be unused (gfortran -Wall
  // warns about it): that declaration goes (docs/data-operations.md,
  // "Variables only regions use").
  void removeRegionOnlyDeclarations() {
    std::map<unsigned, const UnitLayout *> units; // by the END line
    std::map<unsigned, std::set<std::string>> mapped;
    for (const GraphConstruct &c : g_.constructs()) {
      unsigned end = at(c.unitLayout.end);
      if (!end) continue;
      units.emplace(end, &c.unitLayout);
      if (enclosingCompute(c)) continue; // its code is the region's, on the region's names
      for (OpId id : g_.opsOf(c.id)) {
        const Variable &v = g_.op(id).var;
        // (A private scalar is the region's own variable; a private array
        // takes its shape from the host's.)
        bool own = g_.op(id).kind == DataOpKind::Private && v.storage == Storage::Plain &&
                   !v.isCharacter && v.rank() == 0;
        if (!own) mapped[end].insert(llvm::StringRef(v.rootName).lower());
      }
    }
    for (const auto &[end, layout] : units) {
      if (!layout->declarations) continue;
      for (const TypeDeclaration &d : *layout->declarations) {
        std::vector<bool> goes;
        for (const TypeDeclaration::Entity &e : d.entities)
          goes.push_back(e.local && !mapped[end].count(e.name) && onlyRegionsName(e));
        removeEntities(d, goes);
      }
    }
  }

  // Whether every name of e is one a region takes over: in a statement of
  // its body, or in a clause of a directive in its body or a private
  // clause of its own directive, where a statement of the body names it
  // too (the region declares what its statements name; a clause alone
  // would name the host's variable).
  bool onlyRegionsName(const TypeDeclaration::Entity &e) {
    using In = TypeDeclaration::Reference::In;
    if (e.references.empty()) return false; // the user's unused variable
    std::set<size_t> named, needed;         // regions whose statements name e; whose clauses do
    for (const TypeDeclaration::Reference &r : e.references) {
      unsigned line = at(r.at);
      auto region = llvm::find_if(regions_, [&](const RegionLines &g) {
        return g.inBody(line) || (r.in == In::PrivateClause && g.onDirective(line));
      });
      if (!line || region == regions_.end()) return false;
      (r.in == In::Statement ? named : needed).insert(region - regions_.begin());
    }
    return llvm::all_of(needed, [&](size_t g) { return named.count(g) > 0; });
  }

  // The entities of declaration d that go, with their separators: a run of
  // them within a line; the whole statement, over all its lines, where all
  // go and nothing else is on those lines.
  void removeEntities(const TypeDeclaration &d, const std::vector<bool> &goes) {
    unsigned first = at(d.begin), last = at(d.end);
    if (!first || last < first || llvm::none_of(goes, [](bool g) { return g; })) return;
    for (const TypeDeclaration::Entity &e : d.entities) {
      unsigned line = at(e.at);
      if (line < first || line > last ||
          !lines_[line - 1].substr(e.at.column - 1).starts_with_insensitive(e.name))
        return; // not as the parse tree has it (a macro's expansion)
    }
    for (unsigned line = first + 1; line < last; ++line)
      if (lines_[line - 1].ltrim().starts_with("#")) return; // a preprocessor line
    if (llvm::all_of(goes, [](bool g) { return g; })) {
      llvm::StringRef after = lines_[last - 1].substr(d.end.column).ltrim();
      if (!lines_[first - 1].take_front(d.begin.column - 1).trim().empty() ||
          !(after.empty() || after.starts_with("!")))
        return;
      for (unsigned line = first; line < last; ++line)
        edits_.substitute[line].push_back({1, static_cast<unsigned>(lines_[line - 1].size()), ""});
      edits_.substitute[last].push_back({1, d.end.column, ""});
      return;
    }
    for (size_t i = 0; i < goes.size();) {
      if (!goes[i]) {
        ++i;
        continue;
      }
      size_t j = i;
      while (j < goes.size() && goes[j]) ++j;
      unsigned line = at(d.entities[i].at);
      llvm::StringRef text = lines_[line - 1];
      if (j < goes.size()) {
        // `i, j, n` less i and j: from the first name to the next kept one,
        // on one line.
        unsigned from = d.entities[i].at.column;
        if (at(d.entities[j].at) == line)
          edits_.substitute[line].push_back({from, d.entities[j].at.column - from, ""});
      } else if (line == last) {
        // `i, j, n` less n: from the separator after the last kept entity.
        size_t comma = text.take_front(d.entities[i].at.column - 1).rtrim().size();
        if (comma > 0 && text[comma - 1] == ',')
          edits_.substitute[line].push_back(
              {static_cast<unsigned>(comma), d.end.column - static_cast<unsigned>(comma) + 1, ""});
      }
      i = j;
    }
  }

  // A body moves into a procedure (an internal one of its unit, where the
  // unit can have one, not itself an internal procedure; an OpenACC
  // kernel) when it is in this file and does not refer to a statement
  // label of its host (FORMAT, GO TO, ERR=...): labels are local to a
  // scoping unit.
  bool bodyMoves(const GraphConstruct &c, unsigned first, unsigned last) {
    const UnitLayout &u = c.unitLayout;
    unsigned end = at(u.end), contains = at(u.contains);
    if (!end || !at(c.loc)) return false;
    if (last < first || end <= last || (contains && contains <= last)) return false;
    for (std::uint64_t label : c.labelsReferenced)
      if (!c.labelsDefined.count(label)) return false;
    return true;
  }

  // declare (2.13). In a module: nothing at the directive (a specification
  // statement); the data is mapped for the whole run when a construct first
  // uses it. In a procedure or main program: a data region over the
  // execution part: entry ops before its first executable statement, exit
  // ops before END (or CONTAINS), where each RETURN goes too.
  void declare(const GraphConstruct &c) {
    replaceDirective(c.loc, deviceDeclarations(c));
    if (c.unitKind == UnitKind::Module) return;
    const UnitLayout &u = c.unitLayout;
    unsigned last = at(u.contains.line ? u.contains : u.end);
    unsigned first = at(u.firstExecutable);
    if (!first || !last || first > last) {
      error(c.loc, "acc2c cannot find the execution part this declare directive covers");
      return;
    }
    std::vector<OpId> entry, exit;
    for (OpId id : entries_[c.id]) (g_.op(id).role() == OpRole::Exit ? exit : entry).push_back(id);
    CodeLines entryCode = dataBlock(c, entry, false), exitCode = dataBlock(c, exit, false, false);
    usesRuntime(c, entryCode);
    usesRuntime(c, exitCode);
    edits_.before[first].push_back(entryCode);
    UnitExit &unitExit = edits_.unitExit[last];
    unitExit.code.push_back(exitCode);
    unitExit.indentLike = first;
    if (!u.returns.empty() && !unitExit.label) returnThroughExit(u, unitExit);
  }

  // Each RETURN of the unit becomes `goto L`, L labelling a CONTINUE before
  // the unit's exit code: a GO TO fits wherever a RETURN does (an IF
  // statement, a line of several statements) and leaves every construct.
  // L is the smallest label the unit does not define: `goto 1` is as long
  // as `return`, so a fixed-form line keeps its length.
  void returnThroughExit(const UnitLayout &u, UnitExit &unitExit) {
    std::uint64_t label = 1;
    while (u.labels.count(label)) ++label;
    for (const ReturnStatement &r : u.returns) {
      unsigned line = at(r.loc);
      llvm::StringRef text = line ? lines_[line - 1] : llvm::StringRef();
      std::string written = r.length && r.loc.column + r.length - 1 <= text.size()
                                ? llvm::StringRef(text).substr(r.loc.column - 1, r.length).lower()
                                : std::string();
      llvm::erase_if(written, [](char ch) { return ch == ' ' || ch == '\t'; });
      std::string go = "goto " + std::to_string(label);
      if (r.alternate)
        error(r.loc, "an alternate RETURN in a procedure with a declare directive is not "
                     "translated yet (the declare's exit operations would be skipped)");
      else if (written != "return")
        error(r.loc, "acc2c cannot find this RETURN statement on one line of " + path_ +
                         " (the declare's exit operations must run before it)");
      else if (options_.fixedForm && go.size() > r.length &&
               text.rtrim().size() + go.size() - r.length > 72)
        error(r.loc, "acc2c makes this RETURN a 'goto " + std::to_string(label) +
                         "' to the declare's exit operations, which does not fit in 72 "
                         "columns: break the line");
      else
        edits_.substitute[line].push_back({r.loc.column, r.length, go});
    }
    unitExit.label = label;
  }

  // declare target: the variables are mapped for the whole run when a
  // construct first uses them (like a module's declare); procedures need
  // nothing on the host threads, and are device procedures with device
  // kernels.
  void declareTarget(const GraphConstruct &c) { replaceDirective(c.loc, deviceDeclarations(c)); }

  // With OpenMP device kernels, a routine (or declare target) procedure is
  // compiled for the device too: kernels in other files call it there; so
  // are a module's declared variables that share their storage with the
  // kernels (kernelsShareStorage): routines read them there. (OpenACC
  // kernels call no routines yet, and the program's device code must be
  // OpenACC only.)
  CodeLines deviceDeclarations(const GraphConstruct &c) {
    CodeLines code;
    if (!options_.deviceKernels || options_.openaccKernels || c.kind == ConstructKind::Cache)
      return code;
    std::string names = c.routineName;
    std::set<std::string> variables;
    if (c.unitKind == UnitKind::Module && c.kind != ConstructKind::Routine)
      for (OpId id : g_.opsOf(c.id)) {
        const Variable &v = g_.op(id).var;
        if (!v.designator.empty() && kernelsShareStorage(v) &&
            variables.insert(v.designator).second)
          names += (names.empty() ? "" : ", ") + v.designator;
      }
    if (!names.empty()) code.add("!$omp declare target (" + names + ")");
    return code;
  }

  void loop(const GraphConstruct &c) {
    const GraphConstruct *region = enclosingCompute(c);
    CodeLines code;
    if (c.dialect == Dialect::OpenMP && !isLoopAssociated(c.directive)) {
      // teams, parallel... inside a target region: the region runs as one
      // team on one thread; its loops get the threads.
      replaceDirective(c.loc, code);
      if (at(c.endLoc) != at(c.loc) && byLine_.count(at(c.endLoc)))
        edits_.replace[at(c.endLoc)] = CodeLines();
      return;
    }
    if (auto k = openaccLoops_.find(c.id); k != openaccLoops_.end()) {
      edits_.kernelReplace[at(c.loc)] = accParallelLoop(g_, c, true, k->second);
      restartEachIteration(c, k->second.restarted);
    }
    if (region && isMarkedParallel(c, *region) && !insideParallelLoop(c) &&
        !parallelLoops_.count(region->id)) {
      parallelLoops_.insert(c.id);
      if (auto k = openaccGangs_.find(region->id); k != openaccGangs_.end()) {
        // The host threads' loop is the gang's workers and vectors.
        OpenACCKernelData inGang = k->second; // (the construct's own clauses are on its kernel)
        inGang.privateArrays.clear();
        inGang.present.clear();
        inGang.copies.clear();
        edits_.kernelReplace[at(c.loc)] = accParallelLoop(g_, c, false, inGang);
        restartEachIteration(c, k->second.restarted);
      }
      bool teams = teamsLoops_.count(c.id);
      auto workshared = workshared_.find(region->id);
      code.add(teams ? ompParallelDo(g_, c, *region, shared_[region->id], LoopRunner::DeviceKernel)
               : workshared != workshared_.end()
                   ? ompWorksharingDo(g_, c, *region, shared_[region->id], workshared->second)
                   : ompParallelDo(g_, c, *region, shared_[region->id]));
      // No directive to replace: the OpenMP one goes before the nest.
      if (c.fromDoConcurrent) return concurrentAsNest(c, code);
      if (!teams && !openaccLoops_.count(c.id) && !openaccGangs_.count(region->id) &&
          tiledNest(c, code))
        code = CodeLines();
      concurrentAsNest(c);
    }
    // Otherwise the loop runs sequentially: on one gang, or inside an
    // iteration of the loop that has the threads, or in a routine (a DO
    // CONCURRENT as written).
    if (c.fromDoConcurrent) return;
    if (const GraphConstruct *threads = threadsLoopAround(c); threads && region)
      code = privateCopiesForThreads(c, *threads, *region);
    replaceDirective(c.loc, code);
    unsigned end = at(c.endLoc);
    if (end != at(c.loc) && byLine_.count(end) && byLine_.at(end) != byLine_.at(at(c.loc)))
      edits_.replace[end] = CodeLines(); // !$acc end loop
  }

  // A loop that runs inside an iteration of the threads' loop: the arrays
  // and structures its private clause names that the threads share (the
  // region's, not one the threads privatize) would be one copy for all the
  // threads (that private clause has no OpenMP directive of its own, and
  // each thread runs the loop sequentially). Each thread gets its copy in
  // BLOCKs around the loop: the outer one reads the bounds of the variable,
  // the inner one declares it again under its name, allocatable (a private
  // array may be large: not on the thread's stack), and allocates it. The
  // code before the loop; the END BLOCKs go after its END DO.
  CodeLines privateCopiesForThreads(const GraphConstruct &c, const GraphConstruct &threads,
                                    const GraphConstruct &region) {
    std::set<std::string> shared = threadsShared(g_, threads, region, shared_[region.id]);
    std::vector<Variable> copies;
    for (OpId id : g_.opsOf(c.id)) {
      const Variable &v = g_.op(id).var;
      if (g_.op(id).kind == DataOpKind::Private && v.parent.empty() &&
          (v.rank() > 0 || v.isAggregate) && shared.count(v.designator))
        copies.push_back(v);
    }
    if (copies.empty()) return {};
    // The END BLOCKs follow the nest's END DO (a DO ending on a labelled
    // statement may end an outer loop too).
    if (!c.outermostEndDo || !clearAround(*c.outermostEndDo, true)) {
      diags_.warning(c.loc, "the host threads share '" + copies.front().designator +
                                "', which this loop privatizes: acc2c gives each thread its copy "
                                "in a BLOCK around the loop, which needs the loop to end with an "
                                "END DO statement on a line of its own");
      return {};
    }
    FortranNames names;
    const FortranIntrinsics &intrinsic = calls_.intrinsics();
    CodeLines open, bounds, inner, close;
    open.add("block");
    inner.add("block");
    for (const Variable &v : copies) {
      if (v.rank() == 0) {
        inner.add(v.type + " :: " + v.designator);
        continue;
      }
      std::string lb = names.forVariable(v.designator, "_lb"),
                  ub = names.forVariable(v.designator, "_ub"), rank = std::to_string(v.rank());
      open.add("integer :: " + lb + "(" + rank + "), " + ub + "(" + rank + ")");
      bounds.add(lb + " = " + intrinsic(Intrinsic::Lbound) + "(" + v.designator + ")");
      bounds.add(ub + " = " + intrinsic(Intrinsic::Ubound) + "(" + v.designator + ")");
      std::string shape, dims;
      for (int d = 1; d <= v.rank(); ++d) {
        std::string k = std::to_string(d);
        shape += std::string(d > 1 ? "," : "") + ":";
        dims += (d > 1 ? ", " : "") + lb + "(" + k + "):" + ub + "(" + k + ")";
      }
      inner.add(v.type + ", allocatable :: " + v.designator + "(" + shape + ")");
      close.add("allocate(" + v.designator + "(" + dims + "))");
    }
    open.append(bounds);
    open.append(inner);
    open.append(close);
    CodeLines ends;
    ends.add("end block");
    ends.add("end block");
    edits_.after[at(*c.outermostEndDo)].push_back(ends);
    return open;
  }

  // Whether a DO statement (its first and last characters) and its END
  // DO (its last) are each on lines of their own: nothing but blanks
  // before them, nothing but blanks and a comment after them. The
  // rewriter replaces such a statement's lines.
  bool onOwnLines(SourceLocation begin, SourceLocation last, SourceLocation endDo) const {
    return clearAround(begin, false) && clearAround(last, true) && clearAround(endDo, true);
  }
  // Whether a line holds nothing but blanks before the character at `loc`
  // (`after` false), or nothing but blanks and a comment after it.
  bool clearAround(const SourceLocation &loc, bool after) const {
    unsigned n = at(loc);
    if (!n) return false;
    llvm::StringRef t = lines_[n - 1].rtrim("\r");
    if (!after) return loc.column >= 1 && t.take_front(loc.column - 1).trim().empty();
    llvm::StringRef rest = loc.column <= t.size() ? t.drop_front(loc.column).ltrim() : "";
    return rest.empty() || rest.starts_with("!");
  }

  // A tiled nest (tileSizes): after `lead`, the OpenMP directive that
  // shares them, a loop over tiles for each loop of the nest, outermost
  // first, in a BLOCK that declares their variables; each DO statement
  // then runs its variable over one tile, the construct name and END DO
  // as written. For `do j = l, u, s` with tile size t, tile loop
  // `do acc2c_tile_j = l, u, t*s` and `do j = acc2c_tile_j,
  // min(acc2c_tile_j + (t-1)*s, u), s` (max for a negative step).
  // False where the nest stays as written.
  bool tiledNest(const GraphConstruct &c, const CodeLines &lead) {
    std::vector<std::int64_t> sizes = tileSizes(c, LoopRunner::HostThreads);
    if (sizes.empty()) return false;
    for (const AssociatedLoop &l : c.associatedLoops) {
      if (!onOwnLines(l.headerBegin, l.headerEnd, l.endDoEnd)) {
        error(l.headerBegin, "acc2c writes the DO loops of a tile clause again, as loops over "
                             "tiles and over a tile's elements: each DO statement and END DO "
                             "must be on lines of its own");
        return true;
      }
    }
    CodeLines outer;
    outer.add("block");
    for (const AssociatedLoop &l : c.associatedLoops)
      outer.add("integer(" + std::to_string(l.kind) + ") :: " + tileVariable(l));
    outer.append(lead);
    for (size_t i = 0; i < sizes.size(); ++i) {
      const AssociatedLoop &l = c.associatedLoops[i];
      outer.add("do " + tileVariable(l) + " = " + l.lower + ", " + l.upper + ", " +
                std::to_string(sizes[i] * *l.step));
    }
    CodeLines closing;
    for (size_t i = 0; i < sizes.size(); ++i) {
      const AssociatedLoop &l = c.associatedLoops[i];
      std::string kind = "_" + std::to_string(l.kind), t = tileVariable(l);
      std::int64_t last = (sizes[i] - 1) * *l.step;
      std::string header =
          (l.constructName.empty() ? "" : l.constructName + ": ") + "do " + l.variable.designator +
          " = " + t + ", " + calls_.intrinsics()(*l.step > 0 ? Intrinsic::Min : Intrinsic::Max) +
          "(" + t + (last >= 0 ? " + " : " - ") + std::to_string(last >= 0 ? last : -last) + kind +
          ", " + calls_.intrinsics()(Intrinsic::Int) + "(" + l.upper + ", " +
          std::to_string(l.kind) + "))" + (*l.step == 1 ? "" : ", " + std::to_string(*l.step));
      // A comment after the statement stays after it.
      llvm::StringRef line = lines_[at(l.headerEnd) - 1].rtrim("\r");
      llvm::StringRef comment =
          l.headerEnd.column <= line.size() ? line.drop_front(l.headerEnd.column).trim() : "";
      CodeLines statement = i == 0 ? outer : CodeLines();
      statement.add(header + (comment.empty() ? "" : " " + comment.str()));
      edits_.statement[at(l.headerBegin)] = {at(l.headerEnd), statement, std::nullopt};
      closing.add("end do");
    }
    closing.add("end block");
    usesRuntime(c, outer);
    edits_.after[at(c.associatedLoops[0].endDoEnd)].push_back(closing);
    return true;
  }

  static std::string tileVariable(const AssociatedLoop &l) {
    return "acc2c_tile_" + l.variable.designator;
  }

  // A DO CONCURRENT that an OpenMP loop directive now precedes: its
  // statement becomes a nest of DO loops (model/ConcurrentLoop.h), after
  // `lead`; its END DO ends the innermost, the others' END DOs follow it.
  // The construct name goes to the innermost loop, which its CYCLE and END
  // DO name.
  void concurrentAsNest(const GraphConstruct &c, const CodeLines &lead = {}) {
    if (!c.concurrent) return;
    const ConcurrentLoop &l = *c.concurrent;
    unsigned first = at(l.headerBegin), last = at(l.headerEnd), end = at(l.endDoEnd);
    if (l.labelled) {
      error(l.headerBegin, "a DO CONCURRENT with a label ('do 10 concurrent') under a loop "
                           "directive is not translated yet: end it with END DO");
      return;
    }
    if (!onOwnLines(l.headerBegin, l.headerEnd, l.endDoEnd)) {
      error(l.headerBegin, "acc2c rewrites this DO CONCURRENT as DO loops, which OpenMP can "
                           "share among threads: its statement and its END DO must each be "
                           "on lines of their own");
      return;
    }
    CodeLines nest = lead;
    for (size_t i = 0; i < l.indices.size(); ++i) {
      const ConcurrentLoop::Index &x = l.indices[i];
      bool innermost = i + 1 == l.indices.size();
      nest.add((innermost && !l.constructName.empty() ? l.constructName + ": " : "") + "do " +
               x.name + " = " + x.lower + ", " + x.upper + (x.step.empty() ? "" : ", " + x.step));
    }
    if (!l.mask.empty()) nest.add("if (.not. (" + l.mask + ")) cycle");
    // local_init: a variable of the iteration's own, a BLOCK's, set from
    // the loop's through an associate name.
    if (!l.localInit.empty()) {
      std::string associations;
      CodeLines declarations, copies;
      for (const Variable &v : l.localInit) {
        if (v.rank() > 0 || v.isAggregate || v.isCharacter || v.storage != Storage::Plain) {
          error(v.loc, "local_init(" + v.designator +
                           ") in a DO CONCURRENT under a loop "
                           "directive is translated for scalars of numeric or logical type only");
          return;
        }
        std::string saved = "acc2c_li_" + v.designator;
        associations += (associations.empty() ? "" : ", ") + saved + " => " + v.designator;
        declarations.add(v.type + " :: " + v.designator);
        copies.add(v.designator + " = " + saved);
      }
      nest.add("associate (" + associations + ")");
      nest.open("block");
      nest.append(declarations);
      nest.append(copies);
      CodeLines closing;
      closing.add("end block");
      closing.add("end associate");
      edits_.before[end].push_back(closing);
    }
    edits_.statement[first] = {last, nest, std::nullopt};
    CodeLines ends;
    for (size_t i = 1; i < l.indices.size(); ++i) ends.add("end do");
    if (!ends.empty()) edits_.after[end].push_back(ends);
  }

  // The line marker that gives gfortran line `line`'s file and number.
  std::string marker(unsigned line) const {
    const SourceLocation &from = text_.origin(line);
    return "# " + std::to_string(from.line) + " " + fortranLiteral(from.file) + "\n";
  }

  // Before a line written as it is: a marker where it does not follow the
  // line before it in its file (the first and the next line after an
  // expanded include), unless one was just written.
  void markIfMoved(unsigned line, std::string &out) const {
    if (line == 1) return;
    const SourceLocation &from = text_.origin(line), &before = text_.origin(line - 1);
    if (from.file == before.file && from.line == before.line + 1) return;
    std::string m = marker(line);
    if (out.size() < m.size() || out.compare(out.size() - m.size(), m.size(), m) != 0) out += m;
  }

  // Lines of generated code: statements indented like the directive (fixed
  // form: from column 7), OpenMP directives from column 1.
  void emit(const CodeLines &code, const std::string &lead, std::string &out) const {
    for (const std::string &l : code.lines()) {
      llvm::StringRef t(l);
      bool directive = t.ltrim().starts_with("!$");
      for (const std::string &piece :
           fitLine(lead, directive ? t.ltrim().str() : l, options_.fixedForm))
        out += piece + "\n";
    }
  }

  // The indentation of a line's statement: its blanks, and a statement
  // label's width (`10 continue` is indented like `continue`).
  std::string leadOf(unsigned line) const {
    if (options_.fixedForm) return "      ";
    llvm::StringRef t = lines_[line - 1];
    size_t text = t.find_first_not_of(" \t");
    if (text == llvm::StringRef::npos) return t.str();
    size_t label = t.find_first_not_of("0123456789", text);
    if (label > text && label != llvm::StringRef::npos && (t[label] == ' ' || t[label] == '\t'))
      text = t.find_first_not_of(" \t", label);
    if (text == llvm::StringRef::npos) text = t.size();
    return t.substr(0, t.find_first_not_of(" \t")).str() +
           std::string(text - std::min(text, t.find_first_not_of(" \t")), ' ');
  }

  std::string render() {
    std::string out;
    renderLines(1, lines_.size(), out);
    return out;
  }

  // The kernels' file: each kernel an external subroutine whose body is its
  // region's, under the region's line markers.
  std::string renderKernels() const {
    std::string out =
        "! acc2c: the OpenACC kernels of " + path_ + " (--device-kernels=openacc; docs/gpu.md)\n";
    const std::string lead = options_.fixedForm ? "      " : "";
    // The routines' device copies first: the kernels use their modules.
    for (const auto &[name, m] : deviceModules_) {
      out += lead + "module " + name + "\n";
      for (const Variable &v : m.constants)
        out += lead + "  " + v.type + ", parameter :: " + v.designator + " = " + v.constantValue +
               "\n";
      out += lead + "contains\n";
      for (const auto &[first, last] : m.routines) {
        out += marker(first);
        renderLines(first, last, out, first, true);
        if (!out.empty() && out.back() != '\n') out += "\n";
      }
      out += lead + "end module " + name + "\n";
    }
    renderProcedures(kernels_, lead, out, true);
    return out;
  }

  // Lines first..last with their edits; outlined bodies are rendered in
  // their region procedures, each under its own line markers.
  void renderLines(unsigned first, unsigned last, std::string &out,
                   unsigned body = 0 /* first line of the body being outlined */,
                   bool kernels = false /* the OpenACC kernels' file */) const {
    const auto &lines = lines_;
    for (unsigned n = first; n <= last; ++n) {
      // The unit prologue and declare entries go before the line.
      CodeLines prologue;
      if (useAt_.count(n) && n != body) {
        prologue.add("use acc2c_runtime");
        if (!calls_.intrinsics().use().empty()) prologue.add(calls_.intrinsics().use());
        if (auto t = typeUsesAt_.find(n); t != typeUsesAt_.end())
          for (const UnitLayout::TypeUse &use : *t->second)
            prologue.add("use " + use.module + ", only: " + use.name);
      }
      if (fileConstantAt_.count(n) && n != body) {
        prologue.add(fileConstant(path_));
        if (const CodeLines *d = calls_.unitDeclarations(n)) prologue.append(*d);
      }
      if (auto b = edits_.before.find(n); b != edits_.before.end() && n != body)
        for (const CodeLines &code : b->second) prologue.append(code);
      const UnitExit *unitExit = nullptr;
      if (auto e = edits_.unitExit.find(n); e != edits_.unitExit.end() && n != body)
        unitExit = &e->second;
      if (!prologue.empty() || unitExit) {
        emit(prologue, leadOf(n), out);
        if (unitExit && unitExit->label)
          out += labelledContinue(unitExit->label, leadOf(unitExit->indentLike));
        if (unitExit)
          for (const CodeLines &code : unitExit->code)
            emit(code, leadOf(unitExit->indentLike), out);
        out += marker(n);
      }
      if (auto p = beforeEnd_.find(n); p != beforeEnd_.end()) {
        out += leadOf(n) + "contains\n";
        renderProcedures(p->second, leadOf(n) + (options_.fixedForm ? "" : "  "), out);
        out += marker(n);
      }
      if (auto m = edits_.moved.find(n); m != edits_.moved.end() && n != body) {
        n = m->second;
        // The marker for the body's first line, now elsewhere, gives way.
        if (size_t prev = out.rfind('\n', out.size() - 2);
            out.compare(prev + 1, 2, "# ") == 0 && out.back() == '\n')
          out.resize(prev + 1);
        if (n < lines.size()) out += marker(n + 1);
        continue;
      }
      const CodeLines *replacement = nullptr; // a directive's lines
      if (auto r = edits_.replace.find(n); r != edits_.replace.end()) replacement = &r->second;
      if (auto k = edits_.kernelReplace.find(n); kernels && k != edits_.kernelReplace.end())
        replacement = &k->second;
      if (auto st = edits_.statement.find(n); st != edits_.statement.end()) {
        markIfMoved(n, out);
        if (st->second.label) out += labelledContinue(*st->second.label, leadOf(n));
        emit(st->second.code, leadOf(n), out);
        n = st->second.last;
        if (n < lines.size()) out += marker(n + 1);
      } else if (replacement) {
        const DirectiveText &d = *byLine_.at(n);
        std::string lead = leadOf(n);
        markIfMoved(n, out);
        for (unsigned l = d.firstLine; l <= d.lastLine; ++l)
          out += lead + "! " + lines[l - 1].rtrim("\r").ltrim().str() + "\n";
        emit(*replacement, lead, out);
        n = d.lastLine;
        if (n < lines.size()) out += marker(n + 1);
      } else {
        markIfMoved(n, out);
        out += substituted(n);
        if (n < lines.size() || finalNewline_) out += "\n";
      }
      // (In the kernels' file the body ends at its last line: what comes
      // after it in place, the region's end, is the host's.)
      if (auto a = edits_.after.find(n); a != edits_.after.end() && !(kernels && n == last)) {
        if (!out.empty() && out.back() != '\n') out += "\n";
        for (const CodeLines &code : a->second) emit(code, leadOf(n), out);
        if (n < lines.size()) out += marker(n + 1);
      }
      if (auto a = edits_.kernelAfter.find(n); kernels && a != edits_.kernelAfter.end()) {
        for (const CodeLines &code : a->second) emit(code, leadOf(n) + "  ", out);
        if (n < lines.size()) out += marker(n + 1);
      }
      if (auto p = afterContains_.find(n); p != afterContains_.end()) {
        if (!out.empty() && out.back() != '\n') out += "\n";
        renderProcedures(p->second, leadOf(n) + (options_.fixedForm ? "" : "  "), out);
        if (n < lines.size()) out += marker(n + 1);
      }
    }
  }

  // Line n with its substitutions, the rightmost first.
  std::string substituted(unsigned n) const {
    std::string line = lines_[n - 1].str();
    auto s = edits_.substitute.find(n);
    if (s == edits_.substitute.end()) return line;
    std::vector<Substitution> subs = s->second;
    llvm::sort(subs,
               [](const Substitution &a, const Substitution &b) { return a.column > b.column; });
    for (const Substitution &sub : subs) line.replace(sub.column - 1, sub.length, sub.text);
    return line;
  }

  // `label continue`: the label in columns 1-5 in fixed form.
  std::string labelledContinue(std::uint64_t label, const std::string &lead) const {
    std::string l = std::to_string(label);
    if (options_.fixedForm) return l + std::string(6 - l.size(), ' ') + "continue\n";
    return lead + l + " continue\n";
  }

  void renderProcedures(const std::vector<RegionProcedure> &procs, const std::string &lead,
                        std::string &out, bool kernels = false) const {
    for (const RegionProcedure &p : procs) {
      emit(p.head, lead, out);
      out += marker(p.first);
      renderLines(p.first, p.last, out, p.first, kernels);
      if (!out.empty() && out.back() != '\n') out += "\n";
      emit(p.tail, lead, out);
    }
  }
};

} // namespace

std::optional<Translation> rewriteFortran(const std::string &path, llvm::StringRef source,
                                          const RewriteOptions &options, const DataOpGraph &graph,
                                          Diagnostics &diags) {
  // The files with lines the rewriter edits: directives, and the units'
  // lines where code goes (after the header, before END...).
  std::set<std::string> edited;
  for (const GraphConstruct &c : graph.constructs()) {
    const UnitLayout &u = c.unitLayout;
    for (const SourceLocation *l :
         {&c.loc, &c.endLoc, &u.afterHeader, &u.headerEnd, &u.firstExecutable, &u.contains, &u.end})
      if (l->line) edited.insert(l->fileOfText());
  }
  std::optional<ExpandedSource> text =
      ExpandedSource::build(path, source, graph.inclusions(), edited, diags);
  if (!text) return std::nullopt;
  std::optional<Translation> out =
      Rewriter(path, *text, source.ends_with("\n"), options, graph, diags).run();
  if (!out) return std::nullopt;
  out->inlinedFiles = text->expandedFiles();
  return out;
}

} // namespace acc2c
