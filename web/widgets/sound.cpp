#include "web/widgets/sound.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "core/common/json.h"
#include "web/widgets/context.h"
#include "web/widgets/settings.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#else
#include <SDL.h>
#endif

namespace ff::ui {
namespace {

constexpr int kSounds = static_cast<int>(Sound::kCount);
constexpr float kPi = 3.14159265f;

#ifndef __EMSCRIPTEN__
constexpr int kVoices = 4;
// One sound playing in the native mixer: its samples, and where it is (negative: still waiting for
// its delay).
struct Voice {
  const float* data = nullptr;
  int length = 0;
  int pos = 0;
};
#endif

struct Audio {
  bool tried = false;          // the first gesture came: the output was asked for
  int rate = 0;                // samples per second, as the output gave them (0: not open)
  std::string error;           // why the output did not open
  std::array<std::vector<float>, kSounds> samples;  // made once, when the output opens
  std::array<int, kSounds> length_ms{};              // each sound's length
  std::array<float, kSounds> peak{};                 // and its loudest sample
#ifndef __EMSCRIPTEN__
  SDL_AudioDeviceID device = 0;
  std::array<Voice, kVoices> voices;                 // read and written under the device's lock
  std::atomic<float> gain{0.6f};
  std::atomic<long> callbacks{0};  // audio buffers the device asked for (the sound really runs)
#endif
  int queued = 0;              // sounds started so far
  Sound last = Sound::kCount;
  std::vector<std::string> recent;  // the names of the last few sounds started, oldest first
};
// The page's sound output (the App's: web/widgets/context.h).
Audio& audio_state() { return module_state<Audio>(context().audio); }

// The player's sound settings, as they are now.
bool sound_on() { return settings().sound_on; }
int volume() { return std::clamp(settings().sound_volume, 0, 100); }

// ---- Synthesis: every sound is a sum of these parts, written into its buffer once.
struct Synth {
  std::vector<float>& out;
  int rate;
  uint32_t noise = 0x2545F491u;  // a fixed seed: the same sounds every time

