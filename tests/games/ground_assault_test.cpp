// Ground Assault: scenario tests, one or more per rule of issue 7, the six scenarios, the numbered
// rulings R1-R18 and the engine's rulings in core/games/ground_assault/notes.md.
// Positions are set up with ground_assault::make_for_test (units placed, objectives, hands, deck tops,
// forced dice), then driven through the real rules by notation. By default seat 0 (P1) plays the Iron
// Dominion, seat 1 (P2) the Foundry Syndicate. Zones: 0 = P1's home, 1 = P2's home, 4 = contested.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>

#include "tests/games/scenario.h"
#include "core/ai/level.h"
#include "core/ai/bot.h"
#include "core/ai/guide.h"
#include "core/engine/ai_traits.h"
#include "core/games/ground_assault/ground_assault.h"
#include "core/games/ground_assault/ground_assault_state.h"
#include "core/games/registry.h"
#include "tests/sanitized.h"

namespace ff::ground_assault {
namespace {

// ---- helpers -------------------------------------------------------------------------------------

const GaState& G(const State& s) { return static_cast<const GaState&>(s); }
GaState& M(State& s) { return static_cast<GaState&>(s); }

constexpr int H0 = 0, H1 = 1, H2 = 2, CZ = kContested;

// A rig with three harmless objectives and a known hand for both seats unless the test says otherwise.
Rig Base() {
  Rig r;
  r.first = 0;
  r.objectives[0] = {{"Shield Generator"}, {"Anti-Air Battery"}, {"Forward Command Post"}};
  r.objectives[1] = {{"Jamming Array"}, {"Supply Depot"}, {"Hangar Complex"}};
  r.hand[0] = {"Foresight", "Broadside", "Torpedo Run"};
  r.hand[1] = {"Swarm Protocol", "Evasive Maneuvers", "Torpedo Run"};
  return r;
}

std::unique_ptr<State> Make(const Rig& rig, int seats = 2, const Options& options = {}) {
  auto s = make_for_test(7, seats, options, rig);
  EXPECT_TRUE(s != nullptr);
  return s;
}

using scenario::LegalList;
using scenario::Legal;
using scenario::Play;

// An illegal move is refused and changes nothing.
void ExpectRefused(State& s, const std::string& move) {
  const std::string before = s.to_json();
  auto a = s.parse_action(move);
  EXPECT_FALSE(a.ok()) << move << " was accepted";
  if (a.ok()) return;
  EXPECT_EQ(s.to_json(), before);
}

// The id of the copy-th unit (1-based) of that unit type owned by seat.
int Ref(const State& st, int seat, const std::string& name, int copy = 1) {
  const GaState& s = G(st);
  const int t = unit_by_name(name);
  for (int i = 0; i < s.nunits_[seat]; ++i)
    if (s.units_[seat][i].type == t && --copy == 0) return unit_id(seat, i);
  ADD_FAILURE() << name;
  return 0;
}
int ZoneOf(const State& s, int seat, const std::string& name, int copy = 1) { return G(s).unit(Ref(s, seat, name, copy)).zone; }
int Counters(const State& s, int seat, const std::string& name, int copy = 1) {
  return G(s).unit(Ref(s, seat, name, copy)).counters;
}
bool HasEvent(const State& s, const std::string& text) {
  for (const EventRecord& e : G(s).events_)
    if (plain_seats(event_text(G(s), e)).find(text) != std::string::npos) return true;
  return false;
}
std::string Log(const State& s) {
  std::string out;
  for (const EventRecord& e : G(s).events_) out += plain_seats(event_text(G(s), e)) + "\n";
  return out;
}
int HandSize(const State& s, int seat) { return static_cast<int>(G(s).hand_[seat].size()); }
int DeckSize(const State& s, int seat) { return static_cast<int>(G(s).deck_[seat].size()); }
int SlotCard(const State& s, int seat, int slot) {
  const Slot& sl = G(s).slots_[seat][slot];
  return sl.card < 0 ? -1 : G(s).card_of(seat, sl.card);
}
bool InHand(const State& s, int seat, int card) { return G(s).find_in_hand(seat, card) >= 0; }

// ---- deck building -------------------------------------------------------------------------------

TEST(GroundAssaultBuilding, PrebuiltDecksAndForcesAreLegal) {
  for (int f = 0; f < kNumFactions; ++f) {
    EXPECT_EQ(deck_list(f, false).size(), 32u);
    EXPECT_EQ(check_deck(deck_list(f, false), false), "") << faction_name(f);
    EXPECT_EQ(check_force(force_list(f, false), 30, false), "") << faction_name(f);
    int stars = 0, deployed = 0;
    for (int u : force_list(f, false)) stars += unit_type(u).stars;
    for (int u : default_deployment(f)) deployed += unit_type(u).stars;
    EXPECT_EQ(stars, 30);
    EXPECT_EQ(deployed, 20);
    // Starter packs: 9 stars, 6 cards, legal only in Starter mode (fewer than 30 cards).
    EXPECT_EQ(deck_list(f, true).size(), 6u);
    EXPECT_NE(check_deck(deck_list(f, true), false), "");
    EXPECT_EQ(check_deck(deck_list(f, true), true), "");
    EXPECT_EQ(check_force(force_list(f, true), 30, true), "");
  }
}

TEST(GroundAssaultBuilding, DeckOfThirtyThreeCopiesForceOfThirtyStarsOneCopyPerTenStars) {
  std::vector<int> deck(deck_list(kDominion, false));
  deck.resize(29);
  EXPECT_NE(check_deck(deck, false).find("at least 30"), std::string::npos);
  std::vector<int> four(deck_list(kDominion, false));
  four.push_back(kConcentratedFire);  // a fourth copy
  EXPECT_NE(check_deck(four, false).find("more than 3 copies of Concentrated Fire"), std::string::npos);
  std::vector<int> force(force_list(kDominion, false));
  force.push_back(unit_by_name("Jet Bike Patrol"));  // 31 stars
  EXPECT_NE(check_force(force, 30, false).find("31 build stars"), std::string::npos);
  const int wing = unit_by_name("Interceptor Wing");
  std::vector<int> wings(4, wing);
  EXPECT_NE(check_force(wings, 30, false).find("more than 3 copies"), std::string::npos);
  EXPECT_EQ(check_force(wings, 40, false), "");  // 4 copies at 40 stars (R17)
  EXPECT_NE(check_force({wing, wing, wing}, 20, false).find("more than 2 copies"), std::string::npos);
  EXPECT_EQ(check_force(wings, 30, true), "");  // Starter: every unit brought is used
}

TEST(GroundAssaultBuilding, StarterModeOneObjectiveAllUnitsInPlayHandOfThree) {
  auto s = *new_game("ground-assault", 3, 2, {{"mode", "starter"}});
  const GaState& g = G(*s);
  for (int p = 0; p < 2; ++p) {
    EXPECT_EQ(g.objectives(p), 1);
    EXPECT_EQ(g.stars_in_play(p), 9);
    EXPECT_EQ(g.hand_[p].size(), 3u);
    EXPECT_EQ(g.deck_[p].size(), 2u);
  }
  EXPECT_EQ(g.phase_, Phase::kTurn);
}

// ---- set-up --------------------------------------------------------------------------------------

TEST(GroundAssaultSetup, ThreeFaceDownObjectivesSeededFirstPlayerThenDeployThenDrawThree) {
  std::set<int> firsts;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    auto s = *new_game("ground-assault", seed, 2);
    const GaState& g = G(*s);
    firsts.insert(g.first_player_);
    EXPECT_EQ(s->current_player(), g.first_player_);
    for (int p = 0; p < 2; ++p) {
      EXPECT_EQ(g.objectives(p), 3);
      for (const Slot& sl : g.slots_[p]) EXPECT_FALSE(sl.face_up);
      EXPECT_EQ(g.hand_[p].size(), 0u) << "cards are drawn after deployment";
      EXPECT_EQ(g.deck_[p].size(), 29u);
      EXPECT_EQ(g.units_in_play(p), 0);
    }
    EXPECT_EQ(g.phase_, Phase::kDeploy);
  }
  EXPECT_EQ(firsts.size(), 2u) << "either seat may start";
}

TEST(GroundAssaultSetup, DeploymentMustBeExactlyTwentyStarsRestInReserves) {
  Rig r = Base();
  r.deploy = true;
  r.hand[0].clear();
  r.hand[1].clear();
  auto s = Make(r);
  ASSERT_EQ(G(*s).phase_, Phase::kDeploy);
  ExpectRefused(*s, "done");  // 0 stars
  Play(*s, "deploy Siege Walker; deploy Dropship Barge; deploy Raider Walker 1; deploy Raider Walker 2");  // 15
  ExpectRefused(*s, "done");
  Play(*s, "deploy Scout Walker 1; deploy Scout Walker 2");  // 19
  ExpectRefused(*s, "deploy Strike Bomber 1");               // 21 > 20
  ExpectRefused(*s, "done");
  Play(*s, "deploy Jet Bike Patrol 1");  // 20
  EXPECT_FALSE(Legal(*s, "deploy Jet Bike Patrol 2"));
  Play(*s, "done");
  EXPECT_EQ(G(*s).stars_in_play(0), 20);
  EXPECT_EQ(ZoneOf(*s, 0, "Interceptor Wing"), kReserves);
  EXPECT_EQ(s->current_player(), 1);
  // After 5+4+4+3+3 = 19 only a 1-star unit fits.
  Play(*s, "deploy Control Battleship; deploy Landing Ship; deploy Treadwheel Drone Tank; deploy Hover Tank 1; "
           "deploy Hover Tank 2");
  ExpectRefused(*s, "deploy Spider Drone 1");
  Play(*s, "deploy Battle Drone Squad 1; done");
  EXPECT_EQ(G(*s).phase_, Phase::kTurn);
  EXPECT_EQ(HandSize(*s, 0), 3);
  EXPECT_EQ(HandSize(*s, 1), 3);
  EXPECT_TRUE(HasEvent(*s, "finishes deploying: 20 build stars"));
}

TEST(GroundAssaultSetup, AForceThatCannotMakeTwentyDeploysAnyTotalBelowTwenty) {
  Rig r = Base();
  r.deploy = true;
  auto s = Make(r);
  M(*s).nunits_[0] = 5;  // Siege Walker, Dropship Barge, Raider Walker x2, Scout Walker: 17 stars
  EXPECT_TRUE(Legal(*s, "done"));  // R13: any total under 20, even none
  Play(*s, "deploy Siege Walker; deploy Raider Walker 1; done");
  EXPECT_EQ(G(*s).stars_in_play(0), 8);
}

// "Must place fewer than 20" (R13): a force that cannot make exactly 20 may not reach 20 or more; the
// refusal names the rule.
TEST(GroundAssaultSetup, AForceThatCannotMakeTwentyMustPlaceFewerThanTwenty) {
  Rig r = Base();
  r.deploy = true;
  r.first = 1;
  auto s = Make(r);
  // Control Battleship 5, Landing Ship 4, Treadwheel Drone Tank 4, Hover Tank 3 x2, Spider Drone 2:
  // 21 stars, and no set of them makes exactly 20.
  M(*s).nunits_[1] = 6;
  EXPECT_FALSE(view(*s, 1).deploy_exact) << "the table says: place fewer than 20";
  EXPECT_TRUE(view(*s, 0).deploy_exact);
  // Every seat's, in every view and in the public view (which has no viewer's force of its own).
  for (const int seat : {0, 1, kObserver}) {
    const View v = view(*s, seat);
    EXPECT_TRUE(v.players[0].deploy_exact) << seat;
    EXPECT_FALSE(v.players[1].deploy_exact) << seat;
  }
  EXPECT_FALSE(view(*s, kObserver).deploy_exact);
  Play(*s, "deploy Control Battleship; deploy Landing Ship; deploy Treadwheel Drone Tank; deploy Hover Tank 1; "
           "deploy Spider Drone 1");  // 18
  ExpectRefused(*s, "deploy Hover Tank 2");  // 21
  const auto refused = s->parse_action("deploy Hover Tank 2");
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().find("must place fewer than 20"), std::string::npos) << refused.error();
  EXPECT_NE(refused.error().find("18 + 3 = 21"), std::string::npos) << refused.error();
  Play(*s, "done");
  EXPECT_EQ(G(*s).stars_in_play(1), 18);
  EXPECT_EQ(ZoneOf(*s, 1, "Hover Tank", 2), kReserves);
  EXPECT_EQ(s->current_player(), 0);
  // A force that can make 20 is told why a unit that overshoots is refused.
  Play(*s, "deploy Siege Walker; deploy Dropship Barge; deploy Raider Walker 1; deploy Raider Walker 2; "
           "deploy Scout Walker 1; deploy Scout Walker 2");  // 19
  const auto over = s->parse_action("deploy Strike Bomber 1");
  ASSERT_FALSE(over.ok());
  EXPECT_NE(over.error().find("exactly 20"), std::string::npos) << over.error();
}

