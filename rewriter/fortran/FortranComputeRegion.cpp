#include "rewriter/fortran/FortranComputeRegion.h"

#include "rewriter/common/Annotation.h"
#include "rewriter/common/LoopDirectives.h"
#include "rewriter/fortran/FortranText.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

namespace acc2c {

std::optional<std::string> constantShape(const Variable &v) {
  if (v.shape.empty()) return std::nullopt;
  std::string dims;
  for (const DeclaredDim &d : v.shape) {
    std::optional<std::int64_t> lower = d.lower.asConstant();
    std::optional<std::int64_t> upper = d.upper ? d.upper->asConstant() : std::nullopt;
    if (!lower || !upper) return std::nullopt;
    dims += (dims.empty() ? "" : ", ") + std::to_string(*lower) + ":" + std::to_string(*upper);
  }
  return "(" + dims + ")";
}

namespace {

std::string deferredShape(int rank) {
  if (rank == 0) return "";
  std::string s = "(";
  for (int i = 0; i < rank; ++i) s += i ? ",:" : ":";
  return s + ")";
}

// "(acc2c_lbound(y, 1):, acc2c_lbound(y, 2):)" from `lower(d)`: a pointer's
// new lower bounds.
template <typename F> std::string lowerBoundsList(int rank, F lower) {
  std::string s = "(";
  for (int i = 1; i <= rank; ++i) s += (i > 1 ? ", " : "") + lower(std::to_string(i)) + ":";
  return s + ")";
}

// "[acc2c_lbound(y, 1), acc2c_lbound(y, 2)]": an array's bounds one
// dimension at a time. The whole-array inquiry `acc2c_lbound(y)` makes
// gfortran build a descriptor and call _gfortran_internal_pack for every
// region it starts, and costs it more time than the region's loops.
std::string boundsArray(const std::string &inquiry, const std::string &name, int rank) {
  std::string s = "[";
  for (int i = 1; i <= rank; ++i)
    s += (i > 1 ? ", " : "") + inquiry + "(" + name + ", " + std::to_string(i) + ")";
  return s + "]";
}

// The data of a View or Scalar is reached through a pointer onto its
// region address.
bool throughPointer(const Binding &b) {
  return b.kind == BindingKind::View || b.kind == BindingKind::Scalar;
}
bool scalarLocal(const Binding &b) { return b.var.rank() == 0 && isScalarLike(b.var); }
// A region procedure's dummy that holds its own copy of the value: a
// firstprivate scalar, or one the region only reads.
bool passedByValue(const Binding &b) {
  return scalarLocal(b) &&
         (b.kind == BindingKind::Firstprivate || b.kind == BindingKind::ReadValue);
}

// A body's variable is re-declared with its type as Flang spells it: not a
// character length or type parameter written `*` or `:`, nor a CLASS.
bool redeclarable(const Variable &v) {
  return !v.type.empty() && v.type.find('*') == std::string::npos &&
         v.type.find(':') == std::string::npos && v.type.rfind("class", 0) != 0;
}

// The type of the body's own declaration of `v`: a TARGET variable keeps
// the attribute, since the body may point pointers at it, take its C_LOC or
// ask ASSOCIATED(p, v) (F2018 8.5.17).
std::string bodyType(const Variable &v) { return v.isTarget ? v.type + ", target" : v.type; }

// The value a restarting reduction's copy starts from, and the combination
// of the data `a` with the copy `b`, in Fortran.
std::string identity(ReductionOperator op) {
  switch (*reductionStart(op)) {
  case ReductionStart::Zero: return "0";
  case ReductionStart::One: return "1";
  case ReductionStart::True: return ".true.";
  case ReductionStart::False: return ".false.";
  }
  return "0";
}
std::string combined(ReductionOperator op, const std::string &a, const std::string &b) {
  std::string spelling = reductionOperatorSpelling(op, true);
  if (std::isalpha(static_cast<unsigned char>(spelling[0])))
    return spelling + "(" + a + ", " + b + ")"; // ieor
  return a + " " + spelling + " " + b;
}

class ScopeBuilder {
public:
  ScopeBuilder(FortranDataOpCalls &calls, Diagnostics &diags, bool outlined, Dialect dialect)
      : calls_(calls), diags_(diags), outlined_(outlined), dialect_(dialect) {}

  // An OpenMP private or firstprivate POINTER is a pointer of its own:
  // firstprivate copies the association, not the data (OpenMP 5.2 5.4.4,
  // 5.4.3). OpenACC's copy of a POINTER array is a copy of its data.
  bool pointerCopy(const Binding &b) const {
    return dialect_ == Dialect::OpenMP && !throughPointer(b) && b.var.storage == Storage::Pointer;
  }

  bool add(const Variable &v, BindingKind kind, std::vector<Binding> &out) {
    if (v.isNamedConstant || v.isProcedure || v.designator.empty()) return true;
    for (const Binding &b : out)
      if (b.var.designator == v.designator) return true;
    if (!redeclarable(v)) {
      diags_.error(v.loc, "'" + v.designator + "' (" + (v.type.empty() ? "untyped" : v.type) +
                              ") cannot be used in a compute region yet: acc2c re-declares each "
                              "variable of a region and needs a type it can spell");
      return false;
    }
    Binding b{v, kind, "", "", ""};
    bool privateScalar = scalarLocal(b) && kind == BindingKind::Private;
    bool byValue = outlined_ && scalarLocal(b) && kind == BindingKind::Firstprivate;
    if (!privateScalar && !byValue) b.value = names_.forVariable(v.designator);
    // An outlined array that may have no data gets the bounds of an empty one.
    if (outlined_ && b.kind == BindingKind::View && v.rank() > 0 && v.storage != Storage::Pointer &&
        mayHaveNoData(v)) {
      b.lower = names_.forVariable(v.designator, "_lb");
      b.upper = names_.forVariable(v.designator, "_ub");
    }
    out.push_back(b);
    return true;
  }

  FortranNames &names() { return names_; }
  std::string intrinsic(Intrinsic i) const { return calls_.intrinsics()(i); }

