// Each game's standing over a game and the key moments of its log (standing.h).
#include "core/games/standing.h"

#include <algorithm>
#include <cmath>

#include "core/games/assault_edge/assault_edge.h"
#include "core/games/crossfire/crossfire.h"
#include "core/games/ground_assault/ground_assault.h"
#include "core/games/head_to_head/head_to_head.h"
#include "core/games/poker_assault/poker_assault.h"
#include "core/games/registry.h"

namespace ff {

// Head-to-Head Poker: the chips each player owns: in hand, plus what they have bet on Common cards
// still in play (a bet is not lost until its row is decided, so the line moves when a row is won).
std::vector<double> standing(const head_to_head::View& v) {
  std::vector<double> out(2, 0);
  for (int seat = 0; seat < 2; ++seat) {
    out[seat] = v.chips[seat];
    for (const head_to_head::CommonView& c : v.commons)
      if (!c.result.complete) out[seat] += c.bets[seat];
    if (v.bet.active) out[seat] += v.bet.put[seat];
  }
  return out;
}

// Poker Assault: chips (the stack a player is knocked out at 0 with; four players: the team's).
std::vector<double> standing(const poker_assault::View& v) {
  std::vector<double> out;
  for (const poker_assault::SeatView& p : v.players) out.push_back(p.chips);
  return out;
}

// Crossfire: four players, the victory points of the seat's team (6 win); two players, who win only
// by taking a base node, the piles each holds on the board (nodes, towers and seized piles).
std::vector<double> standing(const crossfire::View& v) {
  std::vector<double> out(static_cast<size_t>(v.seats), 0);
  if (v.seats == 4 && v.points.size() >= 2) {
    for (int seat = 0; seat < 4; ++seat) out[seat] = v.points[seat % 2];
    return out;
  }
  for (const crossfire::SlotView& s : v.slots) {
    const bool held = s.kind == crossfire::Kind::kNode || s.kind == crossfire::Kind::kTower || s.kind == crossfire::Kind::kSeized;
    if (held && s.owner >= 0 && s.owner < v.seats) out[s.owner] += 1;
  }
  return out;
}

// Ground Assault: the objectives each player still has (a player with none left is out, as is one
// with no units in play).
std::vector<double> standing(const ground_assault::View& v) {
  std::vector<double> out;
  for (const ground_assault::SeatView& p : v.players)
    out.push_back(static_cast<double>(std::count_if(p.objectives.begin(), p.objectives.end(),
                                                    [](const ground_assault::SlotView& o) { return o.occupied; })));
  return out;
}

// Assault Edge: the cards left in each player's Command Deck (damage to an empty one loses).
std::vector<double> standing(const assault_edge::View& v) {
  std::vector<double> out;
  for (const assault_edge::PlayerView& p : v.players) out.push_back(p.deck[assault_edge::kCommand]);
  return out;
}

std::string standing_label(std::string_view game_id, int seats) {
  if (game_id == "head-to-head-poker" || game_id == "poker-assault") return "Chips";
  if (game_id == "crossfire") return seats == 4 ? "Victory points (team)" : "Piles held on the board";
  if (game_id == "ground-assault") return "Objectives left";
  if (game_id == "assault-edge") return "Command Deck cards";
  return "";
}

std::vector<double> standing(const State& state) {
  const std::string& id = state.info().id;
  const size_t no_log = state.event_count();  // the figures only: no copy of the log
  if (id == "head-to-head-poker") return standing(head_to_head::view(state, 0, no_log));
  if (id == "poker-assault") return standing(poker_assault::view(state, 0, no_log));
  if (id == "crossfire") return standing(crossfire::view(state, 0, no_log));
  if (id == "ground-assault") return standing(ground_assault::view(state, 0, no_log));
  if (id == "assault-edge") return standing(assault_edge::view(state, 0, no_log));
  return {};
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
  std::stable_sort(swings.begin(), swings.end(), [](const KeyMoment& a, const KeyMoment& b) {
    return a.told != b.told ? a.told : a.swing > b.swing;
  });
  for (size_t i = 0; i < swings.size() && out.size() < max; ++i) out.push_back(swings[i]);
  std::sort(out.begin(), out.end(), [](const KeyMoment& a, const KeyMoment& b) { return a.event < b.event; });
  return out;
}

}  // namespace ff
