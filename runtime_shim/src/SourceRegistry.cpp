#include "SourceRegistry.h"

#include <charconv>
#include <deque>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace acc2c::rt {
namespace {

struct Record {
  std::string text, name, file;
  acc2c_src src{};
};

std::shared_mutex mutex;
std::deque<Record> records; // a deque never moves its elements
// Keyed by views of the records' own texts: a lookup builds no string.
std::unordered_map<std::string_view, const acc2c_src *> byText;

// "name NUL file NUL line": a text without the separators is a name alone.
Record &parse(std::string_view text, Record &r) {
  std::size_t a = text.find('\0');
  r.name = text.substr(0, a);
  if (a != std::string_view::npos) {
    std::size_t b = text.find('\0', a + 1);
    r.file = text.substr(a + 1, b == std::string_view::npos ? b : b - a - 1);
    if (b != std::string_view::npos) {
      std::string_view line = text.substr(b + 1);
      std::from_chars(line.data(), line.data() + line.size(), r.src.line);
    }
  }
  r.src.name = r.name.c_str();
  r.src.file = r.file.empty() ? nullptr : r.file.c_str();
  return r;
}

} // namespace

const acc2c_src *internSourceText(const char *text, std::size_t length) {
  std::string_view key(text ? text : "", text ? length : 0);
  {
    std::shared_lock lock(mutex);
    auto it = byText.find(key);
    if (it != byText.end()) return it->second;
  }
  std::unique_lock lock(mutex);
  auto it = byText.find(key);
  if (it != byText.end()) return it->second;
  Record &r = records.emplace_back();
  r.text = key;
  parse(r.text, r);
  byText.emplace(r.text, &r.src);
  return &r.src;
}

} // namespace acc2c::rt
