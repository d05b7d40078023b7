// Annotation: the note --annotate writes above each call, naming the clause
// an op implements and the section of the specification that defines it:
// "copy(a): copyin at entry, structured reference counter (OpenACC 3.3, 2.7.6)".
#pragma once

#include "graph/DataOp.h"

#include <string>

namespace acc2c {

std::string annotationOf(const DataOp &op);
/// The note above the lookup that stands for an implicit copyin `op` and
/// its delete when the region reads the scalar as a value
/// (BindingKind::ReadValue, RegionBinding.h).
std::string readValueAnnotationOf(const DataOp &op);

} // namespace acc2c
