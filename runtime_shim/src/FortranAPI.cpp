// The C side of the Fortran module `openacc` (runtime_shim/fortran/openacc.f90;
// the contract is runtime_shim/fortran/README.md). Data arguments arrive as
// CFI_cdesc_t; only the fields whose offsets gfortran and Flang share are
// read, so one object serves programs from either compiler.
#include "Runtime.h"
#include "RuntimeError.h"
#include "openacc.h"

#include <cstdint>
#include <cstring>
#include <string>

using namespace acc2c::rt;

namespace {

Runtime &rt() { return Runtime::global(); }

// The shared subset of CFI_cdesc_t (base_addr 0, elem_len 8, rank 20, dim 24).
struct HostData {
  void *base;
  std::size_t bytes;
};

HostData decode(const void *desc, const char *routine) {
  const auto *b = static_cast<const unsigned char *>(desc);
  HostData d;
  std::memcpy(&d.base, b, sizeof d.base);
  std::size_t elemLen;
  std::memcpy(&elemLen, b + 8, sizeof elemLen);
  signed char rank = static_cast<signed char>(b[20]);
  std::size_t bytes = elemLen;
  std::intptr_t expectedStride = std::intptr_t(elemLen);
  for (int i = 0; i < rank; ++i) {
    std::intptr_t extent, sm;
    std::memcpy(&extent, b + 24 + 24 * i + 8, sizeof extent);
    std::memcpy(&sm, b + 24 + 24 * i + 16, sizeof sm);
    if (extent == -1)
      raise(ErrorKind::InvalidArgument,
            std::string(routine) +
                ": assumed-size array of unknown size; call the form with a byte count");
    if (extent == 0) return {d.base, 0};
    if (extent > 1 && sm != expectedStride)
      raise(ErrorKind::InvalidArgument,
            std::string(routine) + ": the data is not contiguous (OpenACC requires contiguous "
                                   "data here; pass a contiguous array or section)");
    expectedStride *= extent;
    bytes *= std::size_t(extent);
  }
  d.bytes = bytes;
  return d;
}

// API calls carry no source location; the variable is named after the
// routine ("<acc_copyin argument>"). Names must outlive the mapping: literals.
acc2c_src apiSource(const char *what) { return {what, nullptr, 0}; }

void enterF(EnterAction a, const void *desc, std::size_t bytes, bool haveBytes, int queue,
            const char *routine) {
  HostData d = decode(desc, routine);
  acc2c_src s = apiSource(routine);
  rt().enter(a, d.base, haveBytes ? bytes : d.bytes, ACC2C_DYNAMIC, 0, queue, &s);
}
void exitF(ExitAction a, unsigned flags, const void *desc, std::size_t bytes, bool haveBytes,
           int queue, const char *routine) {
  HostData d = decode(desc, routine);
  acc2c_src s = apiSource(routine);
  rt().exit(a, d.base, haveBytes ? bytes : d.bytes, ACC2C_DYNAMIC, flags, queue, &s);
}
void updateF(Direction dir, const void *desc, std::size_t bytes, bool haveBytes, int queue,
             const char *routine) {
  HostData d = decode(desc, routine);
  acc2c_src s = apiSource(routine);
  rt().update(dir, d.base, haveBytes ? bytes : d.bytes, 0, queue, &s);
}
void *base(const void *desc) {
  void *p;
  std::memcpy(&p, desc, sizeof p);
  return p;
}

} // namespace

