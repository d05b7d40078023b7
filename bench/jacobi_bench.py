#!/usr/bin/env python3
"""The Jacobi sample translated by acc2c against hand-written OpenMP and the compiler's own OpenACC.

samples/jacobi.f90 (2-D Laplace, `!$acc data copy(A) create(Anew)` around
`parallel loop collapse(2) reduction(max:err)` and a copy-back loop), sized
for benchmarking as bench/jacobi/jacobi.f90 (n = m and the iteration count
from the command line, allocatable arrays), built three ways and timed in
the same run:

  acc2c        acc2c --emit=source, gfortran -O3 -fopenmp, ACC2C_BACKEND=host
               (the outermost parallel loop is `!$omp parallel do`; A and
               Anew live in the host backend's separate device copies)
  OpenMP       bench/jacobi/jacobi_omp.f90: the same program written by hand,
               each compute construct an `!$omp parallel do` on its outer
               loop (acc2c's schedule for collapse(2)), gfortran -O3
               -fopenmp: the reference
  -fopenacc    bench/jacobi/jacobi.f90, gfortran -O3 -fopenacc -fopenmp:
               gfortran's host fallback for OpenACC (no offload compiler
               here); -fopenmp is given but changes nothing: libgomp runs
               an OpenACC region on the host on one thread, whatever
               OMP_NUM_THREADS says (the cpu/wall column shows it)

All three use the same OMP_NUM_THREADS (default: every core). The programs
time their data region plus iteration loop (system_clock, clock_gettime)
and print it; the variants take turns, run after run, so they see the same noise. Each
must print the same iteration count, final error and checksum.

--lang c does the same for samples/jacobi.c (bench/jacobi/jacobi.c, heap
arrays seen through double (*)[m]): acc2c-gcc (acc2c --emit=source, then
gcc -O3 -fopenmp, linked with the shim), bench/jacobi/jacobi_omp.c with gcc
-O3 -fopenmp, and gcc -O3 -fopenacc (GCC's host fallback). --lang both runs
the two, one table each.

Goal (reported, not asserted; the script exits 0 either way): acc2c's median
within 10% of the hand-written OpenMP median (ratio <= 1.10).

Unless --no-profile, acc2c's program runs once more with ACC2C_PROFILE=1:
bytes and time each way and time per region, against the program's own time.

usage: bench/jacobi_bench.py [--lang fortran|c|both] [--build DIR] [--n 2048]
                             [--iters 200] [--runs 5] [--threads N] [--no-profile]
                             [--keep DIR]
"""
import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

GOAL = 1.10  # acc2c median / hand-written OpenMP median
REF = "omp"
# Per language: (key, label, how it is built); the reference is "omp".
LANGUAGES = {
    "fortran": [
        ("acc2c", "acc2c (host backend)", "acc2c --emit=source; gfortran -O3 -fopenmp"),
        ("omp", "hand-written OpenMP", "gfortran -O3 -fopenmp"),
        ("compiler_acc", "gfortran -fopenacc", "gfortran -O3 -fopenacc -fopenmp (host fallback)"),
    ],
    "c": [
        ("acc2c", "acc2c (host backend)", "acc2c-gcc -O3 (acc2c, gcc -fopenmp, the shim)"),
        ("omp", "hand-written OpenMP", "gcc -O3 -fopenmp"),
        ("compiler_acc", "gcc -fopenacc", "gcc -O3 -fopenacc (host fallback)"),
    ],
}
RESULT = re.compile(r"n: (\d+)\s+iterations: (\d+)\s+error:\s*(\S+)\s+checksum:\s*(\S+)")
SECONDS = re.compile(r"seconds: ([0-9.]+)")


def die(msg):
    sys.exit(f"jacobi_bench: {msg}")


def check_call(cmd, env=None):
    r = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if r.returncode != 0:
        die(f"failed ({r.returncode}): {' '.join(cmd)}\n{r.stdout}")
    return r.stdout


