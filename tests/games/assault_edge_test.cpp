// Assault Edge: scenario tests, one or more per rule of issue 8, the design's test scenarios and
// rulings R1-R14 and the engine's rulings, all listed in core/games/assault_edge/notes.md. Positions
// are set up with assault_edge::make_for_test (units placed with exact stats, hands, deck tops and
// sizes, facilities), then driven through the real rules by notation. Seat 0 (P1) plays the Cinder Legion, seat 1 (P2) the Grove Wardens unless a test says so.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>

#include "tests/games/assault_edge_scenario.h"
#include "tests/games/scenario.h"
#include "core/ai/level.h"
#include "core/ai/bot.h"
#include "core/engine/ai_traits.h"
#include "core/games/assault_edge/assault_edge.h"
#include "core/games/assault_edge/assault_edge_state.h"
#include "core/games/registry.h"

namespace ff::assault_edge {
namespace {

using test::G;
using test::PassEmptyPoints;
using test::Play;
using test::Sq;

// Both players' facilities face up (so ending a turn asks nothing), P1 to act in its Combat phase.
Rig Base() {
  Rig r;
  r.first = 0;
  r.face_up = {{{true, true}, {true, true}}};
  return r;
}

std::unique_ptr<State> Make(const Rig& rig, const Options& options = {}) {
  auto s = make_for_test(7, options, rig);
  EXPECT_TRUE(s != nullptr);
  return s;
}

using scenario::LegalList;
using scenario::Legal;

// An illegal move is refused (not in the legal list; apply of its code fails) and changes nothing.
void ExpectRefused(State& s, const std::string& move) {
  const std::string before = s.to_json();
  EXPECT_FALSE(s.parse_action(move).ok()) << move << " was accepted; legal: " << LegalList(s);
  EXPECT_EQ(s.to_json(), before);
}

const Unit* At(const State& s, const std::string& sq) { return G(s).unit_at(Sq(sq)); }
int Hp(const State& s, const std::string& sq) {
  const Unit* u = At(s, sq);
  EXPECT_TRUE(u) << "no unit on " << sq;
  return u ? u->hp : -99;
}
int DeckSize(const State& s, int seat, int kind) { return static_cast<int>(G(s).decks_[seat][kind].size()); }
int InDiscard(const State& s, int seat, const std::string& name) {
  int n = 0;
  for (uint8_t c : G(s).discard_[seat]) n += G(s).card_of(seat, c) == card_by_name(name);
  return n;
}
int InHand(const State& s, int seat, const std::string& name) {
  int n = 0;
  for (uint8_t c : G(s).hand_[seat]) n += G(s).card_of(seat, c) == card_by_name(name);
  return n;
}

Placed U(int seat, const std::string& sq, int atk, int hp, int spd = 1) {
  Placed p;
  p.seat = seat;
  p.sq = sq;
  p.atk = atk;
  p.hp = hp;
  p.spd = spd;
  return p;
}

// ---- armies and set-up ---------------------------------------------------------------------------

TEST(AssaultEdgeArmies, PrebuiltArmiesAreLegalAndEveryCardAppears) {
  std::set<int> used;
  for (int a = 0; a < kNumArmies; ++a) {
    EXPECT_EQ(check_army(army(a)), "") << army(a).name;
    EXPECT_EQ(army(a).decks[kResearch].size(), 15u);
    EXPECT_EQ(army(a).decks[kCommand].size(), 30u);
    EXPECT_EQ(army(a).decks[kBarracks].size(), 15u);
    for (const auto& d : army(a).decks) used.insert(d.begin(), d.end());
  }
  EXPECT_EQ(used.size(), static_cast<size_t>(kNumCardTypes));
}

TEST(AssaultEdgeArmies, AtMostThreeCopiesExactSizesTwoDifferentFacilities) {
  Army a = army(0);
  a.decks[kResearch][0] = a.decks[kResearch][3];  // a 4th Sabotage? no: Field Manual x2 + Sabotage x4
  a.decks[kResearch][0] = kSabotage;
  EXPECT_NE(check_army(a), "");
  a = army(0);
  a.decks[kCommand].pop_back();
  EXPECT_NE(check_army(a), "");
  a = army(0);
  a.facilities = {0, 0};
  EXPECT_NE(check_army(a), "");
  a = army(0);
  a.decks[kResearch][0] = kOrbitalStrike;  // a Command card in the Research Deck
  EXPECT_NE(check_army(a), "");
}

TEST(AssaultEdgeSetup, CoinFlipThenEachDrawsFiveChoosingTheDeckFirstPlayerSkipsFirstDraw) {
  auto s = new_game("assault-edge", 11, 2);
  ASSERT_TRUE(s.ok());
  State& g = **s;
  const int first = G(g).first_;
  EXPECT_EQ(G(g).phase_, Phase::kSetup);
  EXPECT_EQ(g.current_player(), first);
  EXPECT_EQ(LegalList(g), "draw research; draw command; draw barracks; ");
  EXPECT_FALSE(G(g).fac_up_[0][0] || G(g).fac_up_[0][1] || G(g).fac_up_[1][0] || G(g).fac_up_[1][1]);
  Play(g, "draw research; draw barracks; draw command; draw research; draw research");
  EXPECT_EQ(G(g).hand_[first].size(), 5u);
  EXPECT_EQ(DeckSize(g, first, kResearch), 12);
  EXPECT_EQ(g.current_player(), 1 - first);
  Play(g, "draw barracks; draw barracks; draw barracks; draw barracks; draw barracks");
  EXPECT_EQ(DeckSize(g, 1 - first, kBarracks), 10);
  // The first player's turn 1: a basic unit spawned, no draw, straight to the Combat phase.
  EXPECT_EQ(G(g).phase_, Phase::kCombat);
  EXPECT_EQ(G(g).turn_player_, first);
  EXPECT_EQ(G(g).hand_[first].size(), 5u);
  EXPECT_EQ(G(g).units_.size(), 1u);
  // The second player's first turn has its draw.
  Play(g, "end combat; flip " + std::string(facility(G(g).fac_[first][0]).name));
  EXPECT_EQ(G(g).phase_, Phase::kDraw);
  EXPECT_EQ(g.current_player(), 1 - first);
}

TEST(AssaultEdgeSetup, VariantSecondPlayerDrawsSix) {
  auto s = new_game("assault-edge", 11, 2, {{"p2draw", "6"}});
  ASSERT_TRUE(s.ok());
  State& g = **s;
  const int first = G(g).first_;
  for (int i = 0; i < 5; ++i) Play(g, "draw research");
  for (int i = 0; i < 6; ++i) {
    ASSERT_EQ(g.current_player(), 1 - first);
    Play(g, "draw barracks");
  }
  EXPECT_EQ(G(g).hand_[1 - first].size(), 6u);
  EXPECT_EQ(G(g).phase_, Phase::kCombat);
}

TEST(AssaultEdgeSetup, ArmyOptionsPerSeatMirrorAllowed) {
  auto s = new_game("assault-edge", 3, 2, {{"army1", "grove"}, {"army2", "grove"}});
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(G(**s).config_.army[0], ArmyId::kGroveWardens);
  EXPECT_EQ(G(**s).config_.army[1], ArmyId::kGroveWardens);
  EXPECT_EQ(G(**s).fac_[0][0], facility_by_name("Tidal Works"));
}

// The typed options follow the option table: every choice of every option, and the defaults.
TEST(AssaultEdgeSetup, ConfigReadsEveryChoiceOfTheOptionTable) {
  const GameInfo& info = assault_edge_game().info;
  ASSERT_EQ(info.options.size(), 3u);
  for (int s = 0; s < 2; ++s) {
    const OptionSpec& o = info.options[static_cast<size_t>(s)];
    ASSERT_EQ(o.key, "army" + std::to_string(s + 1));
    ASSERT_EQ(static_cast<int>(o.choices.size()), kNumArmies);
    for (const std::string& choice : o.choices) EXPECT_EQ(army(make_config({{o.key, choice}}).army[s]).id, choice);
    EXPECT_EQ(army(make_config({}).army[s]).id, o.choices[0]);
  }
  EXPECT_EQ(make_config({}).army[0], ArmyId::kCinderLegion);
  EXPECT_EQ(make_config({}).army[1], ArmyId::kGroveWardens);
  const OptionSpec& p2 = info.options[2];
  ASSERT_EQ(static_cast<int>(p2.choices.size()), kNumSecondHands);
  EXPECT_EQ(make_config({}).second_hand, SecondHand::kFive);
  EXPECT_EQ(make_config({{"p2draw", p2.choices[1]}}).second_hand, SecondHand::kSix);
}

// ---- deck damage and winning ---------------------------------------------------------------------

// Scenario 3 (and R8): points one at a time; the third point hits the empty Command Deck.
TEST(AssaultEdgeWin, DeckDamagePointByPointThirdPointOnEmptyCommandDeckWins) {
  Rig r = Base();
  r.units = {U(0, "d7", 3, 2)};
  r.deck_size[1][kCommand] = 2;
  auto s = Make(r);
  Play(*s, "activate d7; end move; +1 P2 command; +1 P2 command; +1 P2 command; declare");
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{1, -1}));
  EXPECT_EQ(DeckSize(*s, 1, kCommand), 0);
}

TEST(AssaultEdgeWin, LastStandPreventsThreeGameGoesOn) {
  Rig r = Base();
  r.units = {U(0, "d7", 3, 2)};
  r.deck_size[1][kCommand] = 2;
  r.hand[1] = {"Last Stand"};
  auto s = Make(r);
  const int before = InDiscard(*s, 1, "Last Stand");  // the trimmed Command cards went to the pile
  Play(*s, "activate d7; end move; +1 P2 command; +1 P2 command; +1 P2 command; declare");
  EXPECT_EQ(s->current_player(), 1);  // the response window
  Play(*s, "play Last Stand");
  EXPECT_FALSE(s->is_terminal());
  EXPECT_EQ(DeckSize(*s, 1, kCommand), 2);
  EXPECT_EQ(InDiscard(*s, 1, "Last Stand"), before + 1);
  EXPECT_EQ(G(*s).units_[0].sub, Sub::kMove2);
}

TEST(AssaultEdgeWin, EachPointDiscardsTheTopCardResearchAndBarracksDamageWhenEmptyDoesNothing) {
  Rig r = Base();
  r.units = {U(0, "h7", 3, 2)};  // next to P2's Research squares (g7-i7)
  r.tops[1][kResearch] = {"Field Medic Kit", "Smoke Screen"};
  r.deck_size[1][kResearch] = 2;
  auto s = Make(r);
  const int fmk = InDiscard(*s, 1, "Field Medic Kit"), smoke = InDiscard(*s, 1, "Smoke Screen");
  const size_t pile = G(*s).discard_[1].size();
  Play(*s, "activate h7; end move; +1 P2 research; +1 P2 research; +1 P2 research; declare");
  EXPECT_FALSE(s->is_terminal());
  EXPECT_EQ(DeckSize(*s, 1, kResearch), 0);
  EXPECT_EQ(InDiscard(*s, 1, "Field Medic Kit"), fmk + 1);
  EXPECT_EQ(InDiscard(*s, 1, "Smoke Screen"), smoke + 1);
  EXPECT_EQ(G(*s).discard_[1].size(), pile + 2);  // the third point does nothing
}

