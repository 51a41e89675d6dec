// The list of every game. A new game adds its line here (explicit, so static linking keeps it),
// and its folder gets its own library (ff_game_<folder>, root CMakeLists.txt).
#include "core/games/registry.h"

#include "core/games/assault_edge/assault_edge.h"
#include "core/games/crossfire/crossfire.h"
#include "core/games/ground_assault/ground_assault.h"
#include "core/games/head_to_head/head_to_head.h"
#include "core/games/poker_assault/poker_assault.h"
#include "core/games/trick_duel/trick_duel.h"

namespace ff {

const GameList& registry() {
  static const GameList games = {
      &trick_duel_game(),
      &head_to_head_game(),
      &crossfire_game(),
      &poker_assault_game(),
      &ground_assault_game(),
      &assault_edge_game(),
  };
  return games;
}

const Game* find_game(std::string_view id) { return find_game(registry(), id); }

Result<std::unique_ptr<State>> new_game(std::string_view game_id, uint64_t seed, int seats, const Options& options) {
  return new_game(registry(), game_id, seed, seats, options);
}

Result<std::unique_ptr<State>> deserialize(std::string_view text) { return deserialize(registry(), text); }

Result<std::unique_ptr<State>> parse_replay_code(std::string_view text) { return parse_replay_code(registry(), text); }

}  // namespace ff
