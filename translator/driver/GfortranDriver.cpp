// acc2c-gfortran: a gfortran-compatible compiler driver. Every Fortran
// source goes through acc2c (OpenACC/OpenMP offload directives -> calls into
// the runtime shim), then through gfortran ($ACC2C_FC); the link adds
// libacc2c_rt. So a project builds with FC=acc2c-gfortran, by make or by
// CMake. The driver itself is compiler/ (shared with acc2c-gcc); what
// Fortran adds is gfortran/FortranLanguage.
#include "driver/compiler/Language.h"
#include "driver/gfortran/FortranLanguage.h"

int main(int argc, char **argv) {
  acc2c::gfortran::FortranLanguage fortran;
  return acc2c::driver::runDriver(argc, argv, fortran);
}
