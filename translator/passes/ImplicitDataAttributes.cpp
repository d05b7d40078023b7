// Implicit data attributes: the ops a compute construct gets for the
// variables its body references but no clause names.
//
// OpenACC 3.3, 2.6.2 (for a variable with no data clause on the construct
// or on a lexically enclosing data construct, and no visible declare):
//   - default(none) visible: error;
//   - array, aggregate, pointer, allocatable: present under a visible
//     default(present), otherwise copy;
//   - scalar: copy on kernels, firstprivate on parallel and serial;
//   - a reduction variable in no other data clause of the construct: copy.
// Data the region never writes is copyin, data it sets before reading it
// copyout (Construct::written, Construct::writtenFirst;
// docs/differences-from-flang.md D26, D29); a firstprivate scalar that the
// region, or every iteration of a loop in it, sets before reading it is
// private (Construct::writtenFirstEachIteration; D34).
// A scalar that a loop construct directly inside reduces is copy, not
// firstprivate: the loop's result is why the program wrote the clause, and
// GCC and NVIDIA's compilers bring it back (docs/differences-from-flang.md,
// D28).
// Loop variables of loops associated with a loop construct are private
// (2.6.1): implicit private ops on that construct.
// The parent of a member in a data clause (`present(d%p)`) gets its implicit
// copy before the member's op, so the member's descriptor has device
// storage to be attached in (docs/descriptors.md, "The parent before the member").
// An ALLOCATABLE member the body reads through its parent (`grid%x(i)`),
// which no clause names, gets an implicit copy (copyin if the region never
// writes its root) and so an attach into its parent's device copy, as
// NVIDIA's compilers map the members a region references
// (docs/descriptors.md, "Allocatable members a region reads through").
// One it reads through an element of an array of structures (`cells(i)%v`)
// gets the same for the member of every element, one family of ops
// (`cells(acc2c_e1)%v`; "Members of the elements of an array of structures").
//
// OpenMP 5.2, 5.8.9-5.8.10: scalars firstprivate, everything else
// map(tofrom), both adjustable per category with defaultmap.
#include "passes/ImplicitDataAttributes.h"

#include "lowering/LowerToGraph.h"
#include "model/OpenMPKinds.h"
#include "passes/ElementFamilies.h"

#include <algorithm>
#include <set>

