#!/usr/bin/env python3
"""Applications built through acc2c-gfortran / acc2c-gcc by their own Makefiles.

  run_app.py --bin BUILD/bin --source tests/apps --work DIR [--make MAKE]
             [--mutant | --mutate FILE OLD NEW ...] APP

Each application (tests/apps/APP/) is copied twice into DIR: one copy is
built plainly (gfortran/gcc or the MPI wrappers, directives ignored), the
other through the drivers in --bin (FC=acc2c-gfortran or CC=acc2c-gcc, with
ACC2C_FC/ACC2C_CC naming the wrapper where the application needs one), by
the application's Makefile unchanged. Both are run (MPI ones with mpirun
-np 2) and their output must agree, line by line, with the values a model
written here in Python computes from the application's meaning (and with
each other): integers and words exactly, floating-point numbers to a
relative 1e-9 (sums are taken in different orders).

--mutant applies the application's own deliberate bug (MUTANTS below: a
missing update, a copy that does not come back) to the acc2c copy, and
--mutate FILE OLD NEW another one; then the build and run must succeed and
the comparison must fail: the test proves it can see a wrong result.

Exit 0: pass, 77: skipped (MPI, netCDF or make is missing), else: fail.
"""
import argparse
import math
import os
import shutil
import subprocess
import sys

SKIP = 77
REL_TOL = 1e-9
ABS_TOL = 1e-12


class Failure(Exception):
    pass


class Skip(Exception):
    pass


# ---------------------------------------------------------------------------
# Models: what each application must print, computed independently.

def heat_model(ranks):
    """Jacobi on a 24 x 30 grid, edges top 1, bottom 0, left 0.5, right 0."""
    nx, ny, niter = 24, 30, 150
    u = [[0.0] * (ny + 2) for _ in range(nx + 2)]
    for j in range(ny + 2):
        u[0][j] = 1.0
    for i in range(1, nx + 1):
        u[i][0] = 0.5
    out = [['grid', nx, 'x', ny, 'ranks', ranks]]
    for it in range(1, niter + 1):
        new = [row[:] for row in u]
        res = 0.0
        for j in range(1, ny + 1):
            for i in range(1, nx + 1):
                v = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1])
                res += (v - u[i][j]) ** 2
                new[i][j] = v
        u = new
        if it == 1 or it % 50 == 0:
            out.append(['residual', it, math.sqrt(res)])
    out.append(['checksum', sum(u[i][j] for i in range(1, nx + 1) for j in range(1, ny + 1))])
    for i, j in ((1, 1), (5, 15), (12, 16), (24, 30)):
        out.append(['probe', i, j, u[i][j]])
    return out


def netcdf_model():
    nlon, nlat, ntime = 16, 8, 3
    lat = [-90.0 + (j - 0.5) * (180.0 / nlat) for j in range(1, nlat + 1)]

    def temp(i, j, k):
        return 280.0 - 0.25 * abs(lat[j - 1]) + 0.125 * k * i - (2.0 if i == j else 0.0)

    tsum = sum(temp(i, j, k) for i in range(1, nlon + 1) for j in range(1, nlat + 1)
               for k in range(1, ntime + 1))
    msum = sum(sum(temp(i, j, k) for k in range(1, ntime + 1)) / ntime
               for i in range(1, nlon + 1) for j in range(1, nlat + 1))
    return [['units', 'K'], ['temp_sum', tsum], ['tmean_sum', msum],
            ['temp_1_1_1', temp(1, 1, 1)], ['temp_3_3_2', temp(3, 3, 2)],
            ['temp_16_8_3', temp(16, 8, 3)],
            ['tmean_5_4', sum(temp(5, 4, k) for k in range(1, 4)) / 3],
            ['same_as_written', 'T']]


