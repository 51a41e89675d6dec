// The registry: every game of this build, each with a consistent description.
#include <gtest/gtest.h>

#include "core/engine/game.h"
#include "core/games/registry.h"

namespace ff {

TEST(Registry, ListsTheTestGameAsTestOnly) {
  const Game* g = find_game("trick-duel");
  ASSERT_NE(g, nullptr);
  EXPECT_TRUE(g->info.test_only);
  EXPECT_EQ(find_game("no-such-game"), nullptr);
  for (const Game* game : registry()) {
    EXPECT_FALSE(game->info.id.empty());
    EXPECT_LE(game->info.min_seats, game->info.max_seats);
    EXPECT_TRUE(resolve_options(game->info, game->info.guided_options).ok()) << game->info.id << ": guided options";
    for (int n : seat_counts(game->info)) {
      EXPECT_GE(n, game->info.min_seats) << game->info.id;
      EXPECT_LE(n, game->info.max_seats) << game->info.id;
    }
    for (const OptionSpec& o : game->info.options) {
      EXPECT_FALSE(o.choices.empty()) << game->info.id << " " << o.key;
      EXPECT_EQ(o.choices.size(), o.choice_labels.size()) << game->info.id << " " << o.key;
    }
  }
}

// The Rules screen's text comes from game_rules (kept out of GameInfo, so the worker does not carry
// it): every game a player can choose has its rules; an unknown id has none.
TEST(Registry, EveryPlayersGameHasItsRules) {
  for (const Game* game : registry())
    if (!game->info.test_only) EXPECT_GT(game_rules(game->info.id).size(), 1000u) << game->info.id;
  EXPECT_EQ(game_rules("no-such-game"), "");
}

// Crossfire's Rules screen showed only the rulings (issue 24): it states the rulebook first.
TEST(Registry, CrossfireRulesStateTheGameBeforeTheRulings) {
  const std::string rules = game_rules("crossfire");
  for (const char* part : {"GOAL", "base node", "SET-UP", "A TURN", "POWER", "CONTESTS", "SEIZED PILES", "NEUTRAL", "THE END"})
    EXPECT_NE(rules.find(part), std::string::npos) << part;
  EXPECT_LT(rules.find("GOAL"), rules.find("Rulings not in the rulebook"));
  EXPECT_NE(rules.find("Winning a contest on an enemy base node wins"), std::string::npos);
}

}  // namespace ff