namespace acc2c {
namespace {

// The variables the ops of construct `c` name; a COMMON block names each of
// its members.
std::set<std::string> designatorsOf(const DataOpGraph &g, ConstructId c) {
  std::set<std::string> out;
  for (OpId id : g.opsOf(c)) {
    const Variable &v = g.op(id).var;
    if (!v.designator.empty()) out.insert(v.designator);
    out.insert(v.commonMembers.begin(), v.commonMembers.end());
  }
  return out;
}

// Variables in a reduction clause of `c` and in no other of its clauses.
std::set<std::string> reductionOnlyVariables(const DataOpGraph &g, ConstructId c) {
  std::set<std::string> out;
  for (OpId id : g.opsOf(c))
    if (g.op(id).kind == DataOpKind::Reduction) out.insert(g.op(id).var.designator);
  for (OpId id : g.opsOf(c))
    if (g.op(id).kind != DataOpKind::Reduction) out.erase(g.op(id).var.designator);
  return out;
}

// Variables whose reduction, by a loop construct inside compute construct
// `c`, spans the whole region: the loop is not itself inside another loop of
// the region (a reduction inside a gang loop of `parallel loop gang` makes a
// per-gang value, which 2.6.2's firstprivate keeps per gang).
std::set<std::string> reducedAcrossRegion(const DataOpGraph &g, ConstructId c) {
  std::set<std::string> out;
  if (isLoopAssociated(g.construct(c).directive)) return out;
  for (const GraphConstruct &inner : g.constructs()) {
    if (inner.kind != ConstructKind::Loop || !inner.parent || *inner.parent != c) continue;
    for (OpId id : g.opsOf(inner.id))
      if (g.op(id).kind == DataOpKind::Reduction) out.insert(g.op(id).var.designator);
  }
  return out;
}

// Data named on enclosing data constructs and on visible declares.
std::set<std::string> visibleData(const DataOpGraph &g, const GraphConstruct &c) {
  std::set<std::string> out;
  for (auto p = c.parent; p; p = g.construct(*p).parent) {
    const GraphConstruct &pc = g.construct(*p);
    if (pc.kind == ConstructKind::Data || pc.kind == ConstructKind::HostData)
      for (const std::string &d : designatorsOf(g, pc.id)) out.insert(d);
  }
  for (const GraphConstruct &other : g.constructs()) {
    bool declare =
        other.kind == ConstructKind::Declare || other.kind == ConstructKind::DeclareTarget;
    if (!declare) continue;
    // A procedure's declare covers that procedure; a declare of a global
    // (module variable, COMMON) covers every procedure of the file.
    for (OpId id : g.opsOf(other.id)) {
      const Variable &v = g.op(id).var;
      if (!v.designator.empty() && (other.unit == c.unit || v.isGlobal)) {
        out.insert(v.designator);
        out.insert(v.commonMembers.begin(), v.commonMembers.end());
      }
    }
  }
  return out;
}

// The default(...) value visible at `c`: its own, else the nearest
// enclosing data construct's.
std::string visibleDefault(const DataOpGraph &g, const GraphConstruct &c) {
  if (const Clause *d = c.findClause(ClauseKind::Default)) return d->value;
  for (auto p = c.parent; p; p = g.construct(*p).parent) {
    const GraphConstruct &around = g.construct(*p);
    // Only an OpenACC data construct's: a host OpenMP construct's
    // default(none) is about its own threads' data.
    if (around.dialect != Dialect::OpenACC || around.kind != ConstructKind::Data) continue;
    if (const Clause *d = around.findClause(ClauseKind::Default)) return d->value;
  }
  return {};
}

// OpenACC glossary: aggregates are arrays, composites, and in Fortran any
// allocatable or pointer variable and any character variable.
bool isScalarLike(const Variable &v) {
  return v.shape.empty() && !v.isAggregate && !v.isCharacter && !v.needsAttach();
}

// OpenMP defaultmap category of a variable (5.2, 5.8.7).
const char *ompCategory(const Variable &v) {
  if (v.storage == Storage::Pointer || v.storage == Storage::CPointer || v.isPointerValue)
    return "pointer";
  if (v.storage == Storage::Allocatable) return "allocatable";
  if (v.isAggregate || v.isArray()) return "aggregate";
  return "scalar";
}

class ImplicitPass {
public:
  ImplicitPass(DataOpGraph &g, Diagnostics &d) : g_(g), diags_(d) {}

  void run() {
    size_t n = g_.constructs().size();
    for (ConstructId id = 0; id < n; ++id) {
      const GraphConstruct &c = g_.construct(id);
      if (c.kind == ConstructKind::Compute || c.kind == ConstructKind::Loop) addLoopPrivates(id);
      if (c.kind != ConstructKind::Compute) continue;
      addElementPointerChecks(id);
      if (c.dialect == Dialect::OpenACC)
        runAcc(id);
      else
        runOmp(id);
    }
  }

private:
  DataOpGraph &g_;
  Diagnostics &diags_;

  void addPair(ConstructId c, ImplicitRule rule, DataOpKind entry, std::optional<DataOpKind> exit,
               DataClause clause, const Variable &v, std::optional<OpId> before = std::nullopt,
               MapType mapType = MapType::None) {
    const GraphConstruct &gc = g_.construct(c);
    DataOp op = makeDataOp(entry, clause, v, c, true, diags_);
    op.implicitRule = rule;
    op.dialect = gc.dialect;
    op.mapType = mapType;
    OpId e = before ? g_.insertBeforeOp(*before, op) : g_.insertBeforeBegin(c, op);
    if (!exit) return;
    DataOp x = op;
    x.kind = *exit;
    x.entry = e;
    // Exits mirror entries: inserted before op B at entry, undone after
    // B's own exit (a parent outlives the member attached into it).
    if (before)
      for (OpId id : g_.opsOf(c))
        if (g_.op(id).entry == before) {
          g_.insertAfterOp(id, std::move(x));
          return;
        }
    g_.insertAfterEnd(c, std::move(x));
  }

