// The views an online guest receives: every game's view JSON reads back (view_from_json, through the
// registry's type-erased codec) to a View equal, member by member, to the host's own View, which
// writes the very same JSON, at every position of random and heuristic games, for every seat, at
// every seat count; and damaged view JSON is refused.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "core/common/json_read.h"
#include "core/common/rng.h"
#include "core/engine/game.h"
#include "core/games/assault_edge/assault_edge.h"
#include "core/games/ground_assault/ground_assault.h"
#include "core/games/poker_assault/poker_assault.h"
#include "core/games/registry.h"
#include "tests/registry/game_cases.h"

namespace ff {
namespace {

using Case = GameCase;

class ViewJson : public testing::TestWithParam<Case> {};

// A game played by the random (heuristic = false) or heuristic bot: its view JSON for every seat at
// every position of games up to 40 actions; longer games (thousands of actions in Assault Edge, each
// view holding the whole log) at about 40 positions spread over the game, and the last.
void check_game(const Case& c, uint64_t seed, bool heuristic) {
  const ViewCodec* codec = find_view_codec(c.game->info.id);
  ASSERT_NE(codec, nullptr);
  at_positions_of_a_bot_game(c, seed, heuristic, 40, [&](const State& s, size_t step, Rng&) {
    for (int seat = 0; seat < c.seats; ++seat) {
      const std::string json = s.view_json(seat);
      auto v = codec->read(json);
      ASSERT_TRUE(v) << v.error() << "\n at step " << step << " seat " << seat << "\n" << json.substr(0, 3000);
      ASSERT_EQ(codec->write(*v), json) << "step " << step << " seat " << seat;
      // The guest's View is the host's, member by member (a member the JSON forgets differs here).
      const AnyView host = codec->of(s, seat);
      ASSERT_EQ(codec->write(host), json) << "step " << step << " seat " << seat;
      ASSERT_TRUE(codec->same(host, *v)) << "step " << step << " seat " << seat << "\n" << json.substr(0, 3000);
    }
  });
}

TEST_P(ViewJson, EveryPositionsViewReadsBackToTheSameJson) {
  const Case& c = GetParam();
  for (uint64_t seed : {1u}) {
    check_game(c, seed, false);
    check_game(c, seed + 100, true);
  }
}

TEST_P(ViewJson, DamagedViewJsonIsRefusedWithAReason) {
  const Case& c = GetParam();
  const ViewCodec* codec = find_view_codec(c.game->info.id);
  ASSERT_NE(codec, nullptr);
  auto st = new_game(c.game->info.id, 7, c.seats, c.options);
  ASSERT_TRUE(st);
  const std::string json = (*st)->view_json(0);
  auto refused = [&](const std::string& text) {
    auto v = codec->read(text);
    return v.ok() ? std::string() : v.error();
  };
  EXPECT_NE(refused(json.substr(0, json.size() / 2)), "");
  EXPECT_NE(refused("[]"), "");
  EXPECT_NE(refused(json.substr(0, json.size() - 1) + ",\"spy\":1}"), "") << "an unknown field";
  EXPECT_NE(refused(std::string("{\"seat\":") + std::to_string(c.seats) + json.substr(json.find(','))), "") << "seat out of range";
  EXPECT_NE(refused(std::string("{\"seat\":\"0\"") + json.substr(json.find(','))), "") << "seat of the wrong type";
  EXPECT_NE(refused(std::string("{\"seat\":-2") + json.substr(json.find(','))), "") << "a seat below the public view";
}

INSTANTIATE_TEST_SUITE_P(AllGames, ViewJson, testing::ValuesIn(game_cases(true, true)), case_name);

TEST(ViewCodecs, EveryPlayerGameHasOneAndUnknownGamesNone) {
  for (const Game* g : registry()) EXPECT_EQ(find_view_codec(g->info.id) != nullptr, !g->info.test_only) << g->info.id;
  auto v = view_from_json("chess", "{}");
  ASSERT_FALSE(v);
  EXPECT_EQ(v.error(), "no view reader for game 'chess'");
}

// The views write cards, units, powers and facilities by name, and the readers look the names up:
// each name must stand for one thing only.
template <class F>
void expect_unique_names(const char* what, int count, F&& name) {
  std::set<std::string> seen;
  for (int i = 0; i < count; ++i) EXPECT_TRUE(seen.insert(name(i)).second) << what << " " << name(i) << " is named twice";
}

TEST(ViewCodecs, EveryNameAViewWritesStandsForOneThing) {
  namespace ga = ground_assault;
  namespace ae = assault_edge;
  namespace pa = poker_assault;
  expect_unique_names("GA card", ga::kNumCardTypes, [](int t) { return std::string(ga::card_type(t).name); });
  expect_unique_names("GA unit", ga::kNumUnitTypes, [](int t) { return std::string(ga::unit_type(t).name); });
  expect_unique_names("AE card", ae::kNumCardTypes, [](int t) { return std::string(ae::card_type(t).name); });
  expect_unique_names("AE facility", ae::kNumFacilities, [](int f) { return std::string(ae::facility(f).name); });
  expect_unique_names("PA power", pa::kNumPowers, [](int id) { return std::string(pa::power_info(id).name); });
  expect_unique_names("PA ability", static_cast<int>(pa::Ability::kCount),
                      [](int a) { return a ? std::string(pa::ability_info(static_cast<pa::Ability>(a)).name) : std::string(); });
}

}  // namespace
}  // namespace ff
