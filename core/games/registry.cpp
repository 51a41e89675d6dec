// The list of every game. A new game adds its line here (explicit, so static linking keeps it).
#include "core/engine/game.h"
#include "core/games/assault_edge/assault_edge.h"
#include "core/games/crossfire/crossfire.h"
#include "core/games/ground_assault/ground_assault.h"
#include "core/games/head_to_head/head_to_head.h"
#include "core/games/poker_assault/poker_assault.h"
#include "core/games/trick_duel/trick_duel.h"

namespace ff {

const std::vector<const Game*>& registry() {
  static const std::vector<const Game*> games = {
      &trick_duel_game(),
      &head_to_head_game(),
      &crossfire_game(),
      &poker_assault_game(),
      &ground_assault_game(),
      &assault_edge_game(),
  };
  return games;
}

}  // namespace ff
