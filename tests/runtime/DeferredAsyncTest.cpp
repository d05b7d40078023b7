// ACC2C_ASYNC=deferred (DeferredQueues.h): async work is held until the
// program synchronises, so a missing wait is visible. Each case names the
// invariant (D1-D6) or the runtime rule it checks; every expectation follows
// from OpenACC 3.3 2.16 (work on one queue runs in order; the host may rely on
// an async operation only after a wait for its queue or a true acc_async_test)
// and from what deferred mode promises on top (nothing runs before the
// program synchronises).
#include "DeferredQueues.h"
#include "RuntimeFixture.h"

#include <dirent.h>

#include <cstdlib>
#include <mutex>
#include <numeric>
#include <set>
#include <thread>
#include <vector>

using namespace acc2c::rt;
using namespace acc2c::rt::test;

namespace {

struct DeferredRuntime : ThrowingErrors {
  Runtime rt{makeDeferredQueues(makeHostBackend())};
};

// A host backend that records which device memory went back (D4).
struct ReleaseLog {
  std::mutex mutex;
  std::set<void *> released;
  bool has(void *d) {
    std::lock_guard<std::mutex> lock(mutex);
    return released.count(d) > 0;
  }
};
class LoggingHostBackend : public ForwardingBackend {
public:
  explicit LoggingHostBackend(ReleaseLog &log) : ForwardingBackend(makeHostBackend()), log_(log) {}
  void release(void *d, std::size_t n) override {
    {
      std::lock_guard<std::mutex> lock(log_.mutex);
      log_.released.insert(d);
    }
    inner_->release(d, n);
  }

private:
  ReleaseLog &log_;
};

std::vector<int> iota(int from, int n) {
  std::vector<int> v(static_cast<std::size_t>(n));
  std::iota(v.begin(), v.end(), from);
  return v;
}
std::vector<int> contents(const void *p, int n) {
  auto *i = static_cast<const int *>(p);
  return std::vector<int>(i, i + n);
}

// Threads of this process (/proc/self/task): the workers are threads.
int threadCount() {
  int n = 0;
  if (DIR *d = opendir("/proc/self/task")) {
    while (dirent *e = readdir(d))
      if (e->d_name[0] != '.') ++n;
    closedir(d);
  }
  return n;
}

} // namespace

TEST_CASE_METHOD(DeferredRuntime, "async copies are held until the queue is waited for (D2)",
                 "[deferred]") {
  std::vector<int> a = iota(0, 8);
  rt.enter(EnterAction::Create, a.data(), 32, ACC2C_DYNAMIC, ACC2C_ZERO, ACC2C_ASYNC_SYNC, at("a"));
  void *d = rt.deviceAddress(a.data());
  rt.update(Direction::ToDevice, a.data(), 32, 0, 1, at("a"));
  CHECK(contents(d, 8) == std::vector<int>(8, 0)); // not yet on the device
  a[3] = 33; // written before the wait: the held copy reads it when it runs
  rt.wait(1);
  std::vector<int> want = iota(0, 8);
  want[3] = 33;
  CHECK(contents(d, 8) == want);

  // update self: the host keeps its old values until the wait.
  std::vector<int> fresh = iota(100, 8);
  rt.memcpyToDevice(d, fresh.data(), 32, ACC2C_ASYNC_SYNC);
  rt.update(Direction::ToHost, a.data(), 32, 0, 2, at("a"));
  CHECK(a == want);
  rt.wait(1); // another queue: nothing of queue 2 runs
  CHECK(a == want);
  rt.wait(2);
  CHECK(a == iota(100, 8));
  rt.exit(ExitAction::Delete, a.data(), 32, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("a"));
}

