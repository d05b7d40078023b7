#!/usr/bin/env python3
"""Tests of acc2c-gfortran, acc2c-gcc and find_package(acc2c); one test per call.

  driver_test.py --bin BUILD/bin --build-root BUILD --source tests/driver \
                 --work DIR [--cmake CMAKE] [--ninja NINJA] [--make MAKE] TEST

Each test works in its own fresh directory DIR (its TMPDIR is DIR/tmp, so
that the driver's scratch directories can be checked to be gone). Programs
run on the host backend and their output is compared with expectations
written by hand from the programs' meaning. Exit 0: pass, 77: skipped (a
tool is missing), anything else: fail.
"""
import argparse
import glob
import os
import shutil
import subprocess
import sys

SKIP = 77


class Failure(Exception):
    pass


class Context:
    def __init__(self, args):
        self.bin = os.path.abspath(args.bin)
        self.driver = os.path.join(self.bin, 'acc2c-gfortran')
        self.cdriver = os.path.join(self.bin, 'acc2c-gcc')
        self.build_root = os.path.abspath(args.build_root)
        self.source = os.path.abspath(args.source)
        self.work = os.path.abspath(args.work)
        self.cmake = args.cmake
        self.ninja = args.ninja
        self.make = args.make
        self.tmp = os.path.join(self.work, 'tmp')
        self.env = {k: v for k, v in os.environ.items()
                    if k not in ('ACC2C_FC', 'ACC2C_CC', 'ACC2C_KEEP', 'FC', 'FFLAGS',
                                 'CC', 'CFLAGS', 'CPPFLAGS', 'MAKEFLAGS',
                                 'CMAKE_GENERATOR', 'CMAKE_PREFIX_PATH')}
        self.env['TMPDIR'] = self.tmp
        self.env['ACC2C_BACKEND'] = 'host'

    def run(self, cmd, cwd=None, env=None, expect_ok=True):
        r = subprocess.run(cmd, cwd=cwd or self.work, env=env or self.env,
                           capture_output=True, text=True)
        if expect_ok and r.returncode != 0:
            raise Failure(f'{" ".join(cmd)} exited {r.returncode}\n'
                          f'--- stdout\n{r.stdout}--- stderr\n{r.stderr}')
        return r

    def copy(self, name, dest=None):
        """Copies tests/driver/NAME into the work directory."""
        dest = os.path.join(self.work, dest or name)
        shutil.copytree(os.path.join(self.source, name), dest)
        return dest

    def expect_output(self, exe, expected_file, cwd=None):
        r = self.run([exe], cwd=cwd)
        want = open(os.path.join(self.source, expected_file)).read()
        if r.stdout != want:
            raise Failure(f'{exe}: output differs\n--- expected\n{want}--- got\n{r.stdout}')

    def expect_scratch_gone(self):
        left = [f for f in os.listdir(self.tmp)
                if f.startswith(('acc2c-gfortran', 'acc2c-gcc'))]
        if left:
            raise Failure(f'scratch directories left in TMPDIR: {left}')


def check(condition, message):
    if not condition:
        raise Failure(message)


# (a) make FC=acc2c-gfortran: separate -c steps with -J, then the link.
def test_make(c):
    if not c.make:
        return SKIP
    project = c.copy('project')
    c.run([c.make, f'FC={c.driver}'], cwd=project)
    c.expect_output(os.path.join(project, 'prog'), 'project/expected.txt')
    # gfortran's .mod where -J says. field.f90 has no directive, so acc2c
    # did not parse it and wrote no Flang module file for it; stage.f90,
    # which uses it, read gfortran's, converted in .acc2c-mod beside it
    # (docs/foreign-modules.md, "Files without directives").
    check(os.path.exists(os.path.join(project, 'mod', 'field.mod')), 'no mod/field.mod')
    check(not os.path.exists(os.path.join(project, 'mod', '.acc2c-mod', 'field.mod')),
          'a Flang module file was written for a file without directives')
    converted = glob.glob(os.path.join(project, 'mod', '.acc2c-mod', 'gfortran', 'field-*',
                                       'field.mod'))
    check(len(converted) == 1, 'gfortran\'s field.mod was not converted in mod/.acc2c-mod')
    check(open(converted[0], encoding='utf-8-sig', errors='replace').read().startswith('!mod$'),
          f'{converted[0]} is not a Flang module file')
    c.expect_scratch_gone()


# (b) CMake with CMAKE_Fortran_COMPILER=acc2c-gfortran: identification (as
# GNU), the module in a library of its own, a preprocessed main.
def cmake_project(c, generator, program):
    if not program:
        return SKIP
    build = os.path.join(c.work, 'build')
    r = c.run([c.cmake, '-S', os.path.join(c.source, 'project'), '-B', build,
               '-G', generator, f'-DCMAKE_MAKE_PROGRAM={program}',
               f'-DCMAKE_Fortran_COMPILER={c.driver}'])
    check('The Fortran compiler identification is GNU' in r.stdout,
          f'CMake did not identify acc2c-gfortran as GNU:\n{r.stdout}')
    cache = open(os.path.join(build, 'CMakeCache.txt')).read()
    check(f'CMAKE_Fortran_COMPILER:FILEPATH={c.driver}' in cache
          or f'CMAKE_Fortran_COMPILER:UNINITIALIZED={c.driver}' in cache
          or c.driver in cache, 'CMake does not use acc2c-gfortran')
    c.run([c.cmake, '--build', build, '--verbose'])
    c.expect_output(os.path.join(build, 'prog'), 'project/expected.txt')
    # A second build has nothing to do (dependency files name real sources).
    r = c.run([c.cmake, '--build', build, '--verbose'])
    check('acc2c-gfortran' not in r.stdout, f'the second build compiled again:\n{r.stdout}')
    c.expect_scratch_gone()


def test_cmake_ninja(c):
    return cmake_project(c, 'Ninja', c.ninja)


def test_cmake_make(c):
    return cmake_project(c, 'Unix Makefiles', c.make)


# (c) find_package(acc2c) from the build tree.
def consumer(c, prefix):
    build = os.path.join(c.work, 'consumer-build')
    r = c.run([c.cmake, '-S', os.path.join(c.source, 'consumer'), '-B', build,
               f'-DCMAKE_PREFIX_PATH={prefix}'] +
              ([f'-DCMAKE_MAKE_PROGRAM={c.make}'] if c.make else []))
    check(f'acc2c 0.1' in r.stdout, f'no acc2c version in the configure output:\n{r.stdout}')
    c.run([c.cmake, '--build', build])
    c.expect_output(os.path.join(build, 'c_probe'), 'consumer/c_probe.expected')
    c.expect_output(os.path.join(build, 'f_probe'), 'consumer/f_probe.expected')


