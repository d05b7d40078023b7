#!/usr/bin/env bash
# Build and run the C and Fortran lab solutions of the OpenACC training course
# (github.com/OpenACC/openacc-training-materials) plainly and through acc2c,
# compare what they print, and time them (docs/applications.md).
#
#   scripts/try-training-labs.sh MIRROR [WORK]
#
# MIRROR: a clone or bare mirror of openacc-training-materials; its labs are
# exported into WORK (default /tmp/apps-work/training), never into this tree.
# Sizes are reduced for a small machine, the same for every build: C and
# Fortran meshes 512 x 512, 1000 iterations (the module-5 update solution,
# which prints the whole mesh every 100 iterations, 32 x 32). The Fortran
# labs get the two source fixes below (noted in docs/applications.md).
# Environment: ACC2C_BIN (default: this checkout's build/bin), REPS (timed
# runs per binary, best kept; default 2), ONLY (a substring of the lab paths
# to run), ACC2C_FLAGS (more options for the acc2c builds, such as
# "-foffload=nvptx-none --device-kernels=openacc"; ACC2C_HOST_KERNELS=1 in
# the environment then runs the kernels in libgomp's host fallback).
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
mirror=${1:?usage: $0 MIRROR [WORK]}
work=${2:-/tmp/apps-work/training}
bin=${ACC2C_BIN:-$here/build/bin}
reps=${REPS:-2}
only=${ONLY:-}
read -r -a flags <<< "${ACC2C_FLAGS:-}"

if [ -d "$mirror/.git" ]; then gitdir="$mirror/.git"; else gitdir="$mirror"; fi
commit=$(git --git-dir="$gitdir" rev-parse HEAD)
rm -rf "$work" && mkdir -p "$work/src" "$work/stub/nvtx3" "$work/out"
git --git-dir="$gitdir" archive HEAD labs | tar -x -C "$work/src"

# No-op NVTX (the labs include <nvtx3/nvToolsExt.h> or bind to its C entry points).
cat > "$work/stub/nvtx3/nvToolsExt.h" <<'EOF'
#ifndef NVTX_STUB_H
#define NVTX_STUB_H
static inline int nvtxRangePushA(const char *name) { (void)name; return 0; }
static inline int nvtxRangePop(void) { return 0; }
#endif
EOF
cat > "$work/stub/nvtx_stub.c" <<'EOF'
int nvtxRangePushA(const char *name) { (void)name; return 0; }
int nvtxRangePushEx(const void *ev) { (void)ev; return 0; }
int nvtxRangePop(void) { return 0; }
EOF
gcc -O2 -c "$work/stub/nvtx_stub.c" -o "$work/stub/nvtx_stub.o"

# best wall time of $reps runs of "$@" (output of the first run in $out)
timed() {
  local out=$1; shift
  local best= t0 t1 t rc=0 i
  for ((i = 0; i < reps; i++)); do
    t0=$(date +%s.%N)
    if [ $i -eq 0 ]; then "$@" >"$out" 2>&1; rc=$?; else "$@" >/dev/null 2>&1; fi
    t1=$(date +%s.%N)
    t=$(echo "$t1 - $t0" | bc)
    if [ -z "$best" ] || [ "$(echo "$t < $best" | bc)" = 1 ]; then best=$t; fi
    [ $rc -ne 0 ] && break
  done
  printf '%.3f %d\n' "$best" "$rc"
}
# what a run prints, less its own timing line
filtered() { grep -v -e ' total:' -e 'completed in' "$1"; }

summary="$work/summary.tsv"
printf 'lab\tbuild\tacc2c_build\tseq_s\tacc2c_s\tacc2c_1thr_s\tshared_s\tacc2c_vs_seq\tacc2c_out\tshared_out\n' > "$summary"

