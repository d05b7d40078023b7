#include "model/Directive.h"

namespace acc2c {

const char *storageName(Storage s) {
  switch (s) {
  case Storage::Plain: return "plain";
  case Storage::Pointer: return "pointer";
  case Storage::Allocatable: return "allocatable";
  case Storage::AssumedShape: return "assumed_shape";
  case Storage::AssumedSize: return "assumed_size";
  case Storage::CPointer: return "c_pointer";
  case Storage::CPointerVariable: return "c_pointer_variable";
  }
  return "?";
}

bool usesStructuredCounter(ConstructKind k) {
  switch (k) {
  case ConstructKind::EnterData:
  case ConstructKind::ExitData:
  case ConstructKind::Update:
  case ConstructKind::DeclareTarget:
    return false;
  default:
    return true;
  }
}

const char *constructKindName(ConstructKind k) {
  switch (k) {
  case ConstructKind::Compute: return "compute";
  case ConstructKind::Loop: return "loop";
  case ConstructKind::Data: return "data";
  case ConstructKind::EnterData: return "enter_data";
  case ConstructKind::ExitData: return "exit_data";
  case ConstructKind::Update: return "update";
  case ConstructKind::HostData: return "host_data";
  case ConstructKind::Declare: return "declare";
  case ConstructKind::DeclareTarget: return "declare_target";
  case ConstructKind::Routine: return "routine";
  case ConstructKind::Atomic: return "atomic";
  case ConstructKind::Cache: return "cache";
  case ConstructKind::Wait: return "wait";
  case ConstructKind::Init: return "init";
  case ConstructKind::Shutdown: return "shutdown";
  case ConstructKind::Set: return "set";
  case ConstructKind::Other: return "other";
  }
  return "?";
}

const char *mapTypeName(MapType t) {
  switch (t) {
  case MapType::None: return "";
  case MapType::To: return "to";
  case MapType::From: return "from";
  case MapType::Tofrom: return "tofrom";
  case MapType::Alloc: return "alloc";
  case MapType::Release: return "release";
  case MapType::Delete: return "delete";
  }
  return "?";
}

std::vector<std::string> Modifiers::names() const {
  std::vector<std::string> out;
  if (readonly) out.push_back("readonly");
  if (zero) out.push_back("zero");
  if (always) out.push_back("always");
  if (close) out.push_back("close");
  if (present) out.push_back("present");
  return out;
}

} // namespace acc2c
