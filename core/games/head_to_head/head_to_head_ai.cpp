// Head-to-Head Poker's AI: the rollout policy, the heuristic bot, the search's
// evaluation and budgets, registered in the game's AiTraits (core/engine/ai_traits.h).
//
// A side of a row (its cards plus the Common card, n of five known) is scored by the mean value of
// its final hand when the open spaces are filled with random cards: value = category (0 high card
// .. 8 straight flush) plus the hand's place inside its category (0..1). Partial hands are looked
// up in tables built once from the exact five-card values (only the ranks and "all one suit"
// matter). A row's chance of being won compares both sides' values, with a spread that shrinks as
// the row fills; a play is worth the chips on its Common card times the change in that chance.
#include <algorithm>
#include <cmath>
#include <vector>

#include "core/games/head_to_head/head_to_head_ai.h"
#include "core/games/head_to_head/head_to_head_state.h"

namespace ff::head_to_head {
namespace {

constexpr int kPow13[6] = {1, 13, 169, 2197, 28561, 371293};
int pow13(int n) { return kPow13[n]; }

struct Tables {
  float value[kNumHandStrengths + 1];
  std::vector<float> partial[5];  // [n]: 2 * 13^n entries, by sorted ranks (0..12) and the suited flag

  static int key(const int* sorted_ranks, int n, bool suited) {
    int k = 0;
    for (int i = n - 1; i >= 0; --i) k = k * 13 + sorted_ranks[i];
    return k + (suited ? pow13(n) : 0);
  }

  Tables() {
    // Category floors, found from category_of so they never drift from poker.cpp.
    int floor[kNumHandCategories + 1];
    floor[kNumHandCategories] = kNumHandStrengths + 1;
    for (int s = kNumHandStrengths; s >= 1; --s) floor[static_cast<int>(category_of(static_cast<HandStrength>(s)))] = s;
    value[0] = 0;
    for (int s = 1; s <= kNumHandStrengths; ++s) {
      int c = static_cast<int>(category_of(static_cast<HandStrength>(s)));
      value[s] = static_cast<float>(c + static_cast<double>(s - floor[c]) / (floor[c + 1] - floor[c]));
    }
    for (int n = 1; n <= 4; ++n) partial[n].assign(static_cast<size_t>(2 * pow13(n)), 0.0f);
    // n = 4 exactly from the five-card values, then n = 3, 2, 1 as averages over the next card.
    for (int n = 4; n >= 1; --n) {
      int r[4] = {0, 0, 0, 0};
      enumerate(n, 0, 0, r);
    }
  }

  // All nondecreasing rank sequences of length n.
  void enumerate(int n, int i, int lo, int* r) {
    if (i == n) {
      fill(n, r, false);
      bool distinct = true;
      for (int k = 1; k < n; ++k) distinct = distinct && r[k] != r[k - 1];
      if (distinct) fill(n, r, true);
      return;
    }
    for (int x = lo; x < 13; ++x) {
      r[i] = x;
      enumerate(n, i + 1, x, r);
    }
  }

