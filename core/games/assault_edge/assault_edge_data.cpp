// Assault Edge: the content of the game (the ten facilities, the 34 cards, both pre-built armies) and
// the army check (notes.md, Armies).
#include <algorithm>
#include <cctype>
#include <map>

#include "core/common/prose.h"
#include "core/games/assault_edge/assault_edge.h"

namespace ff::assault_edge {

namespace {
const char* kElements[kNumElements] = {"Fire", "Water", "Earth", "Wind", "Light", "Dark", "Nature", "Technology"};
const char* kArchetypes[kNumArchetypes] = {"Striker",  "Siegebreaker", "Mender",  "Guardian",  "Skirmisher",
                                           "Templar",  "Assassin",     "Warden",  "Artillery", "Operative"};

const Facility kFacilities[kNumFacilities] = {
    {"AE-F01", "Ember Forge", kFire, kStriker, 1, 0, 1, 0, ""},
    {"AE-F02", "Magma Vent", kFire, kSiegebreaker, 1, 0, 0, kDemolisher,
     FF_PROSE("Demolisher: +1 damage to each deck this unit assigns attack damage to.")},
    {"AE-F03", "Tidal Works", kWater, kMender, 1, 1, 0, kEbb, FF_PROSE("Ebb: at the start of your turn, heal this unit 1.")},
    {"AE-F04", "Stone Bastion", kEarth, kGuardian, 0, 3, 0, 0, ""},
    {"AE-F05", "Gale Spire", kWind, kSkirmisher, 0, 1, 2, 0, ""},
    {"AE-F06", "Radiant Chapel", kLight, kTemplar, 0, 1, 1, kRadiance,
     FF_PROSE("Radiance: once per turn, instead of attacking, heal one friendly unit within 1 square by 2.")},
    {"AE-F07", "Umbral Sanctum", kDark, kAssassin, 1, 0, 0, kDrain,
     FF_PROSE("Drain: when this unit's attack damage destroys an enemy unit, heal this unit 1.")},
    {"AE-F08", "Verdant Grove", kNature, kWarden, 0, 2, 1, 0, ""},
    {"AE-F09", "Arc Battery", kTechnology, kArtillery, 1, 1, 0, 0, ""},
    {"AE-F10", "Data Relay", kTechnology, kOperative, 0, 1, 1, kUplink,
     FF_PROSE("Uplink: when this unit spawns, look at the top card of one of your decks; you may put it on the bottom.")},
};

constexpr uint8_t Q = kQuick, E = kEquipment, U = kUnitCard, T = kTechnique;
const CardType kCards[kNumCardTypes] = {
    {"AE-R01", "Field Manual", kResearch, 0, 0, 0, 0, "", FF_PROSE("Draw 2 cards, one at a time, each from any of your decks.")},
    {"AE-R02", "Scout Report", kResearch, 0, 0, 0, 0, "",
     FF_PROSE("Look at the top 3 cards of any one deck (either player's) and put them back in any order.")},
    {"AE-R03", "Signal Jammer", kResearch, Q, 0, 0, 0, FF_PROSE("Cost: discard 1 other card from hand"),
     FF_PROSE("Negate the activation of a Research or Barracks card.")},
    {"AE-R04", "Sabotage", kResearch, 0, 0, 0, 0, "",
     FF_PROSE("Deal 2 damage to the opponent's Research Deck or Barracks Deck (your choice).")},
    {"AE-R05", "Field Medic Kit", kResearch, Q, 0, 0, 0, "", FF_PROSE("Heal one unit you control by 2.")},
    {"AE-R06", "Smoke Screen", kResearch, Q, 0, 0, 0,
     FF_PROSE("Only in response to an attack declaration that assigns damage to a unit you control"),
     FF_PROSE("That unit gains 2 temporary HP.")},
    {"AE-R07", "Dismantle", kResearch, Q, 0, 0, 0, "", FF_PROSE("Destroy one Equipment attached to an enemy unit.")},
    {"AE-R08", "Longshot Scope", kResearch, E, 0, 0, 0, "", "The unit has attack reach 2."},
    {"AE-R09", "Plate Harness", kResearch, E, 0, 0, 0, "",
     FF_PROSE("+2 maxHp (+3 instead if the unit has the Warden or Guardian archetype).")},
    {"AE-R10", "Shock Blade", kResearch, E, 0, 0, 0, "", "+1 ATK."},
    {"AE-R11", "Jump Jets", kResearch, E, 0, 0, 0, "",
     FF_PROSE("+1 SPD; the unit may pass through (not stop on) squares holding enemy units.")},
    {"AE-B01", "Vanguard Captain", kBarracks, U, 1, 1, 0, "", FF_PROSE("Static: other friendly units within 1 square get +1 ATK.")},
    {"AE-B02", "Cinder Drake", kBarracks, U, 2, 0, 1, "",
     FF_PROSE("Attack reach 2. When it assigns attack damage to a deck, that deck takes +1 damage.")},
    {"AE-B03", "Arc Engineer", kBarracks, U, 0, 1, 0, "",
     FF_PROSE("Repair: once per turn, instead of attacking, heal one friendly unit within 1 square by 2.")},
    {"AE-B04", "Bastion Golem", kBarracks, U, 0, 3, 0, "",
     FF_PROSE("Its SPD is always 1. Enemy units within 1 square of it cannot declare attack damage against decks.")},
    {"AE-B05", "Thornback Warden", kBarracks, U, 1, 2, 0, "",
     FF_PROSE("When an enemy unit's attack damage is dealt to it, deal 2 damage to that enemy unit.")},
    {"AE-B06", "Tide Oracle", kBarracks, U, 0, 1, 1, "",
     FF_PROSE("At the start of your turn, heal each friendly unit within 1 square (itself included) by 1.")},
    {"AE-B07", "Flank March", kBarracks, T, 0, 0, 0, "",
     FF_PROSE("A unit you control gets +2 SPD until end of turn (also adds 2 to its speed left).")},
    {"AE-B08", "Battle Fury", kBarracks, T, 0, 0, 0, "",
     FF_PROSE("A unit you control gets +2 ATK until end of turn (+3 if it has the Striker archetype).")},
    {"AE-B09", "Ambush", kBarracks, T | Q, 0, 0, 0,
     FF_PROSE("Only when an enemy unit ends a movement sub-phase within 1 square of a unit you control"),
     FF_PROSE("Deal 2 damage to that enemy unit.")},
    {"AE-B10", "Rapid Muster", kBarracks, T, 0, 0, 0, FF_PROSE("Cost: discard 1 other card from hand"),
     FF_PROSE("Spawn one basic unit on the rightmost available square of your spawn zone.")},
    {"AE-C01", "Orbital Strike", kCommand, 0, 0, 0, 0, "", FF_PROSE("Deal 3 damage to one enemy unit anywhere.")},
    {"AE-C02", "Total Assault", kCommand, 0, 0, 0, 0, "", FF_PROSE("Until end of turn, units you control get +1 ATK and +1 SPD.")},
    {"AE-C03", "Reinforcements", kCommand, 0, 0, 0, 0, "",
     FF_PROSE("Spawn up to 2 basic units, one at a time, on the rightmost available squares of your spawn zone.")},
    {"AE-C04", "Countermand", kCommand, Q, 0, 0, 0, FF_PROSE("Cost: the top 2 cards of your Command Deck"),
     FF_PROSE("Negate the activation of one card or effect (not a facility).")},
    {"AE-C05", "Fortify", kCommand, Q, 0, 0, 0, FF_PROSE("Only in response to an attack declaration"),
     FF_PROSE("Each unit you control gains 2 temporary HP.")},
    {"AE-C06", "Siege Bombardment", kCommand, 0, 0, 0, 0, "", FF_PROSE("Deal 3 damage to one of the opponent's decks.")},
    {"AE-C07", "Field Promotion", kCommand, 0, 0, 0, 0, "", FF_PROSE("A unit you control gets +1 ATK and +1 maxHp permanently.")},
    {"AE-C08", "Second Wind", kCommand, 0, 0, 0, 0, FF_PROSE("Cost: discard 1 other card from hand; max one resolved per turn"),
     FF_PROSE("A unit you control that is DONE this turn becomes ready with full ATK and SPD and may be activated again.")},
    {"AE-C09", "Last Stand", kCommand, Q, 0, 0, 0,
     FF_PROSE("Only when your Command Deck would take damage (in response to that declaration or card)"),
     FF_PROSE("Prevent up to 3 of that damage.")},
    {"AE-C10", "Mass Repair", kCommand, 0, 0, 0, 0, "", FF_PROSE("Heal each unit you control by 2.")},
    {"AE-C11", "Tactical Withdrawal", kCommand, Q, 0, 0, 0,
     FF_PROSE("Only in response to an attack declaration that assigns damage to a unit you control"),
     FF_PROSE("Move that unit up to 2 squares (ignores its SPD; blocking and the clog rule apply).")},
    {"AE-C12", "Elemental Resonance", kCommand, 0, 0, 0, 0, "",
     FF_PROSE("Choose an element of one of your face-up facilities. Until end of turn, your units with that element get +2 ATK.")},
    {"AE-C13", "Recall", kCommand, 0, 0, 0, 0, "", FF_PROSE("Return a Unit card from your discard pile to your hand.")},
};

std::vector<int> expand(std::initializer_list<std::pair<int, int>> list) {
  std::vector<int> out;
  for (auto [t, n] : list)
    for (int i = 0; i < n; ++i) out.push_back(t);
  return out;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}
}  // namespace

const char* element_name(int e) { return e >= 0 && e < kNumElements ? kElements[e] : "?"; }
const char* archetype_name(int a) { return a >= 0 && a < kNumArchetypes ? kArchetypes[a] : "?"; }
const Facility& facility(int f) { return kFacilities[f]; }
const CardType& card_type(int t) { return kCards[t]; }

int cost_cards(int t) {
  switch (t) {
    case kSignalJammer: case kRapidMuster: case kSecondWind: return 1;
    case kCountermand: return 2;
    default: return 0;
  }
}

int card_by_name(const std::string& name) {
  for (int t = 0; t < kNumCardTypes; ++t)
    if (lower(kCards[t].name) == lower(name)) return t;
  return -1;
}
int facility_by_name(const std::string& name) {
  for (int f = 0; f < kNumFacilities; ++f)
    if (lower(kFacilities[f].name) == lower(name)) return f;
  return -1;
}

const Army& army(int a) {
  static const Army kCustomArmy{"custom", "Custom army", {0, 1}, {}};
  if (a == static_cast<int>(ArmyId::kCustom)) return kCustomArmy;
  static const Army kArmies[kNumArmies] = {
      {"cinder",
       "Cinder Legion",
       {0, 8},
       {expand({{kFieldManual, 3}, {kSabotage, 3}, {kShockBlade, 3}, {kLongshotScope, 2}, {kJumpJets, 2},
                {kSignalJammer, 2}}),
        expand({{kOrbitalStrike, 3}, {kTotalAssault, 3}, {kReinforcements, 3}, {kSiegeBombardment, 3},
                {kFieldPromotion, 3}, {kElementalResonance, 3}, {kCountermand, 2}, {kSecondWind, 2}, {kLastStand, 2},
                {kFortify, 2}, {kTacticalWithdrawal, 2}, {kRecall, 2}}),
        expand({{kCinderDrake, 3}, {kVanguardCaptain, 3}, {kBattleFury, 3}, {kArcEngineer, 2}, {kFlankMarch, 2},
                {kRapidMuster, 2}})}},
      {"grove",
       "Grove Wardens",
       {2, 7},
       {expand({{kFieldMedicKit, 3}, {kSmokeScreen, 3}, {kPlateHarness, 3}, {kDismantle, 2}, {kFieldManual, 2},
                {kScoutReport, 2}}),
        expand({{kOrbitalStrike, 3}, {kMassRepair, 3}, {kFortify, 3}, {kCountermand, 3}, {kLastStand, 3},
                {kTacticalWithdrawal, 3}, {kReinforcements, 3}, {kRecall, 3}, {kSiegeBombardment, 2},
                {kFieldPromotion, 2}, {kTotalAssault, 2}}),
        expand({{kThornbackWarden, 3}, {kTideOracle, 3}, {kAmbush, 3}, {kBastionGolem, 2}, {kFlankMarch, 2},
                {kRapidMuster, 2}})}},
  };
  return kArmies[a];
}

std::vector<std::string> army_problems(const Army& a) {
  static const char* names[3] = {"Research", "Command", "Barracks"};
  std::vector<std::string> out;
  for (int f : a.facilities)
    if (f < 0 || f >= kNumFacilities) out.push_back("unknown facility");
  if (a.facilities[0] == a.facilities[1]) out.push_back(FF_PROSE("the two facilities must be different cards"));
  for (int k = 0; k < 3; ++k) {
    const int n = static_cast<int>(a.decks[k].size());
    if (n != kDeckSizes[k])
      out.push_back(std::string(names[k]) + " Deck has " + std::to_string(n) + " of " + std::to_string(kDeckSizes[k]) + " cards");
    std::map<int, int> copies;
    for (int t : a.decks[k]) {
      if (t < 0 || t >= kNumCardTypes) {
        out.push_back("unknown card");
        continue;
      }
      if (card_type(t).deck != k) out.push_back(std::string(card_type(t).name) + " does not belong in the " + names[k] + " Deck");
      ++copies[t];
    }
    for (auto [t, c] : copies)
      if (c > kMaxCopies && t >= 0 && t < kNumCardTypes)
        out.push_back(std::to_string(c) + " copies of " + card_type(t).name + " (at most " + std::to_string(kMaxCopies) + ")");
  }
  return out;
}

std::string check_army(const Army& a) {
  std::string out;
  for (const std::string& p : army_problems(a)) out += (out.empty() ? "" : "; ") + p;
  return out;
}

std::string cannot_add(const Army& a, int card) {
  if (card < 0 || card >= kNumCardTypes) return "unknown card";
  static const char* names[3] = {"Research", "Command", "Barracks"};
  const int k = card_type(card).deck;
  if (std::count(a.decks[k].begin(), a.decks[k].end(), card) >= kMaxCopies)
    return std::to_string(kMaxCopies) + " copies of " + card_type(card).name + " already";
  if (static_cast<int>(a.decks[k].size()) >= kDeckSizes[k])
    return std::string("the ") + names[k] + " Deck is full (" + std::to_string(kDeckSizes[k]) + " cards)";
  return "";
}

}  // namespace ff::assault_edge