  // The enclosing BLOCK: declarations, then the statements that give each
  // value. `address(v)` is the region address of v's data (a c_ptr
  // expression) where `condition` holds, and the host data elsewhere;
  // `readValue(v, V)` the statements that set V to a ReadValue's value.
  template <typename F, typename R>
  void values(const std::vector<Binding> &bs, F address, R readValue, CodeLines &decls,
              CodeLines &stmts, const std::string &condition = "") {
    for (const Binding &b : bs) {
      const Variable &v = b.var;
      const std::string &name = v.designator, &V = b.value;
      if (V.empty()) continue;
      std::string shape = deferredShape(v.rank());
      std::string guard = dataGuard(v, calls_.intrinsics());
      if (pointerCopy(b)) {
        decls.add(v.type + ", pointer :: " + V + shape);
        stmts.add(b.kind == BindingKind::Firstprivate ? V + " => " + name : "nullify(" + V + ")");
        continue;
      }
      if (!throughPointer(b)) { // private and firstprivate copies
        if (scalarLocal(b)) {
          decls.add(v.type + " :: " + V);
          if (b.kind == BindingKind::ReadValue)
            readValue(v, V, stmts);
          else
            stmts.add(V + " = " + name);
          continue;
        }
        decls.add(v.type + (v.rank() > 0 ? ", allocatable" : "") + " :: " + V + shape);
        if (!guard.empty()) stmts.open("if (" + guard + ") then");
        if (b.kind == BindingKind::Firstprivate)
          stmts.add(V + " = " + name);
        else if (v.rank() > 0)
          stmts.add("allocate(" + V + ", mold=" + name + ")");
        if (!guard.empty()) stmts.close("end if");
        continue;
      }
      decls.add(v.type + ", pointer" + (v.rank() > 0 ? ", contiguous" : "") + " :: " + V + shape);
      if (!b.lower.empty()) {
        std::string r = std::to_string(v.rank());
        decls.add("integer :: " + b.lower + "(" + r + "), " + b.upper + "(" + r + ")");
        stmts.add(b.lower + " = 1");
        stmts.add(b.upper + " = 0");
      }
      if (!guard.empty()) {
        stmts.add("nullify(" + V + ")");
        stmts.open("if (" + guard + ") then");
      }
      if (v.rank() > 0 && (v.storage == Storage::Pointer || v.storage == Storage::AssumedShape))
        stmts.add("if (.not. " + intrinsic(Intrinsic::IsContiguous) + "(" + name +
                  ")) error stop " + fortranLiteral("acc2c: '" + name + "' (") + " // " +
                  calls_.fileName(v.loc) + " // " +
                  fortranLiteral(":" + std::to_string(v.loc.line) +
                                 ") is not contiguous; a compute region needs contiguous data"));
      std::string shapeArg =
          v.rank() > 0 ? ", " + intrinsic(Intrinsic::Shape) + "(" + name + ")" : "";
      // An assumed-size array (host_data): the extents it has, and an
      // unknown last one.
      if (v.storage == Storage::AssumedSize) {
        shapeArg = ", [";
        for (int d = 1; d < v.rank(); ++d)
          shapeArg += intrinsic(Intrinsic::Size) + "(" + name + ", " + std::to_string(d) +
                      ", kind=acc2c_size), ";
        shapeArg += "acc2c_assumed_size_extent]";
      }
      auto point = [&](const std::string &where, CodeLines &out) {
        out.add("call acc2c_f_pointer(" + where + ", " + V + shapeArg + ")");
      };
      if (!condition.empty()) {
        stmts.open("if (" + condition + ") then");
        point(address(v), stmts);
        stmts.close("else");
        stmts.indent();
        point(hostAddress(v), stmts);
        stmts.indent(-1);
        stmts.add("end if");
      } else {
        point(address(v), stmts);
      }
      // The region sees the host's bounds: in place (the body's own name
      // points at it) and through a POINTER dummy.
      if (v.rank() > 0 && (!outlined_ || v.storage == Storage::Pointer))
        stmts.add(V +
                  lowerBoundsList(v.rank(),
                                  [&](const std::string &d) {
                                    return intrinsic(Intrinsic::Lbound) + "(" + name + ", " + d +
                                           ")";
                                  }) +
                  " => " + V);
      if (!b.lower.empty()) {
        stmts.add(b.lower + " = " + boundsArray(intrinsic(Intrinsic::Lbound), name, v.rank()));
        stmts.add(b.upper + " = " + boundsArray(intrinsic(Intrinsic::Ubound), name, v.rank()));
      }
      if (!guard.empty()) stmts.close("end if");
    }
  }

  // The body in place: a second BLOCK re-declares each variable under its
  // own name, onto the value the first one made.
  // With device kernels (`kernel`), `deviceData` collects the pointers onto
  // device memory (has_device_addr) and `hostScalars` the scalars that
  // cross on the host, through the shim (map tofrom).
  // `lastValues`: the variables an OpenMP loop of the body names in
  // lastprivate or linear. The loop privatises what the body declares, so
  // such an array is a copy of its data (a pointer would be privatised
  // unassociated), stored back when the body ends; such a scalar a copy.
  // False after an error.
  bool shadows(const std::vector<Binding> &bs, const std::set<std::string> &lastValues,
               CodeLines &decls, CodeLines &stmts, CodeLines &storeBack, bool kernel,
               std::vector<std::string> &deviceData, std::vector<std::string> &hostScalars) {
    bool ok = true;
    for (const Binding &b : bs) {
      const Variable &v = b.var;
      const std::string &name = v.designator, &V = b.value;
      std::string shape = deferredShape(v.rank());
      const bool lastValue = lastValues.count(name) > 0;
      if (b.kind == BindingKind::View && lastValue && v.rank() > 0) {
        if (kernel) {
          ok = false;
          diags_.error(v.loc, "'" + name +
                                  "' in lastprivate or linear: an array whose last "
                                  "value comes back is not translated with device kernels in a "
                                  "region written in place (in an internal procedure) yet");
        }
        decls.add(bodyType(v) + ", allocatable :: " + name + shape);
        stmts.add(name + " = " + V);
        storeBack.add(V + " = " + name);
      } else if (pointerCopy(b)) {
        decls.add(v.type + ", pointer :: " + name + shape);
        stmts.add(name + " => " + V);
      } else if (b.kind == BindingKind::View) {
        decls.add(v.type + ", pointer" + (v.rank() > 0 ? ", contiguous" : "") + " :: " + name +
                  shape);
        stmts.add(name + " => " + V);
        if (kernel) deviceData.push_back(name);
      } else if (scalarLocal(b) && b.kind == BindingKind::Scalar && v.isTarget && !b.restart &&
                 !lastValue) {
        // Its address is the device copy's, as on a GPU: not a local copy.
        decls.add(v.type + ", pointer :: " + name);
        stmts.add(name + " => " + V);
        if (kernel) deviceData.push_back(name);
      } else if (kernel && b.kind == BindingKind::Scalar && scalarLocal(b)) {
        // The device copy is read and written on the host through the shim.
        std::string image = names_.forVariable(name, "_dv");
        std::string bytes = wholeExtent(v, calls_.intrinsics()).bytes;
        auto load = [&](const std::string &to) {
          return "call acc2c_kernel_load(acc2c_addr(" + to + "), acc2c_addr(" + V + "), " + bytes +
                 ")";
        };
        decls.add(bodyType(v) + " :: " + name + ", " + image);
        if (b.restart) {
          stmts.add(name + " = " + identity(*b.restart));
          storeBack.add(load(image));
          storeBack.add(image + " = " + combined(*b.restart, image, name));
        } else {
          stmts.add(load(name));
          storeBack.add(image + " = " + name);
        }
        storeBack.add("call acc2c_kernel_store(acc2c_addr(" + V + "), acc2c_addr(" + image + "), " +
                      bytes + ")");
        hostScalars.push_back(name);
      } else if (b.restart) {
        decls.add(bodyType(v) + " :: " + name);
        stmts.add(name + " = " + identity(*b.restart));
        storeBack.add(V + " = " + combined(*b.restart, V, name));
      } else if (scalarLocal(b)) {
        decls.add(bodyType(v) + " :: " + name);
        if (b.kind != BindingKind::Private) stmts.add(name + " = " + V);
        if (b.kind == BindingKind::Scalar) storeBack.add(V + " = " + name);
      } else if (v.rank() > 0) {
        decls.add(bodyType(v) + ", allocatable :: " + name + shape);
        stmts.add("call " + intrinsic(Intrinsic::MoveAlloc) + "(" + V + ", " + name + ")");
      } else {
        decls.add(bodyType(v) + " :: " + name);
        if (b.kind == BindingKind::Firstprivate) stmts.add(name + " = " + V);
      }
    }
    return ok;
  }