def build(lang, root, build_dir, out):
    """Compile the three programs of `lang` into out; {key: executable}."""
    acc2c = os.path.join(build_dir, "bin", "acc2c")
    pc_dir = os.path.join(build_dir, "lib", "pkgconfig")
    if not os.access(acc2c, os.X_OK) or not os.path.exists(os.path.join(pc_dir, "acc2c.pc")):
        die(f"{build_dir} has no bin/acc2c and lib/pkgconfig/acc2c.pc; build acc2c first "
            "(cmake -B build -G Ninja && ninja -C build) or pass --build DIR")
    for tool in ("gfortran", "gcc", "pkg-config"):
        if not shutil.which(tool):
            die(f"{tool} not found")
    src = os.path.join(root, "bench", "jacobi")
    if lang == "c":
        exe = {k: os.path.join(out, "c-" + k) for k, _, _ in LANGUAGES["c"]}
        acc_src, omp_src = os.path.join(src, "jacobi.c"), os.path.join(src, "jacobi_omp.c")
        check_call([os.path.join(build_dir, "bin", "acc2c-gcc"), "-O3", acc_src, "-o",
                    exe["acc2c"], "-lm"])
        # -foffload=disable: the host fallback, also where gcc has an offload compiler.
        check_call(["gcc", "-O3", "-fopenmp", "-foffload=disable", omp_src, "-o", exe["omp"],
                    "-lm"])
        check_call(["gcc", "-O3", "-fopenacc", "-foffload=disable", acc_src, "-o",
                    exe["compiler_acc"], "-lm"])
        return exe, None
    acc_src, omp_src = os.path.join(src, "jacobi.f90"), os.path.join(src, "jacobi_omp.f90")
    flags = check_call(["pkg-config", "--cflags", "--libs", "acc2c"],
                       env=dict(os.environ, PKG_CONFIG_PATH=pc_dir)).split()
    exe = {k: os.path.join(out, k) for k, _, _ in LANGUAGES["fortran"]}
    translated = os.path.join(out, "jacobi_acc2c.f90")
    scratch = os.path.join(out, "acc2c-J")
    os.makedirs(scratch, exist_ok=True)
    check_call([acc2c, acc_src, "--emit=source", "-J", scratch, "-o", translated])
    # Each compile gets its own module directory (the programs write none,
    # but -J keeps gfortran from writing into the working directory).
    for key, cmd in (
        ("acc2c", ["gfortran", "-O3", "-fopenmp", "-foffload=disable", translated] + flags),
        ("omp", ["gfortran", "-O3", "-fopenmp", omp_src]),
        ("compiler_acc", ["gfortran", "-O3", "-fopenacc", "-fopenmp", "-foffload=disable", acc_src]),
    ):
        mod = os.path.join(out, "mod-" + key)
        os.makedirs(mod, exist_ok=True)
        check_call(cmd + ["-J", mod, "-o", exe[key]])
    return exe, translated


