#include "rewriter/c/CDataOpCalls.h"

#include "rewriter/FortranText.h"

#include <algorithm>
#include <set>

namespace acc2c {

Control controlOfC(const GraphConstruct &c, CSourceRecords &sources) {
  Control k = controlOf(c);
  k.async = "ACC2C_ASYNC_SYNC";
  for (const Clause &cl : c.controlClauses)
    if (cl.kind == ClauseKind::Async)
      k.async = cl.args.empty() ? "ACC2C_ASYNC_NOVAL" : "(int)(" + cl.args[0] + ")";
  // OpenMP device(n): on the host (the initial device) the construct acts as
  // if its if clause were false.
  k.condition = k.ifClause;
  if (!k.device.empty()) {
    std::string onDevice = "acc2c_omp_device((int)(" + k.device + "), " +
                           sources.ref(c.name, c.loc.line) + ")";
    k.condition = k.ifClause.empty() ? onDevice : "(" + k.ifClause + ") && " + onDevice;
  }
  return k;
}

void addWaitsC(const Control &k, CodeLines &out) {
  if (!k.wait) return;
  if (k.waitArgs.empty()) out.add("acc2c_wait_all();");
  for (const std::string &q : k.waitArgs) out.add("acc2c_wait((int)(" + q + "));");
}

std::string cLiteral(const std::string &s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '\n') { out += "\\n"; continue; }
    out += c;
  }
  return out + "\"";
}

std::string CSourceRecords::ref(const std::string &name, unsigned line, const std::string &file) {
  Record r{name, file.empty() ? file_ : file, line};
  auto it = std::find(records_.begin(), records_.end(), r);
  size_t k = it - records_.begin();
  if (it == records_.end()) records_.push_back(r);
  return "&acc2c_srcs[" + std::to_string(k) + "]";
}

std::string CSourceRecords::definition() const {
  std::string s = "static const acc2c_src acc2c_srcs[] __attribute__((unused)) = {\n";
  for (const Record &r : records_)
    s += "  {" + cLiteral(r.name) + ", " + cLiteral(r.file) + ", " + std::to_string(r.line) + "},\n";
  if (records_.empty()) s += "  {0, 0, 0},\n";
  return s + "};\n";
}

std::optional<Extent> cExtentOf(const Variable &v, Diagnostics &diags) {
  const std::string d = "(" + v.designator + ")";
  if (v.subscripts.empty())
    return Extent{"(void *)&" + d, "sizeof(" + v.designator + ")"};
  // The model lists dimension 1 (fastest varying: C's last subscript) first.
  std::vector<std::string> lo, hi;
  std::optional<BoundExpr> length; // of a one-dimensional section
  for (size_t i = v.subscripts.size(); i-- > 0;) {
    const Subscript &s = v.subscripts[i];
    const DeclaredDim &dim = v.shape[i];
    BoundExpr l = s.lower ? *s.lower : BoundExpr::constant(0);
    std::optional<BoundExpr> h = s.isElement ? std::optional<BoundExpr>(l) : s.upper;
    if (!h) h = dim.upper;
    if (!h) {
      diags.error(v.loc, "'" + v.text + "': a section of a pointer needs a length ([lower:length])");
      return std::nullopt;
    }
    lo.push_back(l.str());
    hi.push_back(h->str());
    length = *h - l + 1;
  }
  std::string first = d, last = d;
  for (size_t i = 0; i < lo.size(); ++i) {
    first += "[" + lo[i] + "]";
    last += "[" + hi[i] + "]";
  }
  if (lo.size() == 1) {
    return Extent{"(void *)&" + first, "(size_t)(" + length->str() + ") * sizeof(" + first + ")"};
  }
  return Extent{"(void *)&" + first, "(size_t)((const char *)&" + last + " - (const char *)&" +
                                         first + ") + sizeof(" + first + ")"};
}

namespace {
// A section through a pointer (`p[0:n]`) or a member reached through one
// (`s.p[0:n]`, `ps->p`): its data is attached through the pointer.
bool attachesThroughSlot(const DataOp &o) {
  return !o.attachThrough.empty() ||
         (o.var.storage == Storage::CPointerVariable && !o.var.subscripts.empty());
}
} // namespace

