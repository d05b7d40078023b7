#!/usr/bin/env python3
"""Mutation testing: does the test suite notice when the product is wrong?

Each mutation below is one small, meaningful change of product code (a
runtime rule, an implicit data rule, a line of a language's printer, an
attach) of the kind a real bug would be. They are applied one at a time to
a scratch copy of the working tree, which is rebuilt incrementally, and the
whole ctest suite of that copy runs (stopping at the first failure). A
mutation the suite does not fail SURVIVES: a hole in the tests. The goal
is no survivor; docs/testing.md keeps the last result (--write-doc).

Not part of CI (a full run takes about an hour on 2 cores). The sanitizer
builds of scripts/run-tests.sh are not repeated: they run the same runtime
tests.

Usage:
    scripts/mutate.py [--scratch DIR] [--only ID[,ID...]] [--list]
                      [--check] [--write-doc docs/testing.md]

--check only verifies that every mutation still applies to the sources
(each `old` text occurs exactly once), without building.
"""
import argparse, os, re, shutil, subprocess, sys, time

REPO = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))


class Mutation:
    def __init__(self, ident, path, what, old, new):
        self.ident, self.path, self.what, self.old, self.new = ident, path, what, old, new


RT = 'runtime_shim/src/Runtime.cpp'
IMPLICIT = 'translator/passes/ImplicitDataAttributes.cpp'
PLANNER = 'rewriter/common/DataActions.cpp'
FORTRAN = 'rewriter/fortran/FortranDataOpCalls.cpp'
C = 'rewriter/c/CDataOpCalls.cpp'