TEST_CASE_METHOD(DeferredRuntime, "a synchronous action is not held and does not wait (D5)",
                 "[deferred]") {
  std::vector<int> a = iota(0, 4), b = iota(10, 4);
  void *da = rt.enter(EnterAction::Copyin, a.data(), 16, ACC2C_DYNAMIC, 0, 1, at("a"));
  // The mapping and its counters exist at issue; the bytes do not.
  REQUIRE(rt.inspect(a.data()));
  CHECK(rt.inspect(a.data())->dynamic == 1);
  CHECK(contents(da, 4) == std::vector<int>(4, -1)); // fresh device memory is 0xFF
  void *db =
      rt.enter(EnterAction::Copyin, b.data(), 16, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("b"));
  CHECK(contents(db, 4) == iota(10, 4));
  CHECK(contents(da, 4) == std::vector<int>(4, -1));
  rt.waitAll();
  CHECK(contents(da, 4) == iota(0, 4));
}

TEST_CASE_METHOD(DeferredRuntime, "work on one queue runs in issue order (D1)", "[deferred]") {
  std::vector<int> a = iota(0, 4), b(4, 0), h(4, 0);
  void *da =
      rt.enter(EnterAction::Copyin, a.data(), 16, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("a"));
  void *db = rt.enter(EnterAction::Create, b.data(), 16, ACC2C_DYNAMIC, ACC2C_ZERO,
                      ACC2C_ASYNC_SYNC, at("b"));
  // device a -> h, then h -> device b: b gets a only if the first ran first.
  rt.memcpyToHost(h.data(), da, 16, 5);
  rt.memcpyToDevice(db, h.data(), 16, 5);
  // Two copies into the same bytes: the later one stays.
  std::vector<int> x(4, 7), y(4, 8);
  rt.memcpyToDevice(da, x.data(), 16, 5);
  rt.memcpyToDevice(da, y.data(), 16, 5);
  rt.wait(5);
  CHECK(contents(db, 4) == iota(0, 4));
  CHECK(contents(da, 4) == std::vector<int>(4, 8));
  rt.exit(ExitAction::Delete, a.data(), 16, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("a"));
  rt.exit(ExitAction::Delete, b.data(), 16, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("b"));
}

TEST_CASE_METHOD(DeferredRuntime, "acc_async_test is false while work is pending, and starts it",
                 "[deferred]") {
  CHECK(rt.test(3)); // nothing issued there
  std::vector<int> a = iota(0, 64), b = iota(0, 4);
  rt.enter(EnterAction::Copyin, a.data(), a.size() * 4, ACC2C_DYNAMIC, 0, 3, at("a"));
  rt.enter(EnterAction::Copyin, b.data(), 16, ACC2C_DYNAMIC, 0, 5, at("b"));
  CHECK_FALSE(rt.test(3));
  // A program that spins on the test gets there without a wait.
  while (!rt.test(3)) std::this_thread::yield();
  CHECK(contents(rt.deviceAddress(a.data()), 64) == a);
  CHECK_FALSE(rt.testAll()); // queue 5 is still held; now it runs too
  while (!rt.testAll()) std::this_thread::yield();
  CHECK(contents(rt.deviceAddress(b.data()), 4) == b);
  rt.exit(ExitAction::Delete, a.data(), a.size() * 4, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("a"));
  rt.exit(ExitAction::Delete, b.data(), 16, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("b"));
}

TEST_CASE_METHOD(DeferredRuntime,
                 "acc_wait_async: a queue waits for another's work issued so far (D3)",
                 "[deferred]") {
  std::vector<int> a = iota(0, 4), b(4, 0), h(4, 0);
  void *da =
      rt.enter(EnterAction::Create, a.data(), 16, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("a"));
  void *db =
      rt.enter(EnterAction::Create, b.data(), 16, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("b"));
  rt.update(Direction::ToDevice, a.data(), 16, 0, 1, at("a")); // queue 1: host a -> device a
  rt.memcpyToHost(h.data(), da, 16, 1);                        // queue 1: device a -> h
  rt.waitAsync(2, 1);                                          // queue 2 after queue 1 so far
  rt.memcpyToDevice(db, h.data(), 16, 2);                      // queue 2: h -> device b
  std::vector<int> late(4, 9);
  rt.memcpyToDevice(da, late.data(), 16, 1); // after the order: queue 2 does not wait for it
  rt.wait(2);                                // runs queue 1's first two items, then queue 2's
  CHECK(contents(db, 4) == iota(0, 4));
  CHECK(h == iota(0, 4));
  CHECK(contents(da, 4) == iota(0, 4)); // queue 1's third item is still held
  CHECK_FALSE(rt.test(1));
  rt.wait(1);
  CHECK(contents(da, 4) == std::vector<int>(4, 9));

  // Queues that wait for each other in turn: each barrier waits for an
  // earlier ticket, so nothing deadlocks.
  rt.update(Direction::ToDevice, a.data(), 16, 0, 1, at("a"));
  rt.waitAsync(2, 1);
  rt.memcpyToDevice(db, h.data(), 16, 2);
  rt.waitAsync(1, 2);
  rt.memcpyToHost(h.data(), db, 16, 1);
  rt.waitAsync(2, 1);
  rt.wait(2);
  CHECK(rt.testAll());
  // acc_wait_async with the synchronous queue waits on the host.
  a.assign(4, 5);
  rt.update(Direction::ToDevice, a.data(), 16, 0, 4, at("a"));
  rt.waitAsync(ACC2C_ASYNC_SYNC, 4);
  CHECK(contents(da, 4) == std::vector<int>(4, 5));
  rt.exit(ExitAction::Delete, a.data(), 16, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("a"));
  rt.exit(ExitAction::Delete, b.data(), 16, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("b"));
}

