#!/usr/bin/env python3
"""Checks that every #include "..." in core/, web/ (and in the engine's own tests) stays within its layer.

The layers (root CMakeLists.txt): common <- engine <- {ai, games/X} <- registry <- match, then the
front end: web/widgets (drawing pieces and the test hook, no game) <- web/table (one table per game,
drawn from a TableFrame: a View, legal moves and events; no Session, App or match) <- web/app; worker/ (the computer's Web Worker) uses core/ only. A file
may include its own layer and the layers below it; a game folder may include only its own folder
besides the engine and common. The linker catches most mistakes too (the engine's tests link no
real game); this names the offending line. Exit 1 on any violation. Run from the repository root
(ctest `layers.includes` does).
"""
import pathlib, re, sys

BELOW_GAMES = ["core/common/", "core/engine/"]
# folder (or file) prefix -> the include prefixes it may use, most specific first.
RULES = [
    ("core/common/", ["core/common/"]),
    ("core/engine/", ["core/common/", "core/engine/"]),
    ("core/ai/", ["core/common/", "core/engine/", "core/ai/"]),
    ("core/games/registry.", ["core/common/", "core/engine/", "core/ai/", "core/games/"]),
    ("core/games/rules.", ["core/common/", "core/engine/", "core/games/"]),  # each game's rules text, by id
    ("core/games/rules_doc.", ["core/games/rules_doc."]),  # the rules text's markup, read into sections
    ("core/games/standing.", ["core/common/", "core/engine/", "core/games/"]),  # each game's standing, by id (registry layer)
    ("core/games/", None),  # a game folder: its own folder, the engine and common
    ("core/match/", ["core/common/", "core/engine/", "core/ai/", "core/games/", "core/match/"]),
    ("web/widgets/", ["imgui", "core/common/", "web/widgets/"]),
    ("web/table/", ["imgui", "core/common/", "core/engine/", "core/games/", "web/widgets/", "web/table/"]),
    ("web/app/", ["imgui", "core/", "web/"]),
    # The computer's worker: the rules core and the AI only (no SDL, no ImGui, nothing of web/).
    ("worker/", ["core/"]),
    # ff_engine_tests links no real game: the engine, the AI, and the fixture game trick duel.
    ("tests/common/", ["core/common/"]),
    ("tests/engine/", ["core/common/", "core/engine/", "core/ai/", "core/games/trick_duel/", "tests/engine/"]),
]
include = re.compile(r'^\s*#\s*include\s+"([^"]+)"')
# What ships in the site includes no iostreams: they link libc++'s locale facets (54 KB of code).
streams = re.compile(r'^\s*#\s*include\s+<(sstream|iostream|fstream|istream|ostream|iomanip|regex)>')
problems = []
files = sorted(p for root in ("core", "web", "worker", "tests/common", "tests/engine") for p in pathlib.Path(root).rglob("*")
               if p.suffix in (".h", ".cpp"))
for path in files:
    name = path.as_posix()
    rule = next((allowed for prefix, allowed in RULES if name.startswith(prefix)), [])
    if rule is None:  # core/games/<game>/...
        rule = BELOW_GAMES + ["/".join(name.split("/")[:3]) + "/"]
    for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        s = streams.match(line)
        if s and name.startswith(("core/", "web/", "worker/")):
            problems.append(f"{name}:{no}: includes <{s.group(1)}>, which the site must not link (iostreams bring libc++'s locales)")
        m = include.match(line)
        if m and not any(m.group(1).startswith(a) for a in rule):
            problems.append(f"{name}:{no}: includes {m.group(1)}, outside its layer (may include: {', '.join(rule)})")
print("\n".join(problems) if problems else f"layers: {len(files)} files, every include within its layer")
sys.exit(1 if problems else 0)
