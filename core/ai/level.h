// The computer's levels as players meet them (the browser's new-game dialog, deal links, saves):
// Easy is the game's heuristic bot, Normal, Hard and Expert are ISMCTS with its game's share of (an
// eighth unless the game measured another: AiTraits::normal_search) / four times / its game's
// multiple (twelve unless it measured another: AiTraits::expert_search) of the game's base
// iteration budget (AiTraits::iterations: Hard's budget until the search moved into the Web
// Worker; the page no longer waits for it). The command-line arena plays the same bots
// (`fivefronts arena --bots hard,normal`), seeded by the same rule, so its numbers are the
// browser's.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>

#include "core/ai/bot.h"
#include "core/engine/game.h"

namespace ff {

enum class Level { Easy = 0, Normal = 1, Hard = 2, Expert = 3 };
constexpr int kLevelCount = 4;
// ISMCTS iterations a move, as multiples of the game's base budget. Hard at four times: its slowest
// move of whole games is 0.6 s in the worker (`node scripts/slowest-move.mjs --level hard`, two
// heuristic games per game and player count, Crossfire's Ultimate board, 2026-11-26; target 1.5 s);
// Expert at its game's multiple (AiTraits::expert_search: twelve, three times Hard, unless the game
// measured another): 2.1 s at twelve (Crossfire's Ultimate board; one heuristic game per game and
// player count, `--level expert --seeds 1`, 2026-11-26; target 3 s). Expert also explores with its
// game's constant (AiTraits::expert_exploration), other than Hard's where that was measured stronger.
constexpr int kHardSearch = 4;
// Normal searches its game's share of the base (AiTraits::normal_search: an eighth unless the game
// measured another), at least kNormalFloor iterations.
constexpr int kNormalFloor = 50;
// The search of `level` at `state` in iterations (0 for Easy, which does not search).
int level_iterations(const State& state, Level level);
// The longest a move of `level` may think in the browser (issue 35): Normal and Hard 1.5 s, Expert
// 3 s; 0 for Easy. A search that reaches it stops there and plays its best move so far (a slow phone
// gets a weaker move, never a stalled table). The budgets above stay under it on a desktop, so there
// the limit never binds; the arena and the tests search without it, by iterations alone.
double level_time_limit_ms(Level level);
// "Easy", "Normal", "Hard", "Expert" (for players).
const char* level_name(Level l);
// "easy", "normal", "hard", "expert" (bot specs, links).
const char* level_key(Level l);
std::optional<Level> parse_level(std::string_view key);

// The bot a level plays one decision of `state` with; it stops at `time_limit_ms` of thinking if it
// is not done by then (0: no limit; the browser passes level_time_limit_ms).
std::unique_ptr<Bot> make_level_bot(const State& state, Level level, uint64_t seed, double time_limit_ms = 0);
// The seed of the computer's decision at `state`: from the game's seed and the move number, so the
// same game gets the same computer moves (in the browser, on replay, in the arena).
uint64_t computer_move_seed(const State& state);
// The seed of a hint's search for the player to act at `state` (the same hint on every ask).
uint64_t hint_seed(const State& state);
// A computer player at `level` exactly as the browser's: a fresh make_level_bot for each decision,
// seeded with computer_move_seed. Its name() is level_key(level).
std::unique_ptr<Bot> make_level_player(Level level);
// Hard as it was until the fifth round (2026-11-25): the game's base budget (AiTraits::iterations),
// seeded as make_level_player seeds. The arena's `previous-hard`, to measure Hard against it.
std::unique_ptr<Bot> make_previous_hard_player();

}  // namespace ff
