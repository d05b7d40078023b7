#!/usr/bin/env python3
"""Checks that differential.flang fails when it cannot compare, instead of
passing on nothing: flang_diff.py run with a Flang that always fails, with
one that prints nothing, with a waiver that names a variable, with a stale
waiver and with an unexplained skip must each exit non-zero with the reason.

Usage: flang_diff_selftest.py --acc2c ACC2C --flang FLANG --fir-opt FIR_OPT"""
import argparse, os, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DIFF = os.path.join(HERE, 'flang_diff.py')
INPUT = os.path.join(HERE, 'inputs', 'data_clauses.f90')
KNOWN = os.path.join(HERE, 'known-differences.txt')


def run(args, extra, files):
    cmd = [sys.executable, DIFF, '--acc2c', args.acc2c, '--fir-opt', args.fir_opt] + extra + files
    return subprocess.run(cmd, capture_output=True, text=True)


def fake_tool(work, name, body):
    path = os.path.join(work, name)
    with open(path, 'w') as f:
        f.write('#!/bin/sh\n' + body + '\n')
    os.chmod(path, 0o755)
    return path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--acc2c', required=True)
    ap.add_argument('--flang', required=True)
    ap.add_argument('--fir-opt', required=True)
    args = ap.parse_args()
    failures = 0

    def expect(what, r, status, text):
        nonlocal failures
        out = r.stdout + r.stderr
        if r.returncode == status and text in out:
            print(f'PASS: {what}')
        else:
            print(f'FAIL: {what}: exit {r.returncode} (want {status}), '
                  f'{"has" if text in out else "lacks"} {text!r}\n{out}')
            failures += 1

    with tempfile.TemporaryDirectory() as work:
        failing = fake_tool(work, 'flang-fails', 'echo "error: broken" >&2; exit 1')
        expect('a Flang that always fails',
               run(args, ['--flang', failing], [INPUT]), 1,
               'Flang cannot lower a file every Flang 22 lowers')
        silent = fake_tool(work, 'flang-silent', 'exit 0')
        expect('a Flang that lowers nothing',
               run(args, ['--flang', silent], [INPUT]), 1,
               'Flang cannot lower a file every Flang 22 lowers')

        by_name = os.path.join(work, 'by-name.txt')
        with open(by_name, 'w') as f:
            f.write(open(KNOWN).read() +
                    'acc2c-only dialect=openacc name=a   §D5 a waiver for one variable\n')
        expect('a waiver that names a variable',
               run(args, ['--flang', args.flang, '--known', by_name], [INPUT]), 2,
               "'name' is not a property an entry may select")

        stale = os.path.join(work, 'stale.txt')
        with open(stale, 'w') as f:
            f.write(open(KNOWN).read() +
                    'acc2c-only dialect=openacc op=cache construct=kernels   §D10 never used\n')
        expect('a stale waiver with --all-inputs',
               run(args, ['--flang', args.flang, '--known', stale, '--all-inputs'], [INPUT]),
               1, 'STALE: known difference acc2c-only dialect=openacc op=cache')

        rejected = os.path.join(work, 'rejected.f90')
        with open(rejected, 'w') as f:
            f.write('subroutine r(a)\n  real :: a(4)\n  !$omp target private(a)\n'
                    '  a(1) = 1\n  !$omp end target\nend subroutine\n')
        no_skips = os.path.join(work, 'no-skips.txt')
        open(no_skips, 'w').close()
        expect('a file Flang cannot lower and no skip explains',
               run(args, ['--flang', args.flang, '--skips', no_skips], [INPUT, rejected]), 1,
               'Flang cannot lower the file and no-skips.txt gives no reason')
    print(f'{5 - failures} of 5 passed')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
