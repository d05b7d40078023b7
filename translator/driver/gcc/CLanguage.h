// acc2c-gcc: what C adds to the shared compiler driver — .c files go through
// acc2c with the user's preprocessor options (Clang parses them), and gcc
// compiles the translation with OpenMP and the shim's headers.
#pragma once

#include "driver/compiler/Language.h"

namespace acc2c::gcc {

class CLanguage : public driver::Language {
public:
  const driver::ToolchainQuery &toolchainQuery() const override;
  const char *usage() const override;
  bool isSource(const std::string &path, const std::string &language,
                std::string &error) const override;
  std::string translationSuffix(const driver::Source &source) const override;
  void addTranslationJobs(const driver::CommandLine &cl, const driver::Toolchain &tc,
                          const driver::SourceSite &site, driver::Plan &plan) const override;
  driver::CompilerArgs compileArgs(const driver::CommandLine &cl, const driver::Toolchain &tc,
                                   const driver::Source &source) const override;
  driver::CompilerArgs preprocessArgs(const driver::Toolchain &tc) const override;
  /// libm, which NVIDIA's nvc links by default: Makefiles written for it
  /// call sqrt and exp without -lm (gfortran links it itself).
  std::vector<std::string> defaultLibraries() const override { return {"-lm"}; }
};

} // namespace acc2c::gcc