std::optional<FixedData> CDataOpCalls::fix(const DataOp &o, CodeLines &declare, CodeLines &set) {
  const Variable &v = o.var;
  if (v.isProcedure || (v.subscripts.empty() && v.designator == v.rootName)) return std::nullopt;
  Diagnostics ignored; // emit() reports
  std::optional<Extent> e = cExtentOf(v, ignored);
  if (!e) return std::nullopt;
  std::string id = std::to_string(++fixed_);
  FixedData f{"acc2c_h" + id, "acc2c_n" + id, ""};
  declare.add("void *" + f.address + " = 0; size_t " + f.bytes + " = 0; (void)" + f.address +
              "; (void)" + f.bytes + ";");
  set.add(f.address + " = " + e->address + "; " + f.bytes + " = " + e->bytes + ";");
  if (attachesThroughSlot(o)) {
    f.slot = "acc2c_s" + id;
    declare.add("void *" + f.slot + " = 0; (void)" + f.slot + ";");
    set.add(f.slot + " = (void *)&(" + v.designator + ");");
  }
  return f;
}

std::map<OpId, FixedData> CDataOpCalls::fixAll(const std::vector<OpId> &entries,
                                               const std::vector<OpId> &exits,
                                               CodeLines &declare, CodeLines &set) {
  std::set<OpId> closed;
  for (OpId id : exits)
    if (std::optional<OpId> e = graph_.op(id).entry) closed.insert(*e);
  std::map<OpId, FixedData> fixed;
  for (OpId id : entries)
    if (closed.count(id))
      if (std::optional<FixedData> f = fix(graph_.op(id), declare, set)) fixed[id] = *f;
  return fixed;
}

