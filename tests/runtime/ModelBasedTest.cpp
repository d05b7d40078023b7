// Model-based randomized test of acc2c::rt::Runtime.
//
// Many seeded random sequences of data actions run against a fresh Runtime on
// the host backend, once with its queues completing at once and once with
// them held until the program waits (ACC2C_ASYNC=deferred, DeferredQueues.h),
// AND against a small reference model written from the rules
// (docs: /work/shared/notes/runtime-semantics-checklist.md and the runtime's
// documented decisions), not from Runtime.cpp. After every step the test
// compares everything observable: the host data, presence, host range and both
// counters of every mapping (rt.inspect at every 4-byte unit of the host
// data), the device contents of every mapping (read through the device
// address), attach counters, the mapping count and rt.checkInvariants(). An
// error the model expects must be raised with the right ErrorKind; an action
// the model accepts must not raise.
//
// Environment:
//   ACC2C_MODEL_SEQUENCES=<n>  number of sequences (default 100000); sanitizer
//                              builds use fewer. The deferred queues run a
//                              fifth of them (the same first seeds): every
//                              wait hands work to a worker thread.
//   ACC2C_MODEL_DEFERRED_SEQUENCES=<n>  that number instead.
//   ACC2C_MODEL_SEED=<n>       replay the one sequence with seed n and print its
//                              op log.
// On a divergence the test fails with the seed, the step, the op log of the
// sequence up to that step and a shrunk sequence that still diverges. In the
// log, X[a:b) is the byte range [a, b) of variable X.
//
// The rules the model implements (see Model below):
//  - copyin/create of absent data maps it with the named counter 1 (copyin
//    copies, create leaves 0xFF bytes, or zeros with ACC2C_ZERO); present
//    data: the named counter goes up, nothing else; present of absent data:
//    NotPresent; no_create of absent data: nothing (returns the host address).
//  - Structured exit: structured - 1; structured already 0 (or absent):
//    CounterUnderflow unless ACC2C_NO_CREATE. Dynamic exit: absent, dynamic 0
//    or infinite: nothing; else finalize -> 0, otherwise - 1. ACC2C_DEALLOCATE
//    (before a DEALLOCATE of declared data): the mapping goes whatever its
//    counters, except acc_map_data's; absent: nothing. Both counters 0:
//    copyout copies the exit's range to the host, the mapping goes away (with
//    the attachments of its pointer slots).
//  - A range that overlaps a mapping without lying inside it: PartialPresence
//    (every action), and nothing changes. Any failed action changes nothing.
//  - update of absent data: NotPresent unless ACC2C_IF_PRESENT.
//  - Copies to the device keep the device value attach wrote into attached
//    slots; copies to the host keep the host's values of attached slots.
//  - attach: slot absent, pointer null or target absent: nothing; same host
//    value (whole descriptor) as at the last attach with count > 0: count + 1;
//    else the device copy gets the target's device address, count = 1.
//    detach: absent or count 0: nothing; finalize -> 0 else - 1; at 0 the
//    device copy gets the host's current value. An invalid descriptor (rank
//    outside 0..15): InvalidArgument.
//  - acc_map_data of data overlapping a mapping: AlreadyMapped; otherwise
//    mapped with an infinite dynamic counter that no exit changes.
//    acc_unmap_data: NotMapped unless it names the start of an acc_map_data
//    mapping; UnmapStructured while its structured counter is not 0.
//    acc_free of an address inside a mapping's device memory: FreeOfMapped.
//  - OpenMP: one count, the dynamic counter. A construct instance (the entry
//    maps, or the exit maps, of one execution of a construct; translator
//    order: acc2c_omp_construct, maps, acc2c_omp_construct_end) increments a
//    mapping at most once and decrements it at most once. to/tofrom copy when
//    the data becomes present (a new mapping) or with `always`; from/tofrom
//    copy when the data stops being present (both counters reach 0) or with
//    `always`; delete sets the count to 0; the present modifier makes absent
//    data NotPresent, otherwise an exit or update of absent data does nothing.
//  - Async (OpenACC 3.3 2.16): the copies of copyin, copyout and update, and
//    the device pointer values attach and detach write, go on the action's
//    queue; bookkeeping (counters, presence, errors, what attach decides from
//    the host pointer) happens at issue. Work on one queue is ordered; work
//    on different queues, and work and the host, only as waits order it. Work
//    may run any time before the wait that covers it: wait(q), wait all,
//    acc_async_test then a wait, acc_wait_async(on) into q (q's later work
//    follows on's work so far) and, acc2c's documented decision, a compute
//    region on q (its body runs on the host after q's earlier work). So the
//    model applies pending work at that wait, and a byte it moves whose other
//    accesses are not all ordered with it (a race) becomes unknown until it is
//    written again. async without a number and acc_async_default are the
//    default queue. The test compares only known bytes that no pending work
//    writes; a deferred runtime must also report pending work as not done.
//
// Host data (one arena, so pointer slots can point into the arrays):
//   A  int32[6]   bytes   0.. 24   (sub-ranges at 4-byte granularity)
//   B  int32[8]   bytes  24.. 56
//   C  double[4]  bytes  56.. 88   (8-byte granularity)
//   S1 struct { int64 tag; int32 *p; int32 *q; int64 tag2; }        88..120
//   S2 struct { int64 tag; gfortran descriptor (rank 1) d; double *r; } 120..200
// Pointer slots S1.p, S1.q, S2.r (8 bytes) and S2.d (64 bytes, base_addr
// first) point at elements of A, B, C or are null.
#include "DeferredQueues.h"
#include "RuntimeFixture.h"

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

using namespace acc2c::rt;
using acc2c::rt::test::ForwardingBackend;
using acc2c::rt::test::ThrowingErrors;