  // A scalar the rules make firstprivate, which the region, or every
  // iteration of a loop in it, sets before reading it: the value it comes
  // in with is never read, so a private copy is the same, without the copy
  // (and without reading a host variable the program may never have set).
  // Not a C pointer, whose firstprivate value the launch translates.
  static bool setBeforeRead(const GraphConstruct &gc, const Variable &v) {
    return !v.isPointerValue && (gc.writtenFirst.count(v.designator) ||
                                 gc.writtenFirstEachIteration.count(v.designator));
  }

  void addLoopPrivates(ConstructId c) {
    std::set<std::string> named = designatorsOf(g_, c);
    // A loop variable in lastprivate or linear has its value after the loop.
    for (const std::string &name : ompLastValueVariables(g_.construct(c).controlClauses))
      named.insert(name);
    for (const Variable &v : g_.construct(c).loopVariables)
      if (!named.count(v.designator))
        addPair(c, ImplicitRule::LoopVariable, DataOpKind::Private, std::nullopt,
                g_.construct(c).dialect == Dialect::OpenACC ? DataClause::Private
                                                            : DataClause::OmpPrivate,
                v);
  }

  // OpenACC: a variable the body reaches only through components that the
  // construct or a data construct around it maps, none of them POINTER or
  // ALLOCATABLE (nothing to attach into a device copy of the variable), one
  // of them mapped before the construct (by a data construct around it, or
  // found by present): its data there is theirs, and a copy of the whole
  // would overlap that mapping (docs/descriptors.md, "Members mapped on
  // their own"). Components only this construct maps come after the whole
  // variable's copy, inside it.
  bool reachedOnlyThroughMappedMembers(const GraphConstruct &gc, const std::string &root,
                                       const std::set<std::string> &named,
                                       const std::set<std::string> &visible) const {
    auto it = gc.reachedThroughComponents.find(root);
    if (gc.dialect != Dialect::OpenACC || it == gc.reachedThroughComponents.end()) return false;
    std::set<std::string> mappedBefore(visible);
    for (OpId id : g_.opsOf(gc.id)) {
      const DataOp &o = g_.op(id);
      if (o.var.rootName != root || o.var.parent.empty()) continue;
      if (o.var.needsAttach()) return false;
      if (o.kind == DataOpKind::Present || o.kind == DataOpKind::NoCreate)
        mappedBefore.insert(o.var.designator);
    }
    bool before = false;
    for (const std::string &m : it->second) {
      if (!named.count(m) && !visible.count(m)) return false;
      before |= mappedBefore.count(m) > 0;
      for (const Variable &p : gc.pointerComponents)
        if (p.designator == m) return false;
    }
    return before;
  }

