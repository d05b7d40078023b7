// The host backend's cache of released device blocks (DeviceBlockCache.h,
// invariants C1-C6), the backend's fill of reused blocks, and the runtime's
// choice of fill for a copyin.
#include "DeviceBlockCache.h"
#include "RuntimeFixture.h"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <cstring>
#include <thread>
#include <vector>

using namespace acc2c::rt;

namespace {

using test::at;
using test::ThrowingErrors;

// Do all `n` bytes at `p` equal `value`?
bool all(const void *p, std::size_t n, unsigned char value) {
  auto *b = static_cast<const unsigned char *>(p);
  for (std::size_t i = 0; i < n; ++i)
    if (b[i] != value) return false;
  return true;
}

} // namespace

TEST_CASE("take returns a kept block of exactly that size, the newest first", "[cache]") {
  DeviceBlockCache c(1 << 20);
  void *a = std::malloc(1024), *b = std::malloc(1024), *x = std::malloc(2048);
  c.keep(a, 1024);
  c.keep(x, 2048);
  c.keep(b, 1024);
  CHECK(c.cached() == 4096);
  CHECK(c.blocks() == 3);
  CHECK(c.take(960) == nullptr); // sizes are never mixed (C3)
  CHECK(c.take(1088) == nullptr);
  CHECK(c.take(4096) == nullptr);
  void *first = c.take(1024), *second = c.take(1024);
  CHECK(first == b);
  CHECK(second == a);
  CHECK(c.take(1024) == nullptr);
  void *big = c.take(2048);
  CHECK(big == x);
  CHECK(c.cached() == 0);
  CHECK(c.blocks() == 0);
  for (void *p : {first, second, big}) std::free(p);
}

TEST_CASE("the bound: the oldest blocks go first", "[cache]") {
  DeviceBlockCache c(3 * 1024);
  void *a = std::malloc(1024), *b = std::malloc(1024), *d = std::malloc(1024),
       *e = std::malloc(1024);
  c.keep(a, 1024);
  c.keep(b, 1024);
  c.keep(d, 1024);
  CHECK(c.cached() == 3 * 1024);
  c.keep(e, 1024); // a is evicted (freed by the cache)
  CHECK(c.cached() == 3 * 1024);
  CHECK(c.blocks() == 3);
  std::vector<void *> got;
  while (void *p = c.take(1024)) got.push_back(p);
  CHECK(got == std::vector<void *>{e, d, b});
  for (void *p : got) std::free(p);
}

TEST_CASE("eviction is by age across sizes", "[cache]") {
  DeviceBlockCache c(4096);
  void *x = std::malloc(2048), *y = std::malloc(1024), *z = std::malloc(1024),
       *w = std::malloc(2048);
  c.keep(x, 2048);
  c.keep(y, 1024);
  c.keep(z, 1024);
  c.keep(w, 2048); // x, the oldest, makes room
  CHECK(c.cached() == 4096);
  void *two = c.take(2048);
  CHECK(two == w);
  CHECK(c.take(2048) == nullptr);
  void *one = c.take(1024), *other = c.take(1024);
  CHECK(one == z);
  CHECK(other == y);
  for (void *p : {two, one, other}) std::free(p);

  // A block that needs several evictions: all older blocks go, oldest first.
  void *p = std::malloc(1024), *q = std::malloc(2048), *r = std::malloc(3072);
  c.keep(p, 1024);
  c.keep(q, 2048);
  c.keep(r, 3072); // 1024 + 2048 + 3072 > 4096: p, then q go
  CHECK(c.blocks() == 1);
  CHECK(c.cached() == 3072);
  void *back = c.take(3072);
  CHECK(back == r);
  std::free(back);
}

