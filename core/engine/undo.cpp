#include "core/engine/undo.h"

#include <memory>
#include <vector>

namespace ff {

bool reveals_to(const State& before, Action a, int seat, int samples, uint64_t seed) {
  auto real = before.clone();
  real->apply_legal(a);
  const std::string seen = real->view_json(seat);
  Rng rng(seed);
  for (int i = 0; i < samples; ++i) {
    auto other = before.determinize(seat, rng);
    if (!other->is_legal(a)) return true;  // the action itself showed a card the seat could not know
    other->apply_legal(a);
    if (other->view_json(seat) != seen) return true;
  }
  return false;
}

int undo_point(const State& state, int seat) {
  const auto& moves = state.history();
  auto fresh = new_game(state.game(), state.seed(), state.num_seats(), state.options());
  if (!fresh || moves.empty()) return -1;
  // The position before every action (games are short: a few hundred small states at most).
  std::vector<std::unique_ptr<State>> before;
  before.reserve(moves.size());
  for (Action a : moves) {
    before.push_back((*fresh)->clone());
    (*fresh)->apply_legal(a);
  }
  for (int i = static_cast<int>(moves.size()) - 1; i >= 0; --i) {
    if (reveals_to(*before[i], moves[i], seat, 8, static_cast<uint64_t>(i) + 1)) return -1;
    if (before[i]->current_player() == seat) return i;
  }
  return -1;
}

}  // namespace ff
