// Ground Assault content (an original design, notes.md): units, combat cards, objective cards,
// factions, decks and Starter packs, and the deck-building checks (notes.md, "Deck building").
#include <algorithm>
#include <cctype>
#include <map>

#include "core/common/prose.h"
#include "core/games/ground_assault/ground_assault.h"

namespace ff::ground_assault {

namespace {
constexpr uint32_t I(Icon i) { return 1u << i; }
}  // namespace

const UnitType kUnits[kNumUnitTypes] = {
    {"GA-U01", "Jet Bike Patrol", kGround, 1, 2, 1, 9, 1, I(kTrooper) | I(kBlaster)},
    {"GA-U02", "Trench Crawler", kGround, 1, 1, 1, 8, 2, I(kTrooper) | I(kLasers)},
    {"GA-U03", "Interceptor Wing", kSpace, 1, 2, 1, 10, 1, I(kLasers)},
    {"GA-U04", "Scout Walker", kGround, 2, 2, 1, 9, 3, I(kBlaster) | I(kLeader)},
    {"GA-U05", "Strike Bomber", kSpace, 2, 2, 2, 10, 2, I(kTorpedo)},
    {"GA-U06", "Raider Walker", kGround, 3, 2, 2, 9, 2, I(kArmor) | I(kTrooper) | I(kBlaster)},
    {"GA-U07", "Dropship Barge", kSpace, 4, 1, 2, 11, 4, I(kCarrier) | I(kTransport)},
    {"GA-U08", "Siege Walker", kGround, 5, 3, 3, 9, 5, I(kArmor) | I(kHeavyCannon) | I(kTransport)},
    {"GA-U09", "Battle Drone Squad", kGround, 1, 1, 1, 8, 2, I(kBattleDrone) | I(kBlaster)},
    {"GA-U10", "Drone Fighter Swarm", kSpace, 1, 2, 1, 10, 1, I(kDrone) | I(kLasers)},
    {"GA-U11", "Spider Drone", kGround, 2, 2, 2, 8, 2, I(kDrone) | I(kLasers)},
    {"GA-U12", "Missile Skiff", kSpace, 2, 1, 2, 10, 2, I(kDrone) | I(kTorpedo)},
    {"GA-U13", "Hover Tank", kGround, 3, 2, 2, 9, 2, I(kArmor) | I(kBlaster)},
    {"GA-U14", "Treadwheel Drone Tank", kGround, 4, 2, 2, 9, 3, I(kArmor) | I(kDrone) | I(kHeavyCannon)},
    {"GA-U15", "Landing Ship", kSpace, 4, 1, 2, 11, 4, I(kCarrier) | I(kTransport) | I(kBattleDrone)},
    {"GA-U16", "Control Battleship", kSpace, 5, 2, 3, 11, 5, I(kCarrier) | I(kHeavyCannon) | I(kLeader)},
};

namespace {
constexpr uint32_t S(std::initializer_list<int> stars) {
  uint32_t m = 0;
  for (int s : stars) m |= 1u << s;
  return m;
}

}  // namespace

const CardType kCards[kNumCardTypes] = {
    {"GA-K01", "Concentrated Fire", kCombat, 2, 9, kRed, 2, kMatch, kLasers, 0, "+1 damage."},
    {"GA-K02", "Evasive Maneuvers", kCombat, 1, 8, kBlue, 2, kWild, kLuck, S({1, 2}), FF_PROSE("The opposing unit gets -1 attack.")},
    {"GA-K03", "Penetrator Rounds", kCombat, 2, 9, kYellow, 1, kMatch, kBlaster, 0,
     FF_PROSE("Your damage ignores Armor reductions (the icon and Reinforced Plating).")},
    {"GA-K04", "Torpedo Run", kCombat, 3, 10, kRed, 1, kMatch, kTorpedo, 0, FF_PROSE("+2 damage if the opposing unit has 4 or more stars.")},
    {"GA-K05", "Hold the Line", kCombat, 1, 9, kBlue, 1, kMatch, kTrooper, 0, FF_PROSE("+2 defense if your unit is in your own home zone.")},
    {"GA-K06", "Reinforced Plating", kCombat, 2, 10, kBlue, 1, kPower, kArmor, 0,
     FF_PROSE("Damage dealt to your unit is reduced by 1 more (2 in total with Armor).")},
    {"GA-K07", "Rally the Ranks", kCombat, 3, 10, kRed, 1, kMatch, kLeader, 0,
     FF_PROSE("+1 attack per other friendly unit in this zone (max +3).")},
    {"GA-K08", "Hot Drop", kCombat, 3, 10, kRed, 1, kMatch, kTransport, 0,
     FF_PROSE("After the damage: if the opposing unit was destroyed and your unit is in play, put units from your reserves "
     "into this zone, total stars <= 2.")},
    {"GA-K09", "Swarm Protocol", kCombat, 1, 8, kRed, 1, kMatch, kBattleDrone, 0,
     FF_PROSE("+1 attack and +1 defense per other friendly Battle Drone unit in this zone (max +2 each).")},
    {"GA-K10", "Targeting Uplink", kCombat, 2, 9, kYellow, 1, kMatch, kDrone, 0,
     FF_PROSE("After both base rolls are known you may reroll your base roll once; the second roll stands.")},
    {"GA-K11", "Broadside", kCombat, 3, 10, kRed, 1, kPower, kHeavyCannon, 0, FF_PROSE("+1 damage against a unit with 3 or more stars.")},
    {"GA-K12", "Last-Ditch Escape", kCombat, 2, 9, kBlue, 1, kWild, kLuck, S({1, 2, 3}),
     FF_PROSE("If your unit would be destroyed, it stays in play with counters = shields - 1.")},
    {"GA-K13", "Foresight", kCombat, 2, 9, kRed, 1, kWild, kMystic, 0,
     FF_PROSE("If your base roll is 6 or less, it becomes 7 (never a natural 12).")},
    {"GA-K14", "Launch Screen", kCombat, 4, 11, kBlue, 1, kPower, kCarrier, 0,
     FF_PROSE("+1 defense per other friendly space unit in this zone (max +2).")},
    {"GA-O01", "Shield Generator", kObjective, 4, 12, kRed, 0, kMatch, 0, 0,
     FF_PROSE("While face up: your other objectives (face up or down) get +1 defense.")},
    {"GA-O02", "Forward Command Post", kObjective, 2, 10, kRed, 0, kMatch, 0, 0,
     FF_PROSE("While face up: your move actions may choose up to 6 stars of units.")},
    {"GA-O03", "Supply Depot", kObjective, 3, 10, kRed, 0, kMatch, 0, 0, FF_PROSE("When revealed: draw 2 cards (hand may exceed 3).")},
    {"GA-O04", "Repair Bay", kObjective, 2, 11, kRed, 0, kMatch, 0, 0,
     FF_PROSE("When revealed: remove all counters from one friendly unit. While face up: at the start of your turn, remove 1 "
     "counter from one friendly unit in your home zone.")},
    {"GA-O05", "Anti-Air Battery", kObjective, 3, 11, kRed, 0, kMatch, 0, 0,
     FF_PROSE("While face up: your ground units get +1 attack in battles against space units in your home zone.")},
    {"GA-O06", "Minefield", kObjective, 1, 9, kRed, 0, kMatch, 0, 0,
     FF_PROSE("When revealed: deal 1 damage to each opposing ground unit in your home zone (Armor applies).")},
    {"GA-O07", "Hangar Complex", kObjective, 5, 13, kRed, 0, kMatch, 0, 0,
     FF_PROSE("When revealed: put units from your reserves into your home zone, total stars <= 3.")},
    {"GA-O08", "Jamming Array", kObjective, 2, 10, kRed, 0, kMatch, 0, 0,
     FF_PROSE("While face up: opposing units get -1 attack in battles and strikes in your home zone.")},
};

namespace {
// Unit type ids by their id number - 1 (GA-U01 is 0).
enum : int {
  U01 = 0, U02, U03, U04, U05, U06, U07, U08, U09, U10, U11, U12, U13, U14, U15, U16,
};

std::vector<int> rep(std::initializer_list<std::pair<int, int>> items) {
  std::vector<int> out;
  for (auto [id, n] : items)
    for (int k = 0; k < n; ++k) out.push_back(id);
  return out;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}
}  // namespace

const char* icon_name(int icon) {
  static const char* names[kNumIcons] = {"Battle Drone", "Blaster", "Drone", "Lasers", "Leader", "Torpedo", "Transport",
                                         "Trooper", "Armor", "Carrier", "Heavy Cannon", "Mystic", "Luck"};
  return icon >= 0 && icon < kNumIcons ? names[icon] : "?";
}


int card_by_name(const std::string& name) {
  for (int t = 0; t < kNumCardTypes; ++t)
    if (lower(kCards[t].name) == lower(name)) return t;
  return -1;
}
int unit_by_name(const std::string& name) {
  for (int t = 0; t < kNumUnitTypes; ++t)
    if (lower(kUnits[t].name) == lower(name)) return t;
  return -1;
}

const char* faction_id(int f) { return f == kCustom ? "custom" : f == kSyndicate ? "syndicate" : "dominion"; }
const char* faction_name(int f) { return f == kCustom ? "Custom army" : f == kSyndicate ? "Foundry Syndicate" : "Iron Dominion"; }

const std::vector<int>& force_list(int faction, bool starter) {
  // The pre-built forces, biggest units first.
  static const std::vector<int> dominion =
      rep({{U08, 1}, {U07, 1}, {U06, 2}, {U04, 2}, {U05, 2}, {U01, 2}, {U02, 2}, {U03, 3}});
  static const std::vector<int> syndicate =
      rep({{U16, 1}, {U15, 1}, {U14, 1}, {U13, 2}, {U11, 2}, {U12, 1}, {U09, 3}, {U10, 2}});
  // The Starter packs.
  static const std::vector<int> dominion_pack = {U04, U06, U01, U05, U03};
  static const std::vector<int> syndicate_pack = {U13, U11, U09, U09, U12};
  if (starter) return faction == kSyndicate ? syndicate_pack : dominion_pack;
  return faction == kSyndicate ? syndicate : dominion;
}

const std::vector<int>& deck_list(int faction, bool starter) {
  static const std::vector<int> dominion =
      rep({{kConcentratedFire, 3}, {kPenetratorRounds, 3}, {kHoldTheLine, 3}, {kTorpedoRun, 2}, {kReinforcedPlating, 2},
           {kRallyTheRanks, 2}, {kHotDrop, 2}, {kLastDitchEscape, 2}, {kForesight, 2}, {kBroadside, 1},
           {kShieldGenerator, 2}, {kForwardCommandPost, 2}, {kAntiAirBattery, 2}, {kMinefield, 2}, {kRepairBay, 1},
           {kHangarComplex, 1}});
  static const std::vector<int> syndicate =
      rep({{kEvasiveManeuvers, 3}, {kSwarmProtocol, 3}, {kTargetingUplink, 3}, {kConcentratedFire, 2},
           {kPenetratorRounds, 2}, {kTorpedoRun, 2}, {kBroadside, 2}, {kLaunchScreen, 2}, {kForesight, 2},
           {kReinforcedPlating, 1}, {kShieldGenerator, 2}, {kSupplyDepot, 2}, {kRepairBay, 2}, {kJammingArray, 2},
           {kHangarComplex, 1}, {kMinefield, 1}});
  static const std::vector<int> dominion_pack = {kMinefield, kConcentratedFire, kPenetratorRounds, kHoldTheLine,
                                                 kTorpedoRun, kRallyTheRanks};
  static const std::vector<int> syndicate_pack = {kRepairBay, kSwarmProtocol, kTargetingUplink, kEvasiveManeuvers,
                                                  kConcentratedFire, kTorpedoRun};
  if (starter) return faction == kSyndicate ? syndicate_pack : dominion_pack;
  return faction == kSyndicate ? syndicate : dominion;
}

const std::vector<int>& default_deployment(int faction) {
  static const std::vector<int> dominion = rep({{U08, 1}, {U06, 2}, {U04, 1}, {U05, 2}, {U01, 1}, {U03, 2}});
  static const std::vector<int> syndicate = rep({{U16, 1}, {U14, 1}, {U13, 2}, {U11, 1}, {U09, 1}, {U10, 2}});
  return faction == kSyndicate ? syndicate : dominion;
}

std::string check_deck(const std::vector<int>& cards, bool starter) {
  if (!starter && cards.size() < 30)
    return FF_PROSE("a deck needs at least 30 cards (") + std::to_string(cards.size()) + " given; fewer: Starter mode)";
  std::map<int, int> copies;
  for (int c : cards) {
    if (c < 0 || c >= kNumCardTypes) return "unknown card";
    if (++copies[c] > 3) return std::string("more than 3 copies of ") + kCards[c].name;
  }
  return "";
}

std::string check_force(const std::vector<int>& units, int game_stars, bool starter) {
  int total = 0;
  std::map<int, int> copies;
  for (int u : units) {
    if (u < 0 || u >= kNumUnitTypes) return "unknown unit";
    total += kUnits[u].stars;
    if (!starter && ++copies[u] > game_stars / 10)
      return "more than " + std::to_string(game_stars / 10) + " copies of " + kUnits[u].name;
  }
  if (total > game_stars)
    return "the force has " + std::to_string(total) + " build stars, more than " + std::to_string(game_stars);
  return "";
}

}  // namespace ff::ground_assault
