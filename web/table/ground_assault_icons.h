// Ground Assault's unit icons drawn as small vector pictures (no image files): a badge per icon in
// its family's colour (green: match, silver: power, gold: wild) with a picture of what it names.
#pragma once
#include "imgui.h"

namespace ff::ga_icons {

// The badge of icon `icon` (core/games/ground_assault: kBattleDrone .. kLuck), `size` px square,
// top-left at `a`.
void draw_badge(ImDrawList* dl, int icon, ImVec2 a, float size);

}  // namespace ff::ga_icons
