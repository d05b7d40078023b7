// PresentTable — the host→device mapping table (OpenACC's "present table",
// LLVM offload's MappingInfoTy): one structure, the rest of the runtime is
// built on it.
//
// Invariants (checkInvariants() verifies them; the randomized test calls it
// after every step):
//  I1. Every mapping covers a non-empty host range [hostBegin, hostEnd), and
//      the host ranges of all mappings are pairwise disjoint. Lookup of an
//      address or a range is therefore one ordered-map search: O(log n).
//      The search touches only the index (hostBegin -> hostEnd, Mapping*),
//      whose nodes come from one pool so that they sit close together; the
//      Mapping itself is read only for the one that is found.
//  I2. A mapping is in the table exactly while structured + dynamic > 0
//      (kInfinite counts as > 0): the runtime erases it when both reach 0 --
//      except while the OpenMP construct instance whose exit maps took them
//      to 0 is still open (closingIn): every list item of those exits is
//      copied back first (a structure and one of its members, both `from`),
//      and the instance's end erases it (OpenMP 5.2 5.8.3; LLVM offload
//      defers its deallocations to the end of the construct too).
//  I3. Host address h of a mapping has device address deviceBegin + (h - hostBegin);
//      the device ranges of mappings that own their device memory are disjoint,
//      and byDevice_ indexes every mapping by deviceBegin. A Managed mapping's
//      device range is its host range.
//  I4. Every pointer slot recorded in a mapping lies wholly inside it. A slot
//      with count > 0 is attached: its device copy holds deviceValue. A slot
//      with count 0 is a known, detached pointer (its device copy holds the host
//      value written at the last detach).
//  I5. The target mapping of every attached slot is in the table: unmapping
//      a target detaches the pointers attached to it and gives their device
//      copies the host value back (OpenACC 2.6.4), so no device pointer is
//      left pointing at freed device memory.
//  I6. generation() changes whenever a mapping is inserted or erased, and
//      a mapping's ranges never change while it is in the table: a device
//      address found for a host address stays right while the generation
//      read before the lookup is still the table's (routines' per-thread
//      lookups, TranslatorABI.cpp).
#pragma once

#include "acc2c_runtime.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <memory_resource>
#include <string>
#include <vector>

namespace acc2c::rt {

constexpr std::uint64_t kInfinite = std::numeric_limits<std::uint64_t>::max();

// One attachable pointer (C pointer or Fortran descriptor) inside a mapping.
struct PointerSlot {
  int layout = ACC2C_SLOT_POINTER;         // acc2c_slot_layout
  std::uint64_t count = 0;                 // attachment counter
  std::vector<unsigned char> attachedHost; // host contents at the last attach
  std::vector<unsigned char> deviceValue;  // what attach wrote to the device copy
  std::uintptr_t target = 0;               // hostBegin of the target's mapping
  std::size_t size() const { return attachedHost.size(); }
};

struct Mapping {
  std::uintptr_t hostBegin = 0, hostEnd = 0;
  std::uintptr_t deviceBegin = 0;
  std::uint64_t structured = 0, dynamic = 0;
  // Where the device copy's memory comes from.
  enum class Memory {
    Owned,      // the runtime's: allocated at the first mapping, released at the last
    Associated, // the program's: acc_map_data, omp_target_associate_ptr, declare target
    Managed,    // the host data itself, in managed memory (ManagedHeap.h): nothing to copy
  } memory = Memory::Owned;
  std::uint64_t closingIn = 0;                 // I2: the open construct instance that erases it
  acc2c_src origin{};                          // where it was first mapped (static strings)
  std::map<std::uintptr_t, PointerSlot> slots; // by host address of the slot
  std::vector<std::uintptr_t> pointedToBy;     // slots attached to this mapping (may be stale)

  std::size_t bytes() const { return hostEnd - hostBegin; }
  std::uintptr_t deviceAddress(std::uintptr_t host) const {
    return deviceBegin + (host - hostBegin);
  }
};

class PresentTable {
public:
  // Result of looking up [begin, begin+bytes): the mapping that contains it,
  // or, when some mapping overlaps it without containing it, that mapping and
  // partial = true. bytes == 0 looks up the single address `begin`.
  struct Lookup {
    Mapping *mapping = nullptr;
    bool partial = false;
  };
  Lookup find(std::uintptr_t begin, std::size_t bytes);
  Mapping *findByDevice(std::uintptr_t device);

  // Precondition: the new range overlaps no mapping (callers check with find).
  Mapping &insert(Mapping m);
  void erase(const Mapping &m);

  std::size_t size() const { return byHost_.size(); }
  /// I6; read without the runtime's lock.
  std::uint64_t generation() const { return generation_.load(std::memory_order_acquire); }
  template <typename F> void forEach(F &&f) const {
    for (const auto &[k, e] : byHost_) f(static_cast<const Mapping &>(*e.mapping));
  }
  // Returns an empty string when I1-I4 hold, otherwise what is broken.
  std::string checkInvariants() const;

private:
  struct IndexEntry {
    std::uintptr_t hostEnd;
    std::unique_ptr<Mapping> mapping;
  };
  std::pmr::unsynchronized_pool_resource pool_;
  std::pmr::map<std::uintptr_t, IndexEntry> byHost_{&pool_};  // key: hostBegin
  std::pmr::map<std::uintptr_t, Mapping *> byDevice_{&pool_}; // key: deviceBegin
  std::atomic<std::uint64_t> generation_{0};
};

} // namespace acc2c::rt
