#include "core/ai/guide.h"

#include <algorithm>
#include <memory>
#include <vector>

#include "core/common/rng.h"

namespace ff {
namespace {

// The player has lost: the game is over with a negative return, or the player is out of it.
bool lost(const State& s, int seat) {
  if (s.is_terminal()) return s.returns()[static_cast<size_t>(seat)] < 0;
  return s.evaluate()[static_cast<size_t>(seat)] <= -0.999;
}

// The samples: determinizations of the player's view, the same for every move tried.
std::vector<std::unique_ptr<State>> samples_of(const State& real, int seat, uint64_t seed) {
  std::vector<std::unique_ptr<State>> out;
  for (int k = 0; k < kGuideSamples; ++k) {
    Rng rng(seed * 1000003u + static_cast<uint64_t>(k) * 7919u + 17u);
    out.push_back(real.determinize(seat, rng));
  }
  return out;
}

int losses_on(const std::vector<std::unique_ptr<State>>& samples, int seat, Action a, uint64_t seed) {
  int losses = 0;
  for (size_t k = 0; k < samples.size(); ++k) {
    auto s = samples[k]->clone();
    if (!s->is_legal(a)) continue;
    s->apply_legal(a);
    Rng rng(seed + k * 31u + 5u);
    int replies = 0;
    for (int steps = 0; steps < 400 && replies < kGuideReplies && !s->is_terminal() && !lost(*s, seat); ++steps) {
      replies += s->current_player() != seat;
      s->apply_legal(s->heuristic_action(rng));
    }
    losses += lost(*s, seat);
  }
  return losses;
}

}  // namespace

int guide_losses(const State& real, int seat, Action a, uint64_t seed) {
  return losses_on(samples_of(real, seat, seed), seat, a, seed);
}

GuideMove guide_move(const State& real, int seat, uint64_t seed, int max_tried) {
  const auto samples = samples_of(real, seat, seed);
  GuideMove g;
  Rng rng(seed ^ 0x9e3779b97f4a7c15ULL);
  g.heuristic = samples.front()->guide_action(rng);
  if (!real.is_legal(g.heuristic)) g.heuristic = real.legal_actions().front();
  g.action = g.heuristic;
  g.losses = g.heuristic_losses = losses_on(samples, seat, g.heuristic, seed);
  if (g.losses == 0) return g;
  int tried = 0;
  for (Action a : real.legal_actions()) {
    if (a == g.heuristic || real.guide_avoids(a)) continue;
    if (++tried > max_tried) break;
    const int l = losses_on(samples, seat, a, seed);
    if (l < g.losses) g.action = a, g.losses = l;
    if (g.losses == 0) break;
  }
  return g;
}

}  // namespace ff
