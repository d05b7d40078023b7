// Every ErrorKind the runtime raises, with the rule that its message names the
// variable (acc2c_src name) and the source position "file:line" of the failing
// action (RuntimeError.h: "Every error names the variable and the source line
// (when the caller knows them) and ends the program with a non-zero exit
// status"), and that a failed action leaves the present table as it was. The
// last test runs the default handler in a child process.
#include "RuntimeFixture.h"

#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <string>

using namespace acc2c::rt;
using namespace acc2c::rt::test;
using Catch::Matchers::Contains;

namespace {

// The mapping holding `h`, or an all-zero view when there is none (a live
// mapping never has both counters 0: invariant I2).
MappingView viewOf(Runtime &rt, const void *h) { return rt.inspect(h).value_or(MappingView{}); }

constexpr int S = ACC2C_STRUCTURED;
constexpr int D = ACC2C_DYNAMIC;
constexpr int SYNC = ACC2C_ASYNC_SYNC;

// The message of the RuntimeError that `f` raises (fails the test if none).
template <typename F> std::pair<ErrorKind, std::string> errorOf(F &&f) {
  try {
    f();
  } catch (const RuntimeError &e) {
    return {e.kind, e.what()};
  }
  FAIL("expected a runtime error");
  return {};
}

// A device without memory: every allocation fails.
class NoMemoryBackend : public DeviceBackend {
  std::unique_ptr<DeviceBackend> host_ = makeHostBackend();

public:
  BackendKind kind() const override { return BackendKind::Host; }
  const char *name() const override { return "no-memory"; }
  void *allocate(const void *, std::size_t, Fill) override { return nullptr; }
  void release(void *d, std::size_t n) override { host_->release(d, n); }
  void *deviceMalloc(std::size_t) override { return nullptr; }
  void copyToDevice(void *d, const void *h, std::size_t n, int q) override {
    host_->copyToDevice(d, h, n, q);
  }
  void copyToHost(void *h, const void *d, std::size_t n, int q) override {
    host_->copyToHost(h, d, n, q);
  }
  void copyDeviceToDevice(void *d, const void *s, std::size_t n, int q) override {
    host_->copyDeviceToDevice(d, s, n, q);
  }
  bool test(int) override { return true; }
  void wait(int) override {}
  void waitAll() override {}
  void order(int, int) override {}
  std::size_t totalMemory() const override { return 0; }
  std::size_t freeMemory() const override { return 0; }
  std::string deviceName() const override { return "no memory"; }
  std::string vendor() const override { return "acc2c tests"; }
  std::string driver() const override { return "none"; }
};

} // namespace

// ---- NotPresent ----------------------------------------------------------------------------

// The message format the brief gives, verbatim.
TEST_CASE_METHOD(HostRuntime, "NotPresent: present clause names the variable and file:line",
                 "[errors]") {
  int a[4];
  acc2c_src src{"a(1:n)", "jacobi.f90", 42};
  auto [kind, msg] =
      errorOf([&] { rt.enter(EnterAction::Present, a, sizeof a, S, 0, SYNC, &src); });
  CHECK(kind == ErrorKind::NotPresent);
  CHECK_THAT(msg,
             Contains("data in present clause not found on device: name=a(1:n) at jacobi.f90:42"));
  CHECK(rt.mappingCount() == 0);
}

TEST_CASE_METHOD(HostRuntime, "An error in a family of operations names the element", "[errors]") {
  // The output's loops over the elements of an array of structures set each
  // index (acc2c_element_index); names without an index are unchanged, and
  // a number no loop set stays as written.
  int a[4];
  acc2c_src src{"b(acc2c_e1, acc2c_e2)%kids(acc2c_e13)%u", "blocks.f90", 7};
  acc2c_element_index(1, -3);
  acc2c_element_index(2, 12);
  auto [kind, msg] =
      errorOf([&] { rt.enter(EnterAction::Present, a, sizeof a, S, 0, SYNC, &src); });
  CHECK(kind == ErrorKind::NotPresent);
  CHECK_THAT(msg, Contains("name=b(-3, 12)%kids(acc2c_e13)%u at blocks.f90:7"));
  acc2c_src plain{"acc2c_ex(1)", "blocks.f90", 8};
  CHECK(describe(&plain) == "name=acc2c_ex(1) at blocks.f90:8");
}

