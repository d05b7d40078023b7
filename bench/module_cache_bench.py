#!/usr/bin/env python3
"""Translation time of a file that uses a module gfortran compiled (mpi, netcdf, ...).

acc2c converts a `use`d module that exists only as gfortran's .mod file into
a Flang module file once, into its cache (.acc2c-mod/gfortran/<module>-<hash>/,
docs/foreign-modules.md); later translations read the cached conversion.
This times, in the same run and taking turns, `acc2c --emit=source` on:

  reference   a 34-line Fortran program with 6 OpenACC directives (data,
              3 parallel loops with reductions/collapse, update, kernels), no `use`
  first       the same file with `use <module>`, an empty cache each time
              (the conversion: read gfortran's .mod, write an interface
              module, compile it with Flang's parser and semantics)
  cached      the same, the cache filled by an earlier run

for the modules found here: mpi and mpi_f08 (the -I directories of
`mpif90 --showme:compile`), netcdf (`nf-config --fflags`), pnetcdf (beside
Open MPI's gfortran modules). A module that is not installed is listed as
such; nothing is installed (scripts/setup.sh installs Open MPI, netCDF-Fortran
and PnetCDF). It prints median wall and CPU time, the ratios against the
reference, and what a cached translation checks: the interface selected for the file (the file names
no entity of the module, so the selection is the module's operators and
common blocks) against the whole conversion (docs/foreign-modules.md).

--driver also times the whole compile through the driver, cached:
`ACC2C_FC=mpif90 acc2c-gfortran -c` against `mpif90 -c` on the same file.

Goal (issue: module cache, reported, not asserted): a cached translation of
a file using `mpi` costs no more than the file without it (ratio <= 1.0).

usage: bench/module_cache_bench.py [--acc2c-bin build/bin] [--runs 7] [--driver]
                                   [--module NAME=DIR[:DIR...]]
"""
import argparse
import glob
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

GOAL = 1.0  # cached translation time / time without the use

BODY = """  implicit none
  integer, parameter :: n = 1000
  integer :: i, j, ierr
  real(8) :: a(n), b(n), c(n, n), s, smax
  ierr = 0
  do i = 1, n
    a(i) = real(i, 8)
    b(i) = real(n - i, 8)
  end do
  s = 0
  smax = 0
  !$acc data copyin(a, b) create(c)
  !$acc parallel loop reduction(+:s)
  do i = 1, n
    s = s + a(i) * b(i)
  end do
  !$acc parallel loop collapse(2)
  do j = 1, n
    do i = 1, n
      c(i, j) = a(i) + b(j)
    end do
  end do
  !$acc parallel loop reduction(max:smax)
  do j = 1, n
    smax = max(smax, c(1, j))
  end do
  !$acc update self(c(1:n, 1))
  !$acc end data
  !$acc kernels copy(a)
  a(:) = a(:) * 2
  !$acc end kernels
  print *, s, smax, c(1, 1), a(n), ierr
end program bench_use
"""


def source(module):
    use = f"  use {module}\n" if module else ""
    return f"program bench_use\n{use}{BODY}"


def words(cmd):
    try:
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                           timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return r.stdout.split() if r.returncode == 0 else None


def include_dirs(flags):
    dirs = []
    for i, w in enumerate(flags):
        if w.startswith("-I"):
            d = w[2:] or (flags[i + 1] if i + 1 < len(flags) else "")
            if d and os.path.isdir(d) and d not in dirs:
                dirs.append(os.path.normpath(d))
    return dirs


