// Calls in a compute region's body that ask where the code runs. OpenMP
// 5.2 18.7.5 and 18.7.6: omp_is_initial_device and omp_get_device_num
// answer for the device that executes the call, so in a region translated
// to host code they must give the region's answer, not the host's: each
// rewriter writes the region's place in place of the call. So does
// omp_get_thread_limit (18.2.13), the thread-limit-var of the region's
// contention group: its thread_limit clause, not the host's limit. And
// omp_get_initial_device (18.7.7), the same everywhere, becomes acc2c's
// number of the host (its runtime's omp_get_initial_device answers it
// too): no runtime routine need run in a device kernel. OpenACC's
// acc_on_device(dev_type) (3.2.15) answers for the device that runs the
// call: in a region whose kernel runs on a GPU, true for acc_device_not_host
// and acc_device_nvidia; anywhere else, where the shim's device type is the
// host's, true for acc_device_host (as its acc_on_device answers).
#pragma once
#include "model/SourceLocation.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace acc2c {

enum class DeviceQuery {
  IsInitialDevice, ///< omp_is_initial_device()
  DeviceNum,       ///< omp_get_device_num()
  ThreadLimit,     ///< omp_get_thread_limit()
  InitialDevice,   ///< omp_get_initial_device()
  OnDevice,        ///< acc_on_device(dev_type), OpenACC
};

/// The query a runtime routine (of omp.h / omp_lib, or openacc.h / openacc)
/// makes, if any.
inline std::optional<DeviceQuery> deviceQueryNamed(std::string_view routine) {
  if (routine == "omp_is_initial_device") return DeviceQuery::IsInitialDevice;
  if (routine == "omp_get_device_num") return DeviceQuery::DeviceNum;
  if (routine == "omp_get_thread_limit") return DeviceQuery::ThreadLimit;
  if (routine == "omp_get_initial_device") return DeviceQuery::InitialDevice;
  if (routine == "acc_on_device") return DeviceQuery::OnDevice;
  return std::nullopt;
}

/// The device types acc_on_device is true for where the body runs on a GPU
/// (`gpu`) or on the host, as openacc.h names them after "acc_device_".
inline std::vector<std::string> onDeviceTypes(bool gpu) {
  if (gpu) return {"not_host", "nvidia"};
  return {"host"};
}

/// Such a call in a region's body: where it is written, how many bytes of
/// that line it takes (0: it spans lines), and its argument as written
/// (acc_on_device's device type).
struct DeviceQueryCall {
  DeviceQuery query = DeviceQuery::IsInitialDevice;
  SourceLocation loc;
  unsigned length = 0;
  std::string argument;
};

} // namespace acc2c
