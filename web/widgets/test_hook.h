// The browser test hook: what a test needs to drive the canvas through real input. Each frame,
// interactive widgets record their on-screen rectangles (CSS pixels, canvas origin) under stable
// names; ff_test_state() returns the last complete frame's screen, state summary and widgets as JSON.
#pragma once
#include <functional>
#include <string>

#include "imgui.h"

namespace ff::hook {

void begin_frame();
void end_frame();
// Records the last ImGui item under `id` (if it is visible).
void record_last_item(const std::string& id);
void record(const std::string& id, ImVec2 min, ImVec2 max);
void set_screen(const std::string& screen);
// A JSON object describing the game (or other) state shown on this screen.
void set_summary(const std::string& json_object);
// Or: how to build that object, called only when a test asks (so a page nobody tests never builds it).
void set_summary_builder(std::function<std::string()> build);

// How long the page's frame callback took, and whether the computer was thinking meanwhile: the
// hook reports the longest frame and the frames of thinking (the computer must not stall the page).
void frame_took(double ms, bool computer_thinking);

// The layout check (issue 23). While a test asks for it (ff_test_layout(1)), every text the UI
// draws records its rectangle, the visible clip rectangle it is drawn in, its window and whether
// that window scrolls by design; ff_test_state() then reports `layout`: the texts clipped by
// their clip rectangle (by more than 1 px; vertically in a scrolling window is by design) and
// the texts whose visible parts overlap another text or recorded widget of the same window by
// more than 1 px. Off, nothing is recorded (the calls return at once).
bool layout_wanted();
// `text` drawn at [min, max] into the current window, clipped by the current draw list's clip
// rectangle (or `clip` when given); `owner`: the recorded widget it labels (not an overlap).
// Texts of one owner do not overlap each other; an owner starting with kCardFace is a card's face
// (its glyphs are the card's picture: they may touch, and lie where the card is drawn, lifted
// when selected or gliding, whatever its recorded widget).
constexpr const char* kCardFace = "card-face@";
void record_text(const std::string& text, ImVec2 min, ImVec2 max, const std::string& owner = "");
void record_text_clipped(const std::string& text, ImVec2 min, ImVec2 max, ImVec2 clip_min, ImVec2 clip_max,
                         const std::string& owner = "");
// The last ImGui item shows `text` over its whole rectangle (a text item, a check box's label).
void record_item_text(const std::string& text, const std::string& owner = "");
// Something opaque drawn over [min, max] of the current window (a card laid on a card, a label
// strip): texts recorded before wholly under it no longer show and are dropped.
void cover(ImVec2 min, ImVec2 max);
// The current window scrolls by design (a log, the rules text, a long list): its texts may be cut
// at its top and bottom edges (and at its sides too if it scrolls `sideways`).
void window_scrolls(bool sideways = false);
// The report also names, for the layout check: `shortened` texts (ending in "…": a text cut to
// its room, whole only in a tooltip), `splits` (a wrapped text that cut a word in two:
// "Counteratta|ck"), `small_targets` (a button, box or field a finger must hit, smaller than the
// phone's tap size) and `shown` (every text on screen, for checks of the wording).
// A wrapped `text` whose line break fell inside `word`.
void record_split(const std::string& text, const std::string& word);
// A control labelled `label` whose rectangle [min, max] is under `min_size` wide or tall (the
// widgets call it only on a phone, where a finger needs 44 CSS px).
void record_small_target(const std::string& label, ImVec2 min, ImVec2 max, float min_size);

}  // namespace ff::hook

extern "C" const char* ff_test_state();
