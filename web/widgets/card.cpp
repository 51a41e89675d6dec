#include "web/widgets/card.h"

#include <cmath>
#include <string>

#include "web/widgets/motion.h"
#include "web/widgets/palette.h"
#include "web/widgets/pieces.h"
#include "web/widgets/test_hook.h"
#include "web/widgets/ui.h"

namespace ff::ui {

ImU32 card_ink(Card card, bool four_colour) {
  constexpr ImU32 kRed = IM_COL32(196, 22, 40, 255), kBlack = IM_COL32(20, 20, 24, 255);
  if (card.is_joker()) return IM_COL32(120, 40, 150, 255);
  if (!four_colour) return card.is_red() ? kRed : kBlack;
  switch (card.suit) {
    case kHearts: return kRed;
    case kDiamonds: return IM_COL32(20, 90, 200, 255);
    case kClubs: return IM_COL32(20, 130, 50, 255);
    default: return kBlack;
  }
}

// A card face's glyphs are one picture: the layout check sees them as the card's (`face`), not as
// labels of their own (test_hook.h).
static void text_at(ImDrawList* dl, ImFont* font, float size, ImVec2 center, ImU32 col, const char* text, const std::string& face) {
  ImVec2 sz = font->CalcTextSizeA(size, 1e9f, 0, text);
  draw_text(dl, font, size, ImVec2(std::round(center.x - sz.x * 0.5f), std::round(center.y - sz.y * 0.5f)), col, text, 0, face);
}

static std::string face_of(ImVec2 p) {
  return hook::layout_wanted() ? std::string(hook::kCardFace) + std::to_string(static_cast<int>(p.x)) + "," + std::to_string(static_cast<int>(p.y)) : "";
}

static void draw_back(ImDrawList* dl, ImVec2 p, ImVec2 q, float w) {
  float r = w * 0.08f;
  dl->AddRectFilled(p, q, IM_COL32(28, 52, 120, 255), r);
  float inset = w * 0.08f;
  ImVec2 a(p.x + inset, p.y + inset), b(q.x - inset, q.y - inset);
  dl->AddRect(a, b, IM_COL32(220, 210, 170, 255), r * 0.6f, 0, std::max(1.0f, w * 0.025f));
  // Diagonal lattice inside the frame.
  dl->PushClipRect(a, b, true);
  float step = std::max(5.0f, w * 0.14f);
  constexpr ImU32 kLattice = IM_COL32(80, 110, 190, 255);
  for (float x = a.x - (b.y - a.y); x < b.x; x += step) {
    dl->AddLine(ImVec2(x, a.y), ImVec2(x + (b.y - a.y), b.y), kLattice, 1.0f);
    dl->AddLine(ImVec2(x, b.y), ImVec2(x + (b.y - a.y), a.y), kLattice, 1.0f);
  }
  dl->PopClipRect();
  dl->AddRect(p, q, IM_COL32(10, 20, 50, 255), r, 0, 1.0f);
}

// A playing card's printing: the index in the top-left and bottom-right corners, a large pip in the
// middle (a joker: a star and its name).
static void draw_pips(ImDrawList* dl, ImVec2 p, ImVec2 q, Card card, unsigned flags) {
  const float w = q.x - p.x, h = q.y - p.y;
  Fonts& f = fonts();
  const std::string face = face_of(p);
  const ImU32 ink = card_ink(card, flags & kCardFourColour);
  if (card.is_joker()) {
    text_at(dl, f.card, w * 0.5f, ImVec2(p.x + w * 0.5f, p.y + h * 0.42f), ink, "\xE2\x98\x85", face);
    text_at(dl, f.card, w * 0.2f, ImVec2(p.x + w * 0.5f, p.y + h * 0.75f), ink, "JOKER", face);
    return;
  }
  const std::string rank = card.rank == kTen ? "10" : std::string(1, rank_char(card.rank));
  const char* suit = suit_symbol(card.suit);
  text_at(dl, f.card, w * 0.62f, ImVec2(p.x + w * 0.56f, p.y + h * 0.58f), ink, suit, face);
  if (w < 70) {
    // A small card (a phone's): rank and suit side by side across the top, so the strip a card laid
    // over it leaves (a hand stacked down the screen) still shows both (issue 38).
    const float rs = w * (card.rank == kTen ? 0.3f : 0.34f), ss = w * 0.3f, y = p.y + w * 0.21f;
    const float rw = f.card->CalcTextSizeA(rs, 1e9f, 0, rank.c_str()).x, sw = f.card->CalcTextSizeA(ss, 1e9f, 0, suit).x;
    const float x0 = p.x + w * 0.07f;
    text_at(dl, f.card, rs, ImVec2(x0 + rw * 0.5f, y), ink, rank.c_str(), face);
    text_at(dl, f.card, ss, ImVec2(x0 + rw + w * 0.03f + sw * 0.5f, y), ink, suit, face);
    return;
  }
  const float idx = w * (card.rank == kTen ? 0.27f : 0.31f), cx = p.x + w * 0.2f;
  text_at(dl, f.card, idx, ImVec2(cx, p.y + w * 0.2f), ink, rank.c_str(), face);
  text_at(dl, f.card, w * 0.25f, ImVec2(cx, p.y + w * 0.45f), ink, suit, face);
  text_at(dl, f.card, idx * 0.8f, ImVec2(q.x - w * 0.16f, q.y - w * 0.32f), ink, rank.c_str(), face);
  text_at(dl, f.card, w * 0.2f, ImVec2(q.x - w * 0.16f, q.y - w * 0.12f), ink, suit, face);
}

void draw_card(ImDrawList* dl, ImVec2 pos, float width, Card card, unsigned flags) {
  const float w = width, r = w * 0.08f, ring = std::max(2.0f, w * 0.05f);
  if (flags & kCardSelected) pos.y -= w * 0.12f;
  const ImVec2 p = pos, q(pos.x + w, pos.y + w * kCardAspect);
  hook::cover(p, q);  // a card laid on another hides what it covers
  const bool down = flags & kCardFaceDown;
  card_face_frame(dl, p, q, down ? 0 : colors::kCardStock, down ? 0 : IM_COL32(150, 150, 140, 255), r);
  if (down) draw_back(dl, p, q, w);
  else draw_pips(dl, p, q, card, flags);
  // Its ring lies outside its edge, as wide as the card allows: a lit hand reads from afar.
  card_face_states(dl, p, q, flags, r, ring, ring * 0.5f);
}

void card_face_frame(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 fill, ImU32 edge, float rounding, float edge_width, bool shadow) {
  if (shadow) dl->AddRectFilled(ImVec2(a.x + 2, a.y + 3), ImVec2(b.x + 2, b.y + 3), colors::kShadow, rounding);
  if (fill) dl->AddRectFilled(a, b, fill, rounding);
  if (edge) dl->AddRect(a, b, edge, rounding, 0, edge_width);
}

void card_face_states(ImDrawList* dl, ImVec2 a, ImVec2 b, unsigned flags, float rounding, float ring, float out) {
  if (flags & kCardDisabled) dl->AddRectFilled(a, b, colors::kDisabledShade, rounding);
  const ImVec2 ra(a.x - out, a.y - out), rb(b.x + out, b.y + out);
  if (flags & kCardHighlight) dl->AddRect(ra, rb, colors::kGold, rounding + out, 0, ring);
  if (flags & kCardSelected) dl->AddRect(ra, rb, colors::kSelectBlue, rounding + out, 0, ring);
}

namespace {

bool empty(const FaceLine& l) { return !l.text || !*l.text; }

// A face's line at `pos`, `width` wide: wrapped, or one line shortened with "…". Returns its height.
float draw_line(ImDrawList* dl, ImVec2 pos, float width, const FaceLine& l) {
  ImFont* font = l.font ? l.font : fonts().small;
  if (l.wrap) return draw_text(dl, font, l.size, pos, l.colour, l.text, width).y;
  text_left(dl, font, l.size, pos, l.colour, l.text, width);
  return l.size;
}

// The corner's value in its box, flush with the face's bottom-right corner.
void draw_corner(ImDrawList* dl, ImVec2 b, const CardFace& face) {
  const FaceLine& c = face.corner;
  ImFont* font = c.font ? c.font : fonts().small;
  const ImVec2 sz = font->CalcTextSizeA(c.size, 1e9f, 0, c.text);
  dl->AddRectFilled(ImVec2(b.x - sz.x - 8, b.y - sz.y - 4), b, face.corner_fill, face.rounding);
  draw_text(dl, font, c.size, ImVec2(b.x - sz.x - 4, b.y - sz.y - 2), c.colour, c.text);
}

}  // namespace

void draw_card_face(ImDrawList* dl, ImVec2 a, ImVec2 b, const CardFace& face) {
  card_face_frame(dl, a, b, face.fill, face.edge, face.rounding, face.edge_width, face.shadow);
  if (face.bar) dl->AddRectFilled(a, ImVec2(a.x + face.bar_width, b.y), face.bar, face.rounding, ImDrawFlags_RoundCornersLeft);
  dl->PushClipRect(a, b, true);
  const float width = face.wrap > 0 ? face.wrap : b.x - a.x - 2 * face.inset;
  const float foot = empty(face.foot) ? b.y : b.y - face.foot.size * 1.3f;
  // The title always; the rest while a first line fits, cut at the foot.
  float y = a.y + face.top;
  for (int i = 0; i < 3; ++i) {
    const FaceLine& l = face.lines[i];
    if (i == 1) dl->PushClipRect(a, ImVec2(b.x, foot), true);
    if (i > 0 && y + l.size > foot) break;
    y += (empty(l) ? l.size : draw_line(dl, ImVec2(a.x + face.inset, y), width, l)) + l.size * 0.25f;
  }
  dl->PopClipRect();
  if (!empty(face.foot)) draw_line(dl, ImVec2(a.x + face.inset, foot), width, face.foot);
  if (!empty(face.corner)) draw_corner(dl, b, face);
  dl->PopClipRect();
  card_face_states(dl, a, b, face.flags, face.rounding, face.ring, face.ring_out);
}

void draw_card_slot(ImDrawList* dl, ImVec2 pos, float width, bool highlight, const char* label) {
  const float w = width, h = width * kCardAspect, r = w * 0.08f;
  ImVec2 q(pos.x + w, pos.y + h);
  dl->AddRectFilled(pos, q, highlight ? with_alpha(colors::kGold, 50) : colors::kEmptyFill, r);
  dl->AddRect(pos, q, highlight ? colors::kGold : colors::kEmptyEdge,
 r, 0, highlight ? std::max(2.0f, w * 0.04f) : 1.0f);
  if (label) {
    Fonts& f = fonts();
    text_at(dl, f.small, std::max(11.0f, w * 0.18f), ImVec2(pos.x + w * 0.5f, pos.y + h * 0.5f), IM_COL32(255, 255, 255, 110), label, "");
  }
}

bool draw_card_moving(ImDrawList* dl, ImVec2 pos, float width, Card card, unsigned flags, uint32_t key, const ImVec2* spawn) {
  const ImVec2 p = card_motion(key, pos, spawn);
  const bool moving = card_moving(key);
  draw_card(moving ? ImGui::GetForegroundDrawList() : dl, p, width, card, flags);
  return moving;
}

}  // namespace ff::ui
