// Diagnostics: compiler-style messages (`file:line:col: error: ...`, the
// source line and a caret), printed through llvm::SourceMgr so they look
// exactly like Clang's and Flang's own.
#pragma once
#include "model/SourceLocation.h"

#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
}

namespace acc2c {

enum class Severity { Error, Warning, Note };

struct Diagnostic {
  Severity severity = Severity::Error;
  SourceLocation loc;
  std::string message;
};

class Diagnostics {
public:
  void error(const SourceLocation &loc, std::string message) {
    add(Severity::Error, loc, std::move(message));
  }
  void warning(const SourceLocation &loc, std::string message) {
    add(Severity::Warning, loc, std::move(message));
  }
  void note(const SourceLocation &loc, std::string message) {
    add(Severity::Note, loc, std::move(message));
  }
  /// Text already formatted by another engine (Flang's messages).
  void addPreformatted(std::string text, bool isError);

  bool hasErrors() const { return errors_ > 0; }
  unsigned errorCount() const { return errors_; }
  const std::vector<Diagnostic> &all() const { return diags_; }

  /// Prints every diagnostic in the order reported.
  void print(llvm::raw_ostream &os) const;

private:
  void add(Severity s, const SourceLocation &loc, std::string message);

  struct Entry {
    bool preformatted;
    size_t index; // into diags_ or preformatted_
  };
  std::vector<Diagnostic> diags_;
  std::vector<std::string> preformatted_;
  std::vector<Entry> sequence_;
  unsigned errors_ = 0;
};

} // namespace acc2c
