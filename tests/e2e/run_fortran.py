#!/usr/bin/env python3
"""End-to-end Fortran tests: translate with acc2c --emit=source, check that
the output keeps every non-directive line byte for byte (but a RETURN made
a GO TO to a declare's exit code, a DO CONCURRENT statement that became
a nest of DO loops, and a type declaration less the variables only compute
regions name), each under its own
line number (line markers), compile with gfortran against the shim
(pkg-config), run on the host backend and judge the run by the program's
expectation files (expectation.py: NAME.expected, .expected-error,
.missing-wait, .host-only, .no-kernels)."""
import argparse, os, re, subprocess, sys, tempfile

import device_kernels
import expectation
import tiled_loops

# Free form: !$acc after blanks; fixed form also c$acc and *$acc in column 1.
DIRECTIVE = re.compile(r'^(\s*!|[cC*])\$(acc|omp)', re.I)


MARKER = re.compile(r'^# (\d+) "')


def directive_lines(original):
    """Line numbers (1-based) of directive lines, continuations included."""
    out, continued = set(), False
    for n, x in enumerate(original, 1):
        if DIRECTIVE.match(x) or continued:
            out.add(n)
            continued = x.split('!', 1)[0].rstrip().endswith('&') or \
                (DIRECTIVE.match(x) is not None and x.rstrip().endswith('&'))
        else:
            continued = False
    return out


# A DO statement: the loops of a tile clause (tiled_loops.py).
DO_STATEMENT = re.compile(r'^\s*(\w+\s*:\s*)?do\b', re.I)


RETURN = re.compile(r'\breturn\b', re.I)
# A DO CONCURRENT statement, which acc2c rewrites as DO loops under a loop
# directive (docs/data-operations.md, "DO CONCURRENT").
DO_CONCURRENT = re.compile(r'^\s*(\w+\s*:\s*)?do\s+concurrent\b', re.I)


# What a region body's calls asking where it runs become: the region's
# locals holding the answers, or the runtime's constant for the host
# (translator/model/DeviceQuery.h).
DEVICE_ANSWER = re.compile(
    r"\bacc2c_(is_initial_device|device_num|thread_limit_icv|omp_initial_device_number)\b")
NO_ARGUMENT_CALL = re.compile(r'\b\w+\s*\(\s*\)')
# acc_on_device(dev) becomes the region's table of answers, indexed by dev.
ON_DEVICE_ANSWER = re.compile(r'\bacc2c_on_device_answer\(')
# An ALLOCATE or DEALLOCATE of declared data that is an IF statement's action
# or has a label: acc2c writes the IF as an IF construct around the statement
# and its code, and the label on a CONTINUE before them (docs/data-operations.md,
# "Allocating declared data"); the statement itself follows as written.
ALLOCATION = re.compile(r'\s*(?:(\d+)\s+)?(if\s*\(.*\))?\s*((?:de)?allocate\s*\(.*)', re.I)


def top_level_items(text):
    """`a(1, 2), b` -> ['a(1, 2)', 'b']: split at commas outside parentheses."""
    items, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        depth += ch in '([' and 1 or ch in ')]' and -1 or 0
        if ch == ',' and depth == 0:
            items.append(text[start:i].strip())
            start = i + 1
    items.append(text[start:].strip())
    return items


def fewer_entities(original, rewritten, continued):
    """A line of a type declaration (its first, with `::`, or a continuation
    line of one) less some of its entities (with their commas), or less all
    of them (its comment stays): the variables only compute regions name
    (docs/data-operations.md, "Variables only regions use")."""
    code, bang, comment = original.partition('!')
    if '::' not in code and not continued:
        return False
    if rewritten.strip() == (bang + comment).strip():
        return True
    head, sep, entities = code.rpartition('::')
    new_code, new_bang, new_comment = rewritten.partition('!')
    new_head, new_sep, new_entities = new_code.rpartition('::')
    if sep != new_sep or new_head != head or (new_bang + new_comment) != (bang + comment):
        return False
    kept, old = top_level_items(new_entities), top_level_items(entities)
    it = iter(old)
    return len(kept) < len(old) and all(k in it for k in kept)


def same_user_line(original, rewritten, continued=False):
    """The line as written, or with its RETURN statements made `goto N`:
    in a procedure with a declare, each RETURN goes to the exit code; or
    with its calls asking where the region runs answered; or a type
    declaration without the variables only compute regions name (`continued`:
    the line before ends with `&`)."""
    rewritten = ON_DEVICE_ANSWER.sub('acc_on_device(', rewritten)
    if original == rewritten or fewer_entities(original, rewritten, continued):
        return True
    allocation = ALLOCATION.fullmatch(original)
    if allocation and (allocation.group(1) or allocation.group(2)):
        label, condition = allocation.group(1), allocation.group(2)
        head = f'{label} continue' if label else f'{condition} then'
        return ' '.join(rewritten.split()) == ' '.join(head.split())
    if DEVICE_ANSWER.search(rewritten):
        return (NO_ARGUMENT_CALL.sub('()', original) ==
                NO_ARGUMENT_CALL.sub('()', DEVICE_ANSWER.sub('()', rewritten)))
    pieces = RETURN.split(original)
    return len(pieces) > 1 and re.fullmatch(r'goto \d+'.join(map(re.escape, pieces)),
                                            rewritten) is not None