def find_modules(extra):
    """[(name, [dirs] or None, how it was looked for)]"""
    found = []
    mpi = words(["mpif90", "--showme:compile"]) if shutil.which("mpif90") else None
    mpi_dirs = include_dirs(mpi) if mpi else []
    for name in ("mpi", "mpi_f08"):
        ok = any(os.path.exists(os.path.join(d, name + ".mod")) for d in mpi_dirs)
        found.append((name, mpi_dirs if ok else None, "mpif90 --showme:compile"))
    nf = words(["nf-config", "--fflags"]) if shutil.which("nf-config") else None
    nf_dirs = include_dirs(nf) if nf else []
    ok = any(os.path.exists(os.path.join(d, "netcdf.mod")) for d in nf_dirs)
    found.append(("netcdf", nf_dirs if ok else None, "nf-config --fflags"))
    # PnetCDF's module lies beside Open MPI's directory of gfortran modules.
    pn = [os.path.dirname(d) for d in mpi_dirs
          if os.path.exists(os.path.join(os.path.dirname(d), "pnetcdf.mod"))]
    found.append(("pnetcdf", (pn[:1] + mpi_dirs) if pn else None,
                  "pnetcdf.mod beside Open MPI's modules"))
    for spec in extra:
        name, _, dirs = spec.partition("=")
        dirs = [d for d in dirs.split(":") if d]
        ok = any(os.path.exists(os.path.join(d, name + ".mod")) for d in dirs)
        found.append((name, dirs if ok else None, f"no {name}.mod in {':'.join(dirs)}"))
    return found


