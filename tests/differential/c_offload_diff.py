#!/usr/bin/env python3
"""Differential test of the C OpenMP offload corpus against LLVM's own
offloading: every tests/e2e/c/omp_*.c (and every directory omp_*/ of .c
files, one program) is compiled with
`clang -fopenmp -fopenmp-version=52 -fopenmp-targets=x86_64-unknown-linux-gnu` (libomptarget's
host plugin, which keeps a separate device memory, as acc2c's shim does),
run, and its stdout compared with the hand-written NAME.expected. For a
NAME.expected-error test only a non-zero exit is required: LLVM's message
differs from the shim's.

Programs listed in known-differences-c.txt (first word of a line; `#`
starts a comment) are skipped and reported as such: each line there says
why LLVM's result differs from the expectation.

Usage: c_offload_diff.py [--clang clang-22] [--libdir DIR] [FILE.c ...]
Exit status: 0 when every program passed (or was skipped), 1 otherwise."""
import argparse, glob, os, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.normpath(os.path.join(HERE, '..', 'e2e', 'c'))
KNOWN = os.path.join(HERE, 'known-differences-c.txt')
TARGET = 'x86_64-unknown-linux-gnu'


def known_differences(path):
    out = {}
    if not os.path.exists(path):
        return out
    for line in open(path):
        line = line.split('#', 1)[0].strip()
        if line:
            name, _, why = line.partition(' ')
            out[name] = why.strip()
    return out


def default_libdir(clang):
    """The LLVM lib directory holding libomp and libomptarget."""
    r = subprocess.run([clang, '-print-resource-dir'], capture_output=True, text=True)
    if r.returncode == 0:
        # <prefix>/lib/clang/<version> -> <prefix>/lib
        d = os.path.normpath(os.path.join(r.stdout.strip(), '..', '..'))
        if os.path.exists(os.path.join(d, 'libomptarget.so')):
            return d
    for d in ('/usr/lib/llvm-22/lib',):
        if os.path.isdir(d):
            return d
    return None


def run_one(clang, libdir, source, work, timeout):
    name = os.path.splitext(os.path.basename(source))[0]
    exe = os.path.join(work, name)
    units = sorted(glob.glob(os.path.join(source, '*.c'))) if os.path.isdir(source) else [source]
    here = source if os.path.isdir(source) else os.path.dirname(source)
    cmd = [clang, '-std=c11', '-O1', '-fopenmp', '-fopenmp-version=52',
           '-fopenmp-targets=' + TARGET, '-I', here] + \
        units + ['-o', exe]
    if libdir:
        cmd += ['-L' + libdir, '-Wl,-rpath,' + libdir]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        return 'clang failed:\n' + r.stderr
    env = dict(os.environ, OMP_NUM_THREADS='4')
    if libdir:
        env['LD_LIBRARY_PATH'] = libdir + (':' + env['LD_LIBRARY_PATH']
                                           if env.get('LD_LIBRARY_PATH') else '')
    # Offloading is mandatory: a program must not silently run on the host
    # (shared memory) when the device plugin cannot be loaded.
    env['OMP_TARGET_OFFLOAD'] = 'MANDATORY'
    try:
        r = subprocess.run([exe], capture_output=True, text=True, cwd=here,
                           env=env, timeout=timeout)
    except subprocess.TimeoutExpired:
        return f'timed out after {timeout} s'
    base = source.rstrip('/') if os.path.isdir(source) else os.path.splitext(source)[0]
    if os.path.exists(base + '.expected-error'):
        if r.returncode == 0:
            return 'expected a runtime error, the program exited 0'
        return None
    if r.returncode != 0:
        return f'exit {r.returncode}:\n{r.stderr}'
    want = open(base + '.expected').read()
    if r.stdout != want:
        return f'output differs:\n--- expected\n{want}--- got\n{r.stdout}'
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--clang', default=os.environ.get('CLANG', 'clang-22'))
    ap.add_argument('--libdir', help='directory of libomp/libomptarget (default: from clang)')
    ap.add_argument('--timeout', type=float, default=60)
    ap.add_argument('sources', nargs='*', help='default: tests/e2e/c/omp_*.c')
    args = ap.parse_args()
    clang = shutil.which(args.clang) or args.clang
    if not os.path.exists(clang):
        print(f'c_offload_diff: {args.clang} not found', file=sys.stderr)
        return 2
    libdir = args.libdir or default_libdir(clang)
    sources = [os.path.abspath(s) for s in args.sources] or \
        sorted(glob.glob(os.path.join(CORPUS, 'omp_*.c')) +
               [d for d in glob.glob(os.path.join(CORPUS, 'omp_*')) if os.path.isdir(d)])
    if not sources:
        print('c_offload_diff: no omp_*.c programs found', file=sys.stderr)
        return 2
    known = known_differences(KNOWN)
    passed = failed = skipped = 0
    with tempfile.TemporaryDirectory() as work:
        for s in sources:
            name = os.path.splitext(os.path.basename(s))[0]
            if name in known:
                print(f'SKIP: {name} (known difference: {known[name]})')
                skipped += 1
                continue
            problem = run_one(clang, libdir, s, work, args.timeout)
            if problem:
                print(f'FAIL: {name}')
                print('  ' + problem.rstrip('\n').replace('\n', '\n  '))
                failed += 1
            else:
                print(f'PASS: {name}')
                passed += 1
    tail = f', {skipped} skipped' if skipped else ''
    print(f'{passed} passed, {failed} failed{tail}')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