def test_find_package_build(c):
    if not c.make:
        return SKIP
    consumer(c, c.build_root)


# ... and from an install, moved after installing (relocatable), with the
# installed acc2c-gfortran and acc2c-gcc building the make projects too.
def test_find_package_install(c):
    if not c.make:
        return SKIP
    staged = os.path.join(c.work, 'staged')
    c.run([c.cmake, '--install', c.build_root, '--prefix', staged])
    prefix = os.path.join(c.work, 'moved')
    os.rename(staged, prefix)
    consumer(c, prefix)
    project = c.copy('project')
    c.run([c.make, f'FC={os.path.join(prefix, "bin", "acc2c-gfortran")}'], cwd=project)
    c.expect_output(os.path.join(project, 'prog'), 'project/expected.txt')
    r = c.run(['ldd', os.path.join(project, 'prog')], expect_ok=False)
    check(f'libacc2c_rt.so => {prefix}/' in r.stdout,
          f'the installed driver did not link the installed shim:\n{r.stdout}')
    # The installed acc2c-gcc, as make CC=...
    cproject = c.copy('c-project')
    c.run([c.make, f'CC={os.path.join(prefix, "bin", "acc2c-gcc")}'], cwd=cproject)
    c.expect_output(os.path.join(cproject, 'prog'), 'c-project/expected.txt')
    r = c.run(['ldd', os.path.join(cproject, 'prog')], expect_ok=False)
    check(f'libacc2c_rt.so => {prefix}/' in r.stdout,
          f'the installed acc2c-gcc did not link the installed shim:\n{r.stdout}')


# (d) A malformed directive: acc2c's diagnostic, a failure, no object.
def test_bad_input(c):
    bad = c.copy('bad')
    r = c.run([c.driver, '-c', 'bad_directive.f90'], cwd=bad, expect_ok=False)
    check(r.returncode != 0, 'acc2c-gfortran succeeded on a malformed directive')
    check('bad_directive.f90:6:' in r.stderr and 'error' in r.stderr and 'bogus' in r.stderr,
          f'no acc2c diagnostic on stderr:\n{r.stderr}')
    check(not os.path.exists(os.path.join(bad, 'bad_directive.o')), 'an object was written')
    # A stale object of an earlier build goes, as with gcc.
    stale = os.path.join(bad, 'stale.o')
    open(stale, 'w').write('stale')
    r = c.run([c.driver, '-c', 'bad_directive.f90', '-o', 'stale.o'], cwd=bad, expect_ok=False)
    check(r.returncode != 0 and not os.path.exists(stale), 'the stale object stayed')
    # Compile and link in one: no executable.
    r = c.run([c.driver, 'bad_directive.f90', '-o', 'bad'], cwd=bad, expect_ok=False)
    check(r.returncode != 0 and not os.path.exists(os.path.join(bad, 'bad')),
          'an executable was written')
    c.expect_scratch_gone()


# (e) --keep and ACC2C_KEEP=1 leave the translation beside the object.
def test_keep(c):
    project = c.copy('project')
    c.run([c.driver, '-c', 'field.f90'], cwd=project)
    os.mkdir(os.path.join(project, 'obj'))
    r = c.run([c.driver, '--keep', '-c', 'stage.f90', '-o', 'obj/stage.o'], cwd=project)
    kept = os.path.join(project, 'obj', 'stage.acc2c.f90')
    check(os.path.exists(kept), f'no {kept}')
    check('obj/stage.acc2c.f90' in r.stderr, f'the driver did not say where:\n{r.stderr}')
    check('use acc2c_runtime' in open(kept).read(), 'the kept file is not a translation')
    check(os.path.exists(os.path.join(project, 'obj', 'stage.o')), 'no object')
    # The environment variable, compiling and linking in one command.
    env = dict(c.env, ACC2C_KEEP='1')
    c.run([c.driver, 'field.o', 'stage.f90', 'main.F90', '-o', 'obj/prog'], cwd=project, env=env)
    for name in ('stage.acc2c.f90', 'main.acc2c.f90'):
        check(os.path.exists(os.path.join(project, 'obj', name)), f'no obj/{name}')
    c.expect_output(os.path.join(project, 'obj', 'prog'), 'project/expected.txt')
    # Without either, nothing stays.
    c.run([c.driver, '-c', 'main.F90'], cwd=project)
    check(not os.path.exists(os.path.join(project, 'main.acc2c.f90')), 'kept without --keep')
    c.expect_scratch_gone()


# (f) Fixed form (.f) and preprocessed free form (.F90) with -DNAME=VALUE,
# compiled and linked in one command.
def test_forms(c):
    forms = c.copy('forms')
    c.run([c.driver, '-O1', '-DSCALE=3', 'fixed.f', 'cond.F90', '-o', 'forms'], cwd=forms)
    c.expect_output(os.path.join(forms, 'forms'), 'forms/expected.txt')
    c.expect_scratch_gone()


# The command line itself: --version, -v, -###, errors.
def test_cli(c):
    r = c.run([c.driver, '--version'])
    first = r.stdout.split('\n', 1)[0]
    check(first.startswith('GNU Fortran'), f'--version does not start as gfortran\'s: {first}')
    check('acc2c-gfortran' in r.stdout, f'--version does not name acc2c-gfortran:\n{r.stdout}')
    r = c.run([c.driver, '-v'])
    check('acc2c-gfortran' in r.stderr and 'gcc version' in r.stderr,
          f'-v without inputs:\n{r.stderr}')
    project = c.copy('project')
    r = c.run([c.driver, '-###', '-c', 'field.f90'], cwd=project)
    check('acc2c' in r.stderr and '"-c"' in r.stderr and 'field.o' in r.stderr,
          f'-### printed:\n{r.stderr}')
    check(not os.path.exists(os.path.join(project, 'field.o')) and
          not os.path.exists(os.path.join(project, '.acc2c-mod')), '-### ran something')
    r = c.run([c.driver, '-v', '-c', 'field.f90'], cwd=project)
    check('--emit=source' in r.stderr and '-ffree-form' in r.stderr,
          f'-v did not print the commands:\n{r.stderr}')
    r = c.run([c.driver, '-c', 'field.f90', 'stage.f90', '-o', 'x.o'], cwd=project,
              expect_ok=False)
    check(r.returncode != 0 and "cannot specify '-o'" in r.stderr, f'-o -c two files:\n{r.stderr}')
    r = c.run([c.driver, '-c', 'missing.f90'], cwd=project, expect_ok=False)
    check(r.returncode != 0 and 'missing.f90' in r.stderr, f'a missing source:\n{r.stderr}')
    env = dict(c.env, ACC2C_FC='no-such-fortran-compiler')
    r = c.run([c.driver, '-c', 'field.f90'], cwd=project, env=env, expect_ok=False)
    check(r.returncode != 0 and 'no-such-fortran-compiler' in r.stderr,
          f'ACC2C_FC naming nothing:\n{r.stderr}')
    # -E goes to gfortran as it is, with _OPENACC defined as acc2c defines it.
    r = c.run([c.driver, '-E', 'main.F90'], cwd=project)
    check("'compiled for OpenACC'" in r.stdout and 'without OpenACC' not in r.stdout,
          f'-E output:\n{r.stdout}')
    c.expect_scratch_gone()