TEST(AssaultEdgeWin, UnableToDrawIsNoLossDrawPhaseSkipped) {
  Rig r = Base();
  r.combat = false;
  r.deck_size[0] = {0, 0, 0};
  auto s = Make(r);
  EXPECT_FALSE(s->is_terminal());
  EXPECT_EQ(G(*s).phase_, Phase::kCombat);  // nothing to draw: straight on
  EXPECT_EQ(G(*s).hand_[0].size(), 0u);
}

TEST(AssaultEdgeWin, DrawingTheLastCommandCardIsNoLoss) {
  Rig r = Base();
  r.combat = false;
  r.deck_size[0] = {0, 1, 0};
  auto s = Make(r);
  Play(*s, "draw command");
  EXPECT_EQ(DeckSize(*s, 0, kCommand), 0);
  EXPECT_FALSE(s->is_terminal());
}

// Issue 17: the game is won only by damage to an empty Command Deck. The 80-turn safety bound ends
// the game as a draw whatever the Command Decks hold.
TEST(AssaultEdgeWin, WonOnlyByDamageToAnEmptyCommandDeckTurnLimitIsADraw) {
  Rig r = Base();
  r.turn = 2 * kTurnsPerPlayer;
  r.deck_size[0][kCommand] = 10;
  r.deck_size[1][kCommand] = 12;
  auto s = Make(r);
  Play(*s, "end combat");
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{0, 0}));  // not a win for the larger Command Deck
  const View v = view(*s, 0);
  EXPECT_TRUE(v.turn_limit_reached);
  EXPECT_EQ(v.events.back().text, "The game is a draw");
  EXPECT_EQ(v.events[v.events.size() - 2].text, "The turn limit of 80 turns is reached: the game is a draw");
  // One turn before the bound the game goes on.
  Rig r2 = r;
  r2.turn = 2 * kTurnsPerPlayer - 1;
  auto s2 = Make(r2);
  Play(*s2, "end combat");
  EXPECT_FALSE(s2->is_terminal());
  EXPECT_EQ(G(*s2).turns_, 2 * kTurnsPerPlayer);
}

TEST(AssaultEdgeWin, TurnLimitEqualCommandDecksDraw) {
  Rig r = Base();
  r.turn = 2 * kTurnsPerPlayer;
  r.deck_size[0][kCommand] = 10;
  r.deck_size[1][kCommand] = 10;
  auto s = Make(r);
  Play(*s, "end combat");
  EXPECT_EQ(s->returns(), (std::vector<double>{0, 0}));
}

// ---- spawn phase -------------------------------------------------------------------------------

// Scenario 1: rightmost free square; none when all three are taken.
TEST(AssaultEdgeSpawn, RightmostFreeSquareNoneWhenFull) {
  Rig r = Base();
  r.combat = false;
  r.units = {U(0, "i1", 1, 1), U(1, "h1", 1, 1)};
  auto s = Make(r);
  ASSERT_TRUE(At(*s, "g1"));
  EXPECT_EQ(At(*s, "g1")->owner, 0);
  Rig r2 = Base();
  r2.combat = false;
  r2.units = {U(0, "i1", 1, 1), U(1, "h1", 1, 1), U(0, "g1", 1, 1)};
  auto s2 = Make(r2);
  EXPECT_EQ(G(*s2).units_.size(), 3u);
}

TEST(AssaultEdgeSpawn, P2SpawnsFromA7) {
  Rig r = Base();
  r.first = 1;
  r.combat = false;
  auto s = Make(r);
  ASSERT_TRUE(At(*s, "a7"));
  EXPECT_EQ(At(*s, "a7")->owner, 1);
}

// Scenario 1 and R6: blocking one or two spawn squares is legal, all three never.
TEST(AssaultEdgeSpawn, ClogRuleNeverAllThreeOpponentSpawnSquares) {
  Rig r = Base();
  r.first = 1;
  r.units = {U(1, "h1", 1, 1), U(1, "i1", 1, 1), U(1, "f2", 1, 1, 1), U(0, "a4", 1, 1)};
  auto s = Make(r);
  Play(*s, "activate f2");
  ExpectRefused(*s, "move g1");
  EXPECT_TRUE(Legal(*s, "move g2"));
  // Passing through the third square is movement that does not leave the units there: legal.
  Rig rp = r;
  rp.units[2].spd = 2;
  auto sp = Make(rp);
  Play(*sp, "activate f2; move g1");
  ExpectRefused(*sp, "end move");
  EXPECT_TRUE(Legal(*sp, "move g2"));
  // A P1 unit on g1 with P2 units on h1 and i1 is a legal position (P1 spawns nothing: full).
  Rig r2 = Base();
  r2.combat = false;
  r2.units = {U(1, "h1", 1, 1), U(1, "i1", 1, 1), U(0, "g1", 1, 1)};
  auto s2 = Make(r2);
  EXPECT_EQ(G(*s2).units_.size(), 3u);
}

// R3: spawning is mandatory; the unit spawned uses the face-up facilities.
TEST(AssaultEdgeSpawn, ReadiesUnitsAndSpawnIsMandatory) {
  Rig r = Base();
  r.combat = false;
  Placed done = U(0, "e4", 1, 1);
  done.sub = Sub::kDone;
  r.units = {done};
  auto s = Make(r);
  EXPECT_EQ(At(*s, "e4")->sub, Sub::kReady);
  ASSERT_TRUE(At(*s, "i1"));
  // Ember Forge + Arc Battery: 3/2/2.
  EXPECT_EQ(G(*s).atk_of(*At(*s, "i1")), 3);
  EXPECT_EQ(At(*s, "i1")->hp, 2);
  EXPECT_EQ(G(*s).spd_of(*At(*s, "i1")), 2);
}

// Scenario 2: stats are a snapshot of the face-up facilities when the unit spawns.
TEST(AssaultEdgeSpawn, FacilitySnapshotCinderLegionAndCinderDrake) {
  Rig r;
  r.first = 0;
  r.turn = 1;
  r.combat = false;
  r.hand[0] = {"Cinder Drake"};
  r.face_up[1] = {true, true};
  auto s = Make(r);
  const Unit* t1 = At(*s, "i1");
  ASSERT_TRUE(t1);
  EXPECT_EQ(t1->atk, 1);
  EXPECT_EQ(t1->hp, 1);
  EXPECT_EQ(t1->spd, 1);
  EXPECT_EQ(G(*s).phase_, Phase::kCombat);  // the first player's first turn: no draw
  Play(*s, "end combat");
  EXPECT_TRUE(Legal(*s, "flip Ember Forge") && Legal(*s, "flip Arc Battery"));  // R13: the owner picks
  Play(*s, "flip Ember Forge");
  // P2's turn.
  Play(*s, "draw research; end combat");
  // P1's turn 2: a 2/1/2 Fire Striker on h1; the turn-1 unit is still 1/1/1.
  const Unit* t2 = At(*s, "h1");
  ASSERT_TRUE(t2);
  EXPECT_EQ(t2->atk, 2);
  EXPECT_EQ(t2->hp, 1);
  EXPECT_EQ(t2->spd, 2);
  EXPECT_EQ(t2->elements, 1u << kFire);
  EXPECT_EQ(t2->archetypes, 1u << kStriker);
  EXPECT_EQ(At(*s, "i1")->atk, 1);
  EXPECT_EQ(At(*s, "i1")->spd, 1);
  Play(*s, "draw research; end combat");  // R13: the last face-down facility flips by itself
  EXPECT_TRUE(G(*s).fac_up_[0][1]);
  Play(*s, "draw research; end combat");
  const Unit* t3 = At(*s, "g1");
  ASSERT_TRUE(t3);
  EXPECT_EQ(t3->atk, 3);
  EXPECT_EQ(t3->hp, 2);
  EXPECT_EQ(t3->spd, 2);
  EXPECT_EQ(t3->elements, (1u << kFire) | (1u << kTechnology));
  // Move the units out of the spawn zone, then the Drake: 5/2/3 with reach 2.
  Play(*s, "draw research; activate g1; move g2; end move; skip attack; end move");
  Play(*s, "play Cinder Drake at g1");
  const Unit* drake = At(*s, "g1");
  ASSERT_TRUE(drake);
  EXPECT_EQ(G(*s).atk_of(*drake), 5);
  EXPECT_EQ(drake->hp, 2);
  EXPECT_EQ(G(*s).spd_of(*drake), 3);
  EXPECT_EQ(G(*s).range_of(*drake), 2);
  EXPECT_EQ(drake->slot, 1);
}

// ---- draw phase -------------------------------------------------------------------------------

TEST(AssaultEdgeDraw, OneCardFromAnyDeckMandatoryNoHandLimitNoCardPlays) {
  Rig r = Base();
  r.combat = false;
  r.hand[0] = {"Orbital Strike", "Total Assault", "Recall", "Fortify", "Sabotage", "Sabotage", "Sabotage",
               "Field Manual", "Field Manual", "Field Manual", "Shock Blade", "Shock Blade"};
  r.tops[0][kBarracks] = {"Battle Fury"};
  auto s = Make(r);
  EXPECT_EQ(G(*s).phase_, Phase::kDraw);
  EXPECT_EQ(LegalList(*s), "draw research; draw command; draw barracks; ");  // R4, R5: no pass, no cards
  Play(*s, "draw barracks");
  EXPECT_EQ(G(*s).hand_[0].size(), 13u);
  EXPECT_EQ(InHand(*s, 0, "Battle Fury"), 1);
  EXPECT_EQ(G(*s).phase_, Phase::kCombat);
}

// ---- movement ------------------------------------------------------------------------------------

TEST(AssaultEdgeMove, KingStepsUpToSpeedPassThroughFriendsNeverStopNoEnemies) {
  Rig r = Base();
  r.units = {U(0, "e3", 1, 1, 2), U(0, "e4", 1, 1), U(1, "d4", 1, 1), U(1, "f4", 1, 1)};
  auto s = Make(r);
  Play(*s, "activate e3");
  ExpectRefused(*s, "move d4");       // enemy
  EXPECT_TRUE(Legal(*s, "move e4"));  // friend: pass through only
  EXPECT_TRUE(Legal(*s, "move d2"));  // diagonal
  Play(*s, "move e4");
  ExpectRefused(*s, "end move");       // may not stop on a friend
  EXPECT_EQ(G(*s).unit_by_id(G(*s).active_)->spd_left, 1);
  Play(*s, "move e5");
  ExpectRefused(*s, "move e6");  // no speed left
  Play(*s, "end move");
  EXPECT_TRUE(At(*s, "e5"));
}

TEST(AssaultEdgeMove, JumpJetsPassThroughEnemies) {
  Rig r = Base();
  Placed p = U(0, "e3", 1, 1, 1);
  p.equipment = {"Jump Jets"};
  r.units = {p, U(1, "e4", 1, 1)};
  auto s = Make(r);
  EXPECT_EQ(G(*s).spd_of(*At(*s, "e3")), 2);
  Play(*s, "activate e3; move e4; move e5; end move");
  EXPECT_EQ(At(*s, "e5")->owner, 0);
}