TEST_CASE("device memory released behind a held copyout goes back after it (D4)", "[deferred]") {
  ThrowingErrors errors;
  ReleaseLog log;
  Runtime rt{makeDeferredQueues(std::make_unique<LoggingHostBackend>(log))};
  std::vector<int> a = iota(0, 16), b = iota(50, 4);
  void *da =
      rt.enter(EnterAction::Copyin, a.data(), 64, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("a"));
  std::vector<int> fresh = iota(200, 16);
  rt.memcpyToDevice(da, fresh.data(), 64, ACC2C_ASYNC_SYNC);
  // exit data copyout(a) async(1): the copy is queued, then the mapping goes.
  rt.exit(ExitAction::Copyout, a.data(), 64, ACC2C_DYNAMIC, 0, 1, at("a"));
  CHECK_FALSE(rt.isPresent(a.data(), 64)); // bookkeeping at issue
  CHECK_FALSE(log.has(da));                // the memory waits for the copy
  CHECK(a == iota(0, 16));                 // and releasing it did not run the copy
  // Data released while every queue is idle goes back at once.
  rt.waitAll();
  CHECK(a == iota(200, 16));
  CHECK(log.has(da));
  void *db =
      rt.enter(EnterAction::Copyin, b.data(), 16, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("b"));
  rt.exit(ExitAction::Delete, b.data(), 16, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("b"));
  CHECK(log.has(db));

  // Only the queues busy at the release count: queue 2's later work does not
  // hold back memory released behind queue 1.
  void *da2 =
      rt.enter(EnterAction::Copyin, a.data(), 64, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("a"));
  rt.exit(ExitAction::Copyout, a.data(), 64, ACC2C_DYNAMIC, 0, 1, at("a"));
  rt.enter(EnterAction::Copyin, b.data(), 16, ACC2C_DYNAMIC, 0, 2, at("b"));
  rt.wait(1);
  CHECK(log.has(da2));
  CHECK_FALSE(rt.test(2));
  rt.wait(2);
  rt.exit(ExitAction::Delete, b.data(), 16, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("b"));

  // acc_free behind a held acc_memcpy_from_device.
  void *m = rt.deviceMalloc(16);
  std::vector<int> into(4, 0);
  rt.memcpyToDevice(m, b.data(), 16, ACC2C_ASYNC_SYNC);
  rt.memcpyToHost(into.data(), m, 16, 3);
  rt.deviceFree(m, "acc_free");
  rt.wait(3);
  CHECK(into == iota(50, 4));
}