# acc2c-gcc's command line: --version, -v, -###, -E, errors. Nothing here
# translates a source.
def test_c_cli(c):
    r = c.run([c.cdriver, '--version'])
    first = r.stdout.split('\n', 1)[0]
    check(first.startswith('gcc'), f'--version does not start as gcc\'s: {first}')
    check('acc2c-gcc' in r.stdout and 'C compiler' in r.stdout,
          f'--version does not name acc2c-gcc:\n{r.stdout}')
    r = c.run([c.cdriver, '--help'])
    check('ACC2C_CC' in r.stdout, f'--help:\n{r.stdout}')
    r = c.run([c.cdriver, '-v'])
    check('acc2c-gcc' in r.stderr and 'gcc version' in r.stderr,
          f'-v without inputs:\n{r.stderr}')
    project = c.copy('c-project')
    r = c.run([c.cdriver, '-###', '-O2', '-DX=1', '-c', 'scale.c'], cwd=project)
    shim_include = os.path.join(c.build_root, 'include', 'acc2c')
    for arg in ('--emit=source', '--extra-arg=-DX=1', '-fopenmp', '-D_OPENACC=202211',
                f'-I{shim_include}', '-O2', '-c', 'scale.o'):
        check(f'"{arg}"' in r.stderr, f'-### printed no "{arg}":\n{r.stderr}')
    check(not os.path.exists(os.path.join(project, 'scale.o')), '-### ran something')
    r = c.run([c.cdriver, '-###', 'scale.c', 'main.c', '-o', 'prog'], cwd=project)
    check('"-lacc2c_rt"' in r.stderr and f'-Wl,-rpath,{c.build_root}/lib' in r.stderr,
          f'-### of a link:\n{r.stderr}')
    r = c.run([c.cdriver, '-c', 'scale.c', 'main.c', '-o', 'x.o'], cwd=project,
              expect_ok=False)
    check(r.returncode != 0 and "acc2c-gcc: error: cannot specify '-o'" in r.stderr,
          f'-o -c two files:\n{r.stderr}')
    r = c.run([c.cdriver, '-c', 'missing.c'], cwd=project, expect_ok=False)
    check(r.returncode != 0 and 'missing.c' in r.stderr, f'a missing source:\n{r.stderr}')
    open(os.path.join(project, 'notc.txt'), 'w').write('int x;\n')
    r = c.run([c.cdriver, '-x', 'c', '-c', 'notc.txt'], cwd=project, expect_ok=False)
    check(r.returncode != 0 and 'acc2c-gcc: error: notc.txt' in r.stderr and
          not os.path.exists(os.path.join(project, 'notc.o')), f'-x c notc.txt:\n{r.stderr}')
    r = c.run([c.cdriver, '-x', 'c', '-c', '-'], cwd=project, expect_ok=False)
    check(r.returncode != 0 and 'standard input' in r.stderr, f'-c -:\n{r.stderr}')
    env = dict(c.env, ACC2C_CC='no-such-c-compiler')
    r = c.run([c.cdriver, '-c', 'scale.c'], cwd=project, env=env, expect_ok=False)
    check(r.returncode != 0 and 'no-such-c-compiler' in r.stderr and 'ACC2C_CC' in r.stderr,
          f'ACC2C_CC naming nothing:\n{r.stderr}')
    # -E goes to gcc as it is, with _OPENACC defined as acc2c defines it and
    # <openacc.h> from the shim.
    r = c.run([c.cdriver, '-E', 'main.c'], cwd=project)
    check('"_OPENACC=%d\\n", 202211)' in r.stdout and 'undefined' not in r.stdout,
          f'-E output:\n{r.stdout[-2000:]}')
    r = subprocess.run([c.cdriver, '-E', '-P', '-x', 'c', '-'], input='_OPENACC\n',
                       cwd=project, env=c.env, capture_output=True, text=True)
    check(r.returncode == 0 and r.stdout.strip() == '202211', f'-E -:\n{r.stdout}{r.stderr}')
    c.expect_scratch_gone()


