// PresentTable on its own: containment lookup, partial overlap, device index.
#include "PresentTable.h"

#include <catch2/catch.hpp>

using namespace acc2c::rt;

namespace {
Mapping make(std::uintptr_t host, std::size_t bytes, std::uintptr_t device) {
  Mapping m;
  m.hostBegin = host;
  m.hostEnd = host + bytes;
  m.deviceBegin = device;
  m.dynamic = 1;
  return m;
}
} // namespace

TEST_CASE("lookup by containment finds the mapping holding a range", "[table]") {
  PresentTable t;
  t.insert(make(1000, 100, 50000));
  t.insert(make(2000, 10, 60000));
  CHECK(t.find(1000, 100).mapping->hostBegin == 1000);
  CHECK(t.find(1050, 10).mapping->hostBegin == 1000);
  CHECK_FALSE(t.find(1050, 10).partial);
  CHECK(t.find(1099, 0).mapping != nullptr); // a single address
  CHECK(t.find(1100, 0).mapping == nullptr); // one past the end is outside
  CHECK(t.find(999, 1).mapping == nullptr);
  CHECK(t.find(2005, 5).mapping->deviceAddress(2005) == 60005);
  CHECK(t.checkInvariants().empty());
}

TEST_CASE("a range overlapping a mapping without being inside it is partial", "[table]") {
  PresentTable t;
  t.insert(make(1000, 100, 50000));
  auto tail = t.find(1090, 20); // runs past the end
  REQUIRE(tail.mapping);
  CHECK(tail.partial);
  auto head = t.find(990, 20); // starts before the mapping
  REQUIRE(head.mapping);
  CHECK(head.partial);
  auto around = t.find(900, 400); // covers it
  REQUIRE(around.mapping);
  CHECK(around.partial);
}

TEST_CASE("device addresses map back to their host mapping", "[table]") {
  PresentTable t;
  t.insert(make(1000, 100, 50000));
  CHECK(t.findByDevice(50000)->hostBegin == 1000);
  CHECK(t.findByDevice(50099)->hostBegin == 1000);
  CHECK(t.findByDevice(50100) == nullptr);
  CHECK(t.findByDevice(49999) == nullptr);
  t.erase(*t.find(1000, 1).mapping);
  CHECK(t.size() == 0);
  CHECK(t.findByDevice(50000) == nullptr);
}

TEST_CASE("checkInvariants reports a mapping with both counters zero", "[table]") {
  PresentTable t;
  Mapping m = make(1000, 8, 2000);
  m.dynamic = 0;
  t.insert(m);
  CHECK_THAT(t.checkInvariants(), Catch::Matchers::Contains("I2"));
}