TEST_CASE_METHOD(
    DeferredRuntime,
    "an async copy to the host keeps attached pointers, after the copy, in queue order",
    "[deferred][attach]") {
  struct S {
    int *p;
    int n;
  };
  std::vector<int> t = iota(1, 4);
  S s{t.data(), 4};
  void *ds =
      rt.enter(EnterAction::Copyin, &s, sizeof s, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("s"));
  void *dt =
      rt.enter(EnterAction::Copyin, t.data(), 16, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("s%p"));
  rt.attach(&s.p, ACC2C_SLOT_POINTER, 0, 16, ACC2C_ASYNC_SYNC, at("s%p"));
  static_cast<S *>(ds)->n = 40; // a kernel's write
  rt.update(Direction::ToHost, &s, sizeof s, 0, 1, at("s"));
  CHECK(s.n == 4); // held
  rt.wait(1);
  CHECK(s.n == 40);
  CHECK(s.p == t.data()); // the host pointer, not the device address the copy brought
  CHECK(static_cast<S *>(ds)->p == dt);
  // The copy to the device keeps the attached device value, also async.
  s.n = 41;
  rt.update(Direction::ToDevice, &s, sizeof s, 0, 1, at("s"));
  rt.wait(1);
  CHECK(static_cast<S *>(ds)->n == 41);
  CHECK(static_cast<S *>(ds)->p == dt);
  rt.detach(&s.p, ACC2C_SLOT_POINTER, 0, ACC2C_ASYNC_SYNC, at("s%p"));
  rt.exit(ExitAction::Delete, t.data(), 16, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("t"));
  rt.exit(ExitAction::Delete, &s, sizeof s, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("s"));
}

TEST_CASE_METHOD(DeferredRuntime, "an async attach writes the device address it decided at issue",
                 "[deferred][attach]") {
  struct S {
    int *p;
  };
  std::vector<int> t = iota(1, 4), u = iota(5, 4);
  S s{t.data()};
  void *ds =
      rt.enter(EnterAction::Copyin, &s, sizeof s, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("s"));
  void *dt =
      rt.enter(EnterAction::Copyin, t.data(), 16, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("t"));
  rt.attach(&s.p, ACC2C_SLOT_POINTER, 0, 16, 2, at("s%p"));
  CHECK(rt.attachCount(&s.p) == 1); // bookkeeping at issue
  CHECK(static_cast<S *>(ds)->p == t.data());
  s.p = u.data(); // the program re-points before the wait
  rt.wait(2);
  CHECK(static_cast<S *>(ds)->p == dt);
  // detach restores the host value the pointer had at the detach.
  rt.detach(&s.p, ACC2C_SLOT_POINTER, 0, 2, at("s%p"));
  s.p = nullptr;
  rt.wait(2);
  CHECK(static_cast<S *>(ds)->p == u.data());
  rt.exit(ExitAction::Delete, t.data(), 16, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("t"));
  rt.exit(ExitAction::Delete, &s, sizeof s, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("s"));
}

TEST_CASE_METHOD(
    DeferredRuntime,
    "a region's attach check sees an attach queued on its own queue, not one on another",
    "[deferred][attach]") {
  struct S {
    int *p;
  };
  std::vector<int> t = iota(1, 4);
  S s{t.data()};
  // enter data copyin(s, s%p(:)) async(1), then parallel async(1): the
  // translated region checks s%p after region_begin, which drains queue 1.
  rt.enter(EnterAction::Copyin, &s, sizeof s, ACC2C_DYNAMIC, 0, 1, at("s"));
  rt.enter(EnterAction::Copyin, t.data(), 16, ACC2C_DYNAMIC, 0, 1, at("s%p"));
  rt.attach(&s.p, ACC2C_SLOT_POINTER, 0, 16, 1, at("s%p"));
  int region = rt.regionBegin("parallel", 1, at("parallel"));
  rt.checkAttached(&s.p, ACC2C_SLOT_POINTER, at("s%p", 9));
  rt.regionEnd(region);
  // Detached, it holds the host address again: the check reads the device.
  rt.detach(&s.p, ACC2C_SLOT_POINTER, 0, ACC2C_ASYNC_SYNC, at("s%p"));
  REQUIRE_RUNTIME_ERROR(rt.checkAttached(&s.p, ACC2C_SLOT_POINTER, at("s%p", 10)),
                        ErrorKind::NotPresent, "holds a host address");
  // Attached again on queue 2, and a region that does not wait for queue 2
  // (a missing wait): the device copy still holds the host address.
  rt.attach(&s.p, ACC2C_SLOT_POINTER, 0, 16, 2, at("s%p"));
  region = rt.regionBegin("parallel", ACC2C_ASYNC_SYNC, at("parallel"));
  REQUIRE_RUNTIME_ERROR(rt.checkAttached(&s.p, ACC2C_SLOT_POINTER, at("s%p", 11)),
                        ErrorKind::NotPresent, "holds a host address");
  rt.regionEnd(region);
  rt.wait(2);
  rt.checkAttached(&s.p, ACC2C_SLOT_POINTER, at("s%p", 12));
  rt.detach(&s.p, ACC2C_SLOT_POINTER, 0, ACC2C_ASYNC_SYNC, at("s%p"));
  rt.exit(ExitAction::Delete, t.data(), 16, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("t"));
  rt.exit(ExitAction::Delete, &s, sizeof s, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("s"));
}

