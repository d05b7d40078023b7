// acc2c-gfortran: blanking and restoring line markers.
#include "driver/gfortran/LineMarkers.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cctype>

namespace acc2c::gfortran {

namespace {

bool readLines(const std::string &file, std::vector<std::string> &lines, std::string &error) {
  auto buffer = llvm::MemoryBuffer::getFile(file);
  if (!buffer) {
    error = "cannot read '" + file + "': " + buffer.getError().message();
    return false;
  }
  llvm::StringRef text = (*buffer)->getBuffer();
  while (!text.empty()) {
    auto [line, rest] = text.split('\n');
    lines.push_back(line.str());
    text = rest;
  }
  return true;
}

bool writeLines(const std::string &file, const std::vector<std::string> &lines,
                std::string &error) {
  std::error_code ec;
  llvm::raw_fd_ostream os(file, ec);
  if (ec) {
    error = "cannot write '" + file + "': " + ec.message();
    return false;
  }
  for (const std::string &line : lines) os << line << '\n';
  return true;
}

bool isDigit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

} // namespace

bool parseLineMarker(const std::string &text, long &number, std::string &file) {
  llvm::StringRef line(text);
  if (!line.consume_front("#")) return false;
  line = line.ltrim(" \t");
  if (line.consume_front("line")) line = line.ltrim(" \t");
  llvm::StringRef digits = line.take_while(isDigit);
  if (digits.empty() || digits.getAsInteger(10, number)) return false;
  line = line.drop_front(digits.size());
  if (!line.empty() && line.front() != ' ' && line.front() != '\t') return false;
  line = line.ltrim(" \t");
  file.clear();
  if (line.consume_front("\"")) {
    // The name up to the closing quote, escapes kept as written.
    for (size_t i = 0; i < line.size(); ++i) {
      if (line[i] == '\\' && i + 1 < line.size()) {
        file += line.substr(i, 2).str();
        ++i;
      } else if (line[i] == '"') {
        break;
      } else {
        file += line[i];
      }
    }
  }
  return true;
}

bool blankLineMarkers(const std::string &from, const std::string &to, LineMarkers &markers,
                      std::string &error) {
  std::vector<std::string> lines;
  if (!readLines(from, lines, error)) return false;
  markers.marker.assign(lines.size(), "");
  markers.origin.assign(lines.size(), {"", 0});
  std::string file; // "" until the first marker
  long next = 1;
  for (size_t i = 0; i < lines.size(); ++i) {
    long number;
    std::string named;
    if (parseLineMarker(lines[i], number, named)) {
      markers.marker[i] = lines[i];
      if (!named.empty()) file = named;
      next = number;
      lines[i].clear();
      continue;
    }
    markers.origin[i] =
        file.empty() ? std::make_pair(std::string(), long(i + 1)) : std::make_pair(file, next);
    ++next;
  }
  return writeLines(to, lines, error);
}

bool restoreLineMarkers(const std::string &file, const LineMarkers &markers, std::string &error) {
  std::vector<std::string> lines;
  if (!readLines(file, lines, error)) return false;
  std::vector<std::string> out;
  out.reserve(lines.size() + markers.marker.size());
  size_t copyLine = 0; // 0-based line of the blanked copy the next line stands for
  for (const std::string &line : lines) {
    long number;
    std::string named;
    if (parseLineMarker(line, number, named) && number >= 1) {
      // The translation's own marker: "the next line is line `number` of
      // the copy"; say which line of which file that is.
      copyLine = static_cast<size_t>(number - 1);
      if (copyLine < markers.origin.size()) {
        const auto &[origFile, origLine] = markers.origin[copyLine];
        if (!markers.marker[copyLine].empty())
          continue; // the restored marker on the next line says it
        if (!origFile.empty()) {
          out.push_back("# " + std::to_string(origLine) + " \"" + origFile + "\"");
          continue;
        }
      }
      out.push_back(line);
      continue;
    }
    if (copyLine < markers.marker.size() && !markers.marker[copyLine].empty() &&
        llvm::StringRef(line).trim().empty())
      out.push_back(markers.marker[copyLine]);
    else
      out.push_back(line);
    ++copyLine;
  }
  return writeLines(file, out, error);
}

} // namespace acc2c::gfortran
