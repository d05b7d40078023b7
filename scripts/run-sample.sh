#!/usr/bin/env bash
# The README's main job: install, build, and show what acc2c makes of a
# sample (the data-op graph; see README for the state of host execution).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
sample="${1:-samples/jacobi.f90}"
echo "== acc2c --emit=graph $sample"
build/bin/acc2c --emit=graph "$sample"
