// A playing card drawn with ImDrawList at any size (legible from 60 px wide), and the face of the
// other card-like pieces (Power Cards, hand cards of rules text, objectives, facilities).
#pragma once
#include <cstdint>

#include "core/common/card.h"
#include "imgui.h"

namespace ff::ui {

enum CardFlags : unsigned {
  kCardFaceDown = 1u << 0,
  kCardHighlight = 1u << 1,  // playable / a legal target: gold outline
  kCardSelected = 1u << 2,   // chosen, lifted with a blue outline
  kCardDisabled = 1u << 3,   // greyed out
  kCardFourColour = 1u << 4, // spades black, hearts red, diamonds blue, clubs green
};

constexpr float kCardAspect = 1.4f;  // height / width

// Draws `card` with its top-left corner at `pos`, `width` pixels wide.
void draw_card(ImDrawList* dl, ImVec2 pos, float width, Card card, unsigned flags = 0);
// An empty space where a card can go (dashed outline), optionally highlighted as a legal target.
void draw_card_slot(ImDrawList* dl, ImVec2 pos, float width, bool highlight, const char* label = nullptr);
// Draws a card where it belongs, gliding from where it was last drawn (ui::card_motion under `key`,
// the card's id unless a table shows the same card twice); above everything while it moves, so it
// can cross from the panel onto the board. Returns whether it is still moving.
bool draw_card_moving(ImDrawList* dl, ImVec2 pos, float width, Card card, unsigned flags, uint32_t key,
                      const ImVec2* spawn = nullptr);
inline bool draw_card_moving(ImDrawList* dl, ImVec2 pos, float width, Card card, unsigned flags,
                             const ImVec2* spawn = nullptr) {
  return draw_card_moving(dl, pos, width, card, flags, card.id(), spawn);
}
// The colour a card's rank and suit are printed in.
ImU32 card_ink(Card card, bool four_colour);

// ---- Card faces other than playing cards: the tables draw their card-like pieces through these.

// A line of text on a face (nothing when `text` is null or empty; the caller keeps the text alive
// until the face is drawn).
struct FaceLine {
  const char* text = nullptr;
  ImU32 colour = 0;
  float size = 0;          // px
  ImFont* font = nullptr;  // null: the small font
  bool wrap = false;       // wrapped at the face's text width; else one line, shortened with "…"
};

// A rounded face, filled and edged, with a colour bar down its left side (a deck, a bonus); lines
// from the top (a title, then its text: each drawn when its first line fits above the foot, cut at
// the foot), a foot line along the bottom, a value boxed in the bottom-right corner; lit, selected
// or greyed by the flags of a playing card (kCardHighlight, kCardSelected, kCardDisabled).
struct CardFace {
  ImU32 fill = 0, edge = 0, bar = 0;  // 0: none
  float rounding = 5, edge_width = 1.5f, bar_width = 6;
  bool shadow = false;
  float inset = 4, top = 2;  // where the lines start: from the left edge (the bar included) and the top
  float wrap = 0;            // the lines' width (0: the face's width less the inset on both sides)
  FaceLine lines[3];  // from the top: a title, then its text
  FaceLine foot, corner;
  ImU32 corner_fill = 0;
  unsigned flags = 0;
  float ring = 3, ring_out = 0;  // the highlight's or the selection's width, how far outside the edge
};
void draw_card_face(ImDrawList* dl, ImVec2 a, ImVec2 b, const CardFace& face);
// Its parts, for a face with a picture of its own (a playing card's pips, a Crossfire tile's index):
// below it the shadow, fill and edge; above it the flags' shade and ring (`ring` px wide, `out` px
// outside the edge).
void card_face_frame(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 fill, ImU32 edge, float rounding, float edge_width = 1, bool shadow = true);
void card_face_states(ImDrawList* dl, ImVec2 a, ImVec2 b, unsigned flags, float rounding, float ring = 3, float out = 0);

}  // namespace ff::ui
