// A plain-text look at OpenACC directive lines, used when Flang cannot parse
// a file: Flang reports an unknown clause as a failed statement ("expected
// '=>'"); this names the clause instead.
#pragma once
#include "support/Diagnostics.h"

#include <string>

namespace acc2c {

/// Reports each unknown clause of each `!$acc` directive in `path` (free or
/// fixed form, `!$acc&` continuations); returns the number reported.
unsigned reportUnknownAccClauses(const std::string &path, bool fixedForm, Diagnostics &diags);

} // namespace acc2c
