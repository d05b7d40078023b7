// Diagnostics print like a compiler's: file:line:col, message, source line, caret.
#include "support/Diagnostics.h"

#include "llvm/Support/raw_ostream.h"

#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>

using namespace acc2c;

TEST_CASE("errors show the source line and a caret", "[diagnostics]") {
  std::string path = "diagnostics_test_input.f90";
  {
    std::ofstream f(path);
    f << "program p\n  !$acc enter data copyin(k)\nend program\n";
  }
  Diagnostics d;
  d.error({path, 2, 27}, "named constant 'k' cannot appear in a 'copyin' clause");
  d.warning({path, 1, 1}, "just a warning");
  CHECK(d.hasErrors());
  CHECK(d.errorCount() == 1);
  std::string out;
  llvm::raw_string_ostream os(out);
  d.print(os);
  os.flush();
  std::remove(path.c_str());
  CHECK_THAT(out, Catch::Contains(
                      path + ":2:27: error: named constant 'k' cannot appear in a 'copyin' clause\n"
                             "  !$acc enter data copyin(k)\n"
                             "                          ^\n"));
  CHECK_THAT(out, Catch::Contains(path + ":1:1: warning: just a warning"));
}

TEST_CASE("a diagnostic without readable source still names the place", "[diagnostics]") {
  Diagnostics d;
  d.error({"/nonexistent/x.f90", 3, 4}, "oops");
  std::string out;
  llvm::raw_string_ostream os(out);
  d.print(os);
  CHECK(os.str() == "/nonexistent/x.f90:3:4: error: oops\n");
}

TEST_CASE("preformatted messages keep their order and count as errors", "[diagnostics]") {
  Diagnostics d;
  d.addPreformatted("x.f90:1:1: error: from flang\n", true);
  d.error({}, "ours");
  std::string out;
  llvm::raw_string_ostream os(out);
  d.print(os);
  CHECK(d.errorCount() == 2);
  CHECK(os.str() == "x.f90:1:1: error: from flang\nerror: ours\n");
}