def run_once(exe, args, env):
    """(result tuple, seconds timed by the program, wall s, cpu s, stderr)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    r = subprocess.run([exe] + args, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       text=True)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if r.returncode != 0:
        die(f"{exe} failed ({r.returncode}):\n{r.stdout}{r.stderr}")
    m, s = RESULT.search(r.stdout), SECONDS.search(r.stdout)
    if not (m and s):
        die(f"{exe}: unexpected output:\n{r.stdout}{r.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return m.groups(), float(s.group(1)), wall, cpu, r.stderr


def load_average():
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


def compiler_version(lang):
    tool = "gfortran" if lang == "fortran" else "gcc"
    out = subprocess.run([tool, "--version"], stdout=subprocess.PIPE, text=True).stdout
    return out.splitlines()[0] if out else "?"


def bench_language(lang, args, root, build_dir, out):
    """Builds and times the three variants of `lang`, prints their table."""
    variants = LANGUAGES[lang]
    base = {k: v for k, v in os.environ.items()
            if not k.startswith(("ACC2C_", "GOMP_", "ACC_")) and k != "OMP_NUM_THREADS"}
    base["OMP_NUM_THREADS"] = str(args.threads)
    envs = {"acc2c": dict(base, ACC2C_BACKEND="host"), "omp": base, "compiler_acc": base}
    prog_args = [str(args.n), str(args.iters)]
    load_before = load_average()

    exe, _ = build(lang, root, build_dir, out)
    secs = {k: [] for k, _, _ in variants}
    walls = {k: [] for k, _, _ in variants}
    cpus = {k: [] for k, _, _ in variants}
    results = {}
    for _ in range(args.runs):
        for key, _, _ in variants:  # take turns: the same noise for each
            res, s, wall, cpu, _ = run_once(exe[key], prog_args, envs[key])
            results.setdefault(key, res)
            if res != results[key]:
                die(f"{key} printed {res} in one run and {results[key]} in another")
            secs[key].append(s)
            walls[key].append(wall)
            cpus[key].append(cpu)
    profile = None
    if args.profile:
        _, s, _, _, err = run_once(exe["acc2c"], prog_args,
                                   dict(envs["acc2c"], ACC2C_PROFILE="1"))
        profile = (s, err)

    # Do all three compute the same thing?
    ref_res = results[REF]
    for key, label, _ in variants:
        if results[key] != ref_res:
            die(f"{label} printed n={results[key][0]} iterations={results[key][1]} "
                f"error={results[key][2]} checksum={results[key][3]}, the hand-written OpenMP "
                f"program n={ref_res[0]} iterations={ref_res[1]} error={ref_res[2]} "
                f"checksum={ref_res[3]}")
    if int(ref_res[1]) != args.iters:
        print(f"note: converged after {ref_res[1]} of {args.iters} iterations")

    sample = "jacobi.f90" if lang == "fortran" else "jacobi.c"
    print(f"Jacobi {args.n}x{args.n}, {ref_res[1]} iterations (samples/{sample} as "
          f"bench/jacobi/{sample}); OMP_NUM_THREADS={args.threads} for every variant "
          f"({os.cpu_count()} cores); {compiler_version(lang)}")
    print(f"every variant: iterations {ref_res[1]}, final error {ref_res[2]}, "
          f"checksum {ref_res[3]} (identical)")
    print(f"time: the program's data region + iteration loop, timed by the program, "
          f"{args.runs} runs each, variants taking turns; cpu/wall: CPU seconds per wall "
          f"second of the process (threads in use)")
    print(f"load average before/after: {load_before} / {load_average()} "
          f"(a busy machine makes every number noisy)")
    print()
    ref_med = statistics.median(secs[REF])
    head = (f"{'variant':24} {'median s':>9} {'min s':>8} {'cpu/wall':>9} "
            f"{'ratio vs hand-written OpenMP':>29}  built with")
    print(head)
    print("-" * (len(head) + 24))
    for key, label, how in variants:
        med, mn = statistics.median(secs[key]), min(secs[key])
        util = statistics.median(c / w for c, w in zip(cpus[key], walls[key]))
        ratio = med / ref_med
        print(f"{label:24} {med:9.3f} {mn:8.3f} {util:9.2f} {ratio:28.2f}x  {how}")
    busy = [label for key, label, _ in variants[:2]
            if statistics.median(c / w for c, w in zip(cpus[key], walls[key]))
            < 0.8 * min(args.threads, os.cpu_count() or 1)]
    if busy and args.threads > 1:
        print(f"WARNING: {' and '.join(busy)} got well under {args.threads} CPUs per wall "
              "second: other work is competing for the cores and the ratios are unreliable")
    print()
    ratio = statistics.median(secs["acc2c"]) / ref_med
    ratio_min = min(secs["acc2c"]) / min(secs[REF])
    verdict = "PASS" if ratio <= GOAL else "MISS"
    print(f"goal: acc2c within 10% of hand-written OpenMP (median ratio <= {GOAL:.2f}): "
          f"{verdict} ({ratio:.2f}x median, {ratio_min:.2f}x min)")

    if profile:
        s, err = profile
        print()
        print(f"acc2c with ACC2C_PROFILE=1 (one run, {s:.3f} s timed by the program):")
        region_s = transfer_s = 0.0
        for line in err.splitlines():
            if not line.strip():
                continue
            print("  " + line.strip())
            m = re.search(r"launch(?:es)?, ([0-9.]+) s$", line)
            if m:
                region_s += float(m.group(1))
            m = re.search(r"copies, ([0-9.]+) s", line)
            if m:
                transfer_s += float(m.group(1))
        if region_s:
            rest = s - region_s - transfer_s
            print(f"  => regions {region_s:.3f} s ({100 * region_s / s:.1f}%), copies "
                  f"{transfer_s:.3f} s ({100 * transfer_s / s:.1f}%), everything else "
                  f"(allocating and filling the device copies, runtime calls around "
                  f"each launch) {rest:.3f} s "
                  f"({100 * rest / s:.1f}%)")


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lang", choices=["fortran", "c", "both"], default="fortran",
                    help="the Fortran sample, its C twin, or both (default: fortran)")
    ap.add_argument("--build", default=os.path.join(root, "build"),
                    help="acc2c build with bin/acc2c and lib/ (default: build/)")
    ap.add_argument("--n", type=int, default=2048, help="grid size n = m (default 2048)")
    ap.add_argument("--iters", type=int, default=200,
                    help="iterations (the tolerance is never reached at these sizes)")
    ap.add_argument("--runs", type=int, default=5, help="runs per variant (median, min)")
    ap.add_argument("--threads", type=int, default=os.cpu_count() or 1,
                    help="OMP_NUM_THREADS for every variant (default: all cores)")
    ap.add_argument("--no-profile", dest="profile", action="store_false",
                    help="skip the extra ACC2C_PROFILE=1 run of acc2c's program")
    ap.add_argument("--keep", help="build into this directory and keep it (the translated "
                    "Fortran source is jacobi_acc2c.f90 there)")
    args = ap.parse_args()
    if args.n < 3 or args.iters < 1 or args.runs < 1 or args.threads < 1:
        die("--n must be >= 3 and --iters, --runs, --threads >= 1")

    build_dir = os.path.abspath(args.build)
    tmp = None if args.keep else tempfile.TemporaryDirectory(prefix="jacobi_bench.")
    out = os.path.abspath(args.keep) if args.keep else tmp.name
    os.makedirs(out, exist_ok=True)

    try:
        for i, lang in enumerate(["fortran", "c"] if args.lang == "both" else [args.lang]):
            if i:
                print()
            bench_language(lang, args, root, build_dir, out)
    finally:
        if tmp:
            tmp.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
