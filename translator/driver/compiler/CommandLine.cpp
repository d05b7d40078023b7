// acc2c's compiler drivers: sorting gcc's arguments.
#include "driver/compiler/CommandLine.h"
#include "driver/compiler/Language.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <cctype>
#include <cstring>
#include <optional>

namespace acc2c::driver {

bool isCompilableByGcc(const std::string &path) {
  llvm::StringRef ext = llvm::sys::path::extension(path);
  if (ext.empty()) return false;
  // gcc's own table (gcc/gcc.cc default_compilers, gcc/fortran/lang-specs.h).
  return llvm::StringSwitch<bool>(ext.drop_front())
      .Cases({"c", "i", "ii", "cc", "cp", "cxx", "cpp", "CPP", "c++", "C"}, true)
      .Cases({"s", "S", "sx", "m", "mi", "mm", "M", "mii"}, true)
      .Cases({"h", "hh", "H", "hp", "hxx", "hpp", "HPP", "h++", "tcc"}, true)
      .Cases({"f", "for", "ftn", "F", "FOR", "FTN", "fpp", "FPP"}, true)
      .Cases({"f90", "f95", "f03", "f08", "F90", "F95", "F03", "F08"}, true)
      .Default(false);
}

std::optional<std::string> OptionCursor::value(llvm::StringRef option,
                                               std::vector<std::string> *tokens) {
  llvm::StringRef a = arg();
  if (a.size() > option.size()) {
    if (tokens) tokens->push_back(a.str());
    return a.drop_front(option.size()).str();
  }
  if (index_ + 1 >= args_.size()) {
    errors_.push_back("missing argument to '" + option.str() + "'");
    return std::nullopt;
  }
  if (tokens) {
    tokens->push_back(a.str());
    tokens->push_back(args_[index_ + 1]);
  }
  return args_[++index_];
}

namespace {

// gcc options whose value may be the next argument.
bool takesSeparateValue(llvm::StringRef a) {
  return llvm::StringSwitch<bool>(a)
      .Cases({"-o", "-I", "-J", "-D", "-U", "-L", "-l", "-x", "-A", "-B", "-e"}, true)
      .Cases({"-include", "-imacros", "-isystem", "-iquote", "-idirafter", "-iprefix"}, true)
      .Cases({"-iwithprefix", "-iwithprefixbefore", "-isysroot", "-imultilib"}, true)
      .Cases({"-Xlinker", "-Xassembler", "-Xpreprocessor", "-MF", "-MT", "-MQ"}, true)
      .Cases({"-u", "-T", "-z", "-aux-info", "-dumpbase", "-dumpbase-ext", "-dumpdir"}, true)
      .Cases({"--param", "--entry", "--sysroot"}, true)
      .Default(false);
}

// The preprocessor options whose value names a directory or a file.
std::optional<llvm::StringRef> includeOption(llvm::StringRef a) {
  for (llvm::StringRef o : {"-isystem", "-iquote", "-idirafter", "-include", "-imacros"})
    if (a.starts_with(o)) return o;
  if (a.starts_with("-I") && a != "-I-") return llvm::StringRef("-I");
  return std::nullopt;
}

// Preprocessor options without a value that change what a source means.
bool isPreprocessorFlag(llvm::StringRef a) {
  return a.starts_with("-std=") || a == "-ansi" || a == "-nostdinc" || a == "-undef" || a == "-w" ||
         a == "-trigraphs";
}

// NVIDIA's -gpu=LIST and -ta=tesla:LIST suboptions: acc2c takes the memory
// model and says that it ignores the rest, which choose NVIDIA's code
// generation.
void nvidiaGpuSuboptions(llvm::StringRef option, llvm::StringRef list, CommandLine &cl) {
  llvm::SmallVector<llvm::StringRef, 8> items;
  list.split(items, ',', -1, false);
  for (llvm::StringRef item : items) {
    if (item == "managed" || item == "mem:managed")
      cl.managedMemory = true;
    else if (item == "nomanaged" || item == "mem:separate")
      cl.managedMemory = false;
    else
      cl.warnings.push_back("'" + option.str() + "': '" + item.str() +
                            "' ignored (acc2c takes 'managed' from it; device code is "
                            "-foffload=nvptx-none's)");
  }
}

// The options of NVIDIA's nvc and nvfortran that Makefiles written for them
// carry in CFLAGS/FFLAGS (the OpenACC course's: -fast -ta=tesla:managed),
// so that such a Makefile builds unchanged with CC=acc2c-gcc (docs/gpu.md,
// "Managed memory"). True when `a` was one; it never reaches gcc.
bool nvidiaOption(llvm::StringRef a, CommandLine &cl) {
  // A multicore build shares all memory with its regions; the nearest here is
  // a shared heap (regions run on host threads anyway).
  auto multicore = [&] { cl.managedMemory = true; };
  if (a.consume_front("-gpu=")) {
    nvidiaGpuSuboptions("-gpu=" + a.str(), a, cl);
  } else if (a.starts_with("-ta=")) { // -ta=tesla:managed, -ta=tesla,cc80, -ta=multicore
    llvm::StringRef rest = a.drop_front(strlen("-ta="));
    size_t end = rest.find_first_of(":,");
    llvm::StringRef target = rest.take_front(end);
    llvm::StringRef list = end == llvm::StringRef::npos ? "" : rest.drop_front(end + 1);
    if (target == "tesla" || target == "nvidia")
      nvidiaGpuSuboptions(a, list, cl);
    else if (target == "multicore" || target == "host")
      multicore();
    else
      cl.warnings.push_back("'" + a.str() + "' ignored (acc2c builds for the host and, with " +
                            "-foffload=nvptx-none, for NVIDIA GPUs)");
  } else if (a == "-acc" || a.starts_with("-acc=")) { // OpenACC: what acc2c translates
    llvm::SmallVector<llvm::StringRef, 4> items;
    a.drop_front(strlen("-acc")).ltrim('=').split(items, ',', -1, false);
    for (llvm::StringRef item : items) {
      if (item == "multicore" || item == "host")
        multicore();
      else if (item != "gpu")
        cl.warnings.push_back("'" + a.str() + "': '" + item.str() + "' ignored");
    }
  } else if (a == "-Minfo" || a.starts_with("-Minfo=")) {
    cl.warnings.push_back("'" + a.str() +
                          "' ignored (acc2c --annotate shows what each directive became)");
  } else if (a.size() > 2 && a.starts_with("-M") &&
             std::islower(static_cast<unsigned char>(a[2]))) {
    // NVIDIA's code generation options (-Mvect, -Mipa=fast, -Mlist, -Mcuda...);
    // gcc's own -M options (-MD, -MF...) are upper case.
    cl.warnings.push_back("'" + a.str() + "' ignored (an option of NVIDIA's compilers)");
  } else if (a == "-mp" || a.starts_with("-mp=")) {
    // OpenMP (-mp=gpu: with target offload, whose constructs acc2c translates
    // as it does OpenACC's; -mp=multicore, -mp=nonuma: host threads).
    cl.flags.push_back("-fopenmp");
    cl.passThrough.push_back("-fopenmp");
  } else if (a == "-stdpar" || a.starts_with("-stdpar=")) {
    // -stdpar[=gpu|multicore]: Fortran's DO CONCURRENT loops are compute
    // regions (acc2c --stdpar); C has no standard parallelism it offloads
    // (nvc's -stdpar is for C++'s parallel algorithms).
    cl.doConcurrentRegions = true;
  } else if (a == "-fast") {
    cl.flags.push_back("-O2");
    cl.passThrough.push_back("-O2");
  } else {
    return false;
  }
  return true;
}

// NVIDIA's spellings of gcc/gfortran options (nvfortran -r8 -Mextend...):
// the option as gcc spells it, which the driver then reads as if written so
// (-ffixed-line-length-132 changes how acc2c reads the source too).
std::optional<std::string> gccSpelling(llvm::StringRef a) {
  return llvm::StringSwitch<std::optional<std::string>>(a)
      .Cases({"-r8", "-Mr8"}, "-fdefault-real-8")
      .Cases({"-i8", "-Mi8"}, "-fdefault-integer-8")
      .Case("-Mextend", "-ffixed-line-length-132")
      .Cases({"-Mfree", "-Mfreeform"}, "-ffree-form")
      .Cases({"-Mfixed", "-Mnofreeform"}, "-ffixed-form")
      .Case("-Mpreprocess", "-cpp")
      .Case("-Mbounds", "-fcheck=bounds")
      .Case("-Mbyteswapio", "-fconvert=swap")
      .Case("-module", "-J") // -module DIR: where .mod files go
      .Default(std::nullopt);
}

} // namespace

CommandLine parseCommandLine(const std::vector<std::string> &given, bool keepByDefault,
                             Language &lang) {
  std::vector<std::string> args = given;
  CommandLine cl;
  cl.keep = keepByDefault;
  std::string language; // -x in force; "" for "by suffix"

  auto phaseAtMost = [&](Phase p) {
    if (static_cast<int>(p) < static_cast<int>(cl.phase)) cl.phase = p;
  };

  for (size_t i = 0; i < args.size(); ++i) {
    if (std::optional<std::string> spelling = gccSpelling(args[i])) {
      args[i] = *spelling;
      cl.writtenForNvidia = true;
    }
    llvm::StringRef a = args[i];
    OptionCursor cursor(args, i, cl.errors);
    auto value = [&](llvm::StringRef option, std::vector<std::string> *tokens) {
      return cursor.value(option, tokens);
    };

    // The driver's own options: not the compiler's business.
    if (a == "--keep") {
      cl.keep = true;
      continue;
    }
    if (a == "-###") {
      cl.dryRun = true;
      continue;
    }
    // -fopenacc would make the compiler lower directives that acc2c has
    // already replaced; the output has none left.
    if (a == "-fopenacc" || a.starts_with("-fopenacc-dim=") || a == "-fno-openacc") continue;
    if (nvidiaOption(a, cl)) {
      cl.writtenForNvidia = true;
      continue;
    }

    const size_t first = i;
    cl.passThrough.push_back(a.str());

    if (a == "-") {
      // Only the preprocessor reads standard input (gcc -E -); there is no
      // file for acc2c to translate.
      cl.readsStandardInput = true;
      Input in;
      in.kind = Input::Other;
      in.language = language;
      in.args = {a.str()};
      cl.inputs.push_back(std::move(in));
      continue;
    }
    if (a.empty() || a.front() != '-') {
      Input in;
      in.language = language;
      std::string error;
      if (lang.isSource(a.str(), language, error)) {
        in.kind = Input::Translated;
        in.source = cl.sources.size();
        cl.sources.push_back({a.str(), language});
      } else {
        if (!error.empty()) cl.errors.push_back(error);
        in.kind =
            (!language.empty() || isCompilableByGcc(a.str())) ? Input::Other : Input::LinkerInput;
        in.args = {a.str()};
      }
      cl.inputs.push_back(std::move(in));
      continue;
    }

    if (lang.parseOption(cursor, cl)) {
      // the language's own
    } else if (llvm::StringRef kernels = a; kernels.consume_front("--device-kernels=")) {
      if (kernels != "openacc" && kernels != "openmp")
        cl.errors.push_back("--device-kernels=" + kernels.str() +
                            ": the kernels are 'openmp' or 'openacc'");
      cl.openaccKernels = kernels == "openacc";
    } else if (a == "-c") {
      phaseAtMost(Phase::Compile);
    } else if (a == "-S") {
      phaseAtMost(Phase::Assemble);
    } else if (a == "-E" || a == "-M" || a == "-MM") {
      phaseAtMost(Phase::Preprocess);
    } else if (a == "-fsyntax-only") {
      phaseAtMost(Phase::SyntaxOnly);
    } else if (a.starts_with("-o")) {
      if (auto v = value("-o", nullptr)) cl.output = *v;
    } else if (a == "-v") {
      cl.verbose = true;
      cl.flags.push_back(a.str());
    } else if (a == "--version") {
      cl.version = true;
    } else if (a == "--help" || a == "-help") {
      cl.help = true;
    } else if (a.starts_with("-x")) {
      if (auto v = value("-x", nullptr)) language = *v == "none" ? std::string() : *v;
    } else if (a.starts_with("-l")) {
      Input in;
      in.kind = Input::LinkerInput;
      value("-l", &in.args);
      cl.inputs.push_back(std::move(in));
    } else if (a.starts_with("-Wl,") || a == "-Xlinker") {
      Input in;
      in.kind = Input::LinkerInput;
      if (a == "-Xlinker")
        value("-Xlinker", &in.args);
      else
        in.args = {a.str()};
      cl.inputs.push_back(std::move(in));
    } else if (std::optional<llvm::StringRef> option = includeOption(a)) {
      if (auto v = value(*option, &cl.flags)) {
        if (*option != "-include" && *option != "-imacros") cl.includeDirs.push_back(*v);
        cl.preprocessorArgs.insert(cl.preprocessorArgs.end(), {option->str(), *v});
      }
    } else if (a.starts_with("-D") || a.starts_with("-U")) {
      llvm::StringRef option = a.take_front(2);
      if (auto v = value(option, &cl.flags)) {
        cl.macros.push_back(option.str() + *v);
        cl.preprocessorArgs.insert(cl.preprocessorArgs.end(), {option.str(), *v});
      }
    } else if (isPreprocessorFlag(a)) {
      cl.preprocessorArgs.push_back(a.str());
      cl.flags.push_back(a.str());
    } else if (a.starts_with("-foffload=")) {
      // gcc's list of targets; acc2c's kernels are OpenMP target constructs
      // for gcc's nvptx offload compiler (docs/gpu.md).
      llvm::StringRef targets = a.drop_front(strlen("-foffload="));
      if (targets == "disable" || targets == "default")
        cl.offloadTarget.clear();
      else if (targets == "nvptx-none")
        cl.offloadTarget = targets.str();
      else
        cl.errors.push_back("'" + a.str() +
                            "': acc2c builds device kernels for nvptx-none only "
                            "(-foffload=nvptx-none, or -foffload=disable)");
      cl.flags.push_back(a.str());
    } else if (a.starts_with("-foffload-options=")) {
      cl.offloadOptions = true;
      cl.flags.push_back(a.str());
    } else if (a == "-MD" || a == "-MMD") {
      cl.dependencyFile = true;
      cl.flags.push_back(a.str());
    } else if (a == "-MP") {
      cl.phonyTargets = true;
      cl.flags.push_back(a.str());
    } else if (a.starts_with("-MF")) {
      if (auto v = value("-MF", &cl.flags)) cl.dependencyFileName = *v;
    } else if (takesSeparateValue(a)) {
      value(a, &cl.flags);
    } else {
      cl.flags.push_back(a.str());
    }
    // The value of a two-token option goes into the pass-through copy too.
    for (size_t j = first + 1; j <= i; ++j) cl.passThrough.push_back(args[j]);
  }
  if (cl.readsStandardInput && cl.phase != Phase::Preprocess)
    cl.errors.push_back("reading a source from standard input is supported only with -E");
  // As gcc: the output must not replace a source (it would be lost).
  if (cl.output)
    for (const Source &s : cl.sources)
      if (llvm::sys::fs::equivalent(s.path, *cl.output))
        cl.errors.push_back("input file '" + s.path + "' is the same as output file");
  return cl;
}

} // namespace acc2c::driver
