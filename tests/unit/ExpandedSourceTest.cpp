// ExpandedSource: which inclusions are expanded, what each line of the
// expanded text comes from, and which locations it can find.
#include "rewriter/fortran/ExpandedSource.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <catch2/catch.hpp>

using namespace acc2c;

namespace {

// A scratch directory with the given files, removed at the end.
struct ScratchFiles {
  llvm::SmallString<128> dir;
  explicit ScratchFiles(const std::vector<std::pair<std::string, std::string>> &files) {
    REQUIRE(!llvm::sys::fs::createUniqueDirectory("acc2c-expanded", dir));
    for (const auto &[name, text] : files) {
      std::error_code ec;
      llvm::raw_fd_ostream os(path(name), ec);
      REQUIRE(!ec);
      os << text;
    }
  }
  ~ScratchFiles() { llvm::sys::fs::remove_directories(dir); }
  std::string path(const std::string &name) const {
    llvm::SmallString<128> p(dir);
    llvm::sys::path::append(p, name);
    return std::string(p);
  }
};

Inclusion inclusion(const std::string &file, const std::string &from, unsigned line, int parent) {
  return Inclusion{file, file, SourceLocation{from, line, 1}, parent};
}

} // namespace

TEST_CASE("an included file with an edited line is expanded, with what it includes",
          "[expanded-source]") {
  ScratchFiles files({{"a.inc", "  !$acc kernels\n  include 'b.inc'\n  !$acc end kernels\n"},
                      {"b.inc", "  x = 1\n"},
                      {"c.inc", "  integer :: y\n"}});
  std::string a = files.path("a.inc"), b = files.path("b.inc"), c = files.path("c.inc");
  const char *main = "subroutine s\n  include 'c.inc'\n  include 'a.inc'\nend\n";
  Inclusions inclusions = {inclusion(c, "m.f90", 2, -1), inclusion(a, "m.f90", 3, -1),
                           inclusion(b, a, 2, 1)};
  Diagnostics diags;
  auto text = ExpandedSource::build("m.f90", main, inclusions, {a}, diags);
  REQUIRE(text);
  CHECK(text->text() == "subroutine s\n"
                        "  include 'c.inc'\n"
                        "! include 'a.inc'\n"
                        "  !$acc kernels\n"
                        "! include 'b.inc'\n"
                        "  x = 1\n"
                        "  !$acc end kernels\n"
                        "end\n");
  REQUIRE(text->lineCount() == 8);
  CHECK(text->origin(3).file == "m.f90");
  CHECK(text->origin(3).line == 3);
  CHECK(text->origin(4).file == a);
  CHECK(text->origin(4).line == 1);
  CHECK(text->origin(6).file == b);
  CHECK(text->origin(8).line == 4);
  CHECK(text->lineOf(SourceLocation{a, 3, 5}) == 7);
  CHECK(text->lineOf(SourceLocation{"m.f90", 4, 1}) == 8);
  CHECK(text->lineOf(SourceLocation{c, 1, 1}) == 0); // not expanded
  CHECK(!diags.hasErrors());
}

// A file read at one path and named by another (FortranOptions::
// filePrefixMap: a driver's absolute search directory, shown as the user
// spelled it): its text comes from the path, its lines carry the name.
TEST_CASE("an included file is read at its path and named by its name", "[expanded-source]") {
  ScratchFiles files({std::make_pair(std::string("k.inc"), std::string("  !$acc kernels\n"))});
  Inclusion k = inclusion("sub/k.inc", "m.f90", 1, -1);
  k.path = files.path("k.inc");
  Diagnostics diags;
  auto text = ExpandedSource::build("m.f90", "#include \"sub/k.inc\"\n", {k}, {"sub/k.inc"}, diags);
  REQUIRE(text);
  CHECK(text->text() == "! #include \"sub/k.inc\"\n  !$acc kernels\n");
  CHECK(text->origin(2).file == "sub/k.inc");
  CHECK(text->lineOf(SourceLocation{"sub/k.inc", 1, 3}) == 2);
  CHECK(text->expandedFiles() == std::vector<std::string>{k.path});
}

TEST_CASE("a file expanded twice has no line of its own", "[expanded-source]") {
  ScratchFiles files(
      {std::make_pair(std::string("u.inc"), std::string("  !$acc update self(a)\n"))});
  std::string u = files.path("u.inc");
  const char *main = "  include 'u.inc'\n  a = 1\n  include 'u.inc'\n";
  Inclusions inclusions = {inclusion(u, "m.f90", 1, -1), inclusion(u, "m.f90", 3, -1)};
  Diagnostics diags;
  auto text = ExpandedSource::build("m.f90", main, inclusions, {u}, diags);
  REQUIRE(text);
  CHECK(text->lineCount() == 5);
  CHECK(text->lineOf(SourceLocation{u, 1, 3}) == 0);
  CHECK(text->expandedTwice(u));
  CHECK(text->lineOf(SourceLocation{"m.f90", 2, 3}) == 3);
}

TEST_CASE("an included file that cannot be read is an error at its include line",
          "[expanded-source]") {
  Inclusions inclusions = {inclusion("/nonexistent/acc2c/x.inc", "m.f90", 1, -1)};
  Diagnostics diags;
  auto text = ExpandedSource::build("m.f90", "  include 'x.inc'\n", inclusions,
                                    {"/nonexistent/acc2c/x.inc"}, diags);
  CHECK(!text);
  CHECK(diags.hasErrors());
}
