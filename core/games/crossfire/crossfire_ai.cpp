// Crossfire: the rollout policy and the heuristic bot.
#include "core/games/crossfire/crossfire_state.h"

namespace ff::crossfire {

Action CfState::rollout_action(Rng& rng) const { return State::rollout_action(rng); }
Action CfState::heuristic_action(Rng& rng) const { return State::rollout_action(rng); }

}  // namespace ff::crossfire
