// Cards travel: every table draws each card through card_motion() with the card's id and where it
// belongs now; the card glides there from where it was last drawn (hand to row, offer to row,
// deck to hand ...). Purely visual: the game state never waits for it, and clicks go to where
// cards belong, so a player can always act at once (the glide is 0.3 s and skippable by acting).
#pragma once
#include <cstdint>

#include "imgui.h"

namespace ff::ui {

// Where to draw the card `key` this frame, given where it belongs (`target`, top-left). A card not
// drawn in the previous frame starts at `spawn` if given (e.g. the deck), else at its target.
ImVec2 card_motion(uint32_t key, ImVec2 target, const ImVec2* spawn = nullptr);
// True while `key` is between two places (draw it above everything so it can cross panels).
bool card_moving(uint32_t key);
// Call once per frame before drawing; `enabled` false (reduced motion) puts every card in place.
void motion_frame(double now, bool enabled);
int cards_moving();  // for the test hook

}  // namespace ff::ui
