// OpenMP 5.2 device-memory routines (18.8) over the same present table.
// Device 0 is the runtime's device; the host is the initial device, number
// omp_get_num_devices() (= 1). These definitions take precedence over
// libgomp's when a translated program is linked with -fopenmp, because the
// shim comes first on the link line.
#include "Runtime.h"

#include <cstdlib>
#include <cstring>

using namespace acc2c::rt;

namespace {
Runtime &rt() { return Runtime::global(); }
constexpr int kDevice = 0;
constexpr int kInitialDevice = 1;
bool isHost(int dev) { return dev == kInitialDevice || dev == -10 /* omp_initial_device */; }
} // namespace

extern "C" {

int omp_get_num_devices(void) { return 1; }
int omp_get_initial_device(void) { return kInitialDevice; }
int omp_get_default_device(void) { return kDevice; }
int omp_is_initial_device(void) { return 1; } // host code; region bodies are the translator's

void *omp_target_alloc(size_t size, int device_num) {
  if (isHost(device_num)) return std::malloc(size);
  return device_num == kDevice ? rt().deviceMalloc(size) : nullptr;
}

void omp_target_free(void *device_ptr, int device_num) {
  if (isHost(device_num)) std::free(device_ptr);
  else if (device_num == kDevice) rt().deviceFree(device_ptr, "omp_target_free");
}

int omp_target_is_present(const void *ptr, int device_num) {
  if (isHost(device_num)) return 1;
  return device_num == kDevice && rt().isPresent(ptr, 0);
}

int omp_target_is_accessible(const void *, size_t, int device_num) {
  return isHost(device_num) || rt().backend().kind() == BackendKind::HostShared;
}

void *omp_get_mapped_ptr(const void *ptr, int device_num) {
  if (isHost(device_num)) return const_cast<void *>(ptr);
  return device_num == kDevice ? rt().deviceAddress(ptr) : nullptr;
}

int omp_target_memcpy(void *dst, const void *src, size_t length, size_t dst_offset,
                      size_t src_offset, int dst_device_num, int src_device_num) {
  bool dstHost = isHost(dst_device_num), srcHost = isHost(src_device_num);
  if ((!dstHost && dst_device_num != kDevice) || (!srcHost && src_device_num != kDevice)) return 1;
  char *d = static_cast<char *>(dst) + dst_offset;
  const char *s = static_cast<const char *>(src) + src_offset;
  if (dstHost && srcHost) std::memmove(d, s, length);
  else if (dstHost) rt().memcpyToHost(d, s, length, ACC2C_ASYNC_SYNC);
  else if (srcHost) rt().memcpyToDevice(d, s, length, ACC2C_ASYNC_SYNC);
  else rt().memcpyDevice(d, s, length, ACC2C_ASYNC_SYNC);
  return 0;
}

int omp_target_associate_ptr(const void *host_ptr, const void *device_ptr, size_t size,
                             size_t device_offset, int device_num) {
  if (device_num != kDevice) return 1;
  void *device = static_cast<char *>(const_cast<void *>(device_ptr)) + device_offset;
  return rt().ompAssociate(const_cast<void *>(host_ptr), device, size) ? 0 : 1;
}

int omp_target_disassociate_ptr(const void *ptr, int device_num) {
  if (device_num != kDevice) return 1;
  return rt().ompDisassociate(const_cast<void *>(ptr)) ? 0 : 1;
}

} // extern "C"