TEST_CASE("a block larger than the bound is not kept; setBound evicts", "[cache]") {
  DeviceBlockCache c(2048);
  c.keep(std::malloc(4096), 4096);
  CHECK(c.blocks() == 0);
  CHECK(c.cached() == 0);
  void *a = std::malloc(1024), *b = std::malloc(1024);
  c.keep(a, 1024);
  c.keep(b, 1024);
  c.setBound(1024); // a, the older, goes
  CHECK(c.bound() == 1024);
  CHECK(c.blocks() == 1);
  void *kept = c.take(1024);
  CHECK(kept == b);
  std::free(kept);
  c.setBound(0);
  c.keep(std::malloc(64), 64); // bound 0: nothing is kept
  CHECK(c.blocks() == 0);
}

TEST_CASE("threads may share a cache (C6)", "[cache]") {
  constexpr std::size_t kBound = 64 * 1024;
  DeviceBlockCache c(kBound);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&c, t] {
      for (int i = 0; i < 5000; ++i) {
        std::size_t bytes = 64 * std::size_t(1 + (i + t) % 16);
        void *p = c.take(bytes);
        if (!p) p = std::malloc(bytes);
        static_cast<unsigned char *>(p)[bytes - 1] = 1; // it is the caller's now
        c.keep(p, bytes);
      }
    });
  for (std::thread &t : threads) t.join();
  CHECK(c.cached() <= kBound);
  std::size_t sum = 0, blocks = c.blocks();
  for (std::size_t bytes = 64; bytes <= 16 * 64; bytes += 64)
    while (void *p = c.take(bytes)) {
      sum += bytes;
      std::free(p);
    }
  CHECK(c.blocks() == 0);
  CHECK(c.cached() == 0);
  CHECK(blocks > 0);
  CHECK(sum <= kBound);
}

TEST_CASE("the host backend fills a reused block as it fills a fresh one", "[backend]") {
  std::unique_ptr<DeviceBackend> b = makeHostBackend();
  void *p = b->allocate(nullptr, 1000, Fill::Poison);
  REQUIRE(p);
  CHECK(all(p, 1000, 0xFF));
  std::memset(p, 0x11, 1000);
  b->release(p, 1000);
  void *q = b->allocate(nullptr, 1000, Fill::Poison);
  CHECK(q == p);             // reused ...
  CHECK(all(q, 1000, 0xFF)); // ... and poisoned again
  std::memset(q, 0x22, 1000);
  b->release(q, 1000);
  void *z = b->allocate(nullptr, 1000, Fill::Zero);
  CHECK(z == p);
  CHECK(all(z, 1000, 0x00)); // create(zero:)
  std::memset(z, 0x33, 1000);
  b->release(z, 1000);
  // 990 bytes take a block of the same size (1024, a multiple of 64).
  void *r = b->allocate(nullptr, 990, Fill::Poison);
  CHECK(r == p);
  CHECK(all(r, 990, 0xFF));
  b->release(r, 990);
  void *s = b->allocate(nullptr, 1000, Fill::CopiedIn);
  CHECK(s == p); // reused without a fill: the caller copies in at once
  b->release(s, 1000);
}

TEST_CASE("the host backend never hands out a block of another size", "[backend]") {
  std::unique_ptr<DeviceBackend> b = makeHostBackend();
  void *p = b->allocate(nullptr, 1000, Fill::Poison);
  b->release(p, 1000);
  void *bigger = b->allocate(nullptr, 1100, Fill::Poison); // 1152 bytes: a fresh block
  void *smaller = b->allocate(nullptr, 900, Fill::Poison); // 960 bytes: a fresh block
  CHECK(bigger != p);
  CHECK(smaller != p);
  CHECK(all(bigger, 1100, 0xFF));
  void *again = b->allocate(nullptr, 1000, Fill::Poison);
  CHECK(again == p);
  b->release(bigger, 1100);
  b->release(smaller, 900);
  b->release(again, 1000);
}

