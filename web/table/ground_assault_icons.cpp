// Ground Assault's unit icons as vector pictures (see the header).
#include "web/table/ground_assault_icons.h"

#include <cmath>

#include "core/games/ground_assault/ground_assault.h"
#include "web/widgets/palette.h"
#include "web/widgets/pieces.h"

namespace ff::ga_icons {
namespace {

// Draws in a 16 x 16 grid: P(x, y) is a point of the grid, U one grid step in pixels.
struct Grid {
  ImVec2 a;
  float u;
  ImVec2 p(float x, float y) const { return ImVec2(a.x + x * u, a.y + y * u); }
};

void drone(ImDrawList* dl, const Grid& g, ImU32 c, float t) {
  for (float dx : {-1.0f, 1.0f})
    for (float dy : {-1.0f, 1.0f}) {
      dl->AddLine(g.p(8, 8), g.p(8 + dx * 4.5f, 8 + dy * 4.5f), c, t);
      dl->AddCircle(g.p(8 + dx * 4.5f, 8 + dy * 4.5f), 2.2f * g.u, c, 10, t);
    }
  dl->AddCircleFilled(g.p(8, 8), 2.2f * g.u, c, 10);
}

void shield(ImDrawList* dl, const Grid& g, ImU32 c) {
  const ImVec2 pts[] = {g.p(3, 2.5f), g.p(8, 1.5f), g.p(13, 2.5f), g.p(12.5f, 9), g.p(8, 14.5f), g.p(3.5f, 9)};
  dl->AddConvexPolyFilled(pts, 6, c);
}

void eye(ImDrawList* dl, const Grid& g, ImU32 c, float t) {
  dl->PathArcTo(g.p(8, 13), 7.5f * g.u, -2.55f, -0.59f, 12);
  dl->PathArcTo(g.p(8, 3), 7.5f * g.u, 0.59f, 2.55f, 12);
  dl->PathStroke(c, ImDrawFlags_Closed, t);
  dl->AddCircleFilled(g.p(8, 8), 2.4f * g.u, c, 12);
}

void clover(ImDrawList* dl, const Grid& g, ImU32 c, float t) {
  for (auto [x, y] : {std::pair{5.5f, 5.5f}, {10.5f, 5.5f}, {5.5f, 10.0f}, {10.5f, 10.0f}}) dl->AddCircleFilled(g.p(x, y), 2.7f * g.u, c, 10);
  dl->AddLine(g.p(8, 9), g.p(11, 15), c, t);
}

}  // namespace

void draw_badge(ImDrawList* dl, int icon, ImVec2 a, float size) {
  namespace ga = ground_assault;
  const bool power = icon >= ga::kArmor && icon <= ga::kHeavyCannon, wild = icon >= ga::kMystic;
  const ImU32 bg = wild ? IM_COL32(200, 160, 40, 255) : power ? IM_COL32(150, 155, 165, 255) : IM_COL32(40, 110, 60, 255);
  const ImU32 c = power || wild ? ui::colors::kInk :
 IM_COL32(235, 255, 235, 255);
  dl->AddRectFilled(a, ImVec2(a.x + size, a.y + size), bg, size * 0.2f);
  const Grid g{a, size / 16.0f};
  const float t = std::max(1.0f, 1.3f * g.u);
  switch (icon) {
    case ga::kBattleDrone:  // a drone with a gun under it
      drone(dl, g, c, t);
      dl->AddRectFilled(g.p(7, 9.5f), g.p(9, 15), c);
      break;
    case ga::kDrone: drone(dl, g, c, t); break;
    case ga::kBlaster:  // a pistol
      dl->AddRectFilled(g.p(2, 4.5f), g.p(13, 8), c, g.u);
      dl->AddRectFilled(g.p(3, 7), g.p(6.5f, 13), c, g.u);
      dl->AddLine(g.p(13, 6.2f), g.p(15, 6.2f), c, t);
      break;
    case ga::kLasers:  // two beams
      dl->AddLine(g.p(2, 12), g.p(12, 2), c, t * 1.3f);
      dl->AddLine(g.p(5, 14), g.p(14, 5), c, t * 1.3f);
      dl->AddCircleFilled(g.p(13, 3), 1.6f * g.u, c, 8);
      break;
    case ga::kLeader: ui::draw_star(dl, g.p(8, 8.6f), 7 * g.u, 0.4f, c); break;
    case ga::kTorpedo:  // a body, a nose and fins
      dl->AddRectFilled(g.p(3, 6.3f), g.p(12, 9.7f), c, 1.6f * g.u);
      dl->AddTriangleFilled(g.p(12, 6.3f), g.p(15, 8), g.p(12, 9.7f), c);
      dl->AddTriangleFilled(g.p(1, 4), g.p(4.5f, 8), g.p(1, 12), c);
      break;
    case ga::kTransport:  // a truck
      dl->AddRectFilled(g.p(1, 4), g.p(10, 11), c, g.u * 0.5f);
      dl->AddRectFilled(g.p(10.5f, 6.5f), g.p(15, 11), c, g.u);
      for (float x : {4.0f, 12.5f}) dl->AddCircleFilled(g.p(x, 12.5f), 2.0f * g.u, c, 10);
      break;
    case ga::kTrooper:  // a helmet over shoulders
      dl->PathArcTo(g.p(8, 8), 5.0f * g.u, 3.1416f, 6.2832f, 12);
      dl->PathFillConvex(c);
      dl->AddRectFilled(g.p(2.5f, 8.6f), g.p(13.5f, 10), c);
      dl->AddRectFilled(g.p(4, 11.5f), g.p(12, 15), c, g.u);
      break;
    case ga::kArmor: shield(dl, g, c); break;
    case ga::kCarrier:  // a flat deck with a tower
      dl->AddRectFilled(g.p(10, 4), g.p(13, 8), c);
      {
        const ImVec2 hull[] = {g.p(1, 8), g.p(15, 8), g.p(13, 12.5f), g.p(3, 12.5f)};
        dl->AddConvexPolyFilled(hull, 4, c);
      }
      break;
    case ga::kHeavyCannon:  // a thick barrel on a wheel
      dl->AddLine(g.p(6, 10), g.p(14, 3), c, 3.2f * g.u);
      dl->AddCircleFilled(g.p(6, 11), 3.5f * g.u, c, 12);
      break;
    case ga::kMystic: eye(dl, g, c, t); break;
    case ga::kLuck: clover(dl, g, c, t); break;
    default: break;
  }
}

}  // namespace ff::ga_icons
