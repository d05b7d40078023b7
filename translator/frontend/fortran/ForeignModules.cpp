// The cache of converted gfortran modules. A conversion lives in
// <cache>/gfortran/<module>-<hash of the gfortran .mod>/: <module>.mod
// (Flang's), <module>.f90 (the interface written for it, for the curious),
// `needs` (the modules it uses and the keys they had), `warnings`, `names`
// (what the module makes accessible), `excluded` (what Flang rejected) and
// selected/ (interfaces cut down to the names files refer to, keyed by a
// hash of those names). The .mod is renamed in last, so a directory with
// one is complete; parallel builds that convert the same module at once
// write the same bytes.
#include "frontend/fortran/ForeignModules.h"
#include "frontend/fortran/GfortranModuleReader.h"
#include "frontend/fortran/GfortranModuleWriter.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/xxhash.h"

namespace acc2c {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

// Changes whenever the conversion writes something else for the same
// gfortran module, or the intrinsic modules it is compiled against change
// (7: iso_fortran_env with gfortran's kinds; 8: omp_lib re-exported without
// gfortran's specific names), so that old conversions are not reused.
static constexpr const char *ConverterVersion = "acc2c-gfortran-module-8";

std::string foreignModuleCacheRoot(const std::string &moduleDir) {
  if (!moduleDir.empty() && path::filename(moduleDir) == ".acc2c-mod") return moduleDir;
  llvm::SmallString<256> root(moduleDir.empty() ? "." : moduleDir);
  path::append(root, ".acc2c-mod");
  return std::string(root);
}

ForeignModules::ForeignModules(std::string cacheRoot, std::vector<std::string> searchDirs,
                               CompileFn compile, ModuleNamesFn compilerModuleNames,
                               Diagnostics &diags)
    : cacheRoot_(std::move(cacheRoot)), searchDirs_(std::move(searchDirs)),
      compile_(std::move(compile)), compilerModuleNames_(std::move(compilerModuleNames)),
      compilerHasFn_(
          [this](const std::string &m, const std::string &name) { return compilerHas(m, name); }),
      diags_(diags) {}

bool ForeignModules::compilerHas(const std::string &module, const std::string &name) {
  auto it = compilerNames_.find(module);
  if (it == compilerNames_.end())
    it = compilerNames_.emplace(module, compilerModuleNames_(module)).first;
  return !it->second || it->second->count(name) > 0;
}

void ForeignModules::error(const std::string &file, const std::string &message) {
  diags_.addPreformatted(file + ": error: " + message + "\n", true);
}

void ForeignModules::warning(const std::string &file, const std::string &message) {
  diags_.addPreformatted(file + ": warning: " + message + "\n", false);
}

// The names a module file can refer to: its identifiers, lower case as
// Flang writes them (keywords too; a name too many only selects more).
static void noteIdentifiers(llvm::StringRef text, std::set<std::string> &out) {
  for (size_t i = 0; i < text.size();) {
    if (!llvm::isAlpha(text[i])) {
      ++i;
      continue;
    }
    size_t start = i;
    while (i < text.size() && (llvm::isAlnum(text[i]) || text[i] == '_' || text[i] == '$')) ++i;
    out.insert(text.substr(start, i - start).lower());
  }
}

static bool readFile(const std::string &file, std::string &out) {
  auto buffer =
      llvm::MemoryBuffer::getFile(file, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!buffer) return false;
  out = (*buffer)->getBuffer().str();
  return true;
}

// Writes `text` to `file` through a temporary beside it and a rename.
static bool writeFileAtomically(const std::string &file, const std::string &text) {
  llvm::SmallString<256> temporary;
  int fd;
  if (fs::createUniqueFile(file + ".tmp-%%%%%%", fd, temporary)) return false;
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << text;
    os.close();
    if (os.has_error()) {
      os.clear_error();
      fs::remove(temporary);
      return false;
    }
  }
  if (fs::rename(temporary, file)) {
    fs::remove(temporary);
    return false;
  }
  return true;
}

