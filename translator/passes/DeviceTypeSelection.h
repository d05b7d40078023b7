// Resolves the device_type clauses of OpenACC directives for the device the
// translation targets (OpenACC 3.3 2.4): the clauses after a device_type
// clause, up to the next one, apply only when compiling for a device type it
// names; the clauses before any device_type apply to all device types unless
// the selected group gives the same clause; device_type(*) is the group of
// every device type no other group names.
//
// The graph printers show the clauses as written; the source rewriters run
// this first, since they compile for one device type.
#pragma once
#include "graph/DataOpGraph.h"

#include <string>
#include <vector>

namespace acc2c {

/// The device types a translation compiles regions for: OpenACC's `host`,
/// and `multicore`, the name NVIDIA's compilers give host threads; with
/// device kernels (--offload=nvptx-none) `nvidia`, which the kernels are
/// built for (the same code runs on host threads where no GPU is used).
const std::vector<std::string> &translationDeviceTypes(bool deviceKernels = false);

/// Replaces each OpenACC construct's control clauses by those that apply
/// to `deviceTypes` (any one of them), dropping the device_type clauses;
/// init, shutdown and set keep theirs (there it names a device).
void selectDeviceType(DataOpGraph &graph, const std::vector<std::string> &deviceTypes);

/// The same for one clause list.
std::vector<Clause> clausesForDeviceType(const std::vector<Clause> &clauses,
                                         const std::vector<std::string> &deviceTypes);

} // namespace acc2c
