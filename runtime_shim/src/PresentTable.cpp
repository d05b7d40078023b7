#include "PresentTable.h"

#include <string>

namespace acc2c::rt {

PresentTable::Lookup PresentTable::find(std::uintptr_t begin, std::size_t bytes) {
  Lookup r;
  std::uintptr_t end = begin + (bytes ? bytes : 1);
  auto next = byHost_.upper_bound(begin); // first mapping starting after `begin`
  if (next != byHost_.begin()) {
    const IndexEntry &prev = std::prev(next)->second;
    if (prev.hostEnd > begin) {
      r.mapping = prev.mapping.get();
      r.partial = end > prev.hostEnd;
      return r;
    }
  }
  if (next != byHost_.end() && next->first < end) {
    r.mapping = next->second.mapping.get();
    r.partial = true;
  }
  return r;
}

Mapping *PresentTable::findByDevice(std::uintptr_t device) {
  auto next = byDevice_.upper_bound(device);
  if (next == byDevice_.begin()) return nullptr;
  Mapping *m = std::prev(next)->second;
  return device < m->deviceBegin + m->bytes() ? m : nullptr;
}

Mapping &PresentTable::insert(Mapping m) {
  auto owned = std::make_unique<Mapping>(std::move(m));
  Mapping &ref = *owned;
  byDevice_[ref.deviceBegin] = &ref;
  byHost_.emplace(ref.hostBegin, IndexEntry{ref.hostEnd, std::move(owned)});
  generation_.fetch_add(1, std::memory_order_acq_rel);
  return ref;
}

void PresentTable::erase(const Mapping &m) {
  auto d = byDevice_.find(m.deviceBegin);
  if (d != byDevice_.end() && d->second == &m) byDevice_.erase(d);
  std::uintptr_t key = m.hostBegin;
  byHost_.erase(key); // destroys m
  generation_.fetch_add(1, std::memory_order_acq_rel);
}

std::string PresentTable::checkInvariants() const {
  std::uintptr_t lastEnd = 0;
  bool first = true;
  for (const auto &[key, e] : byHost_) {
    const Mapping &m = *e.mapping;
    if (key != m.hostBegin || e.hostEnd != m.hostEnd) return "index differs from its mapping";
    if (m.hostBegin >= m.hostEnd) return "I1: empty mapping";
    if (!first && m.hostBegin < lastEnd) return "I1: overlapping host ranges";
    first = false;
    lastEnd = m.hostEnd;
    if (m.structured == 0 && m.dynamic == 0 && m.closingIn == 0)
      return "I2: mapping with both counters zero";
    auto d = byDevice_.find(m.deviceBegin);
    if (m.memory == Mapping::Memory::Owned && (d == byDevice_.end() || d->second != &m))
      return "I3: mapping missing from the device index";
    if (m.memory == Mapping::Memory::Managed && m.deviceBegin != m.hostBegin)
      return "I3: managed mapping with a device range of its own";
    for (const auto &[slot, s] : m.slots) {
      if (slot < m.hostBegin || slot + s.size() > m.hostEnd)
        return "I4: pointer slot outside its mapping";
      if (s.count > 0 && byHost_.count(s.target) == 0)
        return "I5: attached pointer whose target is no longer mapped";
    }
  }
  return {};
}

} // namespace acc2c::rt
