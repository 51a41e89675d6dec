#include "core/engine/undo.h"

#include <string>
#include <vector>

namespace ff {

namespace {

// True if some resampling of `before` (as `seat` sees it) in which `a` is applied leaves `seat` a
// view other than `seen`, the real one after `a`; or one in which `a` is not legal (the action
// showed a card the seat could not know).
// Views are compared from the log's first event `a` may have added on: the earlier events are the
// same in every resampling (determinize keeps view_json(seat) of `before`), so only the rest of the
// view and the new events can differ. tests/registry checks this against whole views.
bool resampling_differs(const State& before, Action a, int seat, const std::string& seen, int samples, uint64_t seed) {
  const size_t from = before.event_count();
  Rng rng(seed);
  for (int i = 0; i < samples; ++i) {
    auto other = before.determinize_logged(seat, rng);
    other->forget_log();
    if (!other->is_legal(a)) return true;
    other->apply_legal(a);
    if (other->view_tail_json(seat, from) != seen) return true;
  }
  return false;
}

// True if `seat` is to decide in `st` (its move is not made for it).
bool decides(const State& st, int seat, const AutomaticMove& automatic) {
  return st.current_player() == seat && !(automatic && automatic(st));
}

// Checks the action after `t.checked` actions of `game` and applies it to `t.at`. While nothing
// can be taken back, only the seat's own decisions need checking.
void check_next(UndoTracker& t, const std::vector<Action>& game, const AutomaticMove& automatic) {
  const Action a = game[t.checked];
  const bool mine = decides(*t.at, t.seat, automatic);
  if (t.point < 0 && !mine) {
    t.at->apply_legal(a);
    ++t.checked;
    return;
  }
  const auto before = t.at->clone();
  before->forget_log();  // only events from here on are compared; and t.at logs without a copy
  t.at->apply_legal(a);
  const std::string seen = t.at->view_tail_json(t.seat, before->event_count());
  const bool revealed = resampling_differs(*before, a, t.seat, seen, 8, static_cast<uint64_t>(t.checked) + 1);
  if (revealed) t.point = -1;
  else if (mine) t.point = static_cast<int>(t.checked);
  if (revealed || mine) t.revealed = revealed;
  ++t.checked;
}

// Starts following `state` afresh: only the actions from the seat's last decision on can matter.
bool restart(UndoTracker& t, const State& state, int seat, uint64_t game_id, const AutomaticMove& automatic) {
  auto fresh = new_game(state.game(), state.seed(), state.num_seats(), state.options());
  if (!fresh) return false;
  const auto& moves = state.history();
  size_t last = moves.size();
  {
    auto walk = (*fresh)->clone();
    for (size_t i = 0; i < moves.size(); ++i) {
      if (decides(*walk, seat, automatic)) last = i;
      walk->apply_legal(moves[i]);
    }
  }
  t = UndoTracker{seat, game_id, 0, -1, std::move(*fresh)};
  for (; t.checked < last; ++t.checked) t.at->apply_legal(moves[t.checked]);
  return true;
}

}  // namespace

bool reveals_to(const State& before, Action a, int seat, int samples, uint64_t seed) {
  auto real = before.clone();
  real->forget_log();
  real->apply_legal(a);
  return resampling_differs(before, a, seat, real->view_tail_json(seat, before.event_count()), samples, seed);
}

int update_undo(UndoTracker& t, const State& state, int seat, uint64_t game_id, const AutomaticMove& automatic) {
  const auto& moves = state.history();
  const bool same = t.at && t.seat == seat && t.game == game_id && t.checked <= moves.size();
  if (!same && !restart(t, state, seat, game_id, automatic)) return -1;
  while (t.checked < moves.size()) check_next(t, moves, automatic);
  return t.point;
}

int undo_point(const State& state, int seat) {
  if (state.history().empty()) return -1;
  UndoTracker t;
  return update_undo(t, state, seat, 0);
}

}  // namespace ff
