#!/usr/bin/env python3
"""Differential test: acc2c's data operations against Flang's own lowering.

For every Fortran file given (directories are walked), runs

    acc2c --emit=json FILE
    flang -fc1 -emit-hlfir -fopenacc -fopenmp -fopenmp-version=52
          -mmlir -mlir-print-debuginfo FILE -o F.hlfir
    fir-opt --acc-implicit-data=enable-implicit-reduction-copy=true F.hlfir

(Flang's own implicit data pass) and compares, as multisets (order is free:
acc2c emits exit ops in the reverse order of their entry ops on purpose),
the data operations each produces:

  * OpenACC: every `acc.<data op>` (op mnemonic, data clause, name,
    structured, implicit), explicit and implicit alike, against acc2c's ops
    of dialect "openacc";
  * OpenMP: every `omp.map.info` (name, map type, modifiers, implicit,
    descriptor/member role), against acc2c's OpenMP map ops.

Differences that acc2c makes on purpose are listed in
tests/differential/known-differences.txt; each entry selects ops by their
properties (never by a variable's name) and names a section of
docs/differences-from-flang.md that explains it. A difference no entry
explains fails the file.

The run fails, rather than passing on nothing, when Flang cannot lower a
small probe file every Flang 22 lowers, when it cannot lower an input that
flang-skips.txt does not list with a reason, and when no file was compared.
With --all-inputs (ctest), a known difference or a skip that matches nothing
is stale and fails the run too. The last line printed is
`N passed, M failed`.

Only the Python standard library is used.
"""

import argparse
import fnmatch
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_KNOWN = os.path.join(HERE, "known-differences.txt")
DEFAULT_SKIPS = os.path.join(HERE, "flang-skips.txt")
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))
DEFAULT_DOC = os.path.normpath(
    os.path.join(HERE, "..", "..", "docs", "differences-from-flang.md"))

# ---------------------------------------------------------------------------
# Vocabulary

# acc dialect data operations (the ones with a data clause, plus the declare
# tokens and Flang's getdeviceptr artifact).
ACC_DATA_OPS = {
    "copyin", "create", "present", "nocreate", "attach", "detach",
    "deviceptr", "private", "firstprivate", "reduction", "update_device",
    "update_host", "use_device", "cache", "declare_device_resident",
    "declare_link", "copyout", "delete", "getdeviceptr", "declare_enter",
    "declare_exit",
}
TOKEN_OPS = {"declare_enter", "declare_exit"}

# The clause an acc op stands for when MLIR prints no `dataClause`.
DEFAULT_CLAUSE = {
    "copyin": "acc_copyin", "create": "acc_create", "present": "acc_present",
    "nocreate": "acc_no_create", "attach": "acc_attach",
    "detach": "acc_detach", "deviceptr": "acc_deviceptr",
    "private": "acc_private", "firstprivate": "acc_firstprivate",
    "reduction": "acc_reduction", "update_device": "acc_update_device",
    "update_host": "acc_update_host", "use_device": "acc_use_device",
    "cache": "acc_cache", "copyout": "acc_copyout", "delete": "acc_delete",
    "declare_device_resident": "acc_declare_device_resident",
    "declare_link": "acc_declare_link", "getdeviceptr": "acc_getdeviceptr",
    "declare_enter": "", "declare_exit": "",
}

# acc2c's JSON "dataClause" (the clause as written) -> MLIR's acc_* spelling.
ACC2C_CLAUSE = {
    "copy": "acc_copy", "copyin": "acc_copyin", "copyout": "acc_copyout",
    "create": "acc_create", "present": "acc_present",
    "no_create": "acc_no_create", "attach": "acc_attach",
    "detach": "acc_detach", "delete": "acc_delete",
    "deviceptr": "acc_deviceptr", "private": "acc_private",
    "firstprivate": "acc_firstprivate", "reduction": "acc_reduction",
    "use_device": "acc_use_device", "self": "acc_update_self",
    "host": "acc_update_host", "device": "acc_update_device",
    "device_resident": "acc_declare_device_resident",
    "link": "acc_declare_link", "cache": "acc_cache", "": "",
}

# OpenMP map types: acc2c's JSON "mapType" -> the word Flang 22 prints in
# map_clauses(...).  Flang 22 spells OpenMP 6.0's `storage` for alloc and
# release; a map without a type is tofrom.
OMP_MAPTYPE = {
    None: "tofrom", "": "tofrom", "tofrom": "tofrom", "to": "to",
    "from": "from", "alloc": "storage", "release": "storage",
    "delete": "delete",
}
OMP_MODIFIERS = {"always", "close", "present", "ompx_hold"}

# Fields compared, per dialect.
ACC_FIELDS = ("dialect", "op", "clause", "name", "structured", "implicit")
OMP_FIELDS = ("dialect", "op", "clause", "name", "structured", "implicit",
              "mods", "role")

WILD = object()

# What a known-differences entry may select on: properties of an op, never
# the name of its variable (a waiver keyed on a name explains the same
# mistake on that name and fails the same deliberate difference elsewhere).
SELECTOR_KEYS = {
    "dialect", "op", "clause", "structured", "implicit", "construct", "mods",
    "role", "partial", "side", "scope", "at",
    "rule",      # acc2c: the implicit data rule that added the op
    "storage",   # acc2c: its JSON storage; Flang: common for a COMMON member
    "covered",   # Flang: construct | data | declare, where the variable is
                 # already mapped: an explicit clause of the same construct,
                 # an enclosing data region, a declare
    "privatized",  # acc2c: loop, a loop construct inside makes it private
    "section",   # acc2c: true on the descriptor of an array whose clause
                 # names a section or an element of it
}

# The normalisations a `normalize` entry may switch on.
NORMALIZATIONS = {"whitespace", "kind-suffix", "common-block-slashes", "index-conversion",
                  "clause-modifiers", "omp-duplicate-maps", "not-written", "written-first",
                  "written-first-private", "merged-clauses",
                  "inferred-reduction", "omp-loop-private"}


# ---------------------------------------------------------------------------
# Names

def norm_name(name, rules):
    """The spelling both tools are compared in (see the `normalize` rules)."""
    n = name.lower()
    if "whitespace" in rules:
        n = re.sub(r"\s+", "", n)
    if "common-block-slashes" in rules:
        # /blk/ (acc2c, as written) -> blk (Flang's name of a COMMON block)
        n = re.sub(r"^/\s*(\w+)\s*/$", r"\1", n)
    if "index-conversion" in rules:
        # c(int(i,kind=8))%v -> c(i)%v (Flang prints a subscript of a
        # default-kind integer converted to the index kind).
        n = re.sub(r"\bint\((\w+),kind=8\)", r"\1", n)
    if "kind-suffix" in rules:
        # 1_4, 2.0_8, 1.5e3_8 -> 1, 2.0, 1.5e3 (Flang prints every literal
        # with its kind; acc2c keeps the text as written).
        n = re.sub(r"(?<![\w.])(\d+(?:\.\d*)?(?:[eEdD][+-]?\d+)?)_\d+\b",
                   r"\1", n)
    return n


# ---------------------------------------------------------------------------
# Known differences

class Rule:
    def __init__(self, lineno, text, kind, arg, selector, section, reason):
        self.lineno = lineno
        self.text = text
        self.kind = kind            # flang-only | acc2c-only | ignore-field | normalize
        self.arg = arg              # fields (ignore-field) or rule name (normalize)
        self.selector = selector    # list of (key, [alternatives])
        self.section = section
        self.reason = reason
        self.uses = 0

    def matches(self, rec):
        for key, alts in self.selector:
            val = rec.get(key)
            if val is None:
                val = ""
            if isinstance(val, bool):
                val = "true" if val else "false"
            val = str(val)
            if not any(fnmatch.fnmatchcase(val, a) for a in alts):
                return False
        return True

    def __str__(self):
        return "%s (line %d, %s)" % (self.text, self.lineno, self.section)


