// Poker Assault: each player owns a faction's 52-card deck. On your turn you build a poker hand on
// the table one card at a time (an Assault), launch it, and the opponent defends it card by card
// (same rank, or same suit and higher); every undefended card costs a chip. 2, 3 or 4 players (four:
// two teams, partners opposite, shared chips). Rules: issue 6; the faction cards are one table in
// poker_assault_cards.cpp; the rules they interact with (numbered R1..R25) and the rulings where the
// rulebook is silent: core/games/poker_assault/notes.md.
//
// Cards: Card::deck is the physical faction deck a card comes from (seat s plays deck s; the card's
// printed ability is looked up by that deck's faction). A card in an action is its "cid" =
// Card::id() (deck * 64 + index52), < 512.
//
// Action encoding (stable; legal lists are sorted):
//   play     0..16383     cid * 32 + change     play a hand card into your Assault (PREPARE).
//                                              change 0: none; 1..4 its effective suit becomes
//                                              c,d,h,s (Mist Form); 5..17 its effective rank becomes
//                                              2..A (Shapeshifter, Master Shapeshifter)
//   launch   16384        stop 16385           launch the Assault / stop preparing (a failed Assault)
//   pass     16386                             defender: declare done (2/4 players) or pass (3)
//   reform   16387        keep 16388           after your damage event: Reform or keep your hand
//   defend   20000 + (cid * 16 + target) * 2 + nightwings
//                                              defend the Assault card at index `target` with a hand
//                                              card; nightwings 1: Night Wings first takes the
//                                              target's suit
//   power    40000 + power_id * 64 + target    play a face-down Power Card (Secret); target: 63 no
//                                              target, else the Assault card index it targets
//   choose   45000 + choice                    answer a pending choice (Wingman add/leave, Orbital
//                                              Strike target, ...): the index of the chosen option
//   take     46000 + faction * 4 + suit        Cross-faction set-up: draft that faction's suit
// Notation: "play Qs", "play Qs as h", "play 9c as 8", "launch", "stop", "pass", "reform", "keep",
// "defend 7h on 7c", "defend 8d as c on 7c", "power Relentless", "power Energy Shield on 9c",
// "choose add 3c", "choose leave", "take wolf spades". A card that could be confused with another of
// its holder (stolen, or from a second deck) is written with its deck number: "7d@2".
#pragma once
#include <array>
#include <cstdint>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "core/common/fields.h"
#include "core/engine/descriptor.h"
#include "core/engine/event_json.h"
#include "core/engine/game.h"