MUTATIONS = [
    # --- runtime rules (OpenACC 3.3 2.6.7, 2.7; OpenMP 5.2 5.8.3) -----------------
    Mutation('rt-finalize', RT, 'exit data finalize decrements the dynamic count by one only',
             'm->dynamic = (flags & ACC2C_FINALIZE) ? 0 : m->dynamic - 1;',
             'm->dynamic = m->dynamic - 1;'),
    Mutation('rt-copyout', RT, 'the last exit of a copyout copies nothing back',
             'if (a == ExitAction::Copyout) toHost(*m, addr(host), bytes, queue);',
             ';'),
    Mutation('rt-present-absent', RT, 'present of absent data is not an error',
             '  case EnterAction::Present:\n    fail(ErrorKind::NotPresent,',
             '  case EnterAction::Present:\n    return host;\n    fail(ErrorKind::NotPresent,'),
    Mutation('rt-if-present', RT, 'update ignores if_present',
             '    if (flags & ACC2C_IF_PRESENT) return;\n    fail(ErrorKind::NotPresent,\n'
             '         std::string("data in ") + clause',
             '    fail(ErrorKind::NotPresent,\n         std::string("data in ") + clause'),
    Mutation('rt-partial', RT, 'partial presence goes unnoticed',
             '  PresentTable::Lookup l = table_.find(host, bytes);\n  if (l.partial) {',
             '  PresentTable::Lookup l = table_.find(host, bytes);\n  if (false) {'),
    Mutation('rt-omp-always-to', RT, 'OpenMP map(always, to) of present data copies nothing',
             'if (to && (flags & ACC2C_ALWAYS)) toDevice(',
             'if (false && to && (flags & ACC2C_ALWAYS)) toDevice('),
    Mutation('rt-omp-always-from', RT, 'OpenMP map(always, from) copies back only at count 0',
             'if (from && (last || (flags & ACC2C_ALWAYS)))',
             'if (from && last)'),
    Mutation('rt-omp-count-once', RT, 'an OpenMP construct increments a count once per clause, not once',
             'if (countOnce(construct, *m, true)) increment(m->dynamic);',
             'countOnce(construct, *m, true), increment(m->dynamic);'),
    Mutation('rt-omp-delete', RT, 'map(delete:) only decrements',
             '    if (mapType == ACC2C_MAP_DELETE) {\n      m->dynamic = 0;',
             '    if (mapType == ACC2C_MAP_DELETE) {\n      --m->dynamic;'),
    Mutation('rt-omp-exit-at-once', RT, 'an OpenMP exit unmaps before the other exit maps of its construct copy back',
             '  if (last && m->closingIn == 0) {',
             '  if (last) unmap(*m);\n  if (false) {'),
    # --- async queues (2.16) ---------------------------------------------------------------
    Mutation('rt-region-waits', RT, 'a region on queue q starts before q\'s earlier work',
             '  if (queue != ACC2C_ASYNC_SYNC) {\n    Lock lock(mutex_);\n    backend_->wait(queue);',
             '  if (false) {\n    Lock lock(mutex_);\n    backend_->wait(queue);'),
    Mutation('rt-default-queue', RT, 'async without a number ignores the default queue',
             'return async == ACC2C_ASYNC_NOVAL || async == -3 /* acc_async_default */',
             'return async == -3 /* acc_async_default */'),
    Mutation('deferred-test', 'runtime_shim/src/DeferredQueues.cpp',
             'acc_async_test answers true while work is held',
             '        done = done && !q.busy();', '        done = done && true;'),
    Mutation('rt-poison', 'runtime_shim/src/HostBackend.cpp',
             'fresh device memory is zero, not poisoned',
             'std::memset(p, zero ? 0 : kPoison, bytes);', 'std::memset(p, 0, bytes);'),
    # --- attach / detach (2.6.8, docs/descriptors.md) -------------------------------------
    Mutation('rt-attach-again', RT, 'attaching the same pointer again does not count',
             '    increment(s.count);\n    logAction("attach (again)"',
             '    logAction("attach (again)"'),
    Mutation('rt-detach-restore', RT, 'detach leaves the device pointer on device memory',
             'if (s.count == 0 && !sharedMemory()) // restore',
             'if (false) // restore'),
    Mutation('rt-update-keeps-attach', RT, 'a copy to the device of a struct undoes its attached pointers',
             '    if (s.count == 0 || lo >= hi) continue;\n    backend_->copyValueToDevice(',
             '    continue;\n    backend_->copyValueToDevice('),
    Mutation('rt-unmap-detaches', RT, 'unmapping a target leaves pointers attached to freed memory',
             'void Runtime::unmap(Mapping &m) {\n  detachPointersTo(m);',
             'void Runtime::unmap(Mapping &m) {'),
    # --- implicit data attributes (OpenACC 2.6.2, OpenMP 5.8.9) ------------------------
    Mutation('implicit-kernels-scalar', IMPLICIT, 'a scalar on kernels is firstprivate, not copy',
             'bool copy = !isScalarLike(v) || computeConstructOf(gc.directive) == ComputeConstruct::Kernels;',
             'bool copy = !isScalarLike(v);'),
    Mutation('implicit-default-present', IMPLICIT, 'default(present) is ignored',
             'if (!isScalarLike(v) && dflt == "present") {',
             'if (false) {'),
    Mutation('implicit-member-parent', IMPLICIT, 'the parent of d%p is not copied before it',
             '    std::set<std::string> done;\n    addParentsOfMembers(c, visible, dflt, done);',
             '    std::set<std::string> done;'),
    Mutation('implicit-reduction-copy', IMPLICIT, "a reduction variable's implied copy is left out",
             '  for (const std::string &r : reductionOnly)\n      if (!visible.count(r))',
             '  for (const std::string &r : reductionOnly)\n      if (false)'),
    Mutation('implicit-omp-target-scalar', IMPLICIT, 'an OpenMP TARGET scalar is firstprivate',
             'bool byValue = std::string(category) == "scalar" && !v.isTarget &&',
             'bool byValue = std::string(category) == "scalar" &&'),
    Mutation('implicit-omp-scalar-tofrom', IMPLICIT, 'every OpenMP scalar is mapped tofrom',
             'bool byValue = std::string(category) == "scalar" && !v.isTarget &&',
             'bool byValue = false &&'),
    Mutation('implicit-const', IMPLICIT, 'const data is copied back',
             '} else if (copy && v.isReadOnly) {', '} else if (false) {'),
    Mutation('implicit-visible-data', IMPLICIT, 'data of an enclosing data construct is copied again',
             '    if (pc.kind == ConstructKind::Data || pc.kind == ConstructKind::HostData)',
             '    if (false)'),
    # --- clause decomposition (docs/data-operations.md) ------------------------------------
    Mutation('lower-copy', 'translator/lowering/ClauseDecomposition.cpp',
             'copy is copyin + delete (nothing comes back)',
             'case ClauseKind::Copy: return pair(K::Copyin, K::Copyout, C::Copy);',
             'case ClauseKind::Copy: return pair(K::Copyin, K::Delete, C::Copy);'),
    Mutation('lower-copyout', 'translator/lowering/ClauseDecomposition.cpp',
             'copyout is copyin + copyout (the host value goes in)',
             'case ClauseKind::Copyout: return pair(K::Create, K::Copyout, C::Copyout);',
             'case ClauseKind::Copyout: return pair(K::Copyin, K::Copyout, C::Copyout);'),
    # --- the planner: the runtime calls of each op, for both languages -------------------
    Mutation('planner-always', PLANNER, 'the always modifier is dropped',
             '(o.modifiers.always ? FlagAlways : 0u) | (o.modifiers.present ? FlagPresent : 0u);',
             '(o.modifiers.present ? FlagPresent : 0u);'),
    Mutation('planner-present-modifier', PLANNER, 'the present modifier is dropped',
             '(o.modifiers.always ? FlagAlways : 0u) | (o.modifiers.present ? FlagPresent : 0u);',
             '(o.modifiers.always ? FlagAlways : 0u);'),
    Mutation('planner-finalize', PLANNER, 'finalize is dropped from exit data',
             'unsigned exitFlags = clauses.finalize ? FlagFinalize : 0u;', 'unsigned exitFlags = 0u;'),
    Mutation('planner-zero', PLANNER, 'the zero modifier is dropped',
             'o.modifiers.zero ? FlagZero : 0u', '0u'),
    Mutation('planner-if-present', PLANNER, 'update self ignores if_present',
             'plan.push_back({DataEntry::UpdateSelf, true, clauses.ifPresent ? FlagIfPresent : 0u});',
             'plan.push_back({DataEntry::UpdateSelf, true, 0u});'),
    Mutation('planner-attach', PLANNER, 'no pointer is attached or detached around its data',
             'bool pointer = attachesPointer(o);', 'bool pointer = false;'),
    Mutation('planner-copyout', PLANNER, 'copyout becomes delete (nothing comes back)',
             'plan.push_back({DataEntry::Copyout, o.structured, exitFlags});',
             'plan.push_back({DataEntry::Delete, o.structured, exitFlags});'),
    # --- the Fortran printer --------------------------------------------------------------
    Mutation('fortran-attach', FORTRAN, 'the Fortran printer attaches no POINTER/ALLOCATABLE',
             '    if (a.entry == DataEntry::Attach) {\n      gfcCall(v, "attach",',
             '    if (a.entry == DataEntry::Attach) {\n      continue;\n      gfcCall(v, "attach",'),
    Mutation('fortran-async', FORTRAN, "the Fortran printer puts a copyout on the default queue, not its construct's",
             '              flags + ", " + control.asyncQueue + ", " + src + ")");\n      break;\n    case DataEntry::UpdateDevice:',
             '              flags + ", " + "-1_acc2c_int" + ", " + src + ")");\n      break;\n    case DataEntry::UpdateDevice:'),
    Mutation('fortran-firstprivate-shared', 'rewriter/fortran/FortranComputeRegion.cpp',
             'a region procedure takes a firstprivate scalar by reference: its writes reach the host',
             'decls.add(v.type + ", value :: " + name);', 'decls.add(v.type + " :: " + name);'),
    Mutation('fortran-section-bytes', 'runtime_shim/src/FortranAPI.cpp',
             "acc2c_bytes counts a section's elements, not the span from its first to its last",
             'span += std::size_t(extent - 1) * std::size_t(sm < 0 ? -sm : sm);',
             'span *= std::size_t(extent);'),
    Mutation('fortran-reduction', 'rewriter/fortran/FortranLoops.cpp',
             'a parallel loop loses its reduction clause',
             'for (const auto &[op, vars] : reductions) d += " reduction(" + op + ":" + join(vars) + ")";',
             ';'),
    # --- the C printer --------------------------------------------------------------------
    Mutation('c-finalize', C, 'the C printer spells no finalize flag',
             '{FlagFinalize, "ACC2C_FINALIZE"}', '{FlagFinalize, "0"}'),
    Mutation('c-attach', C, 'the C printer attaches no pointer of a section',
             '    case DataEntry::Attach:\n      out.add("acc2c_attach("',
             '    case DataEntry::Attach:\n      break;\n      out.add("acc2c_attach("'),
    Mutation('c-copyout', C, 'the C printer turns copyout into delete',
             '(a.entry == DataEntry::Copyout ? "acc2c_copyout(" : "acc2c_delete(")',
             '("acc2c_delete(")'),
]


