// The OpenACC 3.3 data rules of /work/shared/notes/runtime-semantics-checklist.md,
// one TEST_CASE per rule, through acc2c::rt::Runtime. Expected values come from
// the specification and the checklist. On the host backend device memory is
// separate host memory, so a test writes through the device address that the
// runtime returns and reads the host copy to see what was (not) copied.
#include "RuntimeFixture.h"

#include <cstring>

using namespace acc2c::rt;
using namespace acc2c::rt::test;

namespace {

// The mapping holding `h`, or an all-zero view when there is none (a live
// mapping never has both counters 0: invariant I2).
MappingView viewOf(Runtime &rt, const void *h) { return rt.inspect(h).value_or(MappingView{}); }

constexpr int S = ACC2C_STRUCTURED;
constexpr int D = ACC2C_DYNAMIC;
constexpr int SYNC = ACC2C_ASYNC_SYNC;
constexpr int N = 16;

// A host array a[N] = 1..N and short names for the data actions.
struct Acc : HostRuntime {
  int a[N];
  Acc() {
    for (int i = 0; i < N; ++i) a[i] = i + 1;
  }
  int *copyin(int *h, int n, int counter, unsigned flags = 0) {
    return static_cast<int *>(
        rt.enter(EnterAction::Copyin, h, n * sizeof(int), counter, flags, SYNC, at("a", 10)));
  }
  int *create(int *h, int n, int counter, unsigned flags = 0) {
    return static_cast<int *>(
        rt.enter(EnterAction::Create, h, n * sizeof(int), counter, flags, SYNC, at("a", 11)));
  }
  int *present(int *h, int n, int counter) {
    return static_cast<int *>(
        rt.enter(EnterAction::Present, h, n * sizeof(int), counter, 0, SYNC, at("a", 12)));
  }
  void *nocreate(int *h, int n, int counter) {
    return rt.enter(EnterAction::NoCreate, h, n * sizeof(int), counter, 0, SYNC, at("a", 13));
  }
  void copyout(int *h, int n, int counter, unsigned flags = 0) {
    rt.exit(ExitAction::Copyout, h, n * sizeof(int), counter, flags, SYNC, at("a", 20));
  }
  void del(int *h, int n, int counter, unsigned flags = 0) {
    rt.exit(ExitAction::Delete, h, n * sizeof(int), counter, flags, SYNC, at("a", 21));
  }
  void updateDevice(int *h, int n, unsigned flags = 0) {
    rt.update(Direction::ToDevice, h, n * sizeof(int), flags, SYNC, at("a", 30));
  }
  void updateSelf(int *h, int n, unsigned flags = 0) {
    rt.update(Direction::ToHost, h, n * sizeof(int), flags, SYNC, at("a", 31));
  }
  // Counters of the mapping holding `h` as {structured, dynamic}; {-1,-1} when absent.
  std::pair<long long, long long> counters(const void *h) {
    auto v = rt.inspect(h);
    if (!v) return {-1, -1};
    auto c = [](std::uint64_t x) { return x == kInfinite ? (long long)-2 : (long long)x; };
    return {c(v->structured), c(v->dynamic)};
  }
};

using Counters = std::pair<long long, long long>;
const Counters kAbsent{-1, -1};

bool allBytes(const void *p, std::size_t n, unsigned char v) {
  const auto *b = static_cast<const unsigned char *>(p);
  for (std::size_t i = 0; i < n; ++i)
    if (b[i] != v) return false;
  return true;
}

} // namespace

// ---- entry: copyin, create, present, no_create --------------------------------------

// OpenACC 3.3 2.7.2 copyin action; checklist "Entry: absent -> copyin".
TEST_CASE_METHOD(Acc, "copyin of absent data allocates, copies and sets the counter to 1",
                 "[acc][entry]") {
  int *d = copyin(a, N, S);
  REQUIRE(d != nullptr);
  CHECK(static_cast<void *>(d) != static_cast<void *>(a)); // host backend: separate memory
  for (int i = 0; i < N; ++i) CHECK(d[i] == i + 1);
  CHECK(counters(a) == Counters{1, 0});
  CHECK(rt.isPresent(a, sizeof a));
  CHECK(rt.deviceAddress(a) == d);
}

