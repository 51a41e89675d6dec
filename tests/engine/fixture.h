// The engine's tests link no real game (ff_engine_tests, tests/CMakeLists.txt): lookups by id see
// only the engine's own test game, trick duel, through this explicit list.
#pragma once
#include "core/engine/game.h"
#include "core/games/trick_duel/trick_duel.h"

namespace ff {

inline const GameList& fixture_games() {
  static const GameList games = {&trick_duel_game()};
  return games;
}

}  // namespace ff
