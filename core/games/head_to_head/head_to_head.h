// Head-to-Head Poker (Reiner Knizia, Hasbro 2005): two players build five-card poker hands in rows
// of four cards beside five shared Common cards and win the chips on each Common card.
// Rules: issue 4; rulings where the rulebook is silent: core/games/head_to_head/notes.md.
//
// Action encoding (stable; a legal-action list is sorted ascending, so the kinds come in this order):
//   play   0..519    card.index52() * 10 + side * 5 + row
//                    side 0 = the mover's own side, 1 = the opponent's side (Crazy rounds only);
//                    row 0..4 = Common space 1..5. The card is the one placed: from the hand, the
//                    drawn cards (Draw 1 / Split 2), the given card (Split 2) or the offer (Share 5).
//                    In Split 2, playing one of the two drawn cards gives the other to the opponent.
//   pick   600..609  600 + type * 2 + crazy   (type: RoundType below; the dealer's pick option)
//   bet    700..749  700 + (amount / 10 - 1) * 5 + row   (amount $10..$100)
//   raise  800..809  800 + amount / 10 - 1               (the raise on top of the match, $10..$100)
//   call   850
//   decline 851
// Notation: "play Kh 3", "play Kh 3 opp", "pick hold3", "pick crazy share5", "bet 50 on 2",
// "raise 30", "call", "decline".
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

const Game& head_to_head_game();

