#!/usr/bin/env python3
"""Differential test of the OpenMP offload corpus against LLVM's own
offloading. Each program is compiled with
`-fopenmp -fopenmp-version=52 -fopenmp-targets=x86_64-unknown-linux-gnu`
(libomptarget's host plugin, which keeps a separate device memory, as
acc2c's shim does; C that only OpenMP 5.1 takes is built as 5.1), run with
OMP_TARGET_OFFLOAD=MANDATORY, and its stdout
compared with the hand-written NAME.expected. For a NAME.expected-error
test only a non-zero exit is required: LLVM's message differs from the
shim's.

  --language c        tests/e2e/c/omp_*.c (and every directory omp_*/ of
                      .c files, one program) through clang-22;
                      known differences: known-differences-c.txt.
  --language fortran  tests/e2e/fortran/omp_*.f90 through flang-22, whose
                      device images get the entry points of
                      host_device_rtl.c (LLVM ships no device runtime for
                      the host target; see there); known differences:
                      known-differences-flang-offload.txt.

Programs listed in the known-differences file (first word of a line; `#`
starts a comment) are skipped and reported as such: each line there says
why LLVM's result differs from the expectation.

Usage: offload_diff.py [--language c|fortran] [--compiler clang-22|flang-22]
                       [--libdir DIR] [--probe] [FILE ...]
--probe only checks that the compiler builds and runs an offload program
(exit 0), for the build system to decide whether to register the test.
Exit status: 0 when every program passed (or was skipped), 1 otherwise."""
import argparse, glob, os, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
E2E = os.path.normpath(os.path.join(HERE, '..', 'e2e'))
TARGET = 'x86_64-unknown-linux-gnu'
HOST_DEVICE_RTL = os.path.join(HERE, 'host_device_rtl.c')

LANGUAGES = {
    'c': dict(compiler='clang-22', corpus=os.path.join(E2E, 'c'), pattern='omp_*.c',
              suffix='.c', known=os.path.join(HERE, 'known-differences-c.txt')),
    'fortran': dict(compiler='flang-22', corpus=os.path.join(E2E, 'fortran'),
                    pattern='omp_*.f90', suffix='.f90',
                    known=os.path.join(HERE, 'known-differences-flang-offload.txt')),
}

PROBE = {
    'c': ('probe.c', '#include <stdio.h>\nint main(void) {\n  int a[2] = {1, 1};\n'
          '#pragma omp target map(to: a)\n  a[0] = 2;\n  printf("%d\\n", a[0]);\n'
          '  return 0;\n}\n'),
    'fortran': ('probe.f90', 'program probe\n  integer :: a(2)\n  a = 1\n'
                '  !$omp target map(to: a)\n  a(1) = 2\n  !$omp end target\n'
                '  print \'(i0)\', a(1)\nend program\n'),
}


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


def default_libdir(compiler):
    """The LLVM lib directory holding libomp and libomptarget."""
    r = subprocess.run([compiler, '-print-resource-dir'], capture_output=True, text=True)
    if r.returncode == 0 and r.stdout.strip():
        # <prefix>/lib/clang/<version> -> <prefix>/lib
        d = os.path.normpath(os.path.join(r.stdout.strip(), '..', '..'))
        if os.path.exists(os.path.join(d, 'libomptarget.so')):
            return d
    for d in ('/usr/lib/llvm-22/lib',):
        if os.path.isdir(d):
            return d
    return None


class Toolchain:
    def __init__(self, language, compiler, libdir, work):
        self.language, self.compiler, self.libdir = language, compiler, libdir
        self.extra = []
        if language == 'fortran':
            # The device runtime entry points, linked into each device image.
            rtl = os.path.join(work, 'host_device_rtl.o')
            r = subprocess.run([shutil.which('cc') or 'cc', '-O1', '-fPIC', '-c',
                                HOST_DEVICE_RTL, '-o', rtl], capture_output=True, text=True)
            if r.returncode != 0:
                raise RuntimeError('cannot compile host_device_rtl.c:\n' + r.stderr)
            self.extra = ['-Xoffload-linker', rtl]

    def build(self, units, include, exe, cwd):
        # C written for an earlier OpenMP (`declare target to`, which 5.2
        # renamed `enter` and Clang's 5.2 mode refuses) builds as 5.1, as
        # acc2c parses it (frontend/c/CFrontend.cpp).
        versions = ('52', '51') if self.language == 'c' else ('52',)
        failure = None  # the 5.2 build's
        for version in versions:
            if self.language == 'c':
                cmd = [self.compiler, '-std=c11', '-O1']
            else:
                cmd = [self.compiler, '-O1']
            cmd += ['-fopenmp', '-fopenmp-version=' + version, '-fopenmp-targets=' + TARGET,
                    '-I', include]
            cmd += self.extra + units + ['-o', exe]
            if self.libdir:
                cmd += ['-L' + self.libdir, '-Wl,-rpath,' + self.libdir]
            # Fortran: .mod files go to the program's own directory.
            r = subprocess.run(cmd, capture_output=True, text=True, cwd=cwd)
            if r.returncode == 0:
                return r
            failure = failure or r
        return failure

    def environment(self):
        env = dict(os.environ, OMP_NUM_THREADS='4')
        if self.libdir:
            env['LD_LIBRARY_PATH'] = self.libdir + (':' + env['LD_LIBRARY_PATH']
                                                    if env.get('LD_LIBRARY_PATH') else '')
        # Offloading is mandatory: a program must not silently run on the host
        # (shared memory) when the device plugin cannot be loaded.
        env['OMP_TARGET_OFFLOAD'] = 'MANDATORY'
        return env


