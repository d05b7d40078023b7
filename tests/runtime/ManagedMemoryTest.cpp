// Managed memory (-gpu=managed; runtime_shim/src/ManagedHeap.h): the heap's
// invariants M1-M2, the allocation functions a program linked with --wrap
// calls, and the runtime's rules for data in managed memory — its own device
// copy, so clauses count references and copy nothing, and a region may use it
// unmapped — next to data outside it, which keeps a device copy of its own.
#include "ManagedHeap.h"
#include "RuntimeFixture.h"

#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstring>

extern "C" {
void *__wrap_malloc(std::size_t);
void *__wrap_calloc(std::size_t, std::size_t);
void *__wrap_realloc(void *, std::size_t);
void __wrap_free(void *);
void *__wrap_aligned_alloc(std::size_t, std::size_t);
int __wrap_posix_memalign(void **, std::size_t, std::size_t);
}

using namespace acc2c::rt;
using namespace acc2c::rt::test;

namespace {

constexpr int S = ACC2C_STRUCTURED;
constexpr int D = ACC2C_DYNAMIC;
constexpr int SYNC = ACC2C_ASYNC_SYNC;

std::uintptr_t addr(const void *p) { return reinterpret_cast<std::uintptr_t>(p); }

// A heap of plain host memory that counts its calls.
int allocations = 0, releases = 0;
void *countingAllocate(std::size_t bytes, std::size_t alignment) {
  ++allocations;
  void *p = nullptr;
  return posix_memalign(&p, alignment < sizeof(void *) ? sizeof(void *) : alignment, bytes) == 0
             ? p
             : nullptr;
}
void countingRelease(void *p) {
  ++releases;
  std::free(p);
}

// n doubles of managed memory from the program's heap, freed at the end.
struct ManagedArray {
  explicit ManagedArray(int n) : n(n) {
    p = static_cast<double *>(__wrap_malloc(n * sizeof(double)));
    for (int i = 0; i < n; ++i) p[i] = i + 1;
  }
  ~ManagedArray() { __wrap_free(p); }
  std::size_t bytes() const { return n * sizeof(double); }
  int n;
  double *p;
};

} // namespace

TEST_CASE("a managed heap knows its blocks, and only their first addresses free them",
          "[managed][heap]") {
  allocations = releases = 0;
  ManagedHeap heap({"counting", countingAllocate, countingRelease});
  char *a = static_cast<char *>(heap.allocate(100, 16));
  char *b = static_cast<char *>(heap.allocate(0, 16)); // malloc(0): a block of its own
  REQUIRE(a);
  REQUIRE(b);
  CHECK(a != b);
  CHECK(heap.blockCount() == 2);
  CHECK(heap.sizeOf(a) == std::size_t{100});
  CHECK(heap.contains(addr(a), 100));
  CHECK(heap.contains(addr(a + 99), 1));
  CHECK(heap.contains(addr(a + 50), 0));
  CHECK_FALSE(heap.contains(addr(a + 50), 51)); // runs past the block
  CHECK_FALSE(heap.contains(addr(a + 100), 1));
  CHECK_FALSE(heap.sizeOf(a + 1).has_value()); // M2: inside is not a block
  CHECK_FALSE(heap.release(a + 1));
  int local = 0;
  CHECK_FALSE(heap.release(&local)); // memory from elsewhere
  CHECK(heap.release(a));
  CHECK_FALSE(heap.contains(addr(a), 1));
  CHECK_FALSE(heap.release(a)); // once only
  CHECK(heap.release(b));
  CHECK(heap.blockCount() == 0);
  CHECK(allocations == 2);
  CHECK(releases == 2);
  void *aligned = heap.allocate(10, 4096);
  CHECK(addr(aligned) % 4096 == 0);
  CHECK(heap.release(aligned));
}

