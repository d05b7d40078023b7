#!/bin/bash
# The device-kernel route of docs/gpu.md, checked end to end: data placed by
# the shim's cuda backend (cudart's primary context), used by GCC
# nvptx-offloaded OpenMP kernels through is_device_ptr (C) and
# has_device_addr (Fortran).
#
#   scripts/gpu/route_probe.sh build BUILD_DIR OUT_DIR   (here: needs
#       gcc-12-offload-nvptx; copies the programs and the libraries they
#       load into OUT_DIR, to carry to a GPU machine)
#   OUT_DIR/run.sh                                      (there)
set -eu
[ "${1:-}" = build ] && [ $# -eq 3 ] || { echo "usage: $0 build BUILD_DIR OUT_DIR" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "$2" && pwd)
mkdir -p "$3"
out=$(cd "$3" && pwd)
export PKG_CONFIG_PATH=$build/lib/pkgconfig
flags="-O2 -fopenmp -foffload=nvptx-none -foffload-options=nvptx-none=-misa=sm_80"
# shellcheck disable=SC2046,SC2086
gcc $flags "$here/route_probe.c" -o "$out/route_probe_c" $(pkg-config --cflags --libs acc2c)
# shellcheck disable=SC2046,SC2086
gfortran $flags "$here/route_probe.f90" -o "$out/route_probe_f" $(pkg-config --cflags --libs acc2c)
bash "$here/carry_libraries.sh" "$build" "$out"
[ -x "$build/bin/CudaBackendCheck" ] && cp "$build/bin/CudaBackendCheck" "$out/"
cat > "$out/run.sh" <<'RUN'
#!/bin/bash
# On the GPU machine: the shim's own CUDA checks, then both route probes.
cd "$(dirname "$0")" && export LD_LIBRARY_PATH=$PWD:${LD_LIBRARY_PATH:-}
ulimit -s unlimited
date -u
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv
[ -x CudaBackendCheck ] && ./CudaBackendCheck
for p in route_probe_c route_probe_f; do
  echo "== $p"
  ACC2C_BACKEND=cuda OMP_TARGET_OFFLOAD=MANDATORY "./$p"; echo "rc=$?"
done
RUN
chmod +x "$out/run.sh"
echo "built into $out; carry it to a GPU machine and run $out/run.sh"