namespace {

// ============================================================================
// Host data layout
// ============================================================================

constexpr std::size_t kDataBytes = 200; // the buffers
// A descriptor's size follows its rank byte, which a copy from uninitialised
// device memory can change: the padding keeps the largest one (rank 15) at
// S2.d inside the arena.
constexpr std::size_t kArenaBytes = 128 + 40 + 24 * 15;
alignas(64) unsigned char gArena[kArenaBytes];

struct BufferDef {
  const char *name;
  std::size_t off, bytes, unit; // unit: granularity of the sub-ranges used
  std::size_t elem;             // element size of an array; 0 for a struct
};
constexpr BufferDef kBuffers[] = {
    {"A", 0, 24, 4, 4},   {"B", 24, 32, 4, 4},   {"C", 56, 32, 8, 8},
    {"S1", 88, 32, 8, 0}, {"S2", 120, 80, 8, 0},
};
constexpr int kNumBuffers = sizeof kBuffers / sizeof kBuffers[0];

struct SlotDef {
  const char *name;
  std::size_t off;
  int layout;
  std::size_t size;
};
constexpr SlotDef kSlots[] = {
    {"S1.p", 96, ACC2C_SLOT_POINTER, 8},
    {"S1.q", 104, ACC2C_SLOT_POINTER, 8},
    {"S2.d", 128, ACC2C_SLOT_GFORTRAN, 64}, // 40 + 24*rank, rank 1 initially
    {"S2.r", 192, ACC2C_SLOT_POINTER, 8},
};
constexpr int kNumSlots = sizeof kSlots / sizeof kSlots[0];

// Host bytes the test writes as plain data (not pointers, not the descriptor's
// dtype, whose rank byte decides the descriptor's size).
bool plainDataUnit(std::size_t off) {
  if (off < 88) return true;                              // A, B, C
  if (off < 96 || (off >= 112 && off < 128)) return true; // S1.tag, S1.tag2, S2.tag
  if (off >= 136 && off < 144) return true;               // S2.d offset
  if (off >= 160 && off < 192) return true;               // S2.d span, dim[0]
  return false;
}

const BufferDef &bufferOf(std::size_t off) {
  static const BufferDef padding{"padding", kDataBytes, kArenaBytes - kDataBytes, 4, 1};
  for (const BufferDef &b : kBuffers)
    if (off >= b.off && off < b.off + b.bytes) return b;
  return padding;
}

std::string rangeName(std::size_t lo, std::size_t hi) {
  const BufferDef &b = bufferOf(lo);
  char s[64];
  if (lo == b.off && hi == b.off + b.bytes)
    std::snprintf(s, sizeof s, "%s", b.name);
  else
    std::snprintf(s, sizeof s, "%s[%zu:%zu)", b.name, lo - b.off, hi - b.off);
  return s;
}

std::string targetName(long target) {
  if (target < 0) return "null";
  const BufferDef &b = bufferOf(std::size_t(target));
  char s[48];
  std::snprintf(s, sizeof s, "&%s[%zu]", b.name, (std::size_t(target) - b.off) / b.elem);
  return s;
}

std::uintptr_t readWord(const std::vector<unsigned char> &bytes, std::size_t off) {
  std::uintptr_t v;
  std::memcpy(&v, bytes.data() + off, sizeof v);
  return v;
}
void writeWord(std::vector<unsigned char> &bytes, std::size_t off, std::uintptr_t v) {
  std::memcpy(bytes.data() + off, &v, sizeof v);
}
std::uintptr_t hostAddr(std::size_t off) { return reinterpret_cast<std::uintptr_t>(gArena) + off; }
// Arena offset of a host pointer value, or -1 (null or outside the arena).
long arenaOffset(std::uintptr_t p) {
  if (p < hostAddr(0) || p >= hostAddr(kArenaBytes)) return -1;
  return long(p - hostAddr(0));
}

// The initial host data of a sequence: random bytes, random pointer targets,
// a valid rank-1 gfortran descriptor header.
long randomTarget(std::mt19937_64 &r) {
  if (r() % 5 == 0) return -1;
  const BufferDef &b = kBuffers[r() % 3];
  return long(b.off + (r() % (b.bytes / b.elem)) * b.elem);
}
std::uintptr_t pointerValue(long target) { return target < 0 ? 0 : hostAddr(std::size_t(target)); }

std::vector<unsigned char> initialHost(std::uint64_t seed) {
  std::mt19937_64 r(seed * 0x9E3779B97F4A7C15ull + 0x1234567ull);
  std::vector<unsigned char> h(kArenaBytes);
  for (auto &c : h) c = static_cast<unsigned char>(r());
  for (const SlotDef &s : kSlots) writeWord(h, s.off, pointerValue(randomTarget(r)));
  std::size_t d = 128; // S2.d dtype: elem_len 8, version 0, rank 1, type 3 (real), attribute 0
  writeWord(h, d + 16, 8);
  std::memset(h.data() + d + 24, 0, 8);
  h[d + 28] = 1;
  h[d + 29] = 3;
  return h;
}

// ============================================================================
// Operations (explicit data, so a sequence can be replayed and shrunk)
// ============================================================================

enum class K {
  AccOpen,     // marker: a data/compute construct begins (its entries follow)
  AccClose,    // marker: it ends (its exits follow)
  OmpOpen,     // acc2c_omp_construct(): a new construct instance
  OmpEnd,      // acc2c_omp_construct_end(): the instance ends
  OmpClose,    // marker: a target data / target construct ends (an exit instance follows)
  Enter,       // rt.enter
  Exit,        // rt.exit
  Update,      // rt.update
  Attach,      // rt.attach
  Detach,      // rt.detach
  HostWrite,   // 4 plain bytes written on the host
  SetPointer,  // a pointer slot (base_addr of the descriptor) re-pointed on the host
  DeviceWrite, // 4 bytes written through the device address (a kernel's write)
  OmpEnter,    // rt.ompEnter
  OmpExit,     // rt.ompExit
  OmpUpdate,   // rt.ompUpdate
  MapData,     // rt.deviceMalloc + rt.mapData
  UnmapData,   // rt.unmapData (+ rt.deviceFree of its memory)
  FreeMapped,  // rt.deviceFree of an address inside a mapping's device memory
  Wait,        // rt.wait (acc_wait, the wait directive)
  WaitAll,     // rt.waitAll
  TestWait,    // rt.test (rt.testAll for ACC2C_ASYNC_SYNC), then the wait
  Order,       // rt.waitAsync (acc_wait_async(on, queue))
  Region,      // rt.regionBegin + rt.regionEnd: a compute region on a queue
  NumKinds
};

const char *kindName(K k) {
  static const char *names[] = {"acc construct",
                                "acc end construct",
                                "omp construct instance",
                                "omp construct instance end",
                                "omp end construct",
                                "enter",
                                "exit",
                                "update",
                                "attach",
                                "detach",
                                "host write",
                                "host re-point",
                                "device write",
                                "omp map enter",
                                "omp map exit",
                                "omp update",
                                "map_data",
                                "unmap_data",
                                "acc_free of mapped",
                                "wait",
                                "wait all",
                                "async test then wait",
                                "acc_wait_async",
                                "compute region"};
  return names[int(k)];
}

struct Op {
  K k = K::AccOpen;
  int action = 0;             // EnterAction / ExitAction / Direction / OpenMP map type
  std::size_t lo = 0, hi = 0; // host range (arena offsets); lo alone for single addresses
  int counter = ACC2C_STRUCTURED;
  unsigned flags = 0;
  int queue = ACC2C_ASYNC_SYNC;
  int construct = -1;        // index of an OpenMP construct instance of this sequence
  int slot = -1;             // index into kSlots
  std::size_t bytes = 0;     // attach: bytes of the target section
  long target = -1;          // SetPointer: arena offset of the new target, -1 = null
  std::uint32_t value = 0;   // HostWrite / DeviceWrite data; MapData: device fill seed
  int on = ACC2C_ASYNC_SYNC; // Order: the queue waited for
};

std::string flagNames(unsigned f) {
  std::string s;
  auto add = [&](unsigned bit, const char *n) {
    if (f & bit) s += std::string(s.empty() ? "" : "|") + n;
  };
  add(ACC2C_FINALIZE, "finalize");
  add(ACC2C_IF_PRESENT, "if_present");
  add(ACC2C_ZERO, "zero");
  add(ACC2C_ALWAYS, "always");
  add(ACC2C_PRESENT, "present");
  add(ACC2C_NO_CREATE, "no_create");
  add(ACC2C_DEALLOCATE, "deallocate");
  return s.empty() ? "" : " flags=" + s;
}

const char *ompTypeName(int t) {
  static const char *n[] = {"alloc", "to", "from", "tofrom", "release", "delete"};
  return t >= 0 && t < 6 ? n[t] : "?";
}

std::string describe(const Op &op) {
  char s[256];
  const char *ctr = op.counter == ACC2C_STRUCTURED ? "structured" : "dynamic";
  std::string r = rangeName(op.lo, op.hi);
  switch (op.k) {
  case K::AccOpen:
  case K::AccClose:
  case K::OmpClose: std::snprintf(s, sizeof s, "%s", kindName(op.k)); break;
  case K::OmpOpen: std::snprintf(s, sizeof s, "omp construct instance #%d", op.construct); break;
  case K::OmpEnd:
    std::snprintf(s, sizeof s, "omp construct instance #%d ends", op.construct);
    break;
  case K::Enter: {
    static const char *n[] = {"copyin", "create", "present", "no_create"};
    std::snprintf(s, sizeof s, "enter %s(%s) %s%s q=%d", n[op.action], r.c_str(), ctr,
                  flagNames(op.flags).c_str(), op.queue);
    break;
  }
  case K::Exit:
    std::snprintf(s, sizeof s, "exit %s(%s) %s%s q=%d", op.action == 0 ? "copyout" : "delete",
                  r.c_str(), ctr, flagNames(op.flags).c_str(), op.queue);
    break;
  case K::Update:
    std::snprintf(s, sizeof s, "update %s(%s)%s q=%d", op.action == 0 ? "device" : "self",
                  r.c_str(), flagNames(op.flags).c_str(), op.queue);
    break;
  case K::Attach:
    std::snprintf(s, sizeof s, "attach(%s) target section bytes=%zu q=%d", kSlots[op.slot].name,
                  op.bytes, op.queue);
    break;
  case K::Detach:
    std::snprintf(s, sizeof s, "detach(%s)%s q=%d", kSlots[op.slot].name,
                  flagNames(op.flags).c_str(), op.queue);
    break;
  case K::HostWrite:
    std::snprintf(s, sizeof s, "host write %s = 0x%08x", rangeName(op.lo, op.lo + 4).c_str(),
                  unsigned(op.value));
    break;
  case K::SetPointer:
    std::snprintf(s, sizeof s, "host %s = %s", kSlots[op.slot].name, targetName(op.target).c_str());
    break;
  case K::DeviceWrite:
    std::snprintf(s, sizeof s, "device write %s = 0x%08x", rangeName(op.lo, op.lo + 4).c_str(),
                  unsigned(op.value));
    break;
  case K::OmpEnter:
  case K::OmpExit:
    std::snprintf(s, sizeof s, "%s map(%s: %s)%s construct #%d", kindName(op.k),
                  ompTypeName(op.action), r.c_str(), flagNames(op.flags).c_str(), op.construct);
    break;
  case K::OmpUpdate:
    std::snprintf(s, sizeof s, "omp target update %s(%s)%s", op.action ? "to" : "from", r.c_str(),
                  flagNames(op.flags).c_str());
    break;
  case K::MapData: std::snprintf(s, sizeof s, "acc_map_data(%s, acc_malloc'd)", r.c_str()); break;
  case K::UnmapData:
    std::snprintf(s, sizeof s, "acc_unmap_data(&%s)", rangeName(op.lo, op.lo + 1).c_str());
    break;
  case K::FreeMapped:
    std::snprintf(s, sizeof s, "acc_free(device address of %s)",
                  rangeName(op.lo, op.lo + 1).c_str());
    break;
  case K::Wait: std::snprintf(s, sizeof s, "wait(%d)", op.queue); break;
  case K::WaitAll: std::snprintf(s, sizeof s, "wait all"); break;
  case K::TestWait: std::snprintf(s, sizeof s, "acc_async_test(%d), then wait", op.queue); break;
  case K::Order: std::snprintf(s, sizeof s, "acc_wait_async(%d, %d)", op.on, op.queue); break;
  case K::Region: std::snprintf(s, sizeof s, "compute region q=%d", op.queue); break;
  default: std::snprintf(s, sizeof s, "?"); break;
  }
  return s;
}

// ============================================================================
// The reference model
// ============================================================================
//
// State: the host bytes; a list of mappings, each with its host range, both
// counters, its device bytes (device[i] is the device copy of host byte lo+i)
// and the device address the runtime gave it (observed, never predicted); the
// attached pointer slots (attachment counter > 0) with the host bytes they had
// at the attach and the bytes attach wrote to the device copy. A slot whose
// counter is 0 behaves exactly like a pointer never attached, so it is not
// kept. Every operation checks all its error conditions before changing
// anything.
//
// Async: every byte (host or device) also records whether its value is known
// and who wrote it since all queues were last idle; each queue keeps its
// pending work (copies, values decided at issue, barriers) with a ticket and
// the work known finished before it starts (a horizon: queue -> last ticket).
// Work is applied at the wait that covers it; a byte it moves is known only if
// every other write of that byte (and of its source) is ordered with it
// (OpenACC 3.3 2.16: same queue, a wait on the host, or acc_wait_async), since
// the work may run at any time between its issue and that wait.

// A writer of a byte: a synchronous action at step `ticket` (kHostQueue), or
// the async work with that ticket on `queue`.
constexpr int kHostQueue = std::numeric_limits<int>::min();
struct Access {
  int queue = kHostQueue;
  std::uint64_t ticket = 0;
};

// Host data or one device copy: the values, whether the model knows them (a
// race leaves a byte unknown until it is written again), and per byte its
// writers since all queues were last idle (the last synchronous one, every
// async one: any of them may be unordered with work still pending).
struct Memory {
  std::vector<unsigned char> value;
  std::vector<bool> known;
  std::vector<std::vector<Access>> writers;
  explicit Memory(std::vector<unsigned char> v)
      : value(std::move(v)), known(value.size(), true), writers(value.size()) {}
  void writtenNow(std::size_t b, std::uint64_t now) {
    std::vector<Access> &w = writers[b];
    w.erase(
        std::remove_if(w.begin(), w.end(), [](const Access &a) { return a.queue == kHostQueue; }),
        w.end());
    w.push_back({kHostQueue, now});
  }
};
using MemoryRef = std::shared_ptr<Memory>;

// Per queue, the last ticket of its work known finished.
using Horizon = std::map<int, std::uint64_t>;
void merge(Horizon &into, const Horizon &from) {
  for (const auto &[q, t] : from) into[q] = std::max(into[q], t);
}

// A byte of pending work comes from its source, or was decided at issue.
constexpr int kFromSource = -1, kUnknownValue = -2;

// Pending async work: a copy (or values decided at issue), or a barrier.
struct MWork {
  int queue = 0;
  std::uint64_t ticket = 0;
  Horizon before;                   // work known finished before this starts
  int barrierOn = ACC2C_ASYNC_SYNC; // acc_wait_async: that queue's work first...
  std::uint64_t barrierUntil = 0;   // ... up to this ticket
  MemoryRef dst, src;
  std::size_t dstOff = 0, srcOff = 0, bytes = 0;
  std::vector<int> fixed; // per byte: kFromSource, kUnknownValue or a value
};

struct MQueue {
  std::deque<MWork> pending;
  Horizon horizon;        // finished before the queue's next work starts
  std::uint64_t last = 0; // ticket of its last work
};

struct MMapping {
  std::size_t lo = 0, hi = 0;
  std::uint64_t structured = 0, dynamic = 0;
  bool infinite = false;   // acc_map_data: dynamic counter infinite, exits never change it
  bool mappedData = false; // made by acc_map_data over acc_malloc'd memory
  std::uintptr_t deviceBase = 0;
  MemoryRef device; // pending work may still reach it after the mapping is gone
  std::set<std::uint64_t> ompIncrementedIn, ompDecrementedIn; // OpenMP construct instances
  bool present() const { return structured > 0 || dynamic > 0 || infinite; }
};

struct MSlot {
  std::uint64_t count = 0; // attachedHost.size() is the slot's size at the attach
  std::vector<unsigned char> attachedHost, deviceValue;
  std::size_t targetLo = 0; // the mapping (by its lo) the pointer was attached to
};

struct Expect {
  std::optional<ErrorKind> error;
  int created = -1; // index of the mapping this action created
  bool returnsPointer = false;
  bool returnsHost = false;  // no_create of absent data returns the host address
  std::size_t returnFor = 0; // host offset whose device address is returned
};

Expect failWith(ErrorKind k) {
  Expect e;
  e.error = k;
  return e;
}

struct Model {
  MemoryRef host;
  std::vector<MMapping> maps;
  // OpenMP construct instance -> mappings (by lo) its exits took to zero,
  // removed when it ends.
  std::map<std::uint64_t, std::set<std::size_t>> closing;
  std::map<int, MSlot> slots; // by index into kSlots; attached slots only
  std::uint64_t now = 0;      // the step; async work takes its tickets from it too
  std::map<int, MQueue> queues;
  Horizon hostKnows; // async work a wait has shown finished
  std::uint64_t issued = 0, applied = 0, leftUnknown = 0;

  explicit Model(std::vector<unsigned char> initial)
      : host(std::make_shared<Memory>(std::move(initial))) {}
  const std::vector<unsigned char> &hostBytes() const { return host->value; }

  // Lookup of [lo, hi): the mapping containing it, or "partial" when some
  // mapping overlaps it without containing it, or absent.
  struct Look {
    int index = -1;
    bool partial = false;
  };
  Look find(std::size_t lo, std::size_t hi) const {
    Look l;
    for (std::size_t i = 0; i < maps.size(); ++i) {
      const MMapping &m = maps[i];
      if (m.lo <= lo && hi <= m.hi) {
        l.index = int(i);
        return l;
      }
      if (lo < m.hi && m.lo < hi) l.partial = true;
    }
    return l;
  }
  const MMapping *at(std::size_t off) const {
    Look l = find(off, off + 1);
    return l.index >= 0 ? &maps[l.index] : nullptr;
  }

  // The attached slot holding host byte `off`, if any.
  const MSlot *attachedAt(std::size_t off, std::size_t &slotOff) const {
    for (const auto &[i, s] : slots)
      if (off >= kSlots[i].off && off < kSlots[i].off + s.attachedHost.size()) {
        slotOff = kSlots[i].off;
        return &s;
      }
    return nullptr;
  }

