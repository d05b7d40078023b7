# Script mode (cmake -P): the sources of iso_fortran_env and the module it
# uses, iso_fortran_env_impl, with the real and complex kinds gfortran has.
#
# acc2c's output compiles with gfortran, whose REAL128 is 16 on x86-64;
# Debian's Flang 22 was built without quad precision, so its
# iso_fortran_env_impl.mod says real128 = -1 and its real_kinds lacks 16,
# and Flang's semantics then rejects code gfortran takes: Open MPI's
# mpif.h declares MPI_SIZEOF for COMPLEX(REAL128). Flang's module files are
# Fortran source (recompiling one gives the same module): this writes them
# as .f90 with REAL128 = 16, for acc2c to compile into the intrinsic module
# directory it searches before Flang's (translator/CMakeLists.txt).
#
#   -DFLANG_MODULE_DIR=<Flang's .mod files> -DOUT=<directory of the sources>
cmake_minimum_required(VERSION 3.20)

function(read_module name out)
  set(path ${FLANG_MODULE_DIR}/${name}.mod)
  # Without the byte order mark before the header comment.
  file(READ ${path} bom LIMIT 3 HEX)
  if(bom STREQUAL "efbbbf")
    file(READ ${path} text OFFSET 3)
  else()
    file(READ ${path} text)
  endif()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

read_module(iso_fortran_env_impl impl)
foreach(name selectedreal128 safereal128 real128)
  string(REGEX REPLACE "(\ninteger\\(4\\),parameter::${name}=)-?[0-9]+_4" "\\116_4" impl
         "${impl}")
  if(NOT impl MATCHES "\ninteger\\(4\\),parameter::${name}=16_4\n")
    message(FATAL_ERROR "${FLANG_MODULE_DIR}/iso_fortran_env_impl.mod: no ${name} to set to 16")
  endif()
endforeach()
string(REGEX MATCH "__builtin_real_kinds\\(1_8:\\*\\)=\\[INTEGER\\(4\\)::[0-9_,]*\\]" kinds
       "${impl}")
if(NOT kinds)
  message(FATAL_ERROR "${FLANG_MODULE_DIR}/iso_fortran_env_impl.mod: no real_kinds")
endif()
if(NOT kinds MATCHES "[:,]16_4[],]")
  string(REGEX REPLACE "\\]$" ",16_4]" with16 "${kinds}")
  string(REPLACE "${kinds}" "${with16}" impl "${impl}")
endif()
file(WRITE ${OUT}/iso_fortran_env_impl.f90 "${impl}")

read_module(iso_fortran_env env)
file(WRITE ${OUT}/iso_fortran_env.f90 "${env}")
