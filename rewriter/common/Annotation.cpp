#include "rewriter/common/Annotation.h"

namespace acc2c {

std::string annotationOf(const DataOp &o) {
  if (o.dialect == Dialect::OpenMP) {
    if (o.kind == DataOpKind::UpdateDevice || o.kind == DataOpKind::UpdateHost)
      return std::string(o.kind == DataOpKind::UpdateDevice ? "to(" : "from(") + o.name() +
             "): target update (OpenMP 5.2, 13.9)";
    return std::string(o.implicit() ? "implicit " : "") + "map(" +
           (o.mapType == MapType::None ? "tofrom" : mapTypeName(o.mapType)) + ": " + o.name() +
           "): " + (o.role() == OpRole::Exit ? "map exit" : "map entry") +
           ", reference count (OpenMP 5.2, 5.8.3)";
  }
  // The clause the user wrote decides the section; implicit ops cite the
  // implicit data attribute rules.
  const char *section = "2.7";
  switch (o.clause) {
  case DataClause::Copy: section = "2.7.6"; break;
  case DataClause::Copyin: section = "2.7.7"; break;
  case DataClause::Copyout: section = "2.7.8"; break;
  case DataClause::Create: section = "2.7.9"; break;
  case DataClause::Present: section = "2.7.5"; break;
  case DataClause::NoCreate: section = "2.7.10"; break;
  case DataClause::Delete: section = "2.7.11"; break;
  case DataClause::Attach: section = "2.7.12"; break;
  case DataClause::Detach: section = "2.7.13"; break;
  case DataClause::Deviceptr: section = "2.7.4"; break;
  case DataClause::UpdateSelf:
  case DataClause::UpdateHost:
  case DataClause::UpdateDevice: section = "2.14.4"; break;
  default: break;
  }
  if (o.implicit()) section = "2.6.2";
  std::string clause = userSpelling(o.clause);
  if (clause.empty()) clause = mnemonic(o.kind);
  std::string what = mnemonic(o.kind);
  // attach/detach count attachments of the pointer, not references to
  // its data (2.6.8).
  bool attachment = o.kind == DataOpKind::Attach || o.kind == DataOpKind::Detach;
  if (o.kind != DataOpKind::UpdateDevice && o.kind != DataOpKind::UpdateHost)
    what +=
        std::string(o.role() == OpRole::Exit ? " at exit, " : " at entry, ") +
        (attachment ? std::string("attachment counter")
                    : std::string(o.structured ? "structured" : "dynamic") + " reference counter");
  // The implicit ops acc2c narrows or adds beyond the letter of 2.6.2 say why.
  std::string why;
  if (o.implicitRule == ImplicitRule::NotWritten) why = "; the region never writes it";
  if (o.implicitRule == ImplicitRule::WrittenFirst) why = "; the region sets it before reading it";
  if (o.implicitRule == ImplicitRule::InferredReduction)
    why = "; inferred: every iteration updates it so";
  if (o.implicitRule == ImplicitRule::ReferencedMember)
    why = "; the region reads through this allocatable member, so it is mapped and attached";
  if (o.implicitRule == ImplicitRule::InferredSection)
    why = "; inferred from the loops' subscripts of the pointer, as NVIDIA's compilers do, and "
          "mapped only where the data it points to is not present";
  if (o.implicitRule == ImplicitRule::LoopReduction)
    why = "; a loop inside reduces it, so its result comes back";
  return std::string(o.implicit() ? "implicit " : "") + clause + "(" + o.name() + "): " + what +
         " (OpenACC 3.3, " + section + why + ")";
}

std::string readValueAnnotationOf(const DataOp &o) {
  return annotationOf(o) + ", read as a value: its device copy's if present, else the host's "
                           "(one lookup for the copyin and its delete)";
}

} // namespace acc2c
