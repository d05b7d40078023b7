// Internal to the Fortran frontend: walks a checked Flang parse tree and
// builds the directive model. Only the two frontend TUs include this.
#pragma once
#include "frontend/fortran/FortranFrontend.h"
#include "model/Directive.h"
#include "support/Diagnostics.h"

namespace Fortran::parser {
struct Program;
class AllCookedSources;
} // namespace Fortran::parser
namespace Fortran::semantics {
class SemanticsContext;
}

namespace acc2c {

/// With options.doConcurrentRegions (-stdpar) a DO CONCURRENT outside
/// compute constructs is one (Construct::fromDoConcurrent); locations name
/// files through options.filePrefixMap.
void buildModel(const Fortran::parser::Program &program,
                Fortran::semantics::SemanticsContext &context, TranslationUnitModel &out,
                Diagnostics &diags, const FortranOptions &options);

} // namespace acc2c
