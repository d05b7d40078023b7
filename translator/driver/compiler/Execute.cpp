// acc2c's compiler drivers: executing the jobs.
#include "driver/compiler/Execute.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

#include <set>

#include <unistd.h>

namespace acc2c::driver {

namespace fs = llvm::sys::fs;

namespace {
const char *nameOfDriver = "acc2c";
} // namespace

void setDriverName(const char *name) { nameOfDriver = name; }
const char *driverName() { return nameOfDriver; }

void report(const char *kind, const std::string &message) {
  llvm::errs() << nameOfDriver << ": " << kind << ": " << message << "\n";
}

std::string shellQuoted(const std::vector<std::string> &argv) {
  std::string out;
  for (const std::string &a : argv) {
    if (!out.empty()) out += ' ';
    bool plain = !a.empty() && a.find_first_not_of("abcdefghijklmnopqrstuvwxyz"
                                                   "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                                   "0123456789-_./=,:+@%") == std::string::npos;
    if (plain) {
      out += a;
      continue;
    }
    out += '\'';
    for (char c : a) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    out += '\'';
  }
  return out;
}

namespace {

// gcc's -### style: every argument in double quotes.
std::string gccQuoted(const std::vector<std::string> &argv) {
  std::string out;
  for (const std::string &a : argv) {
    out += " \"";
    for (char c : a) {
      if (c == '"' || c == '\\') out += '\\';
      out += c;
    }
    out += '"';
  }
  return out;
}

// An @file for a command line too long for the system (gcc and gfortran read them).
std::string responseFileFor(const std::vector<std::string> &args, std::string &error) {
  llvm::SmallString<256> file;
  if (std::error_code ec = fs::createTemporaryFile(nameOfDriver, "rsp", file)) {
    error = ec.message();
    return {};
  }
  std::error_code ec;
  llvm::raw_fd_ostream os(file, ec);
  for (const std::string &a : args) {
    os << '"';
    for (char c : a) {
      if (c == '"' || c == '\\') os << '\\';
      os << c;
    }
    os << "\"\n";
  }
  return std::string(file);
}

void removeIfRegular(const std::string &file) {
  fs::file_status st;
  if (!fs::status(file, st) && fs::is_regular_file(st)) fs::remove(file);
}

// In a dependency file the compiler wrote for the translation, name the source.
void fixDependencyFile(const Job::DepFix &fix) {
  auto buffer = llvm::MemoryBuffer::getFile(fix.file);
  if (!buffer) return;
  std::string text = (*buffer)->getBuffer().str();
  auto boundary = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == ':'; };
  bool changed = false;
  for (const auto &[from, to] : fix.renames) {
    for (size_t at = 0; (at = text.find(from, at)) != std::string::npos;) {
      size_t end = at + from.size();
      if ((at == 0 || boundary(text[at - 1])) && (end == text.size() || boundary(text[end]))) {
        text.replace(at, from.size(), to);
        at += to.size();
        changed = true;
      } else {
        at = end;
      }
    }
  }
  if (!changed) return;
  std::error_code ec;
  llvm::raw_fd_ostream os(fix.file, ec);
  if (!ec) os << text;
}

} // namespace

int runCommand(const std::vector<std::string> &argv, bool verbose) {
  if (verbose) llvm::errs() << shellQuoted(argv) << "\n";
  std::vector<llvm::StringRef> refs(argv.begin(), argv.end());
  std::string responseFile, responseArg;
  if (!llvm::sys::commandLineFitsWithinSystemLimits(argv[0], refs)) {
    std::string error;
    responseFile = responseFileFor({argv.begin() + 1, argv.end()}, error);
    if (responseFile.empty()) {
      report("error", "cannot write a response file: " + error);
      return 1;
    }
    responseArg = "@" + responseFile;
    refs = {argv[0], responseArg};
  }
  std::string message;
  bool failed = false;
  llvm::errs().flush();
  llvm::outs().flush();
  int rc = llvm::sys::ExecuteAndWait(argv[0], refs, std::nullopt, {}, 0, 0, &message, &failed);
  if (!responseFile.empty()) fs::remove(responseFile);
  if (failed) {
    report("error", "cannot run '" + argv[0] + "': " + message);
    return 1;
  }
  if (rc < 0) {
    report("error", "'" + argv[0] + "' " + (message.empty() ? "crashed" : message));
    return 1;
  }
  return rc;
}

namespace {

// What an interrupt (Ctrl-C) must not leave behind: the scratch directory.
// Its files are registered with RemoveFileOnSignal, which runs first; this
// removes the emptied directories, deepest first.
std::vector<std::string> *scratchDirectories = nullptr;

void onInterrupt() {
  if (scratchDirectories)
    for (auto it = scratchDirectories->rbegin(); it != scratchDirectories->rend(); ++it)
      ::rmdir(it->c_str());
  ::_exit(130);
}

std::string describe(const Job &job) {
  if (job.workingDirectory.empty()) return shellQuoted(job.argv);
  return "cd " + shellQuoted({job.workingDirectory}) + " && " + shellQuoted(job.argv);
}

} // namespace

int execute(Plan &plan, const ExecuteOptions &options) {
  if (options.dryRun) {
    for (const Job &job : plan.jobs) {
      if (!job.workingDirectory.empty())
        llvm::errs() << " \"cd\" \"" << job.workingDirectory << "\" &&";
      llvm::errs() << gccQuoted(job.argv) << "\n";
    }
    return 0;
  }

  // Everything the jobs make in the scratch directory.
  std::vector<std::string> scratchFiles;
  for (const auto &[link, target] : plan.symlinks) scratchFiles.push_back(link);
  for (const Job &job : plan.jobs)
    for (const std::string &a : job.argv)
      if (!plan.scratch.empty() && llvm::StringRef(a).starts_with(plan.scratch + "/"))
        scratchFiles.push_back(a);
  for (const std::string &f : scratchFiles) llvm::sys::RemoveFileOnSignal(f);
  for (const Job &job : plan.jobs)
    for (const std::string &f : job.removeOnFailure) llvm::sys::RemoveFileOnSignal(f);
  std::vector<std::string> directories;
  if (!plan.scratch.empty()) directories.push_back(plan.scratch);
  for (const std::string &d : plan.directories)
    if (llvm::StringRef(d).starts_with(plan.scratch + "/")) directories.push_back(d);
  scratchDirectories = &directories;
  llvm::sys::SetInterruptFunction(onInterrupt);

  int status = 0;
  for (const std::string &d : plan.directories)
    if (std::error_code ec = fs::create_directories(d)) {
      report("error", "cannot create '" + d + "': " + ec.message());
      status = 1;
    }
  for (const auto &[link, target] : plan.symlinks)
    if (std::error_code ec = fs::create_link(target, link)) {
      report("error", "cannot create '" + link + "': " + ec.message());
      status = 1;
    }

  // Like gcc, go on with the other sources after a failure, link nothing,
  // and exit with the first failure's status.
  std::set<int> failedUnits;
  const bool setupFailed = status != 0;
  llvm::SmallString<256> home;
  fs::current_path(home);
  for (size_t i = 0; !setupFailed && i < plan.jobs.size(); ++i) {
    const Job &job = plan.jobs[i];
    if (failedUnits.count(job.unit) || (job.unit == -1 && status != 0)) continue;
    if (options.verbose) llvm::errs() << describe(job) << "\n";
    int rc;
    if (!job.workingDirectory.empty() && fs::set_current_path(job.workingDirectory)) {
      report("error", "cannot enter '" + job.workingDirectory + "'");
      rc = 1;
    } else {
      rc = job.action ? job.action() : runCommand(job.argv, false);
      if (!job.workingDirectory.empty()) fs::set_current_path(home);
    }
    if (rc != 0) {
      for (const std::string &f : job.removeOnFailure) removeIfRegular(f);
      failedUnits.insert(job.unit);
      if (status == 0) status = rc;
      continue;
    }
    if (job.depFix) fixDependencyFile(*job.depFix);
    if (!job.note.empty()) report("note", job.note);
  }

  // The symlinks name the user's files and directories: unlink them first,
  // so that removing the scratch directory cannot reach through them.
  for (const auto &[link, target] : plan.symlinks) fs::remove(link);
  if (!plan.scratch.empty()) fs::remove_directories(plan.scratch);
  for (const std::string &f : scratchFiles) llvm::sys::DontRemoveFileOnSignal(f);
  for (const Job &job : plan.jobs)
    for (const std::string &f : job.removeOnFailure) llvm::sys::DontRemoveFileOnSignal(f);
  scratchDirectories = nullptr;
  return status;
}

} // namespace acc2c::driver
