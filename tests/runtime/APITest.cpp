// The C APIs of the runtime shim, routine by routine: openacc.h (OpenACC 3.3
// chapter 3) and the OpenMP 5.2 device-memory routines of OpenMPAPI.cpp.
//
// Every call goes to the process-wide runtime (Runtime::global(), the `host`
// backend unless ACC2C_BACKEND says otherwise), exactly as a user program
// would call it. Each test uses its own buffers and leaves nothing mapped;
// tests that expect an error install the throwing error handler for the
// duration of the call. The expected results come from the specifications
// and from the shim's documented contracts (the host backend behaves like a
// discrete device: host and device copies change independently).
#include "Runtime.h"
#include "RuntimeError.h"
#include "acc2c_runtime.h"
#include "openacc.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <numeric>
#include <string>
#include <vector>

// <omp.h> needs -fopenmp: declare the OpenMP 5.2 device-memory routines here.
extern "C" {
int omp_get_num_devices(void);
int omp_get_default_device(void);
int omp_get_initial_device(void);
int omp_is_initial_device(void);
void *omp_target_alloc(size_t size, int device_num);
void omp_target_free(void *device_ptr, int device_num);
int omp_target_is_present(const void *ptr, int device_num);
int omp_target_is_accessible(const void *ptr, size_t size, int device_num);
int omp_target_memcpy(void *dst, const void *src, size_t length, size_t dst_offset,
                      size_t src_offset, int dst_device_num, int src_device_num);
int omp_target_associate_ptr(const void *host_ptr, const void *device_ptr, size_t size,
                             size_t device_offset, int device_num);
int omp_target_disassociate_ptr(const void *ptr, int device_num);
void *omp_get_mapped_ptr(const void *ptr, int device_num);
}

using acc2c::rt::ErrorKind;
using acc2c::rt::RuntimeError;
using acc2c::rt::Settings;

namespace {

// Errors end the process by default; inside a guard they throw RuntimeError.
struct ThrowingErrors {
  ThrowingErrors() { previous = acc2c::rt::setErrorHandler(acc2c::rt::throwingErrorHandler); }
  ~ThrowingErrors() { acc2c::rt::setErrorHandler(previous); }
  acc2c::rt::ErrorHandler previous;
};

// Runs `expr` with errors thrown; checks that it raised an error of `kind`
// whose message contains `text`.
#define CHECK_API_ERROR(expr, errorKind, text)                                                     \
  do {                                                                                             \
    ThrowingErrors guard_;                                                                         \
    bool raised_ = false;                                                                          \
    try {                                                                                          \
      expr;                                                                                        \
    } catch (const RuntimeError &e) {                                                              \
      raised_ = true;                                                                              \
      CHECK(int(e.kind) == int(errorKind));                                                        \
      CHECK_THAT(std::string(e.what()), Catch::Matchers::Contains(text));                          \
    }                                                                                              \
    CHECK(raised_);                                                                                \
  } while (0)

// Runs `expr` with errors thrown and checks that it raised none.
#define CHECK_NO_API_ERROR(expr)                                                                   \
  do {                                                                                             \
    ThrowingErrors guard_;                                                                         \
    CHECK_NOTHROW(expr);                                                                           \
  } while (0)

std::size_t mappings() { return acc2c::rt::Runtime::global().mappingCount(); }

// What the device copy of host data `h` (n elements) holds now.
template <typename T> std::vector<T> onDevice(T *h, std::size_t n) {
  std::vector<T> v(n);
  void *d = acc_deviceptr(h);
  REQUIRE(d != nullptr);
  acc_memcpy_from_device(v.data(), d, n * sizeof(T));
  return v;
}
template <typename T> std::vector<T> fromDevice(void *d, std::size_t n) {
  std::vector<T> v(n);
  acc_memcpy_from_device(v.data(), d, n * sizeof(T));
  return v;
}
template <typename T, std::size_t N> std::vector<T> vec(const T (&a)[N]) {
  return std::vector<T>(a, a + N);
}
std::vector<int> iota(int first, std::size_t n) {
  std::vector<int> v(n);
  std::iota(v.begin(), v.end(), first);
  return v;
}
template <std::size_t N> void fill(int (&a)[N], int first) { std::iota(a, a + N, first); }

char *bytesOf(void *p) { return static_cast<char *>(p); }

// A usable NVIDIA GPU (the CUDA backend), not the host backend standing in
// for one.
bool haveNvidia() {
  std::string host = acc_get_property_string(0, acc_device_host, acc_property_name);
  const char *nvidia = acc_get_property_string(0, acc_device_nvidia, acc_property_name);
  return nvidia && host != nvidia;
}

} // namespace

// ===========================================================================
// 3.2.1-3.2.8 device management
// ===========================================================================

TEST_CASE("acc_get_num_devices counts one host device", "[api][device]") {
  CHECK(acc_get_num_devices(acc_device_host) == 1);
  int nvidia = acc_get_num_devices(acc_device_nvidia);
  // Without a GPU, the host backend stands in for one NVIDIA device.
  CHECK(nvidia >= 1);
  // The only non-host devices the shim knows are NVIDIA GPUs (radeon is unsupported).
  CHECK(acc_get_num_devices(acc_device_not_host) == nvidia);
  CHECK(acc_get_num_devices(acc_device_radeon) == 0);
}

TEST_CASE("acc_set_device_type/acc_get_device_type select the host", "[api][device]") {
  acc_device_t initial = acc_get_device_type();
  // 3.2.3: before a type is selected, acc_device_none may be returned.
  CHECK((initial == acc_device_host || initial == acc_device_none));
  acc_set_device_type(acc_device_host);
  CHECK(acc_get_device_type() == acc_device_host);
  // acc_device_default is never returned, only accepted.
  acc_set_device_type(acc_device_default);
  CHECK(acc_get_device_type() != acc_device_default);
  CHECK(acc_get_device_type() == acc_device_host);
}

TEST_CASE("acc_set_device_num/acc_get_device_num on the one host device", "[api][device]") {
  acc_set_device_type(acc_device_host);
  acc_set_device_num(0, acc_device_host);
  CHECK(acc_get_device_num(acc_device_host) == 0);
  // 3.2.4: a negative dev_num reverts to the default behaviour; the only
  // host device is number 0.
  acc_set_device_num(-1, acc_device_host);
  CHECK(acc_get_device_num(acc_device_host) == 0);
  CHECK(acc_get_device_type() == acc_device_host);
}

TEST_CASE("selecting a device that does not exist is an error", "[api][device][error]") {
  acc_set_device_type(acc_device_host);
  // 3.2.4: dev_num >= acc_get_num_devices(dev_type) is implementation-defined;
  // the shim reports it.
  CHECK_API_ERROR(acc_set_device_num(1, acc_device_host), ErrorKind::InvalidArgument,
                  "acc_set_device_num");
  CHECK(acc_get_device_num(acc_device_host) == 0);
  if (!haveNvidia()) {
    // No NVIDIA GPU here: the host backend stands in for one NVIDIA
    // device, and there is no second.
    CHECK_API_ERROR(acc_set_device_num(1, acc_device_nvidia), ErrorKind::InvalidArgument,
                    "acc_set_device_num");
    acc_set_device_type(acc_device_host);
  }
  CHECK_API_ERROR(acc_set_device_type(acc_device_radeon), ErrorKind::Unsupported, "radeon");
  CHECK(acc_get_device_type() == acc_device_host);
}

