#!/usr/bin/env python3
"""Checks that every character the UI may draw is in the fonts the web build ships.

The fonts are subset at build time to the code point ranges of web/widgets/glyph_ranges.h, and
ImGui rasterises only those: a character outside them would render as '?'. This reads every string
and character literal in core/ and web/ (*.cpp, *.h; comments skipped), decodes it as the compiler
does (UTF-8 text, \\xNN byte escapes, \\uXXXX, \\UXXXXXXXX, octal) and names each code point outside
the ranges with its file and line. Exit 1 if there is one. Run from the repository root (ctest
`glyphs.in_ranges` does); `--ranges` prints the ranges in pyftsubset's --unicodes form.
"""
import pathlib, re, sys

HEADER = pathlib.Path("web/widgets/glyph_ranges.h")
ROOTS = ["core", "web"]


def read_ranges(header=HEADER):
    """The [first, last] pairs between the braces of kGlyphRanges, comments removed."""
    text = header.read_text(encoding="utf-8")
    body = re.search(r"kGlyphRanges\[\]\s*=\s*\{(.*?)\};", text, re.S)
    if not body:
        sys.exit(f"{header}: no kGlyphRanges[] = {{...}}; found")
    values = [int(v, 16) for v in re.findall(r"0x([0-9A-Fa-f]+)", re.sub(r"//[^\n]*", "", body.group(1)))]
    if len(values) % 2:
        sys.exit(f"{header}: an odd number of range bounds")
    return list(zip(values[0::2], values[1::2]))


ESCAPES = {"n": 10, "t": 9, "r": 13, "0": 0, "a": 7, "b": 8, "f": 12, "v": 11, "\\": 92, "'": 39, '"': 34, "?": 63}


def decode(body):
    """A literal's body (between the quotes) as the UTF-8 bytes the compiler stores."""
    out, i = bytearray(), 0
    while i < len(body):
        c = body[i]
        if c != "\\":
            out += c.encode("utf-8")
            i += 1
            continue
        e = body[i + 1]
        if e == "x":
            m = re.match(r"[0-9A-Fa-f]+", body[i + 2:])
            out.append(int(m.group(0), 16) & 0xFF)
            i += 2 + len(m.group(0))
        elif e in "uU":
            n = 4 if e == "u" else 8
            out += chr(int(body[i + 2:i + 2 + n], 16)).encode("utf-8")
            i += 2 + n
        elif e in "01234567":
            m = re.match(r"[0-7]{1,3}", body[i + 1:])
            out.append(int(m.group(0), 8) & 0xFF)
            i += 1 + len(m.group(0))
        else:
            out.append(ESCAPES.get(e, ord(e)))
            i += 2
    return out.decode("utf-8", errors="replace")


# A comment, a raw string, a string or a character literal (with an optional u8/u/U/L prefix).
TOKEN = re.compile(r'//[^\n]*|/\*.*?\*/|(?:u8|u|U|L)?R"([^(\s]*)\((.*?)\)\1"|(?:u8|u|U|L)?"((?:[^"\\\n]|\\.)*)"|'
                   r"(?:u8|u|U|L)?'((?:[^'\\\n]|\\.)*)'", re.S)


def literals(text):
    """(line, decoded text) of every literal in a C++ source."""
    for m in TOKEN.finditer(text):
        if m.group(0).startswith("/"):
            continue
        line = text.count("\n", 0, m.start()) + 1
        if m.group(2) is not None:
            yield line, m.group(2)
        else:
            yield line, decode(m.group(3) if m.group(3) is not None else m.group(4))


def main():
    ranges = read_ranges()
    if sys.argv[1:] == ["--ranges"]:
        print(",".join(f"U+{a:04X}-{b:04X}" for a, b in ranges))
        return 0
    inside = lambda cp: cp < 0x20 or any(a <= cp <= b for a, b in ranges)  # control characters: not drawn
    bad = 0
    files = sorted(p for root in ROOTS for p in pathlib.Path(root).rglob("*") if p.suffix in (".cpp", ".h"))
    for path in files:
        for line, s in literals(path.read_text(encoding="utf-8")):
            for ch in sorted(set(s)):
                if not inside(ord(ch)):
                    print(f"{path}:{line}: U+{ord(ch):04X} '{ch}' is outside the font ranges of {HEADER} "
                          f"(it would render as '?'): add a range there or use another character")
                    bad += 1
    print(f"{len(files)} files checked against {len(ranges)} ranges: {bad} code point(s) outside")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
