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

// A file's name as make reads it in a rule.
std::string makeEscaped(llvm::StringRef name) {
  std::string out;
  for (char c : name) {
    if (c == ' ' || c == '#') out += '\\';
    if (c == '$') out += '$';
    out += c;
  }
  return out;
}

// Whether text[at, at + size) is a whole name of a rule.
bool wholeName(const std::string &text, size_t at, size_t size) {
  auto boundary = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == ':'; };
  size_t end = at + size;
  return (at == 0 || boundary(text[at - 1])) && (end == text.size() || boundary(text[end]));
}

bool namedIn(const std::string &text, const std::string &name) {
  for (size_t at = 0; (at = text.find(name, at)) != std::string::npos; ++at)
    if (wholeName(text, at, name.size())) return true;
  return false;
}

// The files the translation inlined, as the driver's compiler would name
// them: relative to the working directory when they lie under it.
std::vector<std::string> inlinedFiles(const std::string &list) {
  std::vector<std::string> out;
  auto buffer = llvm::MemoryBuffer::getFile(list);
  if (!buffer) return out;
  llvm::SmallString<256> cwd;
  fs::current_path(cwd);
  llvm::SmallVector<llvm::StringRef, 8> lines;
  (*buffer)->getBuffer().split(lines, '\n', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef line : lines) {
    llvm::SmallString<256> file(line);
    llvm::sys::path::remove_dots(file, /*remove_dot_dot=*/true);
    llvm::StringRef name = file;
    if (name.starts_with(cwd) && name.size() > cwd.size() &&
        llvm::sys::path::is_separator(name[cwd.size()]))
      name = name.drop_front(cwd.size() + 1);
    out.push_back(makeEscaped(name));
  }
  return out;
}

// In a dependency file the compiler wrote for the translation, name the
// source, and the files the translation holds in place of their include
// lines: the compiler never read those, but the object depends on them.
void fixDependencyFile(const Job::DepFix &fix) {
  auto buffer = llvm::MemoryBuffer::getFile(fix.file);
  if (!buffer) return;
  std::string text = (*buffer)->getBuffer().str();
  bool changed = false;
  for (const auto &[from, to] : fix.renames) {
    for (size_t at = 0; (at = text.find(from, at)) != std::string::npos;) {
      if (wholeName(text, at, from.size())) {
        text.replace(at, from.size(), to);
        at += to.size();
        changed = true;
      } else {
        at += from.size();
      }
    }
  }
  std::vector<std::string> added;
  for (const std::string &f : inlinedFiles(fix.inlinedList))
    if (!namedIn(text, f)) added.push_back(f);
  if (!added.empty()) {
    // The first rule ends at the first newline no backslash continues.
    size_t end = 0;
    while ((end = text.find('\n', end)) != std::string::npos && end > 0 && text[end - 1] == '\\')
      ++end;
    if (end == std::string::npos) end = text.size();
    std::string more;
    for (const std::string &f : added) more += " \\\n " + f;
    text.insert(end, more);
    if (fix.phonyTargets) {
      if (!text.empty() && text.back() != '\n') text += '\n';
      for (const std::string &f : added) text += f + ":\n";
    }
    changed = true;
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
