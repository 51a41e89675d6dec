#include "web/widgets/motion.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <unordered_map>
#include <vector>

#include "web/widgets/context.h"
#include "web/widgets/settings.h"
#include "web/widgets/ui.h"

namespace ff::ui {
namespace {

constexpr double kGlide = 0.3;  // seconds

struct Track {
  ImVec2 from, to;
  double start = -1;
  long seen = -1;  // the frame it was last drawn in
};

// A followed value (a unit's health), a die or a piece on its way: its value, when it started
// tumbling or travelling (-1: still) and the frame it was last drawn in. One type for the three
// maps: one hash table's code in the download.
struct Value {
  int value = 0;
  double start = -1;
  long seen = -1;
};
struct Floater {
  ImVec2 at;
  float size;
  int change;
  double start;
};
constexpr double kFloat = 1.1;  // seconds

constexpr double kRoll = 0.6, kSend = 0.7;  // seconds
constexpr long kForget = 600;               // frames unseen before a key is forgotten (~10 s)

struct Motion {
  std::unordered_map<uint32_t, Track> cards;
  std::unordered_map<uint32_t, Value> values;
  std::vector<Floater> floaters;
  std::unordered_map<uint32_t, Value> dice, sends;
  int rolled = 0, sent = 0;
  long values_seen = -1;  // the frame a value was last followed in
  int changed = 0;
  double now = 0;
  long frame = 0;
  int moving = 0, moving_last = 0;
  ImVec2 screen;          // the display's size last frame
  long settled_from = 0;  // cards glide from this frame on (a resize moves the whole table: no glide)
};
// The page's motion state (the App's: web/widgets/context.h).
Motion& motion() { return module_state<Motion>(context().motion); }

// Reduced motion (the player's setting) puts every card in place and moves nothing.
bool moves() { return !settings().reduced_motion; }

ImVec2 lerp(ImVec2 a, ImVec2 b, float t) { return ImVec2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t); }

ImVec2 position(const Track& t) {
  if (t.start < 0) return t.to;
  double u = (motion().now - t.start) / kGlide;
  if (u >= 1) return t.to;
  float e = static_cast<float>(1 - (1 - u) * (1 - u) * (1 - u));  // ease out
  return lerp(t.from, t.to, e);
}

// Drawn in this frame or the last: a change of its value happened while the player watched.
bool followed(const Value& v) { return v.seen >= motion().frame - 1; }

// Keys not drawn for a while go (every game and table names its own: they would only pile up).
void forget_unseen() {
  const auto old = [](const auto& kv) { return kv.second.seen < motion().frame - kForget; };
  std::erase_if(motion().cards, old);
  std::erase_if(motion().values, old);
  std::erase_if(motion().dice, old);
  std::erase_if(motion().sends, old);
}

}  // namespace

void motion_frame(double now) {
  motion().now = now;
  motion().moving_last = motion().moving;
  motion().moving = 0;
  ++motion().frame;
  if (motion().frame % kForget == 0) forget_unseen();
  // A phone turned or a window resized re-lays the whole table: the cards are put in their new places
  // (gliding there, above everything, they crossed the result window). The layout takes a frame or
  // two to settle.
  const ImVec2 screen = ImGui::GetIO().DisplaySize;
  if (screen.x != motion().screen.x || screen.y != motion().screen.y) motion().settled_from = motion().frame + 3;
  motion().screen = screen;
  // The changes still rising, while values are followed (a table left behind takes its own along).
  std::erase_if(motion().floaters, [](const Floater& f) { return motion().now - f.start > kFloat || motion().values_seen < motion().frame - 1; });
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  for (const Floater& f : motion().floaters) {
    const float u = static_cast<float>((motion().now - f.start) / kFloat);
    const int alpha = static_cast<int>(255 * std::min(1.0f, 2.5f * (1 - u)));
    const ImU32 col = f.change < 0 ? IM_COL32(255, 90, 80, alpha) : IM_COL32(120, 235, 130, alpha);
    const std::string text = (f.change > 0 ? "+" : "") + std::to_string(f.change);
    const ImVec2 at(f.at.x, f.at.y - u * f.size * 1.6f);
    ImFont* font = fonts().heading;
    const ImVec2 sz = font->CalcTextSizeA(f.size, 1e9f, 0, text.c_str());
    const ImVec2 p(std::round(at.x - sz.x * 0.5f), std::round(at.y - sz.y * 0.5f));
    dl->AddText(font, f.size, ImVec2(p.x + 1.5f, p.y + 1.5f), IM_COL32(0, 0, 0, alpha), text.c_str());
    dl->AddText(font, f.size, p, col, text.c_str());
  }
}

