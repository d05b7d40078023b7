// tile in C (LoopDirectives.h, tileSizes): loops over tiles before the
// nest, each for statement of the nest run over one tile.
#include "rewriter/c/CRewriterImpl.h"

#include "frontend/c/CLoopForm.h"
#include "rewriter/common/LoopDirectives.h"

namespace acc2c {
namespace c_rewriter {

// For `for (int i = l; i < u; i += s)` with tile size t, the tile loop
// `for (int acc2c_tile_i = l; acc2c_tile_i < u; acc2c_tile_i += t*s)` goes
// before the nest, and the loop becomes `for (int i = acc2c_tile_i; i <
// (u < acc2c_tile_i + t*s ? u : acc2c_tile_i + t*s); i += s)`: one bound,
// which gcc computes the trip count from and vectorises (a second
// condition joined by && would keep it from doing either). Runs after the
// body's traversal: the bounds are taken as rewritten, with the region's
// views. Returns the tile loops, for the caller to put before the nest.
std::string CRewriterImpl::tiledNest(const GraphConstruct &c, const Stmt *body) {
  std::vector<std::int64_t> sizes = tileSizes(c, LoopRunner::HostThreads);
  if (sizes.empty()) return "";
  auto rewritten = [&](const Expr *e) { return rw_.getRewrittenText(cFileRange(e, ctx_)); };
  std::string tiles;
  const ForStmt *f = nestedFor(body);
  for (size_t i = 0; i < sizes.size(); ++i, f = f ? nestedFor(f->getBody()) : nullptr) {
    std::optional<CLoopForm> form = f ? cLoopForm(f, ctx_) : std::nullopt;
    if (!form) { // the frontend recorded a step for each loop (AssociatedLoop::step)
      error(f ? f->getBeginLoc() : body->getBeginLoc(),
            "acc2c cannot find the for statement of this tile clause again");
      return "";
    }
    std::string t = "acc2c_tile_" + form->variable->getName().str();
    std::string lower = rewritten(form->lower), upper = rewritten(form->upper);
    std::string compare = BinaryOperator::getOpcodeStr(form->compare).str();
    std::int64_t span = sizes[i] * form->step;
    tiles += "for (" + declaration(form->variable->getType().getUnqualifiedType(), t) + " = " +
             lower + "; " + t + " " + compare + " (" + upper + "); " + t +
             " += " + std::to_string(span) + ") ";
    // The tile's last element and the loop's bound, compared as the loop
    // compares them: i < u and i < t + span, i <= u and i <= t + span - 1.
    std::int64_t end = form->compare == BO_LE ? span - 1 : form->compare == BO_GE ? span + 1 : span;
    std::string tileEnd =
        "(" + t + (end < 0 ? " - " : " + ") + std::to_string(end < 0 ? -end : end) + ")";
    bool up = form->compare == BO_LT || form->compare == BO_LE;
    std::string bound = "((" + upper + ") " + (up ? "<" : ">") + " " + tileEnd + " ? (" + upper +
                        ") : " + tileEnd + ")";
    rw_.ReplaceText(cFileRange(form->lower, ctx_), t);
    rw_.ReplaceText(cFileRange(form->upper, ctx_), bound);
  }
  return tiles;
}

} // namespace c_rewriter
} // namespace acc2c