def run(cmd, cwd, log, timeout=None):
    with open(log, 'a') as f:
        f.write('$ ' + ' '.join(cmd) + '\n')
        f.flush()
        return subprocess.run(cmd, cwd=cwd, stdout=f, stderr=subprocess.STDOUT, timeout=timeout)


def copy_tree(scratch):
    """The working tree as git sees it (tracked and untracked, not ignored)."""
    files = subprocess.run(['git', 'ls-files', '-co', '--exclude-standard', '-z'], cwd=REPO,
                           capture_output=True, check=True).stdout.decode().split('\0')
    for rel in filter(None, files):
        src, dst = os.path.join(REPO, rel), os.path.join(scratch, rel)
        if not os.path.isfile(src):
            continue
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        # Unchanged files keep their time stamps: the scratch build stays warm.
        # A changed file gets the time of the copy (not the source's, which
        # may be older than the scratch build's objects): ninja rebuilds what
        # depends on it.
        if not os.path.exists(dst) or open(src, 'rb').read() != open(dst, 'rb').read():
            shutil.copyfile(src, dst)
            shutil.copymode(src, dst)


def failed_tests(log_text):
    m = re.search(r'The following tests FAILED:\n((?:\s+\d+ - .*\n)+)', log_text)
    if not m:
        return []
    return [re.sub(r'^\s*\d+ - (\S+).*$', r'\1', l).strip() for l in m.group(1).splitlines()]