TEST(AssaultEdgeMove, MoveBattleMoveWithSpeedLeftOneUnitAtATime) {
  Rig r = Base();
  r.units = {U(0, "e3", 2, 2, 3), U(0, "a2", 1, 1), U(1, "e6", 1, 3)};
  auto s = Make(r);
  Play(*s, "activate e3");
  ExpectRefused(*s, "activate a2");  // finish one unit before the next
  ExpectRefused(*s, "end combat");
  Play(*s, "move e4; move e5; end move");
  EXPECT_EQ(G(*s).unit_by_id(G(*s).active_)->sub, Sub::kBattle);
  Play(*s, "+1 e6; +1 e6; declare");
  EXPECT_EQ(Hp(*s, "e6"), 1);
  EXPECT_EQ(Hp(*s, "e5"), 2);  // enemy units never strike back
  EXPECT_EQ(G(*s).unit_by_id(G(*s).active_)->spd_left, 1);
  Play(*s, "move d4");
  ExpectRefused(*s, "move c3");
  Play(*s, "end move");
  EXPECT_EQ(G(*s).active_, -1);
  EXPECT_EQ(At(*s, "d4")->sub, Sub::kDone);
  ExpectRefused(*s, "activate d4");  // once per turn
  Play(*s, "activate a2");
}

// ---- attacks -------------------------------------------------------------------------------------

TEST(AssaultEdgeAttack, SplitAttackAmongTargetsAtMostAttackPoints) {
  Rig r = Base();
  r.units = {U(0, "e7", 3, 2), U(1, "d7", 1, 2), U(1, "f6", 1, 2)};
  auto s = Make(r);
  Play(*s, "activate e7; end move");
  EXPECT_TRUE(Legal(*s, "skip attack"));
  Play(*s, "+1 d7; +1 f6; +1 P2 command");
  ExpectRefused(*s, "+1 d7");  // all 3 points assigned
  const int cmd = DeckSize(*s, 1, kCommand);
  Play(*s, "declare");
  EXPECT_EQ(Hp(*s, "d7"), 1);
  EXPECT_EQ(Hp(*s, "f6"), 1);
  EXPECT_EQ(DeckSize(*s, 1, kCommand), cmd - 1);
}

TEST(AssaultEdgeAttack, RangeOneOrReachTwoDeckDistance) {
  // Scenario 6: the Drake on e5 reaches e7 but not P2's Command Deck (distance 3); from e6 it does.
  Rig r = Base();
  Placed d = U(0, "e5", 5, 2, 3);
  d.unique = "Cinder Drake";
  d.reach = true;
  r.units = {d, U(1, "e7", 1, 1)};
  auto s = Make(r);
  Play(*s, "activate e5; end move");
  EXPECT_TRUE(Legal(*s, "+1 e7"));
  ExpectRefused(*s, "+1 P2 command");
  Rig r2 = r;
  r2.units[0].sq = "e6";
  r2.units[1].sq = "a4";
  auto s2 = Make(r2);
  Play(*s2, "activate e6; end move");
  EXPECT_TRUE(Legal(*s2, "+1 P2 command"));
  ExpectRefused(*s2, "+1 P2 research");  // g7-i7: distance 3
  // A unit without reach: adjacent only.
  Rig r3 = Base();
  r3.units = {U(0, "e5", 2, 2), U(1, "e7", 1, 1)};
  auto s3 = Make(r3);
  Play(*s3, "activate e5; end move");
  ExpectRefused(*s3, "+1 e7");
  EXPECT_EQ(LegalList(*s3).find("+1"), std::string::npos);
}

TEST(AssaultEdgeAttack, CinderDrakeAndDemolisherAddOneToEachDeck) {
  Rig r = Base();
  Placed d = U(0, "e6", 2, 2, 3);
  d.unique = "Cinder Drake";
  d.reach = true;
  d.from = {"Magma Vent"};
  r.units = {d};
  auto s = Make(r);
  const int cmd = DeckSize(*s, 1, kCommand);
  Play(*s, "activate e6; end move; +1 P2 command; declare");
  EXPECT_EQ(DeckSize(*s, 1, kCommand), cmd - 3);  // 1 + Drake 1 + Demolisher 1
}

TEST(AssaultEdgeAttack, BastionGolemStopsDeckAttacksWithinOneSquare) {
  Rig r = Base();
  Placed g = U(1, "c6", 1, 4);
  g.unique = "Bastion Golem";
  r.units = {U(0, "d6", 2, 2), g};
  auto s = Make(r);
  EXPECT_EQ(G(*s).spd_of(*At(*s, "c6")), 1);
  Play(*s, "activate d6; end move");
  ExpectRefused(*s, "+1 P2 command");
  EXPECT_TRUE(Legal(*s, "+1 c6"));
}

TEST(AssaultEdgeAttack, VanguardCaptainGivesOtherFriendsWithinOnePlusOneAttack) {
  Rig r = Base();
  Placed c = U(0, "e4", 2, 2);
  c.unique = "Vanguard Captain";
  r.units = {c, U(0, "e5", 1, 1), U(0, "e7", 1, 1)};
  auto s = Make(r);
  EXPECT_EQ(G(*s).atk_of(*At(*s, "e5")), 2);
  EXPECT_EQ(G(*s).atk_of(*At(*s, "e7")), 1);
  EXPECT_EQ(G(*s).atk_of(*At(*s, "e4")), 2);  // not itself
}

// ---- end phase -------------------------------------------------------------------------------------

TEST(AssaultEdgeEnd, AttackSpeedRefreshHpStaysTempHpLostFacilityFlips) {
  Rig r = Base();
  r.face_up[0] = {false, false};
  r.hand[0] = {"Battle Fury", "Flank March"};
  r.units = {U(0, "e4", 1, 3, 1), U(1, "a5", 1, 3)};
  r.units[0].max_hp = 4;
  auto s = Make(r);
  Play(*s, "play Battle Fury on e4; play Flank March on e4");
  EXPECT_EQ(G(*s).atk_of(*At(*s, "e4")), 3);
  EXPECT_EQ(G(*s).spd_of(*At(*s, "e4")), 3);
  const_cast<Unit*>(At(*s, "a5"))->temp = 2;  // as if from Smoke Screen
  Play(*s, "end combat; flip Arc Battery");
  EXPECT_EQ(G(*s).atk_of(*At(*s, "e4")), 1);
  EXPECT_EQ(G(*s).spd_of(*At(*s, "e4")), 1);
  EXPECT_EQ(Hp(*s, "e4"), 3);  // damage stays
  EXPECT_EQ(At(*s, "a5")->temp, 0);  // R10: both players' temporary HP
  EXPECT_TRUE(G(*s).fac_up_[0][1]);
  EXPECT_FALSE(G(*s).fac_up_[0][0]);
  EXPECT_EQ(G(*s).turn_player_, 1);
}

// ---- cards and the chain ------------------------------------------------------------------------

// Scenario 4 and R9: LIFO, negation refunds costs, set-aside costs are paid on resolution.
TEST(AssaultEdgeChain, CountermandOnCountermandRefundsTheNegatedCostInOrder) {
  Rig r = Base();
  r.hand[0] = {"Orbital Strike", "Countermand"};
  r.hand[1] = {"Countermand"};
  r.units = {U(1, "e5", 1, 3)};
  auto s = Make(r);
  const auto p2top = G(*s).decks_[1][kCommand];
  const int p1cmd = DeckSize(*s, 0, kCommand);
  Play(*s, "play Orbital Strike on e5");
  EXPECT_EQ(s->current_player(), 1);
  Play(*s, "play Countermand on link 1");
  EXPECT_EQ(DeckSize(*s, 1, kCommand), static_cast<int>(p2top.size()) - 2);  // set aside
  EXPECT_EQ(s->current_player(), 0);
  ExpectRefused(*s, "play Countermand on link 1");  // only the opponent's links (notes.md)
  Play(*s, "play Countermand on link 2");
  // P2 has nothing left: the chain resolves, P1's Countermand first.
  EXPECT_TRUE(G(*s).chain_.empty());
  EXPECT_EQ(DeckSize(*s, 0, kCommand), p1cmd - 2);
  EXPECT_EQ(G(*s).decks_[1][kCommand], p2top);  // back on top, original order
  EXPECT_EQ(InDiscard(*s, 1, "Countermand"), 1);
  EXPECT_EQ(InDiscard(*s, 0, "Orbital Strike"), 1);
  EXPECT_EQ(At(*s, "e5"), nullptr);  // destroyed
}

TEST(AssaultEdgeChain, NonTurnPlayerOnlyQuickTurnPlayerAnything) {
  Rig r = Base();
  r.hand[0] = {"Orbital Strike", "Total Assault"};
  r.hand[1] = {"Countermand", "Orbital Strike", "Field Medic Kit"};
  r.units = {U(1, "e5", 1, 3), U(0, "e3", 1, 1)};
  auto s = Make(r);
  Play(*s, "play Orbital Strike on e5");
  ExpectRefused(*s, "play Orbital Strike on e3");  // not Quick
  Play(*s, "play Countermand on link 1");
  EXPECT_TRUE(Legal(*s, "play Total Assault"));  // the turn player need not use Quick
  Play(*s, "pass");
  EXPECT_EQ(Hp(*s, "e5"), 3);  // negated
  EXPECT_EQ(InDiscard(*s, 0, "Orbital Strike"), 1);
}

TEST(AssaultEdgeChain, SignalJammerNegatesResearchOrBarracksOnlyCostDiscardedOnResolution) {
  Rig r = Base();
  r.first = 1;
  r.hand[1] = {"Flank March", "Orbital Strike", "Flank March"};
  r.hand[0] = {"Signal Jammer", "Sabotage"};
  r.units = {U(1, "e5", 1, 3), U(0, "a3", 1, 5)};
  auto s = Make(r);
  Play(*s, "play Orbital Strike on a3");
  EXPECT_EQ(s->current_player(), 1);  // a Command card: P1 had no answer, it resolved
  EXPECT_EQ(Hp(*s, "a3"), 2);
  Play(*s, "play Flank March on e5");
  EXPECT_EQ(s->current_player(), 0);
  Play(*s, "play Signal Jammer on link 1");
  EXPECT_EQ(s->current_player(), 0);  // the cost
  Play(*s, "pay Sabotage");
  EXPECT_EQ(InDiscard(*s, 0, "Sabotage"), 0);  // set aside, not yet discarded
  EXPECT_EQ(G(*s).chain_.size(), 2u);
  EXPECT_EQ(s->current_player(), 1);  // the turn player may answer
  Play(*s, "pass");
  EXPECT_EQ(InDiscard(*s, 0, "Sabotage"), 1);
  EXPECT_EQ(InDiscard(*s, 1, "Flank March"), 1);
  EXPECT_EQ(G(*s).spd_of(*At(*s, "e5")), 1);
}

TEST(AssaultEdgeChain, SimultaneousTriggersTurnPlayersFirstSoOpponentsResolveFirst) {
  // P1's Drain attacker destroys P2's Thornback Warden: Drain (P1) goes on first, the Warden's
  // retaliation (P2) on top; it resolves first (3 -> 1), then Drain heals 1 (-> 2).
  Rig r = Base();
  Placed a = U(0, "e5", 3, 3);
  a.from = {"Umbral Sanctum"};
  Placed t = U(1, "e6", 2, 1);
  t.unique = "Thornback Warden";
  r.units = {a, t};
  auto s = Make(r);
  Play(*s, "activate e5; end move; +1 e6; declare");
  EXPECT_EQ(At(*s, "e6"), nullptr);
  EXPECT_EQ(Hp(*s, "e5"), 2);
  EXPECT_EQ(InDiscard(*s, 1, "Thornback Warden"), 1);
}

