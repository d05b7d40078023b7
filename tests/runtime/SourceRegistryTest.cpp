// acc2c_source: permanent source records for Fortran output.
#include "SourceRegistry.h"

#include <catch2/catch.hpp>

#include <string>

using acc2c::rt::internSource;

TEST_CASE("the same text gives the same record, and the record owns its strings", "[source]") {
  std::string name = "a(1:n)", file = "jacobi.f90";
  const acc2c_src *a = internSource(name.c_str(), file.c_str(), 42);
  name = "changed";
  file = "elsewhere.f90";
  CHECK(std::string(a->name) == "a(1:n)");
  CHECK(std::string(a->file) == "jacobi.f90");
  CHECK(a->line == 42);
  CHECK(internSource("a(1:n)", "jacobi.f90", 42) == a);
  CHECK(internSource("a(1:n)", "jacobi.f90", 43) != a);
  CHECK(internSource("b", "jacobi.f90", 42) != a);
  const acc2c_src *unnamed = internSource(nullptr, nullptr, 0);
  CHECK(unnamed->name == nullptr);
  CHECK(unnamed->file == nullptr);
}
