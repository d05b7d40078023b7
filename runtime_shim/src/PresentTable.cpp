#include "PresentTable.h"

#include <string>

namespace acc2c::rt {

PresentTable::Lookup PresentTable::find(std::uintptr_t begin, std::size_t bytes) {
  Lookup r;
  std::uintptr_t end = begin + (bytes ? bytes : 1);
  auto next = byHost_.upper_bound(begin); // first mapping starting after `begin`
  if (next != byHost_.begin()) {
    Mapping &prev = std::prev(next)->second;
    if (prev.hostEnd > begin) {
      r.mapping = &prev;
      r.partial = end > prev.hostEnd;
      return r;
    }
  }
  if (next != byHost_.end() && next->second.hostBegin < end) {
    r.mapping = &next->second;
    r.partial = true;
  }
  return r;
}

Mapping *PresentTable::findByDevice(std::uintptr_t device) {
  auto next = byDevice_.upper_bound(device);
  if (next == byDevice_.begin()) return nullptr;
  Mapping &m = byHost_.at(std::prev(next)->second);
  return device < m.deviceBegin + m.bytes() ? &m : nullptr;
}

Mapping &PresentTable::insert(Mapping m) {
  std::uintptr_t key = m.hostBegin;
  byDevice_[m.deviceBegin] = key;
  return byHost_.emplace(key, std::move(m)).first->second;
}

void PresentTable::erase(const Mapping &m) {
  auto d = byDevice_.find(m.deviceBegin);
  if (d != byDevice_.end() && d->second == m.hostBegin) byDevice_.erase(d);
  byHost_.erase(m.hostBegin);
}

std::string PresentTable::checkInvariants() const {
  std::uintptr_t lastEnd = 0;
  bool first = true;
  for (const auto &[key, m] : byHost_) {
    if (key != m.hostBegin) return "key differs from hostBegin";
    if (m.hostBegin >= m.hostEnd) return "I1: empty mapping";
    if (!first && m.hostBegin < lastEnd) return "I1: overlapping host ranges";
    first = false;
    lastEnd = m.hostEnd;
    if (m.structured == 0 && m.dynamic == 0) return "I2: mapping with both counters zero";
    auto d = byDevice_.find(m.deviceBegin);
    if (m.ownsDevice && (d == byDevice_.end() || d->second != m.hostBegin))
      return "I3: mapping missing from the device index";
    for (const auto &[slot, s] : m.slots)
      if (slot < m.hostBegin || slot + s.size() > m.hostEnd)
        return "I4: pointer slot outside its mapping";
  }
  return {};
}

} // namespace acc2c::rt
