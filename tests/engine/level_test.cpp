// The computer's levels (core/ai/level.h): what the browser plays and `fivefronts arena --bots
// hard,normal,easy` plays are the same bots with the same seeds.
#include <algorithm>

#include <gtest/gtest.h>

#include "core/ai/bot.h"
#include "core/ai/level.h"
#include "core/engine/ai_traits.h"
#include "tests/engine/fixture.h"

namespace ff {
namespace {

TEST(Level, NamesAndKeys) {
  EXPECT_STREQ(level_name(Level::Easy), "Easy");
  EXPECT_STREQ(level_name(Level::Hard), "Hard");
  EXPECT_STREQ(level_name(Level::Expert), "Expert");
  for (Level l : {Level::Easy, Level::Normal, Level::Hard, Level::Expert}) EXPECT_EQ(parse_level(level_key(l)), l);
  EXPECT_FALSE(parse_level("Hard").has_value());
  EXPECT_FALSE(parse_level("2").has_value());
}

TEST(Level, BotSpecsNameTheLevels) {
  for (const char* spec : {"easy", "normal", "hard", "expert"}) {
    auto bot = make_bot(spec, 1);
    ASSERT_TRUE(bot.ok()) << spec;
    EXPECT_EQ((*bot)->name(), spec);
  }
  for (const char* bad : {"hard:3", "Hard", "medium"}) EXPECT_FALSE(make_bot(bad, 1).ok()) << bad;
}

// The browser's computer (web/app/session.cpp) makes make_level_bot(state, level, seed of the game
// * 1000003 + move number) for each decision; the level player must choose exactly that move.
TEST(Level, PlayerChoosesTheBrowsersMoveAtEveryLevel) {
  for (Level level : {Level::Easy, Level::Normal, Level::Hard, Level::Expert}) {
    auto s = std::move(*new_game(fixture_games(), "trick-duel", 11, 3));
    auto player = make_level_player(level);
    while (!s->is_terminal()) {
      EXPECT_EQ(computer_move_seed(*s), s->seed() * 1000003ull + s->history().size());
      Action browser = make_level_bot(*s, level, s->seed() * 1000003ull + s->history().size())->choose(*s);
      Action arena = player->choose(*s);
      ASSERT_EQ(arena, browser) << level_key(level) << " at move " << s->history().size();
      s->apply_legal(arena);
    }
  }
}

// Hard searches four times the game's base budget, Expert three times Hard's (the worker keeps the
// page drawing meanwhile); Normal its game's share of the base (an eighth unless the game says
// otherwise), at least 50 iterations.
TEST(Level, HardAndExpertSearchMultiplesOfTheBase) {
  auto s = std::move(*new_game(fixture_games(), "trick-duel", 5, 2));
  const int base = ai_iterations(*s);
  EXPECT_EQ(level_iterations(*s, Level::Easy), 0);
  EXPECT_EQ(normal_search(*s), 0.125) << "a game that sets none: an eighth";
  EXPECT_EQ(level_iterations(*s, Level::Normal), std::max(kNormalFloor, base / 8));
  EXPECT_EQ(level_iterations(*s, Level::Hard), 4 * base);
  EXPECT_EQ(expert_search(*s), 12) << "a game that sets none: twelve times";
  EXPECT_EQ(level_iterations(*s, Level::Expert), 12 * base);
  for (Level level : {Level::Hard, Level::Expert}) {
    auto bot = make_level_bot(*s, level, 1);
    bot->start(*s);
    int rounds = 0;
    while (!bot->think(base)) ++rounds;  // the base budget a round
    EXPECT_EQ(rounds, level_iterations(*s, level) / base - 1) << level_key(level) << ": the last round finishes";
  }
}

// Issue 35's time limits: a move of Normal or Hard thinks at most 1.5 s in the browser, Expert 3 s.
// A search that reaches its limit stops and plays its best move so far; one that finishes its
// iterations first plays exactly the move it plays without a limit (the arena's, the tests').
TEST(Level, ASearchAtItsTimeLimitStopsWithItsBestMoveSoFar) {
  EXPECT_EQ(level_time_limit_ms(Level::Easy), 0);
  EXPECT_EQ(level_time_limit_ms(Level::Normal), 1500);
  EXPECT_EQ(level_time_limit_ms(Level::Hard), 1500);
  EXPECT_EQ(level_time_limit_ms(Level::Expert), 3000);
  auto s = std::move(*new_game(fixture_games(), "trick-duel", 7, 2));
  ASSERT_GT(level_iterations(*s, Level::Expert), 64);
  auto unlimited = make_level_bot(*s, Level::Expert, 3);
  unlimited->start(*s);
  EXPECT_FALSE(unlimited->think(32)) << "without a limit 32 iterations are not the level's search";
  auto limited = make_level_bot(*s, Level::Expert, 3, 0.001);
  limited->start(*s);
  EXPECT_TRUE(limited->think(32)) << "past its limit (read every 16 iterations) the search is done";
  EXPECT_TRUE(s->is_legal(limited->best_action()));
  for (int moves = 0; !s->is_terminal() && moves < 8; ++moves) {
    Action free = make_level_bot(*s, Level::Hard, computer_move_seed(*s))->choose(*s);
    ASSERT_EQ(make_level_bot(*s, Level::Hard, computer_move_seed(*s), 60000)->choose(*s), free);
    s->apply_legal(free);
  }
}

// Expert searches with its game's exploration constant (AiTraits::expert_exploration), Normal and
// Hard with the search's default: each level's move is ismcts's with that budget and constant.
TEST(Level, ExpertExploresWithItsGamesConstant) {
  auto s = std::move(*new_game(fixture_games(), "trick-duel", 13, 2));
  EXPECT_EQ(expert_exploration(*s), IsmctsConfig{}.exploration) << "a game that sets none keeps Hard's";
  for (int moves = 0; !s->is_terminal() && moves < 6; ++moves) {
    const uint64_t seed = computer_move_seed(*s);
    IsmctsConfig expert{.iterations = level_iterations(*s, Level::Expert), .exploration = expert_exploration(*s)};
    EXPECT_EQ(make_level_bot(*s, Level::Expert, seed)->choose(*s), make_ismcts_bot(seed, expert)->choose(*s));
    Action hard = make_ismcts_bot(seed, IsmctsConfig{.iterations = level_iterations(*s, Level::Hard)})->choose(*s);
    EXPECT_EQ(make_level_bot(*s, Level::Hard, seed)->choose(*s), hard) << "at move " << moves;
    s->apply_legal(hard);
  }
}

// `previous-hard` (the arena's Hard of before the fifth round, to measure Hard against) searches
// the base budget, seeded as the levels are: the move of ismcts at the base with the browser's seed.
TEST(Level, PreviousHardSearchesTheBaseBudget) {
  auto bot = make_bot("previous-hard", 1);
  ASSERT_TRUE(bot.ok());
  EXPECT_EQ((*bot)->name(), "previous-hard");
  EXPECT_FALSE(make_bot("previous-hard:2", 1).ok());
  auto s = std::move(*new_game(fixture_games(), "trick-duel", 11, 2));
  for (int moves = 0; !s->is_terminal() && moves < 12; ++moves) {
    Action old = make_ismcts_bot(computer_move_seed(*s), IsmctsConfig{.iterations = ai_iterations(*s)})->choose(*s);
    Action arena = (*bot)->choose(*s);
    ASSERT_EQ(arena, old) << "at move " << s->history().size();
    s->apply_legal(arena);
  }
}

// A game's AI tuning is its Game's AiTraits (core/engine/ai_traits.h), kept out of State. Trick duel
// sets only its heuristic; the rest keep the defaults: a uniformly random legal action as the rollout
// policy, playouts to the end, every legal move searched, the result as the score, the default budget.
TEST(AiTraits, AGameThatSetsOnlyItsHeuristicKeepsTheDefaults) {
  auto s = std::move(*new_game(fixture_games(), "trick-duel", 7, 2));
  EXPECT_NE(ai_traits(*s).heuristic_action, AiTraits{}.heuristic_action);
  EXPECT_EQ(ai_traits(*s).rollout_action, AiTraits{}.rollout_action);
  EXPECT_EQ(rollout_depth(*s), 0);
  EXPECT_EQ(search_actions(*s, 1000), s->legal_actions());
  EXPECT_EQ(evaluate(*s), s->returns());
  EXPECT_EQ(ai_iterations(*s), ai_default::kIterations);
  const auto legal = s->legal_actions();
  Rng a(3), b(3);
  for (int i = 0; i < 8; ++i) EXPECT_EQ(rollout_action(*s, a), legal[b.below(static_cast<uint32_t>(legal.size()))]);
}

}  // namespace
}  // namespace ff