// 2.7.2 present increment; checklist "Entry: present -> present increment".
TEST_CASE_METHOD(Acc, "copyin of present data only increments; later host changes are not copied",
                 "[acc][entry]") {
  int *d = copyin(a, N, D);
  d[3] = 400; // the device copy now differs from the host
  a[0] = -7;  // a host change after mapping
  CHECK(copyin(a, N, D) == d);
  CHECK(copyin(a, N, S) == d);
  CHECK(counters(a) == Counters{1, 2});
  CHECK(d[0] == 1);   // not recopied
  CHECK(d[3] == 400); // not overwritten
}

// 2.7.2 create action: allocate, no copy. acc2c poisons fresh device memory with 0xFF.
TEST_CASE_METHOD(Acc, "create allocates without copying; fresh device memory is 0xFF unless zero",
                 "[acc][entry]") {
  int *d = create(a, N, S);
  CHECK(allBytes(d, sizeof a, 0xFF));
  CHECK(counters(a) == Counters{1, 0});
  int b[N];
  std::memset(b, 0x5A, sizeof b);
  int *db = create(b, N, D, ACC2C_ZERO); // create(zero: b)
  CHECK(allBytes(db, sizeof b, 0));
  CHECK(counters(b) == Counters{0, 1});
}

// 2.7.5 present clause: absent data is a runtime error naming the variable.
TEST_CASE_METHOD(Acc, "present of absent data is an error naming the variable and file:line",
                 "[acc][entry]") {
  REQUIRE_RUNTIME_ERROR(present(a, N, S), ErrorKind::NotPresent, "name=a at test.f90:12");
  CHECK(rt.mappingCount() == 0);
}

// 2.7.5 present clause: present increment on present data.
TEST_CASE_METHOD(Acc, "present of present data increments and returns the device address",
                 "[acc][entry]") {
  int *d = copyin(a, N, D);
  CHECK(present(a, N, S) == d);
  CHECK(counters(a) == Counters{1, 1});
}

// 2.7.10 no_create: absent data gets no action; the host address is used.
TEST_CASE_METHOD(Acc, "no_create of absent data returns the host address and maps nothing",
                 "[acc][entry]") {
  CHECK(nocreate(a, N, S) == static_cast<void *>(a));
  CHECK_FALSE(rt.inspect(a));
  CHECK(rt.mappingCount() == 0);
  CHECK_FALSE(rt.isPresent(a, sizeof a));
}

// 2.7.10 no_create: present data gets a present increment.
TEST_CASE_METHOD(Acc, "no_create of present data increments and returns the device address",
                 "[acc][entry]") {
  int *d = copyin(a, N, D);
  CHECK(nocreate(a, N, S) == static_cast<void *>(d));
  CHECK(counters(a) == Counters{1, 1});
}

// 2.7.1 / 2.6.7: a section inside a mapping is present; it shares the mapping's counters.
TEST_CASE_METHOD(Acc, "a sub-range of a mapping is present and counts on the whole mapping",
                 "[acc][entry]") {
  int *d = copyin(a, N, D);
  CHECK(present(a + 4, 4, S) == d + 4);
  CHECK(copyin(a + 8, 2, D) == d + 8);
  CHECK(counters(a) == Counters{1, 2});
  CHECK(rt.isPresent(a + 4, 4 * sizeof(int)));
  CHECK(rt.deviceAddress(a + 5) == d + 5);
  CHECK(rt.hostAddress(d + 5) == a + 5);
  CHECK(rt.mappingCount() == 1);
}

// ---- structured exit ---------------------------------------------------------------------

