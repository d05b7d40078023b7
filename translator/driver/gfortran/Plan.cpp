// acc2c-gfortran: turning the command line into jobs.
#include "driver/gfortran/Plan.h"
#include "driver/gfortran/Execute.h"
#include "driver/gfortran/LineMarkers.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <map>
#include <memory>
#include <set>

namespace acc2c::gfortran {

namespace {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

std::string joined(llvm::StringRef a, llvm::StringRef b) {
  llvm::SmallString<256> p(a);
  path::append(p, b);
  return std::string(p);
}

std::string absolute(llvm::StringRef p) {
  llvm::SmallString<256> s(p);
  fs::make_absolute(s);
  path::remove_dots(s, /*remove_dot_dot=*/false); // ".." stays physical
  return std::string(s);
}

std::string directoryOf(llvm::StringRef file) {
  llvm::StringRef dir = path::parent_path(file);
  return dir.empty() ? std::string(".") : dir.str();
}

std::string replaceExtension(llvm::StringRef file, llvm::StringRef ext) {
  llvm::SmallString<256> p(file);
  path::replace_extension(p, ext);
  return std::string(p);
}

// The macros acc2c sees: the -D/-U in order, a later -U NAME removing NAME.
std::vector<std::string> acc2cMacros(const std::vector<std::string> &macros) {
  std::vector<std::pair<std::string, std::string>> defined; // name, "NAME[=V]"
  for (const std::string &m : macros) {
    std::string body = m.substr(2);
    std::string name = body.substr(0, body.find('='));
    for (auto it = defined.begin(); it != defined.end();)
      it = it->first == name ? defined.erase(it) : it + 1;
    if (m[1] == 'D')
      defined.emplace_back(name, body);
  }
  std::vector<std::string> out;
  for (auto &[name, body] : defined) {
    out.push_back("-D");
    out.push_back(body);
  }
  return out;
}

// acc2c's search path. Flang-format .mod files are written beside
// gfortran's (<-J or .>/.acc2c-mod) and read from there first, then from the
// .acc2c-mod beside every directory gfortran searches for .mod files (the
// current one, the -I ones), so that a later source can `use` a module
// translated earlier, in this directory or another. Then the -I directories
// and the source's own for include files.
std::vector<std::string> acc2cSearchArgs(const CommandLine &cl, const std::string &sourceDir,
                                         std::string &flangDir) {
  flangDir = absolute(cl.moduleDir ? joined(*cl.moduleDir, FlangModuleSubdir)
                                   : std::string(FlangModuleSubdir));
  std::vector<std::string> args = {"-J", flangDir};
  std::set<std::string> seen = {flangDir};
  auto add = [&](const std::string &dir) {
    if (seen.insert(dir).second) {
      args.push_back("-I");
      args.push_back(dir);
    }
  };
  add(absolute(FlangModuleSubdir));
  for (const std::string &d : cl.includeDirs)
    add(absolute(joined(d, FlangModuleSubdir)));
  for (const std::string &d : cl.includeDirs)
    add(absolute(d));
  add(absolute(sourceDir));
  return args;
}

// Where and on what acc2c runs.
struct TranslationSite {
  std::string workingDirectory;
  std::string sourceArg; ///< the source as acc2c is given it
  std::string copy;      ///< where the source's copy without line markers goes
};

bool hasDotDot(llvm::StringRef p) {
  for (auto it = path::begin(p), end = path::end(p); it != end; ++it)
    if (*it == "..")
      return true;
  return false;
}

// acc2c runs in a directory of its own under the scratch directory, not in
// the user's: Flang looks for a module file in the current directory before
// anywhere else, and there gfortran's .mod files of the same names lie. A
// relative source path keeps its spelling (acc2c's diagnostics and the
// runtime's messages show it) through a symlink to its first component, one
// level of nesting per leading "..". A copy without line markers is made at
// the same relative path when it can be.
TranslationSite siteFor(const FortranSource &s, const std::string &root, const std::string &cwd,
                        bool copyWithoutMarkers, Plan &plan) {
  TranslationSite site{root, s.path, ""};
  plan.directories.push_back(root);
  if (copyWithoutMarkers) {
    if (path::is_absolute(s.path) || hasDotDot(s.path)) {
      site.sourceArg = path::filename(s.path).str();
      site.copy = joined(root, site.sourceArg);
    } else {
      site.copy = joined(root, s.path);
      llvm::StringRef parent = path::parent_path(site.copy);
      if (parent != root)
        plan.directories.push_back(parent.str());
    }
    return site;
  }
  if (path::is_absolute(s.path))
    return site;
  size_t ups = 0;
  std::string first;
  for (auto it = path::begin(s.path), end = path::end(s.path); it != end; ++it) {
    if (*it == ".")
      continue;
    if (*it == "..") {
      ++ups;
      continue;
    }
    first = it->str();
    break;
  }
  std::string target = cwd;
  for (size_t i = 0; i < ups; ++i)
    target = path::parent_path(target).str();
  plan.symlinks.emplace_back(joined(root, first), joined(target, first));
  for (size_t i = 0; i < ups; ++i) {
    site.workingDirectory = joined(site.workingDirectory, ".up");
    plan.directories.push_back(site.workingDirectory);
  }
  return site;
}

std::string scratchDirectory(bool create, Plan &plan) {
  llvm::SmallString<256> result;
  if (create) {
    if (std::error_code ec = fs::createUniqueDirectory("acc2c-gfortran", result))
      plan.errors.push_back("cannot create a temporary directory: " + ec.message());
  } else {
    llvm::SmallString<256> model;
    path::system_temp_directory(true, model);
    path::append(model, "acc2c-gfortran-%%%%%%");
    fs::createUniquePath(model, result, false);
  }
  return std::string(result);
}

} // namespace

Plan makePlan(const CommandLine &cl, const Toolchain &tc, bool createScratch) {
  Plan plan;
  const std::string &fc = tc.fortranCompiler;

  if (cl.phase == Phase::Preprocess) {
    // gfortran preprocesses the source as it is: the directives stay in its
    // output and are translated when that output is compiled (CMake's Ninja
    // generator preprocesses with -E, then compiles with -fpreprocessed).
    Job job;
    job.argv = {fc, "-fopenmp", OpenACCMacro};
    job.argv.insert(job.argv.end(), cl.passThrough.begin(), cl.passThrough.end());
    plan.jobs.push_back(std::move(job));
    return plan;
  }

  size_t compiled = 0; // inputs that make an object (or .s) each
  for (const Input &in : cl.inputs)
    if (in.kind != Input::LinkerInput)
      ++compiled;
  const bool stopsBeforeLink = cl.phase != Phase::Link;
  if (cl.output && compiled > 1 &&
      (cl.phase == Phase::Compile || cl.phase == Phase::Assemble)) {
    plan.errors.push_back("cannot specify '-o' with '-c' or '-S' with multiple files");
    return plan;
  }
  for (const FortranSource &s : cl.sources)
    if (!fs::exists(s.path))
      plan.errors.push_back(s.path + ": No such file or directory");
  if (!plan.errors.empty())
    return plan;

  llvm::SmallString<256> cwdBuffer;
  fs::current_path(cwdBuffer);
  const std::string cwd(cwdBuffer);
  if (!cl.sources.empty())
    plan.scratch = scratchDirectory(createScratch, plan);
  if (!plan.errors.empty())
    return plan;
  std::vector<std::string> macroArgs = acc2cMacros(cl.macros);

  std::map<size_t, std::string> objectOf; // a Fortran source's object
  const std::string linkOutput = cl.output.value_or("a.out");
  std::set<std::string> scratchNames;
  bool flangDirListed = false;

  int unit = 0;
  for (size_t i = 0; i < cl.sources.size(); ++i, ++unit) {
    const FortranSource &s = cl.sources[i];
    std::string stem = path::stem(s.path).str();
    // Two sources of one name (a/x.f90 b/x.f90) get apart in the scratch.
    std::string scratchStem = stem;
    for (int n = 2; !scratchNames.insert(scratchStem).second; ++n)
      scratchStem = stem + "-" + std::to_string(n);
    const std::string suffix = s.fixedForm ? "f" : "f90";

    std::string object; // none for -fsyntax-only
    if (cl.phase == Phase::Compile)
      object = cl.output.value_or(stem + ".o");
    else if (cl.phase == Phase::Assemble)
      object = cl.output.value_or(stem + ".s");
    else if (cl.phase == Phase::Link)
      object = joined(plan.scratch, scratchStem + ".o");
    objectOf[i] = object;

    // The translation: in the scratch directory (where nothing else can
    // shadow an INCLUDE), or with --keep <stem>.acc2c.f90 beside the object
    // (beside the executable when linking).
    std::string translation;
    if (cl.keep) {
      std::string dir = cl.phase == Phase::Link         ? directoryOf(linkOutput)
                        : cl.phase == Phase::SyntaxOnly ? std::string(".")
                                                        : directoryOf(object);
      translation = dir == "." ? stem + ".acc2c." + suffix
                               : joined(dir, stem + ".acc2c." + suffix);
    } else {
      translation = joined(plan.scratch, scratchStem + ".acc2c." + suffix);
    }

    std::string flangDir;
    std::vector<std::string> searchArgs = acc2cSearchArgs(cl, directoryOf(s.path), flangDir);
    if (!flangDirListed) {
      plan.directories.insert(plan.directories.begin(), flangDir);
      flangDirListed = true;
    }

    TranslationSite site = siteFor(s, joined(plan.scratch, "w-" + scratchStem), cwd,
                                   /*copyWithoutMarkers=*/cl.preprocessed, plan);
    auto markers = std::make_shared<LineMarkers>();
    if (!site.copy.empty()) {
      Job blank;
      blank.unit = unit;
      blank.argv = {"<blank the line markers>", s.path, site.copy};
      blank.action = [from = s.path, to = site.copy, markers] {
        std::string error;
        if (blankLineMarkers(from, to, *markers, error))
          return 0;
        report("error", error);
        return 1;
      };
      plan.jobs.push_back(std::move(blank));
    }

    Job translate;
    translate.unit = unit;
    translate.workingDirectory = site.workingDirectory;
    translate.argv = {tc.acc2c, "--emit=source", s.fixedForm ? "--form=fixed" : "--form=free"};
    translate.argv.insert(translate.argv.end(), searchArgs.begin(), searchArgs.end());
    translate.argv.insert(translate.argv.end(), macroArgs.begin(), macroArgs.end());
    translate.argv.insert(translate.argv.end(), {site.sourceArg, "-o", absolute(translation)});
    if (!object.empty() && stopsBeforeLink)
      translate.removeOnFailure.push_back(object); // no stale object after an error
    if (cl.keep)
      translate.removeOnFailure.push_back(translation);
    plan.jobs.push_back(std::move(translate));

    if (!site.copy.empty()) {
      Job restore;
      restore.unit = unit;
      restore.argv = {"<restore the line markers>", translation};
      restore.action = [file = translation, markers] {
        std::string error;
        if (!restoreLineMarkers(file, *markers, error))
          report("warning", error);
        return 0;
      };
      plan.jobs.push_back(std::move(restore));
    }

    // gfortran on the translation: the user's flags, then what the
    // translated code needs.
    Job compile;
    compile.unit = unit;
    compile.argv = {fc, OpenACCMacro};
    compile.argv.insert(compile.argv.end(), cl.flags.begin(), cl.flags.end());
    compile.argv.push_back("-fopenmp");
    if (s.fixedForm)
      compile.argv.insert(compile.argv.end(), {"-ffixed-form", "-ffixed-line-length-none"});
    else
      compile.argv.insert(compile.argv.end(), {"-ffree-form", "-ffree-line-length-none"});
    if (s.preprocess)
      compile.argv.push_back("-cpp");
    compile.argv.push_back("-I" + tc.runtimeIncludeDir);
    // INCLUDE and #include "..." look beside the source, which the
    // translation is not. After the -I directories, so that .mod files in
    // the source's directory (of an earlier in-source build) shadow none.
    compile.argv.push_back("-I" + directoryOf(s.path));
    if (cl.phase == Phase::Assemble)
      compile.argv.push_back("-S");
    else if (cl.phase == Phase::SyntaxOnly)
      compile.argv.push_back("-fsyntax-only");
    else
      compile.argv.push_back("-c");
    compile.argv.push_back(translation);
    if (!object.empty())
      compile.argv.insert(compile.argv.end(), {"-o", object});
    if (cl.dependencyFile && stopsBeforeLink && !object.empty()) {
      std::string depFile = cl.dependencyFileName.value_or(replaceExtension(object, "d"));
      // gfortran also names a target after its input: <input stem>.o.
      compile.depFix = Job::DepFix{
          depFile,
          {{translation, s.path},
           {path::stem(translation).str() + ".o", path::stem(s.path).str() + ".o"}}};
    }
    if (cl.keep)
      compile.note = "kept the translation of " + s.path + " in " + translation;
    plan.jobs.push_back(std::move(compile));
  }

  // Inputs that are not Fortran: gfortran compiles them itself (-c, -S), or
  // they go to the link in their places among the objects.
  if (stopsBeforeLink) {
    Job other;
    other.unit = unit++;
    other.argv = {fc};
    other.argv.insert(other.argv.end(), cl.flags.begin(), cl.flags.end());
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
      if (in.kind != Input::Other)
        continue;
      if (in.language != language) {
        language = in.language;
        other.argv.insert(other.argv.end(), {"-x", language.empty() ? "none" : language});
      }
      other.argv.insert(other.argv.end(), in.args.begin(), in.args.end());
      any = true;
    }
    if (cl.output && cl.phase != Phase::SyntaxOnly)
      other.argv.insert(other.argv.end(), {"-o", *cl.output});
    if (any)
      plan.jobs.push_back(std::move(other));
    return plan;
  }

  Job link;
  link.unit = -1;
  link.argv = {fc};
  link.argv.insert(link.argv.end(), cl.flags.begin(), cl.flags.end());
  link.argv.push_back("-fopenmp");
  std::string language;
  for (const Input &in : cl.inputs) {
    std::string wanted = in.kind == Input::Fortran ? std::string() : in.language;
    if (in.kind != Input::LinkerInput && wanted != language) {
      language = wanted;
      link.argv.insert(link.argv.end(), {"-x", language.empty() ? "none" : language});
    }
    if (in.kind == Input::Fortran)
      link.argv.push_back(objectOf[in.source]);
    else
      link.argv.insert(link.argv.end(), in.args.begin(), in.args.end());
  }
  if (!language.empty())
    link.argv.insert(link.argv.end(), {"-x", "none"});
  link.argv.insert(link.argv.end(), {"-o", linkOutput});
  link.argv.insert(link.argv.end(), tc.runtimeLinkFlags.begin(), tc.runtimeLinkFlags.end());
  plan.jobs.push_back(std::move(link));
  return plan;
}

} // namespace acc2c::gfortran
