#include "support/Diagnostics.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <map>

namespace acc2c {

void Diagnostics::add(Severity s, const SourceLocation &loc, std::string message) {
  if (s == Severity::Error) ++errors_;
  sequence_.push_back({false, diags_.size()});
  diags_.push_back({s, loc, std::move(message)});
}

void Diagnostics::addPreformatted(std::string text, bool isError) {
  if (isError) ++errors_;
  sequence_.push_back({true, preformatted_.size()});
  preformatted_.push_back(std::move(text));
}

static llvm::SourceMgr::DiagKind kindOf(Severity s) {
  switch (s) {
  case Severity::Error: return llvm::SourceMgr::DK_Error;
  case Severity::Warning: return llvm::SourceMgr::DK_Warning;
  case Severity::Note: return llvm::SourceMgr::DK_Note;
  }
  return llvm::SourceMgr::DK_Error;
}

void Diagnostics::print(llvm::raw_ostream &os) const {
  llvm::SourceMgr sm;
  std::map<std::string, unsigned> buffers; // file -> buffer id (0: unreadable)
  auto bufferFor = [&](const std::string &file) -> unsigned {
    auto it = buffers.find(file);
    if (it != buffers.end()) return it->second;
    unsigned id = 0;
    if (auto mb = llvm::MemoryBuffer::getFile(file, /*IsText=*/true))
      id = sm.AddNewSourceBuffer(std::move(*mb), llvm::SMLoc());
    buffers[file] = id;
    return id;
  };
  for (const Entry &e : sequence_) {
    if (e.preformatted) {
      os << preformatted_[e.index];
      continue;
    }
    const Diagnostic &d = diags_[e.index];
    unsigned buf = d.loc.valid() ? bufferFor(d.loc.file) : 0;
    if (buf == 0) {
      // No source text to show: still name the place.
      if (!d.loc.file.empty()) os << d.loc.file << ":" << d.loc.line << ":" << d.loc.column << ": ";
      os << (d.severity == Severity::Error     ? "error: "
             : d.severity == Severity::Warning ? "warning: "
                                               : "note: ")
         << d.message << "\n";
      continue;
    }
    llvm::SMLoc loc = sm.FindLocForLineAndColumn(buf, d.loc.line, d.loc.column);
    sm.PrintMessage(os, loc, kindOf(d.severity), d.message);
  }
}

} // namespace acc2c