TEST_CASE_METHOD(HostRuntime,
                 "NotPresent: update, use_device and OpenMP present modifier name the variable",
                 "[errors]") {
  int a[4];
  REQUIRE_RUNTIME_ERROR(rt.update(Direction::ToDevice, a, sizeof a, 0, SYNC, at("u(2)", 3)),
                        ErrorKind::NotPresent, "name=u(2) at test.f90:3");
  REQUIRE_RUNTIME_ERROR(rt.update(Direction::ToHost, a, sizeof a, 0, SYNC, at("v", 4)),
                        ErrorKind::NotPresent, "name=v at test.f90:4");
  REQUIRE_RUNTIME_ERROR(rt.useDevice(a, 0, at("w", 5)), ErrorKind::NotPresent,
                        "name=w at test.f90:5");
  REQUIRE_RUNTIME_ERROR(
      rt.ompEnter(a, sizeof a, ACC2C_MAP_TO, ACC2C_PRESENT, rt.newConstruct(), at("x", 6)),
      ErrorKind::NotPresent, "name=x at test.f90:6");
  REQUIRE_RUNTIME_ERROR(
      rt.ompExit(a, sizeof a, ACC2C_MAP_FROM, ACC2C_PRESENT, rt.newConstruct(), at("y", 7)),
      ErrorKind::NotPresent, "name=y at test.f90:7");
  REQUIRE_RUNTIME_ERROR(rt.ompUpdate(a, sizeof a, true, ACC2C_PRESENT, at("z", 8)),
                        ErrorKind::NotPresent, "name=z at test.f90:8");
  CHECK(rt.mappingCount() == 0);
}

// A pointer a region dereferences (acc2c_region_pointer with no section):
// into a mapping it is translated, a device address or null it keeps, and a
// host address outside every mapping is an error; one the body does not
// dereference keeps its value.
TEST_CASE_METHOD(HostRuntime, "NotPresent: a dereferenced pointer into host memory names it",
                 "[errors]") {
  double mapped[4], unmapped[4];
  rt.enter(EnterAction::Copyin, mapped, sizeof mapped, S, 0, SYNC, at("mapped", 1));
  void *device = rt.deviceMalloc(32);
  CHECK(rt.regionPointer(mapped + 1, nullptr, 0, true, at("p", 2)) ==
        static_cast<char *>(rt.deviceAddress(mapped)) + sizeof(double));
  CHECK(rt.regionPointer(device, nullptr, 0, true, at("d", 3)) == device);
  CHECK(rt.regionPointer(nullptr, nullptr, 0, true, at("n", 4)) == nullptr);
  CHECK(rt.regionPointer(unmapped, nullptr, 0, false, at("q", 5)) == unmapped);
  REQUIRE_RUNTIME_ERROR(rt.regionPointer(unmapped, nullptr, 0, true, at("q", 6)),
                        ErrorKind::NotPresent,
                        "a pointer the compute region dereferences points to host memory that is "
                        "not present on the device");
  REQUIRE_RUNTIME_ERROR(rt.regionPointer(unmapped, nullptr, 0, true, at("q", 7)),
                        ErrorKind::NotPresent, "name=q at test.f90:7");
  rt.deviceFree(device, "test");
}

