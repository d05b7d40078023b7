#include "rewriter/RegionScope.h"

#include "rewriter/FortranText.h"
#include "rewriter/LoopDirectives.h"

#include <map>

namespace acc2c {
namespace {

// OpenACC: scalars of intrinsic type are the ones a region may hold in a
// local (2.6.2); everything else is seen through its address.
bool isScalarLike(const Variable &v) {
  return v.shape.empty() && !v.isAggregate && !v.isCharacter && !v.needsAttach();
}

std::string deferredShape(int rank) {
  if (rank == 0) return "";
  std::string s = "(";
  for (int i = 0; i < rank; ++i) s += i ? ",:" : ":";
  return s + ")";
}

// "a(acc2c_lb3(1):acc2c_ub3(1), acc2c_lb3(2):acc2c_ub3(2))"
std::string explicitBounds(const Binding &b, bool upper) {
  std::string n = std::to_string(b.number), s = "(";
  for (int i = 1; i <= b.var.rank(); ++i) {
    std::string d = std::to_string(i);
    s += (i > 1 ? ", " : "") + std::string("acc2c_lb") + n + "(" + d + "):";
    if (upper) s += "acc2c_ub" + n + "(" + d + ")";
  }
  return s + ")";
}

std::string byteCount(const Variable &v) {
  std::string elem = "storage_size(" + v.designator + ", kind=c_size_t)/8";
  return v.rank() > 0 ? "size(" + v.designator + ", kind=c_size_t)*" + elem : elem;
}

class ScopeBuilder {
public:
  ScopeBuilder(DataOpCalls &calls, Diagnostics &diags) : calls_(calls), diags_(diags) {}

  bool add(const Variable &v, BindingKind kind, std::vector<Binding> &out) {
    if (v.isNamedConstant || v.isProcedure || v.designator.empty()) return true;
    for (const Binding &b : out)
      if (b.var.designator == v.designator) return true;
    if (v.type.empty() || v.type.find('*') != std::string::npos ||
        v.type.find(':') != std::string::npos || v.type.rfind("class", 0) == 0) {
      diags_.error(v.loc, "'" + v.designator + "' (" + (v.type.empty() ? "untyped" : v.type) +
                              ") cannot be used in a compute region yet: acc2c re-declares each "
                              "variable of a region and needs a type it can spell");
      return false;
    }
    if (v.storage == Storage::AssumedSize) {
      diags_.error(v.loc, "'" + v.designator + "' is an assumed-size array: a compute region "
                          "needs its extent (declare it with an explicit shape or a(:))");
      return false;
    }
    Binding b{v, kind, ++count_};
    out.push_back(b);
    return true;
  }