extern "C" {

int acc2c_f_get_num_devices(int t) { return acc_get_num_devices(acc_device_t(t)); }
void acc2c_f_set_device_type(int t) { acc_set_device_type(acc_device_t(t)); }
int acc2c_f_get_device_type(void) { return acc_get_device_type(); }
void acc2c_f_set_device_num(int n, int t) { acc_set_device_num(n, acc_device_t(t)); }
int acc2c_f_get_device_num(int t) { return acc_get_device_num(acc_device_t(t)); }
size_t acc2c_f_get_property(int n, int t, int p) {
  return acc_get_property(n, acc_device_t(t), acc_device_property_t(p));
}
const char *acc2c_f_get_property_string(int n, int t, int p) {
  return acc_get_property_string(n, acc_device_t(t), acc_device_property_t(p));
}
void acc2c_f_init(int t) { acc_init(acc_device_t(t)); }
void acc2c_f_init_device(int n, int t) { acc_init_device(n, acc_device_t(t)); }
void acc2c_f_shutdown(int t) { acc_shutdown(acc_device_t(t)); }
void acc2c_f_shutdown_device(int n, int t) { acc_shutdown_device(n, acc_device_t(t)); }

int acc2c_f_async_test(int q) { return acc_async_test(q); }
int acc2c_f_async_test_device(int q, int n) { return acc_async_test_device(q, n); }
int acc2c_f_async_test_all(void) { return acc_async_test_all(); }
int acc2c_f_async_test_all_device(int n) { return acc_async_test_all_device(n); }
void acc2c_f_wait(int q) { acc_wait(q); }
void acc2c_f_wait_device(int q, int n) { acc_wait_device(q, n); }
void acc2c_f_wait_all(void) { acc_wait_all(); }
void acc2c_f_wait_all_device(int n) { acc_wait_all_device(n); }
void acc2c_f_wait_async(int q, int a) { acc_wait_async(q, a); }
void acc2c_f_wait_device_async(int q, int a, int n) { acc_wait_device_async(q, a, n); }
void acc2c_f_wait_all_async(int a) { acc_wait_all_async(a); }
void acc2c_f_wait_all_device_async(int a, int n) { acc_wait_all_device_async(a, n); }
int acc2c_f_wait_any(int count, const int *q) { return acc_wait_any(count, const_cast<int *>(q)); }
int acc2c_f_wait_any_device(int count, const int *q, int n) {
  return acc_wait_any_device(count, const_cast<int *>(q), n);
}
int acc2c_f_get_default_async(void) { return acc_get_default_async(); }
void acc2c_f_set_default_async(int a) { acc_set_default_async(a); }
int acc2c_f_on_device(int t) { return acc_on_device(acc_device_t(t)); }
void *acc2c_f_malloc(size_t bytes) { return acc_malloc(bytes); }
void acc2c_f_free(void *d) { acc_free(d); }

// Each data routine in its four forms: (data), (data, bytes), and their _async.
#define ACC2C_F_DATA(name, call)                                                                   \
  void acc2c_f_##name(CFI_desc d) { call(d, 0, false, acc_async_sync, ARG(name)); }                \
  void acc2c_f_##name##_len(CFI_desc d, size_t n) { call(d, n, true, acc_async_sync, ARG(name)); } \
  void acc2c_f_##name##_async(CFI_desc d, int q) { call(d, 0, false, q, ARG(name##_async)); }      \
  void acc2c_f_##name##_async_len(CFI_desc d, size_t n, int q) {                                   \
    call(d, n, true, q, ARG(name##_async));                                                        \
  }
#define ARG(name) "<acc_" #name " argument>"
typedef const void *CFI_desc;
#define COPYIN(d, n, h, q, r) enterF(EnterAction::Copyin, d, n, h, q, r)
#define CREATE(d, n, h, q, r) enterF(EnterAction::Create, d, n, h, q, r)
#define COPYOUT(d, n, h, q, r) exitF(ExitAction::Copyout, 0, d, n, h, q, r)
#define COPYOUT_FIN(d, n, h, q, r) exitF(ExitAction::Copyout, ACC2C_FINALIZE, d, n, h, q, r)
#define DELETE(d, n, h, q, r) exitF(ExitAction::Delete, 0, d, n, h, q, r)
#define DELETE_FIN(d, n, h, q, r) exitF(ExitAction::Delete, ACC2C_FINALIZE, d, n, h, q, r)
#define UPDATE_DEV(d, n, h, q, r) updateF(Direction::ToDevice, d, n, h, q, r)
#define UPDATE_SELF(d, n, h, q, r) updateF(Direction::ToHost, d, n, h, q, r)
ACC2C_F_DATA(copyin, COPYIN)
ACC2C_F_DATA(create, CREATE)
ACC2C_F_DATA(copyout, COPYOUT)
ACC2C_F_DATA(copyout_finalize, COPYOUT_FIN)
ACC2C_F_DATA(delete, DELETE)
ACC2C_F_DATA(delete_finalize, DELETE_FIN)
ACC2C_F_DATA(update_device, UPDATE_DEV)
ACC2C_F_DATA(update_self, UPDATE_SELF)
#undef ACC2C_F_DATA

void acc2c_f_map_data(CFI_desc d, void *dev, size_t bytes) { acc_map_data(base(d), dev, bytes); }
void acc2c_f_unmap_data(CFI_desc d) { acc_unmap_data(base(d)); }
void *acc2c_f_deviceptr(CFI_desc d) { return acc_deviceptr(base(d)); }
void *acc2c_f_hostptr(void *dev) { return acc_hostptr(dev); }
int acc2c_f_is_present(CFI_desc d) {
  HostData h = decode(d, "<acc_is_present argument>");
  return acc_is_present(h.base, h.bytes);
}
int acc2c_f_is_present_len(CFI_desc d, size_t n) { return acc_is_present(base(d), n); }

// acc2c_bytes(x) in acc2c's Fortran output (module acc2c_runtime): the bytes
// from x's first element to its last, so a section with gaps (a(i, :))
// covers its enclosing span, as a data clause on it does; 0 when x is empty.
size_t acc2c_f_bytes(CFI_desc d) {
  const auto *b = static_cast<const unsigned char *>(d);
  std::size_t span;
  std::memcpy(&span, b + 8, sizeof span); // elem_len
  signed char rank = static_cast<signed char>(b[20]);
  for (int i = 0; i < rank; ++i) {
    std::intptr_t extent, sm;
    std::memcpy(&extent, b + 24 + 24 * i + 8, sizeof extent);
    std::memcpy(&sm, b + 24 + 24 * i + 16, sizeof sm);
    if (extent == 0) return 0;
    span += std::size_t(extent - 1) * std::size_t(sm < 0 ? -sm : sm);
  }
  return span;
}

// acc2c_loc(x) in acc2c's Fortran output: the address of x's first element
// (what LOC gives), so the output needs neither LOC nor C_LOC (TARGET).
std::intptr_t acc2c_f_loc(CFI_desc d) { return reinterpret_cast<std::intptr_t>(base(d)); }
// acc2c_addr(x), acc2c_addr_array(x): x passed by reference.
std::intptr_t acc2c_f_addr(const void *x) { return reinterpret_cast<std::intptr_t>(x); }
std::intptr_t acc2c_f_addr_array(const void *x) { return reinterpret_cast<std::intptr_t>(x); }

void acc2c_f_memcpy_to_device(void *dev, CFI_desc h, size_t n) {
  acc_memcpy_to_device(dev, base(h), n);
}
void acc2c_f_memcpy_to_device_async(void *dev, CFI_desc h, size_t n, int q) {
  acc_memcpy_to_device_async(dev, base(h), n, q);
}
void acc2c_f_memcpy_from_device(CFI_desc h, void *dev, size_t n) {
  acc_memcpy_from_device(base(h), dev, n);
}
void acc2c_f_memcpy_from_device_async(CFI_desc h, void *dev, size_t n, int q) {
  acc_memcpy_from_device_async(base(h), dev, n, q);
}
void acc2c_f_memcpy_device(void *dst, void *src, size_t n) { acc_memcpy_device(dst, src, n); }
void acc2c_f_memcpy_device_async(void *dst, void *src, size_t n, int q) {
  acc_memcpy_device_async(dst, src, n, q);
}

// Fortran passes the pointer's target, not the pointer (README: known limitation).
void acc2c_f_attach(CFI_desc p) { rt().attachByTarget(base(p), acc_async_sync); }
void acc2c_f_attach_async(CFI_desc p, int q) { rt().attachByTarget(base(p), q); }
void acc2c_f_detach(CFI_desc p) { rt().detachByTarget(base(p), 0, acc_async_sync); }
void acc2c_f_detach_async(CFI_desc p, int q) { rt().detachByTarget(base(p), 0, q); }
void acc2c_f_detach_finalize(CFI_desc p) {
  rt().detachByTarget(base(p), ACC2C_FINALIZE, acc_async_sync);
}
void acc2c_f_detach_finalize_async(CFI_desc p, int q) {
  rt().detachByTarget(base(p), ACC2C_FINALIZE, q);
}

void acc2c_f_memcpy_d2d(CFI_desc dst, CFI_desc src, size_t n, int dd, int ds) {
  acc_memcpy_d2d(base(dst), base(src), n, dd, ds);
}
void acc2c_f_memcpy_d2d_async(CFI_desc dst, CFI_desc src, size_t n, int dd, int ds, int q) {
  acc_memcpy_d2d_async(base(dst), base(src), n, dd, ds, q);
}

} // extern "C"
