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
#include "DeviceBackend.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>

namespace acc2c::rt {
namespace {

// Fresh device memory that the program did not initialise holds garbage on a
// GPU; filling it with 0xFF bytes (NaN for reals, -1 for integers) makes a
// read of uninitialised device data visible instead of silently zero.
constexpr unsigned char kPoison = 0xFF;
constexpr std::size_t kAlignment = 64;

std::size_t memInfoKiB(const char *key) {
  std::ifstream in("/proc/meminfo");
  std::string k;
  std::size_t v = 0;
  std::string unit;
  while (in >> k >> v >> unit)
    if (k == key) return v;
  return 0;
}

class HostBackend : public DeviceBackend {
public:
  BackendKind kind() const override { return BackendKind::Host; }
  const char *name() const override { return "host"; }

  void *allocate(const void *, std::size_t bytes, bool zero) override {
    if (bytes > std::size_t(PTRDIFF_MAX)) return nullptr; // the rounding would wrap
    std::size_t rounded = (bytes + kAlignment - 1) / kAlignment * kAlignment;
    void *p = std::aligned_alloc(kAlignment, rounded ? rounded : kAlignment);
    if (p) std::memset(p, zero ? 0 : kPoison, bytes);
    return p;
  }
  void release(void *device, std::size_t) override { std::free(device); }

  void copyToDevice(void *d, const void *h, std::size_t n, int) override { std::memcpy(d, h, n); }
  void copyToHost(void *h, const void *d, std::size_t n, int) override { std::memcpy(h, d, n); }
  void copyDeviceToDevice(void *d, const void *s, std::size_t n, int) override {
    std::memmove(d, s, n);
  }
  bool test(int) override { return true; }
  void wait(int) override {}
  void waitAll() override {}
  void order(int, int) override {}

  std::size_t totalMemory() const override { return memInfoKiB("MemTotal:") * 1024; }
  std::size_t freeMemory() const override { return memInfoKiB("MemAvailable:") * 1024; }
  std::string deviceName() const override { return "acc2c host (separate memory)"; }
  std::string vendor() const override { return "acc2c"; }
  std::string driver() const override { return "acc2c host backend"; }
};

class HostSharedBackend : public HostBackend {
public:
  BackendKind kind() const override { return BackendKind::HostShared; }
  const char *name() const override { return "host-shared"; }
  void *allocate(const void *host, std::size_t, bool zero) override {
    (void)zero; // shared memory: the host data is the device data
    return const_cast<void *>(host);
  }
  void release(void *, std::size_t) override {}
  void *deviceMalloc(std::size_t bytes) override {
    return HostBackend::allocate(nullptr, bytes, false);
  }
  void deviceFree(void *device) override { HostBackend::release(device, 0); }
  std::string deviceName() const override { return "acc2c host (shared memory)"; }
};

} // namespace

std::unique_ptr<DeviceBackend> makeHostBackend() { return std::make_unique<HostBackend>(); }
std::unique_ptr<DeviceBackend> makeHostSharedBackend() {
  return std::make_unique<HostSharedBackend>();
}

} // namespace acc2c::rt