TEST_CASE_METHOD(DeferredRuntime, "a compute region on queue q starts after q's earlier work",
                 "[deferred][region]") {
  std::vector<int> a = iota(0, 4), b = iota(10, 4);
  void *da = rt.enter(EnterAction::Copyin, a.data(), 16, ACC2C_STRUCTURED, 0, 1, at("a"));
  void *db = rt.enter(EnterAction::Copyin, b.data(), 16, ACC2C_STRUCTURED, 0, 2, at("b"));
  int region = rt.regionBegin("parallel", 1, at("parallel"));
  CHECK(contents(da, 4) == iota(0, 4));              // its queue's copyin is done
  CHECK(contents(db, 4) == std::vector<int>(4, -1)); // another queue's is not
  rt.regionEnd(region);
  // A synchronous region waits for no queue.
  region = rt.regionBegin("parallel", ACC2C_ASYNC_SYNC, at("parallel"));
  CHECK(contents(db, 4) == std::vector<int>(4, -1));
  rt.regionEnd(region);
  static_cast<int *>(da)[0] = 99; // the body's write
  rt.exit(ExitAction::Copyout, a.data(), 16, ACC2C_STRUCTURED, 0, 1, at("a"));
  CHECK(a[0] == 0); // the region's copyout is on its queue
  rt.wait(1);
  CHECK(a[0] == 99);
  rt.waitAll();
  rt.exit(ExitAction::Delete, b.data(), 16, ACC2C_STRUCTURED, 0, 2, at("b"));
}

TEST_CASE_METHOD(DeferredRuntime, "async without a queue number uses the default queue",
                 "[deferred]") {
  std::vector<int> a = iota(0, 4);
  rt.setDefaultQueue(6);
  rt.enter(EnterAction::Copyin, a.data(), 16, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_NOVAL, at("a"));
  CHECK_FALSE(rt.test(6));
  rt.wait(6);
  CHECK(contents(rt.deviceAddress(a.data()), 4) == a);
  rt.setDefaultQueue(-3); // acc_async_default: back to the initial queue
  rt.exit(ExitAction::Delete, a.data(), 16, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_NOVAL, at("a"));
}

TEST_CASE_METHOD(DeferredRuntime, "host threads issue and wait on queues of their own at once",
                 "[deferred][threads]") {
  constexpr int kThreads = 4, kRounds = 100;
  std::vector<std::thread> threads;
  std::vector<int> bad(kThreads, 0);
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] {
      std::vector<int> a(16), back(16);
      for (int r = 0; r < kRounds; ++r) {
        std::iota(a.begin(), a.end(), r);
        void *d = rt.enter(EnterAction::Copyin, a.data(), 64, ACC2C_DYNAMIC, 0, t, at("a"));
        rt.memcpyToHost(back.data(), d, 64, t); // after the copyin: same queue
        if (r % 2)
          rt.wait(t);
        else
          while (!rt.test(t)) std::this_thread::yield();
        bad[std::size_t(t)] += back != a;
        rt.exit(ExitAction::Copyout, a.data(), 64, ACC2C_DYNAMIC, 0, t, at("a"));
        if (r % 3 == 0) rt.waitAsync(t, (t + 1) % kThreads); // a barrier on a neighbour
        rt.wait(t);
      }
    });
  for (std::thread &th : threads) th.join();
  CHECK(bad == std::vector<int>(kThreads, 0));
  rt.waitAll();
  CHECK(rt.mappingCount() == 0);
}

