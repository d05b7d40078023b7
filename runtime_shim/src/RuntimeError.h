// Runtime errors of translated programs. Every error names the variable and
// the source line (when the caller knows them) and ends the program with a
// non-zero exit status. Tests install a handler that throws instead; every
// check happens before the runtime changes any state, so a thrown error leaves
// the present table as it was.
#pragma once

#include "acc2c_runtime.h"

#include <cstdint>
#include <stdexcept>
#include <string>

namespace acc2c::rt {

enum class ErrorKind {
  NotPresent,       // present clause / update / use_device of absent data
  PartialPresence,  // a range overlapping a mapping without being inside it
  CounterUnderflow, // a structured exit whose structured counter is already 0
  FreeOfMapped,     // acc_free / omp_target_free of memory that is mapped
  UnmapStructured,  // acc_unmap_data with a non-zero structured counter
  AlreadyMapped,    // acc_map_data / associate_ptr of data that is present
  NotMapped,        // acc_unmap_data / disassociate of data not mapped that way
  InvalidArgument,  // a malformed call (non-contiguous data, bad queue, ...)
  Unsupported,      // something the runtime cannot do here
  Backend           // the device backend failed (out of memory, CUDA error)
};

const char *errorKindName(ErrorKind k);

struct RuntimeError : std::runtime_error {
  RuntimeError(ErrorKind k, const std::string &msg) : std::runtime_error(msg), kind(k) {}
  ErrorKind kind;
};

// Default handler: print "acc2c: runtime error: <message>" and exit(1);
// once the process runs its exit handlers (markExiting), _exit(1): a
// second exit() from an exit handler is undefined, and a program whose
// kernel faulted on a GPU hung there (libgomp exits on the fault; the
// shim's exit handler then meets the same CUDA error).
using ErrorHandler = void (*)(ErrorKind, const std::string &message);
void markExiting();
ErrorHandler setErrorHandler(ErrorHandler h);
// Handler for tests: throws RuntimeError.
void throwingErrorHandler(ErrorKind, const std::string &message);

[[noreturn]] void raise(ErrorKind k, const std::string &message);

// "name=a(1:n) at jacobi.f90:42", or what part of it is known. An index
// variable acc2c_e<N> in the name is replaced by the value that
// setElementIndex last gave it on this thread: "name=b(3)%u".
std::string describe(const acc2c_src *src);

// acc2c_element_index: the value of index variable acc2c_e<number>.
void setElementIndex(int number, std::int64_t value);

} // namespace acc2c::rt