  // ---- queues -------------------------------------------------------------
  // async without a number and acc_async_default: the default queue
  // (acc-default-async-var, which these sequences never set).
  static int resolve(int queue) { return queue == -3 ? ACC2C_ASYNC_NOVAL : queue; }

  // Whether writer `w` is ordered before work `c`.
  static bool before(const Access &w, const MWork &c) {
    if (w.queue == kHostQueue) return w.ticket < c.ticket;
    auto it = c.before.find(w.queue);
    return it != c.before.end() && it->second >= w.ticket;
  }
  static bool allBefore(const std::vector<Access> &writers, const MWork &c) {
    return std::all_of(writers.begin(), writers.end(),
                       [&](const Access &w) { return before(w, c); });
  }
  // Pending work that will write byte b of `mem`, and may run after `c`
  // (any, without c).
  bool pendingWriter(const Memory *mem, std::size_t b, const MWork *c = nullptr) const {
    for (const auto &[id, q] : queues)
      for (const MWork &w : q.pending) {
        if (w.dst.get() != mem || b < w.dstOff || b >= w.dstOff + w.bytes) continue;
        if (!c) return true;
        auto it = w.before.find(c->queue);
        if (it == w.before.end() || it->second < c->ticket) return true; // not after c
      }
    return false;
  }
  bool pendingOn(int queue) const {
    queue = resolve(queue);
    for (const auto &[id, q] : queues)
      if ((queue == ACC2C_ASYNC_SYNC || id == queue) && !q.pending.empty()) return true;
    return false;
  }
  // Bytes of `mem` the test may compare: known, and no pending work writes them.
  std::vector<bool> settled(const Memory &mem) const {
    std::vector<bool> ok = mem.known;
    for (const auto &[id, q] : queues)
      for (const MWork &w : q.pending)
        if (w.dst.get() == &mem)
          for (std::size_t b = w.dstOff; b < w.dstOff + w.bytes; ++b) ok[b] = false;
    return ok;
  }
  enum class Settled { Yes, InFlight, Unknown };
  Settled settledRange(std::size_t lo, std::size_t hi) const {
    for (std::size_t b = lo; b < hi; ++b)
      if (pendingWriter(host.get(), b)) return Settled::InFlight;
    for (std::size_t b = lo; b < hi; ++b)
      if (!host->known[b]) return Settled::Unknown;
    return Settled::Yes;
  }
  // attach and detach decide from the pointer's host bytes at issue: the
  // generator waits first where a copy is still writing them, and the model
  // does not predict them where a race left them unknown.
  Settled slotSettled(int slot) const {
    const SlotDef &d = kSlots[slot];
    std::size_t head = d.layout == ACC2C_SLOT_POINTER ? 8 : 40; // a descriptor's rank is at 28
    Settled s = settledRange(d.off, d.off + head);
    if (s != Settled::Yes) return s;
    std::size_t size = slotSize(slot);
    return size ? settledRange(d.off, d.off + size) : Settled::Yes;
  }

  // Moves `n` bytes into dst: from src where `fixed` says kFromSource (all
  // bytes when it is empty), now (ACC2C_ASYNC_SYNC) or as pending work.
  void move(const MemoryRef &dst, std::size_t dstOff, const MemoryRef &src, std::size_t srcOff,
            std::size_t n, std::vector<int> fixed, int queue) {
    if (fixed.empty()) fixed.assign(n, kFromSource);
    queue = resolve(queue);
    if (queue == ACC2C_ASYNC_SYNC) {
      std::vector<unsigned char> v(n);
      std::vector<bool> k(n);
      for (std::size_t i = 0; i < n; ++i) {
        if (fixed[i] >= 0) {
          v[i] = static_cast<unsigned char>(fixed[i]);
          k[i] = true;
        } else if (fixed[i] == kFromSource) { // a synchronous read sees no pending write
          v[i] = src->value[srcOff + i];
          k[i] = src->known[srcOff + i] && !pendingWriter(src.get(), srcOff + i);
        }
      }
      for (std::size_t i = 0; i < n; ++i) {
        dst->value[dstOff + i] = v[i];
        dst->known[dstOff + i] = k[i];
        dst->writtenNow(dstOff + i, now);
      }
      return;
    }
    MWork w;
    w.dst = dst;
    w.src = src;
    w.dstOff = dstOff;
    w.srcOff = srcOff;
    w.bytes = n;
    w.fixed = std::move(fixed);
    enqueue(queue, std::move(w));
    ++issued;
  }
  void enqueue(int queue, MWork w) {
    MQueue &q = queues[queue];
    w.queue = queue;
    w.ticket = ++now;
    w.before = q.horizon;
    merge(w.before, hostKnows);
    q.horizon[queue] = q.last = w.ticket;
    q.pending.push_back(std::move(w));
  }
  // The host's bytes [off, off+n) now, as values decided at issue.
  std::vector<int> hostValuesNow(std::size_t off, std::size_t n) const {
    std::vector<int> v(n);
    for (std::size_t i = 0; i < n; ++i)
      v[i] = host->known[off + i] && !pendingWriter(host.get(), off + i) ? host->value[off + i]
                                                                         : kUnknownValue;
    return v;
  }

  void apply(const MWork &w) {
    for (std::size_t i = 0; i < w.bytes; ++i) {
      std::size_t d = w.dstOff + i;
      unsigned char v = 0;
      bool k = false;
      if (w.fixed[i] == kFromSource) {
        std::size_t s = w.srcOff + i;
        v = w.src->value[s];
        k = w.src->known[s] && allBefore(w.src->writers[s], w) &&
            !pendingWriter(w.src.get(), s, &w);
      } else if (w.fixed[i] >= 0) {
        v = static_cast<unsigned char>(w.fixed[i]);
        k = true;
      }
      k = k && allBefore(w.dst->writers[d], w); // two writes not ordered: either may come last
      w.dst->value[d] = v;
      w.dst->known[d] = k;
      w.dst->writers[d].push_back({w.queue, w.ticket});
      if (!k) ++leftUnknown;
    }
    ++applied;
  }
  // Applies the queue's work up to ticket `until`, barriers first pulling
  // in the work they wait for.
  void drain(int queue, std::uint64_t until) {
    MQueue &q = queues[queue];
    while (!q.pending.empty() && q.pending.front().ticket <= until) {
      MWork w = std::move(q.pending.front());
      q.pending.pop_front();
      if (w.barrierOn != ACC2C_ASYNC_SYNC)
        drain(w.barrierOn, w.barrierUntil);
      else
        apply(w);
    }
  }
  void wait(int queue) {
    queue = resolve(queue);
    if (queue == ACC2C_ASYNC_SYNC) return;
    drain(queue, std::numeric_limits<std::uint64_t>::max());
    merge(hostKnows, queues[queue].horizon);
    if (!pendingOn(ACC2C_ASYNC_SYNC)) { // all idle: every later access follows every write so far
      for (auto &w : host->writers) w.clear();
      for (MMapping &m : maps)
        for (auto &w : m.device->writers) w.clear();
    }
  }
  void waitAll() {
    std::vector<int> ids;
    for (const auto &[id, q] : queues) ids.push_back(id);
    for (int id : ids) wait(id);
  }
  // acc_wait_async(on, queue): queue's later work follows on's work so far.
  void order(int queue, int on) {
    queue = resolve(queue);
    on = resolve(on);
    if (on == ACC2C_ASYNC_SYNC) return;
    if (queue == ACC2C_ASYNC_SYNC) return wait(on);
    if (queue == on) return;
    MQueue &o = queues[on];
    MQueue &q = queues[queue];
    merge(q.horizon, o.horizon);
    q.horizon[on] = std::max(q.horizon[on], o.last);
    if (o.pending.empty()) return;
    MWork w;
    w.barrierOn = on;
    w.barrierUntil = o.last;
    enqueue(queue, std::move(w));
  }

  // Copy host -> device of [lo, hi): attached slots keep the device pointer
  // value their attach wrote.
  void toDevice(MMapping &m, std::size_t lo, std::size_t hi, int queue) {
    std::vector<int> fixed(hi - lo, kFromSource);
    for (std::size_t b = lo; b < hi; ++b) {
      std::size_t so;
      if (const MSlot *s = attachedAt(b, so)) fixed[b - lo] = s->deviceValue[b - so];
    }
    move(m.device, lo - m.lo, host, lo, hi - lo, std::move(fixed), queue);
  }
  // Copy device -> host of [lo, hi): attached slots keep the host's pointer
  // values (the ones they have when the copy is issued).
  void toHost(const MMapping &m, std::size_t lo, std::size_t hi, int queue) {
    std::vector<int> fixed(hi - lo, kFromSource);
    for (std::size_t b = lo; b < hi; ++b) {
      std::size_t so;
      if (attachedAt(b, so)) fixed[b - lo] = hostValuesNow(b, 1)[0];
    }
    move(host, lo, m.device, lo - m.lo, hi - lo, std::move(fixed), queue);
  }
  int create(std::size_t lo, std::size_t hi, unsigned char fill) {
    MMapping m;
    m.lo = lo;
    m.hi = hi;
    m.device = std::make_shared<Memory>(std::vector<unsigned char>(hi - lo, fill));
    maps.push_back(std::move(m));
    return int(maps.size() - 1);
  }
  // The mapping goes away, with the attachments of the slots inside it; the
  // pointers attached TO it are detached: their device copies get the host
  // value back (OpenACC 2.6.4: no device pointer to freed device memory).
  void remove(int index) {
    const std::size_t lo = maps[std::size_t(index)].lo, hi = maps[std::size_t(index)].hi;
    for (auto it = slots.begin(); it != slots.end();)
      it = kSlots[it->first].off >= lo && kSlots[it->first].off < hi ? slots.erase(it)
                                                                     : std::next(it);
    for (auto it = slots.begin(); it != slots.end();) {
      if (it->second.targetLo != lo) {
        ++it;
        continue;
      }
      const SlotDef &d = kSlots[it->first];
      std::size_t size = it->second.attachedHost.size();
      Look home = find(d.off, d.off + size);
      MMapping &hm = maps[std::size_t(home.index)];
      move(hm.device, d.off - hm.lo, host, d.off, size, {}, ACC2C_ASYNC_SYNC);
      it = slots.erase(it);
    }
    maps.erase(maps.begin() + index);
  }

  // ---- OpenACC entry: copyin / create / present / no_create ---------------
  Expect enter(int action, std::size_t lo, std::size_t hi, int counter, unsigned flags, int queue) {
    Look l = find(lo, hi);
    if (l.partial) return failWith(ErrorKind::PartialPresence);
    Expect e;
    e.returnsPointer = true;
    e.returnFor = lo;
    if (l.index >= 0) { // present: the named counter goes up, nothing is copied
      MMapping &m = maps[std::size_t(l.index)];
      if (counter == ACC2C_STRUCTURED)
        ++m.structured;
      else if (!m.infinite)
        ++m.dynamic;
      return e;
    }
    switch (EnterAction(action)) {
    case EnterAction::Present: return failWith(ErrorKind::NotPresent);
    case EnterAction::NoCreate: e.returnsHost = true; return e;
    case EnterAction::Copyin: {
      e.created = create(lo, hi, 0xFF);
      MMapping &m = maps.back();
      move(m.device, 0, host, lo, hi - lo, {}, queue);
      (counter == ACC2C_STRUCTURED ? m.structured : m.dynamic) = 1;
      return e;
    }
    case EnterAction::Create: {
      e.created = create(lo, hi, (flags & ACC2C_ZERO) ? 0x00 : 0xFF);
      MMapping &m = maps.back();
      (counter == ACC2C_STRUCTURED ? m.structured : m.dynamic) = 1;
      return e;
    }
    }
    return e;
  }

  // ---- OpenACC exit: copyout / delete ---------------------------------------
  Expect exit(int action, std::size_t lo, std::size_t hi, int counter, unsigned flags, int queue) {
    Look l = find(lo, hi);
    if (l.partial) return failWith(ErrorKind::PartialPresence);
    if (flags & ACC2C_DEALLOCATE) {
      if (l.index >= 0 && !maps[std::size_t(l.index)].mappedData) remove(l.index);
      return {};
    }
    if (counter == ACC2C_STRUCTURED) {
      if (l.index < 0 || maps[std::size_t(l.index)].structured == 0) {
        if (flags & ACC2C_NO_CREATE) return {};
        return failWith(ErrorKind::CounterUnderflow);
      }
      --maps[std::size_t(l.index)].structured;
    } else {
      if (l.index < 0) return {};
      MMapping &m = maps[std::size_t(l.index)];
      if (m.infinite || m.dynamic == 0) return {};
      m.dynamic = (flags & ACC2C_FINALIZE) ? 0 : m.dynamic - 1;
    }
    MMapping &m = maps[std::size_t(l.index)];
    if (!m.present()) {
      if (ExitAction(action) == ExitAction::Copyout) toHost(m, lo, hi, queue);
      remove(l.index);
    }
    return {};
  }

