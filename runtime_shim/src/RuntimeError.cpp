#include "RuntimeError.h"

#include <atomic>
#include <cctype>
#include <cstdio>
#include <cstdlib>

namespace acc2c::rt {
namespace {
std::atomic<bool> exiting{false};
void exitingHandler(ErrorKind, const std::string &message) {
  std::fflush(stdout);
  std::fprintf(stderr, "acc2c: runtime error: %s\n", message.c_str());
  if (exiting) {
    std::fflush(nullptr);
    std::_Exit(1);
  }
  std::exit(1);
}
std::atomic<ErrorHandler> handler{exitingHandler};
} // namespace

void markExiting() { exiting = true; }

const char *errorKindName(ErrorKind k) {
  switch (k) {
  case ErrorKind::NotPresent: return "not present";
  case ErrorKind::PartialPresence: return "partial presence";
  case ErrorKind::CounterUnderflow: return "counter underflow";
  case ErrorKind::FreeOfMapped: return "free of mapped memory";
  case ErrorKind::UnmapStructured: return "unmap of a structured mapping";
  case ErrorKind::AlreadyMapped: return "already mapped";
  case ErrorKind::NotMapped: return "not mapped";
  case ErrorKind::InvalidArgument: return "invalid argument";
  case ErrorKind::Unsupported: return "unsupported";
  case ErrorKind::Backend: return "device backend";
  }
  return "error";
}

ErrorHandler setErrorHandler(ErrorHandler h) { return handler.exchange(h ? h : exitingHandler); }

void throwingErrorHandler(ErrorKind k, const std::string &message) {
  throw RuntimeError(k, message);
}

void raise(ErrorKind k, const std::string &message) {
  handler.load()(k, message);
  std::abort(); // a handler must not return
}

namespace {
// Values of the index variables acc2c_e1, acc2c_e2, ... of the family of
// operations running on this thread (acc2c_element_index).
constexpr int kElementIndices = 16;
thread_local std::int64_t elementIndex[kElementIndices + 1];
thread_local bool elementIndexSet[kElementIndices + 1];

// `name` with each index variable acc2c_e<N> whose value is known replaced
// by that value.
std::string withElementIndices(const char *name) {
  static const char prefix[] = "acc2c_e";
  const std::size_t n = sizeof prefix - 1;
  std::string in = name, out;
  for (std::size_t i = 0; i < in.size();) {
    std::size_t digits = i + n;
    while (in.compare(i, n, prefix) == 0 && digits < in.size() &&
           std::isdigit(static_cast<unsigned char>(in[digits])))
      ++digits;
    int number =
        digits > i + n && digits - (i + n) <= 2 ? std::stoi(in.substr(i + n, digits - i - n)) : 0;
    if (number > 0 && number <= kElementIndices && elementIndexSet[number]) {
      out += std::to_string(elementIndex[number]);
      i = digits;
    } else {
      out += in[i++];
    }
  }
  return out;
}
} // namespace

void setElementIndex(int number, std::int64_t value) {
  if (number < 1 || number > kElementIndices) return;
  elementIndex[number] = value;
  elementIndexSet[number] = true;
}

std::string describe(const acc2c_src *src) {
  std::string s = "name=";
  s += src && src->name ? withElementIndices(src->name) : "<unnamed>";
  if (src && src->file) {
    s += " at ";
    s += src->file;
    if (src->line > 0) s += ":" + std::to_string(src->line);
  }
  return s;
}

} // namespace acc2c::rt
