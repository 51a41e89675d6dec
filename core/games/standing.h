// How a game went, for the end-of-game result screen: each seat's standing (what a player would
// call the score: chips, victory points, stars in play, cards left) over the game, and the key
// moments of its log. Computed by replaying a game's record through the engine (no I/O), once,
// when the game ends.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/engine/event.h"
#include "core/engine/game.h"

namespace ff {

// What the standing of game `game_id` counts, for the chart's caption ("Chips", "Victory points");
// "" for a game without one (the engine's test game). Each game's own, from its descriptor; each
// game's header also has standing(const View&).
std::string standing_label(std::string_view game_id, int seats);
// The standing of `state` (any game of the registry); empty for a game without one.
std::vector<double> standing(const State& state);

// The standing over a game: a point at the start and one after each action that changed it (the
// last action always gives one).
struct StandingHistory {
  std::string label;                        // standing_label()
  std::vector<size_t> moves;                // per point: the actions played before it (0: the start)
  std::vector<std::vector<double>> values;  // per point: each seat's standing
  // Per point: the game's log [events_from, events_to) written by the action that led to it (empty
  // for the start), so a point can be told in words.
  std::vector<size_t> events_from, events_to;
};
// Replays the record of `state` (its seed, seats, options and actions) from the start. Empty
// (no points) for a game without a standing or a record that does not replay.
StandingHistory standing_history(const State& state);
// The same history with at most `max_points` points, for a chart: evenly chosen, the first and the
// last kept (the per-point logs then no longer tell each change; key_moments takes the whole one).
StandingHistory thinned(const StandingHistory& h, size_t max_points = 200);

// A key moment of a game: a line of its log worth telling again on the result screen.
struct KeyMoment {
  size_t event = 0;     // index in the game's log
  size_t move = 0;      // the actions played up to and including it (1: the first action)
  double swing = 0;     // how much it moved the standing (sum over seats of the change)
  bool told = false;    // its line is one the game marks worth telling (Event::tell), or the game's end
};
// At most `max` moments, oldest first: the game's last line (how it ended) always, and the actions
// that moved the standing most, each told by its line the game marked most worth telling
// (Event::tell: Head-to-Head Poker a row won, Poker Assault a knock-out, Crossfire a contest won,
// Ground Assault an elimination, Assault Edge damage to a Command Deck; the first of equals), else
// by its first line a seat logged. Actions with a marked line come before the others, then the
// bigger swing, then the earlier. A history without points gives only the last line; an empty log
// gives none.
std::vector<KeyMoment> key_moments(const StandingHistory& h, const std::vector<Event>& log, size_t max = 6);

}  // namespace ff
