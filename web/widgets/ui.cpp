#include "web/widgets/ui.h"

#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstddef>
#include <cstdio>
#include <vector>

#include "imgui_internal.h"
#include "web/widgets/context.h"
#include "web/widgets/font_data.h"
#include "web/widgets/glyph_ranges.h"
#include "web/widgets/test_hook.h"

namespace ff::ui {

Fonts& fonts() { return context().fonts; }

ImFontAtlas& font_atlas(int part) {
  WidgetState& c = context();
  return part == kFontsText ? *ImGui::GetIO().Fonts : part == kFontsTitle ? c.title_atlas : c.card_atlas;
}

// Bold is DejaVu Sans made heavier here rather than a second font in the page (the bold file cost
// 10.6 KiB of the site's gzip): as FreeType's embolden does, each stroke grows right and up by
// a share of the size, `bold_px` device pixels (the last column and row at partial strength). The
// atlas leaves room for it: its padding between glyphs is wider than the growth.
static float bold_px(float device_px) { return device_px / 26.0f; }

// Spreads the glyph at x0..x1, y0..y1 of an alpha texture of width `w` by n = ceil(k) columns right
// (dir 0) or rows down (dir 1), each pixel the largest of those it grows from (the farthest at the
// fraction of k past its whole pixels).
static void spread(unsigned char* px, int w, int x0, int y0, int x1, int y1, float k, int dir) {
  const int n = static_cast<int>(std::ceil(k));
  const float tail = k - std::floor(k) > 0 ? k - std::floor(k) : 1.0f;
  const int len = dir == 0 ? x1 - x0 : y1 - y0, lines = dir == 0 ? y1 - y0 : x1 - x0;
  std::vector<unsigned char> src(static_cast<size_t>(len));
  for (int line = 0; line < lines; ++line) {
    auto at = [&](int i) -> unsigned char& { return dir == 0 ? px[(y0 + line) * w + x0 + i] : px[(y0 + i) * w + x0 + line]; };
    for (int i = 0; i < len; ++i) src[static_cast<size_t>(i)] = at(i);
    for (int i = 0; i < len + n; ++i) {
      float v = 0;
      for (int d = 0; d <= n; ++d) {
        const int j = i - d;
        if (j >= 0 && j < len) v = std::max(v, src[static_cast<size_t>(j)] * (d == n ? tail : 1.0f));
      }
      at(i) = static_cast<unsigned char>(v + 0.5f);
    }
  }
}

// Makes `font` (rasterised once across, built in `atlas`) bold: each glyph grows by k pixels to the
// right and down in the texture, drawn n = ceil(k) pixels higher (so it grows up from its baseline),
// and advances k further.
static void embolden(ImFontAtlas& atlas, ImFont& font, float k) {
  unsigned char* px = nullptr;
  int w = 0, h = 0;
  atlas.GetTexDataAsAlpha8(&px, &w, &h);
  const int n = static_cast<int>(std::ceil(k));
  for (ImFontGlyph& g : font.Glyphs) {
    g.AdvanceX += k;
    if (!g.Visible) continue;
    const int x0 = static_cast<int>(std::lround(g.U0 * w)), x1 = static_cast<int>(std::lround(g.U1 * w));
    const int y0 = static_cast<int>(std::lround(g.V0 * h)), y1 = static_cast<int>(std::lround(g.V1 * h));
    if (x0 < 0 || y0 < 0 || x1 + n > w || y1 + n > h) continue;
    spread(px, w, x0, y0, x1, y1, k, 0);
    spread(px, w, x0, y0, x1 + n, y1, k, 1);
    g.X1 += n;
    g.Y0 -= n;
    g.U1 = static_cast<float>(x1 + n) / w;
    g.V1 = static_cast<float>(y1 + n) / h;
  }
  font.BuildLookupTable();
}

bool load_fonts(int part, float pixel_ratio, float scale, std::string& error) {
  ImFontAtlas& atlas = font_atlas(part);
  atlas.Clear();
  atlas.TexGlyphPadding = 1;
  // The atlas is only as tall as its glyphs (WebGL2 takes any height): a phone's was 1024x2048
  // for 1024x1341 used, and the first frame waited while all of it was cleared, converted and sent.
  atlas.Flags |= ImFontAtlasFlags_NoPowerOfTwoHeight;
  // Glyphs up to 24 device pixels tall are rasterised twice as wide for sub-pixel positioning;
  // larger ones, where a third of a pixel does not show (a phone's 18 px text is 31 device pixels),
  // and bold ones (grown pixel by pixel), once: a phone's atlas takes a third less time to make.
  const float device = pixel_ratio * scale;
  auto add = [&](float px, bool bold) {
    ImFontConfig cfg;
    cfg.FontDataOwnedByAtlas = false;  // the array of font_data.h, not the atlas's to free
    cfg.OversampleH = px * device <= 24 && !bold ? 2 : 1;
    cfg.OversampleV = 1;
    if (bold) atlas.TexGlyphPadding = std::max(atlas.TexGlyphPadding, static_cast<int>(std::ceil(bold_px(px * device))) + 1);
    return atlas.AddFontFromMemoryTTF(const_cast<unsigned char*>(font_data::kRegular), static_cast<int>(font_data::kRegularSize),
                                      px * device, &cfg, kGlyphRanges);
  };
  Fonts& f = fonts();
  ImFont* bold = nullptr;
  float bold_size = 0;
  if (part == kFontsText) {
    f.body = add(18, false);
    f.small = add(15, false);
    bold = f.heading = add(bold_size = 28, true);
    // Fonts are rasterized at device pixels; scale them back to CSS pixels for layout.
    ImGui::GetIO().FontGlobalScale = 1.0f / pixel_ratio;
    ImGui::GetIO().FontDefault = f.body;
  } else if (part == kFontsTitle) {
    bold = f.title = add(bold_size = 56, true);
  } else {
    bold = f.card = add(bold_size = 40, true);
  }
  const bool loaded = bold && (part != kFontsText || (f.body && f.small));
  if (!loaded || !atlas.Build()) {
    error = "could not load the fonts";
    return false;
  }
  embolden(atlas, *bold, bold_px(bold_size * device));
  return true;
}

float scale() { return context().scale; }
bool phone() { return context().phone; }

// On a phone a frame (button, box, field) is at least kTapSize tall: body text (18 px times the
// scale) and padding above and below; elsewhere the theme's padding.
static float frame_padding_y() {
  const float theme = std::floor(7 * scale());
  return phone() ? std::max(theme, std::ceil((kTapSize - 18 * scale()) * 0.5f)) : theme;
}

void set_phone(bool on) {
  context().phone = on;
  ImGui::GetStyle().FramePadding.y = frame_padding_y();
}

void apply_theme(float scale) {
  context().scale = scale;
  ImGuiStyle& s = ImGui::GetStyle();
  s = ImGuiStyle();
  ImGui::StyleColorsDark(&s);
  s.WindowRounding = 8;
  s.FrameRounding = 6;
  s.GrabRounding = 6;
  s.PopupRounding = 6;
  s.ChildRounding = 6;
  s.FramePadding = ImVec2(12, 7);
  s.ItemSpacing = ImVec2(10, 9);
  s.WindowPadding = ImVec2(16, 14);
  s.ScrollbarSize = 16;
  s.WindowBorderSize = 0;
  ImVec4* c = s.Colors;
  c[ImGuiCol_WindowBg] = ImVec4(0.06f, 0.22f, 0.14f, 1.0f);
  c[ImGuiCol_ChildBg] = ImVec4(0.04f, 0.16f, 0.10f, 0.85f);
  c[ImGuiCol_PopupBg] = ImVec4(0.05f, 0.17f, 0.11f, 0.98f);
  c[ImGuiCol_Border] = ImVec4(0.55f, 0.70f, 0.58f, 0.35f);
  c[ImGuiCol_Text] = ImVec4(0.95f, 0.94f, 0.90f, 1.0f);
  c[ImGuiCol_TextDisabled] = ImVec4(0.62f, 0.70f, 0.64f, 1.0f);
  c[ImGuiCol_Button] = ImVec4(0.80f, 0.62f, 0.18f, 1.0f);
  c[ImGuiCol_ButtonHovered] = ImVec4(0.92f, 0.74f, 0.26f, 1.0f);
  c[ImGuiCol_ButtonActive] = ImVec4(0.70f, 0.52f, 0.12f, 1.0f);
  c[ImGuiCol_FrameBg] = ImVec4(0.03f, 0.12f, 0.08f, 1.0f);
  c[ImGuiCol_FrameBgHovered] = ImVec4(0.08f, 0.25f, 0.16f, 1.0f);
  c[ImGuiCol_FrameBgActive] = ImVec4(0.10f, 0.30f, 0.20f, 1.0f);
  c[ImGuiCol_CheckMark] = ImVec4(0.95f, 0.77f, 0.25f, 1.0f);
  c[ImGuiCol_SliderGrab] = ImVec4(0.95f, 0.77f, 0.25f, 1.0f);
  c[ImGuiCol_Header] = ImVec4(0.12f, 0.38f, 0.25f, 1.0f);
  c[ImGuiCol_HeaderHovered] = ImVec4(0.16f, 0.46f, 0.30f, 1.0f);
  c[ImGuiCol_HeaderActive] = ImVec4(0.18f, 0.50f, 0.33f, 1.0f);
  c[ImGuiCol_Separator] = ImVec4(0.55f, 0.70f, 0.58f, 0.35f);
  c[ImGuiCol_TitleBg] = c[ImGuiCol_TitleBgActive] = ImVec4(0.04f, 0.16f, 0.10f, 1.0f);
  if (scale != 1.0f) s.ScaleAllSizes(scale);
  s.FramePadding.y = frame_padding_y();
}

void tap_target(const std::string& label) {
  if (phone() && ImGui::IsItemVisible()) hook::record_small_target(label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), kTapSize);
}

