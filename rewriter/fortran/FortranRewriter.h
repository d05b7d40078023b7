// FortranRewriter: the user's Fortran file with each directive replaced by
// plain Fortran that calls the runtime shim (module acc2c_runtime);
// everything else byte for byte.
//
// Each directive's lines (continuations included) become a comment holding
// the directive, then the generated statements, then a line marker
// (`# 17 "file.f90"`) so that gfortran reports every user line under its
// own number. Data constructs become calls (entry ops at the directive,
// exit ops at the end directive); compute constructs and host_data wrap
// their body in a scope that sees device memory (FortranComputeRegion.h); loops
// marked parallel become OpenMP loops (LoopDirectives.h); atomic becomes
// OpenMP atomic. Anything else is a diagnostic. The output fits gfortran's
// default line length (132 columns free form, 72 fixed) and needs -fopenmp
// for host threads, which acc2c-gfortran passes.
#pragma once

#include "graph/DataOpGraph.h"
#include "rewriter/common/Translation.h"
#include "support/Diagnostics.h"

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace acc2c {

struct RewriteOptions {
  bool fixedForm = false;
  bool annotate = false; ///< a comment above each call: clause and spec section
  /// Every region procedure also runs its body as an OpenMP target construct
  /// (gfortran -foffload=nvptx-none compiles it for the GPU; docs/gpu.md).
  bool deviceKernels = false;
  /// With deviceKernels: a region of one parallel loop becomes an OpenACC
  /// kernel instead, an external subroutine `kernelPrefix` + its line in
  /// Translation::kernels, compiled apart with -fopenacc; its region
  /// procedure calls it where the region runs on the GPU and otherwise runs
  /// the loop on host threads (docs/gpu.md, "OpenACC kernels").
  bool openaccKernels = false;
  std::string kernelPrefix;
  /// With openaccKernels: the module of the kernels' file that holds the
  /// device copies of the routines outside modules (a module's are in
  /// acc2c_device_<module>: docs/gpu.md, "OpenACC kernels").
  std::string routinesModule;
};

/// Returns the rewritten text of `source` (the contents of `path`, whose
/// graph is `graph`), or nothing after reporting why it cannot be rewritten.
std::optional<Translation> rewriteFortran(const std::string &path, llvm::StringRef source,
                                          const RewriteOptions &options, const DataOpGraph &graph,
                                          Diagnostics &diags);

} // namespace acc2c
