#!/bin/bash
# The `gpu` label's programs for a GPU machine without acc2c's toolchain:
# every e2e program and sample of both languages built here with device
# kernels (-foffload=nvptx-none: tests/e2e/run_c.py, run_fortran.py
# --build-into), with its expectation, the shim, gcc's offload runtime and
# the cuda backend's own checks; there, run_suite.py runs each one with
# ACC2C_BACKEND=cuda and OMP_TARGET_OFFLOAD=MANDATORY and judges it as the
# e2e runners do (docs/gpu.md).
#
#   scripts/gpu/e2e_suite.sh build BUILD_DIR OUT_DIR   (here; also OUT_DIR.tar.xz,
#                                                     ~3 MB, to carry there)
#   OUT_DIR/run_suite.py                              (there: scripts/gpu/run_suite.py)
set -eu
[ "${1:-}" = build ] && [ $# -eq 3 ] || { echo "usage: $0 build BUILD_DIR OUT_DIR" >&2; exit 2; }
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "$2" && pwd)
mkdir -p "$3"
out=$(cd "$3" && pwd)
common=(--acc2c "$build/bin/acc2c" --pkgconfig "$build/lib/pkgconfig" --offload)
c_programs=("$root"/tests/e2e/c/*.c "$root"/samples/jacobi.c)
for d in "$root"/tests/e2e/c/*/; do c_programs+=("$d"); done
f_programs=("$root"/tests/e2e/fortran/*.f90 "$root"/tests/e2e/fortran/*.f)
for s in "$root"/samples/*.f90; do [ -f "${s%.f90}.expected" ] && f_programs+=("$s"); done
python3 "$root/tests/e2e/run_c.py" "${common[@]}" --build-into "$out/c" "${c_programs[@]}" | tail -1
# The C programs again with OpenACC kernels (acc2c-gcc --device-kernels=openacc);
# those acc2c does not make OpenACC kernels of yet fail to build here and are
# not carried.
python3 "$root/tests/e2e/run_c.py" "${common[@]}" --openacc-kernels --build-into "$out/c-openacc" \
  "${c_programs[@]}" | tail -1
python3 "$root/tests/e2e/run_fortran.py" "${common[@]}" --build-into "$out/fortran" \
  "${f_programs[@]}" | tail -1
# And the Fortran programs (acc2c-gfortran --device-kernels=openacc), the same way.
python3 "$root/tests/e2e/run_fortran.py" "${common[@]}" --openacc-kernels \
  --build-into "$out/fortran-openacc" "${f_programs[@]}" | tail -1
# Managed memory (-gpu=managed, tests/driver/managed): built by the drivers.
mkdir -p "$out/managed"
managed="$root/tests/driver/managed"
scratch=$(mktemp -d)
(cd "$scratch" &&
  "$build/bin/acc2c-gcc" -O1 -gpu=managed -foffload=nvptx-none "$managed/laplace.c" \
    -o "$out/managed/laplace" -lm &&
  "$build/bin/acc2c-gfortran" -O1 -gpu=managed -foffload=nvptx-none "$managed/grid.f90" \
    -o "$out/managed/grid")
rm -rf "$scratch"
cp "$managed/expected-c.txt" "$out/managed/laplace.expected"
cp "$managed/expected-f.txt" "$out/managed/grid.expected"
bash "$root/scripts/gpu/carry_libraries.sh" "$build" "$out"
[ -x "$build/bin/CudaBackendCheck" ] && cp "$build/bin/CudaBackendCheck" "$out/"
cp "$root/scripts/gpu/run_suite.py" "$root/tests/e2e/expectation.py" "$out/"
tar cJf "$out.tar.xz" -C "$(dirname "$out")" "$(basename "$out")"
echo "built into $out ($(du -sh "$out" | cut -f1)); to carry: $out.tar.xz ($(du -h "$out.tar.xz" | cut -f1))"