TEST(AssaultEdgeChain, FacilitiesCannotBeNegatedButTheirUnitEffectsCan) {
  // R11: Ebb is a chain link; the opponent may Countermand it. Flips never open a window.
  Rig r = Base();
  r.first = 1;
  r.combat = false;
  Placed e = U(1, "e5", 2, 1);
  e.max_hp = 3;
  e.from = {"Tidal Works"};
  r.units = {e};
  r.hand[0] = {"Countermand"};
  auto s = Make(r);
  EXPECT_EQ(s->current_player(), 0);
  EXPECT_TRUE(Legal(*s, "play Countermand on link 1"));
  Play(*s, "play Countermand on link 1");
  EXPECT_EQ(Hp(*s, "e5"), 1);  // negated
  // Without an answer, Ebb heals 1 at the start of the turn (it cannot miss its timing).
  Rig r2 = r;
  r2.hand[0].clear();
  auto s2 = Make(r2);
  PassEmptyPoints(*s2);  // P1 is asked all the same (issue 17), and passes
  EXPECT_EQ(Hp(*s2, "e5"), 2);
  // P2 ends its turn flipping a facility while P1 holds Countermand: no decision for P1.
  Rig r3 = Base();
  r3.first = 1;
  r3.face_up[1] = {false, true};
  r3.hand[0] = {"Countermand"};
  auto s3 = Make(r3);
  Play(*s3, "end combat");
  EXPECT_TRUE(G(*s3).fac_up_[1][0]);
  EXPECT_EQ(G(*s3).turn_player_, 0);
}

TEST(AssaultEdgeChain, TideOracleHealsFriendsWithinOneAtTheStartOfTheTurn) {
  Rig r = Base();
  r.first = 1;
  r.combat = false;
  Placed o = U(1, "e5", 1, 1);
  o.max_hp = 3;
  o.unique = "Tide Oracle";
  Placed f = U(1, "e6", 1, 1);
  f.max_hp = 2;
  Placed far = U(1, "e3", 1, 1);
  far.max_hp = 2;
  r.units = {o, f, far};
  auto s = Make(r);
  PassEmptyPoints(*s);
  EXPECT_EQ(Hp(*s, "e5"), 2);
  EXPECT_EQ(Hp(*s, "e6"), 2);
  EXPECT_EQ(Hp(*s, "e3"), 1);
}

// Issue 17: the start-of-turn effects resolve in the order their controller chooses. P2's Ebb unit
// on c5 and Tide Oracle on e5 (board order: c5 first); P2 has Ebb resolve after the Oracle.
TEST(AssaultEdgeChain, StartOfTurnEffectsResolveInTheOrderTheirControllerChooses) {
  Rig r = Base();
  r.first = 1;
  r.combat = false;
  Placed e = U(1, "c5", 1, 1);
  e.max_hp = 3;
  e.from = {"Tidal Works"};
  Placed o = U(1, "e5", 1, 1);
  o.max_hp = 3;
  o.unique = "Tide Oracle";
  r.units = {e, o};
  auto s = Make(r);
  EXPECT_EQ(s->current_player(), 1);
  EXPECT_EQ(view(*s, 0).sub_phase, "order");
  EXPECT_EQ(view(*s, 0).starting, (std::vector<std::string>{"Ebb (c5)", "Tide Oracle (e5)"}));
  EXPECT_EQ(LegalList(*s), "in board order; first Ebb c5; first Tide Oracle e5; ");
  scenario::Play(*s, "first Tide Oracle e5");  // one left: it goes under the Oracle by itself
  ASSERT_EQ(G(*s).chain_.size(), 2u);
  EXPECT_EQ(G(*s).chain_.back().effect, kEffTide);  // on top: resolves first
  EXPECT_EQ(s->current_player(), 0);                // the opponent may answer (asked with an empty hand)
  scenario::Play(*s, "pass");
  std::vector<std::string> resolved;
  for (const Event& ev : view(*s, 1).events)
    if (ev.text.rfind("resolves", 0) == 0) resolved.push_back(ev.text);
  EXPECT_EQ(resolved, (std::vector<std::string>{"resolves Tide Oracle (e5)", "resolves Ebb (c5)"}));
  EXPECT_EQ(Hp(*s, "c5"), 2);
  EXPECT_EQ(Hp(*s, "e5"), 2);
  // "in board order": Ebb (c5) resolves first.
  auto t = Make(r);
  scenario::Play(*t, "in board order");
  EXPECT_EQ(G(*t).chain_.back().effect, kEbb);
  // A single effect asks nothing.
  Rig one = r;
  one.units = {e};
  auto u = Make(one);
  EXPECT_EQ(u->current_player(), 0);
  EXPECT_EQ(G(*u).chain_.size(), 1u);
}

// ---- response points -----------------------------------------------------------------------------

// Issue 17: "when they enter or end any sub phase during the combat phase ... you can respond with
// quick cards". A unit's entry into Move 1 is a response point: P2 dismantles the Shock Blade of the
// unit just activated, before it moves.
TEST(AssaultEdgeResponse, EnteringMoveOneIsAResponsePoint) {
  Rig r = Base();
  Placed a = U(0, "e3", 1, 2, 2);
  a.equipment = {"Shock Blade"};
  r.units = {a, U(1, "e6", 1, 3)};
  r.hand[1] = {"Dismantle"};
  auto s = Make(r);
  scenario::Play(*s, "activate e3");
  EXPECT_EQ(s->current_player(), 1);
  EXPECT_EQ(view(*s, 1).sub_phase, "window");
  scenario::Play(*s, "play Dismantle on e3 Shock Blade; pass");  // P1 has priority, passes: it resolves
  EXPECT_EQ(G(*s).atk_of(*At(*s, "e3")), 1);
  EXPECT_EQ(G(*s).unit_by_id(G(*s).active_)->sub, Sub::kMove1);
  EXPECT_EQ(s->current_player(), 0);
}

// The end of the Battle is a response point, after a skipped Battle as well as after damage.
TEST(AssaultEdgeResponse, EndOfBattleIsAResponsePointAfterASkippedBattleAndAfterDamage) {
  Rig r = Base();
  Placed hurt = U(1, "a6", 1, 1);
  hurt.max_hp = 3;
  r.units = {U(0, "e4", 2, 2), U(0, "a2", 1, 1), U(1, "e5", 1, 3), hurt};
  r.hand[1] = {"Field Medic Kit", "Field Medic Kit"};
  auto s = Make(r);
  scenario::Play(*s, "activate a2; pass; end move; pass; skip attack");
  EXPECT_EQ(s->current_player(), 1);  // the skipped Battle ends
  EXPECT_EQ(view(*s, 1).sub_phase, "window");
  scenario::Play(*s, "play Field Medic Kit on a6; pass");
  EXPECT_EQ(Hp(*s, "a6"), 3);
  EXPECT_EQ(s->current_player(), 0);
  scenario::Play(*s, "end move; pass; activate e4; pass; end move; pass; +1 e5; +1 e5; declare; pass");
  EXPECT_EQ(Hp(*s, "e5"), 1);
  EXPECT_EQ(s->current_player(), 1);  // after the damage the Battle ends
  scenario::Play(*s, "play Field Medic Kit on e5; pass");
  EXPECT_EQ(Hp(*s, "e5"), 3);
  EXPECT_EQ(G(*s).unit_by_id(G(*s).active_)->sub, Sub::kMove2);
  EXPECT_EQ(s->current_player(), 0);
}

// The opponent's window must not reveal whether it holds a Quick card: every response point and
// every priority after a link asks, with "pass" the only answer when nothing is playable.
TEST(AssaultEdgeResponse, EveryResponsePointAsksEvenWithNothingPlayable) {
  Rig r = Base();
  r.units = {U(0, "e3", 2, 2, 2), U(1, "e6", 1, 3)};
  r.hand[0] = {"Total Assault"};
  auto s = Make(r);
  const std::vector<Action> only_pass{kPass};
  int asked = 0;
  auto expect_asked = [&](const char* point) {
    EXPECT_EQ(s->current_player(), 1) << point;
    EXPECT_EQ(s->legal_actions(), only_pass) << point;
    ++asked;
    scenario::Play(*s, "pass");
  };
  scenario::Play(*s, "play Total Assault");
  expect_asked("priority after a link");
  scenario::Play(*s, "activate e3");
  expect_asked("entering Move 1");
  scenario::Play(*s, "move e4; move e5; end move");
  expect_asked("end of Move 1");
  scenario::Play(*s, "+1 e6; declare");
  expect_asked("the declaration");
  expect_asked("end of the Battle");
  scenario::Play(*s, "end move");
  expect_asked("end of Move 2");
  EXPECT_EQ(asked, 6);
  EXPECT_EQ(s->current_player(), 0);
  EXPECT_EQ(Hp(*s, "e6"), 2);
  // Only the pass that resolved a chain is a line of the log; the five points' passes say nothing.
  int passes = 0;
  for (const Event& e : view(*s, 0).events) passes += e.text == "passes";
  EXPECT_EQ(passes, 1);
}

// The log as `seat` reads it ("pass", "passes": the text for the seat that acted, else the third person).
std::vector<std::string> LinesFor(const State& s, int seat) {
  std::vector<std::string> out;
  for (const Event& e : view(s, seat).events) out.push_back(e.for_reader(e.seat == seat));
  return out;
}
bool HasLine(const State& s, int seat, const std::string& line) {
  const std::vector<std::string> lines = LinesFor(s, seat);
  return std::find(lines.begin(), lines.end(), line) != lines.end();
}

// Issue 38: a pass that was the passer's only legal move says so to the passer (the table plays it for
// the player against the computer: never a silent pass), and only to the passer: its opponent reads
// "passes" either way, so the line tells nothing of the hand. A pass with a card to play says nothing more.
TEST(AssaultEdgeResponse, AForcedPassSaysWhyToThePasserAlone) {
  Rig r = Base();
  r.units = {U(0, "e3", 2, 2, 2), U(1, "e6", 1, 3)};
  r.hand[0] = {"Total Assault", "Orbital Strike"};
  auto s = Make(r);
  scenario::Play(*s, "play Total Assault; pass");  // P2 holds nothing: only "pass"
  EXPECT_TRUE(HasLine(*s, 1, "pass: you have no Quick card you can play now"));
  EXPECT_TRUE(HasLine(*s, 0, "passes"));
  for (const std::string& line : LinesFor(*s, 0)) EXPECT_EQ(line.find("no Quick card"), std::string::npos) << line;
  // P2 answers with Countermand (its cost said where it leaves the deck); P1, holding only a card it
  // cannot play now, passes: in its own turn it "has no card", not "no Quick card".
  Rig r2 = r;
  r2.hand[0] = {"Total Assault"};
  r2.hand[1] = {"Countermand"};
  auto s2 = Make(r2);
  scenario::Play(*s2, "play Total Assault; play Countermand on link 1");
  EXPECT_TRUE(HasLine(*s2, 0, "plays Countermand on link 1 (cost: the top 2 cards of the command deck, set aside)"));
  EXPECT_EQ(s2->legal_actions(), std::vector<Action>{kPass});
  scenario::Play(*s2, "pass");
  EXPECT_TRUE(HasLine(*s2, 0, "pass: you have no card you can play now"));
  EXPECT_TRUE(HasLine(*s2, 1, "passes"));
  // A pass with Countermand playable: a choice, said as a plain pass.
  auto s3 = Make(r2);
  scenario::Play(*s3, "play Total Assault; pass");
  EXPECT_TRUE(HasLine(*s3, 1, "pass"));
  EXPECT_FALSE(HasLine(*s3, 1, "pass: you have no Quick card you can play now"));
}

// ---- healing, temporary HP, maximum HP -----------------------------------------------------------