// Elimination (no units in play) applies from the end of set-up: a player who finishes deploying with
// nothing in play is out at once; in a duel the other player wins before deploying.
TEST(GroundAssaultSetup, APlayerWhoEndsSetUpWithNothingInPlayIsEliminatedAtOnce) {
  Rig r = Base();
  r.deploy = true;
  auto s = Make(r);
  M(*s).nunits_[0] = 5;  // 17 stars: cannot make 20
  Play(*s, "done");      // nothing in play
  EXPECT_TRUE(G(*s).out_[0]);
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{-1, 1}));
  EXPECT_TRUE(HasEvent(*s, "is eliminated"));
}

TEST(GroundAssaultSetup, WithThreePlayersTheEmptyHandedDeployerLeavesAndTheOthersPlayOn) {
  Rig r = Base();
  r.deploy = true;
  r.objectives[2] = {{"Shield Generator"}, {"Minefield"}, {"Repair Bay"}};
  auto s = Make(r, 3);
  M(*s).nunits_[0] = 5;
  Play(*s, "done");
  EXPECT_TRUE(G(*s).out_[0]);
  EXPECT_FALSE(s->is_terminal());
  EXPECT_EQ(G(*s).unit(Ref(*s, 0, "Siege Walker")).zone, kGone);
  EXPECT_EQ(G(*s).objectives(0), 0);
  EXPECT_EQ(s->current_player(), 1) << "P2 deploys next";
  Play(*s, "deploy Control Battleship; deploy Landing Ship; deploy Treadwheel Drone Tank; deploy Hover Tank 1; "
           "deploy Hover Tank 2; deploy Battle Drone Squad 1; done");
  EXPECT_EQ(s->current_player(), 2);
  Play(*s, "deploy Siege Walker@P3; deploy Dropship Barge@P3; deploy Raider Walker 1@P3; deploy Raider Walker 2@P3; "
           "deploy Scout Walker 1@P3; deploy Scout Walker 2@P3; deploy Jet Bike Patrol 1@P3; done");
  EXPECT_EQ(G(*s).phase_, Phase::kTurn);
  EXPECT_EQ(s->current_player(), 1) << "the first player was eliminated: the next one starts";
  EXPECT_EQ(HandSize(*s, 0), 0);
  EXPECT_EQ(HandSize(*s, 1), 3);
  EXPECT_EQ(HandSize(*s, 2), 3);
}

// ---- turn: objectives (5 step 1) ------------------------------------------------------------------

Rig Skirmish() {
  Rig r = Base();
  r.units[0] = {{"Siege Walker", H0}, {"Raider Walker", H0}, {"Jet Bike Patrol", H0}, {"Interceptor Wing", CZ}};
  r.units[1] = {{"Hover Tank", H1}, {"Spider Drone", H1}, {"Drone Fighter Swarm", CZ}};
  return r;
}

TEST(GroundAssaultTurn, ReplacingAFaceDownObjectiveReturnsItToHandNewOneFaceUp) {
  Rig r = Skirmish();
  r.hand[0] = {"Minefield", "Foresight", "Broadside"};
  auto s = Make(r);
  Play(*s, "objective Minefield for slot 2");
  EXPECT_EQ(SlotCard(*s, 0, 1), kMinefield);
  EXPECT_TRUE(G(*s).slots_[0][1].face_up);
  EXPECT_TRUE(InHand(*s, 0, kAntiAirBattery));  // the face-down card came back
  EXPECT_EQ(HandSize(*s, 0), 3);
  EXPECT_FALSE(Legal(*s, "objective Anti-Air Battery for slot 1")) << "one objective per turn";
  // The others never learn which card went back.
  EXPECT_EQ(s->view_json(1).find("Anti-Air Battery"), std::string::npos);
}

TEST(GroundAssaultTurn, ReplacingAFaceUpObjectiveDiscardsItAndDraws) {
  Rig r = Skirmish();
  r.objectives[0][0].face_up = true;  // Shield Generator
  r.hand[0] = {"Minefield", "Foresight", "Broadside"};
  r.tops[0] = {"Hot Drop"};
  auto s = Make(r);
  Play(*s, "objective Minefield for slot 1");
  EXPECT_EQ(SlotCard(*s, 0, 0), kMinefield);
  EXPECT_EQ(G(*s).discard_[0].size(), 1u);
  EXPECT_EQ(G(*s).card_of(0, G(*s).discard_[0][0]), kShieldGenerator);
  EXPECT_TRUE(InHand(*s, 0, kHotDrop));
  EXPECT_EQ(HandSize(*s, 0), 3);
}

TEST(GroundAssaultTurn, APlayedObjectiveCountsAsRevealedItsEffectResolves) {
  Rig r = Skirmish();
  r.first = 1;
  r.hand[1] = {"Supply Depot", "Swarm Protocol", "Evasive Maneuvers"};
  r.objectives[1] = {{"Jamming Array"}, {"Minefield"}, {"Hangar Complex"}};
  r.tops[1] = {"Broadside", "Foresight"};
  auto s = Make(r);
  Play(*s, "objective Supply Depot for slot 1");
  // Supply Depot: draw 2; the hand may exceed 3 (card text beats the hand size).
  EXPECT_EQ(HandSize(*s, 1), 5);
  EXPECT_TRUE(HasEvent(*s, "P2's Supply Depot draws 2 cards"));
  EXPECT_EQ(G(*s).phase_, Phase::kTurn);
}

TEST(GroundAssaultTurn, NoObjectiveAfterTheActionAndOneActionPerTurn) {
  Rig r = Skirmish();
  r.hand[0] = {"Minefield", "Foresight", "Broadside"};
  auto s = Make(r);
  Play(*s, "move Interceptor Wing 1 to home P2; done");
  EXPECT_EQ(s->current_player(), 1) << "the action ends the turn";
  Play(*s, "end turn");
  EXPECT_TRUE(Legal(*s, "objective Minefield for slot 1"));
  Play(*s, "move Jet Bike Patrol 1 to contested");
  EXPECT_FALSE(Legal(*s, "objective Minefield for slot 1"));
}

TEST(GroundAssaultTurn, ObjectivesAreOnlyReplacedNeverAddedToAnEmptySlot) {
  // R11: objectives only decrease.
  Rig r = Skirmish();
  r.objectives[0] = {{"Shield Generator"}};
  r.hand[0] = {"Minefield", "Foresight", "Broadside"};
  auto s = Make(r);
  EXPECT_TRUE(Legal(*s, "objective Minefield for slot 1"));
  ExpectRefused(*s, "objective Minefield for slot 2");
  ExpectRefused(*s, "objective Minefield for slot 3");
}

// ---- Move ----------------------------------------------------------------------------------------

TEST(GroundAssaultMove, UnitsWorthUpToFiveStarsMoveOneZoneEach) {
  auto s = Make(Skirmish());
  ExpectRefused(*s, "move Siege Walker to home P2");  // home zones do not touch
  Play(*s, "move Raider Walker 1 to contested; move Jet Bike Patrol 1 to contested");  // 4 stars
  ExpectRefused(*s, "move Siege Walker to contested");                           // 9 > 5
  ExpectRefused(*s, "move Raider Walker 1 to home P2");                            // no unit moves twice
  Play(*s, "move Interceptor Wing 1 to home P2");                                // 5 stars
  EXPECT_EQ(LegalList(*s), "done; ");
  Play(*s, "done");
  EXPECT_EQ(ZoneOf(*s, 0, "Raider Walker"), CZ);
  EXPECT_EQ(ZoneOf(*s, 0, "Interceptor Wing"), H1);
  EXPECT_EQ(ZoneOf(*s, 0, "Siege Walker"), H0);
}

TEST(GroundAssaultMove, ForwardCommandPostAllowsSixStars) {
  Rig r = Skirmish();
  r.objectives[0][2].face_up = true;  // Forward Command Post
  auto s = Make(r);
  Play(*s, "move Siege Walker to contested; move Jet Bike Patrol 1 to contested; done");
  EXPECT_EQ(ZoneOf(*s, 0, "Jet Bike Patrol"), CZ);
  // Two face-up copies still allow 6, not 7.
  r.objectives[0] = {{"Forward Command Post", true}, {"Forward Command Post", true}, {"Minefield"}};
  r.units[0].push_back({"Trench Crawler", H0});
  auto t = Make(r);
  Play(*t, "move Siege Walker to contested; move Jet Bike Patrol 1 to contested");
  ExpectRefused(*t, "move Trench Crawler 1 to contested");
}

// ---- Combat and the ground rule --------------------------------------------------------------------

TEST(GroundAssaultCombat, GroundInitiationRestrictionAndTheStarCap) {
  // Scenario 3.
  Rig r = Base();
  r.units[0] = {{"Scout Walker", CZ}, {"Siege Walker", CZ}, {"Jet Bike Patrol", CZ}, {"Raider Walker", CZ}};
  r.units[1] = {{"Missile Skiff", CZ}, {"Hover Tank", CZ}, {"Battle Drone Squad", CZ}};
  auto s = Make(r);
  ExpectRefused(*s, "Scout Walker 1 attacks Missile Skiff");  // ground on space outside its own home
  ExpectRefused(*s, "Siege Walker attacks Missile Skiff");
  Play(*s, "Siege Walker attacks Hover Tank 1");
  ExpectRefused(*s, "Jet Bike Patrol 1 attacks Battle Drone Squad 1");  // 5 + 1 > 5
  EXPECT_EQ(LegalList(*s), "done; ");
  // Raider Walker (3) + Scout Walker (2) is accepted.
  auto t = Make(r);
  Play(*t, "Raider Walker 1 attacks Hover Tank 1; Scout Walker 1 attacks Battle Drone Squad 1");
  EXPECT_EQ(G(*t).nbattles_, 2);
  // A space unit may attack a ground unit anywhere, and the ground unit rolls back.
  Rig q = r;
  q.first = 1;
  q.dice = {3, 3, 4, 4};
  auto u = Make(q);
  Play(*u, "Missile Skiff attacks Scout Walker 1; done; pass; pass");
  EXPECT_TRUE(HasEvent(*u, "Scout Walker 1: 8 roll + 2 attack = 10 vs defense 10: hit")) << Log(*u);
  EXPECT_EQ(Counters(*u, 1, "Missile Skiff"), 1);
}

TEST(GroundAssaultCombat, GroundUnitsAttackSpaceUnitsInTheirOwnHomeZone) {
  Rig r = Base();
  r.units[0] = {{"Scout Walker", H0}, {"Siege Walker", CZ}};
  r.units[1] = {{"Missile Skiff", H0}, {"Hover Tank", H1}};
  auto s = Make(r);
  EXPECT_TRUE(Legal(*s, "Scout Walker 1 attacks Missile Skiff"));
}

TEST(GroundAssaultCombat, AllDefendersFirstOneOpponentAttackerOrdersTheBattles) {
  Rig r = Base();
  r.units[0] = {{"Interceptor Wing", CZ}, {"Interceptor Wing", CZ}, {"Jet Bike Patrol", CZ}};
  r.units[1] = {{"Drone Fighter Swarm", CZ}, {"Battle Drone Squad", CZ}};
  r.dice = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
  auto s = Make(r);
  Play(*s, "Interceptor Wing 1 attacks Drone Fighter Swarm 1; Interceptor Wing 2 attacks Drone Fighter Swarm 1");
  EXPECT_EQ(G(*s).phase_, Phase::kAssign) << "no battle before every defender is chosen";
  Play(*s, "Jet Bike Patrol 1 attacks Battle Drone Squad 1; done");
  EXPECT_EQ(G(*s).phase_, Phase::kOrder);
  EXPECT_EQ(s->current_player(), 0);
  Play(*s, "battle Jet Bike Patrol 1 vs Battle Drone Squad 1; pass; pass");
  EXPECT_EQ(G(*s).phase_, Phase::kOrder);
  EXPECT_FALSE(Legal(*s, "battle Jet Bike Patrol 1 vs Battle Drone Squad 1"));
  Play(*s, "battle Interceptor Wing 2 vs Drone Fighter Swarm 1; pass; pass; pass; pass");
  EXPECT_EQ(s->current_player(), 1) << "all battles fought: the turn ends";
}