TEST_CASE("acc_get_property and acc_get_property_string of the host device", "[api][device]") {
  std::size_t memory = acc_get_property(0, acc_device_host, acc_property_memory);
  std::size_t freeMemory = acc_get_property(0, acc_device_host, acc_property_free_memory);
  CHECK(memory > 0);
  CHECK(freeMemory > 0);
  CHECK(freeMemory <= memory);
  // The host backend's device memory is separate from the local thread's.
  CHECK(acc_get_property(0, acc_device_host, acc_property_shared_memory_support) == 0);
  for (acc_device_property_t p : {acc_property_name, acc_property_vendor, acc_property_driver}) {
    const char *s = acc_get_property_string(0, acc_device_host, p);
    REQUIRE(s != nullptr);
    CHECK(std::strlen(s) > 0);
  }
  // A property of the other kind (integer vs string) is "not known" to the
  // routine: 0 / NULL.
  CHECK(acc_get_property(0, acc_device_host, acc_property_name) == 0);
  CHECK(acc_get_property_string(0, acc_device_host, acc_property_memory) == nullptr);
  CHECK(acc_get_property(0, acc_device_host, acc_device_property_t(0x7777)) == 0);
  CHECK(acc_get_property_string(0, acc_device_host, acc_device_property_t(0x17777)) == nullptr);
}

TEST_CASE("acc_get_property of a device that does not exist does not describe the host",
          "[api][device]") {
  // The property of a device that does not exist is not available (0 / NULL),
  // or the call is an error. Reporting the host device's name or memory is
  // neither.
  ThrowingErrors guard;
  SECTION("host device 5 (there is one host device)") {
    try {
      CHECK(acc_get_property_string(5, acc_device_host, acc_property_name) == nullptr);
      CHECK(acc_get_property(5, acc_device_host, acc_property_memory) == 0);
    } catch (const RuntimeError &) {
      SUCCEED("reported as an error");
    }
  }
  SECTION("NVIDIA device 1 on a machine without a GPU (the host backend stands in for 0)") {
    if (haveNvidia()) return;
    try {
      CHECK(acc_get_property_string(1, acc_device_nvidia, acc_property_name) == nullptr);
      CHECK(acc_get_property(1, acc_device_nvidia, acc_property_memory) == 0);
    } catch (const RuntimeError &) {
      SUCCEED("reported as an error");
    }
  }
}

TEST_CASE("acc_init/acc_init_device/acc_shutdown/acc_shutdown_device on the host",
          "[api][device]") {
  REQUIRE(mappings() == 0);
  acc_init(acc_device_host);
  acc_init_device(0, acc_device_host);
  CHECK(acc_get_device_type() == acc_device_host);
  acc_shutdown_device(0, acc_device_host);
  acc_shutdown(acc_device_host);
  // After a shutdown the device can be initialised and used again.
  acc_init(acc_device_host);
  int a[4] = {1, 2, 3, 4};
  acc_copyin(a, sizeof a);
  std::fill(a, a + 4, 0);
  acc_copyout(a, sizeof a);
  CHECK(vec(a) == std::vector<int>{1, 2, 3, 4});
  CHECK(mappings() == 0);
}

TEST_CASE("without a GPU, the host backend stands in for one NVIDIA device", "[api][device]") {
  if (haveNvidia()) return;
  REQUIRE(mappings() == 0);
  acc_set_device_type(acc_device_host);
  CHECK(acc_get_num_devices(acc_device_nvidia) == 1);
  CHECK(acc_get_num_devices(acc_device_not_host) == 1);
  int a[4] = {1, 2, 3, 4};
  acc_copyin(a, sizeof a); // mapped before the selection: the backend stays
  for (acc_device_t t : {acc_device_nvidia, acc_device_not_host}) {
    acc_set_device_num(0, t);
    CHECK(acc_get_device_type() == acc_device_nvidia);
    CHECK(acc_get_device_num(acc_device_nvidia) == 0);
    CHECK(acc_is_present(a, sizeof a));
    CHECK(acc_get_property(0, acc_device_nvidia, acc_property_memory) ==
          acc_get_property(0, acc_device_host, acc_property_memory));
    // Code still runs on the host.
    CHECK(acc_on_device(acc_device_host) == 1);
    CHECK(acc_on_device(acc_device_nvidia) == 0);
    acc_init(acc_device_nvidia);
    acc_init_device(0, acc_device_nvidia);
    // The device memory is separate: a host write is not on the device.
    a[0] = 9;
    acc_copyout(a, sizeof a);
    CHECK(vec(a) == std::vector<int>{1, 2, 3, 4});
    acc_copyin(a, sizeof a);
  }
  acc_set_device_type(acc_device_host);
  CHECK(acc_get_device_type() == acc_device_host);
  CHECK(acc_is_present(a, sizeof a));
  acc_delete(a, sizeof a);
  CHECK(mappings() == 0);
}

TEST_CASE("with a GPU, the NVIDIA device can be selected and used", "[api][device][gpu]") {
  if (!haveNvidia()) return;
  REQUIRE(mappings() == 0);
  acc_set_device_type(acc_device_nvidia);
  CHECK(acc_get_device_type() == acc_device_nvidia);
  CHECK(acc_get_device_num(acc_device_nvidia) == 0);
  CHECK(acc_get_property(0, acc_device_nvidia, acc_property_memory) > 0);
  double a[16];
  for (int i = 0; i < 16; ++i) a[i] = i * 0.5;
  void *d = acc_copyin(a, sizeof a);
  CHECK(d != nullptr);
  CHECK(d != static_cast<void *>(a));
  std::fill(a, a + 16, -1.0);
  acc_copyout(a, sizeof a);
  for (int i = 0; i < 16; ++i) CHECK(a[i] == i * 0.5);
  acc_set_device_type(acc_device_host);
  CHECK(acc_get_device_type() == acc_device_host);
}

// ===========================================================================
// 3.2.9-3.2.14 asynchronous queues
// ===========================================================================

TEST_CASE("acc_async_test*: queues with nothing pending are complete", "[api][async]") {
  CHECK(acc_async_test(7) != 0);
  CHECK(acc_async_test(acc_async_noval) != 0);
  CHECK(acc_async_test_device(7, 0) != 0);
  CHECK(acc_async_test_all() != 0);
  CHECK(acc_async_test_all_device(0) != 0);
}

TEST_CASE("async data actions are done once their queue is waited for", "[api][async]") {
  int a[6];
  fill(a, 10);
  acc_copyin_async(a, sizeof a, 3);
  // The host backend completes every queue at once (a valid schedule);
  // ACC2C_ASYNC=deferred holds the work until the program asks.
  CHECK((acc_async_test(3) != 0) == !Settings::fromEnvironment().deferredAsync);
  acc_wait(3);
  CHECK(acc_async_test(3) != 0);
  CHECK(acc_is_present(a, sizeof a) != 0);
  CHECK(onDevice(a, 6) == iota(10, 6));

  // acc_wait_async: queue 4 waits for queue 3; waiting for 4 covers both.
  fill(a, 20);
  acc_update_device_async(a, sizeof a, 3);
  acc_wait_async(3, 4);
  acc_wait(4);
  CHECK(onDevice(a, 6) == iota(20, 6));
  fill(a, 30);
  acc_update_device_async(a, sizeof a, 3);
  acc_wait_device_async(3, 4, 0);
  acc_wait_device(4, 0);
  CHECK(onDevice(a, 6) == iota(30, 6));

  fill(a, 40);
  acc_update_device_async(a, sizeof a, 5);
  acc_wait_all_async(6);
  acc_wait(6);
  CHECK(onDevice(a, 6) == iota(40, 6));
  fill(a, 50);
  acc_update_device_async(a, sizeof a, 5);
  acc_wait_all_device_async(6, 0);
  acc_wait_all_device(0);
  CHECK(onDevice(a, 6) == iota(50, 6));

  std::fill(a, a + 6, 0);
  acc_copyout_async(a, sizeof a, acc_async_noval);
  acc_wait_all();
  CHECK(vec(a) == iota(50, 6));
  CHECK(acc_async_test_all() != 0);
  CHECK(mappings() == 0);
}

