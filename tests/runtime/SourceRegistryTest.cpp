// acc2c_source_text: permanent source records for Fortran output.
#include "SourceRegistry.h"

#include <catch2/catch.hpp>

#include <string>

using acc2c::rt::internSourceText;

namespace {
// name NUL file NUL line (spelled apart: "\0" before digits is an octal escape).
std::string text(const std::string &name, const std::string &file, const std::string &line) {
  return name + '\0' + file + '\0' + line;
}
const acc2c_src *intern(const std::string &t) { return internSourceText(t.data(), t.size()); }
} // namespace

TEST_CASE("a record's text is name NUL file NUL line", "[source]") {
  std::string t = text("a(1:n)", "jacobi.f90", "42");
  const acc2c_src *a = intern(t);
  t = text("changed", "elsewhere.f90", "7"); // the record owns its strings
  CHECK(std::string(a->name) == "a(1:n)");
  CHECK(std::string(a->file) == "jacobi.f90");
  CHECK(a->line == 42);
  CHECK(intern(text("a(1:n)", "jacobi.f90", "42")) == a);
  CHECK(intern(text("a(1:n)", "jacobi.f90", "43")) != a);
  CHECK(intern(text("b", "jacobi.f90", "42")) != a);
}

TEST_CASE("only the given length counts, and a text without separators is a name", "[source]") {
  std::string t = text("parallel loop", "kern.f90", "123");
  std::string longer = t + " and more";
  const acc2c_src *r = internSourceText(longer.data(), t.size());
  CHECK(std::string(r->name) == "parallel loop");
  CHECK(std::string(r->file) == "kern.f90");
  CHECK(r->line == 123);
  CHECK(intern(t) == r);
  const acc2c_src *bare = intern("x");
  CHECK(std::string(bare->name) == "x");
  CHECK(bare->file == nullptr);
  CHECK(bare->line == 0);
  CHECK(internSourceText(nullptr, 0) == intern(""));
}
