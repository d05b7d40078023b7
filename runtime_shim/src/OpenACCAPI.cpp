// OpenACC 3.3 chapter 3 for C (openacc.h). The host backends are the device
// type acc_device_host (one device); the CUDA backend is acc_device_nvidia.
// Where no NVIDIA GPU is usable, the host backend stands in for one NVIDIA
// device (README, "The runtime shim", Backends). Data routines act on the
// dynamic reference counter.
#include "Runtime.h"
#include "RuntimeError.h"
#include "acc2c_runtime.h"
#include "openacc.h"

#include <algorithm>
#include <atomic>
#include <string>
#include <thread>

using namespace acc2c::rt;

namespace {

Runtime &rt() { return Runtime::global(); }

// API calls carry no source location: errors name the routine instead.
#define API_SRC(routine)                                                                           \
  static const acc2c_src src_ = {"<" routine " argument>", nullptr, 0};                            \
  const acc2c_src *src = &src_

bool isCudaType(acc_device_t t) { return t == acc_device_nvidia || t == acc_device_not_host; }

// The program selected acc_device_nvidia (or acc_device_not_host) where
// no NVIDIA GPU is usable, and the host backend took its part: code written
// for NVIDIA's compilers picks its GPU (`mod(rank, acc_get_num_devices(
// acc_device_nvidia))`, acc_set_device_num) and then runs its data clauses
// against the host backend's separate device memory all the same.
std::atomic<bool> standingIn{false};

bool onCuda() { return rt().backend().kind() == BackendKind::Cuda; }

acc_device_t currentType() { return onCuda() || standingIn ? acc_device_nvidia : acc_device_host; }

void checkType(acc_device_t t, const char *routine) {
  if (t < acc_device_none || t > acc_device_radeon)
    raise(ErrorKind::InvalidArgument,
          std::string(routine) + ": unknown device type " + std::to_string(int(t)));
}

// Make the runtime use a backend of type `t` (acc_set_device_type, acc_init).
void selectType(acc_device_t t, const char *routine) {
  checkType(t, routine);
  if (t == acc_device_default || t == acc_device_none) return;
  if (t == acc_device_radeon)
    raise(ErrorKind::Unsupported, std::string(routine) + ": acc_device_radeon is not supported");
  if (t == acc_device_host) {
    standingIn = false;
    if (onCuda()) rt().switchBackend(makeHostBackend());
    return;
  }
  if (onCuda()) return;
  if (cudaDeviceCount() == 0) {
    standingIn = true;
    return;
  }
  std::string why;
  auto cuda = makeCudaBackend(why);
  if (!cuda) raise(ErrorKind::Unsupported, std::string(routine) + ": no NVIDIA device: " + why);
  rt().switchBackend(std::move(cuda));
}

int numDevices(acc_device_t t) {
  switch (t) {
  case acc_device_host: return 1;
  case acc_device_nvidia:
  case acc_device_not_host: return onCuda() ? cudaDeviceCount() : std::max(cudaDeviceCount(), 1);
  case acc_device_default: return numDevices(currentType());
  default: return 0;
  }
}

// The backend that answers acc_get_property for device `num` of type `t`:
// the current one, or a temporary backend of another type; null when there
// is no such device.
DeviceBackend *propertiesOf(int num, acc_device_t t, std::unique_ptr<DeviceBackend> &temporary) {
  if (t == acc_device_default || t == acc_device_none) t = currentType();
  if (num < 0 || num >= numDevices(t)) return nullptr;
  if (t == currentType() || (isCudaType(t) && !onCuda() && cudaDeviceCount() == 0))
    return &rt().backend();
  std::string why;
  temporary = isCudaType(t) ? makeCudaBackend(why) : makeHostBackend();
  return temporary.get();
}

} // namespace

