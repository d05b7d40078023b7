// PointerSlotLayout — how many bytes an attachable pointer occupies, by layout.
// base_addr is the first word of all three layouts, so attach patches bytes
// [0, 8) of the device copy and copies the rest verbatim.
//
//  gfortran (libgfortran/libgfortran.h, GFC_ARRAY_DESCRIPTOR, GCC 8-14):
//    base_addr 0 | offset 8 | dtype{elem_len 16, version 24, rank 28, type 29,
//    attribute 30} | span 32 | dim[r]{stride, lbound, ubound} 40 + 24*i
//  Flang (flang/ISO_Fortran_binding.h, CFI_cdesc_t):
//    base_addr 0 | elem_len 8 | version 16 | rank 20 | type 21 | attribute 22 |
//    extra 23 (bit 0: an addendum follows) | dim[r]{lower_bound, extent, sm} 24 + 24*i
//    | addendum: derived-type pointer (8 bytes; length type parameters beyond
//      it are not compared or copied).
#pragma once

#include "acc2c_runtime.h"

#include <cstddef>
#include <cstring>

namespace acc2c::rt {

constexpr std::size_t kMaxRank = 15;
// The largest slot any layout can have: lets a copy of a range find the slots
// that start before it but reach into it.
constexpr std::size_t kMaxSlotBytes = 40 + 24 * kMaxRank + 8;

// Bytes of the slot at `slot`, or 0 when the layout is unknown or the
// descriptor's rank is out of range. A disassociated descriptor may hold
// garbage beyond base_addr (gfortran's NULLIFY of a component sets only
// base_addr): with a null base_addr and no valid rank, the slot is its
// base_addr word alone.
inline std::size_t pointerSlotBytes(int layout, const void *slot) {
  const auto *b = static_cast<const unsigned char *>(slot);
  void *base;
  std::memcpy(&base, b, sizeof base);
  auto orNull = [&](std::size_t bytes) { return bytes ? bytes : base ? 0 : sizeof(void *); };
  switch (layout) {
  case ACC2C_SLOT_POINTER: return sizeof(void *);
  case ACC2C_SLOT_GFORTRAN: {
    signed char rank;
    std::memcpy(&rank, b + 28, 1);
    return orNull(rank >= 0 && std::size_t(rank) <= kMaxRank ? 40 + 24 * std::size_t(rank) : 0);
  }
  case ACC2C_SLOT_CFI: {
    signed char rank;
    std::memcpy(&rank, b + 20, 1);
    if (rank < 0 || std::size_t(rank) > kMaxRank) return orNull(0);
    bool addendum = b[23] & 1;
    return 24 + 24 * std::size_t(rank) + (addendum ? 8 : 0);
  }
  }
  return 0;
}

// The array descriptor at `slot` describes no element (an extent is zero:
// a zero-size ALLOCATE, or a pointer onto an empty section): nothing can be
// read through it, wherever its base address points. False for a scalar
// pointer, an unknown layout or a rank out of range.
inline bool pointerSlotHasNoElements(int layout, const void *slot) {
  const auto *b = static_cast<const unsigned char *>(slot);
  signed char rank = 0;
  if (layout == ACC2C_SLOT_GFORTRAN) {
    std::memcpy(&rank, b + 28, 1);
    if (rank <= 0 || std::size_t(rank) > kMaxRank) return false;
    for (int d = 0; d < rank; ++d) {
      std::ptrdiff_t lower, upper;
      std::memcpy(&lower, b + 40 + 24 * d + 8, sizeof lower);
      std::memcpy(&upper, b + 40 + 24 * d + 16, sizeof upper);
      if (upper < lower) return true;
    }
  } else if (layout == ACC2C_SLOT_CFI) {
    std::memcpy(&rank, b + 20, 1);
    if (rank <= 0 || std::size_t(rank) > kMaxRank) return false;
    for (int d = 0; d < rank; ++d) {
      std::ptrdiff_t extent;
      std::memcpy(&extent, b + 24 + 24 * d + 8, sizeof extent);
      if (extent <= 0) return true;
    }
  }
  return false;
}

inline const char *pointerSlotLayoutName(int layout) {
  switch (layout) {
  case ACC2C_SLOT_POINTER: return "pointer";
  case ACC2C_SLOT_GFORTRAN: return "gfortran descriptor";
  case ACC2C_SLOT_CFI: return "CFI descriptor";
  }
  return "unknown";
}

} // namespace acc2c::rt