namespace head_to_head {

constexpr int kCommons = 5;     // Common spaces on the board
constexpr int kRowCards = 4;    // cards per player per row
constexpr int kRounds = 3;
constexpr int kAnteChips = 800; // Up the Ante: each player's starting chips
constexpr int kHouseChip = 100; // value of one house chip
constexpr int kHouseChipsPerCommon = 2;  // on each active Common card at the start of a round
constexpr int kMaxRaise = 100;  // per bet or raise
constexpr int kMaxPerCard = 200;  // per player per Common card per round

enum class RoundType : uint8_t { kDraw1 = 0, kSplit2, kHold3, kPlay4, kShare5 };
constexpr int kNumRoundTypes = 5;
const char* round_type_id(RoundType t);    // "draw1", "split2", "hold3", "play4", "share5"
const char* round_type_name(RoundType t);  // "Draw 1", "Split 2", "Hold 3", "Play 4", "Share 5"
const char* round_type_how(RoundType t);   // one sentence for the table: "Draw one card and play it."

// The game's options, resolved once when the game starts. The enums list the choices in the order
// of the option table (head_to_head_game().info.options), which alone holds their names and defaults.
enum class Betting : uint8_t { kNoBets, kUpTheAnte };                        // option "mode"
enum class RoundTypeRule : uint8_t { kDieRoll, kDealerPicks, kAlwaysDraw1 };  // option "round_type"
constexpr int kNumBettings = 2, kNumRoundTypeRules = 3;  // = the option table's choices (tested)
struct Config {
  Betting betting = Betting::kNoBets;
  RoundTypeRule round_type = RoundTypeRule::kDieRoll;
  bool operator==(const Config&) const = default;
};
Config resolve_config(const Options& options);
// The option table's name of a choice: "ante", "pick" (for the views' JSON).
const std::string& option_choice(const char* key, int index);

// What kind of decision is pending.
enum class Phase : uint8_t {
  kPick = 0,     // the dealer picks the round type (option round_type=pick)
  kPlay,         // the turn player plays a card (and may first open a bet in Up the Ante)
  kPlaceGiven,   // Split 2: the opponent of the turn player places the card given to them
  kRespond,      // a bet or raise awaits decline / call / raise
  kGameOver,
};
const char* phase_id(Phase p);  // "pick", "play", "place_given", "respond", "game_over"

constexpr Action kPlayBase = 0, kPickBase = 600, kBetBase = 700, kRaiseBase = 800;
constexpr Action kCall = 850, kDecline = 851;

struct DecodedAction {
  enum Kind : uint8_t { kInvalid, kPlay, kPick, kBet, kRaise, kCall, kDecline };
  Kind kind = kInvalid;
  Card card{};                  // kPlay
  int row = -1;                 // kPlay, kBet: Common space 0..4
  bool opponent_side = false;   // kPlay: placed on the opponent's side (Crazy)
  int amount = 0;               // kBet, kRaise: dollars
  RoundType round_type = RoundType::kDraw1;  // kPick
  bool crazy = false;           // kPick
};
DecodedAction decode(Action a);
inline Action encode_play(Card card, int row, bool opponent_side = false) {
  return kPlayBase + static_cast<Action>(card.index52() * 10 + (opponent_side ? 5 : 0) + row);
}
Action encode_pick(RoundType type, bool crazy = false);
Action encode_bet(int amount, int row);
Action encode_raise(int amount);

// The views' field lists (core/common/fields.h) drive their JSON and its checked reader.
constexpr int kMaxChips = 1000000;  // far above any stack (two players, $800 each, house chips)

struct RowResultView {
  int winner = -1;                  // seat, or -1 for a complete tie (split)
  std::array<std::string, 2> hands;     // describe_hand per seat: "Flush, king high"
  std::array<int, 2> strengths{};       // evaluate5 per seat
  std::array<int, 2> won{};             // dollars each seat took from this Common card
  int house = 0, bets = 0;              // what was on it: dollars of house chips, of both sides' bets
  bool operator==(const RowResultView&) const = default;
};
template <class L>
constexpr void describe(L& l, RowResultView*) {
  using namespace fields;
  l("winner", &RowResultView::winner, Range{-1, 1});
  l("hands", &RowResultView::hands);
  l("strengths", &RowResultView::strengths, Range{0, std::numeric_limits<int>::max()});
  l("won", &RowResultView::won, Range{0, kMaxChips});
  l("house", &RowResultView::house, Range{0, kHouseChipsPerCommon * kHouseChip});
  l("bets", &RowResultView::bets, Range{0, kMaxChips});
}
// What a row's chips were: "2 house chips", "$100 in bets", "$100 in house chips and $150 in bets".
std::string pot_words(const RowResultView& r);

// A row of a finished round as it ended: the Common card, each side's four cards and the result.
struct FinishedRowView {
  Card common{};
  std::array<std::vector<Card>, 2> cards;  // [seat] the side's four cards
  RowResultView result;
  bool operator==(const FinishedRowView&) const = default;
};
template <class L>
constexpr void describe(L& l, FinishedRowView*) {
  using namespace fields;
  l("common", &FinishedRowView::common);
  l("cards", &FinishedRowView::cards, Items{0, kRowCards});
  l("result", &FinishedRowView::result);
}

// The latest round that ended (the table shows it until the player moves on): its rows as they
// ended and each seat's chips after it. Public: every card in it was played face up.
struct RoundEndView {
  int round = 0;                        // 1..3; 0 before the first round ends
  bool crazy = false;
  RoundType round_type = RoundType::kDraw1;
  std::vector<FinishedRowView> rows;    // the round's 3, 4 or 5 rows
  std::array<int, 2> chips{};           // each seat's chips after the round
  bool operator==(const RoundEndView&) const = default;
};
template <class L>
constexpr void describe(L& l, RoundEndView*) {
  using namespace fields;
  l("round", &RoundEndView::round, Range{0, kRounds});
  l("crazy", &RoundEndView::crazy);
  l("round_type", &RoundEndView::round_type, Names{kNumRoundTypes, &round_type_id});
  l("rows", &RoundEndView::rows, Items{0, kCommons});
  l("chips", &RoundEndView::chips, Range{0, kMaxChips});
}

struct CommonView {
  bool active = false;     // one of the first 3/4/5 spaces this round
  bool has_card = false;
  Card card{};
  int house_chips = 0;     // $100 house chips still on the card (2, 1 after a decline, 0 once won)
  std::array<int, 2> bets{};  // chips each seat has on the card from completed (called) exchanges
  int max_open_bet = 0;    // the largest bet the player to act may open on it now (0: no bet)
  bool complete = false;   // both sides of the row are full: `result` is filled in
  RowResultView result;
  bool operator==(const CommonView&) const = default;
};
template <class L>
constexpr void describe(L& l, CommonView*) {
  using namespace fields;
  l("active", &CommonView::active);
  l("card", &CommonView::card, NullUnless{&CommonView::has_card});
  l("house_chips", &CommonView::house_chips, Range{0, kHouseChipsPerCommon});  // a count of chips, not dollars
  l("bets", &CommonView::bets, Range{0, kMaxChips});
  l("max_open_bet", &CommonView::max_open_bet, Range{0, kMaxRaise});
  l("complete", &CommonView::complete);
  l("result", &CommonView::result, OmitDefault{});
}

struct BetView {
  bool active = false;     // an exchange is waiting for a response
  int row = -1;            // Common space 0..4
  int bettor = -1;         // who made the last bet or raise
  int responder = -1;
  int to_call = 0;         // what the responder must add to match
  std::array<int, 2> put{};  // chips each seat put in during this exchange
  bool can_raise = false;
  int min_raise = 0, max_raise = 0;
  bool operator==(const BetView&) const = default;
};
template <class L>
constexpr void describe(L& l, BetView*) {
  using namespace fields;
  l.present(&BetView::active);
  l("row", &BetView::row, Range{0, kCommons - 1});
  l("bettor", &BetView::bettor, Range{0, 1});
  l("responder", &BetView::responder, Range{0, 1});
  l("to_call", &BetView::to_call, Range{0, kMaxChips});
  l("put", &BetView::put, Range{0, kMaxChips});
  l("can_raise", &BetView::can_raise);
  l("min_raise", &BetView::min_raise, Range{0, kMaxRaise});
  l("max_raise", &BetView::max_raise, Range{0, kMaxRaise});
}

struct TieDraw {
  int seat = 0;
  Card card{};
  bool operator==(const TieDraw&) const = default;
};
template <class L>
constexpr void describe(L& l, TieDraw*) {
  l("seat", &TieDraw::seat, fields::Range{0, 1});
  l("card", &TieDraw::card);
}

struct ResultView {
  bool over = false;
  int winner = -1;                          // seat, or -1 for a draw
  std::array<int, 2> totals{};
  std::vector<TieDraw> tiebreak_draws;      // in order drawn
  bool operator==(const ResultView&) const = default;
};
template <class L>
constexpr void describe(L& l, ResultView*) {
  using namespace fields;
  l.present(&ResultView::over);
  l("winner", &ResultView::winner, Range{-1, 1});
  l("totals", &ResultView::totals, Range{0, kMaxChips});
  l("tiebreak_draws", &ResultView::tiebreak_draws, Items{0, 54});
}

// Split 2: the card given to the opponent, waiting to be placed (known to both).
struct GivenView {
  bool waiting = false;
  Card card{};
  int to = -1;
  bool operator==(const GivenView&) const = default;
};
template <class L>
constexpr void describe(L& l, GivenView*) {
  l.present(&GivenView::waiting);
  l("card", &GivenView::card);
  l("to", &GivenView::to, fields::Range{0, 1});
}

inline const char* betting_name(Betting b) { return option_choice("mode", static_cast<int>(b)).c_str(); }
inline const char* round_rule_name(RoundTypeRule r) { return option_choice("round_type", static_cast<int>(r)).c_str(); }
template <class L>
constexpr void describe(L& l, Config*) {
  l("mode", &Config::betting, fields::Names{kNumBettings, &betting_name});
  l("round_option", &Config::round_type, fields::Names{kNumRoundTypeRules, &round_rule_name});
}

// Everything one seat may see. Private cards of the other seat never appear. The public view
// (seat kObserver) is what both players see: no hand, both seats' hand sizes.
struct View {
  int seat = 0;                        // or kObserver
  Config config;                       // the game's options
  int round = 1;                       // 1..3
  int dealer = 0;
  int first_dealer = 0;
  bool round_type_known = false;       // false while the dealer still has to pick
  RoundType round_type = RoundType::kDraw1;  // while the dealer still picks: the last round's
  bool crazy = false;
  std::vector<int> type_rolls;         // the dealer's die rolls that chose this round's type (6s first)
  std::vector<std::array<int, 2>> opening_rolls;  // (seat 0, seat 1) per opening roll
  int to_act = -1;                     // current_player(), or -1 when over
  int turn_player = -1;                // whose turn it is (a responder may act in between)
  Phase phase = Phase::kPlay;
  std::array<CommonView, kCommons> commons;
  std::array<std::array<std::vector<Card>, kCommons>, 2> rows;  // [seat][row] cards on that side
  std::vector<Card> hand;              // own cards in hand (Hold 3, Play 4) or drawn (Draw 1, Split 2)
  int opponent_hand_size = 0;          // 0 in the public view
  std::array<int, 2> hand_sizes{};     // per seat
  GivenView given;                     // Split 2: a given card waiting to be placed
  std::vector<Card> offer;             // Share 5: the face-up cards on offer
  int deck_size = 0;
  std::array<int, 2> chips{};          // chips in hand per seat
  bool can_open_bet = false;           // the player to act may open a bet now
  BetView bet;
  ResultView result;
  RoundEndView round_end;              // the latest round that ended (round 0: none yet)
  std::vector<Event> events;           // the game log, newest last, in both persons
  bool operator==(const View&) const = default;
};
template <class L>
constexpr void describe(L& l, View*) {
  using namespace fields;
  l("seat", &View::seat, Range{kObserver, 1});
  l.flat(&View::config);
  l("round", &View::round, Range{1, kRounds});
  l("dealer", &View::dealer, Range{0, 1});
  l("first_dealer", &View::first_dealer, Range{0, 1});
  l("round_type_known", &View::round_type_known);
  l("round_type", &View::round_type, Names{kNumRoundTypes, &round_type_id});
  l("crazy", &View::crazy);
  l("type_rolls", &View::type_rolls, Items{0, 100}, Range{1, 6});
  l("opening_rolls", &View::opening_rolls, Items{0, 100}, Range{1, 6});
  l("to_act", &View::to_act, Range{-1, 1});
  l("turn_player", &View::turn_player, Range{-1, 1});
  l("phase", &View::phase, Names{static_cast<int>(Phase::kGameOver) + 1, &phase_id});
  l("commons", &View::commons);
  l("rows", &View::rows, Items{0, kRowCards});
  l("hand", &View::hand, Items{0, 10});
  l("opponent_hand_size", &View::opponent_hand_size, Range{0, 10});
  l("hand_sizes", &View::hand_sizes, Range{0, 10});
  l("given", &View::given);
  l("offer", &View::offer, Items{0, 10});
  l("deck_size", &View::deck_size, Range{0, 54});
  l("chips", &View::chips, Range{0, kMaxChips});
  l("can_open_bet", &View::can_open_bet);
  l("bet", &View::bet);
  l("result", &View::result);
  l("round_end", &View::round_end, OmitDefault{});
  l("events", &View::events, Items{0, 1000000});
}

// The view of `seat` (0 or 1), or the public view (kObserver). `state` must be a Head-to-Head Poker state.
// `events_from`: the view's events start at that index of the game's log (the undo check compares
// only what an action added; the table gets the whole log).
View view(const State& state, int seat, size_t events_from);
View view(const State& state, int seat);
// The JSON that view_json(seat) returns (the same information as View).
std::string to_json(const View& v);
// The View that to_json wrote, read back (an online guest's table), or why the text is not one:
// every field checked, seats and indices in range, unknown fields refused.
Result<View> view_from_json(std::string_view json);
// Head-to-Head Poker registered once with its types (core/engine/descriptor.h): its State class (head_to_head_state.h),
// its View and the functions between them. Its descriptor, its view function's downcast and its
// table (web/table) bind to the game through this type.
class H2HState;
struct Registration : GameRegistration<H2HState, View, &head_to_head_game, &view, &view_from_json, &to_json> {};
// Each seat's standing in a position (what a player would call the score), from public facts only.
std::vector<double> standing(const View& v);
// This game described once (head_to_head_descriptor.cpp, core/engine/descriptor.h).
const GameDescriptor& descriptor();
const GameRulesDoc& rules_doc();

// "$1,000": how the table and the log write an amount.
std::string dollars(int amount);

// The rulebook's scoring chart: an example hand of each category, best first, and how to tell it.
struct ChartLine {
  const char* cards;  // "9s 8s 7s 6s 5s"
  const char* note;   // "five in sequence, one suit"
};
const std::vector<ChartLine>& scoring_chart();

// The rules for players (from the rulebook), for the Rules screen.
const char* rules_text();
// Rulings beyond the rulebook, for the in-game rules notes.
const char* rules_notes();

// ---- Test support -------------------------------------------------------------------------
// Forces the randomness of a game so scenario tests can set up exact positions through the real
// rules. Dice: every die roll (opening rolls first, then the round-type rolls) takes the next
// value of `dice` until it runs out, then comes from the Rng. Deck: after each round's shuffle the
// cards listed in deck_tops[round] (round 0..2) are moved to the top in order: the first listed is
// dealt first. Deal order in a round: the Common cards to spaces 1, 2, ...; Hold 3 / Play 4: the
// starting player's cards, then the dealer's; Share 5: the offer in order; then draws as needed.
// chips: starting chips per seat (-1: the mode's default). A rigged state's serialize() does not
// reproduce it (the record has no rig); determinize() drops the rig.
struct Rig {
  std::vector<int> dice;
  std::vector<std::vector<Card>> deck_tops;
  std::array<int, 2> chips{-1, -1};
};
std::unique_ptr<State> make_for_test(uint64_t seed, const Options& options, const Rig& rig);

}  // namespace head_to_head
}  // namespace ff
