#!/usr/bin/env python3
"""End-to-end C tests: translate with acc2c --emit=source, check that the
output keeps every line that is not a directive byte for byte under its own
line number (#line), compile with gcc -Wall -Wextra -Werror against the shim
(pkg-config), run on the host backend and judge the run by the program's
expectation files (expectation.py: NAME.expected, .expected-error,
.missing-wait, .host-only). A directory NAME/ of .c files and headers is one
program: each file is translated, and they are linked together."""
import argparse, os, re, subprocess, sys, tempfile

import device_kernels
import expectation
import tiled_loops

DIRECTIVE = re.compile(r'^\s*#\s*pragma\s+(acc|omp)\b')
MARKER = re.compile(r'^#line (\d+) "(.*)"$')
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')
# A region body reaches arrays and aggregates through a pointer to their
# device copy: acc2c writes each reference `a` as `(*a)`.
VIEW = re.compile(r'\(\*(\w+)\)')
# and calls a routine's device version, acc2c_device_f.
TWIN = re.compile(r'\bacc2c_device_(\w+)')
# and a private section of a pointer's data, t, as `(acc2c_pv_t - acc2c_pl_t)`.
PRIVATE_SECTION = re.compile(r'\(acc2c_pv_(\w+) - acc2c_pl_\w+\)')
# and a struct member with data of its own, c.arr, as `(*acc2c_c_arr)`.
MEMBER_VIEW = re.compile(r'\bacc2c_(\w+)')
MEMBER_PUNCTUATION = str.maketrans('.[]', '___')


# What a region body's questions about its device become (the region's own
# answer), read back as the user's calls.
DEVICE_QUERIES = [('(!acc2c_on_device)', 'omp_is_initial_device()'),
                  ('(acc2c_on_device ? ACC2C_OMP_DEVICE : ACC2C_OMP_INITIAL_DEVICE)',
                   'omp_get_device_num()'),
                  ('(acc2c_thread_limit_icv)', 'omp_get_thread_limit()'),
                  ('(ACC2C_OMP_INITIAL_DEVICE)', 'omp_get_initial_device()')]


# acc_on_device(dev) becomes the region's table of answers, indexed by dev.
ON_DEVICE_ANSWER = re.compile(r'acc2c_on_device_answer\[\((.*?)\)\]')


def normal(line):
    """The line as it compares: views, device versions, member views and
    device queries read as the user's names (punctuation of designators
    blurred on both sides alike); an #include by its file's name (one in an
    inlined header names the file by its path)."""
    m = INCLUDE.match(line)
    if m:
        return '#include "%s"' % os.path.basename(m.group(1))
    for translated, written in DEVICE_QUERIES:
        line = line.replace(translated, written)
    line = ON_DEVICE_ANSWER.sub(r'acc_on_device(\1)', line)
    line = PRIVATE_SECTION.sub(r'\1', line)
    line = MEMBER_VIEW.sub(r'\1', TWIN.sub(r'\1', VIEW.sub(r'\1', line)))
    return line.translate(MEMBER_PUNCTUATION)


def pragma_macros(original):
    """Names of the macros that expand to a _Pragma, directly or through
    another such macro, each with whether it takes arguments."""
    text = re.sub(r'\\\n', ' ', '\n'.join(original))
    defs = {name: (params != '', body) for name, params, body in
            re.findall(r'^\s*#\s*define\s+(\w+)(\([^)]*\))?(.*)$', text, re.M)}
    names, grown = {}, True
    while grown:
        grown = False
        for name, (function_like, body) in defs.items():
            if name not in names and ('_Pragma' in body or
                                      any(re.search(r'\b%s\b' % m, body) for m in names)):
                names[name] = function_like
                grown = True
    return names


