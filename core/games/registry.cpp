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
#ifndef FF_SHIPPED  // the engine's own test game stays out of the page and the worker players download
      &trick_duel_game(),
#endif
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

namespace {
// The codec of a game whose namespace has View, to_json(const View&) and view_from_json(text).
template <class V, Result<V> (*Read)(std::string_view), std::string (*Write)(const V&)>
ViewCodec view_codec() {
  ViewCodec c;
  c.read = [](std::string_view json) -> Result<std::shared_ptr<const void>> {
    auto v = Read(json);
    if (!v) return make_error(v.error());
    return std::shared_ptr<const void>(std::make_shared<const V>(std::move(*v)));
  };
  c.write = [](const void* view) { return Write(*static_cast<const V*>(view)); };
  return c;
}
}  // namespace

const ViewCodec* find_view_codec(std::string_view game_id) {
  namespace h2h = head_to_head;
  namespace cf = crossfire;
  namespace pa = poker_assault;
  namespace ga = ground_assault;
  namespace ae = assault_edge;
  static const std::pair<const Game*, ViewCodec> kCodecs[] = {
      {&head_to_head_game(), view_codec<h2h::View, &h2h::view_from_json, &h2h::to_json>()},
      {&crossfire_game(), view_codec<cf::View, &cf::view_from_json, &cf::to_json>()},
      {&poker_assault_game(), view_codec<pa::View, &pa::view_from_json, &pa::to_json>()},
      {&ground_assault_game(), view_codec<ga::View, &ga::view_from_json, &ga::to_json>()},
      {&assault_edge_game(), view_codec<ae::View, &ae::view_from_json, &ae::to_json>()},
  };
  for (const auto& [game, codec] : kCodecs)
    if (game->info.id == game_id) return &codec;
  return nullptr;
}

Result<std::shared_ptr<const void>> view_from_json(std::string_view game_id, std::string_view json) {
  const ViewCodec* codec = find_view_codec(game_id);
  if (!codec) return make_error("no view reader for game '" + std::string(game_id) + "'");
  return codec->read(json);
}

}  // namespace ff