// Checklist "Structured exit": present decrement on the structured counter; delete
// (and copyout for copy/copyout) only when both counters are 0.
TEST_CASE_METHOD(Acc, "structured exit decrements only the structured counter", "[acc][exit]") {
  int *d = copyin(a, N, S);
  copyin(a, N, S);
  copyin(a, N, D);
  CHECK(counters(a) == Counters{2, 1});
  d[0] = 100;
  copyout(a, N, S);
  CHECK(counters(a) == Counters{1, 1});
  copyout(a, N, S);
  CHECK(counters(a) == Counters{0, 1}); // kept alive by the dynamic counter
  CHECK(a[0] == 1);                     // so not copied out
}

// 2.7.2 copyout action at the end of a copy region.
TEST_CASE_METHOD(Acc, "structured copyout copies back and frees when both counters reach 0",
                 "[acc][exit]") {
  int *d = copyin(a, N, S);
  for (int i = 0; i < N; ++i) d[i] = 100 + i;
  copyout(a, N, S);
  CHECK(counters(a) == kAbsent);
  CHECK(rt.mappingCount() == 0);
  for (int i = 0; i < N; ++i) CHECK(a[i] == 100 + i);
}

// 2.7.2 delete action: structured delete frees without copying.
TEST_CASE_METHOD(Acc, "structured delete frees without copying back", "[acc][exit]") {
  int *d = create(a, N, S);
  d[0] = 100;
  del(a, N, S);
  CHECK(counters(a) == kAbsent);
  CHECK(a[0] == 1);
}

// Runtime design (RuntimeError.h CounterUnderflow) + checklist "structured counter 0 -> nothing"
// for no_create: a structured exit of uncounted data is an error unless ACC2C_NO_CREATE.
TEST_CASE_METHOD(Acc,
                 "structured exit with structured counter 0 is CounterUnderflow unless no_create",
                 "[acc][exit]") {
  int *d = copyin(a, N, D);
  d[0] = 100;
  REQUIRE_RUNTIME_ERROR(copyout(a, N, S), ErrorKind::CounterUnderflow, "name=a at test.f90:20");
  CHECK(counters(a) == Counters{0, 1});
  copyout(a, N, S, ACC2C_NO_CREATE); // the exit of a no_create that found the data uncounted
  CHECK(counters(a) == Counters{0, 1});
  CHECK(a[0] == 1);
  int b[4] = {};
  REQUIRE_RUNTIME_ERROR(del(b, 4, S), ErrorKind::CounterUnderflow, "name=a at test.f90:21");
  del(b, 4, S, ACC2C_NO_CREATE); // no_create of absent data: nothing at entry, nothing at exit
  CHECK(rt.mappingCount() == 1);
}

// ---- dynamic exit (exit data, acc_copyout, acc_delete) -------------------------------------

// Checklist "exit data on absent data = silent no-op" (GCC PR92726/92970/92984).
TEST_CASE_METHOD(Acc, "exit data of absent data is a silent no-op", "[acc][exit]") {
  copyout(a, N, D);
  del(a, N, D);
  del(a, N, D, ACC2C_FINALIZE);
  CHECK(rt.mappingCount() == 0);
  for (int i = 0; i < N; ++i) CHECK(a[i] == i + 1);
}

// Checklist "delete clause: dynamic 0 -> no action".
TEST_CASE_METHOD(Acc, "exit data of data whose dynamic counter is 0 does nothing", "[acc][exit]") {
  int *d = copyin(a, N, S);
  d[0] = 100;
  copyout(a, N, D);
  del(a, N, D, ACC2C_FINALIZE);
  CHECK(counters(a) == Counters{1, 0});
  CHECK(a[0] == 1);
}

