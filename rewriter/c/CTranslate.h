// The C translation as one call: Clang parses and checks the file, the
// model is lowered to the data-op graph and the passes run, and the C
// rewriter edits the text while Clang's AST is still there.
#pragma once

#include "frontend/c/CFrontend.h"
#include "rewriter/c/CRewriter.h"
#include "rewriter/common/Translation.h"
#include "support/Diagnostics.h"

#include <optional>
#include <string>

namespace acc2c {

/// The translated text of `path`, or nothing after reporting why.
std::optional<Translation> translateC(const std::string &path, const COptions &options,
                                      const CRewriteOptions &rewrite, Diagnostics &diags);

} // namespace acc2c
