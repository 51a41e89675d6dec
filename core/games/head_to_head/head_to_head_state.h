// Head-to-Head Poker: the state class, shared by the rules (head_to_head.cpp), the views and log
// text (head_to_head_view.cpp) and the AI (head_to_head_ai.cpp). Internal to this folder.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "core/common/poker.h"
#include "core/games/head_to_head/head_to_head.h"

namespace ff::head_to_head {

struct RowResult {
  bool done = false;
  int8_t winner = -1;  // seat, or -1 for a tie
  uint16_t strength[2] = {0, 0};
  Card hand[2][5];
  int16_t won[2] = {0, 0};
  int16_t house = 0, bets = 0;  // dollars on the Common card: the house chips left on it, both sides' bets
};

// One entry of the game log, kept compact in the state (copied with every clone the search makes);
// its text in either person is made on demand by event_text().
enum class EventKind : uint8_t {
  kOpeningRoll,    // seat, value = roll
  kOpeningTie,     // table
  kFirstDealer,    // seat
  kRoundStart,     // seat = dealer, round, count Common cards in cards
  kTypeRoll,       // seat = dealer, value = roll, flags 1 = crazy
  kTypeFixed,      // table: always Draw 1
  kPick,           // seat = dealer, value = round type, flags 1 = crazy
  kDeal,           // seat = starter, value = cards each
  kReveal,         // seat = first taker, count cards
  kPlay,           // seat, cards[0], row, flags: kFlagOpp | kFlagFromOffer | kFlagGiven | kFlagGave (cards[1])
  kBet,            // seat, row, value = amount
  kRaise,          // seat, row, value = the match, value2 = the raise
  kCall,           // seat, row, value = amount added
  kDecline,        // seat, row, value = chips taken back
  kHouseChip,      // seat (the declined bettor), row, value = chips taken back
  kRow,            // seat = winner or -1, row, round
  kRoundEnd,       // seat, round, value = chips
  kChipsTied,      // table, value = chips
  kTieDraw,        // seat, cards[0]
  kTieAgain,       // table
  kTieDeckEmpty,   // table
  kResult,         // seat = winner or -1, value = winner's chips, value2 = loser's chips
};

struct EventRecord {
  EventKind kind{};
  int8_t seat = -1;
  uint8_t round = 0;
  int8_t row = -1;
  uint8_t flags = 0;
  uint8_t count = 0;
  int16_t value = 0, value2 = 0;
  Card cards[5];
};

constexpr uint8_t kFlagOpp = 1, kFlagFromOffer = 2, kFlagGiven = 4, kFlagGave = 8;

// The AI's values of the rows kept between decisions (head_to_head_ai.cpp). A copy of the state
// starts without them: the search's copies build their own as they play.
struct RowMemo;
struct RowMemoSlot {
  std::unique_ptr<RowMemo> memo;
  RowMemoSlot();
  RowMemoSlot(const RowMemoSlot&);             // starts empty
  RowMemoSlot& operator=(const RowMemoSlot&);  // empties it
  ~RowMemoSlot();
};

class H2HState : public State {
 public:
  H2HState(const Game& game, uint64_t seed, int seats, const Options& options, std::shared_ptr<const Rig> rig);

  int current_player() const override;
  std::vector<Action> legal_actions() const override;
  std::string action_to_string(Action a) const override;
  std::string describe(Action a, Person person = Person::kThird) const override;
  std::string explain(Action a) const override;
  std::vector<double> returns() const override;
  std::unique_ptr<State> clone() const override { return std::make_unique<H2HState>(*this); }
  std::string to_json() const override;
  std::string view_json(int seat) const override;
  std::string view_tail_json(int seat, size_t events_from) const override;
  size_t event_count() const override;
  std::unique_ptr<State> determinize(int seat, Rng& rng) const override;
  std::unique_ptr<State> determinize_logged(int seat, Rng& rng) const override;
  std::vector<Card> all_cards() const override;

  H2HState(const H2HState&) = default;

  // ---- queries shared with the view and the AI ----
  bool ante() const { return config_.betting == Betting::kUpTheAnte; }
  int active_commons() const { return 3 + round_; }
  bool row_complete(int row) const { return row_n_[0][row] == kRowCards && row_n_[1][row] == kRowCards; }
  // side_seat: whose side (absolute seat). Crazy: any empty space. Otherwise the mover's own side
  // (the other side only if their own side were full, which the turn structure never produces; it
  // keeps the state machine from sticking).
  bool can_place(int mover, int side_seat, int row) const {
    if (row < 0 || row >= active_commons() || row_n_[side_seat][row] >= kRowCards) return false;
    return crazy_ || side_seat == mover || !own_side_open(mover);
  }
  bool own_side_open(int mover) const {
    for (int r = 0; r < active_commons(); ++r)
      if (row_n_[mover][r] < kRowCards) return true;
    return false;
  }
  int max_open_bet(int row) const;  // for the turn player in phase kPlay; 0 = no bet allowed
  bool betting_open() const;        // the turn player may open a bet now
  int to_call() const { return ex_put_[ex_last_] - ex_put_[1 - ex_last_]; }
  int max_raise() const;            // for the responder; < 10 means no raise
  // The cards the mover may place now (sorted by index52), count returned.
  int playable_cards(Card* out) const;