TEST_CASE("the wrapped allocation functions keep the C library's contracts", "[managed][wrap]") {
  auto *p = static_cast<int *>(__wrap_malloc(4 * sizeof(int)));
  REQUIRE(p);
  CHECK(addr(p) % alignof(std::max_align_t) == 0);
  CHECK(inManagedMemory(addr(p), 4 * sizeof(int)));
  for (int i = 0; i < 4; ++i) p[i] = i + 10;
  p = static_cast<int *>(__wrap_realloc(p, 1000 * sizeof(int))); // grows: values kept
  REQUIRE(p);
  CHECK(p[0] == 10);
  CHECK(p[3] == 13);
  CHECK(inManagedMemory(addr(p), 1000 * sizeof(int)));
  CHECK(__wrap_realloc(p, 0) == nullptr); // as glibc: frees it
  CHECK_FALSE(inManagedMemory(addr(p), 1));

  auto *z = static_cast<long *>(__wrap_calloc(8, sizeof(long)));
  REQUIRE(z);
  for (int i = 0; i < 8; ++i) CHECK(z[i] == 0);
  errno = 0;
  CHECK(__wrap_calloc(SIZE_MAX / 2, 4) == nullptr); // count * size overflows
  CHECK(errno == ENOMEM);
  __wrap_free(z);

  void *q = nullptr;
  CHECK(__wrap_posix_memalign(&q, 256, 10) == 0);
  CHECK(addr(q) % 256 == 0);
  CHECK(inManagedMemory(addr(q), 10));
  __wrap_free(q);
  CHECK(__wrap_posix_memalign(&q, 24, 10) == EINVAL);
  void *r = __wrap_aligned_alloc(128, 256);
  CHECK(addr(r) % 128 == 0);
  __wrap_free(r);
  CHECK(__wrap_aligned_alloc(3, 9) == nullptr);

  // Memory from the C library itself (a library's malloc, strdup) stays its own.
  void *libc = std::malloc(32);
  CHECK_FALSE(inManagedMemory(addr(libc), 1));
  libc = __wrap_realloc(libc, 64);
  CHECK_FALSE(inManagedMemory(addr(libc), 1));
  __wrap_free(libc);
  __wrap_free(nullptr);
}

TEST_CASE_METHOD(HostRuntime, "data clauses on managed data count references and copy nothing",
                 "[managed][acc]") {
  ManagedArray m(8);
  auto *d =
      static_cast<double *>(rt.enter(EnterAction::Copyin, m.p, m.bytes(), S, 0, SYNC, at("m", 3)));
  CHECK(d == m.p); // its own device copy
  m.p[0] = 42;     // so a host write is a device write
  CHECK(d[0] == 42);
  CHECK(rt.enter(EnterAction::Present, m.p + 2, 2 * sizeof(double), D, 0, SYNC, at("m", 4)) ==
        m.p + 2);
  std::optional<MappingView> v = rt.inspect(m.p);
  REQUIRE(v);
  CHECK(v->structured == 1);
  CHECK(v->dynamic == 1);
  rt.update(Direction::ToHost, m.p, m.bytes(), 0, SYNC, at("m", 5)); // nothing to move
  CHECK(m.p[0] == 42);
  rt.exit(ExitAction::Delete, m.p, m.bytes(), D, 0, SYNC, at("m", 6));
  rt.exit(ExitAction::Copyout, m.p, m.bytes(), S, 0, SYNC, at("m", 7));
  CHECK(rt.mappingCount() == 0);
  CHECK(m.p[0] == 42); // not released: it is the program's memory
  CHECK(rt.checkInvariants().empty());

  ManagedArray z(4);
  rt.enter(EnterAction::Create, z.p, z.bytes(), S, ACC2C_ZERO, SYNC, at("z", 8));
  CHECK(z.p[3] == 0); // create(zero:) zeroes the device copy, which is the data
  rt.exit(ExitAction::Delete, z.p, z.bytes(), S, 0, SYNC, at("z", 9));
}

TEST_CASE_METHOD(HostRuntime, "unmapped managed data is present to clauses, regions and updates",
                 "[managed][acc]") {
  ManagedArray m(8);
  CHECK(rt.regionData(m.p, m.bytes(), at("m", 10)) == m.p);
  CHECK(rt.regionPointer(m.p, nullptr, 0, true, at("m", 11)) == m.p);
  CHECK(rt.regionPointer(m.p, m.p + 1, 3 * sizeof(double), true, at("m", 12)) == m.p);
  rt.update(Direction::ToDevice, m.p, m.bytes(), 0, SYNC, at("m", 13));
  CHECK(rt.useDevice(m.p, 0, at("m", 14)) == m.p);
  CHECK(rt.enter(EnterAction::Present, m.p, 0, S, 0, SYNC, at("m", 15)) == m.p); // present(p)
  // The API answers as the clauses do: present, its own device address.
  CHECK(rt.isPresent(m.p + 2, 3 * sizeof(double)));
  CHECK(rt.deviceAddress(m.p + 2) == m.p + 2);
  CHECK(rt.hostAddress(m.p + 2) == m.p + 2);
  double value = 0;
  rt.regionValue(&value, m.p + 4, sizeof value, at("m", 18));
  CHECK(value == 5);
  CHECK(rt.mappingCount() == 0);
  // present maps it from here on, so that its exit has a count to take.
  CHECK(rt.enter(EnterAction::Present, m.p, m.bytes(), S, 0, SYNC, at("m", 16)) == m.p);
  CHECK(rt.mappingCount() == 1);
  rt.exit(ExitAction::Delete, m.p, m.bytes(), S, 0, SYNC, at("m", 17));
  CHECK(rt.mappingCount() == 0);
}

