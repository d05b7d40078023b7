// Runtime — the data actions of OpenACC 3.3 and OpenMP 5.2 over one
// PresentTable and one DeviceBackend. Every public member takes the lock, so
// host threads may call concurrently, and every check (presence, partial
// presence, counters, attach comparisons) is atomic with respect to the
// counters. The C entry points (TranslatorABI.cpp, OpenACCAPI.cpp,
// FortranAPI.cpp, OpenMPAPI.cpp) are thin wrappers over Runtime::global().
#pragma once

#include "DeviceBackend.h"
#include "PresentTable.h"
#include "RuntimeError.h"
#include "acc2c_runtime.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

namespace acc2c::rt {

// What the environment asked for (ACC2C_LOG, ACC2C_DUMP, ACC2C_PROFILE,
// ACC2C_ASYNC, ACC2C_DEVICE_CACHE_MIB, ACC2C_DEVICE_MEMORY,
// ACC2C_HOST_KERNELS).
struct Settings {
  bool log = false;     // every data action and region launch, to `out`
  bool dump = false;    // present table + leak report at exit (and on errors)
  bool profile = false; // bytes and time each way, time per region, at exit
  // ACC2C_ASYNC=deferred: the host backends hold async work until the program
  // waits (DeferredQueues.h); default `immediate`: it completes at once.
  bool deferredAsync = false;
  // ACC2C_DEVICE_CACHE_MIB: at most this much released device memory is kept
  // for reuse (DeviceBlockCache.h); unset: the backend's default.
  std::optional<std::size_t> deviceCacheBytes;
  // ACC2C_DEVICE_MEMORY: the host backends' device memory capacity;
  // unset: their default (16 GiB).
  std::optional<std::size_t> deviceMemoryBytes;
  // ACC2C_HOST_KERNELS=1: on the host backends, regions that have an OpenACC
  // device kernel run it, in libgomp's host fallback, instead of their host
  // version (launchesKernel).
  bool hostKernels = false;
  std::FILE *out = stderr;
  static Settings fromEnvironment();
};

enum class EnterAction { Copyin, Create, Present, NoCreate };
enum class ExitAction { Copyout, Delete };
enum class Direction { ToDevice, ToHost };

// A snapshot of one mapping, for tests and the table dump.
struct MappingView {
  std::uintptr_t hostBegin, deviceBegin;
  std::size_t bytes;
  std::uint64_t structured, dynamic;
  acc2c_src origin;
};

class Runtime {
public:
  // `backend` with its queues as `settings` ask (deferredAsync wraps it in
  // DeferredQueues; an error for the cuda backend).
  explicit Runtime(std::unique_ptr<DeviceBackend> backend, Settings settings = {});
  ~Runtime();
  Runtime(const Runtime &) = delete;
  Runtime &operator=(const Runtime &) = delete;

  // The process-wide runtime, created on first use with the backend named by
  // ACC2C_BACKEND (host | host-shared | cuda; default host), its queues as
  // ACC2C_ASYNC asks.
  static Runtime &global();

  // ---- OpenACC data clauses and their API forms --------------------------
  void *enter(EnterAction a, void *host, std::size_t bytes, int counter, unsigned flags, int queue,
              const acc2c_src *src);
  void exit(ExitAction a, void *host, std::size_t bytes, int counter, unsigned flags, int queue,
            const acc2c_src *src);
  void update(Direction d, void *host, std::size_t bytes, unsigned flags, int queue,
              const acc2c_src *src);
  void *useDevice(void *host, unsigned flags, const acc2c_src *src);
  void attach(void *slot, int layout, std::size_t offset, std::size_t bytes, int queue,
              const acc2c_src *src);
  void detach(void *slot, int layout, unsigned flags, int queue, const acc2c_src *src);
  // Region entry: the device copy of a present pointer slot must not hold a
  // host address (non-null and not device memory is an error naming src).
  void checkAttached(void *slot, int layout, const acc2c_src *src);
  // checkAttached of the slot at `first` + k * stride for k from 0 to
  // count - 1 (count < 0: while the slot lies in the mapping that holds the
  // first), telling RuntimeError each k as index acc2c_e1.
  void checkAttachedElements(char *first, std::size_t stride, std::int64_t count, int layout,
                             const acc2c_src *src);
  // The device copy of a present pointer slot gets the host bytes (no counters).
  void copySlot(void *slot, int layout, const acc2c_src *src);
  // acc_attach/acc_detach from Fortran see only the pointer's target: find the
  // one known pointer slot that points at `target` (attach: its host value;
  // detach: its attached value).
  void attachByTarget(void *target, int queue);
  void detachByTarget(void *target, unsigned flags, int queue);