// Scenario 5 (a): healing during damage calculation is subtracted from the damage first.
TEST(AssaultEdgeHealth, FieldMedicKitInResponseIsSubtractedFromTheDamage) {
  Rig r = Base();
  r.units = {U(0, "e4", 4, 2), U(1, "e5", 1, 3)};
  r.hand[1] = {"Field Medic Kit"};
  auto s = Make(r);
  Play(*s, "activate e4; end move; +1 e5; +1 e5; +1 e5; +1 e5; declare; play Field Medic Kit on e5");
  EXPECT_EQ(Hp(*s, "e5"), 1);
  // Issue 38: the number explained.
  EXPECT_TRUE(HasLine(*s, 0, "takes 2 attack damage to the unit on e5 (4 attack points, 2 cancelled by healing during the responses)"));
}

// (b) Smoke Screen: 2 temporary HP absorb 2. (c) 1 point: 3 HP, 1 temporary HP, gone after the End phase.
TEST(AssaultEdgeHealth, SmokeScreenTemporaryHpAbsorbsFirstAndIsLostAtEndOfTurn) {
  Rig r = Base();
  r.units = {U(0, "e4", 4, 2), U(1, "e5", 1, 3)};
  r.hand[1] = {"Smoke Screen"};
  auto s = Make(r);
  ExpectRefused(*s, "play Smoke Screen on e5");  // P1's open point: not P2's
  Play(*s, "activate e4; end move; +1 e5; +1 e5; +1 e5; +1 e5; declare; play Smoke Screen on e5");
  EXPECT_EQ(Hp(*s, "e5"), 1);
  EXPECT_EQ(At(*s, "e5")->temp, 0);
  EXPECT_TRUE(HasLine(*s, 1, "take 4 attack damage to the unit on e5 (temporary HP from Smoke Screen absorbs 2)"));  // issue 38
  auto s2 = Make(r);
  Play(*s2, "activate e4; end move; +1 e5; declare; play Smoke Screen on e5");
  EXPECT_EQ(Hp(*s2, "e5"), 3);
  EXPECT_EQ(At(*s2, "e5")->temp, 1);
  Play(*s2, "end move; end combat");
  EXPECT_EQ(At(*s2, "e5")->temp, 0);
}

TEST(AssaultEdgeHealth, SmokeScreenOnlyForAUnitTheDeclarationAssignsDamageTo) {
  Rig r = Base();
  r.units = {U(0, "e4", 2, 2), U(1, "e5", 1, 3), U(1, "d5", 1, 3)};
  r.hand[1] = {"Smoke Screen"};
  auto s = Make(r);
  Play(*s, "activate e4; end move; +1 e5; declare");
  EXPECT_TRUE(Legal(*s, "play Smoke Screen on e5"));
  ExpectRefused(*s, "play Smoke Screen on d5");
}

TEST(AssaultEdgeHealth, HealingNeverExceedsMaximumHp) {
  Rig r = Base();
  Placed u = U(0, "e4", 1, 2);
  u.max_hp = 3;
  r.units = {u};
  r.hand[0] = {"Field Medic Kit", "Field Medic Kit"};
  r.units[0].seat = 0;
  Rig g = r;
  g.first = 0;
  auto s = Make(g, {{"army1", "grove"}});
  Play(*s, "play Field Medic Kit on e4");
  EXPECT_EQ(Hp(*s, "e4"), 3);
  ExpectRefused(*s, "play Field Medic Kit on e4");  // nothing to heal: not offered (notes.md)
}

TEST(AssaultEdgeHealth, MaximumHpChangesMoveCurrentHpPlateHarnessAndDismantle) {
  Rig r = Base();
  r.first = 1;
  Placed w = U(1, "b7", 1, 1);
  w.from = {"Verdant Grove"};  // Warden: +3
  r.units = {w, U(0, "e4", 1, 1)};
  r.hand[1] = {"Plate Harness", "Plate Harness"};
  r.hand[0] = {"Dismantle"};
  auto s = Make(r, {{"army1", "grove"}});
  Play(*s, "play Plate Harness on b7");
  EXPECT_EQ(At(*s, "b7")->max_hp, 4);
  EXPECT_EQ(Hp(*s, "b7"), 4);
  Play(*s, "play Plate Harness on b7");  // R12: any number
  Play(*s, "pass");                      // P1 could already Dismantle the first harness
  EXPECT_EQ(Hp(*s, "b7"), 7);
  const_cast<Unit*>(At(*s, "b7"))->hp = 3;  // 4 damage taken
  // P1 (Grove here) dismantles one harness in a response window: 3 - 3 = 0, the unit is destroyed.
  Play(*s, "activate b7");  // entering Move 1 is a response point
  EXPECT_EQ(s->current_player(), 0);
  Play(*s, "play Dismantle on b7 Plate Harness 1");
  EXPECT_EQ(At(*s, "b7"), nullptr);
  EXPECT_EQ(InDiscard(*s, 1, "Plate Harness"), 2);  // its equipment goes with it
}

TEST(AssaultEdgeHealth, FieldPromotionPermanentAttackAndMaximumHp) {
  Rig r = Base();
  r.units = {U(0, "e4", 1, 1)};
  r.hand[0] = {"Field Promotion"};
  auto s = Make(r);
  Play(*s, "play Field Promotion on e4; end combat");
  EXPECT_EQ(G(*s).atk_of(*At(*s, "e4")), 2);
  EXPECT_EQ(At(*s, "e4")->max_hp, 2);
  EXPECT_EQ(Hp(*s, "e4"), 2);
}

// ---- reselection (R7) and Thornback Warden ------------------------------------------------------

// Scenario 6, second part.
TEST(AssaultEdgeReselect, WithdrawalOutOfRangeKeepLosesThePoints) {
  Rig r = Base();
  r.units = {U(0, "d5", 2, 3), U(1, "d6", 1, 3)};
  r.hand[1] = {"Tactical Withdrawal"};
  auto s = Make(r);
  Play(*s, "activate d5; end move; +1 d6; +1 d6; declare; play Tactical Withdrawal on d6");
  EXPECT_EQ(s->current_player(), 1);
  Play(*s, "move c6; move b6");
  EXPECT_EQ(LegalList(*s), "keep; redeclare; ");
  Play(*s, "keep");
  EXPECT_EQ(Hp(*s, "b6"), 3);
  EXPECT_EQ(At(*s, "d5")->sub, Sub::kMove2);
}

TEST(AssaultEdgeReselect, RedeclareOnceWithoutResponsesThornbackRetaliatesTwo) {
  Rig r = Base();
  Placed t = U(1, "c5", 2, 4);
  t.unique = "Thornback Warden";
  r.units = {U(0, "d5", 2, 3), U(1, "d6", 1, 3), t};
  r.hand[1] = {"Tactical Withdrawal", "Smoke Screen"};
  auto s = Make(r);
  Play(*s, "activate d5; end move; +1 d6; +1 d6; declare; play Tactical Withdrawal on d6; move c6; move b6");
  Play(*s, "redeclare; +1 c5; declare");  // no window although P2 holds Smoke Screen
  EXPECT_EQ(Hp(*s, "c5"), 3);
  EXPECT_EQ(Hp(*s, "d5"), 1);  // 2 damage, not an attack
  EXPECT_EQ(InHand(*s, 1, "Smoke Screen"), 1);
  EXPECT_EQ(At(*s, "d5")->sub, Sub::kMove2);
}

// ---- equipment, unique units, techniques ---------------------------------------------------------

TEST(AssaultEdgeCards, EquipmentOnlyOnUnitsInYourSpawnZoneDiscardedWithTheUnit) {
  Rig r = Base();
  r.units = {U(0, "h1", 1, 1), U(0, "e4", 1, 1)};
  r.hand[0] = {"Shock Blade", "Longshot Scope", "Orbital Strike"};
  r.hand[1] = {};
  auto s = Make(r);
  ExpectRefused(*s, "play Shock Blade on e4");
  Play(*s, "play Shock Blade on h1; play Longshot Scope on h1");
  EXPECT_EQ(G(*s).atk_of(*At(*s, "h1")), 2);
  EXPECT_EQ(G(*s).range_of(*At(*s, "h1")), 2);
  EXPECT_EQ(At(*s, "h1")->equip.size(), 2u);
}

TEST(AssaultEdgeCards, UnitCardsFreeSpawnSquareAtMostThreeNoTwoOfTheSameName) {
  Rig r = Base();
  r.hand[0] = {"Cinder Drake", "Cinder Drake", "Vanguard Captain", "Arc Engineer"};
  r.units = {U(0, "i1", 1, 1)};
  auto s = Make(r);
  EXPECT_TRUE(Legal(*s, "play Cinder Drake at h1"));
  EXPECT_TRUE(Legal(*s, "play Cinder Drake at g1"));
  ExpectRefused(*s, "play Cinder Drake at i1");
  Play(*s, "play Cinder Drake at g1");
  ExpectRefused(*s, "play Cinder Drake at h1");  // same name on the board
  Play(*s, "play Vanguard Captain at h1");
  // The spawn zone is full now; move the Drake away, then the third unique.
  Play(*s, "activate g1; move g2; move g3; end move; skip attack; end move; play Arc Engineer at g1");
  EXPECT_EQ(At(*s, "g1")->slot, 3);
  EXPECT_EQ(G(*s).range_of(*At(*s, "g3")), 2);
}

TEST(AssaultEdgeCards, AtMostThreeUniqueUnits) {
  Rig r = Base();
  Placed a = U(0, "a3", 1, 1), b = U(0, "b3", 1, 1), c = U(0, "c3", 1, 1);
  a.unique = "Cinder Drake", b.unique = "Vanguard Captain", c.unique = "Arc Engineer";
  r.units = {a, b, c};
  r.hand[0] = {"Cinder Drake"};
  auto s = Make(r);
  ExpectRefused(*s, "play Cinder Drake at i1");
  EXPECT_EQ(At(*s, "c3")->slot, 3);
}

// R14: a unit spawned in the Combat phase is ready at once.
TEST(AssaultEdgeCards, ReinforcementsAndRapidMusterSpawnReadyUnits) {
  Rig r = Base();
  r.hand[0] = {"Reinforcements", "Rapid Muster", "Sabotage"};
  auto s = Make(r);
  Play(*s, "play Reinforcements");
  EXPECT_TRUE(At(*s, "i1") && At(*s, "h1"));
  EXPECT_TRUE(Legal(*s, "activate h1"));
  Play(*s, "play Rapid Muster; pay Sabotage");
  EXPECT_TRUE(At(*s, "g1"));
  EXPECT_EQ(InDiscard(*s, 0, "Sabotage"), 1);
  EXPECT_EQ(InDiscard(*s, 0, "Rapid Muster"), 1);
}

TEST(AssaultEdgeCards, SecondWindReactivatesADoneUnitOncePerTurn) {
  Rig r = Base();
  r.units = {U(0, "e4", 1, 1)};
  r.hand[0] = {"Second Wind", "Second Wind", "Sabotage", "Sabotage"};
  auto s = Make(r);
  ExpectRefused(*s, "play Second Wind on e4");  // not DONE yet
  Play(*s, "activate e4; move e5; end move; skip attack; end move");
  Play(*s, "play Second Wind on e5");
  ExpectRefused(*s, "play Second Wind on e5");  // the cost comes first
  EXPECT_EQ(s->current_player(), 0);
  Play(*s, "pay Sabotage");
  EXPECT_EQ(At(*s, "e5")->sub, Sub::kReady);
  Play(*s, "activate e5; move e6; end move; skip attack; end move");
  ExpectRefused(*s, "play Second Wind on e6");  // one resolved per turn
}

