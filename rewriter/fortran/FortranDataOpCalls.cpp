#include "rewriter/fortran/FortranDataOpCalls.h"

#include "rewriter/common/Annotation.h"
#include "rewriter/common/DataActions.h"
#include "rewriter/fortran/FortranText.h"

#include <algorithm>

namespace acc2c {

Control FortranDataOpCalls::control(const GraphConstruct &c) const {
  Control control = readControl(c);
  control.asyncQueue = !control.async ? "acc2c_async_sync"
                       : control.async->empty()
                           ? "acc2c_async_noval"
                           : intrinsics_(Intrinsic::Int) + "(" + *control.async + ", acc2c_int)";
  control.condition = control.ifClause;
  control.source = source(c.name, c.loc);
  // On the host (the initial device) the construct acts as if its if
  // clause were false.
  if (!control.device.empty()) {
    std::string onDevice = "acc2c_omp_device(" + intrinsics_(Intrinsic::Int) + "(" +
                           control.device + ", acc2c_int), " + source(c.name, c.loc) + ") /= 0";
    control.condition =
        control.ifClause.empty() ? onDevice : "(" + control.ifClause + ") .and. " + onDevice;
  }
  // In a routine, where a compute region calls it, the data is on the
  // device already: the routine runs there, and a data construct in it
  // (an assertion such as present(...)) does nothing
  // (docs/data-operations.md, "Routines and declared data").
  bool dataConstruct = c.kind == ConstructKind::Data || c.kind == ConstructKind::EnterData ||
                       c.kind == ConstructKind::ExitData || c.kind == ConstructKind::Update ||
                       c.kind == ConstructKind::Wait;
  if (dataConstruct && graph_.routineAround(c))
    control.condition = control.condition.empty()
                            ? ".not. acc2c_device_thread"
                            : "(" + control.condition + ") .and. .not. acc2c_device_thread";
  return control;
}

void addWaits(const Control &control, const FortranIntrinsics &intrinsic, CodeLines &out) {
  if (!control.wait) return;
  std::string toInt = intrinsic(Intrinsic::Int);
  if (control.waitDevice) {
    // wait(devnum: d: ...): the queues of device d.
    std::string d = toInt + "(" + *control.waitDevice + ", acc2c_int)";
    for (const std::string &q : control.waitArgs)
      out.add("call acc2c_wait_device(" + toInt + "(" + q + ", acc2c_int), " + d + ", " +
              control.source + ")");
    return;
  }
  if (control.waitArgs.empty()) out.add("call acc2c_wait_all()");
  for (const std::string &q : control.waitArgs)
    out.add("call acc2c_wait(" + toInt + "(" + q + ", acc2c_int))");
}

Extent wholeExtent(const Variable &v, const FortranIntrinsics &intrinsic) {
  const std::string &d = v.designator;
  // A scalar, an array of explicit shape or an allocatable (a component
  // too: nothing to its left may be an array) is contiguous; of intrinsic
  // type its element size is fixed (the same for Flang and gfortran): no
  // descriptor is needed. gfortran builds one inline for each assumed-rank
  // argument (acc2c_loc, acc2c_bytes), which made translations several
  // times slower to compile than their source (bench/build_bench.py
  // --profile).
  bool contiguous = (v.storage == Storage::Plain && v.parent.empty() && !v.isCommonBlock) ||
                    v.storage == Storage::Allocatable;
  bool plain = contiguous && !v.isAggregate && v.elementBytes;
  // An object no assumed-type dummy takes (a scalar: extentOf refuses
  // arrays): CLASS(*) functions, with its dynamic type's size.
  if (v.refusesAssumedType)
    return Extent{"acc2c_object_loc(" + d + ")", "acc2c_object_bytes(" + d + ")"};
  if (!plain) return Extent{"acc2c_loc(" + d + ")", "acc2c_bytes(" + d + ")"};
  std::string element = std::to_string(*v.elementBytes) + "_acc2c_size";
  if (!v.isArray()) return Extent{"acc2c_addr(" + d + ")", element};
  return Extent{"acc2c_addr_array(" + d + ")",
                element + " * " + intrinsic(Intrinsic::Size) + "(" + d + ", kind=acc2c_size)"};
}

std::optional<Extent> extentOf(const Variable &v, const FortranIntrinsics &intrinsic,
                               Diagnostics &diags) {
  const std::string &d = v.designator;
  if (v.refusesAssumedType && (v.isArray() || !v.subscripts.empty())) {
    diags.error(v.loc, "'" + v.text + "' (" + v.type +
                           "): data clauses on arrays of a derived type with type-bound "
                           "procedures, final subroutines or type parameters, or of a "
                           "polymorphic type, are not translated yet");
    return std::nullopt;
  }
  if (v.subscripts.empty()) {
    if (v.storage == Storage::AssumedSize) {
      diags.error(v.loc, "'" + v.text +
                             "': an assumed-size array needs a section with an "
                             "upper bound in a data clause");
      return std::nullopt;
    }
    return wholeExtent(v, intrinsic);
  }
  // The section's first element, and the section itself for acc2c_bytes
  // (its span from first to last element).
  std::string first, section;
  for (size_t i = 0; i < v.subscripts.size(); ++i) {
    const Subscript &s = v.subscripts[i];
    std::string dim = std::to_string(i + 1);
    std::string lo =
        s.lower ? s.lower->str() : intrinsic(Intrinsic::Lbound) + "(" + d + ", " + dim + ")";
    if (!s.isElement && !s.upper && v.storage == Storage::AssumedSize &&
        i + 1 == v.subscripts.size()) {
      diags.error(v.loc, "'" + v.text +
                             "': the last dimension of an assumed-size array needs "
                             "an upper bound");
      return std::nullopt;
    }
    first += (i ? ", " : "") + lo;
    section += (i ? ", " : "") + (s.isElement ? lo
                                              : (s.lower ? s.lower->str() : "") + ":" +
                                                    (s.upper ? s.upper->str() : ""));
  }
  // The first element is a scalar: its address needs no descriptor.
  return Extent{"acc2c_addr(" + d + "(" + first + "))", "acc2c_bytes(" + d + "(" + section + "))"};
}

bool mayHaveNoData(const Variable &v) {
  return v.storage == Storage::Pointer || v.storage == Storage::Allocatable;
}

std::string dataGuard(const Variable &v, const FortranIntrinsics &intrinsic) {
  if (v.storage == Storage::Pointer)
    return intrinsic(Intrinsic::Associated) + "(" + v.designator + ")";
  if (v.storage == Storage::Allocatable)
    return intrinsic(Intrinsic::Allocated) + "(" + v.designator + ")";
  return {};
}

std::string FortranDataOpCalls::fileName(const SourceLocation &at) const {
  return fortranLiteral(at.file.empty() ? path_ : at.file);
}

std::string FortranDataOpCalls::source(const std::string &name, const SourceLocation &at) const {
  // The file: the unit's constant acc2c_file for a line of the translated
  // file, else the included file (ExpandedSource.h) it comes from.
  return sourceRecord(
      name, at.file.empty() || at.file == path_ ? "acc2c_file" : recordFile(at.file), at.line);
}

// The declared type and shape of a dummy with v's type, rank and attribute.
static std::string dummyDeclaration(const Variable &v, const std::string &name) {
  std::string decl =
      v.type + (v.storage == Storage::Allocatable ? ", allocatable" : ", pointer") + " :: " + name;
  if (v.rank() > 0) {
    decl += "(";
    for (int i = 0; i < v.rank(); ++i) decl += i ? ",:" : ":";
    decl += ")";
  }
  return decl;
}

void FortranDataOpCalls::setUnit(unsigned firstExecutableLine) {
  unit_ = &units_[firstExecutableLine];
}

const CodeLines *FortranDataOpCalls::unitDeclarations(unsigned firstExecutableLine) const {
  auto it = units_.find(firstExecutableLine);
  return it == units_.end() ? nullptr : &it->second.lines;
}

void FortranDataOpCalls::gfcCall(const Variable &v, const std::string &routine,
                                 const std::vector<std::pair<std::string, std::string>> &args,
                                 CodeLines &out) {
  // One interface per signature in a unit, declared before its first
  // executable statement: the calls on members of one type, rank and
  // attribute share it (a BLOCK per call made gfortran's work grow with
  // every member named in a clause).
  std::string signature = dummyDeclaration(v, "");
  for (const auto &a : args) signature += "|" + a.first;
  std::string &fp = unit_->holders[signature];
  if (fp.empty()) {
    std::string n = std::to_string(++sites_);
    std::string iface = "acc2c_gfc" + n, holder = "acc2c_h" + n, dummy = "acc2c_x" + n;
    fp = "acc2c_call" + n;
    // Dummy names are unique per interface: gfortran mixes up same-named
    // dummies of abstract interfaces.
    std::string params = dummy + ", acc2c_layout" + n;
    for (size_t i = 0; i < args.size(); ++i) params += ", acc2c_a" + n + "_" + std::to_string(i);
    CodeLines &d = unit_->lines;
    d.open("abstract interface");
    d.open("subroutine " + iface + "(" + params + ")");
    d.add("import");
    d.add(dummyDeclaration(v, dummy));
    d.add("integer(acc2c_int) :: acc2c_layout" + n);
    for (size_t i = 0; i < args.size(); ++i)
      d.add(args[i].first + " :: acc2c_a" + n + "_" + std::to_string(i));
    d.close("end subroutine");
    d.close("end interface");
    // A procedure pointer component, not a plain procedure pointer: gfortran
    // 12 fails on some procedure pointers local to a unit that CONTAINS
    // procedures.
    d.open("type :: " + holder);
    d.add("procedure(" + iface + "), pointer, nopass :: f");
    d.close("end type");
    d.add("type(" + holder + ") :: " + fp);
  }
  out.add("call acc2c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_" + routine + "), " + fp + "%f)");
  std::string call = "call " + fp + "%f(" + v.designator + ", " +
                     (v.rank() > 0 ? "acc2c_slot_gfortran" : "acc2c_slot_pointer");
  for (const auto &a : args) call += ", " + a.second;
  out.add(call + ")");
}

// A family of variables (the allocatable components of the elements of an
// array of structures): the actions, member by member, in loops nested in
// the order of Variable::each; none over an array that is absent.
static bool mayBeAbsent(const Variable::IndexRange &r) {
  return r.arrayStorage == Storage::Allocatable || r.arrayStorage == Storage::Pointer;
}

static std::string presenceOf(const Variable::IndexRange &r, const FortranIntrinsics &intrinsic) {
  if (r.arrayStorage == Storage::Allocatable)
    return intrinsic(Intrinsic::Allocated) + "(" + r.array + ")";
  if (r.arrayStorage == Storage::Pointer)
    return intrinsic(Intrinsic::Associated) + "(" + r.array + ")";
  return {};
}

static void openFamily(const Variable &v, const FortranIntrinsics &intrinsic, CodeLines &out) {
  if (v.each.empty()) return;
  out.open("block");
  std::string indices;
  for (const Variable::IndexRange &r : v.each) indices += (indices.empty() ? "" : ", ") + r.index;
  out.add("integer(acc2c_size) :: " + indices);
  std::string open; // the array whose loops are open
  for (const Variable::IndexRange &r : v.each) {
    if (r.array != open && mayBeAbsent(r)) out.open("if (" + presenceOf(r, intrinsic) + ") then");
    open = r.array;
    std::string d = std::to_string(r.dim);
    out.open(
        "do " + r.index + " = " +
        (r.lower ? r.lower->str() : intrinsic(Intrinsic::Lbound) + "(" + r.array + ", " + d + ")") +
        ", " +
        (r.upper ? r.upper->str() : intrinsic(Intrinsic::Ubound) + "(" + r.array + ", " + d + ")"));
    if (r.number)
      out.add("call acc2c_element_index(" + std::to_string(r.number) + ", " + r.index + ")");
  }
}

static void closeFamily(const Variable &v, CodeLines &out) {
  if (v.each.empty()) return;
  for (auto r = v.each.rbegin(); r != v.each.rend(); ++r) {
    out.close("end do");
    auto outer = std::next(r);
    if ((outer == v.each.rend() || outer->array != r->array) && mayBeAbsent(*r))
      out.close("end if");
  }
  out.close("end block");
}

void FortranDataOpCalls::checkAttached(const Variable &v, const std::string &source,
                                       CodeLines &out) {
  openFamily(v, intrinsics_, out);
  CodeLines call;
  gfcCall(v, "check_attached", {{"type(acc2c_ptr)", "acc2c_source(" + source + ")"}}, call);
  out.append(call);
  closeFamily(v, out);
}

bool kernelsShareStorage(const Variable &v) {
  return v.parent.empty() && v.subscripts.empty() && v.storage == Storage::Plain;
}

void FortranDataOpCalls::declareGlobal(const Variable &v, CodeLines &out) {
  std::string guard = dataGuard(v, intrinsics_);
  if (!guard.empty()) out.open("if (" + guard + ") then");
  Extent e = wholeExtent(v, intrinsics_);
  if (openmpKernels_ && kernelsShareStorage(v)) {
    // gfortran's device copy of the module variable (declare target in its
    // module) is where the kernels' routines read it: the shim adopts it.
    // Inside use_device_addr the variable's address is that copy's.
    out.open("block");
    out.add("integer(acc2c_address) :: acc2c_host");
    out.add("acc2c_host = " + e.address);
    out.add("!$omp target data use_device_addr(" + v.designator +
            ") if(acc2c_kernel_on_gpu(acc2c_region_device))");
    out.add("call acc2c_kernel_declare_target(acc2c_host, " + e.address + ", " + e.bytes + ", " +
            source(v.designator, v.loc) + ")");
    out.add("!$omp end target data");
    out.close("end block");
  } else {
    out.add("call acc2c_omp_declare_target(" + e.address + ", " + e.bytes + ", " +
            source(v.designator, v.loc) + ")");
  }
  if (!guard.empty()) out.close("end if");
}

std::optional<DataAtEntry> FortranDataOpCalls::atEntry(const DataOp &o, FortranNames &names,
                                                       CodeLines &declare) {
  const Variable &v = o.var;
  bool movable =
      !v.subscripts.empty() || v.storage == Storage::Pointer || v.storage == Storage::Allocatable;
  // A family's members are found again at exit, one by one.
  if (!movable || o.descriptorMap || o.kind == DataOpKind::Attach || !v.each.empty())
    return std::nullopt;
  DataAtEntry f{names.forVariable(v.designator, "_addr"), names.forVariable(v.designator, "_bytes"),
                "", ""};
  declare.add("integer(acc2c_address) :: " + f.address);
  declare.add("integer(acc2c_size) :: " + f.bytes);
  if (mayHaveNoData(v)) {
    f.hadData = names.forVariable(v.designator, "_had_data");
    declare.add("logical :: " + f.hadData);
  }
  return f;
}

std::map<OpId, DataAtEntry> FortranDataOpCalls::keepAtEntry(const std::vector<OpId> &entries,
                                                            const std::vector<OpId> &exits,
                                                            FortranNames &names,
                                                            CodeLines &declare) {
  std::map<OpId, DataAtEntry> fixed;
  for (OpId x : exits)
    if (std::optional<OpId> e = graph_.op(x).entry)
      if (std::find(entries.begin(), entries.end(), *e) != entries.end() && !fixed.count(*e))
        if (std::optional<DataAtEntry> f = atEntry(graph_.op(*e), names, declare)) fixed[*e] = *f;
  return fixed;
}

std::optional<Extent> FortranDataOpCalls::extentAt(const DataOp &o, const DataAtEntry *at,
                                                   CodeLines &out) {
  if (!at) return extentOf(o.var, intrinsics_, diags_);
  if (o.role() == OpRole::Entry) {
    std::optional<Extent> e = extentOf(o.var, intrinsics_, diags_);
    if (!e) return std::nullopt;
    out.add(at->address + " = " + e->address);
    out.add(at->bytes + " = " + e->bytes);
  }
  return Extent{at->address, at->bytes};
}

namespace {

// The flags of a call, as the module's named constants.
std::string flagsOf(unsigned flags, const char *none = "0_acc2c_int") {
  static const std::pair<DataFlag, const char *> names[] = {
      {FlagFinalize, "acc2c_flag_finalize"},
      {FlagIfPresent, "acc2c_flag_if_present"},
      {FlagZero, "acc2c_flag_zero"},
      {FlagAlways, "acc2c_flag_always"},
      {FlagPresent, "acc2c_flag_present"},
      {FlagNoCreate, "acc2c_flag_no_create"},
      {FlagDeallocate, "acc2c_flag_deallocate"}};
  std::string s;
  for (const auto &[bit, name] : names)
    if (flags & bit) s += (s.empty() ? "" : " + ") + std::string(name);
  return s.empty() ? none : s;
}

std::string counterOf(const DataAction &a) {
  return a.structured ? "acc2c_structured" : "acc2c_dynamic";
}

} // namespace

bool FortranDataOpCalls::emit(const DataOp &o, const Control &control, CodeLines &out,
                              const DataAtEntry *at) {
  std::optional<std::vector<DataAction>> plan =
      planDataActions(o, {control.finalize, control.ifPresent, control.deallocate, control.declare},
                      graph_, diags_);
  if (!plan) return false;
  if (plan->empty()) return true;
  const Variable &v = o.var;
  std::string guard = dataGuard(v, intrinsics_);
  std::string src = source(v.text, o.loc);
  if (annotate_) out.add("! " + annotationOf(o));
  openFamily(v, intrinsics_, out);
  if (at && !at->hadData.empty()) {
    if (o.role() == OpRole::Entry) {
      // What the region and the exit read where the entry found no data.
      out.add(at->hadData + " = " + guard);
      out.add(at->address + " = 0");
      out.add(at->bytes + " = 0");
    }
    guard = at->hadData;
  }
  if (!guard.empty()) out.open("if (" + guard + ") then");
  // Where the data is: computed once, at the first call that needs it (an
  // entry op sets the fixed locals there).
  std::optional<Extent> extent;
  bool ok = true;
  auto head = [&]() -> std::optional<std::string> {
    if (!extent) extent = extentAt(o, at, out);
    if (!extent) return std::nullopt;
    return extent->address + ", " + extent->bytes + ", ";
  };
  for (const DataAction &a : *plan) {
    // POINTER and ALLOCATABLE data: through gfortran's descriptor.
    if (a.entry == DataEntry::Attach) {
      // The whole data's size: the one the entry call just computed, where
      // it names the whole (kept in a local of the construct).
      std::string bytes =
          extent && v.subscripts.empty() ? extent->bytes : wholeExtent(v, intrinsics_).bytes;
      gfcCall(v, "attach",
              {{"integer(acc2c_size)", "0_acc2c_size"},
               {"integer(acc2c_size)", bytes},
               {"integer(acc2c_int)", control.asyncQueue},
               {"type(acc2c_ptr)", "acc2c_source(" + src + ")"}},
              out);
      continue;
    }
    if (a.entry == DataEntry::Detach) {
      gfcCall(v, "detach",
              {{"integer(acc2c_int)", flagsOf(a.flags)},
               {"integer(acc2c_int)", control.asyncQueue},
               {"type(acc2c_ptr)", "acc2c_source(" + src + ")"}},
              out);
      continue;
    }
    if (a.entry == DataEntry::CopyDescriptors) {
      for (const Variable &c : graph_.descriptorComponents(v.type)) {
        Variable slot = c;
        slot.designator = slot.text = v.designator + c.designator;
        gfcCall(slot, "copy_slot",
                {{"type(acc2c_ptr)", "acc2c_source(" + source(slot.text, o.loc) + ")"}}, out);
      }
      continue;
    }
    std::optional<std::string> h = head();
    if (!h) {
      ok = false;
      break;
    }
    std::string flags = flagsOf(a.flags);
    std::string mapType = std::string("acc2c_map_") + mapTypeName(a.mapType);
    switch (a.entry) {
    case DataEntry::Copyin:
      out.add("call acc2c_copyin(" + *h + counterOf(a) + ", " + control.asyncQueue + ", " + src +
              ")");
      break;
    case DataEntry::Create:
      out.add("call acc2c_create(" + *h + counterOf(a) + ", " + flags + ", " + control.asyncQueue +
              ", " + src + ")");
      break;
    case DataEntry::Present:
      out.add("call acc2c_present(" + *h + counterOf(a) + ", " + src + ")");
      break;
    case DataEntry::NoCreate:
      out.add("call acc2c_nocreate(" + *h + counterOf(a) + ", " + src + ")");
      break;
    case DataEntry::Copyout:
    case DataEntry::Delete:
      out.add(std::string("call acc2c_") +
              (a.entry == DataEntry::Copyout ? "copyout(" : "delete(") + *h + counterOf(a) + ", " +
              flags + ", " + control.asyncQueue + ", " + src + ")");
      break;
    case DataEntry::UpdateDevice:
    case DataEntry::UpdateSelf:
      out.add(std::string("call acc2c_update_") +
              (a.entry == DataEntry::UpdateDevice ? "device(" : "self(") + *h + flags + ", " +
              control.asyncQueue + ", " + src + ")");
      break;
    case DataEntry::MapEnter:
    case DataEntry::MapExit:
      out.add(std::string("call acc2c_omp_map_") +
              (a.entry == DataEntry::MapEnter ? "enter(" : "exit(") + *h + mapType + ", " + flags +
              ", acc2c_construct, " + src + ")");
      break;
    case DataEntry::MapUpdateTo:
    case DataEntry::MapUpdateFrom:
      out.add("call acc2c_omp_update(" + *h +
              (a.entry == DataEntry::MapUpdateTo ? "1_acc2c_int" : "0_acc2c_int") + ", " + flags +
              ", " + src + ")");
      break;
    default: break;
    }
  }
  if (!guard.empty()) out.close("end if");
  closeFamily(v, out);
  return ok;
}

} // namespace acc2c
