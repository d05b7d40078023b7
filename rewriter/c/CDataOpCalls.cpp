#include "rewriter/c/CDataOpCalls.h"

#include "rewriter/common/Annotation.h"
#include "rewriter/common/DataActions.h"

#include <cctype>

#include <algorithm>
#include <set>

namespace acc2c {

Control controlOfC(const GraphConstruct &c, CSourceRecords &sources) {
  Control control = readControl(c);
  control.asyncQueue = !control.async           ? "ACC2C_ASYNC_SYNC"
                       : control.async->empty() ? "ACC2C_ASYNC_NOVAL"
                                                : "(int)(" + *control.async + ")";
  // OpenMP device(n): on the host (the initial device) the construct acts as
  // if its if clause were false.
  control.condition = control.ifClause;
  // The construct's record, only where a call names it (the table lists
  // what the file uses).
  if (control.waitDevice || !control.device.empty())
    control.source = sources.ref(c.name, c.loc.line);
  if (!control.device.empty()) {
    std::string onDevice =
        "acc2c_omp_device((int)(" + control.device + "), " + control.source + ")";
    control.condition =
        control.ifClause.empty() ? onDevice : "(" + control.ifClause + ") && " + onDevice;
  }
  return control;
}

void addWaitsC(const Control &control, CodeLines &out) {
  if (!control.wait) return;
  if (control.waitDevice) {
    // wait(devnum: d: ...): the queues of device d.
    std::string d = "(int)(" + *control.waitDevice + ")";
    for (const std::string &q : control.waitArgs)
      out.add("acc2c_wait_device((int)(" + q + "), " + d + ", " + control.source + ");");
    return;
  }
  if (control.waitArgs.empty()) out.add("acc2c_wait_all();");
  for (const std::string &q : control.waitArgs) out.add("acc2c_wait((int)(" + q + "));");
}

std::string cLiteral(const std::string &s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  return out + "\"";
}

std::string CSourceRecords::ref(const std::string &name, unsigned line, const std::string &file) {
  Record r{name, file.empty() ? file_ : file, line};
  auto it = std::find(records_.begin(), records_.end(), r);
  size_t k = it - records_.begin();
  if (it == records_.end()) records_.push_back(r);
  return "acc2c_source(" + std::to_string(k) + ")";
}

std::string CSourceRecords::definition() const {
  std::string s = "static const acc2c_src acc2c_srcs[] __attribute__((__unused__)) = {\n";
  for (const Record &r : records_)
    s +=
        "  {" + cLiteral(r.name) + ", " + cLiteral(r.file) + ", " + std::to_string(r.line) + "},\n";
  if (records_.empty()) s += "  {0, 0, 0},\n";
  // Calls reach the records through a function: a user's construct with
  // default(none), default(private) or default(firstprivate) around a
  // translated one would need the table listed in a clause, not a function.
  return s + "};\n"
             "static inline __attribute__((__unused__)) const acc2c_src *acc2c_source(int k) {\n"
             "  return &acc2c_srcs[k];\n"
             "}\n";
}

std::string cAddressOf(const std::string &lvalue, bool qualified) {
  bool postfix = !lvalue.empty() && lvalue.front() == '(' && lvalue.back() == ']';
  return (qualified ? "(void *)&" : "&") + (postfix ? lvalue : "(" + lvalue + ")");
}

std::optional<Extent> cExtentOf(const Variable &v, Diagnostics &diags) {
  const bool qualified = v.isQualified;
  if (v.subscripts.empty())
    return Extent{cAddressOf(v.designator, qualified), "sizeof(" + v.designator + ")"};
  const std::string d = "(" + v.designator + ")";
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
      diags.error(v.loc,
                  "'" + v.text + "': a section of a pointer needs a length ([lower:length])");
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
    return Extent{cAddressOf(first, qualified),
                  "(acc2c_size)(" + length->str() + ") * sizeof(" + first + ")"};
  }
  return Extent{cAddressOf(first, qualified), "(acc2c_size)((const char *)&" + last +
                                                  " - (const char *)&" + first + ") + sizeof(" +
                                                  first + ")"};
}