TEST(GroundAssaultCombat, ABattleWhoseUnitIsGoneIsSkipped) {
  Rig r = Base();
  r.units[0] = {{"Interceptor Wing", CZ}, {"Interceptor Wing", CZ}, {"Jet Bike Patrol", H0}};
  r.units[1] = {{"Drone Fighter Swarm", CZ}, {"Hover Tank", H1}};
  r.dice = {6, 6, 1, 1};  // the first battle destroys the Swarm
  auto s = Make(r);
  Play(*s, "Interceptor Wing 1 attacks Drone Fighter Swarm 1; Interceptor Wing 2 attacks Drone Fighter Swarm 1; done");
  Play(*s, "battle Interceptor Wing 1 vs Drone Fighter Swarm 1; pass; pass");
  EXPECT_EQ(ZoneOf(*s, 1, "Drone Fighter Swarm"), kReserves);
  EXPECT_TRUE(HasEvent(*s, "is skipped"));
  EXPECT_EQ(s->current_player(), 1);
}

// ---- battles (6) ---------------------------------------------------------------------------------

TEST(GroundAssaultBattle, NaturalTwelveBeatsAnyDefense) {
  // Scenario 1.
  Rig r = Base();
  r.units[0] = {{"Trench Crawler", H0}};
  r.units[1] = {{"Landing Ship", H0}, {"Control Battleship", H0}, {"Missile Skiff", H0}};
  r.hand[1] = {"Launch Screen", "Swarm Protocol", "Evasive Maneuvers"};
  r.tops[0] = {"Hot Drop"};
  r.tops[1] = {"Broadside"};
  r.dice = {6, 6, 1, 1};
  auto s = Make(r);
  Play(*s, "Trench Crawler 1 attacks Landing Ship; done; pass; play Launch Screen");
  EXPECT_EQ(s->current_player(), 0) << "the defender played after the attacker passed: the attacker may play";
  Play(*s, "pass");
  EXPECT_TRUE(HasEvent(*s, "Trench Crawler 1: 12 roll + 1 attack = 13 vs defense 14 (11 + 1 Launch Screen card + 2 Launch Screen): natural 12, hit for 1 damage")) << Log(*s);
  EXPECT_TRUE(HasEvent(*s, "Landing Ship: 2 roll + 1 attack = 3 vs defense 8: miss"));
  EXPECT_EQ(Counters(*s, 1, "Landing Ship"), 1);
  EXPECT_EQ(Counters(*s, 0, "Trench Crawler"), 0);
  EXPECT_EQ(HandSize(*s, 1), 3);
  EXPECT_TRUE(InHand(*s, 1, kBroadside));
  EXPECT_EQ(G(*s).card_of(1, G(*s).discard_[1].back()), kLaunchScreen);
  EXPECT_EQ(HandSize(*s, 0), 3);
  EXPECT_FALSE(InHand(*s, 0, kHotDrop)) << "the attacker played nothing and draws nothing";
}

TEST(GroundAssaultBattle, ArmorAndHeavyCannon) {
  // Scenario 2.
  Rig r = Base();
  r.units[0] = {{"Siege Walker", CZ}, {"Jet Bike Patrol", H0}};
  r.units[1] = {{"Hover Tank", CZ}, {"Battle Drone Squad", CZ}};
  r.dice = {4, 3, 2, 2};
  auto s = Make(r);
  Play(*s, "Siege Walker attacks Hover Tank 1; done; pass; pass");
  EXPECT_TRUE(HasEvent(*s, "P1's Siege Walker: 7 roll + 3 attack = 10 vs defense 9: hit for 3 damage (3 + 1 Heavy Cannon icon - 1 Armor "
                           "icon) on P2's Hover Tank 1 (3 damage counters reach its 2 shields)"))
      << Log(*s);
  EXPECT_EQ(ZoneOf(*s, 1, "Hover Tank"), kReserves);
  EXPECT_EQ(Counters(*s, 1, "Hover Tank"), 0);
  // Variant: a damage-1 unit hitting the Siege Walker deals 1 - 1 (Armor) = 0.
  Rig v = r;
  v.first = 1;
  v.dice = {6, 5, 1, 1};
  auto t = Make(v);
  Play(*t, "Battle Drone Squad 1 attacks Siege Walker; done; pass; pass");
  EXPECT_TRUE(HasEvent(*t, "hit for 0 damage (1 - 1 Armor icon, at least 0) on P1's Siege Walker (damage counters now 0 of 5 shields)")) << Log(*t);
  EXPECT_EQ(Counters(*t, 0, "Siege Walker"), 0);
}

// Issue 38: every number of a battle line names what made it: the attack's roll, printed attack,
// the card's colour bonus and ability, the opposing card and the objectives; the defense from its
// printed value; the damage counters against the shields.
TEST(GroundAssaultBattle, EveryNumberOfABattleLineNamesWhatMadeIt) {
  Rig r = Base();
  r.objectives[0] = {{"Shield Generator"}, {"Anti-Air Battery", true}, {"Forward Command Post"}};
  r.units[0] = {{"Scout Walker", H0}, {"Jet Bike Patrol", H0}, {"Raider Walker", H0}};
  r.units[1] = {{"Drone Fighter Swarm", H0}, {"Hover Tank", H1}};
  r.hand[0] = {"Rally the Ranks", "Foresight", "Broadside"};
  r.hand[1] = {"Evasive Maneuvers", "Swarm Protocol", "Torpedo Run"};
  r.dice = {4, 4, 1, 1};
  auto s = Make(r);
  ASSERT_TRUE(s);
  Play(*s, "Scout Walker 1 attacks Drone Fighter Swarm 1; done; play Rally the Ranks; play Evasive Maneuvers");
  // 8 + 2 + 1 (red bonus) + 2 (two other units) - 1 (Evasive Maneuvers) + 1 (Anti-Air Battery, a
  // ground unit against a space unit at home) = 13 against 10 + 2 (blue bonus).
  EXPECT_TRUE(HasEvent(*s, "P1's Scout Walker 1: 8 roll + 2 attack + 1 Rally the Ranks card + 2 Rally the Ranks - 1 Evasive Maneuvers "
                           "+ 1 Anti-Air Battery = 13 vs defense 12 (10 + 2 Evasive Maneuvers card): hit for 1 damage on P2's "
                           "Drone Fighter Swarm 1 (1 damage counter reaches its 1 shield)"))
      << Log(*s);
  EXPECT_TRUE(HasEvent(*s, "P2's Drone Fighter Swarm 1: 2 roll + 2 attack = 4 vs defense 9: miss")) << Log(*s);
  EXPECT_EQ(ZoneOf(*s, 1, "Drone Fighter Swarm"), kReserves);
  // The view's result names the same terms.
  const View v = view(*s, 0);
  const RollView* scout = nullptr;
  for (const RollView& x : v.results)
    if (x.unit == Ref(*s, 0, "Scout Walker")) scout = &x;
  ASSERT_TRUE(scout);
  EXPECT_EQ(scout->attack_terms, " + 1 Rally the Ranks card + 2 Rally the Ranks - 1 Evasive Maneuvers + 1 Anti-Air Battery");
  EXPECT_EQ(scout->defense_terms, "10 + 2 Evasive Maneuvers card");
}

TEST(GroundAssaultBattle, SimultaneousDestructionAndRefill) {
  // Scenario 6.
  Rig r = Base();
  r.units[0] = {{"Interceptor Wing", CZ}, {"Siege Walker", H0}};
  r.units[1] = {{"Drone Fighter Swarm", CZ}, {"Hover Tank", H1}};
  r.hand[0] = {"Concentrated Fire", "Foresight", "Broadside"};
  r.tops[0] = {"Hot Drop"};
  r.dice = {4, 2, 5, 3};
  auto s = Make(r);
  Play(*s, "Interceptor Wing 1 attacks Drone Fighter Swarm 1; done; play Concentrated Fire; pass");
  EXPECT_TRUE(HasEvent(*s, "Interceptor Wing 1: 6 roll + 2 attack + 2 Concentrated Fire card = 10 vs defense 10: hit for 2 damage")) << Log(*s);
  EXPECT_TRUE(HasEvent(*s, "Drone Fighter Swarm 1: 8 roll + 2 attack = 10 vs defense 10: hit for 1 damage"));
  EXPECT_EQ(ZoneOf(*s, 0, "Interceptor Wing"), kReserves);
  EXPECT_EQ(ZoneOf(*s, 1, "Drone Fighter Swarm"), kReserves);
  EXPECT_EQ(HandSize(*s, 0), 3);
  EXPECT_TRUE(InHand(*s, 0, kHotDrop));
  EXPECT_EQ(HandSize(*s, 1), 3);
  EXPECT_FALSE(G(*s).out_[0]);
  EXPECT_FALSE(G(*s).out_[1]);
  EXPECT_EQ(s->current_player(), 1);
}

TEST(GroundAssaultBattle, DamageCountersStayAndDestroyAtShields) {
  Rig r = Base();
  r.units[0] = {{"Siege Walker", CZ, 4}, {"Jet Bike Patrol", H0}};
  r.units[1] = {{"Spider Drone", CZ}, {"Hover Tank", H1}};
  r.dice = {1, 1, 6, 5};  // Siege misses, Spider Drone hits: 2 - 1 (Armor) = 1 -> 5 counters = 5 shields
  auto s = Make(r);
  Play(*s, "Siege Walker attacks Spider Drone 1; done; pass; pass");
  EXPECT_EQ(ZoneOf(*s, 0, "Siege Walker"), kReserves) << "counters >= shields (R2)";
  EXPECT_EQ(Counters(*s, 0, "Siege Walker"), 0) << "R10: reserves carry no counters";
}

TEST(GroundAssaultBattle, CardOrderAttackerDefenderAttackerAgainOnlyIfTheDefenderPlayed) {
  Rig r = Skirmish();
  r.dice = {1, 1, 1, 1, 1, 1, 1, 1};
  auto s = Make(r);
  Play(*s, "Interceptor Wing 1 attacks Drone Fighter Swarm 1; done");
  EXPECT_EQ(s->current_player(), 0);
  Play(*s, "pass");
  EXPECT_EQ(s->current_player(), 1);
  Play(*s, "pass");
  EXPECT_EQ(s->current_player(), 1) << "both passed: the battle is rolled and the turn is over";
  EXPECT_EQ(G(*s).phase_, Phase::kTurn);
  // Attacker plays, defender plays: no third decision.
  auto t = Make(r);
  Play(*t, "Interceptor Wing 1 attacks Drone Fighter Swarm 1; done; play Foresight; play Evasive Maneuvers");
  EXPECT_EQ(G(*t).phase_, Phase::kTurn);
  EXPECT_EQ(t->current_player(), 1);
  // Only combat cards are offered; one per player per battle.
  Rig q = r;
  q.hand[0] = {"Minefield", "Foresight", "Broadside"};
  auto u = Make(q);
  Play(*u, "Interceptor Wing 1 attacks Drone Fighter Swarm 1; done");
  ExpectRefused(*u, "play Minefield");
  Play(*u, "pass; play Evasive Maneuvers; play Foresight");
  EXPECT_EQ(G(*u).phase_, Phase::kTurn);
}

