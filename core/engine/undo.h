// Taking back moves without cheating. A player may take back their last decision, together with
// any opponent moves made since, only if none of those actions showed them anything they could
// not see before: no hidden card, no die roll, no shuffle. Generic, through the State interface:
// an action reveals nothing to `seat` when applying it to states resampled from that seat's own
// view (determinize) always leaves the seat's view exactly as the real game does.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>

#include "core/engine/game.h"

namespace ff {

// True if applying `a` in `before` could show `seat` something it did not know. `samples`
// resamplings of the hidden information are tried (deterministic for a given seed).
bool reveals_to(const State& before, Action a, int seat, int samples = 8, uint64_t seed = 1);

// The number of actions to keep so that `seat` is to act again just before its last decision,
// or -1 if that decision cannot be taken back (something was revealed to the seat since, or the
// seat has made no decision).
int undo_point(const State& state, int seat);

// undo_point() kept up to date as a game grows: each new action is checked once, so following a
// game costs O(1) amortised per action and memory linear in its length (no clone of every earlier
// position). Catching up with a game seen for the first time replays it twice without checks and
// checks only the actions from the seat's last decision on.
struct UndoTracker {
  int seat = -1;
  uint64_t game = 0;            // the caller's id of the game followed; another id starts afresh
  size_t checked = 0;           // actions of that game checked so far
  int point = -1;               // undo_point() after `checked` actions
  std::unique_ptr<State> at;    // the position after `checked` actions
  bool revealed = false;        // point is -1 because something was shown since the seat's last decision
};
// Positions in which the seat's move is made for it (a screen that passes empty response points by
// itself): not decisions to take back to. Empty: every move of the seat is its decision.
using AutomaticMove = std::function<bool(const State&)>;
// Brings `t` up to date with `state` (game `game_id`) for `seat` and returns its undo point. Pass
// the same `automatic` on every call for one game.
int update_undo(UndoTracker& t, const State& state, int seat, uint64_t game_id, const AutomaticMove& automatic = {});

}  // namespace ff
