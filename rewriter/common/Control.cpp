#include "rewriter/common/Control.h"

#include "model/OpenMPKinds.h"

namespace acc2c {

Control readControl(const GraphConstruct &c) {
  Control control;
  control.deallocate = c.allocation && c.allocation->deallocate;
  control.declare = c.kind == ConstructKind::Declare;
  for (const Clause &cl : c.controlClauses) {
    if (cl.kind == ClauseKind::Async)
      control.async = cl.exprs.empty() ? std::string() : cl.exprs[0];
    else if (cl.kind == ClauseKind::If && !cl.exprs.empty()) {
      // OpenMP if(directive-name-modifier: c) of a combined construct: only
      // the target leaf's condition decides where the data goes.
      if (!cl.ifModifier || beginsWithTarget(*cl.ifModifier)) control.ifClause = cl.exprs[0];
    } else if (cl.kind == ClauseKind::DeviceNum && c.dialect == Dialect::OpenMP &&
               !cl.exprs.empty())
      control.device = cl.exprs[0];
    else if (cl.kind == ClauseKind::Finalize)
      control.finalize = true;
    else if (cl.kind == ClauseKind::IfPresent)
      control.ifPresent = true;
    else if (cl.kind == ClauseKind::Wait) {
      control.wait = true;
      control.waitArgs.insert(control.waitArgs.end(), cl.exprs.begin(), cl.exprs.end());
      if (cl.waitDevice) control.waitDevice = cl.waitDevice;
    }
  }
  return control;
}

} // namespace acc2c
