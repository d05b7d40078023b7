// DeviceBackend — where device memory lives and how bytes move to and from it.
//
// The runtime's bookkeeping (PresentTable, counters, attach) is the same for
// every backend; a backend only allocates, copies and waits. Queues are the
// OpenACC async queues (ACC2C_ASYNC_SYNC = synchronous). A copy on a queue may
// read its source and write its destination at any time until that queue is
// waited for, as on a GPU.
#pragma once

#include "ManagedHeap.h"
#include "acc2c_runtime.h"

#include <cstddef>
#include <functional>
#include <memory>
#include <string>

namespace acc2c::rt {

enum class BackendKind { Host, HostShared, Cuda };

// What new device memory holds before anything is copied into it.
enum class Fill {
  Poison,   // what the backend leaves there (host: 0xFF bytes, so reads of it show)
  Zero,     // create(zero:)
  CopiedIn, // no fill needed: the caller copies the whole range in at once,
            // before anything can read it (a backend may still fill it)
};

class DeviceBackend {
public:
  virtual ~DeviceBackend() = default;
  virtual BackendKind kind() const = 0;
  virtual const char *name() const = 0;

  // Device memory for `bytes` bytes of the host range at `host` (host-shared
  // returns `host` itself), holding what `fill` says.
  virtual void *allocate(const void *host, std::size_t bytes, Fill fill) = 0;
  // `bytes` as given to allocate() (the default deviceFree below passes 0).
  virtual void release(void *device, std::size_t bytes) = 0;
  // Device memory that belongs to no host range (acc_malloc, omp_target_alloc).
  virtual void *deviceMalloc(std::size_t bytes) { return allocate(nullptr, bytes, Fill::Poison); }
  virtual void deviceFree(void *device) { release(device, 0); }
  // Released device memory the backend may keep for reuse, at most `bytes`
  // in all (ACC2C_DEVICE_CACHE_MIB); only the host backends keep any.
  virtual void cacheFreedMemory(std::size_t bytes) { (void)bytes; }
  // The device memory the backend has (ACC2C_DEVICE_MEMORY): a host backend
  // hands out at most this much, and reports it as a GPU reports its own;
  // a GPU's is what it is.
  virtual void limitMemory(std::size_t bytes) { (void)bytes; }

  virtual void copyToDevice(void *device, const void *host, std::size_t bytes, int queue) = 0;
  virtual void copyToHost(void *host, const void *device, std::size_t bytes, int queue) = 0;
  virtual void copyDeviceToDevice(void *dst, const void *src, std::size_t bytes, int queue) = 0;
  // A copy of bytes the caller owns and may change at once (the runtime's own
  // record of a pointer value): they are read now and land in queue order.
  // Backends that read the source when the copy is issued need nothing more.
  virtual void copyValueToDevice(void *device, const void *value, std::size_t bytes, int queue) {
    copyToDevice(device, value, bytes, queue);
  }
  // Run `f` on the host after everything queued on `queue` so far, without
  // blocking where the backend can (the default waits for the queue first).
  virtual void runOnQueue(int queue, std::function<void()> f) {
    if (queue != ACC2C_ASYNC_SYNC) wait(queue);
    f();
  }

  // Async queues: has everything queued on `queue` finished? Wait for it.
  virtual bool test(int queue) = 0;
  virtual void wait(int queue) = 0;
  virtual void waitAll() = 0;
  // Make `queue` wait for what is queued on `on` now (acc_wait_async).
  virtual void order(int queue, int on) = 0;

  // Select device `num` of this kind (acc_set_device_num); false if none such.
  virtual bool selectDevice(int num) { return num == 0; }
  virtual int selectedDevice() const { return 0; }

  // Managed memory (ManagedHeap.h): memory the device addresses where the
  // host does. Host backends: host memory, which their regions run on.
  virtual ManagedAllocator managedAllocator() const;

  // Device properties (acc_get_property).
  virtual std::size_t totalMemory() const = 0;
  virtual std::size_t freeMemory() const = 0;
  virtual std::string deviceName() const = 0;
  virtual std::string vendor() const = 0;
  virtual std::string driver() const = 0;
};

std::unique_ptr<DeviceBackend> makeHostBackend();
std::unique_ptr<DeviceBackend> makeHostSharedBackend();
// Null when the CUDA backend is not built or no GPU is usable; `why` says which.
std::unique_ptr<DeviceBackend> makeCudaBackend(std::string &why);
int cudaDeviceCount();

} // namespace acc2c::rt
