#include "rewriter/common/Control.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cctype>

namespace acc2c {

std::vector<std::string> splitArguments(llvm::StringRef text) {
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

Control readControl(const GraphConstruct &c) {
  Control control;
  for (const Clause &cl : c.controlClauses) {
    if (cl.kind == ClauseKind::Async)
      control.async = cl.args.empty() ? std::string() : cl.args[0];
    else if (cl.kind == ClauseKind::If && !cl.args.empty()) {
      // OpenMP: if([directive-name-modifier:] condition)
      llvm::StringRef a(cl.args[0]);
      auto [head, rest] = a.split(':');
      bool modifier = !rest.empty() && !head.empty() && llvm::all_of(head, [](char ch) {
        return std::isalpha((unsigned char)ch) || ch == ' ' || ch == '_';
      });
      control.ifClause = (modifier ? rest : a).trim().str();
    } else if (cl.kind == ClauseKind::DeviceNum && c.dialect == Dialect::OpenMP &&
               !cl.args.empty()) {
      llvm::StringRef n = llvm::StringRef(cl.args[0]).trim();
      if (n.consume_front("device_num")) n = n.ltrim().drop_front().ltrim(); // the ':'
      control.device = n.str();
    } else if (cl.kind == ClauseKind::Finalize)
      control.finalize = true;
    else if (cl.kind == ClauseKind::IfPresent)
      control.ifPresent = true;
    else if (cl.kind == ClauseKind::Wait) {
      control.wait = true;
      for (const std::string &a : cl.args)
        for (const std::string &q : splitArguments(a))
          if (!llvm::StringRef(q).trim().starts_with_insensitive("devnum:") &&
              !llvm::StringRef(q).trim().starts_with_insensitive("queues:"))
            control.waitArgs.push_back(q);
          else if (llvm::StringRef(q).trim().starts_with_insensitive("queues:"))
            control.waitArgs.push_back(llvm::StringRef(q).trim().drop_front(7).trim().str());
    }
  }
  return control;
}

} // namespace acc2c