TEST_CASE("acc_malloc memory: poisoned, freed at once, also on host-shared", "[backend]") {
  std::unique_ptr<DeviceBackend> b = makeHostBackend();
  void *p = b->allocate(nullptr, 4096, Fill::Poison);
  std::memset(p, 0x44, 4096);
  b->release(p, 4096);
  void *m = b->deviceMalloc(4096); // may be a reused block: filled the same
  CHECK(m == p);
  CHECK(all(m, 4096, 0xFF));
  b->deviceFree(m); // back to the heap, not to the cache (no size)

  std::unique_ptr<DeviceBackend> shared = makeHostSharedBackend();
  int host[4] = {1, 2, 3, 4};
  CHECK(shared->allocate(host, sizeof host, Fill::Poison) == host);
  CHECK(shared->allocate(host, sizeof host, Fill::Zero) == host);
  CHECK(host[0] == 1);
  shared->release(host, sizeof host);
  void *d = shared->deviceMalloc(1000);
  REQUIRE(d);
  CHECK(d != static_cast<void *>(host));
  CHECK(all(d, 1000, 0xFF));
  shared->deviceFree(d);
}

TEST_CASE_METHOD(ThrowingErrors, "the runtime: copyin and create into a reused block",
                 "[runtime]") {
  Runtime rt(makeHostBackend());
  std::vector<unsigned char> a(4096, 0x22), b(4096, 0x33), c(4096, 0x44);
  rt.enter(EnterAction::Copyin, a.data(), 4096, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("a"));
  void *d = rt.deviceAddress(a.data());
  CHECK(all(d, 4096, 0x22));
  rt.exit(ExitAction::Delete, a.data(), 4096, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("a"));

  // create: the block that held a's data reads as fresh device memory.
  rt.enter(EnterAction::Create, b.data(), 4096, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("b"));
  CHECK(rt.deviceAddress(b.data()) == d);
  CHECK(all(d, 4096, 0xFF));
  // A section copied in leaves the rest poisoned.
  rt.update(Direction::ToDevice, b.data(), 1024, 0, ACC2C_ASYNC_SYNC, at("b(1:1024)"));
  CHECK(all(d, 1024, 0x33));
  CHECK(all(static_cast<unsigned char *>(d) + 1024, 3072, 0xFF));
  rt.exit(ExitAction::Delete, b.data(), 4096, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("b"));

  rt.enter(EnterAction::Create, b.data(), 4096, ACC2C_DYNAMIC, ACC2C_ZERO, ACC2C_ASYNC_SYNC,
           at("b"));
  CHECK(rt.deviceAddress(b.data()) == d);
  CHECK(all(d, 4096, 0x00));
  rt.exit(ExitAction::Delete, b.data(), 4096, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("b"));

  // copyin (no fill first): the device copy is the host data, nothing older.
  rt.enter(EnterAction::Copyin, c.data(), 4096, ACC2C_STRUCTURED, 0, ACC2C_ASYNC_SYNC, at("c"));
  CHECK(rt.deviceAddress(c.data()) == d);
  CHECK(all(d, 4096, 0x44));
  std::memset(d, 0x55, 4096); // the region writes it
  rt.exit(ExitAction::Copyout, c.data(), 4096, ACC2C_STRUCTURED, 0, ACC2C_ASYNC_SYNC, at("c"));
  CHECK(all(c.data(), 4096, 0x55));
  CHECK(rt.mappingCount() == 0);
}

TEST_CASE_METHOD(ThrowingErrors, "the runtime: a held copyin finds poison until it lands",
                 "[runtime]") {
  Settings s;
  s.deferredAsync = true;
  Runtime rt(makeHostBackend(), s);
  std::vector<unsigned char> a(4096, 0x22), b(4096, 0x33);
  rt.enter(EnterAction::Copyin, a.data(), 4096, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("a"));
  void *d = rt.deviceAddress(a.data());
  rt.exit(ExitAction::Delete, a.data(), 4096, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("a"));
  rt.enter(EnterAction::Copyin, b.data(), 4096, ACC2C_DYNAMIC, 0, 1, at("b"));
  REQUIRE(rt.deviceAddress(b.data()) == d);
  CHECK(all(d, 4096, 0xFF)); // not a's stale bytes: a missing wait shows
  rt.wait(1);
  CHECK(all(d, 4096, 0x33));
  rt.exit(ExitAction::Delete, b.data(), 4096, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("b"));
}