namespace ff {

const Game& poker_assault_game();

namespace poker_assault {

constexpr int kMaxSeats = 4;
constexpr int kMaxDecks = 8;       // physical decks (two per seat in Street Fight / Double Decker)
constexpr int kHandSize = 5;
constexpr int kStartChips = 10;    // 20 per team with four players
constexpr int kMaxAssaults = 120;  // a bound the rulebook does not give (notes.md, Bound)

constexpr Action kPlayBase = 0, kLaunch = 16384, kStop = 16385, kPass = 16386, kReform = 16387, kKeep = 16388;
constexpr Action kDefendBase = 20000, kPowerBase = 40000, kChooseBase = 45000, kDraftBase = 46000;
constexpr int kNoTarget = -1;  // a Power Card played without a target (encoded as 63)

// An action taken apart (and put together), as the encoding table above describes it; the table
// in web/ uses the same decoder.
struct DecodedAction {
  enum Kind : uint8_t { kInvalid, kPlay, kLaunch, kStop, kPass, kReform, kKeep, kDefend, kPower, kChoose, kDraft };
  Kind kind = kInvalid;
  Card card;                 // kPlay: the hand card played; kDefend: the defending card
  int change = 0;            // kPlay: 0 none; 1..4 as suit c, d, h, s; 5..17 as rank 2..A
  int target = kNoTarget;    // kDefend, kPower: the Assault card's index
  bool night_wings = false;  // kDefend: Night Wings first takes the target's suit
  int power = -1;            // kPower: the Power Card's id
  int choice = -1;           // kChoose: the index of the option chosen
  int faction = -1, suit = -1;  // kDraft: the suit taken
};
DecodedAction decode(Action a);
Action encode_play(Card card, int change);
Action encode_defend(Card card, int target, bool night_wings);
Action encode_power(int power, int target);
// The suit (0..3) or rank (2..14) a play's `change` gives its card, or -1.
inline int changed_suit(int change) { return change >= 1 && change <= 4 ? change - 1 : -1; }
inline int changed_rank(int change) { return change >= 5 ? change - 5 + 2 : -1; }

enum Faction : uint8_t { kVampire = 0, kWolf = 1, kRocket = 2, kInvaders = 3 };
constexpr int kNumFactions = 4;
const char* faction_id(int f);    // "vampire", "wolf", "rocket", "invaders"
const char* faction_name(int f);  // "Vampire Court", "Wolf Pack", "Rocket Patrol", "The Invaders"

// ---- options ----------------------------------------------------------------------------------
// The game's options resolved once into enums that list the choices in the option table's order
// (the table in poker_assault.cpp is the one source of names and defaults).
enum class Variant : uint8_t { kStandard, kCross, kDouble, kStreet, kCount };  // option "variant"
enum class StartChips : uint8_t { kFixed, kRandom, kCount };                      // option "chips"
constexpr int kVariantSeats = 2;  // Double Decker and Street Fight are two-player variants
struct Config {
  Variant variant = Variant::kStandard;
  StartChips chips = StartChips::kFixed;
  int first = -1;                        // option "first": the seat taking the first turn; -1 the cut
  std::array<int, kMaxSeats> faction{};  // options "faction1".."faction4": a Faction per seat
  // Double Decker and Street Fight: options "second1", "second2": the seat's second faction; -1
  // ("auto", the computer's own choice): the next faction after the first (second_faction()).
  std::array<int, kVariantSeats> second{-1, -1};
  // Street Fight: options "start1", "start2": the seat starts with its second faction's deck.
  std::array<bool, kVariantSeats> start_second{};
};
Config resolve_config(const Options& options);
// Option "faction<seat+1>": its choice `index` names this faction (the seat's own first, then the
// others in order).
int faction_choice(int seat, int index);
// The option table's name of a variant: "standard", "cross", "double", "street".
const std::string& variant_id(Variant v);

// ---- card content (poker_assault_cards.cpp) ------------------------------------------------------

enum class Ability : uint8_t {
  kNone = 0,
  // Vampire Court
  kMistForm, kBloodletting, kNightWings, kBloodSovereign, kCovenMistress, kMesmerist, kCrimsonFeast,
  // Wolf Pack
  kShapeshifter, kMonstrous, kSavage, kMasterShapeshifter, kDireAlpha, kMoonCaller, kCounterBite,
  // Rocket Patrol
  kWingman, kDeflector, kBlaster, kSquadronLeader, kRayGunner, kForceField, kShieldGenerator,
  // The Invaders
  kMenacer, kStowaway, kProbe, kCelestialTelepath, kInfiltrator, kAbductor, kTemporalRift,
  kCount
};
enum class Timing : uint8_t { kAssault, kDefense };

struct AbilityInfo {
  Ability ability;
  const char* code;  // short id: "VC1" (Vampire Court card 1), "WP4", "RP5", "IN1"
  const char* name;  // "Mist Form"
  int faction;
  Timing timing;
  const char* cards;  // printed on: "3C 6D 9H QS"
  bool implemented;   // false: the card plays as a plain card for now (rules_text says so)
  const char* text;   // for players
};
const std::vector<AbilityInfo>& abilities();
const AbilityInfo& ability_info(Ability a);
// The printed ability of a card of a deck of faction `faction` (kNone for the 36 plain cards).
Ability printed_ability(int faction, Card c);

enum class PowerKind : uint8_t { kSecretA, kSecretD, kImmediate, kPersistent, kNewType };
struct PowerInfo {
  int id;            // faction * 8 + k
  const char* code;  // "VP1"
  const char* name;  // "Eternal Night"
  int faction;
  PowerKind kind;
  bool attachment;
  bool implemented;  // false: drawn and kept (face down or face up) but without effect for now
  const char* text;
};
constexpr int kNumPowers = 32;
// Power Card ids (faction * 8 + k, the order of the card table).
enum PowerId : int {
  kPEternalNight = 0,  // Eternal Night
  kPCrimsonTransformation = 1,  // Crimson Transformation
  kPBloodPact = 2,  // Blood Pact
  kPSanctuaryOfShadows = 3,  // Sanctuary of Shadows
  kPHypnoticGaze = 4,  // Hypnotic Gaze
  kPUndying = 5,  // Undying
  kPFangsOfTheElder = 6,  // Fangs of the Elder
  kPCourtOfNight = 7,  // Court of Night
  kPGrowingFerocity = 8,  // Growing Ferocity
  kPHuntingParty = 9,  // Hunting Party
  kPHowlAtTheMoon = 10,  // Howl at the Moon
  kPPackHunt = 11,  // Pack Hunt
  kPRelentless = 12,  // Relentless
  kPAlphasMark = 13,  // Alpha's Mark
  kPBloodlust = 14,  // Bloodlust
  kPCounterattack = 15,  // Counterattack
  kPOrbitalStrike = 16,  // Orbital Strike
  kPSquadronFormation = 17,  // Squadron Formation
  kPEnergyShield = 18,  // Energy Shield
  kPEvasiveManeuvers = 19,  // Evasive Maneuvers
  kPRadarJamming = 20,  // Radar Jamming
  kPAfterburner = 21,  // Afterburner
  kPBattleStation = 22,  // Battle Station
  kPHeavyOrdnance = 23,  // Heavy Ordnance
  kPCropCircle = 24,  // Crop Circle
  kPAlienGeometry = 25,  // Alien Geometry
  kPAbduction = 26,  // Abduction
  kPMindSwap = 27,  // Mind Swap
  kPCloakingDevice = 28,  // Cloaking Device
  kPHiveMind = 29,  // Hive Mind
  kPTeleporter = 30,  // Teleporter
  kPIllusion = 31,  // Illusion
};

const PowerInfo& power_info(int id);
// What Power Card `id` of `seat` does, in words for any reader (seat tokens, core/engine/event.h,
// never "you"): the log says it where the card is played or drawn face up ("plays the Power Card
// Relentless: the defenders can't Reform after this Assault").
std::string power_effect(int id, int seat);
int power_by_name(const std::string& name);  // case-insensitive; -1 if none

// ---- assault types -------------------------------------------------------------------------------

enum AssaultType : uint8_t {
  kPair = 0, kTwoPair, kTrips, kStraight, kFlush, kFullHouse, kQuads, kStraightFlush,
  kFourFlush, kFourStraight, kThreePair, kCropCircle, kAlienGeometry,
  kNumTypes
};
const char* type_name(int t);      // "Flush", "Four Flush"
int type_power_draws(int t);       // Power Cards drawn at launch: 0, 1 or 2
constexpr uint32_t kBaseTypes = (1u << kFourFlush) - 1;  // the eight types everyone may build
// The type a New Assault Type Power Card unlocks, or -1.
int power_unlocks(int power_id);

// A card as the legality check sees it: effective rank (2..14) and suit; `wild` fits any card;
// `optional` may be left out of the core (Stowaway).
struct Eff {
  uint8_t rank = 2, suit = 0;
  bool wild = false, optional = false;
};
// Types (bit t) of which the set could still become part of, among `allowed` (R3, notes.md).
uint32_t potential_types(const std::vector<Eff>& set, uint32_t allowed);
bool potential_any(const std::vector<Eff>& set, uint32_t allowed);  // potential_types(...) != 0, faster
// For each of `n` cards: potential_types of the set with that one card added (out[k]), the set's
// shape worked out once (the AI asks this for every card of the hand at every playout step).
void potential_types_plus(const std::vector<Eff>& set, const Eff* cards, int n, uint32_t allowed, uint32_t* out);
// Types the set is exactly (over every choice of core), among `allowed`. `low_ace` (optional) is set
// when a low straight (A-2-3-4-5, or A-2-3-4 Four Straight) is among them.
uint32_t legal_types(const std::vector<Eff>& set, uint32_t allowed, bool* low_ace = nullptr);

// ---- views and log -------------------------------------------------------------------------------

enum class Phase : uint8_t { kPrepare = 0, kLaunchWindow, kDefend, kReform, kChoice, kGameOver, kDraft };
const char* phase_id(Phase p);

// The views' field lists (core/common/fields.h) drive their JSON and its checked reader; checks
// across fields (seats below the view's seat count, ...) are view_from_json's.
constexpr int kMaxViewCards = 4 * 54, kMaxChips = 1000000;
// Names a view writes for ints: a faction, a Power Card, an Ability ("" for none), a suit ("c").
inline const char* power_name(int id) { return power_info(id).name; }
inline const char* ability_label(int a) { return a ? ability_info(static_cast<Ability>(a)).name : ""; }
inline const char* suit_id(int suit) {
  static const char* const kSuits[kNumSuits] = {"c", "d", "h", "s"};
  return kSuits[suit];
}
inline const char* variant_name(Variant v) { return variant_id(v).c_str(); }

// The defending card on an Assault card (keys left out when there is none).
struct DefenderView {
  bool has = false;
  Card card;
  int seat = -1;
  bool operator==(const DefenderView&) const = default;
};
template <class L>
constexpr void describe(L& l, DefenderView*) {
  l.present(&DefenderView::has);
  l("defender", &DefenderView::card);
  l("defender_seat", &DefenderView::seat, fields::Range{0, kMaxSeats - 1});
}

struct AssaultCardView {
  Card card;                 // printed
  int rank = 0, suit = 0;    // effective (rank 1: a low Ace)
  bool modified = false;
  int ability = 0;           // Ability, if active
  std::string status;        // "undefended", "defended", "negated"
  DefenderView defender;
  std::vector<int> attached;  // attachment Power Cards on it (face up: Alpha's Mark, Cloaking Device)
  bool illusion = false;     // Illusion: a higher card of its colour may defend it too
  bool operator==(const AssaultCardView&) const = default;
};
template <class L>
constexpr void describe(L& l, AssaultCardView*) {
  using namespace fields;
  l("card", &AssaultCardView::card);
  l("rank", &AssaultCardView::rank, Range{0, kAce});
  l("suit", &AssaultCardView::suit, Names{kNumSuits, &suit_id});
  l("modified", &AssaultCardView::modified);
  l("status", &AssaultCardView::status);
  l("ability", &AssaultCardView::ability, Omit{0}, Names{static_cast<int>(Ability::kCount), &ability_label});
  l.flat(&AssaultCardView::defender, OmitDefault{});
  l("attached", &AssaultCardView::attached, OmitDefault{}, Items{0, kNumPowers}, Names{kNumPowers, &power_name});
  l("illusion", &AssaultCardView::illusion, Omit{false});
}

// Street Fight's second deck (keys left out while neither is set).
struct StreetView {
  int reserve = 0;           // cards of the second deck still aside
  bool second_deck_in_play = false;
  bool operator==(const StreetView&) const = default;
};
template <class L>
constexpr void describe(L& l, StreetView*) {
  l("reserve", &StreetView::reserve, fields::Range{0, kMaxViewCards});
  l("second_deck", &StreetView::second_deck_in_play);
}

// The top card of a discard pile (the key left out for an empty pile).
struct DiscardTopView {
  bool has = false;
  Card card;
  bool operator==(const DiscardTopView&) const = default;
};
template <class L>
constexpr void describe(L& l, DiscardTopView*) {
  l.present(&DiscardTopView::has);
  l("discard_top", &DiscardTopView::card);
}

struct SeatView {
  int faction = 0;
  int second_faction = -1;   // Double Decker / Street Fight
  StreetView street;         // Street Fight
  int chips = 0;             // four players: the team's stack
  bool out = false;
  int hand_size = 0, deck_size = 0, discard_size = 0;
  DiscardTopView discard_top;
  int secrets = 0;           // face-down Power Cards (count only, except your own)
  int power_deck = 0;
  std::vector<int> face_up;  // NAT and persistent Power Cards in play
  bool afterburner = false;  // a hand card carries Afterburner (which one: only its owner knows)
  bool operator==(const SeatView&) const = default;
};
template <class L>
constexpr void describe(L& l, SeatView*) {
  using namespace fields;
  l("faction", &SeatView::faction, Names{kNumFactions, &faction_id});
  l("chips", &SeatView::chips, Range{0, kMaxChips});
  l("out", &SeatView::out);
  l("second_faction", &SeatView::second_faction, Omit{-1}, Names{kNumFactions, &faction_id});
  l.flat(&SeatView::street, OmitDefault{});
  l("hand", &SeatView::hand_size, Range{0, kMaxViewCards});
  l("deck", &SeatView::deck_size, Range{0, kMaxViewCards});
  l("discard", &SeatView::discard_size, Range{0, kMaxViewCards});
  l.flat(&SeatView::discard_top, OmitDefault{});
  l("secrets", &SeatView::secrets, Range{0, kNumPowers});
  l("power_deck", &SeatView::power_deck, Range{0, kNumPowers});
  l("afterburner", &SeatView::afterburner, Omit{false});
  l("face_up", &SeatView::face_up, Items{0, kNumPowers}, Names{kNumPowers, &power_name});
}

// Afterburner on a card of the seat's own hand (the key left out when none).
struct BoostView {
  bool has = false;
  Card card;                 // an Ace while it lasts
  bool operator==(const BoostView&) const = default;
};
template <class L>
constexpr void describe(L& l, BoostView*) {
  l.present(&BoostView::has);
  l("afterburner_on", &BoostView::card);
}

// Everything one seat may see. The public view (seat kObserver) is what every seat sees: no hand,
// no face-down Power Card, no choice or peek, each seat's counts in `players`, the log in the third person.
struct View {
  int seat = 0, seats = 2;   // seat: or kObserver
  Variant variant = Variant::kStandard;
  std::vector<int> draft;    // Cross-faction: faction * 4 + suit -> seat (-1 free); other variants: empty
  Phase phase = Phase::kPrepare;
  int to_act = -1, attacker = -1, defender = -1;
  int assaults = 0;          // Assaults started so far
  std::vector<SeatView> players;
  std::vector<Card> hand;    // own hand
  std::vector<int> hand_abilities;  // per hand card: its faction ability (an Ability) if it works, else 0
  BoostView boosted;         // Afterburner on an own hand card
  std::vector<int> secrets;  // own face-down Power Cards
  std::vector<AssaultCardView> assault;
  bool launched = false;
  std::string type;          // launched: the locked type; preparing: the best type so far ("" none)
  std::vector<std::string> reachable;  // preparing: types still possible
  std::vector<std::string> choice;     // a pending choice of the seat: its options' notation
  std::vector<std::string> choice_words;  // the same options for players: "Add 3♣ as ♥", "9♣ to 10"
  std::string choice_for;               // the card whose ability or Power asks it ("Coven Mistress")
  std::string choice_text;              // and that ability's text, for players
  std::vector<Card> peek;              // cards the seat is looking at (Wingman, Telepath)
  int peek_count = 0;                  // how many cards the attacker is looking at (public)
  std::vector<Card> known_bottom;      // the bottom cards of the own deck this seat has seen
  int winner = -1;           // seat (four players: a seat of the winning team); -1 none or a draw
  bool over = false;
  // Over: the loser, who goes first in the next game ("the loser of the previous game goes first";
  // three players: the first knocked out; four: the knocked-out player of the losing team). -1: a draw.
  int loser = -1;
  std::vector<Event> events;  // the log in both persons (seat -1: the table)
  // Indexes in `events` of the latest Assault's headlines (since its launch, its latest card played,
  // or the first turn): damage, chips gained, press or not, Reform, a failed Assault, knock-outs,
  // Undying, Power Cards played or drawn face up, the end of the game.
  std::vector<int> headlines;
  bool operator==(const View&) const = default;
};
template <class L>
constexpr void describe(L& l, View*) {
  using namespace fields;
  constexpr Range kSeatOrNone{-1, kMaxSeats - 1};
  l("seat", &View::seat, Range{kObserver, kMaxSeats - 1});
  l("seats", &View::seats, Range{2, kMaxSeats});
  l("phase", &View::phase, Names{static_cast<int>(Phase::kDraft) + 1, &phase_id});
  l("variant", &View::variant, Names{static_cast<int>(Variant::kCount), &variant_name});
  l("draft", &View::draft, When{&View::variant, Variant::kCross}, Items{4 * kNumFactions, 4 * kNumFactions}, kSeatOrNone);
  l("to_act", &View::to_act, kSeatOrNone);
  l("attacker", &View::attacker, kSeatOrNone);
  l("defender", &View::defender, kSeatOrNone);
  l("assaults", &View::assaults, Range{0, std::numeric_limits<int>::max()});
  l("players", &View::players, Items{2, kMaxSeats});
  l("hand", &View::hand, Items{0, kMaxViewCards});
  l("hand_abilities", &View::hand_abilities, Items{0, kMaxViewCards}, Names{static_cast<int>(Ability::kCount), &ability_label});
  l.flat(&View::boosted, OmitDefault{});
  l("my_secrets", &View::secrets, Items{0, kNumPowers}, Names{kNumPowers, &power_name});
  l("assault", &View::assault, Items{0, kMaxViewCards});
  l("launched", &View::launched);
  l("type", &View::type);
  l("reachable", &View::reachable, Items{0, kNumTypes});
  l("choice", &View::choice, Items{0, 10000});
  l("choice_words", &View::choice_words, Items{0, 10000});
  l("choice_for", &View::choice_for);
  l("choice_text", &View::choice_text);
  l("peek", &View::peek, Items{0, kMaxViewCards});
  l("peek_count", &View::peek_count, Range{0, kMaxViewCards});
  l("known_bottom", &View::known_bottom, Items{0, kMaxViewCards});
  l("over", &View::over);
  l("winner", &View::winner, kSeatOrNone);
  l("loser", &View::loser, kSeatOrNone);
  l("headlines", &View::headlines, Items{0, 100000}, Range{0, std::numeric_limits<int>::max()});
  l("events", &View::events, Items{0, 1000000}, Writes{&write_event_array});
}

// The view of `seat`, or the public view (kObserver). `events_from`: the view's events start at
// that index of the game's log (the undo check compares only what an action added; the table gets
// the whole log).
View view(const State& state, int seat, size_t events_from);
View view(const State& state, int seat);
// Why the hand card `d` (of the view's own hand) cannot defend Assault card `target`, in the words
// of the rules: both cards named, and the rule (R7 Defense, R6 Aces) or the ability or Power Card in
// play (Menacer, Savage, Alpha's Mark, Cloaking Device) that forbids it; "" when it may (the same
// answer as the legal moves, from the view alone: the table explains a refused click with it).
std::string defend_refusal(const View& v, Card d, int target);
// Why the hand card `d` defends none of the undefended Assault cards: one reason per card (as above).
std::string defends_nothing(const View& v, Card d);
// The options a rematch changes: "first" = the loser's seat (1-based), or "cut" after a draw.
Options rematch_options(const View& finished);
std::string to_json(const View& v);
// The View that to_json wrote, read back (an online guest's table), or why the text is not one:
// every field checked, seats and log indices in range, unknown fields refused.
Result<View> view_from_json(std::string_view json);
// Poker Assault registered once with its types (core/engine/descriptor.h): its State class (poker_assault_state.h),
// its View and the functions between them. Its descriptor, its view function's downcast and its
// table (web/table) bind to the game through this type.
class PaState;
struct Registration : GameRegistration<PaState, View, &poker_assault_game, &view, &view_from_json, &to_json> {};
// Each seat's standing in a position (what a player would call the score), from public facts only.
std::vector<double> standing(const View& v);
// This game described once (poker_assault_descriptor.cpp, core/engine/descriptor.h).
const GameDescriptor& descriptor();
const GameRulesDoc& rules_doc();
// Rules for players, with the faction cards (name, faction, timing, effect).
std::string rules_text();

// ---- test support --------------------------------------------------------------------------------
// Forces the randomness so scenario tests can set up exact positions.
struct Rig {
  int first = -1;                                  // the starting seat (skips the cut)
  std::array<std::vector<Card>, kMaxSeats> tops;   // drawn first: the 5-card hand, then the next draws
  std::array<std::vector<Card>, kMaxSeats> discard;  // moved to the discard pile (last listed on top)
  std::array<int, kMaxSeats> deck_size{-1, -1, -1, -1};  // >= 0: the deck keeps only this many cards
                                                   // after the deal (the rest go under the discard)
  std::array<int, kMaxSeats> chips{-1, -1, -1, -1};  // four players: per team (seat 0, 1)
  std::vector<Card> prepared;                      // already played into the first player's Assault
  std::array<std::vector<int>, kMaxSeats> power_tops;  // Power Cards on top of the Power Deck
  std::array<std::vector<int>, kMaxSeats> secrets;     // Power Cards held face down
  std::array<std::vector<int>, kMaxSeats> face_up;     // NAT / persistent Power Cards in play
};
std::unique_ptr<State> make_for_test(uint64_t seed, int seats, const Options& options, const Rig& rig);

}  // namespace poker_assault
}  // namespace ff