  void mapData(void *host, void *device, std::size_t bytes, const acc2c_src *src);
  void unmapData(void *host, const acc2c_src *src);
  void *deviceAddress(const void *host);               // acc_deviceptr: null if absent
  void *hostAddress(const void *device);               // acc_hostptr: null if unknown
  bool isPresent(const void *host, std::size_t bytes); // acc_is_present
  bool isDeviceAddress(const void *p);

  void *deviceMalloc(std::size_t bytes);
  void deviceFree(void *device, const char *who);
  void memcpyToDevice(void *device, const void *host, std::size_t bytes, int queue);
  void memcpyToHost(void *host, const void *device, std::size_t bytes, int queue);
  void memcpyDevice(void *dst, const void *src, std::size_t bytes, int queue);

  // ---- OpenMP 5.2 map rules -------------------------------------------------
  // A construct instance (the entry or the exit maps of one execution of an
  // OpenMP construct), within which each mapping's count changes at most once.
  std::uint64_t newConstruct();
  void endConstruct(std::uint64_t construct);
  void *ompEnter(void *host, std::size_t bytes, int mapType, unsigned flags,
                 std::uint64_t construct, const acc2c_src *src);
  void ompExit(void *host, std::size_t bytes, int mapType, unsigned flags, std::uint64_t construct,
               const acc2c_src *src);
  void ompUpdate(void *host, std::size_t bytes, bool toDevice, unsigned flags,
                 const acc2c_src *src);
  void *ompDeclareTarget(void *host, std::size_t bytes, const acc2c_src *src);
  /// ompDeclareTarget with the device copy at `device`, storage the shim
  /// does not own (a kernel compiler's copy of the variable): adopted once,
  /// with the host's value copied there.
  void *ompDeclareTargetAt(void *host, void *device, std::size_t bytes, const acc2c_src *src);
  bool ompAssociate(void *host, void *device, std::size_t bytes); // false: already present
  bool ompDisassociate(void *host);

  // ---- queues and regions ------------------------------------------------------
  /// acc_async_default -> the default queue; an invalid queue is an error
  /// (naming src when given).
  int resolveQueue(int async, const acc2c_src *src = nullptr);
  void setDefaultQueue(int q);
  int defaultQueue() const;
  bool test(int queue);
  bool testAll();
  void wait(int queue);
  void waitAll();
  void waitAsync(int queue, int on);
  int regionBegin(const char *construct, int queue, const acc2c_src *src);
  // The address a region body uses for the variable [host, host+bytes): the
  // device address that corresponds to `host` in the one mapping holding the
  // part of it the region may touch (a section mapping counts; the result
  // may then point before the mapping, as the variable's own base does).
  void *regionData(void *host, std::size_t bytes, const acc2c_src *src, bool ifPresent = false);
  // A scalar the region only reads, which would come in by an implicit
  // copyin and go by a delete: its value in the region, into `value`: its
  // device copy's where it has one, the host's otherwise (what the copyin
  // would have copied there).
  void regionValue(void *value, const void *host, std::size_t bytes, const acc2c_src *src);
  void *regionPointer(void *host, const void *section, std::size_t bytes, bool dereferenced,
                      const acc2c_src *src);
  std::size_t inferredBytes(const void *host, std::size_t bytes, const acc2c_src *src);
  void regionEnd(int region);
  // Whether a region that runs on the device runs its OpenACC device kernel
  // (docs/gpu.md, "OpenACC kernels"): on the GPU where the backend is cuda;
  // on the host backends with settings hostKernels, in libgomp's host
  // fallback, on the device copies the backend made; otherwise not (the
  // region runs its host version on host threads).
  bool launchesKernel();
  // libgomp's own table maps [device, device + bytes) onto itself while a
  // kernel needs it (acc2c_kernel_map, acc2c_kernel_unmap): mapped by the
  // first of the kernels running on it, unmapped by the last (host threads
  // may run kernels on one array at once; libgomp maps an address once).
  // A range that overlaps another thread's without lying inside it waits
  // until that one is unmapped.
  void kernelMap(void *device, std::size_t bytes);
  void kernelUnmap(void *device, std::size_t bytes);

