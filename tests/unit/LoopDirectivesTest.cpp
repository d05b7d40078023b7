// The planner's loop decisions (rewriter/common/LoopDirectives.h) for tile:
// which nests are written as loops over tiles, with which sizes, and how
// many loops the threads then share. Expectations come from OpenACC 3.3
// 2.9.8 (the first size is the innermost loop's; `*` is the
// implementation's choice) and docs/data-operations.md, "tile".
#include "rewriter/common/LoopDirectives.h"

#include <catch2/catch.hpp>

using namespace acc2c;

namespace {

GraphConstruct tiledLoop(std::vector<std::int64_t> sizes,
                         std::vector<std::optional<std::int64_t>> steps) {
  GraphConstruct c;
  c.kind = ConstructKind::Compute;
  c.directive = llvm::acc::Directive::ACCD_parallel_loop;
  Clause tile;
  tile.id = llvm::acc::Clause::ACCC_tile;
  tile.count = static_cast<std::int64_t>(sizes.size());
  tile.tileSizes = std::move(sizes);
  c.controlClauses.push_back(tile);
  for (std::optional<std::int64_t> s : steps) {
    AssociatedLoop l;
    l.step = s;
    c.associatedLoops.push_back(l);
  }
  return c;
}

} // namespace

TEST_CASE("tile sizes go to the loops innermost first; '*' is 32", "[planner]") {
  GraphConstruct c = tiledLoop({8, 0, 4}, {1, -2, 3});
  CHECK(tileSizes(c, LoopRunner::HostThreads) == std::vector<std::int64_t>{4, 32, 8});
  // The threads share the three tile loops.
  CHECK(collapseOf(c, LoopRunner::HostThreads) == "3");
}

TEST_CASE("one tiled loop is shared without collapse", "[planner]") {
  GraphConstruct c = tiledLoop({16}, {1});
  CHECK(tileSizes(c, LoopRunner::HostThreads) == std::vector<std::int64_t>{16});
  CHECK(collapseOf(c, LoopRunner::HostThreads).empty());
}

TEST_CASE("a loop without a constant step keeps the nest as written", "[planner]") {
  GraphConstruct c = tiledLoop({4, 4}, {1, std::nullopt});
  CHECK(tileSizes(c, LoopRunner::HostThreads).empty());
  // The outer n - 1 loops are shared, the innermost whole.
  CHECK(collapseOf(c, LoopRunner::HostThreads).empty());
  GraphConstruct three = tiledLoop({4, 4, 4}, {std::nullopt, 1, 1});
  CHECK(collapseOf(three, LoopRunner::HostThreads) == "2");
}

TEST_CASE("fewer recorded loops than tile sizes keep the nest as written", "[planner]") {
  GraphConstruct c = tiledLoop({4, 4}, {1});
  CHECK(tileSizes(c, LoopRunner::HostThreads).empty());
}

TEST_CASE("a device kernel shares every iteration of a tile nest instead", "[planner]") {
  GraphConstruct c = tiledLoop({4, 4}, {1, 1});
  CHECK(tileSizes(c, LoopRunner::DeviceKernel).empty());
  CHECK(collapseOf(c, LoopRunner::DeviceKernel) == "2");
}