TEST_CASE("acc_wait_any returns the index of a completed queue, or -1", "[api][async]") {
  int none[2] = {acc_async_sync, acc_async_sync};
  CHECK(acc_wait_any(2, none) == -1);
  CHECK(acc_wait_any(0, none) == -1);
  CHECK(acc_wait_any_device(2, none, 0) == -1);

  int queues[3] = {acc_async_sync, 8, 9};
  int i = acc_wait_any(3, queues);
  CHECK((i == 1 || i == 2));
  int j = acc_wait_any_device(3, queues, 0);
  CHECK((j == 1 || j == 2));

  int b[2] = {1, 2};
  acc_copyin_async(b, sizeof b, 8);
  int one[1] = {8};
  CHECK(acc_wait_any(1, one) == 0);
  CHECK(acc_is_present(b, sizeof b) != 0);
  acc_delete(b, sizeof b);
  CHECK(mappings() == 0);
}

TEST_CASE("acc_get_default_async/acc_set_default_async", "[api][async]") {
  int initial = acc_get_default_async();
  acc_set_default_async(4);
  CHECK(acc_get_default_async() == 4);
  acc_set_default_async(11);
  CHECK(acc_get_default_async() == 11);
  // acc_async_default restores the initial value.
  acc_set_default_async(acc_async_default);
  CHECK(acc_get_default_async() == initial);
}

// ===========================================================================
// 3.2.15 acc_on_device
// ===========================================================================

TEST_CASE("acc_on_device in host code", "[api][device]") {
  CHECK(acc_on_device(acc_device_host) != 0);
  CHECK(acc_on_device(acc_device_not_host) == 0);
  CHECK(acc_on_device(acc_device_nvidia) == 0);
}

// ===========================================================================
// 3.2.16-3.2.17 acc_malloc, acc_free
// ===========================================================================

TEST_CASE("acc_malloc memory holds what is copied to it; acc_free releases it", "[api][memory]") {
  void *d = acc_malloc(64);
  REQUIRE(d != nullptr);
  // Device memory from acc_malloc corresponds to no host data.
  CHECK(acc_hostptr(d) == nullptr);
  unsigned char src[64], dst[64];
  for (int i = 0; i < 64; ++i) src[i] = static_cast<unsigned char>(3 * i + 1);
  acc_memcpy_to_device(d, src, sizeof src);
  std::memset(dst, 0, sizeof dst);
  acc_memcpy_from_device(dst, d, sizeof dst);
  CHECK(std::memcmp(src, dst, sizeof src) == 0);
  void *e = acc_malloc(8);
  REQUIRE(e != nullptr);
  CHECK(e != d);
  acc_free(e);
  acc_free(d);
  // 3.2.17: a null pointer is no operation.
  CHECK_NO_API_ERROR(acc_free(nullptr));
  CHECK(mappings() == 0);
}

// ===========================================================================
// 3.2.18-3.2.19 copyin, create, copyout, delete (dynamic reference counter)
// ===========================================================================

TEST_CASE("acc_copyin copies to separate device memory", "[api][data]") {
  int a[8];
  fill(a, 1);
  void *d = acc_copyin(a, sizeof a);
  REQUIRE(d != nullptr);
  CHECK(d != static_cast<void *>(a)); // a discrete device
  CHECK(acc_is_present(a, sizeof a) != 0);
  CHECK(acc_deviceptr(a) == d);
  CHECK(fromDevice<int>(d, 8) == iota(1, 8));
  // A host change is not seen on the device ...
  std::fill(a, a + 8, -1);
  CHECK(onDevice(a, 8) == iota(1, 8));
  // ... and acc_copyout brings the device values back over it.
  acc_copyout(a, sizeof a);
  CHECK(vec(a) == iota(1, 8));
  CHECK(acc_is_present(a, sizeof a) == 0);
  CHECK(acc_deviceptr(a) == nullptr);
  CHECK(mappings() == 0);
}

TEST_CASE("acc_copyin of present data only increments the dynamic counter", "[api][data]") {
  int a[5];
  fill(a, 100);
  void *d1 = acc_copyin(a, sizeof a);
  fill(a, 200);
  void *d2 = acc_copyin(a, sizeof a); // present: no copy
  CHECK(d2 == d1);
  CHECK(onDevice(a, 5) == iota(100, 5));
  acc_copyout(a, sizeof a); // counter 2 -> 1: still present, nothing copied
  CHECK(acc_is_present(a, sizeof a) != 0);
  CHECK(vec(a) == iota(200, 5));
  acc_copyout(a, sizeof a); // 1 -> 0: copied back and removed
  CHECK(acc_is_present(a, sizeof a) == 0);
  CHECK(vec(a) == iota(100, 5));
  CHECK(mappings() == 0);
}

TEST_CASE("acc_copyin of part of a mapping returns the matching device address", "[api][data]") {
  int a[10];
  fill(a, 0);
  char *d = bytesOf(acc_copyin(a, sizeof a));
  CHECK(acc_copyin(a + 4, 3 * sizeof(int)) == d + 4 * sizeof(int));
  acc_delete(a + 4, 3 * sizeof(int)); // back to one reference
  CHECK(acc_is_present(a, sizeof a) != 0);
  acc_delete(a, sizeof a);
  CHECK(mappings() == 0);
}

TEST_CASE("acc_create allocates without copying; acc_copyout copies back", "[api][data]") {
  int a[6];
  std::fill(a, a + 6, 5);
  void *d = acc_create(a, sizeof a);
  REQUIRE(d != nullptr);
  CHECK(d != static_cast<void *>(a));
  CHECK(acc_is_present(a, sizeof a) != 0);
  int vals[6];
  fill(vals, 60);
  acc_memcpy_to_device(d, vals, sizeof vals);
  CHECK(vec(a) == std::vector<int>(6, 5)); // the host copy is untouched
  acc_copyout(a, sizeof a);
  CHECK(vec(a) == iota(60, 6));
  CHECK(mappings() == 0);
}

TEST_CASE("acc_create of present data only increments the dynamic counter", "[api][data]") {
  int a[4];
  fill(a, 1);
  void *d = acc_copyin(a, sizeof a);
  fill(a, 9);
  CHECK(acc_create(a, sizeof a) == d);
  CHECK(onDevice(a, 4) == iota(1, 4)); // no copy, no new memory
  acc_delete(a, sizeof a);
  CHECK(acc_is_present(a, sizeof a) != 0);
  acc_delete(a, sizeof a);
  CHECK(acc_is_present(a, sizeof a) == 0);
  CHECK(vec(a) == iota(9, 4)); // delete copies nothing back
  CHECK(mappings() == 0);
}

