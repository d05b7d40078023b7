#!/bin/bash
# The libraries a program built here loads on a GPU machine that has not
# this build or gcc's offload runtime: the shim, libgomp and its nvptx
# plugin, libgfortran. Used by route_probe.sh, e2e_suite.sh and
# bench/gpu_bench.py --build-only; there, the runners (route_probe.sh's
# run.sh, run_suite.py, gpu_bench.py --prebuilt) put OUT_DIR on
# LD_LIBRARY_PATH.
#
#   scripts/gpu/carry_libraries.sh BUILD_DIR OUT_DIR
set -eu
[ $# -eq 2 ] || { echo "usage: $0 BUILD_DIR OUT_DIR" >&2; exit 2; }
cp -L "$1/lib/libacc2c_rt.so" "$2/"
for l in libgomp.so.1 libgomp-plugin-nvptx.so.1 libgfortran.so.5 libquadmath.so.0; do
  cp -L "$(find /usr/lib/x86_64-linux-gnu /usr/lib/gcc -name "$l" | head -1)" "$2/"
done