  // Members named in clauses need their root aggregate on the device first.
  void addParentsOfMembers(ConstructId c, const std::set<std::string> &visible,
                           const std::string &dflt, std::set<std::string> &done) {
    const GraphConstruct &gc = g_.construct(c);
    std::set<std::string> named = designatorsOf(g_, c);
    for (OpId id : g_.opsOf(c)) {
      const DataOp &op = g_.op(id);
      if (op.implicit() || op.var.parent.empty() || op.role() != OpRole::Entry) continue;
      const std::string &root = op.var.rootName;
      if (done.count(root) || visible.count(root) || named.count(root)) continue;
      done.insert(root);
      if (reachedOnlyThroughMappedMembers(gc, root, named, visible)) continue;
      Variable parent;
      for (const Variable &r : gc.referenced)
        if (r.designator == root) parent = r;
      if (parent.designator.empty()) {
        parent.text = parent.designator = parent.rootName = root;
        parent.isAggregate = true;
        parent.loc = op.var.loc;
      }
      if (gc.dialect == Dialect::OpenACC && dflt == "present")
        addPair(c, ImplicitRule::MemberParent, DataOpKind::Present, DataOpKind::Delete,
                DataClause::Present, parent, id);
      else
        addPair(c, ImplicitRule::MemberParent, DataOpKind::Copyin, DataOpKind::Copyout,
                gc.dialect == Dialect::OpenACC ? DataClause::Copy : DataClause::OmpImplicitMap,
                parent, id, gc.dialect == Dialect::OpenMP ? MapType::Tofrom : MapType::None);
    }
  }

  void runAcc(ConstructId c) {
    const GraphConstruct &gc = g_.construct(c);
    std::set<std::string> named = designatorsOf(g_, c);
    std::set<std::string> reductionOnly = reductionOnlyVariables(g_, c);
    std::set<std::string> visible = visibleData(g_, gc);
    std::string dflt = visibleDefault(g_, gc);
    std::set<std::string> done;
    addParentsOfMembers(c, visible, dflt, done);
    for (const std::string &r : reductionOnly)
      if (!visible.count(r))
        for (OpId id : g_.opsOf(c))
          if (g_.op(id).kind == DataOpKind::Reduction && g_.op(id).var.designator == r) {
            addPair(c, ImplicitRule::Reduction, DataOpKind::Copyin, DataOpKind::Copyout,
                    DataClause::Reduction, g_.op(id).var);
            break;
          }
    std::set<std::string> loopVars;
    for (const Variable &v : gc.loopVariables) loopVars.insert(v.designator);
    std::set<std::string> loopReductions = reducedAcrossRegion(g_, c);
    for (const Variable &v : g_.construct(c).referenced) {
      if (named.count(v.designator) || visible.count(v.designator) ||
          loopVars.count(v.designator) || done.count(v.designator) || v.isNamedConstant ||
          v.isDeclaredOnDevice || reachedOnlyThroughMappedMembers(gc, v.designator, named, visible))
        continue;
      if (dflt == "none") {
        diags_.error(v.loc, "variable '" + v.designator + "' is referenced in '" + gc.name +
                                "' with default(none) but appears in "
                                "no data clause");
        continue;
      }
      // The region uses only the private copies of loops inside it: its
      // own copy would move data nothing reads or writes, and on host
      // threads each thread needs the variable's storage to itself.
      if (gc.loopPrivateOnly.count(v.designator)) {
        addPair(c, ImplicitRule::LoopPrivate, DataOpKind::Private, std::nullopt,
                DataClause::Private, v);
        continue;
      }
      // Const data cannot change on the device: it comes in only (copying
      // it back would write read-only memory: a `static const` table).
      bool copy = !isScalarLike(v) || computeConstructOf(gc.directive) == ComputeConstruct::Kernels;
      if (!isScalarLike(v) && dflt == "present") {
        addPair(c, ImplicitRule::DefaultPresent, DataOpKind::Present, DataOpKind::Delete,
                DataClause::Present, v);
      } else if (copy && v.isReadOnly) {
        addPair(c, ImplicitRule::ReadOnlyData, DataOpKind::Copyin, DataOpKind::Delete,
                DataClause::Copyin, v);
      } else if (copy && gc.written && !gc.written->count(v.designator)) {
        // The region only reads it: nothing to copy back, and nothing
        // written into storage the program may not change (a PARAMETER or
        // literal actual argument), as NVIDIA's compilers do.
        addPair(c, ImplicitRule::NotWritten, DataOpKind::Copyin, DataOpKind::Delete,
                DataClause::Copyin, v);
      } else if (copy && gc.writtenFirst.count(v.designator)) {
        // The region sets it before reading it: nothing to copy in.
        addPair(c, ImplicitRule::WrittenFirst, DataOpKind::Create, DataOpKind::Copyout,
                DataClause::Copyout, v);
      } else if (copy) {
        addPair(c, isScalarLike(v) ? ImplicitRule::KernelsScalarCopy : ImplicitRule::AggregateCopy,
                DataOpKind::Copyin, DataOpKind::Copyout, DataClause::Copy, v);
      } else if (loopReductions.count(v.designator)) {
        addPair(c, ImplicitRule::LoopReduction, DataOpKind::Copyin, DataOpKind::Copyout,
                DataClause::Reduction, v);
      } else if (setBeforeRead(gc, v)) {
        addPair(c, ImplicitRule::WrittenFirstPrivate, DataOpKind::Private, std::nullopt,
                DataClause::Private, v);
      } else {
        addPair(c, ImplicitRule::ScalarFirstprivate, DataOpKind::Firstprivate, std::nullopt,
                DataClause::Firstprivate, v);
      }
      if (v.isPointerValue && dflt != "present") addInferredSection(c, v);
    }
    addReferencedMembers(c, visible, dflt);
  }

