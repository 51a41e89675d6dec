// Sound effects, synthesised at run time (no audio files): a few short sounds made of noise bursts,
// enveloped sines and pitch sweeps, each under 0.4 s, synthesised here in C++ in both builds. In the
// browser they play through Web Audio directly, not through SDL2's audio (the wasm SDL2 is built
// without it, for the site's size): an AudioContext made (or resumed) on the first gesture, one
// AudioBuffer per sound uploaded once from these samples, each play a buffer source through a gain
// node at the volume. The native UI build plays them through an SDL2 audio device and a small mixer.
// Browsers refuse audio before the player's first gesture, so the output opens on the first click,
// tap or key (sound_gesture); until then, and while the sound is off, nothing is played.
#pragma once
#include <string>

namespace ff::ui {

// In rising importance: when one move makes several sounds, the most important is played.
enum class Sound { kCardDealt, kCardPlayed, kChips, kDice, kHit, kDestroyed, kYourTurn, kWin, kLoss, kCount };
const char* sound_name(Sound s);  // "card_played", for the test hook

// The first click, tap or key the page sees: opens the audio output (once; later calls do nothing).
void sound_gesture();
// The output follows the player's sound settings (ui::settings(): on or off, volume 0..100); call
// after they changed (the native build's mixer keeps its own copy of the volume).
void sound_settings_changed();
// Starts `s` (after `delay_s` seconds) if the output is open and the sound is on; a few sounds
// (4) can overlap, the oldest gives way to a new one beyond that.
// False when nothing was started (no output yet, sound off, volume 0).
bool sound_play(Sound s, double delay_s = 0);

// For the test hook: {"opened":..,"queued":..,"last":"..","muted":..,"volume":..,...}.
std::string sound_json();

}  // namespace ff::ui