bool ForeignModules::require(const std::string &module) {
  auto known = state_.find(module);
  if (known != state_.end()) return known->second != State::Failed;
  for (const std::string &dir : searchDirs_) {
    llvm::SmallString<256> file(dir);
    path::append(file, module + ".mod");
    std::string bytes;
    if (!fs::is_regular_file(file) || !readFile(std::string(file), bytes)) continue;
    if (!gfortran_module::looksLikeGfortranModule(bytes)) {
      // Flang's own (or something Flang will complain about itself). The
      // modules it was compiled against are its header's "!need$ <sum> n
      // <name>" lines; those gfortran compiled need converting too.
      state_[module] = State::Flang;
      // A conversion that uses it is fresh while these bytes are unchanged:
      // its Flang module file names this one's checksum.
      flangKeys_[module] =
          "flang-" + llvm::utohexstr(llvm::xxh3_64bits(llvm::StringRef(bytes)), true, 16);
      noteIdentifiers(bytes, referenced_);
      bool ok = true;
      llvm::StringRef rest(bytes);
      rest.consume_front("\xef\xbb\xbf");
      if (!rest.starts_with("!mod$")) return true;
      while (!rest.empty()) {
        auto [line, next] = rest.split('\n');
        rest = next;
        if (line.starts_with("!mod$")) continue;
        if (!line.consume_front("!need$ ")) break;
        llvm::SmallVector<llvm::StringRef, 3> fields;
        line.split(fields, ' ', -1, false);
        if (fields.size() != 3 || fields[1] != "n") continue;
        flangNeeds_[module].push_back(fields[2].str());
        ok = require(fields[2].str()) && ok;
      }
      return ok;
    }
    state_[module] = State::Busy;
    bool ok = convert(module, std::string(file), bytes);
    state_[module] = ok ? State::Converted : State::Failed;
    return ok;
  }
  state_[module] = State::Missing;
  return true;
}

