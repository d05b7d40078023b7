#include "model/BoundExpr.h"

#include <catch2/catch.hpp>

using acc2c::BoundExpr;

TEST_CASE("constants fold", "[bounds]") {
  CHECK((BoundExpr::constant(15) - BoundExpr::constant(10)).str() == "5");
  CHECK((BoundExpr::term("12") - BoundExpr::term("10")).asConstant() == 2);
  CHECK(BoundExpr::term("-3").asConstant() == -3);
}

TEST_CASE("terms combine linearly", "[bounds]") {
  BoundExpr n = BoundExpr::term("n");
  CHECK((n - 1).str() == "n - 1");
  CHECK((n - 1 + 1).str() == "n");
  CHECK((n - n).isZero());
  CHECK((n - n).str() == "0");
  CHECK((n + n).str() == "2*n");
  CHECK((BoundExpr::constant(1) - n).str() == "-n + 1");
}

TEST_CASE("terms keep their order of appearance", "[bounds]") {
  BoundExpr ub = BoundExpr::term("ubound(a, 1)");
  BoundExpr lb = BoundExpr::term("lbound(a, 1)");
  CHECK((ub - lb + 1).str() == "ubound(a, 1) - lbound(a, 1) + 1");
  CHECK((lb - ub).str() == "lbound(a, 1) - ubound(a, 1)");
}

TEST_CASE("compound terms are parenthesised when negated or scaled", "[bounds]") {
  BoundExpr m = BoundExpr::term("n+1");
  CHECK((BoundExpr::constant(0) - m).str() == "-(n+1)");
  CHECK((m + m).str() == "2*(n+1)");
  CHECK((m - 1).str() == "n+1 - 1");
}

TEST_CASE("source text is read as a linear form where it is one", "[bounds]") {
  CHECK(BoundExpr::parse("k+2").str() == "k + 2");
  CHECK((BoundExpr::parse("k+2") - BoundExpr::parse("k") + 1).str() == "3");
  CHECK(BoundExpr::parse("(n+1)").str() == "n + 1");
  CHECK(BoundExpr::parse("2*n - (m-1)").str() == "2*n - m + 1");
  CHECK(BoundExpr::parse("n * 4").str() == "4*n");
  CHECK(BoundExpr::parse(" 7 ").asConstant() == 7);
  CHECK(BoundExpr::parse("-3 + n").str() == "n - 3");
}

TEST_CASE("non-linear text stays one opaque term", "[bounds]") {
  CHECK(BoundExpr::parse("n*m").str() == "n*m");
  CHECK(BoundExpr::parse("size(a, 1)").str() == "size(a, 1)");
  CHECK(BoundExpr::parse("n/2").str() == "n/2");
  CHECK(BoundExpr::parse("a(i+1)").str() == "a(i+1)");
  // a sign after "*" belongs to the factor: n*-1 is -n
  CHECK(BoundExpr::parse("n*-1").str() == "-n");
}
