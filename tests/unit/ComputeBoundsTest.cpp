#include "lowering/ComputeBounds.h"

#include <catch2/catch.hpp>

using namespace acc2c;

namespace {
Variable array(std::vector<DeclaredDim> shape, std::string name = "a") {
  Variable v;
  v.text = v.designator = v.rootName = name;
  v.shape = std::move(shape);
  return v;
}
DeclaredDim dim(BoundExpr lo, std::optional<BoundExpr> hi) { return {lo, hi}; }
Subscript triplet(std::optional<BoundExpr> lo, std::optional<BoundExpr> hi) {
  Subscript s;
  s.lower = lo;
  s.upper = hi;
  return s;
}
} // namespace

TEST_CASE("scalars have no bounds", "[bounds]") {
  Variable v;
  v.text = v.designator = "x";
  BoundsResult r = computeBounds(v);
  CHECK(r.error.empty());
  CHECK(r.bounds.empty());
}

TEST_CASE("whole explicit-shape array with a non-default lower bound", "[bounds]") {
  // real :: b(10:20); copyin(b)
  BoundsResult r = computeBounds(array({dim(BoundExpr::constant(10), BoundExpr::constant(20))}));
  REQUIRE(r.bounds.size() == 1);
  CHECK(r.bounds[0].lower.asConstant() == 0);
  CHECK(r.bounds[0].upper.asConstant() == 10);
  CHECK(r.bounds[0].extent.asConstant() == 11);
  CHECK(r.bounds[0].startIdx.asConstant() == 10);
}

TEST_CASE("section of a non-default lower bound array is zero-normalised", "[bounds]") {
  // docs/data-operations.md, "Bounds": b(10:20), copyin(b(12:15)) -> lower 2, upper 5, extent 4
  Variable v = array({dim(BoundExpr::constant(10), BoundExpr::constant(20))});
  v.text = "b(12:15)";
  v.subscripts = {triplet(BoundExpr::constant(12), BoundExpr::constant(15))};
  BoundsResult r = computeBounds(v);
  REQUIRE(r.bounds.size() == 1);
  CHECK(r.bounds[0].lower.str() == "2");
  CHECK(r.bounds[0].upper.str() == "5");
  CHECK(r.bounds[0].extent.str() == "4");
  CHECK(r.bounds[0].startIdx.str() == "10");
}

TEST_CASE("symbolic bounds: a(n), copyin(a(2:n))", "[bounds]") {
  Variable v = array({dim(BoundExpr::constant(1), BoundExpr::term("n"))});
  v.subscripts = {triplet(BoundExpr::constant(2), std::nullopt)};
  BoundsResult r = computeBounds(v);
  REQUIRE(r.bounds.size() == 1);
  CHECK(r.bounds[0].lower.str() == "1");
  CHECK(r.bounds[0].upper.str() == "n - 1");
  CHECK(r.bounds[0].extent.str() == "n - 1");
}

TEST_CASE("worked example: array(5:10) of an allocatable array(10)", "[bounds]") {
  Variable v = array(
      {dim(BoundExpr::term("lbound(array, 1)"), BoundExpr::term("ubound(array, 1)"))}, "array");
  v.subscripts = {triplet(BoundExpr::constant(5), BoundExpr::constant(10))};
  BoundsResult r = computeBounds(v);
  REQUIRE(r.bounds.size() == 1);
  CHECK(r.bounds[0].lower.str() == "-lbound(array, 1) + 5");
  CHECK(r.bounds[0].upper.str() == "-lbound(array, 1) + 10");
  CHECK(r.bounds[0].extent.str() == "6");
  CHECK(r.bounds[0].startIdx.str() == "lbound(array, 1)");
}

TEST_CASE("two dimensions, element in one, range in the other", "[bounds]") {
  Variable v = array({dim(BoundExpr::constant(0), BoundExpr::constant(9)),
                      dim(BoundExpr::constant(1), BoundExpr::term("m"))});
  Subscript element;
  element.isElement = true;
  element.lower = BoundExpr::constant(3);
  v.subscripts = {element, triplet(std::nullopt, std::nullopt)};
  BoundsResult r = computeBounds(v);
  REQUIRE(r.bounds.size() == 2);
  CHECK(r.bounds[0].lower.str() == "3");
  CHECK(r.bounds[0].extent.str() == "1");
  CHECK(r.bounds[1].lower.str() == "0");
  CHECK(r.bounds[1].upper.str() == "m - 1");
  CHECK(r.bounds[1].extent.str() == "m");
}

TEST_CASE("assumed-size arrays need an upper bound", "[bounds][diagnostics]") {
  Variable v = array({dim(BoundExpr::constant(1), std::nullopt)});
  CHECK_THAT(computeBounds(v).error, Catch::Contains("assumed-size array 'a'"));
  v.subscripts = {triplet(BoundExpr::constant(1), BoundExpr::term("n"))};
  CHECK(computeBounds(v).error.empty());
}

TEST_CASE("non-unit strides are rejected", "[bounds][diagnostics]") {
  Variable v = array({dim(BoundExpr::constant(1), BoundExpr::constant(10))});
  Subscript s = triplet(BoundExpr::constant(1), BoundExpr::constant(10));
  s.stride = BoundExpr::constant(2);
  v.subscripts = {s};
  CHECK_THAT(computeBounds(v).error, Catch::Contains("non-unit stride"));
  s.stride = BoundExpr::constant(1);
  v.subscripts = {s};
  CHECK(computeBounds(v).error.empty());
}

TEST_CASE("subscript count must match the rank", "[bounds][diagnostics]") {
  Variable v = array({dim(BoundExpr::constant(1), BoundExpr::constant(10))});
  v.subscripts = {triplet({}, {}), triplet({}, {})};
  CHECK_THAT(computeBounds(v).error, Catch::Contains("rank 1"));
}