def run_one(tools, source, work, timeout):
    suffix = LANGUAGES[tools.language]['suffix']
    name = os.path.splitext(os.path.basename(source.rstrip('/')))[0]
    own = os.path.join(work, name)
    os.makedirs(own, exist_ok=True)
    exe = os.path.join(own, name)
    units = sorted(glob.glob(os.path.join(source, '*' + suffix))) if os.path.isdir(source) \
        else [source]
    here = source if os.path.isdir(source) else os.path.dirname(source)
    r = tools.build(units, here, exe, own)
    if r.returncode != 0:
        return f'{os.path.basename(tools.compiler)} failed:\n' + r.stderr
    try:
        r = subprocess.run([exe], capture_output=True, text=True, cwd=here,
                           env=tools.environment(), timeout=timeout)
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


def probe(tools, work, timeout):
    """None when the toolchain builds and runs an offload program."""
    file, text = PROBE[tools.language]
    src = os.path.join(work, file)
    with open(src, 'w') as f:
        f.write(text)
    exe = os.path.join(work, 'probe')
    r = tools.build([src], work, exe, work)
    if r.returncode != 0:
        return 'cannot build an offload program:\n' + r.stderr.strip()
    try:
        r = subprocess.run([exe], capture_output=True, text=True, env=tools.environment(),
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return f'an offload program timed out after {timeout} s'
    if r.returncode != 0 or r.stdout.strip() != '1':
        return (f'an offload program printed {r.stdout.strip()!r} (exit {r.returncode}), '
                f'not 1 (separate device memory):\n' + r.stderr.strip())
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--language', choices=sorted(LANGUAGES), default='c')
    ap.add_argument('--compiler', help='default: clang-22 (C), flang-22 (Fortran)')
    ap.add_argument('--clang', dest='compiler', help=argparse.SUPPRESS)  # the old spelling
    ap.add_argument('--libdir', help='directory of libomp/libomptarget (default: from the compiler)')
    ap.add_argument('--timeout', type=float, default=60)
    ap.add_argument('--probe', action='store_true',
                    help='only check that the compiler builds and runs an offload program')
    ap.add_argument('sources', nargs='*', help='default: the language\'s e2e omp_* programs')
    args = ap.parse_args()
    lang = LANGUAGES[args.language]
    prog = os.path.basename(sys.argv[0]).rsplit('.', 1)[0]
    requested = args.compiler or lang['compiler']
    compiler = shutil.which(requested) or requested
    if not os.path.exists(compiler):
        print(f'{prog}: {requested} not found', file=sys.stderr)
        return 2
    libdir = args.libdir or default_libdir(compiler)
    with tempfile.TemporaryDirectory() as work:
        try:
            tools = Toolchain(args.language, compiler, libdir, work)
        except RuntimeError as e:
            print(f'{prog}: {e}', file=sys.stderr)
            return 2
        if args.probe:
            problem = probe(tools, work, args.timeout)
            if problem:
                print(f'{prog}: {requested}: {problem}', file=sys.stderr)
                return 1
            return 0
        corpus = lang['corpus']
        sources = [os.path.abspath(s) for s in args.sources] or \
            sorted(glob.glob(os.path.join(corpus, lang['pattern'])) +
                   [d for d in glob.glob(os.path.join(corpus, 'omp_*')) if os.path.isdir(d)])
        if not sources:
            print(f'{prog}: no {lang["pattern"]} programs found', file=sys.stderr)
            return 2
        known = known_differences(lang['known'])
        passed = failed = skipped = 0
        for s in sources:
            name = os.path.splitext(os.path.basename(s.rstrip('/')))[0]
            if name in known:
                print(f'SKIP: {name} (known difference: {known[name]})')
                skipped += 1
                continue
            problem = run_one(tools, s, work, args.timeout)
            if problem:
                print(f'FAIL: {name}')
                print('  ' + problem.rstrip('\n').replace('\n', '\n  '))
                failed += 1
            else:
                print(f'PASS: {name}')
                passed += 1
    tail = f', {skipped} skipped' if skipped else ''
    print(f'{passed} passed, {failed} failed{tail}')
    if not passed:
        print(f'{prog}: no program was compared', file=sys.stderr)
    return 1 if failed or not passed else 0


if __name__ == '__main__':
    sys.exit(main())
