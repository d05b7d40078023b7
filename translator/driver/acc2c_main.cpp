// acc2c: the command. main only wires the library together.
#include "BuildGraph.h"
#include "emit/GraphPrinters.h"
#include "model/SourceLanguage.h"
#include "passes/DeviceTypeSelection.h"
#include "rewriter/c/CTranslate.h"
#include "rewriter/fortran/FortranRewriter.h"

#include "CLI/CLI.hpp"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <optional>
#include <string>
#include <vector>

namespace {

// Our openacc.mod sits in <prefix>/include/acc2c/flang beside bin/acc2c, in
// the build tree and in an installation alike.
std::string moduleDirBesideExecutable(const char *argv0, const char *name = "flang") {
  std::string exe = llvm::sys::fs::getMainExecutable(argv0, (void *)&moduleDirBesideExecutable);
  llvm::SmallString<256> dir(llvm::sys::path::parent_path(llvm::sys::path::parent_path(exe)));
  llvm::sys::path::append(dir, "include", "acc2c", name);
  return std::string(dir);
}

// Writes the whole output at once: after any error, no file is touched. A
// regular file is replaced by renaming a complete temporary one onto it, so
// a failed write (a full disk) leaves the old file as it was.
int writeOutput(const std::string &output, const std::string &text) {
  if (output.empty() || output == "-") {
    llvm::outs() << text;
    return 0;
  }
  auto fail = [&](const std::string &why) {
    llvm::errs() << "acc2c: error: cannot write '" << output << "': " << why << "\n";
    return 1;
  };
  llvm::sys::fs::file_status status;
  bool special = !llvm::sys::fs::status(output, status) &&
                 status.type() != llvm::sys::fs::file_type::regular_file;
  if (special) { // /dev/stdout, a pipe: written in place
    std::error_code ec;
    llvm::raw_fd_ostream file(output, ec);
    if (ec) return fail(ec.message());
    file << text;
    file.close();
    if (file.has_error()) {
      std::string why = file.error().message();
      file.clear_error();
      return fail(why);
    }
    return 0;
  }
  int fd = -1;
  llvm::SmallString<256> temporary;
  if (std::error_code ec =
          llvm::sys::fs::createUniqueFile(output + "-%%%%%%.acc2c-tmp", fd, temporary))
    return fail(ec.message());
  {
    llvm::raw_fd_ostream file(fd, /*shouldClose=*/true);
    file << text;
    file.close();
    if (file.has_error()) {
      std::string why = file.error().message();
      file.clear_error();
      llvm::sys::fs::remove(temporary);
      return fail(why);
    }
  }
  if (std::error_code ec = llvm::sys::fs::rename(temporary, output)) {
    llvm::sys::fs::remove(temporary);
    return fail(ec.message());
  }
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  CLI::App app{"acc2c: OpenACC/OpenMP offload Fortran and C -> explicit data operations"};
  app.set_version_flag("--version", std::string("acc2c ") + ACC2C_VERSION +
                                        " (Flang 22 and Clang 22 frontends)");
  std::string input, output, emit = "graph", form;
  std::vector<std::string> includes, defines;
  std::string moduleDir;
  app.add_option("input", input, "Fortran or C (.c, .h) source file")
      ->required()
      ->check(CLI::ExistingFile);
  app.add_option("-o", output, "Output file (default: standard output)");
  app.add_option("--emit", emit, "What to write")
      ->check(CLI::IsMember({"graph", "dot", "json", "source", "none"}));
  app.add_option("-I", includes, "Directory for include files and .mod files")
      ->allow_extra_args(false);
  app.add_option("-D", defines, "Define a preprocessor macro NAME[=VALUE]")
      ->allow_extra_args(false);
  app.add_option("-J", moduleDir, "Directory for .mod files written (and read first)");
  app.add_option("--form", form, "Source form (default: by suffix)")
      ->check(CLI::IsMember({"free", "fixed"}));
  int defaultRealKind = 4, defaultIntegerKind = 4, doublePrecisionKind = 8, fixedColumns = 72;
  app.add_option("--default-real-kind", defaultRealKind,
                 "Fortran: the kind of default REAL and COMPLEX (gfortran -fdefault-real-8: 8)")
      ->check(CLI::IsMember({4, 8}));
  app.add_option("--default-integer-kind", defaultIntegerKind,
                 "Fortran: the kind of default INTEGER and LOGICAL (-fdefault-integer-8: 8)")
      ->check(CLI::IsMember({4, 8}));
  app.add_option("--double-precision-kind", doublePrecisionKind,
                 "Fortran: the kind of DOUBLE PRECISION (-fdefault-real-8 alone: 16)")
      ->check(CLI::IsMember({8, 16}));
  app.add_option("--fixed-line-length", fixedColumns,
                 "Fortran: the columns of a fixed-form line that are code (0: all of it; "
                 "gfortran -ffixed-line-length-N)")
      ->check(CLI::NonNegativeNumber);
  std::string buildPath;
  std::vector<std::string> extraArgs;
  app.add_option("-p", buildPath,
                 "C: build directory with compile_commands.json, whose command for the "
                 "input gives the compiler flags (as for Clang tools)");
  app.add_option("--extra-arg", extraArgs,
                 "C: an additional argument for Clang (repeatable), e.g. --extra-arg=-std=c11")
      ->allow_extra_args(false);
  bool annotate = false;
  app.add_flag("--annotate", annotate,
               "With --emit=source: a comment above each call naming the clause and the "
               "section of the specification it implements");
  bool stdpar = false;
  app.add_flag("--stdpar", stdpar,
               "Fortran: every DO CONCURRENT outside a compute construct becomes one, a "
               "parallel loop, as NVIDIA's -stdpar offloads it (docs/data-operations.md)");
  std::string offload;
  app.add_option("--offload", offload,
                 "With --emit=source: every compute region also becomes a device kernel, an "
                 "OpenMP target construct that gcc/gfortran -foffload=TARGET compile for the GPU "
                 "(docs/gpu.md)")
      ->check(CLI::IsMember({"nvptx-none"}));
  std::string deviceKernels = "openmp";
  app.add_option("--device-kernels", deviceKernels,
                 "With --offload: what a device kernel is: an OpenMP target construct "
                 "(openmp), or a gcc OpenACC compute construct (openacc): in C compiled where "
                 "ACC2C_DEVICE_KERNELS is defined (the drivers' --device-kernels=openacc "
                 "compile the output twice), in Fortran an external subroutine written to "
                 "--kernels-output (docs/gpu.md)")
      ->check(CLI::IsMember({"openmp", "openacc"}));
  std::string kernelsOutput;
  app.add_option("--kernels-output", kernelsOutput,
                 "Fortran with --device-kernels=openacc: write the kernels' subroutines to this "
                 "file (the drivers compile it with -fopenacc)");
  std::vector<std::string> filePrefixMap;
  app.add_option("--file-prefix-map", filePrefixMap,
                 "Fortran: OLD=NEW, name a file found under directory OLD under NEW in line "
                 "markers (__FILE__), diagnostics and runtime messages (as gcc's "
                 "-ffile-prefix-map; the drivers give their search directories back the "
                 "user's spelling)")
      ->allow_extra_args(false)
      ->check([](const std::string &m) {
        return m.find('=') == std::string::npos ? std::string("expected OLD=NEW") : std::string();
      });
  std::string inlinedList;
  app.add_option("--inlined-files", inlinedList,
                 "With --emit=source: write to this file, one a line, the included files whose "
                 "text the translation holds in place of their include lines (a build's "
                 "dependency file must name them)");
  try {
    app.parse(argc, argv);
  } catch (const CLI::Success &e) { // --help, --version
    return app.exit(e);
  } catch (const CLI::ParseError &e) {
    llvm::errs() << "acc2c: error: " << e.what() << " (acc2c --help lists the options)\n";
    return 1;
  }
  // As a compiler: the output must not replace the source (it would be lost).
  if (!output.empty() && output != "-" && llvm::sys::fs::equivalent(input, output)) {
    llvm::errs() << "acc2c: error: input file '" << input << "' is the same as output file\n";
    return 1;
  }
  if (!inlinedList.empty() && emit != "source") {
    llvm::errs() << "acc2c: error: --inlined-files needs --emit=source\n";
    return 1;
  }
  // The translation, then the list of the files it inlines (written even
  // when empty, so that a stale list never outlives its translation).
  auto writeTranslation = [&](const acc2c::Translation &t) {
    if (int rc = writeOutput(output, t.text)) return rc;
    if (!kernelsOutput.empty())
      if (int rc = writeOutput(kernelsOutput, t.kernels)) return rc;
    if (inlinedList.empty()) return 0;
    std::string lines;
    for (const std::string &f : t.inlinedFiles) lines += f + "\n";
    return writeOutput(inlinedList, lines);
  };

  acc2c::Diagnostics diags;
  std::optional<acc2c::DataOpGraph> graph;
  if (acc2c::isOtherCFamilySource(input)) {
    llvm::errs() << "acc2c: error: '" << input
                 << "' is not Fortran or C: acc2c translates Fortran (.f90, .f, .F90 ...) "
                    "and C (.c, .h) sources\n";
    return 1;
  }
  bool isC = acc2c::isCSource(input);
  if (deviceKernels == "openacc" && offload.empty()) {
    llvm::errs() << "acc2c: error: --device-kernels=openacc needs --offload\n";
    return 1;
  }
  if (deviceKernels == "openacc" && !isC && emit == "source" && kernelsOutput.empty()) {
    llvm::errs() << "acc2c: error: --device-kernels=openacc for Fortran needs --kernels-output "
                    "(the file of the kernels' subroutines)\n";
    return 1;
  }
  // External names, unique in a program: the input's absolute path hashed
  // (a file compiled twice into one program would clash).
  llvm::SmallString<256> absolute(input);
  llvm::sys::fs::make_absolute(absolute);
  const std::string kernelPrefix =
      llvm::formatv("acc2c_kernel_{0:x-}_", llvm::xxh3_64bits(absolute)).str();
  const std::string routinesModule =
      llvm::formatv("acc2c_routines_{0:x-}", llvm::xxh3_64bits(absolute)).str();
  if (isC) {
    acc2c::COptions c;
    c.includeDirs = includes;
    for (const std::string &d : defines) {
      size_t eq = d.find('=');
      c.defines.emplace_back(d.substr(0, eq), eq == std::string::npos ? "1" : d.substr(eq + 1));
    }
    // `#include <openacc.h>` finds the shim's header after the user's own
    // directories, as `use openacc` finds our module for Fortran.
    std::string fortranModules = moduleDirBesideExecutable(argv[0]);
    c.includeDirs.push_back(std::string(llvm::sys::path::parent_path(fortranModules)));
    c.extraArgs = extraArgs;
    c.buildPath = buildPath;
    if (emit == "source") {
      acc2c::CRewriteOptions rewrite;
      rewrite.annotate = annotate;
      rewrite.deviceKernels = !offload.empty();
      rewrite.openaccKernels = deviceKernels == "openacc";
      rewrite.kernelPrefix = kernelPrefix;
      if (output != "-") rewrite.outputName = output; // empty: standard output
      std::optional<acc2c::Translation> translated = acc2c::translateC(input, c, rewrite, diags);
      diags.print(llvm::errs());
      if (!translated) return 1;
      return writeTranslation(*translated);
    }
    graph = acc2c::buildGraphForC(input, c, diags);
  }

  acc2c::FortranOptions options;
  options.includeDirs = includes;
  for (const std::string &d : defines) {
    size_t eq = d.find('=');
    options.defines.emplace_back(d.substr(0, eq), eq == std::string::npos ? "1" : d.substr(eq + 1));
  }
  options.moduleDir = moduleDir;
  if (form == "fixed")
    options.form = acc2c::SourceForm::Fixed;
  else if (form == "free")
    options.form = acc2c::SourceForm::Free;
  options.defaultRealKind = defaultRealKind;
  options.defaultIntegerKind = defaultIntegerKind;
  options.doublePrecisionKind = doublePrecisionKind;
  options.fixedFormColumns = fixedColumns;
  options.doConcurrentRegions = stdpar;
  for (const std::string &m : filePrefixMap)
    options.filePrefixMap.emplace_back(m.substr(0, m.find('=')), m.substr(m.find('=') + 1));
  // Flang's intrinsic modules, iso_fortran_env first from ours, which has
  // gfortran's kinds (REAL128 is 16: cmake/GfortranKindModules.cmake).
  options.intrinsicModuleDirs = {moduleDirBesideExecutable(argv[0], "flang-intrinsic"),
                                 ACC2C_FLANG_MODULE_DIR};
  // `use openacc` finds our module after the user's own directories.
  options.includeDirs.push_back(moduleDirBesideExecutable(argv[0]));

  // A Fortran file without directives translates to itself: no parse, and no
  // Flang module file (a later file that uses its modules reads gfortran's;
  // docs/foreign-modules.md, "Files without directives").
  if (!isC && emit == "source" && !acc2c::fortranHasDirectives(input, options)) {
    auto buffer = llvm::MemoryBuffer::getFile(input);
    if (!buffer) {
      llvm::errs() << "acc2c: error: cannot read '" << input << "'\n";
      return 1;
    }
    return writeTranslation({(*buffer)->getBuffer().str(), {}});
  }
  if (!isC) graph = acc2c::buildGraphForFortran(input, options, diags);
  diags.print(llvm::errs());
  if (!graph) return 1;
  if (emit == "none") return 0;

  // Print to memory first: on any failure no output file is touched.
  std::string text;
  llvm::raw_string_ostream os(text);
  if (emit == "graph")
    acc2c::printGraphText(*graph, os);
  else if (emit == "dot")
    acc2c::printGraphDot(*graph, os);
  else if (emit == "source") {
    auto buffer = llvm::MemoryBuffer::getFile(input);
    if (!buffer) {
      llvm::errs() << "acc2c: error: cannot read '" << input << "'\n";
      return 1;
    }
    acc2c::RewriteOptions rewrite;
    rewrite.fixedForm = options.form ? *options.form == acc2c::SourceForm::Fixed
                                     : acc2c::defaultSourceForm(input) == acc2c::SourceForm::Fixed;
    rewrite.annotate = annotate;
    rewrite.deviceKernels = !offload.empty();
    rewrite.openaccKernels = deviceKernels == "openacc";
    rewrite.kernelPrefix = kernelPrefix;
    rewrite.routinesModule = routinesModule;
    // The device type the output's regions are compiled for (host threads,
    // or NVIDIA GPUs with device kernels).
    acc2c::selectDeviceType(*graph, acc2c::translationDeviceTypes(rewrite.deviceKernels));
    acc2c::Diagnostics rewriteDiags;
    auto rewritten =
        acc2c::rewriteFortran(input, (*buffer)->getBuffer(), rewrite, *graph, rewriteDiags);
    rewriteDiags.print(llvm::errs());
    if (!rewritten) return 1;
    return writeTranslation(*rewritten);
  } else
    acc2c::printGraphJson(*graph, os);
  os.flush();
  return writeOutput(output, text);
}
