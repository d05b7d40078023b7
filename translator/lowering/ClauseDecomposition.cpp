#include "lowering/ClauseDecomposition.h"

namespace acc2c {

bool isDataClause(ClauseKind k) {
  switch (k) {
  case ClauseKind::Copy:
  case ClauseKind::Copyin:
  case ClauseKind::Copyout:
  case ClauseKind::Create:
  case ClauseKind::Present:
  case ClauseKind::NoCreate:
  case ClauseKind::Attach:
  case ClauseKind::Detach:
  case ClauseKind::Delete:
  case ClauseKind::Deviceptr:
  case ClauseKind::Private:
  case ClauseKind::Firstprivate:
  case ClauseKind::Reduction:
  case ClauseKind::UseDevice:
  case ClauseKind::Self:
  case ClauseKind::Host:
  case ClauseKind::Device:
  case ClauseKind::DeviceResident:
  case ClauseKind::Link:
  case ClauseKind::Cache:
  case ClauseKind::Map:
  case ClauseKind::To:
  case ClauseKind::From:
  case ClauseKind::Enter:
  case ClauseKind::IsDevicePtr:
  case ClauseKind::HasDeviceAddr:
  case ClauseKind::UseDevicePtr:
  case ClauseKind::UseDeviceAddr: return true;
  default: return false;
  }
}

namespace {
using K = DataOpKind;
using C = DataClause;

Decomposition pair(std::optional<K> entry, std::optional<K> exit, C clause) {
  Decomposition d;
  d.entry = entry;
  d.exit = exit;
  d.clause = clause;
  return d;
}

Decomposition fail(std::string why) {
  Decomposition d;
  d.error = std::move(why);
  return d;
}

// OpenACC: 2.7.4-2.7.14 on region constructs, 2.14.6-7 on enter/exit data,
// 2.14.4 update, 2.8 host_data, 2.13 declare, 2.10 cache.
Decomposition decomposeAcc(const Construct &c, const Clause &cl) {
  switch (c.kind) {
  case ConstructKind::EnterData:
    switch (cl.kind) {
    case ClauseKind::Copyin: return pair(K::Copyin, {}, C::Copyin);
    case ClauseKind::Create: return pair(K::Create, {}, C::Create);
    case ClauseKind::Attach: return pair(K::Attach, {}, C::Attach);
    default: break;
    }
    break;
  case ConstructKind::ExitData:
    switch (cl.kind) {
    case ClauseKind::Copyout: return pair({}, K::Copyout, C::Copyout);
    case ClauseKind::Delete: return pair({}, K::Delete, C::Delete);
    case ClauseKind::Detach: return pair({}, K::Detach, C::Detach);
    default: break;
    }
    break;
  case ConstructKind::Update:
    switch (cl.kind) {
    case ClauseKind::Self: return pair({}, K::UpdateHost, C::UpdateSelf);
    case ClauseKind::Host: return pair({}, K::UpdateHost, C::UpdateHost);
    case ClauseKind::Device: return pair(K::UpdateDevice, {}, C::UpdateDevice);
    default: break;
    }
    break;
  case ConstructKind::Cache:
    if (cl.kind == ClauseKind::Cache) return pair(K::Cache, {}, C::Cache);
    break;
  case ConstructKind::DeclareAction: // after ALLOCATE, before DEALLOCATE
    // Both halves of the declare's create (its delete ends the mapping).
    if (cl.kind == ClauseKind::Create) return pair(K::Create, {}, C::Create);
    if (cl.kind == ClauseKind::Delete) return pair({}, K::Delete, C::Create);
    break;
  default:
    switch (cl.kind) {
    case ClauseKind::Copy: return pair(K::Copyin, K::Copyout, C::Copy);
    case ClauseKind::Copyin: return pair(K::Copyin, K::Delete, C::Copyin);
    case ClauseKind::Copyout: return pair(K::Create, K::Copyout, C::Copyout);
    case ClauseKind::Create: return pair(K::Create, K::Delete, C::Create);
    case ClauseKind::Present: return pair(K::Present, K::Delete, C::Present);
    case ClauseKind::NoCreate: return pair(K::NoCreate, K::Delete, C::NoCreate);
    case ClauseKind::Attach: return pair(K::Attach, K::Detach, C::Attach);
    case ClauseKind::Deviceptr: return pair(K::Deviceptr, {}, C::Deviceptr);
    case ClauseKind::Private: return pair(K::Private, {}, C::Private);
    case ClauseKind::Firstprivate: return pair(K::Firstprivate, {}, C::Firstprivate);
    case ClauseKind::Reduction: return pair(K::Reduction, {}, C::Reduction);
    case ClauseKind::UseDevice: return pair(K::UseDevice, {}, C::UseDevice);
    case ClauseKind::DeviceResident:
      return pair(K::DeclareDeviceResident, K::Delete, C::DeclareDeviceResident);
    case ClauseKind::Link: return pair(K::DeclareLink, {}, C::DeclareLink);
    default: break;
    }
  }
  return fail("clause '" + cl.name + "' has no data semantics on '" + c.name + "'");
}

// OpenMP 5.2: 5.8.3 map on target/target data, 5.8.4-5 on enter/exit data,
// 13.9 target update, 7.8 declare target, 5.4 privatisation.
Decomposition decomposeOmp(const Construct &c, const Clause &cl) {
  if (cl.kind == ClauseKind::Map) {
    MapType t = cl.mapType;
    switch (c.kind) {
    case ConstructKind::EnterData:
      if (t == MapType::To) return pair(K::Copyin, {}, C::OmpMap);
      if (t == MapType::Alloc) return pair(K::Create, {}, C::OmpMap);
      if (t == MapType::None) return fail("'target enter data' needs a map type ('to' or 'alloc')");
      return fail(std::string("map type '") + mapTypeName(t) +
                  "' is not allowed on 'target enter data' (only 'to' and 'alloc')");
    case ConstructKind::ExitData:
      if (t == MapType::From) return pair({}, K::Copyout, C::OmpMap);
      if (t == MapType::Release || t == MapType::Delete) return pair({}, K::Delete, C::OmpMap);
      if (t == MapType::None)
        return fail("'target exit data' needs a map type ('from', 'release' or 'delete')");
      return fail(std::string("map type '") + mapTypeName(t) +
                  "' is not allowed on 'target exit data' (only 'from', 'release' and 'delete')");
    default:
      switch (t) {
      case MapType::None:
      case MapType::Tofrom: return pair(K::Copyin, K::Copyout, C::OmpMap);
      case MapType::To: return pair(K::Copyin, K::Delete, C::OmpMap);
      case MapType::From: return pair(K::Create, K::Copyout, C::OmpMap);
      case MapType::Alloc: return pair(K::Create, K::Delete, C::OmpMap);
      default:
        return fail(std::string("map type '") + mapTypeName(t) + "' is not allowed on '" + c.name +
                    "' (only on 'target exit data')");
      }
    }
  }
  if (c.kind == ConstructKind::Update) {
    if (cl.kind == ClauseKind::To) return pair(K::UpdateDevice, {}, C::OmpTo);
    if (cl.kind == ClauseKind::From) return pair({}, K::UpdateHost, C::OmpFrom);
  }
  if (c.kind == ConstructKind::DeclareTarget) {
    if (cl.kind == ClauseKind::Enter) return pair(K::Copyin, {}, C::OmpEnter);
    if (cl.kind == ClauseKind::To) return pair(K::Copyin, {}, C::OmpTo);
    if (cl.kind == ClauseKind::Link) return pair(K::DeclareLink, {}, C::OmpLink);
  }
  switch (cl.kind) {
  case ClauseKind::IsDevicePtr: return pair(K::Deviceptr, {}, C::OmpIsDevicePtr);
  case ClauseKind::HasDeviceAddr: return pair(K::Deviceptr, {}, C::OmpHasDeviceAddr);
  case ClauseKind::UseDevicePtr: return pair(K::UseDevice, {}, C::OmpUseDevicePtr);
  case ClauseKind::UseDeviceAddr: return pair(K::UseDevice, {}, C::OmpUseDeviceAddr);
  case ClauseKind::Private: return pair(K::Private, {}, C::OmpPrivate);
  case ClauseKind::Firstprivate: return pair(K::Firstprivate, {}, C::OmpFirstprivate);
  case ClauseKind::Reduction: return pair(K::Reduction, {}, C::Reduction);
  default: break;
  }
  return fail("clause '" + cl.name + "' has no data semantics on '" + c.name + "'");
}
} // namespace

Decomposition decompose(const Construct &c, const Clause &cl) {
  return c.dialect == Dialect::OpenACC ? decomposeAcc(c, cl) : decomposeOmp(c, cl);
}

std::optional<Decomposition> pointerVectorDecomposition(const Decomposition &rows) {
  using K = DataOpKind;
  auto entryOf = [](K k) -> std::optional<K> {
    switch (k) {
    case K::Copyin:
    case K::Create: return K::Create;
    case K::Present: return K::Present;
    case K::NoCreate: return K::NoCreate;
    default: return std::nullopt;
    }
  };
  auto exitOf = [](K k) -> std::optional<K> {
    if (k == K::Copyout || k == K::Delete) return K::Delete;
    return std::nullopt;
  };
  Decomposition d = rows;
  d.entry = rows.entry ? entryOf(*rows.entry) : std::nullopt;
  d.exit = rows.exit ? exitOf(*rows.exit) : std::nullopt;
  if (!d.entry && !d.exit) return std::nullopt;
  if (rows.entry && !d.entry) return std::nullopt; // update device
  // The clause these operations are the decomposition of.
  switch (d.entry.value_or(K::Delete)) {
  case K::Present: d.clause = DataClause::Present; break;
  case K::NoCreate: d.clause = DataClause::NoCreate; break;
  case K::Create: d.clause = DataClause::Create; break;
  default: d.clause = DataClause::Delete; break;
  }
  return d;
}

} // namespace acc2c