TEST(GroundAssaultBattle, BonusColoursAndMatchingAbilities) {
  Rig r = Base();
  r.units[0] = {{"Interceptor Wing", CZ}, {"Jet Bike Patrol", CZ}, {"Trench Crawler", H0}, {"Scout Walker", CZ},
                {"Raider Walker", CZ}, {"Strike Bomber", CZ}, {"Siege Walker", CZ}};
  r.units[1] = {{"Hover Tank", CZ}, {"Battle Drone Squad", CZ}, {"Battle Drone Squad", CZ}, {"Battle Drone Squad", CZ},
                {"Landing Ship", CZ}, {"Drone Fighter Swarm", CZ}, {"Control Battleship", CZ}, {"Spider Drone", CZ}};
  auto s = Make(r);
  const GaState& g = G(*s);
  const int wing = Ref(*s, 0, "Interceptor Wing"), bike = Ref(*s, 0, "Jet Bike Patrol"),
            crawler = Ref(*s, 0, "Trench Crawler"), scout = Ref(*s, 0, "Scout Walker"),
            raider = Ref(*s, 0, "Raider Walker"), bomber = Ref(*s, 0, "Strike Bomber"), siege = Ref(*s, 0, "Siege Walker");
  const int hover = Ref(*s, 1, "Hover Tank"), drone = Ref(*s, 1, "Battle Drone Squad"), ship = Ref(*s, 1, "Landing Ship"),
            swarm = Ref(*s, 1, "Drone Fighter Swarm"), battleship = Ref(*s, 1, "Control Battleship"),
            spider = Ref(*s, 1, "Spider Drone");
  // Red = attack, yellow = damage, blue = defense; the ability only with the matching icon.
  EXPECT_EQ(g.attack_mods(wing, kConcentratedFire, swarm, -1, CZ), 2);
  EXPECT_EQ(g.damage_value(wing, kConcentratedFire, swarm, -1), 2);   // Lasers: +1 damage
  EXPECT_EQ(g.damage_value(bike, kConcentratedFire, swarm, -1), 1);   // no Lasers: bonus only
  EXPECT_EQ(g.defense_value(swarm, kEvasiveManeuvers, CZ), 12);       // blue +2
  EXPECT_EQ(g.attack_mods(wing, -1, swarm, kEvasiveManeuvers, CZ), -1);  // gold Luck {1,2}: a 1-star unit
  EXPECT_EQ(g.attack_mods(wing, -1, hover, kEvasiveManeuvers, CZ), 0);   // 3 stars: no ability
  EXPECT_EQ(g.damage_value(bike, kPenetratorRounds, hover, -1), 2);   // yellow +1, Armor ignored
  EXPECT_EQ(g.damage_value(bike, -1, hover, -1), 0);                  // Armor
  EXPECT_EQ(g.damage_value(bomber, kTorpedoRun, ship, -1), 4);        // +2 against 4+ stars
  EXPECT_EQ(g.damage_value(bomber, kTorpedoRun, hover, -1), 1);       // 2 - Armor
  EXPECT_EQ(g.defense_value(crawler, kHoldTheLine, H0), 11);          // 8 + 1 + 2 in its own home
  EXPECT_EQ(g.defense_value(crawler, kHoldTheLine, CZ), 9);
  EXPECT_EQ(g.damage_value(battleship, -1, raider, kReinforcedPlating), 2);  // 3 + 1 HC - 1 Armor - 1 Plating
  EXPECT_EQ(g.damage_value(battleship, -1, raider, -1), 3);
  EXPECT_EQ(g.attack_mods(scout, kRallyTheRanks, hover, -1, CZ), 1 + 3);  // Leader: 5 friends, max +3
  EXPECT_EQ(g.attack_mods(drone, kSwarmProtocol, wing, -1, CZ), 1 + 2);   // two other Battle Drones
  EXPECT_EQ(g.defense_value(drone, kSwarmProtocol, CZ), 8 + 2);
  EXPECT_EQ(g.defense_value(ship, kLaunchScreen, CZ), 11 + 1 + 2);         // silver Carrier: other space units
  EXPECT_EQ(g.defense_value(swarm, kLaunchScreen, CZ), 10 + 1);            // no Carrier: bonus only
  EXPECT_EQ(g.damage_value(siege, kBroadside, hover, -1), 3 + 1 + 1 - 1);  // Heavy Cannon: +1 vs 3+ stars, +1 vs Armor
  EXPECT_EQ(g.damage_value(siege, kBroadside, drone, -1), 3);
  EXPECT_EQ(g.damage_value(spider, kTargetingUplink, wing, -1), 3);        // yellow +1
  EXPECT_TRUE(g.gate(kForesight, siege));                                  // gold Mystic: any unit
  EXPECT_TRUE(g.gate(kLastDitchEscape, raider));                           // {1,2,3}
  EXPECT_FALSE(g.gate(kLastDitchEscape, siege));
}

TEST(GroundAssaultBattle, AntiAirBatteryAndJammingArrayModifyBattles) {
  Rig r = Base();
  r.objectives[0][1].face_up = true;  // Anti-Air Battery
  r.objectives[1][0].face_up = true;  // Jamming Array
  r.units[0] = {{"Scout Walker", H0}, {"Interceptor Wing", H1}};
  r.units[1] = {{"Missile Skiff", H0}, {"Hover Tank", H1}};
  auto s = Make(r);
  const GaState& g = G(*s);
  EXPECT_EQ(g.attack_mods(Ref(*s, 0, "Scout Walker"), -1, Ref(*s, 1, "Missile Skiff"), -1, H0), 1);
  EXPECT_EQ(g.attack_mods(Ref(*s, 0, "Interceptor Wing"), -1, Ref(*s, 1, "Hover Tank"), -1, H1), -1);
  EXPECT_EQ(g.attack_mods(Ref(*s, 1, "Hover Tank"), -1, Ref(*s, 0, "Interceptor Wing"), -1, H1), 0);
}

TEST(GroundAssaultBattle, HotDropBringsReservesIntoTheZone) {
  Rig r = Base();
  r.units[0] = {{"Siege Walker", CZ}};
  r.units[1] = {{"Battle Drone Squad", CZ}, {"Hover Tank", H1}};
  r.hand[0] = {"Hot Drop", "Foresight", "Broadside"};
  r.dice = {5, 5, 1, 1};
  auto s = Make(r);
  Play(*s, "Siege Walker attacks Battle Drone Squad 1; done; play Hot Drop; pass");
  ASSERT_EQ(G(*s).phase_, Phase::kBring) << Log(*s);
  ExpectRefused(*s, "bring Raider Walker 1");  // 3 > 2 stars
  Play(*s, "bring Scout Walker 1");
  EXPECT_EQ(ZoneOf(*s, 0, "Scout Walker"), CZ);
  EXPECT_EQ(s->current_player(), 1) << "2 stars used: nothing more fits, the turn ends";
  EXPECT_EQ(HandSize(*s, 0), 3);
}

TEST(GroundAssaultBattle, TargetingUplinkRerollsOnceAndTheSecondRollStands) {
  Rig r = Base();
  r.first = 1;
  r.units[0] = {{"Jet Bike Patrol", CZ}, {"Siege Walker", H0}};
  r.units[1] = {{"Spider Drone", CZ}};
  r.hand[1] = {"Targeting Uplink", "Swarm Protocol", "Evasive Maneuvers"};
  r.dice = {1, 1, 3, 3, 6, 2};
  auto s = Make(r);
  Play(*s, "Spider Drone 1 attacks Jet Bike Patrol 1; done; play Targeting Uplink; pass");
  ASSERT_EQ(G(*s).phase_, Phase::kReroll);
  EXPECT_EQ(s->current_player(), 1);
  Play(*s, "reroll");
  EXPECT_TRUE(HasEvent(*s, "Spider Drone 1: 8 roll + 2 attack = 10 vs defense 9: hit for 3 damage")) << Log(*s);
  EXPECT_EQ(ZoneOf(*s, 0, "Jet Bike Patrol"), kReserves);
}

TEST(GroundAssaultBattle, LastDitchEscapeAndForesight) {
  Rig r = Base();
  r.first = 1;
  r.units[0] = {{"Jet Bike Patrol", CZ}, {"Siege Walker", H0}};
  r.units[1] = {{"Spider Drone", CZ}};
  r.hand[0] = {"Last-Ditch Escape", "Foresight", "Broadside"};
  r.hand[1] = {"Foresight", "Swarm Protocol", "Evasive Maneuvers"};
  r.dice = {1, 2, 6, 6};
  auto s = Make(r);
  Play(*s, "Spider Drone 1 attacks Jet Bike Patrol 1; done; play Foresight; play Last-Ditch Escape");
  // Foresight turns 3 into 7: 7 + 2 + 1 = 10 >= 9 + 1.
  EXPECT_TRUE(HasEvent(*s, "Foresight makes the roll of P2's Spider Drone 1 a 7")) << Log(*s);
  EXPECT_TRUE(HasEvent(*s, "Spider Drone 1: 7 roll + 2 attack + 1 Foresight card = 10 vs defense 10 (9 + 1 Last-Ditch Escape card): hit"));
  EXPECT_TRUE(HasEvent(*s, "escapes destruction"));
  EXPECT_EQ(ZoneOf(*s, 0, "Jet Bike Patrol"), CZ);
  EXPECT_EQ(Counters(*s, 0, "Jet Bike Patrol"), 0);  // shields 1 - 1
  EXPECT_TRUE(HasEvent(*s, "Jet Bike Patrol 1: 12 roll + 2 attack = 14 vs defense 8: natural 12, hit for 1 damage"));
  EXPECT_EQ(Counters(*s, 1, "Spider Drone"), 1);
}

// ---- Strike -----------------------------------------------------------------------------------

TEST(GroundAssaultStrike, FaceDownCombatCardTwoStrikers) {
  // Scenario 4.
  Rig r = Base();
  r.objectives[1] = {{"Concentrated Fire"}, {"Supply Depot"}, {"Minefield"}};
  r.tops[1] = {"Repair Bay"};
  r.units[0] = {{"Jet Bike Patrol", H1}, {"Interceptor Wing", H1}};
  r.units[1] = {{"Hover Tank", H1, 1}, {"Spider Drone", CZ, 1}};
  r.dice = {3, 2, 5, 4};
  auto s = Make(r);
  Play(*s, "strike P2 slot 1; striker Jet Bike Patrol 1; striker Interceptor Wing 1");
  ExpectRefused(*s, "play Foresight");  // no combat cards in strikes
  Play(*s, "done");
  EXPECT_TRUE(HasEvent(*s, "reveals objective slot 1: Concentrated Fire")) << Log(*s);
  EXPECT_TRUE(HasEvent(*s, "Jet Bike Patrol 1 strikes: 5 roll + 2 attack + 1 ground striker = 8 vs objective defense 9: fails"));
  EXPECT_TRUE(HasEvent(*s, "discards Concentrated Fire from slot 1"));
  EXPECT_TRUE(HasEvent(*s, "reveals objective slot 1: Repair Bay"));
  // Repair Bay's reveal: the Syndicate removes all counters from one unit (two are damaged: a choice).
  ASSERT_EQ(G(*s).phase_, Phase::kRepair);
  EXPECT_EQ(s->current_player(), 1);
  Play(*s, "repair Hover Tank 1");
  EXPECT_EQ(Counters(*s, 1, "Hover Tank"), 0);
  EXPECT_EQ(Counters(*s, 1, "Spider Drone"), 1);
  EXPECT_TRUE(HasEvent(*s, "Interceptor Wing 1 strikes: 9 roll + 2 attack = 11 vs objective defense 11: destroyed"));
  // Not the last objective: up to 2 stars (Repair Bay's) from reserves into the home zone.
  ASSERT_EQ(G(*s).phase_, Phase::kBring);
  EXPECT_EQ(s->current_player(), 1);
  ExpectRefused(*s, "bring Hover Tank 2");
  Play(*s, "bring Spider Drone 2");
  EXPECT_EQ(ZoneOf(*s, 1, "Spider Drone", 2), H1);
  EXPECT_EQ(s->current_player(), 1);
  EXPECT_EQ(G(*s).turn_player_, 1);
  EXPECT_EQ(G(*s).objectives(1), 2);
}

TEST(GroundAssaultStrike, LastObjectiveEndsTheGame) {
  // Scenario 5.
  Rig r = Base();
  r.objectives[1] = {{"Supply Depot", true}};
  r.units[0] = {{"Raider Walker", H1}};
  r.units[1] = {{"Hover Tank", H1}};
  r.dice = {3, 4};
  auto s = Make(r);
  Play(*s, "strike P2 slot 1; striker Raider Walker 1; done");
  EXPECT_TRUE(HasEvent(*s, "Raider Walker 1 strikes: 7 roll + 2 attack + 1 ground striker = 10 vs objective defense 10: destroyed"));
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{1, -1}));
  EXPECT_EQ(G(*s).objectives(1), 0);
}

