#!/usr/bin/env bash
# Installs everything acc2c needs on Debian 12 and builds it into build/.
# Idempotent: installs only what is missing, rebuilds only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(
  cmake ninja-build g++ gfortran pkg-config python3
  llvm-22-dev llvm-22-tools libflang-22-dev flang-22 libclang-22-dev clang-22 clang-tools-22 libomp-22-dev liboffload-22-dev
  catch2 libcli11-dev graphviz clang-format-22
  # device kernels (acc2c -foffload=nvptx-none): gcc's nvptx offload compiler and libgomp's plugin
  gcc-12-offload-nvptx libgomp-plugin-nvptx1
  # applications in the test suite: MPI, netCDF-Fortran, PnetCDF (gfortran .mod files, zlib'd)
  libopenmpi-dev openmpi-bin libnetcdff-dev libpnetcdf-dev zlib1g-dev
)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends "${missing[@]}"
fi

# Flang-header translation units take ~3.5 GB of compiler memory each: two
# jobs at most on the 2-core, 24 GiB machines this project targets.
JOBS="${ACC2C_JOBS:-2}"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build -j "$JOBS"
