// The OpenMP 5.2 map rules of /work/shared/notes/runtime-semantics-checklist.md,
// through Runtime::ompEnter/ompExit/ompUpdate/ompDeclareTarget/ompAssociate.
// OpenMP's single reference count is the mapping's dynamic counter. Expected
// values come from the specification and the checklist; on the host backend
// device memory is separate, so tests write through the device address.
#include "RuntimeFixture.h"

#include <cstring>

using namespace acc2c::rt;
using namespace acc2c::rt::test;

namespace {

constexpr int N = 16;
constexpr long long kAbsentCount = -1, kInfiniteCount = -2;

struct Omp : HostRuntime {
  int a[N];
  Omp() {
    for (int i = 0; i < N; ++i) a[i] = i + 1;
  }
  std::uint64_t construct() { return rt.newConstruct(); }
  int *enter(int *h, int n, int type, std::uint64_t c, unsigned flags = 0) {
    return static_cast<int *>(rt.ompEnter(h, n * sizeof(int), type, flags, c, at("a", 10)));
  }
  void exit(int *h, int n, int type, std::uint64_t c, unsigned flags = 0) {
    rt.ompExit(h, n * sizeof(int), type, flags, c, at("a", 20));
  }
  // An exit map that is a construct instance of its own (target exit data):
  // the data goes when the instance ends.
  void exitOnce(int *h, int n, int type, unsigned flags = 0) {
    std::uint64_t c = construct();
    exit(h, n, type, c, flags);
    rt.endConstruct(c);
  }
  void update(int *h, int n, bool toDevice, unsigned flags = 0) {
    rt.ompUpdate(h, n * sizeof(int), toDevice, flags, at("a", 30));
  }
  // The OpenMP reference count of the mapping holding `h`.
  long long count(const void *h) {
    auto v = rt.inspect(h);
    if (!v) return kAbsentCount;
    return v->dynamic == kInfinite ? kInfiniteCount : (long long)v->dynamic;
  }
};

} // namespace

// 5.2 5.8.3 map clause: a new list item is created at 0 -> 1; to/tofrom copy, alloc does not.
TEST_CASE_METHOD(Omp, "map of absent data allocates, sets the count to 1, and to/tofrom copy",
                 "[omp][enter]") {
  int *d = enter(a, N, ACC2C_MAP_TO, construct());
  for (int i = 0; i < N; ++i) CHECK(d[i] == i + 1);
  CHECK(count(a) == 1);
  int b[N] = {};
  int *db = enter(b, N, ACC2C_MAP_ALLOC, construct());
  CHECK(db[0] == -1); // not copied: acc2c's 0xFF poison
  CHECK(count(b) == 1);
  int c[N] = {5};
  int *dc = enter(c, N, ACC2C_MAP_TOFROM, construct());
  CHECK(dc[0] == 5);
}

// Checklist "single counter adjusted at most once per construct per item".
TEST_CASE_METHOD(Omp, "the count changes at most once per construct even if the item appears twice",
                 "[omp][count]") {
  std::uint64_t c1 = construct();
  int *d = enter(a, N, ACC2C_MAP_TO, c1);
  CHECK(enter(a, N, ACC2C_MAP_TOFROM, c1) == d);
  CHECK(count(a) == 1);
  std::uint64_t c2 = construct();
  enter(a, N, ACC2C_MAP_TO, c2);
  enter(a + 4, 4, ACC2C_MAP_ALLOC, c2); // a section of the same item
  CHECK(count(a) == 2);
  std::uint64_t c3 = construct();
  exit(a, N, ACC2C_MAP_RELEASE, c3);
  exit(a, N, ACC2C_MAP_RELEASE, c3);
  CHECK(count(a) == 1);
  exitOnce(a, N, ACC2C_MAP_RELEASE);
  CHECK(count(a) == kAbsentCount);
}

// 5.8.3: the exit maps of one construct instance all act before any of
// their data leaves: with a structure and one of its members both `from`,
// the member's exit takes the count to 0 first and the structure must still
// come back whole; the data goes when the instance ends.
TEST_CASE_METHOD(Omp, "every exit map of a construct copies back before the data goes",
                 "[omp][exit]") {
  int *d = enter(a, N, ACC2C_MAP_TOFROM, construct());
  for (int i = 0; i < N; ++i) d[i] = 100 + i;
  std::uint64_t c = construct();
  exit(a + 2, 1, ACC2C_MAP_TOFROM, c); // map(tofrom: s%x) undone first
  CHECK(a[2] == 102);
  CHECK(count(a) == 0);            // gone once the instance ends
  exit(a, N, ACC2C_MAP_TOFROM, c); // map(tofrom: s): the same count, once
  CHECK(rt.checkInvariants().empty());
  rt.endConstruct(c);
  CHECK(count(a) == kAbsentCount);
  for (int i = 0; i < N; ++i) CHECK(a[i] == 100 + i);
}

