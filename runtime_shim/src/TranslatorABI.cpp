// The C entry points of acc2c_runtime.h: what translated programs call.
#include "Runtime.h"
#include "RuntimeError.h"
#include "SourceRegistry.h"
#include "acc2c_runtime.h"
#include "openacc.h"

#include <array>
#include <cstring>
#include <mutex>
#include <vector>

using acc2c::rt::Direction;
using acc2c::rt::EnterAction;
using acc2c::rt::ExitAction;
using acc2c::rt::Runtime;

extern "C" {

void *acc2c_copyin(void *host, size_t bytes, int counter, int async, const acc2c_src *src) {
  return Runtime::global().enter(EnterAction::Copyin, host, bytes, counter, 0, async, src);
}
void *acc2c_create(void *host, size_t bytes, int counter, unsigned flags, int async,
                   const acc2c_src *src) {
  return Runtime::global().enter(EnterAction::Create, host, bytes, counter, flags, async, src);
}
void *acc2c_present(void *host, size_t bytes, int counter, const acc2c_src *src) {
  return Runtime::global().enter(EnterAction::Present, host, bytes, counter, 0, ACC2C_ASYNC_SYNC,
                                 src);
}
void *acc2c_nocreate(void *host, size_t bytes, int counter, const acc2c_src *src) {
  return Runtime::global().enter(EnterAction::NoCreate, host, bytes, counter, 0, ACC2C_ASYNC_SYNC,
                                 src);
}
void acc2c_copyout(void *host, size_t bytes, int counter, unsigned flags, int async,
                   const acc2c_src *src) {
  Runtime::global().exit(ExitAction::Copyout, host, bytes, counter, flags, async, src);
}
void acc2c_delete(void *host, size_t bytes, int counter, unsigned flags, int async,
                  const acc2c_src *src) {
  Runtime::global().exit(ExitAction::Delete, host, bytes, counter, flags, async, src);
}
void acc2c_update_device(void *host, size_t bytes, unsigned flags, int async,
                         const acc2c_src *src) {
  Runtime::global().update(Direction::ToDevice, host, bytes, flags, async, src);
}
void acc2c_update_self(void *host, size_t bytes, unsigned flags, int async, const acc2c_src *src) {
  Runtime::global().update(Direction::ToHost, host, bytes, flags, async, src);
}
void *acc2c_use_device(void *host, unsigned flags, const acc2c_src *src) {
  return Runtime::global().useDevice(host, flags, src);
}
void acc2c_attach(void *slot, int layout, size_t offset, size_t bytes, int async,
                  const acc2c_src *src) {
  Runtime::global().attach(slot, layout, offset, bytes, async, src);
}
void acc2c_detach(void *slot, int layout, unsigned flags, int async, const acc2c_src *src) {
  Runtime::global().detach(slot, layout, flags, async, src);
}

uint64_t acc2c_omp_construct(void) { return Runtime::global().newConstruct(); }
void acc2c_omp_construct_end(uint64_t construct) { Runtime::global().endConstruct(construct); }
void *acc2c_omp_map_enter(void *host, size_t bytes, int map_type, unsigned flags,
                          uint64_t construct, const acc2c_src *src) {
  return Runtime::global().ompEnter(host, bytes, map_type, flags, construct, src);
}
void acc2c_omp_map_exit(void *host, size_t bytes, int map_type, unsigned flags, uint64_t construct,
                        const acc2c_src *src) {
  Runtime::global().ompExit(host, bytes, map_type, flags, construct, src);
}
void acc2c_omp_update(void *host, size_t bytes, int to_device, unsigned flags,
                      const acc2c_src *src) {
  Runtime::global().ompUpdate(host, bytes, to_device != 0, flags, src);
}
void *acc2c_omp_declare_target(void *host, size_t bytes, const acc2c_src *src) {
  return Runtime::global().ompDeclareTarget(host, bytes, src);
}

static std::mutex kernelGlobalsMutex;
static std::vector<void (*)(void)> kernelGlobals; // acc2c_kernel_globals

void acc2c_kernel_globals(void (*sync)(void)) {
  std::lock_guard<std::mutex> lock(kernelGlobalsMutex);
  kernelGlobals.push_back(sync);
}

void *acc2c_kernel_declare_target(void *host, void *device, size_t bytes, const acc2c_src *src) {
  if (device == host || !acc2c_kernel_on_gpu(1))
    return Runtime::global().ompDeclareTarget(host, bytes, src);
  return Runtime::global().ompDeclareTargetAt(host, device, bytes, src);
}

int acc2c_region_begin(const char *construct, int async, const acc2c_src *src) {
  {
    std::lock_guard<std::mutex> lock(kernelGlobalsMutex);
    for (void (*sync)(void) : kernelGlobals) sync();
  }
  return Runtime::global().regionBegin(construct, async, src);
}
void acc2c_region_end(int region) { Runtime::global().regionEnd(region); }

// libgomp's, where the program is built with OpenMP; without it every loop
// has one thread.
extern "C" int omp_get_max_threads(void) __attribute__((weak));
extern "C" int omp_get_thread_limit(void) __attribute__((weak));

int acc2c_region_threads(int num_threads, int thread_limit) {
  int n = num_threads > 0 ? num_threads : omp_get_max_threads ? omp_get_max_threads() : 1;
  return thread_limit > 0 && n > thread_limit ? thread_limit : n;
}
int acc2c_region_thread_limit(int thread_limit) {
  if (thread_limit > 0) return thread_limit;
  return omp_get_thread_limit ? omp_get_thread_limit() : 1;
}
void *acc2c_region_data(void *host, size_t bytes, int on_device, const acc2c_src *src) {
  return on_device
             ? Runtime::global().regionData(host, bytes, src, on_device == ACC2C_REGION_IF_PRESENT)
             : host;
}
void *acc2c_routine_data(void *host, size_t bytes, int declared, const char *src_text,
                         size_t src_length) {
  if (!acc2c_device_thread) return host;
  // A routine called in a region's loop asks for the same few variables
  // each call: each thread keeps its last answers while the present table
  // keeps its mappings (PresentTable I6), and looks up (under the
  // runtime's lock) and names its source record only when it must.
  struct Answer {
    void *host;
    std::size_t bytes;
    int declared;
    void *device;
  };
  thread_local std::array<Answer, 8> answers{};
  thread_local std::uint64_t answersOf = ~std::uint64_t(0);
  thread_local unsigned nextAnswer = 0;
  Runtime &rt = Runtime::global();
  std::uint64_t generation = rt.tableGeneration();
  if (generation != answersOf) {
    answers.fill(Answer{});
    answersOf = generation;
  }
  for (const Answer &a : answers)
    if (a.host == host && a.bytes == bytes && a.declared == declared && a.host) return a.device;
  const acc2c_src *src = acc2c::rt::internSourceText(src_text, src_length);
  void *device;
  if (declared != ACC2C_ROUTINE_MODULE_DECLARE) {
    device = rt.regionData(host, bytes, src, false);
  } else {
    // Mapped already (by a construct, or its procedure's declare): as it
    // is; otherwise as a module's declare maps it when first used.
    device = rt.regionData(host, bytes, src, true);
    if (device == host && bytes) device = rt.ompDeclareTarget(host, bytes, src);
  }
  // Kept under the generation read before the lookup: a mapping made or
  // removed since (this lookup's own included) makes the next call look
  // again.
  answers[nextAnswer++ % answers.size()] = Answer{host, bytes, declared, device};
  return device;
}
void acc2c_region_value(void *value, const void *host, size_t bytes, int on_device,
                        const acc2c_src *src) {
  if (on_device)
    Runtime::global().regionValue(value, host, bytes, src);
  else
    std::memcpy(value, host, bytes);
}
void *acc2c_region_pointer(void *host, const void *section, size_t bytes, int on_device,
                           const acc2c_src *src) {
  return on_device ? Runtime::global().regionPointer(host, section, bytes,
                                                     on_device == ACC2C_REGION_DEREFERENCED, src)
                   : host;
}
size_t acc2c_inferred_bytes(const void *host, size_t bytes, const acc2c_src *src) {
  return Runtime::global().inferredBytes(host, bytes, src);
}
int acc2c_kernel_on_gpu(int on_device) {
  return on_device && Runtime::global().backend().kind() == acc2c::rt::BackendKind::Cuda;
}
int acc2c_kernel_launch(int on_device) { return on_device && Runtime::global().launchesKernel(); }
void acc2c_kernel_map(void *device, size_t bytes) {
  if (bytes) Runtime::global().kernelMap(device, bytes);
}
void acc2c_kernel_unmap(void *device, size_t bytes) {
  if (bytes) Runtime::global().kernelUnmap(device, bytes);
}
void acc2c_kernel_load(void *host, const void *device, size_t bytes) {
  Runtime::global().memcpyToHost(host, device, bytes, ACC2C_ASYNC_SYNC);
}
void acc2c_kernel_store(void *device, const void *host, size_t bytes) {
  Runtime::global().memcpyToDevice(device, host, bytes, ACC2C_ASYNC_SYNC);
}
void acc2c_wait(int queue) { Runtime::global().wait(queue); }
void acc2c_wait_all(void) { Runtime::global().waitAll(); }
// wait(devnum: d: ...): the queues of device d of the current device type;
// every device's queues are the runtime's one set of queues.
static void checkWaitDevice(int device, const acc2c_src *src) {
  int devices = acc_get_num_devices(acc_get_device_type());
  if (device < 0 || device >= devices)
    acc2c::rt::raise(acc2c::rt::ErrorKind::InvalidArgument,
                     "wait(devnum: " + std::to_string(device) +
                         "): no such device (the current device type has " +
                         std::to_string(devices) + ", numbered from 0) at " +
                         acc2c::rt::describe(src));
}
void acc2c_wait_device(int queue, int device, const acc2c_src *src) {
  checkWaitDevice(device, src);
  Runtime::global().wait(queue);
}

void acc2c_acc_init(int device_type) { acc_init(acc_device_t(device_type)); }
void acc2c_acc_shutdown(int device_type) { acc_shutdown(acc_device_t(device_type)); }
int acc2c_acc_get_device_type(void) { return acc_get_device_type(); }
void acc2c_acc_set_device_num(int device_num, int device_type) {
  acc_set_device_num(device_num, acc_device_t(device_type));
}
void acc2c_acc_set_default_async(int async) { acc_set_default_async(async); }
int acc2c_is_device_address(const void *p) { return Runtime::global().isDeviceAddress(p); }
void acc2c_check_attached(void *slot, int layout, const acc2c_src *src) {
  Runtime::global().checkAttached(slot, layout, src);
}
void acc2c_check_attached_elements(void *first, size_t stride, int64_t count, int layout,
                                   const acc2c_src *src) {
  Runtime::global().checkAttachedElements(static_cast<char *>(first), stride, count, layout, src);
}
void acc2c_element_index(int number, int64_t value) { acc2c::rt::setElementIndex(number, value); }
const acc2c_src *acc2c_source_text(const char *text, size_t length) {
  return acc2c::rt::internSourceText(text, length);
}

void acc2c_attach_gfc_(void *slot, const int *layout, const size_t *offset, const size_t *bytes,
                       const int *async, const acc2c_src *const *src) {
  Runtime::global().attach(slot, *layout, *offset, *bytes, *async, *src);
}
void acc2c_detach_gfc_(void *slot, const int *layout, const int *flags, const int *async,
                       const acc2c_src *const *src) {
  Runtime::global().detach(slot, *layout, unsigned(*flags), *async, *src);
}
void acc2c_copy_slot(void *slot, int layout, const acc2c_src *src) {
  Runtime::global().copySlot(slot, layout, src);
}
void acc2c_copy_slot_gfc_(void *slot, const int *layout, const acc2c_src *const *src) {
  Runtime::global().copySlot(slot, *layout, *src);
}
void acc2c_check_attached_gfc_(void *slot, const int *layout, const acc2c_src *const *src) {
  Runtime::global().checkAttached(slot, *layout, *src);
}

acc2c_routine acc2c_gfc_routine(int which) {
  switch (which) {
  case ACC2C_GFC_ATTACH: return reinterpret_cast<acc2c_routine>(&acc2c_attach_gfc_);
  case ACC2C_GFC_DETACH: return reinterpret_cast<acc2c_routine>(&acc2c_detach_gfc_);
  case ACC2C_GFC_CHECK_ATTACHED: return reinterpret_cast<acc2c_routine>(&acc2c_check_attached_gfc_);
  case ACC2C_GFC_COPY_SLOT: return reinterpret_cast<acc2c_routine>(&acc2c_copy_slot_gfc_);
  default: return nullptr;
  }
}

} // extern "C"
