// OpenMP directive and clause kinds, as LLVM's tables name them for Flang
// and Clang alike, mapped to the directive model's kinds: one mapping for
// both frontends.
#pragma once
#include "model/Directive.h"

#include "llvm/Frontend/OpenMP/OMP.h"

#include "llvm/ADT/StringRef.h"

#include <set>
#include <string>
#include <vector>

namespace acc2c {

inline ClauseKind ompClauseKind(llvm::omp::Clause c) {
  using C = llvm::omp::Clause;
  switch (c) {
  case C::OMPC_map: return ClauseKind::Map;
  case C::OMPC_to: return ClauseKind::To;
  case C::OMPC_from: return ClauseKind::From;
  case C::OMPC_enter: return ClauseKind::Enter;
  case C::OMPC_link: return ClauseKind::Link;
  case C::OMPC_is_device_ptr: return ClauseKind::IsDevicePtr;
  case C::OMPC_has_device_addr: return ClauseKind::HasDeviceAddr;
  case C::OMPC_use_device_ptr: return ClauseKind::UseDevicePtr;
  case C::OMPC_use_device_addr: return ClauseKind::UseDeviceAddr;
  case C::OMPC_private: return ClauseKind::Private;
  case C::OMPC_firstprivate: return ClauseKind::Firstprivate;
  case C::OMPC_reduction: return ClauseKind::Reduction;
  case C::OMPC_default: return ClauseKind::Default;
  case C::OMPC_defaultmap: return ClauseKind::Defaultmap;
  case C::OMPC_nowait: return ClauseKind::Nowait;
  case C::OMPC_depend: return ClauseKind::Depend;
  case C::OMPC_if: return ClauseKind::If;
  case C::OMPC_device: return ClauseKind::DeviceNum;
  case C::OMPC_device_type: return ClauseKind::DeviceType;
  default: return ClauseKind::Other;
  }
}

/// Whether directive `d` inside a target region is one whose iterations or
/// threads the translation decides (teams, distribute, parallel, the
/// worksharing and simd loops and their combined forms): the rewriters
/// turn the one that runs on host threads into a parallel loop.
inline bool ompSchedulesWork(llvm::omp::Directive d) {
  using D = llvm::omp::Directive;
  for (D leaf : llvm::omp::getLeafConstructsOrSelf(d)) switch (leaf) {
    case D::OMPD_teams:
    case D::OMPD_distribute:
    case D::OMPD_parallel:
    case D::OMPD_for:
    case D::OMPD_do:
    case D::OMPD_simd:
    case D::OMPD_loop: return true;
    default: break;
    }
  return false;
}

/// The construct's name (OpenMP 5.2 spelling) and kind: the target data
/// constructs and declare target by name; target and its combined forms
/// are compute constructs; atomic is atomic; directives that schedule
/// work are loops inside a target region. Everything else (critical,
/// barrier, single, masked, ordered..., and host OpenMP outside a target)
/// is `Other`: its directive stays as written and the compiler's OpenMP
/// runs it, as it runs the region body's host threads.
inline ConstructKind ompConstructKind(llvm::omp::Directive d, bool insideTarget,
                                      std::string &name) {
  using D = llvm::omp::Directive;
  name = llvm::omp::getOpenMPDirectiveName(d, 52).str();
  switch (d) {
  case D::OMPD_target_data: return ConstructKind::Data;
  case D::OMPD_target_enter_data: return ConstructKind::EnterData;
  case D::OMPD_target_exit_data: return ConstructKind::ExitData;
  case D::OMPD_target_update: return ConstructKind::Update;
  case D::OMPD_declare_target: return ConstructKind::DeclareTarget;
  case D::OMPD_atomic: return ConstructKind::Atomic;
  default:
    if (beginsWithTarget(d)) return ConstructKind::Compute;
    return insideTarget && ompSchedulesWork(d) ? ConstructKind::Loop : ConstructKind::Other;
  }
}

/// The variables the lastprivate and linear clauses among `clauses` list:
/// an OpenMP loop gives them their value after the loop.
inline std::set<std::string> ompLastValueVariables(const std::vector<Clause> &clauses) {
  std::set<std::string> out;
  for (const Clause &cl : clauses)
    if (cl.id == llvm::omp::Clause::OMPC_lastprivate || cl.id == llvm::omp::Clause::OMPC_linear)
      for (const Variable &v : cl.vars) out.insert(v.designator);
  return out;
}

} // namespace acc2c
