// Where a directive's text is in the file, and how generated code replaces
// it while every user line keeps its number (#line) (CRewriterImpl.h).
#include "rewriter/c/CRewriterImpl.h"

#include "clang/Lex/Lexer.h"

namespace acc2c {
namespace c_rewriter {

bool CRewriterImpl::inMainFile(clang::SourceLocation loc) const {
  return loc.isValid() && sm_.isInMainFile(sm_.getExpansionLoc(loc));
}

unsigned CRewriterImpl::lineOf(clang::SourceLocation loc) const {
  PresumedLoc p = sm_.getPresumedLoc(sm_.getExpansionLoc(loc));
  return p.isValid() ? p.getLine() : 0;
}

std::string CRewriterImpl::line(unsigned n) const {
  return "#line " + std::to_string(n) + " " + cLiteral(path_) + "\n";
}

// The file and line `loc` presumes: a header's code that the frontend put
// in place of its #include (frontend/c/HeaderInlining.h) keeps the
// header's name and numbers.
std::string CRewriterImpl::lineAt(clang::SourceLocation loc, unsigned offset) const {
  PresumedLoc p = sm_.getPresumedLoc(sm_.getExpansionLoc(loc));
  if (p.isInvalid()) return line(offset);
  return "#line " + std::to_string(p.getLine() + offset) + " " + cLiteral(p.getFilename()) + "\n";
}

// A line no C source holds: an ASCII unit separator starts it.
static const char kGlue[] = "\x1f"
                            "acc2c generated";

std::string CRewriterImpl::generatedLinesMarker() { return std::string(kGlue) + "\n"; }

std::string CRewriterImpl::resolveGeneratedLinesMarkers(const std::string &text) const {
  std::string out;
  out.reserve(text.size());
  unsigned number = 1;
  for (size_t at = 0; at < text.size();) {
    size_t nl = text.find('\n', at);
    size_t end = nl == std::string::npos ? text.size() : nl + 1;
    if (text.compare(at, end - at, generatedLinesMarker()) == 0)
      out += "#line " + std::to_string(number + 1) + " " + cLiteral(outputName_) + "\n";
    else
      out.append(text, at, end - at);
    ++number;
    at = end;
  }
  return out;
}

std::string CRewriterImpl::indent(const std::string &s, const std::string &by) {
  std::string out;
  size_t at = 0;
  while (at < s.size()) {
    size_t nl = s.find('\n', at);
    if (nl == std::string::npos) nl = s.size() - 1;
    out += by + s.substr(at, nl - at + 1);
    at = nl + 1;
  }
  return out;
}

acc2c::SourceLocation CRewriterImpl::locationOf(clang::SourceLocation loc) const {
  PresumedLoc p = sm_.getPresumedLoc(sm_.getExpansionLoc(loc));
  return {p.isValid() ? p.getFilename() : path_, p.isValid() ? p.getLine() : 0,
          p.isValid() ? p.getColumn() : 0};
}

void CRewriterImpl::error(clang::SourceLocation loc, const std::string &message) {
  diags_.error(locationOf(loc), message);
}

const GraphConstruct *CRewriterImpl::constructAt(clang::SourceLocation loc, ConstructKind kind) {
  PresumedLoc p = sm_.getPresumedLoc(sm_.getExpansionLoc(loc));
  if (p.isInvalid()) return nullptr;
  auto it = byLoc_.find({p.getFilename(), p.getLine(), p.getColumn()});
  if (it == byLoc_.end()) return nullptr;
  for (ConstructId id : it->second)
    if (g_.construct(id).kind == kind) return &g_.construct(id);
  return nullptr;
}

std::pair<clang::SourceLocation, clang::SourceLocation>
CRewriterImpl::pragmaExtent(clang::SourceLocation loc) {
  if (loc.isMacroID()) {
    CharSourceRange r = sm_.getExpansionRange(loc);
    clang::SourceLocation end =
        r.isTokenRange() ? Lexer::getLocForEndOfToken(r.getEnd(), 0, sm_, ctx_.getLangOpts())
                         : r.getEnd();
    return {r.getBegin(), end};
  }
  loc = sm_.getExpansionLoc(loc);
  if (llvm::StringRef(sm_.getCharacterData(loc)).starts_with("_Pragma")) {
    // `_Pragma ( "..." )`: up to the parenthesis that closes it.
    clang::SourceLocation at = loc;
    while (std::optional<Token> t = Lexer::findNextToken(at, sm_, ctx_.getLangOpts())) {
      at = t->getLocation();
      if (t->is(tok::r_paren)) return {loc, at.getLocWithOffset(1)};
      if (t->is(tok::eof)) break;
    }
    return {loc, loc.getLocWithOffset(7)};
  }
  auto [file, offset] = sm_.getDecomposedLoc(loc);
  llvm::StringRef buffer = sm_.getBufferData(file);
  size_t hash = buffer.rfind('#', offset + 1); // the directive may start at the '#'
  if (hash == llvm::StringRef::npos) hash = offset;
  size_t end = hash;
  while (end < buffer.size()) {
    size_t nl = buffer.find('\n', end);
    if (nl == llvm::StringRef::npos) {
      end = buffer.size();
      break;
    }
    size_t last = nl;
    while (last > end &&
           (buffer[last - 1] == ' ' || buffer[last - 1] == '\t' || buffer[last - 1] == '\r'))
      --last;
    if (last > end && buffer[last - 1] == '\\') {
      end = nl + 1;
      continue;
    }
    end = nl;
    break;
  }
  return {loc.getLocWithOffset(int(hash) - int(offset)),
          loc.getLocWithOffset(int(end) - int(offset))};
}

std::string CRewriterImpl::sourceText(const Expr *e) const {
  return Lexer::getSourceText(CharSourceRange::getTokenRange(e->getSourceRange()), sm_,
                              ctx_.getLangOpts())
      .str();
}

std::string CRewriterImpl::pragmaText(clang::SourceLocation begin, clang::SourceLocation end) {
  std::string t = std::string(sm_.getCharacterData(begin), sm_.getCharacterData(end));
  std::string out;
  for (size_t i = 0; i < t.size(); ++i) {
    if (t[i] == '\\' && t.find_first_not_of(" \t\r", i + 1) == t.find('\n', i)) {
      i = t.find('\n', i);
      out += ' ';
      continue;
    }
    // The text goes into a /* */ comment: no comment may open or close in it.
    if ((t[i] == '*' || t[i] == '/') && i + 1 < t.size() && t[i + 1] == (t[i] == '*' ? '/' : '*')) {
      out += t[i];
      out += ' ';
      continue;
    }
    out += t[i];
  }
  return out;
}

clang::SourceLocation CRewriterImpl::bodyStart(clang::SourceLocation directiveEnd,
                                               const Stmt *body) {
  clang::SourceLocation start = sm_.getExpansionLoc(body->getBeginLoc());
  if (!sm_.isBeforeInTranslationUnit(directiveEnd, start)) return {};
  llvm::StringRef gap(sm_.getCharacterData(directiveEnd),
                      sm_.getFileOffset(start) - sm_.getFileOffset(directiveEnd));
  if (gap.find_first_not_of(" \t\r\n") == llvm::StringRef::npos) return {};
  return start;
}

clang::SourceLocation CRewriterImpl::bodyEnd(const Stmt *body) {
  return statementEnd(body, sm_, ctx_.getLangOpts()).getLocWithOffset(1);
}

std::string CRewriterImpl::resume(clang::SourceLocation end) {
  const char *at = sm_.getCharacterData(end);
  while (*at == ' ' || *at == '\t' || *at == '\r') ++at;
  if (*at == '\n' || *at == '\0') {
    std::string l = lineAt(end, 1);
    return "\n" + l.substr(0, l.size() - 1);
  }
  return "\n" + lineAt(end) + std::string(sm_.getPresumedColumnNumber(end) - 1, ' ');
}

void CRewriterImpl::replace(clang::SourceLocation begin, clang::SourceLocation end,
                            const std::string &code) {
  std::string t = "/* acc2c: " + pragmaText(begin, end) + " */";
  if (!code.empty())
    t += "\n" + generatedLinesMarker() +
         (code.back() == '\n' ? code.substr(0, code.size() - 1) : code);
  rw_.ReplaceText(CharSourceRange::getCharRange(begin, end), t + resume(end));
}

std::string CRewriterImpl::kernelsOrHost(const std::string &acc, const std::string &saves,
                                         const std::string &omp, const std::string &comment) {
  std::string before, after;
  shieldFromMacros(acc + " " + omp, before, after);
  std::string t = before + "#ifdef ACC2C_DEVICE_KERNELS\n" + saves + "#pragma " + acc +
                  "\n#else\n#pragma " + omp + (comment.empty() ? "" : " " + comment) + "\n#endif";
  if (!after.empty()) t += "\n" + after.substr(0, after.size() - 1);
  return t;
}

void CRewriterImpl::commentOut(clang::SourceLocation loc, const std::string &omp,
                               const std::string &acc, const std::string &saves) {
  auto [begin, end] = pragmaExtent(loc);
  if (!commented_.insert(sm_.getFileOffset(begin)).second) return;
  std::string t = "/* acc2c: " + pragmaText(begin, end) + " */";
  std::string before, after; // a _Pragma shares its line: no room for #undef
  bool hash = *sm_.getCharacterData(begin) == '#';
  if (!acc.empty() && !hash) {
    notInOpenACCKernels("a directive written as _Pragma");
  } else if (!acc.empty()) {
    t = kernelsOrHost(acc, saves, omp, t);
  } else if (!omp.empty()) {
    if (hash) shieldFromMacros(omp, before, after);
    t = (hash ? before + "#pragma " + omp : "_Pragma(" + cLiteral(omp) + ")") + " " + t;
  }
  if (!after.empty()) t += "\n" + after.substr(0, after.size() - 1);
  if (lineOf(end) != lineOf(begin) || !after.empty() || !acc.empty()) t += resume(end);
  rw_.ReplaceText(CharSourceRange::getCharRange(begin, end), t);
}

bool CRewriterImpl::checkWhere(clang::SourceLocation loc, const std::string &name,
                               const Stmt *body) {
  if (!sm_.isInMainFile(sm_.getExpansionLoc(loc))) {
    error(loc, "'" + name + "' is in an included file" +
                   (function_ ? ", in function '" + function_->getName().str() + "'" : "") +
                   "; acc2c rewrites only the file it translates, so directives in a header "
                   "are not translated (move the function into a .c file)");
    return false;
  }
  if (loc.isMacroID() && body) {
    clang::SourceLocation end = pragmaExtent(loc).second;
    if (sm_.isBeforeInTranslationUnit(sm_.getExpansionLoc(body->getBeginLoc()), end)) {
      error(loc, "'" + name +
                     "' comes from a macro whose expansion holds the construct's "
                     "body too; acc2c rewrites the directive's text and cannot split a macro "
                     "(give the directive a macro of its own, or write it as #pragma)");
      return false;
    }
  }
  return true;
}

} // namespace c_rewriter
} // namespace acc2c
