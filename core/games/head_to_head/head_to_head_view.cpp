// Head-to-Head Poker: per-seat views, their JSON, and the log text of events.
#include <string>

#include "core/common/json_read.h"
#include "core/engine/event_json.h"
#include "core/games/head_to_head/head_to_head.h"
#include "core/games/head_to_head/head_to_head_state.h"

namespace ff::head_to_head {

std::string dollars(int amount) {
  std::string digits = std::to_string(amount < 0 ? -amount : amount);
  std::string out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return (amount < 0 ? "-$" : "$") + out;
}

namespace {

std::string card_list(const Card* cards, int n) {
  std::string s;
  for (int i = 0; i < n; ++i) s += (i ? " " : "") + to_label(cards[i]);
  return s;
}

std::string common_name(int row) { return "Common card " + std::to_string(row + 1); }

}  // namespace

std::string pot_words(const RowResultView& r) {
  const int chips = r.house / kHouseChip;
  const std::string house = std::to_string(chips) + (chips == 1 ? " house chip" : " house chips");
  if (r.bets == 0) return house;
  if (r.house == 0) return dollars(r.bets) + " in bets";
  return dollars(r.house) + " in house chips and " + dollars(r.bets) + " in bets";
}

namespace {

// The line of a seat's play: "plays K♥ in row 3 and gives 2♣ to the opponent" / "play ... and give ...".
std::string play_text(const EventRecord& e, Person p) {
  const std::string card = to_label(e.cards[0]);
  const std::string where = " in row " + std::to_string(e.row + 1) + ((e.flags & kFlagOpp) ? " on the opponent's side" : "");
  if (e.flags & kFlagGiven) return verb(p, "play the given ", "plays the given ") + card + where;
  if (e.flags & kFlagFromOffer) return verb(p, "take ", "takes ") + card + verb(p, " and play it", " and plays it") + where;
  std::string text = verb(p, "play ", "plays ") + card + where;
  if (e.flags & kFlagGave) text += verb(p, " and give ", " and gives ") + to_label(e.cards[1]) + " to the opponent";
  return text;
}

// A row's result: the winner's line, or a table line for a tie.
std::string row_text(const H2HState& s, const EventRecord& e, Person p) {
  const RowResult& r = s.results_[e.round][e.row];
  const int w = r.winner >= 0 ? r.winner : 0;
  const std::string a = describe_hand_against(r.hand[w], r.hand[1 - w]), b = describe_hand_against(r.hand[1 - w], r.hand[w]);
  RowResultView pot;  // what was on the Common card: why the chips moved
  pot.house = r.house;
  pot.bets = r.bets;
  if (r.winner < 0)
    return "Row " + std::to_string(e.row + 1) + ": " + a + " ties " + b + " - " + dollars(r.won[0]) + " each (a tie splits the " +
           pot_words(pot) + ")";
  return verb(p, "win row ", "wins row ") + std::to_string(e.row + 1) + " with " + a + " against " + b +
         verb(p, " and take ", " and takes ") + dollars(r.won[w]) + " (" + pot_words(pot) + ")";
}

// Lines about rolls, deals and the end of the game.
std::string table_text(const EventRecord& e, Person p) {
  switch (e.kind) {
    case EventKind::kOpeningRoll: return verb(p, "roll a ", "rolls a ") + std::to_string(e.value) + " for the first deal";
    case EventKind::kOpeningTie: return "Tied rolls: both roll again";
    case EventKind::kFirstDealer: return verb(p, "deal the first round", "deals the first round");
    case EventKind::kRoundStart:
      return verb(p, "deal round ", "deals round ") + std::to_string(e.round + 1) + "; Common cards " +
             card_list(e.cards, e.count);
    case EventKind::kTypeRoll:
      if (e.value == 6) return verb(p, "roll", "rolls") + std::string(" a 6: Crazy! Rolls again for the round type");
      return verb(p, "roll a ", "rolls a ") + std::to_string(e.value) + ": " +
             round_type_name(static_cast<RoundType>(e.value - 1)) + (e.flags ? " (Crazy)" : "");
    case EventKind::kTypeFixed: return "Round type: Draw 1 (always Draw 1)";
    case EventKind::kPick:
      return verb(p, "pick ", "picks ") + std::string(round_type_name(static_cast<RoundType>(e.value))) +
             (e.flags ? " (Crazy)" : "");
    case EventKind::kDeal:
      if (e.value == 4) return verb(p, "start the new deal of 4 cards each", "starts the new deal of 4 cards each");
      return verb(p, "start; each player is dealt ", "starts; each player is dealt ") + std::to_string(e.value) + " cards";
    case EventKind::kReveal:
      return verb(p, "take first from the new cards ", "takes first from the new cards ") + card_list(e.cards, e.count);
    case EventKind::kRoundEnd: return verb(p, "have ", "has ") + dollars(e.value) + " after round " + std::to_string(e.round + 1);
    case EventKind::kChipsTied:
      return "Both have " + dollars(e.value) + ": each draws the top card of the deck, the higher rank wins";
    case EventKind::kTieDraw: return verb(p, "draw ", "draws ") + to_label(e.cards[0]) + " for the tie-break";
    case EventKind::kTieAgain: return "Equal ranks: both draw again";
    case EventKind::kTieDeckEmpty: return "The deck ran out: the game is a draw";
    case EventKind::kResult:
      if (e.seat < 0) return "The game is a draw at " + dollars(e.value) + " each";
      if (e.value == e.value2) return verb(p, "win the tie-break at ", "wins the tie-break at ") + dollars(e.value) + " each";
      return verb(p, "win with ", "wins with ") + dollars(e.value) + " to " + dollars(e.value2);
    default: return "";
  }
}

// Lines about bets: "bets $50 on Common card 2", "calls $50 and raises $30 on Common card 1".
std::string betting_text(const EventRecord& e, Person p) {
  const std::string on = " on " + common_name(e.row);
  const std::string back = e.value > 0 ? verb(p, " and take back ", " and takes back ") + dollars(e.value) : "";
  switch (e.kind) {
    case EventKind::kBet: return verb(p, "bet ", "bets ") + dollars(e.value) + on;
    case EventKind::kRaise:
      return verb(p, "call ", "calls ") + dollars(e.value) + verb(p, " and raise ", " and raises ") + dollars(e.value2) + on;
    case EventKind::kCall: return verb(p, "call ", "calls ") + dollars(e.value) + on;
    case EventKind::kDecline: return verb(p, "decline", "declines") + back;
    case EventKind::kHouseChip:
      return verb(p, "take a ", "takes a ") + dollars(kHouseChip) + " house chip from " + common_name(e.row) + back;
    default: return "";
  }
}

}  // namespace

std::string event_text(const H2HState& s, const EventRecord& e, Person person) {
  const Person p = e.seat < 0 ? Person::kThird : person;  // table events are whole sentences
  switch (e.kind) {
    case EventKind::kPlay: return play_text(e, p);
    case EventKind::kRow: return row_text(s, e, p);
    case EventKind::kBet:
    case EventKind::kRaise:
    case EventKind::kCall:
    case EventKind::kDecline:
    case EventKind::kHouseChip: return betting_text(e, p);
    default: return table_text(e, p);
  }
}

// The sound of a line: rolls, chips moving (bets, rows won or tied, house chips, chips taken back),
// cards dealt or drawn, cards played.
Cue event_cue(const EventRecord& e) {
  switch (e.kind) {
    case EventKind::kOpeningRoll:
    case EventKind::kTypeRoll: return Cue::kDice;
    case EventKind::kBet:
    case EventKind::kRaise:
    case EventKind::kCall:
    case EventKind::kHouseChip:
    case EventKind::kRow: return Cue::kChips;
    case EventKind::kDecline: return e.value > 0 ? Cue::kChips : Cue::kNone;  // chips taken back
    case EventKind::kFirstDealer:
    case EventKind::kRoundStart:
    case EventKind::kDeal:
    case EventKind::kReveal:
    case EventKind::kChipsTied:  // each draws a card now
    case EventKind::kTieDraw: return Cue::kCardDealt;
    case EventKind::kPlay: return Cue::kCardPlayed;
    default: return Cue::kNone;
  }
}

// A row won tells a move best, then the tie-break.
uint8_t event_tell(const EventRecord& e) {
  switch (e.kind) {
    case EventKind::kRow: return e.seat >= 0 ? 2 : 0;
    case EventKind::kTieDraw: return 1;
    case EventKind::kResult: return e.seat >= 0 && e.value == e.value2 ? 1 : 0;
    default: return 0;
  }
}

namespace {

RowResultView row_result_view(const RowResult& res) {
  RowResultView out;
  out.winner = res.winner;
  for (int p = 0; p < 2; ++p) {
    out.hands[p] = describe_hand_against(res.hand[p], res.hand[1 - p]);  // the deciding kicker named
    out.strengths[p] = res.strength[p];
    out.won[p] = res.won[p];
  }
  out.house = res.house;
  out.bets = res.bets;
  return out;
}

// The latest round that ended, its rows rebuilt from the results (each hand: the side's four cards,
// then the Common card).
RoundEndView round_end_view(const H2HState& s) {
  RoundEndView out;
  if (s.rounds_ended_ == 0) return out;
  const int r = s.rounds_ended_ - 1;
  out.round = s.rounds_ended_;
  out.round_type = s.ends_[r].type;
  out.crazy = s.ends_[r].crazy;
  out.chips = {s.ends_[r].chips[0], s.ends_[r].chips[1]};
  for (int row = 0; row < 3 + r; ++row) {
    const RowResult& res = s.results_[r][row];
    FinishedRowView f;
    f.common = res.hand[0][kRowCards];
    for (int p = 0; p < 2; ++p) f.cards[p].assign(res.hand[p], res.hand[p] + kRowCards);
    f.result = row_result_view(res);
    out.rows.push_back(std::move(f));
  }
  return out;
}

CommonView common_view(const H2HState& s, int r) {
  CommonView c;
  c.active = r < s.active_commons();
  c.has_card = c.active;
  if (c.has_card) c.card = s.common_[r];
  c.house_chips = s.house_[r];
  c.bets = {s.committed_[r][0], s.committed_[r][1]};
  c.max_open_bet = s.max_open_bet(r);
  const RowResult& res = s.results_[s.round_][r];
  if (c.active && res.done) {
    c.complete = true;
    c.result = row_result_view(res);
  }
  return c;
}

}  // namespace

View view(const State& state, int seat) { return view(state, seat, 0); }

View view(const State& state, int seat, size_t events_from) {
  View v;
  v.seat = seat;
  const auto* s = Registration::state_of(state);  // null for another game's State
  if (!s || seat < kObserver || seat > 1) return v;
  v.config = s->config_;
  v.round = s->round_ + 1;
  v.dealer = s->dealer_;
  v.round_type_known = s->type_known_;
  v.round_type = s->type_;
  v.crazy = s->crazy_;
  for (uint8_t r : s->type_rolls_) v.type_rolls.push_back(r);
  for (const auto& r : s->opening_rolls_) v.opening_rolls.push_back({r[0], r[1]});
  v.first_dealer = s->first_dealer_;
  v.to_act = s->current_player();
  v.phase = s->phase_;
  v.turn_player = s->phase_ == Phase::kGameOver || s->phase_ == Phase::kPick ? -1 : s->turn_;
  for (int r = 0; r < kCommons; ++r) {
    v.commons[r] = common_view(*s, r);
    for (int p = 0; p < 2; ++p) v.rows[p][r].assign(s->rows_[p][r], s->rows_[p][r] + s->row_n_[p][r]);
  }
  if (seat != kObserver) {
    v.hand.assign(s->hand_[seat], s->hand_[seat] + s->hand_n_[seat]);
    v.opponent_hand_size = s->hand_n_[1 - seat];
  }
  v.hand_sizes = {s->hand_n_[0], s->hand_n_[1]};
  if (s->has_given_) v.given = GivenView{true, s->given_, 1 - s->turn_};
  v.offer.assign(s->offer_, s->offer_ + s->offer_n_);
  v.deck_size = s->deck_n_;
  v.chips = {s->chips_[0], s->chips_[1]};
  v.can_open_bet = s->betting_open();
  if (s->ex_active_) {
    v.bet.active = true;
    v.bet.row = s->ex_row_;
    v.bet.bettor = s->ex_last_;
    v.bet.responder = 1 - s->ex_last_;
    v.bet.to_call = s->to_call();
    v.bet.put = {s->ex_put_[0], s->ex_put_[1]};
    v.bet.max_raise = s->max_raise();
    v.bet.can_raise = v.bet.max_raise >= 10;
    v.bet.min_raise = v.bet.can_raise ? 10 : 0;
  }
  if (s->phase_ == Phase::kGameOver) {
    v.result.over = true;
    v.result.winner = s->winner_;
    v.result.totals = v.chips;
    for (const auto& t : s->tiebreak_) v.result.tiebreak_draws.push_back(TieDraw{t.first, t.second});
  }
  v.round_end = round_end_view(*s);
  for (size_t i = events_from; i < s->events_.size(); ++i) {
    const EventRecord& e = s->events_[i];
    std::string text = event_text(*s, e, Person::kThird);
    std::string text_you = seat == kObserver ? text : event_text(*s, e, Person::kSecond);  // nobody is "you" in public
    v.events.push_back(Event{e.seat, std::move(text), std::move(text_you), event_cue(e), event_tell(e)});
  }
  return v;
}

std::string to_json(const View& v) { return fields::to_json(v); }

Result<View> view_from_json(std::string_view json) {
  auto v = fields::from_json<View>(json, "view");
  if (!v) return v;
  if (std::string why = event_seat_problem(v->events, 2); !why.empty()) return make_error("view: " + why);
  return v;
}

const std::vector<ChartLine>& scoring_chart() {
  static const std::vector<ChartLine> kChart = {
      {"9s 8s 7s 6s 5s", "five in sequence, one suit"},
      {"Qs Qh Qd Qc 4h", "four of one rank"},
      {"6s 6h 6d Kc Ks", "three and a pair"},
      {"Kd Td 8d 4d 2d", "five of one suit"},
      {"Ts 9h 8d 7c 6s", "five in sequence; 5-4-3-2-A lowest"},
      {"8s 8h 8c Kd 3s", "three of one rank"},
      {"Js Jd 5h 5c As", "two pairs"},
      {"Ts Th Ad 7c 4s", "one pair"},
      {"As Jd 9h 6c 3s", "none of the above"},
  };
  return kChart;
}

const char* rules_text() {
  return "# How to play\n"
         "Two players build five-card poker hands in rows beside shared Common cards and win the chips on "
         "each Common card.\n\n"
         "- Each turn you play one card into one of your rows (how you get the card depends on the round type).\n"
         "- A row is your four cards there plus the Common card beside it.\n"
         "- When both sides of a row are full, the better poker hand takes that Common card's chips.\n"
         "- Three rounds; the higher chip total wins.\n"
         "[[example:h2h-flush-row]]\n\n"
         "# Goal\n"
         "Win the chips on the Common cards by beating your opponent's poker hand row by row: after three "
         "rounds the higher chip total wins.\n\n"
         "# Setup\n"
         "THE BOARD. Five Common spaces run down the middle. Beside each, every player has a row of four "
         "spaces on their own side. Your hand in a row is your four cards there plus the Common card; the "
         "order of the cards in a row does not matter.\n\n"
         "ROUNDS. Each player rolls the die; the higher roll deals the first round (ties roll again), and the "
         "deal alternates. The dealer's opponent starts each round.\n\n"
         "- Round 1 uses the first 3 Common cards, round 2 the first 4, round 3 all 5.\n"
         "- Two $100 chips go on each Common card.\n"
         "- Between rounds all cards return and the deck is reshuffled.\n\n"
         "# A turn\n"
         "ROUND TYPES. The dealer rolls the die (or, by option, picks; or the round is always Draw 1):\n"
         "- 1 Draw 1 - on your turn draw one card and play it.\n"
         "- 2 Split 2 - draw two, play one, give the other to your opponent, who plays it; then it is their "
         "turn.\n"
         "- 3 Hold 3 - each is dealt 3; play one and draw a replacement each turn.\n"
         "- 4 Play 4 - each is dealt 4; alternate playing one; when both hands are empty, 4 new cards each; "
         "who plays first alternates after each new deal.\n"
         "- 5 Share 5 - five cards are revealed beside the board; on your turn take one and play it; when all "
         "are used, five more; who takes first alternates.\n"
         "- 6 Crazy - roll again until not 6 and play that type, but a card may go on either side of the board "
         "(to block your opponent's rows).\n"
         "[[example:h2h-die-round-type]]\n\n"
         "# Winning\n"
         "WINNING A ROW. A row is complete when both sides hold four cards. The higher five-card hand wins the "
         "chips on its Common card at once: straight flush, four of a kind, full house, flush, straight, three "
         "of a kind, two pairs, one pair, high card.\n\n"
         "Aces are high or low in straights. Equal hands compare "
         "the highest card, then the next; pairs compare the pair first.\n\n"
         "NO BETS. After three rounds the higher chip total wins.\n\n"
         "# Special cases\n"
         "UP THE ANTE. Each player starts with $800. On your turn, before playing a card (in Draw 1 and "
         "Split 2 after seeing your new cards), you may bet on a Common card that still holds both $100 "
         "chips.\n\n"
         "- A bet or raise is at most $100 and never more than your opponent's chips; at most $200 per "
         "player per Common card per round.\n"
         "- Your opponent must decline (you take one $100 chip from the "
         "Common card and both take back this exchange's chips), accept and raise, or accept and call.\n"
         "- A completed row's winner takes every chip on its Common card.\n"
         "- The higher total after three rounds wins; if tied, each draws the top card of the deck and the higher card wins.\n"
         "[[example:h2h-chips]]";
}

const char* rules_notes() {
  return "# Our rulings\n"
         "Rulings not in the rulebook:\n"
         "- A completely tied row splits the chips on its Common card evenly.\n"
         "- Split 2: the player who receives the given card places it without betting; then their own "
         "turn begins (draw two, may bet, play one, give one).\n"
         "- Play 4: whoever did not start the previous deal starts the next, so one player may play "
         "twice in a row. Share 5: whoever did not take first from the previous set takes first.\n"
         "- Crazy: a card may go on any empty space of either side.\n"
         "- Up the Ante: one betting exchange per turn, before the card is played; bets and raises "
         "are $10 to $100 in steps of $10 and never more than either player can pay; no player commits "
         "more than $200 on one Common card in a round.\n"
         "- End of the game: if the totals are tied, each draws the top card of the remaining deck "
         "(higher rank wins, suits never decide, equal ranks draw again); if the deck runs out the "
         "game is a draw.";
}

}  // namespace ff::head_to_head