  float white() {
    noise ^= noise << 13;
    noise ^= noise >> 17;
    noise ^= noise << 5;
    return static_cast<float>(noise) / 2147483648.0f - 1.0f;
  }
  int at(double s) const { return static_cast<int>(s * rate); }
  void fit(int end) {
    if (static_cast<int>(out.size()) < end) out.resize(end, 0.0f);
  }
  // A sine gliding from f0 to f1 Hz (exponentially), a 4 ms attack, then decaying at `decay` per s;
  // `overtone` adds the octave above at that share.
  void tone(double start, double length, float f0, float f1, float amp, float decay, float overtone = 0) {
    const int a = at(start), n = at(length);
    fit(a + n);
    double phase = 0;
    for (int i = 0; i < n; ++i) {
      const float t = static_cast<float>(i) / rate;
      const float f = f0 * std::pow(f1 / f0, static_cast<float>(i) / n);
      phase += 2.0 * kPi * f / rate;
      const float env = std::min(1.0f, t / 0.004f) * std::exp(-decay * t) * std::min(1.0f, (n - i) / (0.01f * rate));
      out[a + i] += amp * env * static_cast<float>(std::sin(phase) + overtone * std::sin(2 * phase));
    }
  }
  // Noise, darkened by a one-pole low-pass (`dark` 0: bright .. 0.95: a rumble); `swell`: the
  // envelope rises and falls (a slide) instead of striking and decaying.
  void hiss(double start, double length, float amp, float decay, float dark, bool swell = false) {
    const int a = at(start), n = at(length);
    fit(a + n);
    float low = 0;
    for (int i = 0; i < n; ++i) {
      const float t = static_cast<float>(i) / rate;
      low = dark * low + (1 - dark) * white();
      const float env = swell ? std::pow(std::sin(kPi * i / n), 2.0f) : std::min(1.0f, t / 0.002f) * std::exp(-decay * t);
      out[a + i] += amp * env * low / std::max(0.2f, 1 - dark);
    }
  }
};

void make_sound(Sound s, Synth& x) {
  switch (s) {
    case Sound::kCardDealt:  // a card sliding over cloth
      x.hiss(0, 0.14, 0.25, 0, 0.55, true);
      break;
    case Sound::kCardPlayed:  // a card snapped down
      x.hiss(0, 0.05, 0.5, 80, 0.2);
      x.tone(0, 0.08, 240, 110, 0.35, 45);
      break;
    case Sound::kChips:  // three chips clinking
      for (int i = 0; i < 3; ++i) {
        const float f = 3000.0f + 350.0f * ((i * 2) % 3);
        x.tone(0.065 * i, 0.12, f, f, 0.16f, 40, 0.5f);
      }
      break;
    case Sound::kDice:  // dice rattling, then settling
      for (int i = 0; i < 7; ++i) {
        const double t = 0.045 * i + 0.012 * ((i * 5) % 3);
        x.hiss(t, 0.025, 0.5f - 0.05f * i, 140, 0.1f);
        x.tone(t, 0.03, 700.0f + 110.0f * ((i * 3) % 5), 650, 0.12f, 100);
      }
      break;
    case Sound::kHit:  // a thud
      x.tone(0, 0.25, 150, 45, 0.8f, 14);
      x.hiss(0, 0.03, 0.35f, 90, 0.5f);
      break;
    case Sound::kDestroyed:  // a crunch breaking up
      x.hiss(0, 0.38, 0.55f, 8, 0.85f);
      x.hiss(0.04, 0.2, 0.35f, 18, 0.3f);
      x.tone(0, 0.36, 110, 32, 0.6f, 9);
      break;
    case Sound::kYourTurn:  // a soft two-note chime
      x.tone(0, 0.16, 659.25f, 659.25f, 0.22f, 10, 0.25f);
      x.tone(0.14, 0.24, 880.0f, 880.0f, 0.22f, 9, 0.25f);
      break;
    case Sound::kWin: {  // a rising arpeggio
      const float notes[] = {523.25f, 659.25f, 783.99f, 1046.5f};
      for (int i = 0; i < 4; ++i) x.tone(0.08 * i, 0.15, notes[i], notes[i], 0.2f, 8, 0.3f);
      break;
    }
    case Sound::kLoss: {  // a falling motif
      const float notes[] = {392.0f, 311.13f, 261.63f};
      for (int i = 0; i < 3; ++i) x.tone(0.12 * i, 0.14, notes[i], notes[i] * (i == 2 ? 0.96f : 1.0f), 0.24f, 7, 0.2f);
      break;
    }
    case Sound::kCount: break;
  }
}

// ---- Output. The browser: Web Audio directly (an AudioContext, one AudioBuffer per sound uploaded
// once, each play a buffer source through a gain node), without SDL2's audio, its resampler and its
// channel converters (the site's size). Natively: an SDL2 audio device and a small mixer.
#ifdef __EMSCRIPTEN__
// Browser property names are quoted: the closure compiler renames the others.
// Creates (or resumes) the page's AudioContext: its sample rate, 0 without Web Audio. A context made
// outside a gesture handler may stay suspended: any later pointer or key event resumes it.
EM_JS(int, ff_audio_open, (), {
  var A = window["AudioContext"] || window["webkitAudioContext"];
  if (!A) return 0;
  var a = window["ffAudio"];
  if (!a) {
    try { a = window["ffAudio"] = { "ctx": new A(), "buffers": [], "voices": [] }; } catch (e) { return 0; }
    var ctx = a["ctx"];
    var resume = function () {
      if (ctx["state"] === "suspended") { var p = ctx["resume"](); if (p && p["catch"]) p["catch"](function () {}); }
    };
    ["pointerdown", "keydown", "touchend"].forEach(function (t) { window["addEventListener"](t, resume, true); });
    resume();
  }
  return a["ctx"]["sampleRate"] | 0;
});
// Sound i's samples (mono floats at the context's rate) into an AudioBuffer, once.
EM_JS(void, ff_audio_upload, (int i, const float* data, int length), {
  var a = window["ffAudio"];
  var b = a["ctx"]["createBuffer"](1, length, a["ctx"]["sampleRate"]);
  b["getChannelData"](0)["set"](HEAPF32["subarray"](data >> 2, (data >> 2) + length));
  a["buffers"][i] = b;
});
// Plays sound i in `delay` s at `gain`; at most 4 at once, the oldest stops for a new one.
EM_JS(void, ff_audio_play, (int i, double delay, double gain), {
  var a = window["ffAudio"];
  if (!a || !a["buffers"][i]) return;
  var ctx = a["ctx"], now = ctx["currentTime"], b = a["buffers"][i];
  var v = a["voices"]["filter"](function (x) { return x["end"] > now; });
  if (v["length"] >= 4) v["shift"]()["src"]["stop"]();
  var src = ctx["createBufferSource"](), g = ctx["createGain"]();
  src["buffer"] = b;
  g["gain"]["value"] = gain;
  src["connect"](g);
  g["connect"](ctx["destination"]);
  src["start"](now + delay);
  v["push"]({ "src": src, "end": now + delay + b["duration"] });
  a["voices"] = v;
});
// Blocks of 1024 samples the context has rendered (its clock runs: the sound really plays).
EM_JS(int, ff_audio_blocks, (), {
  var a = window["ffAudio"];
  return a ? Math.floor(a["ctx"]["currentTime"] * a["ctx"]["sampleRate"] / 1024) : 0;
});
// The context's state ("running", "suspended", "closed"), or "" before it exists.
EM_JS(void, ff_audio_state, (char* out, int size), {
  var a = window["ffAudio"];
  stringToUTF8(a ? String(a["ctx"]["state"]) : "", out, size);
});

int output_open(std::string& error) {
  const int rate = ff_audio_open();
  if (rate <= 0) error = "no Web Audio";
  return rate;
}
// The samples live on in the AudioBuffer: C++ keeps none of them.
void output_upload(int i, std::vector<float>& samples) {
  ff_audio_upload(i, samples.data(), static_cast<int>(samples.size()));
  std::vector<float>().swap(samples);
}
void output_play(int i, double delay_s) { ff_audio_play(i, delay_s, volume() / 100.0); }
void output_settings() {}
long output_blocks() { return ff_audio_blocks(); }
std::string output_state() {
  char state[16] = "";
  ff_audio_state(state, sizeof state);
  return state;
}
#else
// The audio callback (SDL's audio thread): sums the voices, scaled by the volume and clamped. No
// allocation here.
void mix(void* output, Uint8* stream, int bytes) {
  Audio& audio = *static_cast<Audio*>(output);  // the App's (want.userdata)
  float* out = reinterpret_cast<float*>(stream);
  const int n = bytes / static_cast<int>(sizeof(float));
  std::fill(out, out + n, 0.0f);
  const float gain = audio.gain.load(std::memory_order_relaxed);
  for (Voice& v : audio.voices) {
    if (!v.data) continue;
    for (int i = std::max(0, -v.pos); i < n && v.pos + i < v.length; ++i) out[i] += v.data[v.pos + i] * gain;
    v.pos += n;
    if (v.pos >= v.length) v.data = nullptr;
  }
  for (int i = 0; i < n; ++i) out[i] = std::clamp(out[i], -1.0f, 1.0f);
  audio.callbacks.fetch_add(1, std::memory_order_relaxed);
}

int output_open(std::string& error) {
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
    error = SDL_GetError();
    return 0;
  }
  SDL_AudioSpec want{}, have{};
  want.freq = 44100;
  want.format = AUDIO_F32SYS;
  want.channels = 1;
  want.samples = 1024;
  want.callback = mix;
  want.userdata = &audio_state();
  audio_state().device = SDL_OpenAudioDevice(nullptr, 0, &want, &have, SDL_AUDIO_ALLOW_FREQUENCY_CHANGE);
  if (!audio_state().device) {
    error = SDL_GetError();
    return 0;
  }
  return have.freq;
}
void output_upload(int, std::vector<float>&) {}  // the mixer reads the samples where they are
void output_play(int i, double delay_s) {
  const std::vector<float>& data = audio_state().samples[i];
  SDL_LockAudioDevice(audio_state().device);
  Voice* slot = &audio_state().voices[0];
  for (Voice& v : audio_state().voices) {  // a free voice, else the one furthest along
    if (!v.data) {
      slot = &v;
      break;
    }
    if (v.pos > slot->pos) slot = &v;
  }
  *slot = Voice{data.data(), static_cast<int>(data.size()), -static_cast<int>(delay_s * audio_state().rate)};
  SDL_UnlockAudioDevice(audio_state().device);
}
void output_settings() {
  audio_state().gain.store(sound_on() ? volume() / 100.0f : 0.0f, std::memory_order_relaxed);
  if (audio_state().device) SDL_PauseAudioDevice(audio_state().device, sound_on() && volume() > 0 ? 0 : 1);
}
long output_blocks() { return audio_state().callbacks.load(std::memory_order_relaxed); }
std::string output_state() { return audio_state().device ? "native" : ""; }
#endif

}  // namespace

