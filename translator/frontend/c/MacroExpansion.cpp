// Macro invocations that hold a construct, written out as their expansion
// (MacroExpansion.h).
#include "frontend/c/MacroExpansion.h"
#include "support/Quoted.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Basic/TokenKinds.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/TokenConcatenation.h"

#include <map>
#include <set>
#include <utility>
#include <vector>

namespace acc2c {

struct MacroTokenLog::Invocation {
  clang::SourceLocation begin, end; ///< the invocation in the main file
  std::vector<clang::Token> tokens; ///< its expansion, as the parser received it
  /// Tokens seen already: the parser can be handed a token again when it
  /// looks ahead.
  std::set<std::pair<clang::SourceLocation::UIntTy, unsigned>> seen;
  unsigned pragmas = 0; ///< `_Pragma`s the preprocessor met in it
};

struct MacroTokenLog::Entries {
  std::map<unsigned, Invocation> byOffset; ///< by the invocation's offset in the file
};

MacroTokenLog::MacroTokenLog() = default;
MacroTokenLog::~MacroTokenLog() = default;

namespace {

// The top-level invocation in the main file that a token of a macro
// expansion comes from; null for any other token.
MacroTokenLog::Invocation *invocationOf(clang::SourceLocation loc, clang::SourceManager &sm,
                                        const clang::LangOptions &lang,
                                        MacroTokenLog::Entries &entries) {
  if (!loc.isMacroID()) return nullptr;
  clang::CharSourceRange range = sm.getExpansionRange(loc);
  if (!sm.isInMainFile(range.getBegin())) return nullptr;
  MacroTokenLog::Invocation &in = entries.byOffset[sm.getFileOffset(range.getBegin())];
  if (in.begin.isInvalid()) {
    in.begin = range.getBegin();
    in.end = range.isTokenRange() ? clang::Lexer::getLocForEndOfToken(range.getEnd(), 0, sm, lang)
                                  : range.getEnd();
  }
  return &in;
}

class PragmaCounter : public clang::PPCallbacks {
public:
  PragmaCounter(clang::Preprocessor &pp, MacroTokenLog::Entries &entries)
      : pp_(pp), entries_(entries) {}
  void PragmaDirective(clang::SourceLocation loc, clang::PragmaIntroducerKind) override {
    if (MacroTokenLog::Invocation *in =
            invocationOf(loc, pp_.getSourceManager(), pp_.getLangOpts(), entries_))
      ++in->pragmas;
  }

private:
  clang::Preprocessor &pp_;
  MacroTokenLog::Entries &entries_;
};

bool opensDirective(const clang::Token &t) {
  return t.isOneOf(clang::tok::annot_pragma_openmp, clang::tok::annot_pragma_openacc);
}
bool closesDirective(const clang::Token &t) {
  return t.isOneOf(clang::tok::annot_pragma_openmp_end, clang::tok::annot_pragma_openacc_end);
}

class Writer {
public:
  Writer(clang::Preprocessor &pp, Diagnostics &diags)
      : pp_(pp), sm_(pp.getSourceManager()), diags_(diags), concat_(pp) {}

  // Whether the invocation must be written out: it holds a directive and
  // anything besides one directive.
  static bool holdsConstruct(const MacroTokenLog::Invocation &in) {
    unsigned directives = 0;
    bool inside = false, besides = false;
    for (const clang::Token &t : in.tokens) {
      if (opensDirective(t)) {
        ++directives;
        inside = true;
      } else if (closesDirective(t)) {
        inside = false;
      } else if (!inside) {
        besides = true;
      }
    }
    return directives > 0 && (besides || directives > 1);
  }