  // A C pointer the body reaches only through subscripts of its loops: the
  // section they reach, as NVIDIA's compilers infer it. The shim maps it
  // only where the data the pointer points to is not present
  // (acc2c_inferred_bytes), so a program that maps its data itself, or
  // runs on shared memory, is unchanged.
  void addInferredSection(ConstructId c, const Variable &pointer) {
    const GraphConstruct &gc = g_.construct(c);
    for (const Variable &s : gc.inferredSections) {
      if (s.designator != pointer.designator) continue;
      bool written = !s.isReadOnly && (!gc.written || gc.written->count(s.designator));
      addPair(c, ImplicitRule::InferredSection, DataOpKind::Copyin,
              written ? DataOpKind::Copyout : DataOpKind::Delete,
              written ? DataClause::Copy : DataClause::Copyin, s);
    }
  }

  // After the roots' ops, so that each member is attached into a device
  // copy of its parent that exists by then; its exit comes before theirs.
  void addReferencedMembers(ConstructId c, const std::set<std::string> &visible,
                            const std::string &dflt) {
    const GraphConstruct &gc = g_.construct(c);
    std::set<std::string> named = designatorsOf(g_, c), mappedRoots;
    for (OpId id : g_.opsOf(c)) {
      DataOpKind k = g_.op(id).kind;
      if (k == DataOpKind::Copyin || k == DataOpKind::Create || k == DataOpKind::Present ||
          k == DataOpKind::NoCreate)
        mappedRoots.insert(g_.op(id).var.designator);
    }
    for (const Variable &r : gc.referenced)
      if (r.isDeclaredOnDevice || visible.count(r.designator)) mappedRoots.insert(r.designator);
    // Outer members first: `d%a` is attached before `d%a%b` is attached in it.
    std::vector<Variable> members = gc.pointerComponents;
    auto depth = [](const Variable &v) {
      return std::count(v.designator.begin(), v.designator.end(), '%');
    };
    std::stable_sort(members.begin(), members.end(),
                     [&](const Variable &a, const Variable &b) { return depth(a) < depth(b); });
    for (const Variable &m : members) {
      if (m.storage != Storage::Allocatable || !mappedRoots.count(m.rootName)) continue;
      // Through an element (`v(k)%a`): the member of every element, one
      // family of ops (docs/descriptors.md, "Members of the elements of an
      // array of structures").
      std::optional<Variable> v = m;
      if (std::any_of(m.parts.begin(), m.parts.end(),
                      [](const Variable::Part &p) { return p.subscripted; }))
        v = elementFamily(m, gc);
      // An array whose elements hold descriptors a region reads through a
      // POINTER (`a%b(k)%p`): the program attaches them; mapping `a%b`
      // here would hide that it did not (its check stays).
      else if (m.isArray() && readsPointerThroughElements(m, gc))
        continue;
      if (!v || named.count(v->designator) || visible.count(v->designator)) continue;
      named.insert(v->designator);
      if (dflt == "present")
        addPair(c, ImplicitRule::ReferencedMember, DataOpKind::Present, DataOpKind::Delete,
                DataClause::Present, *v);
      else if (gc.written && !gc.written->count(m.rootName))
        addPair(c, ImplicitRule::ReferencedMember, DataOpKind::Copyin, DataOpKind::Delete,
                DataClause::Copyin, *v);
      else
        addPair(c, ImplicitRule::ReferencedMember, DataOpKind::Copyin, DataOpKind::Copyout,
                DataClause::Copy, *v);
    }
  }

