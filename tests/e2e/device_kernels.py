"""Device kernels in the end-to-end tests (docs/gpu.md), shared by run_c.py
and run_fortran.py: what gcc/gfortran get for them, the check that the
executable carries the kernels' PTX, and whether a GPU is usable here."""
import os
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