def lines_kept(original, rewritten):
    """Every non-directive line of the original appears in the output once,
    unchanged, at the line number the markers give it (an outlined region
    body sits, under its markers, in a procedure after the rest of its
    unit). Generated code runs from a line that is not the original's next
    line to the next marker."""
    a = original.split('\n')
    directives = directive_lines(a)
    tiled = tiled_loops.tiled_loop_lines(a, directives, DO_STATEMENT)
    want = [n for n in range(1, len(a) + 1)
            if n not in directives and n not in tiled and not DO_CONCURRENT.match(a[n - 1])]
    seen, cur, generated = [], 1, False
    for y in rewritten.split('\n'):
        m = MARKER.match(y)
        if m:
            cur, generated = int(m.group(1)), False
            continue
        if generated:
            continue
        if cur in directives and cur <= len(a) and a[cur - 1] == y:
            cur += 1  # a directive that stays as written (host OpenMP)
            continue
        continued = cur > 1 and a[cur - 2].partition('!')[0].rstrip().endswith('&')
        if cur in directives or cur > len(a) or not same_user_line(a[cur - 1], y, continued):
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


def too_long(original, rewritten, fixed_form):
    """A generated line past gfortran's default line length (132 columns in
    free form, 72 in fixed form, where the rest would be dropped silently);
    the user's own lines and comments are theirs."""
    limit = 72 if fixed_form else 132
    mine = set(original.split('\n'))
    for y in rewritten.split('\n'):
        comment = y.lstrip().startswith('!') and not y.lstrip().startswith('!$')
        if len(y) > limit and y not in mine and not comment:
            return f'a generated line is longer than {limit} columns: {y!r}'
    return None


def run(acc2c, pkgconfig, source, work, offload=False, backend='host', build_into=None,
        openacc_kernels=False, refused=False):
    name = os.path.splitext(os.path.basename(source))[0]
    here = os.path.dirname(source)
    # A directory per program: Flang's .mod files (acc2c -J) and gfortran's
    # (-J) have the same names and different formats.
    work = os.path.join(work, name)
    flang_mod = os.path.join(work, 'flang')
    os.makedirs(flang_mod, exist_ok=True)
    env = dict(os.environ, PKG_CONFIG_PATH=pkgconfig)
    exe = os.path.join(work, name)
    base = os.path.splitext(source)[0]
    if openacc_kernels:
        problem = device_kernels.build_openacc_kernels(acc2c, 'acc2c-gfortran', ['-J', work],
                                                       [source], here, exe)
        if refused:
            return device_kernels.refused_openacc_kernels(problem)
        if problem:
            return expectation.Verdict(problem)
        return device_kernels.run_built(exe, base, here, env, backend, build_into, True)
    # The same suffix, so that gfortran reads the output in the input's form.
    out_f90 = os.path.join(work, name + os.path.splitext(source)[1])
    # Translate from the test's own directory so that names in messages are plain.
    # -J: Flang's .mod files go to the scratch directory, never beside the test.
    r = subprocess.run([acc2c, '--emit=source', os.path.basename(source), '-J', flang_mod,
                        '-o', out_f90] + (['--offload=nvptx-none'] if offload else []),
                       cwd=here, capture_output=True, text=True)
    refusal = expectation.refused_with_kernels(os.path.splitext(source)[0], offload)
    if refusal:
        if r.returncode == 0 or refusal not in r.stderr:
            return expectation.Verdict(f'with device kernels acc2c must stop with {refusal!r}:\n'
                                       f'{r.stderr}')
        return expectation.Verdict(note='refused with device kernels, as expected')
    if r.returncode != 0:
        return expectation.Verdict(f'acc2c failed:\n{r.stderr}')
    problem = lines_kept(open(source).read(), open(out_f90).read())
    if problem:
        return expectation.Verdict('the rewrite changed user code: ' + problem)
    problem = too_long(open(source).read(), open(out_f90).read(), source.endswith('.f'))
    if problem:
        return expectation.Verdict(problem)
    flags = subprocess.run(['pkg-config', '--cflags', '--libs', 'acc2c'], env=env,
                           capture_output=True, text=True, check=True).stdout.split()
    r = subprocess.run(['gfortran', '-fopenmp']
                       + device_kernels.compiler_flags(offload, '-lm -latomic -lgfortran')
                       + [out_f90, '-J', work, '-o', exe]
                       + flags, capture_output=True, text=True)
    if r.returncode != 0:
        return expectation.Verdict(f'gfortran failed:\n{r.stderr}')
    problem = device_kernels.kernels_missing(offload, [out_f90], exe)
    if problem:
        return expectation.Verdict(problem)
    return device_kernels.run_built(exe, base, here, env, backend, build_into, False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--acc2c', required=True)
    ap.add_argument('--pkgconfig', required=True, help='directory holding acc2c.pc')
    device_kernels.add_arguments(ap)
    device_kernels.add_openacc_arguments(ap, 'acc2c-gfortran')
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
            args.sources, lambda s: run(args.acc2c, args.pkgconfig, os.path.abspath(s), work,
                                        args.offload, args.backend, args.build_into,
                                        args.openacc_kernels, args.refused))


if __name__ == '__main__':
    sys.exit(main())
