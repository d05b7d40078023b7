"""The loop statements acc2c writes again for a tile clause, as loops over a
tile's elements (docs/data-operations.md, "tile"), for run_c.py and
run_fortran.py, whose check that every user line is kept skips them."""
import re

TILE = re.compile(r'\btile\s*\(([^)]*)\)', re.I)


def tiled_loop_lines(original, directives, statement):
    """Line numbers (1-based) of the loop statements of tile clauses: as many
    lines matching `statement` after each directive line with tile(...) as
    it has sizes."""
    out, pending = set(), 0
    for n, x in enumerate(original, 1):
        if n in directives:
            m = TILE.search(x)
            if m:
                pending = m.group(1).count(',') + 1
        elif pending and statement.match(x):
            out.add(n)
            pending -= 1
    return out
