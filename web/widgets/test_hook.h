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

}  // namespace ff::hook

extern "C" const char* ff_test_state();
