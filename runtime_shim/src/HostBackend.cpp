// The `host` backend: device memory is memory of its own (separate
// allocations), so a translated program sees exactly what it would see on a
// discrete GPU — a copyin-only array written in a region does not change on
// the host. Async queues complete at once (the host executes every action
// when it is issued), which is a valid schedule of any async program.
//
// The `host-shared` backend keeps the bookkeeping (counters, present checks,
// attach counters) but maps every host range onto itself, so the runtime
// moves nothing for mappings (Runtime checks BackendKind::HostShared);
// explicit copies (acc_memcpy_*, omp_target_memcpy) still copy.
//
// Released device memory is kept for reuse (DeviceBlockCache.h) and filled
// again when it is handed out, exactly as a fresh block is: a program cannot
// tell a reused block from a new one. acc_malloc'd memory may be a reused
// block, but acc_free gives it back to the heap.
//
// Device memory has a capacity, as a GPU's has (ACC2C_DEVICE_MEMORY, 16 GiB
// by default, a common GPU's): acc_get_property and omp_get_* report it and
// what is allocated from it (released blocks kept for reuse count as free,
// as in a GPU runtime's pool), and an allocation beyond it fails, so that a
// program learns without a GPU that its data does not fit.
#include "DeviceBackend.h"
#include "DeviceBlockCache.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <mutex>
#include <unordered_map>

namespace acc2c::rt {
namespace {

// Fresh device memory that the program did not initialise holds garbage on a
// GPU; filling it with 0xFF bytes (NaN for reals, -1 for integers) makes a
// read of uninitialised device data visible instead of silently zero.
constexpr unsigned char kPoison = 0xFF;
constexpr std::size_t kAlignment = 64;
constexpr std::size_t kDefaultCapacity = std::size_t(16) << 30;

class HostBackend : public DeviceBackend {
public:
  BackendKind kind() const override { return BackendKind::Host; }
  const char *name() const override { return "host"; }

  void *allocate(const void *, std::size_t bytes, Fill fill) override {
    return newBlock(bytes, fill);
  }
  void release(void *device, std::size_t bytes) override {
    inUse_ -= blockSize(bytes);
    cache_.keep(device, blockSize(bytes));
  }
  void *deviceMalloc(std::size_t bytes) override {
    void *p = newBlock(bytes, Fill::Poison);
    std::lock_guard<std::mutex> lock(mallocsMutex_);
    if (p) mallocs_[p] = blockSize(bytes);
    return p;
  }
  void deviceFree(void *device) override {
    {
      std::lock_guard<std::mutex> lock(mallocsMutex_);
      auto it = mallocs_.find(device);
      if (it != mallocs_.end()) {
        inUse_ -= it->second;
        mallocs_.erase(it);
      }
    }
    std::free(device);
  }
  void cacheFreedMemory(std::size_t bytes) override { cache_.setBound(bytes); }
  void limitMemory(std::size_t bytes) override { capacity_ = bytes; }

  void copyToDevice(void *d, const void *h, std::size_t n, int) override { std::memcpy(d, h, n); }
  void copyToHost(void *h, const void *d, std::size_t n, int) override { std::memcpy(h, d, n); }
  void copyDeviceToDevice(void *d, const void *s, std::size_t n, int) override {
    std::memmove(d, s, n);
  }
  bool test(int) override { return true; }
  void wait(int) override {}
  void waitAll() override {}
  void order(int, int) override {}

  std::size_t totalMemory() const override { return capacity_; }
  std::size_t freeMemory() const override {
    std::size_t used = inUse_;
    return used < capacity_ ? capacity_ - used : 0;
  }
  std::string deviceName() const override { return "acc2c host (separate memory)"; }
  std::string vendor() const override { return "acc2c"; }
  std::string driver() const override { return "acc2c host backend"; }

private:
  // A cached block of the size if there is one, else a fresh one; filled
  // alike either way.
  void *newBlock(std::size_t bytes, Fill fill) {
    if (bytes > std::size_t(PTRDIFF_MAX)) return nullptr; // the rounding would wrap
    std::size_t size = blockSize(bytes);
    if (size > freeMemory()) return nullptr; // beyond the device's capacity
    void *p = cache_.take(size);
    if (!p) p = std::aligned_alloc(kAlignment, size);
    if (!p) return nullptr;
    inUse_ += size;
    if (fill != Fill::CopiedIn) std::memset(p, fill == Fill::Zero ? 0 : kPoison, bytes);
    return p;
  }
  // What aligned_alloc gets for `bytes` (a multiple of the alignment), and
  // the cache's key.
  static std::size_t blockSize(std::size_t bytes) {
    return bytes ? (bytes + kAlignment - 1) / kAlignment * kAlignment : kAlignment;
  }

  DeviceBlockCache cache_{defaultDeviceCacheBytes()};
  std::size_t capacity_ = kDefaultCapacity;
  std::atomic<std::size_t> inUse_{0}; ///< bytes handed out and not released
  std::mutex mallocsMutex_;
  std::unordered_map<void *, std::size_t> mallocs_; ///< acc_malloc'd blocks and their sizes
};

class HostSharedBackend : public HostBackend {
public:
  BackendKind kind() const override { return BackendKind::HostShared; }
  const char *name() const override { return "host-shared"; }
  // Shared memory: the host data is the device data.
  void *allocate(const void *host, std::size_t, Fill) override { return const_cast<void *>(host); }
  void release(void *, std::size_t) override {}
  // deviceMalloc/deviceFree are the host backend's: acc_malloc memory is
  // memory of its own (newBlock, not the virtual allocate).
  std::string deviceName() const override { return "acc2c host (shared memory)"; }
};

void *hostManagedAllocate(std::size_t bytes, std::size_t alignment) {
  if (alignment <= alignof(std::max_align_t)) return std::malloc(bytes); // malloc's own
  void *p = nullptr;
  return posix_memalign(&p, alignment, bytes) == 0 ? p : nullptr;
}

} // namespace

// A host backend's regions run on the host, so managed memory is host memory.
ManagedAllocator DeviceBackend::managedAllocator() const {
  return {"host", hostManagedAllocate, std::free};
}

std::unique_ptr<DeviceBackend> makeHostBackend() { return std::make_unique<HostBackend>(); }
std::unique_ptr<DeviceBackend> makeHostSharedBackend() {
  return std::make_unique<HostSharedBackend>();
}

} // namespace acc2c::rt
