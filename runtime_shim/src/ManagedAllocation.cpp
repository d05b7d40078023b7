// The allocation functions of a program linked with -gpu=managed: the
// drivers link it with `--wrap=malloc` (and calloc, realloc, free,
// aligned_alloc, posix_memalign), so the calls its own objects make land
// here and take managed memory from the program's ManagedHeap (docs/gpu.md,
// "Managed memory"). Memory from anywhere else (a library's own malloc,
// strdup) stays the C library's: free and realloc hand it back there.
#include "ManagedHeap.h"
#include "Runtime.h"

#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <optional>

namespace acc2c::rt {

ManagedHeap &ManagedHeap::program() {
  // The runtime first: it says which backend runs the regions (and stops
  // the program, naming ACC2C_BACKEND, where that backend cannot start).
  static ManagedHeap *heap = [] {
    auto *h = new ManagedHeap(Runtime::global().backend().managedAllocator()); // lives until exit
    program_.store(h, std::memory_order_release);
    return h;
  }();
  return *heap;
}

} // namespace acc2c::rt

namespace {

using acc2c::rt::ManagedHeap;
constexpr std::size_t kMallocAlignment = alignof(std::max_align_t);

void *managed(std::size_t bytes, std::size_t alignment) {
  void *p = ManagedHeap::program().allocate(bytes, alignment);
  if (!p) errno = ENOMEM;
  return p;
}

} // namespace

extern "C" {

void *__wrap_malloc(std::size_t bytes) { return managed(bytes, kMallocAlignment); }

void *__wrap_calloc(std::size_t count, std::size_t size) {
  if (size && count > SIZE_MAX / size) {
    errno = ENOMEM;
    return nullptr;
  }
  void *p = managed(count * size, kMallocAlignment);
  if (p) std::memset(p, 0, count * size);
  return p;
}

void __wrap_free(void *p) {
  if (!p) return;
  ManagedHeap *heap = ManagedHeap::programIfAny();
  if (!heap || !heap->release(p)) std::free(p);
}

void *__wrap_realloc(void *p, std::size_t bytes) {
  if (!p) return __wrap_malloc(bytes);
  ManagedHeap *heap = ManagedHeap::programIfAny();
  std::optional<std::size_t> old = heap ? heap->sizeOf(p) : std::nullopt;
  if (!old) return std::realloc(p, bytes); // not managed: it stays where it is
  if (bytes == 0) {                        // as glibc: frees, returns null
    heap->release(p);
    return nullptr;
  }
  void *q = managed(bytes, kMallocAlignment);
  if (!q) return nullptr; // p is left as it was
  std::memcpy(q, p, std::min(*old, bytes));
  heap->release(p);
  return q;
}

void *__wrap_aligned_alloc(std::size_t alignment, std::size_t bytes) {
  if (alignment == 0 || (alignment & (alignment - 1)) != 0) {
    errno = EINVAL;
    return nullptr;
  }
  return managed(bytes, std::max(alignment, kMallocAlignment));
}

int __wrap_posix_memalign(void **out, std::size_t alignment, std::size_t bytes) {
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
  void *p = ManagedHeap::program().allocate(bytes, std::max(alignment, kMallocAlignment));
  if (!p) return ENOMEM;
  *out = p;
  return 0;
}

} // extern "C"