  // Outer block: declarations, then the statements that find each address
  // (or, for a firstprivate scalar, take its host value). Where `condition`
  // is false, the data's own (host) address instead.
  void outer(const std::vector<Binding> &bs, const std::string &addressOf, CodeLines &decls,
             CodeLines &stmts, const std::string &condition = "") {
    for (const Binding &b : bs) {
      std::string n = std::to_string(b.number);
      const Variable &v = b.var;
      bool scalar = v.rank() == 0 && isScalarLike(v);
      if (scalar && b.kind == BindingKind::Private) continue;
      if (scalar && b.kind == BindingKind::Firstprivate) {
        decls.add(v.type + " :: acc2c_v" + n);
        stmts.add("acc2c_v" + n + " = " + v.designator);
        continue;
      }
      decls.add("type(c_ptr) :: acc2c_p" + n);
      if (v.rank() > 0)
        decls.add("integer(c_int64_t) :: acc2c_lb" + n + "(" + std::to_string(v.rank()) +
                  "), acc2c_ub" + n + "(" + std::to_string(v.rank()) + ")");
      std::string guard = dataGuard(v);
      stmts.add("acc2c_p" + n + " = c_null_ptr");
      if (v.rank() > 0) { // bounds of an empty array until the data is there
        stmts.add("acc2c_lb" + n + " = 1");
        stmts.add("acc2c_ub" + n + " = 0");
      }
      if (!guard.empty()) stmts.open("if (" + guard + ") then");
      if (v.rank() > 0) {
        stmts.add("acc2c_lb" + n + " = lbound(" + v.designator + ", kind=c_int64_t)");
        stmts.add("acc2c_ub" + n + " = ubound(" + v.designator + ", kind=c_int64_t)");
        if (b.kind == BindingKind::View &&
            (v.storage == Storage::Pointer || v.storage == Storage::AssumedShape))
          stmts.add("if (.not. is_contiguous(" + v.designator + ")) error stop " +
                    fortranLiteral("acc2c: '" + v.designator + "' (" + v.loc.file + ":" +
                                   std::to_string(v.loc.line) +
                                   ") is not contiguous; a compute region needs contiguous data"));
      }
      // Private and firstprivate data: the host's (for its value and bounds).
      bool device = b.kind == BindingKind::View || b.kind == BindingKind::Scalar;
      const char *host = "acc2c_region_data($ADDR, $BYTES, 0_c_int, $SRC)";
      if (device && !condition.empty()) {
        stmts.open("if (" + condition + ") then");
        stmts.add("acc2c_p" + n + " = " + fill(addressOf, v));
        stmts.close("else");
        stmts.add("  acc2c_p" + n + " = " + fill(host, v));
        stmts.add("end if");
      } else {
        stmts.add("acc2c_p" + n + " = " + fill(device ? addressOf : host, v));
      }
      if (!guard.empty()) stmts.close("end if");
    }
  }

  // Inner block: the re-declarations, then binding each one.
  void inner(const std::vector<Binding> &bs, CodeLines &decls, CodeLines &stmts,
             CodeLines &storeBack) {
    for (const Binding &b : bs) {
      std::string n = std::to_string(b.number), p = "acc2c_p" + n, s = "acc2c_s" + n;
      const Variable &v = b.var;
      const std::string &name = v.designator;
      bool scalar = v.rank() == 0 && isScalarLike(v);
      std::string shape = deferredShape(v.rank());
      std::string extent = v.rank() > 0 ? ", acc2c_ub" + n + " - acc2c_lb" + n + " + 1" : "";
      if (b.kind == BindingKind::View) {
        decls.add(v.type + ", pointer" + (v.rank() > 0 ? ", contiguous" : "") + " :: " + name +
                  shape);
        stmts.open("if (c_associated(" + p + ")) then");
        stmts.add("call c_f_pointer(" + p + ", " + name + extent + ")");
        if (v.rank() > 0) stmts.add(name + explicitBounds(b, false) + " => " + name);
        stmts.close("else");
        stmts.add("  nullify(" + name + ")");
        stmts.add("end if");
      } else if (scalar && b.kind == BindingKind::Scalar) {
        decls.add(v.type + " :: " + name);
        decls.add(v.type + ", pointer :: " + s);
        stmts.add("call c_f_pointer(" + p + ", " + s + ")");
        stmts.add(name + " = " + s);
        storeBack.add(s + " = " + name);
      } else if (scalar) {
        decls.add(v.type + " :: " + name);
        if (b.kind == BindingKind::Firstprivate) stmts.add(name + " = acc2c_v" + n);
      } else {
        // Private and firstprivate arrays and aggregates: a copy of their own.
        if (v.rank() == 0) {
          decls.add(v.type + " :: " + name);
        } else {
          decls.add(v.type + ", allocatable :: " + name + shape);
          stmts.add("if (c_associated(" + p + ")) allocate(" + name + explicitBounds(b, true) +
                    ")");
        }
        if (b.kind == BindingKind::Firstprivate) {
          decls.add(v.type + ", pointer" + (v.rank() > 0 ? ", contiguous" : "") + " :: " + s +
                    shape);
          stmts.open("if (c_associated(" + p + ")) then");
          stmts.add("call c_f_pointer(" + p + ", " + s + extent + ")");
          stmts.add(name + " = " + s);
          stmts.close("end if");
        }
      }
    }
  }

