// Crossfire: a territory game for two (or four, in two teams) players with their own decks. Players
// lay cards on a grid, power them in pairs that sum to 10 linked back to their base line, and attack
// the enemy's nodes by laying stronger cards on top; winning an attack on an enemy base node wins.
// Rules: issue 5; rulings where the rulebook is silent: core/games/crossfire/notes.md.
//
// Board: a grid of cells plus, per seat, 5 base slots (outside the grid, each touching only the cell
// in front of it) and 5 support slots (behind the base slots, touching nothing). Every place is a
// "slot" with a stable index < kSlotStride: grid cells first (x + y * width), then the base slots
// (seat * 5 + k), then the support slots. Names: grid "c4" (column letter, row number from 1),
// base "B1c" (player 1's base slot c), support "S1c".
//
// Cards in actions are "codes": index52() for the 52 ranked cards, 52 for any joker (jokers are
// interchangeable; the first one held is used). Action encoding (stable; legal lists are sorted):
//   play    0..27135      code * 512 + slot   lay a card from hand on a slot: an empty cell, a support
//                                            slot, or on top of a node (attack, probe, answer in a
//                                            contest, replace an own seized pile, build a tower)
//   keep    30000+        30000 + code * 512 + slot   reduce an own seized pile to one own card
//   tower   60000+        60000 + (ten_suit * 12 + royal_index) * 512 + slot   reduce it to a tower
//                        royal_index = (rank - 11) * 4 + suit: Jc..Ks
//   joker   90000 + slot  replace an own node by a joker from hand (the card goes to the hand)
//   discard 91000 + code
//   bases   92000 keep the base nodes, 92001 return them and place five new ones (set-up)
// Notation: "play 7h c4", "play Jk B1c", "keep 7h c4", "tower Th Ks c4", "joker c4", "discard 7h",
// "keep bases", "redraw bases".
#pragma once
#include <array>
#include <limits>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/common/fields.h"
#include "core/engine/descriptor.h"
#include "core/engine/game.h"

namespace ff {

const Game& crossfire_game();

namespace crossfire {

constexpr int kBaseNodes = 5;
constexpr int kSlotStride = 512;
constexpr int kCardCodes = 53;    // 52 ranked cards + "a joker"
constexpr int kJokerCode = 52;
constexpr int kHandSize = 3;      // at the end of a turn (4 after the draw)
constexpr int kMaxRedraws = 10;   // base-node redraws per player (a bound the rulebook does not give)
constexpr int kMaxSeats = 4;
constexpr int kWinPoints = 6;     // four players: victory points that win

constexpr Action kPlayBase = 0, kKeepBase = 30000, kTowerBase = 60000, kJokerBase = 90000;
constexpr Action kDiscardBase = 91000, kKeepBases = 92000, kRedrawBases = 92001;

// Strength: A=1 .. 10, J=11, Q=12, K=13, joker 0. Power value: A=1 .. 10, 0 for royals and jokers.
// Inline: the AI's playouts call them for every legal move of every step.
inline bool is_royal(Card c) { return !c.is_joker() && c.rank >= kJack && c.rank <= kKing; }
inline int strength(Card c) { return c.is_joker() ? 0 : c.rank == kAce ? 1 : c.rank; }
inline int power_value(Card c) { return c.is_joker() || is_royal(c) ? 0 : c.rank == kAce ? 1 : c.rank; }
inline int card_code(Card c) { return c.is_joker() ? kJokerCode : c.index52(); }  // 0..51, kJokerCode for a joker
// The card of a code (a joker for kJokerCode).
inline Card code_card(int code) { return code == kJokerCode ? Card::joker() : Card::from_index52(code); }

// The options, read once when a game is created. Each enum lists its option's choices in the option
// table's order (kCount: how many; a test checks it against the table).
enum class Jokers : uint8_t { kTwo, kThree, kCount };       // "jokers": "2", "3"
enum class Board : uint8_t { kStandard, kUltimate, kCount };  // "board": "standard", "ultimate"
struct Config {
  Jokers jokers = Jokers::kTwo;
  Board board = Board::kStandard;
};
Config read_config(const Options& options);
int joker_count(Jokers j);  // jokers per deck

// What occupies a slot.
enum class Kind : uint8_t {
  kEmpty = 0,
  kNode,     // one card of its owner (a support slot holds its card as a kNode too)
  kTower,    // a 10 and a royal of its owner (cards: the 10, then the royal)
  kNeutral,  // a neutral card (hidden unless revealed), with failed probes on top
  kContest,  // a pile being fought over; `was` says what it was before
  kSeized,   // a pile won in a contest: no power, defense = top card
};
const char* kind_id(Kind k);  // "empty", "node", "tower", "neutral", "contest", "seized"

enum class Phase : uint8_t {
  kBases = 0,  // set-up: the player to act keeps or redraws their base nodes
  kPlay,       // a turn: after the draw, free actions (joker, keep, tower) then play or discard
  kGameOver,
};
const char* phase_id(Phase p);  // "bases", "play", "game_over"

// A decoded action (see the encoding above). `card` is a card code (card_code: 0..51, kJokerCode).
struct DecodedAction {
  enum Kind : uint8_t { kInvalid = 0, kPlay, kKeep, kTower, kJoker, kDiscard, kKeepBases, kRedrawBases };
  Kind kind = kInvalid;
  int card = -1;   // kPlay, kKeep, kDiscard: the card's code
  int slot = -1;   // kPlay, kKeep, kTower, kJoker
  Card ten{}, royal{};  // kTower: the 10 and the royal that stay (no deck: the mover's own)
};
DecodedAction decode(Action a);
Action encode_play(int code, int slot);
Action encode_play(Card c, int slot);
Action encode_keep(Card c, int slot);
Action encode_tower(Card ten, Card royal, int slot);
Action encode_joker(int slot);
Action encode_discard(Card c);

// The board's shape; one static instance per (seat count, size).
struct Geometry {
  int width = 5, height = 9;
  int seats = 2;
  int grid = 45;   // width * height
  int slots = 65;  // grid + 2 * seats * kBaseNodes
  // Per grid or base slot: neighbours (-1 padded). A base slot touches only the cell in front of it.
  std::vector<std::array<int16_t, 4>> nbr;
  std::vector<int16_t> front;              // per base index (seat * 5 + k): the cell in front
  std::vector<std::pair<int16_t, int8_t>> neutrals;  // cell, seat whose deck gives its card
  int middle = -1;                          // the middle cell (four players)
  // Drawing coordinates of every slot (grid cells 0..width-1 x 0..height-1; base and support slots
  // one and two steps outside their side).
  std::vector<std::pair<int, int>> xy;

