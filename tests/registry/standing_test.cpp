// The result screen's facts (core/games/standing.h): each game's standing (what a player would call
// the score) in a few positions, its history over a whole game, and the key moments of the log.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/common/rng.h"
#include "core/engine/ai_traits.h"
#include "core/games/assault_edge/assault_edge.h"
#include "core/games/crossfire/crossfire.h"
#include "core/games/ground_assault/ground_assault.h"
#include "core/games/head_to_head/head_to_head.h"
#include "core/games/poker_assault/poker_assault.h"
#include "core/games/registry.h"
#include "core/games/standing.h"

namespace ff {
namespace {

// The games with a standing: every registered game but the engine's test game.
const char* const kGames[] = {"head-to-head-poker", "poker-assault", "crossfire", "ground-assault", "assault-edge"};

std::unique_ptr<State> fresh(const std::string& id, uint64_t seed, int seats = 2, const Options& options = {}) {
  auto s = new_game(id, seed, seats, options);
  EXPECT_TRUE(s.ok()) << s.error();
  return std::move(*s);
}

// Plays the game's heuristic bot for every seat until the end (or until `stop` holds).
template <class Stop>
void play_until(State& s, uint64_t seed, Stop stop) {
  Rng rng(seed);
  while (!s.is_terminal() && !stop(s)) s.apply_legal(heuristic_action(s, rng));
}
void play_out(State& s, uint64_t seed) {
  play_until(s, seed, [](const State&) { return false; });
}

int winner(const State& s) {
  const std::vector<double> r = s.returns();
  const auto best = std::max_element(r.begin(), r.end());
  return *best > 0 ? static_cast<int>(best - r.begin()) : -1;
}

TEST(Standing, HeadToHeadCountsChipsInHandAndChipsStillBetOnTheTable) {
  auto s = fresh("head-to-head-poker", 3, 2, {{"mode", "ante"}});
  head_to_head::View v = head_to_head::view(*s, 0);
  EXPECT_EQ(standing(v), (std::vector<double>{double(v.chips[0]), double(v.chips[1])}));
  // A bet on a Common card still in play is not lost: it still counts for the seat that made it.
  v.chips[0] -= 30;
  v.commons[0].bets[0] += 30;
  EXPECT_EQ(standing(v)[0], v.chips[0] + 30);
  v.commons[0].complete = true;  // decided: the bet went to the row's winner
  EXPECT_EQ(standing(v)[0], v.chips[0]);
  play_out(*s, 3);
  const head_to_head::View end = head_to_head::view(*s, 0);
  EXPECT_EQ(standing(*s), (std::vector<double>{double(end.result.totals[0]), double(end.result.totals[1])}));
}

TEST(Standing, PokerAssaultCountsEachPlayersChipsAndTheWinnerEndsWithTheMost) {
  auto s = fresh("poker-assault", 4);
  const poker_assault::View start = poker_assault::view(*s, 1);
  ASSERT_EQ(start.players.size(), 2u);
  EXPECT_EQ(standing(*s), (std::vector<double>{double(start.players[0].chips), double(start.players[1].chips)}));
  EXPECT_GT(standing(*s)[0], 0);
  play_out(*s, 4);
  const int w = winner(*s);
  ASSERT_GE(w, 0);
  const std::vector<double> end = standing(*s);
  EXPECT_EQ(*std::max_element(end.begin(), end.end()), end[w]);
}

TEST(Standing, CrossfireCountsPilesHeldWithTwoPlayersAndTheTeamsVictoryPointsWithFour) {
  auto duel = fresh("crossfire", 5);
  play_until(*duel, 5, [](const State& s) { return crossfire::view(s, 0).phase == crossfire::Phase::kPlay; });
  const crossfire::View v = crossfire::view(*duel, 0);
  std::vector<double> held(2, 0);
  for (const crossfire::SlotView& slot : v.slots)
    if (slot.role == 'b' && slot.kind == crossfire::Kind::kNode) held[slot.owner] += 1;
  EXPECT_GT(held[0], 0);
  EXPECT_EQ(standing(*duel), held);  // the base nodes each player laid

  auto teams = fresh("crossfire", 6, 4);
  play_out(*teams, 6);
  const crossfire::View end = crossfire::view(*teams, 0);
  ASSERT_EQ(end.points.size(), 2u);
  EXPECT_EQ(standing(*teams), (std::vector<double>{double(end.points[0]), double(end.points[1]), double(end.points[0]),
                                                   double(end.points[1])}));
}

TEST(Standing, GroundAssaultCountsObjectivesLeftAndTheLoserEndsWithNoneOrNoUnits) {
  auto s = fresh("ground-assault", 7);
  play_until(*s, 7, [](const State& st) { return ground_assault::view(st, 0).phase != ground_assault::Phase::kDeploy; });
  const ground_assault::View v = ground_assault::view(*s, 0);
  std::vector<double> left(2, 0);
  for (int seat = 0; seat < 2; ++seat)
    for (const ground_assault::SlotView& o : v.players[seat].objectives) left[seat] += o.occupied ? 1 : 0;
  EXPECT_GT(left[0], 0);
  EXPECT_EQ(standing(*s), left);
  play_out(*s, 7);
  const int w = winner(*s);
  ASSERT_GE(w, 0);
  const ground_assault::View end = ground_assault::view(*s, 0);
  EXPECT_TRUE(standing(*s)[1 - w] == 0 || end.players[1 - w].stars_in_play == 0);
}

TEST(Standing, AssaultEdgeCountsCommandDeckCardsAndTheLoserEndsWithNone) {
  auto s = fresh("assault-edge", 8);
  const assault_edge::View v = assault_edge::view(*s, 0);
  EXPECT_EQ(standing(*s), (std::vector<double>{double(v.players[0].deck[assault_edge::kCommand]),
                                               double(v.players[1].deck[assault_edge::kCommand])}));
  play_out(*s, 8);
  const int w = winner(*s);
  ASSERT_GE(w, 0);
  if (!assault_edge::view(*s, 0).turn_limit_reached) {
    EXPECT_EQ(standing(*s)[1 - w], 0);
  }
}

TEST(Standing, TheHistoryStartsAtTheDealEndsAtTheLastMoveAndHasAPointPerChange) {
  for (const char* id : kGames) {
    SCOPED_TRACE(id);
    auto s = fresh(id, 11);
    play_out(*s, 11);
    const StandingHistory h = standing_history(*s);
    EXPECT_FALSE(h.label.empty());
    ASSERT_GE(h.moves.size(), 2u);
    EXPECT_EQ(h.moves.front(), 0u);
    EXPECT_EQ(h.moves.back(), s->history().size());
    EXPECT_EQ(h.values.back(), standing(*s));
    for (size_t i = 1; i + 1 < h.moves.size(); ++i) EXPECT_NE(h.values[i], h.values[i - 1]) << "point " << i;
    const StandingHistory t = thinned(h, 20);
    EXPECT_EQ(t.moves.size(), std::min<size_t>(20, h.moves.size()));
    EXPECT_EQ(t.moves.front(), 0u);
    EXPECT_EQ(t.values.back(), h.values.back());
  }
}

TEST(Standing, TheEnginesTestGameHasNoStanding) {
  auto s = fresh("trick-duel", 1);
  EXPECT_TRUE(standing(*s).empty());
  EXPECT_TRUE(standing_history(*s).moves.empty());
}

// A history of three changes: +1, +5 (the biggest), -2, over a log of six lines.
StandingHistory three_changes() {
  StandingHistory h;
  h.label = "Chips";
  h.moves = {0, 2, 4, 6};
  h.values = {{10, 10}, {11, 10}, {11, 15}, {9, 15}};
  h.events_from = {0, 1, 3, 4};
  h.events_to = {0, 2, 4, 5};
  return h;
}
std::vector<Event> six_lines() {
  std::vector<Event> log;
  for (int i = 0; i < 6; ++i) log.push_back({i % 2, "line " + std::to_string(i), ""});
  return log;
}

TEST(KeyMoments, TheBiggestSwingsOfTheStandingAreToldByTheFirstLineTheirMoveLogged) {
  const std::vector<KeyMoment> m = key_moments(three_changes(), six_lines(), 3);
  ASSERT_EQ(m.size(), 3u);  // the two biggest swings (+5, -2) and the last line
  EXPECT_EQ(m[0].event, 3u);
  EXPECT_EQ(m[0].swing, 5);
  EXPECT_EQ(m[0].move, 4u);
  EXPECT_EQ(m[1].event, 4u);
  EXPECT_EQ(m[1].swing, 2);
  EXPECT_EQ(m[2].event, 5u);  // how the game ended
}

TEST(KeyMoments, AtMostTheAskedNumberOldestFirstAndTheEndAlwaysTold) {
  const std::vector<KeyMoment> all = key_moments(three_changes(), six_lines(), 6);
  ASSERT_EQ(all.size(), 4u);
  for (size_t i = 1; i < all.size(); ++i) EXPECT_LT(all[i - 1].event, all[i].event);
  EXPECT_EQ(all.back().event, 5u);
  const std::vector<KeyMoment> one = key_moments(three_changes(), six_lines(), 1);
  ASSERT_EQ(one.size(), 1u);
  EXPECT_EQ(one[0].event, 5u);
  EXPECT_TRUE(key_moments(three_changes(), {}, 6).empty());
  EXPECT_EQ(key_moments(StandingHistory{}, six_lines(), 6).size(), 1u);  // no standing: the end only
}

TEST(KeyMoments, AMoveIsToldByItsLineTheGameMarkedMostTellingAndSuchMovesComeFirst) {
  StandingHistory h;
  h.moves = {0, 1, 2};
  h.values = {{0, 0}, {5, 0}, {5, 1}};  // a swing of 5 told by no marked line, then one of 1 told
  h.events_from = {0, 0, 2};
  h.events_to = {0, 2, 5};
  const std::vector<Event> log = {{0, "plays 2♠ in row 1", "", Cue::kCardPlayed},
                                  {1, "plays 3♠ in row 1", "", Cue::kCardPlayed},
                                  {0, "plays 4♠ in row 2", "", Cue::kCardPlayed},
                                  {1, "draws 9♦ for the tie-break", "", Cue::kCardDealt, 1},
                                  {1, "wins row 2 with One pair of fours and takes $1", "", Cue::kChips, 2},
                                  {-1, "The game ends", ""}};
  const std::vector<KeyMoment> m = key_moments(h, log, 2);
  ASSERT_EQ(m.size(), 2u);
  EXPECT_EQ(m[0].event, 4u);  // the row won (tell 2), not the card played or the draw (tell 1) before it
  EXPECT_TRUE(m[0].told);
  EXPECT_EQ(m[1].event, 5u);
  const std::vector<KeyMoment> all = key_moments(h, log, 6);
  ASSERT_EQ(all.size(), 3u);
  EXPECT_EQ(all[0].event, 0u);  // the untold swing, by the first line of its move
  EXPECT_FALSE(all[0].told);
}

TEST(KeyMoments, AWholeGameMarksItsLinesAndGivesAtMostSixMomentsEndingWithItsLastLine) {
  for (const char* id : kGames) {
    SCOPED_TRACE(id);
    auto s = fresh(id, 12);
    play_out(*s, 12);
    const StandingHistory h = standing_history(*s);
    std::vector<Event> log;
    if (std::string(id) == "poker-assault") log = poker_assault::view(*s, 0).events;
    if (std::string(id) == "head-to-head-poker") log = head_to_head::view(*s, 0).events;
    if (std::string(id) == "crossfire") log = crossfire::view(*s, 0).events;
    if (std::string(id) == "ground-assault") log = ground_assault::view(*s, 0).events;
    if (std::string(id) == "assault-edge") log = assault_edge::view(*s, 0).events;
    ASSERT_FALSE(log.empty());
    EXPECT_EQ(log.size(), s->event_count());  // a view's log and the history's line numbers agree
    // The game marks what its lines mean: some sound, some are worth telling again.
    EXPECT_TRUE(std::any_of(log.begin(), log.end(), [](const Event& e) { return e.cue == Cue::kCardPlayed; }));
    EXPECT_TRUE(std::any_of(log.begin(), log.end(), [](const Event& e) { return e.tell > 0; }));
    const std::vector<KeyMoment> m = key_moments(h, log);
    ASSERT_GE(m.size(), 2u);
    EXPECT_LE(m.size(), 6u);
    EXPECT_EQ(m.back().event, log.size() - 1);
    for (const KeyMoment& k : m) EXPECT_LT(k.event, log.size());
  }
}

}  // namespace
}  // namespace ff