void value_motion(uint32_t key, int value, ImVec2 at, float size) {
  Value& v = motion().values[key];
  if (followed(v) && value != v.value && moves()) motion().floaters.push_back(Floater{at, size, value - v.value, motion().now}), ++motion().changed;
  v.value = value;
  v.seen = motion().frame;
  motion().values_seen = motion().frame;
}

int values_floating() { return static_cast<int>(motion().floaters.size()); }
int values_changed() { return motion().changed; }

ImVec2 card_motion(uint32_t key, ImVec2 target, const ImVec2* spawn) {
  Track& t = motion().cards[key];
  const bool fresh = t.seen < motion().frame - 1;
  t.seen = motion().frame;
  if (!moves() || motion().frame < motion().settled_from) {
    t = Track{target, target, -1, motion().frame};
    return target;
  }
  if (fresh) {
    t.from = spawn ? *spawn : target;
    t.to = target;
    t.start = spawn ? motion().now : -1;
  } else if (std::fabs(t.to.x - target.x) > 1.5f || std::fabs(t.to.y - target.y) > 1.5f) {
    t.from = position(t);
    t.to = target;
    t.start = motion().now;
  }
  ImVec2 p = position(t);
  if (p.x != target.x || p.y != target.y) ++motion().moving;
  return p;
}

void settle_cards() {
  motion().settled_from = std::max(motion().settled_from, motion().frame + 2);
  motion().floaters.clear();  // a change rising above everything showed over the result window's key moments
}

bool card_moving(uint32_t key) {
  auto it = motion().cards.find(key);
  if (it == motion().cards.end()) return false;
  ImVec2 p = position(it->second);
  return p.x != it->second.to.x || p.y != it->second.to.y;
}

int cards_moving() { return std::max(motion().moving, motion().moving_last); }

int die_motion(uint32_t key, int value, bool fresh, float size, float* lift) {
  auto [it, added] = motion().dice.try_emplace(key);
  Value& d = it->second;
  if (moves() && (added || d.value != value) && (fresh || followed(d))) d.start = motion().now, ++motion().rolled;
  d.value = value;
  d.seen = motion().frame;
  *lift = 0;
  const double u = (motion().now - d.start) / kRoll;
  if (!moves() || d.start < 0 || u >= 1) return value;
  *lift = size * 0.6f * static_cast<float>(std::sin(u * 3.14159265) * (1 - u));
  if (u > 0.8) return value;  // it settles on its face
  // A face every 70 ms, mixed from the key and the step (the same tumble whenever it is replayed).
  const uint32_t step = static_cast<uint32_t>((motion().now - d.start) / 0.07);
  uint32_t h = (key ^ (step * 0x9E3779B9u)) * 0x85EBCA6Bu;
  h ^= h >> 13;
  return 1 + static_cast<int>(h % 6);
}

int dice_rolled() { return motion().rolled; }

bool send_motion(uint32_t key, ImVec2 from, ImVec2 to, bool fresh, ImVec2* at) {
  auto [it, added] = motion().sends.try_emplace(key);
  Value& s = it->second;
  if (added && fresh && moves()) s.start = motion().now, ++motion().sent;
  s.seen = motion().frame;
  const double u = (motion().now - s.start) / kSend;
  if (!moves() || s.start < 0 || u >= 1) return false;
  const float e = static_cast<float>(1 - (1 - u) * (1 - u));  // ease out
  *at = lerp(from, to, e);
  *at = ImVec2(at->x, at->y - std::sin(static_cast<float>(u) * 3.14159265f) * 0.15f * std::fabs(to.x - from.x));  // a low arc
  return true;
}

int pieces_sent() { return motion().sent; }

}  // namespace ff::ui