TEST_CASE_METHOD(ThrowingErrors, "the runtime: an OpenMP map(to:) into a reused block",
                 "[runtime]") {
  Runtime rt(makeHostBackend());
  std::vector<unsigned char> a(4096, 0x22), b(4096, 0x33);
  std::uint64_t k = rt.newConstruct();
  rt.ompEnter(a.data(), 4096, ACC2C_MAP_TOFROM, 0, k, at("a"));
  void *d = rt.deviceAddress(a.data());
  rt.ompExit(a.data(), 4096, ACC2C_MAP_TOFROM, 0, k, at("a"));
  rt.endConstruct(k);
  k = rt.newConstruct();
  rt.ompEnter(b.data(), 4096, ACC2C_MAP_ALLOC, 0, k, at("b")); // alloc: poison
  CHECK(rt.deviceAddress(b.data()) == d);
  CHECK(all(d, 4096, 0xFF));
  rt.ompExit(b.data(), 4096, ACC2C_MAP_RELEASE, 0, k, at("b"));
  rt.endConstruct(k);
  k = rt.newConstruct();
  rt.ompEnter(b.data(), 4096, ACC2C_MAP_TO, 0, k, at("b"));
  CHECK(rt.deviceAddress(b.data()) == d);
  CHECK(all(d, 4096, 0x33));
  rt.ompExit(b.data(), 4096, ACC2C_MAP_RELEASE, 0, k, at("b"));
  rt.endConstruct(k);
  CHECK(rt.mappingCount() == 0);
}

namespace {
// A host backend that records the cache bound the runtime sets.
class BoundRecorder : public test::ForwardingBackend {
public:
  explicit BoundRecorder(std::size_t &bound)
      : ForwardingBackend(makeHostBackend()), bound_(bound) {}
  void cacheFreedMemory(std::size_t bytes) override { bound_ = bytes; }

private:
  std::size_t &bound_;
};

struct Env {
  explicit Env(const char *value) {
    if (value)
      setenv("ACC2C_DEVICE_CACHE_MIB", value, 1);
    else
      unsetenv("ACC2C_DEVICE_CACHE_MIB");
  }
  ~Env() { unsetenv("ACC2C_DEVICE_CACHE_MIB"); }
};
} // namespace

TEST_CASE_METHOD(ThrowingErrors, "ACC2C_DEVICE_CACHE_MIB sets the bound", "[runtime]") {
  {
    Env e(nullptr);
    CHECK_FALSE(Settings::fromEnvironment().deviceCacheBytes.has_value());
  }
  {
    Env e("16");
    Settings s = Settings::fromEnvironment();
    REQUIRE(s.deviceCacheBytes.has_value());
    CHECK(*s.deviceCacheBytes == std::size_t(16) << 20);
    std::size_t bound = 12345;
    Runtime rt(std::make_unique<BoundRecorder>(bound), s);
    CHECK(bound == std::size_t(16) << 20);
    s.deferredAsync = true; // the deferred queues pass it on
    bound = 12345;
    Runtime deferred(std::make_unique<BoundRecorder>(bound), s);
    CHECK(bound == std::size_t(16) << 20);
  }
  {
    Env e("0");
    CHECK(Settings::fromEnvironment().deviceCacheBytes == std::size_t(0));
  }
  {
    std::size_t bound = 12345;
    Runtime rt(std::make_unique<BoundRecorder>(bound)); // unset: the backend's default
    CHECK(bound == 12345);
  }
  for (const char *bad : {"abc", "-1", "16M", " 16", "99999999999999999999999"}) {
    Env e(bad);
    INFO(bad);
    try {
      Settings::fromEnvironment();
      FAIL("expected a runtime error");
    } catch (const RuntimeError &err) {
      CHECK(err.kind == ErrorKind::InvalidArgument);
      CHECK_THAT(err.what(), Catch::Matchers::Contains("ACC2C_DEVICE_CACHE_MIB"));
    }
  }
}

TEST_CASE("the default bound: a quarter of the memory, at most 2 GiB", "[cache]") {
  std::size_t d = defaultDeviceCacheBytes();
  CHECK(d > 0);
  CHECK(d <= std::size_t(2) << 30);
}
