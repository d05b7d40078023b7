// Internal to the C frontend: walks a translation unit Clang has checked and
// builds the directive model. Only the frontend's own TUs include this.
#pragma once
#include "model/Directive.h"
#include "support/Diagnostics.h"

namespace clang {
class ASTContext;
}

namespace acc2c {

void buildCModel(clang::ASTContext &context, TranslationUnitModel &out, Diagnostics &diags);

} // namespace acc2c
