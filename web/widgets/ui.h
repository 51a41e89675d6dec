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

// The fonts come in three atlases (textures), each made in a task of its own at start, so a phone's
// page is never blocked long at once: the text sizes (body, small, heading: ImGui's io.Fonts), the
// title, the card faces. ImGui::PushFont and draw_text draw with the right texture.
enum FontPart { kFontsText, kFontsTitle, kFontsCard, kFontParts };
ImFontAtlas& font_atlas(int part);
// Loads and builds one part's fonts (with the card-suit, die and star glyphs) rasterized for
// `pixel_ratio` so text is crisp on high-DPI screens, `scale` times the normal size (the UI scale
// setting); the platform layer makes its texture. Returns false (with a message) if ImGui cannot
// read them.
bool load_fonts(int part, float pixel_ratio, float scale, std::string& error);
// Colours and sizes; sizes times `scale`.
void apply_theme(float scale = 1.0f);

namespace colors {
constexpr ImU32 kFelt = IM_COL32(22, 84, 54, 255);
constexpr ImU32 kFeltDark = IM_COL32(14, 60, 38, 255);
constexpr ImU32 kGold = IM_COL32(242, 196, 64, 255);
constexpr ImU32 kText = IM_COL32(240, 238, 228, 255);
constexpr ImU32 kMuted = IM_COL32(190, 205, 192, 255);
constexpr ImU32 kTrouble = IM_COL32(255, 190, 110, 255);  // what went wrong, refused or waits
}  // namespace colors

// The UI scale setting (1 = 100 %); apply_theme() sets it. Fixed sizes in layout code go
// through px() so they grow with the text.
float scale();
inline float px(float v) { return v * scale(); }

// A phone (a finger, or a phone-sized screen: the main loop decides each frame): every control a
// finger hits (buttons, boxes, fields) is at least kTapSize CSS px tall and wide; desktop keeps
// its sizes. tap_size() is kTapSize on a phone, else 0 (for layout sums: max(h, tap_size())).
constexpr float kTapSize = 44.0f;
void set_phone(bool on);
bool phone();
inline float tap_size() { return phone() ? kTapSize : 0.0f; }

// A button whose rectangle the test hook reports under `id`. A fixed height grows with the UI
// scale; widths are the caller's layout (0 = fit the label, which grows with the text).
bool button(const std::string& id, const char* label, ImVec2 size = ImVec2(0, 0));
// Continues the current line if an item `width` wide still fits, else starts a new one.
void same_line_if_fits(float width);
// The width of a button labelled `label` (text and frame padding).
float button_width(const std::string& label);
// The width of `text` in `font` at `size` pixels (for right-aligned labels).
inline float text_width(ImFont* font, float size, const std::string& text) { return font->CalcTextSizeA(size, 1e9f, 0, text.c_str()).x; }
// A multi-line text field over a std::string of any length (ImGui grows the buffer as it fills).
bool input_multiline(const char* id, std::string& text, ImVec2 size);
// A read-only box `height` px tall and as wide as the line showing `code` (a replay or connection
// code: no spaces) broken into lines at the box's width, so none of it runs past the box; it can
// be selected and copied (the codes' readers skip the line breaks).
void code_box(const char* id, const std::string& code, float height);
// The test hook: the last item is a control a finger hits (reported if under the tap size).
void tap_target(const std::string& label);
// A one-line text field over a std::string of any length, showing `hint` while empty; `flags` as
// ImGui's (ImGuiInputTextFlags_EnterReturnsTrue: true when Enter was pressed in it).
bool input_line(const char* id, const char* hint, std::string& text, int flags = 0);
// Wrapped text in `colour`, in `font` if given.
void wrapped(const std::string& text, ImU32 colour, ImFont* font = nullptr);
// A tooltip with `text` while the last item is hovered (on a phone, after a tap on it); false if
// not shown. A non-empty `hook_id` reports the tip to the test hook while it shows.
bool hover_tip(const std::string& text, const std::string& hook_id = "");
// hover_tip placed beside the item [a, b] instead of at the pointer: above it when it fits between
// `top` and the item, else below it, and never past the screen's edges (Crossfire's slots: a tip
// never covers the key under the board).
bool hover_tip_beside(const std::string& text, const std::string& hook_id, ImVec2 a, ImVec2 b, float top);
// ImGui's text items, each reported to the test hook's layout check (test_hook.h): use these,
// not ImGui::Text*, so every text the UI draws is checked.
void text(const char* fmt, ...) IM_FMTARGS(1);
void text_unformatted(const std::string& text);
void text_wrapped(const char* fmt, ...) IM_FMTARGS(1);
void text_disabled(const char* fmt, ...) IM_FMTARGS(1);  // muted, wrapped at the window's edge
void text_colored(const ImVec4& colour, const char* fmt, ...) IM_FMTARGS(2);
// A check box and a radio button whose labels the layout check sees.
bool checkbox(const char* label, bool* value);
bool radio(const std::string& label, bool active);
// Text drawn straight into a draw list (tables, cards, pieces), reported to the layout check
// with the draw list's clip rectangle; `wrap` > 0 wraps at that width, smaller (to 70 %) where a
// word is wider than that (a word is never cut in two). Returns its size.
ImVec2 draw_text(ImDrawList* dl, ImFont* font, float size, ImVec2 pos, ImU32 colour, const std::string& text, float wrap = 0,
                 const std::string& owner = "");
// `text` shortened (ending in "…") to fit `lines` lines wrapped at `wrap` pixels in the current
// font; unchanged if it fits. Show the whole in a tooltip when it was shortened.
std::string fit_lines(const std::string& text, float wrap, int lines);
// `text` shortened (ending in "…") to `width` pixels of one line in `font` at `size` px.
std::string fit_width(ImFont* font, float size, const std::string& text, float width);
// A phone's keyboard covers the screen below `bottom`: the text field that has the keyboard is
// scrolled up within its windows until it shows above it. Returns the px the field still reaches
// below `bottom` (its windows could scroll no further), 0 when it shows or no field has the keys.
float scroll_text_field_above(float bottom);
// Centered text in the current window.
void text_centered(const char* text, ImFont* font = nullptr, ImU32 color = colors::kText);

}  // namespace ff::ui
