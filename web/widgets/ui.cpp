#include "web/widgets/ui.h"

#include <cstddef>

#include "web/widgets/font_data.h"
#include "web/widgets/glyph_ranges.h"
#include "web/widgets/test_hook.h"

namespace ff::ui {

Fonts& fonts() {
  static Fonts f;
  return f;
}

bool load_fonts(float pixel_ratio, float scale, std::string& error) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  // Text sizes up to 18 px are rasterised twice as wide for sub-pixel positioning; the large
  // sizes, where a third of a pixel does not show, once: that halves the atlas the first frame
  // waits for (the 56 and 40 px fonts were three quarters of its pixels).
  auto add = [&](const unsigned char* data, std::size_t size, float px) {
    ImFontConfig cfg;
    cfg.FontDataOwnedByAtlas = false;  // the arrays of font_data.h, not the atlas's to free
    cfg.OversampleH = px <= 18 ? 2 : 1;
    cfg.OversampleV = 1;
    return io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(data), static_cast<int>(size),
                                          px * pixel_ratio * scale, &cfg, kGlyphRanges);
  };
  using namespace font_data;
  Fonts& f = fonts();
  f.body = add(kRegular, kRegularSize, 18);
  f.small = add(kRegular, kRegularSize, 15);
  f.heading = add(kBold, kBoldSize, 28);
  f.title = add(kBold, kBoldSize, 56);
  f.card = add(kBold, kBoldSize, 40);
  if (!f.body || !f.small || !f.heading || !f.title || !f.card) {
    error = "could not load the fonts";
    return false;
  }
  // Fonts are rasterized at device pixels; scale them back to CSS pixels for layout.
  io.FontGlobalScale = 1.0f / pixel_ratio;
  io.FontDefault = f.body;
  return true;
}

static float g_scale = 1.0f;
float scale() { return g_scale; }

void apply_theme(float scale) {
  g_scale = scale;
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
}

bool button(const std::string& id, const char* label, ImVec2 size) {
  ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(30, 24, 10, 255));
  bool pressed = ImGui::Button((std::string(label) + "##" + id).c_str(), ImVec2(size.x, size.y * g_scale));
  ImGui::PopStyleColor();
  hook::record_last_item(id);
  return pressed;
}

void text_centered(const char* text, ImFont* font, ImU32 color) {
  if (font) ImGui::PushFont(font);
  float w = ImGui::CalcTextSize(text).x;
  ImGui::SetCursorPosX(std::max(0.0f, (ImGui::GetWindowWidth() - w) * 0.5f));
  ImGui::PushStyleColor(ImGuiCol_Text, color);
  ImGui::TextUnformatted(text);
  ImGui::PopStyleColor();
  if (font) ImGui::PopFont();
}

void same_line_if_fits(float width) {
  const float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width;
  if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
}

bool input_multiline(const char* id, std::string& text, ImVec2 size) {
  auto grow = [](ImGuiInputTextCallbackData* d) {
    if (d->EventFlag == ImGuiInputTextFlags_CallbackResize) {
      auto* s = static_cast<std::string*>(d->UserData);
      s->resize(static_cast<size_t>(d->BufTextLen));
      d->Buf = s->data();
    }
    return 0;
  };
  return ImGui::InputTextMultiline(id, text.data(), text.capacity() + 1, size, ImGuiInputTextFlags_CallbackResize, grow, &text);
}

void wrapped(const std::string& text, ImU32 colour, ImFont* font) {
  if (font) ImGui::PushFont(font);
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
  if (font) ImGui::PopFont();
}

bool hover_tip(const std::string& text, const std::string& hook_id) {
  if (!ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled) || ImGui::GetIO().WantTextInput || ImGui::GetIO().MousePos.x < 0)
    return false;
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22);
  ImGui::TextUnformatted(text.c_str());
  if (!hook_id.empty()) hook::record_last_item(hook_id);
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
  return true;
}

float button_width(const std::string& label) {
  return ImGui::CalcTextSize(label.c_str()).x + ImGui::GetStyle().FramePadding.x * 2;
}

}  // namespace ff::ui