  // The region procedure: its dummies (the body's variables under their own
  // names; arrays with explicit shape, their bounds passed too, so that
  // gfortran indexes them without the descriptor's span; POINTER data stays
  // a pointer, the body may ask whether it is associated), its locals (the
  // private scalars), and the actual arguments of its call.
  // A reduction that restarts: the dummy is the data, a local of the
  // variable's name the gang's copy, started in `starts` and combined in
  // `finish`.
  // With device kernels, `deviceData` collects the dummies that are device
  // memory (has_device_addr); a teams kernel's scalars cross on the host
  // instead, through the shim, as locals in `hostScalars`.
  // `explicitPrivates`: a private array of constant shape is a dummy of
  // that shape (an OpenACC kernel privatises it; gcc's nvptx code cannot
  // allocate), not an allocatable one.
  void procedure(const std::vector<Binding> &bs, KernelForm kernel, CodeLines &decls,
                 CodeLines &locals, std::vector<std::string> &dummies,
                 std::vector<std::string> &actuals, CodeLines &starts, CodeLines &finish,
                 std::vector<Variable> &deviceData, std::vector<std::string> &hostScalars,
                 bool explicitPrivates = false) {
    // A device datum as the procedure sees it: its dummy.
    auto dummy = [](const Variable &v, const std::string &name) {
      Variable d = v;
      d.designator = name;
      return d;
    };
    for (const Binding &b : bs) {
      const Variable &v = b.var;
      const std::string &name = v.designator, &V = b.value;
      if (scalarLocal(b) && b.kind == BindingKind::Private) {
        locals.add(bodyType(v) + " :: " + name);
        continue;
      }
      if (kernel == KernelForm::Teams && b.kind == BindingKind::Scalar && scalarLocal(b)) {
        // The device copy's image on the host: loaded before the kernel,
        // the kernel's variable starts from it (or the identity), and it
        // is stored back combined.
        std::string data = names_.forVariable(name, "_data");
        std::string image = names_.forVariable(name, "_dv");
        std::string bytes = wholeExtent(v, calls_.intrinsics()).bytes;
        dummies.push_back(data);
        actuals.push_back(V);
        decls.add(v.type + " :: " + data);
        locals.add(bodyType(v) + " :: " + name + ", " + image);
        starts.add("call acc2c_kernel_load(acc2c_addr(" + image + "), acc2c_addr(" + data + "), " +
                   bytes + ")");
        starts.add(name + " = " + (b.restart ? identity(*b.restart) : image));
        finish.add(image + " = " + (b.restart ? combined(*b.restart, image, name) : name));
        finish.add("call acc2c_kernel_store(acc2c_addr(" + data + "), acc2c_addr(" + image + "), " +
                   bytes + ")");
        hostScalars.push_back(name);
        continue;
      }
      if (b.restart) {
        std::string data = names_.forVariable(name, "_data");
        dummies.push_back(data);
        actuals.push_back(V);
        decls.add(v.type + " :: " + data);
        locals.add(bodyType(v) + " :: " + name);
        starts.add(name + " = " + identity(*b.restart));
        finish.add(data + " = " + combined(*b.restart, data, name));
        deviceData.push_back(dummy(v, data));
        continue;
      }
      dummies.push_back(name);
      actuals.push_back(V.empty() ? name : V);
      // Dummies by reference onto what the region function found (device
      // copies); by VALUE and private copies are the kernel's own.
      if (throughPointer(b)) deviceData.push_back(dummy(v, name));
      if (passedByValue(b)) {
        decls.add(bodyType(v) + ", value :: " + name);
      } else if (pointerCopy(b)) {
        decls.add(v.type + ", pointer :: " + name + deferredShape(v.rank()));
      } else if (b.kind == BindingKind::View && v.storage == Storage::Pointer) {
        decls.add(v.type + ", pointer" + (v.rank() > 0 ? ", contiguous" : "") + " :: " + name +
                  deferredShape(v.rank()));
      } else if (b.kind == BindingKind::View && v.rank() > 0) {
        // The bounds as one VALUE dummy each: bounds read from array dummies
        // cost gfortran -O3 about three times the loops' own compile time
        // (docs/applications.md, CloverLeaf's build), scalars about twice.
        std::string lb = b.lower.empty() ? names_.forVariable(name, "_lb") : b.lower;
        std::string ub = b.upper.empty() ? names_.forVariable(name, "_ub") : b.upper;
        std::vector<std::string> bounds, shape;
        for (int i = 1; i <= v.rank(); ++i) {
          std::string d = std::to_string(i);
          for (const auto &[dummy, local, inquiry] :
               {std::tuple{lb, b.lower, intrinsic(Intrinsic::Lbound)},
                std::tuple{ub, b.upper, intrinsic(Intrinsic::Ubound)}}) {
            dummies.push_back(dummy + d);
            bounds.push_back(dummy + d);
            actuals.push_back(local.empty() ? inquiry + "(" + name + ", " + d + ")"
                                            : local + "(" + d + ")");
          }
          shape.push_back(lb + d + ":" + ub + d);
        }
        std::string list, dims;
        for (const std::string &x : bounds) list += (list.empty() ? "" : ", ") + x;
        for (const std::string &x : shape) dims += (dims.empty() ? "" : ", ") + x;
        decls.add("integer, value :: " + list);
        decls.add(bodyType(v) + " :: " + name + "(" + dims + ")");
      } else if (!throughPointer(b) && v.rank() > 0) { // private and firstprivate copies
        std::optional<std::string> shape = constantShape(v);
        if (explicitPrivates && b.kind == BindingKind::Private && shape)
          decls.add(bodyType(v) + " :: " + name + *shape);
        else
          decls.add(bodyType(v) + ", allocatable :: " + name + deferredShape(v.rank()));
      } else {
        decls.add(bodyType(v) + " :: " + name);
      }
    }
  }

