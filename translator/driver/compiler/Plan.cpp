// acc2c's compiler drivers: turning the command line into jobs.
#include "driver/compiler/Plan.h"
#include "driver/compiler/Execute.h"
#include "driver/compiler/Language.h"
#include "driver/compiler/Paths.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <map>
#include <set>

namespace acc2c::driver {

namespace {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

std::string scratchDirectory(bool create, Plan &plan) {
  llvm::SmallString<256> result;
  if (create) {
    if (std::error_code ec = fs::createUniqueDirectory(driverName(), result))
      plan.errors.push_back("cannot create a temporary directory: " + ec.message());
  } else {
    llvm::SmallString<256> model;
    path::system_temp_directory(true, model);
    path::append(model, std::string(driverName()) + "-%%%%%%");
    fs::createUniquePath(model, result, false);
  }
  return std::string(result);
}

void append(std::vector<std::string> &to, const std::vector<std::string> &what) {
  to.insert(to.end(), what.begin(), what.end());
}

// What gcc's nvptx offload compiler needs for acc2c's kernels unless the
// user says otherwise: PTX for sm_80 (CUDA 12 and later have no ptxas for
// gcc 12's default sm_35; the driver compiles sm_80 PTX for newer GPUs at
// load), and the language's device libraries.
std::vector<std::string> offloadDefaults(const CommandLine &cl, const Language &language) {
  if (cl.offloadTarget.empty() || cl.offloadOptions) return {};
  return {"-foffload-options=" + cl.offloadTarget + "=-misa=sm_80 " + language.offloadLibraries()};
}

// OpenACC kernels (docs/gpu.md, "OpenACC kernels"): gcc 12 builds a
// program's device code for one model, OpenMP or OpenACC, and the
// translation's host code is OpenMP. So `compile` (the translation's
// compile command, without -c and its output) runs with -foffload=disable
// for the host, and again with -fopenacc only for the kernels: on the
// translation with ACC2C_DEVICE_KERNELS (C), or on `kernelsFile` (Fortran),
// the object's definitions then made weak (its copies of the file's
// functions and globals give way to the host's). One relocatable link
// merges both into `object`. The host's compile goes first and writes the
// dependency file (-MD).
void compileKernelsApart(Job compile, const std::string &translation,
                         const std::string &kernelsFile, const std::string &object,
                         const std::string &stem, const Toolchain &tc, Plan &plan) {
  std::string objcopy;
  for (const char *name : {"llvm-objcopy-22", "llvm-objcopy"})
    if (auto found = llvm::sys::findProgramByName(name); found && objcopy.empty()) objcopy = *found;
  if (objcopy.empty()) {
    plan.errors.push_back("--device-kernels=openacc needs llvm-objcopy (Debian: llvm-22)");
    return;
  }
  const std::string host = joined(plan.scratch, stem + ".host.o");
  const std::string kernels = joined(plan.scratch, stem + ".kernels.o");
  Job device = compile;
  device.depFix.reset();
  device.note.clear();
  // The dependency file is the host compile's (it runs first): the second
  // compile writes none.
  std::vector<std::string> argv;
  for (size_t i = 0; i < device.argv.size(); ++i) {
    llvm::StringRef a = device.argv[i];
    if (a == "-MD" || a == "-MMD" || a == "-MP") continue;
    if (a == "-MF" || a == "-MT" || a == "-MQ") {
      ++i; // and its value
      continue;
    }
    if (a.starts_with("-MF") || a.starts_with("-MT") || a.starts_with("-MQ")) continue;
    argv.push_back(device.argv[i]);
  }
  device.argv = std::move(argv);
  // -w: the first compile has reported the file's warnings.
  device.argv.insert(device.argv.end(), {"-fno-openmp", "-fopenacc", "-w"});
  if (kernelsFile.empty()) // C: the translation again, its kernels' branch
    device.argv.push_back("-DACC2C_DEVICE_KERNELS");
  device.argv.insert(device.argv.end(),
                     {"-c", kernelsFile.empty() ? translation : kernelsFile, "-o", kernels});
  Job weaken;
  weaken.unit = compile.unit;
  weaken.argv = {objcopy, "--weaken", kernels};
  compile.argv.insert(compile.argv.end(), {"-foffload=disable", "-c", translation, "-o", host});
  // The host's object carries no device code: an OpenMP declare target left
  // in a header gives it OpenMP offload IR and offload table entries even
  // so, which mkoffload refuses beside the kernels' OpenACC (one model per
  // program) and which the device image would not match.
  Job hostOnly;
  hostOnly.unit = compile.unit;
  hostOnly.argv = {objcopy, "--wildcard", "--remove-section=.gnu.offload_*",
                   "--remove-section=.rela.gnu.offload_*", host};
  Job merge;
  merge.unit = compile.unit;
  // (Not through a wrapper, which would add its libraries to the merge.)
  merge.argv = {
      tc.plainCompiler, "-r", "-nostdlib", "-foffload=disable", "-flinker-output=nolto-rel", host,
      kernels,          "-o", object};
  merge.removeOnFailure = {object};
  // The host's first: a Fortran kernel may use a module the translation
  // defines.
  plan.jobs.push_back(std::move(compile));
  plan.jobs.push_back(std::move(hostOnly));
  plan.jobs.push_back(std::move(device));
  plan.jobs.push_back(std::move(weaken));
  plan.jobs.push_back(std::move(merge));
}

// gcc 12's offload table (crtoffloadtable.o) holds absolute addresses in
// read-only data, so a position-independent executable with device code has
// text relocations whatever the flags; -z notext says they are expected
// instead of a linker warning on every link (the executable is the same).
std::vector<std::string> offloadLinkDefaults(const CommandLine &cl) {
  if (cl.offloadTarget.empty()) return {};
  return {"-Wl,-z,notext"};
}

// -gpu=managed: the allocation functions the program's own objects call
// become the runtime's, which take managed memory (ManagedAllocation.cpp in
// the runtime shim).
std::vector<std::string> managedLinkDefaults(const CommandLine &cl) {
  if (!cl.managedMemory) return {};
  return {"-Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free,--wrap=aligned_alloc,"
          "--wrap=posix_memalign"};
}

} // namespace

Plan makePlan(const CommandLine &cl, const Toolchain &tc, const Language &language,
              bool createScratch) {
  Plan plan;
  const std::string &cc = tc.compiler;

  if (cl.phase == Phase::Preprocess) {
    // The compiler preprocesses the source as it is: the directives stay in
    // its output and are translated when that output is compiled (CMake's
    // Ninja generator preprocesses Fortran with -E, then compiles with
    // -fpreprocessed).
    CompilerArgs extra = language.preprocessArgs(tc);
    Job job;
    job.argv = {cc};
    append(job.argv, extra.before);
    append(job.argv, cl.passThrough);
    append(job.argv, extra.after);
    plan.jobs.push_back(std::move(job));
    return plan;
  }

  size_t compiled = 0; // inputs that make an object (or .s) each
  for (const Input &in : cl.inputs)
    if (in.kind != Input::LinkerInput) ++compiled;
  const bool stopsBeforeLink = cl.phase != Phase::Link;
  if (cl.output && compiled > 1 && (cl.phase == Phase::Compile || cl.phase == Phase::Assemble)) {
    plan.errors.push_back("cannot specify '-o' with '-c' or '-S' with multiple files");
    return plan;
  }
  for (const Source &s : cl.sources)
    if (!fs::exists(s.path)) plan.errors.push_back(s.path + ": No such file or directory");
  if (!plan.errors.empty()) return plan;

  llvm::SmallString<256> cwdBuffer;
  fs::current_path(cwdBuffer);
  const std::string cwd(cwdBuffer);
  if (!cl.sources.empty()) plan.scratch = scratchDirectory(createScratch, plan);
  if (!plan.errors.empty()) return plan;

  std::map<size_t, std::string> objectOf; // a source's object
  const std::string linkOutput = cl.output.value_or("a.out");
  std::set<std::string> scratchNames;

  // OpenACC kernels: each translation compiled twice (compileKernelsApart).
  const bool kernelsApart = cl.openaccKernels && !cl.offloadTarget.empty() &&
                            (cl.phase == Phase::Compile || cl.phase == Phase::Link);
  int unit = 0;
  for (size_t i = 0; i < cl.sources.size(); ++i, ++unit) {
    const Source &s = cl.sources[i];
    std::string stem = path::stem(s.path).str();
    // Two sources of one name (a/x.f90 b/x.f90) get apart in the scratch.
    std::string scratchStem = stem;
    for (int n = 2; !scratchNames.insert(scratchStem).second; ++n)
      scratchStem = stem + "-" + std::to_string(n);
    const std::string suffix = language.translationSuffix(s);

    std::string object; // none for -fsyntax-only
    if (cl.phase == Phase::Compile)
      object = cl.output.value_or(stem + ".o");
    else if (cl.phase == Phase::Assemble)
      object = cl.output.value_or(stem + ".s");
    else if (cl.phase == Phase::Link)
      object = joined(plan.scratch, scratchStem + ".o");
    objectOf[i] = object;

    // The translation: in the scratch directory (where nothing else can
    // shadow an include), or with --keep <stem>.acc2c.<suffix> beside the
    // object (beside the executable when linking).
    std::string translation;
    if (cl.keep) {
      std::string dir = cl.phase == Phase::Link         ? directoryOf(linkOutput)
                        : cl.phase == Phase::SyntaxOnly ? std::string(".")
                                                        : directoryOf(object);
      translation = dir == "." ? stem + ".acc2c." + suffix : joined(dir, stem + ".acc2c." + suffix);
    } else {
      translation = joined(plan.scratch, scratchStem + ".acc2c." + suffix);
    }

    const bool dependencies = cl.dependencyFile && stopsBeforeLink && !object.empty();
    // Fortran's OpenACC kernels: a file beside the translation.
    std::string kernelsFile;
    if (cl.openaccKernels && !cl.offloadTarget.empty() && language.kernelsInOwnFile())
      kernelsFile = translation.substr(0, translation.size() - suffix.size()) + "kernels." + suffix;
    SourceSite site{s, translation, kernelsFile, object, scratchStem, cwd, unit, {}, {}};
    if (dependencies) site.inlinedList = joined(plan.scratch, scratchStem + ".inlined");
    if (!object.empty() && stopsBeforeLink)
      site.removeOnFailure.push_back(object); // no stale object after an error
    if (cl.keep) site.removeOnFailure.push_back(translation);
    if (cl.keep && !kernelsFile.empty()) site.removeOnFailure.push_back(kernelsFile);
    language.addTranslationJobs(cl, tc, site, plan);

    // The compiler on the translation: the user's flags, with what the
    // translated code needs around them.
    CompilerArgs extra = language.compileArgs(cl, tc, s);
    Job compile;
    compile.unit = unit;
    compile.argv = {cc};
    append(compile.argv, extra.before);
    append(compile.argv, cl.flags);
    append(compile.argv, offloadDefaults(cl, language));
    append(compile.argv, extra.after);
    const bool apart = kernelsApart && !object.empty(); // compileKernelsApart adds -c and -o
    if (!apart) {
      if (cl.phase == Phase::Assemble)
        compile.argv.push_back("-S");
      else if (cl.phase == Phase::SyntaxOnly)
        compile.argv.push_back("-fsyntax-only");
      else
        compile.argv.push_back("-c");
      compile.argv.push_back(translation);
      if (!object.empty()) compile.argv.insert(compile.argv.end(), {"-o", object});
    }
    if (dependencies) {
      std::string depFile = cl.dependencyFileName.value_or(replaceExtension(object, "d"));
      if (apart) { // gcc would name the file and its target after the scratch object
        if (!cl.dependencyFileName) compile.argv.insert(compile.argv.end(), {"-MF", depFile});
        bool target = false;
        for (const std::string &f : cl.flags)
          target |= f.rfind("-MT", 0) == 0 || f.rfind("-MQ", 0) == 0;
        if (!target) compile.argv.insert(compile.argv.end(), {"-MT", object});
      }
      // gfortran also names a target after its input: <input stem>.o.
      compile.depFix =
          Job::DepFix{depFile,
                      {{translation, s.path},
                       {path::stem(translation).str() + ".o", path::stem(s.path).str() + ".o"}},
                      site.inlinedList,
                      cl.phonyTargets};
    }
    if (cl.keep) compile.note = "kept the translation of " + s.path + " in " + translation;
    if (apart)
      compileKernelsApart(std::move(compile), translation, kernelsFile, object, scratchStem, tc,
                          plan);
    else
      plan.jobs.push_back(std::move(compile));
  }

  // Inputs that are not sources: the compiler compiles them itself (-c, -S),
  // or they go to the link in their places among the objects.
  if (stopsBeforeLink) {
    Job other;
    other.unit = unit++;
    other.argv = {cc};
    append(other.argv, cl.flags);
    other.argv.push_back(cl.phase == Phase::Compile    ? "-c"
                         : cl.phase == Phase::Assemble ? "-S"
                                                       : "-fsyntax-only");
    std::string language;
    bool any = false;
    for (const Input &in : cl.inputs) {
      if (in.kind == Input::LinkerInput) {
        if (in.args.size() == 1 && in.args[0].rfind("-", 0) != 0)
          plan.warnings.push_back(in.args[0] +
                                  ": linker input file unused because linking not done");
        continue;
      }
      if (in.kind != Input::Other) continue;
      if (in.language != language) {
        language = in.language;
        other.argv.insert(other.argv.end(), {"-x", language.empty() ? "none" : language});
      }
      append(other.argv, in.args);
      any = true;
    }
    if (cl.output && cl.phase != Phase::SyntaxOnly)
      other.argv.insert(other.argv.end(), {"-o", *cl.output});
    if (any) plan.jobs.push_back(std::move(other));
    return plan;
  }

  Job link;
  link.unit = -1;
  link.argv = {cc};
  append(link.argv, cl.flags);
  append(link.argv, offloadDefaults(cl, language));
  append(link.argv, offloadLinkDefaults(cl));
  append(link.argv, managedLinkDefaults(cl));
  append(link.argv, language.linkArgs());
  std::string inputLanguage;
  for (const Input &in : cl.inputs) {
    std::string wanted = in.kind == Input::Translated ? std::string() : in.language;
    if (in.kind != Input::LinkerInput && wanted != inputLanguage) {
      inputLanguage = wanted;
      link.argv.insert(link.argv.end(), {"-x", inputLanguage.empty() ? "none" : inputLanguage});
    }
    if (in.kind == Input::Translated)
      link.argv.push_back(objectOf[in.source]);
    else
      append(link.argv, in.args);
  }
  if (!inputLanguage.empty()) link.argv.insert(link.argv.end(), {"-x", "none"});
  link.argv.insert(link.argv.end(), {"-o", linkOutput});
  append(link.argv, tc.runtimeLinkFlags);
  append(link.argv, language.defaultLibraries());
  plan.jobs.push_back(std::move(link));
  return plan;
}

} // namespace acc2c::driver
