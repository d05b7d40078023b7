#include "rewriter/FortranRewriter.h"

#include "frontend/fortran/DirectiveText.h"

#include "llvm/ADT/RewriteBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <sstream>

namespace acc2c {
namespace {

// A Fortran character literal: "..." with embedded quotes doubled.
std::string quoted(const std::string &s) {
  std::string out = "\"";
  for (char c : s) {
    out += c;
    if (c == '"') out += '"';
  }
  return out + "\"";
}

// The address and byte count of an op's data, as Fortran expressions.
// Sections cover their enclosing contiguous span: from the first element to
// the last one, which is what the runtime maps.
struct Extent {
  std::string address, bytes;
};

std::optional<Extent> extentOf(const Variable &v, Diagnostics &diags) {
  const std::string &d = v.designator;
  std::string elementBytes = "storage_size(" + d + ", kind=c_size_t)/8";
  if (v.subscripts.empty()) {
    if (v.storage == Storage::AssumedSize) {
      diags.error(v.loc, "'" + v.text + "': an assumed-size array needs a section with an "
                         "upper bound in a data clause");
      return std::nullopt;
    }
    if (!v.isArray()) return Extent{"loc(" + d + ")", elementBytes};
    return Extent{"loc(" + d + ")", "size(" + d + ", kind=c_size_t)*" + elementBytes};
  }
  std::string first, last;
  for (size_t i = 0; i < v.subscripts.size(); ++i) {
    const Subscript &s = v.subscripts[i];
    std::string dim = std::to_string(i + 1);
    std::string lo = s.lower ? s.lower->str() : "lbound(" + d + ", " + dim + ")";
    std::string hi = s.isElement ? lo : s.upper ? s.upper->str() : "ubound(" + d + ", " + dim + ")";
    if (!s.isElement && !s.upper && v.storage == Storage::AssumedSize && i + 1 == v.subscripts.size()) {
      diags.error(v.loc, "'" + v.text + "': the last dimension of an assumed-size array needs "
                         "an upper bound");
      return std::nullopt;
    }
    first += (i ? ", " : "") + lo;
    last += (i ? ", " : "") + hi;
  }
  std::string f = d + "(" + first + ")", l = d + "(" + last + ")";
  return Extent{"loc(" + f + ")",
                "int(loc(" + l + ") - loc(" + f + "), c_size_t) + " + elementBytes};
}

// What a construct's control clauses contribute to every call.
struct Control {
  std::string async = "acc2c_async_sync";
  std::string condition; // if(...)
  bool finalize = false, ifPresent = false;
  bool wait = false;                 // a wait clause (or the wait construct)
  std::vector<std::string> waitArgs; // its queues; none: all queues
};

// "1, f(2, 3)" -> {"1", "f(2, 3)"}: a clause argument list at depth 0.
std::vector<std::string> splitArguments(const std::string &text) {
  std::vector<std::string> out;
  std::string cur;
  int depth = 0;
  for (char ch : text) {
    if (ch == '(') ++depth;
    if (ch == ')') --depth;
    if (ch == ',' && depth == 0) {
      out.push_back(llvm::StringRef(cur).trim().str());
      cur.clear();
    } else {
      cur += ch;
    }
  }
  if (!llvm::StringRef(cur).trim().empty()) out.push_back(llvm::StringRef(cur).trim().str());
  return out;
}

Control controlOf(const GraphConstruct &c) {
  Control k;
  for (const Clause &cl : c.controlClauses) {
    if (cl.kind == ClauseKind::Async)
      k.async = cl.args.empty() ? "acc2c_async_noval" : "int(" + cl.args[0] + ", c_int)";
    else if (cl.kind == ClauseKind::If && !cl.args.empty())
      k.condition = cl.args[0];
    else if (cl.kind == ClauseKind::Finalize)
      k.finalize = true;
    else if (cl.kind == ClauseKind::IfPresent)
      k.ifPresent = true;
    else if (cl.kind == ClauseKind::Wait) {
      k.wait = true;
      for (const std::string &a : cl.args)
        for (const std::string &q : splitArguments(a))
          if (!llvm::StringRef(q).starts_with_insensitive("devnum:")) k.waitArgs.push_back(q);
    }
  }
  return k;
}

class Emitter {
public:
  Emitter(const std::string &path, Diagnostics &diags) : path_(path), diags_(diags) {}