def load_rules(path, doc_path):
    rules, problems = [], []
    sections = set()
    if doc_path and os.path.exists(doc_path):
        with open(doc_path, encoding="utf-8") as f:
            for line in f:
                m = re.match(r"^#+\s+(D\d+)\b", line)
                if m:
                    sections.add(m.group(1))
    elif doc_path:
        problems.append("document %s not found" % doc_path)
    with open(path, encoding="utf-8") as f:
        for lineno, raw in enumerate(f, 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            m = re.search(r"\s§(D\d+)\b\s*(.*)$", " " + line)
            if not m:
                problems.append("%s:%d: entry names no section (§Dn) of the "
                                "document" % (path, lineno))
                continue
            section, reason = m.group(1), m.group(2).strip()
            head = (" " + line)[:m.start()].split()
            if not reason:
                problems.append("%s:%d: entry gives no reason" % (path, lineno))
            if sections and section not in sections:
                problems.append("%s:%d: section %s is not in %s"
                                % (path, lineno, section, doc_path))
            if not head:
                problems.append("%s:%d: empty entry" % (path, lineno))
                continue
            kind, rest = head[0], head[1:]
            arg = None
            if kind in ("ignore-field", "normalize"):
                if not rest:
                    problems.append("%s:%d: %s needs an argument"
                                    % (path, lineno, kind))
                    continue
                arg, rest = rest[0], rest[1:]
                if kind == "normalize" and arg not in NORMALIZATIONS:
                    problems.append("%s:%d: unknown normalisation '%s' (known: %s)"
                                    % (path, lineno, arg,
                                       ", ".join(sorted(NORMALIZATIONS))))
                    continue
                if kind == "ignore-field":
                    bad = [f for f in arg.split(",") if f not in OMP_FIELDS]
                    if bad:
                        problems.append("%s:%d: '%s' is not a compared field"
                                        % (path, lineno, ",".join(bad)))
                        continue
            elif kind not in ("flang-only", "acc2c-only"):
                problems.append("%s:%d: unknown entry kind '%s'"
                                % (path, lineno, kind))
                continue
            selector = []
            for tok in rest:
                if "=" not in tok:
                    problems.append("%s:%d: '%s' is not key=value"
                                    % (path, lineno, tok))
                    continue
                k, v = tok.split("=", 1)
                if k not in SELECTOR_KEYS:
                    problems.append(
                        "%s:%d: '%s' is not a property an entry may select (%s)%s"
                        % (path, lineno, k, ", ".join(sorted(SELECTOR_KEYS)),
                           ": a waiver names what kind of op differs, never "
                           "which variable" if k == "name" else ""))
                    continue
                selector.append((k, v.split("|")))
            rules.append(Rule(lineno, line, kind, arg, selector, section,
                              reason))
    return rules, problems


# ---------------------------------------------------------------------------
# Flang side

SSA = r"%[\w#.$-]+"
ATTR_RE = re.compile(r"\{([^{}]*)\}[^{}]*$")
LOC_REF_RE = re.compile(r"\bloc\((#loc\d*)\)\s*$")
LOC_DEF_RE = re.compile(r"^(#loc\d*) = loc\((.*)\)\s*$")
LOC_FILE_RE = re.compile(r'"[^"]*":(\d+):(\d+)')


def parse_attrs(line):
    """The trailing `{...}` attribute dictionary of an MLIR op line."""
    m = ATTR_RE.search(line)
    if not m:
        return {}
    text = m.group(1)
    attrs = {}
    nm = re.search(r'\bname = "((?:[^"\\]|\\.)*)"', text)
    if nm:
        attrs["name"] = bytes(nm.group(1), "utf-8").decode("unicode_escape")
    dc = re.search(r"dataClause = #acc<data_clause (\w+)>", text)
    if dc:
        attrs["dataClause"] = dc.group(1)
    for flag in ("structured", "implicit", "partial_map"):
        fm = re.search(r"\b%s = (true|false)" % flag, text)
        if fm:
            attrs[flag] = fm.group(1) == "true"
    return attrs


def operand_list(line, keyword):
    """SSA values in `keyword(%a, %b -> %arg0 : types)`."""
    m = re.search(r"\b%s\(([^)]*)\)" % re.escape(keyword), line)
    if not m:
        return []
    body = m.group(1).split(" : ")[0]
    out = []
    for item in body.split(","):
        item = item.strip()
        v = re.match(SSA, item)
        if v:
            out.append(v.group(0))
    return out


def scope_of(line):
    m = re.match(r"\s*(?:func\.func\s+(?:private\s+|public\s+)?)@([\w.$]+)", line)
    if m:
        fn = m.group(1)
        if re.search(r"_acc_declare_\w+$", fn) or re.search(
                r"_acc_declare_(post_alloc|pre_dealloc|post_dealloc|"
                r"update_desc\w*)", fn):
            return "declare_action"
        return "func"
    m = re.match(r"\s*acc\.global_(ctor|dtor)\b", line)
    if m:
        return "global_" + m.group(1)
    m = re.match(r"\s*(acc|omp)\.(private|firstprivate|reduction)\.recipe\b|"
                 r"\s*omp\.(private|declare_reduction)\b", line)
    if m:
        return "recipe"
    return None


OMP_DECLARE_TARGET_RE = re.compile(
    r"fir\.global\s+(?:internal\s+|linkonce\s+|common\s+)*@([\w.$]+).*"
    r"omp\.declare_target = #omp\.declaretarget<[^>]*capture_clause = \((\w+)\)")
# OpenMP device-address clauses; Flang turns use_device_ptr of a non-C_PTR
# into use_device_addr, so both count as one.
OMP_DEVICE_CLAUSE = {
    "use_device_ptr": "use_device", "use_device_addr": "use_device",
    "has_device_addr": "has_device_addr", "is_device_ptr": "is_device_ptr",
}


def mangled_name(sym):
    """_QMmodEx / _QFprocEx -> x; a COMMON block `blk_` -> /blk/."""
    m = re.match(r"^_Q.*E([a-z0-9_$]+)$", sym)
    if m:
        return m.group(1)
    if sym.endswith("_") and not sym.startswith("_Q"):
        return "/%s/" % sym[:-1]
    return sym


# `%v:2 = hlfir.declare ... {uniq_name = "_QFsEa"}`, `%v = fir.address_of(@g)`,
# and any other op defining %v from its first operand: what the implicit
# data pass's varPtr/var operand (name = "") stands for.
SSA_DEF_RE = re.compile(r"^\s*(%[\w#.$-]+)(?::\d+)?\s*=\s*([\w.]+)\s*(.*)$")
UNIQ_NAME_RE = re.compile(r'\buniq_name = "([^"]+)"')
ADDRESS_OF_RE = re.compile(r"^\(@([\w.$]+)\)")


def identities_of(ssa, defs):
    """Every variable an SSA value is derived from (uniq names of
    hlfir.declare, symbols of fir.address_of), nearest first, following
    first operands: a COMMON member reaches its block's symbol, a component
    its parent."""
    out = []
    v = ssa
    for _ in range(16):
        d = defs.get(v.split("#")[0])
        if d is None:
            break
        opname, rest = d
        m = UNIQ_NAME_RE.search(rest)
        if opname == "hlfir.declare" and m:
            out.append(m.group(1))
        m = ADDRESS_OF_RE.match(rest)
        if opname == "fir.address_of" and m:
            out.append(m.group(1))
        first = re.search(SSA, rest)
        if not first:
            break
        v = first.group(0)
    return out


def variable_of(ssa, defs):
    """The source variable an SSA value is the address (or box) of."""
    ids = identities_of(ssa, defs)
    return mangled_name(ids[0]) if ids else ""


def entry_identities(line, defs):
    for kw in ("varPtr", "var"):
        for v in operand_list(line, kw):
            return set(identities_of(v, defs))
    return set()


def module_declares(module_dirs):
    """Uniq names of module variables in an `!$acc declare` of a Flang .mod
    file (a module Flang compiled separately: the use site's global carries
    no acc.declare attribute)."""
    out = set()
    for d in module_dirs:
        try:
            names = [n for n in os.listdir(d) if n.endswith(".mod")]
        except OSError:
            continue
        for n in names:
            try:
                with open(os.path.join(d, n), encoding="utf-8", errors="replace") as f:
                    text = f.read()
            except OSError:
                continue
            mod = re.search(r"^\s*module\s+(\w+)", text, re.M | re.I)
            if not mod:
                continue
            for dl in re.findall(r"^!\$acc\s+declare\b(.*)$", text, re.M | re.I):
                for items in re.findall(r"\(([^()]*)\)", dl):
                    for var in items.split(","):
                        var = var.strip().lower()
                        if re.match(r"^\w+$", var):
                            out.add("_QM%sE%s" % (mod.group(1).lower(), var))
    return out


def implicit_op_name(line, ssa, defs):
    """The variable of an op Flang's implicit data pass added (it prints
    name = ""): an exit op's entry op names it, an entry op's varPtr/var."""
    for kw in ("accPtr", "accVar"):
        for v in operand_list(line, kw):
            if v in ssa and ssa[v]["name"]:
                return ssa[v]["name"]
    for kw in ("varPtr", "var"):
        for v in operand_list(line, kw):
            return variable_of(v, defs)
    return ""


ACC_OP_RE = re.compile(r"^\s*(?:(%[\w#]+)(?::\d+)?\s*=\s*)?acc\.([a-z_]+)(?=[\s(])")
OMP_MAP_RE = re.compile(r"^\s*(%[\w#]+)\s*=\s*omp\.map\.info\b")
OMP_OWNER_RE = re.compile(
    r"^\s*omp\.(target_data|target_enter_data|target_exit_data|"
    r"target_update|target)\b")


def loc_table(text):
    """#locN -> source line, from `-mlir-print-debuginfo` output."""
    raw = {}
    for line in text.splitlines():
        m = LOC_DEF_RE.match(line)
        if m:
            raw[m.group(1)] = m.group(2)
    lines = {}

    def resolve(ref, depth=0):
        if ref in lines:
            return lines[ref]
        body = raw.get(ref, "")
        m = LOC_FILE_RE.search(body)
        val = int(m.group(1)) if m else None
        if val is None and depth < 8:
            for inner in re.findall(r"#loc\d*", body):
                val = resolve(inner, depth + 1)
                if val is not None:
                    break
        lines[ref] = val
        return val

    for ref in raw:
        resolve(ref)
    return lines


def src_line(line, locs):
    m = LOC_REF_RE.search(line)
    if m:
        return locs.get(m.group(1))
    m = re.search(r'loc\("[^"]*":(\d+):\d+\)\s*$', line)
    return int(m.group(1)) if m else None


def source_kind(src_lines, lineno):
    """What the source line an op is located at is: a directive, a DO
    statement, or something else."""
    if not lineno or lineno > len(src_lines):
        return ""
    t = src_lines[lineno - 1].strip().lower()
    if re.match(r"^[!*c]\$(acc|omp)\b", t):
        return "directive"
    if re.match(r"^(\w+\s*:\s*)?do\b", t):
        return "do"
    return "other"


ACC_COMPUTE_RE = re.compile(r"^\s*(?:%[\w#]+\s*=\s*)?acc\.(parallel|serial|kernels)\b")
DATA_REGION_RE = re.compile(r"^(\s*)acc\.data\b.*\{\s*(loc\(.*\))?\s*$")
DECLARED_GLOBAL_RE = re.compile(r"^\s*fir\.global\s+(?:\w+\s+)*@([\w.$]+)\s*\{acc\.declare\b")


def parse_flang(text, src_lines=(), declared=()):
    """Flang's HLFIR -> list of op records.

    An OpenACC op also gets `covered`: `data` when the variable is in a
    data clause of an enclosing acc.data region, `declare` when a declare
    Flang lowered in this file (or a module's `declared`, uniq names) names
    it; and `storage = common` for a COMMON block member. Both come from
    Flang's own output."""
    locs = loc_table(text)
    declared = set(declared)
    regions = []      # open acc.data regions: (indent, identities they map)
    # Declare-action functions that an ALLOCATE/DEALLOCATE actually calls.
    used_actions = set(re.findall(
        r"#acc\.declare_action<[^>]*?=\s*@([\w.$]+)", text))
    used_actions |= set(re.findall(
        r"(?:postAlloc|preDealloc|postDealloc|preAlloc)\s*=\s*@([\w.$]+)", text))
    recs = []
    fn_index = 0
    scope = "func"
    ssa = {}          # SSA value -> record, within one function
    omp_maps = {}     # SSA value -> record (OpenMP map.info)
    defs = {}         # SSA value -> (op name, rest of its line), one function
    for lineno, line in enumerate(text.splitlines(), 1):
        s = scope_of(line)
        if s:
            scope = s
            fn_index += 1
            omp_maps = {}
            if s == "declare_action":
                fn = re.search(r"@([\w.$]+)", line).group(1)
                if fn not in used_actions:
                    scope = "declare_action_unused"
            ssa = {}
            defs = {}
        d = SSA_DEF_RE.match(line)
        if d:
            defs[d.group(1)] = (d.group(2), d.group(3))
        g = DECLARED_GLOBAL_RE.match(line)
        if g:
            declared.add(g.group(1))
        if regions and re.match(r"^%s\}" % re.escape(regions[-1][0]), line):
            regions.pop()
        r = DATA_REGION_RE.match(line)
        if r:
            mapped = set()
            for v in operand_list(line, "dataOperands"):
                if v in ssa:
                    mapped |= ssa[v].get("ids", set())
            regions.append((r.group(1), mapped))
        c = ACC_COMPUTE_RE.match(line)
        if c:
            operands = [ssa[v] for kw in ("dataOperands", "firstprivate", "private",
                                          "reduction")
                        for v in operand_list(line, kw) if v in ssa]
            named = set()
            for operand in operands:
                if not operand["implicit"]:
                    named |= operand.get("ids", set())
            for operand in operands:
                if operand["implicit"] and operand.get("ids", set()) & named:
                    operand["in_construct"] = True
        m = ACC_OP_RE.match(line)
        if m:
            result, mn = m.group(1), m.group(2)
            if mn not in ACC_DATA_OPS:
                continue
            a = parse_attrs(line)
            rec = {
                "side": "flang", "dialect": "openacc", "op": mn,
                "clause": a.get("dataClause", DEFAULT_CLAUSE.get(mn, "")),
                "name": a.get("name", "") or implicit_op_name(line, ssa, defs),
                "structured": a.get("structured", True),
                "implicit": a.get("implicit", False),
                "scope": scope, "line": src_line(line, locs), "hlfir": lineno,
                "construct": "", "text": line.strip(),
            }
            rec["at"] = source_kind(src_lines, rec["line"])
            rec["ids"] = entry_identities(line, defs)
            for kw in ("accPtr", "accVar"):
                for v in operand_list(line, kw):
                    if v in ssa:
                        rec["ids"] = ssa[v].get("ids", set())
                        rec["entry_hlfir"] = ssa[v].get("hlfir")
            rec["in_data"] = any(rec["ids"] & mapped for _, mapped in regions)
            rec["storage"] = "common" if any(
                not i.startswith("_Q") and i.endswith("_") for i in rec["ids"]) else ""
            if mn in TOKEN_OPS:
                # A declare token has no clause or name of its own: it stands
                # for the set of clauses of the ops it groups.
                operands = operand_list(line, "dataOperands")
                clauses = set()
                for v in operands:
                    if v in ssa:
                        clauses.add(ssa[v]["clause"])
                tok = operand_list(line, "token")
                for v in tok:
                    if v in ssa:
                        clauses |= set(ssa[v].get("_group", []))
                rec["_group"] = sorted(clauses)
                rec["clause"] = "+".join(sorted(clauses))
                rec["name"] = ""
                rec["structured"] = True
            if mn == "declare_enter":
                for v in operand_list(line, "dataOperands"):
                    if v in ssa:
                        declared |= ssa[v].get("ids", set())
            if result:
                ssa[result] = rec
            recs.append(rec)
            continue
        m = OMP_MAP_RE.match(line)
        if m:
            a = parse_attrs(line)
            cm = re.search(r"map_clauses\(([^)]*)\)", line)
            words = set(w.strip() for w in cm.group(1).split(",")) if cm else set()
            words.discard("")
            if "delete" in words:
                mtype = "delete"
            elif "to" in words and "from" in words or "tofrom" in words:
                mtype = "tofrom"
            elif "to" in words:
                mtype = "to"
            elif "from" in words:
                mtype = "from"
            elif "storage" in words or "alloc" in words or "release" in words:
                mtype = "storage"
            elif "return_param" in words:
                mtype = "return_param"
            else:
                mtype = "none"
            cap = re.search(r"capture\((\w+)\)", line)
            if mtype == "none" and not (cap and cap.group(1) == "ByCopy"):
                # No to/from on a by-reference map: storage only, the alloc
                # of a defaultmap(present) map (5.2 5.8.6).
                mtype = "storage"
            rec = {
                "side": "flang", "dialect": "openmp", "op": "map",
                "clause": mtype, "name": a.get("name", ""),
                "structured": True, "implicit": "implicit" in words,
                "mods": ",".join(sorted(words & OMP_MODIFIERS)),
                "role": "member" if "var_ptr_ptr(" in line else "",
                "partial": a.get("partial_map", False),
                "capture": cap.group(1) if cap else "",
                "members": operand_list(line, "members"), "fn": fn_index,
                "box": re.search(r"->\s*!fir\.ref<!fir\.box<", line) is not None,
                "scope": scope, "line": src_line(line, locs), "hlfir": lineno,
                "construct": "", "text": line.strip(),
            }
            rec["at"] = source_kind(src_lines, rec["line"])
            omp_maps[m.group(1)] = rec
            continue
        m = OMP_OWNER_RE.match(line)
        if m:
            owner = m.group(1)
            structured = owner in ("target", "target_data")
            for kw in ("map_entries", "use_device_addr", "use_device_ptr",
                       "has_device_addr", "is_device_ptr"):
                for v in operand_list(line, kw):
                    rec = omp_maps.pop(v, None)
                    if rec is None:
                        continue
                    rec["construct"] = owner
                    rec["owner"] = lineno
                    rec["structured"] = structured
                    rec["clause_kw"] = kw
                    if kw != "map_entries":
                        # use_device_* / has_device_addr / is_device_ptr list
                        # items are map.info ops too (return_param, implicit
                        # to): only the clause and the name carry meaning.
                        rec["op"] = rec["clause"] = OMP_DEVICE_CLAUSE.get(kw, kw)
                        rec["implicit"] = False
                        rec["mods"] = rec["role"] = ""
                    recs.append(rec)
            # Flang also passes an is_device_ptr list item as a
            # has_device_addr entry: the construct names it already.
            owned = [r for r in recs if r.get("owner") == lineno]
            device_ptrs = {r["name"] for r in owned if r["op"] == "is_device_ptr"}
            for r in owned:
                if r["op"] == "has_device_addr" and r["name"] in device_ptrs:
                    r["covered"] = "construct"
            continue
        m = OMP_DECLARE_TARGET_RE.search(line)
        if m:
            cap = m.group(2)
            recs.append({
                "side": "flang", "dialect": "openmp", "op": "declare_target",
                "clause": "enter" if cap in ("to", "enter") else cap,
                "name": mangled_name(m.group(1)), "structured": False,
                "implicit": False, "mods": "", "role": "", "scope": scope,
                "line": src_line(line, locs), "hlfir": lineno,
                "construct": "declare target", "text": line.strip(),
            })
    for rec in recs:
        if rec["dialect"] == "openacc":
            rec["covered"] = ("construct" if rec.pop("in_construct", False) else
                              "data" if rec.pop("in_data", False) else
                              "declare" if rec.get("ids", set()) & declared else "")
    return recs


def finish_flang_omp(recs):
    """Name and classify Flang's descriptor maps.

    A POINTER/ALLOCATABLE `p` is mapped as a descriptor map named "p" whose
    members(...) is the base_addr map (var_ptr_ptr, named ""); a derived
    type member `d%v` adds a parent map of `d` (partial_map) whose members
    are d%v's descriptor map and its base_addr map.  Member maps take the
    name of their descriptor, as in acc2c's JSON."""
    ssa_of = {}
    for r in recs:
        if r["dialect"] == "openmp":
            m = OMP_MAP_RE.match(r["text"])
            if m:
                ssa_of[(r.get("fn"), m.group(1))] = r
    for r in list(ssa_of.values()):
        members = [ssa_of[(r.get("fn"), v)] for v in r.get("members", [])
                   if (r.get("fn"), v) in ssa_of]
        if not members:
            continue
        if r.get("box"):
            # The map of a POINTER/ALLOCATABLE's descriptor; its members
            # are the base_addr maps of the data.
            r["role"] = "descriptor"
            for mr in members:
                if not mr["name"]:
                    mr["name"] = r["name"]
                    mr["role"] = "member"
            continue
        # A record (derived type) parent: its members are component maps; a
        # component's descriptor map is followed by its base_addr map.
        last_box = None
        for mr in members:
            if mr["name"] and mr.get("box"):
                mr["role"] = "descriptor"
                last_box = mr
            elif not mr["name"] and mr["role"] == "member" and last_box:
                mr["name"] = last_box["name"]
    return recs


def dedupe_omp_maps(recs):
    """Drop an OpenMP map entry identical to one before it on the same
    construct (Flang maps a reduction variable of a combined target
    construct a second time even when a map clause names it)."""
    seen, out = set(), []
    for r in recs:
        if r["dialect"] == "openmp" and r.get("owner") is not None:
            key = (r["owner"], r["op"], r["clause"], r["name"], r["implicit"],
                   r["mods"], r["role"])
            if key in seen:
                continue
            seen.add(key)
        out.append(r)
    return out


ACC_COPY_FAMILY = {"acc_copy", "acc_copyin", "acc_copyin_readonly", "acc_copyout",
                   "acc_copyout_zero", "acc_create", "acc_create_zero"}


def merge_acc_clauses(recs):
    """Flang's ops for one item in several clauses of the copy family of one
    directive, as the one clause acc2c applies (docs/data-operations.md,
    "One variable in several clauses"): copied in if any clause copies in,
    out if any copies out, zeroed if one says zero and none copies in."""
    groups = {}
    for i, r in enumerate(recs):
        if (r["dialect"] == "openacc" and not r["implicit"]
                and r["clause"] in ACC_COPY_FAMILY and r["op"] in ("copyin", "create")):
            groups.setdefault((r.get("line"), r["name"]), []).append(i)
    drop = set()
    for entries in groups.values():
        if len(entries) < 2:
            continue
        opened = {recs[i]["hlfir"] for i in entries}
        exits = [i for i, r in enumerate(recs) if r["op"] in ("copyout", "delete")
                 and r.get("entry_hlfir") in opened]
        clauses = [recs[i]["clause"] for i in entries]
        into = any(c in ("acc_copy", "acc_copyin", "acc_copyin_readonly") for c in clauses)
        out = any(c in ("acc_copy", "acc_copyout", "acc_copyout_zero") for c in clauses)
        zero = any(c.endswith("_zero") for c in clauses) and not into
        readonly = all(c == "acc_copyin_readonly" for c in clauses) and not out
        merged = ("acc_copy" if into and out else
                  "acc_copyin_readonly" if readonly else "acc_copyin" if into else
                  "acc_copyout" if out else "acc_create") + ("_zero" if zero else "")
        recs[entries[0]]["op"] = "copyin" if into else "create"
        recs[entries[0]]["clause"] = merged
        drop.update(entries[1:])
        if exits:
            keep = next((i for i in exits if recs[i]["op"] == "copyout"), exits[0])
            recs[keep]["op"] = "copyout" if out else "delete"
            recs[keep]["clause"] = merged
            drop.update(i for i in exits if i != keep)
    return [r for i, r in enumerate(recs) if i not in drop]


def run_flang(flang, fir_opt, path, opts, workdir, timeout, module_dirs=()):
    """Flang's HLFIR for `path` after Flang's own implicit data pass
    (`fir-opt --acc-implicit-data`): the OpenACC implicit data attributes
    that acc2c's graph holds are then Flang's too, and compared."""
    # acc2c reads every file with both OpenACC 3.3 and OpenMP 5.2 enabled
    # (_OPENACC=202211, _OPENMP=202111); so does Flang here.
    cmd = flang_base(flang, "-emit-hlfir")
    if opts.get("fixed"):
        cmd.append("-ffixed-form")
    elif opts.get("free"):
        cmd.append("-ffree-form")
    if path.endswith((".F90", ".F", ".FOR", ".F77", ".F95", ".F03", ".F08")):
        cmd.append("-cpp")
    for d in opts.get("defines", []):
        cmd.append("-D" + d)
    for i in (opts.get("includes", []) + [os.path.dirname(os.path.abspath(path))]
              + module_dirs):
        cmd += ["-I", i]
    cmd += ["-module-dir", workdir, "-I", workdir]
    # Modules the test's RUN lines build first (`%acc2c -J %t Inputs/m.f90`).
    for pre in opts.get("prerequisites", []):
        pcmd = cmd + [pre, "-o", os.devnull]
        pcmd[pcmd.index("-emit-hlfir")] = "-fsyntax-only"
        try:
            subprocess.run(pcmd, cwd=workdir, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, timeout=timeout)
        except (OSError, subprocess.TimeoutExpired):
            pass
    hlfir = os.path.join(workdir, "out.hlfir")
    cmd += [os.path.abspath(path), "-o", hlfir]
    try:
        p = subprocess.run(cmd, cwd=workdir, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "flang timed out after %ds" % timeout, cmd
    except OSError as e:
        return None, "cannot run flang: %s" % e, cmd
    err = p.stderr.decode("utf-8", "replace")
    if p.returncode != 0:
        return None, first_error(err) or "flang exited with %d" % p.returncode, cmd
    # OpenACC 2.6.2 copies a reduction variable that no other clause names,
    # on every compute construct (acc2c does); the pass option gives Flang
    # the same rule for a reduction that is not on a combined construct.
    ocmd = [fir_opt, "--acc-implicit-data=enable-implicit-reduction-copy=true",
            "-mlir-print-debuginfo", hlfir]
    try:
        p = subprocess.run(ocmd, cwd=workdir, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "fir-opt timed out after %ds" % timeout, ocmd
    except OSError as e:
        return None, "cannot run fir-opt: %s" % e, ocmd
    if p.returncode != 0:
        err = p.stderr.decode("utf-8", "replace")
        return None, "fir-opt: " + (first_error(err) or "exited with %d" % p.returncode), ocmd
    return p.stdout.decode("utf-8", "replace"), None, cmd


def flang_base(flang, action):
    return [flang, "-fc1", action, "-fopenacc", "-fopenmp",
            "-fopenmp-version=52", "-mmlir", "-mlir-print-debuginfo"]


def first_error(err):
    for line in err.splitlines():
        if "error" in line.lower() or "not yet implemented" in line:
            return line.strip()
    lines = [l for l in err.splitlines() if l.strip()]
    return lines[0].strip() if lines else ""


# ---------------------------------------------------------------------------
# acc2c side

def run_acc2c(acc2c, path, opts, workdir, timeout):
    cmd = [acc2c, "--emit=json"]
    if opts.get("fixed"):
        cmd.append("--form=fixed")
    elif opts.get("free"):
        cmd.append("--form=free")
    for d in opts.get("defines", []):
        cmd.append("-D" + d)
    for i in opts.get("includes", []):
        cmd += ["-I", i]
    cmd += ["-J", workdir, "-I", workdir]
    for pre in opts.get("prerequisites", []):
        try:
            subprocess.run(cmd[:1] + ["--emit=none"] + cmd[2:] + [pre],
                           cwd=workdir, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, timeout=timeout)
        except (OSError, subprocess.TimeoutExpired):
            pass
    cmd.append(os.path.abspath(path))
    try:
        p = subprocess.run(cmd, cwd=workdir, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "acc2c timed out after %ds" % timeout, cmd
    except OSError as e:
        return None, "cannot run acc2c: %s" % e, cmd
    if p.returncode != 0:
        err = p.stderr.decode("utf-8", "replace").strip().splitlines()
        return None, (err[0] if err else "acc2c exited with %d" % p.returncode), cmd
    try:
        return json.loads(p.stdout.decode("utf-8", "replace")), None, cmd
    except ValueError as e:
        return None, "acc2c printed no valid JSON: %s" % e, cmd


def without_inferred_reductions(ops, constructs):
    """acc2c's ops as they would be without its inferred reductions
    (passes/InferReductions.h): the reduction op goes, and the scalar's
    implied copy becomes the implicit attribute OpenACC 2.6.2 gives it,
    firstprivate in a parallel construct, copy in kernels."""
    inferred = {(o.get("constructId"), o.get("variable") or o.get("name"))
                for o in ops if o.get("implicitRule") == "inferred-reduction"}
    out = []
    for o in ops:
        key = (o.get("constructId"), o.get("variable") or o.get("name"))
        if o.get("implicitRule") == "inferred-reduction":
            continue
        if key in inferred and o.get("implicitRule") == "reduction":
            kernels = constructs.get(o.get("constructId"), {}).get("name", "").startswith("kernels")
            o = dict(o)
            if kernels:
                o["dataClause"], o["implicitRule"] = "copy", "kernels-scalar-copy"
            elif o.get("op") == "copyin":
                o["op"], o["dataClause"] = "firstprivate", "firstprivate"
                o["implicitRule"] = "scalar-firstprivate"
            else:
                continue
        out.append(o)
    return out


def parse_acc2c(doc, normalize=()):
    ops = doc.get("ops", [])
    if "inferred-reduction" in normalize:
        ops = without_inferred_reductions(
            ops, {c.get("id"): c for c in doc.get("constructs", [])})
    by_id = {o.get("id"): o for o in ops}
    constructs = {c.get("id"): c for c in doc.get("constructs", [])}
    recs = []
    for o in ops:
        dialect = o.get("dialect", "openacc")
        kind = o.get("op", "")
        c = constructs.get(o.get("constructId"), {})
        base = {
            "side": "acc2c", "id": o.get("id"), "dialect": dialect,
            "line": o.get("line"),
            "construct": o.get("construct", c.get("name", "")),
            "constructKind": c.get("kind", ""),
            "structured": bool(o.get("structured", True)),
            "implicit": bool(o.get("implicit", False)),
            "name": o.get("name", ""), "scope": "",
            "rule": o.get("implicitRule", ""), "storage": o.get("storage", ""),
            "text": "%%%s = acc.%s %s {dataClause = %s} (line %s, %s)" % (
                o.get("id"), kind, o.get("name", ""), o.get("dataClause", ""),
                o.get("line"), o.get("construct", "")),
        }
        if dialect == "openacc" or kind in TOKEN_OPS:
            rec = dict(base)
            rec["op"] = kind
            rec["clause"] = ACC2C_CLAUSE.get(o.get("dataClause", ""),
                                             "acc_" + o.get("dataClause", ""))
            rec["modifiers"] = ",".join(sorted(o.get("modifiers") or []))
            if "not-written" in normalize and o.get("implicitRule") == "not-written":
                # acc2c's implicit copy of data the region never writes comes
                # in only: Flang's copy, less the copy back.
                rec["clause"] = "acc_copy"
                if kind == "delete":
                    rec["op"] = "copyout"
            if "written-first" in normalize and o.get("implicitRule") == "written-first":
                # acc2c's implicit copy of data the region sets before
                # reading it goes out only: Flang's copy, less the copy in.
                rec["clause"] = "acc_copy"
                if kind == "create":
                    rec["op"] = "copyin"
            if "written-first-private" in normalize and \
                    o.get("implicitRule") == "written-first-private":
                # acc2c's private copy of a scalar every iteration sets
                # before reading it: Flang's implicit firstprivate.
                rec["op"], rec["clause"] = "firstprivate", "acc_firstprivate"
            if "clause-modifiers" in normalize:
                # MLIR (Flang 22) folds readonly/zero into the clause enum.
                mods = set(o.get("modifiers") or [])
                if "readonly" in mods and rec["clause"] == "acc_copyin":
                    rec["clause"] = "acc_copyin_readonly"
                if "zero" in mods and rec["clause"] in ("acc_create",
                                                        "acc_copyout"):
                    rec["clause"] += "_zero"
            if kind in TOKEN_OPS:
                group = set()
                ids = o.get("operands") or []
                if kind == "declare_exit":
                    ids = [x for t in ids for x in (by_id.get(t, {}).get("operands") or [])]
                for x in ids:
                    inner = by_id.get(x)
                    if inner is not None:
                        group.add(ACC2C_CLAUSE.get(inner.get("dataClause", ""),
                                                   inner.get("dataClause", "")))
                rec["clause"] = "+".join(sorted(group))
                rec["name"] = ""
                rec["structured"] = True
            recs.append(rec)
            continue
        # OpenMP: one record per map entry.  An exit op that closes an entry
        # op is the second half of the same map item; Flang has one
        # omp.map.info for both.
        if o.get("entry") is not None:
            continue
        rec = dict(base)
        mods = set(o.get("modifiers") or []) & OMP_MODIFIERS
        if o.get("implicit"):
            mods.discard("implicit")
        rec["mods"] = ",".join(sorted(mods))
        rec["role"] = ("descriptor" if o.get("descriptor") else
                       "member" if o.get("memberOf") is not None else "")
        clause = o.get("dataClause", "")
        if kind in ("private", "firstprivate", "reduction"):
            rec["op"] = kind
            if "written-first-private" in normalize and \
                    o.get("implicitRule") == "written-first-private":
                rec["op"] = "firstprivate"  # as written-first-private above
            rec["clause"] = rec["op"]
            rec["mods"], rec["role"] = "", ""
            if "omp-loop-private" in normalize and o.get("implicitRule") == "loop-private":
                # acc2c's private copy of data only loops inside privatize:
                # Flang's implicit map (tofrom, 5.2 5.8.9).
                rec["op"], rec["clause"] = "map", "tofrom"
        elif kind == "update_device":
            rec["op"], rec["clause"] = "map", "to"
        elif kind == "update_host":
            rec["op"], rec["clause"] = "map", "from"
        elif kind in ("use_device", "deviceptr"):
            # use_device_ptr/addr, is_device_ptr/has_device_addr
            rec["op"] = rec["clause"] = OMP_DEVICE_CLAUSE.get(clause, clause)
            rec["mods"], rec["role"] = "", ""
            rec["implicit"] = False
        elif kind in ("declare_link",) or clause in ("enter", "link", "to") \
                and "declare target" in base["construct"]:
            rec["op"] = "declare_target"
            rec["clause"] = "enter" if clause in ("to", "enter") else clause
            rec["mods"], rec["role"] = "", ""
        else:
            rec["op"] = "map"
            rec["clause"] = OMP_MAPTYPE.get(o.get("mapType"), o.get("mapType") or "tofrom")
            if "not-written" in normalize and o.get("implicitRule") == "not-written":
                rec["clause"] = "tofrom"  # acc2c maps data the region never writes `to`
            if "written-first" in normalize and o.get("implicitRule") == "written-first":
                rec["clause"] = "tofrom"  # acc2c maps data the region sets first `from`
        recs.append(rec)
    # OpenACC 2.6.2 / OpenMP 5.8.9: no implicit data attribute for a variable
    # that a clause of the same construct names (a reduction keeps its
    # implied copy).  Such an op is never a deliberate difference.
    explicit = {}
    for o in ops:
        if not o.get("implicit") and o.get("op") not in TOKEN_OPS:
            explicit.setdefault(o.get("constructId"), {}).setdefault(
                (o.get("variable") or o.get("name", "")).lower(), set()).add(o.get("op"))
    for rec, o in zip_ops(recs, ops):
        if not o.get("implicit"):
            continue
        kinds = explicit.get(o.get("constructId"), {}).get(
            (o.get("variable") or o.get("name", "")).lower(), set())
        if kinds - {"reduction"}:
            rec["shadowed"] = True
    # privatized=loop: a loop construct inside this op's compute construct
    # makes the variable private (private or reduction clause), so the
    # implicit attribute on the compute construct is never what the body
    # sees.
    parent = {c.get("id"): c.get("parent") for c in doc.get("constructs", [])}
    private_in = {}
    for o in ops:
        if not o.get("implicit") and o.get("op") in ("private", "reduction"):
            c = parent.get(o.get("constructId"))
            while c is not None:
                private_in.setdefault(c, set()).add(o.get("variable"))
                c = parent.get(c)
    for rec, o in zip_ops(recs, ops):
        if o.get("implicit") and o.get("variable") in private_in.get(o.get("constructId"), ()):
            rec["privatized"] = "loop"
    # section=true: the descriptor of an array whose clause names a section
    # or an element of it (its member's name as written is not the variable).
    sectioned = {o.get("memberOf") for o in ops
                 if o.get("memberOf") is not None and o.get("name") != o.get("variable")}
    for rec, o in zip_ops(recs, ops):
        if o.get("descriptor") and o.get("id") in sectioned:
            rec["section"] = True
    return recs


def zip_ops(recs, ops):
    by_id = {o.get("id"): o for o in ops}
    for r in recs:
        o = by_id.get(r.get("id"))
        if o is not None:
            yield r, o


# ---------------------------------------------------------------------------
# RUN-line options (-D, -I, --form) of lit tests

def run_line_options(path):
    opts = {"defines": [], "includes": [], "prerequisites": [], "xfail": False}
    d = os.path.dirname(os.path.abspath(path))
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = f.readlines()
    except OSError:
        return opts
    for line in lines:
        if re.search(r"\bXFAIL:", line):
            # lit's XFAIL: the file shows a known acc2c bug (its comment
            # says which); a difference here is expected, not deliberate.
            opts["xfail"] = True
    for line in lines:
        # An earlier RUN line that translates another file (a module the
        # test uses): build it first, for both tools.
        m = re.search(r"RUN:\s*(.*)$", line)
        if not m or "%acc2c" not in m.group(1) or "%s" in m.group(1):
            continue
        try:
            toks = shlex.split(m.group(1).split("|")[0].replace("%S", d))
        except ValueError:
            continue
        for t in toks:
            if t.lower().endswith((".f90", ".f", ".for", ".f95", ".f03", ".f08")) \
                    and "%" not in t and not t.startswith("-"):
                opts["prerequisites"].append(
                    t if os.path.isabs(t) else os.path.join(d, t))
    for line in lines:
        m = re.search(r"RUN:\s*(.*)$", line)
        if not m or "%acc2c" not in m.group(1) or "%s" not in m.group(1):
            continue
        cmd = m.group(1).split("|")[0]
        cmd = cmd.replace("%S", d).replace("%s", os.path.abspath(path))
        try:
            toks = shlex.split(cmd)
        except ValueError:
            continue
        i = 0
        while i < len(toks):
            t = toks[i]
            if t.startswith("-D") and len(t) > 2:
                opts["defines"].append(t[2:])
            elif t == "-D" and i + 1 < len(toks):
                opts["defines"].append(toks[i + 1]); i += 1
            elif t.startswith("-I") and len(t) > 2 and "%" not in t:
                opts["includes"].append(t[2:])
            elif t == "-I" and i + 1 < len(toks) and "%" not in toks[i + 1]:
                opts["includes"].append(toks[i + 1]); i += 1
            elif t == "--form=fixed":
                opts["fixed"] = True
            elif t == "--form=free":
                opts["free"] = True
            i += 1
        break
    return opts


# ---------------------------------------------------------------------------
# Comparison

def fields_of(rec):
    return OMP_FIELDS if rec["dialect"] == "openmp" else ACC_FIELDS


def keyed(rec, rules, normalizations):
    """Comparison view of a record: field -> value, or WILD."""
    view = {}
    for f in fields_of(rec):
        v = rec.get(f, "")
        if f == "name":
            v = norm_name(v, normalizations)
        view[f] = v
    rec["_raw"] = dict(view)
    for r in rules:
        if r.kind == "ignore-field" and r.matches(rec):
            for f in r.arg.split(","):
                if f in view:
                    view[f] = WILD
                    rec.setdefault("_wild_rules", []).append(r)
    return view


def agree(a, b, exact):
    if set(a) != set(b):
        return False
    for f in a:
        x, y = a[f], b[f]
        if x is WILD or y is WILD:
            if exact:
                return False
            continue
        if x != y:
            return False
    return True


def compare(acc_recs, fl_recs, rules, normalizations):
    for r in acc_recs + fl_recs:
        r["_view"] = keyed(r, rules, normalizations)
    unmatched_acc = list(acc_recs)
    unmatched_fl = []
    matched = []
    pending = list(fl_recs)
    def distance(a, f):
        la, lf = a.get("line"), f.get("line")
        if la is None or lf is None:
            return 10 ** 9
        return abs(la - lf)

    for exact in (True, False):
        # Among ops that agree, pair the nearest in the source first: the
        # report then points at the right place when some are left over.
        cands = []
        if exact:
            # Exact agreement (no field ignored) is an equality of keys:
            # bucket, then pair.
            def key(r):
                return tuple(sorted((k, str(x)) for k, x in r["_raw"].items()))
            buckets = {}
            for ai, a in enumerate(unmatched_acc):
                k = key(a)
                if k is not None:
                    buckets.setdefault(k, []).append(ai)
            for fi, f in enumerate(pending):
                for ai in buckets.get(key(f), []):
                    cands.append((distance(unmatched_acc[ai], f), fi, ai))
        else:
            # Agreement with ignored fields: prefer the pairs that differ in
            # the fewest ignored fields, then the nearest.
            for fi, f in enumerate(pending):
                for ai, a in enumerate(unmatched_acc):
                    if agree(a["_view"], f["_view"], exact):
                        cost = sum(1 for k in a["_raw"]
                                   if a["_raw"][k] != f["_raw"].get(k))
                        cands.append(((cost, distance(a, f)), fi, ai))
        cands.sort()
        used_f, used_a = set(), set()
        for d, fi, ai in cands:
            if fi in used_f or ai in used_a:
                continue
            used_f.add(fi)
            used_a.add(ai)
            a, f = unmatched_acc[ai], pending[fi]
            matched.append((a, f))
            if not exact:
                for rec in (a, f):
                    for r in rec.get("_wild_rules", []):
                        r.uses += 1
        pending = [f for i, f in enumerate(pending) if i not in used_f]
        unmatched_acc = [a for i, a in enumerate(unmatched_acc)
                         if i not in used_a]
    unmatched_fl = pending
    return matched, unmatched_acc, unmatched_fl


def explain(rec, rules):
    kind = "acc2c-only" if rec["side"] == "acc2c" else "flang-only"
    for r in rules:
        if r.kind == kind and r.matches(rec):
            r.uses += 1
            return r
    return None


def describe(rec):
    parts = ["%s.%s" % ("acc" if rec["dialect"] == "openacc" else "omp", rec["op"])]
    parts.append("clause=%s" % (rec.get("clause") or "-"))
    parts.append('name="%s"' % rec.get("name", ""))
    parts.append("structured=%s" % str(rec.get("structured")).lower())
    parts.append("implicit=%s" % str(rec.get("implicit")).lower())
    for key in ("rule", "covered", "privatized", "section"):
        if rec.get(key):
            parts.append("%s=%s" % (key, rec[key]))
    if rec.get("side") == "flang" and rec.get("storage"):
        parts.append("storage=%s" % rec["storage"])
    if rec["dialect"] == "openmp":
        if rec.get("mods"):
            parts.append("mods=%s" % rec["mods"])
        if rec.get("role"):
            parts.append("role=%s" % rec["role"])
    where = []
    if rec.get("line") is not None:
        where.append("line %s" % rec["line"])
    if rec.get("hlfir") is not None:
        where.append("hlfir line %s" % rec["hlfir"])
    if rec.get("construct"):
        where.append(rec["construct"])
    if rec.get("scope") and rec["scope"] != "func":
        where.append("in " + rec["scope"])
    return " ".join(parts) + ("  [" + ", ".join(where) + "]" if where else "")


def field_diff(a, f):
    out = []
    for k in a["_view"]:
        x, y = a["_view"][k], f["_view"].get(k)
        if x is WILD or y is WILD or x == y:
            continue
        out.append("%s: acc2c %r, flang %r" % (k, x, y))
    return "; ".join(out)


def pair_leftovers(acc_left, fl_left):
    """Pairs of an acc2c and a Flang op on the same variable and op kind
    (shown as one mismatch instead of two unrelated lines)."""
    pairs, a_rest, f_rest = [], list(acc_left), []
    for f in fl_left:
        hit = None
        for same_line in (True, False):
            for i, a in enumerate(a_rest):
                if same_line and a.get("line") != f.get("line"):
                    continue
                if a["dialect"] == f["dialect"] and a["op"] == f["op"] and \
                        a["_view"]["name"] == f["_view"]["name"]:
                    hit = i
                    break
            if hit is not None:
                break
        if hit is None:
            for i, a in enumerate(a_rest):
                if a["dialect"] == f["dialect"] and a["op"] == f["op"] and \
                        a.get("clause") == f.get("clause") and \
                        a["name"].split("(")[0] == f["name"].split("(")[0]:
                    hit = i
                    break
        if hit is None:
            f_rest.append(f)
        else:
            pairs.append((a_rest.pop(hit), f))
    return pairs, a_rest, f_rest


# ---------------------------------------------------------------------------
# Driver

def check_file(path, args, rules, normalizations):
    """Returns (status, lines): status is 'pass', 'fail' or 'skip'; a file
    marked XFAIL (lit) gives 'xfail' instead of 'fail', 'xpass' instead of
    'pass'."""
    status, lines = check_file_once(path, args, rules, normalizations)
    if run_line_options(path)["xfail"] and not args.strict_xfail:
        if status == "fail":
            status = "xfail"
            lines[0] += " (XFAIL: a known acc2c bug, see the file)"
        elif status == "pass":
            status = "xpass"
            lines[0] += " (marked XFAIL but agrees with Flang now)"
    return status, lines


def check_file_once(path, args, rules, normalizations):
    lines = []
    opts = run_line_options(path)
    with tempfile.TemporaryDirectory(prefix="flang-diff-") as work:
        facc = os.path.join(work, "acc2c")
        ffl = os.path.join(work, "flang")
        os.mkdir(facc)
        os.mkdir(ffl)
        doc, acc_err, acc_cmd = run_acc2c(args.acc2c, path, opts, facc, args.timeout)
        hlfir, fl_err, fl_cmd = run_flang(args.flang, args.fir_opt, path, opts, ffl,
                                          args.timeout, args.flang_module_dir)
        declared = module_declares([ffl])
    if acc_err and fl_err:
        return "skip", ["both tools reject the file", "  acc2c: " + acc_err,
                        "  flang: " + fl_err]
    if fl_err:
        return "skip", ["flang cannot lower the file: " + fl_err]
    if acc_err:
        return "fail", ["acc2c fails where flang does not: " + acc_err,
                        "  " + " ".join(shlex.quote(c) for c in acc_cmd)]
    try:
        acc_recs = parse_acc2c(doc, normalizations)
        with open(path, encoding="utf-8", errors="replace") as f:
            src_lines = f.read().splitlines()
        fl_recs = finish_flang_omp(parse_flang(hlfir, src_lines, declared))
    except Exception as e:  # never let one odd file stop the run
        return "fail", ["internal error while reading the output: %r" % e]
    if "omp-duplicate-maps" in normalizations:
        fl_recs = dedupe_omp_maps(fl_recs)
    if "merged-clauses" in normalizations:
        fl_recs = merge_acc_clauses(fl_recs)
    if args.dump:
        lines.append("acc2c ops:")
        lines += ["  " + describe(r) for r in acc_recs]
        lines.append("flang ops:")
        lines += ["  " + describe(r) for r in fl_recs]
    matched, acc_left, fl_left = compare(acc_recs, fl_recs, rules, normalizations)
    explained, bad = [], []
    for rec in acc_left + fl_left:
        r = None if rec.get("shadowed") else explain(rec, rules)
        (explained if r else bad).append((rec, r))
    for a, f in matched:
        if a.get("shadowed"):
            bad.append((a, None))
    bad_acc = [x for x, _ in bad if x["side"] == "acc2c"]
    bad_fl = [x for x, _ in bad if x["side"] == "flang"]
    pairs, only_acc, only_fl = pair_leftovers(bad_acc, bad_fl)
    status = "fail" if bad else "pass"
    lines.insert(0, "%d ops matched, %d differences explained, %d unexplained"
                 % (len(matched), len(explained), len(bad)))
    for a, f in pairs:
        lines.append("  MISMATCH %s" % field_diff(a, f))
        lines.append("     acc2c: " + describe(a))
        lines.append("     flang: " + describe(f))
    for a in only_acc:
        if a.get("shadowed"):
            lines.append("  ACC2C-IMPLICIT-OVER-EXPLICIT " + describe(a) +
                         "  (a clause of the same construct names it: "
                         "OpenACC 2.6.2)")
        else:
            lines.append("  ACC2C-ONLY " + describe(a))
    for f in only_fl:
        lines.append("  FLANG-ONLY " + describe(f))
    if args.verbose:
        for a, f in matched:
            # Pairs that only agree because a field was ignored on purpose.
            rules_used = {x for rec in (a, f) for x in rec.get("_wild_rules", [])}
            differing = [k for k in a["_view"]
                         if (a["_view"][k] is WILD or f["_view"][k] is WILD)
                         and a.get(k) != f.get(k)]
            if rules_used and differing:
                lines.append("  explained (%s): %s differ%s: %s" % (
                    ", ".join(sorted(x.section for x in rules_used)),
                    ",".join(differing), "" if len(differing) > 1 else "s",
                    describe(a)))
        for rec, r in explained:
            lines.append("  explained (%s): %s %s" % (
                r.section, "acc2c-only" if rec["side"] == "acc2c" else "flang-only",
                describe(rec)))
    return status, lines


def expand(paths):
    out = []
    for p in paths:
        if os.path.isdir(p):
            for root, dirs, files in os.walk(p):
                # As the ctest registration: no Inputs/ (helpers of other
                # tests), no diagnostics/ or tests that expect acc2c to fail.
                dirs[:] = sorted(d for d in dirs
                                 if d not in ("Inputs", "Output", "diagnostics"))
                for fn in sorted(files):
                    if fn.endswith((".f90", ".F90", ".f", ".F")):
                        f = os.path.join(root, fn)
                        try:
                            with open(f, encoding="utf-8", errors="replace") as h:
                                if re.search(r"RUN:.*\bnot\s+%acc2c", h.read()):
                                    continue
                        except OSError:
                            pass
                        out.append(f)
        else:
            out.append(p)
    return out


def repo_path(path):
    """`path` relative to the repository: the key of flang-skips.txt."""
    return os.path.relpath(os.path.abspath(path), REPO)


def load_skips(path):
    """flang-skips.txt: `FILE REASON` per line, FILE relative to the
    repository; `#` starts a comment."""
    skips, problems = {}, []
    if not os.path.exists(path):
        return skips, ["%s not found" % path]
    with open(path, encoding="utf-8") as f:
        for lineno, raw in enumerate(f, 1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            name, _, reason = line.partition(" ")
            if not reason.strip():
                problems.append("%s:%d: a skip needs a reason" % (path, lineno))
            skips[os.path.normpath(name)] = reason.strip()
    return skips, problems


# A file every Flang 22 lowers, with an OpenACC data clause, an implicit
# copy for the implicit data pass to add and an OpenMP map: if it fails or
# shows none of them, the Flang install (driver, flags, fir-opt, the
# openacc module) is broken and the run would compare nothing.
PROBE = """subroutine acc2c_probe(a, n)
  integer :: n, i
  real :: a(n), b(4)
  !$acc data copy(a)
  !$acc parallel loop
  do i = 1, 4
    b(i) = a(i)
  end do
  !$acc end data
  !$omp target map(tofrom: a)
  a(1) = b(1)
  !$omp end target
end subroutine
"""


def probe_flang(args):
    with tempfile.TemporaryDirectory(prefix="flang-diff-probe-") as work:
        src = os.path.join(work, "probe.f90")
        with open(src, "w") as f:
            f.write(PROBE)
        hlfir, err, cmd = run_flang(args.flang, args.fir_opt, src, {}, work,
                                    args.timeout, args.flang_module_dir)
    if err:
        return "%s\n  %s" % (err, " ".join(shlex.quote(c) for c in cmd))
    recs = parse_flang(hlfir)
    kinds = {(r["dialect"], r["op"], r["name"], r["implicit"]) for r in recs}
    for want in (("openacc", "copyin", "a", False), ("openacc", "copyin", "b", True),
                 ("openmp", "map", "a", False)):
        if want not in kinds:
            return "its output lacks the %s op %s of %s (implicit=%s)" % want
    return None


def default_fir_opt(flang):
    """fir-opt of the same LLVM as the flang driver."""
    found = shutil.which(flang)
    if found:
        beside = os.path.join(os.path.dirname(os.path.realpath(found)), "fir-opt")
        if os.access(beside, os.X_OK):
            return beside
    return "fir-opt-22"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--acc2c", required=True, help="the acc2c binary")
    ap.add_argument("--flang", required=True,
                    help="the flang driver (flang-22 / flang-new-22)")
    ap.add_argument("--fir-opt", default=None,
                    help="Flang's fir-opt, for its implicit data pass (default: "
                         "fir-opt beside the flang driver, else fir-opt-22 on PATH)")
    ap.add_argument("--known", default=DEFAULT_KNOWN,
                    help="known-differences file (default: %(default)s)")
    ap.add_argument("--doc", default=DEFAULT_DOC,
                    help="the document the known differences cite")
    ap.add_argument("--flang-module-dir", action="append", default=None,
                    metavar="DIR",
                    help="where Flang finds modules it does not ship (Flang 22 "
                         "has no openacc.mod); default: acc2c's own, "
                         "ACC2C/../include/acc2c/flang")
    ap.add_argument("--timeout", type=int, default=120)
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="also list the differences the known-differences "
                         "file explains")
    ap.add_argument("--dump", action="store_true",
                    help="print every op both tools produce")
    ap.add_argument("--strict-xfail", action="store_true",
                    help="count files marked XFAIL (lit) like any other")
    ap.add_argument("--skips", default=DEFAULT_SKIPS,
                    help="files Flang cannot lower, each with the reason "
                         "(default: %(default)s)")
    ap.add_argument("--all-inputs", action="store_true",
                    help="the files given are all of the project's Fortran "
                         "inputs: a known difference or skip that matches "
                         "nothing is stale and fails the run")
    ap.add_argument("files", nargs="+",
                    help="Fortran files (directories are searched)")
    args = ap.parse_args(argv)
    if args.fir_opt is None:
        args.fir_opt = default_fir_opt(args.flang)
    # Both tools run in a scratch directory: resolve relative paths first.
    for attr in ("acc2c", "flang", "fir_opt"):
        v = getattr(args, attr)
        if os.sep in v:
            setattr(args, attr, os.path.abspath(v))

    for attr in ("acc2c", "flang", "fir_opt"):
        exe = getattr(args, attr)
        found = exe if os.sep in exe else shutil.which(exe)
        if not found or not os.access(found, os.X_OK):
            print("flang_diff: cannot run %s '%s'" % (attr, exe), file=sys.stderr)
            print("0 passed, 0 failed")
            return 2
    if args.flang_module_dir is None:
        own = os.path.normpath(os.path.join(
            os.path.dirname(os.path.realpath(shutil.which(args.acc2c) or args.acc2c)),
            "..", "include", "acc2c", "flang"))
        args.flang_module_dir = [own] if os.path.isdir(own) else []
    rules, problems = load_rules(args.known, args.doc)
    if problems:
        for p in problems:
            print("flang_diff: " + p, file=sys.stderr)
        print("0 passed, 0 failed")
        return 2
    normalizations = {r.arg for r in rules if r.kind == "normalize"}
    for r in rules:
        if r.kind == "normalize":
            r.uses += 1

    problem = probe_flang(args)
    if problem:
        print("flang_diff: Flang cannot lower a file every Flang 22 lowers, so "
              "nothing would be compared: " + problem, file=sys.stderr)
        print("0 passed, 1 failed")
        return 1
    skips, problems = load_skips(args.skips)
    if problems:
        for p in problems:
            print("flang_diff: " + p, file=sys.stderr)
        print("0 passed, 1 failed")
        return 1

    files = expand(args.files)
    passed = failed = skipped = xfailed = 0
    skipped_paths = set()
    for path in files:
        try:
            status, lines = check_file(path, args, rules, normalizations)
        except Exception as e:  # keep going: report, count as failed
            status, lines = "fail", ["internal error: %r" % e]
        key = repo_path(path)
        if status == "skip":
            skipped_paths.add(key)
            if key in skips:
                lines[0] += " (flang-skips.txt: %s)" % skips[key]
            else:
                # A Flang that cannot lower a file compares nothing: only a
                # pinned, explained skip may pass.
                status = "fail"
                lines[0] = ("Flang cannot lower the file and %s gives no reason: "
                            % os.path.basename(args.skips)) + lines[0]
        elif key in skips:
            lines.append("  stale skip: Flang lowers the file now; remove it "
                         "from %s" % os.path.basename(args.skips))
            if args.all_inputs:
                status = "fail"
        tag = {"pass": "PASS", "fail": "FAIL", "skip": "SKIP",
               "xfail": "XFAIL", "xpass": "XPASS"}[status]
        print("%s: %s: %s" % (tag, path, lines[0] if lines else ""))
        for l in lines[1:]:
            print("    " + l if not l.startswith("  ") else "  " + l)
        if status in ("pass", "xpass"):
            passed += 1
        elif status == "fail":
            failed += 1
        elif status == "xfail":
            xfailed += 1
        else:
            skipped += 1
    # Waivers and skips that matched nothing: with every input of the
    # project given (--all-inputs), each is stale and fails the run.
    stale = ["known difference %s matches nothing" % r for r in rules if not r.uses]
    stale += ["skip of %s: the file was not given" % k for k in sorted(skips)
              if k not in skipped_paths and k not in {repo_path(f) for f in files}]
    for line in stale:
        print(("STALE: " if args.all_inputs else "unused: ") + line)
    if args.all_inputs and stale:
        failed += len(stale)
    if xfailed:
        print("%d expected failures (files marked XFAIL: known acc2c bugs; "
              "not counted)" % xfailed)
    if skipped:
        print("%d skipped (flang-skips.txt says why; not counted)" % skipped)
    if passed == 0:
        print("flang_diff: no file was compared", file=sys.stderr)
        failed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
