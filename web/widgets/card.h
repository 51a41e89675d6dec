// A playing card drawn with ImDrawList at any size (legible from 60 px wide).
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

}  // namespace ff::ui
