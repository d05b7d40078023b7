// CRewriter: the user's C file with each OpenACC/OpenMP offload directive
// replaced by plain C that calls the runtime shim (acc2c_runtime.h); all
// else byte for byte, macros and #includes included (clang::Rewriter edits
// the main file's text, never the preprocessed tokens).
//
// - Data constructs (acc data, omp target data) become a block: the entry
//   operations, the body, the exit operations. Standalone directives (enter/
//   exit data, update, wait) become a block of calls.
// - A compute construct's body moves into a static function placed before
//   the enclosing function, `acc2c_region_<line>`, whose parameters are the
//   device addresses of its data (OpenACC 2.6.2 / OpenMP 5.2 5.8.9 decide
//   how each variable is seen): arrays and aggregates through a pointer to
//   their device copy (each reference in the body becomes `(*a)`), scalars
//   with device data as locals loaded from and stored back to it,
//   firstprivate ones by value, pointer variables translated to the device
//   address of the data they point into. The call site keeps the entry and
//   exit operations around the call.
// - On the host target the outermost loop OpenACC marks parallel (or an
//   OpenMP worksharing loop of the target region) becomes `#pragma omp
//   parallel for` with the loop's collapse, reductions and privates; atomic
//   becomes OpenMP atomic; routine directives are comments (the function is
//   called as it is).
// - declare in a function: entry at the directive, exit before every return
//   after it and at the closing brace; at file scope: a constructor and a
//   destructor function.
// `#line` directives keep every user line under its own number.
#pragma once

#include "graph/DataOpGraph.h"
#include "support/Diagnostics.h"

#include <optional>
#include <string>

namespace clang {
class ASTContext;
class Preprocessor;
} // namespace clang

namespace acc2c {

struct CRewriteOptions {
  bool annotate = false; ///< a comment above each call: clause and spec section
  /// Where the output goes: the code acc2c generates is under `#line`
  /// markers that name this file at its own lines, so that debuggers and
  /// profilers never take it for the user's lines ("<acc2c output>" when
  /// empty, for standard output).
  std::string outputName;
  /// Every region function also runs its body as an OpenMP target construct
  /// (gcc -foffload=nvptx-none compiles it for the GPU; docs/gpu.md).
  bool deviceKernels = false;
  /// With deviceKernels: the kernels are gcc OpenACC compute constructs,
  /// compiled where ACC2C_DEVICE_KERNELS is defined, in a second
  /// compilation of the output whose other definitions give way to the
  /// first's (the drivers do both: docs/gpu.md, "OpenACC kernels"). Each
  /// kernel is an external function named `kernelPrefix` + the region's.
  bool openaccKernels = false;
  std::string kernelPrefix;
};

/// The rewritten main file of `context` (`path`, whose graph is `graph`),
/// or nothing after reporting why it cannot be rewritten.
std::optional<std::string> rewriteC(clang::ASTContext &context, clang::Preprocessor &pp,
                                    const std::string &path, const DataOpGraph &graph,
                                    const CRewriteOptions &options, Diagnostics &diags);

} // namespace acc2c
