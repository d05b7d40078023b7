#!/usr/bin/env bash
# The README's main job: install, build, show the data-op graph of the Jacobi
# sample, then translate a sample whose constructs acc2c already translates
# (the data constructs), build it with gfortran against the runtime shim and
# run it on the host backend, logging every data action.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo "== acc2c --emit=graph samples/jacobi.f90"
build/bin/acc2c --emit=graph samples/jacobi.f90

sample="${1:-samples/discrete_memory.f90}"
name=$(basename "$sample" .f90)
out="build/samples"
mkdir -p "$out"
echo "== acc2c --emit=source $sample -o $out/$name.f90"
build/bin/acc2c --emit=source "$sample" -o "$out/$name.f90"
export PKG_CONFIG_PATH="$PWD/build/lib/pkgconfig"
echo "== gfortran $out/$name.f90 \$(pkg-config --cflags --libs acc2c)"
gfortran -ffree-line-length-none "$out/$name.f90" -J "$out" -o "$out/$name" \
  $(pkg-config --cflags --libs acc2c)
echo "== ACC2C_LOG=1 $out/$name   (host backend: separate device memory)"
ACC2C_LOG=1 "$out/$name"
