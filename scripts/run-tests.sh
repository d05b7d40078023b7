#!/usr/bin/env bash
# The README's test command: install, build, and run the whole suite; then
# the runtime shim's tests again under AddressSanitizer+UBSan and under
# ThreadSanitizer (runtime-only builds, ACC2C_SANITIZE; no Flang needed).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
JOBS="${ACC2C_JOBS:-2}"
(cd build && ctest --output-on-failure -j "$JOBS")

for sanitizer in address,undefined thread; do
  dir="build-sanitize-${sanitizer%%,*}"
  echo "== runtime tests under -fsanitize=$sanitizer ($dir)"
  cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DACC2C_RUNTIME_ONLY=ON -DACC2C_SANITIZE="$sanitizer" > /dev/null
  cmake --build "$dir" -j "$JOBS"
  # The model-based test runs its full 100,000 sequences in the plain build
  # above; under the sanitizers (10-30x slower) a fifth of them.
  (cd "$dir" && ACC2C_MODEL_SEQUENCES=20000 \
     ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
     TSAN_OPTIONS=halt_on_error=1 ctest --output-on-failure -j "$JOBS")
done
