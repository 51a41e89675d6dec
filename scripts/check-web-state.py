#!/usr/bin/env python3
"""Fails on mutable state outside the App in web/ (issue 55): a non-const `static` variable in a
function or a struct, or a mutable variable at file scope (a namespace's, an anonymous namespace's,
a `static` one). The App (web/app/app.h) and what it owns are the page's whole state, passed by reference.

A line-based heuristic, exact for this project's formatting (clang-format: namespace contents are
not indented, so a file-scope definition starts at the left margin; a function's statics are
indented). Constants are fine: `const`, `constexpr`, `static const` ... (a `static const char` used
only for its address is a constant too). Each exception is listed in ALLOWED with its reason.
Exit 1 if any other is found. `--list` prints every variable found, allowed ones too.
"""
import pathlib
import re
import sys

# (path, name): why this one stays. None today: the widgets reach their state through ImGui's
# context (web/widgets/context.cpp) and the native build keeps its storage in files.
ALLOWED = {}

TYPE = r"[\w:]+(?:\s*<[^;=()]*>)?(?:\s*[*&]+)?"  # a type: std::map<std::string, int>, Foo*, int
CONST_WORDS = {"const", "constexpr", "constinit"}
# A variable's definition: [static] [inline] [mutable-looking type] name [array] [= ... | { ...] ;
DEFINITION = re.compile(
    r"^(?P<indent>\s*)(?P<static>static\s+)?(?:inline\s+)?(?:thread_local\s+)?(?P<type>" + TYPE + r")\s+"
    r"(?P<names>[A-Za-z_]\w*(?:\[[^\]]*\])*(?:\s*,\s*[A-Za-z_]\w*(?:\[[^\]]*\])*)*)\s*(?P<rest>=.*|\{.*|;.*)$")
NOT_TYPES = {"return", "using", "namespace", "typedef", "struct", "class", "enum", "union", "template", "extern",
             "goto", "case", "delete", "new", "throw", "else", "do", "co_return", "friend", "public", "private",
             "protected", "operator"}


def strip(line):
    line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)  # strings (may hold "//" or ";")
    return re.sub(r"//.*", "", line).rstrip()


def found_in(path):
    """(line number, name, kind) of each mutable variable with static storage in `path`."""
    out = []
    depth_struct = []  # brace depths at which a struct/class/union body opened
    depth = 0
    for number, raw in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        line = strip(raw)
        if not line or line.lstrip().startswith(("#", "*", "/*")):
            continue
        in_struct = bool(depth_struct) and depth_struct[-1] == depth
        m = DEFINITION.match(line)
        if m and (not in_struct or m.group("static")):
            words = line.split("=")[0].split()
            type_word = m.group("type").split("<")[0].split("::")[-1].strip("*& ")
            function = "(" in line.split("=")[0] and "[" not in line.split("(")[0]
            constant = any(w in CONST_WORDS for w in words) or m.group("type").startswith("const")
            top = m.group("indent") == "" and not in_struct
            local_static = m.group("static") and not top
            if (top or local_static) and not function and not constant and type_word not in NOT_TYPES \
                    and m.group("type") not in NOT_TYPES:
                for name in re.split(r"\s*,\s*", m.group("names")):
                    kind = "static member" if in_struct else "static local" if local_static else "file scope"
                    out.append((number, re.sub(r"\[.*", "", name), kind))
        opens, closes = line.count("{"), line.count("}")
        if re.match(r"^\s*(?:template\s*<.*>\s*)?(?:struct|class|union)\b[^;]*\{", line):
            depth_struct.append(depth + 1)
        depth += opens - closes
        while depth_struct and depth < depth_struct[-1]:
            depth_struct.pop()
    return out


def main():
    listing = "--list" in sys.argv
    bad = 0
    seen_allowed = set()
    for path in sorted(pathlib.Path("web").rglob("*")):
        if path.suffix not in (".cpp", ".h", ".inc"):
            continue
        for number, name, kind in found_in(path):
            key = (path.as_posix(), name)
            if key in ALLOWED:
                seen_allowed.add(key)
                if listing:
                    print(f"{path}:{number}: {name} ({kind}) allowed: {ALLOWED[key]}")
                continue
            bad += 1
            print(f"{path}:{number}: {name}: mutable {kind} state; keep it in the App (web/app/app.h) or what it owns")
    for key in sorted(set(ALLOWED) - seen_allowed):
        print(f"{key[0]}: {key[1]} is allowed but no longer there: take it out of ALLOWED")
        bad += 1
    if bad:
        print(f"{bad} mutable static or file-scope variable(s) in web/", file=sys.stderr)
        sys.exit(1)
    allowed = f" ({len(ALLOWED)} allowed: {', '.join(n for _, n in sorted(ALLOWED))})" if ALLOWED else ""
    print(f"no mutable static or file-scope state in web/{allowed}")


if __name__ == "__main__":
    main()