  // ---- update device / self -------------------------------------------------
  Expect update(int direction, std::size_t lo, std::size_t hi, unsigned flags, int queue) {
    Look l = find(lo, hi);
    if (l.partial) return failWith(ErrorKind::PartialPresence);
    if (l.index < 0) return (flags & ACC2C_IF_PRESENT) ? Expect{} : failWith(ErrorKind::NotPresent);
    MMapping &m = maps[std::size_t(l.index)];
    if (Direction(direction) == Direction::ToDevice)
      toDevice(m, lo, hi, queue);
    else
      toHost(m, lo, hi, queue);
    return {};
  }

  // ---- attach / detach ------------------------------------------------------------
  // Bytes of a pointer slot as its host value says: 8 for a pointer; for a
  // gfortran descriptor 40 + 24*rank, rank the signed byte at offset 28, valid
  // in 0..15; 0 when the descriptor is invalid (an InvalidArgument error).
  std::size_t slotSize(int slot) const {
    const SlotDef &d = kSlots[slot];
    if (d.layout == ACC2C_SLOT_POINTER) return 8;
    int rank = static_cast<signed char>(hostBytes()[d.off + 28]);
    if (rank >= 0 && rank <= 15) return 40 + 24 * std::size_t(rank);
    return readWord(hostBytes(), d.off) == 0 ? 8 : 0; // a null descriptor is its base_addr word
  }

  // The device copy of the slot gets the device address of the target; on
  // `queue` like the data clauses around it.
  Expect attach(int slot, std::size_t bytes, int queue) {
    const SlotDef &d = kSlots[slot];
    std::size_t size = slotSize(slot);
    if (size == 0) return failWith(ErrorKind::InvalidArgument);
    Look home = find(d.off, d.off + size);
    if (home.partial) return failWith(ErrorKind::PartialPresence);
    std::uintptr_t value = readWord(hostBytes(), d.off);
    if (home.index < 0 || value == 0) return {}; // pointer absent or null: no action
    // A garbage pointer (device bytes never written, copied back) whose target
    // section wraps around the address space has an impossible length.
    if (value + bytes < value) return failWith(ErrorKind::InvalidArgument);
    long t = arenaOffset(value);
    if (t < 0) return {}; // a target outside the host data is absent
    Look target = find(std::size_t(t), std::size_t(t) + std::max<std::size_t>(bytes, 1));
    if (target.partial) return failWith(ErrorKind::PartialPresence);
    if (target.index < 0) return {}; // target absent: no action
    std::vector<unsigned char> now(hostBytes().begin() + long(d.off),
                                   hostBytes().begin() + long(d.off + size));
    auto it = slots.find(slot);
    if (it != slots.end() && it->second.attachedHost == now) { // same pointer as last time
      ++it->second.count;
      return {};
    }
    const MMapping &tm = maps[std::size_t(target.index)];
    MSlot s;
    s.count = 1;
    s.attachedHost = now;
    s.deviceValue = now;
    s.targetLo = tm.lo;
    writeWord(s.deviceValue, 0, tm.deviceBase + (std::size_t(t) - tm.lo));
    MMapping &hm = maps[std::size_t(home.index)];
    move(hm.device, d.off - hm.lo, nullptr, 0, size,
         std::vector<int>(s.deviceValue.begin(), s.deviceValue.end()), queue);
    slots[slot] = std::move(s);
    return {};
  }

  Expect detach(int slot, unsigned flags, int queue) {
    const SlotDef &d = kSlots[slot];
    std::size_t size = slotSize(slot);
    if (size == 0) return failWith(ErrorKind::InvalidArgument);
    Look home = find(d.off, d.off + size);
    if (home.partial) return failWith(ErrorKind::PartialPresence);
    auto it = slots.find(slot);
    if (home.index < 0 || it == slots.end()) return {}; // absent or count 0: no action
    it->second.count = (flags & ACC2C_FINALIZE) ? 0 : it->second.count - 1;
    if (it->second.count == 0) { // the device copy gets the host's current value back
      MMapping &hm = maps[std::size_t(home.index)];
      move(hm.device, d.off - hm.lo, nullptr, 0, size, hostValuesNow(d.off, size), queue);
      slots.erase(it);
    }
    return {};
  }

  // ---- OpenMP map (one reference count: the dynamic counter) -----------------------
  // A construct instance increments a mapping at most once and decrements it
  // at most once. to/tofrom copy when the data becomes present (or `always`);
  // from/tofrom copy when the data stops being present (or `always`); delete
  // sets the count to 0. All synchronous.
  Expect ompEnter(int type, std::size_t lo, std::size_t hi, unsigned flags, std::uint64_t c) {
    Look l = find(lo, hi);
    if (l.partial) return failWith(ErrorKind::PartialPresence);
    bool to = type == ACC2C_MAP_TO || type == ACC2C_MAP_TOFROM;
    Expect e;
    e.returnsPointer = true;
    e.returnFor = lo;
    if (l.index >= 0) {
      MMapping &m = maps[std::size_t(l.index)];
      if (!m.ompIncrementedIn.count(c)) {
        if (!m.infinite) ++m.dynamic;
        m.ompIncrementedIn.insert(c);
      }
      if (to && (flags & ACC2C_ALWAYS)) toDevice(m, lo, hi, ACC2C_ASYNC_SYNC);
      return e;
    }
    if (flags & ACC2C_PRESENT) return failWith(ErrorKind::NotPresent);
    e.created = create(lo, hi, 0xFF);
    MMapping &m = maps.back();
    m.dynamic = 1;
    m.ompIncrementedIn.insert(c);
    if (to) toDevice(m, lo, hi, ACC2C_ASYNC_SYNC);
    return e;
  }

  Expect ompExit(int type, std::size_t lo, std::size_t hi, unsigned flags, std::uint64_t c) {
    Look l = find(lo, hi);
    if (l.partial) return failWith(ErrorKind::PartialPresence);
    if (l.index < 0) return (flags & ACC2C_PRESENT) ? failWith(ErrorKind::NotPresent) : Expect{};
    MMapping &m = maps[std::size_t(l.index)];
    if (!m.infinite) {
      if (type == ACC2C_MAP_DELETE) {
        m.dynamic = 0;
      } else if (m.dynamic > 0 && !m.ompDecrementedIn.count(c)) {
        --m.dynamic;
        m.ompDecrementedIn.insert(c);
      }
    }
    bool from = type == ACC2C_MAP_FROM || type == ACC2C_MAP_TOFROM;
    bool gone = !m.present();
    if (from && (gone || (flags & ACC2C_ALWAYS))) toHost(m, lo, hi, ACC2C_ASYNC_SYNC);
    // Gone when the construct instance ends: every list item of its exits
    // is copied back first (a structure and its member both `from`).
    if (gone) closing[c].insert(m.lo);
    return {};
  }
  void ompEnd(std::uint64_t c) {
    auto it = closing.find(c);
    if (it == closing.end()) return;
    for (std::size_t lo : it->second)
      for (std::size_t i = 0; i < maps.size(); ++i)
        if (maps[i].lo == lo && !maps[i].present()) {
          remove(int(i));
          break;
        }
    closing.erase(it);
  }

  Expect ompUpdate(bool toDev, std::size_t lo, std::size_t hi, unsigned flags) {
    Look l = find(lo, hi);
    if (l.partial) return failWith(ErrorKind::PartialPresence);
    if (l.index < 0) return (flags & ACC2C_PRESENT) ? failWith(ErrorKind::NotPresent) : Expect{};
    if (toDev)
      toDevice(maps[std::size_t(l.index)], lo, hi, ACC2C_ASYNC_SYNC);
    else
      toHost(maps[std::size_t(l.index)], lo, hi, ACC2C_ASYNC_SYNC);
    return {};
  }

  // ---- acc_map_data / acc_unmap_data --------------------------------------------
  Expect mapDataCheck(std::size_t lo, std::size_t hi) const {
    for (const MMapping &m : maps)
      if (lo < m.hi && m.lo < hi) return failWith(ErrorKind::AlreadyMapped);
    return {};
  }
  void mapData(std::size_t lo, std::size_t hi, std::uintptr_t device,
               const std::vector<unsigned char> &contents) {
    create(lo, hi, 0);
    MMapping &m = maps.back();
    m.device = std::make_shared<Memory>(contents);
    m.deviceBase = device;
    m.infinite = true;
    m.mappedData = true;
  }
  Expect unmapData(std::size_t off, int &removed) {
    Look l = find(off, off + 1);
    if (l.index < 0 || !maps[std::size_t(l.index)].mappedData ||
        maps[std::size_t(l.index)].lo != off)
      return failWith(ErrorKind::NotMapped);
    if (maps[std::size_t(l.index)].structured != 0) return failWith(ErrorKind::UnmapStructured);
    removed = l.index;
    return {};
  }

  // Where a device write of [lo, hi) may go: inside one mapping, not over an
  // attached pointer (a kernel does not overwrite attached pointers).
  bool deviceWritable(std::size_t lo, std::size_t hi) const {
    Look l = find(lo, hi);
    if (l.index < 0) return false;
    for (std::size_t b = lo; b < hi; ++b) {
      std::size_t so;
      if (attachedAt(b, so)) return false;
    }
    return true;
  }
  // A synchronous write (a kernel's, the host program's).
  void writeNow(Memory &mem, std::size_t off, const void *bytes, std::size_t n) {
    auto *b = static_cast<const unsigned char *>(bytes);
    for (std::size_t i = 0; i < n; ++i) {
      mem.value[off + i] = b[i];
      mem.known[off + i] = true;
      mem.writtenNow(off + i, now);
    }
  }
};

// ============================================================================
// The harness: one Runtime and one Model, stepped together
// ============================================================================

const char *errorName(const std::optional<ErrorKind> &e) {
  return e ? errorKindName(*e) : "no error";
}

struct Stats {
  std::uint64_t sequences = 0, steps = 0;
  std::uint64_t byKind[int(K::NumKinds)] = {};
  std::map<ErrorKind, std::uint64_t> errors;
  std::uint64_t created = 0, freedByExit = 0, attachedNew = 0, attachedAgain = 0,
                detachedToZero = 0, skipped = 0;
  // Async: work queued, applied at a wait, bytes a race left unknown, and
  // acc_async_test answers.
  std::uint64_t asyncIssued = 0, asyncApplied = 0, unknownBytes = 0, testedPending = 0,
                testedDone = 0;
  // Byte comparisons after the steps, and those skipped (unknown or in flight).
  std::uint64_t bytesCompared = 0, bytesUnchecked = 0;
};

struct StepResult {
  bool ok = true;       // the action succeeded (no error raised)
  bool skipped = false; // a device write / free the model says is not applicable here
  std::optional<ErrorKind> error;
};

std::unique_ptr<DeviceBackend> hostBackend(bool deferred) {
  return deferred ? makeDeferredQueues(makeHostBackend()) : makeHostBackend();
}

class Harness {
public:
  Harness(std::uint64_t seed, bool deferred) : Harness(seed, hostBackend(deferred), deferred) {}
  Harness(std::uint64_t seed, std::unique_ptr<DeviceBackend> backend, bool deferred)
      : rt(std::move(backend)), model(initialHost(seed)), deferred(deferred) {
    std::memcpy(gArena, model.hostBytes().data(), kArenaBytes);
  }

  Runtime rt;
  Model model;
  bool deferred;     // the runtime holds async work until the program waits
  std::string fault; // the divergence, empty while there is none
  Stats *stats = nullptr;