// A mapping an exit took to 0 that is mapped again before the instance ends
// (another thread's construct) stays.
TEST_CASE_METHOD(Omp, "data taken again before the closing instance ends stays mapped",
                 "[omp][exit]") {
  enter(a, N, ACC2C_MAP_TO, construct());
  std::uint64_t c = construct();
  exit(a, N, ACC2C_MAP_RELEASE, c);
  enter(a, N, ACC2C_MAP_TO, construct());
  rt.endConstruct(c);
  CHECK(count(a) == 1);
  CHECK(rt.checkInvariants().empty());
}

// 5.8.3: a target construct's map(tofrom:) enters and exits with the same construct.
TEST_CASE_METHOD(Omp, "a construct's entry and exit of one item each change the count once",
                 "[omp][count]") {
  SECTION("absent before: 0 -> 1 -> 0, copied in and out") {
    std::uint64_t c = construct();
    int *d = enter(a, N, ACC2C_MAP_TOFROM, c);
    d[2] = 300;
    exit(a, N, ACC2C_MAP_TOFROM, c);
    CHECK(a[2] == 300);
    rt.endConstruct(c);
    CHECK(count(a) == kAbsentCount);
  }
  SECTION("present before: 1 -> 2 -> 1, nothing copied out") {
    enter(a, N, ACC2C_MAP_TO, construct());
    std::uint64_t c = construct();
    int *d = enter(a, N, ACC2C_MAP_TOFROM, c);
    CHECK(count(a) == 2);
    d[2] = 300;
    exit(a, N, ACC2C_MAP_TOFROM, c);
    rt.endConstruct(c);
    CHECK(count(a) == 1);
    CHECK(a[2] == 3);
  }
}

// Checklist "to/tofrom copy at 0->1 unless always".
TEST_CASE_METHOD(Omp, "to copies only when the count goes 0 -> 1, or with always", "[omp][enter]") {
  int *d = enter(a, N, ACC2C_MAP_TO, construct());
  a[0] = -1;
  enter(a, N, ACC2C_MAP_TO, construct());
  enter(a, N, ACC2C_MAP_TOFROM, construct());
  CHECK(d[0] == 1); // present: not copied
  enter(a, N, ACC2C_MAP_TO, construct(), ACC2C_ALWAYS);
  CHECK(d[0] == -1);
  a[1] = -2;
  enter(a + 1, 1, ACC2C_MAP_TOFROM, construct(), ACC2C_ALWAYS);
  CHECK(d[1] == -2);
  CHECK(count(a) == 5);
}

// Checklist "from copies at 0 or always".
TEST_CASE_METHOD(Omp, "from copies at exit only when the count reaches 0, or with always",
                 "[omp][exit]") {
  int *d = enter(a, N, ACC2C_MAP_ALLOC, construct());
  enter(a, N, ACC2C_MAP_ALLOC, construct());
  enter(a, N, ACC2C_MAP_ALLOC, construct());
  for (int i = 0; i < N; ++i) d[i] = 100 + i;
  exitOnce(a, N, ACC2C_MAP_FROM);
  CHECK(count(a) == 2);
  CHECK(a[0] == 1);
  exitOnce(a, N, ACC2C_MAP_FROM, ACC2C_ALWAYS);
  CHECK(count(a) == 1);
  CHECK(a[0] == 100);
  d[0] = 200;
  exitOnce(a, N, ACC2C_MAP_TOFROM);
  CHECK(count(a) == kAbsentCount);
  CHECK(a[0] == 200);
}

// Checklist "release decrements, delete sets 0"; neither copies.
TEST_CASE_METHOD(Omp, "release decrements; delete sets the count to 0; neither copies",
                 "[omp][exit]") {
  int *d = enter(a, N, ACC2C_MAP_TO, construct());
  enter(a, N, ACC2C_MAP_TO, construct());
  enter(a, N, ACC2C_MAP_TO, construct());
  d[0] = 100;
  exitOnce(a, N, ACC2C_MAP_RELEASE);
  CHECK(count(a) == 2);
  exitOnce(a, N, ACC2C_MAP_DELETE);
  CHECK(count(a) == kAbsentCount);
  CHECK(a[0] == 1);
  // Exit of absent data without the present modifier: no action.
  exitOnce(a, N, ACC2C_MAP_RELEASE);
  exitOnce(a, N, ACC2C_MAP_DELETE);
  exitOnce(a, N, ACC2C_MAP_FROM);
  CHECK(rt.mappingCount() == 0);
  CHECK(a[0] == 1);
}