// A section the translator inferred from a region's loops
// (acc2c_inferred_bytes): mapped where its first byte is absent, not where
// it is present (the region uses the program's mapping), which must then
// hold all of it; a negative length maps nothing.
TEST_CASE_METHOD(HostRuntime, "An inferred section maps only data that is absent", "[errors]") {
  double mapped[8], unmapped[8];
  rt.enter(EnterAction::Copyin, mapped, 4 * sizeof(double), D, 0, SYNC, at("mapped", 1));
  CHECK(rt.inferredBytes(unmapped, sizeof unmapped, at("u[0:8]", 2)) == sizeof unmapped);
  CHECK(rt.inferredBytes(mapped, 4 * sizeof(double), at("m[0:4]", 3)) == 0);
  CHECK(rt.inferredBytes(mapped + 1, 2 * sizeof(double), at("m[1:2]", 4)) == 0);
  CHECK(rt.inferredBytes(unmapped, std::size_t(-8), at("u[0:-1]", 5)) == 0);
  CHECK(rt.inferredBytes(nullptr, 8, at("n[0:1]", 6)) == 0);
  REQUIRE_RUNTIME_ERROR(rt.inferredBytes(mapped, sizeof mapped, at("m[0:8]", 7)),
                        ErrorKind::PartialPresence, "name=m[0:8] at test.f90:7");
  CHECK(viewOf(rt, mapped).dynamic == 1);
}

// ---- PartialPresence
// -----------------------------------------------------------------------------

TEST_CASE_METHOD(HostRuntime,
                 "PartialPresence names the variable and file:line at entry, exit and update",
                 "[errors]") {
  int a[16];
  rt.enter(EnterAction::Copyin, a, 8 * sizeof(int), D, 0, SYNC, at("a(1:8)", 1));
  REQUIRE_RUNTIME_ERROR(rt.enter(EnterAction::Copyin, a, sizeof a, S, 0, SYNC, at("a(1:16)", 9)),
                        ErrorKind::PartialPresence, "name=a(1:16) at test.f90:9");
  REQUIRE_RUNTIME_ERROR(
      rt.exit(ExitAction::Copyout, a + 4, 8 * sizeof(int), D, 0, SYNC, at("a(5:12)", 10)),
      ErrorKind::PartialPresence, "name=a(5:12) at test.f90:10");
  REQUIRE_RUNTIME_ERROR(
      rt.update(Direction::ToHost, a + 4, 8 * sizeof(int), 0, SYNC, at("a(5:12)", 11)),
      ErrorKind::PartialPresence, "name=a(5:12) at test.f90:11");
  REQUIRE_RUNTIME_ERROR(
      rt.ompEnter(a, sizeof a, ACC2C_MAP_TO, 0, rt.newConstruct(), at("a[0:16]", 12)),
      ErrorKind::PartialPresence, "name=a[0:16] at test.f90:12");
  CHECK(rt.mappingCount() == 1);
  CHECK(viewOf(rt, a).dynamic == 1);
}

// ---- CounterUnderflow
// ------------------------------------------------------------------------------

TEST_CASE_METHOD(HostRuntime, "CounterUnderflow names the variable and file:line", "[errors]") {
  int a[4], b[4];
  REQUIRE_RUNTIME_ERROR(rt.exit(ExitAction::Copyout, a, sizeof a, S, 0, SYNC, at("a", 13)),
                        ErrorKind::CounterUnderflow, "name=a at test.f90:13");
  rt.enter(EnterAction::Create, b, sizeof b, D, 0, SYNC, at("b", 14));
  REQUIRE_RUNTIME_ERROR(rt.exit(ExitAction::Delete, b, sizeof b, S, 0, SYNC, at("b", 15)),
                        ErrorKind::CounterUnderflow, "name=b at test.f90:15");
  CHECK(viewOf(rt, b).dynamic == 1);
  CHECK(viewOf(rt, b).structured == 0);
}

// ---- acc_map_data family: AlreadyMapped, NotMapped, UnmapStructured, FreeOfMapped
// -------------------

