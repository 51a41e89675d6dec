// The code points the UI draws, as inclusive [first, last] pairs. The ONE list of them:
// - ImGui rasterises exactly these from the fonts (ui.cpp);
// - the web build subsets DejaVu Sans to them (web/CMakeLists.txt reads the pairs
//   between the braces below, one pair a line, so keep that shape);
// - the ctest glyphs.in_ranges (scripts/check-glyphs.py, same reading) fails on any string in
//   web/ or core/ with a code point outside them (it would render as '?').
#pragma once
#include "imgui.h"

namespace ff::ui {

inline constexpr ImWchar kGlyphRanges[] = {
    0x0020, 0x00FF,  // Latin-1: ASCII, ×, ·, é ...
    0x2013, 0x2026,  // – — ‘ ’ “ ” • …
    0x2190, 0x2193,  // ← ↑ → ↓
    0x2605, 0x2606,  // ★ ☆
    0x2660, 0x2667,  // ♠ ♡ ♢ ♣ ♤ ♥ ♦ ♧
    0x2680, 0x2685,  // ⚀ ⚁ ⚂ ⚃ ⚄ ⚅
    0x2713, 0x2717,  // ✓ ✔ ✕ ✖ ✗
    0,
};

}  // namespace ff::ui