def particles_model():
    g, dt, wind, n, max_bounces = 9.75, 0.0625, (0.5, 0.0), 12, 3
    ps = [dict(x=0.0, y=20.0, vx=float(i - 6), vy=float(2 * i), m=i * 0.5, b=0)
          for i in range(1, n + 1)]

    def energy(p):
        return 0.5 * p['m'] * (p['vx'] ** 2 + p['vy'] ** 2) + p['m'] * g * p['y']

    out = [['energy0', sum(energy(p) for p in ps)], ['energy_p1', energy(ps[0])]]
    ax, ay = wind[0], wind[1] - g
    for _ in range(2):
        for p in ps:
            for _ in range(40):
                if p['b'] >= max_bounces:
                    break
                p['vx'] += ax * dt
                p['vy'] += ay * dt
                p['x'] += p['vx'] * dt
                p['y'] += p['vy'] * dt
                if p['y'] < 0.0:
                    p['y'] = -p['y']
                    p['vy'] = -0.5 * p['vy']
                    p['b'] += 1
    out += [['steps', 80], ['energy1', sum(energy(p) for p in ps)],
            ['top', max(p['y'] for p in ps)],
            ['mass_above', sum(p['m'] for p in ps if p['y'] > 10.0)],
            ['bounces'] + [p['b'] for p in ps]]
    for i in range(1, n + 1, 5):
        out.append(['particle', i, ps[i - 1]['x'], ps[i - 1]['y']])
    return out