// A button's size: the caller's (a height grows with the UI scale; 0 = fit the label), on a phone at
// least kTapSize each way.
static ImVec2 button_size(const char* label, ImVec2 size) {
  ImVec2 sz(size.x, size.y * scale());
  if (!phone()) return sz;
  const ImVec2 text = ImGui::CalcTextSize(label, nullptr, true);
  const ImVec2 pad = ImGui::GetStyle().FramePadding;
  if (sz.x >= 0) sz.x = std::max(sz.x > 0 ? sz.x : text.x + 2 * pad.x, kTapSize);
  sz.y = std::max(sz.y > 0 ? sz.y : text.y + 2 * pad.y, kTapSize);
  return sz;
}

bool button(const std::string& id, const char* label, ImVec2 size) {
  ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(30, 24, 10, 255));
  bool pressed = ImGui::Button((std::string(label) + "##" + id).c_str(), button_size(label, size));
  ImGui::PopStyleColor();
  hook::record_last_item(id);
  tap_target(label);
  if (hook::layout_wanted() && ImGui::IsItemVisible()) {
    // Where ImGui puts the label: inside the frame padding, aligned, cut at the button's edges.
    const ImGuiStyle& st = ImGui::GetStyle();
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    const ImVec2 sz = ImGui::CalcTextSize(label);
    const float room_x = b.x - a.x - 2 * st.FramePadding.x, room_y = b.y - a.y - 2 * st.FramePadding.y;
    const ImVec2 at(a.x + st.FramePadding.x + std::max(0.0f, (room_x - sz.x) * st.ButtonTextAlign.x),
                    a.y + st.FramePadding.y + std::max(0.0f, (room_y - sz.y) * st.ButtonTextAlign.y));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 c0 = dl->GetClipRectMin(), c1 = dl->GetClipRectMax();
    hook::record_text_clipped(label, at, ImVec2(at.x + sz.x, at.y + sz.y), ImVec2(std::max(a.x, c0.x), std::max(a.y, c0.y)),
                              ImVec2(std::min(b.x, c1.x), std::min(b.y, c1.y)), id);
  }
  return pressed;
}

