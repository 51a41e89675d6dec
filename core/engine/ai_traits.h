// A game's AI tuning, kept apart from its rules (State), as OpenSpiel keeps its bots outside the
// state: the search's playout policy and where playouts stop, how it scores a position, which moves
// its tree considers, the game's heuristic bot, and the iteration budgets and constants the
// computer's levels take (core/ai/level.h). A plain struct of function pointers. Each game fills one
// in its own folder (<game>_ai.cpp) from functions of its own State type (ai_hook) and its Game
// names it (Game::ai: a Game that names none does not compile); the AI layer, the tools and the
// tests call through the free functions at the end. It lives in the engine, not core/ai, because the
// games register it and a game folder includes only the engine and common (scripts/check-layers.py).
#pragma once
#include <type_traits>
#include <vector>

#include "core/engine/game.h"

namespace ff {

// The defaults, in this one place: what a game that sets nothing gets.
namespace ai_default {
constexpr int kIterations = 1000;           // the base ISMCTS budget a move (Normal's share, Hard's multiple)
constexpr double kExpertExploration = 0.7;  // UCB's constant in Expert's search (IsmctsConfig's, Hard's)
constexpr double kNormalSearch = 0.125;     // Normal's budget as a share of the base: an eighth
constexpr int kExpertSearch = 12;           // Expert's budget as a multiple of the base (Hard's is 4)
Action rollout_action(const State& state, Rng& rng);    // a uniformly random legal action
Action heuristic_action(const State& state, Rng& rng);  // the game's rollout policy (AiTraits::rollout_action)
int rollout_depth(const State& state);                  // 0: playouts run to the end of the game
std::vector<Action> search_actions(const State& state, int iterations); // legal_actions()
std::vector<double> evaluate(const State& state);       // returns()
int iterations(const State& state);                     // kIterations
double expert_exploration(const State& state);          // kExpertExploration
double normal_search(const State& state);               // kNormalSearch
int expert_search(const State& state);                  // kExpertSearch
int turn_seat(const State& state);                      // current_player()
double holdings(const State& state, int seat);          // evaluate(state)[seat]
}  // namespace ai_default

struct AiTraits {
  // The search's rollout policy: the move a playout makes.
  Action (*rollout_action)(const State& state, Rng& rng) = ai_default::rollout_action;
  // The game's cheap heuristic bot (Easy, the guided game's advice, hints).
  Action (*heuristic_action)(const State& state, Rng& rng) = ai_default::heuristic_action;
  // A search playout stops after rollout_depth actions (0: at the end of the game) and scores the
  // position it reached with evaluate: per seat, an estimate of returns() in [-1, 1]. Games whose
  // playouts mostly end in uninformative draws cut them short with a positional score.
  int (*rollout_depth)(const State& state) = ai_default::rollout_depth;
  // The moves a search of `iterations` a move considers here: the legal actions, or in games with
  // dozens of them the most promising few (sorted, non-empty, all legal), so the iterations are not
  // spread thin; a bigger search can afford more of them.
  std::vector<Action> (*search_actions)(const State& state, int iterations) = ai_default::search_actions;
  std::vector<double> (*evaluate)(const State& state) = ai_default::evaluate;
  // The base ISMCTS budget a move for this seat count and these options: Normal, Hard and Expert
  // search a share and multiples of it (core/ai/level.h). Bigger variants have slower playouts and
  // get fewer, to keep moves under a second in the browser.
  int (*iterations)(const State& state) = ai_default::iterations;
  // UCB's exploration constant in Expert's search (Normal and Hard search with IsmctsConfig's 0.7).
  // Three times Hard's iterations at Hard's constant gained only 52-56 % against Hard; a smaller one
  // spends them deeper on the moves that look best. Set where measured (issue 35, each notes.md).
  double (*expert_exploration)(const State& state) = ai_default::expert_exploration;
  // Normal's budget as a share of iterations (at least 50 iterations, core/ai/level.h): an eighth
  // unless the game measured another share to keep its ladder (issue 52: Normal beats the heuristic,
  // Hard beats Normal; each notes.md).
  double (*normal_search)(const State& state) = ai_default::normal_search;
  // Expert's budget as a multiple of iterations: twelve (three times Hard's) unless the game measured
  // another; a game whose Expert moves are far under the worker's 3 s can search more (issue 52).
  int (*expert_search)(const State& state) = ai_default::expert_search;
  // The guide's threats (core/ai/guide.h) play the other seats' replies out until the player's own
  // turn comes again. turn_seat: whose turn a decision is in, where a player also decides inside
  // another's turn (a response window, a defence): the guide reads on through those decisions, so
  // damage that lands on the player's own answer is seen. holdings: what `seat` holds that a reply
  // can take, in evaluate's scale (a reply that lowers it by a tenth is a threat); where evaluate
  // also moves with what the other seats gain (a unit entering the board), holdings counts only
  // the player's own.
  int (*turn_seat)(const State& state) = ai_default::turn_seat;
  double (*holdings)(const State& state, int seat) = ai_default::holdings;
};

// A game's hook on its own State type S, as the traits hold it: ai_hook<&evaluate> for Crossfire's
// std::vector<double> evaluate(const CfState&). It casts the State to S, which is exact because the
// Game that names these traits creates only S's states. A hook whose first parameter is not `const S&`
// for a State S, or whose result or other parameters differ from the traits' field, does not compile.
template <auto F>
struct AiHook;
template <class S, class R, class... A, R (*F)(const S&, A...)>
struct AiHook<F> {
  static_assert(std::is_base_of_v<State, S>, "an AI hook takes its game's State type");
  static R call(const State& state, A... args) { return F(static_cast<const S&>(state), args...); }
};
template <auto F>
constexpr auto ai_hook = &AiHook<F>::call;

// The calls, through the traits of the state's game.
inline const AiTraits& ai_traits(const State& s) { return s.game().ai; }
inline Action rollout_action(const State& s, Rng& rng) { return s.game().ai.rollout_action(s, rng); }
inline Action heuristic_action(const State& s, Rng& rng) { return s.game().ai.heuristic_action(s, rng); }
inline int rollout_depth(const State& s) { return s.game().ai.rollout_depth(s); }
inline std::vector<Action> search_actions(const State& s, int iterations) { return s.game().ai.search_actions(s, iterations); }
inline std::vector<double> evaluate(const State& s) { return s.game().ai.evaluate(s); }
inline int ai_iterations(const State& s) { return s.game().ai.iterations(s); }
inline double expert_exploration(const State& s) { return s.game().ai.expert_exploration(s); }
inline double normal_search(const State& s) { return s.game().ai.normal_search(s); }
inline int expert_search(const State& s) { return s.game().ai.expert_search(s); }
inline int turn_seat(const State& s) { return s.game().ai.turn_seat(s); }
inline double holdings(const State& s, int seat) { return s.game().ai.holdings(s, seat); }

}  // namespace ff