std::optional<DataAtEntry> CDataOpCalls::atEntry(const DataOp &o, CodeLines &declare,
                                                 CodeLines &set) {
  const Variable &v = o.var;
  // Every row of a dynamic multidimensional array is found again at exit.
  if (v.isProcedure || !v.each.empty() || (v.subscripts.empty() && v.designator == v.rootName))
    return std::nullopt;
  Diagnostics ignored; // emit() reports
  std::optional<Extent> e = cExtentOf(v, ignored);
  if (!e) return std::nullopt;
  std::string id = std::to_string(++keptAtEntry_);
  DataAtEntry f{"acc2c_h" + id, "acc2c_n" + id, ""};
  declare.add("void *" + f.address + " = 0; acc2c_size " + f.bytes + " = 0; (void)" + f.address +
              "; (void)" + f.bytes + ";");
  // An inferred section maps nothing where its data is present already.
  std::string bytes = o.implicitRule == ImplicitRule::InferredSection
                          ? "acc2c_inferred_bytes(" + f.address + ", " + e->bytes + ", " +
                                source(v.text, o.loc) + ")"
                          : e->bytes;
  set.add(f.address + " = " + e->address + "; " + f.bytes + " = " + bytes + ";");
  if (attachesPointer(o) && o.kind != DataOpKind::Attach && o.kind != DataOpKind::Detach) {
    f.slot = "acc2c_s" + id;
    declare.add("void *" + f.slot + " = 0; (void)" + f.slot + ";");
    set.add(f.slot + " = (void *)&(" + v.designator + ");");
  }
  return f;
}

std::map<OpId, DataAtEntry> CDataOpCalls::keepAtEntry(const std::vector<OpId> &entries,
                                                      const std::vector<OpId> &exits,
                                                      CodeLines &declare, CodeLines &set) {
  std::set<OpId> closed;
  for (OpId id : exits)
    if (std::optional<OpId> e = graph_.op(id).entry) closed.insert(*e);
  std::map<OpId, DataAtEntry> fixed;
  for (OpId id : entries)
    if (closed.count(id))
      if (std::optional<DataAtEntry> f = atEntry(graph_.op(id), declare, set)) fixed[id] = *f;
  return fixed;
}

namespace {

// The flags of a call, as acc2c_runtime.h's macros.
std::string cFlagsOf(unsigned flags) {
  static const std::pair<DataFlag, const char *> names[] = {{FlagFinalize, "ACC2C_FINALIZE"},
                                                            {FlagIfPresent, "ACC2C_IF_PRESENT"},
                                                            {FlagZero, "ACC2C_ZERO"},
                                                            {FlagAlways, "ACC2C_ALWAYS"},
                                                            {FlagPresent, "ACC2C_PRESENT"},
                                                            {FlagNoCreate, "ACC2C_NO_CREATE"},
                                                            {FlagDeallocate, "ACC2C_DEALLOCATE"}};
  std::string s;
  for (const auto &[bit, name] : names)
    if (flags & bit) s += (s.empty() ? "" : " | ") + std::string(name);
  return s.empty() ? "0" : s;
}

std::string cMapTypeOf(MapType t) {
  std::string name = mapTypeName(t);
  for (char &c : name) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return "ACC2C_MAP_" + name;
}

} // namespace