TEST(GroundAssaultStrike, StrikersGoOneByOneUntilOneSucceedsNoNaturalTwelve) {
  Rig r = Base();
  r.objectives[1] = {{"Hangar Complex", true}, {"Supply Depot"}, {"Minefield"}};
  r.units[0] = {{"Jet Bike Patrol", H1}, {"Jet Bike Patrol", H1}, {"Interceptor Wing", H1}};
  r.units[1] = {{"Hover Tank", H1}};
  r.dice = {6, 6, 5, 5};
  auto s = Make(r);
  // Hangar Complex: defense 13; the first striker succeeds and the others do not strike.
  Play(*s, "strike P2 slot 1; striker Interceptor Wing 1; striker Jet Bike Patrol 1; striker Jet Bike Patrol 2; done");
  EXPECT_TRUE(HasEvent(*s, "Interceptor Wing 1 strikes: 12 roll + 2 attack = 14 vs objective defense 13: destroyed")) << Log(*s);
  EXPECT_FALSE(HasEvent(*s, "Jet Bike Patrol 1 strikes")) << "the strike ends at the first success";
  // No natural-12 auto-hit in strikes (R3): a Shield Generator raises the defense to 13 + 1 = 14.
  Rig q = r;
  q.objectives[1] = {{"Hangar Complex", true}, {"Shield Generator", true}, {"Minefield"}};
  q.units[0] = {{"Trench Crawler", H1}};
  q.dice = {6, 6};
  auto t = Make(q);
  Play(*t, "strike P2 slot 1; striker Trench Crawler 1; done");
  EXPECT_TRUE(HasEvent(*t, "Trench Crawler 1 strikes: 12 roll + 1 attack + 1 ground striker = 14 vs objective defense 14 (13 + 1 Shield Generator): destroyed")) << Log(*t);
  Rig w = q;
  w.units[0] = {{"Interceptor Wing", H1}};
  auto u = Make(w);
  Play(*u, "strike P2 slot 1; striker Interceptor Wing 1; done");
  EXPECT_TRUE(HasEvent(*u, "Interceptor Wing 1 strikes: 12 roll + 2 attack = 14 vs objective defense 14 (13 + 1 Shield Generator): destroyed"));
  Rig x = w;
  x.objectives[1][0] = {"Jamming Array", true};  // jamming -1, defense 10 + 1 (Shield Generator)
  x.dice = {6, 6};
  auto v = Make(x);
  Play(*v, "strike P2 slot 2; striker Interceptor Wing 1; done");  // Shield Generator itself: 12
  EXPECT_TRUE(HasEvent(*v, "Interceptor Wing 1 strikes: 12 roll + 2 attack - 1 Jamming Array = 13 vs objective defense 12: destroyed")) << Log(*v);
}

TEST(GroundAssaultStrike, NaturalTwelveIsNoAutoHitInAStrike) {
  Rig r = Base();
  r.objectives[1] = {{"Hangar Complex", true}, {"Shield Generator", true}, {"Shield Generator", true}};
  r.units[0] = {{"Trench Crawler", H1}};
  r.units[1] = {{"Hover Tank", H1}};
  r.dice = {6, 6};
  auto s = Make(r);
  Play(*s, "strike P2 slot 1; striker Trench Crawler 1; done");  // 12 + 1 + 1 = 14 < 13 + 2
  EXPECT_TRUE(HasEvent(*s, "= 14 vs objective defense 15 (13 + 2 Shield Generator): fails")) << Log(*s);
  EXPECT_EQ(SlotCard(*s, 1, 0), kHangarComplex) << "a face-up objective card stays";
}

TEST(GroundAssaultStrike, ShieldGeneratorProtectsFaceDownObjectivesToo) {
  // R15: "your other objectives" includes face-down ones; the revealed card is struck at 9 + 1.
  Rig r = Base();
  r.objectives[1] = {{"Shield Generator", true}, {"Concentrated Fire"}, {"Supply Depot"}};
  r.units[0] = {{"Interceptor Wing", H1}};
  r.units[1] = {{"Hover Tank", H1}};
  r.dice = {4, 3};
  auto s = Make(r);
  Play(*s, "strike P2 slot 2; striker Interceptor Wing 1; done");
  EXPECT_TRUE(HasEvent(*s, "Interceptor Wing 1 strikes: 7 roll + 2 attack = 9 vs objective defense 10 (9 + 1 Shield Generator): fails")) << Log(*s);
}

TEST(GroundAssaultStrike, MinefieldRevealHitsGroundStrikersArmorApplies) {
  Rig r = Base();
  r.objectives[1] = {{"Minefield"}, {"Supply Depot"}, {"Jamming Array"}};
  r.units[0] = {{"Jet Bike Patrol", H1}, {"Interceptor Wing", H1}, {"Siege Walker", CZ}};
  r.units[1] = {{"Hover Tank", H1}};
  r.dice = {1, 1};
  auto s = Make(r);
  Play(*s, "strike P2 slot 1; striker Jet Bike Patrol 1; striker Interceptor Wing 1; done");
  EXPECT_TRUE(HasEvent(*s, "Minefield deals 1 damage to P1's Jet Bike Patrol 1")) << Log(*s);
  EXPECT_EQ(ZoneOf(*s, 0, "Jet Bike Patrol"), kReserves);
  EXPECT_FALSE(HasEvent(*s, "Jet Bike Patrol 1 strikes")) << "a striker gone after the reveal does not strike";
  EXPECT_TRUE(HasEvent(*s, "Interceptor Wing 1 strikes: 2 roll + 2 attack = 4 vs objective defense 9: fails"));
  EXPECT_EQ(SlotCard(*s, 1, 0), kMinefield);
  // Armor reduces the mine's damage to 0.
  Rig q = r;
  q.units[0] = {{"Raider Walker", H1}};
  auto t = Make(q);
  Play(*t, "strike P2 slot 1; striker Raider Walker 1; done");
  EXPECT_TRUE(HasEvent(*t, "Minefield deals 0 damage (1 - 1 Armor icon) to P1's Raider Walker 1"));
  EXPECT_EQ(ZoneOf(*t, 0, "Raider Walker"), H1);
}

TEST(GroundAssaultStrike, HangarComplexRevealBringsReservesBeforeTheStrike) {
  Rig r = Base();
  r.objectives[1] = {{"Hangar Complex"}, {"Supply Depot"}, {"Jamming Array"}};
  r.units[0] = {{"Interceptor Wing", H1}};
  r.units[1] = {{"Hover Tank", CZ}};
  r.dice = {1, 1};
  auto s = Make(r);
  Play(*s, "strike P2 slot 1; striker Interceptor Wing 1; done");
  ASSERT_EQ(G(*s).phase_, Phase::kBring);
  EXPECT_EQ(s->current_player(), 1);
  Play(*s, "bring Hover Tank 2");  // 3 stars: nothing more fits
  EXPECT_EQ(ZoneOf(*s, 1, "Hover Tank", 2), H1);
  EXPECT_TRUE(HasEvent(*s, "Interceptor Wing 1 strikes"));
  EXPECT_EQ(s->current_player(), 1);
  EXPECT_EQ(G(*s).turn_player_, 1);
}

TEST(GroundAssaultStrike, OnlyUnitsInThatHomeZoneWorthFiveStarsStrike) {
  Rig r = Base();
  r.units[0] = {{"Siege Walker", H1}, {"Jet Bike Patrol", H1}, {"Raider Walker", CZ}};
  r.units[1] = {{"Hover Tank", H1}};
  auto s = Make(r);
  Play(*s, "strike P2 slot 2");
  ExpectRefused(*s, "done");  // at least one striker
  ExpectRefused(*s, "striker Raider Walker 1");
  Play(*s, "striker Siege Walker");
  ExpectRefused(*s, "striker Jet Bike Patrol 1");
  EXPECT_EQ(LegalList(*s), "done; ");
}

// ---- power icons (9) -----------------------------------------------------------------------------

TEST(GroundAssaultPower, CarrierDeployInsteadOfTheActionOncePerTurn) {
  Rig r = Base();
  r.units[0] = {{"Dropship Barge", H1}, {"Siege Walker", H0}};
  r.units[1] = {{"Hover Tank", H1}, {"Landing Ship", CZ}};
  auto s = Make(r);
  Play(*s, "carrier to home P2");
  ASSERT_EQ(G(*s).phase_, Phase::kBring);
  EXPECT_TRUE(Legal(*s, "bring Scout Walker 1"));
  Play(*s, "bring Raider Walker 1");
  EXPECT_EQ(ZoneOf(*s, 0, "Raider Walker"), H1);
  EXPECT_EQ(s->current_player(), 1) << "Deploy replaces the action";
  EXPECT_TRUE(G(*s).power_used_ == false);  // reset for the new turn
  // Only from an opponent's home zone.
  Play(*s, "end turn");
  Play(*s, "move Dropship Barge to contested; done; end turn");
  EXPECT_FALSE(Legal(*s, "carrier to home P2"));
  // The limit of one out-of-combat power ability per turn is kept even if a choice is skipped.
  Rig q = r;
  auto t = Make(q);
  Play(*t, "carrier to home P2; done");
  EXPECT_EQ(t->current_player(), 1);
}

// ---- cards in hand, deck and discard (8) ----------------------------------------------------------

TEST(GroundAssaultCards, AnEmptyDeckIsRefilledFromTheDiscardPile) {
  Rig r = Skirmish();
  r.hand[0] = {"Foresight", "Broadside"};
  r.deck_size[0] = 0;
  r.discard[0] = {"Hot Drop"};
  r.dice = {1, 1, 1, 1};
  auto s = Make(r);
  EXPECT_EQ(DeckSize(*s, 0), 0);
  const size_t discard = G(*s).discard_[0].size();
  Play(*s, "Interceptor Wing 1 attacks Drone Fighter Swarm 1; done; play Foresight; pass");
  EXPECT_TRUE(HasEvent(*s, "shuffles the discard pile into a new deck"));
  EXPECT_EQ(HandSize(*s, 0), 3);
  EXPECT_EQ(DeckSize(*s, 0), static_cast<int>(discard + 1 - 2)) << "the played card went into the new deck too";
  EXPECT_TRUE(G(*s).discard_[0].empty());
}

TEST(GroundAssaultCards, AHandAboveThreeDrawsNothingAfterABattle) {
  Rig r = Skirmish();
  r.hand[0] = {"Foresight", "Broadside", "Torpedo Run", "Hot Drop", "Penetrator Rounds"};
  r.dice = {1, 1, 1, 1};
  auto s = Make(r);
  const int deck = DeckSize(*s, 0);
  Play(*s, "Interceptor Wing 1 attacks Drone Fighter Swarm 1; done; play Foresight; pass");
  EXPECT_EQ(HandSize(*s, 0), 4);
  EXPECT_EQ(DeckSize(*s, 0), deck);
}

// ---- elimination and victory -----------------------------------------------------------------------

TEST(GroundAssaultVictory, NoUnitsInPlayEliminatesReservesDoNotCount) {
  Rig r = Base();
  r.units[0] = {{"Siege Walker", CZ}};
  r.units[1] = {{"Battle Drone Squad", CZ}};
  r.dice = {5, 5, 1, 1};
  auto s = Make(r);
  ASSERT_GT(G(*s).nunits_[1], 1);
  Play(*s, "Siege Walker attacks Battle Drone Squad 1; done; pass; pass");
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{1, -1}));
  EXPECT_TRUE(HasEvent(*s, "is eliminated"));
}

TEST(GroundAssaultVictory, BothLastUnitsDestroyedTogetherIsADraw) {
  Rig r = Base();
  r.units[0] = {{"Interceptor Wing", CZ}};
  r.units[1] = {{"Drone Fighter Swarm", CZ}};
  r.dice = {6, 6, 6, 6};
  auto s = Make(r);
  Play(*s, "Interceptor Wing 1 attacks Drone Fighter Swarm 1; done; pass; pass");
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{0, 0}));
  EXPECT_TRUE(HasEvent(*s, "The game is a draw"));
}

// How often bots reach the turn limit (notes.md, "Bound"), and how long their games are. A measurement,
// not a check (it takes minutes with ISMCTS bots):
//   FF_GA_BOTS=heuristic FF_GA_GAMES=400 build/native/tests/ff_tests
//     (same line) --gtest_also_run_disabled_tests --gtest_filter='GroundAssaultBound.DISABLED_MeasureHowOftenBotsReachTheLimit'
// FF_GA_BOTS lists the bots sitting round the table (rotating by game; "hard,heuristic" alternates
// them); FF_GA_SEATS picks one seat count (default 2, 3 and 4); FF_GA_LIMIT=T plays with a limit of T
// turns per seat instead of kTurnsPerSeat (FF_GA_LIMIT=1000: the games' natural lengths).
struct LimitTally {
  int games = 0, limit = 0;
  std::vector<int> turns;
};

