// Ground Assault: forces of units worth build stars fight over home zones and a contested zone with
// 2d6 battles, combat cards, face-down objectives and strikes. 2, 3 or 4 players (star map: every
// home zone touches the contested zone and nothing else). Rules: issue 7 and the summary in notes.md
// in this folder (the rules the code cites, the content's origin and the engine's own rulings); the
// content (units, cards, factions) lives in ground_assault_data.cpp.
//
// Units: each seat owns up to kMaxUnits (32) units (its force, in the order of the faction's force
// list or of the custom army's code); a unit is named in actions by its index in its owner's force,
// and across seats by its id unit_id(seat, index) = seat * 32 + index. Cards: each seat owns its
// faction's deck (32 cards, Starter: 6) or its custom army's deck (30 to 66 cards); a card instance is
// its index in that deck list, and Card{rank/suit from index52(i % 64), deck = seat + 4 * (i / 64)}
// in all_cards().
// Zones: 0..3 the home zone of that seat, 4 the contested zone (kContested).
//
// Action encoding (stable; legal lists are sorted ascending):
//   end turn   0                          end the turn without (further) action
//   done       1                          finish choosing (deployment, movers, attackers, strikers,
//                                         units brought from reserves)
//   pass       2                          battle: play no combat card
//   keep       3      reroll   4          Targeting Uplink: keep or reroll your base roll
//   carrier    10 + seat                  Carrier Deploy (instead of the action) into that seat's home
//   deploy     20 + unit                  set-up: put unit (index) into your home zone
//   move       100 + unit * 8 + zone      Move action: the unit moves one zone (starts the action)
//   attack     400 + unit * 128 + target  Combat action: own unit attacks unit id `target` (starts it)
//   battle     4500 + battle              the attacker picks the next battle (in declared order)
//   play       4600 + card type           battle: play a combat card of that type from hand
//   objective  4700 + type * 4 + slot     turn step 1: replace your objective in `slot` with an
//                                         objective card of that type from hand
//   strike     4800 + seat * 4 + slot     Strike action against that objective (starts it)
//   striker    4850 + unit                add the unit to the strikers (they strike in this order)
//   bring      4900 + unit                put the reserve unit into play (objective lost, Hangar
//                                         Complex, Hot Drop, Carrier Deploy)
//   repair     5000 + target              Repair Bay: the unit (id) that loses counters
// (Until issue 21 units were 16 per seat and the bases after `move` lower; the kinds kept their
// order, so every legal list keeps its order and replay codes and saves, which record a move's index
// in the legal list, replay exactly.)
// Notation: "end turn", "done", "pass", "keep", "reroll", "carrier to home P2", "deploy Siege
// Walker", "move Raider Walker 2 to contested", "Siege Walker attacks Hover Tank 1", "battle Siege
// Walker vs Hover Tank 1", "play Concentrated Fire", "objective Shield Generator for slot 2",
// "strike P2 slot 1", "striker Jet Bike Patrol", "bring Dropship Barge", "repair Hover Tank 2".
// A unit whose owner has several copies carries its copy number ("Raider Walker 2"); a unit whose
// name another seat's force also uses carries its owner ("Hover Tank 1@P2").
#pragma once
#include <array>
#include <cstdint>
#include <limits>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/fields.h"
#include "core/engine/descriptor.h"
#include "core/engine/event_json.h"
#include "core/engine/game.h"

