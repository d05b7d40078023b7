// acc2c-gfortran: what Fortran adds to the shared compiler driver — which
// files are Fortran and in which form, where acc2c runs and with which
// module directories, line markers of preprocessed input, and what gfortran
// needs on a translation.
#pragma once

#include "driver/compiler/Language.h"

#include <optional>
#include <string>

namespace acc2c::gfortran {

/// Name of the directory, beside gfortran's .mod files (-J, or the current
/// directory), that holds the Flang-format .mod files acc2c writes and reads.
inline constexpr const char *FlangModuleSubdir = ".acc2c-mod";

/// How gfortran treats a file by its suffix: .f90/.f95/.f03/.f08 free form,
/// .f/.for/.ftn fixed form, and the upper-case spellings and .fpp/.FPP are
/// preprocessed. False for anything that is not Fortran.
bool classifyFortranSuffix(const std::string &path, bool &fixedForm, bool &preprocess);

class FortranLanguage : public driver::Language {
public:
  const driver::ToolchainQuery &toolchainQuery() const override;
  const char *usage() const override;
  bool isSource(const std::string &path, const std::string &language,
                std::string &error) const override;
  bool parseOption(driver::OptionCursor &cursor, driver::CommandLine &cl) override;
  std::string translationSuffix(const driver::Source &source) const override;
  bool kernelsInOwnFile() const override { return true; }
  void addTranslationJobs(const driver::CommandLine &cl, const driver::Toolchain &tc,
                          const driver::SourceSite &site, driver::Plan &plan) const override;
  driver::CompilerArgs compileArgs(const driver::CommandLine &cl, const driver::Toolchain &tc,
                                   const driver::Source &source) const override;
  driver::CompilerArgs preprocessArgs(const driver::Toolchain &tc) const override;
  /// Kernels call libgfortran too (allocatable copies, runtime errors).
  std::string offloadLibraries() const override { return "-lm -latomic -lgfortran"; }

private:
  struct Form {
    bool fixed = false;      ///< after -ffixed-form/-ffree-form and -x
    bool preprocess = false; ///< after -cpp/-nocpp, -fpreprocessed and -x
  };
  Form formOf(const driver::Source &source) const;

  std::optional<bool> cpp_, fixedForm_;  ///< -cpp/-nocpp, -ffixed-form/-ffree-form
  bool preprocessed_ = false;            ///< -fpreprocessed
  std::optional<std::string> moduleDir_; ///< -J: where gfortran writes .mod files
  /// -fdefault-real-8, -fdefault-double-8, -fdefault-integer-8,
  /// -ffixed-line-length-N: how gfortran reads the source, so acc2c too.
  bool defaultReal8_ = false, defaultDouble8_ = false, defaultInteger8_ = false;
  std::optional<int> fixedLineLength_;
};

} // namespace acc2c::gfortran