# (i) Device kernels (docs/gpu.md): -foffload=nvptx-none makes acc2c write
# kernels and gcc/gfortran compile them for nvptx with acc2c's default
# options unless the user gives -foffload-options; both projects build with
# make (FC/CC=driver, FFLAGS/CFLAGS with -foffload), carry PTX, and print
# their expected output with the kernels in libgomp's host fallback.
def test_offload(c):
    if not c.make:
        return SKIP
    project = c.copy('project')
    r = c.run([c.driver, '-###', '-foffload=nvptx-none', '-c', 'field.f90'], cwd=project)
    for arg in ('--offload=nvptx-none', '-foffload=nvptx-none',
                '-foffload-options=nvptx-none=-misa=sm_80 -lm -latomic -lgfortran'):
        check(f'"{arg}"' in r.stderr, f'-### printed no "{arg}":\n{r.stderr}')
    r = c.run([c.driver, '-###', '-foffload=nvptx-none', 'field.f90', '-o', 'prog'], cwd=project)
    check('"-Wl,-z,notext"' in r.stderr, f'the offload link has no -z notext:\n{r.stderr}')
    r = c.run([c.driver, '-###', '-foffload=nvptx-none', '-foffload-options=-misa=sm_90',
               '-c', 'field.f90'], cwd=project)
    check('sm_80' not in r.stderr and '"-foffload-options=-misa=sm_90"' in r.stderr,
          f'the user\'s -foffload-options did not replace the defaults:\n{r.stderr}')
    r = c.run([c.driver, '-###', '-foffload=nvptx-none', '-foffload=disable', '-c', 'field.f90'],
              cwd=project)
    check('--offload' not in r.stderr, f'-foffload=disable last still offloads:\n{r.stderr}')
    # OpenACC kernels (acc2c-gcc): the translation compiled twice, the
    # kernels' object weakened, the host's stripped of device code, both
    # merged into the one object asked for; its dependency file names the
    # source and that object.
    src = c.copy('c-project', 'c-project-openacc')
    r = c.run([c.cdriver, '-###', '-foffload=nvptx-none', '--device-kernels=openacc', '-MMD',
               '-c', 'scale.c', '-o', 'scale.o'], cwd=src)
    for piece in ('"--device-kernels=openacc"', '"-fno-openmp" "-fopenacc" "-w" '
                  '"-DACC2C_DEVICE_KERNELS"', '"--weaken"', '"-MF" "scale.d" "-MT" "scale.o"',
                  '"--wildcard" "--remove-section=.gnu.offload_*"',
                  '"-r" "-nostdlib" "-foffload=disable"'):
        check(piece in r.stderr, f'--device-kernels=openacc: no {piece}:\n{r.stderr}')
    c.run([c.cdriver, '-foffload=nvptx-none', '--device-kernels=openacc', '-MMD', '-c',
           'scale.c', '-o', 'scale.o'], cwd=src)
    deps = open(os.path.join(src, 'scale.d')).read()
    target, _, prerequisites = deps.partition(':')
    # (gcc breaks the lines where its paths are long.)
    check(target == 'scale.o' and prerequisites.replace('\\\n', ' ').split()[0] == 'scale.c',
          f'--device-kernels=openacc: scale.d:\n{deps}')
    # Fortran: the kernels are a file of their own beside the translation,
    # compiled with -fopenacc and merged the same way.
    r = c.run([c.driver, '-###', '-foffload=nvptx-none', '--device-kernels=openacc', '-c',
               'field.f90'], cwd=project)
    for piece in ('"--device-kernels=openacc" "--kernels-output=', '.acc2c.kernels.f90"',
                  '"-fno-openmp" "-fopenacc" "-w" "-c"', '"--weaken"', '"-r" "-nostdlib"'):
        check(piece in r.stderr, f'acc2c-gfortran --device-kernels=openacc: no {piece}:\n{r.stderr}')
    check('-DACC2C_DEVICE_KERNELS' not in r.stderr,
          f'acc2c-gfortran compiles its kernels\' file, not the translation again:\n{r.stderr}')
    # A compiler wrapper (mpif90) adds its libraries to a command that links:
    # the relocatable merge of the two objects runs the compiler behind it.
    wrapper = os.path.join(c.work, 'my-mpif90')
    open(wrapper, 'w').write(
        '#!/bin/sh\n'
        'if [ "$1" = --showme ]; then echo gfortran; exit 0; fi\n'
        'case " $* " in *" -c "*) exec gfortran "$@";; esac\n'
        'exec gfortran "$@" -lacc2c_no_such_wrapper_library\n')
    os.chmod(wrapper, 0o755)
    c.run([c.driver, '-foffload=nvptx-none', '--device-kernels=openacc', '-c', 'field.f90',
           '-o', 'wrapped.o'], cwd=project, env=dict(c.env, ACC2C_FC=wrapper))
    check(os.path.exists(os.path.join(project, 'wrapped.o')),
          'no object through a wrapper that adds libraries when it links')
    r = c.run([c.cdriver, '--device-kernels=cuda', '-c', 'scale.c'], cwd=src, expect_ok=False)
    check(r.returncode != 0, '--device-kernels=cuda was accepted')
    check("--device-kernels=cuda: the kernels are 'openmp' or 'openacc'" in r.stderr,
          f'--device-kernels=cuda:\n{r.stderr}')
    r = c.run([c.driver, '-foffload=amdgcn-amdhsa', '-c', 'field.f90'], cwd=project,
              expect_ok=False)
    check(r.returncode != 0 and 'nvptx-none only' in r.stderr,
          f'-foffload=amdgcn-amdhsa:\n{r.stderr}')
    # (The Fortran project has data constructs only: no kernel, no PTX, and
    # with --device-kernels=openacc an empty kernels' file for each source;
    # offload-project's kernel calls a routine of a module built apart.)
    builds = [('project', 'FC', c.driver, 'FFLAGS=-O2 -foffload=nvptx-none', False),
              ('offload-project', 'FC', c.driver, 'FFLAGS=-O2 -foffload=nvptx-none', True),
              ('c-project', 'CC', c.cdriver, 'CFLAGS=-O2 -Wall -foffload=nvptx-none', True),
              ('c-project', 'CC', c.cdriver,
               'CFLAGS=-O2 -Wall -foffload=nvptx-none --device-kernels=openacc', True),
              ('project', 'FC', c.driver,
               'FFLAGS=-O2 -foffload=nvptx-none --device-kernels=openacc', False)]
    openacc_prog = None
    for n, (name, variable, driver, flags, kernels) in enumerate(builds):
        project = c.copy(name, f'{name}-{n}') if n else project
        r = c.run([c.make, f'{variable}={driver}', flags], cwd=project)
        # gcc 12's offload table makes text relocations in any PIE: the
        # drivers link with -z notext, and the linker says nothing.
        check('DT_TEXTREL' not in r.stdout + r.stderr,
              f'{name}: the link warns about text relocations:\n{r.stderr}')
        prog = os.path.join(project, 'prog')
        image = open(prog, 'rb').read()
        check((b'.target\tsm_80' in image or b'.target sm_80' in image) == kernels,
              f'{name}: the program carries PTX: {not kernels}')
        c.expect_output(prog, f'{name}/expected.txt')
        if name == 'c-project' and 'openacc' in flags:
            openacc_prog = prog
    # ACC2C_HOST_KERNELS=1: the OpenACC kernels themselves run, in libgomp's
    # host fallback, on the host backend's device copies.
    r = c.run([openacc_prog], env=dict(c.env, ACC2C_HOST_KERNELS='1', ACC2C_LOG='1'))
    check("kernel in libgomp's host fallback" in r.stderr and
          r.stdout == open(os.path.join(c.source, 'c-project/expected.txt')).read(),
          f'ACC2C_HOST_KERNELS=1:\n--- stdout\n{r.stdout}--- stderr\n{r.stderr}')
    c.expect_scratch_gone()