def check(mutations, root):
    problems = []
    for mu in mutations:
        text = open(os.path.join(root, mu.path)).read()
        n = text.count(mu.old)
        if n != 1:
            problems.append(f'{mu.ident}: its text occurs {n} times in {mu.path}')
    return problems


def report(results):
    lines = ['| mutation | file | what it breaks | result |', '|---|---|---|---|']
    for mu, status, detail in results:
        lines.append(f'| `{mu.ident}` | `{mu.path}` | {mu.what} | {status}{": " + detail if detail else ""} |')
    killed = sum(1 for _, s, _ in results if s == 'killed')
    survived = [mu.ident for mu, s, _ in results if s == 'SURVIVED']
    lines.append('')
    lines.append(f'{killed} of {len(results)} killed; survivors: '
                 f'{", ".join(survived) if survived else "none"}.')
    return '\n'.join(lines)


def write_doc(path, table, started):
    begin, end = '<!-- mutate.py: begin -->', '<!-- mutate.py: end -->'
    text = open(path).read() if os.path.exists(path) else ''
    body = (f'{begin}\nLast run: {time.strftime("%Y-%m-%d", time.localtime(started))}, '
            f'`scripts/mutate.py` at `{git_head()}`.\n\n{table}\n{end}')
    if begin in text and end in text:
        text = text[:text.index(begin)] + body + text[text.index(end) + len(end):]
    else:
        text += '\n' + body + '\n'
    with open(path, 'w') as f:
        f.write(text)


