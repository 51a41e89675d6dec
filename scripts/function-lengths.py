#!/usr/bin/env python3
"""Lists functions longer than a limit in C++ sources (default: 120 lines, core/ and web/).

A function is a definition whose header line starts at the left margin (after namespace
indentation of zero) and ends with '{'; its body runs to the next line that is exactly '}'.
That is how every function in this project is formatted (clang-format), so the count is exact
for our code without a C++ parser. Exit 1 if any function is over the limit.
"""
import re, sys, pathlib

limit = 120
roots = []
for arg in sys.argv[1:]:
    if arg.startswith("--limit="): limit = int(arg.split("=", 1)[1])
    else: roots.append(arg)
roots = roots or ["core", "web"]
header = re.compile(r"^(?!namespace|struct|class|enum|union|extern|static_assert|#|//|\s)(.*\)[^;]*\{)\s*$")
over = []
for root in roots:
    for path in sorted(pathlib.Path(root).rglob("*")):
        if path.suffix not in (".cpp", ".h"): continue
        lines = path.read_text(encoding="utf-8").split("\n")
        i = 0
        while i < len(lines):
            m = header.match(lines[i])
            if m and "=" not in lines[i].split("(")[0]:
                start = i
                j = i + 1
                while j < len(lines) and lines[j] != "}": j += 1
                n = j - start + 1
                if n > limit: over.append((n, f"{path}:{start + 1}", lines[start].strip()[:90]))
                i = j
            i += 1
for n, where, text in sorted(over, reverse=True):
    print(f"{n:5d}  {where}  {text}")
if over:
    print(f"{len(over)} function(s) longer than {limit} lines", file=sys.stderr)
    sys.exit(1)
print(f"no function longer than {limit} lines in {', '.join(roots)}")