TEST_CASE("at exit, held work lands and no worker thread is left (D6)", "[deferred]") {
  ThrowingErrors errors;
  int before = threadCount();
  std::vector<int> a = iota(0, 4), b(4, 0);
  {
    Runtime rt{makeDeferredQueues(makeHostBackend())};
    void *da =
        rt.enter(EnterAction::Copyin, a.data(), 16, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, at("a"));
    rt.memcpyToHost(b.data(), da, 16, 1);
    rt.update(Direction::ToHost, a.data(), 16, 0, 2, at("a"));
    rt.test(1); // started, not waited for: a worker runs
    CHECK(threadCount() > before);
    rt.reportAtExit(); // what the runtime's atexit handler does
    CHECK(b == iota(0, 4));
    CHECK(threadCount() == before);
    // Work issued after that starts workers again.
    rt.update(Direction::ToDevice, a.data(), 16, 0, 1, at("a"));
    rt.wait(1);
    CHECK(threadCount() == before + 1);
    // A runtime destroyed with work never released drops it (its host data
    // may be gone) and joins its workers.
    rt.exit(ExitAction::Copyout, a.data(), 16, ACC2C_DYNAMIC, 0, 1, at("a"));
  }
  CHECK(threadCount() == before);
}

TEST_CASE("ACC2C_ASYNC chooses the mode; anything else is an error naming it", "[deferred][env]") {
  ThrowingErrors errors;
  const char *saved = std::getenv("ACC2C_ASYNC");
  std::string keep = saved ? saved : "";
  ::unsetenv("ACC2C_ASYNC");
  CHECK_FALSE(Settings::fromEnvironment().deferredAsync);
  ::setenv("ACC2C_ASYNC", "immediate", 1);
  CHECK_FALSE(Settings::fromEnvironment().deferredAsync);
  ::setenv("ACC2C_ASYNC", "deferred", 1);
  CHECK(Settings::fromEnvironment().deferredAsync);
  ::setenv("ACC2C_ASYNC", "later", 1);
  REQUIRE_RUNTIME_ERROR(Settings::fromEnvironment(), ErrorKind::InvalidArgument,
                        "ACC2C_ASYNC=later: expected immediate or deferred");
  if (saved)
    ::setenv("ACC2C_ASYNC", keep.c_str(), 1);
  else
    ::unsetenv("ACC2C_ASYNC");

  // The settings wrap the backend, and a backend switch keeps the mode.
  Settings deferred;
  deferred.deferredAsync = true;
  Runtime rt{makeHostBackend(), deferred};
  std::vector<int> a = iota(0, 4);
  rt.enter(EnterAction::Copyin, a.data(), 16, ACC2C_DYNAMIC, 0, 1, at("a"));
  CHECK_FALSE(rt.test(1));
  rt.exit(ExitAction::Delete, a.data(), 16, ACC2C_DYNAMIC, 0, 1, at("a"));
  rt.waitAll();
  rt.switchBackend(makeHostBackend());
  rt.enter(EnterAction::Copyin, a.data(), 16, ACC2C_DYNAMIC, 0, 1, at("a"));
  CHECK_FALSE(rt.test(1));
  rt.exit(ExitAction::Delete, a.data(), 16, ACC2C_DYNAMIC, 0, 1, at("a"));
  rt.waitAll(); // the copyin the test started reads `a`, which goes first
}

TEST_CASE_METHOD(HostRuntime, "the immediate host backend completes every queue at once",
                 "[deferred][immediate]") {
  std::vector<int> a = iota(0, 4);
  void *da = rt.enter(EnterAction::Copyin, a.data(), 16, ACC2C_DYNAMIC, 0, 1, at("a"));
  CHECK(contents(da, 4) == a);
  CHECK(rt.test(1));
  rt.regionBegin("parallel", 1, at("parallel"));
  rt.exit(ExitAction::Delete, a.data(), 16, ACC2C_DYNAMIC, 0, 1, at("a"));
}