TEST_CASE_METHOD(HostRuntime, "AlreadyMapped and NotMapped name the variable and file:line",
                 "[errors]") {
  int a[4];
  void *dev = rt.deviceMalloc(sizeof a);
  rt.enter(EnterAction::Copyin, a, sizeof a, D, 0, SYNC, at("a", 16));
  REQUIRE_RUNTIME_ERROR(rt.mapData(a, dev, sizeof a, at("a", 17)), ErrorKind::AlreadyMapped,
                        "name=a at test.f90:17");
  REQUIRE_RUNTIME_ERROR(rt.unmapData(a, at("a", 18)), ErrorKind::NotMapped,
                        "name=a at test.f90:18");
  CHECK(viewOf(rt, a).dynamic == 1);
  rt.deviceFree(dev, "acc_free");
}

// The failing call is the acc_unmap_data at line 20: its position must be named.
TEST_CASE_METHOD(HostRuntime, "UnmapStructured names the variable and the file:line of the unmap",
                 "[errors]") {
  int a[4];
  void *dev = rt.deviceMalloc(sizeof a);
  rt.mapData(a, dev, sizeof a, at("buf", 19));
  rt.enter(EnterAction::Present, a, sizeof a, S, 0, SYNC, at("buf", 19));
  auto [kind, msg] = errorOf([&] { rt.unmapData(a, at("buf", 20)); });
  CHECK(kind == ErrorKind::UnmapStructured);
  CHECK_THAT(msg, Contains("name=buf"));
  CHECK_THAT(msg, Contains("test.f90:20"));
  CHECK(rt.isPresent(a, sizeof a));
  rt.exit(ExitAction::Delete, a, sizeof a, S, 0, SYNC, at("buf", 21));
  rt.unmapData(a, at("buf", 22));
  rt.deviceFree(dev, "acc_free");
}

// acc_free has no source position: the message names the routine and the mapped variable.
TEST_CASE_METHOD(HostRuntime, "FreeOfMapped names the routine and the mapped variable",
                 "[errors]") {
  int a[4];
  void *dev = rt.deviceMalloc(sizeof a);
  rt.mapData(a, dev, sizeof a, at("buf", 23));
  auto [kind, msg] = errorOf([&] { rt.deviceFree(dev, "acc_free"); });
  CHECK(kind == ErrorKind::FreeOfMapped);
  CHECK_THAT(msg, Contains("acc_free"));
  CHECK_THAT(msg, Contains("name=buf"));
  CHECK_THAT(msg, Contains("test.f90:23"));
  CHECK(rt.isPresent(a, sizeof a));
  rt.unmapData(a, at("buf", 24));
  rt.deviceFree(dev, "acc_free");
}

// ---- InvalidArgument
// ---------------------------------------------------------------------------------

TEST_CASE_METHOD(HostRuntime,
                 "InvalidArgument: a malformed descriptor names the variable and file:line",
                 "[errors]") {
  alignas(8) unsigned char desc[64] = {};
  double target = 0;
  double *base = &target; // an associated pointer: its rank must be valid
  std::memcpy(desc, &base, sizeof base);
  desc[28] = 20; // gfortran rank byte beyond the maximum rank 15
  rt.enter(EnterAction::Copyin, desc, sizeof desc, D, 0, SYNC, at("d", 25));
  REQUIRE_RUNTIME_ERROR(rt.attach(desc, ACC2C_SLOT_GFORTRAN, 0, 4, SYNC, at("d%p", 26)),
                        ErrorKind::InvalidArgument, "name=d%p at test.f90:26");
  REQUIRE_RUNTIME_ERROR(rt.detach(desc, ACC2C_SLOT_GFORTRAN, 0, SYNC, at("d%p", 27)),
                        ErrorKind::InvalidArgument, "name=d%p at test.f90:27");
  CHECK(rt.attachCount(desc) == 0);
}