  // Representative cards: suited patterns in one suit, the others in suits 0, 1, 2, 3 (no flush).
  void fill(int n, const int* r, bool suited) {
    Card cards[5];
    for (int i = 0; i < n; ++i) cards[i] = Card::make(static_cast<uint8_t>(r[i] + 2), static_cast<uint8_t>(suited ? 0 : i % 4));
    if (n == 1) suited = true;
    double sum = 0;
    int count = 0;
    for (int idx = 0; idx < 52; ++idx) {
      Card c = Card::from_index52(idx);
      bool used = false;
      for (int i = 0; i < n; ++i) used = used || cards[i] == c;
      if (used) continue;
      if (n == 4) {
        cards[4] = c;
        sum += value[evaluate5(cards)];
      } else {
        int rr[5];
        for (int i = 0; i < n; ++i) rr[i] = r[i];
        rr[n] = c.rank - 2;
        for (int j = n; j > 0 && rr[j - 1] > rr[j]; --j) std::swap(rr[j - 1], rr[j]);
        bool s2 = suited && c.suit == cards[0].suit;
        sum += partial[n + 1][key(rr, n + 1, s2)];
      }
      ++count;
    }
    partial[n][key(r, n, suited)] = static_cast<float>(sum / count);
  }
};

const Tables& tables() {
  static const Tables* t = new Tables();
  return *t;
}

// row_potential of five cards, and of n < 5 cards given by their ranks (0..12, sorted) and
// whether they share one suit.
double potential_of_five(const Card* five) { return tables().value[evaluate5(five)]; }
double potential_of_ranks(const int* sorted_ranks, int n, bool suited) {
  return tables().partial[n][Tables::key(sorted_ranks, n, suited)];
}

// The cards of `seat`'s side of `row` plus the Common card (last), and optionally one more card.
int side_cards(const H2HState& s, int seat, int row, Card* out, const Card* extra = nullptr) {
  int n = s.row_n_[seat][row];
  for (int i = 0; i < n; ++i) out[i] = s.rows_[seat][row][i];
  out[n++] = s.common_[row];
  if (extra) out[n++] = *extra;
  return n;
}

// A side's value (row_potential) with its number of known cards.
struct Side {
  double value;
  int known;
};

Side side_of(const H2HState& s, int seat, int row, const Card* extra = nullptr) {
  Card cards[5];
  const int n = side_cards(s, seat, row, cards, extra);
  return Side{row_potential(cards, n), n};
}

// 0.55 * sqrt(open) for 0..10 open spaces: the spread of win_chance.
struct Spreads {
  double sigma[11];
  Spreads() {
    for (int open = 0; open <= 10; ++open) sigma[open] = 0.55 * std::sqrt(static_cast<double>(open));
  }
};
const Spreads kSpreads;

// Chance that side `a` beats side `b`; complete sides compare exactly.
double win_chance(Side a, Side b) {
  const double va = a.value, vb = b.value;
  const int open = 10 - a.known - b.known;
  if (open == 0) return va > vb ? 1.0 : va < vb ? 0.0 : 0.5;
  return 1.0 / (1.0 + std::exp(-1.7 * (va - vb) / kSpreads.sigma[open]));
}

// `seat`'s current chance of winning `row`.
double row_chance(const H2HState& s, int seat, int row) {
  return win_chance(side_of(s, seat, row), side_of(s, 1 - seat, row));
}

int stake(const H2HState& s, int row) {
  return s.house_[row] * kHouseChip + s.committed_[row][0] + s.committed_[row][1];
}

// One side of a row as row_potential reads it, read once while it stays the same: its cards (the row's,
// then the Common card), their ranks (0..12) sorted, whether they share one suit, and its value.
// joined() is row_potential of the side plus one card without copying and re-sorting the side.
struct SideCards {
  Card cards[5];
  int ranks[5];
  int n = 0;
  bool suited = true;
  Side side{0, 0};

  void read(const H2HState& s, int seat, int row) {
    n = side_cards(s, seat, row, cards);
    suited = true;
    for (int i = 0; i < n; ++i) {
      int r = cards[i].rank - 2;
      int j = i;
      for (; j > 0 && ranks[j - 1] > r; --j) ranks[j] = ranks[j - 1];
      ranks[j] = r;
      suited = suited && cards[i].suit == cards[0].suit;
    }
    side = Side{n >= 5 ? potential_of_five(cards) : potential_of_ranks(ranks, n, suited), n};
  }

