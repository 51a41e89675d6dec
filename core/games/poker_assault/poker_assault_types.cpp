// Poker Assault: the assault types (R3 in notes.md): which poker hands a set of cards is exactly, and
// which it could still become.
#include <algorithm>

#include "core/games/poker_assault/poker_assault.h"

namespace ff::poker_assault {

// ---- assault types -------------------------------------------------------------------------------

const char* type_name(int t) {
  static const char* names[kNumTypes] = {"One Pair",       "Two Pair",     "Three of a Kind", "Straight",
                                         "Flush",          "Full House",   "Four of a Kind",  "Straight Flush",
                                         "Four Flush",     "Four Straight", "Three Pair",     "Crop Circle",
                                         "Alien Geometry"};
  return t >= 0 && t < kNumTypes ? names[t] : "?";
}

int type_power_draws(int t) {
  switch (t) {
    case kStraightFlush: return 2;
    case kStraight: case kFlush: case kFullHouse: case kQuads: case kThreePair: case kAlienGeometry: return 1;
    default: return 0;
  }
}

namespace {

struct Shape {
  int n = 0;
  uint8_t rank_count[15] = {};  // bytes: the AI copies a set's shape for every card it adds
  uint8_t suit_count[4] = {};
  uint16_t ranks = 0;           // bit r: rank r is in the set
  int distinct_ranks = 0, max_count = 0, min_rank = 99, max_rank = 0, low_min = 99, low_max = 0;
  bool suits_distinct = true;
  int distinct_suits = 0;
  explicit Shape(const Eff* cards, int count) {
    for (int i = 0; i < count; ++i) add(cards[i]);
  }
  void add(const Eff& e) {
    ++n;
    const int r = e.rank, s = e.suit;
    if (rank_count[r]++ == 0) ++distinct_ranks;
    ranks |= static_cast<uint16_t>(1u << r);
    if (suit_count[s]++ == 0) ++distinct_suits; else suits_distinct = false;
    max_count = std::max<int>(max_count, rank_count[r]);
    min_rank = std::min(min_rank, r);
    max_rank = std::max(max_rank, r);
    const int lr = r == kAce ? 1 : r;
    low_min = std::min(low_min, lr);
    low_max = std::max(low_max, lr);
  }
  bool one_rank() const { return distinct_ranks <= 1; }
  bool one_suit() const { return distinct_suits <= 1; }
  bool all_distinct() const { return distinct_ranks == n; }
  // All ranks inside a window `w` wide (an Ace may be high or low).
  bool window(int w) const { return n == 0 || max_rank - min_rank < w || low_max - low_min < w; }
  bool in_set(const int* set, int k) const {
    for (int r = 2; r <= 14; ++r) {
      if (!rank_count[r]) continue;
      bool found = false;
      for (int i = 0; i < k; ++i) found |= set[i] == r;
      if (!found) return false;
    }
    return true;
  }
  bool alien() const {
    static const int odd[6] = {3, 5, 7, 9, 11, 13}, even[6] = {2, 4, 6, 8, 10, 12};
    return all_distinct() && (in_set(odd, 6) || in_set(even, 6));
  }
  bool crop() const {
    for (int r = 11; r <= 14; ++r)
      if (rank_count[r]) return false;
    return suits_distinct;
  }
};

// Two ranks at most, three of a kind at most: with five cards or fewer the smaller group then has
// two cards or fewer, so the set still fits a full house.
bool full_house_possible(const Shape& s) { return s.n <= 5 && s.distinct_ranks <= 2 && s.max_count <= 3; }

// Alien Geometry: distinct ranks, all odd (3..K) or all even (2..Q) (Shape::alien, from the rank bits).
bool alien_possible(const Shape& s) {
  constexpr uint16_t kOdd = (1u << 3) | (1u << 5) | (1u << 7) | (1u << 9) | (1u << 11) | (1u << 13);
  constexpr uint16_t kEven = (1u << 2) | (1u << 4) | (1u << 6) | (1u << 8) | (1u << 10) | (1u << 12);
  constexpr uint16_t kRanks = 0x7FFC;  // 2..14 (as Shape::in_set looks at them)
  return s.all_distinct() && ((s.ranks & kRanks & ~kOdd) == 0 || (s.ranks & kRanks & ~kEven) == 0);
}

// The types (bit t, among `allowed`) a set of this shape could still become part of: every type
// at once, sharing the tests (the AI's playouts ask this for every card of the hand).
uint32_t potential_mask(const Shape& s, uint32_t allowed) {
  if (allowed == 0) return 0;
  const bool one_rank = s.one_rank(), one_suit = s.one_suit(), distinct = s.all_distinct();
  const bool straight = s.n <= 5 && distinct && s.window(5);
  uint32_t m = 0;
  auto type = [&](int t, bool possible) { m |= possible ? 1u << t : 0u; };
  type(kPair, s.n <= 2 && one_rank);
  type(kTrips, s.n <= 3 && one_rank);
  type(kQuads, s.n <= 4 && one_rank);
  type(kTwoPair, s.n <= 4 && s.distinct_ranks <= 2 && s.max_count <= 2);
  type(kFullHouse, full_house_possible(s));
  type(kStraight, straight);
  type(kFlush, s.n <= 5 && one_suit);
  type(kStraightFlush, straight && one_suit);
  type(kFourFlush, s.n <= 4 && one_suit);
  type(kFourStraight, s.n <= 4 && distinct && s.window(4));
  type(kThreePair, s.n <= 6 && s.distinct_ranks <= 3 && s.max_count <= 2);
  type(kCropCircle, (allowed & (1u << kCropCircle)) && s.n <= 4 && s.crop());
  type(kAlienGeometry, (allowed & (1u << kAlienGeometry)) && s.n <= 5 && alien_possible(s));
  return m & allowed;
}

// Exact match; `low` is set for a low straight.
bool exact(int t, const Shape& s, bool* low) {
  auto straight = [&](int len) {
    if (s.n != len || !s.all_distinct()) return false;
    if (s.max_rank - s.min_rank == len - 1) return true;
    if (s.rank_count[kAce] && s.low_max - s.low_min == len - 1) {
      *low = true;
      return true;
    }
    return false;
  };
  switch (t) {
    case kPair: return s.n == 2 && s.one_rank();
    case kTrips: return s.n == 3 && s.one_rank();
    case kQuads: return s.n == 4 && s.one_rank();
    case kTwoPair: return s.n == 4 && s.distinct_ranks == 2 && s.max_count == 2;
    case kFullHouse: return s.n == 5 && s.distinct_ranks == 2 && s.max_count == 3;
    case kStraight: return straight(5);
    case kFlush: return s.n == 5 && s.one_suit();
    case kStraightFlush: return s.one_suit() && straight(5);
    case kFourFlush: return s.n == 4 && s.one_suit();
    case kFourStraight: return straight(4);
    case kThreePair: return s.n == 6 && s.distinct_ranks == 3 && s.max_count == 2;
    case kCropCircle: return s.n == 4 && s.crop();
    case kAlienGeometry: return s.n == 5 && s.alien();
  }
  return false;
}

// Calls f(shape of the core) for every core choice (optional cards in or out) and every value of
// the wild cards. Stops when f returns true. A shape does not depend on the order of its cards, so
// each core's fixed cards are added once and every wild value is added to a copy.
template <class F>
bool for_shapes(const std::vector<Eff>& set, F f) {
  bool plain = true;
  for (const Eff& e : set) plain &= !e.optional && !e.wild;
  if (plain) return f(Shape(set.data(), static_cast<int>(set.size())));  // the common case
  int optional = 0;  // the first 10 optional cards go in or out
  for (const Eff& e : set) optional += e.optional;
  const int combos = 1 << std::min(optional, 10);
  for (int mask = 0; mask < combos; ++mask) {
    Shape fixed(nullptr, 0);
    int wild = 0;  // every wild card takes every value (at most two wild cards in any game)
    for (int i = 0, k = 0; i < static_cast<int>(set.size()); ++i) {
      if (set[i].optional) {
        const bool in = k < 10 && (mask & (1 << k));  // beyond the 10th: always left out
        ++k;
        if (!in) continue;
      }
      if (set[i].wild && wild < 2) ++wild;
      else fixed.add(set[i]);
    }
    const int values = wild == 0 ? 1 : wild == 1 ? 52 : 52 * 52;
    for (int v = 0; v < values; ++v) {
      Shape s = fixed;
      for (int k = 0, x = v; k < wild; ++k, x /= 52) s.add(Eff{static_cast<uint8_t>(x % 13 + 2), static_cast<uint8_t>((x / 13) % 4)});
      if (f(s)) return true;
    }
  }
  return false;
}

}  // namespace

uint32_t potential_types(const std::vector<Eff>& set, uint32_t allowed) {
  uint32_t out = 0;
  for_shapes(set, [&](const Shape& s) {
    out |= potential_mask(s, allowed & ~out);
    return out == allowed;
  });
  return out;
}

void potential_types_plus(const std::vector<Eff>& set, const Eff* cards, int n, uint32_t allowed, uint32_t* out) {
  bool plain = true;
  for (const Eff& e : set) plain &= !e.optional && !e.wild;
  const Shape base(set.data(), static_cast<int>(set.size()));
  std::vector<Eff> more;
  for (int k = 0; k < n; ++k) {
    if (!plain || cards[k].optional || cards[k].wild) {  // several cores: the general way
      if (more.empty()) {
        more = set;
        more.push_back(cards[k]);
      }
      more.back() = cards[k];
      out[k] = potential_types(more, allowed);
      continue;
    }
    Shape s = base;
    s.add(cards[k]);
    out[k] = potential_mask(s, allowed);
  }
}

bool potential_any(const std::vector<Eff>& set, uint32_t allowed) {
  return for_shapes(set, [&](const Shape& s) { return potential_mask(s, allowed) != 0; });
}

uint32_t legal_types(const std::vector<Eff>& set, uint32_t allowed, bool* low_ace) {
  uint32_t out = 0;
  bool low = false;
  for_shapes(set, [&](const Shape& s) {
    if (s.n == 0) return false;
    for (int t = 0; t < kNumTypes; ++t) {
      bool l = false;
      if ((allowed & (1u << t)) && exact(t, s, &l)) {
        out |= 1u << t;
        low |= l;
      }
    }
    return false;
  });
  if (low_ace) *low_ace = low;
  return out;
}

const char* phase_id(Phase p) {
  switch (p) {
    case Phase::kPrepare: return "prepare";
    case Phase::kLaunchWindow: return "launch_window";
    case Phase::kDefend: return "defend";
    case Phase::kReform: return "reform";
    case Phase::kChoice: return "choice";
    case Phase::kGameOver: return "game_over";
    case Phase::kDraft: return "draft";
  }
  return "?";
}

}  // namespace ff::poker_assault
