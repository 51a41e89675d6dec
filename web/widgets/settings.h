// The player's settings (the Settings screen; web/app keeps them in browser storage): one struct,
// read where each matters (the card faces, the motion, the sounds, the computer's pace), never
// copied into a frame or a session.
#pragma once

namespace ff::ui {

struct Settings {
  int ui_scale_pct = 100;          // text and controls: 85, 100, 125 or 150 %
  bool four_colour = false;        // spades black, hearts red, diamonds blue, clubs green
  bool reduced_motion = false;     // no moving or blinking decoration
  bool fast_computer = false;      // computer moves at once instead of at a readable pace
  bool skip_empty_points = false;  // at one screen: pass Assault Edge's response points with nothing playable
  bool sound_on = true;            // sound effects (web/widgets/sound.h), after the first click
  int sound_volume = 60;           // 0..100
};

// This page's settings (one for the page, as ImGui has one style): the App's (App::widgets,
// web/widgets/context.h).
Settings& settings();

}  // namespace ff::ui