namespace ff {

const Game& ground_assault_game();

namespace ground_assault {

constexpr int kMaxSeats = 4;
constexpr int kMaxUnits = 32;      // per seat (a legal custom force holds at most 22 units)
constexpr int kContested = 4;      // zone id; 0..3 are home zones
constexpr int kReserves = 5;       // not a zone: the unit waits in its owner's reserves
constexpr int kGone = 6;           // its owner was eliminated (multiplayer): out of the game
constexpr int kHandSize = 3;
constexpr int kActionStars = 5;    // the rule of five
constexpr int kDeployStars = 20;
constexpr int kTurnsPerSeat = 60;    // the turn limit (notes.md, "Bound"): 60 turns per starting seat
constexpr int kLimitNearRounds = 5;  // the table shows the turn count against the limit from here on

constexpr Action kEndTurn = 0, kDone = 1, kPass = 2, kKeep = 3, kReroll = 4;
constexpr Action kCarrierBase = 10, kDeployBase = 20, kMoveBase = 100, kAttackBase = 400, kBattleBase = 4500,
                 kPlayBase = 4600, kObjectiveBase = 4700, kStrikeBase = 4800, kStrikerBase = 4850,
                 kBringBase = 4900, kRepairBase = 5000;
static_assert(kMoveBase + kMaxUnits * 8 <= kAttackBase && kAttackBase + kMaxUnits * kMaxSeats * kMaxUnits <= kBattleBase &&
              kStrikerBase + kMaxUnits <= kBringBase && kBringBase + kMaxUnits <= kRepairBase);

// A unit's id across seats (views, attack targets, repairs), and back.
constexpr int unit_id(int seat, int index) { return seat * kMaxUnits + index; }
constexpr int unit_owner(int id) { return id / kMaxUnits; }
constexpr int unit_index(int id) { return id % kMaxUnits; }

// An action taken apart (the table reads the legal actions with it): the fields its kind uses.
struct DecodedAction {
  enum Kind : uint8_t { kInvalid, kEndTurn, kDone, kPass, kKeep, kReroll, kCarrier, kDeploy, kMove, kAttack, kBattle,
                        kPlay, kObjective, kStrike, kStriker, kBring, kRepair };
  Kind kind = kInvalid;
  int unit = -1;    // kDeploy, kMove, kAttack, kStriker, kBring: the acting unit's index in its owner's force
  int zone = -1;    // kMove: where it goes
  int target = -1;  // kAttack: the unit attacked; kRepair: the unit repaired (unit ids: unit_id)
  int battle = -1;  // kBattle: the battle's place in declared order
  int card = -1;    // kPlay, kObjective: the card type
  int seat = -1;    // kCarrier, kStrike: whose home zone
  int slot = -1;    // kObjective, kStrike: the objective slot (0..2)
};
// decode() and the encoders: below the content (they need kNumCardTypes).

// ---- content (ground_assault_data.cpp) -----------------------------------------------------------

enum Icon : uint8_t {
  kBattleDrone = 0, kBlaster, kDrone, kLasers, kLeader, kTorpedo, kTransport, kTrooper,  // green match
  kArmor, kCarrier, kHeavyCannon,                                                        // silver power
  kMystic, kLuck,                                                                        // gold wild
  kNumIcons
};
const char* icon_name(int icon);  // "Battle Drone", "Heavy Cannon"

enum Domain : uint8_t { kGround = 0, kSpace = 1 };

struct UnitType {
  const char* id;    // "GA-U08"
  const char* name;  // "Siege Walker"
  Domain domain;
  int stars, attack, damage, defense, shields;
  uint32_t icons;    // bit per Icon
  bool has(int icon) const { return (icons >> icon) & 1u; }
};
constexpr int kNumUnitTypes = 16;
extern const UnitType kUnits[kNumUnitTypes];  // ground_assault_data.cpp
// Inline: the rules and the AI ask for unit types at every step of a playout.
inline const UnitType& unit_type(int t) { return kUnits[t]; }

enum CardKind : uint8_t { kCombat = 0, kObjective = 1 };
enum Colour : uint8_t { kRed = 0, kYellow = 1, kBlue = 2 };  // attack, damage, defense bonus
enum GateKind : uint8_t { kMatch = 0, kPower = 1, kWild = 2 };

struct CardType {
  const char* id;    // "GA-K01"
  const char* name;  // "Concentrated Fire"
  CardKind kind;
  int stars, obj_defense;
  // Combat cards.
  Colour colour;
  int bonus;
  GateKind gate;
  int gate_icon;
  uint32_t wild_stars;  // kWild: bit s set if an s-star unit passes (0: any unit)
  const char* text;     // the ability (combat) or effects (objective), for players
};
constexpr int kNumCardTypes = 22;
extern const CardType kCards[kNumCardTypes];  // ground_assault_data.cpp
// Card type ids (in the order of their ids: K01..K14, then O01..O08).
enum CardId : int {
  kConcentratedFire = 0, kEvasiveManeuvers, kPenetratorRounds, kTorpedoRun, kHoldTheLine, kReinforcedPlating,
  kRallyTheRanks, kHotDrop, kSwarmProtocol, kTargetingUplink, kBroadside, kLastDitchEscape, kForesight,
  kLaunchScreen,
  kShieldGenerator = 14, kForwardCommandPost, kSupplyDepot, kRepairBay, kAntiAirBattery, kMinefield,
  kHangarComplex, kJammingArray,
};
inline const CardType& card_type(int t) { return kCards[t]; }
int card_by_name(const std::string& name);  // case-insensitive; -1 if none
int unit_by_name(const std::string& name);  // case-insensitive; -1 if none

// ---- actions (inline: the AI takes every legal action apart at every step of a playout) ----------
inline DecodedAction decode(Action a) {
  using D = DecodedAction;
  DecodedAction d;
  int x = 0;  // the action's offset from the base it was found at
  auto in = [&](Action base, int count) {
    x = static_cast<int>(a) - static_cast<int>(base);
    return a >= base && x < count;
  };
  if (a <= kReroll) {
    static constexpr D::Kind kSimple[] = {D::kEndTurn, D::kDone, D::kPass, D::kKeep, D::kReroll};
    d.kind = kSimple[a];
  } else if (in(kCarrierBase, kMaxSeats)) {
    d.kind = D::kCarrier, d.seat = x;
  } else if (in(kDeployBase, kMaxUnits)) {
    d.kind = D::kDeploy, d.unit = x;
  } else if (in(kMoveBase, kMaxUnits * 8)) {
    if (x % 8 <= kContested) d.kind = D::kMove, d.unit = x / 8, d.zone = x % 8;
  } else if (in(kAttackBase, kMaxUnits * kMaxSeats * kMaxUnits)) {
    d.kind = D::kAttack, d.unit = x / (kMaxSeats * kMaxUnits), d.target = x % (kMaxSeats * kMaxUnits);
  } else if (in(kBattleBase, 5)) {
    d.kind = D::kBattle, d.battle = x;
  } else if (in(kPlayBase, kNumCardTypes)) {
    d.kind = D::kPlay, d.card = x;
  } else if (in(kObjectiveBase, kNumCardTypes * 4)) {
    if (x % 4 < 3) d.kind = D::kObjective, d.card = x / 4, d.slot = x % 4;
  } else if (in(kStrikeBase, kMaxSeats * 4)) {
    if (x % 4 < 3) d.kind = D::kStrike, d.seat = x / 4, d.slot = x % 4;
  } else if (in(kStrikerBase, kMaxUnits)) {
    d.kind = D::kStriker, d.unit = x;
  } else if (in(kBringBase, kMaxUnits)) {
    d.kind = D::kBring, d.unit = x;
  } else if (in(kRepairBase, kMaxSeats * kMaxUnits)) {
    d.kind = D::kRepair, d.target = x;
  }
  return d;
}

inline Action encode_carrier(int seat) { return kCarrierBase + static_cast<Action>(seat); }
inline Action encode_deploy(int unit) { return kDeployBase + static_cast<Action>(unit); }
inline Action encode_move(int unit, int zone) { return kMoveBase + static_cast<Action>(unit * 8 + zone); }
inline Action encode_attack(int unit, int target) { return kAttackBase + static_cast<Action>(unit * kMaxSeats * kMaxUnits + target); }
inline Action encode_battle(int battle) { return kBattleBase + static_cast<Action>(battle); }
inline Action encode_play(int card) { return kPlayBase + static_cast<Action>(card); }
inline Action encode_objective(int card, int slot) { return kObjectiveBase + static_cast<Action>(card * 4 + slot); }
inline Action encode_strike(int seat, int slot) { return kStrikeBase + static_cast<Action>(seat * 4 + slot); }
inline Action encode_striker(int unit) { return kStrikerBase + static_cast<Action>(unit); }
inline Action encode_bring(int unit) { return kBringBase + static_cast<Action>(unit); }
inline Action encode_repair(int target) { return kRepairBase + static_cast<Action>(target); }

// kCustom: the seat plays a custom army given by a deck code (not a faction's; not counted in
// kNumFactions, never among the option's choices).
enum Faction : uint8_t { kDominion = 0, kSyndicate = 1, kCustom = 2 };
constexpr int kNumFactions = 2;
const char* faction_id(int f);    // "dominion", "syndicate" ("custom")
const char* faction_name(int f);  // "Iron Dominion", "Foundry Syndicate" ("Custom army")
// The faction's force (unit types), deck (card types) and default deployment (unit types), or the
// Starter pack's units and cards.
const std::vector<int>& force_list(int faction, bool starter);
const std::vector<int>& deck_list(int faction, bool starter);
const std::vector<int>& default_deployment(int faction);

// Deck building (notes.md, "Deck building"): a deck of >= 30 cards with <= 3 copies of a card (by
// name); a force of at most `game_stars` build stars with at most game_stars / 10 copies of a unit.
// Starter mode waives the unit copy limit and the deck size. Empty string: legal; else the reason.
std::string check_deck(const std::vector<int>& cards, bool starter);
std::string check_force(const std::vector<int>& units, int game_stars, bool starter);

// ---- custom armies (ground_assault_deck.cpp; notes.md, "Custom armies") ---------------------------
// An army is what a player brings: a force (unit types) and a deck (card types). Any unit and any card
// may be picked (the rules tie neither to a faction). Legal (the rulebook's deck building, standard
// game size): the force totals 1 to 30 build stars with at most 3 copies of a unit; the deck has at
// least 30 cards with at most 3 copies of a card.
struct Army {
  std::vector<int> force;  // unit types; a parsed or generated army: biggest first, then by type
  std::vector<int> deck;   // card types; a parsed or generated army: in type order
};
constexpr int kGameStars = 30, kMinDeckCards = 30, kMaxCardCopies = 3, kMaxUnitCopies = kGameStars / 10;
// A pre-built faction as an army (a deck builder's starting point; its force in the faction's order).
Army faction_army(int faction);
// Every failure, named ("force is 32 of 30 stars", "4 copies of Siege Walker in the force (at most 3)",
// "deck has 28 cards, at least 30", "4 copies of Foresight in the deck (at most 3)", "force has no
// units"); check_army joins them with "; " ("": legal).
std::vector<std::string> army_problems(const Army& a);
std::string check_army(const Army& a);
// For a deck builder: why this unit / card cannot be added now ("3 copies of Siege Walker already",
// "the force would be 32 of 30 stars", "3 copies of Foresight already", "unknown unit"), or "".
std::string cannot_add_unit(const Army& a, int unit);
std::string cannot_add_card(const Army& a, int card);
// The largest army the rules allow: the most units (every 1-star unit three times, seven 2-star
// units: 22 units, 29 stars) and every card three times (66 cards). For tests and conformance.
Army largest_army();
// Build stars of a force.
int force_stars(const std::vector<int>& force);
// The deployment the computer makes with a force (unit types): exactly 20 stars if some set of the
// units makes 20, else the largest total below 20; bigger units first. The pre-built factions use
// default_deployment(faction) instead.
std::vector<int> deployment_for(const std::vector<int>& force);

// A custom army as short text: "GA1-" + 22 base64url letters holding 132 bits: the copies of each of
// the 16 units, then of each of the 22 cards, in type order (3 bits each: a code can carry an illegal
// count, so the check names it), then the low 18 bits of the CRC-32 of those 114 bits (packed into 15
// bytes, the last padded with zeros). One army, one code.
constexpr const char* kDeckCodePrefix = "GA1-";
std::string army_code(const Army& a);
// The army a code holds, or why the text is not one ("not a deck code (GA1- and 22 letters)",
// "the checksum does not match: the code is mistyped"). Its legality is check_army's.
Result<Army> parse_army_code(std::string_view code);
// A `faction1`..`faction4` value other than a faction id: "" if it is the code of a legal army, else
// the reason (the option check, OptionSpec::check_value; the option's key is put before it:
// "faction1: deck has 28 cards, at least 30").
std::string check_army_value(const std::string& value);
// A legal army, seeded: a scored search picks a force (a ground and space mix, a spread of sizes)
// and a deck whose cards the force can use (gates), with a curve of combat cards and objectives
// (notes.md, "Generator"). Same seed, same army.
Army generate_army(uint64_t seed);

// The game's options, resolved once (at state creation) from the option table.
enum class Mode : uint8_t { kStandard, kStarter, kCount };  // option "mode", in its choices' order
struct Config {
  Mode mode = Mode::kStandard;
  // Per seat (options "faction1".."faction4"; each lists the seat's default first: P1 and P3
  // Dominion, P2 and P4 Syndicate; a deck code instead: kCustom and the army in `custom`).
  std::array<Faction, kMaxSeats> faction{};
  std::array<std::shared_ptr<const Army>, kMaxSeats> custom;
  bool starter() const { return mode == Mode::kStarter; }
  // The seat's force and deck: its custom army's, else its faction's (Starter mode: the faction's
  // Starter pack; a custom army plays its own force and deck in Starter mode too).
  const std::vector<int>& force_of(int seat) const;
  const std::vector<int>& deck_of(int seat) const;
  std::vector<int> deployment_of(int seat) const;  // the computer's deployment (default_deployment / deployment_for)
};
Config resolve_config(const Options& options);

// ---- views and log -------------------------------------------------------------------------------

enum class Phase : uint8_t { kDeploy = 0, kTurn, kMove, kAssign, kOrder, kCard, kReroll, kStrikers, kBring, kRepair, kGameOver };
const char* phase_id(Phase p);

// The views' field lists (core/common/fields.h) drive their JSON and its checked reader: card and
// unit types by name, -1 (none) as null. Seats and unit ids, read with kMaxSeats as the bound, are
// then checked against the view's seats and units (view_from_json).
constexpr int kMaxViewCards = 1000, kMaxViewValue = 1000;  // bounds of a view's counts and values
constexpr int kMaxUnitIds = kMaxSeats * kMaxUnits;
constexpr int kResults = 8;  // View::results keeps the battles and strikes of the latest 8
inline const char* card_name(int t) { return card_type(t).name; }
inline const char* unit_name(int t) { return unit_type(t).name; }

struct UnitView {
  int id = 0;         // unit_id(owner, index); its index in the owner's force: unit_index(id)
  int owner = 0;
  int type = 0;
  std::string label;  // notation name
  int zone = 0;       // 0..3 home of that seat, 4 contested, 5 reserves, 6 gone
  int counters = 0;
  bool operator==(const UnitView&) const = default;
};
template <class L>
constexpr void describe(L& l, UnitView*) {
  using namespace fields;
  l("ref", &UnitView::id, Range{0, kMaxUnitIds - 1});
  l("owner", &UnitView::owner, Range{0, kMaxSeats - 1});
  l("type", &UnitView::type, Names{kNumUnitTypes, &unit_name});
  l("name", &UnitView::label);
  l("zone", &UnitView::zone, Range{0, kGone});
  l("counters", &UnitView::counters, Range{0, kMaxViewValue});
}

// An objective slot. Its JSON is not an object (its own codec, below): null when empty, "face down",
// or {"card", "defense"} face up.
struct SlotView {
  bool occupied = false, face_up = false;
  int card = -1;      // face up: its card type
  int defense = 0;    // face up: current objective defense (with Shield Generators)
  bool operator==(const SlotView&) const = default;
};
void write_field(JsonWriter& j, const SlotView& s);
void read_field(JsonFields& r, const JsonValue& x, SlotView& s);

struct SeatView {
  int faction = 0;             // Faction; kCustom: a custom army
  std::string code;            // a custom army's deck code ("" for a faction)
  bool out = false;
  int hand = 0, deck = 0;
  std::vector<int> discard;    // card types, bottom first (public)
  std::vector<SlotView> objectives;
  int stars_in_play = 0;
  bool deploy_exact = true;    // the seat's force can make exactly 20 stars (else: fewer than 20)
  bool operator==(const SeatView&) const = default;
};
template <class L>
constexpr void describe(L& l, SeatView*) {
  using namespace fields;
  l("faction", &SeatView::faction, Names{kNumFactions + 1, &faction_id});
  l("out", &SeatView::out);
  l("code", &SeatView::code, OmitDefault{});
  l("hand", &SeatView::hand, Range{0, kMaxViewCards});
  l("deck", &SeatView::deck, Range{0, kMaxViewCards});
  l("stars_in_play", &SeatView::stars_in_play, Range{0, kMaxViewValue});
  l("deploy_exact", &SeatView::deploy_exact);
  l("discard", &SeatView::discard, Items{0, kMaxViewCards}, Names{kNumCardTypes, &card_name});
  l("objectives", &SeatView::objectives, Items{0, kMaxViewCards});
}

// A battle. Its JSON is an array [attacker, defender, done] (its own codec, below).
struct BattleView {
  int attacker = 0, defender = 0;  // unit ids
  bool done = false;
  bool operator==(const BattleView&) const = default;
};
void write_field(JsonWriter& j, const BattleView& b);
void read_field(JsonFields& r, const JsonValue& x, BattleView& b);

// The latest roll on the table, rebuilt from the public log so a table can show the dice with the
// totals itemised: a battle's two units (attacker first) or each striker of the latest strike.
struct RollView {
  bool strike = false;
  int unit = -1;                  // the rolling unit (id)
  int target = -1;                // battle: the opposing unit (id); strike: -1
  std::array<int, 2> dice{};      // the dice that count (after a Targeting Uplink reroll)
  bool rerolled = false, foresight = false;
  bool resolved = false;          // the result is known (false while a reroll decision waits)
  int roll = 0;                   // the dice total used (Foresight: 7)
  int attack = 0;                 // printed attack value
  int card = 0;                   // battle: red bonus of the card played on this unit
  int card_type = -1;             // battle: the combat card played on this unit, -1 none
  int ground = 0, jamming = 0;    // strike: +1 for a ground striker, -Jamming Array
  int other = 0;                  // battle: other attack modifiers (abilities, objectives)
  int total = 0;                  // the attack (strike) result
  int defense = 0;                // the defense it is compared with
  int defense_base = 0;           // battle: the other unit's printed defense; strike: the card's
  int defense_card = 0;           // battle: blue bonus of the card played on the other unit
  int defense_other = 0;          // the rest (abilities, objectives, Shield Generators)
  int objective = -1;             // strike: the objective's card type
  bool natural12 = false, hit = false;
  int damage = 0;                 // battle: damage dealt on a hit
  int at = -1;                    // index in the log of the line that began its battle or strike
  // What made the numbers, as the log line names them (issue 38): the attack's terms beyond roll and
  // printed attack (" + 2 Torpedo Run card - 1 Jamming Array"); the defense and, on a hit, the damage
  // from their printed values ("8 + 1 Hold the Line card", "3 - 1 Armor icon"); "" when nothing changed them.
  std::string attack_terms, defense_terms, damage_terms;
  bool operator==(const RollView&) const = default;
};
template <class L>
constexpr void describe(L& l, RollView*) {
  using namespace fields;
  constexpr Range value{-kMaxViewValue, kMaxViewValue};
  constexpr Names cards{kNumCardTypes, &card_name};
  l("strike", &RollView::strike);
  l("unit", &RollView::unit, Range{-1, kMaxUnitIds - 1});
  l("target", &RollView::target, Range{-1, kMaxUnitIds - 1});
  l("dice", &RollView::dice, Range{0, 6});
  l("rerolled", &RollView::rerolled);
  l("foresight", &RollView::foresight);
  l("resolved", &RollView::resolved);
  l("roll", &RollView::roll, value);
  l("attack", &RollView::attack, value);
  l("card", &RollView::card, value);
  l("card_type", &RollView::card_type, cards, NullIs{-1});
  l("ground", &RollView::ground, value);
  l("jamming", &RollView::jamming, value);
  l("other", &RollView::other, value);
  l("total", &RollView::total, value);
  l("defense", &RollView::defense, value);
  l("defense_base", &RollView::defense_base, value);
  l("defense_card", &RollView::defense_card, value);
  l("defense_other", &RollView::defense_other, value);
  l("objective", &RollView::objective, cards, NullIs{-1});
  l("attack_terms", &RollView::attack_terms);
  l("defense_terms", &RollView::defense_terms);
  l("damage_terms", &RollView::damage_terms);
  l("natural12", &RollView::natural12);
  l("hit", &RollView::hit);
  l("damage", &RollView::damage, value);
  l("at", &RollView::at, Range{-1, std::numeric_limits<int>::max()});
}

// Everything one seat may see. The public view (seat kObserver) is what every seat sees: no hand
// (each seat's hand counted in players[].hand), deploy_exact false (each seat's in players[]).
struct View {
  int seat = 0, seats = 2;       // seat: or kObserver
  bool starter = false;
  Phase phase = Phase::kDeploy;
  int to_act = -1, turn_player = -1, turn = 0, turn_limit = 0;
  bool limit_near = false;       // the last kLimitNearRounds rounds before the turn limit have begun
  bool limit_reached = false;    // the game ended at the turn limit (a draw for the players still in)
  bool deploy_exact = true;      // the viewer's force can make exactly 20 stars (else: fewer than 20; public view: false)
  std::vector<SeatView> players;
  std::vector<UnitView> units;   // every unit of every seat, reserves included
  std::vector<int> hand;         // own hand, card types (none in the public view)
  // The action in progress.
  std::string action;            // "", "move", "combat", "strike", "deploy", "bring", "repair"
  int budget = 0, budget_used = 0;
  std::vector<int> chosen;       // unit ids chosen so far (movers, attackers, strikers, brought units)
  std::vector<BattleView> battles;
  int battle = -1;               // index of the battle being fought
  std::array<int, 2> played{-1, -1};  // card types played in it (attacker, defender; -1 none)
  std::array<int, 2> strike{-1, -1};  // the strike: the seat whose objective, the slot (-1 none)
  std::array<int, 2> bring{-1, -1};   // units brought from reserves: the seat, the zone (-1 none)
  std::vector<RollView> rolls;   // the latest battle or strike (empty before the first)
  int rolls_at = -1;             // index in events of the line that began it
  // Each seat's latest action outside a battle (moved, declared attacks or a strike, played an
  // objective, used Carrier Deploy, ended a turn, finished deploying): its index in events, -1 none
  // in sight. A table shows the results since its seat's (a newcomer missed results replaced by the
  // next battle within a second).
  std::vector<int> acted;
  // Every battle and strike finished since the earliest of those among the seats still in (the
  // latest kResults at most), oldest first, grouped by `at`: the same in every seat's view.
  std::vector<RollView> results;
  std::vector<int> result;       // when over: per seat +1 win, 0 draw, -1 loss
  bool over = false;
  std::vector<Event> events;     // the log, in both persons
  bool operator==(const View&) const = default;
};
template <class L>
constexpr void describe(L& l, View*) {
  using namespace fields;
  constexpr Names cards{kNumCardTypes, &card_name};
  constexpr Range seat_or_none{-1, kMaxSeats - 1}, count{0, std::numeric_limits<int>::max()};
  l("seat", &View::seat, Range{kObserver, kMaxSeats - 1});
  l("seats", &View::seats, Range{2, kMaxSeats});
  l("starter", &View::starter);
  l("phase", &View::phase, Names{static_cast<int>(Phase::kGameOver) + 1, &phase_id});
  l("to_act", &View::to_act, seat_or_none);
  l("turn_player", &View::turn_player, seat_or_none);
  l("turn", &View::turn, count);
  l("turn_limit", &View::turn_limit, count);
  l("limit_near", &View::limit_near);
  l("limit_reached", &View::limit_reached);
  l("deploy_exact", &View::deploy_exact);
  l("players", &View::players, Items{2, kMaxSeats});
  l("units", &View::units, Items{0, kMaxUnitIds});
  l("hand", &View::hand, Items{0, kMaxViewCards}, cards);
  l("action", &View::action);
  l("budget", &View::budget, Range{0, kMaxViewValue});
  l("budget_used", &View::budget_used, Range{0, kMaxViewValue});
  l("chosen", &View::chosen, Items{0, kMaxUnitIds}, Range{0, kMaxUnitIds - 1});
  l("battles", &View::battles, Items{0, kMaxUnitIds});
  l("battle", &View::battle, Range{-1, kMaxUnitIds - 1});
  l("played", &View::played, cards, NullIs{-1});
  l("strike", &View::strike, Range{-1, kMaxViewCards});
  l("bring", &View::bring, Range{-1, kGone});
  l("rolls", &View::rolls, Items{0, kMaxUnitIds});
  l("rolls_at", &View::rolls_at, Range{-1, std::numeric_limits<int>::max()});
  l("acted", &View::acted, Items{0, kMaxSeats}, Range{-1, std::numeric_limits<int>::max()});
  l("results", &View::results, Items{0, kMaxUnitIds});
  l("over", &View::over);
  l("result", &View::result, Items{0, kMaxSeats}, Range{-1, 1});
  l("events", &View::events, Items{0, 1000000}, Writes{&write_event_array});
}

// The view of `seat`, or the public view (kObserver). `events_from`: the view's events start at
// that index of the game's log (the undo check compares only what an action added; the table gets
// the whole log).
View view(const State& state, int seat, size_t events_from);
View view(const State& state, int seat);
std::string to_json(const View& v);
// The View that to_json wrote, read back (an online guest's table), or why the text is not one:
// every field checked, seats, unit ids and log indices in range, unknown fields refused.
Result<View> view_from_json(std::string_view json);
// Ground Assault registered once with its types (core/engine/descriptor.h): its State class (ground_assault_state.h),
// its View and the functions between them. Its descriptor, its view function's downcast and its
// table (web/table) bind to the game through this type.
class GaState;
struct Registration : GameRegistration<GaState, View, &ground_assault_game, &view, &view_from_json, &to_json> {};
// Each seat's standing in a position (what a player would call the score), from public facts only.
std::vector<double> standing(const View& v);
// This game described once (ground_assault_descriptor.cpp, core/engine/descriptor.h).
const GameDescriptor& descriptor();
const GameRulesDoc& rules_doc();
// Rules for players, with every unit and card.
std::string rules_text();

// The open home zone (issue 38: a newcomer's Starter games ended on turn 5-7 by one strike on the
// only objective, after the guide had moved every unit out): the opposing units that could move into
// `seat`'s home zone next turn (they stand in the contested zone) or already stand there, while the
// seat holds its last objective and no unit of its own in its home zone to attack them. `leaving`: a
// unit of the seat's taken out of the home zone first (a move being weighed). Empty: no such threat.
std::vector<int> home_threats(const View& v, int seat, int leaving = -1);
// The opposing units already standing in `seat`'s home zone while it holds its last objective, its
// own units there or not (a guard does not stop a strike; attacking the intruders does).
std::vector<int> home_intruders(const View& v, int seat);
// "{P2's} Hover Tank" / "{P2's} Hover Tank and 2 more": the first threat named, for the warnings
// (a seat token, named by the front end: "Computer's Hover Tank").
std::string threat_text(const View& v, const std::vector<int>& threats);

// ---- test support --------------------------------------------------------------------------------
// Forces a position so scenario tests can set up exact situations. With a Rig the deployment phase is
// skipped unless `deploy` is set: the listed units are in play, every other unit is in reserves.
struct Placed {
  std::string name;  // unit name; the next unused copy of that design in the seat's force
  int zone = 0;
  int counters = 0;
};
struct Objective {
  std::string name;  // card name; the next unused copy in the seat's deck
  bool face_up = false;
};
struct Rig {
  int first = 0;                                       // the seat that takes the first turn
  bool deploy = false;                                 // play the deployment phase normally
  std::array<std::vector<Placed>, kMaxSeats> units;
  std::array<std::vector<Objective>, kMaxSeats> objectives;  // empty: the top 3 (Starter 1) face down
  std::array<std::vector<std::string>, kMaxSeats> hand;      // exactly these (empty: draw 3)
  std::array<std::vector<std::string>, kMaxSeats> tops;      // the next draws, first listed first
  std::array<std::vector<std::string>, kMaxSeats> discard;   // moved to the discard pile
  std::array<int, kMaxSeats> deck_size{-1, -1, -1, -1};      // >= 0: the deck keeps only this many
                                                             // cards (the rest go to the discard pile)
  std::vector<int> dice;                               // forced die faces (1..6), in the order rolled
};
// nullptr if a name is unknown or more copies are asked for than the seat owns.
std::unique_ptr<State> make_for_test(uint64_t seed, int seats, const Options& options, const Rig& rig);

}  // namespace ground_assault
}  // namespace ff
