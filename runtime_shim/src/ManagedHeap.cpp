// ManagedHeap — see ManagedHeap.h for the invariants. program() is in
// ManagedAllocation.cpp, beside the allocation functions that create it.
#include "ManagedHeap.h"

namespace acc2c::rt {

std::atomic<ManagedHeap *> ManagedHeap::program_{nullptr};

void *ManagedHeap::allocate(std::size_t bytes, std::size_t alignment) {
  if (bytes == 0) bytes = 1; // malloc(0) is a unique address here, so M1 holds
  void *p = allocator_.allocate(bytes, alignment);
  if (!p) return nullptr;
  std::lock_guard<std::mutex> lock(mutex_);
  blocks_[reinterpret_cast<std::uintptr_t>(p)] = bytes;
  return p;
}

bool ManagedHeap::release(void *p) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = blocks_.find(reinterpret_cast<std::uintptr_t>(p));
    if (it == blocks_.end()) return false;
    blocks_.erase(it);
  }
  allocator_.release(p);
  return true;
}

std::optional<std::size_t> ManagedHeap::sizeOf(const void *p) const {
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = blocks_.find(reinterpret_cast<std::uintptr_t>(p));
  if (it == blocks_.end()) return std::nullopt;
  return it->second;
}

bool ManagedHeap::contains(std::uintptr_t begin, std::size_t bytes) const {
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = blocks_.upper_bound(begin);
  if (it == blocks_.begin()) return false;
  --it; // the last block that starts at or before `begin`
  std::uintptr_t end = it->first + it->second;
  return begin < end && (bytes == 0 || bytes <= end - begin);
}

std::size_t ManagedHeap::blockCount() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return blocks_.size();
}

} // namespace acc2c::rt