const char* sound_name(Sound s) {
  static constexpr const char* kNames[] = {"card_dealt", "card_played", "chips", "dice", "hit",
                                           "destroyed", "your_turn", "win", "loss", ""};
  return kNames[static_cast<int>(s)];
}

void sound_gesture() {
  if (audio_state().tried) return;
  audio_state().tried = true;
  audio_state().rate = output_open(audio_state().error);
  if (audio_state().rate <= 0) return;
  // Each sound scaled to its loudest sample: soft cues quieter than hits, nothing near clipping.
  constexpr float kPeak[kSounds] = {0.35f, 0.6f, 0.45f, 0.5f, 0.8f, 0.85f, 0.4f, 0.45f, 0.45f};
  for (int i = 0; i < kSounds; ++i) {
    Synth x{audio_state().samples[i], audio_state().rate};
    make_sound(static_cast<Sound>(i), x);
    float peak = 0;
    for (float v : audio_state().samples[i]) peak = std::max(peak, std::fabs(v));
    for (float& v : audio_state().samples[i]) v *= kPeak[i] / std::max(peak, 1e-6f);
    audio_state().length_ms[i] = static_cast<int>(audio_state().samples[i].size() * 1000 / audio_state().rate);
    for (float v : audio_state().samples[i]) audio_state().peak[i] = std::max(audio_state().peak[i], std::fabs(v));
    output_upload(i, audio_state().samples[i]);
  }
  output_settings();
}