  // A POINTER member the body reads through an element (`cells(i)%p`) has
  // no op (the program attaches pointers, 2.6.8); the region checks the
  // member of every element instead (docs/descriptors.md, "What will fail").
  // C's frontend gives such a member as its family already (`v[acc2c_e1].p`,
  // CVariableReader::pointerMemberRead).
  void addElementPointerChecks(ConstructId c) {
    GraphConstruct &gc = g_.construct(c);
    for (const Variable &m : gc.pointerComponents)
      if (m.storage == Storage::CPointer && !m.each.empty())
        gc.elementPointerChecks.push_back(m);
      else if (m.storage == Storage::Pointer &&
               std::any_of(m.parts.begin(), m.parts.end(),
                           [](const Variable::Part &p) { return p.subscripted; }))
        if (std::optional<Variable> family = elementFamily(m, gc))
          gc.elementPointerChecks.push_back(std::move(*family));
  }

  // Whether `parts` begins with the names of `prefix`, whatever elements
  // either takes (`cells(i)%kids` and `cells(k)%kids` are one member of
  // every element).
  static bool startsWithNames(const std::vector<Variable::Part> &parts,
                              const std::vector<Variable::Part> &prefix) {
    return parts.size() >= prefix.size() &&
           std::equal(
               prefix.begin(), prefix.end(), parts.begin(),
               [](const Variable::Part &a, const Variable::Part &b) { return a.name == b.name; });
  }

  // Whether the body of `gc` reads a POINTER component of an element of
  // array member `m` (`m(k)%p`, `m(k)%s%p`).
  static bool readsPointerThroughElements(const Variable &m, const GraphConstruct &gc) {
    size_t n = m.parts.size();
    if (n == 0) return false;
    for (const Variable &pc : gc.pointerComponents)
      if (pc.storage != Storage::Allocatable && pc.parts.size() > n &&
          pc.parts[n - 1].subscripted && startsWithNames(pc.parts, m.parts))
        return true;
    return false;
  }

  // `cells(i)%v`, an ALLOCATABLE member the body of `gc` reads through an
  // element of an array of structures, as the family of that member of
  // every element: `cells(acc2c_e1)%v`. Each array of structures on the way
  // is the root or an ALLOCATABLE member the body reads too
  // (`a%list(i)%v`: `a%list` has its own op, before this one); none where
  // one is not (a fixed-size array component).
  static std::optional<Variable> elementFamily(const Variable &m, const GraphConstruct &gc) {
    using Parts = std::vector<Variable::Part>;
    const Parts &parts = m.parts;
    if (parts.size() < 2) return std::nullopt;
    const Variable *root = nullptr;
    for (const Variable &r : gc.referenced)
      if (r.designator == parts[0].name) root = &r;
    if (!root || !root->isAggregate || root->isArray() != parts[0].subscripted) return std::nullopt;
    // The member the body reads with the names of `prefix` (any elements).
    auto memberNamed = [&](const Parts &prefix) -> const Variable * {
      for (const Variable &pc : gc.pointerComponents)
        if (pc.parts.size() == prefix.size() && startsWithNames(pc.parts, prefix)) return &pc;
      return nullptr;
    };
    // `whole` and `elements` name the structures reached so far; `path`
    // the plain components since.
    Variable whole = *root;
    whole.subscripts.clear();
    Elements elements = elementsOf(whole);
    std::string path;
    for (size_t i = 1; i < parts.size(); ++i) {
      path += "%" + parts[i].name;
      if (!parts[i].subscripted) continue;
      const Variable *array = memberNamed(Parts(parts.begin(), parts.begin() + i + 1));
      if (!array || array->storage != Storage::Allocatable || !array->isAggregate ||
          !array->isArray())
        return std::nullopt;
      Variable relative = *array;
      relative.designator = path;
      whole = componentOf(whole, elements, relative);
      elements = elementsOf(whole);
      path.clear();
    }
    Variable relative = m;
    relative.designator = path;
    Variable family = componentOf(whole, elements, relative);
    family.loc = m.loc; // where the body reads it
    return family;
  }

