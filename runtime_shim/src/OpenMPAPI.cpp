// OpenMP 5.2 device-memory routines (18.8) over the same present table.
// Device 0 is the runtime's device; the host is the initial device, number
// omp_get_num_devices() (= 1). These definitions take precedence over
// libgomp's when a translated program is linked with -fopenmp, because the
// shim comes first on the link line.
#include "Runtime.h"
#include "RuntimeError.h"

#include <climits>
#include <cstdlib>
#include <cstring>
#include <string>

using namespace acc2c::rt;

namespace {
Runtime &rt() { return Runtime::global(); }
constexpr int kDevice = ACC2C_OMP_DEVICE;
constexpr int kInitialDevice = ACC2C_OMP_INITIAL_DEVICE;
bool isHost(int dev) { return dev == kInitialDevice || dev == -10 /* omp_initial_device */; }
} // namespace

extern "C" {

int omp_get_num_devices(void) { return 1; }
int omp_get_initial_device(void) { return kInitialDevice; }
int omp_get_default_device(void) { return kDevice; }
// Host code: the translator rewrites these two in region bodies, where they
// say the region's device.
int omp_is_initial_device(void) { return 1; }
int omp_get_device_num(void) { return kInitialDevice; }

// The translation runs every target construct without a device clause on
// device 0: another default would be ignored, so it is refused.
void omp_set_default_device(int device_num) {
  if (device_num != kDevice)
    raise(ErrorKind::Unsupported,
          "omp_set_default_device(" + std::to_string(device_num) +
              "): acc2c runs target constructs without a device clause on device 0 (write "
              "device(omp_get_initial_device()) or if(target: 0) on a construct that is to run "
              "on the host)");
}

int acc2c_omp_device(int device_num, const acc2c_src *src) {
  if (device_num == kDevice) return 1;
  if (isHost(device_num)) return 0;
  raise(ErrorKind::InvalidArgument, "device(" + std::to_string(device_num) +
                                        ") names no device: acc2c has device 0 and "
                                        "the host, the initial device " +
                                        std::to_string(kInitialDevice) + ": " + describe(src));
}

void *omp_target_alloc(size_t size, int device_num) {
  if (isHost(device_num)) return std::malloc(size);
  return device_num == kDevice ? rt().deviceMalloc(size) : nullptr;
}

void omp_target_free(void *device_ptr, int device_num) {
  if (isHost(device_num))
    std::free(device_ptr);
  else if (device_num == kDevice)
    rt().deviceFree(device_ptr, "omp_target_free");
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
  if (dstHost && srcHost)
    std::memmove(d, s, length);
  else if (dstHost)
    rt().memcpyToHost(d, s, length, ACC2C_ASYNC_SYNC);
  else if (srcHost)
    rt().memcpyToDevice(d, s, length, ACC2C_ASYNC_SYNC);
  else
    rt().memcpyDevice(d, s, length, ACC2C_ASYNC_SYNC);
  return 0;
}

// A rectangular subvolume of a num_dims array, row by row (OpenMP 5.2 18.8.6):
// the innermost dimension is one contiguous omp_target_memcpy.
int omp_target_memcpy_rect(void *dst, const void *src, size_t element_size, int num_dims,
                           const size_t *volume, const size_t *dst_offsets,
                           const size_t *src_offsets, const size_t *dst_dimensions,
                           const size_t *src_dimensions, int dst_device_num, int src_device_num) {
  if (!dst && !src) return INT_MAX; // the number of dimensions supported
  if (num_dims < 1 || !dst || !src) return 1;
  if (num_dims == 1)
    return omp_target_memcpy(dst, src, volume[0] * element_size, dst_offsets[0] * element_size,
                             src_offsets[0] * element_size, dst_device_num, src_device_num);
  // One slice of the outermost dimension is the rest of the array.
  size_t dstSlice = element_size, srcSlice = element_size;
  for (int d = 1; d < num_dims; ++d) {
    dstSlice *= dst_dimensions[d];
    srcSlice *= src_dimensions[d];
  }
  for (size_t i = 0; i < volume[0]; ++i) {
    char *d = static_cast<char *>(dst) + (dst_offsets[0] + i) * dstSlice;
    const char *s = static_cast<const char *>(src) + (src_offsets[0] + i) * srcSlice;
    if (int rc = omp_target_memcpy_rect(d, s, element_size, num_dims - 1, volume + 1,
                                        dst_offsets + 1, src_offsets + 1, dst_dimensions + 1,
                                        src_dimensions + 1, dst_device_num, src_device_num))
      return rc;
  }
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

// gfortran's omp_lib declares these without bind(C): programs call them by
// their Fortran names, which libgomp defines too (counting no devices, so
// that its initial device is 0, the shim's device). The shim's come first
// on the link line and give the C answers.
int omp_get_num_devices_(void) { return omp_get_num_devices(); }
int omp_get_initial_device_(void) { return omp_get_initial_device(); }
int omp_get_default_device_(void) { return omp_get_default_device(); }
int omp_is_initial_device_(void) { return omp_is_initial_device(); }
int omp_get_device_num_(void) { return omp_get_device_num(); }
void omp_set_default_device_(const int *device_num) { omp_set_default_device(*device_num); }

} // extern "C"