# (j) Managed memory (docs/gpu.md): -gpu=managed (NVIDIA's spelling, and
# -ta=tesla:managed) links the program with --wrap for the allocation
# functions, so its heap is managed memory that regions use without data
# clauses; the flag never reaches gcc, and NVIDIA's other -gpu= suboptions
# are ignored with a warning. Without the flag the same programs stop with a
# runtime error naming the data and suggesting it (in C the first region
# whose data no inference maps: the pointers' sections that the loops
# subscript are mapped, as NVIDIA's compilers infer them, f->v's data is
# not); host-shared runs them.
# Built with -foffload=nvptx-none as well, they carry PTX and print the same;
# built by a Makefile written for NVIDIA's compilers (-fast -acc -Minfo=accel
# besides), too.
def test_managed(c):
    src = c.copy('managed')
    wrap = '"-Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free,' \
           '--wrap=aligned_alloc,--wrap=posix_memalign"'
    for flag in ('-gpu=managed', '-ta=tesla:managed', '-gpu=mem:managed'):
        r = c.run([c.cdriver, '-###', flag, 'laplace.c', '-o', 'prog'], cwd=src)
        check(wrap in r.stderr, f'{flag}: the link has no --wrap:\n{r.stderr}')
        check(flag not in r.stderr.replace(f"'{flag}'", ''),
              f'{flag} reached the compiler:\n{r.stderr}')
    r = c.run([c.cdriver, '-###', '-gpu=managed', '-c', 'laplace.c'], cwd=src)
    check('--wrap' not in r.stderr, f'a compile step got link options:\n{r.stderr}')
    r = c.run([c.cdriver, '-###', '-gpu=managed,nomanaged', 'laplace.c'], cwd=src)
    check('--wrap' not in r.stderr, f'nomanaged after managed still wraps:\n{r.stderr}')
    r = c.run([c.cdriver, '-###', '-gpu=cc80,managed', 'laplace.c'], cwd=src)
    check("'cc80' ignored" in r.stderr and wrap in r.stderr,
          f'-gpu=cc80,managed: no warning about cc80, or no --wrap:\n{r.stderr}')

    programs = [(c.cdriver, 'laplace.c', ['-lm'], 'expected-c.txt', 'name=f'),
                (c.driver, 'grid.f90', [], 'expected-f.txt', 'name=g%')]
    for driver, source, libs, expected, missing in programs:
        stem = os.path.splitext(source)[0]
        managed, plain = f'{stem}-managed', f'{stem}-plain'
        # With device kernels too (run here in libgomp's host fallback).
        c.run([driver, '-O1', '-gpu=managed', '-foffload=nvptx-none', source, '-o',
               managed + '-offload'] + libs, cwd=src)
        image = open(os.path.join(src, managed + '-offload'), 'rb').read()
        check(b'.target\tsm_80' in image or b'.target sm_80' in image,
              f'{source}: no PTX with -gpu=managed -foffload=nvptx-none')
        c.expect_output(os.path.join(src, managed + '-offload'), f'managed/{expected}')
        c.run([driver, '-O1', '-gpu=managed', source, '-o', managed] + libs, cwd=src)
        c.expect_output(os.path.join(src, managed), f'managed/{expected}')
        r = c.run([os.path.join(src, managed)], env=dict(c.env, ACC2C_LOG='1'))
        check('(managed)' in r.stderr, f'{source}: no mapping of managed data:\n{r.stderr}')
        c.run([driver, '-O1', source, '-o', plain] + libs, cwd=src)
        r = c.run([os.path.join(src, plain)], expect_ok=False)
        check(r.returncode != 0 and missing in r.stderr and '-gpu=managed' in r.stderr,
              f'{source} without -gpu=managed: no error naming {missing} '
              f'and suggesting -gpu=managed:\n{r.stderr}')
        r = c.run([os.path.join(src, plain)], env=dict(c.env, ACC2C_BACKEND='host-shared'))
        want = open(os.path.join(c.source, 'managed', expected)).read()
        check(r.stdout == want, f'{source} on host-shared:\n{r.stdout}')
    # The Makefile as written for NVIDIA's compilers (-fast -acc -ta=tesla:managed
    # -Minfo=accel), built unchanged with the drivers.
    if c.make:
        r = c.run([c.make, f'CC={c.cdriver}', f'LD={c.cdriver}', f'FC={c.driver}'], cwd=src)
        check("'-Minfo=accel' ignored" in r.stderr, f'no word about -Minfo=accel:\n{r.stderr}')
        c.expect_output(os.path.join(src, 'laplace'), 'managed/expected-c.txt')
        c.expect_output(os.path.join(src, 'grid'), 'managed/expected-f.txt')
    c.expect_scratch_gone()


