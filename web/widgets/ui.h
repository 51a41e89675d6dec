// Shared look and small widgets: fonts, colours, recorded buttons (visible to the test hook).
#pragma once
#include <string>

#include "imgui.h"

namespace ff::ui {

struct Fonts {
  ImFont* body = nullptr;     // 18 px
  ImFont* small = nullptr;    // 15 px
  ImFont* heading = nullptr;  // 28 px bold
  ImFont* title = nullptr;    // 56 px bold
  ImFont* card = nullptr;     // bold, large; scaled down for card indices
};
Fonts& fonts();

// Loads the fonts (with the card-suit, die and star glyphs) rasterized for `pixel_ratio` so text
// is crisp on high-DPI screens. Returns false (with a message) if a font file is missing.
bool load_fonts(const char* font_dir, float pixel_ratio, std::string& error);
void apply_theme();

namespace colors {
constexpr ImU32 kFelt = IM_COL32(22, 84, 54, 255);
constexpr ImU32 kFeltDark = IM_COL32(14, 60, 38, 255);
constexpr ImU32 kGold = IM_COL32(242, 196, 64, 255);
constexpr ImU32 kText = IM_COL32(240, 238, 228, 255);
constexpr ImU32 kMuted = IM_COL32(190, 205, 192, 255);
}  // namespace colors

// A button whose rectangle the test hook reports under `id`.
bool button(const std::string& id, const char* label, ImVec2 size = ImVec2(0, 0));
// Centered text in the current window.
void text_centered(const char* text, ImFont* font = nullptr, ImU32 color = colors::kText);

}  // namespace ff::ui
