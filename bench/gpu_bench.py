#!/usr/bin/env python3
"""acc2c's device kernels on an NVIDIA GPU against hand-written CUDA (issue 17).

Built and timed in the same run (docs/gpu.md):

  jacobi N^2   bench/jacobi/jacobi.c through acc2c-gcc -O3 -foffload=nvptx-none
               and bench/jacobi/jacobi.f90 through acc2c-gfortran (the Jacobi
               sample's loops: one teams kernel each, A and Anew on the GPU
               for the whole run, the error in and out every iteration),
               against bench/gpu/jacobi_cuda.cu (nvcc -O3, the same loops
               and the same traffic): N = 4096, and 8192 where the GPU has
               the memory
  saxpy        bench/gpu/saxpy.c (acc2c-gcc) against bench/gpu/saxpy_cuda.cu,
               2^26 floats, 100 kernels in one data region: the loop's time
  launch       bench/gpu/launch.c: a region of one iteration on present
               data, per region, against a bare CUDA launch of one thread
               and a synchronisation (bench/gpu/launch_cuda.cu); also the
               same teams kernel offloaded by gcc without acc2c
               (bench/gpu/launch_omp.c): libgomp's own share
  bandwidth    one cudaMemcpy of 256 MiB each way (pageable memory), the
               device's copy bandwidth, for reading the Jacobi times

The acc2c programs are also built with --device-kernels=openacc (their
kernels gcc OpenACC compute constructs, docs/gpu.md "OpenACC kernels").

The acc2c programs run with ACC2C_BACKEND=cuda and OMP_TARGET_OFFLOAD=MANDATORY
(a kernel that does not reach the GPU is an error). Every variant of a
benchmark must print the same result line. Medians of --runs runs, the
variants taking turns.

Goals (reported, not asserted; exit 0 either way): acc2c at least 0.7x the
CUDA speed (time ratio <= 1.43); per-region overhead within 2x a bare launch.

Where no GPU is usable (no nvidia-smi, no device, no CUDA in the shim, no
nvcc) it prints why and exits 0. --build-only builds everything into --work
(so that a machine without nvcc can run it: --prebuilt).

usage: bench/gpu_bench.py [--build DIR] [--work DIR] [--runs 5] [--build-only | --prebuilt]
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "tests", "e2e"))
import device_kernels  # noqa: E402  (whether a GPU is usable: one answer for tests and bench)
SPEED_GOAL = 0.7   # acc2c speed / CUDA speed
LAUNCH_GOAL = 2.0  # acc2c per-region time / bare launch
RESULT = re.compile(r"^(n: .*|reps: .*)$", re.M)
NUMBER = {k: re.compile(rf"^{k}: ([0-9.]+)$", re.M)
          for k in ("seconds", "loop_seconds", "per_region_us", "h2d_gbs", "d2h_gbs")}
OFFLOAD = ["-foffload=nvptx-none"]
OPENACC_KERNELS = ["--device-kernels=openacc"]


def die(msg):
    sys.exit(f"gpu_bench: {msg}")


def nvcc():
    return shutil.which("nvcc") or next(
        (p for p in ("/usr/local/cuda/bin/nvcc",) if os.access(p, os.X_OK)), None)


def cannot_run(build, prebuilt):
    """Why the benchmark cannot run here, or None (the GPU checks are the
    gpu label's: tests/e2e/device_kernels.py)."""
    if not prebuilt and not nvcc():
        return "no nvcc (the CUDA toolkit) for the hand-written references"
    # The cuda backend is built where CMake found the toolkit (CudaBackendCheck with it).
    has_cuda = "ON" if os.path.exists(os.path.join(build, "bin", "CudaBackendCheck")) else "OFF"
    return device_kernels.gpu_unusable(has_cuda if not prebuilt else "ON")


def run(cmd, env=None, cwd=None):
    r = subprocess.run(cmd, env=env, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True)
    if r.returncode != 0:
        die(f"{' '.join(cmd)} failed:\n{r.stdout}")
    return r.stdout


def build_all(build, work):
    """The programs, by name: (argv prefix, variant label)."""
    os.makedirs(work, exist_ok=True)
    bindir = os.path.join(build, "bin")
    cc, fc = os.path.join(bindir, "acc2c-gcc"), os.path.join(bindir, "acc2c-gfortran")
    arch = ["-gencode", "arch=compute_80,code=[sm_80,compute_80]"]
    out = lambda name: os.path.join(work, name)
    run([cc, "-O3", *OFFLOAD, os.path.join(ROOT, "bench/jacobi/jacobi.c"), "-o",
         out("jacobi_acc2c_c"), "-lm"])
    run([fc, "-O3", *OFFLOAD, os.path.join(ROOT, "bench/jacobi/jacobi.f90"), "-o",
         out("jacobi_acc2c_f")], cwd=work)
    run([fc, "-O3", *OFFLOAD, *OPENACC_KERNELS, os.path.join(ROOT, "bench/jacobi/jacobi.f90"),
         "-o", out("jacobi_acc2c_f_oacc")], cwd=work)
    run([cc, "-O3", *OFFLOAD, os.path.join(HERE, "gpu/saxpy.c"), "-o", out("saxpy_acc2c")])
    run([cc, "-O3", *OFFLOAD, os.path.join(HERE, "gpu/launch.c"), "-o", out("launch_acc2c")])
    # The same C programs with OpenACC kernels (docs/gpu.md, "OpenACC kernels").
    for source, name in (("bench/jacobi/jacobi.c", "jacobi_acc2c_c_oacc"),
                         ("bench/gpu/saxpy.c", "saxpy_acc2c_oacc"),
                         ("bench/gpu/launch.c", "launch_acc2c_oacc")):
        run([cc, "-O3", *OFFLOAD, *OPENACC_KERNELS, os.path.join(ROOT, source), "-o", out(name),
             "-lm"])
    # The same kernel offloaded by gcc itself (the drivers' nvptx options).
    run(["gcc", "-O3", "-fopenmp", *OFFLOAD,
         "-foffload-options=nvptx-none=-misa=sm_80 -lm -latomic", "-Wl,-z,notext",
         os.path.join(HERE, "gpu/launch_omp.c"), "-o", out("launch_omp")])
    for name in ("jacobi_cuda", "saxpy_cuda", "launch_cuda"):
        run([nvcc(), "-O3", *arch, os.path.join(HERE, f"gpu/{name}.cu"), "-o", out(name)])
    # The libraries they load, for a machine that has not this build.
    run(["bash", os.path.join(ROOT, "scripts/gpu/carry_libraries.sh"), build, work])


def measure(work, runs, variants, args, key):
    """Median of `key` per variant (taking turns), and each variant's result line."""
    env = dict(os.environ, ACC2C_BACKEND="cuda", OMP_TARGET_OFFLOAD="MANDATORY",
               LD_LIBRARY_PATH=work + ":" + os.environ.get("LD_LIBRARY_PATH", ""))
    times = {v: [] for v in variants}
    results = {}
    for _ in range(runs):
        for v in variants:
            text = run([os.path.join(work, v), *args], env=env)
            m = NUMBER[key].search(text)
            if not m:
                die(f"{v} printed no {key}:\n{text}")
            times[v].append(float(m.group(1)))
            results[v] = RESULT.search(text).group(1) if RESULT.search(text) else text
            if v.endswith("_cuda") and key == "loop_seconds":
                for k in ("h2d_gbs", "d2h_gbs"):
                    results[k] = float(NUMBER[k].search(text).group(1))
    lines = {results[v] for v in variants}
    if len(lines) != 1:
        die("the variants disagree:\n" + "\n".join(f"  {v}: {results[v]}" for v in variants))
    return {v: statistics.median(t) for v, t in times.items()}, results


def gpu_memory_mib():
    r = subprocess.run(["nvidia-smi", "--query-gpu=name,memory.total", "--format=csv,noheader,nounits"],
                       capture_output=True, text=True)
    name, mib = r.stdout.strip().split("\n")[0].rsplit(",", 1)
    return name.strip(), int(mib)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--work", default=os.path.join(ROOT, "build", "gpu_bench"))
    ap.add_argument("--runs", type=int, default=5)
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--build-only", action="store_true")
    mode.add_argument("--prebuilt", action="store_true")
    args = ap.parse_args()
    build, work = os.path.abspath(args.build), os.path.abspath(args.work)
    if args.build_only:
        if not nvcc():
            die("no nvcc: cannot build the CUDA references")
        build_all(build, work)
        print(f"gpu_bench: built into {work}")
        return 0
    reason = cannot_run(build, args.prebuilt)
    if reason:
        print(f"gpu_bench: cannot run: {reason}")
        return 0
    if not args.prebuilt:
        build_all(build, work)
    name, mib = gpu_memory_mib()
    print(f"GPU: {name}, {mib} MiB; medians of {args.runs} runs\n")
    rows = []
    for n in (4096, 8192):
        # A and Anew in doubles, twice over for the CUDA and acc2c runs' peaks.
        if 2 * 8 * n * n > mib * 2**20 * 0.8:
            rows.append((f"jacobi {n}^2", "(skipped: too little GPU memory)", None, None, ""))
            continue
        med, _ = measure(work, args.runs,
                         ["jacobi_cuda", "jacobi_acc2c_c", "jacobi_acc2c_c_oacc", "jacobi_acc2c_f",
                          "jacobi_acc2c_f_oacc"],
                         [str(n), "200"], "seconds")
        ref = med["jacobi_cuda"]
        for v, label in (("jacobi_cuda", "hand-written CUDA (reference)"),
                         ("jacobi_acc2c_c", "acc2c-gcc -foffload=nvptx-none"),
                         ("jacobi_acc2c_c_oacc", "  the same, --device-kernels=openacc"),
                         ("jacobi_acc2c_f", "acc2c-gfortran -foffload=nvptx-none"),
                         ("jacobi_acc2c_f_oacc", "  the same, --device-kernels=openacc")):
            rows.append((f"jacobi {n}^2 x200", label, med[v], med[v] / ref,
                         "" if v == "jacobi_cuda" else f"<= {1 / SPEED_GOAL:.2f}"))
    med, res = measure(work, args.runs, ["saxpy_cuda", "saxpy_acc2c", "saxpy_acc2c_oacc"], [],
                       "loop_seconds")
    for v, label in (("saxpy_cuda", "hand-written CUDA (reference)"),
                     ("saxpy_acc2c", "acc2c-gcc -foffload=nvptx-none"),
                     ("saxpy_acc2c_oacc", "  the same, --device-kernels=openacc")):
        rows.append(("saxpy 2^26 x100 (loop)", label, med[v], med[v] / med["saxpy_cuda"],
                     "" if v == "saxpy_cuda" else f"<= {1 / SPEED_GOAL:.2f}"))
    lmed, _ = measure(work, args.runs,
                      ["launch_cuda", "launch_omp", "launch_acc2c", "launch_acc2c_oacc"], ["10000"],
                      "per_region_us")
    for v, label in (("launch_cuda", "bare CUDA launch + sync (reference)"),
                     ("launch_omp", "gcc's own OpenMP teams kernel, no acc2c"),
                     ("launch_acc2c", "acc2c region (1 iteration)"),
                     ("launch_acc2c_oacc", "  the same, --device-kernels=openacc")):
        rows.append(("per region, us", label, lmed[v], lmed[v] / lmed["launch_cuda"],
                     f"<= {LAUNCH_GOAL:.2f}" if v.startswith("launch_acc2c") else ""))
    print(f"{'benchmark':<24} {'variant':<38} {'median':>10} {'ratio':>7}  goal")
    for bench, label, value, ratio, goal in rows:
        if value is None:
            print(f"{bench:<24} {label}")
            continue
        print(f"{bench:<24} {label:<38} {value:>10.4f} {ratio:>7.2f}  {goal}")
    print(f"\ncopy bandwidth (256 MiB, pageable): host->device {res['h2d_gbs']:.1f} GB/s, "
          f"device->host {res['d2h_gbs']:.1f} GB/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