def directive_lines(original):
    """Line numbers (1-based) of directive lines, continuations included: a
    #pragma, or a line that starts with _Pragma(...) or with a macro that
    expands to one (the rest of such a line is not compared)."""
    macros = pragma_macros(original)
    starts = re.compile(r'^\s*(_Pragma\s*\(|%s)' % '|'.join(
        [re.escape(m) + (r'\s*\(' if f else r'\b') for m, f in sorted(macros.items())] or
        [r'_Pragma\s*\(']))
    out, continued = set(), False
    for n, x in enumerate(original, 1):
        if DIRECTIVE.match(x) or starts.match(x) or continued:
            out.add(n)
            continued = x.rstrip().endswith('\\')
        else:
            continued = False
    return out


# A for statement: the loops of a tile clause (tiled_loops.py).
FOR_STATEMENT = re.compile(r'^\s*for\s*\(')


def tail_of(line, y):
    """Whether y is `line` with a start that ended a construct blanked out
    (the generated code sits between the two parts)."""
    k = len(y) - len(y.lstrip())
    return len(y) == len(line) and y[:k].strip() == '' and line[k:] == y[k:]


def inlined_headers(rewritten, name):
    """The headers whose text the output has in place of their #include
    (a header with directives, docs/architecture.md "Included files"): the
    files its `#line 1` markers name, other than `name`."""
    return sorted({m.group(2) for m in map(MARKER.match, rewritten.split('\n'))
                   if m and m.group(1) == '1' and m.group(2) not in (name, '<acc2c output>')})


def lines_kept(original, rewritten, declare, name, inlined=()):
    """Every non-directive line of the original (file `name`) appears in the
    output once, unchanged but for `(*a)`, at the line number the markers
    give it; markers that name another file (the output's own, before
    generated code, or an inlined header's) start generated lines. A
    `return` under a function's declare is rewritten to end the declare's
    data region first, and the #include of a header in `inlined` is that
    header's text."""
    a = original.split('\n')
    directives = directive_lines(a)
    here = os.path.dirname(name)
    inlined = {os.path.normpath(h) for h in inlined}

    def is_inlined(line):
        m = INCLUDE.match(line)
        return m is not None and os.path.normpath(os.path.join(here, m.group(1))) in inlined

    tiled = tiled_loops.tiled_loop_lines(a, directives, FOR_STATEMENT)
    want = [n for n in range(1, len(a) + 1)
            if n not in directives and n not in tiled
            and not (declare and re.search(r'\breturn\b', a[n - 1])) and not is_inlined(a[n - 1])]
    seen, cur, generated = [], 1, False
    copy = 0  # markers left in a routine's device version (a copy of user lines)
    for y in rewritten.split('\n'):
        m = MARKER.match(y)
        if y.startswith('/* acc2c: the device version of routine'):
            copy = 2
        if copy == 2 and m and m.group(2) != name:
            copy = 0  # a copy of another file's lines (an inlined header's)
        if m and m.group(2) != name:
            generated = True
            continue
        if copy:
            copy -= 1 if m else 0
            if copy or not m:
                continue
        if m:
            cur, generated = int(m.group(1)), False
            continue
        if generated:
            continue
        if cur in directives or cur in tiled:  # its replacement's first line
            cur += 1
            continue
        if cur <= len(a) and y != a[cur - 1] and tail_of(a[cur - 1], y):
            cur += 1  # the rest of a line whose start ends a construct
            continue
        if cur > len(a) or normal(a[cur - 1]) != normal(y):
            generated = True
            continue
        seen.append(cur)
        cur += 1
    missing = [n for n in want if n not in seen]
    if missing:
        n = missing[0]
        return f'line {n} is missing or changed: {a[n - 1]!r}'
    if len(seen) != len(set(seen)):
        return 'user lines are repeated'
    return None


