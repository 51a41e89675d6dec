// Ground Assault: custom armies (issue 21): the deck code (GA1-) in the faction1..4 options, every
// refusal, the deck builder's checks, games with custom forces played to the end, the generator,
// and games with the pre-built factions unchanged by all of it (notes.md, "Custom armies").
#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <string>

#include "core/ai/bot.h"
#include "core/engine/replay_code.h"
#include "core/games/ground_assault/ground_assault.h"
#include "core/games/ground_assault/ground_assault_state.h"
#include "core/games/registry.h"
#include "tests/games/scenario.h"

namespace ff::ground_assault {
namespace {

// FNV-1a over the game's whole notation (every action as written), the result and the replay code:
// independent of how actions are numbered, so it pins the games themselves.
uint64_t Fnv(uint64_t h, const std::string& s) {
  for (unsigned char c : s) h = (h ^ c) * 1099511628211ull;
  return h;
}

uint64_t BotGameHash(uint64_t seed, int seats, const Options& options, bool random = false) {
  auto st = new_game(registry(), "ground-assault", seed, seats, options);
  EXPECT_TRUE(st.ok()) << (st.ok() ? "" : st.error());
  if (!st.ok()) return 0;
  State& s = **st;
  auto bot = random ? make_random_bot(seed * 7 + 1) : make_heuristic_bot(seed * 7 + 1);
  uint64_t h = 1469598103934665603ull;
  int n = 0;
  while (!s.is_terminal() && n < 20000) {
    const Action a = bot->choose(s);
    h = Fnv(h, s.action_to_string(a) + ";");
    EXPECT_TRUE(s.apply(a).ok());
    ++n;
  }
  for (double r : s.returns()) h = Fnv(h, std::to_string(r) + ",");
  return Fnv(h, replay_code(s));
}

// Games with the pre-built factions play exactly as before custom armies: whole heuristic games at
// 2, 3 and 4 seats and in Starter mode, pinned by the hash of their notation, results and replay code
// (the values were taken from the build before custom armies; the action numbers changed, the games
// did not).
TEST(GroundAssaultDeck, PreBuiltFactionGamesAreUnchanged) {
  EXPECT_EQ(BotGameHash(11, 2, {}), 7697945168636820793ull);
  EXPECT_EQ(BotGameHash(12, 3, {}), 6333120582998628660ull);
  EXPECT_EQ(BotGameHash(13, 4, {}), 7675942706338035941ull);
  EXPECT_EQ(BotGameHash(14, 2, {{"mode", "starter"}}), 918193721066309831ull);
  EXPECT_EQ(BotGameHash(15, 2, {{"faction1", "syndicate"}, {"faction2", "dominion"}}), 14837094479954835574ull);
  EXPECT_EQ(BotGameHash(16, 2, {}, true), 14403083376115503338ull);
  EXPECT_EQ(BotGameHash(17, 4, {}, true), 10951751588320463630ull);
}


// ---- armies built in tests -----------------------------------------------------------------------

const GaState& G(const State& s) { return static_cast<const GaState&>(s); }

std::vector<int> Units(std::initializer_list<std::pair<const char*, int>> items) {
  std::vector<int> out;
  for (auto [name, n] : items)
    for (int k = 0; k < n; ++k) out.push_back(unit_by_name(name));
  return out;
}
std::vector<int> Cards(std::initializer_list<std::pair<const char*, int>> items) {
  std::vector<int> out;
  for (auto [name, n] : items)
    for (int k = 0; k < n; ++k) out.push_back(card_by_name(name));
  return out;
}
// The most units a legal force can hold: every 1-star unit three times (15 units, 15 stars) and
// seven 2-star units (14 stars): 22 units, 29 stars.
Army Swarm() {
  return Army{Units({{"Jet Bike Patrol", 3}, {"Trench Crawler", 3}, {"Interceptor Wing", 3}, {"Battle Drone Squad", 3},
                     {"Drone Fighter Swarm", 3}, {"Scout Walker", 3}, {"Strike Bomber", 2}, {"Spider Drone", 2}}),
              {}};
}
// The biggest legal deck: every card three times (66 cards).
std::vector<int> EveryCardThrice() {
  std::vector<int> out;
  for (int t = 0; t < kNumCardTypes; ++t) out.insert(out.end(), 3, t);
  return out;
}
std::string NewGameError(const Options& options, int seats = 2) {
  auto st = new_game(registry(), "ground-assault", 1, seats, options);
  return st.ok() ? "" : st.error();
}

// ---- the rulebook's deck building ---------------------------------------------------------------

// "Each player brings a deck of at least 30 cards": 30 is legal, 29 is refused, named.
TEST(GroundAssaultDeck, ADeckHasAtLeastThirtyCards) {
  Army a = faction_army(kDominion);
  a.deck.resize(30);
  EXPECT_EQ(check_army(a), "");
  a.deck.resize(29);
  EXPECT_EQ(check_army(a), "deck has 29 cards, at least 30");
  a.deck = EveryCardThrice();  // no upper bound: 66 cards is legal
  EXPECT_EQ(check_army(a), "");
}

// "No deck can contain more than three copies of any single card."
TEST(GroundAssaultDeck, NoMoreThanThreeCopiesOfACard) {
  Army a = faction_army(kDominion);
  a.deck.push_back(card_by_name("Concentrated Fire"));  // the fourth
  EXPECT_EQ(check_army(a), "4 copies of Concentrated Fire in the deck (at most 3)");
  a.deck.pop_back();
  EXPECT_EQ(cannot_add_card(a, card_by_name("Concentrated Fire")), "3 copies of Concentrated Fire already");
  EXPECT_EQ(cannot_add_card(a, card_by_name("Broadside")), "");  // one copy so far
  EXPECT_EQ(cannot_add_card(a, 99), "unknown card");
}

// "A force composed of up to 30 build stars of units": 30 is legal, 31 and 32 are refused; a unit
// that would pass 30 cannot be added; an empty force is refused (a force is composed of units).
TEST(GroundAssaultDeck, AForceHasUpToThirtyBuildStars) {
  Army a = faction_army(kDominion);
  EXPECT_EQ(force_stars(a.force), 30);
  EXPECT_EQ(check_army(a), "");
  EXPECT_EQ(cannot_add_unit(a, unit_by_name("Jet Bike Patrol")), "the force would be 31 of 30 stars");
  a.force.push_back(unit_by_name("Scout Walker"));
  EXPECT_EQ(check_army(a), "force is 32 of 30 stars");
  a.force.clear();
  EXPECT_EQ(check_army(a), "force has no units");
  a.force = Units({{"Siege Walker", 1}});  // a small force is legal
  EXPECT_EQ(check_army(a), "");
}

// "You can have one copy of each unit for each 10 build stars you play with": 3 copies at 30.
TEST(GroundAssaultDeck, OneCopyOfAUnitPerTenBuildStars) {
  Army a{Units({{"Interceptor Wing", 3}}), deck_list(kDominion, false)};
  EXPECT_EQ(check_army(a), "");
  EXPECT_EQ(cannot_add_unit(a, unit_by_name("Interceptor Wing")), "3 copies of Interceptor Wing already");
  a.force.push_back(unit_by_name("Interceptor Wing"));
  EXPECT_EQ(check_army(a), "4 copies of Interceptor Wing in the force (at most 3)");
  EXPECT_EQ(cannot_add_unit(a, -1), "unknown unit");
}

// Every failure is named, not just the first.
TEST(GroundAssaultDeck, EveryProblemIsNamed) {
  Army a{Units({{"Siege Walker", 4}, {"Control Battleship", 3}}), Cards({{"Foresight", 5}})};
  const std::vector<std::string> want = {"force is 35 of 30 stars", "4 copies of Siege Walker in the force (at most 3)",
                                         "deck has 5 cards, at least 30", "5 copies of Foresight in the deck (at most 3)"};
  EXPECT_EQ(army_problems(a), want);
}

// ---- the deck code --------------------------------------------------------------------------------

// A code carries the force and the deck exactly (counts per type; the force biggest units first, the
// deck in type order), with GA1- and 22 letters; one army, one code.
TEST(GroundAssaultDeck, ACodeRoundTripsTheForceAndTheDeck) {
  for (const Army& a : {faction_army(kDominion), faction_army(kSyndicate), Army{Swarm().force, EveryCardThrice()}}) {
    const std::string code = army_code(a);
    EXPECT_EQ(code.rfind("GA1-", 0), 0u);
    EXPECT_EQ(code.size(), 26u);
    auto back = parse_army_code(code);
    ASSERT_TRUE(back.ok()) << back.error();
    std::multiset<int> f1(a.force.begin(), a.force.end()), f2(back->force.begin(), back->force.end());
    std::multiset<int> d1(a.deck.begin(), a.deck.end()), d2(back->deck.begin(), back->deck.end());
    EXPECT_EQ(f1, f2);
    EXPECT_EQ(d1, d2);
    EXPECT_TRUE(std::is_sorted(back->deck.begin(), back->deck.end()));
    for (size_t i = 1; i < back->force.size(); ++i)
      EXPECT_GE(unit_type(back->force[i - 1]).stars, unit_type(back->force[i]).stars);
    EXPECT_EQ(army_code(*back), code);
  }
  // The pre-built Iron Dominion's force and deck as a code: its force is already biggest first.
  EXPECT_EQ(parse_army_code(army_code(faction_army(kDominion)))->force, force_list(kDominion, false));
}

// A bad code is refused with its reason and creates no game: a mistyped letter (the checksum), a
// letter outside the alphabet, a cut code, another prefix; a well-formed code of an illegal army
// names its problems after the option ("faction1: deck has 28 cards, at least 30").
TEST(GroundAssaultDeck, BadCodesAreRefusedNamingThePart) {
  const std::string good = army_code(faction_army(kSyndicate));
  std::string typo = good;
  typo[10] = typo[10] == 'A' ? 'B' : 'A';
  EXPECT_EQ(NewGameError({{"faction1", typo}}), "faction1: the checksum does not match: the code is mistyped");
  EXPECT_EQ(NewGameError({{"faction2", good.substr(0, 20)}}), "faction2: not a deck code (GA1- and 22 letters)");
  std::string bad_letter = good;
  bad_letter[8] = '*';
  EXPECT_EQ(NewGameError({{"faction1", bad_letter}}), "faction1: not a deck code: '*' is not one of its letters");
  EXPECT_EQ(NewGameError({{"faction1", "elves"}}),
            "faction1: 'elves' is neither a faction (dominion, syndicate) nor a deck code (GA1-...)");
  EXPECT_EQ(NewGameError({{"faction1", "AE1-" + good.substr(4)}}),
            "faction1: 'AE1-" + good.substr(4) + "' is neither a faction (dominion, syndicate) nor a deck code (GA1-...)");
  Army short_deck = faction_army(kDominion);
  short_deck.deck.resize(28);
  EXPECT_EQ(NewGameError({{"faction1", army_code(short_deck)}}), "faction1: deck has 28 cards, at least 30");
  Army big = faction_army(kDominion);
  big.force.push_back(unit_by_name("Scout Walker"));
  EXPECT_EQ(NewGameError({{"faction3", army_code(big)}}, 3), "faction3: force is 32 of 30 stars");
  Army copies = faction_army(kDominion);
  copies.deck.push_back(card_by_name("Hold the Line"));
  EXPECT_EQ(NewGameError({{"faction2", army_code(copies)}}), "faction2: 4 copies of Hold the Line in the deck (at most 3)");
  EXPECT_EQ(NewGameError({{"faction1", army_code(Army{{}, deck_list(kDominion, false)})}}), "faction1: force has no units");
  // Nothing crashes on any text: every cut of a good code and every one-letter change is refused or legal.
  for (size_t n = 0; n <= good.size(); ++n) (void)check_army_value(good.substr(0, n));
  for (size_t i = 4; i < good.size(); ++i)
    for (char c : std::string("AZaz09-_")) {
      std::string t = good;
      t[i] = c;
      if (t != good) {
        EXPECT_NE(check_army_value(t), "") << t;
      }
    }
}

// The faction options take a deck code: the seat plays the code's force (biggest first) and deck,
// its view says "custom" with the code, and the record (replay codes, saves) carries the code.
TEST(GroundAssaultDeck, FactionOptionsTakeACustomArmysCode) {
  const Army army{Units({{"Siege Walker", 2}, {"Hover Tank", 3}, {"Interceptor Wing", 3}, {"Scout Walker", 3}}),
                  EveryCardThrice()};
  ASSERT_EQ(check_army(army), "");
  const std::string code = army_code(army);
  auto st = new_game(registry(), "ground-assault", 5, 2, {{"faction2", code}});
  ASSERT_TRUE(st.ok()) << st.error();
  const GaState& g = G(**st);
  EXPECT_EQ(g.config_.faction[0], kDominion);
  EXPECT_EQ(g.config_.faction[1], kCustom);
  EXPECT_EQ(g.nunits_[1], 11);
  EXPECT_EQ(unit_type(g.units_[1][0].type).name, std::string("Siege Walker"));
  EXPECT_EQ(g.decks_[1]->size(), 66u);
  EXPECT_EQ(g.deck_[1].size(), 63u);  // three objectives set aside
  const View v = view(**st, 0);
  EXPECT_EQ(v.players[1].faction, kCustom);
  EXPECT_EQ(v.players[1].code, code);
  EXPECT_EQ(v.players[0].code, "");
  EXPECT_NE(to_json(v).find("\"faction\":\"custom\",\"out\":false,\"code\":\"" + code + "\""), std::string::npos);
  EXPECT_NE((*st)->serialize().find("faction2=" + code), std::string::npos);
  auto again = parse_replay_code(registry(), replay_code(**st));
  ASSERT_TRUE(again.ok()) << again.error();
  EXPECT_EQ((*again)->to_json(), (*st)->to_json());
}

// A custom force deploys like a pre-built one: exactly 20 stars when some set makes 20 (here the
// computer's deployment), fewer when none does (four Siege Walkers are illegal, but three and a
// Trench Crawler make 16: every unit).
TEST(GroundAssaultDeck, ACustomForceDeploysTwentyStarsOrAllItCan) {
  EXPECT_EQ(force_stars(deployment_for(Swarm().force)), 20);
  EXPECT_EQ(force_stars(deployment_for(faction_army(kDominion).force)), 20);
  EXPECT_EQ(force_stars(deployment_for(Units({{"Siege Walker", 3}, {"Trench Crawler", 1}}))), 16);
  EXPECT_EQ(force_stars(deployment_for(Units({{"Siege Walker", 3}, {"Hover Tank", 3}}))), 19);  // 5+5+3+3+3
  // The 22nd unit of a force (index 21) is deployed by its name like any other.
  Army swarm = Swarm();
  swarm.deck = deck_list(kSyndicate, false);
  auto st = new_game(registry(), "ground-assault", 2, 2, {{"faction1", army_code(swarm)}, {"faction2", army_code(swarm)}});
  ASSERT_TRUE(st.ok()) << st.error();
  State& s = **st;
  const GaState& g = G(s);
  EXPECT_EQ(g.nunits_[0], 22);
  const int p = s.current_player();
  EXPECT_EQ(unit_type(g.units_[p][21].type).name, std::string("Drone Fighter Swarm"));
  EXPECT_TRUE(s.is_legal(encode_deploy(21)));
  ASSERT_TRUE(s.apply(encode_deploy(21)).ok());
  EXPECT_EQ(g.units_[p][21].zone, p);
  EXPECT_EQ(view(s, p).units[static_cast<size_t>(unit_id(p, 21))].label, s.action_to_string(encode_deploy(21)).substr(7));
}

// Whole games with the largest forces and decks the rules allow (22 units, 66 cards) play to the end
// at 2, 3 and 4 seats, with random and heuristic players, every action legal, and in Starter mode a
// custom army plays its own force and deck with one objective and every unit in play.
TEST(GroundAssaultDeck, ACustomForcePlaysAWholeGame) {
  Army swarm = Swarm();
  swarm.deck = EveryCardThrice();
  const std::string code = army_code(swarm);
  for (int seats = 2; seats <= 4; ++seats)
    for (bool random : {false, true}) {
      Options o;
      for (int k = 1; k <= seats; ++k) o["faction" + std::to_string(k)] = k % 2 ? code : (k == 2 ? "dominion" : "syndicate");
      auto st = new_game(registry(), "ground-assault", 40 + seats, seats, o);
      ASSERT_TRUE(st.ok()) << st.error();
      State& s = **st;
      auto bot = random ? make_random_bot(seats) : make_heuristic_bot(seats);
      int n = 0;
      while (!s.is_terminal() && n < ground_assault_game().info.max_actions) {
        ASSERT_TRUE(s.apply(bot->choose(s)).ok());
        ++n;
      }
      EXPECT_TRUE(s.is_terminal()) << seats << " seats";
      std::set<uint16_t> ids;
      for (Card c : s.all_cards()) EXPECT_TRUE(ids.insert(c.id()).second);
    }
  auto st = new_game(registry(), "ground-assault", 9, 2, {{"mode", "starter"}, {"faction1", code}});
  ASSERT_TRUE(st.ok()) << st.error();
  const GaState& g = G(**st);
  EXPECT_EQ(g.objectives(0), 1);
  EXPECT_EQ(g.stars_in_play(0), 29);
  EXPECT_EQ(g.deck_[0].size(), 66u - 1 - 3);
  EXPECT_EQ(g.stars_in_play(1), 9);  // the Starter pack
}

// ---- the generator --------------------------------------------------------------------------------

// The computer builds legal armies, the same one for the same seed, many different ones over seeds.
TEST(GroundAssaultDeck, TheGeneratorBuildsLegalSeededArmies) {
  std::set<std::string> codes;
  std::set<int> units_seen, cards_seen;
  for (uint64_t seed = 0; seed < 200; ++seed) {
    const Army a = generate_army(seed);
    ASSERT_EQ(check_army(a), "") << seed;
    EXPECT_EQ(army_code(generate_army(seed)), army_code(a));
    codes.insert(army_code(a));
    units_seen.insert(a.force.begin(), a.force.end());
    cards_seen.insert(a.deck.begin(), a.deck.end());
  }
  EXPECT_GE(codes.size(), 195u);
  EXPECT_EQ(units_seen.size(), static_cast<size_t>(kNumUnitTypes));  // every unit and card appears
  EXPECT_EQ(cards_seen.size(), static_cast<size_t>(kNumCardTypes));
}

// Coherent: the force uses its 30 stars (at least 28) and deploys exactly 20; the deck has 32 cards,
// 8 to 12 of them objectives, and like the pre-built decks no combat card that no unit of the force
// can use (every gate passed by some unit).
TEST(GroundAssaultDeck, GeneratedArmiesAreCoherent) {
  for (uint64_t seed = 0; seed < 200; ++seed) {
    const Army a = generate_army(seed);
    EXPECT_GE(force_stars(a.force), 28) << seed;
    EXPECT_EQ(force_stars(deployment_for(a.force)), kDeployStars) << seed;
    EXPECT_EQ(a.deck.size(), 32u);
    int objectives = 0;
    for (int c : a.deck) {
      const CardType& t = card_type(c);
      if (t.kind == kObjective) {
        ++objectives;
        continue;
      }
      bool usable = false;
      for (int u : a.force) {
        const UnitType& ut = unit_type(u);
        usable = usable || (t.gate == kWild ? (t.wild_stars == 0 || (t.wild_stars >> ut.stars & 1u)) : ut.has(t.gate_icon));
      }
      EXPECT_TRUE(usable) << seed << ": " << t.name;
    }
    EXPECT_GE(objectives, 8) << seed;
    EXPECT_LE(objectives, 12) << seed;
  }
}

// The largest army the rules allow (22 units, 66 cards) is legal, and its code round trips.
TEST(GroundAssaultDeck, TheLargestArmyIsLegal) {
  const Army a = largest_army();
  EXPECT_EQ(check_army(a), "");
  EXPECT_EQ(a.force.size(), 22u);
  EXPECT_EQ(a.deck.size(), 66u);
  EXPECT_EQ(army_code(*parse_army_code(army_code(a))), army_code(a));
}

}  // namespace
}  // namespace ff::ground_assault