namespace {
std::string format(const char* fmt, va_list args) {
  char buf[1024];
  va_list copy;
  va_copy(copy, args);
  const int n = std::vsnprintf(buf, sizeof buf, fmt, args);
  std::string out;
  if (n >= static_cast<int>(sizeof buf)) {
    out.resize(static_cast<size_t>(n));
    std::vsnprintf(out.data(), out.size() + 1, fmt, copy);
  } else if (n > 0) {
    out.assign(buf, static_cast<size_t>(n));
  }
  va_end(copy);
  return out;
}
}  // namespace

namespace {
bool blank(char c) { return c == ' ' || c == '\t' || c == '\n'; }
// ImGui breaks a line after a blank or after these (a word and its punctuation stay together).
bool breaks_after(char c) { return blank(c) || c == '.' || c == ',' || c == ';' || c == '!' || c == '?' || c == '"'; }

// The layout check: whether wrapping `text` at `wrap` px in `font` at `size` px cuts a word in two,
// as ImGui cuts a word longer than a line anywhere ("Counteratta|ck"). The lines as ImGui draws them
// (ImFont::RenderText): at least one character each, the blanks after a break skipped.
void check_wrap(ImFont* font, float size, const std::string& text, float wrap) {
  if (!hook::layout_wanted() || wrap <= 0) return;
  const char* const begin = text.c_str();
  const char* const end = begin + text.size();
  for (const char* s = begin; s < end;) {
    const char* eol = font->CalcWordWrapPositionA(size / font->FontSize, s, end, wrap);
    if (eol == s) ++eol;
    if (eol >= end) return;
    if (!blank(*eol) && !breaks_after(eol[-1])) {
      const char* a = eol;
      const char* b = eol;
      while (a > begin && !blank(a[-1])) --a;
      while (b < end && !blank(*b)) ++b;
      return hook::record_split(text, std::string(a, eol) + "|" + std::string(eol, b));
    }
    for (s = eol; s < end && (*s == ' ' || *s == '\t');) ++s;
    if (s < end && *s == '\n') ++s;
  }
}

// Where ImGui::TextWrapped wraps the next item (its wrap position, else the window's edge).
float wrap_width_here() {
  const ImGuiWindow* w = ImGui::GetCurrentWindowRead();
  return ImGui::CalcWrapWidthForPos(w->DC.CursorPos, w->DC.TextWrapPos < 0 ? 0.0f : w->DC.TextWrapPos);
}

void wrapped_item(const std::string& s) {
  if (hook::layout_wanted()) check_wrap(ImGui::GetFont(), ImGui::GetFontSize(), s, wrap_width_here());
  ImGui::TextWrapped("%s", s.c_str());
  hook::record_item_text(s);
}
}  // namespace