// Checklist "Known bugs: double delete no-op (nvfortran crashes)".
TEST_CASE_METHOD(Acc, "a double delete is a no-op", "[acc][exit]") {
  copyin(a, N, D);
  del(a, N, D);
  CHECK(counters(a) == kAbsent);
  del(a, N, D);
  CHECK(counters(a) == kAbsent);
  CHECK(rt.checkInvariants().empty());
}

// Checklist "finalize sets dynamic 0 else decrement".
TEST_CASE_METHOD(Acc, "exit data decrements the dynamic counter; finalize sets it to 0",
                 "[acc][exit]") {
  copyin(a, N, D);
  copyin(a, N, D);
  copyin(a, N, D);
  copyin(a, N, S);
  del(a, N, D);
  CHECK(counters(a) == Counters{1, 2});
  del(a, N, D, ACC2C_FINALIZE);
  CHECK(counters(a) == Counters{1, 0}); // still alive through the structured counter
  del(a, N, S);
  CHECK(counters(a) == kAbsent);
}

// 2.7.2 copyout action with finalize (acc_copyout_finalize).
TEST_CASE_METHOD(Acc, "copyout finalize copies back and frees whatever the dynamic count",
                 "[acc][exit]") {
  int *d = copyin(a, N, D);
  copyin(a, N, D);
  d[5] = 600;
  copyout(a, N, D, ACC2C_FINALIZE);
  CHECK(counters(a) == kAbsent);
  CHECK(a[5] == 600);
}

// 2.7.2 copyout action copies the clause's var: a sub-range copies only that range.
TEST_CASE_METHOD(Acc, "copyout of a sub-range copies only that range and frees the mapping",
                 "[acc][exit]") {
  int *d = copyin(a, N, D);
  for (int i = 0; i < N; ++i) d[i] = 100 + i;
  copyout(a + 4, 4, D);
  CHECK(counters(a) == kAbsent);
  for (int i = 0; i < N; ++i) CHECK(a[i] == (i >= 4 && i < 8 ? 100 + i : i + 1));
}

// Checklist "both 0 -> delete (copyout...)": data kept alive by the other counter is not copied.
TEST_CASE_METHOD(Acc, "data kept alive by the other counter is not copied out", "[acc][exit]") {
  SECTION("a structured copyout while the dynamic counter is > 0") {
    copyin(a, N, D);
    int *d = copyin(a, N, S);
    d[0] = 100;
    copyout(a, N, S);
    CHECK(a[0] == 1);
    CHECK(counters(a) == Counters{0, 1});
    copyout(a, N, D); // now both reach 0
    CHECK(a[0] == 100);
    CHECK(counters(a) == kAbsent);
  }
  SECTION("a dynamic copyout while the structured counter is > 0") {
    int *d = copyin(a, N, S);
    copyin(a, N, D);
    d[0] = 100;
    copyout(a, N, D, ACC2C_FINALIZE);
    CHECK(a[0] == 1);
    CHECK(counters(a) == Counters{1, 0});
    copyout(a, N, S);
    CHECK(a[0] == 100);
    CHECK(counters(a) == kAbsent);
  }
}

// ---- update -----------------------------------------------------------------------------

// 2.14.4 update directive: copies exactly the listed section.
TEST_CASE_METHOD(Acc, "update device copies only the given range", "[acc][update]") {
  int *d = copyin(a, N, D);
  for (int i = 0; i < N; ++i) a[i] = -(i + 1);
  updateDevice(a + 2, 3);
  for (int i = 0; i < N; ++i) CHECK(d[i] == (i >= 2 && i < 5 ? -(i + 1) : i + 1));
  CHECK(counters(a) == Counters{0, 1}); // update changes no counter
}

// 2.14.4 update self copies exactly the listed section.
TEST_CASE_METHOD(Acc, "update self copies only the given range", "[acc][update]") {
  int *d = copyin(a, N, D);
  for (int i = 0; i < N; ++i) d[i] = 100 + i;
  updateSelf(a + 10, 6);
  for (int i = 0; i < N; ++i) CHECK(a[i] == (i >= 10 ? 100 + i : i + 1));
  CHECK(counters(a) == Counters{0, 1});
}