  Side joined(Card c) const {
    if (n + 1 >= 5) {
      Card five[5] = {cards[0], cards[1], cards[2], cards[3], c};
      return Side{potential_of_five(five), 5};
    }
    int r[5];
    const int cr = c.rank - 2;
    int j = n;
    for (; j > 0 && ranks[j - 1] > cr; --j) r[j] = ranks[j - 1];
    r[j] = cr;
    for (int i = 0; i < j; ++i) r[i] = ranks[i];
    return Side{potential_of_ranks(r, n + 1, suited && c.suit == cards[0].suit), n + 1};
  }
};

}  // namespace

// Per row: both sides read, each seat's chance of winning the row as it stands, and the chances
// after a card joins a side, computed when first asked. A row's entries hold while its cards are
// the same: within a round cards are only added, so the round, both sides' card counts and the
// Common card (the stamp) name its cards. Most rows and hand cards are unchanged from one decision
// to the next, so most of a decision's chances (each an exp) are looked up, not computed.
struct RowMemo {
  struct Row {
    uint32_t stamp = 0;  // 0: not yet read
    SideCards sides[2];
    double base[2];      // [seat]: that seat's chance of winning the row as it stands
    uint64_t known[4];   // [slot]: bit card.index52() set when chance[slot][card] holds
    double chance[4][52];  // [by * 2 + (onto the other seat's side)][card]: `by`'s chance after
  };
  Row rows[kCommons];
};

RowMemoSlot::RowMemoSlot() = default;
RowMemoSlot::RowMemoSlot(const RowMemoSlot&) {}
RowMemoSlot::~RowMemoSlot() = default;
RowMemoSlot& RowMemoSlot::operator=(const RowMemoSlot&) {
  memo.reset();
  return *this;
}

namespace {

uint32_t row_stamp(const H2HState& s, int r) {
  return static_cast<uint32_t>(s.round_ + 1) << 24 | static_cast<uint32_t>(s.row_n_[0][r]) << 16 |
         static_cast<uint32_t>(s.row_n_[1][r]) << 8 | static_cast<uint32_t>(s.common_[r].index52());
}

// The memo's entry for row r (an incomplete row), brought up to date.
RowMemo::Row& memo_row(const H2HState& s, int r) {
  if (!s.row_memo_.memo) s.row_memo_.memo = std::make_unique<RowMemo>();
  RowMemo::Row& m = s.row_memo_.memo->rows[r];
  const uint32_t stamp = row_stamp(s, r);
  if (m.stamp != stamp) {
    m.stamp = stamp;
    m.sides[0].read(s, 0, r);
    m.sides[1].read(s, 1, r);
    for (int seat = 0; seat < 2; ++seat) m.base[seat] = win_chance(m.sides[seat].side, m.sides[1 - seat].side);
    for (uint64_t& k : m.known) k = 0;
  }
  return m;
}

// `by`'s chance of winning the row after card c joins `side_seat`'s side.
double chance_after(RowMemo::Row& m, int by, int side_seat, Card c) {
  const int slot = by * 2 + (side_seat != by ? 1 : 0);
  const int ci = c.index52();
  const uint64_t bit = uint64_t{1} << ci;
  if (m.known[slot] & bit) return m.chance[slot][ci];
  const Side joined = m.sides[side_seat].joined(c);
  const double chance = side_seat == by ? win_chance(joined, m.sides[1 - by].side) : win_chance(m.sides[by].side, joined);
  m.known[slot] |= bit;
  m.chance[slot][ci] = chance;
  return chance;
}

struct Scored {
  Action action;
  double score;
};

// Every play for the mover, scored in dollars of expected chip gain (relative to the opponent).
// The chances come from the row memo.
int score_plays(const H2HState& s, Scored* out) {
  const int p = s.current_player();
  Card cards[5];
  const int nc = s.playable_cards(cards);
  const int rows = s.active_commons();
  int n = 0;
  RowMemo::Row* memo[kCommons] = {};  // incomplete rows only
  int stakes[kCommons];
  for (int r = 0; r < rows; ++r) {
    if (s.row_complete(r)) continue;
    memo[r] = &memo_row(s, r);
    stakes[r] = stake(s, r);
  }
  // Split 2: the card not played goes to the opponent; their best use of it counts against a play.
  double give_cost[5] = {0, 0, 0, 0, 0};
  const bool gives = s.phase_ == Phase::kPlay && s.type_ == RoundType::kSplit2 && nc == 2;
  if (gives) {
    for (int g = 0; g < 2; ++g) {
      const int o = 1 - p;
      double best = 0;
      for (int r = 0; r < rows; ++r) {
        if (!memo[r]) continue;
        const double before = 1.0 - memo[r]->base[p];
        for (int side_seat : {o, p}) {
          if (!s.can_place(o, side_seat, r)) continue;
          best = std::max(best, stakes[r] * (chance_after(*memo[r], o, side_seat, cards[g]) - before));
        }
      }
      give_cost[1 - g] = best;  // playing card 1-g gives card g
    }
  }
  // Where the mover may place: [side 0 = own, 1 = opponent's][row].
  bool placeable[2][kCommons];
  for (int side = 0; side < 2; ++side)
    for (int r = 0; r < rows; ++r) placeable[side][r] = s.can_place(p, side == 0 ? p : 1 - p, r);
  for (int i = 0; i < nc; ++i) {
    for (int side = 0; side < 2; ++side) {
      const int side_seat = side == 0 ? p : 1 - p;
      for (int r = 0; r < rows; ++r) {
        if (!placeable[side][r]) continue;
        const double gain = stakes[r] * (chance_after(*memo[r], p, side_seat, cards[i]) - memo[r]->base[p]);
        out[n++] = Scored{encode_play(cards[i], r, side == 1), gain - give_cost[i]};
      }
    }
  }
  return n;
}

// Every play for the mover, in score_plays' order, unscored.
int list_plays(const H2HState& s, Action* out) {
  const int p = s.current_player();
  Card cards[5];
  const int nc = s.playable_cards(cards);
  int n = 0;
  for (int i = 0; i < nc; ++i)
    for (int side = 0; side < 2; ++side)
      for (int r = 0; r < s.active_commons(); ++r)
        if (s.can_place(p, side == 0 ? p : 1 - p, r)) out[n++] = encode_play(cards[i], r, side == 1);
  return n;
}

Action best_play(const H2HState& s, Rng& rng, double epsilon) {
  // A random play (rollouts, one time in ten) needs no scores: the same numbers are drawn.
  if (epsilon > 0 && rng.unit() < epsilon) {
    Action any[64];
    return any[rng.below(static_cast<uint32_t>(list_plays(s, any)))];
  }
  Scored plays[64];
  const int n = score_plays(s, plays);
  int best = 0;
  double best_score = -1e18;
  for (int i = 0; i < n; ++i) {
    double sc = plays[i].score + rng.unit() * 0.5;  // a little randomness among near-equal plays
    if (sc > best_score) {
      best_score = sc;
      best = i;
    }
  }
  return plays[best].action;
}

}  // namespace

double row_potential(const Card* cards, int n) {
  if (n >= 5) return potential_of_five(cards);
  int r[4];
  bool suited = true;
  for (int i = 0; i < n; ++i) {
    r[i] = cards[i].rank - 2;
    suited = suited && cards[i].suit == cards[0].suit;
  }
  for (int i = 1; i < n; ++i)  // insertion sort, n <= 4
    for (int j = i; j > 0 && r[j - 1] > r[j]; --j) std::swap(r[j - 1], r[j]);
  return potential_of_ranks(r, n, suited);
}

namespace {

Action rollout_action(const H2HState& s, Rng& rng) {
  switch (s.phase_) {
    case Phase::kGameOver:
      return 0;
    case Phase::kPick:
      return kPickBase + rng.below(2 * kNumRoundTypes);
    case Phase::kRespond: {
      // Call when the row looks at least fairly good (declining hands the bettor $100), else decline.
      const int me = s.current_player();
      return row_chance(s, me, s.ex_row_) >= 0.35 ? kCall : kDecline;
    }
    case Phase::kPlay:
    case Phase::kPlaceGiven:
      return best_play(s, rng, 0.1);  // rollouts never open bets
  }
  return 0;
}

Action heuristic_action(const H2HState& s, Rng& rng) {
  switch (s.phase_) {
    case Phase::kGameOver:
      return 0;
    case Phase::kPick:
      return encode_pick(RoundType::kHold3, false);
    case Phase::kRespond: {
      const int me = s.current_player();
      const double p = row_chance(s, me, s.ex_row_);
      const int mr = s.max_raise();
      if (p >= 0.75 && mr >= 10) return encode_raise(std::min(mr, p >= 0.85 ? 100 : 30));
      return p >= 0.35 ? kCall : kDecline;
    }
    case Phase::kPlay:
    case Phase::kPlaceGiven:
      break;
  }
  const Action play = best_play(s, rng, 0.0);
  if (s.phase_ == Phase::kPlay && s.betting_open()) {
    // Bet on the Common card this player is likeliest to win (counting the card about to be played).
    const DecodedAction d = decode(play);
    int best_row = -1;
    double best_p = 0;
    for (int r = 0; r < s.active_commons(); ++r) {
      if (s.max_open_bet(r) < 10) continue;
      double p = row_chance(s, s.turn_, r);
      if (d.row == r) {
        p = win_chance(side_of(s, s.turn_, r, d.opponent_side ? nullptr : &d.card),
                       side_of(s, 1 - s.turn_, r, d.opponent_side ? &d.card : nullptr));
      }
      if (p > best_p) {
        best_p = p;
        best_row = r;
      }
    }
    if (best_row >= 0 && best_p >= 0.7) {
      const int m = s.max_open_bet(best_row);
      return encode_bet(std::min(m, best_p >= 0.8 ? 100 : 50), best_row);
    }
  }
  return play;
}

// Search playouts stop after 8 actions and score the position with evaluate(). Played to the end of the
// game (three rounds, up to 96 plays) a playout's result was mostly the later rounds' luck: at Normal's
// 125 iterations the search lost 84 % of its games to the heuristic (issue 52, notes.md).
int rollout_depth(const H2HState&) { return 8; }

// The chance of winning from the expected chip lead: the chips won so far, each open row's stake
// times the seat's chance of winning it less the opponent's (the heuristic's row_chance), against
// the spread still to come (those rows' and the later rounds' house chips).
std::vector<double> evaluate(const H2HState& s) {
  if (s.phase_ == Phase::kGameOver) return s.returns();
  double lead = s.chips_[0] - s.chips_[1], var = 0;
  for (int r = 0; r < s.active_commons(); ++r) {
    if (s.row_complete(r)) continue;
    const double p = row_chance(s, 0, r), st = stake(s, r);
    lead += st * (2 * p - 1);
    var += st * st * 4 * p * (1 - p);
  }
  const double row_stake = kHouseChipsPerCommon * kHouseChip;
  for (int later = s.round_ + 1; later < kRounds; ++later) var += (3 + later) * row_stake * row_stake;
  const double z = var > 0 ? lead / std::sqrt(var) : (lead > 0 ? 10 : lead < 0 ? -10 : 0);
  const double v = 0.9 * std::erf(z / std::sqrt(2.0));
  return {v, -v};
}

// Normal 375: an eighth of the base lost to the heuristic; a half beat it 74.6 % but Hard beat that
// Normal only 64.6 % (400 games each, issue 52, notes.md).
double normal_search(const H2HState&) { return 0.375; }

}  // namespace

constinit const AiTraits kAiTraits{
    .rollout_action = ai_hook<&rollout_action>,
    .heuristic_action = ai_hook<&heuristic_action>,
    .rollout_depth = ai_hook<&rollout_depth>,
    .evaluate = ai_hook<&evaluate>,
    // iterations: the default base budget, 1000 (Hard searches 4x): 60% vs heuristic, 100% vs random
    // at 1x (400 games each).
    .normal_search = ai_hook<&normal_search>,
};

}  // namespace ff::head_to_head