def timed(cmd, cwd, env=None):
    before = os.times()
    t0 = time.perf_counter()
    r = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                       text=True)
    wall = time.perf_counter() - t0
    after = os.times()
    if r.returncode != 0:
        sys.exit(f"module_cache_bench: failed: {' '.join(cmd)}\n{r.stderr[-3000:]}")
    return wall, (after.children_user - before.children_user) + (after.children_system -
                                                                 before.children_system)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--acc2c-bin", default=os.path.join(root, "build", "bin"))
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--driver", action="store_true",
                    help="also time acc2c-gfortran -c (ACC2C_FC=mpif90) against mpif90 -c")
    ap.add_argument("--module", action="append", default=[], metavar="NAME=DIR[:DIR...]",
                    help="another gfortran module to time, found in DIR")
    args = ap.parse_args()
    acc2c = os.path.join(os.path.abspath(args.acc2c_bin), "acc2c")
    if not os.access(acc2c, os.X_OK):
        sys.exit(f"module_cache_bench: no acc2c in {args.acc2c_bin} (build it, or --acc2c-bin)")

    modules = find_modules(args.module)
    missing = [(n, how) for n, d, how in modules if d is None]
    modules = [(n, d) for n, d, _ in modules if d is not None]

    with tempfile.TemporaryDirectory(prefix="module_cache_bench") as tmp:
        work = os.path.join(tmp, "work")  # acc2c's working directory: no .mod files in it
        os.makedirs(work)
        ref_src = os.path.join(tmp, "plain.f90")
        with open(ref_src, "w") as f:
            f.write(source(None))
        srcs = {}
        for name, _ in modules:
            srcs[name] = os.path.join(tmp, f"use_{name}.f90")
            with open(srcs[name], "w") as f:
                f.write(source(name))

        def cmd(src, cache, dirs):
            c = [acc2c, "--emit=source", "-J", cache]
            for d in dirs:
                c += ["-I", d]
            return c + [src, "-o", os.path.join(tmp, "out.f90")]

        warm = os.path.join(tmp, "warm")
        all_dirs = sorted({d for _, ds in modules for d in ds})
        times = {"reference": []}
        for name, dirs in modules:
            times[name, "first"] = []
            times[name, "cached"] = []
            timed(cmd(srcs[name], warm, dirs), work)  # fills the cache
        timed(cmd(ref_src, warm, all_dirs), work)  # and the page cache
        for run in range(args.runs):
            times["reference"].append(timed(cmd(ref_src, warm, all_dirs), work))
            for name, dirs in modules:
                cold = os.path.join(tmp, f"cold-{name}-{run}")
                os.makedirs(cold)
                times[name, "first"].append(timed(cmd(srcs[name], cold, dirs), work))
                shutil.rmtree(cold)
                times[name, "cached"].append(timed(cmd(srcs[name], warm, dirs), work))

        # What a cached translation reads: for the module and, through its
        # `needs`, the modules it uses (mpi_f08_types, ...), the interface
        # selected for this file (selected/*.f90) where there is one, else
        # the whole conversion's Flang .mod; and the size of that whole.
        sizes = {}
        cache = os.path.join(warm, ".acc2c-mod", "gfortran")
        for name, _ in modules:
            seen, todo, read, whole = set(), [name], 0, 0
            while todo:
                m = todo.pop()
                found = glob.glob(os.path.join(cache, f"{m}-*", f"{m}.mod"))
                if m in seen or not found:
                    continue
                seen.add(m)
                with open(found[0], "rb") as f:
                    full = f.read().count(b"\n")
                whole += full
                selected = glob.glob(os.path.join(os.path.dirname(found[0]), "selected", "*.f90"))
                if selected:
                    with open(max(selected, key=os.path.getmtime), "rb") as f:
                        read += f.read().count(b"\n")
                else:
                    read += full
                needs = os.path.join(os.path.dirname(found[0]), "needs")
                if os.path.exists(needs):
                    todo += [l.split()[0] for l in open(needs) if l.strip()]
            sizes[name] = (read, whole, len(seen))

        driver_rows = []
        if args.driver and shutil.which("mpif90"):
            drv = os.path.join(os.path.abspath(args.acc2c_bin), "acc2c-gfortran")
            for name in ("mpi", "mpi_f08"):
                if name not in srcs:
                    continue
                d = os.path.join(tmp, f"drv-{name}")
                os.makedirs(d)
                env = dict(os.environ, ACC2C_FC="mpif90")
                obj = os.path.join(d, "x.o")
                timed([drv, "-O2", "-c", srcs[name], "-o", obj], d, env)  # fills the cache
                t_ref, t_drv = [], []
                for _ in range(args.runs):
                    t_ref.append(timed(["mpif90", "-O2", "-c", srcs[name], "-o", obj], d))
                    t_drv.append(timed([drv, "-O2", "-c", srcs[name], "-o", obj], d, env))
                driver_rows.append((name, t_ref, t_drv))

    med = lambda xs, i: statistics.median(x[i] for x in xs)  # noqa: E731
    rw, rc = med(times["reference"], 0), med(times["reference"], 1)
    print(f"acc2c --emit=source on a {source(None).count(chr(10))}-line file with 6 OpenACC "
          f"directives, median of {args.runs} runs (taking turns); acc2c: {acc2c}")
    print(f"{'file':26} {'wall (s)':>9} {'ratio':>6} {'CPU (s)':>8} {'ratio':>6} "
          f"{'goal <= ' + str(GOAL):>12}  note")
    print(f"{'no use (reference)':26} {rw:9.3f} {1:6.2f} {rc:8.3f} {1:6.2f}")
    for name, _ in modules:
        for kind in ("first", "cached"):
            w, c = med(times[name, kind], 0), med(times[name, kind], 1)
            goal, note = "", "empty cache: converts"
            if kind == "cached":
                goal = "met" if w / rw <= GOAL else "missed"
                note = ""
                if name in sizes:
                    read, whole, n = sizes[name]
                    note = (f"checks {read} lines of interface selected for the file "
                            f"(of {whole} in {n} module{'s' if n > 1 else ''})")
            print(f"{f'use {name}, {kind}':26} {w:9.3f} {w / rw:6.2f} {c:8.3f} {c / rc:6.2f} "
                  f"{goal:>12}  {note}")
    for name, how in missing:
        print(f"{f'use {name}':26} {'-':>9} {'':6} {'-':>8} {'':6} {'':12}  "
              f"not installed ({how})")
    if driver_rows:
        print()
        print("through the driver, cached (whole compile -O2 -c, median):")
        print(f"{'file':26} {'mpif90 (s)':>11} {'acc2c-gfortran (s)':>19} {'ratio':>6} "
              f"{'CPU ratio':>10}")
        for name, t_ref, t_drv in driver_rows:
            a, b = med(t_ref, 0), med(t_drv, 0)
            ca, cb = med(t_ref, 1), med(t_drv, 1)
            print(f"{f'use {name}':26} {a:11.3f} {b:19.3f} {b / a:6.2f} {cb / ca:10.2f}")


if __name__ == "__main__":
    main()
