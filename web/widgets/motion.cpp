#include "web/widgets/motion.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace ff::ui {
namespace {

constexpr double kGlide = 0.3;  // seconds

struct Track {
  ImVec2 from, to;
  double start = -1;
  long seen = -1;  // the frame it was last drawn in
};

struct Motion {
  std::unordered_map<uint32_t, Track> cards;
  double now = 0;
  long frame = 0;
  bool enabled = true;
  int moving = 0, moving_last = 0;
};
Motion m;

ImVec2 lerp(ImVec2 a, ImVec2 b, float t) { return ImVec2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t); }

ImVec2 position(const Track& t) {
  if (t.start < 0) return t.to;
  double u = (m.now - t.start) / kGlide;
  if (u >= 1) return t.to;
  float e = static_cast<float>(1 - (1 - u) * (1 - u) * (1 - u));  // ease out
  return lerp(t.from, t.to, e);
}

}  // namespace

void motion_frame(double now, bool enabled) {
  m.now = now;
  m.enabled = enabled;
  m.moving_last = m.moving;
  m.moving = 0;
  ++m.frame;
}

ImVec2 card_motion(uint32_t key, ImVec2 target, const ImVec2* spawn) {
  Track& t = m.cards[key];
  const bool fresh = t.seen < m.frame - 1;
  t.seen = m.frame;
  if (!m.enabled) {
    t = Track{target, target, -1, m.frame};
    return target;
  }
  if (fresh) {
    t.from = spawn ? *spawn : target;
    t.to = target;
    t.start = spawn ? m.now : -1;
  } else if (std::fabs(t.to.x - target.x) > 1.5f || std::fabs(t.to.y - target.y) > 1.5f) {
    t.from = position(t);
    t.to = target;
    t.start = m.now;
  }
  ImVec2 p = position(t);
  if (p.x != target.x || p.y != target.y) ++m.moving;
  return p;
}

bool card_moving(uint32_t key) {
  auto it = m.cards.find(key);
  if (it == m.cards.end()) return false;
  ImVec2 p = position(it->second);
  return p.x != it->second.to.x || p.y != it->second.to.y;
}

int cards_moving() { return std::max(m.moving, m.moving_last); }

}  // namespace ff::ui
