#include "core/engine/ai_traits.h"

namespace ff::ai_default {

Action rollout_action(const State& state, Rng& rng) {
  auto legal = state.legal_actions();
  return legal[rng.below(static_cast<uint32_t>(legal.size()))];
}

Action heuristic_action(const State& state, Rng& rng) { return state.game().ai.rollout_action(state, rng); }

int rollout_depth(const State&) { return 0; }

std::vector<Action> search_actions(const State& state, int) { return state.legal_actions(); }

std::vector<double> evaluate(const State& state) { return state.returns(); }

int iterations(const State&) { return kIterations; }

double expert_exploration(const State&) { return kExpertExploration; }

double normal_search(const State&) { return kNormalSearch; }

int expert_search(const State&) { return kExpertSearch; }

int turn_seat(const State& state) { return state.current_player(); }

double holdings(const State& state, int seat) { return state.game().ai.evaluate(state)[static_cast<size_t>(seat)]; }

}  // namespace ff::ai_default
