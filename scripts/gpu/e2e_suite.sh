#!/bin/bash
# The `gpu` label's programs for a GPU machine without acc2c's toolchain:
# every e2e program and sample of both languages built here with device
# kernels (-foffload=nvptx-none: tests/e2e/run_c.py, run_fortran.py
# --build-into), with its expectation, the shim, gcc's offload runtime and
# the cuda backend's own checks; there, run.sh runs each one with
# ACC2C_BACKEND=cuda and OMP_TARGET_OFFLOAD=MANDATORY and compares, as the
# e2e runners do (docs/gpu.md).
#
#   scripts/gpu/e2e_suite.sh build BUILD_DIR OUT_DIR   (here; also OUT_DIR.tar.xz,
#                                                     ~3 MB, to carry there)
#   OUT_DIR/run.sh                                    (there; prints N passed, M failed)
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
python3 "$root/tests/e2e/run_fortran.py" "${common[@]}" --build-into "$out/fortran" \
  "${f_programs[@]}" | tail -1
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
cat > "$out/run.sh" <<'RUN'
#!/bin/bash
# On the GPU machine: the cuda backend's checks, then every program with its
# kernels on the GPU; a program passes when it prints its .expected and
# exits 0, or exits non-zero with its .expected-error line on stderr.
cd "$(dirname "$0")" && export LD_LIBRARY_PATH=$PWD:${LD_LIBRARY_PATH:-}
export ACC2C_BACKEND=cuda OMP_TARGET_OFFLOAD=MANDATORY OMP_NUM_THREADS=4
date -u
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv
[ -x CudaBackendCheck ] && ./CudaBackendCheck
pass=0; fail=0
for exe in c/* fortran/* managed/*; do
  case "$exe" in *.expected|*.expected-error) continue ;; esac
  timeout 120 "./$exe" > /tmp/acc2c-gpu.out 2> /tmp/acc2c-gpu.err; rc=$?
  if [ -f "$exe.expected-error" ]; then
    if [ $rc -ne 0 ] && grep -qF -- "$(cat "$exe.expected-error")" /tmp/acc2c-gpu.err; then
      pass=$((pass + 1)); continue
    fi
  elif [ $rc -eq 0 ] && cmp -s /tmp/acc2c-gpu.out "$exe.expected"; then
    pass=$((pass + 1)); continue
  fi
  fail=$((fail + 1))
  echo "FAIL: $exe (exit $rc)"; head -c 600 /tmp/acc2c-gpu.err; echo
done
echo "$pass passed, $fail failed"
RUN
chmod +x "$out/run.sh"
tar cJf "$out.tar.xz" -C "$(dirname "$out")" "$(basename "$out")"
echo "built into $out ($(du -sh "$out" | cut -f1)); to carry: $out.tar.xz ($(du -h "$out.tar.xz" | cut -f1))"