void sound_settings_changed() { output_settings(); }

bool sound_play(Sound s, double delay_s) {
  if (audio_state().rate <= 0 || !sound_on() || volume() == 0 || s == Sound::kCount) return false;
  output_play(static_cast<int>(s), delay_s);
  ++audio_state().queued;
  audio_state().last = s;
  if (audio_state().recent.size() == 8) audio_state().recent.erase(audio_state().recent.begin());
  audio_state().recent.push_back(sound_name(s));
  return true;
}

std::string sound_json() {
  JsonWriter j;
  j.begin_object();
  j.key("opened").value(audio_state().rate > 0).key("tried").value(audio_state().tried).key("error").value(audio_state().error);
  j.key("queued").value(audio_state().queued).key("last").value(sound_name(audio_state().last)).key("recent").values(audio_state().recent);
  j.key("muted").value(!sound_on()).key("volume").value(volume()).key("rate").value(audio_state().rate);
  j.key("callbacks").value(output_blocks()).key("context").value(output_state());
  j.key("sounds").begin_object();  // each sound's length in ms and its loudest sample (0..1 before the volume)
  for (int i = 0; i < kSounds && audio_state().rate > 0; ++i) {
    j.key(sound_name(static_cast<Sound>(i))).begin_array();
    j.value(audio_state().length_ms[i]).value(std::round(audio_state().peak[i] * 100) / 100).end_array();
  }
  j.end_object();
  j.end_object();
  return j.str();
}

}  // namespace ff::ui
