// Table pieces other than cards: dice and chips, drawn with ImDrawList at any size.
#pragma once
#include <cstdint>
#include <string>

#include "imgui.h"

namespace ff::ui {

// A die showing `value` (1..6) as pips, `size` pixels square, top-left at `pos`.
void draw_die(ImDrawList* dl, ImVec2 pos, float size, int value, bool highlight = false);
// The same die, rolling when it is new or changed (ui::die_motion: `key` names it, `fresh` says it
// was just rolled): it hops above its shadow showing changing faces, then settles on `value`.
void draw_rolling_die(ImDrawList* dl, uint32_t key, ImVec2 pos, float size, int value, bool fresh, bool highlight = false);
// A round chip of `radius` centred at `center` with its value printed on it ("100", "50").
void draw_chip(ImDrawList* dl, ImVec2 center, float radius, int value);

// The emblem of faction or army number `index` of a game (each game numbers its own from 0): one of
// four outlines (round, shield, hexagon, diamond) with one of four marks inside (star, bar, ring,
// chevron) in one of eight colours, so that up to 16 factions of a game differ in shape and colour.
// `size` pixels square, centred at `centre`.
void draw_emblem(ImDrawList* dl, ImVec2 centre, float size, int index);

// A font's size in pixels at the current text scale.
float text_size(ImFont* font);
// Text centred on `centre` / with its top-left at `pos` (if `clip_w` > 0, shortened with "…" to
// that many pixels, the whole in a tooltip on hover), on whole pixels.
void text_at(ImDrawList* dl, ImFont* font, float size, ImVec2 centre, ImU32 col, const std::string& text);
void text_left(ImDrawList* dl, ImFont* font, float size, ImVec2 pos, ImU32 col, const std::string& text, float clip_w = 0);
// A filled five-pointed star centred on `c`, points `r` from it, its notches at `inner` x `r`.
void draw_star(ImDrawList* dl, ImVec2 c, float r, float inner, ImU32 col);
// A rounded label with its top-left at `pos` in `font` (null: the small font), edged with `outline`
// if it is not 0; `owner`: the recorded widget it labels (for the layout check); returns its width.
float pill_at(ImDrawList* dl, ImVec2 pos, float size, ImU32 bg, ImU32 fg, const std::string& text, ImFont* font = nullptr,
              ImU32 outline = 0, const std::string& owner = "");

}  // namespace ff::ui
