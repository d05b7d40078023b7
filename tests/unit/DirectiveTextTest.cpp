// scanDirectives: the text and the whole-line extent of each directive.
#include "frontend/fortran/DirectiveText.h"

#include <catch2/catch.hpp>

using namespace acc2c;

TEST_CASE("a free-form directive with continuation lines", "[directive-text]") {
  const char *src = "program p\n"
                    "  !$acc data copy(a) &   ! trailing comment\n"
                    "  !$acc&     copyin(b(1:n))\n"
                    "  x = 1 ! !$acc not a directive\n"
                    "  !$acc end data\n"
                    "end\n";
  auto ds = scanDirectives(src, /*fixedForm=*/false);
  REQUIRE(ds.size() == 2);
  CHECK(ds[0].sentinel == "acc");
  CHECK(ds[0].text == " data copy(a)      copyin(b(1:n))");
  CHECK(ds[0].firstLine == 2);
  CHECK(ds[0].lastLine == 3);
  CHECK(llvm::StringRef(src).slice(ds[0].beginOffset, ds[0].endOffset) ==
        "  !$acc data copy(a) &   ! trailing comment\n  !$acc&     copyin(b(1:n))\n");
  CHECK(ds[0].origin.front() == std::make_pair(2u, 8u));
  CHECK(ds[1].text == " end data");
  CHECK(ds[1].firstLine == 5);
  CHECK(llvm::StringRef(src).slice(ds[1].beginOffset, ds[1].endOffset) == "  !$acc end data\n");
}

TEST_CASE("fixed-form sentinels and column-6 continuations", "[directive-text]") {
  const char *src = "      program p\n"
                    "c$acc parallel loop\n"
                    "c$acc+ copy(a)\n"
                    "*$omp target\n"
                    "!$omp&map(to: b)\n"
                    "      end\n";
  auto ds = scanDirectives(src, /*fixedForm=*/true);
  REQUIRE(ds.size() == 2);
  CHECK(ds[0].sentinel == "acc");
  CHECK(ds[0].text == "parallel loop copy(a)");
  CHECK(ds[0].lastLine == 3);
  CHECK(ds[1].sentinel == "omp");
  // Fixed form joins columns 7+ of a continuation exactly as written.
  CHECK(ds[1].text == "targetmap(to: b)");
}

TEST_CASE("comments, character literals, CRLF and the last line", "[directive-text]") {
  const char *src = "!$acc routine(f) bind(\"f!x\") ! why\r\n"
                    "!$ x = omp_get_thread_num()\r\n"
                    "!$omp barrier";
  auto ds = scanDirectives(src, false);
  REQUIRE(ds.size() == 2); // `!$ ` conditional compilation is not a directive
  CHECK(ds[0].text == " routine(f) bind(\"f!x\") ");
  CHECK(ds[0].endOffset == llvm::StringRef(src).find("!$ x"));
  CHECK(ds[1].text == " barrier");
  CHECK(ds[1].endOffset == llvm::StringRef(src).size()); // no final newline
}