TEST(AssaultEdgeCards, AmbushWhenAnEnemyEndsAMovementSubPhaseWithinOne) {
  Rig r = Base();
  r.units = {U(0, "e3", 1, 2, 2), U(1, "e6", 1, 1)};
  r.hand[1] = {"Ambush"};
  auto s = Make(r);
  Play(*s, "activate e3; move e4; end move");
  EXPECT_EQ(s->current_player(), 0);  // not within 1 of a P2 unit: Ambush not playable, P2 passed
  Play(*s, "skip attack; move e5; end move");
  EXPECT_EQ(s->current_player(), 1);
  Play(*s, "play Ambush on e5");
  EXPECT_EQ(At(*s, "e5"), nullptr);
}

TEST(AssaultEdgeCards, RadianceAndRepairInsteadOfAttackingOnlyBeforeDeclaring) {
  Rig r = Base();
  Placed e = U(0, "e4", 1, 2);
  e.unique = "Arc Engineer";
  Placed f = U(0, "e5", 1, 1);
  f.max_hp = 3;
  r.units = {e, f, U(1, "d4", 1, 3)};
  auto s = Make(r);
  Play(*s, "activate e4");
  ExpectRefused(*s, "heal e5");  // Move 1: not yet
  Play(*s, "end move");
  EXPECT_TRUE(Legal(*s, "heal e5"));
  auto s2 = s->clone();
  Play(*s2, "+1 d4");
  ExpectRefused(*s2, "heal e5");  // an attack already declared in part
  Play(*s, "heal e5");
  EXPECT_EQ(Hp(*s, "e5"), 3);
  EXPECT_EQ(At(*s, "e4")->sub, Sub::kMove2);  // the Battle sub-phase is used up
}

TEST(AssaultEdgeCards, NoCardsWhileADeclarationIsBuiltOrStandingOnAFriend) {
  Rig r = Base();
  r.units = {U(0, "e4", 2, 2, 2), U(0, "e5", 1, 1), U(1, "d5", 1, 3)};
  r.hand[0] = {"Total Assault"};
  auto s = Make(r);
  Play(*s, "activate e4; move e5");
  ExpectRefused(*s, "play Total Assault");  // passing through a friend
  Play(*s, "move e6");
  EXPECT_TRUE(Legal(*s, "play Total Assault"));  // on a free square again
  Rig r2 = r;
  r2.units[0].spd = 1;
  auto s2 = Make(r2);
  Play(*s2, "activate e4; end move");
  EXPECT_TRUE(Legal(*s2, "play Total Assault"));  // the Battle's start is an open point
  Play(*s2, "+1 d5");
  ExpectRefused(*s2, "play Total Assault");
  Play(*s2, "declare");
  EXPECT_TRUE(Legal(*s2, "play Total Assault"));
}

TEST(AssaultEdgeCards, SabotageSiegeBombardmentAndLastStandAgainstACard) {
  Rig r = Base();
  r.hand[0] = {"Sabotage", "Siege Bombardment"};
  r.hand[1] = {"Last Stand"};
  auto s = Make(r);
  const int res = DeckSize(*s, 1, kResearch), cmd = DeckSize(*s, 1, kCommand);
  ExpectRefused(*s, "play Sabotage on P2 command");
  Play(*s, "play Sabotage on P2 research");
  EXPECT_EQ(DeckSize(*s, 1, kResearch), res - 2);
  Play(*s, "play Siege Bombardment on P2 command; play Last Stand");
  EXPECT_EQ(DeckSize(*s, 1, kCommand), cmd);
  EXPECT_EQ(InDiscard(*s, 1, "Last Stand"), 1);
  // Issue 38: each deck line names its card and what was prevented (all of it: said all the same).
  EXPECT_TRUE(HasLine(*s, 0, "takes 2 damage to the research deck from Sabotage"));
  EXPECT_TRUE(HasLine(*s, 0, "takes 0 damage to the command deck from Siege Bombardment (3, Last Stand prevents 3)"));
}

// Issue 38: a deck's damage names what added to its attack points (Demolisher) and what Last Stand
// prevented; a deck that runs out says how many cards it still had; a card's damage to a unit names the card.
TEST(AssaultEdgeLog, EveryDamageNumberIsExplained) {
  Rig r = Base();
  Placed demolisher = U(0, "e7", 3, 2);
  demolisher.from = {"Magma Vent"};
  r.units = {demolisher};
  r.hand[1] = {"Last Stand"};
  auto s = Make(r);
  Play(*s, "activate e7; end move; +1 P2 command; +1 P2 command; +1 P2 command; declare; play Last Stand");
  EXPECT_TRUE(HasLine(*s, 0, "takes 1 damage to the command deck (3 attack points +1 Demolisher, Last Stand prevents 3)"));
  Rig r2 = Base();
  r2.units = {U(0, "h7", 3, 2), U(1, "a5", 1, 3)};
  r2.deck_size[1][kResearch] = 2;
  r2.hand[0] = {"Orbital Strike"};
  auto s2 = Make(r2);
  Play(*s2, "activate h7; end move; +1 P2 research; +1 P2 research; +1 P2 research; declare; end move; play Orbital Strike on a5");
  EXPECT_TRUE(HasLine(*s2, 1, "take 3 damage to the research deck (only 2 cards left to discard)"));
  EXPECT_TRUE(HasLine(*s2, 0, "takes 3 damage to the unit on a5 from Orbital Strike"));
}

TEST(AssaultEdgeCards, TotalAssaultElementalResonanceBattleFuryFlankMarch) {
  Rig r = Base();
  Placed f = U(0, "e4", 2, 1, 2);
  f.from = {"Ember Forge"};
  r.units = {f, U(0, "a4", 1, 1)};
  r.hand[0] = {"Total Assault", "Elemental Resonance", "Battle Fury", "Flank March"};
  auto s = Make(r);
  ExpectRefused(*s, "play Elemental Resonance on Water");
  Play(*s, "play Total Assault; play Elemental Resonance on Fire; play Battle Fury on e4");
  EXPECT_EQ(G(*s).atk_of(*At(*s, "e4")), 2 + 1 + 2 + 3);  // Striker: +3
  EXPECT_EQ(G(*s).atk_of(*At(*s, "a4")), 2);
  Play(*s, "activate e4; move e5");
  EXPECT_EQ(G(*s).unit_by_id(G(*s).active_)->spd_left, 2);
  Play(*s, "end move");
  Play(*s, "play Flank March on e5");
  EXPECT_EQ(G(*s).unit_by_id(G(*s).active_)->spd_left, 4);
}

TEST(AssaultEdgeCards, FieldManualDrawsTwoChoosingEachDeckRecallReturnsAUnitCard) {
  Rig r = Base();
  r.hand[0] = {"Field Manual", "Recall"};
  r.tops[0][kBarracks] = {"Battle Fury"};
  auto s = Make(r);
  // Put a Unit card in the discard pile first: a Drake destroyed.
  Placed d = U(1, "e5", 1, 1);
  (void)d;
  Play(*s, "play Field Manual");
  EXPECT_EQ(s->current_player(), 0);
  Play(*s, "draw barracks; draw research");
  EXPECT_EQ(InHand(*s, 0, "Battle Fury"), 1);
  EXPECT_EQ(G(*s).hand_[0].size(), 3u);
  EXPECT_FALSE(Legal(*s, "play Recall for Cinder Drake"));  // none in the discard pile
}

TEST(AssaultEdgeCards, RecallAndScoutReport) {
  Rig r = Base();
  Placed d = U(0, "e5", 1, 1);
  d.unique = "Cinder Drake";
  r.units = {d};
  r.hand[0] = {"Orbital Strike", "Recall"};
  auto s = Make(r);
  const_cast<Unit*>(At(*s, "e5"))->hp = 0;
  // Destroy it through the rules: an Orbital Strike on our own unit is not legal, so use a real attack.
  Rig r2 = Base();
  r2.first = 1;
  r2.units = {d, U(1, "e6", 2, 1)};
  r2.hand[0] = {"Recall"};
  auto s2 = Make(r2);
  Play(*s2, "activate e6; end move; +1 e5; declare; end move; end combat");
  EXPECT_EQ(InDiscard(*s2, 0, "Cinder Drake"), 1);
  Play(*s2, "draw research; play Recall for Cinder Drake");
  EXPECT_EQ(InHand(*s2, 0, "Cinder Drake"), 1);
  // Scout Report: reorder the top 3 of a deck.
  Rig r3 = Base();
  r3.hand[0] = {};
  auto g = Make(r3, {{"army1", "grove"}});
  Rig r4 = Base();
  r4.hand[0] = {"Scout Report"};
  r4.tops[1][kCommand] = {"Orbital Strike", "Mass Repair", "Fortify"};
  auto s4 = Make(r4, {{"army1", "grove"}});
  Play(*s4, "play Scout Report on P2 command");
  EXPECT_EQ(view(*s4, 0).looking.size(), 3u);
  EXPECT_TRUE(view(*s4, 1).looking.empty());
  Play(*s4, "pick Fortify; pick Orbital Strike");
  const auto& deck = G(*s4).decks_[1][kCommand];
  EXPECT_EQ(G(*s4).card_of(1, deck[deck.size() - 1]), kFortify);
  EXPECT_EQ(G(*s4).card_of(1, deck[deck.size() - 2]), kOrbitalStrike);
  EXPECT_EQ(G(*s4).card_of(1, deck[deck.size() - 3]), kMassRepair);
}

TEST(AssaultEdgeCards, ScoutReportOnAOneCardDeckAsksNothing) {
  Rig r = Base();
  r.hand[0] = {"Scout Report"};
  r.deck_size[1][kBarracks] = 1;
  auto s = Make(r, {{"army1", "grove"}});
  const auto before = G(*s).decks_[1][kBarracks];
  Play(*s, "play Scout Report on P2 barracks");
  EXPECT_EQ(G(*s).decision_, Decision::kNone);
  EXPECT_EQ(G(*s).decks_[1][kBarracks], before);
  EXPECT_EQ(s->current_player(), 0);
}

TEST(AssaultEdgeCards, FortifyAllYourUnitsOnlyInResponseToADeclaration) {
  Rig r = Base();
  r.units = {U(0, "e4", 3, 2), U(1, "e5", 1, 2), U(1, "a6", 1, 2)};
  r.hand[1] = {"Fortify"};
  auto s = Make(r);
  Play(*s, "activate e4; end move");
  EXPECT_EQ(s->current_player(), 0);  // the Battle's start: Fortify has no use yet
  Play(*s, "+1 e5; +1 e5; +1 e5; declare; play Fortify");
  EXPECT_EQ(Hp(*s, "e5"), 1);
  EXPECT_EQ(At(*s, "a6")->temp, 2);
}

TEST(AssaultEdgeCards, MassRepairHealsEachOfYourUnitsByTwo) {
  Rig r = Base();
  Placed a = U(0, "e4", 1, 1), b = U(0, "a4", 1, 2);
  a.max_hp = 4, b.max_hp = 3;
  r.units = {a, b};
  r.hand[0] = {"Mass Repair"};
  auto s = Make(r, {{"army1", "grove"}});
  Play(*s, "play Mass Repair");
  EXPECT_EQ(Hp(*s, "e4"), 3);
  EXPECT_EQ(Hp(*s, "a4"), 3);
}

