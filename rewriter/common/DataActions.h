// DataActions: what one data-op graph operation does at run time, as calls
// into the runtime shim (runtime_shim/include/acc2c_runtime.h), decided
// once for both languages. The Fortran printer (rewriter/fortran/FortranDataOpCalls.h) and
// the C printer (rewriter/c/CDataOpCalls.h) only spell these actions: the
// data's address and size, the source record, and how a pointer is
// attached (a gfortran descriptor, a C pointer slot).
//
// Order within an op (docs/data-operations.md, docs/descriptors.md): a
// pointer is attached after its data is on the device and detached before
// the data leaves (OpenACC 3.3 2.6.8, 2.7.2); an object's descriptors are
// copied verbatim into its new device copy right after it is created.
#pragma once

#include "graph/DataOpGraph.h"
#include "support/Diagnostics.h"

#include <optional>
#include <string>
#include <vector>

namespace acc2c {

/// The runtime shim's data entry points.
enum class DataEntry {
  Copyin,          ///< acc2c_copyin: present or allocate and copy in
  Create,          ///< acc2c_create: present or allocate
  Present,         ///< acc2c_present: present, or an error
  NoCreate,        ///< acc2c_nocreate: present, or nothing
  Copyout,         ///< acc2c_copyout: release, copy out at zero
  Delete,          ///< acc2c_delete: release
  UpdateDevice,    ///< acc2c_update_device
  UpdateSelf,      ///< acc2c_update_self
  MapEnter,        ///< acc2c_omp_map_enter (OpenMP map entry)
  MapExit,         ///< acc2c_omp_map_exit (OpenMP map exit)
  MapUpdateTo,     ///< acc2c_omp_update, to the device
  MapUpdateFrom,   ///< acc2c_omp_update, to the host
  Attach,          ///< the pointer that reaches the data: attachment counter + 1
  Detach,          ///< ... - 1
  CopyDescriptors, ///< the object's descriptors into its new device copy, verbatim
};

/// The ACC2C_* flags of acc2c_runtime.h, as a set.
enum DataFlag : unsigned {
  FlagFinalize = 1,
  FlagIfPresent = 2,
  FlagZero = 4,
  FlagAlways = 8,
  FlagPresent = 16,
  FlagNoCreate = 32,
  FlagDeallocate = 64,
};

struct DataAction {
  DataEntry entry;
  bool structured = true;            ///< the structured reference counter (else the dynamic one)
  unsigned flags = 0;                ///< DataFlag bits
  MapType mapType = MapType::Tofrom; ///< MapEnter, MapExit
};

/// The construct clauses every call of a construct shares.
struct ConstructClauses {
  bool finalize = false, ifPresent = false;
  bool deallocate = false; ///< Control::deallocate
  bool declare = false;    ///< Control::declare
};

/// The actions of `op`, in the order they run; empty for an op with no data
/// action of its own (private, reduction, deviceptr, declare tokens, an
/// OpenMP descriptor map...). None, after a diagnostic, for an operation
/// acc2c does not translate.
std::optional<std::vector<DataAction>> planDataActions(const DataOp &op,
                                                       const ConstructClauses &clauses,
                                                       const DataOpGraph &graph,
                                                       Diagnostics &diags);

/// Whether `op`'s data is reached through a pointer that is attached: a
/// Fortran POINTER or ALLOCATABLE (its descriptor), a C pointer member or
/// the pointer of a section `p[0:n]`.
bool attachesPointer(const DataOp &op);

} // namespace acc2c
