#!/usr/bin/env python3
"""The expectation of a sample whose result cannot depend on where its data
lives (samples/jacobi: every value the host prints is copied back, the max
reduction is exact) is the program's own output without any offloading:
built with plain gfortran/gcc, where the directives are comments. This
checks that NAME.expected is that output, so the file is derived, not
taken from acc2c's run (e2e.samples.* compares acc2c's run with it).

Usage: serial_reference.py [--fc gfortran] [--cc gcc] FILE.f90|FILE.c ...
Exit status 0 when every program printed its .expected."""
import argparse, os, subprocess, sys, tempfile


def run(source, fc, cc, work):
    name, ext = os.path.splitext(os.path.basename(source))
    exe = os.path.join(work, name + ext.replace('.', '_'))
    # No -fopenacc, no -fopenmp, no optimisation flags: the e2e runners
    # build the translations without -O too, so the arithmetic is the same.
    if ext == '.c':
        cmd = [cc, '-std=gnu11', '-Wno-unknown-pragmas', source, '-o', exe, '-lm']
    else:
        cmd = [fc, source, '-J', work, '-o', exe]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        return f'{cmd[0]} failed:\n{r.stderr}'
    r = subprocess.run([exe], capture_output=True, text=True)
    if r.returncode != 0:
        return f'exit {r.returncode}:\n{r.stderr}'
    want = open(os.path.splitext(source)[0] + '.expected').read()
    if r.stdout != want:
        return f'the serial program prints something else than its .expected:\n' \
               f'--- expected\n{want}--- serial\n{r.stdout}'
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--fc', default='gfortran')
    ap.add_argument('--cc', default='gcc')
    ap.add_argument('sources', nargs='+')
    args = ap.parse_args()
    failures = 0
    with tempfile.TemporaryDirectory() as work:
        for s in args.sources:
            problem = run(os.path.abspath(s), args.fc, args.cc, work)
            print(('FAIL: ' if problem else 'PASS: ') + s)
            if problem:
                print('  ' + problem.replace('\n', '\n  '))
                failures += 1
    print(f'{len(args.sources) - failures} of {len(args.sources)} passed')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
