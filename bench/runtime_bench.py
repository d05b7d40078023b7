#!/usr/bin/env python3
"""The runtime shim's present table and copies against LLVM's offload runtime.

Times, in the same run, with 1, 1,000 and 100,000 live mappings (distinct
small host buffers; every operation on a random mapped buffer / address):

  present increment+decrement
      acc2c:  acc2c_copyin + acc2c_delete (dynamic counter) of data that an
              earlier acc_copyin keeps mapped, host backend (the default)
      LLVM:   #pragma omp target enter data map(to:) + exit data map(release:)
              of data that an earlier enter data keeps mapped, libomptarget's
              host plugin (clang-22 -fopenmp-targets=x86_64-unknown-linux-gnu,
              OMP_TARGET_OFFLOAD=MANDATORY)
  lookup      acc_is_present  vs omp_target_is_present
              acc_deviceptr   vs omp_get_mapped_ptr

and the bandwidth of large copies: acc_update_device / acc_update_self of an
already-mapped buffer against plain memcpy, in the same direction, between
two touched buffers allocated like the shim's host data and device copy
(malloc / 64-byte aligned_alloc: two malloc'd 64 MiB+ buffers are 4 KiB
apart modulo 4 KiB, and 4K aliasing alone makes memcpy ~20% slower).

and map/unmap cycles of large arrays, what a compute region with
copy(A[:n], B[:n]) and no enclosing data region costs at every launch:
acc_copyin of two arrays then acc_copyout of both (allocate, copy in, copy
out, release), against memcpy of the same bytes in both directions (the
copies a discrete GPU pays too). Twice: as the shim runs by default (released
device blocks kept for reuse), and with ACC2C_DEVICE_CACHE_MIB=0 (every
release goes back to malloc, as before the cache).

Validity checks: every lookup must find a device copy at a different address
than the host data, every mapping must survive the increments/decrements,
every map/unmap cycle must give the host its own bytes back and leave nothing
mapped, and
LLVM must report devices and run a target region off the initial device; if it
fell back to the host, the table says so and marks the goals n/a.

Goals (reported, not asserted): acc2c at most 0.5x LLVM's time per operation
at every size; at least 0.9x memcpy's bandwidth for large copies; a map/unmap
cycle at most 1.25x the time of its two memcpys.

The C programs are bench/runtime/*.c. The script installs the Debian packages
it needs when they are missing, builds a runtime-only acc2c into build-bench/
unless --build-dir names an existing build, and compiles the programs with
gcc -O2 (via the build's acc2c.pc) and clang-22.

usage: bench/runtime_bench.py [--build-dir DIR] [--runs 5] [--ops 200000]
                              [--live 1,1000,100000] [--copy-mib 64,256]
                              [--map-mib 2,16,64] [--only ops,bw,map]
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

LLVM_LIB = "/usr/lib/llvm-22/lib"
CLANG = "clang-22"
PACKAGES = [
    # building the runtime shim and the acc2c programs
    "cmake", "ninja-build", "gcc", "g++", "gfortran", "pkg-config",
    # LLVM's offload runtime and its host plugin, and the compiler driving it
    "clang-22", "clang-tools-22", "libomp-22-dev", "liboffload-22-dev",
]
OPS = [  # (key, label)
    ("incdec", "present inc+dec"),
    ("is_present", "lookup is_present"),
    ("deviceptr", "lookup deviceptr/mapped_ptr"),
]
OP_GOAL = 0.5  # acc2c time / LLVM time
BW_GOAL = 0.9  # acc2c bandwidth / memcpy bandwidth
MAP_GOAL = 1.25  # map/unmap cycle time / memcpy both ways
MAP_MODES = [  # (label, extra environment, held to the goal)
    ("map/unmap cycle", {}, True),
    ("  ACC2C_DEVICE_CACHE_MIB=0", {"ACC2C_DEVICE_CACHE_MIB": "0"}, False),
]


def ensure_packages():
    """Install what is missing, like scripts/setup.sh (idempotent)."""
    missing = []
    for p in PACKAGES:
        r = subprocess.run(["dpkg-query", "-W", "-f=${Status}", p],
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        if "install ok installed" not in r.stdout:
            missing.append(p)
    if not missing:
        return
    print(f"runtime_bench: installing {' '.join(missing)}", file=sys.stderr)
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(sudo + ["apt-get", "update", "-qq"], check=True, env=env)
    subprocess.run(sudo + ["apt-get", "install", "-y", "--no-install-recommends"] + missing,
                   check=True, env=env)


def ensure_runtime(root, build_dir, explicit, jobs):
    """The build dir with lib/libacc2c_rt.so and lib/pkgconfig/acc2c.pc."""
    lib = os.path.join(build_dir, "lib", "libacc2c_rt.so")
    pc = os.path.join(build_dir, "lib", "pkgconfig", "acc2c.pc")
    if explicit:
        if not (os.path.exists(lib) and os.path.exists(pc)):
            sys.exit(f"runtime_bench: {build_dir} has no lib/libacc2c_rt.so and "
                     "lib/pkgconfig/acc2c.pc; build it or omit --build-dir")
        return
    steps = []
    if not os.path.exists(os.path.join(build_dir, "build.ninja")):
        steps.append(["cmake", "-S", root, "-B", build_dir, "-G", "Ninja",
                      "-DACC2C_RUNTIME_ONLY=ON", "-DCMAKE_BUILD_TYPE=Release"])
    # Only the library: a no-op when it is up to date.
    steps.append(["ninja", "-C", build_dir, f"-j{jobs}", "acc2c_rt"])
    for cmd in steps:
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if r.returncode != 0:
            sys.exit(f"runtime_bench: failed: {' '.join(cmd)}\n{r.stdout}")


def compile_programs(src_dir, build_dir, out):
    env = dict(os.environ, PKG_CONFIG_PATH=os.path.join(build_dir, "lib", "pkgconfig"))
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "acc2c"], env=env, check=True,
                           stdout=subprocess.PIPE, text=True).stdout.split()
    exe = {}
    for name in ("acc2c_ops", "acc2c_bw", "acc2c_map"):
        exe[name] = os.path.join(out, name)
        subprocess.run(["gcc", "-O2", "-o", exe[name], os.path.join(src_dir, name + ".c")] + flags,
                       check=True)
    exe["llvm_ops"] = os.path.join(out, "llvm_ops")
    subprocess.run([CLANG, "-O2", "-fopenmp", "-fopenmp-targets=x86_64-unknown-linux-gnu",
                    "-o", exe["llvm_ops"], os.path.join(src_dir, "llvm_ops.c")], check=True)
    return exe


def run(cmd, env):
    r = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if r.returncode != 0:
        sys.exit(f"runtime_bench: failed ({r.returncode}): {' '.join(cmd)}\n{r.stdout}{r.stderr}")
    return r.stdout.splitlines()


def parse_ops(lines, live, ops):
    """{op: ns/op} and the info fields; checks the checksums."""
    res, info = {}, {}
    for line in lines:
        f = line.split()
        if f[0] == "info":
            info.update(re.findall(r"(\w+)=(.*?)(?= \w+=|$)", line[5:]))
        elif f[0] == "still_mapped":
            if int(f[1]) != live:
                sys.exit(f"runtime_bench: only {f[1]} of {live} mappings survived inc+dec")
        else:
            what, n, k, ns, checksum = f[0], int(f[1]), int(f[2]), float(f[3]), int(f[4])
            assert n == live and k == ops
            if what in ("is_present", "deviceptr") and checksum != ops:
                sys.exit(f"runtime_bench: {what}: {checksum} of {ops} lookups found a distinct "
                         "device copy")
            res[what] = ns
    return res, info


def fmt_ratio(r):
    return f"{r:.2f}x"


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build-dir", help="existing acc2c build (default: build a runtime-only "
                    "one in build-bench/)")
    ap.add_argument("--runs", type=int, default=5, help="processes per measurement (median)")
    ap.add_argument("--ops", type=int, default=200000, help="operations per measurement")
    ap.add_argument("--live", default="1,1000,100000", help="live mappings, comma-separated")
    ap.add_argument("--elems", type=int, default=8, help="doubles per mapped buffer")
    ap.add_argument("--copy-mib", default="64,256", help="copy sizes in MiB, comma-separated")
    ap.add_argument("--rounds", type=int, default=9, help="copies per size and process")
    ap.add_argument("--map-mib", default="2,16,64", help="map/unmap array sizes in MiB")
    ap.add_argument("--map-rounds", type=int, default=15, help="cycles per size and process")
    ap.add_argument("--only", default="ops,bw,map", help="sections to run (ops, bw, map)")
    ap.add_argument("--jobs", type=int, default=int(os.environ.get("ACC2C_JOBS", "2")))
    ap.add_argument("--keep", help="compile the programs into this directory and keep them")
    args = ap.parse_args()
    lives = [int(x) for x in args.live.split(",")]
    copy_sizes = [int(x) for x in args.copy_mib.split(",")]
    map_sizes = [int(x) for x in args.map_mib.split(",")]
    only = set(args.only.split(","))

    ensure_packages()
    build_dir = os.path.abspath(args.build_dir or os.path.join(root, "build-bench"))
    ensure_runtime(root, build_dir, args.build_dir is not None, args.jobs)

    base = {k: v for k, v in os.environ.items()
            if k not in ("ACC2C_LOG", "ACC2C_DUMP", "ACC2C_PROFILE", "ACC2C_ASYNC",
                         "ACC2C_DEVICE_CACHE_MIB", "LIBOMPTARGET_INFO", "LIBOMPTARGET_DEBUG",
                         "OMP_TARGET_OFFLOAD")}
    acc_env = dict(base, ACC2C_BACKEND="host")
    llvm_env = dict(base, OMP_TARGET_OFFLOAD="MANDATORY",
                    LD_LIBRARY_PATH=":".join(p for p in (LLVM_LIB, base.get("LD_LIBRARY_PATH"))
                                             if p))

    tmp = None if args.keep else tempfile.TemporaryDirectory()
    out = args.keep or tmp.name
    os.makedirs(out, exist_ok=True)
    try:
        exe = compile_programs(os.path.join(root, "bench", "runtime"), build_dir, out)

        # Per-operation times: the two runtimes alternate, so both see the same noise.
        times = {(impl, op, live): [] for impl in ("acc2c", "llvm") for op, _ in OPS
                 for live in lives}
        infos = {}
        for _ in range(args.runs if "ops" in only else 0):
            for live in lives:
                cmd = [str(live), str(args.ops), str(args.elems)]
                for impl, prog, env in (("acc2c", "acc2c_ops", acc_env),
                                        ("llvm", "llvm_ops", llvm_env)):
                    res, info = parse_ops(run([exe[prog]] + cmd, env), live, args.ops)
                    infos[impl] = info
                    for op, ns in res.items():
                        times[(impl, op, live)].append(ns)

        # Bandwidth.
        bw = {}
        for mib in copy_sizes if "bw" in only else []:
            for _ in range(args.runs):
                for line in run([exe["acc2c_bw"], str(mib << 20), str(args.rounds)], acc_env):
                    f = line.split()
                    if f[0] == "device_copy_distinct":
                        if f[1] != "1":
                            sys.exit("runtime_bench: the host backend's device copy is the host "
                                     "buffer itself")
                        continue
                    bw.setdefault((f[0], mib), []).append(float(f[3]))

        # Map/unmap cycles: ns per cycle and per memcpy pair, the modes taking turns.
        cyc = {}
        for mib in map_sizes if "map" in only else []:
            for _ in range(args.runs):
                for label, extra, _ in MAP_MODES:
                    got = {}
                    for line in run([exe["acc2c_map"], str(mib << 20), str(args.map_rounds)],
                                    dict(acc_env, **extra)):
                        f = line.split()
                        got[f[0]] = f[1:]
                    if (got["device_copy_distinct"] != ["1"] or got["host_data_intact"] != ["1"]
                            or got["still_mapped"] != ["0"]):
                        sys.exit(f"runtime_bench: map/unmap cycle of {mib} MiB ({label.strip()}) "
                                 f"went wrong: {got}")
                    cyc.setdefault((label, mib), []).append(
                        (float(got["map_cycle"][3]), float(got["memcpy_both"][3])))
    finally:
        if tmp:
            tmp.cleanup()

    if "ops" in only:
        print_ops(args, lives, times, infos)
    if "bw" in only:
        print_bw(copy_sizes, bw)
    if "map" in only:
        print_map(args, map_sizes, cyc)


def print_ops(args, lives, times, infos):
    # Did LLVM really offload (to its host plugin), or run everything on the host?
    li = infos["llvm"]
    offloaded = int(li.get("devices", 0)) > 0 and li.get("target_on_initial_device") == "0"
    print(f"acc2c: host backend ({infos['acc2c'].get('device', '?')}), "
          f"gcc -O2; LLVM: libomptarget host plugin, {li.get('devices')} devices, "
          f"default device {li.get('default')}, target region on the initial device: "
          f"{'no' if li.get('target_on_initial_device') == '0' else 'YES'}, "
          f"OMP_TARGET_OFFLOAD=MANDATORY")
    if not offloaded:
        print("WARNING: LLVM did not offload (no device, or target regions ran on the host): "
              "its numbers are host fallback and the comparison is meaningless")
    print(f"{args.ops} operations per measurement, {args.elems * 8}-byte buffers, "
          f"random buffer/address per operation; median of {args.runs} runs; "
          f"lookups hit a distinct device copy every time")
    print()
    print("ratio: median over the runs of acc2c/LLVM, each run's pair measured back to back "
          "(range over the runs in brackets)")
    head = (f"{'operation':30} {'live mappings':>13} {'acc2c ns/op':>12} {'LLVM ns/op':>11} "
            f"{'ratio':>7} {'(range)':>13}  goal (<= {OP_GOAL}x)")
    print(head)
    print("-" * len(head))
    for op, label in OPS:
        for live in lives:
            ta, tl = times[("acc2c", op, live)], times[("llvm", op, live)]
            a, l = statistics.median(ta), statistics.median(tl)
            ratios = [x / y for x, y in zip(ta, tl)]
            r = statistics.median(ratios)
            spread = f"({min(ratios):.2f}-{max(ratios):.2f})"
            met = ("n/a (no offload)" if not offloaded else "yes" if r <= OP_GOAL else "NO")
            print(f"{label:30} {live:13,d} {a:12.1f} {l:11.1f} {fmt_ratio(r):>7} {spread:>13}  "
                  f"{met}")
    print()


def print_bw(copy_sizes, bw):
    head = (f"{'copy':30} {'size (MiB)':>13} {'GB/s':>12} {'memcpy GB/s':>11} {'ratio':>7} "
            f"{'':>13}  goal (>= {BW_GOAL}x)")
    print(head)
    print("-" * len(head))
    for what, ref, label in (("update_device", "memcpy_to", "acc_update_device"),
                             ("update_self", "memcpy_from", "acc_update_self")):
        for mib in copy_sizes:
            g = statistics.median(bw[(what, mib)])
            m = statistics.median(bw[(ref, mib)])
            r = g / m
            print(f"{label:30} {mib:13d} {g:12.2f} {m:11.2f} {fmt_ratio(r):>7} {'':>13}  "
                  f"{'yes' if r >= BW_GOAL else 'NO'}")
    print()


def print_map(args, map_sizes, cyc):
    print(f"map/unmap cycle: acc_copyin of 2 arrays, then acc_copyout of both, "
          f"{args.map_rounds} cycles per process (median), median of {args.runs} processes; "
          f"ratio: median of cycle / (memcpy to + memcpy from of the same bytes), both "
          f"measured in the same process")
    head = (f"{'cycle (2 arrays)':30} {'MiB/array':>13} {'cycle ms':>12} {'memcpy ms':>11} "
            f"{'ratio':>7} {'(range)':>13}  goal (<= {MAP_GOAL}x)")
    print(head)
    print("-" * len(head))
    for label, _, goal in MAP_MODES:
        for mib in map_sizes:
            pairs = cyc[(label, mib)]
            c = statistics.median(p[0] for p in pairs) / 1e6
            m = statistics.median(p[1] for p in pairs) / 1e6
            ratios = [x / y for x, y in pairs]
            r = statistics.median(ratios)
            spread = f"({min(ratios):.2f}-{max(ratios):.2f})"
            met = ("yes" if r <= MAP_GOAL else "NO") if goal else ""
            print(f"{label:30} {mib:13d} {c:12.2f} {m:11.2f} {fmt_ratio(r):>7} {spread:>13}  "
                  f"{met}")


if __name__ == "__main__":
    main()
