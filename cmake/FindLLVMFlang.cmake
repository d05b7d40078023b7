# LLVM 22 and Flang 22 from Debian's packages (libflang-22-dev, llvm-22-dev).
# See ../shared/notes/flang-parser-as-a-library.md for why each line is here.
set(ACC2C_LLVM_ROOT /usr/lib/llvm-22 CACHE PATH "LLVM/Flang 22 installation")

find_package(LLVM REQUIRED CONFIG
  HINTS ${ACC2C_LLVM_ROOT}/lib/cmake/llvm NO_DEFAULT_PATH)
# Clang 22 (libclang-22-dev) for the C frontend: its libclang-cpp is the
# clang-cpp target FlangTargets.cmake names, so it is found first.
find_package(Clang REQUIRED CONFIG
  HINTS ${ACC2C_LLVM_ROOT}/lib/cmake/clang NO_DEFAULT_PATH)
# The Clang resource directory (stddef.h, the OpenMP headers), passed to the
# C frontend explicitly: it cannot be derived from acc2c's own path.
set(ACC2C_CLANG_RESOURCE_DIR
  ${ACC2C_LLVM_ROOT}/lib/clang/${LLVM_VERSION_MAJOR} CACHE PATH "Clang resource directory")
# FlangTargets.cmake names these MLIR targets; acc2c needs none of them,
# and Debian's MLIR package config is broken, so stand in empty targets.
foreach(_t MLIR clang-cpp MLIRTestAnalysis)
  if(NOT TARGET ${_t})
    add_library(${_t} INTERFACE IMPORTED)
  endif()
endforeach()
find_package(Flang REQUIRED CONFIG
  HINTS ${ACC2C_LLVM_ROOT}/lib/cmake/flang NO_DEFAULT_PATH)
message(STATUS "acc2c: LLVM ${LLVM_PACKAGE_VERSION} at ${LLVM_INSTALL_PREFIX}")

separate_arguments(ACC2C_LLVM_DEFINITIONS NATIVE_COMMAND "${LLVM_DEFINITIONS}")

# llvm_config's shared library: one copy of LLVM Support for everyone.
set(ACC2C_LLVM_LIBS LLVM)
set(ACC2C_FLANG_LIBS FortranSemantics FortranEvaluate FortranParser
    FortranSupport FortranDecimal)

find_program(ACC2C_FLANG flang-22 HINTS ${ACC2C_LLVM_ROOT}/bin)
find_program(ACC2C_LIT lit HINTS ${ACC2C_LLVM_ROOT}/bin REQUIRED)
find_program(ACC2C_FILECHECK FileCheck HINTS ${ACC2C_LLVM_ROOT}/bin REQUIRED)
