#include "Runtime.h"
#include "ManagedHeap.h"

#include "DeferredQueues.h"
#include "PointerSlotLayout.h"
#include "RuntimeError.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cinttypes>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <vector>

namespace acc2c::rt {
namespace {

using Clock = std::chrono::steady_clock;
using Lock = std::lock_guard<std::mutex>;

std::uintptr_t addr(const void *p) { return reinterpret_cast<std::uintptr_t>(p); }
void *ptr(std::uintptr_t a) { return reinterpret_cast<void *>(a); }

bool envFlag(const char *name) {
  const char *v = std::getenv(name);
  return v && *v && std::strcmp(v, "0") != 0;
}

std::uint64_t &counterOf(Mapping &m, int counter) {
  return counter == ACC2C_STRUCTURED ? m.structured : m.dynamic;
}
void increment(std::uint64_t &c) {
  if (c != kInfinite) ++c;
}
std::string count(std::uint64_t c) { return c == kInfinite ? "inf" : std::to_string(c); }

std::string where(const acc2c_src &origin) {
  std::string s = "name=";
  s += origin.name ? origin.name : "<unnamed>";
  if (origin.file)
    s += std::string(" mapped at ") + origin.file + ":" + std::to_string(origin.line);
  return s;
}

const char *enterName(EnterAction a) {
  switch (a) {
  case EnterAction::Copyin: return "copyin";
  case EnterAction::Create: return "create";
  case EnterAction::Present: return "present";
  case EnterAction::NoCreate: return "no_create";
  }
  return "?";
}
const char *enterClause(EnterAction a) {
  switch (a) {
  case EnterAction::Copyin: return "copyin clause";
  case EnterAction::Create: return "create clause";
  case EnterAction::Present: return "present clause";
  case EnterAction::NoCreate: return "no_create clause";
  }
  return "?";
}

} // namespace

Settings Settings::fromEnvironment() {
  Settings s;
  s.log = envFlag("ACC2C_LOG");
  s.dump = envFlag("ACC2C_DUMP");
  s.profile = envFlag("ACC2C_PROFILE");
  s.hostKernels = envFlag("ACC2C_HOST_KERNELS");
  const char *async = std::getenv("ACC2C_ASYNC");
  std::string mode = async ? async : "";
  if (mode == "deferred")
    s.deferredAsync = true;
  else if (!mode.empty() && mode != "immediate")
    raise(ErrorKind::InvalidArgument, "ACC2C_ASYNC=" + mode + ": expected immediate or deferred");
  if (const char *mib = std::getenv("ACC2C_DEVICE_CACHE_MIB"); mib && *mib) {
    char *end = nullptr;
    errno = 0;
    unsigned long long n = std::strtoull(mib, &end, 10);
    if (*end || !std::isdigit(static_cast<unsigned char>(*mib)) || errno == ERANGE ||
        n > (SIZE_MAX >> 20))
      raise(ErrorKind::InvalidArgument,
            std::string("ACC2C_DEVICE_CACHE_MIB=") + mib +
                ": expected a number of MiB (0: keep no released device memory)");
    s.deviceCacheBytes = std::size_t(n) << 20;
  }
  if (const char *v = std::getenv("ACC2C_DEVICE_MEMORY"); v && *v) {
    // A number of bytes, or of KiB, MiB, GiB with K, M, G after it.
    char *end = nullptr;
    errno = 0;
    unsigned long long n = std::strtoull(v, &end, 10);
    int shift = *end == 'K' ? 10 : *end == 'M' ? 20 : *end == 'G' ? 30 : 0;
    if (shift) ++end;
    if (*end || !std::isdigit(static_cast<unsigned char>(*v)) || errno == ERANGE || n == 0 ||
        n > (SIZE_MAX >> shift))
      raise(ErrorKind::InvalidArgument,
            std::string("ACC2C_DEVICE_MEMORY=") + v +
                ": expected the device memory's size in bytes, or with K, M or G (16G)");
    s.deviceMemoryBytes = std::size_t(n) << shift;
  }
  return s;
}

// `b` as `s` asks: its cache of released memory (ACC2C_DEVICE_CACHE_MIB) and
// its queues (ACC2C_ASYNC).
static std::unique_ptr<DeviceBackend> configure(std::unique_ptr<DeviceBackend> b,
                                                const Settings &s) {
  if (s.deviceCacheBytes) b->cacheFreedMemory(*s.deviceCacheBytes);
  if (s.deviceMemoryBytes) b->limitMemory(*s.deviceMemoryBytes);
  if (!s.deferredAsync) return b;
  if (b->kind() == BackendKind::Cuda)
    raise(ErrorKind::Unsupported,
          "ACC2C_ASYNC=deferred holds async work on the host backends only; the cuda "
          "backend's queues are CUDA streams (unset ACC2C_ASYNC, or use ACC2C_BACKEND=host)");
  return makeDeferredQueues(std::move(b));
}

Runtime::Runtime(std::unique_ptr<DeviceBackend> backend, Settings settings)
    : backend_(configure(std::move(backend), settings)), settings_(settings) {}

Runtime::~Runtime() {
  // Owned device memory goes back to the backend (tests create many runtimes).
  table_.forEach([&](const Mapping &m) {
    if (m.memory == Mapping::Memory::Owned) backend_->release(ptr(m.deviceBegin), m.bytes());
  });
  for (auto &[d, n] : deviceMallocs_) backend_->deviceFree(ptr(d));
}

static void reportGlobalAtExit() {
  markExiting();
  Runtime::global().reportAtExit();
}

Runtime &Runtime::global() {
  static Runtime *instance = [] {
    const char *name = std::getenv("ACC2C_BACKEND");
    std::string kind = name && *name ? name : "host";
    std::unique_ptr<DeviceBackend> b;
    if (kind == "host") {
      b = makeHostBackend();
    } else if (kind == "host-shared") {
      b = makeHostSharedBackend();
    } else if (kind == "cuda") {
      std::string why;
      b = makeCudaBackend(why);
      if (!b) raise(ErrorKind::Unsupported, "ACC2C_BACKEND=cuda: " + why);
    } else {
      raise(ErrorKind::InvalidArgument,
            "ACC2C_BACKEND=" + kind + ": expected host, host-shared or cuda");
    }
    auto *rt = new Runtime(std::move(b), Settings::fromEnvironment()); // lives until exit
    std::atexit(reportGlobalAtExit);
    return rt;
  }();
  return *instance;
}

// What an error about host data a region cannot reach adds for code that
// was written for managed memory.
static const std::string kManagedMemoryHint =
    "code written for managed memory maps nothing: build it with -gpu=managed, docs/gpu.md";

// ---- unlocked helpers --------------------------------------------------------

void Runtime::fail(ErrorKind kind, const std::string &message) {
  if (settings_.dump) dumpTable(stderr);
  raise(kind, message);
}

void Runtime::logAction(const char *what, const void *host, std::size_t bytes, const Mapping *m,
                        const acc2c_src *src) {
  if (!settings_.log) return;
  std::fprintf(settings_.out, "acc2c: %-16s %s host=%p bytes=%zu", what, describe(src).c_str(),
               host, bytes);
  if (m)
    std::fprintf(settings_.out, " dev=%p refs=%s/%s%s", ptr(m->deviceAddress(addr(host))),
                 count(m->structured).c_str(), count(m->dynamic).c_str(),
                 m->memory == Mapping::Memory::Managed ? " (managed)" : "");
  else
    std::fprintf(settings_.out, " (not present)");
  std::fputc('\n', settings_.out);
}

PresentTable::Lookup Runtime::lookupWhole(std::uintptr_t host, std::size_t bytes, const char *what,
                                          const acc2c_src *src) {
  // A negative length computed at run time (a[0:m], m < 0) arrives as a
  // size near 2^64: no object is that large.
  if (bytes > std::size_t(PTRDIFF_MAX) || host + bytes < host)
    fail(ErrorKind::InvalidArgument,
         std::string("data in ") + what + " has a negative or impossible length (" +
             std::to_string(bytes) + " bytes, " + std::to_string(std::ptrdiff_t(bytes)) +
             " as a signed number): " + describe(src));
  PresentTable::Lookup l = table_.find(host, bytes);
  if (l.partial) {
    const Mapping &m = *l.mapping;
    char range[96];
    std::snprintf(range, sizeof range, "[%p, +%zu)", ptr(host), bytes);
    char other[96];
    std::snprintf(other, sizeof other, "[%p, +%zu)", ptr(m.hostBegin), m.bytes());
    fail(ErrorKind::PartialPresence,
         std::string("data in ") + what + " is only partly present on the device: " +
             describe(src) + " " + range + " overlaps " + where(m.origin) + " " + other);
  }
  return l;
}

Mapping &Runtime::mapNew(std::uintptr_t host, std::size_t bytes, Fill fill, const acc2c_src *src) {
  if (inManagedMemory(host, bytes)) { // its own device copy (ManagedHeap.h)
    Mapping m;
    m.hostBegin = host;
    m.hostEnd = host + bytes;
    m.deviceBegin = host;
    m.memory = Mapping::Memory::Managed;
    if (fill == Fill::Zero) std::memset(ptr(host), 0, bytes); // create(zero:) of the data itself
    if (src) m.origin = *src;
    return table_.insert(std::move(m));
  }
  void *device = backend_->allocate(ptr(host), bytes, fill);
  if (!device)
    fail(ErrorKind::Backend, "out of device memory mapping " + std::to_string(bytes) +
                                 " bytes for " + describe(src) + " (" +
                                 std::to_string(backend_->freeMemory()) + " of " +
                                 std::to_string(backend_->totalMemory()) + " bytes free)");
  Mapping m;
  m.hostBegin = host;
  m.hostEnd = host + bytes;
  m.deviceBegin = addr(device);
  if (src) m.origin = *src;
  return table_.insert(std::move(m));
}

// Pointers attached to data that leaves the table are detached: their device
// copies get the host value back instead of pointing at device memory that is
// no longer this data's (2.6.4; invariant I5).
void Runtime::detachPointersTo(const Mapping &m) {
  for (std::uintptr_t slot : m.pointedToBy) {
    Mapping *home = table_.find(slot, 0).mapping;
    if (!home) continue;
    auto it = home->slots.find(slot);
    if (it == home->slots.end() || it->second.count == 0 || it->second.target != m.hostBegin)
      continue; // detached or re-pointed since
    it->second.count = 0;
    if (!sharesHost(*home))
      backend_->copyToDevice(ptr(home->deviceAddress(slot)), ptr(slot), it->second.size(),
                             ACC2C_ASYNC_SYNC);
    logAction("detach (target unmapped)", ptr(slot), it->second.size(), home, &m.origin);
  }
}

void Runtime::unmap(Mapping &m) {
  detachPointersTo(m);
  if (m.memory == Mapping::Memory::Owned) backend_->release(ptr(m.deviceBegin), m.bytes());
  table_.erase(m);
}

// A copy to the device must not undo attachments: the device copies of
// attached pointer slots inside the range get their attached value back
// (libgomp skips attached slots; LLVM offload restores its shadow pointers).
void Runtime::toDevice(Mapping &m, std::uintptr_t host, std::size_t bytes, int queue) {
  if (sharesHost(m)) return;
  Clock::time_point t0;
  if (settings_.profile) t0 = Clock::now();
  backend_->copyToDevice(ptr(m.deviceAddress(host)), ptr(host), bytes, queue);
  std::uintptr_t end = host + bytes;
  for (auto it = m.slots.lower_bound(host > kMaxSlotBytes ? host - kMaxSlotBytes : 0);
       it != m.slots.end() && it->first < end; ++it) {
    const PointerSlot &s = it->second;
    std::uintptr_t lo = std::max(it->first, host), hi = std::min(it->first + s.size(), end);
    if (s.count == 0 || lo >= hi) continue;
    backend_->copyValueToDevice(ptr(m.deviceAddress(lo)), s.deviceValue.data() + (lo - it->first),
                                hi - lo, queue);
  }
  h2d_.bytes += bytes;
  ++h2d_.count;
  if (settings_.profile) h2d_.seconds += std::chrono::duration<double>(Clock::now() - t0).count();
}

// A copy to the host must not bring device addresses into host pointers: the
// host values of attached slots inside the range are kept, put back after the
// copy in queue order (an async copy lands later; waiting for it here would
// make it synchronous).
void Runtime::toHost(Mapping &m, std::uintptr_t host, std::size_t bytes, int queue) {
  if (sharesHost(m)) return;
  Clock::time_point t0;
  if (settings_.profile) t0 = Clock::now();
  struct Kept {
    std::uintptr_t at;
    std::vector<unsigned char> bytes;
  };
  std::vector<Kept> kept;
  std::uintptr_t end = host + bytes;
  for (auto it = m.slots.lower_bound(host > kMaxSlotBytes ? host - kMaxSlotBytes : 0);
       it != m.slots.end() && it->first < end; ++it) {
    std::uintptr_t lo = std::max(it->first, host),
                   hi = std::min(it->first + it->second.size(), end);
    if (it->second.count == 0 || lo >= hi) continue;
    auto *b = reinterpret_cast<const unsigned char *>(lo);
    kept.push_back({lo, std::vector<unsigned char>(b, b + (hi - lo))});
  }
  backend_->copyToHost(ptr(host), ptr(m.deviceAddress(host)), bytes, queue);
  if (!kept.empty())
    backend_->runOnQueue(queue, [kept = std::move(kept)] {
      for (const Kept &k : kept) std::memcpy(ptr(k.at), k.bytes.data(), k.bytes.size());
    });
  d2h_.bytes += bytes;
  ++d2h_.count;
  if (settings_.profile) d2h_.seconds += std::chrono::duration<double>(Clock::now() - t0).count();
}

// ---- OpenACC data actions ----------------------------------------------------------

void *Runtime::enter(EnterAction a, void *host, std::size_t bytes, int counter, unsigned flags,
                     int queue, const acc2c_src *src) {
  queue = resolveQueue(queue, src);
  Lock lock(mutex_);
  if (bytes == 0) { // zero-length data: nothing to map; its device address if inside a mapping
    PresentTable::Lookup l = table_.find(addr(host), 0);
    if (l.mapping) return ptr(l.mapping->deviceAddress(addr(host)));
    if (host && inManagedMemory(addr(host), 0)) return host;
    // present(p[0:0]), and present(p) of a C pointer (the data it points
    // to): the address must lie in present data.
    if (a == EnterAction::Present && host)
      fail(ErrorKind::NotPresent,
           "data in present clause not found on device: " + describe(src) +
               " points into no data mapped earlier (present of a pointer means the data it "
               "points to; " +
               kManagedMemoryHint + ")");
    return a == EnterAction::NoCreate ? host : nullptr;
  }
  PresentTable::Lookup l = lookupWhole(addr(host), bytes, enterClause(a), src);
  if (Mapping *m = l.mapping) {
    increment(counterOf(*m, counter));
    logAction(enterName(a), host, bytes, m, src);
    return ptr(m->deviceAddress(addr(host)));
  }
  switch (a) {
  case EnterAction::Present:
    // Managed data is present wherever it is (ManagedHeap.h): counted from here on.
    if (inManagedMemory(addr(host), bytes)) break;
    fail(ErrorKind::NotPresent, "data in present clause not found on device: " + describe(src));
  case EnterAction::NoCreate: logAction("no_create", host, bytes, nullptr, src); return host;
  case EnterAction::Copyin:
  case EnterAction::Create: break;
  }
  // A copy on an async queue may land later (ACC2C_ASYNC=deferred holds it):
  // until then the memory reads as poison, as on a device.
  Fill fill = a == EnterAction::Copyin && queue == ACC2C_ASYNC_SYNC ? Fill::CopiedIn
              : a == EnterAction::Create && (flags & ACC2C_ZERO)    ? Fill::Zero
                                                                    : Fill::Poison;
  Mapping &m = mapNew(addr(host), bytes, fill, src);
  counterOf(m, counter) = 1;
  if (a == EnterAction::Copyin) toDevice(m, addr(host), bytes, queue);
  logAction(enterName(a), host, bytes, &m, src);
  return ptr(m.deviceBegin);
}

void Runtime::exit(ExitAction a, void *host, std::size_t bytes, int counter, unsigned flags,
                   int queue, const acc2c_src *src) {
  queue = resolveQueue(queue, src);
  Lock lock(mutex_);
  const char *what = a == ExitAction::Copyout ? "copyout" : "delete";
  if (bytes == 0) return;
  PresentTable::Lookup l = lookupWhole(
      addr(host), bytes, a == ExitAction::Copyout ? "copyout clause" : "delete clause", src);
  Mapping *m = l.mapping;
  if (flags & ACC2C_DEALLOCATE) {
    logAction(what, host, bytes, m, src);
    if (m && m->memory != Mapping::Memory::Associated) unmap(*m);
    return;
  }
  if (counter == ACC2C_STRUCTURED) {
    // The construct's entry counted this data, so only a no_create that found
    // it absent may find it absent or uncounted now.
    if (!m || m->structured == 0) {
      if (flags & ACC2C_NO_CREATE) return;
      fail(ErrorKind::CounterUnderflow,
           std::string("structured reference counter underflow at the end of a construct (") +
               what + "): " + describe(src) +
               (m ? " has structured count 0" : " is no longer present on the device"));
    }
    --m->structured;
  } else {
    // exit data / acc_copyout / acc_delete of absent or uncounted data: no action.
    if (!m || m->dynamic == 0) {
      logAction(what, host, bytes, m, src);
      return;
    }
    if (m->dynamic != kInfinite) m->dynamic = (flags & ACC2C_FINALIZE) ? 0 : m->dynamic - 1;
  }
  logAction(what, host, bytes, m, src);
  if (m->structured == 0 && m->dynamic == 0) {
    if (a == ExitAction::Copyout) toHost(*m, addr(host), bytes, queue);
    unmap(*m);
  }
}

void Runtime::update(Direction d, void *host, std::size_t bytes, unsigned flags, int queue,
                     const acc2c_src *src) {
  queue = resolveQueue(queue, src);
  Lock lock(mutex_);
  if (bytes == 0) return;
  const char *clause = d == Direction::ToDevice ? "update device clause" : "update self clause";
  PresentTable::Lookup l = lookupWhole(addr(host), bytes, clause, src);
  if (!l.mapping) {
    // Managed data is its own device copy: nothing to update.
    if ((flags & ACC2C_IF_PRESENT) || inManagedMemory(addr(host), bytes)) return;
    fail(ErrorKind::NotPresent,
         std::string("data in ") + clause + " not found on device: " + describe(src));
  }
  if (d == Direction::ToDevice)
    toDevice(*l.mapping, addr(host), bytes, queue);
  else
    toHost(*l.mapping, addr(host), bytes, queue);
  logAction(d == Direction::ToDevice ? "update device" : "update self", host, bytes, l.mapping,
            src);
}

void *Runtime::useDevice(void *host, unsigned flags, const acc2c_src *src) {
  Lock lock(mutex_);
  PresentTable::Lookup l = table_.find(addr(host), 0);
  if (l.mapping) return ptr(l.mapping->deviceAddress(addr(host)));
  if ((flags & ACC2C_IF_PRESENT) || inManagedMemory(addr(host), 0)) return host;
  fail(ErrorKind::NotPresent, "data in use_device clause not found on device: " + describe(src));
}

// ---- attach / detach (OpenACC 2.6.8, 2.7.2; docs/descriptors.md) -----------------

void Runtime::attach(void *slot, int layout, std::size_t offset, std::size_t bytes, int queue,
                     const acc2c_src *src) {
  queue = resolveQueue(queue, src);
  Lock lock(mutex_);
  attachLocked(slot, layout, offset, bytes, queue, src);
}

void Runtime::detach(void *slot, int layout, unsigned flags, int queue, const acc2c_src *src) {
  queue = resolveQueue(queue, src);
  Lock lock(mutex_);
  detachLocked(slot, layout, flags, queue, src);
}

void Runtime::attachLocked(void *slot, int layout, std::size_t offset, std::size_t bytes, int queue,
                           const acc2c_src *src) {
  std::size_t size = pointerSlotBytes(layout, slot);
  if (size == 0)
    fail(ErrorKind::InvalidArgument, std::string("attach: not a valid ") +
                                         pointerSlotLayoutName(layout) + ": " + describe(src));
  PresentTable::Lookup home = lookupWhole(addr(slot), size, "attach (the pointer)", src);
  std::uintptr_t target;
  std::memcpy(&target, slot, sizeof target);
  // No action when the pointer or its target is not present (2.7.2).
  if (!home.mapping || target == 0) {
    logAction("attach (skipped)", slot, size, home.mapping, src);
    return;
  }
  PresentTable::Lookup pointee = lookupWhole(target + offset, bytes, "attach (the target)", src);
  if (!pointee.mapping) {
    logAction("attach (skipped)", slot, size, home.mapping, src);
    return;
  }
  Mapping &m = *home.mapping;
  // A pointer in managed memory is the one the host reads: it cannot hold
  // the address of a device copy of its own (ManagedHeap.h).
  if (m.memory == Mapping::Memory::Managed && !sharesHost(*pointee.mapping))
    fail(ErrorKind::Unsupported,
         "attach: the pointer lies in managed memory (-gpu=managed) and its target does not, "
         "so the device cannot see the target's device copy through it without the host seeing "
         "it too (allocate the target on the heap as well): " +
             describe(src));
  PointerSlot &s = m.slots[addr(slot)];
  // Same pointer value (for descriptors: the whole descriptor) as at the last attach:
  // only the counter moves. Any change is a new target (docs/descriptors.md, "Moving targets").
  if (s.count > 0 && s.layout == layout && s.size() == size &&
      std::memcmp(s.attachedHost.data(), slot, size) == 0) {
    increment(s.count);
    logAction("attach (again)", slot, size, &m, src);
    return;
  }
  auto *b = static_cast<const unsigned char *>(slot);
  s.layout = layout;
  s.attachedHost.assign(b, b + size);
  s.deviceValue = s.attachedHost;
  s.target = pointee.mapping->hostBegin;
  std::vector<std::uintptr_t> &back = pointee.mapping->pointedToBy;
  if (std::find(back.begin(), back.end(), addr(slot)) == back.end()) back.push_back(addr(slot));
  std::uintptr_t deviceTarget = pointee.mapping->deviceAddress(target + offset) - offset;
  std::memcpy(s.deviceValue.data(), &deviceTarget, sizeof deviceTarget);
  if (!sharesHost(m))
    backend_->copyValueToDevice(ptr(m.deviceAddress(addr(slot))), s.deviceValue.data(), size,
                                queue);
  s.count = 1;
  logAction("attach", slot, size, &m, src);
}

void Runtime::detachLocked(void *slot, int layout, unsigned flags, int queue,
                           const acc2c_src *src) {
  std::size_t size = pointerSlotBytes(layout, slot);
  if (size == 0)
    fail(ErrorKind::InvalidArgument, std::string("detach: not a valid ") +
                                         pointerSlotLayoutName(layout) + ": " + describe(src));
  PresentTable::Lookup home = lookupWhole(addr(slot), size, "detach (the pointer)", src);
  if (!home.mapping) return;
  auto it = home.mapping->slots.find(addr(slot));
  // Never attached, or already detached: no action (not a negative count).
  if (it == home.mapping->slots.end() || it->second.count == 0) return;
  PointerSlot &s = it->second;
  if (s.count != kInfinite) s.count = (flags & ACC2C_FINALIZE) ? 0 : s.count - 1;
  // Restore the whole host value (now), all of a descriptor.
  if (s.count == 0 && !sharesHost(*home.mapping))
    backend_->copyValueToDevice(ptr(home.mapping->deviceAddress(addr(slot))), slot, size, queue);
  logAction("detach", slot, size, home.mapping, src);
}

// The known pointer slots (address, layout) that `pick` selects.
template <typename Pick>
static std::vector<std::pair<std::uintptr_t, int>> slotsWhere(const PresentTable &table,
                                                              Pick pick) {
  std::vector<std::pair<std::uintptr_t, int>> found;
  table.forEach([&](const Mapping &m) {
    for (const auto &[slot, s] : m.slots)
      if (pick(slot, s)) found.emplace_back(slot, s.layout);
  });
  return found;
}

static std::uintptr_t firstWord(const void *p) {
  std::uintptr_t w;
  std::memcpy(&w, p, sizeof w);
  return w;
}

void Runtime::attachByTarget(void *target, int queue) {
  queue = resolveQueue(queue);
  Lock lock(mutex_);
  auto found = slotsWhere(table_, [&](std::uintptr_t slot, const PointerSlot &) {
    return firstWord(ptr(slot)) == addr(target); // the host pointer's value now
  });
  if (found.empty())
    fail(ErrorKind::Unsupported,
         "acc_attach from Fortran: no pointer that the runtime knows points at this target; "
         "Fortran passes acc_attach the target, not the pointer, so attach a pointer the first "
         "time with a directive (!$acc enter data attach(p))");
  if (found.size() > 1)
    fail(ErrorKind::InvalidArgument,
         "acc_attach from Fortran: several mapped pointers point at this target; use a directive");
  attachLocked(ptr(found[0].first), found[0].second, 0, 0, queue, nullptr);
}

void Runtime::detachByTarget(void *target, unsigned flags, int queue) {
  queue = resolveQueue(queue);
  Lock lock(mutex_);
  auto found = slotsWhere(table_, [&](std::uintptr_t, const PointerSlot &s) {
    return s.count > 0 && firstWord(s.attachedHost.data()) == addr(target); // value at attach
  });
  if (found.empty()) return; // nothing attached to it: no action
  if (found.size() > 1)
    fail(
        ErrorKind::InvalidArgument,
        "acc_detach from Fortran: several attached pointers point at this target; use a directive");
  detachLocked(ptr(found[0].first), found[0].second, flags, queue, nullptr);
}

// ---- acc_map_data and friends ----------------------------------------------------------

void Runtime::mapData(void *host, void *device, std::size_t bytes, const acc2c_src *src) {
  Lock lock(mutex_);
  if (!host || !device || bytes == 0)
    fail(ErrorKind::InvalidArgument, "acc_map_data: null address or zero bytes: " + describe(src));
  PresentTable::Lookup l = table_.find(addr(host), bytes);
  if (l.mapping)
    fail(ErrorKind::AlreadyMapped, "acc_map_data: host data is already present on the device: " +
                                       describe(src) + " overlaps " + where(l.mapping->origin));
  Mapping m;
  m.hostBegin = addr(host);
  m.hostEnd = addr(host) + bytes;
  m.deviceBegin = addr(device);
  m.memory = Mapping::Memory::Associated;
  m.dynamic = kInfinite; // only acc_unmap_data removes it
  if (src) m.origin = *src;
  logAction("map_data", host, bytes, &table_.insert(std::move(m)), src);
}

void Runtime::unmapData(void *host, const acc2c_src *src) {
  Lock lock(mutex_);
  PresentTable::Lookup l = table_.find(addr(host), 0);
  Mapping *m = l.mapping;
  if (!m || m->memory != Mapping::Memory::Associated || m->hostBegin != addr(host))
    fail(ErrorKind::NotMapped,
         "acc_unmap_data: the data was not mapped with acc_map_data: " + describe(src));
  if (m->structured != 0)
    fail(ErrorKind::UnmapStructured,
         "acc_unmap_data of data in a data construct or compute construct (structured count " +
             count(m->structured) + "): " + describe(src) + ", " + where(m->origin));
  logAction("unmap_data", host, m->bytes(), m, src);
  detachPointersTo(*m);
  table_.erase(*m);
}

// Managed data no clause mapped is present all the same, at its own address
// (ManagedHeap.h), as clauses and regions find it.
void *Runtime::deviceAddress(const void *host) {
  Lock lock(mutex_);
  PresentTable::Lookup l = table_.find(addr(host), 0);
  if (!l.mapping) return inManagedMemory(addr(host), 0) ? const_cast<void *>(host) : nullptr;
  return ptr(l.mapping->deviceAddress(addr(host)));
}

void *Runtime::hostAddress(const void *device) {
  Lock lock(mutex_);
  Mapping *m = table_.findByDevice(addr(device));
  if (!m) return inManagedMemory(addr(device), 0) ? const_cast<void *>(device) : nullptr;
  return ptr(m->hostBegin + (addr(device) - m->deviceBegin));
}

bool Runtime::isPresent(const void *host, std::size_t bytes) {
  Lock lock(mutex_);
  PresentTable::Lookup l = table_.find(addr(host), bytes);
  if (!l.mapping) return inManagedMemory(addr(host), bytes);
  return !l.partial;
}

bool Runtime::isDeviceAddress(const void *p) {
  Lock lock(mutex_);
  return isDeviceAddressLocked(addr(p));
}

bool Runtime::isDeviceAddressLocked(std::uintptr_t p) {
  if (table_.findByDevice(p) || inManagedMemory(p, 0)) return true;
  auto next = deviceMallocs_.upper_bound(p);
  if (next == deviceMallocs_.begin()) return false;
  --next;
  return p < next->first + next->second;
}

void Runtime::copySlot(void *slot, int layout, const acc2c_src *src) {
  Lock lock(mutex_);
  std::size_t size = pointerSlotBytes(layout, slot);
  if (size == 0)
    fail(ErrorKind::InvalidArgument,
         std::string("not a valid ") + pointerSlotLayoutName(layout) + ": " + describe(src));
  PresentTable::Lookup home = lookupWhole(addr(slot), size, "a pointer component", src);
  if (!home.mapping || sharesHost(*home.mapping)) return;
  auto it = home.mapping->slots.find(addr(slot));
  if (it != home.mapping->slots.end() && it->second.count > 0) return; // attached: keep it
  backend_->copyToDevice(ptr(home.mapping->deviceAddress(addr(slot))), slot, size,
                         ACC2C_ASYNC_SYNC);
  logAction("copy pointer", slot, size, home.mapping, src);
}

void Runtime::checkAttached(void *slot, int layout, const acc2c_src *src) {
  Lock lock(mutex_);
  std::size_t size = pointerSlotBytes(layout, slot);
  if (size == 0 || sharedMemory()) return;
  PresentTable::Lookup home = table_.find(addr(slot), size);
  if (!home.mapping || home.partial || sharesHost(*home.mapping)) return;
  // Read what the device copy holds now: the region has waited for its own
  // queue (regionBegin), so an attach queued there has landed; one queued
  // on another queue the program did not wait for has not, and that is the
  // error to report.
  std::uintptr_t onDevice = 0;
  backend_->copyToHost(&onDevice, ptr(home.mapping->deviceAddress(addr(slot))), sizeof onDevice,
                       ACC2C_ASYNC_SYNC);
  checkSlotLocked(*home.mapping, addr(slot), layout, onDevice, src);
}

void Runtime::checkAttachedElements(char *first, std::size_t stride, std::int64_t count, int layout,
                                    const acc2c_src *src) {
  Lock lock(mutex_);
  std::size_t size = pointerSlotBytes(layout, first);
  if (size == 0 || stride < size || sharedMemory()) return;
  if (count < 0) {
    PresentTable::Lookup home = table_.find(addr(first), size);
    if (!home.mapping || home.partial) return;
    count = std::int64_t((home.mapping->hostEnd - addr(first) - size) / stride) + 1;
  }
  // The elements whose slots lie in one mapping: one copy of their device
  // bytes, then each slot checked from it (not one device read each: on a
  // GPU that is a transfer per element).
  std::vector<unsigned char> device;
  for (std::int64_t k = 0; k < count;) {
    std::uintptr_t slot = addr(first) + std::uintptr_t(k) * stride;
    PresentTable::Lookup home = table_.find(slot, size);
    if (!home.mapping || home.partial || sharesHost(*home.mapping)) {
      ++k;
      continue;
    }
    std::int64_t last = std::min<std::int64_t>(
        count - 1, k + std::int64_t((home.mapping->hostEnd - slot - size) / stride));
    device.resize(std::size_t(last - k) * stride + size);
    backend_->copyToHost(device.data(), ptr(home.mapping->deviceAddress(slot)), device.size(),
                         ACC2C_ASYNC_SYNC);
    for (std::int64_t j = k; j <= last; ++j) {
      std::uintptr_t onDevice = 0, onHost = 0, at = slot + std::uintptr_t(j - k) * stride;
      std::memcpy(&onDevice, device.data() + std::size_t(j - k) * stride, sizeof onDevice);
      std::memcpy(&onHost, ptr(at), sizeof onHost);
      if (onDevice == 0 && onHost == 0) continue; // the common case, at no call
      setElementIndex(1, j);
      checkSlotLocked(*home.mapping, at, layout, onDevice, src);
    }
    k = last + 1;
  }
}

void Runtime::checkSlotLocked(Mapping &home, std::uintptr_t slot, int layout,
                              std::uintptr_t onDevice, const acc2c_src *src) {
  std::uintptr_t onHost = 0;
  std::memcpy(&onHost, ptr(slot), sizeof onHost);
  // A null device pointer is fine while the host's is null too, and any
  // address is while the descriptor has no element to read through it (an
  // attach of zero bytes does nothing: docs/descriptors.md).
  if (onDevice == 0 && onHost == 0) return;
  if (pointerSlotHasNoElements(layout, ptr(slot))) return;
  if (isDeviceAddressLocked(onDevice)) return;
  // What an attach wrote: it may point before its target's device copy (a
  // section that starts past the pointer's value, p[5:3]).
  auto attached = home.slots.find(slot);
  if (attached != home.slots.end() && attached->second.count > 0 &&
      attached->second.deviceValue.size() >= sizeof onDevice) {
    std::uintptr_t written = 0;
    std::memcpy(&written, attached->second.deviceValue.data(), sizeof written);
    if (written == onDevice) return;
  }
  // A host pointer with a target whose device copy stayed null was never
  // attached (docs/descriptors.md, "Absent pointer or target": that attach
  // took no action).
  if (onDevice == 0)
    fail(ErrorKind::NotPresent,
         "the device copy of a pointer is null while the host pointer is associated: it was "
         "never attached, so device code would read host memory (or none): " +
             describe(src));
  char value[32];
  std::snprintf(value, sizeof value, "%p", ptr(onDevice));
  fail(ErrorKind::NotPresent,
       "the device copy of a pointer holds a host address (" + std::string(value) +
           "): it was never attached or has been detached, so device code would read host "
           "memory: " +
           describe(src) + " (" + kManagedMemoryHint + ")");
}

void *Runtime::deviceMalloc(std::size_t bytes) {
  if (bytes == 0) return nullptr;
  Lock lock(mutex_);
  void *d = backend_->deviceMalloc(bytes);
  if (d) deviceMallocs_[addr(d)] = bytes;
  return d;
}

void Runtime::deviceFree(void *device, const char *who) {
  if (!device) return;
  Lock lock(mutex_);
  if (Mapping *m = table_.findByDevice(addr(device)))
    fail(ErrorKind::FreeOfMapped, std::string(who) +
                                      " of device memory that is mapped to host data (" +
                                      where(m->origin) + "); unmap it first");
  auto it = deviceMallocs_.find(addr(device));
  if (it == deviceMallocs_.end())
    fail(ErrorKind::InvalidArgument,
         std::string(who) + " of an address that the device allocator did not return");
  backend_->deviceFree(device);
  deviceMallocs_.erase(it);
}

void Runtime::memcpyToDevice(void *device, const void *host, std::size_t bytes, int queue) {
  queue = resolveQueue(queue);
  Lock lock(mutex_);
  backend_->copyToDevice(device, host, bytes, queue);
  h2d_.bytes += bytes;
  ++h2d_.count;
}

void Runtime::memcpyToHost(void *host, const void *device, std::size_t bytes, int queue) {
  queue = resolveQueue(queue);
  Lock lock(mutex_);
  backend_->copyToHost(host, device, bytes, queue);
  d2h_.bytes += bytes;
  ++d2h_.count;
}

void Runtime::memcpyDevice(void *dst, const void *src, std::size_t bytes, int queue) {
  queue = resolveQueue(queue);
  Lock lock(mutex_);
  backend_->copyDeviceToDevice(dst, src, bytes, queue);
}

// ---- OpenMP 5.2 ----------------------------------------------------------------------------

std::uint64_t Runtime::newConstruct() {
  Lock lock(mutex_);
  return nextConstruct_++;
}

void Runtime::endConstruct(std::uint64_t construct) {
  Lock lock(mutex_);
  counted_.erase(construct);
  auto closing = closing_.find(construct);
  if (closing == closing_.end()) return;
  for (std::uintptr_t host : closing->second) {
    PresentTable::Lookup l = table_.find(host, 0);
    Mapping *m = l.mapping;
    if (!m || m->hostBegin != host || m->closingIn != construct) continue;
    m->closingIn = 0;
    if (m->structured == 0 && m->dynamic == 0) unmap(*m); // nobody took it again meanwhile
  }
  closing_.erase(closing);
}

bool Runtime::countOnce(std::uint64_t construct, const Mapping &m, bool increment) {
  std::vector<std::pair<std::uintptr_t, bool>> &done = counted_[construct];
  for (const auto &[host, inc] : done)
    if (host == m.hostBegin && inc == increment) return false;
  done.emplace_back(m.hostBegin, increment);
  return true;
}

void *Runtime::ompEnter(void *host, std::size_t bytes, int mapType, unsigned flags,
                        std::uint64_t construct, const acc2c_src *src) {
  Lock lock(mutex_);
  if (bytes == 0) {
    PresentTable::Lookup l = table_.find(addr(host), 0);
    return l.mapping ? ptr(l.mapping->deviceAddress(addr(host))) : nullptr;
  }
  bool to = mapType == ACC2C_MAP_TO || mapType == ACC2C_MAP_TOFROM;
  PresentTable::Lookup l = lookupWhole(addr(host), bytes, "map clause", src);
  if (Mapping *m = l.mapping) {
    // The reference count changes at most once per construct (5.2, 5.8.3).
    if (countOnce(construct, *m, true)) increment(m->dynamic);
    if (to && (flags & ACC2C_ALWAYS)) toDevice(*m, addr(host), bytes, ACC2C_ASYNC_SYNC);
    logAction("map enter", host, bytes, m, src);
    return ptr(m->deviceAddress(addr(host)));
  }
  if (flags & ACC2C_PRESENT)
    fail(ErrorKind::NotPresent,
         "data in map clause with the present modifier not found on device: " + describe(src));
  // `to`: a synchronous copy of the whole range follows.
  Mapping &m = mapNew(addr(host), bytes, to ? Fill::CopiedIn : Fill::Poison, src);
  m.dynamic = 1;
  countOnce(construct, m, true);
  if (to) toDevice(m, addr(host), bytes, ACC2C_ASYNC_SYNC);
  logAction("map enter", host, bytes, &m, src);
  return ptr(m.deviceBegin);
}

void Runtime::ompExit(void *host, std::size_t bytes, int mapType, unsigned flags,
                      std::uint64_t construct, const acc2c_src *src) {
  Lock lock(mutex_);
  if (bytes == 0) return;
  PresentTable::Lookup l = lookupWhole(addr(host), bytes, "map clause", src);
  Mapping *m = l.mapping;
  if (!m) {
    if (flags & ACC2C_PRESENT)
      fail(ErrorKind::NotPresent,
           "data in map clause with the present modifier not found on device: " + describe(src));
    return; // exit of absent data: no action
  }
  if (m->dynamic != kInfinite) {
    if (mapType == ACC2C_MAP_DELETE) {
      m->dynamic = 0;
    } else if (m->dynamic > 0 && countOnce(construct, *m, false)) {
      --m->dynamic;
    }
  }
  bool from = mapType == ACC2C_MAP_FROM || mapType == ACC2C_MAP_TOFROM;
  bool last = m->dynamic == 0 && m->structured == 0;
  if (from && (last || (flags & ACC2C_ALWAYS))) toHost(*m, addr(host), bytes, ACC2C_ASYNC_SYNC);
  logAction("map exit", host, bytes, m, src);
  // The data goes when the construct instance ends, after every list item
  // of its exits has been copied back (I2).
  if (last && m->closingIn == 0) {
    m->closingIn = construct;
    closing_[construct].push_back(m->hostBegin);
  }
}

void Runtime::ompUpdate(void *host, std::size_t bytes, bool toDevice_, unsigned flags,
                        const acc2c_src *src) {
  Lock lock(mutex_);
  if (bytes == 0) return;
  PresentTable::Lookup l = lookupWhole(addr(host), bytes, "target update", src);
  if (!l.mapping) {
    if (flags & ACC2C_PRESENT)
      fail(ErrorKind::NotPresent,
           "data in target update with the present modifier not found on device: " + describe(src));
    return;
  }
  if (toDevice_)
    toDevice(*l.mapping, addr(host), bytes, ACC2C_ASYNC_SYNC);
  else
    toHost(*l.mapping, addr(host), bytes, ACC2C_ASYNC_SYNC);
  logAction(toDevice_ ? "update to" : "update from", host, bytes, l.mapping, src);
}

void *Runtime::ompDeclareTarget(void *host, std::size_t bytes, const acc2c_src *src) {
  Lock lock(mutex_);
  PresentTable::Lookup l = lookupWhole(addr(host), bytes, "declare target", src);
  if (Mapping *m = l.mapping) {
    m->dynamic = kInfinite;
    return ptr(m->deviceAddress(addr(host)));
  }
  Mapping &m = mapNew(addr(host), bytes, Fill::CopiedIn, src); // a synchronous copy
  m.dynamic = kInfinite;
  toDevice(m, addr(host), bytes, ACC2C_ASYNC_SYNC);
  logAction("declare target", host, bytes, &m, src);
  return ptr(m.deviceBegin);
}

void *Runtime::ompDeclareTargetAt(void *host, void *device, std::size_t bytes,
                                  const acc2c_src *src) {
  Lock lock(mutex_);
  PresentTable::Lookup l = lookupWhole(addr(host), bytes, "declare target", src);
  if (Mapping *m = l.mapping) {
    m->dynamic = kInfinite;
    return ptr(m->deviceAddress(addr(host)));
  }
  Mapping &added = mapAt(addr(host), addr(device), bytes);
  toDevice(added, addr(host), bytes, ACC2C_ASYNC_SYNC);
  logAction("declare target", host, bytes, &added, src);
  return device;
}

Mapping &Runtime::mapAt(std::uintptr_t host, std::uintptr_t device, std::size_t bytes) {
  Mapping m;
  m.hostBegin = host;
  m.hostEnd = host + bytes;
  m.deviceBegin = device;
  m.memory = Mapping::Memory::Associated;
  m.dynamic = kInfinite;
  return table_.insert(std::move(m));
}

bool Runtime::ompAssociate(void *host, void *device, std::size_t bytes) {
  Lock lock(mutex_);
  if (!host || !device || bytes == 0) return false;
  if (Mapping *m = table_.find(addr(host), bytes).mapping) // the same pair again: no effect
    return m->memory == Mapping::Memory::Associated && m->hostBegin == addr(host) &&
           m->bytes() == bytes && m->deviceBegin == addr(device);
  mapAt(addr(host), addr(device), bytes);
  return true;
}

bool Runtime::ompDisassociate(void *host) {
  Lock lock(mutex_);
  PresentTable::Lookup l = table_.find(addr(host), 0);
  Mapping *m = l.mapping;
  if (!m || m->memory != Mapping::Memory::Associated || m->hostBegin != addr(host) ||
      m->structured != 0)
    return false;
  detachPointersTo(*m);
  table_.erase(*m);
  return true;
}

// ---- queues and regions ----------------------------------------------------------------------

int Runtime::resolveQueue(int async, const acc2c_src *src) {
  if (async < 0 && async != ACC2C_ASYNC_SYNC && async != ACC2C_ASYNC_NOVAL && async != -3)
    fail(ErrorKind::InvalidArgument,
         "invalid async argument " + std::to_string(async) +
             ": a queue is a non-negative integer, acc_async_sync or acc_async_noval (OpenACC "
             "3.3 2.16.1)" +
             (src ? ": " + describe(src) : std::string()));
  // async without an argument (acc_async_noval) and acc_async_default use the
  // default queue, acc-default-async-var (2.3, 2.14.3, 2.16.1).
  return async == ACC2C_ASYNC_NOVAL || async == -3 /* acc_async_default */ ? defaultQueue_.load()
                                                                           : async;
}
void Runtime::setDefaultQueue(int q) { defaultQueue_ = q == -3 ? ACC2C_ASYNC_NOVAL : q; }
int Runtime::defaultQueue() const { return defaultQueue_; }

bool Runtime::test(int queue) {
  Lock lock(mutex_);
  return queue == ACC2C_ASYNC_SYNC || backend_->test(resolveQueue(queue));
}
bool Runtime::testAll() {
  Lock lock(mutex_);
  return backend_->test(ACC2C_ASYNC_SYNC);
}
void Runtime::wait(int queue) {
  Lock lock(mutex_);
  if (queue != ACC2C_ASYNC_SYNC) backend_->wait(resolveQueue(queue));
}
void Runtime::waitAll() {
  Lock lock(mutex_);
  backend_->waitAll();
}
void Runtime::waitAsync(int queue, int on) {
  Lock lock(mutex_);
  if (on == ACC2C_ASYNC_SYNC) return;
  if (queue == ACC2C_ASYNC_SYNC)
    backend_->wait(resolveQueue(on));
  else
    backend_->order(resolveQueue(queue), resolveQueue(on));
}

int Runtime::regionBegin(const char *construct, int queue, const acc2c_src *src) {
  queue = resolveQueue(queue, src);
  // A region on queue q starts after q's earlier work (2.16.1). Its body runs
  // now, on this host thread, so that work is done first.
  if (queue != ACC2C_ASYNC_SYNC) {
    Lock lock(mutex_);
    backend_->wait(queue);
  }
  if (!settings_.log && !settings_.profile) return 0;
  Lock lock(mutex_);
  std::string key = construct ? construct : "region";
  if (src && src->file) key += std::string(" at ") + src->file + ":" + std::to_string(src->line);
  if (settings_.log)
    std::fprintf(settings_.out, "acc2c: launch %s (queue %d)\n", key.c_str(), queue);
  int id = nextRegion_++;
  openRegions_[id] = {std::move(key), Clock::now()};
  return id;
}

// libgomp runs the kernels; its unversioned acc_* names are the shim's
// (openacc.h), so its own are found by their version.
template <typename F> static F libgomp(const char *name, const char *who) {
  auto f = reinterpret_cast<F>(dlvsym(RTLD_DEFAULT, name, "OACC_2.0"));
  if (!f)
    raise(ErrorKind::Unsupported,
          std::string(who) + ": the program has no libgomp OpenACC runtime to run its kernels "
                             "(it was not built with --device-kernels=openacc)");
  return f;
}

static void useLibgompHostFallback() {
  // libgomp's acc_device_host: its host fallback, whatever GPU there is.
  libgomp<void (*)(int)>("acc_set_device_type", "ACC2C_HOST_KERNELS=1")(2);
}

// The first kernel mapping that overlaps [d, d + bytes), if any.
template <typename Map>
static typename Map::iterator kernelMappingOverlapping(Map &maps, std::uintptr_t d,
                                                       std::size_t bytes) {
  auto it = maps.upper_bound(d);
  if (it != maps.begin() && std::prev(it)->first + std::prev(it)->second.bytes > d)
    return std::prev(it);
  return it != maps.end() && it->first < d + bytes ? it : maps.end();
}

void Runtime::kernelMap(void *device, std::size_t bytes) {
  static auto map = libgomp<void (*)(void *, void *, std::size_t)>("acc_map_data", "a kernel");
  const std::uintptr_t d = addr(device);
  const std::thread::id self = std::this_thread::get_id();
  std::unique_lock<std::mutex> lock(kernelMapMutex_);
  for (;;) {
    auto it = kernelMappingOverlapping(kernelMaps_, d, bytes);
    if (it == kernelMaps_.end()) break;
    if (it->first <= d && d + bytes <= it->first + it->second.bytes) {
      it->second.users.push_back(self);
      return;
    }
    // Another kernel's range overlaps this one: wait until it is unmapped,
    // unless this thread holds a mapping (it might wait for a thread
    // that waits for it).
    bool holdsOne = std::any_of(kernelMaps_.begin(), kernelMaps_.end(), [&](const auto &m) {
      return std::find(m.second.users.begin(), m.second.users.end(), self) != m.second.users.end();
    });
    if (holdsOne)
      raise(ErrorKind::Unsupported,
            "a kernel's arrays overlap in device memory without one holding the other, or two "
            "host threads run kernels at once on overlapping parts of one array");
    kernelUnmapped_.wait(lock);
  }
  map(device, device, bytes);
  kernelMaps_.emplace(d, KernelMapping{bytes, {self}});
}

void Runtime::kernelUnmap(void *device, std::size_t bytes) {
  static auto unmap = libgomp<void (*)(void *)>("acc_unmap_data", "a kernel");
  const std::uintptr_t d = addr(device);
  std::lock_guard<std::mutex> lock(kernelMapMutex_);
  auto it = kernelMappingOverlapping(kernelMaps_, d, bytes);
  if (it == kernelMaps_.end()) return;
  std::vector<std::thread::id> &users = it->second.users;
  auto mine = std::find(users.begin(), users.end(), std::this_thread::get_id());
  users.erase(mine != users.end() ? mine : users.begin());
  if (!users.empty()) return;
  unmap(reinterpret_cast<void *>(it->first));
  kernelMaps_.erase(it);
  kernelUnmapped_.notify_all();
}

bool Runtime::launchesKernel() {
  if (backend_->kind() == BackendKind::Cuda) return true;
  if (!settings_.hostKernels) return false;
  static std::once_flag once;
  std::call_once(once, useLibgompHostFallback);
  if (settings_.log) {
    Lock lock(mutex_);
    std::fprintf(settings_.out, "acc2c: kernel in libgomp's host fallback\n");
  }
  return true;
}

void *Runtime::regionData(void *host, std::size_t bytes, const acc2c_src *src, bool ifPresent) {
  if (bytes == 0 || sharedMemory()) return host;
  Lock lock(mutex_);
  PresentTable::Lookup l = table_.find(addr(host), bytes);
  if (!l.mapping && (ifPresent || inManagedMemory(addr(host), bytes))) return host;
  if (!l.mapping)
    fail(ErrorKind::NotPresent,
         "data referenced in a compute region is not present on the device: " + describe(src));
  // Two mappings inside the variable's extent: the region would need two
  // device copies to be one array.
  if (l.partial) {
    PresentTable::Lookup after =
        table_.find(l.mapping->hostEnd, addr(host) + bytes - l.mapping->hostEnd);
    if (after.mapping && after.mapping != l.mapping)
      fail(ErrorKind::PartialPresence,
           "data referenced in a compute region is present in more than one piece: " +
               describe(src));
  }
  return ptr(l.mapping->deviceAddress(addr(host)));
}

void Runtime::regionValue(void *value, const void *host, std::size_t bytes, const acc2c_src *src) {
  if (bytes && !sharedMemory()) {
    Lock lock(mutex_);
    PresentTable::Lookup l = lookupWhole(addr(host), bytes, "a compute region", src);
    if (l.mapping && l.mapping->memory != Mapping::Memory::Managed) {
      backend_->copyToHost(value, ptr(l.mapping->deviceAddress(addr(host))), bytes,
                           ACC2C_ASYNC_SYNC);
      d2h_.bytes += bytes;
      ++d2h_.count;
      return;
    }
  }
  std::memcpy(value, host, bytes);
}

void *Runtime::regionPointer(void *host, const void *section, std::size_t bytes, bool dereferenced,
                             const acc2c_src *src) {
  if (!host || sharedMemory()) return host;
  Lock lock(mutex_);
  if (!section) {
    PresentTable::Lookup l = table_.find(addr(host), 1);
    if (l.mapping) return ptr(l.mapping->deviceAddress(addr(host)));
    if (dereferenced && !isDeviceAddressLocked(addr(host)))
      fail(ErrorKind::NotPresent,
           "a pointer the compute region dereferences points to host memory that is not "
           "present on the device (map the data it points to, or mark it a device address: "
           "deviceptr, is_device_ptr): " +
               describe(src) + " (" + kManagedMemoryHint + ")");
    return host;
  }
  // A zero-length section is present where its address is inside (or at
  // the end of) a mapping.
  PresentTable::Lookup l = table_.find(addr(section), bytes ? bytes : 1);
  if (!l.mapping && !bytes && addr(section) > 0) l = table_.find(addr(section) - 1, 1);
  if (!l.mapping && !bytes) return host; // a zero-length section maps nothing (n == 0)
  if (!l.mapping && inManagedMemory(addr(section), bytes)) return host;
  if (!l.mapping)
    fail(ErrorKind::NotPresent,
         "data referenced in a compute region is not present on the device: " + describe(src));
  return ptr(l.mapping->deviceAddress(addr(host)));
}

std::size_t Runtime::inferredBytes(const void *host, std::size_t bytes, const acc2c_src *src) {
  // A negative length, converted, exceeds any object's size.
  if (!host || !bytes || bytes > static_cast<std::size_t>(PTRDIFF_MAX) || sharedMemory()) return 0;
  Lock lock(mutex_);
  if (inManagedMemory(addr(host), bytes)) return 0;
  if (!table_.find(addr(host), 1).mapping) return bytes;
  // The program mapped the data: the region uses that mapping, which must
  // hold all that the loops reach, as a copy of the section would find it.
  lookupWhole(addr(host), bytes, "a compute region (the section acc2c inferred from its loops)",
              src);
  return 0;
}

void Runtime::regionEnd(int region) {
  if (region == 0) return;
  Lock lock(mutex_);
  auto it = openRegions_.find(region);
  if (it == openRegions_.end()) return;
  RegionProfile &p = regions_[it->second.key];
  ++p.launches;
  p.seconds += std::chrono::duration<double>(Clock::now() - it->second.start).count();
  openRegions_.erase(it);
}

// ---- selection and inspection ----------------------------------------------------------------

void Runtime::switchBackend(std::unique_ptr<DeviceBackend> b) {
  Lock lock(mutex_);
  if (table_.size() || !deviceMallocs_.empty())
    fail(ErrorKind::InvalidArgument,
         std::string("cannot change the device from ") + backend_->name() + " to " + b->name() +
             " while data is mapped (" + std::to_string(table_.size()) + " mappings)");
  b = configure(std::move(b), settings_);
  backend_->waitAll();
  backend_ = std::move(b);
}

std::optional<MappingView> Runtime::inspect(const void *host) {
  Lock lock(mutex_);
  PresentTable::Lookup l = table_.find(addr(host), 0);
  if (!l.mapping) return std::nullopt;
  const Mapping &m = *l.mapping;
  return MappingView{m.hostBegin, m.deviceBegin, m.bytes(), m.structured, m.dynamic, m.origin};
}

std::uint64_t Runtime::attachCount(const void *slot) {
  Lock lock(mutex_);
  PresentTable::Lookup l = table_.find(addr(slot), 0);
  if (!l.mapping) return 0;
  auto it = l.mapping->slots.find(addr(slot));
  return it == l.mapping->slots.end() ? 0 : it->second.count;
}

std::size_t Runtime::mappingCount() {
  Lock lock(mutex_);
  return table_.size();
}

std::string Runtime::checkInvariants() {
  Lock lock(mutex_);
  return table_.checkInvariants();
}

void Runtime::dumpTable(std::FILE *out) {
  std::fprintf(out, "acc2c: present table on the %s backend: %zu mapping%s\n", backend_->name(),
               table_.size(), table_.size() == 1 ? "" : "s");
  if (table_.size())
    std::fprintf(out, "  %-20s %-18s %-18s %12s %6s %6s  %s\n", "name", "host", "device", "bytes",
                 "struct", "dyn", "mapped at");
  table_.forEach([&](const Mapping &m) {
    std::string at = m.origin.file
                         ? std::string(m.origin.file) + ":" + std::to_string(m.origin.line)
                         : std::string("(API)");
    std::fprintf(out, "  %-20s %-18p %-18p %12zu %6s %6s  %s\n",
                 m.origin.name ? m.origin.name : "<unnamed>", ptr(m.hostBegin), ptr(m.deviceBegin),
                 m.bytes(), count(m.structured).c_str(), count(m.dynamic).c_str(), at.c_str());
    for (const auto &[slot, s] : m.slots)
      std::fprintf(out, "    pointer slot %p (%s, %zu bytes): attach count %s\n", ptr(slot),
                   pointerSlotLayoutName(s.layout), s.size(), count(s.count).c_str());
  });
}

void Runtime::reportAtExit() {
  // An error handler may be exiting with the lock held: report nothing then.
  std::unique_lock<std::mutex> lock(mutex_, std::try_to_lock);
  if (!lock.owns_lock()) return;
  // Work still queued lands before the process ends, and no worker thread of
  // the deferred queues is left running (D6).
  backend_->waitAll();
  if (settings_.dump) {
    dumpTable(stderr);
    std::size_t leaked = 0, bytes = 0;
    table_.forEach([&](const Mapping &m) {
      if (m.dynamic == kInfinite) return; // map_data / declare target: mapped for the whole run
      ++leaked;
      bytes += m.bytes();
    });
    if (leaked)
      std::fprintf(stderr, "acc2c: %zu mapping%s (%zu bytes) still on the device at exit\n", leaked,
                   leaked == 1 ? "" : "s", bytes);
    else
      std::fprintf(stderr, "acc2c: no device memory left mapped at exit\n");
  }
  if (settings_.profile) {
    auto rate = [](const Transfer &t) {
      return t.seconds > 0 ? double(t.bytes) / t.seconds / 1e9 : 0.0;
    };
    std::fprintf(stderr, "acc2c: profile (%s backend)\n", backend_->name());
    std::fprintf(stderr,
                 "  host to device: %" PRIu64 " bytes in %" PRIu64 " copies, %.6f s (%.2f GB/s)\n",
                 h2d_.bytes, h2d_.count, h2d_.seconds, rate(h2d_));
    std::fprintf(stderr,
                 "  device to host: %" PRIu64 " bytes in %" PRIu64 " copies, %.6f s (%.2f GB/s)\n",
                 d2h_.bytes, d2h_.count, d2h_.seconds, rate(d2h_));
    for (const auto &[key, p] : regions_)
      std::fprintf(stderr, "  %s: %" PRIu64 " launch%s, %.6f s\n", key.c_str(), p.launches,
                   p.launches == 1 ? "" : "es", p.seconds);
  }
}

} // namespace acc2c::rt