extern "C" {

int acc_get_num_devices(acc_device_t dev_type) { return numDevices(dev_type); }
void acc_set_device_type(acc_device_t dev_type) { selectType(dev_type, "acc_set_device_type"); }
acc_device_t acc_get_device_type(void) { return currentType(); }

void acc_set_device_num(int dev_num, acc_device_t dev_type) {
  selectType(dev_type, "acc_set_device_num");
  if (dev_num < 0) return; // negative: the implementation default (device 0)
  if (!rt().backend().selectDevice(dev_num))
    raise(ErrorKind::InvalidArgument, "acc_set_device_num: no device " + std::to_string(dev_num) +
                                          " of this type (" + rt().backend().name() + ")");
}
int acc_get_device_num(acc_device_t dev_type) {
  return dev_type == acc_device_host && currentType() != acc_device_host
             ? 0
             : rt().backend().selectedDevice();
}

size_t acc_get_property(int dev_num, acc_device_t dev_type, acc_device_property_t property) {
  std::unique_ptr<DeviceBackend> temporary;
  DeviceBackend *b = propertiesOf(dev_num, dev_type, temporary);
  if (!b) return 0;
  switch (property) {
  case acc_property_memory: return b->totalMemory();
  case acc_property_free_memory: return b->freeMemory();
  case acc_property_shared_memory_support: return b->kind() == BackendKind::HostShared;
  default: return 0;
  }
}

// NVIDIA's extensions (its openacc.h, and its openacc and accel_lib
// modules): the current device's memory and what of it is free, in bytes.
size_t acc_get_memory(void) { return rt().backend().totalMemory(); }
size_t acc_get_free_memory(void) { return rt().backend().freeMemory(); }

const char *acc_get_property_string(int dev_num, acc_device_t dev_type,
                                    acc_device_property_t property) {
  static thread_local std::string value;
  std::unique_ptr<DeviceBackend> temporary;
  DeviceBackend *b = propertiesOf(dev_num, dev_type, temporary);
  if (!b) return nullptr;
  switch (property) {
  case acc_property_name: value = b->deviceName(); break;
  case acc_property_vendor: value = b->vendor(); break;
  case acc_property_driver: value = b->driver(); break;
  default: return nullptr;
  }
  return value.c_str();
}

void acc_init(acc_device_t dev_type) { selectType(dev_type, "acc_init"); }
void acc_init_device(int dev_num, acc_device_t dev_type) { acc_set_device_num(dev_num, dev_type); }
void acc_shutdown(acc_device_t dev_type) {
  checkType(dev_type, "acc_shutdown");
  rt().waitAll();
}
void acc_shutdown_device(int, acc_device_t dev_type) { acc_shutdown(dev_type); }

int acc_async_test(int wait_arg) { return rt().test(wait_arg); }
int acc_async_test_device(int wait_arg, int) { return rt().test(wait_arg); }
int acc_async_test_all(void) { return rt().testAll(); }
int acc_async_test_all_device(int) { return rt().testAll(); }
void acc_wait(int wait_arg) { rt().wait(wait_arg); }
void acc_wait_device(int wait_arg, int) { rt().wait(wait_arg); }
void acc_wait_async(int wait_arg, int async_arg) { rt().waitAsync(async_arg, wait_arg); }
void acc_wait_device_async(int wait_arg, int async_arg, int) {
  rt().waitAsync(async_arg, wait_arg);
}
void acc_wait_all(void) { rt().waitAll(); }
void acc_wait_all_device(int) { rt().waitAll(); }
// Everything queued so far must finish before what is queued on async_arg
// next; waiting for it all now is a valid (conservative) order.
void acc_wait_all_async(int) { rt().waitAll(); }
void acc_wait_all_device_async(int async_arg, int) { acc_wait_all_async(async_arg); }

int acc_wait_any(int count, int wait_arg[]) {
  bool any = false;
  for (int i = 0; i < count; ++i) any |= wait_arg[i] != acc_async_sync;
  if (!any) return -1;
  for (;;) {
    for (int i = 0; i < count; ++i)
      if (wait_arg[i] != acc_async_sync && rt().test(wait_arg[i])) return i;
    std::this_thread::yield();
  }
}
int acc_wait_any_device(int count, int wait_arg[], int) { return acc_wait_any(count, wait_arg); }
int acc_get_default_async(void) { return rt().defaultQueue(); }
void acc_set_default_async(int async_arg) { rt().setDefaultQueue(async_arg); }

static_assert(ACC2C_ACC_DEVICE_HOST == acc_device_host &&
                  ACC2C_ACC_DEVICE_NOT_HOST == acc_device_not_host &&
                  ACC2C_ACC_DEVICE_NVIDIA == acc_device_nvidia,
              "acc2c_runtime.h's device types are openacc.h's");

// Host code runs on the host; a region body's calls get the region's answer
// from the translator (DeviceQuery.h).
int acc_on_device(acc_device_t dev_type) { return dev_type == acc_device_host; }

void *acc_malloc(size_t bytes) { return rt().deviceMalloc(bytes); }
void acc_free(void *data_dev) { rt().deviceFree(data_dev, "acc_free"); }

void *acc_copyin(void *data_arg, size_t bytes) {
  API_SRC("acc_copyin");
  return rt().enter(EnterAction::Copyin, data_arg, bytes, ACC2C_DYNAMIC, 0, acc_async_sync, src);
}
void acc_copyin_async(void *data_arg, size_t bytes, int async_arg) {
  API_SRC("acc_copyin_async");
  rt().enter(EnterAction::Copyin, data_arg, bytes, ACC2C_DYNAMIC, 0, async_arg, src);
}
void *acc_create(void *data_arg, size_t bytes) {
  API_SRC("acc_create");
  return rt().enter(EnterAction::Create, data_arg, bytes, ACC2C_DYNAMIC, 0, acc_async_sync, src);
}
void acc_create_async(void *data_arg, size_t bytes, int async_arg) {
  API_SRC("acc_create_async");
  rt().enter(EnterAction::Create, data_arg, bytes, ACC2C_DYNAMIC, 0, async_arg, src);
}
void *acc_present_or_copyin(void *data_arg, size_t bytes) { return acc_copyin(data_arg, bytes); }
void *acc_pcopyin(void *data_arg, size_t bytes) { return acc_copyin(data_arg, bytes); }
void *acc_present_or_create(void *data_arg, size_t bytes) { return acc_create(data_arg, bytes); }
void *acc_pcreate(void *data_arg, size_t bytes) { return acc_create(data_arg, bytes); }

#define ACC2C_EXIT_ROUTINE(routine, action, flags)                                                 \
  void routine(void *data_arg, size_t bytes) {                                                     \
    API_SRC(#routine);                                                                             \
    rt().exit(action, data_arg, bytes, ACC2C_DYNAMIC, flags, acc_async_sync, src);                 \
  }                                                                                                \
  void routine##_async(void *data_arg, size_t bytes, int async_arg) {                              \
    API_SRC(#routine "_async");                                                                    \
    rt().exit(action, data_arg, bytes, ACC2C_DYNAMIC, flags, async_arg, src);                      \
  }
ACC2C_EXIT_ROUTINE(acc_copyout, ExitAction::Copyout, 0)
ACC2C_EXIT_ROUTINE(acc_copyout_finalize, ExitAction::Copyout, ACC2C_FINALIZE)
ACC2C_EXIT_ROUTINE(acc_delete, ExitAction::Delete, 0)
ACC2C_EXIT_ROUTINE(acc_delete_finalize, ExitAction::Delete, ACC2C_FINALIZE)
#undef ACC2C_EXIT_ROUTINE

void acc_update_device(void *data_arg, size_t bytes) {
  API_SRC("acc_update_device");
  rt().update(Direction::ToDevice, data_arg, bytes, 0, acc_async_sync, src);
}
void acc_update_device_async(void *data_arg, size_t bytes, int async_arg) {
  API_SRC("acc_update_device_async");
  rt().update(Direction::ToDevice, data_arg, bytes, 0, async_arg, src);
}
void acc_update_self(void *data_arg, size_t bytes) {
  API_SRC("acc_update_self");
  rt().update(Direction::ToHost, data_arg, bytes, 0, acc_async_sync, src);
}
void acc_update_self_async(void *data_arg, size_t bytes, int async_arg) {
  API_SRC("acc_update_self_async");
  rt().update(Direction::ToHost, data_arg, bytes, 0, async_arg, src);
}

void acc_map_data(void *data_arg, void *data_dev, size_t bytes) {
  API_SRC("acc_map_data");
  rt().mapData(data_arg, data_dev, bytes, src);
}
void acc_unmap_data(void *data_arg) {
  API_SRC("acc_unmap_data");
  rt().unmapData(data_arg, src);
}
void *acc_deviceptr(void *data_arg) { return rt().deviceAddress(data_arg); }
void *acc_hostptr(void *data_dev) { return rt().hostAddress(data_dev); }
int acc_is_present(void *data_arg, size_t bytes) { return rt().isPresent(data_arg, bytes); }

void acc_memcpy_to_device(void *dest, void *src, size_t bytes) {
  rt().memcpyToDevice(dest, src, bytes, acc_async_sync);
}
void acc_memcpy_to_device_async(void *dest, void *src, size_t bytes, int async_arg) {
  rt().memcpyToDevice(dest, src, bytes, async_arg);
}
void acc_memcpy_from_device(void *dest, void *src, size_t bytes) {
  rt().memcpyToHost(dest, src, bytes, acc_async_sync);
}
void acc_memcpy_from_device_async(void *dest, void *src, size_t bytes, int async_arg) {
  rt().memcpyToHost(dest, src, bytes, async_arg);
}
void acc_memcpy_device(void *dest, void *src, size_t bytes) {
  rt().memcpyDevice(dest, src, bytes, acc_async_sync);
}
void acc_memcpy_device_async(void *dest, void *src, size_t bytes, int async_arg) {
  rt().memcpyDevice(dest, src, bytes, async_arg);
}

void acc_attach(void **ptr_addr) {
  API_SRC("acc_attach");
  rt().attach(ptr_addr, ACC2C_SLOT_POINTER, 0, 0, acc_async_sync, src);
}
void acc_attach_async(void **ptr_addr, int async_arg) {
  API_SRC("acc_attach_async");
  rt().attach(ptr_addr, ACC2C_SLOT_POINTER, 0, 0, async_arg, src);
}
void acc_detach(void **ptr_addr) {
  API_SRC("acc_detach");
  rt().detach(ptr_addr, ACC2C_SLOT_POINTER, 0, acc_async_sync, src);
}
void acc_detach_async(void **ptr_addr, int async_arg) {
  API_SRC("acc_detach_async");
  rt().detach(ptr_addr, ACC2C_SLOT_POINTER, 0, async_arg, src);
}
void acc_detach_finalize(void **ptr_addr) {
  API_SRC("acc_detach_finalize");
  rt().detach(ptr_addr, ACC2C_SLOT_POINTER, ACC2C_FINALIZE, acc_async_sync, src);
}
void acc_detach_finalize_async(void **ptr_addr, int async_arg) {
  API_SRC("acc_detach_finalize_async");
  rt().detach(ptr_addr, ACC2C_SLOT_POINTER, ACC2C_FINALIZE, async_arg, src);
}

// Both devices are the current device here (one device per type).
void acc_memcpy_d2d_async(void *dest, void *src, size_t bytes, int dev_num_dest, int dev_num_src,
                          int async_arg_src) {
  int current = rt().backend().selectedDevice();
  if (dev_num_dest != current || dev_num_src != current)
    raise(ErrorKind::Unsupported,
          "acc_memcpy_d2d: only the current device (" + std::to_string(current) + ") is supported");
  if (bytes == 0) return;
  if (!rt().isPresent(dest, bytes) || !rt().isPresent(src, bytes))
    raise(ErrorKind::NotPresent, "acc_memcpy_d2d: data not present on the device");
  rt().memcpyDevice(rt().deviceAddress(dest), rt().deviceAddress(src), bytes, async_arg_src);
}
void acc_memcpy_d2d(void *dest, void *src, size_t bytes, int dev_num_dest, int dev_num_src) {
  acc_memcpy_d2d_async(dest, src, bytes, dev_num_dest, dev_num_src, acc_async_sync);
}

} // extern "C"
