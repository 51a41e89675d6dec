// Table pieces other than cards: dice and chips, drawn with ImDrawList at any size.
#pragma once
#include "imgui.h"

namespace ff::ui {

// A die showing `value` (1..6) as pips, `size` pixels square, top-left at `pos`.
void draw_die(ImDrawList* dl, ImVec2 pos, float size, int value, bool highlight = false);
// A round chip of `radius` centred at `center` with its value printed on it ("100", "50").
void draw_chip(ImDrawList* dl, ImVec2 center, float radius, int value);

}  // namespace ff::ui