labs=$(cd "$work/src" && find labs -path '*olution*' \( -name jacobi.c -o -name jacobi.f90 \) | sort)
for f in $labs; do
  d=$(dirname "$f"); [ -n "$only" ] && [[ "$d" != *"$only"* ]] && continue
  name=${d#labs/}; name=${name//\/English/}; tag=${name//\//_}
  b="$work/build/$tag"; rm -rf "$b"; mkdir -p "$b/seq" "$b/acc"
  o="$work/out/$tag"
  args=()
  # The lab's own target option (-ta=tesla:managed for the managed-memory
  # labs, -ta=multicore, -ta=tesla) goes to the acc2c build as the course
  # gives it to NVIDIA's compilers (docs/gpu.md, "Managed memory"); a
  # variant in a subdirectory (multicore/kernels) is built by its parent's.
  mk="$work/src/$d/Makefile"; [ -f "$mk" ] || mk="$work/src/$(dirname "$d")/Makefile"
  ta=($(grep -o -- '-ta=[^ ]*' "$mk" 2>/dev/null | head -1))
  case "$f" in
    *.c)
      lang=C
      for v in seq acc; do cp "$work/src/$d"/*.c "$work/src/$d"/*.h "$b/$v/"; done
      if grep -q 'const int n = 4096' "$b/seq/jacobi.c"; then
        sed -i 's/= 4096;/= 512;/' "$b"/{seq,acc}/jacobi.c
      elif grep -q 'update self' "$b/seq/jacobi.c"; then args=(32 32 1000)
      else args=(512 512 1000); fi
      (cd "$b/seq" && gcc -O3 -I"$work/stub" jacobi.c laplace2d.c -o exe -lm -lgomp) >"$o.seq.build" 2>&1
      (cd "$b/acc" && "$bin/acc2c-gcc" -O3 "${ta[@]}" "${flags[@]}" -I"$work/stub" jacobi.c laplace2d.c -o exe -lm) >"$o.acc.build" 2>&1
      accrc=$? ;;
    *.f90)
      lang=Fortran
      for v in seq acc; do cp "$work/src/$d"/*.f90 "$b/$v/"; done
      sed -i 's/n=4096, m=4096/n=512, m=512/' "$b"/{seq,acc}/jacobi.f90
      # Two fixes without which gfortran rejects the labs (both builds alike):
      # dealloc's dummies are scalar INTENT(IN) allocatables it deallocates
      # (never called), and nvtx.f90 puts BOZ constants in an array constructor.
      sed -i 's/allocatable,intent(in) :: \(A\|Anew\)$/allocatable,intent(inout) :: \1(:,:)/' "$b"/{seq,acc}/laplace2d.f90
      [ -f "$b/seq/nvtx.f90" ] && sed -i "s/\(Z'[0-9a-fA-F]*'\)/int(\1)/g" "$b"/{seq,acc}/nvtx.f90
      srcs="laplace2d.f90 jacobi.f90"; extra=
      [ -f "$b/seq/nvtx.f90" ] && { srcs="nvtx.f90 $srcs"; extra="$work/stub/nvtx_stub.o"; }
      (cd "$b/seq" && gfortran -O3 -ffree-line-length-none $srcs $extra -o exe) >"$o.seq.build" 2>&1
      (cd "$b/acc" && "$bin/acc2c-gfortran" -O3 "${ta[@]}" "${flags[@]}" -ffree-line-length-none $srcs $extra -o exe) >"$o.acc.build" 2>&1
      accrc=$? ;;
  esac
  read -r ts _ < <(timed "$o.seq.out" "$b/seq/exe" "${args[@]}")
  ta=- t1=- tsh=- accout=not-built shout=not-built ratio=-
  if [ $accrc -eq 0 ]; then
    read -r ta rca < <(timed "$o.acc.out" "$b/acc/exe" "${args[@]}")
    read -r t1 _ < <(OMP_NUM_THREADS=1 timed "$o.acc1.out" "$b/acc/exe" "${args[@]}")
    read -r tsh rcs < <(ACC2C_BACKEND=host-shared timed "$o.shared.out" "$b/acc/exe" "${args[@]}")
    if [ "$rca" -ne 0 ]; then accout="exit-$rca"
    elif diff <(filtered "$o.seq.out") <(filtered "$o.acc.out") >/dev/null; then accout=same
    else accout=differs; fi
    if [ "$rcs" -ne 0 ]; then shout="exit-$rcs"
    elif diff <(filtered "$o.seq.out") <(filtered "$o.shared.out") >/dev/null; then shout=same
    else shout=differs; fi
    ratio=$(echo "scale=2; $ta / $ts" | bc)
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$lang ${args[*]:-}" "rc=$accrc" \
    "$ts" "$ta" "$t1" "$tsh" "$ratio" "$accout" "$shout" | tee -a "$summary"
done
echo "training-materials commit $commit; outputs in $work/out, summary in $summary"