bool CDataOpCalls::emit(const DataOp &o, const Control &control, CodeLines &out,
                        const DataAtEntry *at) {
  std::optional<std::vector<DataAction>> plan =
      planDataActions(o, {control.finalize, control.ifPresent, control.deallocate, control.declare},
                      graph_, diags_);
  if (!plan) return false;
  if (plan->empty()) return true;
  const Variable &v = o.var;
  std::optional<Extent> e = cExtentOf(v, diags_);
  if (!e) return false;
  if (at) *e = Extent{at->address, at->bytes};
  std::string src = source(v.text, o.loc);
  std::string head = e->address + ", " + e->bytes + ", ";
  // A section through a pointer variable (`p[0:n]`) attaches the pointer
  // too, for when the pointer itself is present (declare create(g), an
  // earlier copyin(p)): OpenACC 3.3 2.6.8, OpenMP 5.2 5.8.7. Where it is
  // not, the shim does nothing. attach(p)/detach(p) name the pointer
  // itself, its target the data it points to (2.7.12).
  bool clauseOnPointer = o.kind == DataOpKind::Attach || o.kind == DataOpKind::Detach;
  std::string slot = at && !at->slot.empty() ? at->slot : "(void *)&(" + v.designator + ")";
  if (annotate_) out.add("/* " + annotationOf(o) + " */");
  // A family of variables (the rows of a dynamic multidimensional array):
  // the actions, member by member.
  for (auto r = v.each.begin(); r != v.each.end(); ++r)
    out.open("for (long long " + r->index + " = (long long)(" + r->lower->str() + "); " + r->index +
             " <= (long long)(" + r->upper->str() + "); ++" + r->index + ") {");
  for (const DataAction &a : *plan) {
    std::string flags = cFlagsOf(a.flags);
    std::string counter = a.structured ? "ACC2C_STRUCTURED" : "ACC2C_DYNAMIC";
    switch (a.entry) {
    case DataEntry::Attach:
      out.add("acc2c_attach(" + slot + ", ACC2C_SLOT_POINTER, " +
              (clauseOnPointer ? "0, 1"
                               : "(acc2c_size)((const char *)" + e->address + " - (const char *)(" +
                                     v.designator + ")), " + e->bytes) +
              ", " + control.asyncQueue + ", " + src + ");");
      break;
    case DataEntry::Detach:
      out.add("acc2c_detach(" + slot + ", ACC2C_SLOT_POINTER, " + flags + ", " +
              control.asyncQueue + ", " + src + ");");
      break;
    case DataEntry::CopyDescriptors: // C objects hold no descriptors
      break;
    case DataEntry::Copyin:
      out.add("acc2c_copyin(" + head + counter + ", " + control.asyncQueue + ", " + src + ");");
      break;
    case DataEntry::Create:
      out.add("acc2c_create(" + head + counter + ", " + flags + ", " + control.asyncQueue + ", " +
              src + ");");
      break;
    case DataEntry::Present: out.add("acc2c_present(" + head + counter + ", " + src + ");"); break;
    case DataEntry::NoCreate:
      out.add("acc2c_nocreate(" + head + counter + ", " + src + ");");
      break;
    case DataEntry::Copyout:
    case DataEntry::Delete:
      out.add(std::string(a.entry == DataEntry::Copyout ? "acc2c_copyout(" : "acc2c_delete(") +
              head + counter + ", " + flags + ", " + control.asyncQueue + ", " + src + ");");
      break;
    case DataEntry::UpdateDevice:
    case DataEntry::UpdateSelf:
      out.add(std::string("acc2c_update_") +
              (a.entry == DataEntry::UpdateDevice ? "device(" : "self(") + head + flags + ", " +
              control.asyncQueue + ", " + src + ");");
      break;
    case DataEntry::MapEnter:
    case DataEntry::MapExit:
      out.add(std::string(a.entry == DataEntry::MapEnter ? "acc2c_omp_map_enter("
                                                         : "acc2c_omp_map_exit(") +
              head + cMapTypeOf(a.mapType) + ", " + flags + ", acc2c_c, " + src + ");");
      break;
    case DataEntry::MapUpdateTo:
    case DataEntry::MapUpdateFrom:
      out.add("acc2c_omp_update(" + head + (a.entry == DataEntry::MapUpdateTo ? "1" : "0") + ", " +
              flags + ", " + src + ");");
      break;
    }
  }
  for (size_t i = 0; i < v.each.size(); ++i) out.close("}");
  return true;
}

} // namespace acc2c
