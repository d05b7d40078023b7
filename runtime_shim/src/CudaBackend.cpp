// The `cuda` backend: device memory from cudaMalloc, one CUDA stream per
// OpenACC async queue, and pinned staging buffers for asynchronous copies.
//
// Synchronous copies use cudaMemcpy, which stages pageable memory itself.
// An asynchronous host-to-device copy first copies the host bytes into a
// pinned buffer, so the host may change (or pop) its data at once, as
// libgomp's "ephemeral" copies allow; an asynchronous device-to-host copy
// lands in a pinned buffer and a stream callback moves it to the user's
// memory when the stream gets there. Buffers return to the pool when an
// event recorded after their last use has completed.
//
// Built when CMake finds the CUDA toolkit (ACC2C_HAVE_CUDA); links the static
// CUDA runtime, so programs still start on machines without a GPU, where
// makeCudaBackend says why it cannot run.
#include "DeviceBackend.h"

#ifdef ACC2C_HAVE_CUDA
#include "RuntimeError.h"
#include "acc2c_runtime.h"

#include <cuda_runtime.h>

#include <cstring>
#include <map>
#include <vector>

namespace acc2c::rt {
namespace {

void check(cudaError_t e, const char *what) {
  if (e != cudaSuccess)
    raise(ErrorKind::Backend, std::string("CUDA error in ") + what + ": " + cudaGetErrorString(e));
}

// A release at program exit, after CUDA's own teardown (a declared global's
// device copy, freed by the runtime's destructor): the driver has reclaimed
// the memory with the context.
void checkRelease(cudaError_t e, const char *what) {
  if (e != cudaErrorCudartUnloading) check(e, what);
}

struct PinnedBuffer {
  void *data = nullptr;
  std::size_t bytes = 0;
};

// A device-to-host copy that finishes in a stream callback.
struct PendingToHost {
  void *host;
  const void *staging;
  std::size_t bytes;
};
void CUDART_CB finishToHost(void *p) {
  auto *t = static_cast<PendingToHost *>(p);
  std::memcpy(t->host, t->staging, t->bytes);
  delete t;
}
// Host work in stream order (runOnQueue); it calls no CUDA routine.
void CUDART_CB runHostFunction(void *p) {
  auto *f = static_cast<std::function<void()> *>(p);
  (*f)();
  delete f;
}

// Managed memory (ManagedHeap.h): cudaMallocManaged, which aligns to 256 bytes.
void *cudaManagedAllocate(std::size_t bytes, std::size_t alignment) {
  void *p = nullptr;
  if (alignment > 256 || cudaMallocManaged(&p, bytes, cudaMemAttachGlobal) != cudaSuccess)
    return nullptr;
  return p;
}
void cudaManagedRelease(void *p) { checkRelease(cudaFree(p), "cudaFree (managed memory)"); }

class CudaBackend : public DeviceBackend {
public:
  explicit CudaBackend(int device) : device_(device) {
    check(cudaSetDevice(device), "cudaSetDevice");
  }
  ~CudaBackend() override {
    cudaDeviceSynchronize();
    reclaim(true);
    for (PinnedBuffer &b : free_) cudaFreeHost(b.data);
    for (auto &[q, s] : streams_) cudaStreamDestroy(s);
  }

  BackendKind kind() const override { return BackendKind::Cuda; }
  const char *name() const override { return "cuda"; }

  void *allocate(const void *, std::size_t bytes, Fill fill) override {
    void *d = nullptr;
    if (cudaMalloc(&d, bytes ? bytes : 1) != cudaSuccess) return nullptr;
    if (fill == Fill::Zero) check(cudaMemset(d, 0, bytes), "cudaMemset");
    return d;
  }
  void release(void *device, std::size_t) override { checkRelease(cudaFree(device), "cudaFree"); }
  ManagedAllocator managedAllocator() const override {
    return {"cuda", cudaManagedAllocate, cudaManagedRelease};
  }

  void copyToDevice(void *d, const void *h, std::size_t n, int queue) override {
    if (queue == ACC2C_ASYNC_SYNC) {
      check(cudaMemcpy(d, h, n, cudaMemcpyHostToDevice), "cudaMemcpy (to device)");
      return;
    }
    cudaStream_t s = stream(queue);
    PinnedBuffer b = take(n);
    std::memcpy(b.data, h, n);
    check(cudaMemcpyAsync(d, b.data, n, cudaMemcpyHostToDevice, s), "cudaMemcpyAsync (to device)");
    giveBackAfter(b, s);
  }

  void copyToHost(void *h, const void *d, std::size_t n, int queue) override {
    if (queue == ACC2C_ASYNC_SYNC) {
      check(cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost), "cudaMemcpy (to host)");
      return;
    }
    cudaStream_t s = stream(queue);
    PinnedBuffer b = take(n);
    check(cudaMemcpyAsync(b.data, d, n, cudaMemcpyDeviceToHost, s), "cudaMemcpyAsync (to host)");
    check(cudaLaunchHostFunc(s, finishToHost, new PendingToHost{h, b.data, n}),
          "cudaLaunchHostFunc");
    giveBackAfter(b, s);
  }

  void copyDeviceToDevice(void *d, const void *src, std::size_t n, int queue) override {
    if (queue == ACC2C_ASYNC_SYNC)
      check(cudaMemcpy(d, src, n, cudaMemcpyDeviceToDevice), "cudaMemcpy (device to device)");
    else
      check(cudaMemcpyAsync(d, src, n, cudaMemcpyDeviceToDevice, stream(queue)), "cudaMemcpyAsync");
  }