TEST_CASE_METHOD(HostRuntime, "data outside managed memory keeps a device copy of its own",
                 "[managed][acc]") {
  ManagedArray m(4); // the program's heap exists, the rest is not in it
  double host[4] = {1, 2, 3, 4};
  auto *d = static_cast<double *>(
      rt.enter(EnterAction::Copyin, host, sizeof host, S, 0, SYNC, at("host", 20)));
  CHECK(d != host);
  d[0] = 9;
  rt.exit(ExitAction::Copyout, host, sizeof host, S, 0, SYNC, at("host", 21));
  CHECK(host[0] == 9);
  REQUIRE_RUNTIME_ERROR(rt.regionPointer(host, nullptr, 0, true, at("host", 22)),
                        ErrorKind::NotPresent, "build it with -gpu=managed");
  REQUIRE_RUNTIME_ERROR(rt.regionData(host, sizeof host, at("host", 23)), ErrorKind::NotPresent,
                        "name=host at test.f90:23");
  CHECK_FALSE(rt.isPresent(host, sizeof host));
  CHECK(rt.deviceAddress(host) == nullptr);
  // A section running past the end of a managed block is not managed data.
  CHECK_FALSE(rt.isPresent(m.p + 2, 4 * sizeof(double)));
  REQUIRE_RUNTIME_ERROR(
      rt.enter(EnterAction::Present, m.p + 2, 4 * sizeof(double), S, 0, SYNC, at("m", 24)),
      ErrorKind::NotPresent, "name=m at test.f90:24");
}

TEST_CASE_METHOD(HostRuntime, "attach: managed pointers see managed targets as they are",
                 "[managed][attach]") {
  struct Node {
    double *p;
  };
  ManagedArray target(4);
  // A pointer outside managed memory to managed data: its device copy gets
  // the target's device address, which is the target itself.
  Node local{target.p};
  auto *dn = static_cast<Node *>(
      rt.enter(EnterAction::Copyin, &local, sizeof local, S, 0, SYNC, at("local", 30)));
  rt.enter(EnterAction::Copyin, target.p, target.bytes(), S, 0, SYNC, at("target", 30));
  rt.attach(&local.p, ACC2C_SLOT_POINTER, 0, target.bytes(), SYNC, at("local%p", 30));
  CHECK(dn->p == target.p);
  rt.checkAttached(&local.p, ACC2C_SLOT_POINTER, at("local%p", 31));
  // Unattached, a device copy holding a managed address is fine too.
  rt.detach(&local.p, ACC2C_SLOT_POINTER, 0, SYNC, at("local%p", 32));
  rt.checkAttached(&local.p, ACC2C_SLOT_POINTER, at("local%p", 33));
  rt.exit(ExitAction::Delete, target.p, target.bytes(), S, 0, SYNC, at("target", 34));
  rt.exit(ExitAction::Delete, &local, sizeof local, S, 0, SYNC, at("local", 34));

  // A pointer in managed memory to data with a device copy of its own: the
  // device cannot see that copy through it without the host seeing it too.
  auto *node = static_cast<Node *>(__wrap_malloc(sizeof(Node)));
  double separate[4] = {};
  node->p = separate;
  rt.enter(EnterAction::Copyin, node, sizeof *node, S, 0, SYNC, at("node", 40));
  rt.enter(EnterAction::Copyin, separate, sizeof separate, S, 0, SYNC, at("separate", 40));
  REQUIRE_RUNTIME_ERROR(
      rt.attach(&node->p, ACC2C_SLOT_POINTER, 0, sizeof separate, SYNC, at("node%p", 41)),
      ErrorKind::Unsupported, "name=node%p");
  CHECK(node->p == separate); // the host's pointer is untouched
  rt.exit(ExitAction::Delete, separate, sizeof separate, S, 0, SYNC, at("separate", 42));
  rt.exit(ExitAction::Delete, node, sizeof *node, S, 0, SYNC, at("node", 42));
  CHECK(rt.checkInvariants().empty());
  __wrap_free(node);
}
