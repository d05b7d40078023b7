#!/usr/bin/env bash
# The README's test command: install, build, and run the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cd build
ctest --output-on-failure -j 2