TEST(AssaultEdgeCards, OrbitalStrikeAnywhereThroughTemporaryHp) {
  Rig r = Base();
  r.units = {U(1, "a7", 1, 4)};
  r.hand[0] = {"Orbital Strike"};
  auto s = Make(r);
  const_cast<Unit*>(At(*s, "a7"))->temp = 2;
  Play(*s, "play Orbital Strike on a7");
  EXPECT_EQ(Hp(*s, "a7"), 3);
  EXPECT_EQ(At(*s, "a7")->temp, 0);
}

// ---- illegal moves, views, hidden information ---------------------------------------------------

TEST(AssaultEdgeIllegal, RefusedWithTheStateUnchanged) {
  Rig r = Base();
  r.units = {U(0, "e4", 1, 1)};
  r.hand[0] = {"Orbital Strike"};
  auto s = Make(r);
  const std::string before = s->to_json();
  EXPECT_FALSE(s->apply(kDeclare).ok());
  EXPECT_FALSE(s->apply(kPlayBase + kOrbitalStrike * 512 + static_cast<Action>(Sq("e4"))).ok());  // own unit
  EXPECT_FALSE(s->apply(kMoveBase + 30).ok());
  EXPECT_FALSE(s->apply(99999).ok());
  EXPECT_EQ(s->to_json(), before);
  ExpectRefused(*s, "draw research");
  ExpectRefused(*s, "pass");
}

TEST(AssaultEdgeView, OpponentHandFaceDownFacilitiesAndDeckOrderStayHidden) {
  Rig r = Base();
  r.face_up[1] = {false, true};
  r.hand[0] = {"Orbital Strike"};
  r.hand[1] = {"Countermand", "Smoke Screen"};
  auto s = Make(r);
  const View v = view(*s, 0);
  EXPECT_EQ(v.players[1].hand, 2);
  EXPECT_EQ(v.players[1].facilities[0].facility, -1);
  EXPECT_EQ(v.players[1].facilities[1].facility, facility_by_name("Verdant Grove"));
  EXPECT_EQ(v.players[0].facilities[0].facility, facility_by_name("Ember Forge"));
  const std::string json = s->view_json(0);
  EXPECT_EQ(json.find("Smoke Screen"), std::string::npos);
  EXPECT_EQ(json.find("Tidal Works"), std::string::npos);
  EXPECT_NE(json.find("Orbital Strike"), std::string::npos);
  EXPECT_EQ(v.players[1].deck[kCommand], 29);  // the Countermand came from it
  // Determinizing for P1 keeps P1's view and resamples P2's hand from P2's decks.
  Rng rng(3);
  auto det = s->determinize(0, rng);
  EXPECT_EQ(det->view_json(0), s->view_json(0));
}

TEST(AssaultEdgeView, ChainPanelInOrderAndJsonFields) {
  Rig r = Base();
  r.hand[0] = {"Orbital Strike"};
  r.hand[1] = {"Countermand"};
  r.units = {U(1, "e5", 1, 3), U(1, "h1", 1, 1)};
  auto s = Make(r);
  Play(*s, "play Orbital Strike on e5");
  const View v = view(*s, 1);
  ASSERT_EQ(v.chain.size(), 1u);
  EXPECT_EQ(v.chain[0].what, "Orbital Strike on e5");
  EXPECT_EQ(v.sub_phase, "chain");
  EXPECT_EQ(v.to_act, 1);
  EXPECT_EQ(v.players[0].blocked_spawn, std::vector<int>{Sq("h1")});
  const std::string j = to_json(v);
  for (const char* k : {"\"chain\"", "\"units\"", "\"temp_hp\"", "\"spd_left\"", "\"unique_rail\"", "\"blocked_spawn\"",
                        "\"decks\"", "\"discard\"", "\"facilities\"", "\"events\""})
    EXPECT_NE(j.find(k), std::string::npos) << k;
  const std::string rules = rules_text();
  for (int t = 0; t < kNumCardTypes; ++t) EXPECT_NE(rules.find(card_type(t).name), std::string::npos);
}

// ---- the log and describe, in both persons -------------------------------------------------------

Event LastEvent(const State& s) { return view(s, 0).events.back(); }

TEST(AssaultEdgeLog, DescribeAndTheLoggedEventInBothPersons) {
  Rig r = Base();
  r.hand[0] = {"Orbital Strike", "Sabotage"};
  r.hand[1] = {"Countermand"};
  r.units = {U(0, "e3", 1, 1, 2), U(1, "e5", 1, 3)};
  auto s = Make(r);
  EXPECT_EQ(view(*s, 1).events.front().text, "wins the coin flip and takes the first turn");
  EXPECT_EQ(view(*s, 1).events.front().text_you, "win the coin flip and take the first turn");
  const Action strike = *s->parse_action("play Orbital Strike on e5");
  EXPECT_EQ(s->describe(strike), "plays Orbital Strike on e5");
  EXPECT_EQ(s->describe(strike, Person::kSecond), "play Orbital Strike on e5");
  Play(*s, "play Orbital Strike on e5");
  EXPECT_EQ(LastEvent(*s).seat, 0);
  EXPECT_EQ(LastEvent(*s).text, "plays Orbital Strike on e5");
  EXPECT_EQ(LastEvent(*s).text_you, "play Orbital Strike on e5");
  Play(*s, "play Countermand on link 1; pass");  // P1 has its strike negated ("has" -> "have")
  EXPECT_EQ(LastEvent(*s).text, "has Orbital Strike on e5 negated");
  EXPECT_EQ(LastEvent(*s).text_you, "have Orbital Strike on e5 negated");
  Play(*s, "play Sabotage on P2 research");  // a deck of P2 takes damage: P2's line
  EXPECT_EQ(LastEvent(*s).seat, 1);
  EXPECT_EQ(LastEvent(*s).text, "takes 2 damage to the research deck from Sabotage");
  EXPECT_EQ(LastEvent(*s).text_you, "take 2 damage to the research deck from Sabotage");
  const Action activate = *s->parse_action("activate e3");
  EXPECT_EQ(s->describe(activate, Person::kSecond), "activate the unit on e3");
  Play(*s, "activate e3");
  EXPECT_EQ(s->describe(*s->parse_action("move e4")), "moves e3 to e4");
  EXPECT_EQ(s->describe(kEnd, Person::kSecond), "end the move");
  Play(*s, "move e4; end move");
  EXPECT_EQ(s->describe(*s->parse_action("+1 e5"), Person::kSecond), "put 1 attack point on e5");
  Play(*s, "+1 e5");
  EXPECT_EQ(s->describe(kDeclare), "declares an attack from e4: 1 on e5");
  scenario::Play(*s, "declare; pass");
  EXPECT_EQ(LastEvent(*s).text, "takes 1 attack damage to the unit on e5");
  EXPECT_EQ(s->describe(kPass, Person::kSecond), "pass");
}

// Issue 38: a skipped attack and a finished unit are lines of the log in both persons, whoever ended
// them (the page ends them for a player with nothing left to do, and its notice lasts 3 s); the end of
// Move 1 is not a line of its own.
TEST(AssaultEdgeLog, ASkippedAttackAndAFinishedUnitAreLogged) {
  Rig r = Base();
  r.units = {U(0, "e3", 1, 1, 2), U(1, "e7", 1, 3)};
  auto s = Make(r);
  Play(*s, "activate e3; move e4");
  const size_t before = s->event_count();
  Play(*s, "end move");
  EXPECT_EQ(s->event_count(), before) << "the end of Move 1 adds no line";
  EXPECT_EQ(s->describe(kEnd, Person::kSecond), "skip the attack");
  Play(*s, "skip attack");
  EXPECT_EQ(LastEvent(*s).seat, 0);
  EXPECT_EQ(LastEvent(*s).text, "skips the attack of the unit on e4");
  EXPECT_EQ(LastEvent(*s).text_you, "skip the attack of the unit on e4");
  Play(*s, "end move");
  EXPECT_EQ(LastEvent(*s).text, "finishes with the unit on e4");
  EXPECT_EQ(LastEvent(*s).text_you, "finish with the unit on e4");
}

// Issue 24, item 7: texts players read named decks "P2 research"; they carry the owner's seat token
// ("{P2's} research deck"), which each reader's front end names ("Computer's research deck", "your
// ..."). The notation keeps "P2 research".
TEST(AssaultEdgeLog, DecksInTextsAreNamedByTheirOwnersSeatToken) {
  Rig r = Base();
  r.hand[0] = {"Sabotage"};
  r.units = {U(0, "e7", 3, 2), U(1, "d7", 1, 2), U(1, "f6", 1, 2)};
  auto s = Make(r);
  EXPECT_EQ(s->describe(*s->parse_action("play Sabotage on P2 research"), Person::kSecond), "play Sabotage on {P2's} research deck");
  Play(*s, "activate e7; end move");
  const Action point = *s->parse_action("+1 P2 command");
  EXPECT_EQ(s->action_to_string(point), "+1 P2 command");
  EXPECT_EQ(s->describe(point, Person::kSecond), "put 1 attack point on {P2's} command deck");
  Play(*s, "+1 P2 command; +1 d7");
  EXPECT_EQ(s->describe(kDeclare), "declares an attack from e7: 1 on {P2's} command deck, 1 on d7");
  EXPECT_EQ(plain_seats(s->describe(kDeclare)), "declares an attack from e7: 1 on P2's command deck, 1 on d7");
}

TEST(AssaultEdgeLog, TableEventsReadTheSameForEveryone) {
  Rig r = Base();
  r.turn = 2 * kTurnsPerPlayer;
  auto s = Make(r);
  Play(*s, "end combat");
  const std::vector<Event> events = view(*s, 0).events;
  ASSERT_GE(events.size(), 2u);
  const Event& limit = events[events.size() - 2];
  EXPECT_EQ(limit.seat, -1);
  EXPECT_EQ(limit.text, "The turn limit of 80 turns is reached: the game is a draw");
  EXPECT_EQ(limit.text_you, limit.text);
  EXPECT_EQ(events.back().text, "The game is a draw");
  EXPECT_TRUE(view(*s, 1).turn_limit_reached);
}

// The table keeps a long game's log and asks only for the events after it (web/table/tables.h,
// extend_view): the view from an index on must be the whole view but for the earlier events.
TEST(AssaultEdgeView, TheViewAfterAnIndexIsTheWholeViewButForTheEarlierEvents) {
  Rig r = Base();
  r.turn = 2 * kTurnsPerPlayer;
  auto limit = Make(r);
  const size_t before_limit = view(*limit, 1).events.size();
  Play(*limit, "end combat");
  auto s = new_game("assault-edge", 77, 2);
  ASSERT_TRUE(s.ok());
  auto bot = make_random_bot(4);
  std::vector<std::pair<const State*, size_t>> cases = {{limit.get(), before_limit}};
  std::vector<std::unique_ptr<State>> kept;
  for (int step = 0; step < 300 && !(*s)->is_terminal(); ++step) {
    const size_t from = (*s)->event_count();
    (*s)->apply_legal(bot->choose(**s));
    if (step % 10 == 0) cases.emplace_back(kept.emplace_back((*s)->clone()).get(), from);
  }
  for (auto [st, from] : cases)
    for (int seat = 0; seat < 2; ++seat) {
      const View whole = view(*st, seat);
      View tail = view(*st, seat, from);
      std::vector<Event> log(whole.events.begin(), whole.events.begin() + static_cast<long>(from));
      log.insert(log.end(), tail.events.begin(), tail.events.end());
      tail.events = log;
      EXPECT_EQ(to_json(tail), to_json(whole)) << "from event " << from;
    }
  EXPECT_TRUE(view(*limit, 0, before_limit).turn_limit_reached);
}

