// FortranNames: a generated variable never takes a name that module
// acc2c_runtime makes public (the unit uses the whole module), however the
// user's variable it stands for is called.
#include "rewriter/fortran/FortranNames.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

namespace {

// The public acc2c_ names of module acc2c_runtime: its PUBLIC statements and
// its PARAMETER, PUBLIC declarations, continuation lines joined.
std::set<std::string> publicNames() {
  std::ifstream in(ACC2C_RUNTIME_MODULE);
  std::stringstream text;
  text << in.rdbuf();
  std::string s = text.str();
  s = s.substr(s.find("\nmodule acc2c_runtime"));
  s = std::regex_replace(s, std::regex("&[ \t]*\n[ \t]*"), "");
  std::set<std::string> names;
  std::istringstream lines(s);
  std::regex name("acc2c_\\w+"), declared("(acc2c_\\w+)\\s*=");
  for (std::string line; std::getline(lines, line);) {
    std::smatch m;
    if (std::regex_search(line, std::regex("^\\s*public\\s*::"))) {
      for (auto it = std::sregex_iterator(line.begin(), line.end(), name);
           it != std::sregex_iterator(); ++it)
        names.insert(it->str());
    } else if (line.find("parameter, public") != std::string::npos) {
      for (auto it = std::sregex_iterator(line.begin(), line.end(), declared);
           it != std::sregex_iterator(); ++it)
        names.insert((*it)[1].str());
    }
  }
  return names;
}

} // namespace

TEST_CASE("every public name of acc2c_runtime is taken", "[names]") {
  std::set<std::string> names = publicNames();
  REQUIRE(names.size() > 80);
  REQUIRE(names.count("acc2c_copyin"));
  REQUIRE(names.count("acc2c_nul"));
  for (const std::string &n : names) {
    acc2c::FortranNames fresh;
    INFO(n);
    CHECK(fresh.forVariable(n.substr(6)) != n);
  }
}
