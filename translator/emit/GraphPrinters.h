// The three ways to show a data-op graph. Each printer is one file.
#pragma once
#include "graph/DataOpGraph.h"

namespace llvm {
class raw_ostream;
}

namespace acc2c {

/// MLIR-like text, close to `flang -fc1 -emit-hlfir -fopenacc`'s acc ops.
void printGraphText(const DataOpGraph &graph, llvm::raw_ostream &os);
/// Graphviz DOT: a cluster per construct, entry->exit and member edges.
void printGraphDot(const DataOpGraph &graph, llvm::raw_ostream &os);
/// JSON: {"file", "constructs", "ops"} with "ops" in execution order.
void printGraphJson(const DataOpGraph &graph, llvm::raw_ostream &os);

} // namespace acc2c
