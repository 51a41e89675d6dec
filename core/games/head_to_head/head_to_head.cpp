// Head-to-Head Poker: the rules (state machine, actions, notation, determinization).
#include "core/games/head_to_head/head_to_head.h"

#include <algorithm>

#include "core/games/head_to_head/head_to_head_ai.h"
#include "core/games/head_to_head/head_to_head_state.h"

namespace ff {
namespace head_to_head {

const char* round_type_id(RoundType t) {
  static const char* kIds[kNumRoundTypes] = {"draw1", "split2", "hold3", "play4", "share5"};
  return kIds[static_cast<int>(t) % kNumRoundTypes];
}

const char* round_type_name(RoundType t) {
  static const char* kNames[kNumRoundTypes] = {"Draw 1", "Split 2", "Hold 3", "Play 4", "Share 5"};
  return kNames[static_cast<int>(t) % kNumRoundTypes];
}

const char* round_type_how(RoundType t) {
  static const char* kHow[kNumRoundTypes] = {
      "Draw one card and play it.",
      "Draw two, play one, give the other to your opponent to play.",
      "Hold three cards: play one, draw a replacement.",
      "Four cards each: play them alternately, then four new ones.",
      "Five cards face up: take one and play it.",
  };
  return kHow[static_cast<int>(t) % kNumRoundTypes];
}

const char* phase_id(Phase p) {
  switch (p) {
    case Phase::kPick: return "pick";
    case Phase::kPlay: return "play";
    case Phase::kPlaceGiven: return "place_given";
    case Phase::kRespond: return "respond";
    case Phase::kGameOver: return "game_over";
  }
  return "?";
}

DecodedAction decode(Action a) {
  DecodedAction d;
  if (a < 520) {
    d.kind = DecodedAction::kPlay;
    d.card = Card::from_index52(static_cast<int>(a / 10));
    d.opponent_side = (a % 10) >= 5;
    d.row = static_cast<int>(a % 5);
  } else if (a >= kPickBase && a < kPickBase + 2 * kNumRoundTypes) {
    d.kind = DecodedAction::kPick;
    d.round_type = static_cast<RoundType>((a - kPickBase) / 2);
    d.crazy = (a - kPickBase) % 2 == 1;
  } else if (a >= kBetBase && a < kBetBase + 50) {
    d.kind = DecodedAction::kBet;
    d.amount = static_cast<int>((a - kBetBase) / 5 + 1) * 10;
    d.row = static_cast<int>((a - kBetBase) % 5);
  } else if (a >= kRaiseBase && a < kRaiseBase + 10) {
    d.kind = DecodedAction::kRaise;
    d.amount = static_cast<int>(a - kRaiseBase + 1) * 10;
  } else if (a == kCall) {
    d.kind = DecodedAction::kCall;
  } else if (a == kDecline) {
    d.kind = DecodedAction::kDecline;
  }
  return d;
}

Action encode_pick(RoundType type, bool crazy) {
  return kPickBase + static_cast<Action>(static_cast<int>(type) * 2 + (crazy ? 1 : 0));
}
Action encode_bet(int amount, int row) { return kBetBase + static_cast<Action>((amount / 10 - 1) * 5 + row); }
Action encode_raise(int amount) { return kRaiseBase + static_cast<Action>(amount / 10 - 1); }

Config resolve_config(const Options& options) {
  const GameInfo& info = head_to_head_game().info;
  Config c;
  c.betting = static_cast<Betting>(option_index(info, options, "mode"));
  c.round_type = static_cast<RoundTypeRule>(option_index(info, options, "round_type"));
  return c;
}

const std::string& option_choice(const char* key, int index) {
  for (const OptionSpec& spec : head_to_head_game().info.options)
    if (spec.key == key) return spec.choices.at(static_cast<size_t>(index));
  static const std::string kNone;
  return kNone;
}

// ---- construction and randomness --------------------------------------------------------------

H2HState::H2HState(const Game& game, uint64_t seed, int seats, const Options& options,
                   std::shared_ptr<const Rig> rig)
    : State(game, seed, seats, options), rng_(seed), rig_(std::move(rig)), config_(resolve_config(options)) {
  for (int s = 0; s < 2; ++s) {
    chips_[s] = ante() ? kAnteChips : 0;
    if (rig_ && rig_->chips[s] >= 0) chips_[s] = rig_->chips[s];
  }
  events_.reserve(160);
  // Opening roll: each player rolls, the higher deals the first round, ties roll again.
  for (;;) {
    int a = roll_die(), b = roll_die();
    opening_rolls_.push_back({static_cast<uint8_t>(a), static_cast<uint8_t>(b)});
    log(EventKind::kOpeningRoll, 0).value = static_cast<int16_t>(a);
    log(EventKind::kOpeningRoll, 1).value = static_cast<int16_t>(b);
    if (a != b) {
      first_dealer_ = a > b ? 0 : 1;
      break;
    }
    log(EventKind::kOpeningTie, -1);
  }
  log(EventKind::kFirstDealer, first_dealer_);
  dealer_ = first_dealer_;
  start_round();
}

int H2HState::roll_die() {
  if (rig_ && rig_die_ < rig_->dice.size()) return rig_->dice[rig_die_++];
  return rng_.die(6);
}

void H2HState::shuffle_deck() {
  for (int i = 0; i < 52; ++i) deck_[i] = Card::from_index52(i);
  rng_.shuffle(deck_, 52);
  deck_n_ = 52;
  if (rig_ && round_ < static_cast<int>(rig_->deck_tops.size())) {
    const auto& tops = rig_->deck_tops[round_];
    for (size_t i = 0; i < tops.size() && i < 52; ++i) {
      int pos = 51 - static_cast<int>(i);
      for (int j = 0; j <= pos; ++j)
        if (deck_[j] == tops[i]) {
          std::swap(deck_[j], deck_[pos]);
          break;
        }
    }
  }
}

EventRecord& H2HState::log(EventKind kind, int seat) {
  if (quiet_) return unlogged_ = EventRecord{};
  EventRecord e;
  e.kind = kind;
  e.seat = static_cast<int8_t>(seat);
  e.round = static_cast<uint8_t>(round_);
  events_.push_back(e);
  return events_.back();
}

// ---- rounds and turns -------------------------------------------------------------------------

void H2HState::start_round() {
  // Every card returns and the deck is reshuffled.
  hand_n_[0] = hand_n_[1] = 0;
  offer_n_ = 0;
  has_given_ = false;
  for (auto& side : row_n_)
    for (auto& n : side) n = 0;
  shuffle_deck();
  for (auto& r : results_[round_]) r = RowResult{};
  const int act = active_commons();
  for (int r = 0; r < kCommons; ++r) {
    house_[r] = r < act ? kHouseChipsPerCommon : 0;
    committed_[r][0] = committed_[r][1] = 0;
  }
  for (int r = 0; r < act; ++r) common_[r] = draw_card();
  {
    EventRecord& e = log(EventKind::kRoundStart, dealer_);
    e.count = static_cast<uint8_t>(act);
    for (int r = 0; r < act; ++r) e.cards[r] = common_[r];
  }
  ex_active_ = false;
  ex_put_[0] = ex_put_[1] = 0;
  bet_used_ = false;
  type_rolls_.clear();
  type_known_ = false;
  crazy_ = false;
  turn_ = 1 - dealer_;
  if (config_.round_type == RoundTypeRule::kAlwaysDraw1) {
    type_ = RoundType::kDraw1;
    type_known_ = true;
    log(EventKind::kTypeFixed, -1);
    setup_round_type();
  } else if (config_.round_type == RoundTypeRule::kDieRoll) {
    for (;;) {
      int r = roll_die();
      type_rolls_.push_back(static_cast<uint8_t>(r));
      if (r == 6) {
        crazy_ = true;
        log(EventKind::kTypeRoll, dealer_).value = 6;
        continue;
      }
      type_ = static_cast<RoundType>(r - 1);
      EventRecord& e = log(EventKind::kTypeRoll, dealer_);
      e.value = static_cast<int16_t>(r);
      e.flags = crazy_ ? 1 : 0;
      break;
    }
    type_known_ = true;
    setup_round_type();
  } else {
    phase_ = Phase::kPick;
  }
}

void H2HState::setup_round_type() {
  const int starter = 1 - dealer_;
  switch (type_) {
    case RoundType::kHold3: deal_hands(starter, 3); break;
    case RoundType::kPlay4: deal_hands(starter, 4); break;
    case RoundType::kShare5: reveal_offer(starter); break;
    default: break;
  }
  start_turn(starter);
}

void H2HState::deal_hands(int first, int count) {
  set_starter_ = first;
  for (int s : {first, 1 - first})
    for (int i = 0; i < count && deck_n_ > 0; ++i) hand_[s][hand_n_[s]++] = draw_card();
  log(EventKind::kDeal, first).value = static_cast<int16_t>(count);
}

void H2HState::reveal_offer(int first_taker) {
  set_starter_ = first_taker;
  offer_n_ = 0;
  while (offer_n_ < 5 && deck_n_ > 0) offer_[offer_n_++] = draw_card();
  EventRecord& e = log(EventKind::kReveal, first_taker);
  e.count = offer_n_;
  for (int i = 0; i < offer_n_; ++i) e.cards[i] = offer_[i];
}

void H2HState::start_turn(int player) {
  turn_ = player;
  phase_ = Phase::kPlay;
  bet_used_ = false;
  if (type_ == RoundType::kDraw1 || type_ == RoundType::kSplit2) {
    int n = type_ == RoundType::kDraw1 ? 1 : 2;
    for (int i = 0; i < n && deck_n_ > 0; ++i) hand_[player][hand_n_[player]++] = draw_card();
  }
}

// ---- queries ------------------------------------------------------------------------------------

int H2HState::current_player() const {
  switch (phase_) {
    case Phase::kPick: return dealer_;
    case Phase::kPlay: return turn_;
    case Phase::kPlaceGiven: return 1 - turn_;
    case Phase::kRespond: return 1 - ex_last_;
    case Phase::kGameOver: return kTerminal;
  }
  return kTerminal;
}

int H2HState::playable_cards(Card* out) const {
  int n = 0;
  if (phase_ == Phase::kPlaceGiven) {
    if (has_given_) out[n++] = given_;
  } else if (phase_ == Phase::kPlay) {
    if (type_ == RoundType::kShare5) {
      for (int i = 0; i < offer_n_; ++i) out[n++] = offer_[i];
    } else {
      for (int i = 0; i < hand_n_[turn_]; ++i) out[n++] = hand_[turn_][i];
    }
  }
  for (int i = 1; i < n; ++i)  // by index52 (insertion sort: five cards at most)
    for (int j = i; j > 0 && out[j - 1].index52() > out[j].index52(); --j) std::swap(out[j - 1], out[j]);
  return n;
}

int H2HState::max_open_bet(int row) const {
  if (!ante() || phase_ != Phase::kPlay || bet_used_) return 0;
  if (row < 0 || row >= active_commons() || house_[row] != kHouseChipsPerCommon || row_complete(row)) return 0;
  const int p = turn_;
  int m = std::min({kMaxRaise, chips_[p], chips_[1 - p], kMaxPerCard - committed_[row][p]});
  m = m / 10 * 10;
  return m >= 10 ? m : 0;
}

bool H2HState::betting_open() const {
  if (!ante() || phase_ != Phase::kPlay || bet_used_) return false;
  for (int r = 0; r < active_commons(); ++r)
    if (max_open_bet(r) > 0) return true;
  return false;
}

int H2HState::max_raise() const {
  if (!ex_active_) return 0;
  const int responder = 1 - ex_last_, other = ex_last_;
  const int need = to_call();
  int m = std::min({kMaxRaise, chips_[responder] - need, chips_[other],
                    kMaxPerCard - (committed_[ex_row_][responder] + ex_put_[responder] + need)});
  m = m / 10 * 10;
  return m >= 10 ? m : 0;
}

std::vector<Action> H2HState::legal_actions() const {
  std::vector<Action> out;
  switch (phase_) {
    case Phase::kGameOver:
      return out;
    case Phase::kPick:
      for (Action a = kPickBase; a < kPickBase + 2 * kNumRoundTypes; ++a) out.push_back(a);
      return out;
    case Phase::kRespond: {
      const int mr = max_raise();
      for (int y = 10; y <= mr; y += 10) out.push_back(encode_raise(y));
      out.push_back(kCall);
      out.push_back(kDecline);
      return out;
    }
    case Phase::kPlay:
    case Phase::kPlaceGiven: {
      const int p = current_player();
      Card cards[5];
      const int n = playable_cards(cards);
      out.reserve(static_cast<size_t>(n) * 10 + 8);
      for (int i = 0; i < n; ++i)
        for (int side = 0; side < 2; ++side)
          for (int row = 0; row < active_commons(); ++row)
            if (can_place(p, side == 0 ? p : 1 - p, row)) out.push_back(encode_play(cards[i], row, side == 1));
      if (phase_ == Phase::kPlay && ante() && !bet_used_) {
        int max_bet[kCommons];
        for (int r = 0; r < kCommons; ++r) max_bet[r] = max_open_bet(r);
        for (int amount = 10; amount <= kMaxRaise; amount += 10)
          for (int r = 0; r < kCommons; ++r)
            if (max_bet[r] >= amount) out.push_back(encode_bet(amount, r));
      }
      return out;
    }
  }
  return out;
}

// ---- applying actions ---------------------------------------------------------------------------

void H2HState::do_apply(Action a) {
  const DecodedAction d = decode(a);
  const int p = current_player();
  switch (d.kind) {
    case DecodedAction::kPick: apply_pick(p, d); return;
    case DecodedAction::kBet: apply_bet(p, d); return;
    case DecodedAction::kRaise: apply_raise(p, d); return;
    case DecodedAction::kCall: apply_call(p); return;
    case DecodedAction::kDecline: apply_decline(p); return;
    case DecodedAction::kPlay: apply_play(p, d); return;
    case DecodedAction::kInvalid: return;
  }
}

void H2HState::apply_pick(int p, const DecodedAction& d) {
  type_ = d.round_type;
  crazy_ = d.crazy;
  type_known_ = true;
  EventRecord& e = log(EventKind::kPick, p);
  e.value = static_cast<int16_t>(d.round_type);
  e.flags = d.crazy ? 1 : 0;
  setup_round_type();
}

void H2HState::apply_bet(int p, const DecodedAction& d) {
  chips_[p] -= d.amount;
  ex_active_ = true;
  ex_row_ = d.row;
  ex_put_[p] = d.amount;
  ex_put_[1 - p] = 0;
  ex_last_ = p;
  bet_used_ = true;
  phase_ = Phase::kRespond;
  EventRecord& e = log(EventKind::kBet, p);
  e.row = static_cast<int8_t>(d.row);
  e.value = static_cast<int16_t>(d.amount);
}

void H2HState::apply_raise(int p, const DecodedAction& d) {
  const int need = to_call();
  chips_[p] -= need + d.amount;
  ex_put_[p] += need + d.amount;
  ex_last_ = p;
  EventRecord& e = log(EventKind::kRaise, p);
  e.row = static_cast<int8_t>(ex_row_);
  e.value = static_cast<int16_t>(need);
  e.value2 = static_cast<int16_t>(d.amount);
}

void H2HState::apply_call(int p) {
  const int need = to_call();
  chips_[p] -= need;
  ex_put_[p] += need;
  committed_[ex_row_][0] += ex_put_[0];
  committed_[ex_row_][1] += ex_put_[1];
  EventRecord& e = log(EventKind::kCall, p);
  e.row = static_cast<int8_t>(ex_row_);
  e.value = static_cast<int16_t>(need);
  close_exchange();
}

void H2HState::apply_decline(int p) {
  const int bettor = ex_last_;
  EventRecord& declined = log(EventKind::kDecline, p);
  declined.row = static_cast<int8_t>(ex_row_);
  declined.value = static_cast<int16_t>(ex_put_[p]);
  declined.value2 = static_cast<int16_t>(ex_put_[bettor]);
  chips_[0] += ex_put_[0];
  chips_[1] += ex_put_[1];
  house_[ex_row_] -= 1;
  chips_[bettor] += kHouseChip;
  EventRecord& house = log(EventKind::kHouseChip, bettor);
  house.row = static_cast<int8_t>(ex_row_);
  house.value = static_cast<int16_t>(ex_put_[bettor]);
  close_exchange();
}

void H2HState::apply_play(int p, const DecodedAction& d) {
  const bool was_given = phase_ == Phase::kPlaceGiven;
  Card gave{};
  uint8_t flags = d.opponent_side ? kFlagOpp : 0;
  if (was_given) {
    has_given_ = false;
    flags |= kFlagGiven;
  } else {
    flags |= take_played(p, d.card, gave);
  }
  EventRecord& e = log(EventKind::kPlay, p);
  e.cards[0] = d.card;
  e.cards[1] = gave;
  e.row = static_cast<int8_t>(d.row);
  e.flags = flags;
  const int round_before = round_;
  place(p, d.card, d.opponent_side ? 1 - p : p, d.row);
  if (phase_ == Phase::kGameOver || round_ != round_before) return;  // the round ended
  after_placement(p, was_given);
}

uint8_t H2HState::take_played(int p, Card card, Card& gave) {
  if (type_ == RoundType::kShare5) {
    int i = 0;
    while (i < offer_n_ && offer_[i] != card) ++i;
    for (; i + 1 < offer_n_; ++i) offer_[i] = offer_[i + 1];
    --offer_n_;
    return kFlagFromOffer;
  }
  auto& n = hand_n_[p];
  int i = 0;
  while (i < n && hand_[p][i] != card) ++i;
  for (; i + 1 < n; ++i) hand_[p][i] = hand_[p][i + 1];
  --n;
  if (type_ != RoundType::kSplit2 || n == 0) return 0;
  gave = hand_[p][0];
  n = 0;
  given_ = gave;
  has_given_ = true;
  return kFlagGave;
}

void H2HState::after_placement(int p, bool was_given) {
  if (was_given) {
    start_turn(p);  // Split 2: the receiver's own turn follows
    return;
  }
  switch (type_) {
    case RoundType::kDraw1:
      start_turn(1 - p);
      break;
    case RoundType::kSplit2:
      if (has_given_) {
        phase_ = Phase::kPlaceGiven;  // the opponent places the given card
      } else {
        start_turn(1 - p);
      }
      break;
    case RoundType::kHold3:
      if (deck_n_ > 0) hand_[p][hand_n_[p]++] = draw_card();
      start_turn(1 - p);
      break;
    case RoundType::kPlay4:
      if (hand_n_[0] == 0 && hand_n_[1] == 0) {
        // A new deal: whoever did not start the previous deal starts this one.
        const int next = 1 - set_starter_;
        deal_hands(next, 4);
        start_turn(next);
      } else {
        start_turn(hand_n_[1 - p] > 0 ? 1 - p : p);
      }
      break;
    case RoundType::kShare5:
      if (offer_n_ == 0) {
        // A new set: whoever did not take first from the previous set takes first.
        const int next = 1 - set_starter_;
        reveal_offer(next);
        start_turn(next);
      } else {
        start_turn(1 - p);
      }
      break;
  }
}

void H2HState::close_exchange() {
  ex_active_ = false;
  ex_put_[0] = ex_put_[1] = 0;
  ex_row_ = -1;
  phase_ = Phase::kPlay;  // the turn player now plays; bet_used_ stays set
}

void H2HState::place(int mover, Card card, int side_seat, int row) {
  rows_[side_seat][row][row_n_[side_seat][row]++] = card;
  if (row_complete(row)) resolve_row(row);
  for (int r = 0; r < active_commons(); ++r)
    if (!row_complete(r)) return;
  end_round();
}

void H2HState::resolve_row(int row) {
  RowResult& res = results_[round_][row];
  res.done = true;
  for (int s = 0; s < 2; ++s) {
    for (int i = 0; i < kRowCards; ++i) res.hand[s][i] = rows_[s][row][i];
    res.hand[s][4] = common_[row];
    res.strength[s] = evaluate5(res.hand[s]);
  }
  const int pot = house_[row] * kHouseChip + committed_[row][0] + committed_[row][1];
  res.house = static_cast<int16_t>(house_[row] * kHouseChip);
  res.bets = static_cast<int16_t>(committed_[row][0] + committed_[row][1]);
  if (res.strength[0] == res.strength[1]) {
    res.winner = -1;
    res.won[0] = static_cast<int16_t>(pot / 2);
    res.won[1] = static_cast<int16_t>(pot - pot / 2);
  } else {
    res.winner = static_cast<int8_t>(res.strength[0] > res.strength[1] ? 0 : 1);
    res.won[res.winner] = static_cast<int16_t>(pot);
  }
  chips_[0] += res.won[0];
  chips_[1] += res.won[1];
  house_[row] = 0;
  committed_[row][0] = committed_[row][1] = 0;
  log(EventKind::kRow, res.winner).row = static_cast<int8_t>(row);
}

void H2HState::end_round() {
  for (int s = 0; s < 2; ++s) log(EventKind::kRoundEnd, s).value = static_cast<int16_t>(chips_[s]);
  ends_[round_] = RoundEnd{type_, crazy_, {chips_[0], chips_[1]}};
  rounds_ended_ = round_ + 1;
  if (round_ == kRounds - 1) {
    finish_game();
    return;
  }
  ++round_;
  dealer_ = 1 - dealer_;
  start_round();
}

void H2HState::finish_game() {
  phase_ = Phase::kGameOver;
  ex_active_ = false;
  if (chips_[0] != chips_[1]) {
    winner_ = chips_[0] > chips_[1] ? 0 : 1;
  } else {
    // Tied: each draws the top card of the remaining deck; the higher rank wins, equal ranks draw again.
    log(EventKind::kChipsTied, -1).value = static_cast<int16_t>(chips_[0]);
    const int first = 1 - dealer_;
    winner_ = -1;
    for (;;) {
      if (deck_n_ < 2) {
        log(EventKind::kTieDeckEmpty, -1);
        break;
      }
      Card c[2];
      for (int k = 0; k < 2; ++k) {
        int s = k == 0 ? first : 1 - first;
        c[s] = draw_card();
        tiebreak_.push_back({static_cast<int8_t>(s), c[s]});
        log(EventKind::kTieDraw, s).cards[0] = c[s];
      }
      if (c[0].rank != c[1].rank) {
        winner_ = c[0].rank > c[1].rank ? 0 : 1;
        break;
      }
      log(EventKind::kTieAgain, -1);
    }
  }
  EventRecord& e = log(EventKind::kResult, winner_);
  const int w = winner_ >= 0 ? winner_ : 0;
  e.value = static_cast<int16_t>(chips_[w]);
  e.value2 = static_cast<int16_t>(chips_[1 - w]);
}

std::vector<double> H2HState::returns() const {
  std::vector<double> r(2, 0.0);
  if (phase_ != Phase::kGameOver || winner_ < 0) return r;
  r[winner_] = 1.0;
  r[1 - winner_] = -1.0;
  return r;
}

// ---- notation -------------------------------------------------------------------------------

std::string H2HState::action_to_string(Action a) const {
  const DecodedAction d = decode(a);
  switch (d.kind) {
    case DecodedAction::kPlay:
      return "play " + to_string(d.card) + " " + std::to_string(d.row + 1) + (d.opponent_side ? " opp" : "");
    case DecodedAction::kPick:
      return std::string("pick ") + (d.crazy ? "crazy " : "") + round_type_id(d.round_type);
    case DecodedAction::kBet:
      return "bet " + std::to_string(d.amount) + " on " + std::to_string(d.row + 1);
    case DecodedAction::kRaise:
      return "raise " + std::to_string(d.amount);
    case DecodedAction::kCall:
      return "call";
    case DecodedAction::kDecline:
      return "decline";
    case DecodedAction::kInvalid:
      break;
  }
  return "invalid " + std::to_string(a);
}

// The same words as the log line the move will write (plays, picks and bets), without the Common
// card for the answers to a bet (the table shows which one).
std::string H2HState::describe(Action a, Person person) const {
  const DecodedAction d = decode(a);
  EventRecord e;
  e.seat = static_cast<int8_t>(current_player());
  e.row = static_cast<int8_t>(d.row);
  e.value = static_cast<int16_t>(d.amount);
  switch (d.kind) {
    case DecodedAction::kPlay:
      e.kind = EventKind::kPlay;
      e.cards[0] = d.card;
      e.flags = d.opponent_side ? kFlagOpp : 0;
      if (phase_ == Phase::kPlaceGiven) e.flags |= kFlagGiven;
      if (type_ == RoundType::kShare5) e.flags |= kFlagFromOffer;
      if (phase_ == Phase::kPlay && type_ == RoundType::kSplit2 && hand_n_[turn_] == 2) {
        e.flags |= kFlagGave;
        e.cards[1] = hand_[turn_][0] == d.card ? hand_[turn_][1] : hand_[turn_][0];
      }
      return event_text(*this, e, person);
    case DecodedAction::kPick:
      e.kind = EventKind::kPick;
      e.value = static_cast<int16_t>(d.round_type);
      e.flags = d.crazy ? 1 : 0;
      return event_text(*this, e, person);
    case DecodedAction::kBet:
      e.kind = EventKind::kBet;
      return event_text(*this, e, person);
    case DecodedAction::kRaise:
      return verb(person, "call ", "calls ") + dollars(ex_active_ ? to_call() : 0) + verb(person, " and raise ", " and raises ") +
             dollars(d.amount);
    case DecodedAction::kCall:
      return verb(person, "call ", "calls ") + dollars(ex_active_ ? to_call() : 0);
    case DecodedAction::kDecline:
      return verb(person, "decline", "declines");
    case DecodedAction::kInvalid:
      break;
  }
  return action_to_string(a);
}

// The rule that makes a legal action legal, for the guided first game.
std::string H2HState::explain(Action a) const {
  const DecodedAction d = decode(a);
  switch (d.kind) {
    case DecodedAction::kPlay: {
      const int side = d.opponent_side ? 1 - current_player() : current_player();
      const int n = row_n_[side][d.row];
      std::string room = "Row " + std::to_string(d.row + 1) + (d.opponent_side ? " on your opponent's side" : "") +
                         " has " + std::to_string(n) + " of " + std::to_string(kRowCards) + " cards, so it has room";
      if (d.opponent_side) room += "; in a Crazy round a card may go on either side";
      std::string why;
      if (phase_ == Phase::kPlaceGiven) why = "Split 2: the card your opponent gave you must be played now.";
      else if (type_ == RoundType::kDraw1) why = "Draw 1: you drew " + to_label(d.card) + " and must play it.";
      else if (type_ == RoundType::kSplit2) why = "Split 2: play one of the two cards you drew; the other goes to your opponent.";
      else if (type_ == RoundType::kHold3) why = "Hold 3: play one of the cards you hold; you draw a replacement.";
      else if (type_ == RoundType::kPlay4) why = "Play 4: play your four cards one at a time, taking turns.";
      else why = "Share 5: take any face-up card and play it.";
      return why + " " + room + ". Aim for the best five-card poker hand with the Common card.";
    }
    case DecodedAction::kPick:
      return "You deal this round, and this game lets the dealer pick the round type.";
    case DecodedAction::kBet:
      return "Up the Ante: before playing you may bet up to " + dollars(kMaxRaise) + " on a Common card in play, at most " +
             dollars(kMaxPerCard) + " a card per round. Betting is optional.";
    case DecodedAction::kRaise:
      return "Your opponent bet: you may match it and raise by up to " + dollars(kMaxRaise) + ".";
    case DecodedAction::kCall:
      return "Your opponent bet: matching it keeps you in for that Common card.";
    case DecodedAction::kDecline:
      return "Your opponent bet: declining hands them a " + dollars(kHouseChip) + " house chip from that card.";
    case DecodedAction::kInvalid:
      break;
  }
  return "";
}

// ---- hidden information -------------------------------------------------------------------------

std::unique_ptr<State> H2HState::determinize(int seat, Rng& rng) const {
  auto copy = std::make_unique<H2HState>(*this);
  const int other = 1 - seat;
  // Hidden from `seat`: the deck (order and content) and the other seat's hand / drawn cards.
  Card unseen[52];
  int n = 0;
  for (int i = 0; i < deck_n_; ++i) unseen[n++] = deck_[i];
  for (int i = 0; i < hand_n_[other]; ++i) unseen[n++] = hand_[other][i];
  std::sort(unseen, unseen + n);  // the result must depend on the view and rng only
  rng.shuffle(unseen, static_cast<size_t>(n));
  int k = 0;
  for (int i = 0; i < deck_n_; ++i) copy->deck_[i] = unseen[k++];
  for (int i = 0; i < hand_n_[other]; ++i) copy->hand_[other][i] = unseen[k++];
  copy->rng_.reseed(rng.next_u64());  // future dice and shuffles
  copy->rig_.reset();
  copy->rig_die_ = 0;
  copy->quiet_ = true;
  return copy;
}

// Search copies stay quiet (no log: faster playouts); the undo check's copies must log, or every
// action that writes the log would look as if it showed the seat something.
std::unique_ptr<State> H2HState::determinize_logged(int seat, Rng& rng) const {
  auto copy = determinize(seat, rng);
  static_cast<H2HState&>(*copy).quiet_ = false;
  return copy;
}

std::vector<Card> H2HState::all_cards() const {
  std::vector<Card> all(deck_, deck_ + deck_n_);
  for (int r = 0; r < active_commons(); ++r) all.push_back(common_[r]);
  for (int s = 0; s < 2; ++s) {
    for (int r = 0; r < kCommons; ++r) all.insert(all.end(), rows_[s][r], rows_[s][r] + row_n_[s][r]);
    all.insert(all.end(), hand_[s], hand_[s] + hand_n_[s]);
  }
  if (has_given_) all.push_back(given_);
  all.insert(all.end(), offer_, offer_ + offer_n_);
  for (const auto& t : tiebreak_) all.push_back(t.second);
  return all;
}

// ---- JSON ----------------------------------------------------------------------------------------

namespace {
void write_row_result(JsonWriter& j, const RowResult& res, int round, int row) {
  j.begin_object().key("round").value(round + 1).key("row").value(row + 1).key("winner").value(static_cast<int>(res.winner));
  j.key("strengths").begin_array().value(static_cast<int>(res.strength[0])).value(static_cast<int>(res.strength[1]));
  j.end_array();
  j.key("won").begin_array().value(static_cast<int>(res.won[0])).value(static_cast<int>(res.won[1])).end_array();
  j.end_object();
}
}  // namespace

std::string H2HState::to_json() const {
  JsonWriter j;
  j.begin_object();
  j.key("phase").value(phase_id(phase_));
  j.key("to_act").value(current_player());
  j.key("ante").value(ante());
  j.key("round").value(round_ + 1);
  j.key("first_dealer").value(first_dealer_);
  j.key("dealer").value(dealer_);
  j.key("turn").value(turn_);
  j.key("round_type_known").value(type_known_);
  j.key("round_type").value(round_type_id(type_));
  j.key("crazy").value(crazy_);
  j.key("type_rolls").begin_array();
  for (uint8_t r : type_rolls_) j.value(static_cast<int>(r));
  j.end_array();
  j.key("opening_rolls").begin_array();
  for (const auto& r : opening_rolls_) j.begin_array().value(static_cast<int>(r[0])).value(static_cast<int>(r[1])).end_array();
  j.end_array();
  j.key("deck").cards(std::vector<Card>(deck_, deck_ + deck_n_));
  j.key("commons").cards(std::vector<Card>(common_, common_ + active_commons()));
  j.key("rows").begin_array();
  for (int s = 0; s < 2; ++s) {
    j.begin_array();
    for (int r = 0; r < kCommons; ++r) j.cards(std::vector<Card>(rows_[s][r], rows_[s][r] + row_n_[s][r]));
    j.end_array();
  }
  j.end_array();
  j.key("hands").begin_array();
  for (int s = 0; s < 2; ++s) j.cards(std::vector<Card>(hand_[s], hand_[s] + hand_n_[s]));
  j.end_array();
  j.key("given");
  if (has_given_) j.card(given_); else j.null();
  j.key("offer").cards(std::vector<Card>(offer_, offer_ + offer_n_));
  j.key("set_starter").value(set_starter_);
  j.key("chips").begin_array().value(chips_[0]).value(chips_[1]).end_array();
  j.key("house").begin_array();
  for (int r = 0; r < kCommons; ++r) j.value(house_[r]);
  j.end_array();
  j.key("committed").begin_array();
  for (int r = 0; r < kCommons; ++r) j.begin_array().value(committed_[r][0]).value(committed_[r][1]).end_array();
  j.end_array();
  j.key("bet_used").value(bet_used_);
  j.key("exchange");
  if (ex_active_) {
    j.begin_object().key("row").value(ex_row_).key("last").value(ex_last_);
    j.key("put").begin_array().value(ex_put_[0]).value(ex_put_[1]).end_array().end_object();
  } else {
    j.null();
  }
  j.key("results").begin_array();
  for (int rd = 0; rd <= round_; ++rd)
    for (int r = 0; r < kCommons; ++r)
      if (results_[rd][r].done) write_row_result(j, results_[rd][r], rd, r);
  j.end_array();
  j.key("winner").value(winner_);
  j.key("tiebreak").begin_array();
  for (const auto& t : tiebreak_) j.begin_array().value(static_cast<int>(t.first)).card(t.second).end_array();
  j.end_array();
  j.key("events").begin_array();
  for (const EventRecord& e : events_) j.begin_array().value(static_cast<int>(e.seat)).value(event_text(*this, e)).end_array();
  j.end_array();
  j.end_object();
  return j.str();
}

std::string H2HState::view_json(int seat) const { return head_to_head::to_json(view(*this, seat)); }
std::string H2HState::view_tail_json(int seat, size_t events_from) const { return head_to_head::to_json(view(*this, seat, events_from)); }
size_t H2HState::event_count() const { return events_.size(); }

// ---- registration ---------------------------------------------------------------------------------

namespace {
std::unique_ptr<State> create(const Game& game, uint64_t seed, int seats, const Options& options) {
  return std::make_unique<H2HState>(game, seed, seats, options, nullptr);
}
}  // namespace

std::unique_ptr<State> make_for_test(uint64_t seed, const Options& options, const Rig& rig) {
  const Game& game = head_to_head_game();
  auto resolved = resolve_options(game.info, options);
  if (!resolved) return nullptr;
  return std::make_unique<H2HState>(game, seed, 2, *resolved, std::make_shared<const Rig>(rig));
}

}  // namespace head_to_head

// Plays per game: 24 + 32 + 40 = 96 spaces; picks: 3. Betting: per Common card per round every
// bet or raise lifts the larger of the two players' totals on it by at least $10 and that total
// never exceeds $200 (a declined exchange leaves one house chip, so no further bets on that card),
// so at most 20 bets/raises plus at most 20 calls/declines: 40 actions x (3 + 4 + 5) cards.
constexpr int kMaxActions = 96 + 3 + 40 * (3 + 4 + 5);

const Game& head_to_head_game() {
  static const Game game{
      GameInfo{
          .id = "head-to-head-poker",
          .name = "Head-to-Head Poker",
          .summary = "Knizia's duel: build poker hands in rows beside five Common cards and win their chips.",
          .min_seats = 2,
          .max_seats = 2,
          .options =
              {
                  OptionSpec{.key = "mode",
                             .label = "Betting",
                             .choices = {"nobet", "ante"},
                             .choice_labels = {"No bets", "Up the Ante"},
                             .help = "No bets: collect the $100 house chips. Up the Ante: start with $800 and bet "
                                     "on the Common cards."},
                  OptionSpec{.key = "round_type",
                             .label = "Round type",
                             .choices = {"die", "pick", "draw1"},
                             .choice_labels = {"Dealer rolls the die", "Dealer picks",
                                               "Always Draw 1 - for a first game"},
                             .help = "How each round's type is chosen: the dealer's die roll, the dealer's "
                                     "choice, or always Draw 1."},
              },
          .max_actions = kMaxActions,
          .guided_options = {{"round_type", "draw1"}},  // the rulebook's advice for first-time players
      },
      &head_to_head::create,
      head_to_head::kAiTraits,
  };
  return game;
}

}  // namespace ff
