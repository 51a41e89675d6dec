// Assault Edge: two players feed a 9 x 7 battlefield from three decks (Research, Command,
// Barracks), spawn units whose stats come from face-up facilities, and win by dealing damage to the
// opponent's Command Deck once it is empty. Rules: issue 8; the board, the facilities, the 34 cards
// and both pre-built armies are in assault_edge_data.cpp; every ruling (the design's R1-R14 and the
// engine's own) is in notes.md in this folder.
//
// Squares: sq = row * 9 + col, col 0..8 = a..i, row 0..6 = 1..7 (row 1 is P1's back row).
// Decks: kind 0 Research, 1 Command, 2 Barracks; a deck code is owner * 3 + kind.
// Card instances: each seat owns 62 (its army's Research 0..14, Command 15..44, Barracks 45..59,
// facilities 60..61); all_cards() gives Card::from_index52(instance, seat).
//
// Action encoding (stable; legal lists are sorted ascending):
//   pass          0   give up priority / decline a response window (the chain then resolves)
//   end           1   end the current movement sub-phase, or skip the Battle sub-phase
//   declare       2   confirm the attack declaration built with "+1" steps
//   end combat    3   end the Combat phase
//   keep          4   keep the declaration after a unit moved during the responses
//   redeclare     5   discard it and declare anew (once, no further responses)
//   stop          6   Tactical Withdrawal: stop moving
//   board order   7   the start-of-turn effects not yet ordered resolve in board order (square a1 first)
//   bottom        8   Uplink: put the looked-at card on the bottom of its deck
//   top           9   Uplink: leave it on top
//   draw          10 + kind            draw phase, opening draws, Field Manual
//   flip          20 + k               End phase: turn facility k (0/1) face up
//   pick          30 + i               Scout Report: the next card (from the top) is looked-at card i
//   look          40 + kind            Uplink: look at the top card of that deck of yours
//   activate      100 + sq             start the activation of your ready unit on sq
//   move          200 + sq             one king step of the active unit to sq (or a withdrawing unit)
//   assign        300 + target         +1 attack point to the unit on sq (0..62) or deck 64 + code
//   heal          400 + sq             Radiance / Repair instead of attacking: heal the unit on sq by 2
//   pay           500 + card type      discard a card of that type from hand as the pending cost
//   first         600 + i              the i-th start-of-turn effect still to order (board order) resolves next
//   play          1000 + type * 512 + target   play a card (targets below)
// Play targets: 0..62 a unit (or, for a Unit card, the spawn square), 64 + deck code, 72 + element,
// 80 + chain link index, 112 none, 128 + sq * 4 + k the k-th Equipment on the unit on sq, 400 +
// card type (Recall).
// Notation: "pass", "end move", "skip attack", "declare", "end combat", "keep", "redeclare", "stop",
// "in board order", "first Ebb e2", "first Tide Oracle e5", "look at research", "bottom", "top",
// "draw research", "flip Ember Forge", "pick Orbital Strike", "activate e2", "move e3", "+1 e6",
// "+1 P2 command", "heal d4", "pay Sabotage", "play Orbital Strike on e6", "play Sabotage on P2
// research", "play Countermand on link 1", "play Dismantle on e6 Shock Blade", "play Recall for
// Cinder Drake", "play Cinder Drake at h1", "play Field Manual".
#pragma once
#include <array>
#include <cstdint>
#include <limits>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/fields.h"
#include "core/common/result.h"
#include "core/engine/descriptor.h"
#include "core/engine/event_json.h"
#include "core/engine/game.h"

