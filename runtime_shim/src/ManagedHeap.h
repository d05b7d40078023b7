// ManagedHeap — the program's heap in managed-memory mode (`-gpu=managed`,
// docs/gpu.md "Managed memory"): memory the host and the device address at
// the same address, as CUDA managed memory is. The drivers link such a
// program with `--wrap` for malloc, calloc, realloc, free, aligned_alloc and
// posix_memalign (ManagedAllocation.cpp), so every allocation the program's
// own objects make comes from here; what libraries allocate for themselves
// does not.
//
// The runtime asks contains() before it gives data device memory of its own:
// data inside a managed block is its own device copy (Mapping::Memory::Managed),
// so data clauses count references and copy nothing, and a region may use a
// pointer into such a block that no clause mapped.
//
// Invariants:
//  M1. The blocks are pairwise disjoint host ranges [begin, begin + bytes),
//      bytes > 0, each handed out by `allocator_` and not yet released.
//  M2. release() and sizeOf() know exactly the addresses allocate() returned
//      (a pointer into a block, or one from elsewhere, is not theirs).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>

namespace acc2c::rt {

// Where managed memory comes from: plain functions, so that the heap keeps
// working whatever happens to the backend that chose them.
struct ManagedAllocator {
  const char *name;                                            // "host", "cuda"
  void *(*allocate)(std::size_t bytes, std::size_t alignment); // null when out of memory
  void (*release)(void *p);
};

class ManagedHeap {
public:
  explicit ManagedHeap(ManagedAllocator allocator) : allocator_(allocator) {}
  ManagedHeap(const ManagedHeap &) = delete;
  ManagedHeap &operator=(const ManagedHeap &) = delete;

  // At least `bytes` (0 counts as 1) aligned to `alignment` (a power of two);
  // null when the allocator has no more.
  void *allocate(std::size_t bytes, std::size_t alignment);
  // False, doing nothing, when `p` is not a block of this heap (M2).
  bool release(void *p);
  // The size asked for when `p` was allocated; nothing if it is not a block.
  std::optional<std::size_t> sizeOf(const void *p) const;
  // Whether [begin, begin + bytes) lies inside one block (bytes 0: the address).
  bool contains(std::uintptr_t begin, std::size_t bytes) const;
  std::size_t blockCount() const;
  const char *allocatorName() const { return allocator_.name; }

  // The program's heap: created, with the managed allocator of the backend
  // the runtime started with, at the program's first allocation.
  static ManagedHeap &program();
  // The program's heap if the program has allocated from it (a program not
  // linked with -gpu=managed never has).
  static ManagedHeap *programIfAny() { return program_.load(std::memory_order_acquire); }

private:
  ManagedAllocator allocator_;
  mutable std::mutex mutex_;
  std::map<std::uintptr_t, std::size_t> blocks_; // begin -> bytes asked for (M1)
  static std::atomic<ManagedHeap *> program_;
};

// Whether [begin, begin + bytes) lies in a managed block of the program's heap.
inline bool inManagedMemory(std::uintptr_t begin, std::size_t bytes) {
  ManagedHeap *h = ManagedHeap::programIfAny();
  return h && h->contains(begin, bytes);
}

} // namespace acc2c::rt