LimitTally PlayBotGames(int seats, const std::vector<std::string>& specs, int games, int per_seat) {
  LimitTally t;
  for (int g = 0; g < games; ++g) {
    const uint64_t seed = 2026 + static_cast<uint64_t>(g);
    auto s = *new_game("ground-assault", seed, seats);
    M(*s).turn_limit_ = per_seat * seats;
    std::vector<std::unique_ptr<Bot>> bots;
    for (int seat = 0; seat < seats; ++seat)
      bots.push_back(std::move(*make_bot(specs[static_cast<size_t>(seat + g) % specs.size()], seed * 31 + static_cast<uint64_t>(seat))));
    while (!s->is_terminal()) s->apply_legal(bots[static_cast<size_t>(s->current_player())]->choose(*s));
    ++t.games;
    t.turns.push_back(G(*s).turns_);
    for (const EventRecord& e : G(*s).events_) t.limit += e.kind == EventKind::kLimit;
  }
  std::sort(t.turns.begin(), t.turns.end());
  return t;
}

// The rules end a game only by elimination; our bound (notes.md, "Bound") ends it in a draw for the
// players still in, whatever they hold.
TEST(GroundAssaultBound, AtTheTurnLimitThePlayersStillInDraw) {
  Rig r = Skirmish();
  auto s = Make(r);
  EXPECT_EQ(G(*s).turn_limit_, kTurnsPerSeat * 2);
  M(*s).turns_ = G(*s).turn_limit_;
  Play(*s, "end turn");
  EXPECT_TRUE(s->is_terminal());
  EXPECT_TRUE(HasEvent(*s, "The turn limit is reached"));
  EXPECT_TRUE(HasEvent(*s, "The game is a draw"));
  EXPECT_EQ(s->returns(), (std::vector<double>{0, 0})) << "10 stars against 6 decide nothing";
  EXPECT_LE(kMaxSeats * 17 + kTurnsPerSeat * 4 * 59, find_game("ground-assault")->info.max_actions);
}

TEST(GroundAssaultBound, AtTheTurnLimitEliminatedPlayersLoseTheOthersDraw) {
  Rig r = Base();
  r.objectives[2] = {{"Shield Generator"}, {"Minefield"}, {"Repair Bay"}};
  r.hand[2] = {"Foresight", "Broadside", "Hot Drop"};
  r.units[0] = {{"Siege Walker", CZ}, {"Jet Bike Patrol", H0}};
  r.units[1] = {{"Hover Tank", H1}};
  r.units[2] = {{"Jet Bike Patrol", CZ}};
  r.dice = {5, 5, 1, 1};
  auto s = Make(r, 3);
  EXPECT_EQ(G(*s).turn_limit_, kTurnsPerSeat * 3) << "per starting seat";
  Play(*s, "Siege Walker@P1 attacks Jet Bike Patrol 1@P3; done; pass; pass");
  ASSERT_TRUE(G(*s).out_[2]);
  M(*s).turns_ = G(*s).turn_limit_;
  Play(*s, "end turn");
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{0, 0, -1})) << "6 stars against 3 decide nothing";
}

// The table shows the turn count against the bound once the last five rounds have begun.
TEST(GroundAssaultBound, TheViewSaysWhenTheLimitIsNear) {
  auto s = Make(Skirmish());
  M(*s).turns_ = G(*s).turn_limit_ - 10;
  EXPECT_FALSE(view(*s, 0).limit_near);
  Play(*s, "end turn");  // turn limit - 9: five rounds of two turns left, this one included
  EXPECT_TRUE(view(*s, 0).limit_near);
  EXPECT_EQ(view(*s, 1).turn, G(*s).turn_limit_ - 9);
  EXPECT_EQ(view(*s, 1).turn_limit, G(*s).turn_limit_);
  M(*s).turns_ = G(*s).turn_limit_;
  Play(*s, "end turn");
  EXPECT_TRUE(view(*s, 0).limit_reached);
  EXPECT_FALSE(view(*s, 0).limit_near) << "over";
}

// The bound is rare (the developers' guide: measure it): heuristic bots, which break stalemates
// (ground_assault_ai.cpp), reach it in under 2 % of 400 games at each seat count.
TEST(GroundAssaultBound, BotsReachTheTurnLimitInUnderTwoPercentOfGames) {
  for (int seats = 2; seats <= 4; ++seats) {
    const LimitTally t = PlayBotGames(seats, {"heuristic"}, 400, kTurnsPerSeat);
    EXPECT_LT(t.limit * 50, t.games) << seats << " players: " << t.limit << " of " << t.games;
  }
}

TEST(GroundAssaultBound, DISABLED_MeasureHowOftenBotsReachTheLimit) {
  auto env = [](const char* k, const char* d) { const char* v = std::getenv(k); return std::string(v && *v ? v : d); };
  std::vector<std::string> specs;
  for (std::string rest = env("FF_GA_BOTS", "heuristic") + ","; rest.find(',') != std::string::npos;) {
    specs.push_back(rest.substr(0, rest.find(',')));
    rest = rest.substr(rest.find(',') + 1);
  }
  const int games = std::stoi(env("FF_GA_GAMES", "400"));
  const int per_seat = std::stoi(env("FF_GA_LIMIT", std::to_string(kTurnsPerSeat).c_str()));
  const std::string only = env("FF_GA_SEATS", "");
  for (int seats = 2; seats <= 4; ++seats) {
    if (!only.empty() && std::stoi(only) != seats) continue;
    const LimitTally t = PlayBotGames(seats, specs, games, per_seat);
    auto pct = [&](double q) { return t.turns[static_cast<size_t>(q * (t.turns.size() - 1))]; };
    std::printf("%d seats, %d games (%s): limit %d reached in %d (%.1f %%); turns median %d, p90 %d, p98 %d, p99 %d, max %d\n",
                seats, t.games, env("FF_GA_BOTS", "heuristic").c_str(), per_seat * seats, t.limit,
                100.0 * t.limit / t.games, pct(0.5), pct(0.9), pct(0.98), pct(0.99), t.turns.back());
  }
}

// ---- three and four players (3, 10) ----------------------------------------------------------------

TEST(GroundAssaultMultiplayer, StarMapClockwiseTurnsEliminatedPlayersLeaveAndAreSkipped) {
  Rig r = Base();
  r.objectives[2] = {{"Shield Generator"}, {"Minefield"}, {"Repair Bay"}};
  r.hand[2] = {"Foresight", "Broadside", "Hot Drop"};
  r.units[0] = {{"Siege Walker", CZ}, {"Jet Bike Patrol", H0}};
  r.units[1] = {{"Hover Tank", H1}};
  r.units[2] = {{"Jet Bike Patrol", CZ}};
  r.dice = {5, 5, 1, 1};
  auto s = Make(r, 3);
  // From the contested zone every home zone is one move; home zones touch only the contested zone.
  EXPECT_TRUE(Legal(*s, "move Siege Walker@P1 to home P2"));
  EXPECT_TRUE(Legal(*s, "move Siege Walker@P1 to home P3"));
  EXPECT_TRUE(Legal(*s, "move Siege Walker@P1 to home P1"));
  EXPECT_FALSE(Legal(*s, "move Jet Bike Patrol 1@P1 to home P2"));
  Play(*s, "Siege Walker@P1 attacks Jet Bike Patrol 1@P3; done; pass; pass");
  EXPECT_TRUE(G(*s).out_[2]);
  EXPECT_FALSE(s->is_terminal());
  EXPECT_EQ(G(*s).unit(Ref(*s, 2, "Jet Bike Patrol")).zone, kGone);
  EXPECT_EQ(G(*s).objectives(2), 0);
  EXPECT_EQ(G(*s).gone_[2].size(), 32u);
  EXPECT_EQ(s->current_player(), 1);
  Play(*s, "end turn");
  EXPECT_EQ(s->current_player(), 0) << "P3 is skipped";
  EXPECT_FALSE(Legal(*s, "move Siege Walker@P1 to home P3")) << "an eliminated player's home zone is out of play";
}

TEST(GroundAssaultMultiplayer, OneOpponentPerCombatAction) {
  Rig r = Base();
  r.objectives[2] = {{"Shield Generator"}, {"Minefield"}, {"Repair Bay"}};
  r.units[0] = {{"Interceptor Wing", CZ}, {"Interceptor Wing", CZ}};
  r.units[1] = {{"Drone Fighter Swarm", CZ}};
  r.units[2] = {{"Interceptor Wing", CZ}};
  auto s = Make(r, 3);
  Play(*s, "Interceptor Wing 1@P1 attacks Drone Fighter Swarm 1");
  ExpectRefused(*s, "Interceptor Wing 2@P1 attacks Interceptor Wing 1@P3");
  EXPECT_TRUE(Legal(*s, "Interceptor Wing 2@P1 attacks Drone Fighter Swarm 1"));
}

TEST(GroundAssaultMultiplayer, FourPlayersPlayToTheEnd) {
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    auto s = *new_game("ground-assault", seed, 4);
    auto bot = make_heuristic_bot(seed);
    int n = 0;
    while (!s->is_terminal() && n < 5000) s->apply_legal(bot->choose(*s)), ++n;
    EXPECT_TRUE(s->is_terminal());
    EXPECT_LE(n, s->info().max_actions);
  }
}

// ---- start of turn: Repair Bay (R16) ---------------------------------------------------------------

TEST(GroundAssaultTurn, RepairBayRemovesACounterAtTheStartOfTheTurn) {
  Rig r = Base();
  r.first = 1;
  r.objectives[1] = {{"Repair Bay", true}, {"Supply Depot"}, {"Jamming Array"}};
  r.units[0] = {{"Siege Walker", H0}};
  r.units[1] = {{"Hover Tank", H1, 1}, {"Control Battleship", H1, 3}, {"Spider Drone", CZ, 1}};
  auto s = Make(r);
  ASSERT_EQ(G(*s).phase_, Phase::kRepair);
  ExpectRefused(*s, "repair Spider Drone 1");  // not in the home zone
  Play(*s, "repair Control Battleship");
  EXPECT_EQ(Counters(*s, 1, "Control Battleship"), 2);
  EXPECT_EQ(G(*s).phase_, Phase::kTurn);
}

// ---- views, log, notation ------------------------------------------------------------------------

TEST(GroundAssaultView, HidesOtherHandsFaceDownObjectivesAndDeckOrder) {
  Rig r = Skirmish();
  r.objectives[1] = {{"Jamming Array"}, {"Supply Depot", true}, {"Hangar Complex"}};
  r.hand[1] = {"Swarm Protocol", "Targeting Uplink", "Launch Screen"};
  auto s = Make(r);
  const std::string j0 = s->view_json(0);
  EXPECT_EQ(j0.find("Swarm Protocol"), std::string::npos);
  EXPECT_EQ(j0.find("Targeting Uplink"), std::string::npos);
  EXPECT_EQ(j0.find("Jamming Array"), std::string::npos);
  EXPECT_EQ(j0.find("Hangar Complex"), std::string::npos);
  EXPECT_NE(j0.find("Supply Depot"), std::string::npos);  // face up
  EXPECT_NE(j0.find("\"face down\""), std::string::npos);
  EXPECT_EQ(s->view_json(1).find("Jamming Array"), std::string::npos) << "not even its owner sees it";
  EXPECT_NE(s->view_json(1).find("Swarm Protocol"), std::string::npos);
  const View v0 = view(*s, 0);
  EXPECT_EQ(v0.players[1].hand, 3);
  EXPECT_EQ(v0.hand.size(), 3u);
  // Two states that differ only in deck order, the other hand and face-down objectives look the same.
  auto other = s->clone();
  GaState& o = M(*other);
  std::reverse(o.deck_[0].begin(), o.deck_[0].end());
  std::swap(o.deck_[1][0], o.hand_[1][0]);
  const uint8_t top = o.deck_[1][1];
  o.deck_[1][1] = static_cast<uint8_t>(o.slots_[1][0].card);
  o.slots_[1][0].card = static_cast<int8_t>(top);
  EXPECT_EQ(other->view_json(0), j0);
  EXPECT_NE(other->to_json(), s->to_json());
}

TEST(GroundAssaultView, ShowsTheBudgetChosenUnitsAndTheBattle) {
  Rig r = Skirmish();
  auto s = Make(r);
  Play(*s, "move Raider Walker 1 to contested");
  View v = view(*s, 1);
  EXPECT_EQ(v.action, "move");
  EXPECT_EQ(v.budget, 5);
  EXPECT_EQ(v.budget_used, 3);
  EXPECT_EQ(v.chosen, std::vector<int>{Ref(*s, 0, "Raider Walker")});
  auto t = Make(r);
  Play(*t, "Interceptor Wing 1 attacks Drone Fighter Swarm 1; done; play Foresight");
  v = view(*t, 1);
  EXPECT_EQ(v.action, "combat");
  EXPECT_EQ(v.battle, 0);
  EXPECT_EQ(v.played[0], kForesight);
}

