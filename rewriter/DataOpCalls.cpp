#include "rewriter/DataOpCalls.h"

#include <algorithm>

#include "rewriter/FortranText.h"

#include "llvm/ADT/STLExtras.h"

#include <cctype>
#include <functional>

namespace acc2c {

Control controlOf(const GraphConstruct &c) {
  Control k;
  for (const Clause &cl : c.controlClauses) {
    if (cl.kind == ClauseKind::Async)
      k.async = cl.args.empty() ? "acc2c_async_noval" : "int(" + cl.args[0] + ", acc2c_int)";
    else if (cl.kind == ClauseKind::If && !cl.args.empty()) {
      // OpenMP: if([directive-name-modifier:] condition)
      llvm::StringRef a(cl.args[0]);
      auto [head, rest] = a.split(':');
      bool modifier = !rest.empty() && !head.empty() &&
                      llvm::all_of(head, [](char ch) { return std::isalpha((unsigned char)ch) || ch == ' ' || ch == '_'; });
      k.ifClause = k.condition = (modifier ? rest : a).trim().str();
    }
    else if (cl.kind == ClauseKind::DeviceNum && c.dialect == Dialect::OpenMP &&
             !cl.args.empty()) {
      llvm::StringRef n = llvm::StringRef(cl.args[0]).trim();
      if (n.consume_front("device_num")) n = n.ltrim().drop_front().ltrim(); // the ':'
      k.device = n.str();
    }
    else if (cl.kind == ClauseKind::Finalize)
      k.finalize = true;
    else if (cl.kind == ClauseKind::IfPresent)
      k.ifPresent = true;
    else if (cl.kind == ClauseKind::Wait) {
      k.wait = true;
      for (const std::string &a : cl.args)
        for (const std::string &q : splitArguments(a))
          if (!llvm::StringRef(q).trim().starts_with_insensitive("devnum:") &&
              !llvm::StringRef(q).trim().starts_with_insensitive("queues:"))
            k.waitArgs.push_back(q);
          else if (llvm::StringRef(q).trim().starts_with_insensitive("queues:"))
            k.waitArgs.push_back(llvm::StringRef(q).trim().drop_front(7).trim().str());
    }
  }
  // On the host (the initial device) the construct acts as if its if
  // clause were false.
  if (!k.device.empty()) {
    std::string onDevice = "acc2c_omp_device(int(" + k.device + ", acc2c_int), " +
                           sourceRecord(c.name, c.loc.line) + ") /= 0";
    k.condition = k.ifClause.empty() ? onDevice : "(" + k.ifClause + ") .and. " + onDevice;
  }
  return k;
}

void addWaits(const Control &k, CodeLines &out) {
  if (!k.wait) return;
  if (k.waitArgs.empty()) out.add("call acc2c_wait_all()");
  for (const std::string &q : k.waitArgs) out.add("call acc2c_wait(int(" + q + ", acc2c_int))");
}

std::optional<Extent> extentOf(const Variable &v, Diagnostics &diags) {
  const std::string &d = v.designator;
  if (v.subscripts.empty()) {
    if (v.storage == Storage::AssumedSize) {
      diags.error(v.loc, "'" + v.text + "': an assumed-size array needs a section with an "
                         "upper bound in a data clause");
      return std::nullopt;
    }
    return Extent{"loc(" + d + ")", "acc2c_bytes(" + d + ")"};
  }
  // The section's first element, and the section itself for acc2c_bytes
  // (its span from first to last element).
  std::string first, section;
  for (size_t i = 0; i < v.subscripts.size(); ++i) {
    const Subscript &s = v.subscripts[i];
    std::string dim = std::to_string(i + 1);
    std::string lo = s.lower ? s.lower->str() : "lbound(" + d + ", " + dim + ")";
    if (!s.isElement && !s.upper && v.storage == Storage::AssumedSize &&
        i + 1 == v.subscripts.size()) {
      diags.error(v.loc, "'" + v.text + "': the last dimension of an assumed-size array needs "
                         "an upper bound");
      return std::nullopt;
    }
    first += (i ? ", " : "") + lo;
    section += (i ? ", " : "") +
               (s.isElement ? lo
                            : (s.lower ? s.lower->str() : "") + ":" + (s.upper ? s.upper->str() : ""));
  }
  return Extent{"loc(" + d + "(" + first + "))", "acc2c_bytes(" + d + "(" + section + "))"};
}

std::string dataGuard(const Variable &v) {
  if (v.storage == Storage::Pointer) return "associated(" + v.designator + ")";
  if (v.storage == Storage::Allocatable) return "allocated(" + v.designator + ")";
  return {};
}

std::string DataOpCalls::source(const std::string &name, unsigned line) const {
  return sourceRecord(name, line);
}

// The declared type and shape of a dummy with v's type, rank and attribute.
static std::string dummyDeclaration(const Variable &v, const std::string &name) {
  std::string decl = v.type + (v.storage == Storage::Allocatable ? ", allocatable" : ", pointer") +
                     " :: " + name;
  if (v.rank() > 0) {
    decl += "(";
    for (int i = 0; i < v.rank(); ++i) decl += i ? ",:" : ":";
    decl += ")";
  }
  return decl;
}

void DataOpCalls::gfcCall(const Variable &v, const std::string &routine,
                          const std::vector<std::pair<std::string, std::string>> &args,
                          CodeLines &out) {
  std::string n = std::to_string(++sites_);
  std::string iface = "acc2c_gfc" + n, holder = "acc2c_h" + n, fp = "acc2c_call" + n,
              dummy = "acc2c_x" + n;
  // Dummy names are unique per site too: gfortran mixes up same-named
  // dummies of abstract interfaces in different BLOCKs.
  std::string params = dummy + ", acc2c_layout" + n;
  for (size_t i = 0; i < args.size(); ++i) params += ", acc2c_a" + n + "_" + std::to_string(i);
  out.open("block");
  out.open("abstract interface");
  out.open("subroutine " + iface + "(" + params + ")");
  out.add("import");
  out.add(dummyDeclaration(v, dummy));
  out.add("integer(acc2c_int) :: acc2c_layout" + n);
  for (size_t i = 0; i < args.size(); ++i)
    out.add(args[i].first + " :: acc2c_a" + n + "_" + std::to_string(i));
  out.close("end subroutine");
  out.close("end interface");
  // A procedure pointer component, not a plain procedure pointer: gfortran
  // 12 fails on a procedure pointer local to a BLOCK in a unit that CONTAINS
  // procedures.
  out.open("type :: " + holder);
  out.add("procedure(" + iface + "), pointer, nopass :: f");
  out.close("end type");
  out.add("type(" + holder + ") :: " + fp);
  out.add("call acc2c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_" + routine + "), " + fp + "%f)");
  std::string call = "call " + fp + "%f(" + v.designator + ", " +
                     (v.rank() > 0 ? "acc2c_slot_gfortran" : "acc2c_slot_pointer");
  for (const auto &a : args) call += ", " + a.second;
  out.add(call + ")");
  out.close("end block");
}

void DataOpCalls::declareGlobal(const Variable &v, CodeLines &out) {
  std::string guard = dataGuard(v);
  if (!guard.empty()) out.open("if (" + guard + ") then");
  out.add("call acc2c_omp_declare_target(loc(" + v.designator + "), acc2c_bytes(" +
          v.designator + "), " + source(v.designator, v.loc.line) + ")");
  if (!guard.empty()) out.close("end if");
}

const FixedData *fixedFor(const std::map<OpId, FixedData> *fixed, const DataOpGraph &g,
                          OpId id) {
  if (!fixed) return nullptr;
  const DataOp &o = g.op(id);
  auto f = fixed->find(o.role() == OpRole::Exit && o.entry ? *o.entry : id);
  return f == fixed->end() ? nullptr : &f->second;
}

std::optional<FixedData> DataOpCalls::atEntry(const DataOp &o, GeneratedNames &names,
                                               CodeLines &declare) {
  const Variable &v = o.var;
  bool movable = !v.subscripts.empty() || v.storage == Storage::Pointer ||
                 v.storage == Storage::Allocatable;
  if (!movable || o.descriptorMap || o.kind == DataOpKind::Attach) return std::nullopt;
  FixedData f{names.forVariable(v.designator, "_addr"), names.forVariable(v.designator, "_bytes"), ""};
  declare.add("integer(acc2c_address) :: " + f.address);
  declare.add("integer(acc2c_size) :: " + f.bytes);
  return f;
}

std::map<OpId, FixedData> DataOpCalls::fixAll(const std::vector<OpId> &entries,
                                              const std::vector<OpId> &exits,
                                              GeneratedNames &names, CodeLines &declare) {
  std::map<OpId, FixedData> fixed;
  for (OpId x : exits)
    if (std::optional<OpId> e = graph_.op(x).entry)
      if (std::find(entries.begin(), entries.end(), *e) != entries.end() && !fixed.count(*e))
        if (std::optional<FixedData> f = atEntry(graph_.op(*e), names, declare)) fixed[*e] = *f;
  return fixed;
}

std::optional<Extent> DataOpCalls::extentAt(const DataOp &o, const FixedData *at, CodeLines &out) {
  if (!at) return extentOf(o.var, diags_);
  if (o.role() == OpRole::Entry) {
    std::optional<Extent> e = extentOf(o.var, diags_);
    if (!e) return std::nullopt;
    out.add(at->address + " = " + e->address);
    out.add(at->bytes + " = " + e->bytes);
  }
  return Extent{at->address, at->bytes};
}

bool DataOpCalls::emit(const DataOp &o, const Control &k, CodeLines &out, const FixedData *at) {
  switch (o.kind) {
  case DataOpKind::Deviceptr:
  case DataOpKind::Private:
  case DataOpKind::Firstprivate:
  case DataOpKind::Reduction:
  case DataOpKind::Cache:
  case DataOpKind::DeclareEnter:
  case DataOpKind::DeclareExit:
    return true; // no data action: region bindings and declare tokens
  case DataOpKind::DeclareLink:
    return true; // mapped by the data clauses that name it later (2.13.3)
  default:
    break;
  }
  const Variable &v = o.var;
  bool viaDescriptor = !o.attachThrough.empty() || v.storage == Storage::Pointer ||
                       v.storage == Storage::Allocatable;
  std::string guard = dataGuard(v);
  std::string src = source(v.text, o.loc.line);
  std::string counter = o.structured ? "acc2c_structured" : "acc2c_dynamic";
  std::string exitFlags = k.finalize ? "acc2c_flag_finalize" : "0";
  if (o.clause == DataClause::NoCreate) exitFlags = "acc2c_flag_no_create";

  if (annotate_) out.add("! " + annotationOf(o));
  if (!guard.empty()) out.open("if (" + guard + ") then");
  // Attach after the data is there; detach before it goes (2.6.8).
  auto attach = [&] {
    if (!viaDescriptor || (!v.isArray() && v.storage == Storage::Plain)) return;
    gfcCall(v, "attach",
            {{"integer(acc2c_size)", "0_acc2c_size"},
             {"integer(acc2c_size)", "acc2c_bytes(" + v.designator + ")"},
             {"integer(acc2c_int)", k.async}, {"type(acc2c_ptr)", src}},
            out);
  };
  auto detach = [&] {
    if (!viaDescriptor) return;
    std::string flags = k.finalize ? "acc2c_flag_finalize" : "0_acc2c_int";
    gfcCall(v, "detach",
            {{"integer(acc2c_int)", flags}, {"integer(acc2c_int)", k.async},
             {"type(acc2c_ptr)", src}},
            out);
  };

  bool ok = true;
  if (o.dialect == Dialect::OpenMP && o.descriptorMap) {
    // The descriptor itself: its storage is the host variable's; the data
    // map that is its member maps (and attaches) the data.
  } else if (o.dialect == Dialect::OpenMP) {
    ok = emitOpenMP(o, k, src, out, attach, detach, at);
  } else if (o.kind == DataOpKind::Attach) {
    attach();
  } else if (o.kind == DataOpKind::Detach) {
    detach();
  } else if (std::optional<Extent> e = extentAt(o, at, out)) {
    std::string head = e->address + ", " + e->bytes + ", ";
    switch (o.kind) {
    case DataOpKind::Copyin:
      out.add("call acc2c_copyin(" + head + counter + ", " + k.async + ", " + src + ")");
      attach();
      break;
    case DataOpKind::DeclareDeviceResident: // device memory only (2.13.1)
    case DataOpKind::Create:
      out.add("call acc2c_create(" + head + counter + ", " +
              (o.modifiers.zero ? "acc2c_flag_zero" : "0") + ", " + k.async + ", " + src + ")");
      // The descriptors inside the object are the host's, copied verbatim
      // (null ones stay null); attached ones are kept (docs/descriptors.md,
      // "Create copies descriptors verbatim").
      if (v.isAggregate && v.rank() == 0 && v.subscripts.empty())
        for (const Variable &c : graph_.descriptorComponents(v.type)) {
          Variable slot = c;
          slot.designator = slot.text = v.designator + c.designator;
          gfcCall(slot, "copy_slot", {{"type(acc2c_ptr)", source(slot.text, o.loc.line)}}, out);
        }
      attach();
      break;
    case DataOpKind::Present:
      out.add("call acc2c_present(" + head + counter + ", " + src + ")");
      attach();
      break;
    case DataOpKind::NoCreate:
      out.add("call acc2c_nocreate(" + head + counter + ", " + src + ")");
      attach();
      break;
    case DataOpKind::Copyout:
      detach();
      out.add("call acc2c_copyout(" + head + counter + ", " + exitFlags + ", " + k.async + ", " +
              src + ")");
      break;
    case DataOpKind::Delete:
      detach();
      out.add("call acc2c_delete(" + head + counter + ", " + exitFlags + ", " + k.async + ", " +
              src + ")");
      break;
    case DataOpKind::UpdateDevice:
    case DataOpKind::UpdateHost:
      out.add(std::string("call acc2c_update_") +
              (o.kind == DataOpKind::UpdateDevice ? "device(" : "self(") + head +
              (k.ifPresent ? "acc2c_flag_if_present" : "0") + ", " + k.async + ", " + src + ")");
      break;
    default:
      diags_.error(o.loc, std::string("'") + mnemonic(o.kind) + "' operations are not translated yet");
      ok = false;
    }
  } else {
    ok = false;
  }
  if (!guard.empty()) out.close("end if");
  return ok;
}

bool DataOpCalls::emitOpenMP(const DataOp &o, const Control &k, const std::string &src,
                             CodeLines &out, const std::function<void()> &attach,
                             const std::function<void()> &detach, const FixedData *at) {
  std::optional<Extent> e = extentAt(o, at, out);
  if (!e) return false;
  std::string head = e->address + ", " + e->bytes + ", ";
  std::string flags = "0";
  if (o.modifiers.always) flags = "acc2c_flag_always";
  if (o.modifiers.present) flags = flags == "0" ? "acc2c_flag_present" : flags + " + acc2c_flag_present";
  std::string mapType = std::string("acc2c_map_") +
                        (o.mapType == MapType::None ? "tofrom" : mapTypeName(o.mapType));
  (void)k;
  switch (o.kind) {
  case DataOpKind::UpdateDevice:
  case DataOpKind::UpdateHost:
    out.add("call acc2c_omp_update(" + head + (o.kind == DataOpKind::UpdateDevice ? "1" : "0") +
            ", " + flags + ", " + src + ")");
    return true;
  default:
    break;
  }
  if (o.role() == OpRole::Entry) {
    out.add("call acc2c_omp_map_enter(" + head + mapType + ", " + flags + ", acc2c_construct, " +
            src + ")");
    attach();
  } else {
    detach();
    out.add("call acc2c_omp_map_exit(" + head + mapType + ", " + flags + ", acc2c_construct, " +
            src + ")");
  }
  return true;
}

std::string annotationOf(const DataOp &o) {
  if (o.dialect == Dialect::OpenMP) {
    if (o.kind == DataOpKind::UpdateDevice || o.kind == DataOpKind::UpdateHost)
      return std::string(o.kind == DataOpKind::UpdateDevice ? "to(" : "from(") + o.name() +
             "): target update (OpenMP 5.2, 13.9)";
    return std::string(o.implicit() ? "implicit " : "") + "map(" +
           (o.mapType == MapType::None ? "tofrom" : mapTypeName(o.mapType)) + ": " + o.name() +
           "): " + (o.role() == OpRole::Exit ? "map exit" : "map entry") +
           ", reference count (OpenMP 5.2, 5.8.3)";
  }
  // The clause the user wrote decides the section; implicit ops cite the
  // implicit data attribute rules.
  const char *section = "2.7";
  switch (o.clause) {
  case DataClause::Copy: section = "2.7.6"; break;
  case DataClause::Copyin: section = "2.7.7"; break;
  case DataClause::Copyout: section = "2.7.8"; break;
  case DataClause::Create: section = "2.7.9"; break;
  case DataClause::Present: section = "2.7.5"; break;
  case DataClause::NoCreate: section = "2.7.10"; break;
  case DataClause::Delete: section = "2.7.11"; break;
  case DataClause::Attach: section = "2.7.12"; break;
  case DataClause::Detach: section = "2.7.13"; break;
  case DataClause::Deviceptr: section = "2.7.4"; break;
  case DataClause::UpdateSelf:
  case DataClause::UpdateHost:
  case DataClause::UpdateDevice: section = "2.14.4"; break;
  default: break;
  }
  if (o.implicit()) section = "2.6.2";
  std::string clause = userSpelling(o.clause);
  if (clause.empty()) clause = mnemonic(o.kind);
  std::string what = mnemonic(o.kind);
  // attach/detach count attachments of the pointer, not references to
  // its data (2.6.8).
  bool attachment = o.kind == DataOpKind::Attach || o.kind == DataOpKind::Detach;
  if (o.kind != DataOpKind::UpdateDevice && o.kind != DataOpKind::UpdateHost)
    what += std::string(o.role() == OpRole::Exit ? " at exit, " : " at entry, ") +
            (attachment ? std::string("attachment counter")
                        : std::string(o.structured ? "structured" : "dynamic") +
                              " reference counter");
  return std::string(o.implicit() ? "implicit " : "") + clause + "(" + o.name() + "): " + what +
         " (OpenACC 3.3, " + section + ")";
}

} // namespace acc2c