  StepResult step(const Op &op, int index);
  std::string compareState();

private:
  std::map<int, std::uint64_t> constructs_;
  std::uint64_t constructId(int idx) {
    auto it = constructs_.find(idx);
    if (it == constructs_.end()) it = constructs_.emplace(idx, rt.newConstruct()).first;
    return it->second;
  }
  void learnNewMapping(int index);
};

void Harness::learnNewMapping(int index) {
  MMapping &m = model.maps[std::size_t(index)];
  void *d = rt.deviceAddress(gArena + m.lo);
  if (!d) {
    fault = "the model expects a new mapping of " + rangeName(m.lo, m.hi) +
            " but rt.deviceAddress finds none";
    return;
  }
  m.deviceBase = reinterpret_cast<std::uintptr_t>(d);
  // Device memory of a new mapping overlaps no other mapping's.
  for (const MMapping &o : model.maps)
    if (&o != &m && m.deviceBase < o.deviceBase + (o.hi - o.lo) &&
        o.deviceBase < m.deviceBase + (m.hi - m.lo))
      fault = "device memory of the new mapping of " + rangeName(m.lo, m.hi) +
              " overlaps that of " + rangeName(o.lo, o.hi);
  if (stats) ++stats->created;
}

StepResult Harness::step(const Op &op, int index) {
  StepResult res;
  Expect e;
  ++model.now;
  void *ret = nullptr;
  std::optional<ErrorKind> got;
  acc2c_src src{bufferOf(op.k == K::Attach || op.k == K::Detach ? kSlots[op.slot].off : op.lo).name,
                "model.f90", index + 1};
  auto call = [&](auto &&f) {
    try {
      f();
    } catch (const RuntimeError &err) {
      got = err.kind;
    }
  };
  void *h = gArena + op.lo;
  std::size_t n = op.hi - op.lo;
  std::size_t mapsBefore = model.maps.size();
  switch (op.k) {
  case K::AccOpen:
  case K::AccClose:
  case K::OmpClose: break;
  case K::OmpOpen: constructs_[op.construct] = rt.newConstruct(); break;
  case K::OmpEnd:
    model.ompEnd(constructId(op.construct));
    rt.endConstruct(constructId(op.construct));
    break;
  case K::Enter:
    e = model.enter(op.action, op.lo, op.hi, op.counter, op.flags, op.queue);
    call([&] {
      ret = rt.enter(EnterAction(op.action), h, n, op.counter, op.flags, op.queue, &src);
    });
    break;
  case K::Exit:
    e = model.exit(op.action, op.lo, op.hi, op.counter, op.flags, op.queue);
    call([&] { rt.exit(ExitAction(op.action), h, n, op.counter, op.flags, op.queue, &src); });
    break;
  case K::Update:
    e = model.update(op.action, op.lo, op.hi, op.flags, op.queue);
    call([&] { rt.update(Direction(op.action), h, n, op.flags, op.queue, &src); });
    break;
  case K::Attach: {
    const SlotDef &d = kSlots[op.slot];
    if (model.slotSettled(op.slot) != Model::Settled::Yes) { // decided from bytes the model lost
      res.skipped = true;
      break;
    }
    std::uint64_t before = model.slots.count(op.slot) ? model.slots[op.slot].count : 0;
    e = model.attach(op.slot, op.bytes, op.queue);
    call([&] { rt.attach(gArena + d.off, d.layout, 0, op.bytes, op.queue, &src); });
    if (stats && !e.error && model.slots.count(op.slot)) {
      std::uint64_t after = model.slots[op.slot].count;
      if (after == 1)
        ++stats->attachedNew;
      else if (after > before)
        ++stats->attachedAgain;
    }
    break;
  }
  case K::Detach: {
    const SlotDef &d = kSlots[op.slot];
    if (model.slotSettled(op.slot) != Model::Settled::Yes) {
      res.skipped = true;
      break;
    }
    bool wasAttached = model.slots.count(op.slot) > 0;
    e = model.detach(op.slot, op.flags, op.queue);
    if (stats && wasAttached && !model.slots.count(op.slot)) ++stats->detachedToZero;
    call([&] { rt.detach(gArena + d.off, d.layout, op.flags, op.queue, &src); });
    break;
  }
  case K::HostWrite:
    std::memcpy(gArena + op.lo, &op.value, 4);
    model.writeNow(*model.host, op.lo, &op.value, 4);
    break;
  case K::SetPointer: {
    std::uintptr_t v = pointerValue(op.target);
    std::memcpy(gArena + kSlots[op.slot].off, &v, sizeof v);
    model.writeNow(*model.host, kSlots[op.slot].off, &v, sizeof v);
    break;
  }
  case K::DeviceWrite: {
    if (!model.deviceWritable(op.lo, op.lo + 4)) {
      res.skipped = true;
      break;
    }
    MMapping &m = model.maps[std::size_t(model.find(op.lo, op.lo + 4).index)];
    void *d = rt.deviceAddress(gArena + op.lo);
    std::uintptr_t want = m.deviceBase + (op.lo - m.lo);
    if (reinterpret_cast<std::uintptr_t>(d) != want) {
      char s[160];
      std::snprintf(s, sizeof s, "rt.deviceAddress(%s) = %p, the model expects %p",
                    rangeName(op.lo, op.lo + 1).c_str(), d, reinterpret_cast<void *>(want));
      fault = s;
      break;
    }
    std::memcpy(d, &op.value, 4);
    model.writeNow(*m.device, op.lo - m.lo, &op.value, 4);
    break;
  }
  case K::OmpEnter: {
    std::uint64_t c = constructId(op.construct);
    e = model.ompEnter(op.action, op.lo, op.hi, op.flags, c);
    call([&] { ret = rt.ompEnter(h, n, op.action, op.flags, c, &src); });
    break;
  }
  case K::OmpExit: {
    std::uint64_t c = constructId(op.construct);
    e = model.ompExit(op.action, op.lo, op.hi, op.flags, c);
    call([&] { rt.ompExit(h, n, op.action, op.flags, c, &src); });
    break;
  }
  case K::OmpUpdate:
    e = model.ompUpdate(op.action != 0, op.lo, op.hi, op.flags);
    call([&] { rt.ompUpdate(h, n, op.action != 0, op.flags, &src); });
    break;
  case K::MapData: {
    e = model.mapDataCheck(op.lo, op.hi);
    auto *d = static_cast<unsigned char *>(rt.deviceMalloc(n));
    if (!d) {
      fault = "rt.deviceMalloc returned null";
      break;
    }
    std::vector<unsigned char> contents(n);
    std::uint32_t x = op.value | 1;
    for (auto &c : contents) c = static_cast<unsigned char>((x = x * 1664525u + 1013904223u) >> 24);
    std::memcpy(d, contents.data(), n); // acc_malloc'd memory: the test writes it directly
    call([&] { rt.mapData(h, d, n, &src); });
    if (e.error != got) break; // reported below
    if (!got) {
      model.mapData(op.lo, op.hi, reinterpret_cast<std::uintptr_t>(d), contents);
    } else {
      try {
        rt.deviceFree(d, "acc_free");
      } catch (const RuntimeError &err) {
        fault = std::string("acc_free of the unmapped acc_malloc'd memory raised: ") + err.what();
      }
    }
    break;
  }
  case K::UnmapData: {
    int removed = -1;
    e = model.unmapData(op.lo, removed);
    call([&] { rt.unmapData(h, &src); });
    if (!e.error && !got) { // (a disagreement is reported below)
      std::uintptr_t d = model.maps[std::size_t(removed)].deviceBase;
      model.remove(removed);
      try {
        rt.deviceFree(reinterpret_cast<void *>(d), "acc_free");
      } catch (const RuntimeError &err) {
        fault =
            std::string("acc_free of the memory of an unmapped acc_map_data raised: ") + err.what();
      }
    }
    break;
  }
  case K::FreeMapped: {
    const MMapping *m = model.at(op.lo);
    if (!m) {
      res.skipped = true;
      break;
    }
    e = failWith(ErrorKind::FreeOfMapped);
    void *d = reinterpret_cast<void *>(m->deviceBase + (op.lo - m->lo));
    call([&] { rt.deviceFree(d, "acc_free"); });
    break;
  }
  case K::Wait:
    rt.wait(op.queue);
    model.wait(op.queue);
    break;
  case K::WaitAll:
    rt.waitAll();
    model.waitAll();
    break;
  case K::TestWait: {
    // True only once the queue's work is done; nothing pending: true. The
    // immediate backend has always done it; the deferred one never before
    // the program asks (this test starts it).
    bool pending = model.pendingOn(op.queue);
    bool done = op.queue == ACC2C_ASYNC_SYNC ? rt.testAll() : rt.test(op.queue);
    if (stats) ++(pending ? stats->testedPending : stats->testedDone);
    if (!pending && !done)
      fault = "acc_async_test is false with nothing pending";
    else if (pending && done && deferred)
      fault = "acc_async_test is true before the deferred queue was waited for";
    else if (!done && !deferred)
      fault = "acc_async_test is false on the immediate backend";
    if (op.queue == ACC2C_ASYNC_SYNC) {
      rt.waitAll();
      model.waitAll();
    } else {
      rt.wait(op.queue);
      model.wait(op.queue);
    }
    break;
  }
  case K::Order:
    rt.waitAsync(op.queue, op.on);
    model.order(op.queue, op.on);
    break;
  case K::Region:
    rt.regionEnd(rt.regionBegin("parallel", op.queue, &src));
    model.wait(op.queue);
    break;
  default: break;
  }
  if (stats) {
    stats->asyncIssued += model.issued;
    stats->asyncApplied += model.applied;
    stats->unknownBytes += model.leftUnknown;
    model.issued = model.applied = model.leftUnknown = 0;
    ++stats->steps;
    ++stats->byKind[int(op.k)];
    if (e.error) ++stats->errors[*e.error];
    if (res.skipped) ++stats->skipped;
    if (model.maps.size() < mapsBefore) ++stats->freedByExit;
  }
  res.error = got;
  res.ok = !got && !res.skipped;
  if (!fault.empty()) return res;
  if (e.error != got) {
    fault = std::string("the model expects ") + errorName(e.error) + ", the runtime raised " +
            errorName(got);
    return res;
  }
  if (e.created >= 0) learnNewMapping(e.created);
  if (!fault.empty()) return res;
  if (e.returnsPointer && !e.error) {
    std::uintptr_t want = hostAddr(e.returnFor);
    if (!e.returnsHost) {
      const MMapping *m = model.at(e.returnFor);
      want = m ? m->deviceBase + (e.returnFor - m->lo) : 0;
    }
    if (reinterpret_cast<std::uintptr_t>(ret) != want) {
      char s[160];
      std::snprintf(s, sizeof s, "returned %p, the model expects %p%s", ret,
                    reinterpret_cast<void *>(want), e.returnsHost ? " (the host address)" : "");
      fault = s;
      return res;
    }
  }
  fault = compareState();
  return res;
}

std::string hexBytes(const unsigned char *p, std::size_t n) {
  std::string s;
  char b[4];
  for (std::size_t i = 0; i < n; ++i) {
    std::snprintf(b, sizeof b, "%02x", p[i]);
    s += b;
  }
  return s;
}

std::string Harness::compareState() {
  char s[320];
  // Host data, where the model knows it.
  std::vector<bool> hostSettled = model.settled(*model.host);
  auto count = [this](const std::vector<bool> &settled) {
    if (!stats) return;
    std::uint64_t n = std::uint64_t(std::count(settled.begin(), settled.end(), true));
    stats->bytesCompared += n;
    stats->bytesUnchecked += settled.size() - n;
  };
  count(hostSettled);
  for (std::size_t i = 0; i < kArenaBytes; ++i) {
    if (!hostSettled[i] || gArena[i] == model.hostBytes()[i]) continue;
    std::size_t u = i / 4 * 4;
    std::snprintf(s, sizeof s, "host bytes of %s: runtime %s, model %s",
                  rangeName(u, u + 4).c_str(), hexBytes(gArena + u, 4).c_str(),
                  hexBytes(model.hostBytes().data() + u, 4).c_str());
    return s;
  }
  // Presence, host range and counters, at every 4-byte unit.
  const MMapping *owner[kDataBytes / 4] = {};
  for (const MMapping &m : model.maps)
    for (std::size_t u = m.lo; u < m.hi; u += 4) owner[u / 4] = &m;
  for (std::size_t u = 0; u < kDataBytes; u += 4) {
    std::optional<MappingView> v = rt.inspect(gArena + u);
    const MMapping *m = owner[u / 4];
    if (!m && !v) continue;
    auto unitName = [u] { return rangeName(u, u + 4); };
    if (!m) {
      std::snprintf(s, sizeof s,
                    "%s is present in the runtime (mapping of %zu bytes, counters %" PRIu64
                    "/%" PRIu64 "), absent in the model",
                    unitName().c_str(), v->bytes, v->structured, v->dynamic);
      return s;
    }
    auto dynName = [m] { return m->infinite ? std::string("inf") : std::to_string(m->dynamic); };
    if (!v) {
      std::snprintf(
          s, sizeof s,
          "%s is absent in the runtime, present in the model (mapping %s, counters %" PRIu64 "/%s)",
          unitName().c_str(), rangeName(m->lo, m->hi).c_str(), m->structured, dynName().c_str());
      return s;
    }
    std::uint64_t wantDyn = m->infinite ? kInfinite : m->dynamic;
    if (v->hostBegin != hostAddr(m->lo) || v->bytes != m->hi - m->lo ||
        v->structured != m->structured || v->dynamic != wantDyn ||
        v->deviceBegin != m->deviceBase) {
      std::string rdyn = v->dynamic == kInfinite ? "inf" : std::to_string(v->dynamic);
      long rlo = arenaOffset(v->hostBegin);
      std::string rrange =
          rlo >= 0 ? rangeName(std::size_t(rlo), std::size_t(rlo) + v->bytes) : "?";
      std::snprintf(s, sizeof s,
                    "mapping holding %s: runtime %s structured=%" PRIu64 " dynamic=%s device=%p; "
                    "model %s structured=%" PRIu64 " dynamic=%s device=%p",
                    unitName().c_str(), rrange.c_str(), v->structured, rdyn.c_str(),
                    reinterpret_cast<void *>(v->deviceBegin), rangeName(m->lo, m->hi).c_str(),
                    m->structured, dynName().c_str(), reinterpret_cast<void *>(m->deviceBase));
      return s;
    }
  }
  if (rt.mappingCount() != model.maps.size())
    return "the runtime has " + std::to_string(rt.mappingCount()) + " mappings, the model " +
           std::to_string(model.maps.size());
  // Device contents, read through the device address, where the model knows them.
  for (const MMapping &m : model.maps) {
    auto *d = static_cast<const unsigned char *>(rt.deviceAddress(gArena + m.lo));
    const std::vector<unsigned char> &want = m.device->value;
    std::vector<bool> settled = model.settled(*m.device);
    count(settled);
    for (std::size_t i = 0; i < m.hi - m.lo; ++i) {
      if (!settled[i] || d[i] == want[i]) continue;
      std::size_t u = m.lo + i / 4 * 4;
      std::size_t k = std::min<std::size_t>(8, m.hi - u);
      std::snprintf(s, sizeof s, "device bytes of %s (mapping %s): runtime %s, model %s",
                    rangeName(u, u + k).c_str(), rangeName(m.lo, m.hi).c_str(),
                    hexBytes(d + (u - m.lo), k).c_str(),
                    hexBytes(want.data() + (u - m.lo), k).c_str());
      return s;
    }
  }
  // Attachment counters.
  for (int i = 0; i < kNumSlots; ++i) {
    std::uint64_t got = rt.attachCount(gArena + kSlots[i].off);
    auto it = model.slots.find(i);
    std::uint64_t want = it == model.slots.end() ? 0 : it->second.count;
    if (got != want) {
      std::snprintf(s, sizeof s, "attach count of %s: runtime %" PRIu64 ", model %" PRIu64,
                    kSlots[i].name, got, want);
      return s;
    }
  }
  std::string inv = rt.checkInvariants();
  if (!inv.empty()) return "rt.checkInvariants(): " + inv;
  return {};
}

// ============================================================================
// The generator: random actions, properly nested constructs
// ============================================================================

class Generator {
public:
  explicit Generator(std::uint64_t seed) : rng_(seed) { actionsLeft_ = 20 + int(rng_() % 21); }