// ---- routes: the table's one-click moves ---------------------------------------------------------

// Every square the moving unit may stop on, by a shortest way of legal steps, found by trying them.
std::map<int, int> ReachableByTrying(const State& start) {
  std::map<int, int> dist;
  std::vector<std::pair<std::unique_ptr<State>, int>> frontier;
  frontier.push_back({start.clone(), 0});
  int steps = 0;
  std::set<int> seen{G(start).mover(steps)->sq};
  for (size_t i = 0; i < frontier.size(); ++i) {
    const State& st = *frontier[i].first;
    for (Action a : st.legal_actions()) {
      const DecodedAction d = decode(a);
      if (d.kind != DecodedAction::kMove || !seen.insert(d.square).second) continue;
      auto next = st.clone();
      next->apply_legal(a);
      const auto legal = next->legal_actions();
      const bool stop = std::count(legal.begin(), legal.end(), kEnd) || std::count(legal.begin(), legal.end(), kStop) ||
                        next->current_player() != st.current_player();
      if (stop) dist[d.square] = frontier[i].second + 1;
      if (next->current_player() == start.current_player()) frontier.push_back({std::move(next), frontier[i].second + 1});
    }
  }
  return dist;
}

void ExpectRoutesMatchTheRules(const State& s) {
  const View v = view(s, s.current_player());
  const std::map<int, int> reachable = ReachableByTrying(s);
  ASSERT_EQ(v.routes.size(), reachable.size());
  for (const Route& route : v.routes) {
    ASSERT_TRUE(reachable.count(route.to)) << square_name(route.to);
    EXPECT_EQ(static_cast<int>(route.steps.size()), reachable.at(route.to)) << square_name(route.to);
    EXPECT_EQ(route.steps.back(), route.to);
    auto walk = s.clone();
    for (int sq : route.steps) ASSERT_TRUE(walk->apply(encode_move(sq)).ok()) << square_name(sq);
  }
  EXPECT_TRUE(view(s, 1 - s.current_player()).routes.empty());  // only the moving seat's view has them
}

TEST(AssaultEdgeView, RoutesAreShortestWaysOfLegalSteps) {
  Rig r = Base();
  r.units = {U(0, "e3", 1, 1, 3), U(0, "e4", 1, 1), U(0, "d4", 1, 1), U(1, "f4", 1, 1), U(1, "f5", 1, 1)};
  auto s = Make(r);
  EXPECT_TRUE(view(*s, 0).routes.empty());  // nobody moves yet
  Play(*s, "activate e3");
  ExpectRoutesMatchTheRules(*s);
  const View v = view(*s, 0);
  for (const Route& route : v.routes) EXPECT_NE(route.to, Sq("e4"));  // a friend's square: passed, never a stop
  Play(*s, "move e4");  // standing on a friend
  ExpectRoutesMatchTheRules(*s);
}

TEST(AssaultEdgeView, RoutesOfATacticalWithdrawal) {
  Rig r = Base();
  r.units = {U(0, "d5", 2, 3), U(1, "d6", 1, 3), U(1, "c6", 1, 1)};
  r.hand[1] = {"Tactical Withdrawal"};
  auto s = Make(r);
  Play(*s, "activate d5; end move; +1 d6; declare; play Tactical Withdrawal on d6");
  ASSERT_EQ(s->current_player(), 1);
  ExpectRoutesMatchTheRules(*s);
  EXPECT_FALSE(view(*s, 1).routes.empty());
}

// ---- whole games ---------------------------------------------------------------------------------

TEST(AssaultEdgeGuide, ExplainsEveryLegalMoveAlongRandomGames) {
  Rng rng(17);
  for (int g = 0; g < 12; ++g) {
    auto s = new_game("assault-edge", 100 + g, 2);
    ASSERT_TRUE(s.ok());
    State& st = **s;
    int n = 0;
    while (!st.is_terminal() && n < 3000) {
      for (Action a : st.legal_actions()) ASSERT_FALSE(st.explain(a).empty()) << st.action_to_string(a);
      const auto legal = st.legal_actions();
      st.apply_legal(rng.below(3) ? rollout_action(st, rng) : legal[rng.below(static_cast<uint32_t>(legal.size()))]);
      ++n;
    }
  }
}

// A move in notation as the other seat reads it: squares turned 180 degrees, P1 and P2 swapped.
std::string Mirrored(std::string move) {
  for (size_t i = 0; i + 1 < move.size(); ++i) {
    const bool at_start = i == 0 || move[i - 1] == ' ';
    const bool at_end = i + 2 == move.size() || move[i + 2] == ' ';
    if (move[i] >= 'a' && move[i] <= 'i' && move[i + 1] >= '1' && move[i + 1] <= '7' && at_start && at_end) {
      move[i] = static_cast<char>('a' + 'i' - move[i]);
      move[i + 1] = static_cast<char>('1' + '7' - move[i + 1]);
    } else if (move[i] == 'P' && (move[i + 1] == '1' || move[i + 1] == '2') && at_start) {
      move[i + 1] = move[i + 1] == '1' ? '2' : '1';
    }
  }
  return move;
}

// Issue 52, the guide's threats: a reply's cost is what the player holds, its life and units (where a
// unit stands, or the hand, is no loss: a unit entering the board or moving costs the other player
// nothing, though evaluate moves with it), and a response is the other player's decision inside the
// turn player's turn, so the guide reads on through it to the damage that follows.
TEST(AssaultEdgeAi, TheGuideWeighsWhatAReplyTakesAndReadsOnThroughResponses) {
  Rig r = Base();
  r.hand[0] = {"Orbital Strike"};
  r.hand[1] = {"Countermand"};
  r.units = {U(1, "e5", 1, 5), U(0, "e3", 1, 1)};
  auto s = Make(r);
  const double p1 = holdings(*s, 0), p2 = holdings(*s, 1);
  scenario::Play(*s, "play Orbital Strike on e5");
  EXPECT_EQ(s->current_player(), 1);  // P2 may answer with Countermand ...
  EXPECT_EQ(turn_seat(*s), 0);        // ... inside P1's turn
  scenario::Play(*s, "pass");
  EXPECT_EQ(Hp(*s, "e5"), 2);
  EXPECT_NEAR(holdings(*s, 1), p2 - 0.12, 1e-9) << "0.04 a point of health";
  EXPECT_DOUBLE_EQ(holdings(*s, 0), p1) << "a card played from the hand is no loss";
  // A unit of 3 attack, 3 health and speed 2 reads 0.34 wherever it stands.
  Rig with = Base(), moved = Base(), without = Base();
  with.units = {U(1, "e5", 3, 3, 2), U(0, "a3", 1, 1)};
  moved.units = {U(1, "b6", 3, 3, 2), U(0, "a3", 1, 1)};
  without.units = {U(0, "a3", 1, 1)};
  EXPECT_DOUBLE_EQ(holdings(*Make(with), 1), holdings(*Make(moved), 1));
  EXPECT_NEAR(holdings(*Make(with), 1) - holdings(*Make(without), 1), 0.34, 1e-9);
  EXPECT_DOUBLE_EQ(holdings(*Make(with), 0), holdings(*Make(without), 0)) << "the other player's unit is not P1's";
}

// Issue 52: Normal searches half the base (150 iterations; at the 50-iteration floor it won 64 % against
// Easy), Hard four times the base.
TEST(AssaultEdgeBots, NormalSearchesHalfTheBase) {
  auto s = new_game("assault-edge", 1, 2);
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(level_iterations(**s, Level::Normal), 150);
  EXPECT_EQ(level_iterations(**s, Level::Hard), 1200);
}

// Issue 17: the heuristic's ties (two units as near the goal, two equal steps, equal targets) go the
// same way for both seats: in a position and its mirror image (board turned 180 degrees, seats
// swapped) it plays mirrored moves through a whole Combat phase.
TEST(AssaultEdgeBots, HeuristicTieBreaksAreSeatRelative) {
  auto mirror_sq = [](const std::string& sq) { return std::string{static_cast<char>('a' + 'i' - sq[0]), static_cast<char>('1' + '7' - sq[1])}; };
  Rig r = Base();
  r.units = {U(0, "b3", 2, 2, 2), U(0, "h3", 2, 2, 2), U(1, "e6", 1, 1), U(1, "c6", 1, 1), U(1, "g6", 1, 1)};
  Rig m = r;
  m.first = 1;
  for (Placed& p : m.units) p.seat = 1 - p.seat, p.sq = mirror_sq(p.sq);
  auto s = Make(r);
  auto t = Make(m);
  Rng rng(1);
  std::vector<std::string> played;
  for (int i = 0; i < 200 && !s->is_terminal() && G(*s).turn_player_ == 0; ++i) {
    ASSERT_EQ(s->current_player() == kTerminal ? -1 : 1 - s->current_player(), t->current_player());
    const std::string a = s->action_to_string(heuristic_action(*s, rng));
    const std::string b = t->action_to_string(heuristic_action(*t, rng));
    ASSERT_EQ(Mirrored(b), a) << "after: " << ::testing::PrintToString(played);
    played.push_back(a);
    scenario::Play(*s, a);
    scenario::Play(*t, b);
  }
  EXPECT_GE(played.size(), 8u);
  EXPECT_EQ(played.front(), "activate b3");  // the two units tie; each seat starts with its left one
}

TEST(AssaultEdgeBots, HeuristicBeatsRandomAndGamesEnd) {
  int wins = 0;
  for (int g = 0; g < 20; ++g) {
    auto s = new_game("assault-edge", 500 + g, 2);
    ASSERT_TRUE(s.ok());
    State& st = **s;
    const int h = g % 2;
    Rng rng(g);
    int steps = 0;
    while (!st.is_terminal()) {
      const auto legal = st.legal_actions();
      st.apply_legal(st.current_player() == h ? heuristic_action(st, rng) : legal[rng.below(static_cast<uint32_t>(legal.size()))]);
      ASSERT_LE(++steps, st.info().max_actions);
    }
    wins += st.returns()[static_cast<size_t>(h)] > 0;
  }
  EXPECT_GE(wins, 17);
}

}  // namespace
}  // namespace ff::assault_edge

namespace ff::assault_edge {
namespace {

// The issue asks for the first player's win rate between equal bots (and the variant's when it is
// above 60 %). Heuristic against heuristic, 300 games each way; printed, and kept inside a sane range.
TEST(AssaultEdgeBots, FirstPlayerWinRateBetweenHeuristicBots) {
  for (const char* variant : {"5", "6"}) {
    int first_wins = 0, draws = 0;
    const int n = 300;
    for (int g = 0; g < n; ++g) {
      auto s = new_game("assault-edge", 9000 + g, 2, {{"p2draw", variant}});
      ASSERT_TRUE(s.ok());
      State& st = **s;
      Rng rng(g);
      while (!st.is_terminal()) st.apply_legal(heuristic_action(st, rng));
      const int first = G(st).first_;
      first_wins += st.returns()[static_cast<size_t>(first)] > 0;
      draws += st.returns()[0] == 0;
    }
    std::printf("p2draw=%s: first player wins %d of %d (%.1f%%), draws %d\n", variant, first_wins, n,
                100.0 * first_wins / n, draws);
    EXPECT_GT(first_wins, n / 5);
    EXPECT_LT(first_wins, n * 4 / 5);
  }
}

}  // namespace
}  // namespace ff::assault_edge