namespace ff {

const Game& assault_edge_game();

namespace assault_edge {

constexpr int kCols = 9, kRows = 7, kSquares = 63;
constexpr int kResearch = 0, kCommand = 1, kBarracks = 2;
const char* deck_id(int kind);  // "research", "command", "barracks"

// The board (notes.md, R1): king distance between squares; a deck's column group (0: a-c, 1: d-f,
// 2: g-i); the deck (owner * 3 + kind) behind a back-row square, -1 in the open field; a deck's
// distance from a square (1 + the king distance to the nearest of its three squares).
int king_distance(int a, int b);
int deck_group(int code);
int deck_behind(int sq);
int deck_distance(int sq, int code);
constexpr int kTurnsPerPlayer = 40;  // the turn limit (notes.md, Bound)

constexpr Action kPass = 0, kEnd = 1, kDeclare = 2, kEndCombat = 3, kKeep = 4, kRedeclare = 5, kStop = 6, kInBoardOrder = 7,
                 kToBottom = 8, kOnTop = 9;
constexpr Action kDrawBase = 10, kFlipBase = 20, kPickBase = 30, kLookBase = 40, kActivateBase = 100, kMoveBase = 200,
                 kAssignBase = 300, kHealBase = 400, kPayBase = 500, kFirstBase = 600, kPlayBase = 1000;
constexpr int kMaxStartingEffects = 128;  // start-of-turn effects of one turn (two per unit at most)
constexpr int kTgtDeck = 64, kTgtElement = 72, kTgtLink = 80, kTgtNone = 112, kTgtEquip = 128, kTgtCard = 400;

// ---- content (assault_edge_data.cpp) -------------------------------------------------------------

enum Element : uint8_t { kFire = 0, kWater, kEarth, kWind, kLight, kDark, kNature, kTechnology, kNumElements };
enum Archetype : uint8_t {
  kStriker = 0, kSiegebreaker, kMender, kGuardian, kSkirmisher, kTemplar, kAssassin, kWarden, kArtillery,
  kOperative, kNumArchetypes
};
enum Effect : uint8_t { kDemolisher = 1, kEbb = 2, kRadiance = 4, kDrain = 8, kUplink = 16 };
const char* element_name(int e);
const char* archetype_name(int a);

struct Facility {
  const char* id;
  const char* name;
  int element, archetype, atk, hp, spd;
  uint8_t effect;    // Effect bits given to units spawned while face up
  const char* text;  // the effect, for players ("" if none)
};
constexpr int kNumFacilities = 10;
const Facility& facility(int f);

enum Subtype : uint8_t { kQuick = 1, kEquipment = 2, kUnitCard = 4, kTechnique = 8 };
struct CardType {
  const char* id;    // "AE-R01"
  const char* name;  // "Field Manual"
  int deck;          // kResearch / kCommand / kBarracks
  uint8_t subtypes;
  int atk, hp, spd;  // Unit cards: modifiers
  const char* cost;  // cost / requirement text ("" if none)
  const char* text;  // effect text
  bool quick() const { return subtypes & kQuick; }
};
constexpr int kNumCardTypes = 34;
enum CardId : int {
  kFieldManual = 0, kScoutReport, kSignalJammer, kSabotage, kFieldMedicKit, kSmokeScreen, kDismantle,
  kLongshotScope, kPlateHarness, kShockBlade, kJumpJets,
  kVanguardCaptain = 11, kCinderDrake, kArcEngineer, kBastionGolem, kThornbackWarden, kTideOracle, kFlankMarch,
  kBattleFury, kAmbush, kRapidMuster,
  kOrbitalStrike = 21, kTotalAssault, kReinforcements, kCountermand, kFortify, kSiegeBombardment,
  kFieldPromotion, kSecondWind, kLastStand, kMassRepair, kTacticalWithdrawal, kElementalResonance, kRecall,
};
const CardType& card_type(int t);
// The cards a card's cost takes when it is played: 1 from hand (Signal Jammer, Rapid Muster, Second
// Wind), the top 2 of the Command Deck (Countermand), else 0 (a requirement, "Only ...", is no cost).
int cost_cards(int t);
int card_by_name(const std::string& name);      // case-insensitive; -1 if none
int facility_by_name(const std::string& name);  // case-insensitive; -1 if none

struct Army {
  const char* id;    // "cinder", "grove"
  const char* name;  // "Cinder Legion"
  std::array<int, 2> facilities;
  std::array<std::vector<int>, 3> decks;  // card types per deck kind, 15 / 30 / 15
};
constexpr int kNumArmies = 2;  // the pre-built ones
// army() index; kCustom: an army given by a deck code (army(kCustom) names it, with no cards).
enum class ArmyId : uint8_t { kCinderLegion = 0, kGroveWardens, kCustom };
const Army& army(int a);
inline const Army& army(ArmyId a) { return army(static_cast<int>(a)); }
constexpr std::array<int, 3> kDeckSizes = {15, 30, 15};  // Research, Command, Barracks
constexpr int kMaxCopies = 3;
// A legal army (notes.md, Armies): Research 15, Command 30, Barracks 15, <= 3 copies of a card per
// deck, each card in its own deck, 2 different facilities. army_problems lists every failure
// ("Command Deck has 28 of 30 cards", "4 copies of Sabotage (at most 3)"); check_army joins them
// with "; " (empty string: legal).
std::vector<std::string> army_problems(const Army& a);
std::string check_army(const Army& a);
// For a deck builder: why `card` cannot be added to its deck now ("3 copies of Sabotage already",
// "the Research Deck is full (15 cards)"), or "".
std::string cannot_add(const Army& a, int card);

// ---- deck codes (assault_edge_deck.cpp) ----------------------------------------------------------
// A custom army as short text: "AE1-" + 21 base64url characters holding 126 bits: the two
// facilities (4 bits each), the copies of each of the 34 cards in card order (3 bits each: a code
// can carry an illegal count, so the check names it), then the low 16 bits of the CRC-32 of the
// first 110 bits (packed into 14 bytes). The cards of each deck follow card order: one army, one code.
constexpr const char* kDeckCodePrefix = "AE1-";
std::string army_code(const Army& a);
// The army a code holds (named "Custom army"), or why the text is not one ("not a deck code (AE1-...)",
// "the checksum does not match: the code is mistyped"). Its legality is check_army's.
Result<Army> parse_army_code(std::string_view code);
// An `army1` / `army2` value other than a pre-built army's id: "" if it is the code of a legal army,
// else the reason (the option check, see OptionSpec::check_value).
std::string check_army_value(const std::string& value);
// A legal army, seeded: a scored search picks the facilities and each deck's cards for a
// coherent plan (notes.md, Generator). Same seed, same army.
Army generate_army(uint64_t seed);

// ---- options -------------------------------------------------------------------------------------

// The options, resolved once when a game is created. The option table (assault_edge.cpp) stays the
// one source of their names and defaults: `army1` lists the armies in ArmyId order, `army2` starts
// with its default (choice i of seat s's option is army (s + i) % kNumArmies); `p2draw` lists 5, 6.
enum class SecondHand : uint8_t { kFive = 0, kSix };  // p2draw: the second player's opening draws
constexpr int kNumSecondHands = 2;
struct Config {
  std::array<ArmyId, 2> army{};
  std::array<std::shared_ptr<const Army>, 2> custom;  // ArmyId::kCustom: the army of the seat's deck code
  SecondHand second_hand{};
  const Army& army_of(int seat) const { return custom[seat] ? *custom[seat] : assault_edge::army(army[seat]); }
};
Config make_config(const Options& options);

// ---- views and log -------------------------------------------------------------------------------

enum class Phase : uint8_t { kSetup = 0, kSpawn, kDraw, kCombat, kEnd, kOver };
const char* phase_id(Phase p);
enum class Sub : uint8_t { kReady = 0, kMove1, kBattle, kMove2, kDone };
const char* sub_id(Sub s);

// The views' field lists (core/common/fields.h) drive their JSON and its checked reader; checks
// across fields (the active unit among the units, a custom army's code, ...) are view_from_json's.
constexpr int kMaxViewCards = 1000, kMaxViewValue = 1000;
// Names a view writes for ints: a square ("e6"), a card type, a facility, an army, a deck ("P2 0").
const char* square_id(int sq);
inline const char* card_name(int t) { return t >= 0 ? card_type(t).name : ""; }  // -1: ""
inline const char* facility_name(int f) { return f >= 0 ? facility(f).name : ""; }  // -1: ""
inline const char* army_name(int a) { return army(a).name; }
const char* deck_code_name(int code);
constexpr fields::Names<int> kSquareNames{kSquares, &square_id};
constexpr fields::Names<int> kCardNames{kNumCardTypes, &card_name};
constexpr fields::Names<int> kCardOrNone{kNumCardTypes + 1, &card_name, -1};

struct UnitView {
  int id = 0, owner = 0, sq = 0;
  int atk = 0, hp = 0, max_hp = 0, temp_hp = 0, spd = 0, spd_left = 0, range = 1;
  std::vector<std::string> elements, archetypes, effects;
  std::vector<int> equipment;  // card types
  int unique = -1;             // card type of a unique unit, -1 basic
  int slot = 0;                // unique zone 1..3, 0 basic
  std::string state;           // "ready", "move1", "battle", "move2", "done"
  bool attacked = false, active = false;
  bool operator==(const UnitView&) const = default;
};
template <class L>
constexpr void describe(L& l, UnitView*) {
  using namespace fields;
  constexpr Range kValue{-kMaxViewValue, kMaxViewValue};
  l("id", &UnitView::id, Range{0, std::numeric_limits<int>::max()});
  l("owner", &UnitView::owner, Range{0, 1});
  l("square", &UnitView::sq, kSquareNames);
  l("atk", &UnitView::atk, kValue);
  l("hp", &UnitView::hp, kValue);
  l("max_hp", &UnitView::max_hp, kValue);
  l("temp_hp", &UnitView::temp_hp, kValue);
  l("spd", &UnitView::spd, kValue);
  l("spd_left", &UnitView::spd_left, kValue);
  l("range", &UnitView::range, kValue);
  l("elements", &UnitView::elements, Items{0, kNumElements});
  l("archetypes", &UnitView::archetypes, Items{0, kNumArchetypes});
  l("effects", &UnitView::effects, Items{0, 5});
  l("equipment", &UnitView::equipment, Items{0, kMaxViewCards}, kCardNames);
  l("unique", &UnitView::unique, kCardOrNone);
  l("slot", &UnitView::slot, Range{0, 3});
  l("state", &UnitView::state);
  l("attacked", &UnitView::attacked);
  l("active", &UnitView::active);
}

struct FacilityView {
  int facility = -1;  // -1: face down and hidden from this seat
  bool face_up = false;
  bool operator==(const FacilityView&) const = default;
};
template <class L>
constexpr void describe(L& l, FacilityView*) {
  l("name", &FacilityView::facility, fields::Names{kNumFacilities + 1, &facility_name, -1});
  l("face_up", &FacilityView::face_up);
}

struct LinkView {
  int owner = 0;
  int card = -1;            // card type, or -1 for an effect
  std::string what;         // "Orbital Strike on e6", "Ebb (e2)"
  bool negated = false;
  int cost_cards = 0;       // set-aside cost cards
  bool operator==(const LinkView&) const = default;
};
template <class L>
constexpr void describe(L& l, LinkView*) {
  l("owner", &LinkView::owner, fields::Range{0, 1});
  l("card", &LinkView::card, kCardOrNone);
  l("what", &LinkView::what);
  l("negated", &LinkView::negated);
  l("cost_cards", &LinkView::cost_cards, fields::Range{0, kMaxViewCards});
}

// Attack points declared on one target: a square's unit, or a deck (exactly one of the two).
struct DeclaredView {
  int square = -1;
  int deck = -1;            // a deck code (owner * 3 + kind)
  int points = 0;
  int target() const { return deck >= 0 ? kTgtDeck + deck : square; }  // as in an assign action
  bool operator==(const DeclaredView&) const = default;
};
template <class L>
constexpr void describe(L& l, DeclaredView*) {
  using namespace fields;
  l("deck", &DeclaredView::deck, Omit{-1}, Names{6, &deck_code_name});
  l("square", &DeclaredView::square, Omit{-1}, kSquareNames);
  l("points", &DeclaredView::points, Range{0, kMaxViewValue});
}

struct PlayerView {
  int army = 0;                // ArmyId: a pre-built army, or kCustom
  std::string code;            // a custom army's deck code ("" for a pre-built one)
  std::array<int, 3> deck{};   // Research, Command, Barracks counts
  std::vector<int> discard;    // card types, bottom first (public)
  std::array<FacilityView, 2> facilities;
  std::array<int, 3> unique_rail{-1, -1, -1};  // card type in each unique zone, -1 empty
  int hand = 0;
  std::vector<int> blocked_spawn;  // own spawn squares held by enemy units
  bool operator==(const PlayerView&) const = default;
};
template <class L>
constexpr void describe(L& l, PlayerView*) {
  using namespace fields;
  l("army", &PlayerView::army, Names{kNumArmies + 1, &army_name});
  l("code", &PlayerView::code, OmitDefault{});
  l("decks", &PlayerView::deck, Range{0, kMaxViewCards});
  l("discard", &PlayerView::discard, Items{0, kMaxViewCards}, kCardNames);
  l("facilities", &PlayerView::facilities);
  l("unique_rail", &PlayerView::unique_rail, kCardOrNone);
  l("hand", &PlayerView::hand, Range{0, kMaxViewCards});
  l("blocked_spawn", &PlayerView::blocked_spawn, Items{0, kSquares}, kSquareNames);
}

struct Route {
  int to = -1;
  std::vector<int> steps;  // squares, `to` last
  bool operator==(const Route&) const = default;
};
template <class L>
constexpr void describe(L& l, Route*) {
  l("to", &Route::to, kSquareNames);
  l("steps", &Route::steps, fields::Items{1, kSquares}, kSquareNames);
}

// Everything one seat may see. The public view (seat kObserver) is what both seats see: no hand,
// no looked-at cards or routes, face-down facilities unnamed, each seat's hand size in `players`,
// the log in the third person.
struct View {
  int seat = 0;  // or kObserver
  Phase phase = Phase::kSetup;
  // The active unit's sub-phase, or "", "window" (a response point), "chain", "resolving", "reselect",
  // "order" (the turn player orders its start-of-turn effects).
  std::string sub_phase;
  int to_act = -1, turn_player = -1, first_player = 0, turn = 0, turn_limit = 0;
  std::array<PlayerView, 2> players;
  std::vector<UnitView> units;
  std::vector<int> hand;  // own hand, card types
  int active_unit = -1;   // unit id
  std::vector<DeclaredView> declaration;
  std::vector<LinkView> chain;                   // bottom first
  std::vector<int> looking;                      // Scout Report, Uplink: cards this seat looks at (types)
  std::vector<std::string> starting;             // start-of-turn effects still to order: "Ebb (e2)", board order
  std::vector<int> result;                       // when over: per seat +1 win, 0 draw, -1 loss
  bool over = false;
  bool turn_limit_reached = false;               // over because the turn limit was reached
  int moves = 0;                                 // actions played so far (the game record's length)
  // Only in the view of the seat moving a unit (its Move sub-phase, or Tactical Withdrawal): every
  // square the unit may stop on, with the squares of a shortest way there, one legal king step each.
  std::vector<Route> routes;
  std::vector<Event> events;                     // the log, both persons, oldest first
  bool operator==(const View&) const = default;
};
template <class L>
constexpr void describe(L& l, View*) {
  using namespace fields;
  constexpr Range kCount{0, std::numeric_limits<int>::max()};
  l("seat", &View::seat, Range{kObserver, 1});
  l("phase", &View::phase, Names{static_cast<int>(Phase::kOver) + 1, &phase_id});
  l("sub_phase", &View::sub_phase);
  l("to_act", &View::to_act, Range{-1, 1});
  l("turn_player", &View::turn_player, Range{0, 1});
  l("first_player", &View::first_player, Range{0, 1});
  l("turn", &View::turn, kCount);
  l("turn_limit", &View::turn_limit, kCount);
  l("active_unit", &View::active_unit, Range{-1, std::numeric_limits<int>::max()});
  l("players", &View::players);
  l("units", &View::units, Items{0, kSquares * 4});
  l("hand", &View::hand, Items{0, kMaxViewCards}, kCardNames);
  l("declaration", &View::declaration, Items{0, kMaxViewCards});
  l("chain", &View::chain, Items{0, kMaxViewCards});
  l("looking", &View::looking, Items{0, kMaxViewCards}, kCardNames);
  l("starting", &View::starting, Items{0, kMaxViewCards});
  l("over", &View::over);
  l("result", &View::result, Items{0, 2}, Range{-1, 1});
  l("turn_limit_reached", &View::turn_limit_reached);
  l("moves", &View::moves, kCount);
  l("routes", &View::routes, Items{0, kSquares});
  l("events", &View::events, Items{0, std::numeric_limits<size_t>::max()});
}

// The view of `seat` (0 or 1), or the public view (kObserver). `events_from`: the view's events
// start at that index of the game's log (the undo check compares only what an action added; the
// table gets the whole log).
View view(const State& state, int seat, size_t events_from);
View view(const State& state, int seat);
std::string to_json(const View& v);
// The View that to_json wrote, read back (an online guest's table), or why the text is not one:
// every field checked, seats, squares and names in range, unknown fields refused.
Result<View> view_from_json(std::string_view json);
// Assault Edge registered once with its types (core/engine/descriptor.h): its State class (assault_edge_state.h),
// its View and the functions between them. Its descriptor, its view function's downcast and its
// table (web/table) bind to the game through this type.
class AeState;
struct Registration : GameRegistration<AeState, View, &assault_edge_game, &view, &view_from_json, &to_json> {};
// Each seat's standing in a position (what a player would call the score), from public facts only.
std::vector<double> standing(const View& v);
// This game described once (assault_edge_descriptor.cpp, core/engine/descriptor.h).
const GameDescriptor& descriptor();
const GameRulesDoc& rules_doc();

// An action's parts (the table and the bots read moves this way).
struct DecodedAction {
  enum Kind : uint8_t {
    kInvalid, kPass, kEnd, kDeclare, kEndCombat, kKeep, kRedeclare, kStop, kInBoardOrder, kDraw, kFlip, kPick, kActivate, kMove,
    kAssign, kHeal, kPay, kFirst, kPlay, kLook, kToBottom, kOnTop
  };
  Kind kind = kInvalid;
  int deck = -1;      // kDraw, kLook: the deck kind (kResearch, kCommand, kBarracks)
  int facility = -1;  // kFlip: which of the seat's two facilities
  int looked = -1;    // kPick: the position among the looked-at cards
  int starting = -1;  // kFirst: the position among the start-of-turn effects still to order
  int square = -1;    // kActivate, kMove, kHeal
  int target = -1;    // kAssign: a unit's square or kTgtDeck + deck code; kPlay: the play target (see the encoding)
  int card = -1;      // kPay, kPlay: the card type
};
// Inline, as are the encoders: the AI takes every legal action apart at every step of a playout.
inline DecodedAction decode(Action a) {
  DecodedAction d;
  using D = DecodedAction;
  auto in = [a](Action base, int n) { return a >= base && a < base + static_cast<Action>(n); };
  auto off = [a](Action base) { return static_cast<int>(a - base); };
  static constexpr D::Kind kSingles[] = {D::kPass,      D::kEnd,  D::kDeclare,      D::kEndCombat, D::kKeep,
                                     D::kRedeclare, D::kStop, D::kInBoardOrder, D::kToBottom,  D::kOnTop};
  if (a <= kOnTop) d.kind = kSingles[a];
  else if (in(kDrawBase, 3)) d.kind = D::kDraw, d.deck = off(kDrawBase);
  else if (in(kFlipBase, 2)) d.kind = D::kFlip, d.facility = off(kFlipBase);
  else if (in(kPickBase, 3)) d.kind = D::kPick, d.looked = off(kPickBase);
  else if (in(kLookBase, 3)) d.kind = D::kLook, d.deck = off(kLookBase);
  else if (in(kActivateBase, kSquares)) d.kind = D::kActivate, d.square = off(kActivateBase);
  else if (in(kMoveBase, kSquares)) d.kind = D::kMove, d.square = off(kMoveBase);
  else if (in(kAssignBase, 70)) d.kind = D::kAssign, d.target = off(kAssignBase);
  else if (in(kHealBase, kSquares)) d.kind = D::kHeal, d.square = off(kHealBase);
  else if (in(kPayBase, kNumCardTypes)) d.kind = D::kPay, d.card = off(kPayBase);
  else if (in(kFirstBase, kMaxStartingEffects)) d.kind = D::kFirst, d.starting = off(kFirstBase);
  else if (in(kPlayBase, kNumCardTypes * 512)) d.kind = D::kPlay, d.card = off(kPlayBase) / 512, d.target = off(kPlayBase) % 512;
  return d;
}
inline Action encode_draw(int deck) { return kDrawBase + static_cast<Action>(deck); }
inline Action encode_flip(int facility) { return kFlipBase + static_cast<Action>(facility); }
inline Action encode_pick(int looked) { return kPickBase + static_cast<Action>(looked); }
inline Action encode_look(int deck) { return kLookBase + static_cast<Action>(deck); }
inline Action encode_activate(int square) { return kActivateBase + static_cast<Action>(square); }
inline Action encode_move(int square) { return kMoveBase + static_cast<Action>(square); }
inline Action encode_assign(int target) { return kAssignBase + static_cast<Action>(target); }
inline Action encode_heal(int square) { return kHealBase + static_cast<Action>(square); }
inline Action encode_pay(int card) { return kPayBase + static_cast<Action>(card); }
inline Action encode_first(int starting) { return kFirstBase + static_cast<Action>(starting); }
inline Action encode_play(int card, int target) { return kPlayBase + static_cast<Action>(card) * 512 + static_cast<Action>(target); }

std::string rules_text();
std::string square_name(int sq);  // "e6"

// ---- test support --------------------------------------------------------------------------------
struct Placed {
  int seat = 0;
  std::string sq;                 // "e5"
  int atk = 1, hp = 1, spd = 1;
  int max_hp = -1;                // -1: hp
  std::string unique;             // a Unit card name: a unique unit (uses a copy from the Barracks)
  std::vector<std::string> equipment;  // Equipment card names (copies from the Research deck)
  std::vector<std::string> from;  // facility names whose element, archetype and effect it has
  bool reach = false;
  Sub sub = Sub::kReady;
  // Made as a spawn makes it (stats, elements, archetypes and effects from the seat's face-up
  // facilities, plus the unique card's modifiers); atk / hp / spd / max_hp / from / reach are then
  // ignored. Its Uplink, if any, does not trigger (the unit was on the board before the test).
  bool spawned = false;
};
struct Rig {
  int first = 0;            // the seat whose turn it is
  bool opening = false;     // play the opening draws and the first Spawn phase normally
  int turn = 3;             // turns begun (> 1: the turn player draws in the draw phase)
  bool combat = true;       // start in the turn player's Combat phase (else its Spawn phase)
  std::array<std::vector<std::string>, 2> hand;
  std::array<std::array<std::vector<std::string>, 3>, 2> tops;  // next cards of each deck, top first
  std::array<std::array<int, 3>, 2> deck_size{{{-1, -1, -1}, {-1, -1, -1}}};  // >= 0: keep only this many
  std::array<std::array<bool, 2>, 2> face_up{};
  // Per seat, the two facilities by name ("": the army's own), e.g. {"Data Relay", "Magma Vent"}.
  std::array<std::array<std::string, 2>, 2> facilities;
  std::vector<Placed> units;
};
// nullptr if a name is unknown or more copies are asked for than the army holds.
std::unique_ptr<State> make_for_test(uint64_t seed, const Options& options, const Rig& rig);

}  // namespace assault_edge
}  // namespace ff
