// Computer players. A bot sees the real State but only ever searches states from
// State::determinize(seat), which depend on that seat's view alone (checked by conformance tests).
// Thinking is resumable: start(), then think() in slices (a few milliseconds per browser frame),
// then best_action().
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "core/engine/game.h"

namespace ff {

// What a search saw at its root, for the guided game's reasons (core/ai/guide.h): the moves it
// tried for the seat to act, most visited first, each with how often it was tried and its mean result
// for that seat (0: a loss, 1: a win); and after each, the moves the search expected next along its
// most visited branch (the seat's own further steps, the others' likely replies), each with its seat.
struct SearchLook {
  struct Step {
    int seat = -1;
    Action action = 0;
  };
  struct Option {
    Action action = 0;
    int visits = 0;
    double win = 0;
    std::vector<Step> next;
  };
  std::vector<Option> options;
  int visits = 0;  // the root's: every iteration
};

class Bot {
 public:
  virtual ~Bot() = default;
  // Begins a decision for state.current_player().
  virtual void start(const State& state) = 0;
  // Thinks for at most `max_iterations` iterations and at most `max_ms` milliseconds
  // (max_ms <= 0: no time limit). Returns true when the decision is ready.
  virtual bool think(int max_iterations, double max_ms = 0) = 0;
  virtual Action best_action() = 0;
  // For hints: the estimated chance (0..1) that the chosen action wins, or a negative number if unknown.
  virtual double win_estimate() const { return -1; }
  // What the search saw (empty for a bot that does not search).
  virtual SearchLook look() const { return {}; }
  virtual std::string name() const = 0;

  // start + think until done.
  Action choose(const State& state);
};

// Uniformly random legal action.
std::unique_ptr<Bot> make_random_bot(uint64_t seed);
// The game's own heuristic bot (AiTraits::heuristic_action).
std::unique_ptr<Bot> make_heuristic_bot(uint64_t seed);

struct IsmctsConfig {
  int iterations = 1000;          // per decision
  double max_ms = 0;              // optional wall-clock cap per decision (0: none); breaks determinism
  double exploration = 0.7;       // UCB constant, rewards scaled to [0, 1]
  bool heuristic_rollouts = true; // rollouts use AiTraits::rollout_action (else uniform random)
};

// Single-observer Information Set MCTS (Cowling, Powley, Whitehouse 2012): each iteration
// determinizes the root from the bot's own view, descends by UCB with availability counts,
// expands one node, plays out with the game's rollout policy, and backs up returns.
// Deterministic for a given seed and iteration budget.
std::unique_ptr<Bot> make_ismcts_bot(uint64_t seed, IsmctsConfig config = {});

// "random", "heuristic", "ismcts", "ismcts:500" -> a bot, or an error naming the bad spec. "easy",
// "normal", "hard": the browser's computer at that level (core/ai/level.h; `seed` is not used, the
// level seeds each decision from the game as the browser does).
Result<std::unique_ptr<Bot>> make_bot(std::string_view spec, uint64_t seed);

}  // namespace ff