  // The region procedure's dummies: the inner block's variables, arrays
  // seen through a view with explicit shape (their bounds passed too), so
  // that gfortran indexes them without the descriptor's span. POINTER data
  // stays a pointer: the body may ask whether it is associated.
  void dummies(const std::vector<Binding> &bs, CodeLines &decls, std::vector<std::string> &args) {
    for (const Binding &b : bs) {
      std::string n = std::to_string(b.number);
      const Variable &v = b.var;
      const std::string &name = v.designator;
      bool scalar = v.rank() == 0 && isScalarLike(v);
      args.push_back(name);
      if (b.kind == BindingKind::View && v.storage == Storage::Pointer) {
        decls.add(v.type + ", pointer" + (v.rank() > 0 ? ", contiguous" : "") + " :: " + name +
                  deferredShape(v.rank()));
      } else if (b.kind == BindingKind::View && v.rank() > 0) {
        std::string r = std::to_string(v.rank());
        args.push_back("acc2c_lb" + n);
        args.push_back("acc2c_ub" + n);
        decls.add("integer(c_int64_t), intent(in) :: acc2c_lb" + n + "(" + r + "), acc2c_ub" +
                  n + "(" + r + ")");
        decls.add(v.type + " :: " + name + explicitBounds(b, true));
      } else if (!scalar && v.rank() > 0) { // private and firstprivate copies
        decls.add(v.type + ", allocatable :: " + name + deferredShape(v.rank()));
      } else {
        decls.add(v.type + " :: " + name);
      }
    }
  }

private:
  DataOpCalls &calls_;
  Diagnostics &diags_;
  unsigned count_ = 0;