# (k) More of NVIDIA's options that Makefiles written for nvc/nvfortran carry
# (the University of Tokyo's OpenACC+MPI lectures: -O3 -acc -Minfo=accel
# -ta=tesla,cc80, -mp for OpenMP; docs/applications.md): -mp[=gpu|multicore]
# is -fopenmp, -stdpar is ignored with a warning, -ta=tesla,LIST reads LIST
# as -ta=tesla:LIST does. nvc links libm by default, so acc2c-gcc does: a
# program calling sqrt links without -lm.
def test_nvidia_options(c):
    src = os.path.join(c.work, 'nvidia')
    os.makedirs(src)
    with open(os.path.join(src, 'x.f90'), 'w') as f:
        f.write('end\n')
    with open(os.path.join(src, 'norm.c'), 'w') as f:
        f.write('#include <math.h>\n#include <stdio.h>\n'
                'int main(int argc, char **argv) {\n'
                '  double s = 0, a[64];\n'
                '  for (int i = 0; i < 64; i++) a[i] = i + argc;\n'
                '#pragma acc parallel loop reduction(+:s) copyin(a)\n'
                '  for (int i = 0; i < 64; i++) s += a[i] * a[i];\n'
                '  printf("%.4f\\n", sqrt(s + argv[0][0] - argv[0][0]));\n'
                '  return 0;\n}\n')
    for flag in ('-mp', '-mp=gpu', '-mp=multicore'):
        r = c.run([c.cdriver, '-###', flag, 'norm.c', '-o', 'norm'], cwd=src)
        check('-fopenmp' in r.stderr and flag not in r.stderr.replace(f"'{flag}'", ''),
              f'{flag}: no -fopenmp, or {flag} reached gcc:\n{r.stderr}')
    for flag in ('-stdpar', '-stdpar=gpu', '-stdpar=multicore'):
        r = c.run([c.driver, '-###', flag, '-c', 'x.f90'], cwd=src)
        gfortran = [l for l in r.stderr.splitlines() if 'gfortran' in l and 'acc2c"' not in l]
        check('"--stdpar"' in r.stderr and 'ignored' not in r.stderr and
              not any(flag in l for l in gfortran), f'{flag}: not acc2c --stdpar:\n{r.stderr}')
    r = c.run([c.cdriver, '-###', '-ta=tesla,cc80', 'norm.c', '-o', 'norm'], cwd=src)
    check("'cc80' ignored" in r.stderr and "'-ta=tesla,cc80' ignored" not in r.stderr,
          f'-ta=tesla,cc80 not read as -ta=tesla:cc80:\n{r.stderr}')
    link = [l for l in r.stderr.splitlines() if '-lacc2c_rt' in l]
    check(link and link[-1].rstrip().rstrip('"').endswith('-lm'), f'the link does not end with -lm:\n{r.stderr}')
    c.run([c.cdriver, '-O3', '-acc', '-Minfo=accel', '-ta=tesla,cc80', '-mp', 'norm.c', '-o',
           'norm'], cwd=src)
    r = c.run([os.path.join(src, 'norm')])
    check(r.stdout == '299.0652\n', f'norm printed {r.stdout!r}')
    # nvfortran -r8 -Mextend: default REAL is 8 bytes and fixed-form lines run
    # to column 132, for acc2c as for gfortran: the region copies all 8 bytes
    # of each b(i) (a 4-byte copy fills half of each), and the copyin clause
    # past column 72 is read (a 72-column read drops it, and a(2) comes back
    # as 5 through the implicit copy).
    with open(os.path.join(src, 'wide.f'), 'w') as f:
        f.write('      program wide\n'
                '      real a(2), b(2)\n'
                '      integer i\n'
                '      a = 1\n'
                '      b = 1\n'
                '!$acc parallel loop copy(b)' + ' ' * 60 + 'copyin(a)\n'
                '      do i = 1, 2\n'
                '        a(i) = 5\n'
                '        b(i) = b(i) / 3 + i' + ' ' * 50 + ' + 100\n'
                '      end do\n'
                '      print \'(f20.15)\', b(2)\n'
                '      print \'(f4.1)\', a(2)\n'
                '      print *, kind(a)\n'
                '      end\n')
    c.run([c.driver, '-r8', '-Mextend', '-Mvect=simd', 'wide.f', '-o', 'wide'], cwd=src)
    r = c.run([os.path.join(src, 'wide')])
    check(r.stdout.split() == ['102.333333333333329', '1.0', '8'], f'wide printed {r.stdout!r}')
    # Sources written for nvfortran may have free-form lines past column 132
    # (a macro's expansion); -module DIR is -J DIR.
    r = c.run([c.driver, '-###', '-acc', '-module', 'mods', '-c', 'x.f90'], cwd=src)
    check('-ffree-line-length-none' in r.stderr and '"-J" "mods"' in r.stderr,
          f'-acc -module mods: no -ffree-line-length-none or -J mods:\n{r.stderr}')
    r = c.run([c.driver, '-###', '-c', 'x.f90'], cwd=src)
    check('-ffree-line-length-none' not in r.stderr, f'plain: line length changed:\n{r.stderr}')
    r = c.run([c.driver, '-###', '-freal-4-real-8', '-c', 'wide.f'], cwd=src, expect_ok=False)
    check(r.returncode != 0 and "'-freal-4-real-8' is not supported" in r.stderr,
          f'-freal-4-real-8 was accepted:\n{r.stderr}')


# -stdpar (NVIDIA's): each DO CONCURRENT outside compute constructs is one,
# working on the device copies the program's data directives made; built
# without it the same program computes on the host's copies, which its exit
# data overwrites. The inferred reduction is a warning naming reduce(+:s).
def test_stdpar(c):
    src = c.copy('stdpar')
    c.run([c.driver, '-O2', '-stdpar=gpu', 'cg.f90', '-o', 'cg'], cwd=src)
    c.expect_output(os.path.join(src, 'cg'), 'stdpar/expected.txt')
    r = c.run([c.driver, '-O2', '-stdpar', '-c', 'cg.f90', '-o', 'cg.o'], cwd=src)
    check("acc2c infers reduce(+:s)" in r.stderr, f'no warning for the inferred reduce:\n{r.stderr}')
    c.run([c.driver, '-O2', 'cg.f90', '-o', 'plain'], cwd=src)
    r = c.run([os.path.join(src, 'plain')])
    check('y(1:3):    0.000   0.000   0.000' in r.stdout,
          f'without -stdpar the loops should not reach the device copies:\n{r.stdout}')


# (g) CC=acc2c-gcc make: separate -c steps with -MMD, then the link; the
# region's data goes through the shim (ACC2C_LOG names it at the user's line).
def test_c_make(c):
    if not c.make:
        return SKIP
    project = c.copy('c-project')
    env = dict(c.env, CC=c.cdriver)
    r = c.run([c.make], cwd=project, env=env)
    check('acc2c-gcc' in r.stdout, f'make did not use acc2c-gcc:\n{r.stdout}')
    prog = os.path.join(project, 'prog')
    c.expect_output(prog, 'c-project/expected.txt')
    r = c.run([prog], env=dict(c.env, ACC2C_LOG='1'))
    check('name=a[0:n] at scale.c:5' in r.stderr,
          f'the region did not go through the shim:\n{r.stderr}')
    # The dependency files name the sources, not the translations.
    deps = open(os.path.join(project, 'scale.d')).read()
    check(deps.startswith('scale.o:') and ' scale.c' in deps and 'scale.h' in deps and
          '.acc2c.c' not in deps and c.tmp not in deps, f'scale.d:\n{deps}')
    # Nothing to do the second time; a changed header rebuilds both objects.
    r = c.run([c.make], cwd=project, env=env)
    check('acc2c-gcc' not in r.stdout, f'the second make compiled again:\n{r.stdout}')
    later = os.path.getmtime(os.path.join(project, 'prog')) + 10
    os.utime(os.path.join(project, 'scale.h'), (later, later))
    r = c.run([c.make], cwd=project, env=env)
    check('main.c' in r.stdout and 'scale.c' in r.stdout,
          f'scale.h changed, but make did not rebuild:\n{r.stdout}')
    c.expect_output(prog, 'c-project/expected.txt')
    c.expect_scratch_gone()