def translate(acc2c, source, out_c, offload):
    """acc2c --emit=source, from the source's own directory so that names in
    messages are plain; None or what went wrong."""
    r = subprocess.run([acc2c, '--emit=source', os.path.basename(source), '-o', out_c]
                       + (['--offload=nvptx-none'] if offload else []),
                       cwd=os.path.dirname(source), capture_output=True, text=True)
    if r.returncode != 0:
        return f'acc2c failed on {os.path.basename(source)}:\n{r.stderr}'
    original, rewritten = open(source).read(), open(out_c).read()
    headers = inlined_headers(rewritten, os.path.basename(source))
    problem = lines_kept(original, rewritten,
                         re.search(r'#\s*pragma\s+acc\s+declare', original) is not None,
                         os.path.basename(source), headers)
    if problem:
        return f'the rewrite of {os.path.basename(source)} changed user code: ' + problem
    for h in headers:
        text = open(os.path.join(os.path.dirname(source), h)).read()
        if text.endswith('\n'):  # its last line ends where the next marker starts
            text = text[:-1]
        problem = lines_kept(text, rewritten, False, h, headers)
        if problem:
            return f'the rewrite of {h} (in place of its #include) changed user code: ' + problem
    return None


def run(acc2c, pkgconfig, cc, source, work, offload=False, backend='host', build_into=None,
        openacc_kernels=False, refused=False):
    """One program: NAME.c, or a directory NAME/ of .c files (and headers)
    translated one by one and linked together; NAME.expected beside it."""
    name = os.path.splitext(os.path.basename(source))[0]
    here = source if os.path.isdir(source) else os.path.dirname(source)
    units = sorted(os.path.join(source, f) for f in os.listdir(source) if f.endswith('.c')) \
        if os.path.isdir(source) else [source]
    work = os.path.join(work, name)
    os.makedirs(work, exist_ok=True)
    outputs = []
    env = dict(os.environ, PKG_CONFIG_PATH=pkgconfig)
    exe = os.path.join(work, name)
    for unit in units if not openacc_kernels else []:
        outputs.append(os.path.join(work, os.path.basename(unit)))
        problem = translate(acc2c, unit, outputs[-1], offload)
        if problem:
            return expectation.Verdict(problem)
    # -Werror: the translation adds no warning to the user's own (the
    # programs here have none).
    if openacc_kernels:
        problem = device_kernels.build_openacc_kernels(
            acc2c, 'acc2c-gcc', ['-std=gnu11', '-Wall', '-Wextra', '-Werror'], units, here, exe,
            ['-lm'])
        if refused:
            return device_kernels.refused_openacc_kernels(problem)
    else:
        flags = subprocess.run(['pkg-config', '--cflags', '--libs', 'acc2c'], env=env,
                               capture_output=True, text=True, check=True).stdout.split()
        r = subprocess.run([cc, '-std=gnu11', '-fopenmp'] + device_kernels.compiler_flags(offload)
                           + ['-Wall', '-Wextra', '-Werror', '-I', here]
                           + outputs + ['-o', exe] + flags + ['-lm'], capture_output=True,
                           text=True)
        if r.returncode != 0:
            return expectation.Verdict(f'{cc} failed:\n{r.stderr}')
        problem = device_kernels.kernels_missing(offload, outputs, exe)
    if problem:
        return expectation.Verdict(problem)
    base = source.rstrip('/') if os.path.isdir(source) else os.path.splitext(source)[0]
    return device_kernels.run_built(exe, base, here, env, backend, build_into, openacc_kernels)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--acc2c', required=True)
    ap.add_argument('--pkgconfig', required=True, help='directory holding acc2c.pc')
    ap.add_argument('--cc', default='gcc')
    device_kernels.add_arguments(ap)
    device_kernels.add_openacc_arguments(ap, 'acc2c-gcc')
    ap.add_argument('sources', nargs='+')
    args = ap.parse_args()
    args.acc2c, args.pkgconfig = os.path.abspath(args.acc2c), os.path.abspath(args.pkgconfig)
    if args.backend == 'cuda':
        reason = device_kernels.gpu_unusable(args.shim_has_cuda)
        if reason:
            print(f'skipped: {reason}')
            return 77
    with tempfile.TemporaryDirectory() as work:
        return expectation.run_all(
            args.sources, lambda s: run(args.acc2c, args.pkgconfig, args.cc, os.path.abspath(s),
                                        work, args.offload, args.backend, args.build_into,
                                        args.openacc_kernels, args.refused))


if __name__ == '__main__':
    sys.exit(main())
