// acc2c-gfortran: sorting gfortran's arguments.
#include "driver/gfortran/CommandLine.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Path.h"

namespace acc2c::gfortran {

bool classifyFortranSuffix(const std::string &path, bool &fixedForm, bool &preprocess) {
  llvm::StringRef ext = llvm::sys::path::extension(path);
  if (ext.empty())
    return false;
  ext = ext.drop_front();
  // gfortran's own table (gcc/fortran/lang-specs.h).
  if (ext == "f90" || ext == "f95" || ext == "f03" || ext == "f08") {
    fixedForm = false, preprocess = false;
    return true;
  }
  if (ext == "F90" || ext == "F95" || ext == "F03" || ext == "F08") {
    fixedForm = false, preprocess = true;
    return true;
  }
  if (ext == "f" || ext == "for" || ext == "ftn") {
    fixedForm = true, preprocess = false;
    return true;
  }
  if (ext == "F" || ext == "FOR" || ext == "FTN" || ext == "fpp" || ext == "FPP") {
    fixedForm = true, preprocess = true;
    return true;
  }
  return false;
}

namespace {

// Files gcc compiles itself (everything else on the command line is a
// linker input: objects, archives, shared libraries, linker scripts).
bool isCompilableByGcc(const std::string &path) {
  llvm::StringRef ext = llvm::sys::path::extension(path);
  if (ext.empty())
    return false;
  return llvm::StringSwitch<bool>(ext.drop_front())
      .Cases({"c", "i", "ii", "cc", "cp", "cxx", "cpp", "CPP", "c++", "C"}, true)
      .Cases({"s", "S", "sx", "m", "mi", "mm", "M", "mii"}, true)
      .Cases({"h", "hh", "H", "hp", "hxx", "hpp", "HPP", "h++", "tcc"}, true)
      .Default(false);
}

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

} // namespace

CommandLine parseCommandLine(const std::vector<std::string> &args, bool keepByDefault) {
  CommandLine cl;
  cl.keep = keepByDefault;
  std::optional<bool> cpp, fixedForm;
  std::string language; // -x in force; "" for "by suffix"

  auto phaseAtMost = [&](Phase p) {
    if (static_cast<int>(p) < static_cast<int>(cl.phase))
      cl.phase = p;
  };

  for (size_t i = 0; i < args.size(); ++i) {
    llvm::StringRef a = args[i];
    // The value of an option: joined (-Idir) or the next argument (-I dir).
    auto value = [&](llvm::StringRef option, std::vector<std::string> *tokens) -> std::optional<std::string> {
      if (a.size() > option.size()) {
        if (tokens)
          tokens->push_back(a.str());
        return a.drop_front(option.size()).str();
      }
      if (i + 1 >= args.size()) {
        cl.errors.push_back("missing argument to '" + option.str() + "'");
        return std::nullopt;
      }
      if (tokens) {
        tokens->push_back(a.str());
        tokens->push_back(args[i + 1]);
      }
      return args[++i];
    };

    // The driver's own options: not gfortran's business.
    if (a == "--keep") {
      cl.keep = true;
      continue;
    }
    if (a == "-###") {
      cl.dryRun = true;
      continue;
    }
    // -fopenacc would make gfortran lower directives that acc2c has
    // already replaced; the output has none left.
    if (a == "-fopenacc" || a.starts_with("-fopenacc-dim=") || a == "-fno-openacc")
      continue;

    const size_t first = i;
    cl.passThrough.push_back(a.str());

    if (a == "-") {
      cl.errors.push_back("reading a source from standard input is not supported");
      continue;
    }
    if (a.empty() || a.front() != '-') {
      bool fixed = false, pp = false;
      Input in;
      in.language = language;
      bool fortran = false;
      if (language.empty())
        fortran = classifyFortranSuffix(a.str(), fixed, pp);
      else if (language == "f95" || language == "f95-cpp-input" || language == "f77" ||
               language == "f77-cpp-input") {
        fortran = true;
        fixed = language.compare(0, 3, "f77") == 0;
        pp = llvm::StringRef(language).ends_with("-cpp-input");
      }
      if (fortran) {
        in.kind = Input::Fortran;
        in.source = cl.sources.size();
        cl.sources.push_back({a.str(), fixed, pp});
      } else {
        in.kind = (!language.empty() || isCompilableByGcc(a.str())) ? Input::Other
                                                                   : Input::LinkerInput;
        in.args = {a.str()};
      }
      cl.inputs.push_back(std::move(in));
      continue;
    }

    if (a == "-c") {
      phaseAtMost(Phase::Compile);
    } else if (a == "-S") {
      phaseAtMost(Phase::Assemble);
    } else if (a == "-E" || a == "-M" || a == "-MM") {
      phaseAtMost(Phase::Preprocess);
    } else if (a == "-fsyntax-only") {
      phaseAtMost(Phase::SyntaxOnly);
    } else if (a.starts_with("-o")) {
      if (auto v = value("-o", nullptr))
        cl.output = *v;
    } else if (a == "-v") {
      cl.verbose = true;
      cl.flags.push_back(a.str());
    } else if (a == "--version") {
      cl.version = true;
    } else if (a == "--help" || a == "-help") {
      cl.help = true;
    } else if (a.starts_with("-x")) {
      if (auto v = value("-x", nullptr))
        language = *v == "none" ? std::string() : *v;
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
    } else if (a.starts_with("-isystem") || a.starts_with("-iquote") ||
               a.starts_with("-idirafter") || (a.starts_with("-I") && a != "-I-")) {
      llvm::StringRef option = a.starts_with("-isystem")  ? "-isystem"
                               : a.starts_with("-iquote") ? "-iquote"
                               : a.starts_with("-idirafter") ? "-idirafter"
                                                             : "-I";
      if (auto v = value(option, &cl.flags))
        cl.includeDirs.push_back(*v);
    } else if (a.starts_with("-J")) {
      if (auto v = value("-J", &cl.flags))
        cl.moduleDir = *v;
    } else if (a.starts_with("-D") || a.starts_with("-U")) {
      llvm::StringRef option = a.take_front(2);
      if (auto v = value(option, &cl.flags))
        cl.macros.push_back(option.str() + *v);
    } else if (a == "-cpp" || a == "-nocpp") {
      cpp = a == "-cpp";
      cl.flags.push_back(a.str());
    } else if (a == "-ffixed-form" || a == "-ffree-form") {
      fixedForm = a == "-ffixed-form";
      cl.flags.push_back(a.str());
    } else if (a == "-fpreprocessed") {
      cl.preprocessed = true;
      cl.flags.push_back(a.str());
    } else if (a == "-MD" || a == "-MMD") {
      cl.dependencyFile = true;
      cl.flags.push_back(a.str());
    } else if (a.starts_with("-MF")) {
      if (auto v = value("-MF", &cl.flags))
        cl.dependencyFileName = *v;
    } else if (takesSeparateValue(a)) {
      value(a, &cl.flags);
    } else {
      cl.flags.push_back(a.str());
    }
    // The value of a two-token option goes into the pass-through copy too.
    for (size_t j = first + 1; j <= i; ++j)
      cl.passThrough.push_back(args[j]);
  }

  for (FortranSource &s : cl.sources) {
    if (fixedForm)
      s.fixedForm = *fixedForm;
    if (cpp)
      s.preprocess = *cpp;
    if (cl.preprocessed)
      s.preprocess = false;
  }
  return cl;
}

} // namespace acc2c::gfortran