void text_unformatted(const std::string& text) {
  ImGui::TextUnformatted(text.c_str(), text.c_str() + text.size());
  hook::record_item_text(text);
}

void text(const char* fmt, ...) {
  va_list args;
  va_start(args, fmt);
  const std::string s = format(fmt, args);
  va_end(args);
  text_unformatted(s);
}

void text_wrapped(const char* fmt, ...) {
  va_list args;
  va_start(args, fmt);
  const std::string s = format(fmt, args);
  va_end(args);
  wrapped_item(s);
}

void text_disabled(const char* fmt, ...) {
  va_list args;
  va_start(args, fmt);
  const std::string s = format(fmt, args);
  va_end(args);
  // Wrapped at the window's edge, like text_wrapped: a side note never runs off a phone's panel.
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  wrapped_item(s);
  ImGui::PopStyleColor();
}

void text_colored(const ImVec4& colour, const char* fmt, ...) {
  va_list args;
  va_start(args, fmt);
  const std::string s = format(fmt, args);
  va_end(args);
  ImGui::TextColored(colour, "%s", s.c_str());
  hook::record_item_text(s);
}

bool checkbox(const char* label, bool* value) {
  const std::string shown(label, ImGui::FindRenderedTextEnd(label));
  const ImGuiStyle& st = ImGui::GetStyle();
  const float box = ImGui::GetFrameHeight() + st.ItemInnerSpacing.x;
  if (box + ImGui::CalcTextSize(shown.c_str()).x <= ImGui::GetContentRegionAvail().x) {
    const bool changed = ImGui::Checkbox(label, value);
    hook::record_item_text(shown);
    tap_target(shown);
    return changed;
  }
  // Too long for the line: the label wraps beside the box (a click on it ticks the box too); the
  // group is the last item.
  ImGui::BeginGroup();
  ImGui::PushID(label);
  bool changed = ImGui::Checkbox("##box", value);
  tap_target(shown);
  ImGui::SameLine(0, st.ItemInnerSpacing.x);
  ImGui::AlignTextToFramePadding();
  text_wrapped("%s", shown.c_str());
  if (ImGui::IsItemClicked()) {
    *value = !*value;
    changed = true;
  }
  ImGui::PopID();
  ImGui::EndGroup();
  return changed;
}

