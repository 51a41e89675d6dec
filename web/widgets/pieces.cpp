#include "web/widgets/pieces.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "web/widgets/motion.h"
#include "web/widgets/palette.h"
#include "web/widgets/ui.h"

namespace ff::ui {

void draw_die(ImDrawList* dl, ImVec2 pos, float size, int value, bool highlight) {
  ImVec2 q(pos.x + size, pos.y + size);
  float r = size * 0.18f;
  dl->AddRectFilled(ImVec2(pos.x + 2, pos.y + 3), ImVec2(q.x + 2, q.y + 3), colors::kShadow, r);
  dl->AddRectFilled(pos, q, IM_COL32(250, 248, 240, 255), r);
  dl->AddRect(pos, q, highlight ? colors::kGold : colors::kPieceEdge,
 r, 0, highlight ? 3.0f : 1.0f);
  // Pip positions on a 3x3 grid (0..8, row-major), per face.
  static const int kPips[7][7] = {{0},          {1, 4},          {2, 0, 8},          {3, 0, 4, 8},
                                  {4, 0, 2, 6, 8}, {5, 0, 2, 4, 6, 8}, {6, 0, 2, 3, 5, 6, 8}};
  if (value < 1 || value > 6) return;
  float pr = size * 0.085f;
  for (int i = 1; i <= kPips[value][0]; ++i) {
    int cell = kPips[value][i];
    float cx = pos.x + size * (0.25f + 0.25f * (cell % 3));
    float cy = pos.y + size * (0.25f + 0.25f * (cell / 3));
    dl->AddCircleFilled(ImVec2(cx, cy), pr, value == 6 ? IM_COL32(180, 30, 40, 255) : IM_COL32(25, 25, 30, 255));
  }
}

void draw_rolling_die(ImDrawList* dl, uint32_t key, ImVec2 pos, float size, int value, bool fresh, bool highlight) {
  float lift = 0;
  const int face = die_motion(key, value, fresh, size, &lift);
  if (lift > 0.5f) dl->AddRectFilled(ImVec2(pos.x + 2, pos.y + 3), ImVec2(pos.x + size + 2, pos.y + size + 3), IM_COL32(0, 0, 0, 50), size * 0.18f);
  draw_die(dl, ImVec2(pos.x, pos.y - lift), size, face, highlight && lift <= 0.5f);
}

namespace {

// The emblem's outline around `c` with half-size `r` (filled with `fill`, edged with `edge`).
void emblem_outline(ImDrawList* dl, ImVec2 c, float r, int shape, ImU32 fill, ImU32 edge) {
  const float t = std::max(1.0f, r * 0.14f);
  if (shape == 0) {
    dl->AddCircleFilled(c, r, fill, 20);
    dl->AddCircle(c, r, edge, 20, t);
    return;
  }
  ImVec2 pts[6];
  int n = 0;
  if (shape == 1) {  // a shield
    for (ImVec2 p : {ImVec2(-0.85f, -0.9f), ImVec2(0.85f, -0.9f), ImVec2(0.85f, 0.1f), ImVec2(0, 1), ImVec2(-0.85f, 0.1f)})
      pts[n++] = ImVec2(c.x + p.x * r, c.y + p.y * r);
  } else if (shape == 2) {  // a hexagon
    for (int i = 0; i < 6; ++i) pts[n++] = ImVec2(c.x + r * std::cos(0.5236f + i * 1.0472f), c.y + r * std::sin(0.5236f + i * 1.0472f));
  } else {  // a diamond
    for (ImVec2 p : {ImVec2(0, -1), ImVec2(1, 0), ImVec2(0, 1), ImVec2(-1, 0)}) pts[n++] = ImVec2(c.x + p.x * r, c.y + p.y * r);
  }
  dl->AddConvexPolyFilled(pts, n, fill);
  dl->AddPolyline(pts, n, edge, ImDrawFlags_Closed, t);
}

}  // namespace

void draw_emblem(ImDrawList* dl, ImVec2 c, float size, int index) {
  static const ImU32 kFills[8] = {IM_COL32(150, 40, 50, 255), IM_COL32(40, 90, 160, 255), IM_COL32(50, 120, 70, 255),
                                  IM_COL32(120, 70, 150, 255), IM_COL32(170, 110, 30, 255), IM_COL32(40, 130, 140, 255),
                                  IM_COL32(90, 90, 100, 255), IM_COL32(160, 70, 110, 255)};
  index = std::max(0, index);
  const float r = size * 0.5f, m = r * 0.45f;
  const ImU32 ink = IM_COL32(250, 240, 215, 255);
  emblem_outline(dl, c, r, index % 4, kFills[(index + index / 8) % 8], ink);
  switch ((index / 4) % 4) {
    case 0: {  // a star
      ImVec2 pts[5];
      for (int i = 0; i < 5; ++i) pts[i] = ImVec2(c.x + m * std::cos(-1.5708f + i * 2.5133f), c.y + m * std::sin(-1.5708f + i * 2.5133f));
      dl->AddPolyline(pts, 5, ink, ImDrawFlags_Closed, std::max(1.0f, r * 0.12f));
      break;
    }
    case 1: dl->AddRectFilled(ImVec2(c.x - m, c.y - m * 0.3f), ImVec2(c.x + m, c.y + m * 0.3f), ink); break;  // a bar
    case 2: dl->AddCircle(c, m * 0.8f, ink, 14, std::max(1.0f, r * 0.14f)); break;                          // a ring
    default: {  // a chevron
      const ImVec2 pts[3] = {ImVec2(c.x - m, c.y - m * 0.4f), ImVec2(c.x, c.y + m * 0.5f), ImVec2(c.x + m, c.y - m * 0.4f)};
      dl->AddPolyline(pts, 3, ink, 0, std::max(1.0f, r * 0.16f));
      break;
    }
  }
}

void draw_chip(ImDrawList* dl, ImVec2 c, float radius, int value) {
  ImU32 body = value >= 100 ? IM_COL32(30, 30, 34, 255) : value >= 50 ? IM_COL32(40, 90, 190, 255)
                                                                      : IM_COL32(200, 40, 50, 255);
  dl->AddCircleFilled(ImVec2(c.x + 1.5f, c.y + 2), radius, IM_COL32(0, 0, 0, 80));
  dl->AddCircleFilled(c, radius, body);
  dl->AddCircle(c, radius * 0.78f, IM_COL32(240, 230, 200, 255), 0, std::max(1.0f, radius * 0.12f));
  std::string t = std::to_string(value);
  ImFont* f = fonts().card;
  float size = radius * (t.size() > 2 ? 0.75f : 0.95f);
  ImVec2 sz = f->CalcTextSizeA(size, 1e9f, 0, t.c_str());
  draw_text(dl, f, size, ImVec2(std::round(c.x - sz.x * 0.5f), std::round(c.y - sz.y * 0.5f)), IM_COL32(250, 245, 230, 255), t);
}

float text_size(ImFont* font) { return font->FontSize * ImGui::GetIO().FontGlobalScale; }

void text_at(ImDrawList* dl, ImFont* font, float size, ImVec2 centre, ImU32 col, const std::string& text) {
  const ImVec2 sz = font->CalcTextSizeA(size, 1e9f, 0, text.c_str());
  draw_text(dl, font, size, ImVec2(std::round(centre.x - sz.x * 0.5f), std::round(centre.y - sz.y * 0.5f)), col, text);
}

void text_left(ImDrawList* dl, ImFont* font, float size, ImVec2 pos, ImU32 col, const std::string& text, float clip_w) {
  // Longer than `clip_w`: shortened with an ellipsis (never cut through a letter), the whole on hover.
  // Never wider than what shows of the draw list there either.
  if (clip_w > 0) clip_w = std::min(clip_w, dl->GetClipRectMax().x - std::round(pos.x));
  const std::string shown = clip_w > 0 ? fit_width(font, size, text, clip_w) : text;
  if (shown != text && ImGui::IsMouseHoveringRect(pos, ImVec2(pos.x + clip_w, pos.y + size * 1.2f))) ImGui::SetTooltip("%s", text.c_str());
  if (clip_w > 0) dl->PushClipRect(pos, ImVec2(pos.x + clip_w, pos.y + size * 1.4f), true);
  draw_text(dl, font, size, ImVec2(std::round(pos.x), std::round(pos.y)), col, shown);
  if (clip_w > 0) dl->PopClipRect();
}

void draw_star(ImDrawList* dl, ImVec2 c, float r, float inner, ImU32 col) {
  ImVec2 pts[10];
  for (int i = 0; i < 10; ++i) {
    const float ri = r * (i % 2 ? inner : 1.0f), ang = -1.5708f + i * 0.6283f;
    pts[i] = ImVec2(c.x + ri * std::cos(ang), c.y + ri * std::sin(ang));
  }
  // A concave star: five triangles from the centre and the inner pentagon.
  for (int i = 0; i < 10; i += 2) dl->AddTriangleFilled(pts[(i + 9) % 10], pts[i], pts[i + 1], col);
  const ImVec2 notches[5] = {pts[1], pts[3], pts[5], pts[7], pts[9]};
  dl->AddConvexPolyFilled(notches, 5, col);
}

float pill_at(ImDrawList* dl, ImVec2 pos, float size, ImU32 bg, ImU32 fg, const std::string& text, ImFont* font, ImU32 outline,
              const std::string& owner) {
  if (!font) font = fonts().small;
  const ImVec2 sz = font->CalcTextSizeA(size, 1e9f, 0, text.c_str());
  const float pw = sz.x + size * 0.6f, ph = size * 1.25f;
  dl->AddRectFilled(pos, ImVec2(pos.x + pw, pos.y + ph), bg, ph * 0.5f);
  if (outline) dl->AddRect(pos, ImVec2(pos.x + pw, pos.y + ph), outline, ph * 0.5f);
  draw_text(dl, font, size, ImVec2(std::round(pos.x + size * 0.3f), std::round(pos.y + (ph - sz.y) * 0.5f)), fg, text, 0, owner);
  return pw;
}

}  // namespace ff::ui