  // ---- device selection and inspection -------------------------------------------
  DeviceBackend &backend() { return *backend_; }
  // Replace the backend (its queues as the settings ask) once the old one's
  // queues are done; an error while data is mapped.
  void switchBackend(std::unique_ptr<DeviceBackend> b);
  std::optional<MappingView> inspect(const void *host);
  std::uint64_t attachCount(const void *slot);
  std::size_t mappingCount();
  /// PresentTable I6: changes whenever a mapping comes or goes (no lock).
  std::uint64_t tableGeneration() const { return table_.generation(); }
  std::string checkInvariants();
  void dumpTable(std::FILE *out);
  // At exit: the queues' pending work is completed, then the leak report and
  // the profile, as the settings ask.
  void reportAtExit();

private:
  // Unlocked helpers (the caller holds mutex_).
  // host-shared: a mapping's device copy is its host data; nothing to move.
  bool sharedMemory() const { return backend_->kind() == BackendKind::HostShared; }
  // The device copy of `m` is its host data (host-shared, or managed memory).
  bool sharesHost(const Mapping &m) const {
    return sharedMemory() || m.memory == Mapping::Memory::Managed;
  }
  [[noreturn]] void fail(ErrorKind kind, const std::string &message);
  Mapping &mapNew(std::uintptr_t host, std::size_t bytes, Fill fill, const acc2c_src *src);
  /// A mapping onto device memory the shim does not own (omp_target_associate_ptr,
  /// a kernel compiler's copy of a variable), for the whole run; nothing copied.
  Mapping &mapAt(std::uintptr_t host, std::uintptr_t device, std::size_t bytes);
  void unmap(Mapping &m);
  void detachPointersTo(const Mapping &m);
  void toDevice(Mapping &m, std::uintptr_t host, std::size_t bytes, int queue);
  void toHost(Mapping &m, std::uintptr_t host, std::size_t bytes, int queue);
  PresentTable::Lookup lookupWhole(std::uintptr_t host, std::size_t bytes, const char *what,
                                   const acc2c_src *src);
  void attachLocked(void *slot, int layout, std::size_t offset, std::size_t bytes, int queue,
                    const acc2c_src *src);
  void detachLocked(void *slot, int layout, unsigned flags, int queue, const acc2c_src *src);
  bool countOnce(std::uint64_t construct, const Mapping &m, bool increment);
  bool isDeviceAddressLocked(std::uintptr_t p);
  // checkAttached's verdict on the slot (of `layout`) at host address
  // `slot` in `home`, whose device copy holds `onDevice`.
  void checkSlotLocked(Mapping &home, std::uintptr_t slot, int layout, std::uintptr_t onDevice,
                       const acc2c_src *src);
  void logAction(const char *what, const void *host, std::size_t bytes, const Mapping *m,
                 const acc2c_src *src);

  struct Transfer {
    std::uint64_t bytes = 0, count = 0;
    double seconds = 0;
  };
  struct RegionProfile {
    std::uint64_t launches = 0;
    double seconds = 0;
  };
  struct OpenRegion {
    std::string key;
    std::chrono::steady_clock::time_point start;
  };

  std::mutex mutex_;
  // kernelMap's identity mappings in libgomp's table: by first device
  // address, the bytes and the threads whose kernels use it, once per use.
  // Disjoint; an address is in libgomp's table exactly while it has users.
  struct KernelMapping {
    std::size_t bytes = 0;
    std::vector<std::thread::id> users;
  };
  std::mutex kernelMapMutex_;
  std::condition_variable kernelUnmapped_;
  std::map<std::uintptr_t, KernelMapping> kernelMaps_;
  std::unique_ptr<DeviceBackend> backend_;
  Settings settings_;
  PresentTable table_;
  std::map<std::uintptr_t, std::size_t> deviceMallocs_; // acc_malloc / omp_target_alloc
  std::uint64_t nextConstruct_ = 1;
  // Per open construct: the mappings whose count it already changed (by
  // hostBegin; true = incremented). Threads may interleave constructs.
  std::unordered_map<std::uint64_t, std::vector<std::pair<std::uintptr_t, bool>>> counted_;
  // Per open construct: the mappings its exits took to zero, erased at its end
  // (by hostBegin; PresentTable.h I2).
  std::unordered_map<std::uint64_t, std::vector<std::uintptr_t>> closing_;
  std::atomic<int> defaultQueue_{ACC2C_ASYNC_NOVAL};
  Transfer h2d_, d2h_;
  std::map<std::string, RegionProfile> regions_;
  std::map<int, OpenRegion> openRegions_;
  int nextRegion_ = 1;
};

} // namespace acc2c::rt
