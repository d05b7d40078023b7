#!/usr/bin/env python3
"""End-to-end Fortran tests: translate with acc2c --emit=source, check that
the output keeps every non-directive line byte for byte (and the line count),
compile with gfortran against the shim (pkg-config), run on the host backend
and compare with the hand-written expectation: NAME.expected (stdout, exit 0)
or NAME.expected-error (a line the runtime must print on stderr, exit != 0)."""
import argparse, os, re, subprocess, sys, tempfile

DIRECTIVE = re.compile(r'^\s*!\$(acc|omp)', re.I)


def lines_kept(original, rewritten):
    a, b = original.split('\n'), rewritten.split('\n')
    if len(a) != len(b):
        return f'{len(a)} lines became {len(b)}'
    in_directive = False
    for n, (x, y) in enumerate(zip(a, b), 1):
        directive = DIRECTIVE.match(x) is not None
        if directive or in_directive:
            in_directive = directive and x.rstrip().endswith('&')
            continue
        if x != y:
            return f'line {n} changed:\n  {x!r}\n  {y!r}'
    return None


def run(acc2c, pkgconfig, source, work):
    name = os.path.splitext(os.path.basename(source))[0]
    here = os.path.dirname(source)
    out_f90 = os.path.join(work, name + '.f90')
    # Translate from the test's own directory so that names in messages are plain.
    r = subprocess.run([acc2c, '--emit=source', os.path.basename(source), '-o', out_f90],
                       cwd=here, capture_output=True, text=True)
    if r.returncode != 0:
        return f'acc2c failed:\n{r.stderr}'
    problem = lines_kept(open(source).read(), open(out_f90).read())
    if problem:
        return 'the rewrite changed user code: ' + problem
    env = dict(os.environ, PKG_CONFIG_PATH=pkgconfig)
    flags = subprocess.run(['pkg-config', '--cflags', '--libs', 'acc2c'], env=env,
                           capture_output=True, text=True, check=True).stdout.split()
    exe = os.path.join(work, name)
    r = subprocess.run(['gfortran', '-ffree-line-length-none', out_f90, '-J', work, '-o', exe]
                       + flags, capture_output=True, text=True)
    if r.returncode != 0:
        return f'gfortran failed:\n{r.stderr}'
    r = subprocess.run([exe], capture_output=True, text=True,
                       env=dict(env, ACC2C_BACKEND='host'))
    base = os.path.splitext(source)[0]
    if os.path.exists(base + '.expected-error'):
        want = open(base + '.expected-error').read().strip()
        if r.returncode == 0:
            return 'expected a runtime error, the program exited 0'
        if want not in r.stderr:
            return f'stderr lacks {want!r}:\n{r.stderr}'
        return None
    if r.returncode != 0:
        return f'exit {r.returncode}:\n{r.stderr}'
    want = open(base + '.expected').read()
    if r.stdout != want:
        return f'output differs:\n--- expected\n{want}--- got\n{r.stdout}'
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--acc2c', required=True)
    ap.add_argument('--pkgconfig', required=True, help='directory holding acc2c.pc')
    ap.add_argument('sources', nargs='+')
    args = ap.parse_args()
    args.acc2c, args.pkgconfig = os.path.abspath(args.acc2c), os.path.abspath(args.pkgconfig)
    failures = 0
    with tempfile.TemporaryDirectory() as work:
        for s in args.sources:
            problem = run(args.acc2c, args.pkgconfig, os.path.abspath(s), work)
            print(('FAIL: ' if problem else 'PASS: ') + os.path.basename(s))
            if problem:
                print('  ' + problem.replace('\n', '\n  '))
                failures += 1
    print(f'{len(args.sources) - failures} of {len(args.sources)} passed')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
