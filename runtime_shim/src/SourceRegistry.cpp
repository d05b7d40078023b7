#include "SourceRegistry.h"

#include <deque>
#include <mutex>
#include <string>
#include <tuple>
#include <unordered_map>

namespace acc2c::rt {
namespace {

struct Record {
  std::string name, file;
  acc2c_src src{};
};

struct KeyHash {
  std::size_t operator()(const std::tuple<std::string, std::string, int> &k) const {
    std::hash<std::string> h;
    return h(std::get<0>(k)) ^ (h(std::get<1>(k)) * 31) ^ std::size_t(std::get<2>(k));
  }
};

std::mutex mutex;
std::deque<Record> records; // a deque never moves its elements
std::unordered_map<std::tuple<std::string, std::string, int>, const acc2c_src *, KeyHash> index;

} // namespace

const acc2c_src *internSource(const char *name, const char *file, int line) {
  std::tuple<std::string, std::string, int> key{name ? name : "", file ? file : "", line};
  std::lock_guard<std::mutex> lock(mutex);
  auto it = index.find(key);
  if (it != index.end()) return it->second;
  Record &r = records.emplace_back();
  r.name = std::get<0>(key);
  r.file = std::get<1>(key);
  r.src = {name ? r.name.c_str() : nullptr, file ? r.file.c_str() : nullptr, line};
  return index[std::move(key)] = &r.src;
}

} // namespace acc2c::rt