bool radio(const std::string& label, bool active) {
  const std::string shown(label.c_str(), ImGui::FindRenderedTextEnd(label.c_str()));
  const ImGuiStyle& st = ImGui::GetStyle();
  if (ImGui::GetFrameHeight() + st.ItemInnerSpacing.x + ImGui::CalcTextSize(shown.c_str()).x <= ImGui::GetContentRegionAvail().x) {
    const bool pressed = ImGui::RadioButton(label.c_str(), active);
    hook::record_item_text(shown);
    tap_target(shown);
    return pressed;
  }
  // Too long for the line (a phone): the label wraps beside the button and is pressed with it.
  ImGui::BeginGroup();
  ImGui::PushID(label.c_str());
  bool pressed = ImGui::RadioButton("##button", active);
  tap_target(shown);
  ImGui::SameLine(0, st.ItemInnerSpacing.x);
  ImGui::AlignTextToFramePadding();
  text_wrapped("%s", shown.c_str());
  pressed = ImGui::IsItemClicked() || pressed;
  ImGui::PopID();
  ImGui::EndGroup();
  return pressed;
}

namespace {
// The size at which the widest word of `text` fits `wrap` px (a card's name on a narrow card): ImGui
// would cut a longer word anywhere ("Counteratta|ck"). At most `size`, at least kLeast of it.
float size_for_words(ImFont* font, float size, const std::string& text, float wrap) {
  constexpr float kLeast = 0.7f;
  float widest = 0;
  for (size_t a = 0; a < text.size();) {
    const size_t b = std::min(text.find_first_of(" \t\n", a), text.size());
    if (b > a) widest = std::max(widest, font->CalcTextSizeA(size, 1e9f, 0, text.c_str() + a, text.c_str() + b).x);
    a = b + 1;
  }
  return widest <= wrap ? size : std::max(size * kLeast, size * wrap / widest * 0.98f);
}
}  // namespace

ImVec2 draw_text(ImDrawList* dl, ImFont* font, float size, ImVec2 pos, ImU32 colour, const std::string& text, float wrap,
                 const std::string& owner) {
  if (wrap > 0) size = size_for_words(font, size, text, wrap);
  // The title and card fonts have atlases (textures) of their own (load_fonts).
  const bool own_texture = font->ContainerAtlas->TexID != dl->_CmdHeader.TextureId;
  if (own_texture) dl->PushTextureID(font->ContainerAtlas->TexID);
  dl->AddText(font, size, pos, colour, text.c_str(), text.c_str() + text.size(), wrap);
  check_wrap(font, size, text, wrap);
  if (own_texture) dl->PopTextureID();
  const ImVec2 sz = font->CalcTextSizeA(size, 1e9f, wrap, text.c_str(), text.c_str() + text.size());
  if (!hook::layout_wanted()) return sz;
  // One line is checked by its ink (its glyphs' tops and bottoms), not its line box: a card's
  // rank and suit sit closer than a line apart without touching.
  float top = 0, bottom = sz.y;
  if (sz.y <= size * 1.5f) {
    const float k = size / font->FontSize;
    top = 1e9f, bottom = -1e9f;
    for (const char* c = text.c_str(); *c;) {
      unsigned code = 0;
      c += ImTextCharFromUtf8(&code, c, nullptr);
      const ImFontGlyph* g = font->FindGlyphNoFallback(static_cast<ImWchar>(code));
      if (!g || !g->Visible) continue;
      top = std::min(top, g->Y0 * k);
      bottom = std::max(bottom, g->Y1 * k);
    }
    if (top > bottom) return sz;  // spaces only
  }
  hook::record_text_clipped(text, ImVec2(pos.x, pos.y + top), ImVec2(pos.x + sz.x, pos.y + bottom), dl->GetClipRectMin(),
                            dl->GetClipRectMax(), owner);
  return sz;
}

