// The standing over a game (each game's own, from its descriptor) and the key moments of its log (standing.h).
#include "core/games/standing.h"

#include <algorithm>
#include <cmath>

#include "core/common/order.h"
#include "core/games/registry.h"

namespace ff {

std::string standing_label(std::string_view game_id, int seats) {
  const GameDescriptor* d = find_descriptor(game_id);
  return d ? d->standing_label(seats) : "";
}

std::vector<double> standing(const State& state) {
  const GameDescriptor* d = find_descriptor(state.info().id);
  return d ? d->standing(state) : std::vector<double>{};
}

StandingHistory standing_history(const State& state) {
  StandingHistory h;
  h.label = standing_label(state.info().id, state.num_seats());
  if (h.label.empty()) return h;
  auto fresh = new_game(state.info().id, state.seed(), state.num_seats(), state.options());
  if (!fresh) return h;
  State& s = **fresh;
  auto add = [&h, &s](size_t from) {
    h.moves.push_back(s.history().size());
    h.values.push_back(standing(s));
    h.events_from.push_back(from);
    h.events_to.push_back(s.event_count());
  };
  add(s.event_count());
  const std::vector<Action>& actions = state.history();
  for (size_t i = 0; i < actions.size(); ++i) {
    const size_t from = s.event_count();
    s.apply_legal(actions[i]);  // the record of a game that was played: every action legal
    std::vector<double> now = standing(s);
    if (now != h.values.back() || i + 1 == actions.size()) {
      add(from);
      h.values.back() = std::move(now);
    }
  }
  return h;
}

StandingHistory thinned(const StandingHistory& h, size_t max_points) {
  const size_t n = h.moves.size();
  if (n <= max_points || max_points < 2) return h;
  StandingHistory out{h.label, {}, {}, {}, {}};
  for (size_t k = 0; k < max_points; ++k) {
    const size_t i = k * (n - 1) / (max_points - 1);
    out.moves.push_back(h.moves[i]);
    out.values.push_back(h.values[i]);
    out.events_from.push_back(h.events_from[i]);
    out.events_to.push_back(h.events_to[i]);
  }
  return out;
}

namespace {

// The line of [from, to) that tells what happened: the first of the highest Event::tell, else the
// first line a seat logged, else the first; `told`: a marked line was found.
size_t telling_line(const std::vector<Event>& log, size_t from, size_t to, bool* told) {
  size_t best = to;
  for (size_t e = from; e < to; ++e)
    if (log[e].tell > 0 && (best == to || log[e].tell > log[best].tell)) best = e;
  *told = best < to;
  if (*told) return best;
  for (size_t e = from; e < to; ++e)
    if (log[e].seat >= 0) return e;
  return from;
}

}  // namespace

std::vector<KeyMoment> key_moments(const StandingHistory& h, const std::vector<Event>& log, size_t max) {
  std::vector<KeyMoment> out;
  if (log.empty() || max == 0) return out;
  // The last line (how the game ended) is always told.
  out.push_back({log.size() - 1, h.moves.empty() ? 0 : h.moves.back(), 0, true});
  std::vector<KeyMoment> swings;
  for (size_t i = 1; i < h.moves.size(); ++i) {
    double swing = 0;
    for (size_t seat = 0; seat < h.values[i].size() && seat < h.values[i - 1].size(); ++seat)
      swing += std::fabs(h.values[i][seat] - h.values[i - 1][seat]);
    const size_t to = std::min(h.events_to[i], log.size() - 1);  // the last line is told already
    if (swing <= 0 || to <= h.events_from[i]) continue;
    KeyMoment m{0, h.moves[i], swing, false};
    m.event = telling_line(log, h.events_from[i], to, &m.told);
    swings.push_back(m);
  }
  stable_sort_by(swings, [](const KeyMoment& a, const KeyMoment& b) {
    return a.told != b.told ? a.told : a.swing > b.swing;
  });
  for (size_t i = 0; i < swings.size() && out.size() < max; ++i) out.push_back(swings[i]);
  // No two moments share a line (each move's lines are its own and the end's line is apart from
  // them): the same order as std::sort's.
  stable_sort_by(out, [](const KeyMoment& a, const KeyMoment& b) { return a.event < b.event; });
  return out;
}

}  // namespace ff
