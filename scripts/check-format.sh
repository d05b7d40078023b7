#!/usr/bin/env bash
# The project's C++ sources follow .clang-format (LLVM style, 100 columns).
# The test `format` runs this; `scripts/check-format.sh --fix` reformats.
# Test inputs, samples and benchmarks are not the project's C++ and stay
# as written.
set -euo pipefail
cd "$(dirname "$0")/.."
CF=${CLANG_FORMAT:-clang-format-22}
mapfile -t files < <(git ls-files '*.cpp' '*.h' |
  grep -v -e '^tests/lit/' -e '^tests/e2e/' -e '^samples/' -e '^bench/' -e '^scripts/')
if [ ${#files[@]} -eq 0 ]; then
  echo "check-format: no C++ sources found (not a git checkout?)" >&2
  exit 1
fi
if [ "${1:-}" = --fix ]; then
  "$CF" -i "${files[@]}"
  exit 0
fi
"$CF" --dry-run --Werror "${files[@]}"
echo "check-format: ${#files[@]} files follow .clang-format"
