// acc2c-gcc: a gcc-compatible compiler driver. Every C source goes through
// acc2c (OpenACC/OpenMP offload directives -> calls into the runtime shim),
// then through gcc ($ACC2C_CC); the link adds libacc2c_rt. So a project
// builds with CC=acc2c-gcc make. The driver itself is compiler/ (shared
// with acc2c-gfortran); what C adds is gcc/CLanguage.
#include "driver/compiler/Language.h"
#include "driver/gcc/CLanguage.h"

int main(int argc, char **argv) {
  acc2c::gcc::CLanguage c;
  return acc2c::driver::runDriver(argc, argv, c);
}
