"""What an end-to-end program must do, shared by run_c.py, run_fortran.py and
the GPU suite (scripts/gpu/run_suite.py), which judge a run the same way.
Beside a program NAME:

  NAME.expected        its standard output; it exits 0
  NAME.expected-error  a line the runtime prints on stderr; it exits non-zero
  NAME.missing-wait    the program has a missing wait (one line: the bug):
                       .expected is what its author believed, printed where
                       queues complete at once; where they do not (the
                       deferred host queues, a GPU's streams) its output may
                       differ, and under ACC2C_ASYNC=deferred it must
  NAME.host-only       it cannot run with its data on a GPU (one line: why,
                       e.g. the host reads device memory, which only the
                       host backend allows): skipped on the cuda backend
  NAME.no-kernels      acc2c refuses to build it with device kernels (one
                       line: part of the error it must give then)

On a GPU a Fortran region whose body does input/output, or with OpenACC
kernels calls an OpenMP runtime routine, stops with the runtime's error
(gfortran has no device I/O; docs/gpu.md): such a run is skipped with that
reason, not failed."""
import os

HOST_ONLY_REGION = 'runs on the host (its body '
# The files beside a program that say what it must do (above).
SIDECARS = ('.expected', '.expected-error', '.missing-wait', '.host-only', '.no-kernels')


def host_only(base, backend):
    """Why the program is skipped on `backend`, or None."""
    if backend == 'cuda' and os.path.exists(base + '.host-only'):
        return open(base + '.host-only').read().strip()
    return None


def refused_with_kernels(base, offload):
    """The error acc2c must stop with when it builds the program with device
    kernels (`offload`), or None."""
    if offload and os.path.exists(base + '.no-kernels'):
        return open(base + '.no-kernels').read().strip()
    return None


class Verdict:
    """failure: why the run fails (None when it passes); skipped: why it
    proves nothing here; note: what a reader should know of a pass."""

    def __init__(self, failure=None, skipped=None, note=None):
        self.failure, self.skipped, self.note = failure, skipped, note


def judge(base, returncode, stdout, stderr, backend, deferred=False):
    """The verdict on one run of the program NAME (`base`: the path without
    suffix) on `backend`; `deferred`: ACC2C_ASYNC=deferred."""
    if backend == 'cuda' and returncode != 0 and HOST_ONLY_REGION in stderr:
        return Verdict(skipped='a region stays on the host: '
                               + stderr[stderr.index(HOST_ONLY_REGION):].split('\n')[0])
    if os.path.exists(base + '.expected-error'):
        want = open(base + '.expected-error').read().strip()
        if returncode == 0:
            return Verdict('expected a runtime error, the program exited 0')
        if want not in stderr:
            return Verdict(f'stderr lacks {want!r}:\n{stderr}')
        return Verdict()
    want = open(base + '.expected').read()
    if returncode != 0:
        return Verdict(f'exit {returncode}:\n{stderr}')
    if os.path.exists(base + '.missing-wait') and (deferred or backend == 'cuda'):
        bug = open(base + '.missing-wait').read().strip()
        shows = stdout != want
        if deferred and not shows:
            return Verdict(f'the missing wait stays hidden under ACC2C_ASYNC=deferred ({bug})')
        return Verdict(note=f'the missing wait {"shows" if shows else "stays hidden"} ({bug})')
    if stdout != want:
        return Verdict(f'output differs:\n--- expected\n{want}--- got\n{stdout}')
    return Verdict()


def run_all(sources, verdict_of):
    """The runners' loop: each source's verdict (`verdict_of`), printed as
    PASS, FAIL or SKIP with its reasons, then the count; the exit status."""
    failures = skipped = 0
    for s in sources:
        v = verdict_of(s)
        print(('FAIL: ' if v.failure else 'SKIP: ' if v.skipped else 'PASS: ')
              + os.path.basename(s.rstrip('/')))
        for line in (v.failure, v.skipped, v.note):
            if line:
                print('  ' + line.replace('\n', '\n  '))
        failures += bool(v.failure)
        skipped += bool(v.skipped)
    print(f'{len(sources) - failures - skipped} of {len(sources)} passed'
          + (f', {skipped} skipped' if skipped else ''))
    return 1 if failures else 0
