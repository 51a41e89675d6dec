// The engine's own rules: options, records, notation and the bots, on the engine's test game
// (tests/engine/fixture.h; the registry's own test is tests/registry/registry_test.cpp).
#include <gtest/gtest.h>

#include "core/ai/bot.h"
#include "core/engine/game.h"
#include "tests/engine/fixture.h"

namespace ff {

TEST(Options, ParseAndFormatRoundTrip) {
  auto o = parse_options("hand=2,x=y");
  ASSERT_TRUE(o.ok());
  EXPECT_EQ(o->at("hand"), "2");
  EXPECT_EQ(format_options(*o), "hand=2,x=y");
  EXPECT_TRUE(parse_options("").ok());
}

TEST(Options, MalformedTextIsRefusedWithAReason) {
  for (const char* bad : {"hand", "=2", "hand=", "hand=2,hand=3", "a b=c", "hand=2,", "h\"=1"}) {
    auto o = parse_options(bad);
    EXPECT_FALSE(o.ok()) << bad;
  }
}

TEST(Options, UnknownKeysAndValuesAreRefusedDefaultsFilledIn) {
  const GameInfo& info = find_game(fixture_games(), "trick-duel")->info;
  auto filled = resolve_options(info, {});
  ASSERT_TRUE(filled.ok());
  EXPECT_EQ(filled->at("hand"), "3");
  auto bad_key = resolve_options(info, {{"colour", "red"}});
  ASSERT_FALSE(bad_key.ok());
  EXPECT_NE(bad_key.error().find("colour"), std::string::npos);
  auto bad_value = resolve_options(info, {{"hand", "9"}});
  ASSERT_FALSE(bad_value.ok());
  EXPECT_NE(bad_value.error().find("choices"), std::string::npos);
}

TEST(NewGame, RefusesUnknownGamesAndSeatCounts) {
  EXPECT_FALSE(new_game(fixture_games(), "chess", 1, 2).ok());
  auto r = new_game(fixture_games(), "trick-duel", 1, 5);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().find("seats"), std::string::npos);
  EXPECT_TRUE(new_game(fixture_games(), "trick-duel", 1, 3).ok());
}

TEST(Records, SerializeFormatIsVersionedAndReadable) {
  auto s = std::move(*new_game(fixture_games(), "trick-duel", 42, 2, {{"hand", "2"}}));
  auto legal = s->legal_actions();
  ASSERT_TRUE(s->apply(legal[0]).ok());
  std::string rec = s->serialize();
  EXPECT_EQ(rec.rfind("FF1 trick-duel seats=2 seed=42 options=hand=2 actions=", 0), 0u) << rec;
}

TEST(Records, BadRecordsAreRefusedWithAReason) {
  const char* bad[] = {
      "",
      "hello",
      "FF9 trick-duel seats=2 seed=1 options= actions=",
      "FF1 trick-duel seats=2 seed=1 options=",
      "FF1 chess seats=2 seed=1 options= actions=",
      "FF1 trick-duel seats=7 seed=1 options= actions=",
      "FF1 trick-duel seats=2 seed=-1 options= actions=",
      "FF1 trick-duel seats=2 seed=1 options=hand=9 actions=",
      "FF1 trick-duel seats=2 seed=1 options= actions=999",
      "FF1 trick-duel seats=2 seed=1 options= actions=1..2",
      "FF1 trick-duel seed=1 seats=2 options= actions=",
      "FF1 trick-duel seats=2 seed=99999999999999999999999 options= actions=",
  };
  for (const char* text : bad) {
    auto r = deserialize(fixture_games(), text);
    EXPECT_FALSE(r.ok()) << text;
    if (!r.ok()) {
      EXPECT_FALSE(r.error().empty());
    }
  }
}

TEST(Notation, ApplyNotationStopsAtTheFirstBadActionAndNamesIt) {
  auto s = std::move(*new_game(fixture_games(), "trick-duel", 3, 2));
  std::string first = s->action_to_string(s->legal_actions()[0]);
  Status st = apply_notation(*s, first + "; play Zz");
  ASSERT_FALSE(st.ok());
  EXPECT_NE(st.error.find("#2"), std::string::npos) << st.error;
  EXPECT_NE(st.error.find("play Zz"), std::string::npos) << st.error;
  EXPECT_EQ(s->history().size(), 1u);
}

TEST(TrickDuel, HighCardTakesTheTrickAndLeadsNext) {
  auto s = std::move(*new_game(fixture_games(), "trick-duel", 5, 2));
  // Seat 0 leads; both play their highest card; the higher one scores.
  auto hi = [&](const State& st) { return st.legal_actions().back(); };
  Action a0 = hi(*s);
  ASSERT_TRUE(s->apply(a0).ok());
  EXPECT_EQ(s->current_player(), 1);
  Action a1 = hi(*s);
  ASSERT_TRUE(s->apply(a1).ok());
  int r0 = Card::from_index52(a0).rank, r1 = Card::from_index52(a1).rank;
  int winner = r1 > r0 ? 1 : 0;
  EXPECT_EQ(s->current_player(), winner);
  EXPECT_NE(s->to_json().find(winner == 0 ? "\"points\":[1,0]" : "\"points\":[0,1]"), std::string::npos);
}

TEST(Bots, BotSpecsParseAndBadSpecsAreRefused) {
  EXPECT_TRUE(make_bot("random", 1).ok());
  EXPECT_TRUE(make_bot("heuristic", 1).ok());
  EXPECT_TRUE(make_bot("ismcts", 1).ok());
  EXPECT_TRUE(make_bot("ismcts:50", 1).ok());
  for (const char* bad : {"ismcts:", "ismcts:x", "ismcts:0", "alpha", "random:3"}) EXPECT_FALSE(make_bot(bad, 1).ok()) << bad;
}

TEST(Ismcts, SameSeedSameChoiceAndSlicedThinkingEqualsOneGo) {
  auto s = std::move(*new_game(fixture_games(), "trick-duel", 9, 2));
  auto a = make_ismcts_bot(4, IsmctsConfig{.iterations = 300});
  auto b = make_ismcts_bot(4, IsmctsConfig{.iterations = 300});
  Action one_go = a->choose(*s);
  b->start(*s);
  int slices = 0;
  while (!b->think(7)) ++slices;
  EXPECT_GT(slices, 10);
  EXPECT_EQ(b->best_action(), one_go);
  EXPECT_GE(b->win_estimate(), 0.0);
  EXPECT_LE(b->win_estimate(), 1.0);
}

// Search must beat random play at the test game (fixed seeds: deterministic).
TEST(Ismcts, BeatsRandomAtTrickDuel) {
  int wins = 0, losses = 0;
  for (int g = 0; g < 100; ++g) {
    auto s = std::move(*new_game(fixture_games(), "trick-duel", g, 2));
    int search_seat = g % 2;
    auto search = make_ismcts_bot(g, IsmctsConfig{.iterations = 200});
    auto random = make_random_bot(g);
    while (!s->is_terminal()) {
      Bot& bot = s->current_player() == search_seat ? *search : *random;
      s->apply_legal(bot.choose(*s));
    }
    double r = s->returns()[search_seat];
    wins += r > 0;
    losses += r < 0;
  }
  EXPECT_GT(wins, losses * 2) << wins << " wins, " << losses << " losses";
}

}  // namespace ff