  std::string hostAddress(const Variable &v) {
    Extent e = wholeExtent(v, calls_.intrinsics());
    return "acc2c_region_data(" + e.address + ", " + e.bytes + ", acc2c_region_host, " +
           calls_.source(v) + ")";
  }

private:
  FortranDataOpCalls &calls_;
  Diagnostics &diags_;
  bool outlined_;
  Dialect dialect_;
  FortranNames names_;
};

// The condition under which the region runs on the device: if(c) and self(c).
std::string onDeviceExpression(const GraphConstruct &c, const Control &control,
                               const FortranIntrinsics &intrinsic) {
  std::string cond;
  std::string ifCondition = control.condition;
  std::string merge = intrinsic(Intrinsic::Merge);
  if (!ifCondition.empty())
    cond = merge + "(acc2c_region_device, acc2c_region_host, " + ifCondition + ")";
  for (const Clause &cl : c.controlClauses) {
    if (cl.id == llvm::acc::Clause::ACCC_self)
      cond = cl.exprs.empty()
                 ? "acc2c_region_host"
                 : merge + "(acc2c_region_host, acc2c_region_device, " + cl.exprs[0] + ")";
  }
  return cond;
}

// A region's kernel: a target construct on the device addresses of
// `deviceData`, with `hostScalars` copied in and out, on the GPU where the
// backend's memory is a GPU's and the region runs on the device
// (acc2c_runtime.h, acc2c_kernel_on_gpu).
std::string targetDirective(const std::vector<std::string> &deviceData,
                            const std::vector<std::string> &hostScalars, const std::string &where) {
  auto list = [](const std::vector<std::string> &xs) {
    std::string l;
    for (const std::string &x : xs) l += (l.empty() ? "" : ", ") + x;
    return l;
  };
  std::string target = "!$omp target";
  if (!deviceData.empty()) target += " has_device_addr(" + list(deviceData) + ")";
  if (!hostScalars.empty()) target += " map(tofrom: " + list(hostScalars) + ")";
  return target + " if(target: acc2c_kernel_on_gpu(" + where + "))";
}

// The section of `v` that an entry op of region `c` or of a construct
// around it maps, if any: the region finds `v`'s device copy through it, as
// C's regions do (CRewriterImpl::arraySection). Host threads may map two
// sections of one array at once, each for its own region; the whole array
// is then in two pieces.
std::optional<Extent> mappedSection(const DataOpGraph &g, const GraphConstruct &c,
                                    const Variable &v, const std::map<OpId, DataAtEntry> &fixed,
                                    const FortranIntrinsics &intrinsic) {
  for (std::optional<ConstructId> p = c.id; p; p = g.construct(*p).parent)
    for (OpId id : g.opsOf(*p)) {
      const DataOp &o = g.op(id);
      if (o.role() != OpRole::Entry || o.var.designator != v.designator ||
          o.var.subscripts.empty() || o.kind == DataOpKind::Private ||
          o.kind == DataOpKind::Firstprivate || o.kind == DataOpKind::Reduction)
        continue;
      if (auto f = fixed.find(id); f != fixed.end())
        return Extent{f->second.address, f->second.bytes};
      Diagnostics ignored; // the op's own call reports
      return extentOf(o.var, intrinsic, ignored);
    }
  return std::nullopt;
}

std::string launchValueType(const LaunchValue &v) {
  return v.kind == LaunchValue::Kind::Condition ? "logical" : "integer(acc2c_int)";
}

// How the region's start computes launch value `v` (LoopDirectives.h).
std::string launchValueOf(const LaunchValue &v, const FortranIntrinsics &intrinsic) {
  auto count = [&](const std::string &e) {
    return e.empty() ? std::string("0_acc2c_int")
                     : intrinsic(Intrinsic::Int) + "(" + e + ", acc2c_int)";
  };
  switch (v.kind) {
  case LaunchValue::Kind::Count: return count(v.exprs[0]);
  case LaunchValue::Kind::Condition: return v.exprs[0];
  case LaunchValue::Kind::HostThreads:
    return "acc2c_region_threads(" + count(v.exprs[0]) + ", " + count(v.exprs[1]) + ")";
  case LaunchValue::Kind::ThreadLimitAnswer:
    return "acc2c_region_thread_limit(" + count(v.exprs[0]) + ")";
  }
  return "";
}

} // namespace

const char *deviceQueryAnswer(DeviceQuery query) {
  switch (query) {
  case DeviceQuery::IsInitialDevice: return "acc2c_is_initial_device";
  case DeviceQuery::DeviceNum: return "acc2c_device_num";
  case DeviceQuery::ThreadLimit: return "acc2c_thread_limit_icv";
  case DeviceQuery::InitialDevice: return "acc2c_omp_initial_device_number";
  case DeviceQuery::OnDevice: return "acc2c_on_device_answer";
  }
  return "";
}

// The body's answers to its calls asking where it runs (DeviceQuery.h),
// declared and set where the region starts: `where` is the region's place.
// (Its thread limit is a launch value, from the construct's clause.)
static void deviceQueryAnswers(const GraphConstruct &c, const std::string &where,
                               const FortranIntrinsics &intrinsic, CodeLines &decls,
                               CodeLines &stmts) {
  std::set<DeviceQuery> asked;
  for (const DeviceQueryCall &q : c.deviceQueries) asked.insert(q.query);
  std::string onHost = where + " == acc2c_region_host";
  for (DeviceQuery q : asked) {
    std::string name = deviceQueryAnswer(q);
    if (q == DeviceQuery::ThreadLimit || q == DeviceQuery::InitialDevice) continue;
    if (q == DeviceQuery::IsInitialDevice) {
      decls.add("logical :: " + name);
      stmts.add(name + " = " + onHost);
    } else if (q == DeviceQuery::OnDevice) {
      // Per device type, from whether the body runs on a GPU (onGpuAnswer).
      decls.add("logical :: " + name + "(acc2c_device_none:acc2c_device_radeon)");
      stmts.add(name + " = .false.");
      for (bool gpu : {true, false})
        for (const std::string &type : onDeviceTypes(gpu))
          stmts.add(name + "(acc2c_device_" + type + ") = " + (gpu ? "" : ".not. ") +
                    "acc2c_on_gpu");
    } else {
      decls.add("integer :: " + name);
      stmts.add(name + " = " + intrinsic(Intrinsic::Merge) +
                "(acc2c_omp_initial_device_number, acc2c_omp_device_number, " + onHost + ")");
    }
  }
}

// The values a region procedure or kernel takes by VALUE from where the
// region starts: whether it runs on the device (`where`, an if or self
// clause decided it), and its loops' launch values.
static void passRegionValues(bool where, const std::vector<LaunchValue> &launch,
                             std::vector<std::string> &dummies, std::vector<std::string> &actuals,
                             CodeLines &dummyDecls) {
  if (where) {
    dummies.push_back("acc2c_on_device");
    actuals.push_back("acc2c_on_device");
    dummyDecls.add("integer(acc2c_int), value :: acc2c_on_device");
  }
  for (const LaunchValue &v : launch) {
    dummies.push_back(v.parameter);
    actuals.push_back(v.parameter);
    dummyDecls.add(launchValueType(v) + ", value :: " + v.parameter);
  }
}

// What an OpenACC kernel takes: a region procedure's dummies and locals
// (ScopeBuilder::procedure), its device arrays among them, and the host
// images of its scalars.
struct KernelSignature {
  std::vector<std::string> dummies;
  CodeLines dummyDecls, locals, starts, finish;
  std::vector<Variable> deviceVars;
  std::vector<std::string> hostScalars;
};

// (deviceptr arrays and aggregates are a kernel's data as they are.)
static bool refuseDevicePointers(const GraphConstruct &c, const std::vector<std::string> &names,
                                 Diagnostics &diags) {
  diags.error(c.loc, "the deviceptr, is_device_ptr or has_device_addr scalar '" + names.front() +
                         "' in the '" + c.name +
                         "' construct: not yet with OpenACC device kernels "
                         "(--device-kernels=openacc; docs/gpu.md, \"OpenACC kernels\")");
  return false;
}

// A copy of a derived type that the kernel's unit defines, for the kernel
// to declare its data with (DerivedTypeDefinition.h).
static CodeLines typeDefinition(const DerivedTypeDefinition &d) {
  CodeLines lines;
  lines.open("type" + std::string(d.bindC ? ", bind(c)" : "") +
             (d.extends.empty() ? "" : ", extends(" + d.extends + ")") + " :: " + d.name);
  if (d.sequence) lines.add("sequence");
  for (const TypeComponent &c : d.components) {
    std::string decl = c.type;
    if (c.allocatable) decl += ", allocatable";
    if (c.pointer) decl += ", pointer";
    if (c.contiguous) decl += ", contiguous";
    decl += " :: " + c.name;
    if (!c.shape.empty()) {
      std::string shape;
      for (const std::string &dim : c.shape) shape += (shape.empty() ? "" : ", ") + dim;
      decl += "(" + shape + ")";
    }
    if (!c.init.empty()) decl += (c.pointer ? " => " : " = ") + c.init;
    lines.add(decl);
  }
  lines.close("end type " + d.name);
  return lines;
}

// The OpenACC kernel `name` of region `c` (docs/gpu.md, "OpenACC
// kernels"): an external subroutine of the kernels' file (out.kernelHead
// and kernelTail; its loops' directives follow: FortranRewriter), and
// what its caller needs: the interface block that declares it (some
// dummies are VALUE) and the call with `actuals`, each array of `mapped`
// (the kernel's device arrays as the caller names them) mapped onto
// itself in libgomp's table around it, for present(...).
static void openaccKernelCode(const DataOpGraph &g, const GraphConstruct &c,
                              const std::string &name, KernelForm kernel,
                              const std::vector<std::string> &kernelUses,
                              const KernelSignature &sig, const std::vector<Binding> &bs,
                              const std::vector<std::string> &actuals,
                              const std::vector<Variable> &mapped,
                              const FortranIntrinsics &intrinsic, CodeLines &interface,
                              CodeLines &call, RegionCode &out) {
  auto list = [](const std::vector<std::string> &xs) {
    std::string l;
    for (const std::string &x : xs) l += (l.empty() ? "" : ", ") + x;
    return l;
  };
  for (const Variable &v : mapped) {
    Extent x = wholeExtent(v, intrinsic);
    call.add("call acc2c_kernel_map(" + x.address + ", " + x.bytes + ")");
  }
  call.add("call " + name + "(" + list(actuals) + ")");
  for (const Variable &v : mapped) {
    Extent x = wholeExtent(v, intrinsic);
    call.add("call acc2c_kernel_unmap(" + x.address + ", " + x.bytes + ")");
  }
  // The derived types of its data: from their modules, or (those its unit
  // defines) the caller's through IMPORT and the kernel's own copies.
  CodeLines uses;
  uses.add("use acc2c_runtime");
  if (!intrinsic.use().empty()) uses.add(intrinsic.use());
  std::set<std::pair<std::string, std::string>> types;
  auto use = [&](const std::string &module, const std::string &type) {
    if (types.insert({module, type}).second) uses.add("use " + module + ", only: " + type);
  };
  std::set<std::string> imports;
  for (const Binding &b : bs)
    if (!b.var.typeModule.empty())
      use(b.var.typeModule, b.var.typeName);
    else if (b.var.isAggregate)
      imports.insert(b.var.typeName);
  interface.open("interface");
  interface.open("subroutine " + name + "(" + list(sig.dummies) + ")");
  interface.append(uses);
  if (!imports.empty())
    interface.add("import :: " + list(std::vector<std::string>(imports.begin(), imports.end())));
  interface.add("implicit none");
  interface.append(sig.dummyDecls);
  interface.close("end subroutine");
  interface.close("end interface");
  std::vector<std::string> deviceData;
  for (const Variable &v : sig.deviceVars) deviceData.push_back(v.designator);
  CodeLines &k = out.kernelHead;
  k.open("subroutine " + name + "(" + list(sig.dummies) + ")");
  for (const std::string &u : kernelUses) k.add(u);
  CodeLines localTypes;
  for (const DerivedTypeDefinition &d : c.localTypes) {
    for (const auto &[module, type] : d.moduleTypes) use(module, type);
    localTypes.append(typeDefinition(d));
  }
  k.append(uses);
  k.add("implicit none");
  k.append(localTypes);
  k.append(sig.dummyDecls);
  k.append(sig.locals);
  // The named constants the body reads: the kernel is outside their scope.
  for (const Variable &v : c.namedConstants)
    k.add(v.type + ", parameter :: " + v.designator + " = " + v.constantValue);
  for (const ScalarUpdate &u : c.scalarUpdates)
    for (OpId id : g.opsOf(c.id))
      if (u.inParallelLoop && g.op(id).kind == DataOpKind::Firstprivate &&
          g.op(id).var.designator == u.variable &&
          std::find(out.kernelRestarted.begin(), out.kernelRestarted.end(), u.variable) ==
              out.kernelRestarted.end()) {
        out.kernelRestarted.push_back(u.variable);
        k.add(g.op(id).var.type + " :: acc2c_fp_" + u.variable);
      }
  if (kernel == KernelForm::Teams) { // the loop's directives follow (FortranRewriter)
    k.append(sig.starts);
    out.kernelTail.add("!$acc end parallel");
    out.kernelTail.append(sig.finish);
  } else {
    // One gang: the whole body, the scalars' loads and stores included;
    // its parallel loops are the gang's workers' and vectors'
    // (FortranRewriter). Its private arrays are the gang's: created, not
    // implicitly copied (FortranLoops.h, OpenACCKernelData).
    std::vector<std::string> privateArrays;
    for (const Binding &b : bs)
      if (b.kind == BindingKind::Private && b.var.rank() > 0)
        privateArrays.push_back(b.var.designator);
    k.add("!$acc parallel num_gangs(1)" +
          (privateArrays.empty() ? "" : " create(" + list(privateArrays) + ")") +
          (deviceData.empty() ? "" : " present(" + list(deviceData) + ")"));
    k.append(sig.starts);
    out.kernelTail.append(sig.finish);
    out.kernelTail.add("!$acc end parallel");
  }
  out.kernelTail.add("end subroutine " + name);
  out.kernelPresent = deviceData;
  out.kernelCopies = sig.hostScalars;
  out.kernel = KernelForm::None; // the caller's loop: host threads
}

bool buildComputeRegion(const DataOpGraph &g, const GraphConstruct &c,
                        const std::vector<OpId> &entries, const std::vector<OpId> &exits,
                        const std::string &procedure, const RegionKernel &request,
                        FortranDataOpCalls &calls, Diagnostics &diags, RegionCode &out) {
  KernelForm kernel = request.form;
  const std::string &openaccKernel = request.openacc;
  const std::vector<std::string> &kernelUses = request.uses;
  bool outlined = !procedure.empty();
  ScopeBuilder scope(calls, diags, outlined, c.dialect);
  bool ok = true;
  std::vector<Binding> &bs = out.bindings;
  // A loop variable in lastprivate/linear keeps its value after the loop:
  // bound as the region's variable (it is mapped), not as a private one.
  std::set<std::string> lastValue = lastValueVariablesIn(g, c.id);
  std::vector<Variable> shared;
  for (const std::vector<Variable> *loops : {&c.loopVariables, &c.doVariables})
    for (const Variable &v : *loops)
      if (!lastValue.count(v.designator))
        ok &= scope.add(v, BindingKind::Private, bs);
      else
        shared.push_back(v);
  for (const Variable &v : c.referenced) shared.push_back(v);
  // deviceptr data (OpenMP: has_device_addr) keeps its name: its address
  // already is device memory, which a kernel must use as it is, not map.
  // A type(c_ptr) in is_device_ptr (OpenMP 5.2 5.4.7: its list items are
  // C_PTRs) holds a device address as its value: the kernel takes the value.
  std::vector<std::string> devicePointers;
  std::set<std::string> identity;
  auto holdsDeviceAddress = [&](const Variable &v) {
    for (OpId id : entries)
      if (g.op(id).var.designator == v.designator &&
          g.op(id).clause == DataClause::OmpIsDevicePtr && v.isAggregate && !v.isArray())
        return true;
    return false;
  };
  for (const Variable &v : shared) {
    if (v.storage == Storage::AssumedSize) {
      diags.error(v.loc, "'" + v.designator +
                             "' is an assumed-size array: a compute region "
                             "needs its extent (declare it with an explicit shape or a(:))");
      ok = false;
      continue;
    }
    if (std::optional<BindingKind> kind = regionBindingOf(g, c, entries, v))
      ok &= scope.add(v, *kind, bs);
    else if (holdsDeviceAddress(v)) {
      if (!openaccKernel.empty()) devicePointers.push_back(v.designator); // refused
      continue;
    } else if (!openaccKernel.empty() && (v.isArray() || v.isAggregate)) {
      // An OpenACC kernel is outside the unit: it takes the data as its
      // region address, which is the data's own (mapped onto itself for
      // present, as every array of the kernel is: openaccKernelCode).
      identity.insert(v.designator);
      ok &= scope.add(v, BindingKind::View, bs);
    } else
      devicePointers.push_back(v.designator);
  }
  if (!ok) return false;
  for (Binding &b : bs)
    if (std::optional<ReductionOperator> op = computeReductionOf(g, c, b.var.designator))
      if (b.kind == BindingKind::Scalar && scalarLocal(b) && reductionStart(*op)) b.restart = op;

  // A scalar read as a value needs neither its copyin nor its delete.
  std::set<std::string> readValues;
  std::map<std::string, OpId> readValueOps;
  for (const Binding &b : bs)
    if (b.kind == BindingKind::ReadValue) readValues.insert(b.var.designator);
  for (OpId id : entries)
    if (readValues.count(g.op(id).var.designator)) readValueOps[g.op(id).var.designator] = id;
  std::vector<OpId> entryOps = withoutReadValueOps(g, entries, readValues);
  std::vector<OpId> exitOps = withoutReadValueOps(g, exits, readValues);

  Control control = calls.control(c);
  // Where the region runs is decided once, at entry: a local when an if or
  // self clause decides it.
  std::string onDevice = onDeviceExpression(c, control, calls.intrinsics());
  bool conditional = !onDevice.empty();
  std::string where = conditional ? "acc2c_on_device" : "acc2c_region_device";
  CodeLines &o = out.open;
  o.open("block");
  // The exit acts on the data the entry found (bounds, associations).
  std::map<OpId, DataAtEntry> fixed = calls.keepAtEntry(entryOps, exitOps, scope.names(), o);
  CodeLines valueDecls, valueStmts;
  scope.values(
      bs,
      [&](const Variable &v) {
        Extent e = wholeExtent(v, calls.intrinsics());
        if (identity.count(v.designator)) return "acc2c_ptr_at(" + e.address + ")";
        if (std::optional<Extent> s = mappedSection(g, c, v, fixed, calls.intrinsics()))
          return "acc2c_region_section(" + e.address + ", " + s->address + ", " + s->bytes + ", " +
                 where + ", " + calls.source(v) + ")";
        return "acc2c_region_data(" + e.address + ", " + e.bytes + ", " + where + ", " +
               calls.source(v) + ")";
      },
      [&](const Variable &v, const std::string &value, CodeLines &stmts) {
        if (calls.annotate())
          stmts.add("! " + readValueAnnotationOf(g.op(readValueOps.at(v.designator))));
        stmts.add("call acc2c_region_value(acc2c_addr(" + value + "), acc2c_addr(" + v.designator +
                  "), " + wholeExtent(v, calls.intrinsics()).bytes + ", " + where + ", " +
                  calls.source(v) + ")");
      },
      valueDecls, valueStmts);
  o.append(valueDecls);
  o.add("integer(acc2c_int) :: acc2c_region");
  if (conditional) o.add("integer(acc2c_int) :: acc2c_on_device");
  bool instance = c.dialect == Dialect::OpenMP; // one construct instance per map set
  if (instance) o.add("integer(acc2c_int64) :: acc2c_construct");
  // The parallel loops' launch values, evaluated where the region starts,
  // before any name in them is shadowed (in place) or out of reach
  // (outlined).
  std::vector<LaunchValue> launch = launchValues(
      c, kernel == KernelForm::Teams && openaccKernel.empty() ? LoopRunner::DeviceKernel
                                                              : LoopRunner::HostThreads);
  auto asks = [&](DeviceQuery query) {
    return std::any_of(c.deviceQueries.begin(), c.deviceQueries.end(),
                       [&](const DeviceQueryCall &q) { return q.query == query; });
  };
  if (asks(DeviceQuery::ThreadLimit)) launch.push_back(threadLimitAnswer(c));
  if (asks(DeviceQuery::OnDevice)) launch.push_back(onGpuAnswer(where));
  for (const LaunchValue &v : launch) o.add(launchValueType(v) + " :: " + v.parameter);
  if (conditional) o.add("acc2c_on_device = " + onDevice);
  for (const LaunchValue &v : launch)
    o.add(v.parameter + " = " + launchValueOf(v, calls.intrinsics()));
  // The entry (or exit) ops: one OpenMP construct instance, on the device
  // only where an if or self clause decides so.
  auto dataOps = [&](const std::vector<OpId> &ops, bool waits, CodeLines &out) {
    CodeLines code;
    if (waits) addWaits(control, calls.intrinsics(), code);
    if (instance) code.add("acc2c_construct = acc2c_omp_construct()");
    for (OpId id : ops) ok &= calls.emit(g.op(id), control, code, dataAtEntryFor(&fixed, g, id));
    if (instance) code.add("call acc2c_omp_construct_end(acc2c_construct)");
    if (code.empty()) return;
    if (conditional) out.open("if (acc2c_on_device /= acc2c_region_host) then");
    out.append(code);
    if (conditional) out.close("end if");
  };
  dataOps(entryOps, true, o);
  o.append(valueStmts);
  // A pointer component the body reads through must hold a device address
  // in the device copy of its parent (docs/descriptors.md, "What will fail").
  CodeLines checks;
  // Through an element, that member of every element
  // (GraphConstruct::elementPointerChecks).
  for (const Variable &pc : c.pointerComponents)
    if (!pc.parts.empty() && std::none_of(pc.parts.begin(), pc.parts.end(),
                                          [](const Variable::Part &p) { return p.subscripted; }))
      calls.checkAttached(pc, calls.source(pc.designator, pc.loc.line ? pc.loc : c.loc), checks);
  for (const Variable &pc : c.elementPointerChecks)
    calls.checkAttached(pc, calls.source(pc.designator, pc.loc.line ? pc.loc : c.loc), checks);
  // After region_begin, which waits for the region's queue: an attach still
  // queued there has landed by then.
  o.add("acc2c_region = acc2c_region_begin(" + control.asyncQueue + ", " +
        calls.source(c.name, c.loc) + ")");
  // The procedures the body calls see declared data where the region runs
  // (acc2c_routine_data): on its thread, and its parallel loops' threads
  // copy it in (ompParallelDo).
  const bool callsProcedures = !c.procedureCalls.empty();
  if (callsProcedures)
    o.add("acc2c_device_thread = " +
          (conditional ? "acc2c_on_device /= acc2c_region_host" : std::string(".true.")));
  if (!checks.empty()) {
    if (conditional) o.open("if (acc2c_on_device /= acc2c_region_host) then");
    o.append(checks);
    if (conditional) o.close("end if");
  }
  if (kernel == KernelForm::HostOnly) {
    o.add("if (acc2c_kernel_on_gpu(" + where + ")) error stop " +
          fortranLiteral("acc2c: the " + c.name + " construct at ") + " // " +
          calls.fileName(c.loc) + " // " +
          fortranLiteral(":" + std::to_string(c.loc.line) + " runs on the host (" +
                         request.hostOnly + "), but its data is on the GPU"));
    kernel = KernelForm::None;
  }

  CodeLines &e = outlined ? out.open : out.close;
  if (outlined) {
    std::vector<std::string> dummies, actuals, deviceData, hostScalars;
    std::vector<Variable> deviceVars;
    CodeLines dummyDecls, locals, starts, finish;
    scope.procedure(bs, kernel, dummyDecls, locals, dummies, actuals, starts, finish, deviceVars,
                    hostScalars, !openaccKernel.empty());
    deviceQueryAnswers(c, where, calls.intrinsics(), locals, starts);
    for (const Variable &v : deviceVars) deviceData.push_back(v.designator);
    deviceData.insert(deviceData.end(), devicePointers.begin(), devicePointers.end());
    auto list = [](const std::vector<std::string> &xs) {
      std::string l;
      for (const std::string &x : xs) l += (l.empty() ? "" : ", ") + x;
      return l;
    };
    // A kernel asks where it runs, and so does a body that asks whether
    // it is on the host or which device it is on (DeviceQuery.h; the
    // other answers are constants or launch values).
    bool asksWhere =
        std::any_of(c.deviceQueries.begin(), c.deviceQueries.end(), [](const DeviceQueryCall &q) {
          return q.query == DeviceQuery::IsInitialDevice || q.query == DeviceQuery::DeviceNum;
        });
    passRegionValues((kernel != KernelForm::None || asksWhere) && conditional, launch, dummies,
                     actuals, dummyDecls);
    // The threads' loop as a worksharing loop of the procedure (RegionCode::
    // workshared): where the procedure is that loop alone, on host threads,
    // nothing runs before or after it in the procedure, and the directive
    // keeps what a parallel do's would (no launch values, tile or DO
    // CONCURRENT nest).
    const GraphConstruct *threadsLoop = teamsLoopOf(g, c);
    out.workshared = threadsLoop && kernel == KernelForm::None && openaccKernel.empty() &&
                     starts.empty() && finish.empty() && !threadsLoop->fromDoConcurrent &&
                     !threadsLoop->concurrent &&
                     tileSizes(*threadsLoop, LoopRunner::HostThreads).empty() &&
                     launchValues(c, LoopRunner::HostThreads).empty();
    if (out.workshared) {
      for (const Binding &b : bs)
        if (!passedByValue(b) && !(scalarLocal(b) && b.kind == BindingKind::Private))
          out.byReference.push_back(b.var.designator);
      e.add(std::string("!$omp parallel") +
            (callsProcedures ? " copyin(acc2c_device_thread)" : ""));
    }
    e.add("call " + procedure + "(" + list(actuals) + ")");
    if (out.workshared) e.add("!$omp end parallel");
    CodeLines &h = out.procedureHead;
    h.open("subroutine " + procedure + "(" + list(dummies) + ")");
    h.append(dummyDecls);
    h.append(locals);
    std::string target = targetDirective(deviceData, hostScalars, where);
    out.kernel = kernel;
    if (!openaccKernel.empty() && !devicePointers.empty())
      return refuseDevicePointers(c, devicePointers, diags);
    if (!openaccKernel.empty()) {
      // The region procedure calls the kernel where the region runs on the
      // GPU; otherwise it runs the loop on host threads.
      KernelSignature k{dummies, dummyDecls, locals, starts, finish, deviceVars, hostScalars};
      CodeLines interface, call;
      openaccKernelCode(g, c, openaccKernel, kernel, kernelUses, k, bs, dummies, deviceVars,
                        calls.intrinsics(), interface, call, out);
      h.append(interface);
      h.open("if (acc2c_kernel_launch(" + where + ") /= 0) then");
      h.append(call);
      h.add("return");
      h.close("end if");
      h.append(starts);
      out.procedureTail.append(finish);
    } else if (kernel == KernelForm::Teams) { // the loop directive follows (FortranRewriter)
      h.append(starts);
      h.add(target);
      out.procedureTail.add("!$omp end target");
      out.procedureTail.append(finish);
    } else if (kernel == KernelForm::Target) {
      h.add(target);
      h.append(starts);
      out.procedureTail.append(finish);
      out.procedureTail.add("!$omp end target");
    } else {
      h.append(starts);
      out.procedureTail.append(finish);
    }
    out.procedureTail.add("end subroutine " + procedure);
  } else {
    CodeLines shadowDecls, shadowStmts, storeBack;
    std::vector<std::string> deviceData, hostScalars;
    ok &= scope.shadows(bs, lastValueVariablesIn(g, c.id), shadowDecls, shadowStmts, storeBack,
                        kernel != KernelForm::None, deviceData, hostScalars);
    deviceQueryAnswers(c, where, calls.intrinsics(), shadowDecls, shadowStmts);
    deviceData.insert(deviceData.end(), devicePointers.begin(), devicePointers.end());
    if (!openaccKernel.empty()) {
      if (!devicePointers.empty()) return refuseDevicePointers(c, devicePointers, diags);
      // An OpenACC kernel of a body in place (its unit is an internal
      // procedure): the kernel takes what a region procedure would, called
      // with the values the enclosing BLOCK gives the region; otherwise
      // the body runs in place on host threads.
      KernelSignature k;
      std::vector<std::string> actuals;
      scope.procedure(bs, kernel, k.dummyDecls, k.locals, k.dummies, actuals, k.starts, k.finish,
                      k.deviceVars, k.hostScalars, /*explicitPrivates=*/true);
      deviceQueryAnswers(c, where, calls.intrinsics(), k.locals, k.starts);
      passRegionValues(conditional, launch, k.dummies, actuals, k.dummyDecls);
      // The arrays to map, as the BLOCK names them.
      std::vector<Variable> mapped;
      for (const Variable &d : k.deviceVars)
        for (size_t i = 0; i < k.dummies.size(); ++i)
          if (k.dummies[i] == d.designator) {
            mapped.push_back(d);
            mapped.back().designator = actuals[i];
          }
      CodeLines interface, call;
      openaccKernelCode(g, c, openaccKernel, kernel, kernelUses, k, bs, actuals, mapped,
                        calls.intrinsics(), interface, call, out);
      o.open("if (acc2c_kernel_launch(" + where + ") /= 0) then");
      o.open("block");
      o.append(interface);
      o.append(call);
      o.close("end block");
      o.close("else");
      o.indent();
      kernel = KernelForm::None; // the body in place: host threads
    }
    o.open("block");
    o.append(shadowDecls);
    o.append(shadowStmts);
    e.indent(openaccKernel.empty() ? 2 : 3); // inside the blocks (and the if) `open` began
    // The kernel around the body in place (a teams kernel's loop directive
    // follows: FortranRewriter).
    out.kernel = kernel;
    if (kernel != KernelForm::None) {
      o.add(targetDirective(deviceData, hostScalars, where));
      e.add("!$omp end target");
    }
    e.append(storeBack);
    e.close("end block");
    if (!openaccKernel.empty()) e.close("end if");
  }
  if (callsProcedures) e.add("acc2c_device_thread = .false.");
  e.add("call acc2c_region_end(acc2c_region)");
  dataOps(exitOps, false, e);
  e.close("end block");
  return ok;
}

bool buildRoutineData(const std::vector<Variable> &declared, const std::set<std::string> &mapsFirst,
                      FortranDataOpCalls &calls, Diagnostics &diags, CodeLines &open,
                      CodeLines &close) {
  ScopeBuilder scope(calls, diags, false, Dialect::OpenACC);
  std::vector<Binding> bs;
  bool ok = true;
  for (const Variable &v : declared) {
    if (!redeclarable(v)) { // the routine compiles as before
      diags.warning(v.loc, "'" + v.designator + "' (" + (v.type.empty() ? "untyped" : v.type) +
                               ") is read through the host's copy in this routine, also where "
                               "a compute region calls it: acc2c re-declares its device copy "
                               "only for a type it can spell");
      continue;
    }
    ok &= scope.add(v, isScalarLike(v) ? BindingKind::Scalar : BindingKind::View, bs);
  }
  if (!ok) return false;
  if (bs.empty()) return true;
  CodeLines decls, stmts;
  scope.values(
      bs,
      [&](const Variable &v) {
        Extent e = wholeExtent(v, calls.intrinsics());
        return "acc2c_routine_data(" + e.address + ", " + e.bytes + ", " +
               (mapsFirst.count(v.designator) ? "acc2c_routine_module_declare"
                                              : "acc2c_routine_present") +
               ", " + calls.source(v) + ")";
      },
      [](const Variable &, const std::string &, CodeLines &) {}, decls, stmts);
  open.open("block");
  open.append(decls);
  open.append(stmts);
  // Pointers, not copies: a RETURN leaves with nothing to store back, and
  // the threads of a region share the device copy.
  open.open("block");
  for (const Binding &b : bs) {
    const Variable &v = b.var;
    open.add(v.type + ", pointer" + (v.rank() > 0 ? ", contiguous" : "") + " :: " + v.designator +
             deferredShape(v.rank()));
  }
  for (const Binding &b : bs) open.add(b.var.designator + " => " + b.value);
  close.indent(2);
  close.close("end block");
  close.close("end block");
  return true;
}

bool buildHostData(const DataOpGraph &g, const GraphConstruct &c, FortranDataOpCalls &calls,
                   Diagnostics &diags, RegionCode &out) {
  ScopeBuilder scope(calls, diags, /*outlined=*/false, c.dialect);
  bool ok = true;
  Control control = calls.control(c);
  for (OpId id : g.opsOf(c.id))
    if (g.op(id).kind == DataOpKind::UseDevice)
      ok &= scope.add(g.op(id).var, BindingKind::View, out.bindings);
  if (!ok) return false;
  std::string flags = control.ifPresent ? "acc2c_flag_if_present" : "0_acc2c_int";
  CodeLines &o = out.open;
  o.open("block");
  CodeLines decls, stmts;
  // if(.false.): the body sees the host addresses (2.8 host_data, if clause).
  scope.values(
      out.bindings,
      [&](const Variable &v) {
        return "acc2c_use_device(" + wholeExtent(v, calls.intrinsics()).address + ", " + flags +
               ", " + calls.source(v) + ")";
      },
      [](const Variable &, const std::string &, CodeLines &) {}, decls, stmts, control.condition);
  o.append(decls);
  o.append(stmts);
  CodeLines shadowDecls, shadowStmts, storeBack;
  std::vector<std::string> unusedDeviceData, unusedHostScalars;
  ok &= scope.shadows(out.bindings, {}, shadowDecls, shadowStmts, storeBack, /*kernel=*/false,
                      unusedDeviceData, unusedHostScalars);
  o.open("block");
  o.append(shadowDecls);
  o.append(shadowStmts);
  CodeLines &e = out.close;
  e.indent(2);
  e.close("end block");
  e.close("end block");
  return ok;
}

} // namespace acc2c
