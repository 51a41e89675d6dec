// Assault Edge's pieces drawn as pictures (no image files), so a newcomer tells them apart at a
// glance: a unit is a counter in its owner's colour with a figure (a soldier for a basic unit; for a
// unique unit its own sign and name in gold), a bow when it reaches 2 squares, pips for its
// equipment; each deck has a sign (Barracks a tent, Command a banner, Research a flask).
#pragma once
#include <string>

#include "core/games/assault_edge/assault_edge.h"
#include "imgui.h"

namespace ff::ae_pieces {

// A unit's counter, `w` px square, top-left at `a`.
void draw_unit(ImDrawList* dl, const assault_edge::UnitView& u, ImVec2 a, float w);
// The sign of deck kind `kind` (assault_edge::kResearch, kCommand, kBarracks), `size` px square at
// `a`, in `ink` (its holes, a tent's door, in `ground`).
void draw_deck_sign(ImDrawList* dl, int kind, ImVec2 a, float size, ImU32 ink, ImU32 ground);
// The size at which `text` fits `width` in `font`: `size`, or smaller (not below 7 px), so the board's
// names shrink on small squares instead of being shortened with "…" (issue 38).
float fit_size(ImFont* font, float size, const char* text, float width);
// Attack (red), Health (green), Speed (blue): the boxes on a unit, the legend.
extern const ImU32 kStatColours[3];
// An element's colour (its dot on a unit, its bar on a facility), by its name ("Fire").
ImU32 element_colour(const std::string& element);

}  // namespace ff::ae_pieces
