// The registry layer: every game of this build, and the lookups by id over them that the tools,
// the front end and the game tests use. Above the engine, the AI and every game; the engine itself
// takes the list explicitly (GameList in core/engine/game.h) and knows no game.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "core/engine/descriptor.h"
#include "core/engine/game.h"
#include "core/engine/replay_code.h"

namespace ff {

// Every game (the test-only game included, first; filter on info.test_only for players).
const GameList& registry();

// The engine's lookups over registry().
const Game* find_game(std::string_view id);
Result<std::unique_ptr<State>> new_game(std::string_view game_id, uint64_t seed, int seats, const Options& options = {});
Result<std::unique_ptr<State>> deserialize(std::string_view text);
Result<std::unique_ptr<State>> parse_replay_code(std::string_view text);

// Each player's game's descriptor (core/engine/descriptor.h), in the registry's order; and by id
// (null for an unknown id or the engine's test game, which has none).
const std::vector<const GameDescriptor*>& descriptors();
const GameDescriptor* find_descriptor(std::string_view id);

// An online guest's view of game `id`: its descriptor's view codec (null: no such game).
const ViewCodec* find_view_codec(std::string_view game_id);
// find_view_codec(game_id)->read(json), or why not ("no view reader for game 'chess'").
Result<AnyView> view_from_json(std::string_view game_id, std::string_view json);

// The rules for players of game `id` (plain text, from the rulebook and the game's notes), as the
// Rules screen shows them; empty for an unknown game or one without. Through each game's rules_doc(),
// listed in rules.cpp apart from descriptors(): the computer's worker links the games but never
// shows their rules, and so does not carry them.
std::string game_rules(std::string_view id);
// The section of that text for the phase `st` is in (GameRulesDoc::section_for); "" for other games.
std::string rules_section_for(const State& st);

}  // namespace ff