TEST_CASE("acc_copyout_finalize sets the dynamic counter to zero", "[api][data]") {
  int a[3] = {7, 8, 9};
  acc_copyin(a, sizeof a);
  acc_copyin(a, sizeof a);
  acc_copyin(a, sizeof a);
  std::fill(a, a + 3, 0);
  acc_copyout_finalize(a, sizeof a);
  CHECK(acc_is_present(a, sizeof a) == 0);
  CHECK(vec(a) == std::vector<int>{7, 8, 9});
  CHECK(mappings() == 0);
}

TEST_CASE("acc_delete and acc_delete_finalize remove without copying back", "[api][data]") {
  int a[3] = {1, 2, 3};
  acc_copyin(a, sizeof a);
  a[1] = 20;
  acc_delete(a, sizeof a);
  CHECK(acc_is_present(a, sizeof a) == 0);
  CHECK(vec(a) == std::vector<int>{1, 20, 3});

  acc_copyin(a, sizeof a);
  acc_create(a, sizeof a);
  acc_copyin(a, sizeof a);
  a[0] = 10;
  acc_delete_finalize(a, sizeof a);
  CHECK(acc_is_present(a, sizeof a) == 0);
  CHECK(vec(a) == std::vector<int>{10, 20, 3});

  // Exit actions on data that is not present do nothing (a second delete).
  CHECK_NO_API_ERROR(acc_delete(a, sizeof a));
  CHECK_NO_API_ERROR(acc_copyout(a, sizeof a));
  CHECK_NO_API_ERROR(acc_delete_finalize(a, sizeof a));
  CHECK_NO_API_ERROR(acc_copyout_finalize(a, sizeof a));
  CHECK(vec(a) == std::vector<int>{10, 20, 3});
  CHECK(mappings() == 0);
}

TEST_CASE("the _async forms of copyin/create/copyout/delete", "[api][data][async]") {
  int a[4], b[4], c[4], e[4];
  fill(a, 1);
  fill(b, 11);
  fill(c, 21);
  fill(e, 31);
  acc_copyin_async(a, sizeof a, 1);
  acc_create_async(b, sizeof b, 1);
  acc_copyin_async(c, sizeof c, acc_async_noval);
  acc_copyin_async(e, sizeof e, 2);
  acc_copyin_async(e, sizeof e, 2);
  acc_wait(1);
  acc_wait(acc_async_noval);
  acc_wait(2);
  CHECK(acc_is_present(a, sizeof a) != 0);
  CHECK(acc_is_present(b, sizeof b) != 0);
  CHECK(onDevice(a, 4) == iota(1, 4));
  CHECK(onDevice(c, 4) == iota(21, 4));

  int vals[4] = {-1, -2, -3, -4};
  acc_memcpy_to_device(acc_deviceptr(b), vals, sizeof vals);
  std::fill(a, a + 4, 0);
  acc_copyout_async(a, sizeof a, 1);
  acc_copyout_async(b, sizeof b, 1);
  acc_wait(1);
  CHECK(vec(a) == iota(1, 4));
  CHECK(vec(b) == std::vector<int>{-1, -2, -3, -4});

  c[0] = 99;
  acc_delete_async(c, sizeof c, acc_async_noval);
  acc_wait(acc_async_noval);
  CHECK(acc_is_present(c, sizeof c) == 0);
  CHECK(c[0] == 99);

  std::fill(e, e + 4, 0);
  acc_copyout_finalize_async(e, sizeof e, 2);
  acc_wait(2);
  CHECK(acc_is_present(e, sizeof e) == 0);
  CHECK(vec(e) == iota(31, 4));

  acc_copyin(e, sizeof e);
  acc_copyin(e, sizeof e);
  acc_delete_finalize_async(e, sizeof e, 2);
  acc_wait(2);
  CHECK(acc_is_present(e, sizeof e) == 0);
  CHECK(mappings() == 0);
}

TEST_CASE("acc_present_or_copyin/acc_pcopyin/acc_present_or_create/acc_pcreate are "
          "acc_copyin/acc_create",
          "[api][data]") {
  int a[4], b[4];
  fill(a, 1);
  fill(b, 5);
  void *da = acc_present_or_copyin(a, sizeof a); // absent: copied
  REQUIRE(da != nullptr);
  CHECK(onDevice(a, 4) == iota(1, 4));
  fill(a, 50);
  CHECK(acc_pcopyin(a, sizeof a) == da); // present: counted, not copied
  CHECK(onDevice(a, 4) == iota(1, 4));
  CHECK(acc_present_or_create(a, sizeof a) == da);
  CHECK(acc_pcreate(a, sizeof a) == da);
  // Four references: three deletes leave it present.
  acc_delete(a, sizeof a);
  acc_delete(a, sizeof a);
  acc_delete(a, sizeof a);
  CHECK(acc_is_present(a, sizeof a) != 0);
  acc_copyout(a, sizeof a);
  CHECK(vec(a) == iota(1, 4));

  void *db = acc_pcreate(b, sizeof b); // absent: created
  REQUIRE(db != nullptr);
  CHECK(db != static_cast<void *>(b));
  CHECK(acc_present_or_create(b, sizeof b) == db);
  acc_delete_finalize(b, sizeof b);
  CHECK(acc_is_present(b, sizeof b) == 0);
  CHECK(vec(b) == iota(5, 4));
  CHECK(mappings() == 0);
}

TEST_CASE("mapping data that is partly present is an error", "[api][data][error]") {
  int a[8];
  fill(a, 0);
  acc_copyin(a + 2, 4 * sizeof(int));
  CHECK_API_ERROR(acc_copyin(a, sizeof a), ErrorKind::PartialPresence, "acc_copyin");
  CHECK_API_ERROR(acc_create(a + 4, 4 * sizeof(int)), ErrorKind::PartialPresence, "acc_create");
  // The failed calls changed nothing.
  CHECK(acc_is_present(a + 2, 4 * sizeof(int)) != 0);
  CHECK(mappings() == 1);
  acc_delete(a + 2, 4 * sizeof(int));
  CHECK(mappings() == 0);
}

// ===========================================================================
// 3.2.20 acc_update_device, acc_update_self
// ===========================================================================

TEST_CASE("acc_update_device/acc_update_self copy only the range given", "[api][update]") {
  int a[10];
  fill(a, 0);
  acc_copyin(a, sizeof a);
  std::fill(a + 2, a + 5, 100);
  acc_update_device(a + 2, 3 * sizeof(int));
  CHECK(onDevice(a, 10) == std::vector<int>{0, 1, 100, 100, 100, 5, 6, 7, 8, 9});

  int dev[10];
  fill(dev, 500);
  acc_memcpy_to_device(acc_deviceptr(a), dev, sizeof dev);
  acc_update_self(a + 5, 2 * sizeof(int));
  CHECK(vec(a) == std::vector<int>{0, 1, 100, 100, 100, 505, 506, 7, 8, 9});
  acc_update_self(a, sizeof a);
  CHECK(vec(a) == iota(500, 10));

  fill(a, 70);
  acc_update_device_async(a, sizeof a, 2);
  acc_wait(2);
  CHECK(onDevice(a, 10) == iota(70, 10));
  fill(dev, 80);
  acc_memcpy_to_device(acc_deviceptr(a), dev, sizeof dev);
  acc_update_self_async(a, sizeof a, acc_async_noval);
  acc_wait(acc_async_noval);
  CHECK(vec(a) == iota(80, 10));
  acc_delete(a, sizeof a);
  CHECK(mappings() == 0);
}