bool ForeignModules::convert(const std::string &module, const std::string &file,
                             const std::string &bytes) {
  uint64_t hash = llvm::xxh3_64bits(llvm::StringRef(bytes)) ^
                  llvm::xxh3_64bits(llvm::StringRef(ConverterVersion));
  std::string key = module + "-" + llvm::utohexstr(hash, /*LowerCase=*/true, 16);
  llvm::SmallString<256> dir(cacheRoot_);
  path::append(dir, "gfortran", key);
  std::string dirText(dir);
  auto inDir = [&](const std::string &name) {
    llvm::SmallString<256> p(dir);
    path::append(p, name);
    return std::string(p);
  };

  // The modules a conversion used, each with the key it had.
  auto keyOf = [&](const std::string &dep) -> std::string {
    State s = state_[dep];
    if (s == State::Converted) return keys_[dep];
    return s == State::Flang ? flangKeys_[dep] : std::string("missing");
  };

  // A complete conversion of the same bytes whose modules are unchanged.
  std::string needs, warnings;
  if (fs::exists(inDir(module + ".mod")) && readFile(inDir("needs"), needs)) {
    bool fresh = true;
    llvm::SmallVector<llvm::StringRef> lines;
    llvm::StringRef(needs).split(lines, '\n', -1, false);
    for (llvm::StringRef l : lines) {
      auto [dep, depKey] = l.split(' ');
      if (!require(dep.str()) || keyOf(dep.str()) != depKey) {
        fresh = false;
        break;
      }
    }
    if (fresh && fs::exists(inDir("names"))) {
      if (readFile(inDir("warnings"), warnings) && !warnings.empty())
        diags_.addPreformatted(warnings, false);
      for (llvm::StringRef l : lines)
        if (l.split(' ').second != "missing") needs_[module].push_back(l.split(' ').first.str());
      record(module, key, dirText, file);
      return true;
    }
  }

  std::string why;
  std::optional<gfortran_module::Module> parsed = gfortran_module::readGfortranModule(bytes, why);
  if (!parsed) {
    error(file, "cannot read gfortran module '" + module + "': " + why);
    return false;
  }
  auto available = [&](const std::string &dep) {
    if (!require(dep)) return false;
    State s = state_[dep];
    return s == State::Flang || s == State::Converted;
  };

  // Compile in a directory of our own, then move the results in.
  // <dir>.tmp-<pid>-<n>: unique among the processes that may convert the
  // same module at once.
  static unsigned counter = 0;
  std::string work = dirText + ".tmp-" + std::to_string(llvm::sys::Process::getProcessId()) + "-" +
                     std::to_string(counter++);
  fs::remove_directories(work);
  if (fs::create_directories(dirText) || fs::create_directory(work)) {
    error(file, "cannot create the module cache directory '" + dirText + "'");
    return false;
  }
  auto inWork = [&](const std::string &name) {
    llvm::SmallString<256> p(work);
    path::append(p, name);
    return std::string(p);
  };
  auto cleanUp = [&] { fs::remove_directories(work); };

  // An entity whose interface Flang rejects (a kind it does not have, say)
  // is left out and the module written again, a few times at most.
  std::map<int, std::string> excluded;
  gfortran_module::InterfaceModule interface;
  std::string source = inWork(module + ".f90");
  for (int attempt = 0;; ++attempt) {
    interface = gfortran_module::writeInterfaceModule(*parsed, module, available, excluded, nullptr,
                                                      compilerHasFn_);
    for (const std::string &e : interface.errors)
      error(file, "gfortran module '" + module + "': " + e);
    if (!interface.errors.empty()) {
      cleanUp();
      return false;
    }
    // The converted modules it uses, directly or through Flang module
    // files, are compiled with it, whole: a Flang module file of the
    // project written with a selection of one of them (select) recorded
    // the selection's checksum, which no converted module file matches,
    // and a module compiled in the same source matches any.
    std::string prefix = wholeInterfacesOf(interface.uses);
    int prefixLines = static_cast<int>(llvm::count(prefix, '\n'));
    if (!writeFileAtomically(source, prefix + interface.source)) {
      error(file, "cannot write '" + source + "'");
      cleanUp();
      return false;
    }
    std::vector<std::string> search = added_;
    search.insert(search.end(), searchDirs_.begin(), searchDirs_.end());
    std::string messages;
    LineErrors errors;
    if (compile_(source, work, search, messages, errors)) {
      // What other compilations read as this module's interface is the
      // module alone. (A failed one keeps the text the messages count lines of.)
      if (!prefix.empty() && !writeFileAtomically(source, interface.source)) {
        error(file, "cannot write '" + source + "'");
        cleanUp();
        return false;
      }
      break;
    }
    bool retry = attempt < 3 && !errors.empty();
    std::map<int, std::string> before = excluded;
    for (auto [line, message] : errors) {
      line -= prefixLines; // a line of a module compiled with it: not this one's
      if (line <= 0) {
        retry = false;
        break;
      }
      const gfortran_module::Span *innermost = nullptr;
      for (const gfortran_module::Span &span : interface.spans)
        if (span.firstLine <= line && line <= span.lastLine &&
            (!innermost ||
             span.lastLine - span.firstLine < innermost->lastLine - innermost->firstLine))
          innermost = &span;
      if (!innermost || before.count(innermost->symbol)) {
        retry = false;
        break;
      }
      excluded.emplace(innermost->symbol, "Flang rejects its interface (" + message + ")");
    }
    if (!retry) {
      // The interface stays beside the conversion for a look.
      fs::rename(source, inDir(module + ".f90"));
      error(file, "acc2c could not convert gfortran module '" + module +
                      "' for Flang (the "
                      "interface it wrote is " +
                      inDir(module + ".f90") + "):\n" + messages);
      cleanUp();
      return false;
    }
  }
  fs::rename(source, inDir(module + ".f90"));
  std::string warningText;
  for (const std::string &w : interface.warnings)
    warningText += file + ": warning: gfortran module '" + module + "': " + w + "\n";
  if (!warningText.empty()) diags_.addPreformatted(warningText, false);

  std::string needsText, namesText, excludedText;
  for (const std::string &dep : interface.uses) needsText += dep + " " + keyOf(dep) + "\n";
  for (const std::string &dep : interface.unavailable) needsText += dep + " missing\n";
  for (const std::string &n : interface.names) namesText += n + "\n";
  for (auto &[id, why] : excluded) excludedText += std::to_string(id) + " " + why + "\n";
  if (!writeFileAtomically(inDir("needs"), needsText) ||
      !writeFileAtomically(inDir("warnings"), warningText) ||
      !writeFileAtomically(inDir("names"), namesText) ||
      !writeFileAtomically(inDir("excluded"), excludedText) ||
      fs::rename(inWork(module + ".mod"), inDir(module + ".mod"))) {
    error(file, "cannot write the converted module into '" + dirText + "'");
    cleanUp();
    return false;
  }
  cleanUp();
  needs_[module] = interface.uses;
  record(module, key, dirText, file);
  return true;
}

// The whole interfaces of the converted modules that `uses` reach, each
// after those it uses.
std::string ForeignModules::wholeInterfacesOf(const std::vector<std::string> &uses) {
  std::string out;
  std::set<std::string> seen;
  std::function<void(const std::string &)> add = [&](const std::string &m) {
    if (!seen.insert(m).second) return;
    State s = state_.count(m) ? state_[m] : State::Missing;
    if (s == State::Flang)
      for (const std::string &dep : flangNeeds_[m]) add(dep);
    if (s != State::Converted) return;
    for (const std::string &dep : needs_[m]) add(dep);
    llvm::SmallString<256> f(cacheRoot_);
    path::append(f, "gfortran", keys_[m], m + ".f90");
    std::string text;
    if (readFile(std::string(f), text))
      out += text + (llvm::StringRef(text).ends_with("\n") ? "" : "\n");
  };
  for (const std::string &m : uses) add(m);
  return out;
}