void text_centered(const char* text, ImFont* font, ImU32 color) {
  if (font) ImGui::PushFont(font);
  float w = ImGui::CalcTextSize(text).x;
  ImGui::SetCursorPosX(std::max(0.0f, (ImGui::GetWindowWidth() - w) * 0.5f));
  ImGui::PushStyleColor(ImGuiCol_Text, color);
  text_unformatted(text);
  ImGui::PopStyleColor();
  if (font) ImGui::PopFont();
}

void same_line_if_fits(float width) {
  const float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width;
  if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
}

// ImGui's resize callback for a text field over a std::string (UserData): the string grows with it.
static int grow_string(ImGuiInputTextCallbackData* d) {
  if (d->EventFlag == ImGuiInputTextFlags_CallbackResize) {
    auto* s = static_cast<std::string*>(d->UserData);
    s->resize(static_cast<size_t>(d->BufTextLen));
    d->Buf = s->data();
  }
  return 0;
}

bool input_multiline(const char* id, std::string& text, ImVec2 size) {
  const bool changed = ImGui::InputTextMultiline(id, text.data(), text.capacity() + 1, size, ImGuiInputTextFlags_CallbackResize, grow_string, &text);
  tap_target(id);
  return changed;
}

bool input_line(const char* id, const char* hint, std::string& text, int flags) {
  const bool entered = ImGui::InputTextWithHint(id, hint, text.data(), text.capacity() + 1, flags | ImGuiInputTextFlags_CallbackResize, grow_string, &text);
  tap_target(hint);
  return entered;
}

// `code` in lines no wider than `width` px in the current font, cut between characters (UTF-8 aware).
static std::vector<std::string> code_lines(const std::string& code, float width) {
  std::vector<std::string> lines(1);
  float x = 0;
  for (const char* c = code.c_str(); *c;) {
    unsigned ch = 0;
    const int n = ImTextCharFromUtf8(&ch, c, nullptr);
    const float w = ImGui::GetFont()->GetCharAdvance(static_cast<ImWchar>(ch)) * ImGui::GetFontSize() / ImGui::GetFont()->FontSize;
    if (x + w > width && !lines.back().empty()) lines.emplace_back(), x = 0;
    lines.back().append(c, static_cast<size_t>(n));
    x += w;
    c += n;
  }
  return lines;
}

void code_box(const char* id, const std::string& code, float height) {
  const ImGuiStyle& st = ImGui::GetStyle();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  // Room for the box's scroll bar, which shows once the lines outgrow it.
  const std::vector<std::string> lines = code_lines(code, width - 2 * st.FramePadding.x - st.ScrollbarSize - 2);
  std::string shown;
  for (const std::string& l : lines) shown += (shown.empty() ? "" : "\n") + l;
  ImGui::InputTextMultiline(id, shown.data(), shown.size() + 1, ImVec2(width, height), ImGuiInputTextFlags_ReadOnly);
  if (!hook::layout_wanted() || !ImGui::IsItemVisible()) return;
  // The lines in sight (the box unscrolled), for the layout check: none may run past the box.
  const ImVec2 box_min = ImGui::GetItemRectMin(), box_max = ImGui::GetItemRectMax();
  const float line_h = ImGui::GetTextLineHeight();
  for (size_t i = 0; i < lines.size(); ++i) {
    const ImVec2 a(at.x + st.FramePadding.x, at.y + st.FramePadding.y + line_h * static_cast<float>(i));
    if (a.y + line_h > box_max.y) break;
    hook::record_text_clipped(lines[i], a, ImVec2(a.x + ImGui::CalcTextSize(lines[i].c_str()).x, a.y + line_h), box_min, box_max, id);
  }
}

void wrapped(const std::string& text, ImU32 colour, ImFont* font) {
  if (font) ImGui::PushFont(font);
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  text_wrapped("%s", text.c_str());
  ImGui::PopStyleColor();
  if (font) ImGui::PopFont();
}