// A section whose length the program computed negative (a[0:m], m = -2)
// arrives as a size near 2^64: an error naming it, never an allocation that
// wraps (it segfaulted in the allocator's memset).
TEST_CASE_METHOD(HostRuntime, "InvalidArgument: a negative or impossible length names the variable",
                 "[errors]") {
  double a[8];
  std::size_t negative = std::size_t(-2) * sizeof(double);
  REQUIRE_RUNTIME_ERROR(rt.enter(EnterAction::Copyin, a, negative, D, 0, SYNC, at("a[0:m]", 40)),
                        ErrorKind::InvalidArgument, "name=a[0:m] at test.f90:40");
  REQUIRE_RUNTIME_ERROR(rt.enter(EnterAction::Create, a, negative, S, 0, SYNC, at("a[0:m]", 41)),
                        ErrorKind::InvalidArgument, "negative or impossible length");
  REQUIRE_RUNTIME_ERROR(
      rt.ompEnter(a, negative, ACC2C_MAP_TO, 0, rt.newConstruct(), at("a[0:m]", 42)),
      ErrorKind::InvalidArgument, "name=a[0:m] at test.f90:42");
  REQUIRE_RUNTIME_ERROR(rt.update(Direction::ToHost, a, negative, 0, SYNC, at("a[0:m]", 43)),
                        ErrorKind::InvalidArgument, "name=a[0:m] at test.f90:43");
  CHECK(rt.mappingCount() == 0);
  CHECK(rt.deviceMalloc(std::size_t(-8)) == nullptr); // acc_malloc: NULL, as out of memory
}

// A disassociated descriptor may hold garbage beyond base_addr (gfortran's
// NULLIFY of a component sets only base_addr): it is a null pointer, not an error.
TEST_CASE_METHOD(HostRuntime, "a null descriptor with a garbage rank is a null pointer",
                 "[errors]") {
  alignas(8) unsigned char desc[64];
  std::memset(desc, 0xAB, sizeof desc);
  std::memset(desc, 0, 8); // base_addr = NULL
  rt.enter(EnterAction::Copyin, desc, sizeof desc, D, 0, SYNC, at("d", 30));
  rt.attach(desc, ACC2C_SLOT_GFORTRAN, 0, 4, SYNC, at("d%p", 31)); // no target: no action
  rt.detach(desc, ACC2C_SLOT_GFORTRAN, 0, SYNC, at("d%p", 32));
  rt.copySlot(desc, ACC2C_SLOT_GFORTRAN, at("d%p", 33));
  rt.checkAttached(desc, ACC2C_SLOT_GFORTRAN, at("d%p", 34));
  CHECK(rt.attachCount(desc) == 0);
}

// acc_map_data with zero bytes is malformed; the call carries a position, so it is named.
TEST_CASE_METHOD(HostRuntime,
                 "InvalidArgument: map_data of zero bytes names the variable and file:line",
                 "[errors]") {
  int a[4];
  void *dev = rt.deviceMalloc(sizeof a);
  auto [kind, msg] = errorOf([&] { rt.mapData(a, dev, 0, at("a", 28)); });
  CHECK(kind == ErrorKind::InvalidArgument);
  CHECK_THAT(msg, Contains("name=a at test.f90:28"));
  CHECK(rt.mappingCount() == 0);
  rt.deviceFree(dev, "acc_free");
}

// API calls without a position name the routine.
TEST_CASE_METHOD(HostRuntime,
                 "InvalidArgument: freeing an unknown address or switching device while mapped",
                 "[errors]") {
  int a[4];
  REQUIRE_RUNTIME_ERROR(rt.deviceFree(a, "acc_free"), ErrorKind::InvalidArgument, "acc_free");
  rt.enter(EnterAction::Copyin, a, sizeof a, D, 0, SYNC, at("a", 29));
  REQUIRE_RUNTIME_ERROR(rt.switchBackend(makeHostSharedBackend()), ErrorKind::InvalidArgument,
                        "mapped");
  CHECK(rt.backend().kind() == BackendKind::Host);
  CHECK(viewOf(rt, a).dynamic == 1);
}

