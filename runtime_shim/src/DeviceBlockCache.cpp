// DeviceBlockCache (see the header for the invariants C1-C6).
#include "DeviceBlockCache.h"

#include <algorithm>
#include <cstdlib>
#include <unistd.h>

#if defined(__SANITIZE_ADDRESS__)
#define ACC2C_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ACC2C_ASAN 1
#endif
#endif
#ifdef ACC2C_ASAN
#include <sanitizer/asan_interface.h>
#endif

namespace acc2c::rt {
namespace {

using Lock = std::lock_guard<std::mutex>;

// Under AddressSanitizer a kept block is unaddressable, as freed memory would
// be: a device address used after its unmapping is still reported.
void hide(void *p, std::size_t n) {
#ifdef ACC2C_ASAN
  ASAN_POISON_MEMORY_REGION(p, n);
#else
  (void)p, (void)n;
#endif
}
void show(void *p, std::size_t n) {
#ifdef ACC2C_ASAN
  ASAN_UNPOISON_MEMORY_REGION(p, n);
#else
  (void)p, (void)n;
#endif
}

} // namespace

DeviceBlockCache::~DeviceBlockCache() {
  for (Block &b : byAge_) {
    show(b.data, b.bytes);
    std::free(b.data);
  }
}

void *DeviceBlockCache::take(std::size_t bytes) {
  Lock lock(mutex_);
  auto it = bySize_.find(bytes);
  if (it == bySize_.end()) return nullptr;
  Age newest = it->second.back(); // C3
  void *data = newest->data;
  it->second.pop_back();
  if (it->second.empty()) bySize_.erase(it);
  byAge_.erase(newest);
  cached_ -= bytes;
  show(data, bytes);
  return data;
}

void DeviceBlockCache::keep(void *block, std::size_t bytes) {
  if (!block) return;
  Lock lock(mutex_);
  if (bytes > bound_) { // C1: it would never fit
    std::free(block);
    return;
  }
  while (cached_ + bytes > bound_) evictOldest();
  byAge_.push_back({block, bytes});
  bySize_[bytes].push_back(std::prev(byAge_.end()));
  cached_ += bytes;
  hide(block, bytes);
}

void DeviceBlockCache::setBound(std::size_t boundBytes) {
  Lock lock(mutex_);
  bound_ = boundBytes;
  while (cached_ > bound_) evictOldest();
}

// The oldest block overall is the oldest of its size too (C2).
void DeviceBlockCache::evictOldest() {
  Block oldest = byAge_.front();
  auto same = bySize_.find(oldest.bytes);
  same->second.pop_front();
  if (same->second.empty()) bySize_.erase(same);
  byAge_.pop_front();
  cached_ -= oldest.bytes;
  show(oldest.data, oldest.bytes);
  std::free(oldest.data);
}

std::size_t DeviceBlockCache::bound() const {
  Lock lock(mutex_);
  return bound_;
}
std::size_t DeviceBlockCache::cached() const {
  Lock lock(mutex_);
  return cached_;
}
std::size_t DeviceBlockCache::blocks() const {
  Lock lock(mutex_);
  return byAge_.size();
}

std::size_t defaultDeviceCacheBytes() {
  constexpr std::size_t kMax = std::size_t(2) << 30;
  long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGESIZE);
  if (pages <= 0 || pageSize <= 0) return kMax;
  return std::min(kMax, std::size_t(pages) / 4 * std::size_t(pageSize));
}

} // namespace acc2c::rt