// 2.14.4: absent data in update is an error unless if_present.
TEST_CASE_METHOD(Acc, "update of absent data is an error unless if_present", "[acc][update]") {
  REQUIRE_RUNTIME_ERROR(updateDevice(a, N), ErrorKind::NotPresent, "name=a at test.f90:30");
  REQUIRE_RUNTIME_ERROR(updateSelf(a, N), ErrorKind::NotPresent, "name=a at test.f90:31");
  updateDevice(a, N, ACC2C_IF_PRESENT);
  updateSelf(a, N, ACC2C_IF_PRESENT);
  CHECK(rt.mappingCount() == 0);
  for (int i = 0; i < N; ++i) CHECK(a[i] == i + 1);
}

// ---- host_data use_device ------------------------------------------------------------------

// 2.8.1 use_device: the device address; absent is an error unless if_present (2.8.2).
TEST_CASE_METHOD(Acc, "use_device gives the device address; absent is an error unless if_present",
                 "[acc][host_data]") {
  REQUIRE_RUNTIME_ERROR(rt.useDevice(a, 0, at("a", 40)), ErrorKind::NotPresent,
                        "name=a at test.f90:40");
  CHECK(rt.useDevice(a, ACC2C_IF_PRESENT, at("a", 41)) == static_cast<void *>(a));
  int *d = copyin(a, N, D);
  CHECK(rt.useDevice(a + 3, 0, at("a", 42)) == static_cast<void *>(d + 3));
  CHECK(counters(a) == Counters{0, 1});
}

// ---- partial presence -----------------------------------------------------------------------

// Checklist "Partial presence: fatal in libgomp and libomptarget"; the table is left as it was.
TEST_CASE_METHOD(Acc,
                 "partially present data is an error at entry, exit and update and changes nothing",
                 "[acc][partial]") {
  int *d = copyin(a + 4, 8, D); // mapping a[4..12)
  d[0] = 500;
  a[4] = -5;
  struct Range {
    int *p;
    int n;
  };
  const Range ranges[] = {
      {a + 8, 8},  // overlaps the mapping's end
      {a + 0, 6},  // overlaps its start
      {a + 0, 16}, // encloses it
  };
  for (const Range &r : ranges) {
    CAPTURE(r.p - a, r.n);
    REQUIRE_RUNTIME_ERROR(copyin(r.p, r.n, S), ErrorKind::PartialPresence, "name=a at test.f90:10");
    REQUIRE_RUNTIME_ERROR(create(r.p, r.n, D), ErrorKind::PartialPresence, "name=a at test.f90:11");
    REQUIRE_RUNTIME_ERROR(present(r.p, r.n, S), ErrorKind::PartialPresence,
                          "name=a at test.f90:12");
    REQUIRE_RUNTIME_ERROR(nocreate(r.p, r.n, S), ErrorKind::PartialPresence,
                          "name=a at test.f90:13");
    REQUIRE_RUNTIME_ERROR(copyout(r.p, r.n, D), ErrorKind::PartialPresence,
                          "name=a at test.f90:20");
    REQUIRE_RUNTIME_ERROR(copyout(r.p, r.n, S), ErrorKind::PartialPresence,
                          "name=a at test.f90:20");
    REQUIRE_RUNTIME_ERROR(del(r.p, r.n, D, ACC2C_FINALIZE), ErrorKind::PartialPresence,
                          "name=a at test.f90:21");
    REQUIRE_RUNTIME_ERROR(updateDevice(r.p, r.n), ErrorKind::PartialPresence,
                          "name=a at test.f90:30");
    REQUIRE_RUNTIME_ERROR(updateSelf(r.p, r.n), ErrorKind::PartialPresence,
                          "name=a at test.f90:31");
    CHECK_FALSE(rt.isPresent(r.p, r.n * sizeof(int))); // acc_is_present: not fully present
  }
  // Nothing moved: one mapping, same counters, same contents on both sides.
  CHECK(rt.mappingCount() == 1);
  CHECK(counters(a + 4) == Counters{0, 1});
  CHECK(viewOf(rt, a + 4).hostBegin == reinterpret_cast<std::uintptr_t>(a + 4));
  CHECK(viewOf(rt, a + 4).bytes == 8 * sizeof(int));
  CHECK(d[0] == 500);
  CHECK(a[4] == -5);
  for (int i = 0; i < N; ++i)
    if (i != 4) CHECK(a[i] == i + 1);
  CHECK(rt.checkInvariants().empty());
}