void ForeignModules::record(const std::string &module, const std::string &key,
                            const std::string &dir, const std::string &gfortranFile) {
  keys_[module] = key;
  added_.push_back(dir);
  converted_.push_back(module);
  gfortranFiles_[module] = gfortranFile;
}

bool ForeignModules::select(const std::set<std::string> &names, const std::set<std::string> &whole,
                            std::vector<Selection> &out) {
  std::set<std::string> kept;
  std::function<void(const std::string &)> keep = [&](const std::string &m) {
    if (!keys_.count(m) || !kept.insert(m).second) return;
    for (const std::string &dep : needs_[m]) keep(dep);
  };
  for (const std::string &m : whole) keep(m);

  // Users before the modules they use: what a selection takes from another
  // module is selected there too.
  std::map<std::string, std::set<std::string>> imported;
  std::vector<Selection> selections;
  for (auto it = converted_.rbegin(); it != converted_.rend(); ++it) {
    const std::string &module = *it;
    llvm::SmallString<256> dir(cacheRoot_);
    path::append(dir, "gfortran", keys_[module]);
    auto inDir = [&](const std::string &name) {
      llvm::SmallString<256> p(dir);
      path::append(p, name);
      return std::string(p);
    };
    // A module kept whole is compiled with the file too, from the whole
    // interface: read from its module file, it would have to match the
    // checksum every Flang module file the file reads recorded for it, and
    // those written with a selection recorded the selection's.
    if (kept.count(module)) {
      std::string whole = inDir(module + ".f90"), text;
      if (!readFile(whole, text)) return false;
      selections.push_back({module, whole, std::move(text)});
      continue;
    }
    std::string namesText;
    if (!readFile(inDir("names"), namesText)) return false;
    std::set<std::string> chosen;
    llvm::SmallVector<llvm::StringRef> all;
    llvm::StringRef(namesText).split(all, '\n', -1, false);
    for (llvm::StringRef n : all) {
      std::string name = n.str();
      if (names.count(name) || referenced_.count(name) || imported[module].count(name))
        chosen.insert(name);
    }
    std::string joined = llvm::join(chosen, "\n");
    std::string stem = llvm::utohexstr(llvm::xxh3_64bits(llvm::StringRef(joined)), true, 16);
    std::string source = inDir("selected/" + stem + ".f90");
    std::string text, importsText;
    if (!readFile(source, text) || !readFile(inDir("selected/" + stem + ".imports"), importsText)) {
      // First use of this selection: write it from the gfortran module.
      std::string bytes, excludedText, why;
      if (!readFile(gfortranFiles_[module], bytes) || !readFile(inDir("excluded"), excludedText))
        return false;
      std::optional<gfortran_module::Module> parsed =
          gfortran_module::readGfortranModule(bytes, why);
      if (!parsed) return false;
      std::map<int, std::string> excluded;
      llvm::SmallVector<llvm::StringRef> lines;
      llvm::StringRef(excludedText).split(lines, '\n', -1, false);
      for (llvm::StringRef l : lines) {
        auto [id, reason] = l.split(' ');
        int number = 0;
        if (!id.getAsInteger(10, number)) excluded.emplace(number, reason.str());
      }
      auto available = [&](const std::string &dep) {
        auto s = state_.find(dep);
        return s != state_.end() && (s->second == State::Flang || s->second == State::Converted);
      };
      gfortran_module::InterfaceModule interface = gfortran_module::writeInterfaceModule(
          *parsed, module, available, excluded, &chosen, compilerHasFn_);
      if (!interface.errors.empty()) return false;
      text = interface.source;
      importsText.clear();
      for (auto &[dep, items] : interface.imported)
        for (const std::string &item : items) importsText += dep + " " + item + "\n";
      if (fs::create_directories(inDir("selected")) || !writeFileAtomically(source, text) ||
          !writeFileAtomically(inDir("selected/" + stem + ".imports"), importsText))
        return false;
    }
    llvm::SmallVector<llvm::StringRef> lines;
    llvm::StringRef(importsText).split(lines, '\n', -1, false);
    for (llvm::StringRef l : lines) {
      auto [dep, item] = l.split(' ');
      imported[dep.str()].insert(item.str());
    }
    selections.push_back({module, source, std::move(text)});
  }
  out.assign(selections.rbegin(), selections.rend());
  return true;
}

} // namespace acc2c
