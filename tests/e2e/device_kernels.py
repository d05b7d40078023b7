"""Device kernels in the end-to-end tests (docs/gpu.md), shared by run_c.py
and run_fortran.py: what gcc/gfortran get for them, the check that the
executable carries the kernels' PTX, and whether a GPU is usable here."""
import os
import re
import shutil
import subprocess

import expectation

# acc2c's marker of a kernel: the if clause of every target construct it writes.
KERNEL_MARK = 'if(target: acc2c_kernel_on_gpu('


def compiler_flags(offload, libraries='-lm -latomic'):
    """gcc's/gfortran's options for a translation compiled and linked in one
    command: device kernels for nvptx (what the drivers add for
    -foffload=nvptx-none, -z notext for the offload table's text
    relocations included), or host code only."""
    if not offload:
        return ['-foffload=disable']
    return ['-foffload=nvptx-none', f'-foffload-options=nvptx-none=-misa=sm_80 {libraries}',
            '-Wl,-z,notext']


def kernels_missing(offload, translations, exe, mark=KERNEL_MARK):
    """With device kernels, a program whose translation (or source) has
    kernels, `mark` in it, must carry their PTX; None or why not."""
    if not offload:
        return None
    if not any(mark in open(t).read() for t in translations):
        return None
    image = open(exe, 'rb').read()
    if b'.target\tsm_80' not in image and b'.target sm_80' not in image:
        return 'the executable carries no PTX for its kernels'
    return None


# What acc2c says of a construct it does not make an OpenACC kernel of yet.
OPENACC_REFUSAL = 'docs/gpu.md, "OpenACC kernels"'


def build_openacc_kernels(acc2c, driver, args, units, here, exe, libraries=()):
    """Through `driver` (acc2c-gcc or acc2c-gfortran beside acc2c)
    -foffload=nvptx-none --device-kernels=openacc `args`, the kernels
    compiled apart (docs/gpu.md), from the sources' own directory so that
    names in messages are plain: None or what went wrong."""
    r = subprocess.run([os.path.join(os.path.dirname(acc2c), driver),
                        '-foffload=nvptx-none', '--device-kernels=openacc'] + args
                       + [os.path.relpath(u, here) for u in units] + ['-o', exe]
                       + list(libraries), capture_output=True, text=True, cwd=here)
    if r.returncode != 0:
        return f'{driver} --device-kernels=openacc failed:\n{r.stderr}'
    # An executable with a kernel (acc2c_kernel_<hash>_<line>) carries its PTX.
    image = open(exe, 'rb').read()
    if re.search(rb'acc2c_kernel_[0-9a-f]{8,}_[0-9]', image) and \
            b'.target\tsm_80' not in image and b'.target sm_80' not in image:
        return 'the executable carries no PTX for its kernels'
    return None


def refused_openacc_kernels(problem):
    """--refused: the build (`problem`, build_openacc_kernels's answer) must
    have stopped with acc2c's error for what it does not translate that way
    yet."""
    if problem is None:
        return expectation.Verdict('built with --device-kernels=openacc, which it was expected '
                                   'to refuse: take it off the refused list')
    if OPENACC_REFUSAL not in problem or 'error:' not in problem:
        return expectation.Verdict(f'not refused with acc2c\'s error:\n{problem}')
    return expectation.Verdict(note='refused, as expected')


def run_built(exe, base, here, env, backend, build_into, openacc_kernels):
    """A program built: collected with its expectation (--build-into),
    skipped where it proves nothing on `backend`, or run and judged."""
    if build_into:
        collect(exe, base, build_into)
        return expectation.Verdict()
    skipped = expectation.host_only(base, backend)
    if skipped:
        return expectation.Verdict(skipped=skipped)
    return run_and_judge(exe, base, here, env, backend, openacc_kernels)


def run_and_judge(exe, base, here, env, backend, openacc_kernels):
    """Runs the program and judges it (expectation.py); OpenACC kernels on
    a host backend run twice: with the regions' host versions, and with their
    kernels in libgomp's host fallback on the backend's device copies
    (ACC2C_HOST_KERNELS)."""
    verdict = None
    for kernels in ([{}, {'ACC2C_HOST_KERNELS': '1'}] if openacc_kernels and backend != 'cuda'
                    else [{}]):
        r = subprocess.run([exe], capture_output=True, text=True, cwd=here,
                           env=dict(env, OMP_NUM_THREADS='4', **kernels,
                                    **run_environment(backend)))
        verdict = expectation.judge(base, r.returncode, r.stdout, r.stderr, backend,
                                    deferred=os.environ.get('ACC2C_ASYNC') == 'deferred')
        if verdict.failure or verdict.skipped:
            if kernels and verdict.failure:
                verdict.failure = 'with ACC2C_HOST_KERNELS=1: ' + verdict.failure
            return verdict
    return verdict


def add_openacc_arguments(ap, driver):
    ap.add_argument('--openacc-kernels', action='store_true',
                    help=f'device kernels as gcc OpenACC compute constructs, built by {driver} '
                         '-foffload=nvptx-none --device-kernels=openacc (beside --acc2c)')
    ap.add_argument('--refused', action='store_true',
                    help='with --openacc-kernels: the build must stop with acc2c\'s error for '
                         'what it does not make OpenACC kernels of yet')


def gpu_unusable(shim_has_cuda):
    """Why the programs cannot run on a GPU here, or None."""
    if shim_has_cuda.upper() in ('OFF', 'FALSE', '0', ''):
        return 'the shim was built without its cuda backend (no CUDA toolkit)'
    try:
        r = subprocess.run(['nvidia-smi', '-L'], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as e:
        return f'no NVIDIA driver (nvidia-smi: {e})'
    if r.returncode != 0 or 'GPU' not in r.stdout:
        return 'no usable NVIDIA GPU (nvidia-smi -L: ' + (r.stdout + r.stderr).strip() + ')'
    return None


def run_environment(backend):
    """The environment of a run: the shim's backend; on a GPU a kernel that
    does not run there is an error."""
    env = {'ACC2C_BACKEND': backend}
    if backend == 'cuda':
        env['OMP_TARGET_OFFLOAD'] = 'MANDATORY'
    return env


def collect(exe, base, into):
    """--build-into: the program and its expectation files (expectation.py)
    into `into`, to run on a GPU machine without the
    toolchain (scripts/gpu/e2e_suite.sh)."""
    os.makedirs(into, exist_ok=True)
    name = os.path.basename(exe)
    shutil.copy(exe, os.path.join(into, name))
    for suffix in expectation.SIDECARS:
        if os.path.exists(base + suffix):
            shutil.copy(base + suffix, os.path.join(into, name + suffix))
    return None


def add_arguments(ap):
    ap.add_argument('--offload', action='store_true',
                    help='device kernels: acc2c --offload=nvptx-none, built with gcc\'s '
                         'nvptx offload compiler; the kernels run in its host fallback here, '
                         'on the GPU with --backend=cuda')
    ap.add_argument('--backend', default='host', help='ACC2C_BACKEND for the runs')
    ap.add_argument('--shim-has-cuda', default='ON',
                    help='whether the shim was built with its cuda backend (CMake)')
    ap.add_argument('--build-into', metavar='DIR',
                    help='build each program into DIR with its expectation, run nothing')
