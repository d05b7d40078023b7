# find_package(acc2c): a package configuration for the build tree
# (CMAKE_PREFIX_PATH=<build>) and one for the install (<prefix>), both with
#   acc2c::runtime   the shim library, its C headers and gfortran .mod files
#   acc2c::acc2c     the translator          (not in ACC2C_RUNTIME_ONLY builds)
#   acc2c::gfortran  the acc2c-gfortran driver          (same)
#   acc2c::gcc       the acc2c-gcc driver               (same)
# and the variables acc2c_INCLUDE_DIR, acc2c_EXECUTABLE,
# acc2c_GFORTRAN_EXECUTABLE, acc2c_GCC_EXECUTABLE (see acc2cConfig.cmake.in).
include(CMakePackageConfigHelpers)

set_target_properties(acc2c_rt PROPERTIES EXPORT_NAME runtime)
if(TARGET acc2c-gfortran)
  set_target_properties(acc2c-gfortran PROPERTIES EXPORT_NAME gfortran)
endif()
if(TARGET acc2c-gcc)
  set_target_properties(acc2c-gcc PROPERTIES EXPORT_NAME gcc)
endif()
# A sanitizer build's shim needs programs linked with the same sanitizer.
if(ACC2C_SANITIZE)
  set_property(TARGET acc2c_rt APPEND PROPERTY
    INTERFACE_LINK_OPTIONS -fsanitize=${ACC2C_SANITIZE})
endif()

set(_acc2c_version_file ${CMAKE_BINARY_DIR}/lib/cmake/acc2c/acc2cConfigVersion.cmake)
write_basic_package_version_file(${_acc2c_version_file}
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)

# Build tree: it has the install's shape (bin/, lib/, include/acc2c/).
set(ACC2C_CONFIG_BINDIR bin)
set(ACC2C_CONFIG_INCLUDEDIR include/acc2c)
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/acc2cConfig.cmake.in
  ${CMAKE_BINARY_DIR}/lib/cmake/acc2c/acc2cConfig.cmake
  INSTALL_DESTINATION lib/cmake/acc2c
  INSTALL_PREFIX ${CMAKE_BINARY_DIR}
  PATH_VARS ACC2C_CONFIG_BINDIR ACC2C_CONFIG_INCLUDEDIR)
export(EXPORT acc2cTargets NAMESPACE acc2c::
  FILE ${CMAKE_BINARY_DIR}/lib/cmake/acc2c/acc2cTargets.cmake)

# Install: relocatable (paths relative to the config file's own place).
set(ACC2C_CONFIG_BINDIR ${CMAKE_INSTALL_BINDIR})
set(ACC2C_CONFIG_INCLUDEDIR ${CMAKE_INSTALL_INCLUDEDIR}/acc2c)
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/acc2cConfig.cmake.in
  ${CMAKE_BINARY_DIR}/cmake-install/acc2cConfig.cmake
  INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/acc2c
  PATH_VARS ACC2C_CONFIG_BINDIR ACC2C_CONFIG_INCLUDEDIR)
install(EXPORT acc2cTargets NAMESPACE acc2c::
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/acc2c)
install(FILES ${CMAKE_BINARY_DIR}/cmake-install/acc2cConfig.cmake ${_acc2c_version_file}
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/acc2c)