  // The next operation, or false at the end of the sequence (which waits
  // for all queues, so that their work is checked too).
  bool next(const Model &m, Op &out) {
    for (;;) {
      while (queue_.empty()) {
        if (actionsLeft_ > 0) {
          --actionsLeft_;
          generate(m);
        } else if (!frames_.empty()) {
          close();
        } else if (!waitedAtEnd_) {
          waitedAtEnd_ = true;
          push(waitAllOp());
        } else {
          return false;
        }
      }
      // attach and detach read the pointer on the host: a program waits for
      // a copy still writing it, and one that raced on it drops the action.
      const Op &op = queue_.front().op;
      if (op.k == K::Attach || op.k == K::Detach) {
        Model::Settled st = m.slotSettled(op.slot);
        if (st == Model::Settled::InFlight) {
          current_ = {waitAllOp(), false, {}, -1};
          out = current_.op;
          return true;
        }
        if (st == Model::Settled::Unknown) {
          queue_.pop_front();
          continue;
        }
      }
      current_ = queue_.front();
      queue_.pop_front();
      out = current_.op;
      return true;
    }
  }

  // Whether the last operation succeeded: a construct's exit is emitted only
  // for entries that counted.
  void feedback(bool ok) {
    if (ok && current_.hasExit) frames_[std::size_t(current_.frame)].exits.push_back(current_.exit);
  }

private:
  struct Pending {
    Op op;
    bool hasExit = false;
    Op exit;
    int frame = -1;
  };
  struct Frame {
    bool omp;
    int construct;
    std::vector<Op> exits;
  };

  std::mt19937_64 rng_;
  std::deque<Pending> queue_;
  Pending current_;
  std::vector<Frame> frames_;
  int nextConstruct_ = 0;
  int actionsLeft_;
  bool waitedAtEnd_ = false;

  std::uint64_t pick(std::uint64_t n) { return rng_() % n; }
  bool chance(int percent) { return int(pick(100)) < percent; }
  int queue() {
    static const int q[] = {ACC2C_ASYNC_SYNC, ACC2C_ASYNC_SYNC, ACC2C_ASYNC_NOVAL, 0, 2, -3};
    return q[pick(6)];
  }
  int asyncQueue() {
    static const int q[] = {ACC2C_ASYNC_NOVAL, 0, 2, -3};
    return q[pick(4)];
  }
  static Op waitAllOp() {
    Op op;
    op.k = K::WaitAll;
    return op;
  }

  void push(const Op &op) { queue_.push_back({op, false, {}, -1}); }
  void pushWithExit(const Op &op, const Op &exit) {
    queue_.push_back({op, true, exit, int(frames_.size()) - 1});
  }

  struct Range {
    std::size_t lo, hi;
  };
  Range subRange(std::size_t lo, std::size_t hi, std::size_t unit) {
    std::size_t n = (hi - lo) / unit;
    std::size_t i = pick(n), j = i + 1 + pick(n - i);
    return {lo + i * unit, lo + j * unit};
  }
  Range pickRange(const Model &m) {
    int c = int(pick(10));
    if (c >= 4 && c < 6 && !m.maps.empty()) { // exactly an existing mapping
      const MMapping &x = m.maps[pick(m.maps.size())];
      return {x.lo, x.hi};
    }
    if (c == 6 && !m.maps.empty()) { // inside an existing mapping
      const MMapping &x = m.maps[pick(m.maps.size())];
      return subRange(x.lo, x.hi, bufferOf(x.lo).unit);
    }
    const BufferDef &b = kBuffers[pick(kNumBuffers)];
    if (c < 6) return {b.off, b.off + b.bytes}; // the whole variable
    return subRange(b.off, b.off + b.bytes, b.unit);
  }
  int structSlot(std::size_t lo, std::size_t hi) {
    std::vector<int> in;
    for (int i = 0; i < kNumSlots; ++i)
      if (kSlots[i].off >= lo && kSlots[i].off < hi) in.push_back(i);
    return in.empty() ? -1 : in[pick(in.size())];
  }
  Op attachOp(const Model &m, int slot) {
    Op op;
    op.k = K::Attach;
    op.slot = slot;
    op.queue = queue();
    long t = arenaOffset(readWord(m.hostBytes(), kSlots[slot].off));
    std::size_t c = pick(3);
    if (t >= 0 && c > 0) {
      const BufferDef &b = bufferOf(std::size_t(t));
      op.bytes = c == 1 ? b.elem : b.off + b.bytes - std::size_t(t);
    }
    return op;
  }
  // The whole array the slot points at now, if any (a translator maps the
  // pointee before attaching: copyin(s, s%p(:))).
  bool pointee(const Model &m, int slot, Range &r) {
    long t = arenaOffset(readWord(m.hostBytes(), kSlots[slot].off));
    if (t < 0 || std::size_t(t) >= kBuffers[3].off) return false;
    const BufferDef &b = bufferOf(std::size_t(t));
    r = {b.off, b.off + b.bytes};
    return true;
  }
  Op detachOp(int slot) {
    Op op;
    op.k = K::Detach;
    op.slot = slot;
    op.flags = chance(30) ? ACC2C_FINALIZE : 0;
    op.queue = queue();
    return op;
  }

  void close() {
    Frame f = std::move(frames_.back());
    frames_.pop_back();
    Op marker;
    marker.k = f.omp ? K::OmpClose : K::AccClose;
    push(marker);
    if (!f.omp) {
      for (auto it = f.exits.rbegin(); it != f.exits.rend(); ++it) push(*it);
      return;
    }
    // The exit maps of an OpenMP construct: a construct instance of their own.
    Op open, end;
    open.k = K::OmpOpen;
    end.k = K::OmpEnd;
    open.construct = end.construct = nextConstruct_++;
    push(open);
    for (auto it = f.exits.rbegin(); it != f.exits.rend(); ++it) {
      Op x = *it;
      x.construct = open.construct;
      push(x);
    }
    push(end);
  }

  void generate(const Model &m) {
    static const int weights[] = {10, 8, 9, 9, 2, 8, 6, 5, 7, 7, 6,
                                  4,  4, 3, 3, 3, 1, 6, 2, 3, 3, 3};
    int total = 0;
    for (int w : weights) total += w;
    int r = int(pick(std::uint64_t(total))), a = 0;
    while (r >= weights[a]) r -= weights[a++];
    switch (a) {
    case 0: accConstruct(m); break;
    case 1:
      if (!frames_.empty()) close();
      break;
    case 2: accEnterData(m); break;
    case 3: accExitData(m); break;
    case 4: strayStructuredExit(m); break;
    case 5: {
      // A fifth of the updates start or end inside the descriptor S2.d (a
      // slot that begins before the range, or reaches past it).
      Range x = chance(20) ? subRange(kSlots[2].off, kSlots[2].off + 72, 8) : pickRange(m);
      Op op;
      op.k = K::Update;
      op.action = int(pick(2)) == 0 ? int(Direction::ToDevice) : int(Direction::ToHost);
      op.lo = x.lo;
      op.hi = x.hi;
      op.flags = chance(50) ? ACC2C_IF_PRESENT : 0;
      op.queue = queue();
      push(op);
      break;
    }
    case 6: push(attachOp(m, int(pick(kNumSlots)))); break;
    case 7: push(detachOp(int(pick(kNumSlots)))); break;
    case 8: hostWrite(); break;
    case 9: deviceWrite(m); break;
    case 10: ompConstruct(m); break;
    case 11: ompStandalone(m, true); break;
    case 12: ompStandalone(m, false); break;
    case 13: {
      Range x = pickRange(m);
      Op op;
      op.k = K::OmpUpdate;
      op.action = int(pick(2));
      op.lo = x.lo;
      op.hi = x.hi;
      op.flags = chance(30) ? ACC2C_PRESENT : 0;
      push(op);
      break;
    }
    case 14: {
      Range x = pickRange(m);
      Op op;
      op.k = K::MapData;
      op.lo = x.lo;
      op.hi = x.hi;
      op.value = std::uint32_t(rng_());
      push(op);
      break;
    }
    case 15: {
      Op op;
      op.k = K::UnmapData;
      std::vector<std::size_t> mapped;
      for (const MMapping &x : m.maps)
        if (x.mappedData) mapped.push_back(x.lo);
      if (!mapped.empty() && chance(70)) {
        op.lo = mapped[pick(mapped.size())];
      } else if (!m.maps.empty() && chance(50)) {
        op.lo = m.maps[pick(m.maps.size())].lo;
      } else {
        const BufferDef &b = kBuffers[pick(kNumBuffers)];
        op.lo = b.off + pick(b.bytes / b.unit) * b.unit;
      }
      op.hi = op.lo + 1;
      push(op);
      break;
    }
    case 16: {
      if (m.maps.empty()) break;
      const MMapping &x = m.maps[pick(m.maps.size())];
      Op op;
      op.k = K::FreeMapped;
      op.lo = x.lo + pick((x.hi - x.lo) / 4) * 4;
      op.hi = op.lo + 1;
      push(op);
      break;
    }
    case 17:
    case 19: {
      Op op;
      op.k = a == 17 ? K::Wait : K::TestWait;
      op.queue = a == 19 && chance(20) ? ACC2C_ASYNC_SYNC : asyncQueue(); // sync: test all
      push(op);
      break;
    }
    case 18: push(waitAllOp()); break;
    case 20: {
      Op op;
      op.k = K::Order;
      op.queue = chance(15) ? ACC2C_ASYNC_SYNC : asyncQueue();
      op.on = asyncQueue();
      push(op);
      break;
    }
    case 21: {
      Op op;
      op.k = K::Region;
      op.queue = queue();
      push(op);
      break;
    }
    }
  }

