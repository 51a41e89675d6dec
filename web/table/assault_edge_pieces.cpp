// Assault Edge's unit counters and deck signs (see the header).
#include "web/table/assault_edge_pieces.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "web/widgets/palette.h"
#include "web/widgets/pieces.h"
#include "web/widgets/ui.h"

namespace ff::ae_pieces {
namespace {

namespace ae = assault_edge;

// A picture as drawing steps in a 32 x 32 grid, one after another, ended by 0:
// 'P' n x1 y1 .. xn yn  a filled convex polygon in the ink ('H': in the ground colour, a hole);
// 'C' x y r             a filled circle in the ink ('K': in the ground colour);
// 'L' x1 y1 x2 y2       a thick line in the ink;
// 'S' x y r             a five-pointed star in the ink.
using Picture = const signed char*;
constexpr signed char kSoldier[] = {'C', 16, 8, 6, 'P', 4, 6, 31, 9, 17, 23, 17, 26, 31, 0};
constexpr signed char kCaptain[] = {'S', 16, 17, 15, 0};
constexpr signed char kDrake[] = {'P', 3, 15, 13, 1, 3, 8, 23, 'P', 3, 17, 13, 31, 3, 24, 23, 'P', 4, 13, 10, 19, 10, 18, 31, 14, 31, 'C', 16, 8, 5, 0};
constexpr signed char kEngineer[] = {'P', 4, 5, 3, 27, 3, 27, 12, 5, 12, 'P', 4, 14, 12, 18, 12, 18, 31, 14, 31, 0};
constexpr signed char kGolem[] = {'P', 4, 10, 1, 22, 1, 22, 10, 10, 10, 'P', 4, 4, 11, 28, 11, 26, 31, 6, 31, 'K', 12, 5, 2, 'K', 20, 5, 2, 0};
constexpr signed char kWarden[] = {'P', 6, 4, 3, 16, 1, 28, 3, 27, 17, 16, 31, 5, 17, 'H', 4, 14, 6, 18, 6, 18, 24, 14, 24, 0};
constexpr signed char kOracle[] = {'P', 6, 1, 16, 9, 8, 23, 8, 31, 16, 23, 24, 9, 24, 'K', 16, 16, 6, 'C', 16, 16, 3, 0};
constexpr signed char kBow[] = {'L', 8, 1, 20, 16, 'L', 20, 16, 8, 31, 'L', 8, 1, 8, 31, 'L', 1, 16, 27, 16, 'P', 3, 31, 16, 24, 12, 24, 20, 0};
constexpr signed char kTent[] = {'P', 3, 16, 2, 1, 30, 31, 30, 'H', 3, 16, 13, 10, 30, 22, 30, 0};
constexpr signed char kBanner[] = {'L', 6, 2, 6, 31, 'P', 4, 6, 3, 29, 6, 29, 18, 6, 15, 0};
constexpr signed char kFlask[] = {'P', 4, 12, 1, 20, 1, 20, 12, 12, 12, 'P', 4, 12, 11, 20, 11, 30, 31, 2, 31, 'H', 4, 9, 22, 23, 22, 26, 28, 6, 28, 0};

void draw_picture(ImDrawList* dl, Picture pic, ImVec2 a, float size, ImU32 ink, ImU32 ground) {
  const float u = size / 32;
  auto at = [&](int x, int y) { return ImVec2(a.x + x * u, a.y + y * u); };
  for (const signed char* p = pic; *p;) {
    const char op = *p++;
    if (op == 'P' || op == 'H') {
      ImVec2 pts[8];
      const int n = *p++;
      for (int i = 0; i < n; ++i, p += 2) pts[i] = at(p[0], p[1]);
      dl->AddConvexPolyFilled(pts, n, op == 'P' ? ink : ground);
    } else if (op == 'L') {
      dl->AddLine(at(p[0], p[1]), at(p[2], p[3]), ink, std::max(1.5f, 3 * u));
      p += 4;
    } else if (op == 'S') {
      ui::draw_star(dl, at(p[0], p[1]), p[2] * u, 0.42f, ink);
      p += 3;
    } else {  // 'C', 'K'
      dl->AddCircleFilled(at(p[0], p[1]), p[2] * u, op == 'C' ? ink : ground, 16);
      p += 3;
    }
  }
}

// A unique unit's sign: the Captain a star of rank, the Drake wings, the Engineer a hammer, the Golem
// a block of stone, the Warden a shield, the Oracle an eye; a unit of another Unit card a soldier.
Picture figure_of(int unique) {
  switch (unique) {
    case ae::kVanguardCaptain: return kCaptain;
    case ae::kCinderDrake: return kDrake;
    case ae::kArcEngineer: return kEngineer;
    case ae::kBastionGolem: return kGolem;
    case ae::kThornbackWarden: return kWarden;
    case ae::kTideOracle: return kOracle;
    default: return kSoldier;
  }
}

// A unique unit's name on its counter: the last word ("Drake"), the one that says what it is.
std::string short_name(int unique) {
  const std::string name = ae::card_type(unique).name;
  const size_t space = name.rfind(' ');
  return space == std::string::npos ? name : name.substr(space + 1);
}

// Attack, Health (orange when hurt) and Speed in boxes along the bottom, `bh` high.
void draw_stats(ImDrawList* dl, const ae::UnitView& u, ImVec2 a, float w, float pad, float bh) {
  const float by = a.y + w - pad - bh, bw = (w - pad * 2 - 2) / 3;
  const std::string vals[3] = {std::to_string(u.atk), std::to_string(u.hp) + (u.temp_hp ? "+" + std::to_string(u.temp_hp) : ""),
                               std::to_string(u.active ? u.spd_left : u.spd)};
  for (int i = 0; i < 3; ++i) {
    const ImVec2 p(a.x + pad + i * (bw + 1), by);
    dl->AddRectFilled(p, ImVec2(p.x + bw, p.y + bh), i == 1 && u.hp < u.max_hp ? IM_COL32(200, 120, 30, 255) : kStatColours[i], 3);
    const float vs = std::clamp(std::min(bh * 0.85f, bw * (vals[i].size() > 2 ? 0.45f : 0.72f)), 8.0f, 20.0f);
    ui::text_at(dl, ui::fonts().body, vs, ImVec2(p.x + bw * 0.5f, p.y + bh * 0.5f), ui::colors::kWhite, vals[i]);
  }
}

// Element dots down the right edge, equipment pips (gold diamonds) down the left, from `top` to
// `bottom` (as many as fit: the unit's tip lists them all).
void draw_marks(ImDrawList* dl, const ae::UnitView& u, ImVec2 a, float w, float pad, float top, float bottom) {
  const float dot = std::clamp(w * 0.06f, 2.5f, 4.5f);
  float y = top + dot;
  for (size_t i = 0; i < u.elements.size() && y + dot <= bottom; ++i) {
    const std::string& e = u.elements[i];
    dl->AddCircleFilled(ImVec2(a.x + w - pad - dot, y), dot, element_colour(e));
    y += dot * 2.5f;
  }
  y = top + dot;
  for (size_t i = 0; i < u.equipment.size() && y + dot * 1.1f <= bottom; ++i, y += dot * 2.5f) {
    const ImVec2 c(a.x + pad + dot, y);
    const ImVec2 pts[4] = {ImVec2(c.x, c.y - dot * 1.1f), ImVec2(c.x + dot, c.y), ImVec2(c.x, c.y + dot * 1.1f), ImVec2(c.x - dot, c.y)};
    dl->AddConvexPolyFilled(pts, 4, ui::colors::kGold);
  }
}

}  // namespace

float fit_size(ImFont* font, float size, const char* text, float width) {
  const float w = font->CalcTextSizeA(size, 1e9f, 0, text).x;
  return w > width && w > 0 ? std::max(7.0f, std::floor(size * width / w * 10) / 10) : size;
}

const ImU32 kStatColours[3] = {ui::colors::kStatRed, ui::colors::kStatGreen, ui::colors::kStatBlue};

ImU32 element_colour(const std::string& e) {
  static const ImU32 kColours[ae::kNumElements] = {IM_COL32(240, 90, 40, 255),   IM_COL32(60, 140, 255, 255),  IM_COL32(160, 110, 60, 255),
                                                   IM_COL32(150, 230, 230, 255), IM_COL32(255, 240, 150, 255), IM_COL32(150, 80, 200, 255),
                                                   IM_COL32(70, 190, 80, 255),   IM_COL32(170, 180, 190, 255)};
  for (int i = 0; i < ae::kNumElements; ++i)
    if (e == ae::element_name(i)) return kColours[i];
  return kColours[ae::kTechnology];
}

void draw_unit(ImDrawList* dl, const ae::UnitView& u, ImVec2 a, float w) {
  const ImVec2 b(a.x + w, a.y + w);
  const float r = std::max(3.0f, w * 0.14f), pad = std::max(2.0f, w * 0.06f);
  const bool unique = u.unique >= 0;
  // The owner's colour, lighter at the top; a unique unit's gold edge.
  const ImU32 ground = u.owner == 0 ? IM_COL32(24, 44, 84, 250) : IM_COL32(84, 44, 14, 250);
  dl->AddRectFilled(ImVec2(a.x + 2, a.y + 3), ImVec2(b.x + 2, b.y + 3), ui::colors::kTokenShadow, r);
  dl->AddRectFilled(a, b, ground, r);
  dl->AddRectFilled(a, ImVec2(b.x, a.y + w * 0.5f), u.owner == 0 ? IM_COL32(40, 72, 130, 250) : IM_COL32(124, 68, 24, 250), r,
                    ImDrawFlags_RoundCornersTop);
  dl->AddRect(a, b, unique ? ui::colors::kGold : ui::seat_colour(u.owner), r, 0, unique ? 2.5f : 1.5f);
  const float bh = std::clamp(w * (w < 50 ? 0.38f : 0.28f), 11.0f, 24.0f);
  float top = a.y + pad;
  // A unique unit's name across the top (large counters: on small ones its sign says it).
  if (unique && w >= 50) {
    const std::string name = short_name(u.unique);
    const float size = fit_size(ui::fonts().small, std::clamp(w * 0.17f, 8.0f, 13.0f), name.c_str(), w - pad * 2);
    ui::text_at(dl, ui::fonts().small, size, ImVec2(a.x + w * 0.5f, top + size * 0.55f), ui::colors::kGold, name);
    top += size * 1.15f;
  }
  const float room = a.y + w - pad - bh - 2 - top, fig = std::min(room, w * 0.6f);
  draw_marks(dl, u, a, w, pad, top, top + room);
  // The figure between the top and the stats, centred; a bow at its right for a reach of 2.
  const ImU32 ink = unique ? ui::colors::kGold : u.owner == 0 ? IM_COL32(190, 215, 255, 255) : IM_COL32(255, 210, 160, 255);
  const ImVec2 fa(a.x + (w - fig) * 0.5f - (u.range > 1 ? fig * 0.18f : 0), top + (room - fig) * 0.5f);
  draw_picture(dl, figure_of(u.unique), fa, fig, ink, ground);
  if (u.range > 1) draw_picture(dl, kBow, ImVec2(fa.x + fig * 0.92f, fa.y + fig * 0.3f), fig * 0.5f, IM_COL32(255, 200, 200, 255), ground);
  draw_stats(dl, u, a, w, pad, bh);
  if (u.state == "done") dl->AddRectFilled(a, b, IM_COL32(0, 0, 0, 110), r);
  if (u.active) dl->AddRect(ImVec2(a.x - 2, a.y - 2), ImVec2(b.x + 2, b.y + 2), ui::colors::kWhite, r, 0, 2.5f);
}

void draw_deck_sign(ImDrawList* dl, int kind, ImVec2 a, float size, ImU32 ink, ImU32 ground) {
  draw_picture(dl, kind == ae::kBarracks ? kTent : kind == ae::kCommand ? kBanner : kFlask, a, size, ink, ground);
}

}  // namespace ff::ae_pieces