// Issue 38: every battle of the other side's turn stays in the view (View::results) until the seat's
// own next action outside a battle (View::acted); the same results in every seat's view.
TEST(GroundAssaultView, ResultsStayUntilTheSeatActsAgain) {
  // A Starter duel as the Easy heuristic plays it (fivefronts replay --bots easy,easy), to the end of
  // P2's turn 6: three battles, P1's last action its moves of turn 5.
  auto s = *new_game("ground-assault", 3, 2, {{"mode", "starter"}});
  for (Action a : {112, 104, 1, 104, 112, 1, 561, 1, 4602, 4609, 3, 400, 1, 4603, 4603, 101, 128, 120, 1, 656, 784, 402, 1,
                   4500, 4608, 4606, 4501, 2, 4606, 2, 4600, 4604})
    ASSERT_TRUE(s->apply(a).ok());
  const View v = view(*s, 0), them = view(*s, 1), all = view(*s, kObserver);
  ASSERT_EQ(v.acted.size(), 2u);
  std::set<int> battles;
  for (const RollView& r : v.results)
    if (r.at > v.acted[0]) battles.insert(r.at);
  EXPECT_EQ(battles.size(), 3u) << "the three battles since P1's moves";
  EXPECT_EQ(v.results, them.results);
  EXPECT_EQ(v.results, all.results);
  EXPECT_EQ(v.acted, all.acted);
  EXPECT_GT(v.acted[1], v.acted[0]) << "P2 declared its attacks after P1 moved";
  // P1's strike is an action of its own: the battles before it leave, its roll is the one result.
  ASSERT_TRUE(s->apply(*s->parse_action("strike P2 slot 1")).ok());
  const View w = view(*s, 0);
  int after = 0;
  for (const RollView& r : w.results) after += r.at >= w.acted[0];
  EXPECT_EQ(after, 0) << "no result yet: the strikers are still being chosen";
}

// Issue 38: when a move's explanation tells the player to keep a unit at home, its words say why (an
// opposing unit could walk in and strike the only objective: first games ended on turns 5-7 that
// way). Heuristic players, 24 Starter duels.
TEST(GroundAssaultGuide, AMoveThatKeepsAGuardAtHomeSaysWhy) {
  int decisions = 0, kept = 0;
  for (uint64_t seed = 1; seed <= 24; ++seed) {
    auto s = *new_game("ground-assault", seed, 2, {{"mode", "starter"}});
    Rng rng(seed);
    for (int steps = 0; steps < 400 && !s->is_terminal(); ++steps) {
      const int p = s->current_player();
      const Phase ph = G(*s).phase_;
      Action a = heuristic_action(*s, rng);
      if (p == 0 && (ph == Phase::kTurn || ph == Phase::kMove)) {
        ++decisions;
        for (Action x : s->legal_actions()) {
          const std::string why = s->explain(x);
          if (why.find("Keep ") == std::string::npos) continue;
          ++kept;
          EXPECT_NE(why.find("could move in and strike your last objective"), std::string::npos) << why;
        }
      }
      s->apply_legal(a);
    }
  }
  EXPECT_GT(decisions, 100);
  EXPECT_GT(kept, 0) << "some move's words kept a guard at home and said why";
}

// Issue 38 (a newcomer's guided game, 2026-11-25): three computer units stood in the player's home
// zone beside three of the player's own, the guide said "end the move", then "strike", and the next
// computer turn struck the only objective. A guard at home does not stop a strike: intruders are
// named in the guide's words and on the table (home_intruders) whatever the guards, until attacked.
TEST(GroundAssaultGuide, IntrudersAtHomeAreNamedBeforeTheyStrike) {
  Rig r = Base();
  r.objectives[0] = {{"Shield Generator"}};
  r.objectives[1] = {{"Jamming Array"}};
  r.units[0] = {{"Jet Bike Patrol", H0}, {"Strike Bomber", H0}, {"Raider Walker", H1}};
  r.units[1] = {{"Hover Tank", H0}, {"Spider Drone", H0}};
  auto s = Make(r);
  const View v = view(*s, 0, s->event_count());
  EXPECT_TRUE(home_threats(v, 0).empty()) << "guards at home: the home zone is not open";
  ASSERT_EQ(home_intruders(v, 0).size(), 2u);
  EXPECT_EQ(threat_text(v, home_intruders(v, 0)), "{P2's} Hover Tank 1 and 1 more");
  for (const char* move : {"end turn", "strike P2 slot 1"}) {
    const std::string why = s->explain(*s->parse_action(move));
    EXPECT_NE(why.find("Careful: {P2's} Hover Tank 1 and 1 more are in your home zone and can strike your last objective on their next turn"), std::string::npos)
        << move << ": " << why;
  }
  // An attack on them is not warned against; with a second objective there is no one-blow loss.
  ASSERT_TRUE(s->parse_action("Jet Bike Patrol 1 attacks Hover Tank 1").ok()) << LegalList(*s);
  EXPECT_EQ(s->explain(*s->parse_action("Jet Bike Patrol 1 attacks Hover Tank 1")).find("Careful"), std::string::npos);
  r.objectives[0].push_back({"Anti-Air Battery"});
  auto two = Make(r);
  EXPECT_TRUE(home_intruders(view(*two, 0, two->event_count()), 0).empty());
}

TEST(GroundAssaultLog, DescriptionsAndRulesTextAreInPlayersWords) {
  auto s = Make(Skirmish());
  EXPECT_EQ(s->describe(*s->parse_action("move Siege Walker to contested")), "moves Siege Walker to the contested zone");
  EXPECT_EQ(s->describe(*s->parse_action("Interceptor Wing 1 attacks Drone Fighter Swarm 1")),
            "attacks {P2's} Drone Fighter Swarm 1 with Interceptor Wing 1");
  const std::string rules = rules_text();
  for (int t = 0; t < kNumUnitTypes; ++t) EXPECT_NE(rules.find(unit_type(t).name), std::string::npos);
  for (int t = 0; t < kNumCardTypes; ++t) EXPECT_NE(rules.find(card_type(t).name), std::string::npos);
}

TEST(GroundAssaultLog, DescriptionsInBothPersons) {
  auto s = Make(Skirmish());
  auto both = [&](const std::string& move) {
    const Action a = *s->parse_action(move);
    return s->describe(a, Person::kThird) + " | " + s->describe(a, Person::kSecond);
  };
  EXPECT_EQ(both("move Siege Walker to contested"), "moves Siege Walker to the contested zone | move Siege Walker to the contested zone");
  EXPECT_EQ(both("Interceptor Wing 1 attacks Drone Fighter Swarm 1"),
            "attacks {P2's} Drone Fighter Swarm 1 with Interceptor Wing 1 | attack {P2's} Drone Fighter Swarm 1 with Interceptor Wing 1");
  EXPECT_EQ(both("end turn"), "ends the turn | end the turn");
  Play(*s, "Interceptor Wing 1 attacks Drone Fighter Swarm 1");
  EXPECT_EQ(both("done"), "starts the battles | start the battles");
  Play(*s, "done");
  EXPECT_EQ(both("pass"), "plays no combat card | play no combat card");
  EXPECT_EQ(both("play Foresight"), "plays Foresight | play Foresight");
}

TEST(GroundAssaultLog, EventsInBothPersons) {
  Rig r = Skirmish();
  r.objectives[0][0].face_up = true;  // Shield Generator
  r.hand[0] = {"Minefield", "Foresight", "Broadside"};
  r.dice = {6, 6, 1, 1};
  auto s = Make(r);
  Play(*s, "objective Minefield for slot 1; Interceptor Wing 1 attacks Drone Fighter Swarm 1; done; pass; pass");
  const View v = view(*s, 0);
  auto line = [&](const std::string& start) -> const Event* {
    for (const Event& e : v.events)
      if (e.text.rfind(start, 0) == 0) return &e;
    ADD_FAILURE() << start << " not in the log";
    return nullptr;
  };
  const Event* e = line("plays the objective Minefield");
  ASSERT_TRUE(e);
  EXPECT_EQ(e->seat, 0);
  EXPECT_EQ(e->text, "plays the objective Minefield face up into slot 1, discards Shield Generator and draws a card");
  EXPECT_EQ(e->text_you, "play the objective Minefield face up into slot 1, discard Shield Generator and draw a card");
  e = line("declares");
  ASSERT_TRUE(e);
  EXPECT_EQ(e->text_you, "declare Interceptor Wing 1 against {P2's} Drone Fighter Swarm 1");
  e = line("plays no combat card");
  ASSERT_TRUE(e);
  EXPECT_EQ(e->text_you, "play no combat card");
  // A unit's roll is a table line naming the owner's seat (the reader's front end names it); a table
  // event is a whole sentence for everyone.
  e = line("{P1's} Interceptor Wing 1 rolls");
  ASSERT_TRUE(e);
  EXPECT_EQ(e->seat, -1);
  EXPECT_EQ(e->text_you, e->text);
  e = line("Battle: ");
  ASSERT_TRUE(e);
  EXPECT_EQ(e->seat, -1);
  EXPECT_EQ(e->text_you, e->text);
  // "is" becomes "are" for the seat itself.
  auto t = Make(Skirmish());
  M(*t).eliminate(1);
  const View w = view(*t, 1);
  EXPECT_EQ(w.events.back().text, "is eliminated");
  EXPECT_EQ(w.events.back().text_you, "are eliminated");
}

// Issue 24, item 7: the log read "Computer Minefield deals 1 damage" for the player's own Minefield
// (the line's seat was the unit hit's). A Minefield's line names its owner and the unit's owner by
// seat tokens, which each reader's front end names ("your", "Computer's"); texts name no "P2".
TEST(GroundAssaultLog, AMinefieldLineNamesItsOwnerAndTheOwnerOfTheUnitHit) {
  Rig r = Base();
  r.objectives[1] = {{"Minefield"}, {"Supply Depot"}, {"Jamming Array"}};
  r.units[0] = {{"Jet Bike Patrol", H1}, {"Interceptor Wing", H1}, {"Siege Walker", CZ}};
  r.units[1] = {{"Hover Tank", H1}};
  r.dice = {1, 1};
  auto s = Make(r);
  Play(*s, "strike P2 slot 1; striker Jet Bike Patrol 1; striker Interceptor Wing 1; done");
  const View v = view(*s, 1);
  const Event* mine = nullptr;
  for (const Event& e : v.events)
    if (e.text.find("Minefield deals") != std::string::npos) mine = &e;
  ASSERT_TRUE(mine);
  EXPECT_EQ(mine->seat, -1) << "a line about a card, not one seat's act";
  EXPECT_EQ(mine->text, "{P2's} Minefield deals 1 damage to {P1's} Jet Bike Patrol 1 (1 damage counter reaches its 1 shield)");
  auto reader = [](int you) {
    return [you](int seat, bool possessive) -> std::string {
      if (seat == you) return possessive ? "your" : "you";
      return possessive ? "Computer's" : "Computer";
    };
  };
  EXPECT_EQ(name_seats(mine->text, reader(1)), "Your Minefield deals 1 damage to Computer's Jet Bike Patrol 1 (1 damage counter reaches its 1 shield)");
  EXPECT_EQ(name_seats(mine->text, reader(0)), "Computer's Minefield deals 1 damage to your Jet Bike Patrol 1 (1 damage counter reaches its 1 shield)");
  EXPECT_EQ(plain_seats(mine->text), "P2's Minefield deals 1 damage to P1's Jet Bike Patrol 1 (1 damage counter reaches its 1 shield)");
  // Once named, no line a player reads names a seat by number.
  for (const Event& e : v.events) {
    const std::string line = name_seats(e.text, reader(1));
    EXPECT_EQ(line.find("P1"), std::string::npos) << line;
    EXPECT_EQ(line.find("P2"), std::string::npos) << line;
  }
  auto t = Make(Skirmish());
  EXPECT_EQ(t->describe(*t->parse_action("move Interceptor Wing 1 to home P2"), Person::kSecond),
            "move Interceptor Wing 1 to {P2's} home zone");
}