  // addressOf is a template: $ADDR, $BYTES, $SRC.
  std::string fill(std::string t, const Variable &v) {
    auto replace = [&](const std::string &key, const std::string &value) {
      size_t pos = t.find(key);
      if (pos != std::string::npos) t.replace(pos, key.size(), value);
    };
    replace("$ADDR", "loc(" + v.designator + ")");
    replace("$BYTES", byteCount(v));
    replace("$SRC", calls_.source(v));
    return t;
  }
};

const char *kUses = "use, intrinsic :: iso_c_binding, only: c_ptr, c_null_ptr, c_int, "
                    "c_int64_t, c_intptr_t, c_size_t, c_null_char, c_f_pointer, c_associated, "
                    "c_f_procpointer";

// The condition under which the region runs on the device: if(c) and self(c).
std::string onDeviceExpression(const GraphConstruct &c) {
  std::string cond;
  std::string ifCondition = controlOf(c).condition;
  if (!ifCondition.empty()) cond = "merge(1_c_int, 0_c_int, " + ifCondition + ")";
  for (const Clause &cl : c.controlClauses) {
    if (cl.name == "self")
      cond = cl.args.empty() ? "0_c_int" : "merge(0_c_int, 1_c_int, " + cl.args[0] + ")";
  }
  return cond.empty() ? "1_c_int" : cond;
}

} // namespace

// The data attribute the construct gives `root`: from its own ops first.
// Nothing for deviceptr data: the variable already holds device memory.
std::optional<BindingKind> regionBindingOf(const DataOpGraph &g, const GraphConstruct &c,
                                           const std::vector<OpId> &entries,
                                           const Variable &v) {
  bool hasData = false, firstprivate = false, isPrivate = false;
  for (OpId id : entries) {
    const DataOp &o = g.op(id);
    if (o.var.designator != v.designator) continue;
    switch (o.kind) {
    case DataOpKind::Private: isPrivate = true; break;
    case DataOpKind::Firstprivate: firstprivate = true; break;
    case DataOpKind::Reduction: break; // decided by its data op, if any
    case DataOpKind::Deviceptr: return std::nullopt;
    default: hasData = true;
    }
  }
  for (auto p = c.parent; p; p = g.construct(*p).parent)
    for (OpId id : g.opsOf(*p))
      if (g.op(id).var.designator == v.designator && g.op(id).kind == DataOpKind::Deviceptr)
        return std::nullopt;
  if (isPrivate && !hasData) return BindingKind::Private;
  if (firstprivate && !hasData) return BindingKind::Firstprivate;
  if (!isScalarLike(v)) return BindingKind::View;
  // A scalar with no op of its own is named by an enclosing data construct
  // or a declare, or is a reduction variable of a loop only: device data if
  // it has some, otherwise the gang's copy of the host value.
  if (hasData || v.isDeclaredOnDevice) return BindingKind::Scalar;
  for (auto p = c.parent; p; p = g.construct(*p).parent)
    for (OpId id : g.opsOf(*p))
      if (g.op(id).var.designator == v.designator && g.op(id).role() == OpRole::Entry)
        return BindingKind::Scalar;
  return BindingKind::Firstprivate;
}

bool buildComputeRegion(const DataOpGraph &g, const GraphConstruct &c,
                        const std::vector<OpId> &entries, const std::vector<OpId> &exits,
                        const std::string &procedure, DataOpCalls &calls, Diagnostics &diags,
                        RegionCode &out) {
  ScopeBuilder scope(calls, diags);
  bool ok = true;
  std::vector<Binding> &bs = out.bindings;
  // A loop variable in lastprivate/linear keeps its value after the loop:
  // bound as the region's variable (it is mapped), not as a private one.
  std::set<std::string> lastValue = lastValueVariablesIn(g, c.id);
  std::vector<Variable> shared;
  for (const std::vector<Variable> *loops : {&c.loopVariables, &c.doVariables})
    for (const Variable &v : *loops)
      if (!lastValue.count(v.designator)) ok &= scope.add(v, BindingKind::Private, bs);
      else shared.push_back(v);
  for (const Variable &v : c.referenced) shared.push_back(v);
  for (const Variable &v : shared)
    if (std::optional<BindingKind> kind = regionBindingOf(g, c, entries, v)) ok &= scope.add(v, *kind, bs);
  if (!ok) return false;

  Control k = controlOf(c);
  std::string onDevice = onDeviceExpression(c);
  CodeLines &o = out.open;
  o.open("block");
  o.add("use acc2c_runtime");
  o.add(kUses);
  o.add("type(c_ptr) :: acc2c_d");
  o.add("integer(c_int) :: acc2c_on_device, acc2c_region");
  // The exit acts on the data the entry found (bounds, associations).
  std::map<OpId, FixedData> fixed = calls.fixAll(entries, exits, o);
  CodeLines outerDecls, outerStmts;
  scope.outer(bs, "acc2c_region_data($ADDR, $BYTES, acc2c_on_device, $SRC)", outerDecls,
              outerStmts);
  o.append(outerDecls);
  bool instance = c.dialect == Dialect::OpenMP; // one construct instance per map set
  if (instance) o.add("integer(c_int64_t) :: acc2c_c");
  o.add("acc2c_on_device = " + onDevice);
  bool conditional = onDevice != "1_c_int";
  CodeLines entry;
  addWaits(k, entry);
  if (instance) entry.add("acc2c_c = acc2c_omp_construct()");
  for (OpId id : entries) ok &= calls.emit(g.op(id), k, entry, fixedFor(&fixed, g, id));
  if (instance) entry.add("call acc2c_omp_construct_end(acc2c_c)");
  if (!entry.empty()) {
    if (conditional) o.open("if (acc2c_on_device /= 0) then");
    o.append(entry);
    if (conditional) o.close("end if");
  }
  o.append(outerStmts);
  // A pointer component the body reads through must hold a device address
  // in the device copy of its parent (docs/descriptors.md, "What will fail").
  CodeLines checks;
  for (const Variable &pc : c.pointerComponents) {
    if (pc.designator.find('(') != std::string::npos) continue; // subscripted parents
    Variable slot = pc;
    calls.gfcCall(slot, "check_attached", {{"type(c_ptr)", calls.source(pc.designator, pc.loc.line ? pc.loc.line : c.loc.line)}}, checks);
  }
  // After region_begin, which waits for the region's queue: an attach still
  // queued there has landed by then.
  o.add("acc2c_region = acc2c_region_begin(" + fortranLiteral(c.name) + "//c_null_char, " +
        k.async + ", " + calls.source(c.name, c.loc.line) + ")");
  if (!checks.empty()) {
    o.open("if (acc2c_on_device /= 0) then");
    o.append(checks);
    o.close("end if");
  }
  o.open("block");
  CodeLines innerDecls, innerStmts, storeBack;
  scope.inner(bs, innerDecls, innerStmts, storeBack);
  o.append(innerDecls);
  o.append(innerStmts);

  CodeLines &e = procedure.empty() ? out.close : out.open;
  if (procedure.empty()) {
    e.indent(2); // inside the two blocks `open` began
  } else {
    std::vector<std::string> args;
    CodeLines dummyDecls;
    scope.dummies(bs, dummyDecls, args);
    std::string list;
    for (const std::string &a : args) list += (list.empty() ? "" : ", ") + a;
    e.add("call " + procedure + "(" + list + ")");
    CodeLines &h = out.procedureHead;
    h.open("subroutine " + procedure + "(" + list + ")");
    h.add("use, intrinsic :: iso_c_binding, only: c_int64_t");
    h.append(dummyDecls);
    out.procedureTail.add("end subroutine " + procedure);
  }
  e.append(storeBack);
  e.close("end block");
  e.add("call acc2c_region_end(acc2c_region)");
  CodeLines exit;
  if (instance) exit.add("acc2c_c = acc2c_omp_construct()");
  for (OpId id : exits) ok &= calls.emit(g.op(id), k, exit, fixedFor(&fixed, g, id));
  if (instance) exit.add("call acc2c_omp_construct_end(acc2c_c)");
  if (!exit.empty()) {
    if (conditional) e.open("if (acc2c_on_device /= 0) then");
    e.append(exit);
    if (conditional) e.close("end if");
  }
  e.close("end block");
  return ok;
}

bool buildHostData(const DataOpGraph &g, const GraphConstruct &c, DataOpCalls &calls,
                   Diagnostics &diags, RegionCode &out) {
  ScopeBuilder scope(calls, diags);
  bool ok = true;
  Control k = controlOf(c);
  for (OpId id : g.opsOf(c.id))
    if (g.op(id).kind == DataOpKind::UseDevice) ok &= scope.add(g.op(id).var, BindingKind::View, out.bindings);
  if (!ok) return false;
  std::string flags = k.ifPresent ? "acc2c_flag_if_present" : "0_c_int";
  CodeLines &o = out.open;
  o.open("block");
  o.add("use acc2c_runtime");
  o.add(kUses);
  CodeLines decls, stmts;
  // if(.false.): the body sees the host addresses (2.8 host_data, if clause).
  scope.outer(out.bindings, "acc2c_use_device($ADDR, " + flags + ", $SRC)", decls, stmts,
              k.condition);
  o.append(decls);
  o.append(stmts);
  o.open("block");
  CodeLines innerDecls, innerStmts, storeBack;
  scope.inner(out.bindings, innerDecls, innerStmts, storeBack);
  o.append(innerDecls);
  o.append(innerStmts);
  CodeLines &e = out.close;
  e.indent(2);
  e.close("end block");
  e.close("end block");
  return ok;
}

} // namespace acc2c