// Checklist "present modifier error on entry and exit data".
TEST_CASE_METHOD(Omp, "the present modifier makes absent data an error on entry and exit",
                 "[omp][present]") {
  REQUIRE_RUNTIME_ERROR(enter(a, N, ACC2C_MAP_TO, construct(), ACC2C_PRESENT),
                        ErrorKind::NotPresent, "name=a at test.f90:10");
  CHECK(rt.mappingCount() == 0);
  REQUIRE_RUNTIME_ERROR(exitOnce(a, N, ACC2C_MAP_FROM, ACC2C_PRESENT), ErrorKind::NotPresent,
                        "name=a at test.f90:20");
  REQUIRE_RUNTIME_ERROR(exitOnce(a, N, ACC2C_MAP_RELEASE, ACC2C_PRESENT), ErrorKind::NotPresent,
                        "name=a at test.f90:20");
  // Present data: the modifier changes nothing.
  int *d = enter(a, N, ACC2C_MAP_ALLOC, construct());
  CHECK(enter(a, N, ACC2C_MAP_TO, construct(), ACC2C_PRESENT) == d);
  CHECK(count(a) == 2);
  exitOnce(a, N, ACC2C_MAP_RELEASE, ACC2C_PRESENT);
  CHECK(count(a) == 1);
}

// Checklist "target update absent = no-op unless present"; 5.2 target update copies the list item.
TEST_CASE_METHOD(Omp, "target update copies the range; absent data is a no-op unless present",
                 "[omp][update]") {
  update(a, N, true);
  update(a, N, false);
  CHECK(rt.mappingCount() == 0);
  REQUIRE_RUNTIME_ERROR(update(a, N, true, ACC2C_PRESENT), ErrorKind::NotPresent,
                        "name=a at test.f90:30");
  REQUIRE_RUNTIME_ERROR(update(a, N, false, ACC2C_PRESENT), ErrorKind::NotPresent,
                        "name=a at test.f90:30");
  int *d = enter(a, N, ACC2C_MAP_TO, construct());
  a[1] = -2;
  a[2] = -3;
  update(a + 1, 1, true);
  CHECK(d[1] == -2);
  CHECK(d[2] == 3);
  d[5] = 600;
  d[6] = 700;
  update(a + 5, 1, false);
  CHECK(a[5] == 600);
  CHECK(a[6] == 7);
  CHECK(count(a) == 1); // updates change no count
}

// Checklist "declare target enter -> infinite": mapped for the whole run, never removed by exits.
TEST_CASE_METHOD(Omp, "declare target data has an infinite count that exits never remove",
                 "[omp][declare_target]") {
  int *d = static_cast<int *>(rt.ompDeclareTarget(a, sizeof a, at("a", 40)));
  for (int i = 0; i < N; ++i) CHECK(d[i] == i + 1); // initialised from the host
  CHECK(count(a) == kInfiniteCount);
  a[0] = -1;
  CHECK(enter(a, N, ACC2C_MAP_TO, construct()) == d);
  CHECK(d[0] == 1); // never 0 -> 1: not copied
  d[1] = 200;
  exitOnce(a, N, ACC2C_MAP_FROM);
  exitOnce(a, N, ACC2C_MAP_RELEASE);
  exitOnce(a, N, ACC2C_MAP_DELETE);
  CHECK(count(a) == kInfiniteCount);
  CHECK(a[1] == 2); // never reaches 0: not copied
  exitOnce(a, N, ACC2C_MAP_FROM, ACC2C_ALWAYS);
  CHECK(a[1] == 200);
  CHECK(count(a) == kInfiniteCount);
}

// Device kernels (docs/gpu.md): a Fortran module variable's device copy is the
// kernel compiler's (declare target); the shim adopts that storage instead of
// allocating its own, copies the host's value there, and never frees it.
TEST_CASE_METHOD(Omp, "declare target at given device storage adopts it, copied from the host",
                 "[omp][declare_target]") {
  int *dev = static_cast<int *>(rt.deviceMalloc(sizeof a));
  REQUIRE(dev);
  for (int i = 0; i < N; ++i) dev[i] = -5; // the compiler's copy, stale
  CHECK(rt.ompDeclareTargetAt(a, dev, sizeof a, at("a", 45)) == dev);
  for (int i = 0; i < N; ++i) CHECK(dev[i] == i + 1); // the host's value
  CHECK(rt.deviceAddress(a + 2) == dev + 2);
  CHECK(count(a) == kInfiniteCount);
  // Present: a second call changes nothing, the usual declare target too.
  dev[0] = 99;
  CHECK(rt.ompDeclareTargetAt(a, dev, sizeof a, at("a", 46)) == dev);
  CHECK(rt.ompDeclareTarget(a, sizeof a, at("a", 47)) == dev);
  CHECK(dev[0] == 99);
  CHECK(rt.mappingCount() == 1);
  update(a, N, false); // update self reads the adopted storage
  CHECK(a[0] == 99);
  CHECK(rt.ompDisassociate(a)); // not the shim's memory: the caller frees it
  rt.deviceFree(dev, "omp_target_free");
}