// ---- acc_map_data / acc_unmap_data / acc_free -------------------------------------------------

// Checklist "acc_map_data: dynamic = 1 (or infinity), only acc_unmap_data removes" (3.2.21-22).
TEST_CASE_METHOD(Acc, "map_data maps the given device memory with an infinite count",
                 "[acc][map_data]") {
  int *dev = static_cast<int *>(rt.deviceMalloc(sizeof a));
  REQUIRE(dev);
  dev[0] = 77;
  rt.mapData(a, dev, sizeof a, at("a", 50));
  CHECK(rt.deviceAddress(a + 2) == dev + 2);
  CHECK(rt.hostAddress(dev + 2) == a + 2);
  CHECK(counters(a) == Counters{0, -2 /* infinite */});
  // A copyin of mapped data is a present increment: nothing is copied.
  CHECK(copyin(a, N, S) == dev);
  CHECK(dev[0] == 77);
  copyout(a, N, S);
  // exit data, even with finalize, does not remove it, and copies nothing.
  copyout(a, N, D, ACC2C_FINALIZE);
  del(a, N, D, ACC2C_FINALIZE);
  CHECK(rt.isPresent(a, sizeof a));
  CHECK(a[0] == 1);
  rt.unmapData(a, at("a", 51));
  CHECK_FALSE(rt.isPresent(a, sizeof a));
  CHECK(a[0] == 1);    // unmapping copies nothing
  CHECK(dev[0] == 77); // and leaves the device memory to its owner
  rt.deviceFree(dev, "acc_free");
}

// Checklist "acc_map_data: error if host present".
TEST_CASE_METHOD(Acc, "map_data of data that is present is an error", "[acc][map_data]") {
  int *dev = static_cast<int *>(rt.deviceMalloc(sizeof a));
  copyin(a + 4, 4, D);
  REQUIRE_RUNTIME_ERROR(rt.mapData(a + 4, dev, 4 * sizeof(int), at("a", 52)),
                        ErrorKind::AlreadyMapped, "name=a at test.f90:52");
  REQUIRE_RUNTIME_ERROR(rt.mapData(a, dev, sizeof a, at("a", 53)), ErrorKind::AlreadyMapped,
                        "name=a at test.f90:53");
  CHECK(rt.mappingCount() == 1);
  CHECK(counters(a + 4) == Counters{0, 1});
  rt.deviceFree(dev, "acc_free");
}

// Checklist "acc_unmap_data: error if structured != 0".
TEST_CASE_METHOD(Acc, "unmap_data of data in a data region is UnmapStructured", "[acc][map_data]") {
  int *dev = static_cast<int *>(rt.deviceMalloc(sizeof a));
  rt.mapData(a, dev, sizeof a, at("a", 54));
  present(a, N, S);
  REQUIRE_RUNTIME_ERROR(rt.unmapData(a, at("a", 55)), ErrorKind::UnmapStructured, "name=a");
  CHECK(rt.isPresent(a, sizeof a));
  copyout(a, N, S);
  rt.unmapData(a, at("a", 56));
  CHECK(rt.mappingCount() == 0);
  rt.deviceFree(dev, "acc_free");
}

