"""Checks the #line markers acc2c puts before generated code in a translated
C file: each one that names the file itself must give the number of the
line that follows it, so that debuggers find generated code at its own
lines. Exit status 1 and a message otherwise. usage: check_line_markers.py FILE"""
import re
import sys

path = sys.argv[1]
marker = re.compile(r'^#line (\d+) "(.*)"$')
own = 0
for number, text in enumerate(open(path).read().split('\n'), 1):
    m = marker.match(text)
    if m and m.group(2) == path:
        own += 1
        if int(m.group(1)) != number + 1:
            sys.exit(f'{path}:{number}: #line {m.group(1)} should be #line {number + 1}')
if own == 0:
    sys.exit(f'{path}: no #line marker names the file itself')
print(f'{own} markers at their own lines')
