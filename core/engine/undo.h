// Taking back moves without cheating. A player may take back their last decision, together with
// any opponent moves made since, only if none of those actions showed them anything they could
// not see before: no hidden card, no die roll, no shuffle. Generic, through the State interface:
// an action reveals nothing to `seat` when applying it to states resampled from that seat's own
// view (determinize) always leaves the seat's view exactly as the real game does.
#pragma once
#include <cstdint>

#include "core/engine/game.h"

namespace ff {

// True if applying `a` in `before` could show `seat` something it did not know. `samples`
// resamplings of the hidden information are tried (deterministic for a given seed).
bool reveals_to(const State& before, Action a, int seat, int samples = 8, uint64_t seed = 1);

// The number of actions to keep so that `seat` is to act again just before its last decision,
// or -1 if that decision cannot be taken back (something was revealed to the seat since, or the
// seat has made no decision).
int undo_point(const State& state, int seat);

}  // namespace ff