  // The statements of one op, or nothing (after a diagnostic).
  std::optional<std::string> op(const DataOp &o, const Control &k) {
    if (o.kind == DataOpKind::Deviceptr) return std::string(); // no data action
    if (!o.attachThrough.empty() || o.kind == DataOpKind::Attach ||
        o.kind == DataOpKind::Detach || o.var.needsAttach()) {
      diags_.error(o.loc, "'" + o.name() + "': POINTER and ALLOCATABLE data are not "
                          "translated yet (their descriptors need attach)");
      return std::nullopt;
    }
    std::optional<Extent> e = extentOf(o.var, diags_);
    if (!e) return std::nullopt;
    std::string src = "acc2c_source(" + quoted(o.name()) + "//c_null_char, " + quoted(path_) +
                      "//c_null_char, " + std::to_string(o.loc.line) + ")";
    std::string counter = o.structured ? "acc2c_structured" : "acc2c_dynamic";
    std::string head = e->address + ", " + e->bytes + ", ";
    std::string exitFlags = k.finalize ? "acc2c_flag_finalize" : "0";
    if (o.clause == DataClause::NoCreate) exitFlags = "acc2c_flag_no_create";
    switch (o.kind) {
    case DataOpKind::Copyin:
      return "acc2c_d = acc2c_copyin(" + head + counter + ", " + k.async + ", " + src + ")";
    case DataOpKind::Create:
      return "acc2c_d = acc2c_create(" + head + counter + ", " +
             (o.modifiers.zero ? "acc2c_flag_zero" : "0") + ", " + k.async + ", " + src + ")";
    case DataOpKind::Present:
      return "acc2c_d = acc2c_present(" + head + counter + ", " + src + ")";
    case DataOpKind::NoCreate:
      return "acc2c_d = acc2c_nocreate(" + head + counter + ", " + src + ")";
    case DataOpKind::Copyout:
      return "call acc2c_copyout(" + head + counter + ", " + exitFlags + ", " + k.async + ", " +
             src + ")";
    case DataOpKind::Delete:
      return "call acc2c_delete(" + head + counter + ", " + exitFlags + ", " + k.async + ", " +
             src + ")";
    case DataOpKind::UpdateDevice:
    case DataOpKind::UpdateHost:
      return std::string("call acc2c_update_") +
             (o.kind == DataOpKind::UpdateDevice ? "device(" : "self(") + head +
             (k.ifPresent ? "acc2c_flag_if_present" : "0") + ", " + k.async + ", " + src + ")";
    default:
      diags_.error(o.loc, std::string("'") + mnemonic(o.kind) + "' operations are not translated yet");
      return std::nullopt;
    }
  }

