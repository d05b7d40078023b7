#!/usr/bin/env python3
"""Programs using modules that gfortran built (docs/foreign-modules.md),
through acc2c-gfortran, run on the host backend.

  foreign_modules.py --bin BUILD/bin --work DIR CASE

CASE: library (a static library of our own built by plain gfortran), mpi,
mpi_f08, mpif_h (Open MPI's module, its F08 module and its mpif.h; one
rank), netcdf. Exit 0: pass, 77: skipped (the
library or its tools are not installed), anything else: fail.
"""
import argparse
import os
import shutil
import subprocess
import sys

SKIP = 77
HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'foreign')
# The library module is the lit test's own (tests/lit/foreign-modules/Inputs).
MYLIB = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'lit', 'foreign-modules',
                     'Inputs', 'mylib.f90')


def run(cmd, cwd, env):
    r = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=600)
    if r.returncode != 0:
        sys.exit(f'{" ".join(cmd)} exited {r.returncode}\n'
                 f'--- stdout\n{r.stdout}--- stderr\n{r.stderr}')
    return r


def tool_output(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=60).stdout.split()
    except (OSError, subprocess.SubprocessError):
        return None


def expect(out, name):
    with open(os.path.join(HERE, name + '.expected')) as f:
        expected = f.read()
    if out != expected:
        sys.exit(f'{name} printed\n{out}instead of\n{expected}')


def main():
    p = argparse.ArgumentParser()
    p.add_argument('--bin', required=True)
    p.add_argument('--work', required=True)
    p.add_argument('case', choices=['library', 'mpi', 'mpi_f08', 'mpif_h', 'netcdf'])
    a = p.parse_args()
    driver = os.path.join(os.path.abspath(a.bin), 'acc2c-gfortran')
    work = os.path.abspath(a.work)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(os.path.join(work, 'tmp'))
    env = {k: v for k, v in os.environ.items() if k not in ('ACC2C_FC', 'ACC2C_KEEP')}
    env['TMPDIR'] = os.path.join(work, 'tmp')
    env['ACC2C_BACKEND'] = 'host'

    if a.case == 'library':
        if not shutil.which('gfortran') or not shutil.which('ar'):
            return SKIP
        lib = os.path.join(work, 'lib')
        os.makedirs(lib)
        run(['gfortran', '-c', MYLIB], lib, env)
        run(['ar', 'rcs', 'libmylib.a', 'mylib.o'], lib, env)
        src = os.path.join(HERE, 'library_main.f90')
        run([driver, '-I', lib, src, '-o', 'prog', '-L', lib, '-lmylib'], work, env)
        # Again: the converted module comes from the cache.
        run([driver, '-I', lib, src, '-o', 'prog', '-L', lib, '-lmylib'], work, env)
        expect(run(['./prog'], work, env).stdout, 'library_main')
        return 0

    if a.case in ('mpi', 'mpi_f08', 'mpif_h'):
        if not shutil.which('mpif90'):
            return SKIP
        flags = tool_output(['mpif90', '--showme:compile'])
        dirs = [f[2:] for f in flags or [] if f.startswith('-I')]
        module = {'mpi': 'mpi.mod', 'mpi_f08': 'mpi_f08.mod', 'mpif_h': 'mpif.h'}[a.case]
        if not any(os.path.isfile(os.path.join(d, module)) for d in dirs):
            return SKIP
        # mpif90 compiles and links; acc2c is told where the modules are
        # (acc2c-gfortran does not ask the wrapper).
        env['ACC2C_FC'] = 'mpif90'
        name = a.case + '_main'
        includes = [f'-I{d}' for d in dirs]
        run([driver] + includes + [os.path.join(HERE, name + '.f90'), '-o', 'prog'], work, env)
        # One rank: a singleton MPI_Init, then mpirun where it can start.
        expect(run(['./prog'], work, env).stdout, name)
        mpirun = shutil.which('mpirun')
        if mpirun:
            extra = ['--allow-run-as-root', '--oversubscribe'] if os.geteuid() == 0 else []
            r = subprocess.run([mpirun] + extra + ['-n', '1', './prog'], cwd=work, env=env,
                               capture_output=True, text=True, timeout=300)
            if r.returncode == 0:
                expect(r.stdout, name)
        return 0

    if a.case == 'netcdf':
        fflags = tool_output(['nf-config', '--fflags']) if shutil.which('nf-config') else None
        flibs = tool_output(['nf-config', '--flibs']) if fflags is not None else None
        dirs = [f[2:] for f in fflags or [] if f.startswith('-I')]
        if not any(os.path.isfile(os.path.join(d, 'netcdf.mod')) for d in dirs):
            return SKIP
        run([driver] + fflags + [os.path.join(HERE, 'netcdf_main.f90'), '-o', 'prog'] + flibs,
            work, env)
        expect(run(['./prog'], work, env).stdout, 'netcdf_main')
        if not os.path.isfile(os.path.join(work, 'out.nc')):
            sys.exit('netcdf_main wrote no out.nc')
        return 0
    return 1


if __name__ == '__main__':
    sys.exit(main())