  void runOnQueue(int queue, std::function<void()> f) override {
    if (queue == ACC2C_ASYNC_SYNC) return f();
    auto *p = new std::function<void()>(std::move(f));
    cudaError_t e = cudaLaunchHostFunc(stream(queue), runHostFunction, p);
    if (e != cudaSuccess) delete p;
    check(e, "cudaLaunchHostFunc");
  }

  bool test(int queue) override {
    if (queue == ACC2C_ASYNC_SYNC) { // acc_async_test_all
      for (auto &[q, s] : streams_)
        if (cudaStreamQuery(s) == cudaErrorNotReady) return false;
      return true;
    }
    auto it = streams_.find(queue);
    return it == streams_.end() || cudaStreamQuery(it->second) != cudaErrorNotReady;
  }
  void wait(int queue) override {
    auto it = streams_.find(queue);
    if (it != streams_.end()) check(cudaStreamSynchronize(it->second), "cudaStreamSynchronize");
    reclaim(false);
  }
  void waitAll() override {
    check(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
    reclaim(true);
  }
  void order(int queue, int on) override {
    auto it = streams_.find(on);
    if (it == streams_.end()) return; // nothing was ever queued there
    cudaEvent_t e;
    check(cudaEventCreateWithFlags(&e, cudaEventDisableTiming), "cudaEventCreate");
    check(cudaEventRecord(e, it->second), "cudaEventRecord");
    check(cudaStreamWaitEvent(stream(queue), e, 0), "cudaStreamWaitEvent");
    cudaEventDestroy(e); // released once the wait has consumed it
  }

  bool selectDevice(int num) override {
    int n = 0;
    if (cudaGetDeviceCount(&n) != cudaSuccess || num >= n) return false;
    check(cudaSetDevice(num), "cudaSetDevice");
    device_ = num;
    return true;
  }
  int selectedDevice() const override { return device_; }

  std::size_t totalMemory() const override {
    std::size_t f = 0, t = 0;
    cudaMemGetInfo(&f, &t);
    return t;
  }
  std::size_t freeMemory() const override {
    std::size_t f = 0, t = 0;
    cudaMemGetInfo(&f, &t);
    return f;
  }
  std::string deviceName() const override {
    cudaDeviceProp p{};
    return cudaGetDeviceProperties(&p, device_) == cudaSuccess ? p.name : "NVIDIA GPU";
  }
  std::string vendor() const override { return "NVIDIA"; }
  std::string driver() const override {
    int v = 0;
    cudaDriverGetVersion(&v);
    return "CUDA driver " + std::to_string(v / 1000) + "." + std::to_string(v % 1000 / 10);
  }

private:
  cudaStream_t stream(int queue) {
    auto it = streams_.find(queue);
    if (it != streams_.end()) return it->second;
    cudaStream_t s;
    check(cudaStreamCreate(&s), "cudaStreamCreate");
    return streams_[queue] = s;
  }
  PinnedBuffer take(std::size_t n) {
    reclaim(false);
    for (auto it = free_.begin(); it != free_.end(); ++it)
      if (it->bytes >= n) {
        PinnedBuffer b = *it;
        free_.erase(it);
        return b;
      }
    PinnedBuffer b;
    b.bytes = n < (1u << 20) ? (1u << 20) : n;
    check(cudaMallocHost(&b.data, b.bytes), "cudaMallocHost");
    return b;
  }
  void giveBackAfter(PinnedBuffer b, cudaStream_t s) {
    cudaEvent_t e;
    check(cudaEventCreateWithFlags(&e, cudaEventDisableTiming), "cudaEventCreate");
    check(cudaEventRecord(e, s), "cudaEventRecord");
    inFlight_.push_back({e, b});
  }
  void reclaim(bool all) {
    for (auto it = inFlight_.begin(); it != inFlight_.end();) {
      if (all || cudaEventQuery(it->first) == cudaSuccess) {
        cudaEventDestroy(it->first);
        free_.push_back(it->second);
        it = inFlight_.erase(it);
      } else {
        ++it;
      }
    }
  }

  int device_;
  std::map<int, cudaStream_t> streams_;
  std::vector<PinnedBuffer> free_;
  std::vector<std::pair<cudaEvent_t, PinnedBuffer>> inFlight_;
};

} // namespace

int cudaDeviceCount() {
  int n = 0;
  return cudaGetDeviceCount(&n) == cudaSuccess ? n : 0;
}

std::unique_ptr<DeviceBackend> makeCudaBackend(std::string &why) {
  int n = 0;
  cudaError_t e = cudaGetDeviceCount(&n);
  if (e != cudaSuccess || n == 0) {
    why = e != cudaSuccess ? std::string("no usable CUDA device (") + cudaGetErrorString(e) + ")"
                           : "no CUDA device";
    return nullptr;
  }
  return std::make_unique<CudaBackend>(0);
}

} // namespace acc2c::rt

#else // built without the CUDA toolkit

namespace acc2c::rt {
int cudaDeviceCount() { return 0; }
std::unique_ptr<DeviceBackend> makeCudaBackend(std::string &why) {
  why = "acc2c's runtime was built without the CUDA toolkit";
  return nullptr;
}
} // namespace acc2c::rt

#endif
