// CDataOpCalls: the C statements of one data-op graph operation — a call
// into the runtime shim (acc2c_runtime.h) with the data's host address, its
// byte count and a source record — for the C rewriter. The C counterpart of
// FortranDataOpCalls; both spell the actions rewriter/common/DataActions.h
// decides, and the control clauses rewriter/common/Control.h reads.
//
// A C pointer member reached through a clause item (`s.p[0:n]`,
// `ps->p[0:ps->n]`, the graph's varPtrPtr) is attached after its data is
// mapped and detached before it goes (OpenACC 3.3 2.6.8, 2.7.2): the
// shim's acc2c_attach on the pointer slot, with the section's offset from
// the pointer's value.
#pragma once

#include "rewriter/common/CodeLines.h"
#include "rewriter/common/Control.h"
#include "rewriter/common/DataAtEntry.h"

#include "graph/DataOpGraph.h"
#include "support/Diagnostics.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace acc2c {

class CSourceRecords;
/// The construct's control clauses with C expressions (async queue, if;
/// OpenMP's device(n) joins the condition).
Control controlOfC(const GraphConstruct &c, CSourceRecords &sources);
/// `acc2c_wait(q);` for each queue a wait clause names, or acc2c_wait_all().
void addWaitsC(const Control &control, CodeLines &out);

/// `&(lvalue)`, the host address a runtime call takes as `void *`: cast
/// only where C would not convert it: const, volatile or restrict data.
/// `lvalue` is a designator, or a subscript of a parenthesized one
/// ("(a)[2]"), which needs no parentheses of its own.
std::string cAddressOf(const std::string &lvalue, bool qualified);

/// Host address and byte count of a C clause item: a whole variable, or
/// the contiguous span from a section's first to its last element.
std::optional<Extent> cExtentOf(const Variable &v, Diagnostics &diags);

/// The permanent source records of one translated file: every call names
/// the variable, file and line it comes from as `acc2c_source(k)`, record k
/// of one static array at the top of the output. The file is the translated
/// one unless named (a directive in an included header).
class CSourceRecords {
public:
  explicit CSourceRecords(std::string file) : file_(std::move(file)) {}
  std::string ref(const std::string &name, unsigned line, const std::string &file = "");
  std::string ref(const std::string &name, const SourceLocation &loc) {
    return ref(name, loc.line, loc.file);
  }
  /// `static const acc2c_src acc2c_srcs[] = {...};` and acc2c_source().
  std::string definition() const;

private:
  struct Record {
    std::string name, file;
    unsigned line;
    bool operator==(const Record &o) const {
      return name == o.name && file == o.file && line == o.line;
    }
  };
  std::string file_;
  std::vector<Record> records_;
};

/// A C string literal for `s`.
std::string cLiteral(const std::string &s);

class CDataOpCalls {
public:
  CDataOpCalls(const DataOpGraph &graph, CSourceRecords &sources, Diagnostics &diags, bool annotate)
      : graph_(graph), sources_(sources), diags_(diags), annotate_(annotate) {}

  /// Appends the statements of `op` to `out`; false after a diagnostic. An
  /// OpenMP op needs `acc2c_c`, the construct instance, in scope.
  /// `at`: the locals that hold where the data is (from atEntry()).
  bool emit(const DataOp &op, const Control &control, CodeLines &out,
            const DataAtEntry *at = nullptr);

  /// For the entry `op` of a structured construct whose data is reached
  /// through expressions (a section, a member through a pointer): locals
  /// acc2c_h<n>, acc2c_n<n> (acc2c_s<n>), declared (zero) in `declare`, set
  /// in `set`, which runs at entry before the op. None for a plain variable (its address
  /// and size cannot change).
  std::optional<DataAtEntry> atEntry(const DataOp &op, CodeLines &declare, CodeLines &set);
  /// atEntry() for each entry op in `entries` that an op in `exits` closes.
  std::map<OpId, DataAtEntry> keepAtEntry(const std::vector<OpId> &entries,
                                          const std::vector<OpId> &exits, CodeLines &declare,
                                          CodeLines &set);

  bool annotate() const { return annotate_; }

  std::string source(const std::string &name, const SourceLocation &loc) {
    return sources_.ref(name, loc.line, loc.file);
  }

private:
  const DataOpGraph &graph_;
  CSourceRecords &sources_;
  Diagnostics &diags_;
  bool annotate_;
  unsigned keptAtEntry_ = 0; ///< numbers the fixed-data locals of the file
};

} // namespace acc2c