TEST_CASE("acc_update of data that is not present is an error naming the routine",
          "[api][update][error]") {
  int x[3] = {1, 2, 3};
  CHECK_API_ERROR(acc_update_device(x, sizeof x), ErrorKind::NotPresent, "acc_update_device");
  CHECK_API_ERROR(acc_update_self(x, sizeof x), ErrorKind::NotPresent, "acc_update_self");
  CHECK_API_ERROR(acc_update_device_async(x, sizeof x, 1), ErrorKind::NotPresent,
                  "acc_update_device_async");
  CHECK_API_ERROR(acc_update_self_async(x, sizeof x, 1), ErrorKind::NotPresent,
                  "acc_update_self_async");
  CHECK(vec(x) == std::vector<int>{1, 2, 3});
  // Partly present data is no better.
  acc_copyin(x, 2 * sizeof(int));
  CHECK_API_ERROR(acc_update_self(x, sizeof x), ErrorKind::PartialPresence, "acc_update_self");
  acc_delete(x, 2 * sizeof(int));
  CHECK(mappings() == 0);
}

// ===========================================================================
// 3.2.21-3.2.25 map_data, unmap_data, deviceptr, hostptr, is_present
// ===========================================================================

TEST_CASE("acc_map_data maps acc_malloc memory to host data until acc_unmap_data", "[api][map]") {
  double h[8];
  for (int i = 0; i < 8; ++i) h[i] = i;
  void *d = acc_malloc(sizeof h);
  REQUIRE(d != nullptr);
  double init[8];
  for (int i = 0; i < 8; ++i) init[i] = 10.0 + i;
  acc_memcpy_to_device(d, init, sizeof init);

  acc_map_data(h, d, sizeof h);
  // No data movement: the device keeps what it held, the host too.
  CHECK(h[3] == 3.0);
  CHECK(acc_is_present(h, sizeof h) != 0);
  CHECK(acc_deviceptr(h) == d);
  CHECK(acc_deviceptr(h + 5) == bytesOf(d) + 5 * sizeof(double));
  CHECK(acc_hostptr(d) == static_cast<void *>(h));
  CHECK(acc_hostptr(bytesOf(d) + 2 * sizeof(double)) == static_cast<void *>(h + 2));
  acc_update_self(h, sizeof h);
  CHECK(h[0] == 10.0);
  CHECK(h[7] == 17.0);
  h[1] = -1.0;
  acc_update_device(h + 1, sizeof(double));
  CHECK(fromDevice<double>(d, 2) == std::vector<double>{10.0, -1.0});

  // Present data: acc_copyin only counts, and the counter never drops to
  // zero through acc_delete while the acc_map_data reference remains.
  h[0] = 42.0;
  CHECK(acc_copyin(h, sizeof h) == d);
  CHECK(fromDevice<double>(d, 1) == std::vector<double>{10.0});
  acc_delete(h, sizeof h);
  CHECK(acc_is_present(h, sizeof h) != 0);
  CHECK(acc_deviceptr(h) == d);

  acc_unmap_data(h);
  CHECK(acc_is_present(h, sizeof h) == 0);
  CHECK(acc_deviceptr(h) == nullptr);
  CHECK(acc_hostptr(d) == nullptr);
  // The device memory is not freed by acc_unmap_data.
  CHECK(fromDevice<double>(d, 2) == std::vector<double>{10.0, -1.0});
  acc_free(d);
  CHECK(mappings() == 0);
}

TEST_CASE("acc_map_data of host data that is already present is an error", "[api][map][error]") {
  int a[4] = {0, 0, 0, 0};
  void *d = acc_malloc(sizeof a);
  acc_copyin(a, sizeof a);
  CHECK_API_ERROR(acc_map_data(a, d, sizeof a), ErrorKind::AlreadyMapped, "acc_map_data");
  CHECK_API_ERROR(acc_map_data(a + 1, d, sizeof(int)), ErrorKind::AlreadyMapped, "acc_map_data");
  CHECK(acc_deviceptr(a) != d);
  acc_delete(a, sizeof a);
  acc_map_data(a, d, sizeof a);
  CHECK_API_ERROR(acc_map_data(a, d, sizeof a), ErrorKind::AlreadyMapped, "acc_map_data");
  acc_unmap_data(a);
  acc_free(d);
  CHECK(mappings() == 0);
}

TEST_CASE("acc_deviceptr and acc_hostptr translate addresses inside a mapping", "[api][map]") {
  long a[16];
  for (int i = 0; i < 16; ++i) a[i] = i;
  char *d = bytesOf(acc_copyin(a, sizeof a));
  for (int i : {0, 1, 7, 15}) {
    CHECK(acc_deviceptr(a + i) == d + i * sizeof(long));
    CHECK(acc_hostptr(d + i * sizeof(long)) == static_cast<void *>(a + i));
  }
  CHECK(acc_deviceptr(bytesOf(a) + 3) == d + 3); // any byte address
  // Outside the mapping, or a device address of nothing: NULL.
  CHECK(acc_deviceptr(a + 16) == nullptr);
  CHECK(acc_hostptr(nullptr) == nullptr);
  CHECK(acc_hostptr(a) == nullptr); // a host address is no device address here
  acc_delete(a, sizeof a);
  CHECK(acc_deviceptr(a) == nullptr);
  CHECK(acc_hostptr(d) == nullptr);
  CHECK(mappings() == 0);
}

TEST_CASE("acc_is_present: whole, part, partly present, zero bytes", "[api][map]") {
  int a[10];
  fill(a, 0);
  CHECK(acc_is_present(a, sizeof a) == 0);
  CHECK(acc_is_present(a, 0) == 0);
  acc_copyin(a + 2, 5 * sizeof(int)); // a[2..6]
  CHECK(acc_is_present(a + 2, 5 * sizeof(int)) != 0);
  CHECK(acc_is_present(a + 3, 2 * sizeof(int)) != 0);
  CHECK(acc_is_present(a + 6, sizeof(int)) != 0);
  CHECK(acc_is_present(a, sizeof a) == 0);            // partly present
  CHECK(acc_is_present(a + 1, 2 * sizeof(int)) == 0); // starts before
  CHECK(acc_is_present(a + 6, 2 * sizeof(int)) == 0); // runs past the end
  CHECK(acc_is_present(a + 7, sizeof(int)) == 0);     // just past the end
  // A byte length of zero asks whether the address is present at all.
  CHECK(acc_is_present(a + 4, 0) != 0);
  CHECK(acc_is_present(a + 1, 0) == 0);
  CHECK(acc_is_present(a + 7, 0) == 0);
  acc_delete(a + 2, 5 * sizeof(int));
  CHECK(mappings() == 0);
}

// ===========================================================================
// 3.2.26-3.2.28 memcpy to/from/within the device
// ===========================================================================