// 3.2.22 acc_unmap_data applies only to data mapped by acc_map_data.
TEST_CASE_METHOD(Acc, "unmap_data of data not mapped by map_data is NotMapped", "[acc][map_data]") {
  REQUIRE_RUNTIME_ERROR(rt.unmapData(a, at("a", 57)), ErrorKind::NotMapped,
                        "name=a at test.f90:57");
  copyin(a, N, D);
  REQUIRE_RUNTIME_ERROR(rt.unmapData(a, at("a", 58)), ErrorKind::NotMapped,
                        "name=a at test.f90:58");
  CHECK(counters(a) == Counters{0, 1});
}

// Checklist "acc_free of mapped memory is an error (PR92503)".
TEST_CASE_METHOD(Acc, "acc_free of device memory that is mapped is FreeOfMapped",
                 "[acc][map_data]") {
  int *dev = static_cast<int *>(rt.deviceMalloc(sizeof a));
  rt.mapData(a, dev, sizeof a, at("a", 59));
  REQUIRE_RUNTIME_ERROR(rt.deviceFree(dev, "acc_free"), ErrorKind::FreeOfMapped, "acc_free");
  CHECK(rt.isPresent(a, sizeof a));
  int b[4] = {};
  void *db = rt.enter(EnterAction::Copyin, b, sizeof b, D, 0, SYNC, at("b", 60));
  REQUIRE_RUNTIME_ERROR(rt.deviceFree(db, "acc_free"), ErrorKind::FreeOfMapped, "acc_free");
  CHECK(rt.isPresent(b, sizeof b));
  rt.unmapData(a, at("a", 61));
  rt.deviceFree(dev, "acc_free"); // no longer mapped: fine
  CHECK(rt.mappingCount() == 1);
}

// ---- acc_is_present, acc_deviceptr, acc_hostptr
// ---------------------------------------------------

// 3.2.25: a bytes value of zero is treated as one; 3.2.23/3.2.24: null when unknown.
TEST_CASE_METHOD(Acc, "is_present, deviceptr and hostptr look up single addresses", "[acc][api]") {
  CHECK(rt.deviceAddress(a) == nullptr);
  int *d = copyin(a + 2, 4, D); // a[2..6)
  CHECK(rt.isPresent(a + 2, 0));
  CHECK(rt.isPresent(a + 5, 0));
  CHECK_FALSE(rt.isPresent(a + 6, 0)); // one past the end
  CHECK_FALSE(rt.isPresent(a + 1, 0));
  CHECK(rt.deviceAddress(a + 6) == nullptr);
  CHECK(rt.hostAddress(d + 3) == a + 5);
  CHECK(rt.hostAddress(d + 4) == nullptr);
  CHECK(rt.hostAddress(a) == nullptr);
}

// ---- zero-byte actions -------------------------------------------------------------------------

// Zero-length sections map nothing and move nothing (libgomp/LLVM; OpenMP 5.2 5.8.3 zero-length
// array sections): inside a mapping they get its device address, otherwise no address.
TEST_CASE_METHOD(Acc, "zero-byte actions map nothing, count nothing and copy nothing",
                 "[acc][zero]") {
  CHECK(copyin(a, 0, S) == nullptr);
  CHECK(create(a, 0, D) == nullptr);
  CHECK(rt.mappingCount() == 0);
  copyout(a, 0, S); // no underflow: nothing was counted
  del(a, 0, D);
  updateDevice(a, 0);
  updateSelf(a, 0);
  int *d = copyin(a, N, D);
  d[3] = 400;
  CHECK(copyin(a + 3, 0, S) == d + 3);
  CHECK(present(a + 3, 0, S) == d + 3);
  CHECK(counters(a) == Counters{0, 1});
  copyout(a + 3, 0, S);
  copyout(a + 3, 0, D, ACC2C_FINALIZE);
  updateSelf(a + 3, 0);
  CHECK(counters(a) == Counters{0, 1});
  CHECK(a[3] == 4);
}