  int base_slot(int seat, int k) const { return grid + seat * kBaseNodes + k; }
  int support_slot(int seat, int k) const { return grid + (seats + seat) * kBaseNodes + k; }
  bool is_grid(int slot) const { return slot >= 0 && slot < grid; }
  bool is_base(int slot) const { return slot >= grid && slot < grid + seats * kBaseNodes; }
  bool is_support(int slot) const { return slot >= grid + seats * kBaseNodes && slot < slots; }
  int base_seat(int slot) const { return is_base(slot) ? (slot - grid) / kBaseNodes : is_support(slot) ? (slot - grid) / kBaseNodes - seats : -1; }
  int base_k(int slot) const { return (slot - grid) % kBaseNodes; }
  std::string name(int slot) const;          // notation: "c4", "B1c" (base), "S1c" (support)
  // How players read a slot, in the board's own coordinates (its margins letter the lanes and number
  // the rows): "c4"; a base slot by the cell in front of it, "base c1"; a support slot by the same
  // cell, "support c1". The log, the moves' descriptions, the guide and the table use it.
  std::string label(int slot) const;
  int parse(const std::string& name) const;  // -1 if not a slot
};

// The board for a seat count (2 or 4) and variant.
const Geometry& geometry(int seats, bool ultimate);
// Actions any game of that kind takes at most (GameInfo::max_actions is the two-player one).
int action_bound(int seats, bool ultimate);

// The views' field lists (core/common/fields.h) drive their JSON and its checked reader; a view's
// seats, read with kMaxSeats as the bound, are then checked against its seat count (view_from_json).
constexpr int kMaxCards = 4 * 54;  // every card of four decks

struct SlotView {
  std::string name;
  int x = 0, y = 0;            // Geometry::xy
  char role = 'g';             // 'g' grid, 'b' base, 's' support
  int base_seat = -1;          // base and support slots: whose line
  Kind kind = Kind::kEmpty;
  int owner = -1;              // node, tower, seized: holder; contest: the defending owner (-1 neutral)
  Kind was = Kind::kEmpty;     // contest: what the pile was before
  int lead = -1;               // contest: the seat that played the top card
  std::vector<Card> cards;     // bottom first; an unknown neutral card is left out
  bool neutral = false;        // the bottom card is a neutral card
  bool neutral_known = false;  // ... and everyone has seen it (cards[0] is it)
  int hidden_deck = -1;        // an unknown neutral card: whose deck it came from
  bool face_down = false;      // a neutral not in a contest lies face down (known or not)
  int strength = -1;           // what an attack must reach; -1 unknown (a hidden neutral)
  int power_owner = -1;        // whose power the slot carries (-1 none)
  bool powered = false;        // for its power owner
  bool alive = false;          // powered and linked to a powered base node of its owner
  bool can_resolve = false;    // an own seized pile the seat to act may keep / tower / replace now
  bool operator==(const SlotView&) const = default;
};
template <class L>
constexpr void describe(L& l, SlotView*) {
  using namespace fields;
  constexpr Names kinds{static_cast<int>(Kind::kSeized) + 1, &kind_id};
  l("name", &SlotView::name);
  l("x", &SlotView::x, Range{-10, 100});
  l("y", &SlotView::y, Range{-10, 100});
  l("role", &SlotView::role);
  l("base_seat", &SlotView::base_seat, Range{-1, kMaxSeats - 1});
  l("kind", &SlotView::kind, kinds);
  l("owner", &SlotView::owner, Range{-1, kMaxSeats - 1});
  l("was", &SlotView::was, kinds, When{&SlotView::kind, Kind::kContest});
  l("lead", &SlotView::lead, Range{-1, kMaxSeats - 1}, When{&SlotView::kind, Kind::kContest});
  l("cards", &SlotView::cards, Items{0, kMaxCards});
  l("neutral", &SlotView::neutral, Omit{false});
  l("neutral_known", &SlotView::neutral_known, When{&SlotView::neutral, true});
  l("hidden_deck", &SlotView::hidden_deck, Omit{-1}, Range{0, kMaxSeats - 1});
  l("face_down", &SlotView::face_down);
  l("strength", &SlotView::strength, Range{-1, 100});
  l("power_owner", &SlotView::power_owner, Range{-1, kMaxSeats - 1});
  l("powered", &SlotView::powered);
  l("alive", &SlotView::alive);
  l("can_resolve", &SlotView::can_resolve);
}

struct ResultView {
  bool over = false;
  int winner = -1;             // seat, or -1 for a tie
  int winning_team = -1;       // four players: team 0 (seats 0, 2) or 1 (seats 1, 3); -1 tie
  std::string reason;          // "base", "points", "deck"
  int empty_deck = -1;         // "deck": the seat that had to draw from an empty deck
  bool operator==(const ResultView&) const = default;
};
template <class L>
constexpr void describe(L& l, ResultView*) {
  using namespace fields;
  l.present(&ResultView::over);
  l("winner", &ResultView::winner, Range{-1, kMaxSeats - 1});
  l("winning_team", &ResultView::winning_team, Range{-1, 1});
  l("reason", &ResultView::reason);
  l("empty_deck", &ResultView::empty_deck, Range{-1, kMaxSeats - 1});
}

// A card drawn to decide who starts.
struct FirstDraw {
  int seat = 0;
  Card card{};
  bool operator==(const FirstDraw&) const = default;
};
template <class L>
constexpr void describe(L& l, FirstDraw*) {
  l("seat", &FirstDraw::seat, fields::Range{0, kMaxSeats - 1});
  l("card", &FirstDraw::card);
}

// Everything one seat may see. The public view (seat kObserver) is what every seat sees: no hand;
// each seat's hand and deck counted in hand_sizes and deck_sizes, as in every seat's view.
struct View {
  int seat = 0;                // or kObserver
  int seats = 2;
  int jokers = 2;
  bool ultimate = false;
  int width = 5, height = 9;
  Phase phase = Phase::kBases;
  int to_act = -1;
  int turn_player = -1;
  int turn_number = 0;         // 1 for the first turn of the game
  int first_player = -1;
  std::vector<FirstDraw> first_draws;  // in order drawn
  std::vector<int> redraws;    // base redraws per seat
  bool can_redraw = false;     // the seat to act may redraw its base nodes
  bool joker_used = false;     // the turn player has swapped a joker in this turn
  std::vector<SlotView> slots; // every slot, by index
  std::vector<Card> hand;      // own hand (none in the public view)
  std::vector<int> hand_sizes, deck_sizes;
  std::vector<std::vector<Card>> discards;  // face up, per seat
  std::vector<int> points;     // four players: victory points per team
  ResultView result;
  std::vector<Event> events;
  bool operator==(const View&) const = default;
};
template <class L>
constexpr void describe(L& l, View*) {
  using namespace fields;
  l("seat", &View::seat, Range{kObserver, kMaxSeats - 1});
  l("seats", &View::seats, Range{2, kMaxSeats});
  l("jokers", &View::jokers, Range{2, 3});
  l("ultimate", &View::ultimate);
  l("width", &View::width, Range{1, 100});
  l("height", &View::height, Range{1, 100});
  l("phase", &View::phase, Names{static_cast<int>(Phase::kGameOver) + 1, &phase_id});
  l("to_act", &View::to_act, Range{-1, kMaxSeats - 1});
  l("turn_player", &View::turn_player, Range{-1, kMaxSeats - 1});
  l("turn_number", &View::turn_number, Range{0, std::numeric_limits<int>::max()});
  l("first_player", &View::first_player, Range{-1, kMaxSeats - 1});
  l("first_draws", &View::first_draws, Items{0, kMaxCards});
  l("redraws", &View::redraws, Items{2, kMaxSeats}, Range{0, kMaxCards});
  l("can_redraw", &View::can_redraw);
  l("joker_used", &View::joker_used);
  l("slots", &View::slots, Items{0, 1000});
  l("hand", &View::hand, Items{0, kMaxCards});
  l("hand_sizes", &View::hand_sizes, Items{2, kMaxSeats}, Range{0, kMaxCards});
  l("deck_sizes", &View::deck_sizes, Items{2, kMaxSeats}, Range{0, kMaxCards});
  l("discards", &View::discards, Items{0, kMaxCards});
  l("points", &View::points, Items{0, 2}, Range{0, 1000});
  l("result", &View::result);
  l("events", &View::events, Items{0, 1000000});
}

// The view of `seat`, or the public view (kObserver). `events_from`: the view's events start at
// that index of the game's log (the undo check compares only what an action added; the table gets
// the whole log).
View view(const State& state, int seat, size_t events_from);
View view(const State& state, int seat);
std::string to_json(const View& v);
// The View that to_json wrote, read back (an online guest's table), or why the text is not one:
// every field checked, seats and slots in range (the slots must be this board's), unknown fields refused.
Result<View> view_from_json(std::string_view json);
// Crossfire registered once with its types (core/engine/descriptor.h): its State class (crossfire_state.h),
// its View and the functions between them. Its descriptor, its view function's downcast and its
// table (web/table) bind to the game through this type.
class CfState;
struct Registration : GameRegistration<CfState, View, &crossfire_game, &view, &view_from_json, &to_json> {};
// Each seat's standing in a position (what a player would call the score), from public facts only.
std::vector<double> standing(const View& v);
// This game described once (crossfire_descriptor.cpp, core/engine/descriptor.h).
const GameDescriptor& descriptor();
const GameRulesDoc& rules_doc();
// Why the seat of `v`, in its turn of play, cannot lay card `code` on `slot`, in the player's words
// and from what the view shows (power, strengths); for a front end to explain a refused click.
std::string refusal(const View& v, int code, int slot);
// A neutral pile in words, the one picture the table draws, its tip says and the probe's log line
// ends with: the neutral card lies face down (known to everyone once probed), failed probes face up
// on it. "5♠ face up on the neutral card 9♣, which is face down again (both players saw it)".
std::string neutral_pile(const SlotView& sv);
// A card of power value 1..9 as a sentence names it: "an ace", "a 2" ... "an 8", "a 9" ("" otherwise).
const char* card_of_value(int value);

// Rulings beyond the rulebook, for the in-game rules notes.
const char* rules_text();   // the whole rulebook in plain words (the Rules screen's first part)
const char* rules_notes();

// ---- Test support -------------------------------------------------------------------------
// Forces the randomness so scenario tests can set up exact positions. tops[seat]: moved to the top
// of that seat's deck after the shuffle, first listed drawn first. The deal takes, per seat in seat
// order: 5 base nodes; then per seat 4 neutral cards; then first-player draws (seat order, repeated
// on equal ranks); then 3 cards each (the starting player first); then one card per turn.
// redraw_tops[seat][i]: the top of that seat's deck after its i-th base redraw.
// board: cards placed on slots before anything is dealt (taken out of their decks, card.deck is
// the seat whose deck holds them): kind 'n' a node of `owner`, 't' a tower (the 10 then the royal),
// 's' a pile seized by `owner` (won before the first turn), 'c' a contest on a node of `owner` (the
// node card first) whose top card `lead` played. The neutral cells stay neutral unless `board`
// fills them. A rigged state's serialize() does not reproduce it; determinize() drops it.
struct Placed {
  std::string where;
  std::vector<Card> cards;
  int owner = 0;
  char kind = 'n';
  int lead = -1;
};
struct Rig {
  std::array<std::vector<Card>, kMaxSeats> tops;
  std::array<std::vector<std::vector<Card>>, kMaxSeats> redraw_tops;
  std::vector<Placed> board;
  bool no_neutrals = false;  // leave the neutral cells empty (their cards stay in the decks)
  bool ultimate = false;     // the Ultimate board and two decks each (until the option is registered)
};
std::unique_ptr<State> make_for_test(uint64_t seed, int seats, const Options& options, const Rig& rig);

// How often (since the program started) a power computation needed a path search because no one
// pairing powered every candidate node, and how often a search hit its step limit (its remaining
// nodes then stay dead). For tests and measurements.
struct PowerSearchStats {
  uint64_t searches = 0;
  uint64_t cut_short = 0;
};
PowerSearchStats power_search_stats();

}  // namespace crossfire
}  // namespace ff
