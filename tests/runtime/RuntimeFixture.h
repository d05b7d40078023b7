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

// Source locations for the calls under test.
inline const acc2c_src *at(const char *name, int line = 1) {
  static thread_local acc2c_src s;
  s = {name, "test.f90", line};
  return &s;
}

#define REQUIRE_RUNTIME_ERROR(expr, expectedKind, substring)                                            \
  do {                                                                                          \
    try {                                                                                       \
      expr;                                                                                     \
      FAIL("expected a runtime error: " #expr);                                                 \
    } catch (const ::acc2c::rt::RuntimeError &e) {                                              \
      CHECK(e.kind == (expectedKind));                                                                  \
      CHECK_THAT(e.what(), Catch::Matchers::Contains(substring));                               \
    }                                                                                           \
  } while (0)

} // namespace acc2c::rt::test
