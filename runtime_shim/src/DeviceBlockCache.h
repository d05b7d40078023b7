// DeviceBlockCache — freed device blocks of the host backend, kept for reuse.
//
// A compute region with copy(a) and no enclosing data region maps and unmaps
// `a` on every launch. Giving each block back to malloc makes glibc trim the
// heap (or munmap) at every unmapping and fault every page in again at the
// next mapping; keeping the blocks of the sizes the program maps again costs
// nothing of that (docs/applications.md, training course item 2).
//
// Blocks come from std::aligned_alloc or std::malloc (the cache frees them
// with std::free); a size is the block's whole size as allocated (the host
// backend's rounded size). The cache hands a block back as it was kept: the
// caller fills it, as it fills a fresh one.
//
// Invariants:
//  C1. cached() is the sum of the sizes of the kept blocks and never exceeds
//      bound(); a block larger than the bound is freed at once.
//  C2. Every kept block is in byAge_ once, oldest first, and in
//      bySize_[its size] once, in the same order; bySize_ has no empty entry.
//  C3. take(n) returns the most recently kept block of exactly size n (its
//      pages are the likeliest to be warm), or null: never a block of another
//      size.
//  C4. Room for a new block is made by freeing the oldest blocks first.
//  C5. A kept block belongs to the cache alone until take() hands it out (under
//      AddressSanitizer it is unaddressable meanwhile, as freed memory is); it
//      is freed exactly once (evicted, dropped by setBound, or at destruction).
//  C6. One lock guards all of it, so callers on several threads may share a
//      cache (the runtime's lock serialises its calls today; this does not
//      depend on that).
#pragma once

#include <cstddef>
#include <deque>
#include <list>
#include <mutex>
#include <unordered_map>

namespace acc2c::rt {

class DeviceBlockCache {
public:
  explicit DeviceBlockCache(std::size_t boundBytes) : bound_(boundBytes) {}
  ~DeviceBlockCache();
  DeviceBlockCache(const DeviceBlockCache &) = delete;
  DeviceBlockCache &operator=(const DeviceBlockCache &) = delete;

  // The most recently kept block of exactly `bytes`, now the caller's; null if none.
  void *take(std::size_t bytes);
  // Keep `block` of `bytes` for a later take(), evicting the oldest blocks to
  // stay within the bound (C1, C4).
  void keep(void *block, std::size_t bytes);
  // A new bound; blocks beyond it are freed, oldest first.
  void setBound(std::size_t boundBytes);

  std::size_t bound() const;
  std::size_t cached() const;
  std::size_t blocks() const;

private:
  struct Block {
    void *data;
    std::size_t bytes;
  };
  using Age = std::list<Block>::iterator;
  void evictOldest(); // mutex_ held

  mutable std::mutex mutex_;
  std::size_t bound_;
  std::size_t cached_ = 0;
  std::list<Block> byAge_;                                  // oldest first
  std::unordered_map<std::size_t, std::deque<Age>> bySize_; // each oldest first
};

// The host backend's bound when ACC2C_DEVICE_CACHE_MIB does not set one: a
// quarter of the physical memory, at most 2 GiB.
std::size_t defaultDeviceCacheBytes();

} // namespace acc2c::rt
