// The OpenACC rules on the cuda backend: device memory from cudaMalloc,
// copies through the CUDA runtime, async queues on streams. Runs where a GPU
// is usable; elsewhere it prints why and exits 77, which ctest reports as
// skipped (SKIP_RETURN_CODE).
#define CATCH_CONFIG_RUNNER
#include "RuntimeFixture.h"

#include <cstddef>
#include <cstdio>
#include <numeric>
#include <vector>

using namespace acc2c::rt;
using namespace acc2c::rt::test;

namespace {

struct CudaRuntime : ThrowingErrors {
  std::string why;
  Runtime rt{makeCudaBackend(why)};
};

std::vector<double> iota(int n, double from) {
  std::vector<double> v(n);
  std::iota(v.begin(), v.end(), from);
  return v;
}

} // namespace

TEST_CASE_METHOD(CudaRuntime, "copyin, device-side change, copyout: the host sees the device data",
                 "[cuda]") {
  std::vector<double> a = iota(1000, 0);
  void *d =
      rt.enter(EnterAction::Copyin, a.data(), 8000, ACC2C_STRUCTURED, 0, ACC2C_ASYNC_SYNC, at("a"));
  CHECK(d != a.data());
  std::vector<double> ones(1000, 1.0);
  rt.memcpyToDevice(d, ones.data(), 8000, ACC2C_ASYNC_SYNC);
  CHECK(a[5] == 5.0); // separate memory
  rt.exit(ExitAction::Copyout, a.data(), 8000, ACC2C_STRUCTURED, 0, ACC2C_ASYNC_SYNC, at("a"));
  CHECK(a[5] == 1.0);
  CHECK(rt.mappingCount() == 0);
}

TEST_CASE_METHOD(CudaRuntime, "async copies: staging lets the host reuse its data at once",
                 "[cuda][async]") {
  std::vector<double> a = iota(1 << 20, 0), back(1 << 20, -1.0);
  void *d = rt.enter(EnterAction::Create, a.data(), a.size() * 8, ACC2C_DYNAMIC, 0, 3, at("a"));
  rt.update(Direction::ToDevice, a.data(), a.size() * 8, 0, 3, at("a"));
  std::fill(a.begin(), a.end(), 7.0); // after the async update was issued
  rt.memcpyToHost(back.data(), d, back.size() * 8, 3);
  rt.wait(3);
  CHECK(back[12345] == 12345.0);
  rt.update(Direction::ToHost, a.data(), a.size() * 8, 0, 4, at("a")); // queue 4 ...
  rt.waitAsync(4, 3);                                                  // ... after queue 3
  rt.wait(4);
  CHECK(a[12345] == 12345.0);
  rt.exit(ExitAction::Delete, a.data(), a.size() * 8, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("a"));
  CHECK(rt.testAll());
}

TEST_CASE_METHOD(CudaRuntime, "attach writes the device address of the target into device memory",
                 "[cuda][attach]") {
  struct S {
    double *p;
    int n;
  } s{nullptr, 4};
  std::vector<double> t = iota(4, 1);
  s.p = t.data();
  void *ds =
      rt.enter(EnterAction::Copyin, &s, sizeof s, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("s"));
  void *dt =
      rt.enter(EnterAction::Copyin, t.data(), 32, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("s%p"));
  rt.attach(&s.p, ACC2C_SLOT_POINTER, 0, 0, ACC2C_ASYNC_SYNC, at("s%p"));
  S onDevice{};
  rt.memcpyToHost(&onDevice, ds, sizeof onDevice, ACC2C_ASYNC_SYNC);
  CHECK(onDevice.p == dt);
  CHECK(s.p == t.data());
  rt.detach(&s.p, ACC2C_SLOT_POINTER, 0, ACC2C_ASYNC_SYNC, at("s%p"));
  rt.memcpyToHost(&onDevice, ds, sizeof onDevice, ACC2C_ASYNC_SYNC);
  CHECK(onDevice.p == t.data());
  rt.exit(ExitAction::Delete, t.data(), 32, ACC2C_DYNAMIC, ACC2C_FINALIZE, ACC2C_ASYNC_SYNC,
          at("t"));
  rt.exit(ExitAction::Delete, &s, sizeof s, ACC2C_DYNAMIC, ACC2C_FINALIZE, ACC2C_ASYNC_SYNC,
          at("s"));
}

TEST_CASE_METHOD(
    CudaRuntime,
    "an async copy to the host keeps attached pointers, restored after it on the stream",
    "[cuda][async][attach]") {
  struct S {
    double *p;
    int n;
  } s{nullptr, 4};
  std::vector<double> t = iota(4, 1);
  s.p = t.data();
  void *ds =
      rt.enter(EnterAction::Copyin, &s, sizeof s, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("s"));
  rt.enter(EnterAction::Copyin, t.data(), 32, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("s%p"));
  rt.attach(&s.p, ACC2C_SLOT_POINTER, 0, 0, ACC2C_ASYNC_SYNC, at("s%p"));
  int forty = 40;
  rt.memcpyToDevice(static_cast<char *>(ds) + offsetof(S, n), &forty, sizeof forty,
                    ACC2C_ASYNC_SYNC);
  rt.update(Direction::ToHost, &s, sizeof s, 0, 3, at("s")); // cudaLaunchHostFunc puts s.p back
  rt.wait(3);
  CHECK(s.n == 40);
  CHECK(s.p == t.data());
  rt.detach(&s.p, ACC2C_SLOT_POINTER, 0, ACC2C_ASYNC_SYNC, at("s%p"));
  rt.exit(ExitAction::Delete, t.data(), 32, ACC2C_DYNAMIC, ACC2C_FINALIZE, ACC2C_ASYNC_SYNC,
          at("t"));
  rt.exit(ExitAction::Delete, &s, sizeof s, ACC2C_DYNAMIC, ACC2C_FINALIZE, ACC2C_ASYNC_SYNC,
          at("s"));
}

int main(int argc, char **argv) {
  std::string why;
  if (!makeCudaBackend(why)) {
    std::printf("skipped: the cuda backend cannot run here: %s\n", why.c_str());
    return 77;
  }
  return Catch::Session().run(argc, argv);
}