def literal_args_model():
    n = 64
    f = {i: 0.0 for i in range(-1, n + 3)}
    for i in range(1, n + 1):
        f[i] = float(i)
    for w in (1, 2):                       # update_halo(f, 1), (f, width)
        for i in range(1, w + 1):
            f[1 - i] = f[n + 1 - i]
            f[n + i] = f[i]
    a = [float(i) for i in range(1, n + 1)]
    for s in (0.5, 0.5, 4.0):              # scale(a, n, 0.5), (.., half), (a, 64, 4.0)
        a = [s * v for v in a]
    b = [1.0] * n
    for alpha in (0.25, 0.5):              # axpy(b, a, n, 0.25), (b, a, 64, half)
        b = [y + alpha * x for y, x in zip(b, a)]
    for lo, hi, c in ((1, 4, -2.0), (n - 1, n, 100.0)):
        for i in range(lo, hi + 1):
            b[i - 1] = c
    x = [v * 3 + 1.0 for v in b]           # summarize(b, n, res)
    total = sum(x)
    for i in range(n // 2):
        x[i] = -x[i]
    loc = x.index(max(x)) + 1
    return [['halo', f[-1], f[0], f[n + 1], f[n + 2]],
            ['scaled', a[0], a[6], sum(a)],
            ['axpy', b[0], b[9], sum(b)],
            ['summary', total, float(loc), x[0], x[-1]]]


def included_parts_model():
    n, scale = 100, 2.0
    x = [float(i) for i in range(1, n + 1)]
    y = [1.0 + 0.5 * scale * v for v in x]          # vec_axpy(n, y, 0.5, x)
    y = [v / i for i, v in enumerate(y, 1)]          # vec_weigh: weights 1/i
    dot = sum(a * b for a, b in zip(x, y))           # vec_dot
    return [['axpy_weigh', y[0], y[9], y[n - 1]], ['dot', dot]]


# ---------------------------------------------------------------------------
# The applications.

APPS = {
    'mpi_heat_f90': dict(lang='fortran', mpi=True, exe='heat', model=lambda: heat_model(2),
                         plain={'FC': 'mpif90'}, acc={'ACC2C_FC': 'mpif90'}),
    'mpi_heat_c': dict(lang='c', mpi=True, exe='heat', model=lambda: heat_model(2),
                       plain={'CC': 'mpicc'}, acc={'ACC2C_CC': 'mpicc'}),
    'netcdf_out': dict(lang='fortran', netcdf=True, exe='netcdf_out', model=netcdf_model,
                       plain={'FC': 'gfortran'}, acc={}),
    'gfortran_lib': dict(lang='fortran', exe='throw', model=particles_model,
                         plain={'FC': 'gfortran'}, acc={}),
    'literal_args': dict(lang='fortran', exe='literal_args', model=literal_args_model,
                         plain={'FC': 'gfortran'}, acc={}),
    'included_parts': dict(lang='fortran', exe='included_parts', model=included_parts_model,
                           plain={'FC': 'gfortran'}, acc={}),
}

# One deliberate bug per application, in the acc2c copy only.
MUTANTS = {
    # The received halo columns never reach the device.
    'mpi_heat_f90': ('halo_mod.f90', '!$acc update device(f%u(1:nx, 0), f%u(1:nx, nloc+1))', ''),
    'mpi_heat_c': ('halo.c', '#pragma acc update device(u[1 : nx], u[(nloc + 1) * ld + 1 : nx])', ''),
    # The field is computed on the device but never copied out.
    'netcdf_out': ('grid_mod.f90', 'copyout(temp, tmean)', 'create(temp, tmean)'),
    # The integrated particles never come back to the host.
    'gfortran_lib': ('app/sim.f90', '!$acc parallel loop copy(p)', '!$acc parallel loop copyin(p)'),
    # The halo is filled on the device and never copied back.
    'literal_args': ('main.f90', '!$acc data copy(f)', '!$acc data copyin(f)'),
    # The loop in the nested include never runs on the device's y: y is
    # copied in only, so the axpy is lost.
    'included_parts': ('main.f90', '!$acc data copyin(x) copy(y)', '!$acc data copyin(x, y)'),
}


class Context:
    def __init__(self, args):
        self.bin = os.path.abspath(args.bin)
        self.fdriver = os.path.join(self.bin, 'acc2c-gfortran')
        self.cdriver = os.path.join(self.bin, 'acc2c-gcc')
        self.source = os.path.abspath(args.source)
        self.work = os.path.abspath(args.work)
        self.make = args.make or shutil.which('make')
        self.tmp = os.path.join(self.work, 'tmp')
        self.env = {k: v for k, v in os.environ.items()
                    if k not in ('ACC2C_FC', 'ACC2C_CC', 'ACC2C_KEEP', 'ACC2C_ASYNC', 'ACC2C_LOG',
                                 'FC', 'FFLAGS', 'CC', 'CFLAGS', 'CPPFLAGS', 'LDFLAGS',
                                 'LDLIBS', 'MAKEFLAGS', 'MFLAGS', 'MAKELEVEL')}
        self.env['ACC2C_BACKEND'] = 'host'
        # Two ranks on a small machine: a few region threads each.
        self.env.setdefault('OMP_NUM_THREADS', '2')

    def run(self, cmd, cwd, env=None, timeout=600, expect_ok=True):
        try:
            r = subprocess.run(cmd, cwd=cwd, env=env or self.env, capture_output=True,
                               text=True, timeout=timeout)
        except subprocess.TimeoutExpired as e:
            raise Failure(f'{" ".join(cmd)} timed out after {timeout} s\n'
                          f'--- stdout\n{e.stdout}--- stderr\n{e.stderr}')
        if expect_ok and r.returncode != 0:
            raise Failure(f'{" ".join(cmd)} (in {cwd}) exited {r.returncode}\n'
                          f'--- stdout\n{r.stdout}--- stderr\n{r.stderr}')
        return r

    def probe(self, cmd, text, suffix, what):
        """Compiles a tiny program with the plain tool chain; Skip if it cannot."""
        d = os.path.join(self.work, 'probe')
        os.makedirs(d, exist_ok=True)
        src = os.path.join(d, 'probe' + suffix)
        open(src, 'w').write(text)
        try:
            r = subprocess.run(cmd + [src, '-o', os.path.join(d, 'probe')], cwd=d,
                               env=self.env, capture_output=True, text=True, timeout=120)
        except (OSError, subprocess.SubprocessError) as e:
            raise Skip(f'{what}: {e}')
        if r.returncode != 0:
            raise Skip(f'{what}: {" ".join(cmd)} cannot build a probe:\n{r.stderr}')


def mpirun_command(c):
    mpirun = shutil.which('mpirun') or shutil.which('mpiexec')
    if not mpirun:
        raise Skip('no mpirun')
    try:
        version = subprocess.run([mpirun, '--version'], capture_output=True, text=True,
                                 timeout=60).stdout
    except (OSError, subprocess.SubprocessError) as e:
        raise Skip(f'mpirun --version: {e}')
    cmd = [mpirun]
    if 'Open MPI' in version or 'OpenRTE' in version:
        cmd += ['--oversubscribe']
        if os.geteuid() == 0:
            cmd += ['--allow-run-as-root']
    return cmd + ['-np', '2']


def prerequisites(c, name, app):
    if not c.make:
        raise Skip('no make')
    if app.get('mpi'):
        if app['lang'] == 'fortran':
            if not shutil.which('mpif90'):
                raise Skip('no mpif90')
            c.probe(['mpif90'], 'program p\nuse mpi\nend program\n', '.f90', 'use mpi')
        else:
            if not shutil.which('mpicc'):
                raise Skip('no mpicc')
            c.probe(['mpicc'], '#include <mpi.h>\nint main(void) { return 0; }\n', '.c',
                    '#include <mpi.h>')
        return mpirun_command(c)
    if app.get('netcdf'):
        if not shutil.which('nf-config'):
            raise Skip('no nf-config (netCDF-Fortran)')
        flags = subprocess.run(['nf-config', '--fflags'], capture_output=True,
                               text=True).stdout.split()
        libs = subprocess.run(['nf-config', '--flibs'], capture_output=True,
                              text=True).stdout.split()
        c.probe(['gfortran'] + flags,
                'program p\nuse netcdf\nprint *, nf90_noerr\nend program\n', '.f90',
                'use netcdf')
        # The link flags go after the source.
        c.probe(['sh', '-c', f'gfortran {" ".join(flags)} "$0" -o "$2" {" ".join(libs)}'],
                'program p\nuse netcdf\nprint *, trim(nf90_inq_libvers())\nend program\n',
                '.f90', 'linking netCDF-Fortran')
    if not shutil.which('gfortran' if app['lang'] == 'fortran' else 'gcc'):
        raise Skip('no gfortran/gcc')
    return []


# ---------------------------------------------------------------------------
# Output comparison.

def parse(text):
    return [line.split() for line in text.splitlines() if line.strip()]


def as_number(token):
    try:
        return int(token)
    except (ValueError, TypeError):
        pass
    try:
        return float(token)
    except (ValueError, TypeError):
        return None


def same_token(got, want):
    """got: a token of an output; want: a token of an output, or a model's value."""
    g = as_number(got)
    w = want if isinstance(want, (int, float)) else as_number(want)
    if isinstance(g, int) and isinstance(w, int):
        return g == w
    if g is not None and w is not None:
        return math.isclose(float(g), float(w), rel_tol=REL_TOL, abs_tol=ABS_TOL)
    return str(got) == str(want)


def differences(got, want):
    """Lines where got (tokens of the output) and want (a model or an output) differ."""
    diffs = []
    for k in range(max(len(got), len(want))):
        g = got[k] if k < len(got) else None
        w = want[k] if k < len(want) else None
        if g is None or w is None or len(g) != len(w) or not all(
                same_token(a, b) for a, b in zip(g, w)):
            diffs.append(f'  line {k + 1}: got {" ".join(map(str, g)) if g else "(none)"}; '
                         f'want {" ".join(map(str, w)) if w else "(none)"}')
    return diffs


# ---------------------------------------------------------------------------

def build_and_run(c, name, app, variant, launcher, edits=()):
    """Copies the app into work/VARIANT, applies edits, builds it with make, runs it."""
    d = os.path.join(c.work, variant)
    shutil.copytree(os.path.join(c.source, name), d)
    for file, old, new in edits:
        path = os.path.join(d, file)
        text = open(path).read()
        if old not in text:
            raise Failure(f'mutation: {file} has no {old!r}')
        open(path, 'w').write(text.replace(old, new))
    env = dict(c.env, TMPDIR=c.tmp)
    if variant == 'plain':
        env.update(app['plain'])
        tool = app['plain'].get('FC') or app['plain'].get('CC')
    else:
        env.update(app['acc'])
        if app['lang'] == 'fortran':
            env['FC'] = tool = c.fdriver
        else:
            env['CC'] = tool = c.cdriver
    r = c.run([c.make], d, env)
    if tool not in r.stdout:
        raise Failure(f'make in {variant} did not compile with {tool}:\n{r.stdout}')
    r = c.run(launcher + [os.path.join('.', app['exe'])], d, timeout=300)
    return d, r.stdout


def check_extra(c, name, d, variant):
    """What else a build must have left."""
    if name == 'netcdf_out':
        nc = os.path.join(d, 'field.nc')
        if not os.path.isfile(nc):
            raise Failure(f'{variant}: no field.nc')
        magic = open(nc, 'rb').read(4)
        if magic[:3] != b'CDF' and magic != b'\x89HDF':
            raise Failure(f'{variant}: field.nc is not a netCDF file ({magic!r})')
        ncdump = shutil.which('ncdump')
        if ncdump:
            r = c.run([ncdump, '-h', 'field.nc'], d)
            for want in ('temp(time, lat, lon)', 'temp:units = "K"', 'time = UNLIMITED',
                         'double tmean(lat, lon)'):
                if want not in r.stdout:
                    raise Failure(f'ncdump -h field.nc has no {want!r}:\n{r.stdout}')
    if name == 'gfortran_lib' and variant == 'acc2c':
        # The library's module came from gfortran's .mod, converted by acc2c.
        cache = os.path.join(d, 'app', '.acc2c-mod', 'gfortran')
        if not os.path.isdir(cache) or not any(e.startswith('phys_lib-') for e in os.listdir(cache)):
            raise Failure(f'no converted phys_lib module in {cache}')


def run_app(c, name, edits):
    app = APPS[name]
    launcher = prerequisites(c, name, app)
    want = app['model']()

    if edits:
        d, out = build_and_run(c, name, app, 'acc2c', launcher, edits)
        diffs = differences(parse(out), want)
        if not diffs:
            raise Failure('the mutant printed the right results: the test cannot see this bug\n'
                          f'--- output\n{out}')
        print(f'the mutant was caught:\n' + '\n'.join(diffs))
        return 0

    d, plain = build_and_run(c, name, app, 'plain', launcher)
    check_extra(c, name, d, 'plain')
    diffs = differences(parse(plain), want)
    if diffs:
        raise Failure('the plain build disagrees with the model (the model or the app is wrong):\n'
                      + '\n'.join(diffs) + f'\n--- output\n{plain}')
    d, out = build_and_run(c, name, app, 'acc2c', launcher)
    check_extra(c, name, d, 'acc2c')
    diffs = differences(parse(out), want)
    if diffs:
        raise Failure('the acc2c build printed wrong results:\n' + '\n'.join(diffs) +
                      f'\n--- output\n{out}')
    diffs = differences(parse(out), parse(plain))
    if diffs:
        raise Failure('the acc2c build and the plain build differ:\n' + '\n'.join(diffs))
    left = [f for f in os.listdir(c.tmp) if f.startswith(('acc2c-gfortran', 'acc2c-gcc'))]
    if left:
        raise Failure(f'the drivers left scratch directories in TMPDIR: {left}')
    print(out, end='')
    return 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--bin', required=True)
    ap.add_argument('--source', default=os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument('--work', required=True)
    ap.add_argument('--make')
    ap.add_argument('--mutant', action='store_true',
                    help="apply the app's own deliberate bug; the check must fail")
    ap.add_argument('--mutate', nargs=3, action='append', metavar=('FILE', 'OLD', 'NEW'),
                    default=[], help='apply this bug instead; the check must fail')
    ap.add_argument('app', choices=sorted(APPS))
    args = ap.parse_args()
    c = Context(args)
    shutil.rmtree(c.work, ignore_errors=True)
    os.makedirs(c.tmp)
    edits = [tuple(m) for m in args.mutate] or ([MUTANTS[args.app]] if args.mutant else [])
    label = args.app + (' (mutant)' if edits else '')
    try:
        run_app(c, args.app, edits)
    except Skip as s:
        print(f'SKIP: {label}: {s}')
        return SKIP
    except Failure as f:
        print(f'FAIL: {label}\n{f}')
        return 1
    print(f'PASS: {label}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
