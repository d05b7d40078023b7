#!/usr/bin/env python3
"""Compiler warnings on the translations. Each Fortran program, built through
acc2c-gfortran with -Wall -O2, must get no warning from gfortran that its
plain build (gfortran -Wall -O2 -fopenacc -fopenmp -foffload=disable: the
directives gfortran's own) does not get, but those that
compiler-warnings-known.txt explains: a user who builds with -Wall (or
-Werror) sees what the plain compiler says about the program, not about the
code acc2c wrote. acc2c's own diagnostics (`file:line:col: warning: ...`)
are not gfortran's and are not counted.

Each line of the known list: a regular expression that the warning's text
(after `Warning: `) matches, the programs it applies to (a glob on the file
name, `*` for any), and why, separated by ` | `. An entry that explains
nothing fails the test, so that the list stays true.

usage: compiler_warnings.py --bin DIR --known FILE [--jobs N] PROGRAM...
"""
import argparse
import collections
import concurrent.futures
import fnmatch
import os
import re
import subprocess
import sys
import tempfile

FLAGS = ["-Wall", "-O2", "-fopenacc", "-fopenmp"]
# gfortran: "Warning: text [-Wflag]" on a line of its own, after the
# location and the source excerpt.
WARNING = re.compile(r"^Warning: (.*)$")


def warnings(command, cwd):
    """gfortran's warnings of one compile, as their texts; None if it failed."""
    r = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if r.returncode != 0:
        return None, r.stdout + r.stderr
    found = []
    for line in (r.stdout + r.stderr).splitlines():
        m = WARNING.match(line)
        if m:
            found.append(m.group(1))
    return found, ""


def check(program, args):
    name = os.path.basename(program)
    with tempfile.TemporaryDirectory(prefix="acc2c-warnings-") as work:
        acc, log = warnings([os.path.join(args.bin, "acc2c-gfortran")] + FLAGS +
                            ["-c", program, "-o", "acc2c.o"], work)
        if acc is None:
            return name, None, log
        plain, _ = warnings(["gfortran"] + FLAGS + ["-foffload=disable", "-c", program,
                                                    "-o", "plain.o"], work)
    # A program gfortran cannot build itself (an OpenMP 5.2 form it lacks)
    # has no baseline: every warning must be explained.
    extra = collections.Counter(acc) - collections.Counter(plain or [])
    return name, sorted(extra.elements()), ""


def load_known(path):
    known = []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            parts = [p.strip() for p in line.split(" | ")]
            if len(parts) != 3 or not parts[2]:
                sys.exit("%s:%d: want `regex | files | reason` (` | ` between)" % (path, n))
            known.append({"line": n, "pattern": re.compile(parts[0]), "files": parts[1],
                          "text": parts[0], "uses": 0})
    return known


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True, help="the directory of acc2c-gfortran")
    ap.add_argument("--known", required=True)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("programs", nargs="+")
    args = ap.parse_args()
    known = load_known(args.known)
    failed = 0
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda p: check(p, args), args.programs))
    counts = collections.Counter()
    for name, extra, log in results:
        if extra is None:
            print("FAIL %s: the acc2c build failed\n%s" % (name, log))
            failed += 1
            continue
        for text in extra:
            entry = next((k for k in known
                          if fnmatch.fnmatch(name, k["files"]) and k["pattern"].search(text)), None)
            if entry:
                entry["uses"] += 1
                counts[entry["text"]] += 1
            else:
                print("FAIL %s: gfortran warns on the translation only: %s" % (name, text))
                failed += 1
    for k in known:
        if not k["uses"]:
            print("FAIL %s:%d explains no warning (stale): %s" % (args.known, k["line"],
                                                                k["text"]))
            failed += 1
    print("%d programs; warnings the plain build does not get, explained by the known list:"
          % len(results))
    for text, n in counts.most_common():
        print("  %4d  %s" % (n, text))
    if failed:
        print("%d failures" % failed)
        return 1
    print("no other warning")
    return 0


if __name__ == "__main__":
    sys.exit(main())