// A scalar a region only reads, lowered as one lookup instead of an implicit
// copyin and its delete (docs/data-operations.md, "Read-only scalars"): the
// region gets what the copyin would have given it, and the table is left as
// the delete would leave it.
TEST_CASE_METHOD(Acc, "a read-only scalar's value: its device copy's if present, else the host's",
                 "[acc][region]") {
  long x = 7, got = 0;
  rt.regionValue(&got, &x, sizeof x, at("x", 30));
  CHECK(got == 7);
  CHECK_FALSE(rt.inspect(&x)); // nothing mapped, nothing left
  auto *dx =
      static_cast<long *>(rt.enter(EnterAction::Copyin, &x, sizeof x, D, 0, SYNC, at("x", 31)));
  *dx = 40; // the device copy and the host differ
  x = 8;
  rt.regionValue(&got, &x, sizeof x, at("x", 32));
  CHECK(got == 40);
  CHECK(viewOf(rt, &x).structured == 0);
  CHECK(viewOf(rt, &x).dynamic == 1);
  // Inside a mapped array, like any copyin of an element.
  int *d = copyin(a, N, D);
  d[3] = 400;
  int element = 0;
  rt.regionValue(&element, a + 3, sizeof(int), at("a", 33));
  CHECK(element == 400);
  // Partly present: the error the copyin would give.
  int pair[2] = {1, 2};
  rt.enter(EnterAction::Copyin, pair, sizeof(int), D, 0, SYNC, at("pair", 34));
  long long both = 0;
  static_assert(sizeof both == sizeof pair);
  REQUIRE_RUNTIME_ERROR(rt.regionValue(&both, pair, sizeof pair, at("pair", 35)),
                        ErrorKind::PartialPresence, "name=pair at test.f90:35");
  CHECK(rt.checkInvariants().empty());
}

// ---- the host-shared backend
// ---------------------------------------------------------------------

// Same counters and checks; the device address is the host address and nothing moves.
TEST_CASE_METHOD(SharedRuntime, "host-shared backend keeps the same counters with device == host",
                 "[acc][shared]") {
  int a[N] = {};
  auto *d = rt.enter(EnterAction::Copyin, a, sizeof a, S, 0, SYNC, at("a", 70));
  CHECK(d == static_cast<void *>(a));
  CHECK(rt.enter(EnterAction::Create, a, sizeof a, D, 0, SYNC, at("a", 71)) ==
        static_cast<void *>(a));
  CHECK(rt.enter(EnterAction::Present, a + 2, 8, S, 0, SYNC, at("a", 72)) ==
        static_cast<void *>(a + 2));
  CHECK(rt.deviceAddress(a + 3) == static_cast<void *>(a + 3));
  CHECK(viewOf(rt, a).structured == 2);
  CHECK(viewOf(rt, a).dynamic == 1);
  rt.exit(ExitAction::Copyout, a, sizeof a, S, 0, SYNC, at("a", 73));
  rt.exit(ExitAction::Copyout, a, sizeof a, S, 0, SYNC, at("a", 73));
  CHECK(viewOf(rt, a).structured == 0);
  CHECK(viewOf(rt, a).dynamic == 1);
  rt.exit(ExitAction::Delete, a, sizeof a, D, 0, SYNC, at("a", 74));
  CHECK_FALSE(rt.inspect(a));
  int b[4];
  REQUIRE_RUNTIME_ERROR(rt.enter(EnterAction::Present, b, sizeof b, S, 0, SYNC, at("b", 75)),
                        ErrorKind::NotPresent, "name=b at test.f90:75");
  REQUIRE_RUNTIME_ERROR(rt.update(Direction::ToHost, b, sizeof b, 0, SYNC, at("b", 76)),
                        ErrorKind::NotPresent, "name=b at test.f90:76");
  CHECK(rt.checkInvariants().empty());
}