  // One line of Fortran: the statements in a BLOCK (so that the USE and the
  // scratch variable stay local), under the construct's if() condition.
  std::string block(const std::vector<std::string> &statements, const Control &k) {
    std::string s = "block; use acc2c_runtime; "
                    "use, intrinsic :: iso_c_binding, only: c_ptr, c_int, c_size_t, c_null_char; "
                    "type(c_ptr) :: acc2c_d; ";
    if (!k.condition.empty()) s += "if (" + k.condition + ") then; ";
    for (const std::string &st : statements)
      if (!st.empty()) s += st + "; ";
    if (!k.condition.empty()) s += "end if; ";
    return s + "end block";
  }

private:
  const std::string &path_;
  Diagnostics &diags_;
};

bool translatable(const GraphConstruct &c) {
  if (c.dialect != Dialect::OpenACC) return false;
  switch (c.kind) {
  case ConstructKind::Data:
  case ConstructKind::EnterData:
  case ConstructKind::ExitData:
  case ConstructKind::Update:
  case ConstructKind::Wait:
    return true;
  default:
    return false;
  }
}

} // namespace

std::optional<std::string> rewriteFortran(const std::string &path, llvm::StringRef source,
                                          bool fixedForm, const DataOpGraph &graph,
                                          Diagnostics &diags) {
  std::map<unsigned, const DirectiveText *> byLine;
  std::vector<DirectiveText> directives = scanDirectives(source, fixedForm);
  for (const DirectiveText &d : directives) byLine[d.firstLine] = &d;

  // Entry statements go on a construct's directive, exit statements on its
  // end directive; a construct without a body has all its ops on its line.
  std::map<ConstructId, std::vector<std::string>> atBegin, atEnd;
  Emitter emit(path, diags);
  bool ok = true;
  std::vector<bool> ended(graph.constructs().size(), false);
  for (const Step &s : graph.steps()) {
    if (s.kind == Step::End) ended[s.id] = true;
    if (s.kind != Step::Op) continue;
    const DataOp &o = graph.op(s.id);
    const GraphConstruct &c = graph.construct(o.construct);
    if (!translatable(c)) continue; // reported below, once per construct
    std::optional<std::string> st = emit.op(o, controlOf(c));
    if (!st) {
      ok = false;
      continue;
    }
    (c.hasBody && ended[c.id] ? atEnd : atBegin)[c.id].push_back(*st);
  }

  llvm::RewriteBuffer out;
  out.Initialize(source);
  std::string indent = fixedForm ? "      " : "";
  auto replaceDirective = [&](unsigned line, const SourceLocation &where,
                              const std::string &statement) {
    auto it = byLine.find(line);
    if (it == byLine.end() || where.file != path) {
      diags.error(where, "acc2c cannot find this directive's lines in " + path +
                             " (directives in include files are not translated yet)");
      ok = false;
      return;
    }
    const DirectiveText &d = *it->second;
    llvm::StringRef text = source.slice(d.beginOffset, d.endOffset);
    std::string lead = fixedForm ? indent : text.substr(0, text.find_first_not_of(" \t")).str();
    std::string replacement;
    size_t pos = 0;
    for (bool firstLine = true; pos < text.size(); firstLine = false) {
      size_t nl = text.find('\n', pos);
      llvm::StringRef lineText = text.slice(pos, nl == llvm::StringRef::npos ? text.size() : nl);
      bool cr = lineText.ends_with("\r");
      if (cr) lineText = lineText.drop_back();
      replacement += firstLine ? lead + statement + " ! " + lineText.ltrim().str()
                               : "!" + lineText.str();
      if (cr) replacement += "\r";
      if (nl == llvm::StringRef::npos) break;
      replacement += "\n";
      pos = nl + 1;
    }
    out.ReplaceText(d.beginOffset, d.endOffset - d.beginOffset, replacement);
  };

  for (const GraphConstruct &c : graph.constructs()) {
    if (c.kind == ConstructKind::Loop || c.kind == ConstructKind::Other) {
      if (!c.parent || !translatable(graph.construct(*c.parent))) {
        diags.error(c.loc, "'" + c.name + "' is not translated yet");
        ok = false;
      }
      continue;
    }
    if (!translatable(c)) {
      diags.error(c.loc, "'" + c.name + "' constructs are not translated yet (acc2c translates "
                         "the OpenACC data constructs so far)");
      ok = false;
      continue;
    }
    Control k = controlOf(c);
    if (c.hasBody && !k.condition.empty()) {
      diags.error(c.loc, "an if clause on a data construct is not translated yet");
      ok = false;
      continue;
    }
    // The wait construct, or a wait clause: the queues first (2.16.1).
    std::vector<std::string> begin;
    if (k.wait || c.kind == ConstructKind::Wait) {
      if (k.waitArgs.empty()) begin.push_back("call acc2c_wait_all()");
      for (const std::string &q : k.waitArgs)
        begin.push_back("call acc2c_wait(int(" + q + ", c_int))");
    }
    begin.insert(begin.end(), atBegin[c.id].begin(), atBegin[c.id].end());
    replaceDirective(c.loc.line, c.loc, emit.block(begin, k));
    if (c.hasBody) replaceDirective(c.endLoc.line, c.endLoc, emit.block(atEnd[c.id], k));
  }
  if (!ok) return std::nullopt;
  std::string result;
  llvm::raw_string_ostream os(result);
  out.write(os);
  os.flush();
  return result;
}

} // namespace acc2c