TEST_CASE("acc_memcpy_to_device writes the device copy; acc_update_self brings it home",
          "[api][memcpy]") {
  float a[6] = {1, 2, 3, 4, 5, 6};
  acc_copyin(a, sizeof a);
  float v[3] = {-7, -8, -9};
  acc_memcpy_to_device(bytesOf(acc_deviceptr(a)) + 2 * sizeof(float), v, sizeof v);
  CHECK(a[2] == 3.0f); // the host copy does not change by itself
  acc_update_self(a, sizeof a);
  CHECK(vec(a) == std::vector<float>{1, 2, -7, -8, -9, 6});

  float w[2] = {100, 200};
  acc_memcpy_to_device_async(acc_deviceptr(a), w, sizeof w, 3);
  acc_wait(3);
  float back[6];
  acc_memcpy_from_device_async(back, acc_deviceptr(a), sizeof back, 3);
  acc_wait(3);
  CHECK(vec(back) == std::vector<float>{100, 200, -7, -8, -9, 6});
  CHECK(vec(a) == std::vector<float>{1, 2, -7, -8, -9, 6});
  acc_delete(a, sizeof a);
  CHECK(mappings() == 0);
}

TEST_CASE("acc_memcpy_from_device reads the device copy, not the host", "[api][memcpy]") {
  int a[4] = {1, 2, 3, 4};
  acc_copyin(a, sizeof a);
  a[0] = 50;
  int out[4] = {0, 0, 0, 0};
  acc_memcpy_from_device(out, acc_deviceptr(a), sizeof out);
  CHECK(vec(out) == std::vector<int>{1, 2, 3, 4});
  acc_delete(a, sizeof a);
  CHECK(mappings() == 0);
}

TEST_CASE("acc_memcpy_device copies within device memory", "[api][memcpy]") {
  int src[8];
  fill(src, 40);
  void *d1 = acc_malloc(sizeof src);
  void *d2 = acc_malloc(sizeof src);
  acc_memcpy_to_device(d1, src, sizeof src);
  acc_memcpy_device(d2, d1, sizeof src);
  CHECK(fromDevice<int>(d2, 8) == iota(40, 8));
  acc_memcpy_device_async(bytesOf(d1) + 4 * sizeof(int), d2, 4 * sizeof(int), 1);
  acc_wait(1);
  CHECK(fromDevice<int>(d1, 8) == std::vector<int>{40, 41, 42, 43, 40, 41, 42, 43});

  // Between the device copies of two mapped arrays, leaving the hosts alone.
  int a[3] = {1, 2, 3}, b[3] = {0, 0, 0};
  acc_copyin(a, sizeof a);
  acc_copyin(b, sizeof b);
  acc_memcpy_device(acc_deviceptr(b), acc_deviceptr(a), sizeof a);
  CHECK(vec(b) == std::vector<int>{0, 0, 0});
  acc_copyout(b, sizeof b);
  CHECK(vec(b) == std::vector<int>{1, 2, 3});
  acc_delete(a, sizeof a);
  acc_free(d1);
  acc_free(d2);
  CHECK(mappings() == 0);
}

TEST_CASE("memcpy of zero bytes does nothing", "[api][memcpy]") {
  int a[2] = {1, 2}, b[2] = {3, 4};
  void *d = acc_malloc(sizeof a);
  acc_memcpy_to_device(d, a, sizeof a);
  CHECK_NO_API_ERROR(acc_memcpy_to_device(d, b, 0));
  CHECK_NO_API_ERROR(acc_memcpy_from_device(b, d, 0));
  CHECK_NO_API_ERROR(acc_memcpy_device(d, d, 0));
  CHECK(vec(b) == std::vector<int>{3, 4});
  CHECK(fromDevice<int>(d, 2) == std::vector<int>{1, 2});
  acc_free(d);
}

// ===========================================================================
// 3.2.29 acc_attach, acc_detach
// ===========================================================================

namespace {
struct Node {
  double *p;
  int n;
};
// The pointer value held by the device copy of `s`.
void *devicePointerOf(Node &s) {
  void *v = nullptr;
  acc_memcpy_from_device(&v, bytesOf(acc_deviceptr(&s)) + offsetof(Node, p), sizeof v);
  return v;
}
} // namespace

TEST_CASE("acc_attach points the device pointer at the device copy of its target",
          "[api][attach]") {
  double arr[5] = {1, 2, 3, 4, 5};
  Node s{arr, 5};
  acc_copyin(&s, sizeof s);
  acc_copyin(arr, sizeof arr);
  // Before the attach, the device copy holds the host pointer value.
  CHECK(devicePointerOf(s) == static_cast<void *>(arr));
  acc_attach(reinterpret_cast<void **>(&s.p));
  CHECK(devicePointerOf(s) == acc_deviceptr(arr));
  CHECK(s.p == arr); // the host pointer does not change
  // Attaching again counts; one detach leaves it attached.
  acc_attach(reinterpret_cast<void **>(&s.p));
  acc_detach(reinterpret_cast<void **>(&s.p));
  CHECK(devicePointerOf(s) == acc_deviceptr(arr));
  acc_detach(reinterpret_cast<void **>(&s.p));
  // Counter 0: the device pointer holds the host value again.
  CHECK(devicePointerOf(s) == static_cast<void *>(arr));
  // Detaching a pointer that is not attached does nothing.
  CHECK_NO_API_ERROR(acc_detach(reinterpret_cast<void **>(&s.p)));
  CHECK(devicePointerOf(s) == static_cast<void *>(arr));
  acc_delete(arr, sizeof arr);
  acc_delete(&s, sizeof s);
  CHECK(mappings() == 0);
}

TEST_CASE("acc_detach_finalize and the _async forms of attach/detach", "[api][attach]") {
  double arr[3] = {1, 2, 3};
  Node s{arr, 3};
  acc_copyin(&s, sizeof s);
  acc_create(arr, sizeof arr);
  acc_attach_async(reinterpret_cast<void **>(&s.p), 1);
  acc_wait(1);
  CHECK(devicePointerOf(s) == acc_deviceptr(arr));
  acc_attach(reinterpret_cast<void **>(&s.p));
  acc_attach(reinterpret_cast<void **>(&s.p));
  acc_detach_async(reinterpret_cast<void **>(&s.p), 1); // 3 -> 2
  acc_wait(1);
  CHECK(devicePointerOf(s) == acc_deviceptr(arr));
  acc_detach_finalize(reinterpret_cast<void **>(&s.p)); // 2 -> 0
  CHECK(devicePointerOf(s) == static_cast<void *>(arr));

  acc_attach(reinterpret_cast<void **>(&s.p));
  acc_attach(reinterpret_cast<void **>(&s.p));
  acc_detach_finalize_async(reinterpret_cast<void **>(&s.p), 2);
  acc_wait(2);
  CHECK(devicePointerOf(s) == static_cast<void *>(arr));
  acc_delete(arr, sizeof arr);
  acc_delete(&s, sizeof s);
  CHECK(mappings() == 0);
}

TEST_CASE("acc_attach does nothing when the pointer or its target is not present",
          "[api][attach]") {
  double arr[2] = {1, 2};
  Node s{arr, 2};
  // Pointer not present.
  acc_copyin(arr, sizeof arr);
  CHECK_NO_API_ERROR(acc_attach(reinterpret_cast<void **>(&s.p)));
  CHECK(s.p == arr);
  acc_delete(arr, sizeof arr);
  // Target not present.
  acc_copyin(&s, sizeof s);
  CHECK_NO_API_ERROR(acc_attach(reinterpret_cast<void **>(&s.p)));
  CHECK(devicePointerOf(s) == static_cast<void *>(arr));
  // A null pointer has no target.
  s.p = nullptr;
  acc_update_device(&s, sizeof s);
  CHECK_NO_API_ERROR(acc_attach(reinterpret_cast<void **>(&s.p)));
  CHECK(devicePointerOf(s) == nullptr);
  acc_delete(&s, sizeof s);
  CHECK(mappings() == 0);
}