// ---- Unsupported
// ------------------------------------------------------------------------------------

TEST_CASE_METHOD(HostRuntime,
                 "Unsupported: Fortran acc_attach of a target no known pointer points at",
                 "[errors]") {
  int target[4];
  REQUIRE_RUNTIME_ERROR(rt.attachByTarget(target, SYNC), ErrorKind::Unsupported, "acc_attach");
  CHECK(rt.mappingCount() == 0);
}

// ---- Backend
// ------------------------------------------------------------------------------------------

TEST_CASE("Backend: out of device memory names the variable and file:line", "[errors]") {
  ThrowingErrors throwing;
  Runtime rt{std::make_unique<NoMemoryBackend>()};
  double big[32];
  REQUIRE_RUNTIME_ERROR(rt.enter(EnterAction::Copyin, big, sizeof big, S, 0, SYNC, at("big", 30)),
                        ErrorKind::Backend, "name=big at test.f90:30");
  REQUIRE_RUNTIME_ERROR(
      rt.ompEnter(big, sizeof big, ACC2C_MAP_TO, 0, rt.newConstruct(), at("big", 31)),
      ErrorKind::Backend, "name=big at test.f90:31");
  CHECK(rt.mappingCount() == 0);
}

// ---- partly known positions
// -------------------------------------------------------------------------

// acc2c_src fields may be NULL/0 (acc2c_runtime.h): the message says what is known.
TEST_CASE_METHOD(HostRuntime,
                 "errors with a partly known or unknown position still name what is known",
                 "[errors]") {
  int a[4];
  acc2c_src nameOnly{"a", nullptr, 0};
  REQUIRE_RUNTIME_ERROR(rt.enter(EnterAction::Present, a, sizeof a, S, 0, SYNC, &nameOnly),
                        ErrorKind::NotPresent, "name=a");
  acc2c_src noLine{"a", "m.f90", 0};
  REQUIRE_RUNTIME_ERROR(rt.enter(EnterAction::Present, a, sizeof a, S, 0, SYNC, &noLine),
                        ErrorKind::NotPresent, "name=a at m.f90");
  REQUIRE_RUNTIME_ERROR(rt.enter(EnterAction::Present, a, sizeof a, S, 0, SYNC, nullptr),
                        ErrorKind::NotPresent, "not found on device");
}

// ---- the default handler
// ----------------------------------------------------------------------------

// RuntimeError.h: the default handler prints "acc2c: runtime error: <message>" and exits(1).
TEST_CASE("the default error handler prints the message on stderr and exits with status 1",
          "[errors][default]") {
  int fds[2];
  REQUIRE(pipe(fds) == 0);
  std::fflush(nullptr); // the child must not flush our buffers again
  pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) { // child: default handler, one not-present error
    close(fds[0]);
    dup2(fds[1], STDERR_FILENO);
    close(fds[1]);
    try {
      setErrorHandler(nullptr); // null restores the default handler
      Runtime rt{makeHostBackend()};
      int a[4];
      acc2c_src src{"a(1:n)", "jacobi.f90", 42};
      rt.enter(EnterAction::Present, a, sizeof a, S, 0, SYNC, &src);
    } catch (...) {
      _exit(3);
    }
    _exit(4); // the handler returned: wrong
  }
  close(fds[1]);
  std::string err;
  char buf[512];
  for (ssize_t n; (n = read(fds[0], buf, sizeof buf)) > 0;) err.append(buf, std::size_t(n));
  close(fds[0]);
  int status = 0;
  REQUIRE(waitpid(pid, &status, 0) == pid);
  REQUIRE(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 1);
  CHECK_THAT(err, Contains("acc2c: runtime error: data in present clause not found on device: "
                           "name=a(1:n) at jacobi.f90:42"));
}
