#include "RuntimeError.h"

#include <atomic>
#include <cstdio>
#include <cstdlib>

namespace acc2c::rt {
namespace {
void exitingHandler(ErrorKind, const std::string &message) {
  std::fflush(stdout);
  std::fprintf(stderr, "acc2c: runtime error: %s\n", message.c_str());
  std::exit(1);
}
std::atomic<ErrorHandler> handler{exitingHandler};
} // namespace

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

std::string describe(const acc2c_src *src) {
  std::string s = "name=";
  s += src && src->name ? src->name : "<unnamed>";
  if (src && src->file) {
    s += " at ";
    s += src->file;
    if (src->line > 0) s += ":" + std::to_string(src->line);
  }
  return s;
}

} // namespace acc2c::rt