TEST_CASE("an attached pointer survives updates and copyout keeps the host pointer",
          "[api][attach]") {
  double arr[4] = {1, 2, 3, 4};
  Node s{arr, 4};
  acc_copyin(&s, sizeof s);
  acc_copyin(arr, sizeof arr);
  acc_attach(reinterpret_cast<void **>(&s.p));
  s.n = 40;
  acc_update_device(&s, sizeof s); // must not undo the attachment
  CHECK(devicePointerOf(s) == acc_deviceptr(arr));
  int n = 0;
  acc_memcpy_from_device(&n, bytesOf(acc_deviceptr(&s)) + offsetof(Node, n), sizeof n);
  CHECK(n == 40);
  acc_update_self(&s, sizeof s); // must not bring the device address home
  CHECK(s.p == arr);
  s.n = 0;
  acc_copyout(&s, sizeof s);
  CHECK(s.p == arr);
  CHECK(s.n == 40);
  acc_delete(arr, sizeof arr);
  CHECK(mappings() == 0);
}

// ===========================================================================
// 3.2.30 acc_memcpy_d2d
// ===========================================================================

TEST_CASE("acc_memcpy_d2d copies between the device copies of present data", "[api][memcpy]") {
  int a[6], b[6];
  fill(a, 1);
  fill(b, 0);
  acc_copyin(a, sizeof a);
  acc_copyin(b, sizeof b);
  fill(a, 100); // host changes are not what gets copied
  int cur = acc_get_device_num(acc_get_device_type());
  acc_memcpy_d2d(b, a, sizeof a, cur, cur);
  CHECK(vec(b) == iota(0, 6));
  CHECK(onDevice(b, 6) == iota(1, 6));
  acc_memcpy_d2d_async(b + 3, a, 3 * sizeof(int), cur, cur, 2);
  acc_wait(2);
  CHECK(onDevice(b, 6) == std::vector<int>{1, 2, 3, 1, 2, 3});
  CHECK_NO_API_ERROR(acc_memcpy_d2d(b, a, 0, cur, cur));
  acc_copyout(b, sizeof b);
  CHECK(vec(b) == std::vector<int>{1, 2, 3, 1, 2, 3});
  acc_delete(a, sizeof a);
  CHECK(mappings() == 0);
}

TEST_CASE("acc_memcpy_d2d of data that is not present is an error", "[api][memcpy][error]") {
  int a[2] = {1, 2}, b[2] = {0, 0};
  acc_copyin(a, sizeof a);
  CHECK_API_ERROR(acc_memcpy_d2d(b, a, sizeof a, 0, 0), ErrorKind::NotPresent, "acc_memcpy_d2d");
  CHECK_API_ERROR(acc_memcpy_d2d(a, b, sizeof a, 0, 0), ErrorKind::NotPresent, "acc_memcpy_d2d");
  CHECK(vec(b) == std::vector<int>{0, 0});
  // Device 1 of the current type does not exist.
  acc_copyin(b, sizeof b);
  {
    ThrowingErrors guard;
    CHECK_THROWS_AS(acc_memcpy_d2d(b, a, sizeof a, 1, 0), RuntimeError);
    CHECK_THROWS_AS(acc_memcpy_d2d(b, a, sizeof a, 0, 1), RuntimeError);
  }
  acc_delete(b, sizeof b);
  acc_delete(a, sizeof a);
  CHECK(mappings() == 0);
}

// ===========================================================================
// OpenMP 5.2 device-memory routines (18.8) and device numbering (18.7)
// ===========================================================================

TEST_CASE("omp device numbers: one target device, the host is the initial device", "[api][omp]") {
  int n = omp_get_num_devices();
  CHECK(n >= 1);
  // 5.2: the initial device's number equals omp_get_num_devices().
  CHECK(omp_get_initial_device() == n);
  int d = omp_get_default_device();
  CHECK(d >= 0);
  CHECK(d <= n);
  CHECK(omp_is_initial_device() != 0); // called from host code
}

TEST_CASE("omp_target_alloc/omp_target_memcpy/omp_target_free on the device", "[api][omp]") {
  const int dev = 0, host = omp_get_initial_device();
  void *p = omp_target_alloc(16 * sizeof(int), dev);
  REQUIRE(p != nullptr);
  int src[16], dst[16];
  fill(src, 1);
  std::fill(dst, dst + 16, 0);
  CHECK(omp_target_memcpy(p, src, sizeof src, 0, 0, dev, host) == 0);
  CHECK(omp_target_memcpy(dst, p, sizeof dst, 0, 0, host, dev) == 0);
  CHECK(vec(dst) == iota(1, 16));
  // Offsets apply to both sides, in bytes.
  CHECK(omp_target_memcpy(p, src, 2 * sizeof(int), 4 * sizeof(int), 10 * sizeof(int), dev, host) ==
        0);
  std::fill(dst, dst + 16, 0);
  CHECK(omp_target_memcpy(dst, p, 6 * sizeof(int), sizeof(int), 0, host, dev) == 0);
  CHECK(vec(dst) == std::vector<int>{0, 1, 2, 3, 4, 11, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0});
  // Device to device.
  void *q = omp_target_alloc(16 * sizeof(int), dev);
  REQUIRE(q != nullptr);
  CHECK(omp_target_memcpy(q, p, 16 * sizeof(int), 0, 0, dev, dev) == 0);
  std::fill(dst, dst + 16, 0);
  CHECK(omp_target_memcpy(dst, q, sizeof dst, 0, 0, host, dev) == 0);
  CHECK(vec(dst) == std::vector<int>{1, 2, 3, 4, 11, 12, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16});
  // Host to host.
  int h2[4] = {0, 0, 0, 0};
  CHECK(omp_target_memcpy(h2, src, 2 * sizeof(int), sizeof(int), 0, host, host) == 0);
  CHECK(vec(h2) == std::vector<int>{0, 1, 2, 0});
  omp_target_free(q, dev);
  omp_target_free(p, dev);
  CHECK_NO_API_ERROR(omp_target_free(nullptr, dev)); // NULL: ignored
  CHECK(mappings() == 0);
}

TEST_CASE("omp_target_alloc on the initial device is host memory", "[api][omp]") {
  const int host = omp_get_initial_device();
  int *h = static_cast<int *>(omp_target_alloc(8 * sizeof(int), host));
  REQUIRE(h != nullptr);
  for (int i = 0; i < 8; ++i) h[i] = i; // directly usable by the host
  CHECK(h[7] == 7);
  omp_target_free(h, host);
  CHECK_NO_API_ERROR(omp_target_free(nullptr, host));
}

