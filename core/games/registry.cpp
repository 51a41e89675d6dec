// The list of every game, from core/games/games.def (explicit, so static linking keeps each), and
// the lookups over it. Each game's folder gets its own library (ff_game_<folder>, root CMakeLists.txt).
#include "core/games/registry.h"

#include "core/games/trick_duel/trick_duel.h"

namespace ff {

// Each listed game's Game and descriptor, declared here from the list (no header per game needed).
#define FF_GAME(folder)                          \
  const Game& folder##_game();                   \
  namespace folder {                             \
  const GameDescriptor& descriptor();            \
  }
#include "core/games/games.def"
#undef FF_GAME

const GameList& registry() {
  // The Games alone, not the descriptors: the worker links registry() and none of the views' JSON.
  static const GameList games = {
#ifndef FF_SHIPPED  // the engine's own test game stays out of the page and the worker players download
      &trick_duel_game(),
#endif
#define FF_GAME(folder) &folder##_game(),
#include "core/games/games.def"
#undef FF_GAME
  };
  return games;
}

const std::vector<const GameDescriptor*>& descriptors() {
  static const std::vector<const GameDescriptor*> all = {
#define FF_GAME(folder) &folder::descriptor(),
#include "core/games/games.def"
#undef FF_GAME
  };
  return all;
}

const GameDescriptor* find_descriptor(std::string_view id) {
  for (const GameDescriptor* d : descriptors())
    if (d->game().info.id == id) return d;
  return nullptr;
}

const Game* find_game(std::string_view id) { return find_game(registry(), id); }

Result<std::unique_ptr<State>> new_game(std::string_view game_id, uint64_t seed, int seats, const Options& options) {
  return new_game(registry(), game_id, seed, seats, options);
}

Result<std::unique_ptr<State>> deserialize(std::string_view text) { return deserialize(registry(), text); }

Result<std::unique_ptr<State>> parse_replay_code(std::string_view text) { return parse_replay_code(registry(), text); }

const ViewCodec* find_view_codec(std::string_view game_id) {
  const GameDescriptor* d = find_descriptor(game_id);
  return d ? &d->view : nullptr;
}

Result<AnyView> view_from_json(std::string_view game_id, std::string_view json) {
  const ViewCodec* codec = find_view_codec(game_id);
  if (!codec) return make_error("no view reader for game '" + std::string(game_id) + "'");
  return codec->read(json);
}

}  // namespace ff