  // A data or compute construct: its entries now (structured counter), its
  // exits when it closes, in reverse order, like the translator emits them.
  void accConstruct(const Model &m) {
    if (frames_.size() >= 4) return;
    frames_.push_back({false, -1, {}});
    Op marker;
    marker.k = K::AccOpen;
    push(marker);
    int items = 1 + int(pick(3));
    for (int i = 0; i < items; ++i) {
      Range x = pickRange(m);
      int clause = int(pick(6)); // copy copyin copyout create present no_create
      Op in, out;
      in.k = K::Enter;
      out.k = K::Exit;
      in.lo = out.lo = x.lo;
      in.hi = out.hi = x.hi;
      in.counter = out.counter = ACC2C_STRUCTURED;
      in.queue = queue();
      out.queue = queue();
      switch (clause) {
      case 0:
        in.action = int(EnterAction::Copyin);
        out.action = int(ExitAction::Copyout);
        break;
      case 1:
        in.action = int(EnterAction::Copyin);
        out.action = int(ExitAction::Delete);
        break;
      case 2:
        in.action = int(EnterAction::Create);
        out.action = int(ExitAction::Copyout);
        break;
      case 3:
        in.action = int(EnterAction::Create);
        out.action = int(ExitAction::Delete);
        break;
      case 4:
        in.action = int(EnterAction::Present);
        out.action = int(ExitAction::Delete);
        break;
      case 5:
        in.action = int(EnterAction::NoCreate);
        out.action = int(ExitAction::Delete);
        out.flags = ACC2C_NO_CREATE;
        break;
      }
      if (in.action == int(EnterAction::Create) && chance(25)) in.flags |= ACC2C_ZERO;
      // The exit of a no_create is emitted whether or not the entry found the data.
      if (clause == 5) {
        push(in);
        frames_.back().exits.push_back(out);
      } else {
        pushWithExit(in, out);
      }
      int slot = structSlot(x.lo, x.hi);
      if (slot >= 0 && chance(60)) {
        Range t;
        if (chance(60) && pointee(m, slot, t)) {
          Op pin = in, pout = out;
          pin.action = int(EnterAction::Copyin);
          pin.flags = 0;
          pout.action = int(chance(50) ? ExitAction::Copyout : ExitAction::Delete);
          pout.flags = 0;
          pin.lo = pout.lo = t.lo;
          pin.hi = pout.hi = t.hi;
          pushWithExit(pin, pout);
        }
        pushWithExit(attachOp(m, slot), detachOp(slot));
      }
    }
  }

  void accEnterData(const Model &m) {
    int items = 1 + int(pick(2));
    for (int i = 0; i < items; ++i) {
      Range x = pickRange(m);
      Op op;
      op.k = K::Enter;
      op.counter = ACC2C_DYNAMIC;
      int c = int(pick(10));
      op.action = int(c < 4   ? EnterAction::Copyin
                      : c < 7 ? EnterAction::Create
                      : c < 9 ? EnterAction::Present
                              : EnterAction::NoCreate);
      if (op.action == int(EnterAction::Create) && chance(25)) op.flags |= ACC2C_ZERO;
      op.lo = x.lo;
      op.hi = x.hi;
      op.queue = queue();
      push(op);
      int slot = structSlot(x.lo, x.hi);
      if (slot >= 0 && chance(50)) {
        Range t;
        if (chance(60) && pointee(m, slot, t)) {
          Op pin = op;
          pin.action = int(EnterAction::Copyin);
          pin.flags = 0;
          pin.lo = t.lo;
          pin.hi = t.hi;
          push(pin);
        }
        push(attachOp(m, slot));
      }
    }
  }

  void accExitData(const Model &m) {
    int items = 1 + int(pick(2));
    for (int i = 0; i < items; ++i) {
      Range x = pickRange(m);
      int slot = structSlot(x.lo, x.hi);
      if (slot >= 0 && chance(50)) push(detachOp(slot));
      Op op;
      op.k = K::Exit;
      op.counter = ACC2C_DYNAMIC;
      op.action = int(chance(50) ? ExitAction::Copyout : ExitAction::Delete);
      op.flags = chance(30) ? ACC2C_FINALIZE : chance(10) ? ACC2C_DEALLOCATE : 0;
      op.lo = x.lo;
      op.hi = x.hi;
      op.queue = queue();
      push(op);
    }
  }

  // A structured exit that no entry opened: only where it cannot close a
  // construct's entry (absent, partly present, or structured count 0).
  void strayStructuredExit(const Model &m) {
    Range x = pickRange(m);
    Model::Look l = m.find(x.lo, x.hi);
    if (!l.partial && l.index >= 0 && m.maps[std::size_t(l.index)].structured > 0) return;
    Op op;
    op.k = K::Exit;
    op.counter = ACC2C_STRUCTURED;
    op.action = int(pick(2));
    op.flags = chance(40) ? ACC2C_NO_CREATE : 0;
    op.lo = x.lo;
    op.hi = x.hi;
    op.queue = queue();
    push(op);
  }

  void hostWrite() {
    Op op;
    if (chance(50)) {
      op.k = K::SetPointer;
      op.slot = int(pick(kNumSlots));
      std::mt19937_64 &r = rng_;
      op.target = randomTarget(r);
    } else {
      op.k = K::HostWrite;
      if (chance(25)) { // the descriptor's offset, span or dim[0]: a new "value" of S2.d
        static const std::size_t fields[] = {136, 140, 160, 164, 168, 172, 176, 180, 184, 188};
        op.lo = fields[pick(10)];
      } else {
        do op.lo = pick(kDataBytes / 4) * 4;
        while (!plainDataUnit(op.lo));
      }
      op.hi = op.lo + 4;
      op.value = std::uint32_t(rng_());
    }
    push(op);
  }

  void deviceWrite(const Model &m) {
    std::vector<std::size_t> units;
    for (const MMapping &x : m.maps)
      for (std::size_t u = x.lo; u < x.hi; u += 4)
        if (m.deviceWritable(u, u + 4)) units.push_back(u);
    if (units.empty()) return;
    Op op;
    op.k = K::DeviceWrite;
    op.lo = units[pick(units.size())];
    op.hi = op.lo + 4;
    op.value = std::uint32_t(rng_());
    push(op);
  }

  unsigned ompFlags() {
    unsigned f = 0;
    if (chance(15)) f |= ACC2C_ALWAYS;
    if (chance(10)) f |= ACC2C_PRESENT;
    return f;
  }

  // target / target data: a construct instance for the entry maps now, another
  // for the exit maps when the construct ends.
  void ompConstruct(const Model &m) {
    if (frames_.size() >= 4) return;
    int c = nextConstruct_++;
    frames_.push_back({true, c, {}});
    Op open;
    open.k = K::OmpOpen;
    open.construct = c;
    push(open);
    int items = 1 + int(pick(3));
    Range last{0, 0};
    for (int i = 0; i < items; ++i) {
      Range x = i > 0 && chance(20) ? last : pickRange(m); // the same item twice: at most once
      last = x;
      Op in, out;
      in.k = K::OmpEnter;
      out.k = K::OmpExit;
      in.lo = out.lo = x.lo;
      in.hi = out.hi = x.hi;
      in.construct = out.construct = c;
      in.action = int(pick(4)); // alloc to from tofrom
      out.action =
          in.action == ACC2C_MAP_ALLOC || in.action == ACC2C_MAP_TO ? ACC2C_MAP_RELEASE : in.action;
      in.flags = out.flags = ompFlags();
      pushWithExit(in, out);
    }
    Op end;
    end.k = K::OmpEnd;
    end.construct = c;
    push(end);
  }

  // target enter data / target exit data: a construct instance of its own.
  void ompStandalone(const Model &m, bool enter) {
    int c = nextConstruct_++;
    Op open;
    open.k = K::OmpOpen;
    open.construct = c;
    push(open);
    int items = 1 + int(pick(2));
    Range last{0, 0};
    for (int i = 0; i < items; ++i) {
      Range x = i > 0 && chance(25) ? last : pickRange(m);
      last = x;
      Op op;
      op.k = enter ? K::OmpEnter : K::OmpExit;
      op.lo = x.lo;
      op.hi = x.hi;
      op.construct = c;
      static const int enterTypes[] = {ACC2C_MAP_TO, ACC2C_MAP_ALLOC};
      static const int exitTypes[] = {ACC2C_MAP_FROM, ACC2C_MAP_RELEASE, ACC2C_MAP_DELETE};
      op.action = enter ? enterTypes[pick(2)] : exitTypes[pick(3)];
      op.flags = ompFlags();
      push(op);
    }
    Op end;
    end.k = K::OmpEnd;
    end.construct = c;
    push(end);
  }
};

// ============================================================================
// Running, replaying, shrinking, reporting
// ============================================================================

struct Failure {
  std::uint64_t seed = 0;
  bool deferred = false;
  int step = -1;
  std::string what;
  std::vector<Op> ops;               // every operation up to and including the failing one
  std::vector<std::string> outcomes; // what each did
};

std::string outcomeText(const StepResult &r) {
  if (r.skipped) return "skipped (not applicable here)";
  if (r.error) return std::string("error: ") + errorKindName(*r.error);
  return "ok";
}

const char *modeName(bool deferred) { return deferred ? "deferred" : "immediate"; }

// Runs the random sequence of `seed`; false (and `f`) on a divergence.
bool runSequence(std::uint64_t seed, bool deferred, Stats &stats, Failure &f, bool keepLog) {
  Generator gen(seed);
  Harness h(seed, deferred);
  f.deferred = deferred;
  h.stats = &stats;
  Op op;
  std::vector<Op> ops;
  std::vector<std::string> outcomes;
  int step = 0;
  bool log = keepLog;
  while (gen.next(h.model, op)) {
    StepResult r = h.step(op, step);
    ops.push_back(op);
    if (log) outcomes.push_back(outcomeText(r));
    if (!h.fault.empty()) {
      f.seed = seed;
      f.step = step;
      f.what = h.fault;
      f.ops = std::move(ops);
      f.outcomes = std::move(outcomes);
      return false;
    }
    gen.feedback(r.ok);
    ++step;
  }
  ++stats.sequences;
  if (keepLog) {
    f.seed = seed;
    f.ops = std::move(ops);
    f.outcomes = std::move(outcomes);
  }
  return true;
}

// Replays explicit operations; the index of the first diverging step, or -1.
int replay(std::uint64_t seed, bool deferred, const std::vector<Op> &ops, std::string *what,
           std::vector<std::string> *outcomes) {
  Harness h(seed, deferred);
  for (std::size_t i = 0; i < ops.size(); ++i) {
    StepResult r = h.step(ops[i], int(i));
    if (outcomes) outcomes->push_back(outcomeText(r));
    if (!h.fault.empty()) {
      if (what) *what = h.fault;
      return int(i);
    }
  }
  return -1;
}

// Drops operations one at a time while the sequence still diverges.
std::vector<Op> shrink(std::uint64_t seed, bool deferred, std::vector<Op> ops) {
  bool changed = true;
  while (changed) {
    changed = false;
    for (std::size_t i = ops.size(); i-- > 0;) {
      std::vector<Op> candidate = ops;
      candidate.erase(candidate.begin() + long(i));
      int at = replay(seed, deferred, candidate, nullptr, nullptr);
      if (at >= 0) {
        candidate.resize(std::size_t(at) + 1);
        ops = std::move(candidate);
        changed = true;
        if (i > ops.size()) i = ops.size();
      }
    }
  }
  return ops;
}

std::string initialState(std::uint64_t seed) {
  std::vector<unsigned char> h = initialHost(seed);
  std::string s = "initial host pointers:";
  for (const SlotDef &d : kSlots) {
    long t = arenaOffset(readWord(h, d.off));
    s += std::string(" ") + d.name + "=" + targetName(t);
  }
  return s;
}

std::string formatLog(const std::vector<Op> &ops, const std::vector<std::string> &outcomes) {
  std::string s;
  char b[32];
  for (std::size_t i = 0; i < ops.size(); ++i) {
    std::snprintf(b, sizeof b, "  #%-3zu ", i);
    s += b + describe(ops[i]);
    if (i < outcomes.size()) s += "  -> " + outcomes[i];
    s += "\n";
  }
  return s;
}

std::string report(Failure f) {
  // The full log (the run that failed kept none, for speed): replay it.
  std::vector<std::string> outcomes;
  replay(f.seed, f.deferred, f.ops, nullptr, &outcomes);
  std::string s = "DIVERGENCE at seed " + std::to_string(f.seed) + " (" + modeName(f.deferred) +
                  " queues), step " + std::to_string(f.step) +
                  " (replay: ACC2C_MODEL_SEED=" + std::to_string(f.seed) + ")\n  " + f.what + "\n" +
                  initialState(f.seed) + "\nop log:\n" + formatLog(f.ops, outcomes);
  std::vector<Op> small = shrink(f.seed, f.deferred, f.ops);
  std::string what;
  std::vector<std::string> smallOutcomes;
  int at = replay(f.seed, f.deferred, small, &what, &smallOutcomes);
  s += "shrunk to " + std::to_string(small.size()) + " steps (diverges at step " +
       std::to_string(at) + ": " + what + "):\n" + formatLog(small, smallOutcomes);
  return s;
}

std::uint64_t envNumber(const char *name, std::uint64_t fallback, bool &given) {
  const char *v = std::getenv(name);
  given = v && *v;
  if (!given) return fallback;
  return std::strtoull(v, nullptr, 10);
}

} // namespace