TEST_CASE("omp_target_is_present/omp_get_mapped_ptr see what OpenACC mapped", "[api][omp]") {
  const int dev = 0, host = omp_get_initial_device();
  int a[8];
  fill(a, 0);
  CHECK(omp_target_is_present(a, dev) == 0);
  CHECK(omp_get_mapped_ptr(a, dev) == nullptr);
  char *d = bytesOf(acc_copyin(a, sizeof a));
  CHECK(omp_target_is_present(a, dev) != 0);
  CHECK(omp_target_is_present(a + 7, dev) != 0);
  CHECK(omp_get_mapped_ptr(a, dev) == d);
  CHECK(omp_get_mapped_ptr(a + 3, dev) == d + 3 * sizeof(int));
  // The initial device: everything is present and maps to itself.
  CHECK(omp_target_is_present(a, host) != 0);
  CHECK(omp_get_mapped_ptr(a, host) == static_cast<void *>(a));
  acc_delete(a, sizeof a);
  CHECK(omp_target_is_present(a, dev) == 0);
  CHECK(omp_get_mapped_ptr(a, dev) == nullptr);
  CHECK(mappings() == 0);
}

TEST_CASE("omp_target_is_accessible: host memory is not accessible from a discrete device",
          "[api][omp]") {
  int a[4] = {0, 0, 0, 0};
  CHECK(omp_target_is_accessible(a, sizeof a, omp_get_initial_device()) != 0);
  CHECK(omp_target_is_accessible(a, sizeof a, 0) == 0);
}

TEST_CASE("omp_target_associate_ptr/omp_target_disassociate_ptr", "[api][omp]") {
  const int dev = 0, host = omp_get_initial_device();
  int h[4] = {1, 2, 3, 4};
  char *buf = static_cast<char *>(omp_target_alloc(64, dev));
  REQUIRE(buf != nullptr);
  int init[4] = {10, 20, 30, 40};
  CHECK(omp_target_memcpy(buf, init, sizeof init, 16, 0, dev, host) == 0);

  CHECK(omp_target_associate_ptr(h, buf, sizeof h, 16, dev) == 0);
  CHECK(omp_target_is_present(h, dev) != 0);
  CHECK(omp_get_mapped_ptr(h, dev) == buf + 16);
  CHECK(omp_get_mapped_ptr(h + 2, dev) == buf + 16 + 2 * sizeof(int));
  CHECK(acc_deviceptr(h) == buf + 16);
  CHECK(acc_is_present(h, sizeof h) != 0);
  CHECK(vec(h) == std::vector<int>{1, 2, 3, 4}); // no data movement
  acc_update_self(h, sizeof h);
  CHECK(vec(h) == std::vector<int>{10, 20, 30, 40});
  // A second buffer for the same host pointer is refused.
  void *other = omp_target_alloc(16, dev);
  CHECK(omp_target_associate_ptr(h, other, sizeof h, 0, dev) != 0);
  CHECK(omp_get_mapped_ptr(h, dev) == buf + 16);

  CHECK(omp_target_disassociate_ptr(h, dev) == 0);
  CHECK(omp_target_is_present(h, dev) == 0);
  CHECK(omp_get_mapped_ptr(h, dev) == nullptr);
  // The device memory stays allocated and keeps its contents.
  int back[4] = {0, 0, 0, 0};
  CHECK(omp_target_memcpy(back, buf, sizeof back, 0, 16, host, dev) == 0);
  CHECK(vec(back) == std::vector<int>{10, 20, 30, 40});
  omp_target_free(other, dev);
  omp_target_free(buf, dev);
  CHECK(mappings() == 0);
}

TEST_CASE("omp_target_associate_ptr of the same pair again has no effect and returns zero",
          "[api][omp]") {
  // 5.2, 18.8.9: "Associating the same pair of pointers on the same device
  // with the same offset has no effect and returns zero."
  const int dev = 0;
  int h[2] = {0, 0};
  void *buf = omp_target_alloc(sizeof h, dev);
  REQUIRE(buf != nullptr);
  CHECK(omp_target_associate_ptr(h, buf, sizeof h, 0, dev) == 0);
  CHECK(omp_target_associate_ptr(h, buf, sizeof h, 0, dev) == 0);
  CHECK(omp_get_mapped_ptr(h, dev) == buf);
  CHECK(omp_target_disassociate_ptr(h, dev) == 0);
  CHECK(omp_target_is_present(h, dev) == 0);
  omp_target_free(buf, dev);
  CHECK(mappings() == 0);
}

TEST_CASE("OpenACC data routines work on omp_target_associate_ptr data", "[api][omp]") {
  const int dev = 0;
  int h[3] = {5, 6, 7};
  void *buf = omp_target_alloc(sizeof h, dev);
  REQUIRE(buf != nullptr);
  REQUIRE(omp_target_associate_ptr(h, buf, sizeof h, 0, dev) == 0);
  acc_update_device(h, sizeof h);
  CHECK(fromDevice<int>(buf, 3) == std::vector<int>{5, 6, 7});
  // Present: acc_copyin counts without copying, acc_delete gives it back.
  h[0] = 50;
  CHECK(acc_copyin(h, sizeof h) == buf);
  CHECK(fromDevice<int>(buf, 1) == std::vector<int>{5});
  acc_delete(h, sizeof h);
  CHECK(omp_target_is_present(h, dev) != 0);
  CHECK(omp_target_disassociate_ptr(h, dev) == 0);
  omp_target_free(buf, dev);
  CHECK(mappings() == 0);
}

// acc2c_routine_data (a Fortran routine's view of declared data): the
// host's data on a thread that runs no region's body; the device copy on
// one that does, each thread keeping its answers only while no mapping
// comes or goes (PresentTable I6): once the data is unmapped the next call
// looks again and finds it absent, and once mapped again finds the new
// device copy. (A module's declared data that is absent is mapped by the
// lookup for the rest of the run: e2e routine_declared_data.)
TEST_CASE("acc2c_routine_data answers for the thread and follows the present table",
          "[api][routine]") {
  static const char src[] = "x\0routine.f90\0"
                            "12";
  const std::size_t srcLength = sizeof src - 1;
  double x[4] = {1, 2, 3, 4};
  acc2c_device_thread = false;
  CHECK(acc2c_routine_data(x, sizeof x, ACC2C_ROUTINE_PRESENT, src, srcLength) == x);
  acc_copyin(x, sizeof x);
  acc2c_device_thread = true;
  void *device = acc_deviceptr(x);
  REQUIRE(device != nullptr);
  CHECK(acc2c_routine_data(x, sizeof x, ACC2C_ROUTINE_PRESENT, src, srcLength) == device);
  CHECK(acc2c_routine_data(x, sizeof x, ACC2C_ROUTINE_PRESENT, src, srcLength) == device);
  acc_delete(x, sizeof x);
  CHECK_API_ERROR(acc2c_routine_data(x, sizeof x, ACC2C_ROUTINE_PRESENT, src, srcLength),
                  ErrorKind::NotPresent, "name=x at routine.f90:12");
  double other[64];
  acc_create(other, sizeof other); // the next copy of x elsewhere, likely
  acc_copyin(x, sizeof x);
  CHECK(acc2c_routine_data(x, sizeof x, ACC2C_ROUTINE_MODULE_DECLARE, src, srcLength) ==
        acc_deviceptr(x));
  CHECK(acc2c_routine_data(x, sizeof x, ACC2C_ROUTINE_PRESENT, src, srcLength) == acc_deviceptr(x));
  acc2c_device_thread = false;
  acc_delete(x, sizeof x);
  acc_delete(other, sizeof other);
  CHECK(mappings() == 0);
}
