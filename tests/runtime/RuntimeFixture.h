// A fresh runtime per test on a chosen backend, with errors thrown as
// acc2c::rt::RuntimeError instead of ending the process.
#pragma once

#include "DeviceBackend.h"
#include "Runtime.h"
#include "RuntimeError.h"

#include <catch2/catch.hpp>

#include <memory>

namespace acc2c::rt::test {

struct ThrowingErrors {
  ThrowingErrors() { previous = setErrorHandler(throwingErrorHandler); }
  ~ThrowingErrors() { setErrorHandler(previous); }
  ErrorHandler previous;
};

struct HostRuntime : ThrowingErrors {
  Runtime rt{makeHostBackend()};
};

struct SharedRuntime : ThrowingErrors {
  Runtime rt{makeHostSharedBackend()};
};

// A backend that passes everything to another one: tests override the calls
// they watch or break.
class ForwardingBackend : public DeviceBackend {
public:
  explicit ForwardingBackend(std::unique_ptr<DeviceBackend> inner) : inner_(std::move(inner)) {}
  BackendKind kind() const override { return inner_->kind(); }
  const char *name() const override { return inner_->name(); }
  void *allocate(const void *h, std::size_t n, Fill fill) override {
    return inner_->allocate(h, n, fill);
  }
  void release(void *d, std::size_t n) override { inner_->release(d, n); }
  void *deviceMalloc(std::size_t n) override { return inner_->deviceMalloc(n); }
  void deviceFree(void *d) override { inner_->deviceFree(d); }
  void cacheFreedMemory(std::size_t bytes) override { inner_->cacheFreedMemory(bytes); }
  void copyToDevice(void *d, const void *h, std::size_t n, int q) override {
    inner_->copyToDevice(d, h, n, q);
  }
  void copyToHost(void *h, const void *d, std::size_t n, int q) override {
    inner_->copyToHost(h, d, n, q);
  }
  void copyDeviceToDevice(void *d, const void *s, std::size_t n, int q) override {
    inner_->copyDeviceToDevice(d, s, n, q);
  }
  void copyValueToDevice(void *d, const void *v, std::size_t n, int q) override {
    inner_->copyValueToDevice(d, v, n, q);
  }
  void runOnQueue(int q, std::function<void()> f) override { inner_->runOnQueue(q, std::move(f)); }
  bool test(int q) override { return inner_->test(q); }
  void wait(int q) override { inner_->wait(q); }
  void waitAll() override { inner_->waitAll(); }
  void order(int q, int on) override { inner_->order(q, on); }
  std::size_t totalMemory() const override { return inner_->totalMemory(); }
  std::size_t freeMemory() const override { return inner_->freeMemory(); }
  std::string deviceName() const override { return inner_->deviceName(); }
  std::string vendor() const override { return inner_->vendor(); }
  std::string driver() const override { return inner_->driver(); }

protected:
  std::unique_ptr<DeviceBackend> inner_;
};

// Source locations for the calls under test.
inline const acc2c_src *at(const char *name, int line = 1) {
  static thread_local acc2c_src s;
  s = {name, "test.f90", line};
  return &s;
}

#define REQUIRE_RUNTIME_ERROR(expr, expectedKind, substring)                                       \
  do {                                                                                             \
    try {                                                                                          \
      expr;                                                                                        \
      FAIL("expected a runtime error: " #expr);                                                    \
    } catch (const ::acc2c::rt::RuntimeError &e) {                                                 \
      CHECK(e.kind == (expectedKind));                                                             \
      CHECK_THAT(e.what(), Catch::Matchers::Contains(substring));                                  \
    }                                                                                              \
  } while (0)

} // namespace acc2c::rt::test