  // defaultmap(behavior[:category]) -> behavior for `category`.
  static std::string defaultmapFor(const GraphConstruct &gc, const std::string &category) {
    std::string all;
    for (const Clause &cl : gc.controlClauses) {
      if (cl.kind != ClauseKind::Defaultmap) continue;
      std::string v = cl.value;
      size_t colon = v.find(':');
      std::string behavior = v.substr(0, colon);
      std::string cat = colon == std::string::npos ? "all" : v.substr(colon + 1);
      if (cat == category) return behavior;
      if (cat == "all") all = behavior;
    }
    return all;
  }

  void runOmp(ConstructId c) {
    const GraphConstruct &gc = g_.construct(c);
    std::set<std::string> named = designatorsOf(g_, c);
    std::set<std::string> done;
    addParentsOfMembers(c, {}, "", done);
    std::set<std::string> loopVars;
    for (const Variable &v : gc.loopVariables) loopVars.insert(v.designator);
    // 5.2 17.2: a lastprivate or linear list item of a combined target
    // construct that no map clause names is mapped tofrom, so that its last
    // value reaches the host.
    if (gc.kind == ConstructKind::Compute)
      for (const std::string &name : ompLastValueVariables(gc.controlClauses))
        for (const std::vector<Variable> *vars : {&gc.referenced, &gc.loopVariables})
          for (const Variable &v : *vars)
            if (v.designator == name && !named.count(name)) {
              addPair(c, ImplicitRule::LastValue, DataOpKind::Copyin, DataOpKind::Copyout,
                      DataClause::OmpImplicitMap, v, {}, MapType::Tofrom);
              named.insert(name);
            }
    // 5.2 5.8.9: a reduction list item of a combined target construct is
    // mapped tofrom, so that its result reaches the host.
    for (const std::string &r : reductionOnlyVariables(g_, c))
      for (OpId id : g_.opsOf(c))
        if (g_.op(id).kind == DataOpKind::Reduction && g_.op(id).var.designator == r) {
          addPair(c, ImplicitRule::Reduction, DataOpKind::Copyin, DataOpKind::Copyout,
                  DataClause::OmpImplicitMap, g_.op(id).var, {}, MapType::Tofrom);
          named.insert(r);
          break;
        }
    for (const Variable &v : g_.construct(c).referenced) {
      if (named.count(v.designator) || loopVars.count(v.designator) || done.count(v.designator) ||
          v.isNamedConstant)
        continue;
      // Used only by loops inside that privatize it: as for OpenACC
      // (runAcc), private to the region.
      if (gc.loopPrivateOnly.count(v.designator) && !v.isDeclaredOnDevice) {
        addPair(c, ImplicitRule::LoopPrivate, DataOpKind::Private, std::nullopt,
                DataClause::OmpPrivate, v);
        continue;
      }
      // Declare target variables (enter or link) are treated as if mapped
      // tofrom (5.2 5.8.9): the map is what makes a link variable present.
      const char *category = ompCategory(v);
      std::string behavior = defaultmapFor(gc, category);
      ImplicitRule rule = ImplicitRule::Defaultmap;
      if (behavior.empty() || behavior == "default") {
        // A Fortran scalar with the TARGET attribute is mapped, not copied.
        bool byValue = std::string(category) == "scalar" && !v.isTarget && !v.isDeclaredOnDevice;
        // A C pointer is the base pointer of a zero-length array section
        // (5.2 5.8.9): private in the region, holding the device address of
        // its target if that is mapped: a firstprivate whose value the
        // region's launch translates, never a map of the pointer itself.
        byValue = byValue || (v.isPointerValue && !v.isDeclaredOnDevice);
        // Const data cannot change on the device: mapped `to` (copying it
        // back would write read-only memory).
        // So is data the region never writes: nothing comes back.
        bool notWritten = gc.written && !gc.written->count(v.designator) && !v.isDeclaredOnDevice;
        bool writtenFirst = gc.writtenFirst.count(v.designator) && !v.isDeclaredOnDevice;
        behavior = byValue                      ? "firstprivate"
                   : v.isReadOnly || notWritten ? "to"
                   : writtenFirst               ? "from"
                                                : "tofrom";
        // The rule names the attribute that decided, so that a wrong
        // decision does not carry a rule that excuses it.
        rule = byValue                                           ? ImplicitRule::ScalarFirstprivate
               : v.isReadOnly                                    ? ImplicitRule::ReadOnlyData
               : notWritten                                      ? ImplicitRule::NotWritten
               : writtenFirst                                    ? ImplicitRule::WrittenFirst
               : v.isDeclaredOnDevice                            ? ImplicitRule::DeclareTarget
               : v.isTarget && std::string(category) == "scalar" ? ImplicitRule::TargetAttribute
                                                                 : ImplicitRule::AggregateCopy;
      }
      const DataClause map = DataClause::OmpImplicitMap;
      if (behavior == "none") {
        diags_.error(v.loc, "variable '" + v.designator + "' is referenced in '" + gc.name +
                                "' with defaultmap(none) but appears "
                                "in no map or data-sharing clause");
      } else if (behavior == "firstprivate" && rule == ImplicitRule::ScalarFirstprivate &&
                 setBeforeRead(gc, v)) {
        addPair(c, ImplicitRule::WrittenFirstPrivate, DataOpKind::Private, std::nullopt,
                DataClause::OmpPrivate, v);
      } else if (behavior == "firstprivate") {
        addPair(c, rule, DataOpKind::Firstprivate, std::nullopt, DataClause::OmpFirstprivate, v);
      } else if (behavior == "to") {
        addPair(c, rule, DataOpKind::Copyin, DataOpKind::Delete, map, v, {}, MapType::To);
      } else if (behavior == "from") {
        addPair(c, rule, DataOpKind::Create, DataOpKind::Copyout, map, v, {}, MapType::From);
      } else if (behavior == "alloc") {
        addPair(c, rule, DataOpKind::Create, DataOpKind::Delete, map, v, {}, MapType::Alloc);
      } else if (behavior == "present") {
        // As if in map(present, alloc: v) (5.2 5.8.6): absent data is an
        // error, present data moves nowhere.
        addPair(c, rule, DataOpKind::Create, DataOpKind::Delete, map, v, {}, MapType::Alloc);
        for (OpId id : g_.opsOf(c))
          if (g_.op(id).implicit() && g_.op(id).var.designator == v.designator)
            g_.op(id).modifiers.present = true;
      } else {
        addPair(c, rule, DataOpKind::Copyin, DataOpKind::Copyout, map, v, {}, MapType::Tofrom);
      }
    }
  }
};

} // namespace

void runImplicitDataAttributes(DataOpGraph &graph, Diagnostics &diags) {
  ImplicitPass(graph, diags).run();
}

} // namespace acc2c
