// device_type clauses (OpenACC 3.3 2.4) resolved for the device type the
// translation targets.
#include "passes/DeviceTypeSelection.h"

#include <catch2/catch.hpp>

using namespace acc2c;

namespace {
Clause clause(const std::string &name, const std::string &arg = "") {
  Clause c;
  c.kind = name == "async" ? ClauseKind::Async : ClauseKind::Other;
  c.id = llvm::acc::getOpenACCClauseKind(name); // as the frontends set it
  c.name = name;
  c.text = arg; // the argument as written
  return c;
}
Clause deviceType(const std::string &value) {
  Clause c;
  c.kind = ClauseKind::DeviceType;
  c.name = "device_type";
  c.value = value;
  return c;
}
std::vector<std::string> written(const std::vector<Clause> &clauses) {
  std::vector<std::string> out;
  for (const Clause &c : clauses)
    out.push_back(c.text.empty() ? c.name : c.name + "(" + c.text + ")");
  return out;
}
const std::vector<std::string> host{"host", "multicore"};
using Names = std::vector<std::string>;
} // namespace

TEST_CASE("without device_type every clause applies", "[device_type]") {
  std::vector<Clause> c{clause("gang"), clause("collapse", "2")};
  CHECK(written(clausesForDeviceType(c, host)) == Names{"gang", "collapse(2)"});
}

TEST_CASE("another device type's clauses do not apply", "[device_type]") {
  std::vector<Clause> c{clause("gang"), deviceType("nvidia"), clause("collapse", "2"),
                        clause("async", "1")};
  CHECK(written(clausesForDeviceType(c, host)) == Names{"gang"});
}

TEST_CASE("the host's group replaces the defaults it repeats", "[device_type]") {
  std::vector<Clause> c{clause("collapse", "3"),
                        clause("independent"),
                        deviceType("nvidia"),
                        clause("collapse", "2"),
                        deviceType("host"),
                        clause("collapse", "1"),
                        clause("seq")};
  CHECK(written(clausesForDeviceType(c, host)) == Names{"collapse(1)", "seq"});
}

TEST_CASE("a list of device types, in any case, names the host", "[device_type]") {
  std::vector<Clause> c{deviceType("nvidia, MULTICORE"), clause("async", "2")};
  CHECK(written(clausesForDeviceType(c, host)) == Names{"async(2)"});
}

TEST_CASE("device_type(*) applies when no group names the device", "[device_type]") {
  std::vector<Clause> star{clause("gang"), deviceType("nvidia"), clause("vector"), deviceType("*"),
                           clause("seq")};
  CHECK(written(clausesForDeviceType(star, host)) == Names{"gang", "seq"});
  std::vector<Clause> named{deviceType("*"), clause("seq"), deviceType("host"),
                            clause("independent")};
  CHECK(written(clausesForDeviceType(named, host)) == Names{"independent"});
}

TEST_CASE("device kernels compile for nvidia: its group applies, the host's does not",
          "[device_type]") {
  std::vector<Clause> c{clause("num_gangs", "8"), deviceType("host"), clause("num_gangs", "1"),
                        deviceType("nvidia"), clause("num_workers", "4")};
  CHECK(written(clausesForDeviceType(c, translationDeviceTypes(/*deviceKernels=*/true))) ==
        Names{"num_gangs(8)", "num_workers(4)"});
  CHECK(written(clausesForDeviceType(c, translationDeviceTypes())) == Names{"num_gangs(1)"});
}
