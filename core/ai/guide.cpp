#include "core/ai/guide.h"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "core/common/rng.h"

namespace ff {
namespace {

// The player has lost: the game is over with a negative return, or the player is out of it.
bool lost(const State& s, int seat) {
  if (s.is_terminal()) return s.returns()[static_cast<size_t>(seat)] < 0;
  return s.evaluate()[static_cast<size_t>(seat)] <= -0.999;
}

// The player's standing in [-1, 1]: the result once the game is over, else the game's estimate.
double standing_of(const State& s, int seat) {
  return (s.is_terminal() ? s.returns() : s.evaluate())[static_cast<size_t>(seat)];
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

// One sample after `a`: every seat plays the heuristic until the others made kGuideReplies moves,
// the game ended or the player lost. Returns whether the player lost; `blow`, when given, gets the
// other seats' move after which the player's standing (evaluate()) fell most, in the game's words,
// after the first move of that seat's run of moves (a strike is chosen, then units sent, then
// started): "{P2} strikes at {P1's} objective slot 1 and then starts the strike".
// `describe` is State::describe, passed in by guide_loss alone: the search's worker links the guide
// but no game's describe() (its module stays small).
using Describe = std::string (*)(const State& s, Action a);

bool loses_in(const State& sample, int seat, Action a, uint64_t seed, std::string* blow, Describe describe) {
  auto s = sample.clone();
  if (!s->is_legal(a)) return false;
  s->apply_legal(a);
  Rng rng(seed);
  int replies = 0, last_actor = seat;
  double worst_fall = -1, standing = blow ? standing_of(*s, seat) : 0;
  std::string run_first;
  for (int steps = 0; steps < 400 && replies < kGuideReplies && !s->is_terminal() && !lost(*s, seat); ++steps) {
    const int actor = s->current_player();
    const Action reply = s->heuristic_action(rng);
    const std::string said = blow && actor != seat ? describe(*s, reply) : std::string();
    if (actor != last_actor) run_first = said;
    last_actor = actor;
    replies += actor != seat;
    s->apply_legal(reply);
    if (!blow) continue;
    const double now = standing_of(*s, seat);
    if (actor != seat && standing - now > worst_fall)
      worst_fall = standing - now, *blow = seat_token(actor) + " " + run_first + (said == run_first ? "" : " and then " + said);
    standing = now;
  }
  return lost(*s, seat);
}

GuideLoss losses_on(const std::vector<std::unique_ptr<State>>& samples, int seat, Action a, uint64_t seed, Describe why = nullptr) {
  GuideLoss g;
  for (size_t k = 0; k < samples.size(); ++k) {
    std::string blow;
    const bool lost_here = loses_in(*samples[k], seat, a, seed + k * 31u + 5u, why && g.blow.empty() ? &blow : nullptr, why);
    g.losses += lost_here;
    if (lost_here && g.blow.empty()) g.blow = blow;
  }
  return g;
}

}  // namespace

int guide_losses(const State& real, int seat, Action a, uint64_t seed) {
  return losses_on(samples_of(real, seat, seed), seat, a, seed).losses;
}

GuideLoss guide_loss(const State& real, int seat, Action a, uint64_t seed) {
  return losses_on(samples_of(real, seat, seed), seat, a, seed, [](const State& s, Action a) { return s.describe(a); });
}

GuideMove guide_move(const State& real, int seat, uint64_t seed, int max_tried) {
  const auto samples = samples_of(real, seat, seed);
  GuideMove g;
  Rng rng(seed ^ 0x9e3779b97f4a7c15ULL);
  g.heuristic = samples.front()->guide_action(rng);
  if (!real.is_legal(g.heuristic)) g.heuristic = real.legal_actions().front();
  g.action = g.heuristic;
  g.losses = g.heuristic_losses = losses_on(samples, seat, g.heuristic, seed).losses;
  if (g.losses == 0) return g;
  int tried = 0;
  for (Action a : real.legal_actions()) {
    if (a == g.heuristic || real.guide_avoids(a)) continue;
    if (++tried > max_tried) break;
    const int l = losses_on(samples, seat, a, seed).losses;
    if (l < g.losses) g.action = a, g.losses = l;
    if (g.losses == 0) break;
  }
  return g;
}

}  // namespace ff