  // The expansion, each directive a #pragma line; every line, the
  // directives' too, presumes the invocation's line. False, with an error,
  // where something of the expansion would be lost.
  bool expansion(const MacroTokenLog::Invocation &in, std::string &out) {
    unsigned directives = 0;
    for (const clang::Token &t : in.tokens) directives += opensDirective(t);
    if (in.pragmas > directives) {
      error(in.begin, "this macro invocation holds an OpenMP or OpenACC construct and a pragma "
                      "of another kind; acc2c writes such an invocation out as its expansion, "
                      "which would lose that pragma (give the construct a macro of its own)");
      return false;
    }
    std::string marker = lineMarker(in.begin);
    // The invocation as written, in a comment, so that a reader of the
    // translation sees where its code came from.
    std::string written;
    for (char c : llvm::StringRef(sm_.getCharacterData(in.begin),
                                  sm_.getFileOffset(in.end) - sm_.getFileOffset(in.begin))) {
      bool blank = c == ' ' || c == '\t' || c == '\n' || c == '\r';
      if (!blank)
        written += c;
      else if (!written.empty() && written.back() != ' ')
        written += ' ';
    }
    for (const char *pair : {"*/", "/*"})
      for (size_t at; (at = written.find(pair)) != std::string::npos;) written.insert(at + 1, " ");
    out += "/* acc2c: " + written + ", written out: */ ";
    unsigned column = sm_.getPresumedColumnNumber(in.begin), directive = 0;
    clang::Token prevPrev, prev;
    bool havePrev = false, afterPragma = false;
    for (const clang::Token &t : in.tokens) {
      if (opensDirective(t) || closesDirective(t)) {
        out += "\n" + marker;
        // Each directive at a column of its own, from the invocation's on:
        // a construct is known by where it is.
        if (opensDirective(t))
          out += std::string(column - 1 + directive++, ' ') +
                 (t.is(clang::tok::annot_pragma_openmp) ? "#pragma omp" : "#pragma acc");
        havePrev = false;
        afterPragma = opensDirective(t);
        continue;
      }
      // Another pragma's annotation: counted in `pragmas` above.
      if (t.isAnnotation()) continue;
      if (afterPragma ||
          (havePrev && (t.hasLeadingSpace() || concat_.AvoidConcat(prevPrev, prev, t))))
        out += ' ';
      out += pp_.getSpelling(t);
      prevPrev = havePrev ? prev : t;
      prev = t;
      havePrev = true;
      afterPragma = false;
    }
    // What followed the invocation on its last line keeps its line and
    // column.
    out += "\n" + lineMarker(in.end) + std::string(sm_.getPresumedColumnNumber(in.end) - 1, ' ');
    return true;
  }

private:
  std::string lineMarker(clang::SourceLocation loc) const {
    clang::PresumedLoc p = sm_.getPresumedLoc(loc);
    return "#line " + std::to_string(p.getLine()) + " " + quoted(p.getFilename()) + "\n";
  }
  void error(clang::SourceLocation loc, const std::string &message) {
    clang::PresumedLoc p = sm_.getPresumedLoc(loc);
    diags_.error({p.isValid() ? p.getFilename() : "", p.isValid() ? p.getLine() : 0,
                  p.isValid() ? p.getColumn() : 0},
                 message);
  }

  clang::Preprocessor &pp_;
  clang::SourceManager &sm_;
  Diagnostics &diags_;
  clang::TokenConcatenation concat_;
};

} // namespace

std::unique_ptr<clang::PPCallbacks> MacroTokenLog::record(clang::Preprocessor &pp) {
  entries = std::make_unique<Entries>();
  Entries *log = entries.get();
  pp.setTokenWatcher([log, &pp](const clang::Token &t) {
    MacroTokenLog::Invocation *in =
        invocationOf(t.getLocation(), pp.getSourceManager(), pp.getLangOpts(), *log);
    if (in && in->seen.insert({t.getLocation().getRawEncoding(), unsigned(t.getKind())}).second)
      in->tokens.push_back(t);
  });
  return std::make_unique<PragmaCounter>(pp, *entries);
}

std::optional<std::string> expandMacrosHoldingConstructs(clang::Preprocessor &pp,
                                                         const MacroTokenLog &log,
                                                         Diagnostics &diags, bool &failed) {
  if (!log.entries) return std::nullopt;
  clang::SourceManager &sm = pp.getSourceManager();
  llvm::StringRef buffer = sm.getBufferData(sm.getMainFileID());
  Writer writer(pp, diags);
  std::string out;
  unsigned at = 0;
  bool any = false;
  for (const auto &[offset, in] : log.entries->byOffset) {
    if (!Writer::holdsConstruct(in)) continue;
    std::string expansion;
    if (!writer.expansion(in, expansion)) {
      failed = true;
      continue;
    }
    out.append(buffer.data() + at, offset - at);
    out += expansion;
    at = sm.getFileOffset(in.end);
    any = true;
  }
  if (!any || failed) return std::nullopt;
  out.append(buffer.data() + at, buffer.size() - at);
  return out;
}

} // namespace acc2c