// 5.2 18.8 omp_target_associate_ptr / omp_target_disassociate_ptr.
TEST_CASE_METHOD(
    Omp, "associate maps given device memory with an infinite count; disassociate removes it",
    "[omp][associate]") {
  int *dev = static_cast<int *>(rt.deviceMalloc(sizeof a));
  REQUIRE(dev);
  dev[0] = 77;
  CHECK(rt.ompAssociate(a, dev, sizeof a));
  CHECK(rt.deviceAddress(a + 3) == dev + 3);
  CHECK(count(a) == kInfiniteCount);
  CHECK(enter(a, N, ACC2C_MAP_TOFROM, construct()) == dev);
  CHECK(dev[0] == 77); // present: not copied
  exitOnce(a, N, ACC2C_MAP_TOFROM);
  exitOnce(a, N, ACC2C_MAP_DELETE);
  CHECK(rt.isPresent(a, sizeof a));
  CHECK(a[0] == 1);
  // A second buffer for the same host data is refused.
  int *other = static_cast<int *>(rt.deviceMalloc(sizeof a));
  CHECK_FALSE(rt.ompAssociate(a, other, sizeof a));
  CHECK(rt.deviceAddress(a) == dev);
  CHECK(rt.ompDisassociate(a));
  CHECK_FALSE(rt.isPresent(a, sizeof a));
  CHECK(a[0] == 1);                   // nothing copied
  CHECK(dev[0] == 77);                // the memory stays the caller's
  CHECK_FALSE(rt.ompDisassociate(a)); // nothing associated any more
  rt.deviceFree(dev, "omp_target_free");
  rt.deviceFree(other, "omp_target_free");
}

// 5.2 18.8 omp_target_associate_ptr: "Associating the same pair of pointers on the
// same device with the same offset has no effect and returns zero" (success).
TEST_CASE_METHOD(Omp, "associating the same pair again has no effect and succeeds",
                 "[omp][associate]") {
  int *dev = static_cast<int *>(rt.deviceMalloc(sizeof a));
  REQUIRE(rt.ompAssociate(a, dev, sizeof a));
  CHECK(rt.ompAssociate(a, dev, sizeof a));
  CHECK(rt.mappingCount() == 1);
  CHECK(count(a) == kInfiniteCount);
  CHECK(rt.ompDisassociate(a));
  rt.deviceFree(dev, "omp_target_free");
}

// Checklist "Partial presence: libomptarget 'explicit extension not allowed'".
TEST_CASE_METHOD(Omp, "mapping data that extends a present item is an error and changes nothing",
                 "[omp][partial]") {
  enter(a + 4, 4, ACC2C_MAP_TO, construct());
  REQUIRE_RUNTIME_ERROR(enter(a, N, ACC2C_MAP_TO, construct()), ErrorKind::PartialPresence,
                        "name=a at test.f90:10");
  REQUIRE_RUNTIME_ERROR(enter(a + 6, 4, ACC2C_MAP_ALLOC, construct()), ErrorKind::PartialPresence,
                        "name=a");
  REQUIRE_RUNTIME_ERROR(exitOnce(a, N, ACC2C_MAP_FROM), ErrorKind::PartialPresence,
                        "name=a at test.f90:20");
  CHECK(rt.mappingCount() == 1);
  CHECK(count(a + 4) == 1);
  CHECK(rt.checkInvariants().empty());
}

// Zero-length array sections map nothing (5.2 5.8.3): inside a mapping they get its
// device address, otherwise a null address; the count does not change.
TEST_CASE_METHOD(Omp, "zero-length sections map nothing and count nothing", "[omp][zero]") {
  CHECK(enter(a, 0, ACC2C_MAP_TO, construct()) == nullptr);
  CHECK(rt.mappingCount() == 0);
  int *d = enter(a, N, ACC2C_MAP_TO, construct());
  CHECK(enter(a + 3, 0, ACC2C_MAP_TOFROM, construct()) == d + 3);
  exitOnce(a + 3, 0, ACC2C_MAP_DELETE);
  update(a + 3, 0, false, ACC2C_PRESENT);
  CHECK(count(a) == 1);
}
