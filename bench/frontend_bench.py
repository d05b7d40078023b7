#!/usr/bin/env python3
"""Translator speed and memory against Flang's own syntax check.

Generates a Fortran file of about 2,000 lines with 500 OpenACC directives
(data regions, compute loops with reductions, enter/exit data, updates,
derived-type members), then times, on the same file in the same run:

  acc2c --emit=json          parse + semantics + lowering + passes + JSON
  flang-22 -fsyntax-only -fopenacc   (the reference)

and prints median wall time, peak resident memory and the ratios.
Goal (issue 2): acc2c no slower than flang's own syntax check.

usage: bench/frontend_bench.py [--acc2c build/bin/acc2c] [--flang flang-22] [--runs 7]
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile


def generate(path, blocks=50):
    """Each block: a module-level-free subroutine with 10 directives."""
    lines = []
    lines += ["module bench_types",
              "  implicit none",
              "  type field",
              "    real(8), allocatable :: v(:)",
              "    real(8), pointer :: p(:,:) => null()",
              "  end type field",
              "end module bench_types",
              ""]
    directives = 0
    for b in range(blocks):
        lines += [f"subroutine step{b}(n, m, a, b, c, f, s)",
                  "  use bench_types",
                  "  implicit none",
                  "  integer, intent(in) :: n, m",
                  "  real(8), intent(inout) :: a(n, m), b(0:n-1, m), c(n)",
                  "  type(field), intent(inout) :: f",
                  "  real(8), intent(out) :: s",
                  "  integer :: i, j",
                  "  real(8) :: t",
                  "  s = 0",
                  "  !$acc enter data copyin(a(1:n, 1:m)) create(c)",
                  "  !$acc data copy(b) present(a) copyout(c(2:n))",
                  "  !$acc parallel loop collapse(2) reduction(+:s) private(t)",
                  "  do j = 1, m",
                  "    do i = 1, n",
                  "      t = a(i, j) * 2.0d0 + b(i - 1, j)",
                  "      s = s + t",
                  "      a(i, j) = t",
                  "    end do",
                  "  end do",
                  "  !$acc kernels default(present)",
                  "  c(1) = s",
                  "  !$acc end kernels",
                  "  !$acc parallel present(f%v) async(1)",
                  "  !$acc loop gang vector",
                  "  do i = 1, n",
                  "    f%v(i) = f%v(i) + c(i)",
                  "  end do",
                  "  !$acc end parallel",
                  "  !$acc wait(1)",
                  "  !$acc update self(c(1:n)) if(n > 0)",
                  "  !$acc serial copyin(f%p)",
                  "  f%p(1, 1) = 0",
                  "  !$acc end serial",
                  "  !$acc end data",
                  "  !$acc exit data copyout(a) delete(c) finalize",
                  "  do i = 1, n",
                  "    c(i) = c(i) + 1.0d0",
                  "  end do",
                  f"end subroutine step{b}",
                  ""]
        directives += 10
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    return len(lines), directives


def measure(cmd, runs, cwd):
    times, peaks = [], []
    for _ in range(runs):
        r = subprocess.run(["/usr/bin/time", "-f", "%e %M"] + cmd, cwd=cwd,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           text=True)
        if r.returncode != 0:
            sys.exit(f"failed: {' '.join(cmd)}\n{r.stderr}")
        wall, rss = r.stderr.strip().splitlines()[-1].split()
        times.append(float(wall))
        peaks.append(int(rss) / 1024.0)
    return statistics.median(times), max(peaks)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser()
    ap.add_argument("--acc2c", default=os.path.join(root, "build/bin/acc2c"))
    ap.add_argument("--flang", default="/usr/lib/llvm-22/bin/flang")
    ap.add_argument("--runs", type=int, default=7)
    args = ap.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "bench.f90")
        nlines, ndirs = generate(src)
        rows = [
            ("flang-22 -fsyntax-only -fopenacc (reference)",
             [args.flang, "-fsyntax-only", "-fopenacc", src]),
            ("acc2c --emit=json",
             [args.acc2c, "--emit=json", "-o", os.devnull, src]),
        ]
        results = [(name, *measure(cmd, args.runs, tmp)) for name, cmd in rows]

    ref_t, ref_m = results[0][1], results[0][2]
    print(f"input: {nlines} lines, {ndirs} directives; median of {args.runs} runs")
    print(f"{'tool':48} {'time (s)':>9} {'ratio':>7} {'peak RSS (MB)':>14} {'ratio':>7}")
    for name, t, m in results:
        print(f"{name:48} {t:9.3f} {t / ref_t:7.2f} {m:14.1f} {m / ref_m:7.2f}")


if __name__ == "__main__":
    main()