namespace {

void checkAgainstModel(bool deferred) {
  ThrowingErrors errors;
  bool oneSeed = false, countGiven = false;
  std::uint64_t seedOnly = envNumber("ACC2C_MODEL_SEED", 0, oneSeed);
  std::uint64_t sequences = envNumber("ACC2C_MODEL_SEQUENCES", 100000, countGiven);
  bool deferredGiven = false;
  std::uint64_t deferredSequences =
      envNumber("ACC2C_MODEL_DEFERRED_SEQUENCES", sequences / 5, deferredGiven);
  if (deferred) sequences = deferredSequences;
  Stats stats;
  auto t0 = std::chrono::steady_clock::now();

  if (oneSeed) {
    Failure f;
    bool ok = runSequence(seedOnly, deferred, stats, f, true);
    std::string log = "seed " + std::to_string(seedOnly) + " (" + modeName(deferred) +
                      " queues): " + initialState(seedOnly) + "\n" + formatLog(f.ops, f.outcomes);
    std::printf("%s", log.c_str());
    if (!ok) FAIL(report(f));
    SUCCEED("seed " << seedOnly << " agrees with the model over " << stats.steps << " steps");
    return;
  }

  std::uint64_t diverged = 0;
  std::vector<std::uint64_t> badSeeds;
  for (std::uint64_t seed = 0; seed < sequences; ++seed) {
    Failure f;
    if (runSequence(seed, deferred, stats, f, false)) continue;
    ++diverged;
    if (badSeeds.size() < 20) badSeeds.push_back(seed);
    if (diverged <= 3) FAIL_CHECK(report(f));
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

  std::string summary =
      std::string(modeName(deferred)) + " queues: " + std::to_string(sequences) + " sequences, " +
      std::to_string(stats.steps) + " steps in " + std::to_string(seconds) + " s; " +
      std::to_string(stats.created) + " mappings created, " + std::to_string(stats.freedByExit) +
      " removed, " + std::to_string(stats.attachedNew) + " attaches (+" +
      std::to_string(stats.attachedAgain) + " re-attaches to the same target, " +
      std::to_string(stats.detachedToZero) + " detaches to 0), " + std::to_string(stats.skipped) +
      " skipped; " + std::to_string(stats.asyncIssued) + " async copies queued, " +
      std::to_string(stats.asyncApplied) + " applied at waits, " +
      std::to_string(stats.unknownBytes) + " bytes left unknown by races, " +
      std::to_string(stats.testedPending) + "/" + std::to_string(stats.testedDone) +
      " async tests with/without pending work; " + std::to_string(stats.bytesCompared) +
      " byte comparisons, " + std::to_string(stats.bytesUnchecked) +
      " skipped as unknown or in flight; expected errors:";
  for (const auto &[k, n] : stats.errors)
    summary += std::string(" ") + errorKindName(k) + "=" + std::to_string(n);
  INFO(summary);
  if (diverged) {
    std::string seeds;
    for (auto s : badSeeds) seeds += " " + std::to_string(s);
    INFO("diverging seeds (first 20):" + seeds);
    FAIL(std::to_string(diverged) + " of " + std::to_string(sequences) +
         " sequences diverge from the model");
  }
  std::printf("ModelBasedTest: %s\n", summary.c_str());

  // The generator reaches every kind of action and every error the model knows.
  if (sequences >= 1000) {
    for (int k = 0; k < int(K::NumKinds); ++k) {
      INFO("operation kind " << kindName(K(k)));
      CHECK(stats.byKind[k] > 0);
    }
    for (ErrorKind k :
         {ErrorKind::NotPresent, ErrorKind::PartialPresence, ErrorKind::CounterUnderflow,
          ErrorKind::FreeOfMapped, ErrorKind::UnmapStructured, ErrorKind::AlreadyMapped,
          ErrorKind::NotMapped}) {
      INFO("expected error " << errorKindName(k));
      CHECK(stats.errors[k] > 0);
    }
    // Async work is queued, found pending by tests, and checked after waits.
    CHECK(stats.asyncApplied > 0);
    CHECK(stats.testedPending > 0);
    CHECK(stats.testedDone > 0);
  }
}

} // namespace

TEST_CASE("the runtime agrees with a reference model over random sequences of data actions",
          "[runtime][model]") {
  checkAgainstModel(false);
}

TEST_CASE(
    "... and so does it with its async queues held until the program waits (ACC2C_ASYNC=deferred)",
    "[runtime][model][deferred]") {
  checkAgainstModel(true);
}

TEST_CASE("the model-based harness notices a runtime that departs from the model",
          "[runtime][model]") {
  ThrowingErrors errors;
  Stats stats;
  // A device byte changed behind the model's back.
  {
    Harness h(7, false);
    Op op;
    op.k = K::Enter;
    op.action = int(EnterAction::Copyin);
    op.lo = kBuffers[1].off;
    op.hi = op.lo + kBuffers[1].bytes;
    op.counter = ACC2C_DYNAMIC;
    h.step(op, 0);
    REQUIRE(h.fault.empty());
    auto *d = static_cast<unsigned char *>(h.rt.deviceAddress(gArena + op.lo + 5));
    *d ^= 0x40;
    CHECK_THAT(h.compareState(), Catch::Matchers::Contains("device bytes of B"));
  }
  // A counter changed behind the model's back.
  {
    Harness h(7, false);
    Op op;
    op.k = K::Enter;
    op.action = int(EnterAction::Create);
    op.lo = kBuffers[0].off;
    op.hi = op.lo + kBuffers[0].bytes;
    op.counter = ACC2C_STRUCTURED;
    h.step(op, 0);
    REQUIRE(h.fault.empty());
    h.rt.enter(EnterAction::Present, gArena, 4, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC, nullptr);
    CHECK_THAT(h.compareState(), Catch::Matchers::Contains("dynamic=1"));
  }
  // An error the model expects and the runtime does not raise.
  {
    Harness h(7, false);
    h.rt.enter(EnterAction::Create, gArena + kBuffers[2].off, 8, ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC,
               nullptr);
    Op op;
    op.k = K::Update;
    op.action = int(Direction::ToDevice);
    op.lo = kBuffers[2].off;
    op.hi = op.lo + 8;
    h.step(op, 0);
    CHECK_THAT(h.fault, Catch::Matchers::Contains(
                            "the model expects not present, the runtime raised no error"));
  }
  // A hand-written log replays through the same harness.
  {
    std::vector<Op> ops(3);
    ops[0].k = K::Enter; // copyin A dynamic
    ops[0].action = int(EnterAction::Copyin);
    ops[0].lo = 0;
    ops[0].hi = 24;
    ops[0].counter = ACC2C_DYNAMIC;
    ops[1].k = K::HostWrite;
    ops[1].lo = 4;
    ops[1].hi = 8;
    ops[1].value = 0x12345678;
    ops[2].k = K::Exit; // a structured exit of data whose structured count is 0
    ops[2].action = int(ExitAction::Delete);
    ops[2].lo = 0;
    ops[2].hi = 24;
    ops[2].counter = ACC2C_STRUCTURED;
    std::string what;
    CHECK(replay(7, false, ops, &what, nullptr) ==
          -1); // the runtime raises counter underflow, as modelled
  }
  Op copyinB, updateB, waitQ0;
  copyinB.k = K::Enter;
  copyinB.action = int(EnterAction::Copyin);
  copyinB.lo = kBuffers[1].off;
  copyinB.hi = copyinB.lo + kBuffers[1].bytes;
  copyinB.counter = ACC2C_DYNAMIC;
  updateB = copyinB;
  updateB.k = K::Update;
  updateB.queue = 0;
  waitQ0.k = K::Wait;
  waitQ0.queue = 0;
  Op writeB;
  writeB.k = K::HostWrite;
  writeB.lo = kBuffers[1].off;
  writeB.hi = writeB.lo + 4;
  writeB.value = 0x12345678;
  // An async copy that never lands: unchecked while pending, noticed after the wait.
  {
    struct LosesAsyncCopies : ForwardingBackend {
      LosesAsyncCopies() : ForwardingBackend(makeHostBackend()) {}
      void copyToDevice(void *d, const void *h, std::size_t n, int q) override {
        if (q == ACC2C_ASYNC_SYNC) inner_->copyToDevice(d, h, n, q);
      }
    };
    Harness h(7, std::make_unique<LosesAsyncCopies>(), false);
    updateB.action = int(Direction::ToDevice);
    for (const Op &op : {copyinB, writeB, updateB}) {
      h.step(op, 0);
      REQUIRE(h.fault.empty());
    }
    h.step(waitQ0, 0);
    CHECK_THAT(h.fault, Catch::Matchers::Contains("device bytes of B"));
  }
  // Work a deferred queue ran before the program synchronised.
  {
    Harness h(7, makeHostBackend(), true); // immediate, but checked as deferred
    Op copyinQ0 = copyinB, test = waitQ0;
    copyinQ0.queue = 0;
    test.k = K::TestWait;
    h.step(copyinQ0, 0);
    REQUIRE(h.fault.empty());
    h.step(test, 0);
    CHECK_THAT(h.fault, Catch::Matchers::Contains("true before the deferred queue was waited for"));
  }
  // A host write racing with an async copy to the host: unknown, in both
  // modes (either may come last), until written again.
  for (bool deferred : {false, true}) {
    Harness h(7, deferred);
    updateB.action = int(Direction::ToHost);
    for (const Op &op : {copyinB, updateB, writeB, waitQ0}) {
      h.step(op, 0);
      REQUIRE(h.fault.empty());
    }
    CHECK_FALSE(h.model.host->known[kBuffers[1].off]);
    CHECK(h.model.host->known[kBuffers[1].off + 4]);
    h.step(writeB, 0);
    CHECK(h.model.host->known[kBuffers[1].off]);
    CHECK(h.fault.empty());
  }
}
