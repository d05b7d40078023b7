#!/usr/bin/env bash
# The README's main job: install, build, show the data-op graph of the Jacobi
# sample, then translate the sample, build it with gfortran against the
# runtime shim, run it on the host backend (separate device memory, regions
# on host threads) with a profile of its data traffic, and check its output.
# A second, smaller sample shows every data action as it happens. Last, the
# C twin of the Jacobi sample goes through acc2c-gcc, the compiler driver
# (acc2c --emit=source, then gcc, linked with the shim), and must print what
# the Fortran one printed.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PKG_CONFIG_PATH="$PWD/build/lib/pkgconfig"
out="build/samples"
mkdir -p "$out/flang-mod"

run_sample() { # sample, environment for the run
  local sample="$1" name
  name=$(basename "$sample" .f90)
  echo "== acc2c --emit=source $sample -o $out/$name.f90"
  build/bin/acc2c --emit=source "$sample" -J "$out/flang-mod" -o "$out/$name.f90"
  echo "== gfortran -O2 -fopenmp $out/$name.f90 \$(pkg-config --cflags --libs acc2c)"
  gfortran -O2 -fopenmp "$out/$name.f90" -J "$out" -o "$out/$name" \
    $(pkg-config --cflags --libs acc2c)
  echo "== $2 $out/$name   (host backend: separate device memory)"
  env $2 "$out/$name" | tee "$out/$name.out"
  if [ -f "samples/$name.expected" ]; then
    diff -u "samples/$name.expected" "$out/$name.out" && echo "== $name: output as expected"
  fi
}

echo "== acc2c --emit=graph samples/jacobi.f90"
build/bin/acc2c --emit=graph samples/jacobi.f90
run_sample "${1:-samples/jacobi.f90}" ACC2C_PROFILE=1
run_sample samples/discrete_memory.f90 ACC2C_LOG=1

echo "== build/bin/acc2c-gcc -O2 samples/jacobi.c -o $out/jacobi_c -lm   (C: translate, gcc, link)"
build/bin/acc2c-gcc -O2 samples/jacobi.c -o "$out/jacobi_c" -lm
echo "== $out/jacobi_c"
"$out/jacobi_c" | tee "$out/jacobi_c.out"
diff -u samples/jacobi.expected "$out/jacobi_c.out" && echo "== jacobi.c: output as expected"