namespace {
// A tip's text width: 22 em, or less on a narrow screen, so the tip fits on it whole.
float tip_wrap() {
  const float margins = ImGui::GetStyle().WindowPadding.x * 2 + 16;
  return std::max(120.0f, std::min(ImGui::GetFontSize() * 22, ImGui::GetIO().DisplaySize.x - margins));
}
bool tip_wanted() {
  return ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled) && !ImGui::GetIO().WantTextInput && ImGui::GetIO().MousePos.x >= 0;
}
}  // namespace

bool hover_tip_beside(const std::string& text, const std::string& hook_id, ImVec2 a, ImVec2 b, float top) {
  if (!tip_wanted()) return false;
  const ImVec2 pad = ImGui::GetStyle().WindowPadding, screen = ImGui::GetIO().DisplaySize;
  const ImVec2 text_sz = ImGui::CalcTextSize(text.c_str(), nullptr, false, tip_wrap());
  const ImVec2 size(text_sz.x + pad.x * 2, text_sz.y + pad.y * 2);
  const float gap = 6, x = std::clamp((a.x + b.x - size.x) * 0.5f, 4.0f, std::max(4.0f, screen.x - size.x - 4));
  const float y = a.y - gap - size.y >= top ? a.y - gap - size.y : std::min(b.y + gap, std::max(0.0f, screen.y - size.y));
  ImGui::SetNextWindowPos(ImVec2(x, y));
  return hover_tip(text, hook_id);
}

bool hover_tip(const std::string& text, const std::string& hook_id) {
  if (!tip_wanted()) return false;
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(tip_wrap());
  text_unformatted(text);
  if (!hook_id.empty()) hook::record_last_item(hook_id);
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
  return true;
}

namespace {
// The longest start of `text` that `fits` with an ellipsis after it (cut between UTF-8 characters).
template <class Fits>
std::string shorten(const std::string& text, Fits fits) {
  if (fits(text)) return text;
  // The longest start (cut between UTF-8 characters) that fits with the ellipsis.
  size_t lo = 0, hi = text.size();
  while (lo < hi) {
    size_t mid = (lo + hi + 1) / 2;
    while (mid > 0 && (static_cast<unsigned char>(text[mid]) & 0xC0) == 0x80) --mid;
    if (mid <= lo) break;
    if (fits(text.substr(0, mid) + "\xE2\x80\xA6")) lo = mid;
    else hi = mid - 1;
  }
  size_t end = lo;
  while (end > 0 && text[end - 1] == ' ') --end;
  return text.substr(0, end) + "\xE2\x80\xA6";
}
}  // namespace

std::string fit_lines(const std::string& text, float wrap, int lines) {
  const float room = ImGui::GetTextLineHeight() * static_cast<float>(lines) + 1;
  return shorten(text, [&](const std::string& t) { return ImGui::CalcTextSize(t.c_str(), nullptr, false, wrap).y <= room; });
}

std::string fit_width(ImFont* font, float size, const std::string& text, float width) {
  return shorten(text, [&](const std::string& t) { return font->CalcTextSizeA(size, 1e9f, 0, t.c_str()).x <= width; });
}

float scroll_text_field_above(float bottom) {
  ImGuiContext& g = *GImGui;
  ImGuiWindow* w = g.NavWindow;
  // A clicked text field is both the active item and the keyboard's focus: its rectangle is kept.
  if (!g.IO.WantTextInput || !w || g.NavId == 0 || g.NavId != g.ActiveId) return 0;
  float over = ImGui::WindowRectRelToAbs(w, w->NavRectRel[0]).Max.y + px(8) - bottom;
  for (ImGuiWindow* x = w; x && over > 0; x = x->ParentWindow) {
    const float by = std::min(over, x->ScrollMax.y - x->Scroll.y);
    if (by <= 0) continue;
    ImGui::SetScrollY(x, x->Scroll.y + by);
    over -= by;
  }
  return std::max(0.0f, over);
}

float button_width(const std::string& label) {
  return std::max(ImGui::CalcTextSize(label.c_str()).x + ImGui::GetStyle().FramePadding.x * 2, tap_size());
}

}  // namespace ff::ui