# (g2) An included file with a directive (a Fortran INCLUDE, a C header with
# a kernel) is in the translation in place of its include line, so the
# compiler of the translation never reads it: the dependency files must
# still name it, or make would not rebuild when it changes.
def test_inlined_includes(c):
    if not c.make:
        return SKIP
    project = c.copy('inlined-includes')
    env = dict(c.env, FC=c.driver, CC=c.cdriver)
    c.run([c.make], cwd=project, env=env)
    # fscale also prints the __FILE__ of an included file acc2c expanded:
    # its name as gfortran's preprocessor gives it (-Iinc), not the
    # absolute path of the directory the driver searched.
    for prog, expected in (('fscale', ['inc/report.inc', '110.0']), ('cscale', ['110.0'])):
        r = c.run([os.path.join(project, prog)])
        check(r.stdout.split() == expected, f'{prog} printed {r.stdout!r}, not {expected}')
    fdeps = open(os.path.join(project, 'scale.d')).read()
    cdeps = open(os.path.join(project, 'cscale.d')).read()
    # Named as gfortran and gcc name what they include (relative to the
    # directory they run in), with -MP's rule of its own.
    check(' inc/double.inc' in fdeps and '\ninc/double.inc:' in fdeps and c.tmp not in fdeps,
          f'scale.d:\n{fdeps}')
    check(' double.h' in cdeps and '\ndouble.h:' in cdeps and c.tmp not in cdeps,
          f'cscale.d:\n{cdeps}')
    r = c.run([c.make], cwd=project, env=env)
    check('acc2c-' not in r.stdout, f'the second make compiled again:\n{r.stdout}')
    # Triple instead of double: make rebuilds both programs from the
    # changed kernels.
    later = os.path.getmtime(os.path.join(project, 'cscale')) + 10
    for kernel in ('inc/double.inc', 'double.h'):
        path = os.path.join(project, kernel)
        text = open(path).read()
        check('= 2 * a' in text, f'{kernel} changed under the test')
        open(path, 'w').write(text.replace('= 2 * a', '= 3 * a'))
        os.utime(path, (later, later))
    r = c.run([c.make], cwd=project, env=env)
    check('scale.f90' in r.stdout and 'cscale.c' in r.stdout,
          f'the kernels changed, but make did not rebuild:\n{r.stdout}')
    for prog, expected in (('fscale', ['inc/report.inc', '165.0']), ('cscale', ['165.0'])):
        r = c.run([os.path.join(project, prog)])
        check(r.stdout.split() == expected, f'{prog} printed {r.stdout!r}, not {expected}')
    c.expect_scratch_gone()


# (h) CMake with CMAKE_C_COMPILER=acc2c-gcc (Ninja): identified as GNU,
# scale.c in a library of its own.
def test_c_cmake(c):
    if not c.ninja:
        return SKIP
    build = os.path.join(c.work, 'build')
    r = c.run([c.cmake, '-S', os.path.join(c.source, 'c-project'), '-B', build,
               '-G', 'Ninja', f'-DCMAKE_MAKE_PROGRAM={c.ninja}',
               f'-DCMAKE_C_COMPILER={c.cdriver}'])
    check('The C compiler identification is GNU' in r.stdout,
          f'CMake did not identify acc2c-gcc as GNU:\n{r.stdout}')
    c.run([c.cmake, '--build', build, '--verbose'])
    c.expect_output(os.path.join(build, 'prog'), 'c-project/expected.txt')
    r = c.run([c.cmake, '--build', build, '--verbose'])
    check('acc2c-gcc' not in r.stdout, f'the second build compiled again:\n{r.stdout}')
    c.expect_scratch_gone()


# (i) A malformed clause: Clang's file:line:col error (from acc2c), a
# failure, no object, no executable.
def test_c_bad_input(c):
    bad = c.copy('c-bad')
    r = c.run([c.cdriver, '-c', 'bad_clause.c'], cwd=bad, expect_ok=False)
    check(r.returncode != 0, 'acc2c-gcc succeeded on a malformed clause')
    # `#pragma acc parallel loop copy(a[0:n]) ` is 39 characters: bogus at 40.
    check("bad_clause.c:6:40: error: invalid OpenACC clause 'bogus'" in r.stderr,
          f'no Clang diagnostic on stderr:\n{r.stderr}')
    check(not os.path.exists(os.path.join(bad, 'bad_clause.o')), 'an object was written')
    stale = os.path.join(bad, 'stale.o')
    open(stale, 'w').write('stale')
    r = c.run([c.cdriver, '-c', 'bad_clause.c', '-o', 'stale.o'], cwd=bad, expect_ok=False)
    check(r.returncode != 0 and not os.path.exists(stale), 'the stale object stayed')
    r = c.run([c.cdriver, 'bad_clause.c', '-o', 'bad'], cwd=bad, expect_ok=False)
    check(r.returncode != 0 and not os.path.exists(os.path.join(bad, 'bad')),
          'an executable was written')
    # C++ is not translated: an error, not a build that drops the directives.
    r = c.run([c.cdriver, '-c', 'kernel.cpp'], cwd=bad, expect_ok=False)
    check(r.returncode != 0 and 'C++, CUDA and Objective-C sources are not translated' in r.stderr
          and not os.path.exists(os.path.join(bad, 'kernel.o')), f'kernel.cpp:\n{r.stderr}')
    # An output that names a source would replace it: refused, as by gcc.
    source = open(os.path.join(bad, 'bad_clause.c')).read()
    for command in ([c.cdriver, 'bad_clause.c', '-o', 'bad_clause.c'],
                    [os.path.join(c.bin, 'acc2c'), '--emit=source', 'bad_clause.c', '-o', './bad_clause.c']):
        r = c.run(command, cwd=bad, expect_ok=False)
        check(r.returncode != 0 and "input file 'bad_clause.c' is the same as output file"
              in r.stderr and open(os.path.join(bad, 'bad_clause.c')).read() == source,
              f'{command}:\n{r.stderr}')
    c.expect_scratch_gone()


