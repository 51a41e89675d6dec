// Lookups by id in an explicit game list, replay codes and undo, on the engine's test game alone
// (tests/match/links_test.cpp and tests/registry/undo_test.cpp cover them over every real game).
#include <gtest/gtest.h>

#include "core/ai/bot.h"
#include "core/engine/game.h"
#include "core/engine/replay_code.h"
#include "core/engine/undo.h"
#include "tests/engine/fixture.h"

namespace ff {
namespace {

std::unique_ptr<State> played(uint64_t seed, int seats, const Options& options, int moves) {
  auto s = new_game(fixture_games(), "trick-duel", seed, seats, options);
  EXPECT_TRUE(s.ok()) << s.error();
  auto bot = make_random_bot(seed);
  for (int i = 0; i < moves && !(*s)->is_terminal(); ++i) (*s)->apply_legal(bot->choose(**s));
  return std::move(*s);
}

TEST(GameList, LookupsSeeOnlyTheGamesListed) {
  const GameList none;
  EXPECT_EQ(find_game(fixture_games(), "trick-duel"), &trick_duel_game());
  EXPECT_EQ(find_game(none, "trick-duel"), nullptr);
  auto missing = new_game(none, "trick-duel", 1, 2);
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error(), "unknown game 'trick-duel'");
  auto s = played(4, 2, {}, 3);
  EXPECT_TRUE(deserialize(fixture_games(), s->serialize()).ok());
  auto record = deserialize(none, s->serialize());
  ASSERT_FALSE(record.ok());
  EXPECT_NE(record.error().find("unknown game 'trick-duel'"), std::string::npos) << record.error();
  auto code = parse_replay_code(none, replay_code(*s));
  ASSERT_FALSE(code.ok());
  EXPECT_NE(code.error().find("unknown game 'trick-duel'"), std::string::npos) << code.error();
}

TEST(GameList, NewGameFromTheGameItselfChecksSeatsAndOptions) {
  const Game& g = trick_duel_game();
  EXPECT_TRUE(new_game(g, 1, 3, {{"hand", "2"}}).ok());
  EXPECT_FALSE(new_game(g, 1, 4).ok());
  EXPECT_FALSE(new_game(g, 1, 2, {{"hand", "9"}}).ok());
}

TEST(EngineReplayCode, RoundTripsTheTestGameAtEverySeatCountAndOption) {
  for (int seats : {2, 3})
    for (const char* hand : {"3", "2"})
      for (int moves : {0, 5, 1 << 30}) {
        auto s = played(seats * 10 + moves, seats, {{"hand", hand}}, moves);
        const std::string code = replay_code(*s);
        EXPECT_EQ(code.substr(0, 4), "FFR1");
        auto back = parse_replay_code(fixture_games(), code);
        ASSERT_TRUE(back.ok()) << back.error();
        EXPECT_EQ((*back)->serialize(), s->serialize());
        EXPECT_EQ((*back)->to_json(), s->to_json());
      }
}

TEST(EngineReplayCode, ATypoIsRefused) {
  const std::string code = replay_code(*played(8, 2, {}, 6));
  for (size_t i = 4; i < code.size(); ++i) {
    std::string bad = code;
    bad[i] = bad[i] == 'A' ? 'B' : 'A';
    EXPECT_FALSE(parse_replay_code(fixture_games(), bad).ok()) << "typo at " << i;
  }
}

// A play that draws from the stock shows the player a card: it cannot be taken back. Every undo
// point found in whole games is a position where that seat is to act.
TEST(EngineUndo, NeverAcrossADrawAndEveryUndoPointIsThatSeatsTurn) {
  auto first = played(3, 2, {}, 1);
  EXPECT_EQ(undo_point(*first, 0), -1) << "seat 0 drew a card after its play";
  int found = 0;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    auto s = played(seed, 2 + static_cast<int>(seed % 2), {}, 0);
    auto bot = make_random_bot(seed);
    while (!s->is_terminal()) {
      s->apply_legal(bot->choose(*s));
      for (int seat = 0; seat < s->num_seats(); ++seat) {
        int k = undo_point(*s, seat);
        if (k < 0) continue;
        ++found;
        auto back = played(seed, s->num_seats(), {}, 0);
        for (int i = 0; i < k; ++i) back->apply_legal(s->history()[i]);
        EXPECT_EQ(back->current_player(), seat);
      }
    }
  }
  EXPECT_GT(found, 0) << "with the stock empty, a lead nobody has answered can be taken back";
}

}  // namespace
}  // namespace ff
