#include "frontend/fortran/SourceInclusions.h"

#include "flang/Parser/provenance.h"

namespace acc2c {

std::string displayPath(const std::string &flangPath, const FilePrefixMap &prefixMap) {
  std::string path = flangPath.rfind("./", 0) == 0 ? flangPath.substr(2) : flangPath;
  for (const auto &[from, to] : prefixMap) {
    std::string dir = from.empty() || from.back() == '/' ? from : from + "/";
    if (dir.empty() || path.compare(0, dir.size(), dir) != 0) continue;
    std::string rest = path.substr(dir.size());
    return to.empty() || to == "." ? rest : to.back() == '/' ? to + rest : to + "/" + rest;
  }
  return path;
}

// AllSources lays every file, macro expansion and compiler insertion end to
// end in one provenance space, each file once per time it was read; an
// included file's record names the range of the line that included it
// (GetInclusionInfo). The walk visits the file records in order, so an
// includer comes before what it includes.
Inclusions inclusionsOf(const Fortran::parser::AllSources &sources,
                        const FilePrefixMap &prefixMap) {
  namespace P = Fortran::parser;
  Inclusions out;
  std::optional<P::ProvenanceRange> first = sources.GetFirstFileProvenance();
  if (!first) return out;
  std::vector<P::ProvenanceRange> covers; // per inclusion of `out`
  // The provenance space is [1, 1 + size()) (offset 0 is reserved).
  const std::size_t end = 1 + sources.size();
  for (P::Provenance at = first->NextAfter(); at.offset() < end;) {
    P::ProvenanceRange file =
        sources.IntersectionWithSourceFiles(P::ProvenanceRange{at, end - at.offset()});
    if (file.empty()) break;
    at = file.NextAfter();
    std::optional<P::ProvenanceRange> site = sources.GetInclusionInfo(file);
    if (!site) continue; // read on its own: a module file
    int parent = -2;
    if (first->Contains(site->start())) parent = -1;
    for (size_t i = 0; i < covers.size() && parent == -2; ++i)
      if (covers[i].Contains(site->start())) parent = static_cast<int>(i);
    if (parent == -2) continue; // under another file read on its own
    const P::SourceFile *included = sources.GetSourceFile(file.start());
    std::optional<P::SourcePosition> from = sources.GetSourcePosition(site->start());
    if (!included || !from) continue;
    Inclusion inclusion;
    inclusion.file = displayPath(included->path(), prefixMap);
    inclusion.path = displayPath(included->path(), {});
    inclusion.site.file = displayPath(*from->path, prefixMap);
    inclusion.site.line = static_cast<unsigned>(from->line);
    inclusion.site.column = static_cast<unsigned>(from->column);
    inclusion.parent = parent;
    out.push_back(std::move(inclusion));
    covers.push_back(file);
  }
  return out;
}

} // namespace acc2c
