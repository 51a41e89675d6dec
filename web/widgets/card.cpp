#include "web/widgets/card.h"

#include <cmath>
#include <string>

#include "web/widgets/motion.h"
#include "web/widgets/palette.h"
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

void draw_card(ImDrawList* dl, ImVec2 pos, float width, Card card, unsigned flags) {
  const float w = width, h = width * kCardAspect, r = w * 0.08f;
  if (flags & kCardSelected) pos.y -= w * 0.12f;
  ImVec2 p = pos, q(pos.x + w, pos.y + h);
  hook::cover(p, q);  // a card laid on another hides what it covers
  // Shadow.
  dl->AddRectFilled(ImVec2(p.x + 2, p.y + 3), ImVec2(q.x + 2, q.y + 3), colors::kShadow, r);
  if (flags & kCardFaceDown) {
    draw_back(dl, p, q, w);
  } else {
    dl->AddRectFilled(p, q, colors::kCardStock, r);
    dl->AddRect(p, q, IM_COL32(150, 150, 140, 255), r, 0, 1.0f);
    Fonts& f = fonts();
    const std::string face = face_of(p);
    ImU32 ink = card_ink(card, flags & kCardFourColour);
    if (card.is_joker()) {
      text_at(dl, f.card, w * 0.5f, ImVec2(p.x + w * 0.5f, p.y + h * 0.42f), ink, "\xE2\x98\x85", face);
      text_at(dl, f.card, w * 0.2f, ImVec2(p.x + w * 0.5f, p.y + h * 0.75f), ink, "JOKER", face);
    } else {
      std::string rank = card.rank == kTen ? "10" : std::string(1, rank_char(card.rank));
      const char* suit = suit_symbol(card.suit);
      // Index in the top-left and bottom-right corners, large pip in the middle.
      float idx = w * (card.rank == kTen ? 0.27f : 0.31f);
      float cx = p.x + w * 0.2f;
      text_at(dl, f.card, idx, ImVec2(cx, p.y + w * 0.2f), ink, rank.c_str(), face);
      text_at(dl, f.card, w * 0.25f, ImVec2(cx, p.y + w * 0.45f), ink, suit, face);
      text_at(dl, f.card, w * 0.62f, ImVec2(p.x + w * 0.56f, p.y + h * 0.58f), ink, suit, face);
      if (w >= 70) {
        text_at(dl, f.card, idx * 0.8f, ImVec2(q.x - w * 0.16f, q.y - w * 0.32f), ink, rank.c_str(), face);
        text_at(dl, f.card, w * 0.2f, ImVec2(q.x - w * 0.16f, q.y - w * 0.12f), ink, suit, face);
      }
    }
  }
  if (flags & kCardDisabled) dl->AddRectFilled(p, q, colors::kDisabledShade, r);
  if (flags & kCardHighlight) {
    float t = std::max(2.0f, w * 0.05f);
    dl->AddRect(ImVec2(p.x - t * 0.5f, p.y - t * 0.5f), ImVec2(q.x + t * 0.5f, q.y + t * 0.5f), colors::kGold, r + t * 0.5f, 0, t);
  }
  if (flags & kCardSelected) {
    float t = std::max(2.0f, w * 0.05f);
    dl->AddRect(ImVec2(p.x - t * 0.5f, p.y - t * 0.5f), ImVec2(q.x + t * 0.5f, q.y + t * 0.5f), colors::kSelectBlue, r + t * 0.5f, 0, t);
  }
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
