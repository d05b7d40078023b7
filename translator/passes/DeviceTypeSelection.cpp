#include "passes/DeviceTypeSelection.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <algorithm>

namespace acc2c {
namespace {

struct Group {
  std::vector<std::string> names; ///< lower case; "*" for every other type
  std::vector<Clause> clauses;
};

std::vector<std::string> deviceTypeNames(const Clause &c) {
  std::vector<std::string> out;
  llvm::SmallVector<llvm::StringRef, 4> parts;
  llvm::StringRef(c.value).split(parts, ',');
  for (llvm::StringRef p : parts)
    if (!p.trim().empty()) out.push_back(p.trim().lower());
  return out;
}

// Clauses that stand for one choice, so that a device type's choice
// replaces the default one: seq, independent and auto on a loop (2.9).
std::string family(const Clause &c) {
  if (c.id == llvm::acc::Clause::ACCC_seq || c.id == llvm::acc::Clause::ACCC_independent ||
      c.id == llvm::acc::Clause::ACCC_auto)
    return "loop-parallelism";
  return c.name;
}

} // namespace

const std::vector<std::string> &translationDeviceTypes(bool deviceKernels) {
  static const std::vector<std::string> host{"host", "multicore"}, nvidia{"nvidia"};
  return deviceKernels ? nvidia : host;
}

std::vector<Clause> clausesForDeviceType(const std::vector<Clause> &clauses,
                                         const std::vector<std::string> &deviceTypes) {
  std::vector<Clause> common;
  std::vector<Group> groups;
  for (const Clause &c : clauses) {
    if (c.kind == ClauseKind::DeviceType)
      groups.push_back({deviceTypeNames(c), {}});
    else
      (groups.empty() ? common : groups.back().clauses).push_back(c);
  }
  if (groups.empty()) return clauses;
  auto names = [&](const Group &g, const std::string &n) {
    return std::find(g.names.begin(), g.names.end(), n) != g.names.end();
  };
  const Group *selected = nullptr;
  for (const Group &g : groups)
    for (const std::string &t : deviceTypes)
      if (!selected && names(g, t)) selected = &g;
  for (const Group &g : groups)
    if (!selected && names(g, "*")) selected = &g;
  if (!selected) return common;
  std::vector<Clause> out;
  for (const Clause &c : common)
    if (std::none_of(selected->clauses.begin(), selected->clauses.end(),
                     [&](const Clause &s) { return family(s) == family(c); }))
      out.push_back(c);
  out.insert(out.end(), selected->clauses.begin(), selected->clauses.end());
  return out;
}

void selectDeviceType(DataOpGraph &graph, const std::vector<std::string> &deviceTypes) {
  for (ConstructId id = 0; id < graph.constructs().size(); ++id) {
    GraphConstruct &c = graph.construct(id);
    // On init, shutdown and set, device_type names the device acted on.
    bool selects = c.kind == ConstructKind::Init || c.kind == ConstructKind::Shutdown ||
                   c.kind == ConstructKind::Set;
    if (c.dialect == Dialect::OpenACC && !selects)
      c.controlClauses = clausesForDeviceType(c.controlClauses, deviceTypes);
  }
}

} // namespace acc2c
