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
// Call once per frame before drawing. Reduced motion (ui::settings()) puts every card in place.
void motion_frame(double now);
int cards_moving();  // for the test hook
// Puts every card in its place, without gliding, in the next frame, and ends the changes still rising:
// call each frame a window covers the table (the result window), which a card gliding or a number
// rising above everything would cross.
void settle_cards();

// A number that changed where it shows (a unit's health): the change, "-3" in red or "+2" in green,
// rises from `at` (its centre) and fades over a second, drawn above everything. `key` names the value
// (it must be drawn every frame to be followed). Nothing under reduced motion.
void value_motion(uint32_t key, int value, ImVec2 at, float size);
int values_floating();  // for the test hook: changes showing now
int values_changed();   // for the test hook: changes shown since the page opened

// A die that rolls: `key` names it, `value` is its face (1..6). A die first drawn while `fresh` (a roll
// just made, not an old one on a table just opened), or whose face changes while it is drawn (a
// reroll), tumbles for 0.6 s: it hops and shows changing faces. Returns the face to draw now and
// sets `lift` to the hop in pixels. Nothing under reduced motion.
int die_motion(uint32_t key, int value, bool fresh, float size, float* lift);
int dice_rolled();  // for the test hook: rolls shown since the page opened

// A piece sent once from `from` to `to` (chips to a row's winner): `key` names the journey. Seen
// first while `fresh`, it travels for 0.7 s and is then gone (where it went shows the sum); seen
// first while not fresh (a table opened on it), it has arrived. True while it travels, with `at` its
// centre now. Nothing under reduced motion.
bool send_motion(uint32_t key, ImVec2 from, ImVec2 to, bool fresh, ImVec2* at);
int pieces_sent();  // for the test hook: journeys started since the page opened

}  // namespace ff::ui
