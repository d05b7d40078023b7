// Calls in a compute region's body that ask where the code runs. OpenMP
// 5.2 18.7.5 and 18.7.6: omp_is_initial_device and omp_get_device_num
// answer for the device that executes the call, so in a region translated
// to host code they must give the region's answer, not the host's: each
// rewriter writes the region's place in place of the call. So does
// omp_get_thread_limit (18.2.13), the thread-limit-var of the region's
// contention group: its thread_limit clause, not the host's limit. And
// omp_get_initial_device (18.7.7), the same everywhere, becomes acc2c's
// number of the host (its runtime's omp_get_initial_device answers it
// too): no runtime routine need run in a device kernel.
#pragma once
#include "model/SourceLocation.h"

#include <optional>
#include <string_view>

namespace acc2c {

enum class DeviceQuery {
  IsInitialDevice, ///< omp_is_initial_device()
  DeviceNum,       ///< omp_get_device_num()
  ThreadLimit,     ///< omp_get_thread_limit()
  InitialDevice,   ///< omp_get_initial_device()
};

/// The query an OpenMP runtime routine (of omp.h / omp_lib) makes, if any.
inline std::optional<DeviceQuery> deviceQueryNamed(std::string_view routine) {
  if (routine == "omp_is_initial_device") return DeviceQuery::IsInitialDevice;
  if (routine == "omp_get_device_num") return DeviceQuery::DeviceNum;
  if (routine == "omp_get_thread_limit") return DeviceQuery::ThreadLimit;
  if (routine == "omp_get_initial_device") return DeviceQuery::InitialDevice;
  return std::nullopt;
}

/// Such a call in a region's body: where it is written and how many bytes
/// of that line it takes (0: it spans lines).
struct DeviceQueryCall {
  DeviceQuery query = DeviceQuery::IsInitialDevice;
  SourceLocation loc;
  unsigned length = 0;
};

} // namespace acc2c
