#!/usr/bin/env python3
"""On the GPU machine: the `gpu` label's programs that scripts/gpu/e2e_suite.sh
built, each with its kernels on the GPU (ACC2C_BACKEND=cuda,
OMP_TARGET_OFFLOAD=MANDATORY), --jobs at a time, judged as the e2e runners
judge them (expectation.py, carried beside this script); first the cuda
backend's own checks (CudaBackendCheck). Prints each failure and skip with
its reason, then `N passed, M failed, K skipped`; exits 1 on a failure.

With --backend=host the same programs run here, kernels in the host
fallback: a check of the suite itself.

usage: run_suite.py [--jobs 4] [--timeout 60] [--backend cuda|host]"""
import argparse
import concurrent.futures
import datetime
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import expectation  # noqa: E402

LABEL = {'passed': 'PASS', 'failed': 'FAIL', 'skipped': 'SKIP'}


def programs():
    for group in ('c', 'c-openacc', 'fortran', 'fortran-openacc', 'managed'):
        d = os.path.join(HERE, group)
        for name in sorted(os.listdir(d)) if os.path.isdir(d) else []:
            if not name.endswith(expectation.SIDECARS):
                yield os.path.join(group, name)


def run_one(program, env, timeout, backend):
    base = os.path.join(HERE, program)
    skipped = expectation.host_only(base, backend)
    if skipped:
        return expectation.Verdict(skipped=skipped)
    try:
        r = subprocess.run([base], capture_output=True, text=True, env=env, timeout=timeout,
                           cwd=HERE)
    except subprocess.TimeoutExpired:
        return expectation.Verdict(f'still running after {timeout} s')
    return expectation.judge(base, r.returncode, r.stdout, r.stderr, backend)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--jobs', type=int, default=4)
    ap.add_argument('--timeout', type=int, default=60)
    ap.add_argument('--backend', choices=('cuda', 'host'), default='cuda')
    args = ap.parse_args()
    env = dict(os.environ, ACC2C_BACKEND=args.backend, OMP_NUM_THREADS='4',
               LD_LIBRARY_PATH=HERE + ':' + os.environ.get('LD_LIBRARY_PATH', ''))
    print(datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%d %H:%M UTC'))
    failed = 0
    check = os.path.join(HERE, 'CudaBackendCheck')
    if args.backend == 'cuda':
        env['OMP_TARGET_OFFLOAD'] = 'MANDATORY'
        subprocess.run(['nvidia-smi', '--query-gpu=name,driver_version,memory.total',
                        '--format=csv,noheader'])
    if args.backend == 'cuda' and os.path.exists(check):
        failed += subprocess.run([check], env=env).returncode != 0
    counts = {'passed': 0, 'failed': failed, 'skipped': 0}
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        verdicts = {p: pool.submit(run_one, p, env, args.timeout, args.backend) for p in programs()}
        for program, future in verdicts.items():
            v = future.result()
            kind = 'failed' if v.failure else 'skipped' if v.skipped else 'passed'
            counts[kind] += 1
            if kind != 'passed' or v.note:
                print(f'{LABEL[kind]}: {program}')
                print('  ' + (v.failure or v.skipped or v.note)[:1500].replace('\n', '\n  '))
    print(f'{counts["passed"]} passed, {counts["failed"]} failed, {counts["skipped"]} skipped')
    return 1 if counts['failed'] else 0


if __name__ == '__main__':
    sys.exit(main())