bool CDataOpCalls::emit(const DataOp &o, const Control &k, CodeLines &out, const FixedData *at) {
  switch (o.kind) {
  case DataOpKind::Deviceptr:
  case DataOpKind::Private:
  case DataOpKind::Firstprivate:
  case DataOpKind::Reduction:
  case DataOpKind::Cache:
  case DataOpKind::DeclareEnter:
  case DataOpKind::DeclareExit:
  case DataOpKind::UseDevice:
    return true; // no data action: region bindings, declare tokens, device addresses
  case DataOpKind::DeclareLink:
    return true; // mapped by the data clauses that name it later (2.13.3)
  default:
    break;
  }
  const Variable &v = o.var;
  if (v.isProcedure) return true; // declare target of a function: nothing to map
  std::optional<Extent> e = cExtentOf(v, diags_);
  if (!e) return false;
  if (at) *e = Extent{at->address, at->bytes};
  std::string src = source(v.text, o.loc);
  std::string counter = o.structured ? "ACC2C_STRUCTURED" : "ACC2C_DYNAMIC";
  std::string exitFlags = k.finalize ? "ACC2C_FINALIZE" : "0";
  if (o.clause == DataClause::NoCreate) exitFlags = "ACC2C_NO_CREATE";
  std::string head = e->address + ", " + e->bytes + ", ";
  // A section through a pointer variable (`p[0:n]`) attaches the pointer
  // too, for when the pointer itself is present (declare create(g), an
  // earlier copyin(p)): OpenACC 3.3 2.6.8, OpenMP 5.2 5.8.7. Where it is
  // not, the shim does nothing.
  bool viaSlot = attachesThroughSlot(o);
  std::string slot = at && !at->slot.empty() ? at->slot : "(void *)&(" + v.designator + ")";

  if (annotate_) out.add("/* " + annotationOf(o) + " */");
  auto attach = [&] {
    if (!viaSlot) return;
    out.add("acc2c_attach(" + slot + ", ACC2C_SLOT_POINTER, (size_t)((const char *)" +
            e->address + " - (const char *)(" + v.designator + ")), " + e->bytes + ", " +
            k.async + ", " + src + ");");
  };
  auto detach = [&] {
    if (!viaSlot) return;
    out.add("acc2c_detach(" + slot + ", ACC2C_SLOT_POINTER, " +
            (k.finalize ? "ACC2C_FINALIZE" : "0") + ", " + k.async + ", " + src + ");");
  };

  if (o.dialect == Dialect::OpenMP) {
    std::string flags = "0";
    if (o.modifiers.always) flags = "ACC2C_ALWAYS";
    if (o.modifiers.present) flags = flags == "0" ? "ACC2C_PRESENT" : flags + " | ACC2C_PRESENT";
    if (o.kind == DataOpKind::UpdateDevice || o.kind == DataOpKind::UpdateHost) {
      out.add("acc2c_omp_update(" + head + (o.kind == DataOpKind::UpdateDevice ? "1" : "0") +
              ", " + flags + ", " + src + ");");
      return true;
    }
    if (o.descriptorMap) return true;
    std::string mapType = "ACC2C_MAP_TOFROM";
    switch (o.mapType) {
    case MapType::To: mapType = "ACC2C_MAP_TO"; break;
    case MapType::From: mapType = "ACC2C_MAP_FROM"; break;
    case MapType::Alloc: mapType = "ACC2C_MAP_ALLOC"; break;
    case MapType::Release: mapType = "ACC2C_MAP_RELEASE"; break;
    case MapType::Delete: mapType = "ACC2C_MAP_DELETE"; break;
    default: break;
    }
    if (o.role() == OpRole::Entry) {
      out.add("acc2c_omp_map_enter(" + head + mapType + ", " + flags + ", acc2c_c, " +
              src + ");");
      attach();
    } else {
      detach();
      out.add("acc2c_omp_map_exit(" + head + mapType + ", " + flags + ", acc2c_c, " + src + ");");
    }
    return true;
  }

  // attach(p) / detach(p): the pointer named is the slot, its target the
  // data it points to (2.7.12).
  std::string pointerSlot = "(void *)&(" + v.designator + ")";
  switch (o.kind) {
  case DataOpKind::Attach:
    out.add("acc2c_attach(" + pointerSlot + ", ACC2C_SLOT_POINTER, 0, 1, " + k.async + ", " +
            src + ");");
    break;
  case DataOpKind::Detach:
    out.add("acc2c_detach(" + pointerSlot + ", ACC2C_SLOT_POINTER, " +
            (k.finalize ? "ACC2C_FINALIZE" : "0") + ", " + k.async + ", " + src + ");");
    break;
  case DataOpKind::Copyin:
    out.add("acc2c_copyin(" + head + counter + ", " + k.async + ", " + src + ");");
    attach();
    break;
  case DataOpKind::DeclareDeviceResident: // device memory only (2.13.1)
  case DataOpKind::Create:
    out.add("acc2c_create(" + head + counter + ", " +
            (o.modifiers.zero ? "ACC2C_ZERO" : "0") + ", " + k.async + ", " + src + ");");
    attach();
    break;
  case DataOpKind::Present:
    out.add("acc2c_present(" + head + counter + ", " + src + ");");
    attach();
    break;
  case DataOpKind::NoCreate:
    out.add("acc2c_nocreate(" + head + counter + ", " + src + ");");
    attach();
    break;
  case DataOpKind::Copyout:
    detach();
    out.add("acc2c_copyout(" + head + counter + ", " + exitFlags + ", " + k.async + ", " + src +
            ");");
    break;
  case DataOpKind::Delete:
    detach();
    out.add("acc2c_delete(" + head + counter + ", " + exitFlags + ", " + k.async + ", " + src +
            ");");
    break;
  case DataOpKind::UpdateDevice:
  case DataOpKind::UpdateHost:
    out.add(std::string("acc2c_update_") +
            (o.kind == DataOpKind::UpdateDevice ? "device(" : "self(") + head +
            (k.ifPresent ? "ACC2C_IF_PRESENT" : "0") + ", " + k.async + ", " + src + ");");
    break;
  default:
    diags_.error(o.loc, std::string("'") + mnemonic(o.kind) +
                            "' operations are not translated for C yet");
    return false;
  }
  return true;
}

} // namespace acc2c