TEST(GroundAssaultOptions, TheConfigListsTheOptionTablesChoicesInOrder) {
  const GameInfo& info = ground_assault_game().info;
  for (const OptionSpec& o : info.options) {
    for (size_t c = 0; c < o.choices.size(); ++c) {
      const Config config = resolve_config({{o.key, o.choices[c]}});
      if (o.key == "mode") {
        EXPECT_EQ(o.choices.size(), static_cast<size_t>(Mode::kCount));
        EXPECT_EQ(static_cast<size_t>(config.mode), c);
      } else {
        ASSERT_EQ(o.key.rfind("faction", 0), 0u) << o.key;
        const int seat = o.key.back() - '1';
        EXPECT_EQ(o.choices.size(), static_cast<size_t>(kNumFactions));
        EXPECT_EQ(faction_id(config.faction[seat]), o.choices[c]) << o.key;
      }
    }
  }
  // Defaults: Standard, factions alternating by seat.
  const Config d = resolve_config({});
  EXPECT_EQ(d.mode, Mode::kStandard);
  EXPECT_EQ(d.faction[0], kDominion);
  EXPECT_EQ(d.faction[1], kSyndicate);
  EXPECT_EQ(d.faction[2], kDominion);
  EXPECT_EQ(d.faction[3], kSyndicate);
}

TEST(GroundAssaultNotation, MirrorMatchesNameTheOwner) {
  Rig r = Base();
  r.hand[1] = {"Foresight", "Broadside", "Torpedo Run"};
  r.objectives[1] = {{"Shield Generator"}, {"Anti-Air Battery"}, {"Forward Command Post"}};
  r.units[0] = {{"Interceptor Wing", CZ}};
  r.units[1] = {{"Interceptor Wing", CZ}};
  auto s = Make(r, 2, {{"faction2", "dominion"}});
  EXPECT_TRUE(Legal(*s, "Interceptor Wing 1@P1 attacks Interceptor Wing 1@P2"));
}

// ---- AI ------------------------------------------------------------------------------------------

TEST(GroundAssaultAI, HeuristicBeatsRandom) {
  int wins = 0, games = 0;
  for (int g = 0; g < 40; ++g) {
    auto s = *new_game("ground-assault", 500 + g, 2);
    const int heur = g % 2;
    auto h = make_heuristic_bot(g), r = make_random_bot(g);
    while (!s->is_terminal()) {
      Bot& b = s->current_player() == heur ? *h : *r;
      ASSERT_TRUE(s->apply(b.choose(*s)).ok());
    }
    ++games;
    wins += s->returns()[heur] > 0;
  }
  EXPECT_GE(wins, games * 3 / 4) << wins << " of " << games;
}

// Issue 24: the guide (the heuristic of the player's own view) played a Minefield face up over the
// only, hidden, objective of a Starter game; the intruder it did not destroy struck it (defense 9)
// next turn and the player was out on turn 5. A Minefield goes face up over the last objective only
// when it destroys every intruder; with intruders left after it, the hidden objective stays.
TEST(GroundAssaultAI, MinefieldNeverGoesFaceUpOverTheLastHiddenObjectiveWhileAnIntruderSurvivesIt) {
  Rig r;
  r.first = 0;
  r.objectives[0] = {{"Penetrator Rounds"}};
  r.objectives[1] = {{"Swarm Protocol"}};
  r.hand[0] = {"Minefield", "Hold the Line", "Torpedo Run"};
  r.hand[1] = {"Targeting Uplink", "Evasive Maneuvers", "Torpedo Run"};
  r.units[0] = {{"Scout Walker", CZ}, {"Raider Walker", CZ}, {"Jet Bike Patrol", CZ}};
  r.units[1] = {{"Spider Drone", H0}, {"Battle Drone Squad", H0}, {"Battle Drone Squad", H0}, {"Hover Tank", CZ}};
  auto s = Make(r, 2, {{"mode", "starter"}});
  ASSERT_EQ(G(*s).objectives(0), 1);
  ASSERT_TRUE(Legal(*s, "objective Minefield for slot 1"));
  Rng rng(1);
  EXPECT_NE(s->action_to_string(heuristic_action(*s, rng)), "objective Minefield for slot 1")
      << "the intruders (2 shields each) survive the mine; the Spider Drone strikes a face-up Minefield at 72 %";
  // Both intruders destroyed by it (one shield left each): the Minefield is still worth playing.
  r.units[1] = {{"Battle Drone Squad", H0, 1}, {"Battle Drone Squad", H0, 1}, {"Spider Drone", CZ}, {"Hover Tank", CZ}};
  auto t = Make(r, 2, {{"mode", "starter"}});
  EXPECT_EQ(t->action_to_string(heuristic_action(*t, rng)), "objective Minefield for slot 1");
}

// Issue 24: "a guide must never recommend a move a heuristic judges losing"; issue 52: the guide is
// Hint's search and warns with the move that answers. The Minefield over the last hidden objective
// loses (three intruders at home strike it face up): the guide's move is another, and pressing the
// Minefield is warned against in numbers of the search's games, naming the guide's move.
TEST(GroundAssaultAI, TheGuideDoesNotLayTheMinefieldOverTheLastHiddenObjectiveAndWarnsWithItsAnswer) {
  Rig r;
  r.first = 0;
  r.objectives[0] = {{"Penetrator Rounds"}};
  r.objectives[1] = {{"Swarm Protocol"}};
  r.hand[0] = {"Minefield", "Hold the Line", "Torpedo Run"};
  r.hand[1] = {"Targeting Uplink", "Evasive Maneuvers", "Torpedo Run"};
  r.units[0] = {{"Scout Walker", CZ}, {"Raider Walker", CZ}, {"Jet Bike Patrol", CZ}};
  r.units[1] = {{"Spider Drone", H0}, {"Battle Drone Squad", H0}, {"Battle Drone Squad", H0}, {"Hover Tank", CZ}};
  auto s = Make(r, 2, {{"mode", "starter"}});
  const Action minefield = *s->parse_action("objective Minefield for slot 1");
  auto bot = make_guide_bot(*s);
  bot->start(*s);
  while (!bot->think(1 << 20)) {
  }
  const Action guide = bot->best_action();
  EXPECT_NE(guide, minefield) << s->action_to_string(guide);
  const SearchLook look = bot->look();
  const std::string warning = guide_warning(*s, look, minefield, hint_seed(*s));
  std::cout << "the guide: " << s->action_to_string(guide) << "; the warning: " << plain_seats(warning) << "\n";
  ASSERT_FALSE(warning.empty()) << "the Minefield is warned against";
  EXPECT_NE(warning.find("the guide's move, " + s->describe(guide, Person::kSecond)), std::string::npos) << warning;
}

TEST(GroundAssaultAI, PoliciesReturnLegalActionsAtEverySeatCount) {
  for (int seats = 2; seats <= 4; ++seats)
    for (const char* mode : {"standard", "starter"}) {
      auto s = *new_game("ground-assault", 9, seats, {{"mode", mode}});
      Rng rng(1);
      int steps = 0;
      while (!s->is_terminal() && steps < 600) {
        const auto legal = s->legal_actions();
        const Action a = steps % 2 ? heuristic_action(*s, rng) : rollout_action(*s, rng);
        ASSERT_TRUE(std::binary_search(legal.begin(), legal.end(), a));
        s->apply_legal(a);
        ++steps;
      }
      const auto e = evaluate(*s);
      ASSERT_EQ(static_cast<int>(e.size()), seats);
      for (double x : e) EXPECT_LE(std::abs(x), 1.0);
    }
}

// ---- the guided first game -----------------------------------------------------------------------

TEST(GroundAssaultGuide, EveryLegalMoveIsExplainedInTheRulesWords) {
  for (int seats = 2; seats <= 4; ++seats)
    for (const char* mode : {"standard", "starter"}) {
      auto s = *new_game("ground-assault", 12, seats, {{"mode", mode}});
      Rng rng(2);
      int n = 0;
      for (; n < 1500 && !s->is_terminal(); ++n) {
        for (Action a : s->legal_actions()) ASSERT_FALSE(s->explain(a).empty()) << s->action_to_string(a);
        s->apply_legal(rng.below(3) ? rollout_action(*s, rng) : s->legal_actions()[rng.below(static_cast<uint32_t>(s->legal_actions().size()))]);
      }
      EXPECT_GT(n, 5) << seats << " players";
    }
}

TEST(GroundAssaultGuide, ExplainsTheGroundRuleAndTheMatchingIcon) {
  Rig r = Base();
  r.units[0] = {{"Scout Walker", H0}, {"Interceptor Wing", H0}};
  r.units[1] = {{"Missile Skiff", H0}};
  r.hand[0] = {"Concentrated Fire", "Foresight", "Broadside"};
  auto s = Make(r);
  const std::string why = s->explain(*s->parse_action("Scout Walker 1 attacks Missile Skiff"));
  EXPECT_NE(why.find("only in its own home zone"), std::string::npos) << why;
  Play(*s, "Interceptor Wing 1 attacks Missile Skiff; done");
  const std::string card = s->explain(*s->parse_action("play Concentrated Fire"));
  EXPECT_NE(card.find("matches"), std::string::npos) << card;
}

// The public view (seat kObserver, issue 36): no hand, each seat's hand counted, every log line in
// the third person; its JSON reads back.
TEST(GroundAssaultView, ThePublicViewHasNoHandAndNobodyIsYou) {
  auto s = Make(Base());
  Play(*s, "end turn");
  const View pub = view(*s, kObserver);
  EXPECT_EQ(pub.seat, kObserver);
  EXPECT_TRUE(pub.hand.empty());
  for (int seat = 0; seat < 2; ++seat) EXPECT_EQ(pub.players[seat].hand, static_cast<int>(view(*s, seat).hand.size()));
  ASSERT_FALSE(pub.events.empty());
  for (const Event& e : pub.events) EXPECT_EQ(e.text_you, e.text);
  auto back = view_from_json(s->view_json(kObserver));
  ASSERT_TRUE(back) << back.error();
  EXPECT_EQ(*back, pub);
}

// Normal searches three quarters of the base at two players, five twelfths at three and a quarter at
// four (issue 52): 225, 125 and 75 iterations (at the floor of 50, an eighth, it lost to the heuristic at
// two players; at 150 it won 62.0 % there, at 225 73.8 % with Hard 77.0 % against it; at three, 125 won
// 71.4 % against Easy with Hard 71.2 % against it; at four, 75 won 82.1 % with Hard 73.0 %).
TEST(GroundAssaultAi, NormalSearchesThreeQuartersOfTheBaseAtTwoFiveTwelfthsAtThreeAQuarterAtFour) {
  for (int seats : {2, 3, 4}) {
    auto s = *new_game("ground-assault", 1, seats);
    EXPECT_EQ(level_iterations(*s, Level::Normal), seats == 2 ? 225 : seats == 3 ? 125 : 75) << seats;
    EXPECT_EQ(level_iterations(*s, Level::Hard), 1200) << seats;
  }
}

// Expert's UCB constant (issue 35): 0.2 at every player count (two players measured: Expert beat
// Hard 58.0 % on fresh deals, 54.5 % at Hard's 0.7).
// Moves whose Expert search is played twice: one under the sanitizers (tests/sanitized.h), where three
// took 22 s.
constexpr int kExpertMoves = kSanitized ? 1 : 3;
TEST(GroundAssaultAi, ExpertExploresLessWidely) {
  for (int seats : {2, 3, 4}) EXPECT_EQ(expert_exploration(**new_game("ground-assault", 1, seats)), 0.2) << seats;
  // Expert searches 36 times the base (issue 52: 60.0 % against Hard, 58.0 % at twelve times).
  for (int seats : {2, 3, 4}) EXPECT_EQ(level_iterations(**new_game("ground-assault", 1, seats), Level::Expert), 36 * 300) << seats;
  // The level searches with it: Expert's move is ismcts's at 36 times the base with 0.2.
  auto s = *new_game("ground-assault", 5, 2);
  for (int moves = 0; moves < kExpertMoves && !s->is_terminal(); ++moves) {
    const uint64_t seed = computer_move_seed(*s);
    IsmctsConfig expert{.iterations = level_iterations(*s, Level::Expert), .exploration = 0.2};
    const Action a = make_ismcts_bot(seed, expert)->choose(*s);
    EXPECT_EQ(make_level_bot(*s, Level::Expert, seed)->choose(*s), a) << "at move " << moves;
    s->apply_legal(a);
  }
}

}  // namespace
}  // namespace ff::ground_assault