def git_head():
    r = subprocess.run(['git', 'describe', '--always', '--dirty'], cwd=REPO,
                       capture_output=True, text=True)
    return r.stdout.strip() or '?'


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--scratch', default=os.path.join(REPO, 'build-mutants'),
                    help='the scratch copy (default: %(default)s, ignored by git)')
    ap.add_argument('--only', help='comma-separated mutation ids')
    ap.add_argument('--list', action='store_true')
    ap.add_argument('--check', action='store_true')
    ap.add_argument('--jobs', default=os.environ.get('ACC2C_JOBS', '2'))
    ap.add_argument('--exclude', metavar='REGEX',
                    help='leave out the tests it matches (ctest -E): e.g. \'^lit$|^differential\\.flang$\' '
                         'asks whether tests of behaviour alone notice a mutation that text checks do')
    ap.add_argument('--write-doc', metavar='FILE')
    args = ap.parse_args()
    mutations = MUTATIONS
    if args.only:
        wanted = set(args.only.split(','))
        mutations = [m for m in MUTATIONS if m.ident in wanted]
        unknown = wanted - {m.ident for m in mutations}
        if unknown:
            sys.exit('mutate.py: unknown mutation ' + ', '.join(sorted(unknown)))
    if args.list:
        for mu in mutations:
            print(f'{mu.ident:28} {mu.path:48} {mu.what}')
        return 0
    problems = check(mutations, REPO)
    if problems or args.check:
        for p in problems:
            print('mutate.py: ' + p, file=sys.stderr)
        print(f'{len(mutations) - len(problems)} of {len(mutations)} mutations apply')
        return 1 if problems else 0

    started = time.time()
    scratch = os.path.abspath(args.scratch)
    build = os.path.join(scratch, 'build')
    log = os.path.join(scratch, 'mutate.log')
    os.makedirs(scratch, exist_ok=True)
    copy_tree(scratch)
    print(f'scratch copy: {scratch} (log: {log})', flush=True)
    if run(['cmake', '-S', '.', '-B', build, '-G', 'Ninja', '-DCMAKE_BUILD_TYPE=Release'],
           scratch, log).returncode != 0 or \
            run(['cmake', '--build', build, '-j', args.jobs], scratch, log).returncode != 0:
        sys.exit('mutate.py: the unmutated copy does not build (see the log)')
    ctest = ['ctest', '-j', args.jobs, '--stop-on-failure', '--output-on-failure']
    # `format` checks layout, not behaviour: a mutated line need not be formatted.
    exclude = '^format$' + ('|' + args.exclude if args.exclude else '')
    ctest += ['-E', exclude]
    if run(ctest, build, log).returncode != 0:
        sys.exit('mutate.py: the unmutated suite fails; fix it before mutating (see the log)')

    results = []
    for mu in mutations:
        path = os.path.join(scratch, mu.path)
        original = open(path).read()
        t0 = time.time()
        with open(path, 'w') as f:
            f.write(original.replace(mu.old, mu.new, 1))
        try:
            mark = os.path.getsize(log)
            if run(['cmake', '--build', build, '-j', args.jobs], scratch, log).returncode != 0:
                status, detail = 'invalid', 'does not compile'
            else:
                r = run(ctest, build, log)
                with open(log) as f:
                    f.seek(mark)
                    failed = failed_tests(f.read())
                if r.returncode == 0:
                    status, detail = 'SURVIVED', ''
                else:
                    status, detail = 'killed', 'first failing: ' + (', '.join(failed[:3]) or '?')
        finally:
            with open(path, 'w') as f:
                f.write(original)
        results.append((mu, status, detail))
        print(f'{mu.ident:28} {status:9} {detail} ({time.time() - t0:.0f} s)', flush=True)
    # Leave the scratch build unmutated for the next run.
    run(['cmake', '--build', build, '-j', args.jobs], scratch, log)
    table = report(results)
    print()
    print(table)
    if args.write_doc:
        write_doc(args.write_doc, table, started)
    return 1 if any(s != 'killed' for _, s, _ in results) else 0


if __name__ == '__main__':
    sys.exit(main())