  // ---- data (public inside this folder: the view and the AI read it) ----
  Rng rng_;
  std::shared_ptr<const Rig> rig_;
  uint32_t rig_die_ = 0;
  Config config_;
  Phase phase_ = Phase::kPlay;
  int round_ = 0;         // 0..2
  int first_dealer_ = 0;
  int dealer_ = 0;
  int turn_ = 0;          // the turn player
  RoundType type_ = RoundType::kDraw1;
  bool crazy_ = false;
  bool type_known_ = false;
  std::vector<uint8_t> type_rolls_;
  std::vector<std::array<uint8_t, 2>> opening_rolls_;
  Card deck_[52];
  int deck_n_ = 0;        // the top card is deck_[deck_n_ - 1]
  Card common_[kCommons];
  Card rows_[2][kCommons][kRowCards];
  uint8_t row_n_[2][kCommons] = {};
  Card hand_[2][4];
  uint8_t hand_n_[2] = {0, 0};
  Card given_{};
  bool has_given_ = false;
  Card offer_[5];
  uint8_t offer_n_ = 0;
  int set_starter_ = 0;   // Play 4: who started this deal; Share 5: who took first from this set
  int chips_[2] = {0, 0};
  int house_[kCommons] = {};
  int committed_[kCommons][2] = {};
  bool bet_used_ = false;  // this turn's betting chance was taken
  bool ex_active_ = false;
  int ex_row_ = -1;
  int ex_put_[2] = {0, 0};
  int ex_last_ = 0;        // who made the last bet or raise
  RowResult results_[kRounds][kCommons];
  // Each ended round's type and the chips after it (the views' round_end); rounds_ended_ of them.
  struct RoundEnd {
    RoundType type = RoundType::kDraw1;
    bool crazy = false;
    int chips[2] = {0, 0};
  };
  RoundEnd ends_[kRounds];
  int rounds_ended_ = 0;
  int winner_ = -1;
  std::vector<std::pair<int8_t, Card>> tiebreak_;
  std::vector<EventRecord> events_;
  bool quiet_ = false;       // a search copy: log() writes to unlogged_, not to events_
  EventRecord unlogged_;
  mutable RowMemoSlot row_memo_;  // the AI's, not part of the game

 protected:
  void do_apply(Action a) override;

 private:
  int roll_die();
  void shuffle_deck();
  Card draw_card() { return deck_[--deck_n_]; }
  void start_round();
  void setup_round_type();
  void start_turn(int player);
  void deal_hands(int first, int count);
  void reveal_offer(int first_taker);
  void place(int mover, Card card, int side_seat, int row);
  void resolve_row(int row);
  void end_round();
  void finish_game();
  void close_exchange();
  EventRecord& log(EventKind kind, int seat);
  // One handler per move kind (do_apply dispatches).
  void apply_pick(int p, const DecodedAction& d);
  void apply_bet(int p, const DecodedAction& d);
  void apply_raise(int p, const DecodedAction& d);
  void apply_call(int p);
  void apply_decline(int p);
  void apply_play(int p, const DecodedAction& d);
  // Takes the played card out of the hand or the offer; Split 2: returns the other drawn card,
  // which goes to the opponent (has_given_ set).
  uint8_t take_played(int p, Card card, Card& gave);
  // The one place where the turn passes after a card was placed (Split 2's given card included).
  void after_placement(int p, bool was_given);
};

// AI scoring shared by the rollout and heuristic policies (head_to_head_ai.cpp).
// An estimate of what a side's row (its cards plus the Common card) can still become, in
// category units (0 high card .. 8 straight flush), higher is better.
double row_potential(const Card* cards, int n);

// Log text of one event (head_to_head_view.cpp): third person "plays K♥ in row 3", second person
// "play K♥ in row 3"; table events (seat -1) are whole sentences, the same in both.
std::string event_text(const H2HState& s, const EventRecord& e, Person person = Person::kThird);
// What the line means (core/engine/event.h): its sound and how worth telling again it is.
Cue event_cue(const EventRecord& e);
uint8_t event_tell(const EventRecord& e);

}  // namespace ff::head_to_head