# (j) -c/-o, -S, -fsyntax-only, -MD/-MF/-MT, gcc's warnings at the user's
# lines, -D/-U in order, --keep, $ACC2C_CC, objects and sources in one link.
def test_c_options(c):
    project = c.copy('c-project')
    options = c.copy('c-options', 'c-project/options')
    os.mkdir(os.path.join(project, 'obj'))
    c.run([c.cdriver, '-O1', '-c', 'scale.c', '-o', 'obj/scale.o', '-MD'], cwd=project)
    check(os.path.exists(os.path.join(project, 'obj', 'scale.o')), 'no obj/scale.o')
    deps = open(os.path.join(project, 'obj', 'scale.d')).read()
    check(deps.startswith('obj/scale.o:') and ' scale.c' in deps and 'scale.h' in deps and
          '.acc2c.c' not in deps, f'obj/scale.d:\n{deps}')
    c.run([c.cdriver, '-c', 'scale.c', '-MMD', '-MF', 'obj/s.d', '-MT', 'custom'], cwd=project)
    deps = open(os.path.join(project, 'obj', 's.d')).read()
    check(deps.startswith('custom:') and ' scale.c' in deps and '.acc2c.c' not in deps,
          f'obj/s.d:\n{deps}')
    # Objects and a source in one link.
    c.run([c.cdriver, 'obj/scale.o', 'main.c', '-o', 'prog'], cwd=project)
    c.expect_output(os.path.join(project, 'prog'), 'c-project/expected.txt')
    os.remove(os.path.join(project, 'scale.o'))
    c.run([c.cdriver, '-S', 'scale.c'], cwd=project)
    check(os.path.exists(os.path.join(project, 'scale.s')) and
          not os.path.exists(os.path.join(project, 'scale.o')), '-S')
    os.remove(os.path.join(project, 'scale.s'))
    c.run([c.cdriver, '-fsyntax-only', 'scale.c'], cwd=project)
    check(not [f for f in os.listdir(project) if f.startswith('scale.') and
               f not in ('scale.c', 'scale.h')], '-fsyntax-only wrote a file')
    # gcc's warnings on the translation: the user's file, line and column,
    # inside the region's body (line 5) and after it (line 11).
    r = c.run([c.cdriver, '-Wall', '-c', 'options/warn.c', '-o', 'obj/warn.o'], cwd=project)
    check("options/warn.c:5:9: warning: unused variable 'unused_in_region'"
          in r.stderr.replace('\u2018', "'").replace('\u2019', "'") and
          "options/warn.c:11:7: warning: unused variable 'unused_after'"
          in r.stderr.replace('\u2018', "'").replace('\u2019', "'") and
          '.acc2c.c' not in r.stderr, f'warnings:\n{r.stderr}')
    # -D and -U act in their order for acc2c (Clang) as for gcc: VALUE is 7.
    c.run([c.cdriver, '-DVALUE=5', '-UVALUE', '-DVALUE=7', 'options/macro.c', '-o', 'macro'],
          cwd=project)
    r = c.run([os.path.join(project, 'macro')])
    check(r.stdout == '7\n', f'macro printed {r.stdout!r}, not 7')
    # --keep: the translation beside the object, with the user's line numbers.
    r = c.run([c.cdriver, '--keep', '-c', 'scale.c', '-o', 'obj/kept.o'], cwd=project)
    kept = os.path.join(project, 'obj', 'scale.acc2c.c')
    check(os.path.exists(kept) and 'obj/scale.acc2c.c' in r.stderr,
          f'no {kept}, or not said:\n{r.stderr}')
    text = open(kept).read()
    pragmas = [l for l in text.splitlines() if l.strip().startswith('#pragma acc')]
    check(not pragmas and '#line' in text and '"scale.c"' in text,
          f'the kept file is not a translation:\n{text}')
    # $ACC2C_CC chooses the compiler: every compile and link goes through it.
    log = os.path.join(c.work, 'cc.log')
    wrapper = os.path.join(c.work, 'my-cc')
    open(wrapper, 'w').write(f'#!/bin/sh\necho "$@" >> {log}\nexec gcc "$@"\n')
    os.chmod(wrapper, 0o755)
    c.run([c.cdriver, 'scale.c', 'main.c', '-o', 'prog2'], cwd=project,
          env=dict(c.env, ACC2C_CC=wrapper))
    lines = open(log).read().splitlines()
    # First the driver asks the compiler which directories it adds, as a
    # wrapper (mpicc) would say; gcc behind my-cc answers neither question.
    probes = [l for l in lines if l in ('--showme', '-show')]
    check(lines[:len(probes)] == probes and len(probes) <= 2,
          f'{wrapper} was not asked for its directories first:\n' + '\n'.join(lines))
    lines = lines[len(probes):]
    shim_include = os.path.join(c.build_root, 'include', 'acc2c')
    check(len(lines) == 3 and all('-fopenmp' in l for l in lines) and
          all(f'-I{shim_include}' in l for l in lines[:2]) and '-lacc2c_rt' in lines[2],
          f'{wrapper} saw:\n' + '\n'.join(lines))
    c.expect_output(os.path.join(project, 'prog2'), 'c-project/expected.txt')
    c.expect_scratch_gone()


TESTS = {
    'cli': test_cli,
    'make': test_make,
    'cmake-ninja': test_cmake_ninja,
    'cmake-make': test_cmake_make,
    'find-package-build': test_find_package_build,
    'find-package-install': test_find_package_install,
    'bad-input': test_bad_input,
    'keep': test_keep,
    'forms': test_forms,
    'c-cli': test_c_cli,
    'c-make': test_c_make,
    'inlined-includes': test_inlined_includes,
    'c-cmake': test_c_cmake,
    'c-bad-input': test_c_bad_input,
    'c-options': test_c_options,
    'offload': test_offload,
    'managed': test_managed,
    'nvidia-options': test_nvidia_options,
    'stdpar': test_stdpar,
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--bin', required=True)
    ap.add_argument('--build-root', required=True)
    ap.add_argument('--source', required=True)
    ap.add_argument('--work', required=True)
    ap.add_argument('--cmake', default=shutil.which('cmake'))
    ap.add_argument('--ninja', default=shutil.which('ninja'))
    ap.add_argument('--make', default=shutil.which('make'))
    ap.add_argument('test', choices=sorted(TESTS))
    args = ap.parse_args()
    c = Context(args)
    shutil.rmtree(c.work, ignore_errors=True)
    os.makedirs(c.tmp)
    try:
        result = TESTS[args.test](c)
    except Failure as f:
        print(f'FAIL: {args.test}\n{f}')
        return 1
    if result == SKIP:
        print(f'SKIP: {args.test} (a tool it needs is missing)')
        return SKIP
    print(f'PASS: {args.test}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
